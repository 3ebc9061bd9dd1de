namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>
/// Reads, writes and measures one value (no tag): the interpreted backend's unit of encoding. Every codec is a
/// <see cref="Codec{T}"/>; this non-generic face keeps the boxed members for the paths that are not typed yet, and
/// <see cref="Accept{TResult}"/> recovers the typed codec without <c>MakeGenericType</c>.
/// </summary>
internal abstract class Codec(WireType wireType, bool mergesExisting)
{
    /// <summary>The wire type of one value.</summary>
    public WireType WireType { get; } = wireType;

    /// <summary>True when a read merges into the existing value (messages, Timestamp, Duration), so a reader must fetch
    /// the member's value first; false when every read replaces it (the existing value is then ignored). A field, not a
    /// virtual property: one less method per value type to JIT at cold start.</summary>
    public bool MergesExisting { get; } = mergesExisting;

    /// <summary>Encoded size of the boxed value, without its tag; <paramref name="depthLeft"/> is the nesting
    /// budget.</summary>
    public abstract long MeasureBoxed(object value, int depthLeft);

    /// <summary>Writes the boxed value, without its tag.</summary>
    public abstract void WriteBoxed(ref ProtoWriter writer, object value);

    /// <summary>Reads one value, boxed; <paramref name="existing"/> (null: none) is merged into for messages and
    /// Timestamps.</summary>
    public abstract object ReadBoxed(ref ProtoReader reader, object? existing);

    /// <summary>True for the zero / empty value that implicit presence does not write.</summary>
    public abstract bool IsDefaultBoxed(object value);

    /// <summary>The zero value of the type, boxed as the member's CLR type (null for messages).</summary>
    public abstract object? BoxedEmpty { get; }

    /// <summary>The value a map entry takes when its value field is missing: the zero value, or an empty
    /// message.</summary>
    public abstract object? CreateBoxedEmpty(ref ProtoReader reader);

    /// <summary>Calls <paramref name="visitor"/> with this codec as the <see cref="Codec{T}"/> it is: the one way the
    /// backend closes its generic handlers over a value type (the codec was created for that type, so under NativeAOT
    /// the instantiation is compiled; nothing is closed at run time).</summary>
    public abstract TResult Accept<TResult>(ICodecVisitor<TResult> visitor);

    /// <summary>The handler of a single (not repeated, not map) field whose value this codec encodes.</summary>
    public abstract FieldHandler CreateSingleField(FieldModel field);
}

/// <summary>Receives a codec as its typed self (see <see cref="Codec.Accept{TResult}"/>).</summary>
internal interface ICodecVisitor<out TResult>
{
    /// <summary>Called with the codec, <typeparamref name="T"/> being the CLR type of its values.</summary>
    TResult Visit<T>(Codec<T> codec);
}

/// <summary>
/// A codec over values of type <typeparamref name="T"/>, with no boxing. <typeparamref name="T"/> is the member's CLR
/// type, except: an enum travels as its underlying integer type (<c>int</c> for a plain enum; see
/// <see cref="EnumCodecAdapter{T, TCodec}"/>), and a message or group as <see cref="object"/> (reference types need no
/// boxing, and one shared instantiation serves every message type). <see cref="Box"/> and <see cref="Unbox"/> convert
/// to and from the boxed CLR value (the enum itself) for the boxed members.
/// </summary>
internal abstract class Codec<T>(WireType wireType, bool mergesExisting = false)
    : Codec(wireType, mergesExisting), IValueBoxing<T>
{
    /// <summary>Encoded size of the value, without its tag.</summary>
    public abstract long Measure(T value, int depthLeft);

    /// <summary>Writes the value, without its tag.</summary>
    public abstract void Write(ref ProtoWriter writer, T value);

    /// <summary>Reads one value, merging into <paramref name="existing"/> where the type merges (messages, Timestamp,
    /// Duration).</summary>
    public abstract T Read(ref ProtoReader reader, T existing);

    /// <summary>Reads one value with nothing to merge into (a new message, a Timestamp from the epoch).</summary>
    public virtual T ReadNew(ref ProtoReader reader) => Read(ref reader, Empty);

    /// <summary>True for the zero / empty value that implicit presence does not write.</summary>
    public abstract bool IsDefault(T value);

    /// <summary>A single field under implicit presence (<see cref="Omission.WhenZero"/>): its tag and value size, or 0
    /// when the value is null or zero. One virtual call per field: the sealed codecs override it with the same body,
    /// so that there <see cref="IsDefault"/> and <see cref="Measure"/> are direct calls.</summary>
    public virtual long MeasureUnlessZero(T value, int tagSize, int depthLeft) =>
        value is null || IsDefault(value) ? 0 : tagSize + Measure(value, depthLeft);

    /// <summary>Writes a single field under implicit presence: tag and value, or nothing when the value is null or zero
    /// (as <see cref="MeasureUnlessZero"/>).</summary>
    public virtual void WriteUnlessZero(ref ProtoWriter writer, uint tag, T value)
    {
        if (value is null || IsDefault(value))
            return;
        writer.WriteRawTag(tag);
        Write(ref writer, value);
    }

    /// <summary>The zero value (null for messages).</summary>
    public abstract T Empty { get; }

    /// <summary>The value a map entry takes when its value field is missing.</summary>
    public virtual T CreateEmpty(ref ProtoReader reader) => Empty;

    /// <summary>The value boxed as the member's CLR type (an enum codec boxes the enum, not its number).</summary>
    public virtual object? Box(T value) => value;

    /// <summary>The value from its boxed CLR form (an enum codec takes the enum); null is the default, as reflection
    /// stores null into a value-type member.</summary>
    public virtual T Unbox(object? value) => value is null ? default! : (T)value;

    public sealed override long MeasureBoxed(object value, int depthLeft) => Measure(Unbox(value), depthLeft);

    public sealed override void WriteBoxed(ref ProtoWriter writer, object value) => Write(ref writer, Unbox(value));

    public sealed override object ReadBoxed(ref ProtoReader reader, object? existing) =>
        Box(existing is null ? ReadNew(ref reader) : Read(ref reader, Unbox(existing)))!;

    public sealed override bool IsDefaultBoxed(object value) => IsDefault(Unbox(value));

    private object? _boxedEmpty;

    public sealed override object? BoxedEmpty => _boxedEmpty ??= Box(Empty); // boxed once: map entries ask per entry

    public sealed override object? CreateBoxedEmpty(ref ProtoReader reader) => Box(CreateEmpty(ref reader));

    public sealed override TResult Accept<TResult>(ICodecVisitor<TResult> visitor) => visitor.Visit(this);

    public override FieldHandler CreateSingleField(FieldModel field) => SingleFields.Create(field, this);
}
