namespace Nano;

// The opt-in string cache for reads.
public sealed partial class RuntimeTypeModel
{
    private volatile StringCache? _stringCache;

    /// <summary>
    /// When true, reads with this model keep a bounded cache of the strings they decode, so that a value repeated
    /// across messages (a status, an enum-like name, a prefix) is one <see cref="string"/> instance instead of a new
    /// one
    /// per occurrence. Only values of at most 64 characters, all ASCII, are cached, in at most 4,096 slots (a value
    /// replaces the one its hash shares a slot with): the cache never grows past that, about 600 KB at worst. A value
    /// that misses costs a hash and at most one comparison more than without the cache, and allocates nothing more.
    /// Safe for any number of concurrent reads. Default false. Every read form (plain, pooled, read into an existing
    /// graph, async) on every backend uses it; the strings themselves are ordinary immutable strings, shared.
    /// May be changed at any time; turning it off drops the cache.
    /// </summary>
    public bool CacheStrings
    {
        get => _stringCache is not null;
        set
        {
            if (value == CacheStrings)
                return;
            _stringCache = value ? new StringCache(StringCacheCapacity, StringCacheMaxLength) : null;
        }
    }

    /// <summary>The cache's slots, for tests (set before <see cref="CacheStrings"/>).</summary>
    internal int StringCacheCapacity { get; set; } = StringCache.DefaultCapacity;

    /// <summary>The longest value cached, for tests (set before <see cref="CacheStrings"/>).</summary>
    internal int StringCacheMaxLength { get; set; } = StringCache.DefaultMaxLength;

    /// <summary>The cache in use, or null.</summary>
    internal StringCache? StringCache => _stringCache;
}
