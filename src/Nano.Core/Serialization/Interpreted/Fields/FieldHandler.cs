namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// Measures, writes and reads one field of a message, whatever its shape. <see cref="MessagePlan"/> dispatches to it
/// with the message as <see cref="object"/>; a typed handler (<see cref="SingleField{TOwner, T}"/>) then reaches the
/// member and the codec without boxing. Made by <see cref="FieldHandlers.Create"/>.
/// </summary>
/// <remarks>
/// Reading has two forms. Where the plan reads straight into the instance (a plain mutable class), it calls
/// <see cref="ReadInto"/> for handlers whose <see cref="ReadsDirect"/> is true. Otherwise (constructor-built types,
/// struct messages, hierarchies, or a handler that needs to gather values first) it reads into a <see cref="Slot"/>
/// with <see cref="Read(ref ProtoReader, WireType, ref Slot)"/> and stores at the end with <see cref="Store"/> or
/// passes <see cref="Final"/> to the constructor.
/// </remarks>
internal abstract class FieldHandler(FieldModel model, Codec codec)
{
    /// <summary>The field.</summary>
    public FieldModel Model { get; } = model;

    /// <summary>The codec of the value (a repeated field's element, a map's value).</summary>
    public Codec Codec { get; } = codec;

    /// <summary>True when this handler writes, and reads straight into an instance, without boxing a value type
    /// (for diagnostics and tests: see docs/design-interpreted.md).</summary>
    public abstract bool IsTyped { get; }

    /// <summary>When a part of this field runs on reflection: why (diagnostics), else null.</summary>
    public virtual string? FallbackReason => IsTyped ? null : "boxed handler";

    // ---- writing

    /// <summary>The field's encoded size within <paramref name="message"/>, tags included.</summary>
    public abstract long Measure(object message, int depthLeft);

    /// <summary>Writes the field of <paramref name="message"/>, tags included (nothing when it is omitted).</summary>
    public abstract void Write(ref ProtoWriter writer, object message);

    /// <summary>For a oneof member: true when the member holds a value (is not null).</summary>
    public abstract bool IsSet(object message);

    // ---- reading straight into the instance

    /// <summary>True when <see cref="ReadInto"/> can be used; false makes the plan use the slot methods for this field.
    /// A field, not a virtual property: one less method per value type to JIT at cold start.</summary>
    public bool ReadsDirect { get; protected init; }

    /// <summary>
    /// Reads one occurrence of the field and stores it in <paramref name="instance"/>; false when the wire type does
    /// not fit (the caller treats the field as unknown). A message or Timestamp merges into what the member holds, also
    /// in a new instance (what its constructor put there), as the emit backend does.
    /// </summary>
    public virtual bool ReadInto(ref ProtoReader reader, WireType wireType, object instance) =>
        throw new InvalidOperationException($"{GetType().Name} does not read directly.");

    /// <summary>Stores the value of an absent field (<see cref="AbsentValue.Default"/>) in a new instance.</summary>
    public virtual void SetAbsent(object instance) => SetBoxed(instance, Model.ValueWhenAbsent);

    /// <summary>Clears a oneof member because a sibling was read (stores null).</summary>
    public virtual void Clear(object instance) => SetBoxed(instance, null);

    // ---- reading into slots

    /// <summary>Reads one occurrence into the slot; false when the wire type does not fit.</summary>
    public abstract bool Read(ref ProtoReader reader, WireType wireType, ref Slot slot);

    /// <summary>Stores what was read into the instance.</summary>
    public abstract void Store(object target, ref Slot slot);

    /// <summary>The value a constructor parameter receives from this field.</summary>
    public abstract object? Final(ref Slot slot);

    // ---- the member, boxed (constructor arguments, merges into immutable types, absent defaults)

    /// <summary>The member's value, boxed as its CLR type.</summary>
    public abstract object? GetBoxed(object target);

    /// <summary>Stores a boxed value of the member's CLR type.</summary>
    public abstract void SetBoxed(object target, object? value);

    /// <summary>False when only a constructor sets the member.</summary>
    public abstract bool CanSet { get; }
}
