namespace Nano.Wire;

/// <summary>
/// A bounded cache of decoded strings, so that a value repeated across messages is one instance
/// (<see cref="RuntimeTypeModel.CacheStrings"/>). Direct-mapped: a value's UTF-8 bytes hash to one slot, which holds
/// the
/// last string decoded there; a colliding value replaces it. So it holds at most <see cref="Capacity"/> strings of at
/// most <see cref="MaxLength"/> characters, and never grows.
/// </summary>
/// <remarks>
/// Only ASCII values are cached: their UTF-8 bytes and UTF-16 characters correspond one to one, so a candidate is
/// checked against the input without decoding, and a hit can never hide invalid UTF-8 (every invalid sequence has a
/// byte of 0x80 or more, and such values are decoded as usual). A miss costs the hash, at most one comparison and one
/// reference store, and allocates nothing beyond the string itself. Slots are read and written whole (references are
/// atomic), and every candidate is compared before it is returned, so readers on any number of threads need no lock.
/// </remarks>
internal sealed class StringCache
{
    /// <summary>The number of slots when the model does not set its own.</summary>
    public const int DefaultCapacity = 4096;

    /// <summary>The longest value cached when the model does not set its own, in characters (= UTF-8 bytes).</summary>
    public const int DefaultMaxLength = 64;

    private readonly string?[] _slots;
    private readonly int _mask;

    /// <summary>Creates a cache of <paramref name="capacity"/> slots (rounded up to a power of two) for values of at
    /// most <paramref name="maxLength"/> characters.</summary>
    public StringCache(int capacity = DefaultCapacity, int maxLength = DefaultMaxLength)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(capacity, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxLength, 1);
        var size = 1;
        while (size < capacity)
            size <<= 1;
        _slots = new string?[size];
        _mask = size - 1;
        MaxLength = maxLength;
    }

    /// <summary>The most strings held (the number of slots).</summary>
    public int Capacity => _slots.Length;

    /// <summary>The longest value cached, in characters.</summary>
    public int MaxLength { get; }

    /// <summary>The strings held now (for tests and diagnostics).</summary>
    public int Count
    {
        get
        {
            var count = 0;
            foreach (var slot in _slots)
                count += slot is null ? 0 : 1;
            return count;
        }
    }

    /// <summary>The cached string equal to <paramref name="utf8"/>, or null; <paramref name="slot"/> is where a decoded
    /// value is to be stored (<see cref="Store"/>), or -1 when the value is not cached (too long, or not
    /// ASCII).</summary>
    public string? Find(ReadOnlySpan<byte> utf8, out int slot)
    {
        slot = -1;
        if (utf8.Length > MaxLength)
            return null;
        // FNV-1a over the bytes, noting on the way whether any is outside ASCII.
        var hash = 2166136261u;
        var high = 0;
        foreach (var b in utf8)
        {
            high |= b;
            hash = (hash ^ b) * 16777619u;
        }
        if (high >= 0x80)
            return null;
        slot = (int)(hash & (uint)_mask);
        var candidate = Volatile.Read(ref _slots[slot]);
        return candidate is not null && AsciiEquals(candidate, utf8) ? candidate : null;
    }

    /// <summary>Keeps <paramref name="value"/> (decoded from the bytes <see cref="Find"/> was given) in <paramref
    /// name="slot"/>.</summary>
    public void Store(int slot, string value) => Volatile.Write(ref _slots[slot], value);

    private static bool AsciiEquals(string candidate, ReadOnlySpan<byte> ascii)
    {
        if (candidate.Length != ascii.Length)
            return false;
#if NET8_0_OR_GREATER
        return System.Text.Ascii.Equals(ascii, candidate);
#else
        for (var i = 0; i < ascii.Length; i++)
        {
            if (candidate[i] != ascii[i])
                return false;
        }
        return true;
#endif
    }
}
