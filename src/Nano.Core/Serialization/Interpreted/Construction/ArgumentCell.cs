namespace Nano.Serialization.Interpreted.Construction;

/// <summary>
/// Typed storage for one single field of a constructor-built message while it is read: the value as its codec's
/// <c>T</c>, with no box per value. At the end it is handed to the constructor (or to the member's setter) as an
/// object through one box that the cell keeps and overwrites (see <see cref="Take"/>). Made through
/// <see cref="Codec.Accept{TResult}"/>, so <c>T</c> is closed by the codec, never at run time (NativeAOT).
/// </summary>
/// <remarks>
/// "Has a value" means what a non-null boxed slot meant on the slot path: set once read, loaded from the instance
/// being merged into (a value type always has one then), or cleared by a oneof sibling (none). A second occurrence
/// is read into the value held (<see cref="Codec{T}.Read"/>): messages and Timestamps merge, others replace.
/// </remarks>
internal abstract class ArgumentCell
{
    /// <summary>Reads one occurrence; false when the wire type does not fit (the caller treats the field as
    /// unknown).</summary>
    public abstract bool Read(ref ProtoReader reader, WireType wireType);

    /// <summary>Takes a boxed value of the member's CLR type (null: none): the value of the instance being merged into,
    /// or a closed enum's number read boxed.</summary>
    public abstract void Load(object? value);

    /// <summary>Drops the value (a oneof sibling was read, or the frame is reused): the argument is null
    /// again.</summary>
    public abstract void Clear();

    /// <summary>
    /// The value as the constructor or setter takes it, and the cell emptied (one call where a read ends): null when
    /// none; a reference as itself; a value type in the cell's own box, overwritten in place. Sound because
    /// reflection copies a value-type argument out of its box into the call before the callee runs, and a frame
    /// (with its cells) serves one message at a time.
    /// </summary>
    public abstract object? Take();
}

/// <summary>The cell of a field whose codec is a <see cref="Codec{T}"/>.</summary>
internal sealed class ArgumentCell<T>(Codec<T> codec) : ArgumentCell
{
    private T _value = default!;
    private bool _hasValue;
    private object? _box; // a value type's reusable box, made on first use
    private bool _boxPerCall; // the codec boxes T as a type of another layout (no codec does today): a box per call

    public override bool Read(ref ProtoReader reader, WireType wireType)
    {
        if (wireType != codec.WireType)
            return false;
        // As Codec.ReadBoxed did on the slot path: nothing held, a new value; else read into the one held.
        _value = _hasValue ? codec.Read(ref reader, _value) : codec.ReadNew(ref reader);
        _hasValue = true;
        return true;
    }

    public override void Load(object? value)
    {
        _hasValue = value is not null;
        _value = codec.Unbox(value);
    }

    public override void Clear()
    {
        _hasValue = false;
        _value = default!;
    }

    /// <summary>The layout of a boxed <typeparamref name="T"/>: the method table pointer, then the value (what
    /// <c>Unsafe.Unbox</c> reaches, which needs a <c>struct</c> constraint that <typeparamref name="T"/> cannot have
    /// here).</summary>
    private sealed class BoxLayout
    {
        public T Value = default!;
    }

    public override object? Take()
    {
        if (!_hasValue)
            return null;
        _hasValue = false;
        var value = _value;
        _value = default!; // keep nothing alive in a pooled frame (a reference, or a struct holding one)
        if (default(T) is null || _boxPerCall) // a reference type (a message is Codec<object>): nothing to box
            return codec.Box(value);
        if (_box is { } box)
        {
            Unsafe.As<BoxLayout>(box).Value = value;
            return box;
        }
        box = codec.Box(value)!;
        // The codec boxes T as itself, or an enum's number as the enum: the same layout as BoxLayout, checked once.
        var type = box.GetType();
        if (type == typeof(T) || (type.IsEnum && Enum.GetUnderlyingType(type) == typeof(T)))
            _box = box;
        else
            _boxPerCall = true;
        return box;
    }
}

/// <summary>Makes the <see cref="ArgumentCell{T}"/> of a codec (the visitor closes it over the codec's own
/// T).</summary>
internal sealed class ArgumentCells : ICodecVisitor<ArgumentCell>
{
    public static readonly ArgumentCells Factory = new();

    public ArgumentCell Visit<T>(Codec<T> codec) => new ArgumentCell<T>(codec);
}
