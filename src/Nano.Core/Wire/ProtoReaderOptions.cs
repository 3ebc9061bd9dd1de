namespace Nano.Wire;

/// <summary>Limits applied by <see cref="ProtoReader"/> to untrusted input.</summary>
public sealed class ProtoReaderOptions
{
    private readonly int _maxDepth = 100;

    /// <summary>The options used when none are given: <see cref="MaxDepth"/> = 100.</summary>
    public static ProtoReaderOptions Default { get; } = new();

    /// <summary>
    /// The deepest nesting of sub-messages and groups accepted (100 by default, as in Google.Protobuf).
    /// The root message is depth 0; entering a sub-message or group beyond this depth throws a
    /// <see cref="ProtoException"/>. Reading recurses once per level (skipping groups included); beyond depth 64 the
    /// reader also checks that the thread has stack left, so input nested deeper than the stack allows fails with a
    /// <see cref="ProtoException"/>, never a crash.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative or above
    /// <see cref="WireFormat.MaxDepthLimit"/>.</exception>
    public int MaxDepth
    {
        get => _maxDepth;
        init
        {
            ArgumentOutOfRangeException.ThrowIfNegative(value);
            ArgumentOutOfRangeException.ThrowIfGreaterThan(value, WireFormat.MaxDepthLimit);
            _maxDepth = value;
        }
    }

    /// <summary>
    /// When the reader is created over memory or a sequence, let <see cref="ProtoReader.ReadBytesMemory"/> return
    /// slices of the input instead of copies (true by default). Turn it off when the input buffer will be reused
    /// while the values read from it are still alive.
    /// </summary>
    public bool AliasInput { get; init; } = true;

    /// <summary>The model's string cache (<see cref="RuntimeTypeModel.CacheStrings"/>), or null: then every string
    /// read is decoded into a new instance.</summary>
    internal StringCache? Strings { get; init; }
}
