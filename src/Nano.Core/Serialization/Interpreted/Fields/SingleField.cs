namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// A single field whose member holds a <typeparamref name="T"/> (see <see cref="Codec{T}"/> for what T is), encoded by
/// a <see cref="Codec{T}"/>; a value type is never boxed when the member is reached typed. Executes
/// <see cref="FieldModel.Omission"/>. Made by <see cref="SingleFields.Create{T}"/>.
/// </summary>
/// <typeparam name="TOwner">The class declaring the property when its getter binds as <c>Func&lt;TOwner, T&gt;</c>
/// (a struct other than a primitive: DateTime, Guid, <c>ReadOnlyMemory&lt;byte&gt;</c>..., closed at run time where the
/// runtime builds it); the handler then calls the delegate itself, with no virtual accessor call and no cast.
/// <see cref="object"/> otherwise: the member is reached through a <see cref="MemberAccessor{T}"/> (primitives, strings
/// and byte arrays through their entry points, see <see cref="FunctionPointerAccessor{T}"/>).</typeparam>
/// <typeparam name="T">The value's type.</typeparam>
internal sealed unsafe class SingleField<TOwner, T> : TypedSingleField<T> where TOwner : class
{
    private readonly MemberAccessor<T>? _accessor; // null when both delegates below are bound
    private readonly delegate* managed<object, T> _get; // the getter's entry point when the accessor has one, else null
    private readonly delegate* managed<object, T, void> _set; // the setter's likewise
    private readonly Func<TOwner, T>? _getBound; // the getter as a delegate over TOwner, else null
    private readonly Action<TOwner, T>? _setBound;

    /// <param name="field">The field.</param>
    /// <param name="codec">The codec of the value.</param>
    /// <param name="get">The getter as an open-instance delegate over <typeparamref name="TOwner"/>, or null.</param>
    /// <param name="set">The setter likewise, or null (then a <see cref="MemberAccessor{T}"/> sets the member).</param>
    public SingleField(FieldModel field, Codec<T> codec, Func<TOwner, T>? get, Action<TOwner, T>? set)
        : base(field, codec)
    {
        _getBound = get;
        _setBound = get is null ? null : set;
        if (get is null || set is null)
            _accessor =
                MemberAccessors.Create(field, typeof(T) == typeof(object) ? field.MemberType : typeof(T), codec);
        if (get is null && _accessor is FunctionPointerAccessor<T> pointers)
        {
            _get = pointers.Getter;
            _set = pointers.Setter;
        }
    }

    public override bool IsTyped => _accessor?.IsTyped ?? true;

    public override string? FallbackReason => _accessor?.FallbackReason ?? base.FallbackReason;

    // The common rule (implicit presence: not null, not zero) is tested inline in Measure and Write, the others in
    // ShouldWriteOther: at cold start (Tier0, no inlining) every helper is one more method to JIT per value type.
    private bool ShouldWriteOther(T value) => _omission switch
    {
        Omission.Never => value is not null ? true : throw GraphErrors.RequiredNull(Model),
        Omission.WhenNull => value is not null,
        _ => value is not null && !IsProto2Default(value),
    };

    /// <summary>The member's value: through the getter's entry point or its delegate over the owner when there is one
    /// (one indirect call, or one delegate call, instead of a virtual call, a cast and a delegate call). The plan
    /// passes only instances of the message type, which is or derives from TOwner: Unsafe.As skips the cast.</summary>
    private T Get(object message) =>
        _get != null ? _get(message) : _getBound is { } get ? get(Unsafe.As<TOwner>(message)) : _accessor!.Get(message);

    private void Set(object target, T value)
    {
        if (_set != null)
            _set(target, value);
        else if (_setBound is { } set)
            set(Unsafe.As<TOwner>(target), value);
        else
            _accessor!.Set(target, value);
    }

    // Implicit presence (the common rule) is one call into the codec, which tests for zero and encodes; explicit
    // presence (a string or message under proto2 or in a oneof) is one null test here.
    public override long Measure(object message, int depthLeft)
    {
        var value = Get(message);
        if (_omission == Omission.WhenZero)
            return _codec.MeasureUnlessZero(value, _tagSize, depthLeft);
        if (_omission == Omission.WhenNull ? value is null : !ShouldWriteOther(value))
            return 0;
        return _tagSize + _codec.Measure(value, depthLeft);
    }

    public override void Write(ref ProtoWriter writer, object message)
    {
        var value = Get(message);
        if (_omission == Omission.WhenZero)
        {
            _codec.WriteUnlessZero(ref writer, _tag, value);
            return;
        }
        if (_omission == Omission.WhenNull ? value is null : !ShouldWriteOther(value))
            return;
        writer.WriteRawTag(_tag);
        _codec.Write(ref writer, value);
    }

    public override bool IsSet(object message) => Get(message) is not null;

    public override bool ReadInto(ref ProtoReader reader, WireType wireType, object instance)
    {
        if (wireType != _codec.WireType)
            return false;
        // A codec that does not merge ignores its existing argument; a null message is read as a new one.
        Set(instance, _codec.Read(ref reader, _codec.MergesExisting ? Get(instance) : default!));
        return true;
    }

    public override void Clear(object instance) => Set(instance, default!);

    public override object? GetBoxed(object target) => _codec.Box(Get(target));

    public override void SetBoxed(object target, object? value) => Set(target, _codec.Unbox(value));

    public override bool CanSet => _setBound is not null || _accessor!.CanSet;
}

/// <summary>Makes the handler of a single member (<see cref="SingleField{TOwner, T}"/>; <see cref="NullableFields"/>
/// for a <see cref="Nullable{T}"/> one).</summary>
internal static class SingleFields
{
    /// <summary>
    /// The handler of <paramref name="field"/> (called by <see cref="Codec{T}.CreateSingleField"/>). A property of a
    /// struct type other than a primitive gets the handler closed over its declaring class where the runtime builds it
    /// (under JIT, with or without dynamic code; T is a BCL struct, never a user type); everything else, and NativeAOT,
    /// the handler over <see cref="object"/> with a <see cref="MemberAccessor{T}"/> (see docs/design-interpreted.md).
    /// </summary>
    public static FieldHandler Create<T>(FieldModel field, Codec<T> codec)
    {
        if (typeof(T).IsValueType && !typeof(T).IsPrimitive)
        {
            GC.KeepAlive(new SingleFieldBinder<object, T>()); // keeps the constructor Activator calls (trimming)
            if (TryBind(typeof(SingleFieldBinder<,>), field, codec) is { } handler)
                return handler;
        }
        return new SingleField<object, T>(field, codec, null, null);
    }

    /// <summary>The handler made by <paramref name="binder"/> (a binder definition) closed over the property's
    /// declaring class and <typeparamref name="T"/>, or null: not an instance property of a class, a binder this
    /// NativeAOT app cannot build or create (<see cref="AotGenerics.TryClose"/>), or a getter that does not
    /// bind.</summary>
    public static FieldHandler? TryBind<T>(Type binder, FieldModel field, Codec<T> codec) =>
        field.Getter is MethodInfo { IsStatic: false } getter
            && getter.DeclaringType is { IsValueType: false, ContainsGenericParameters: false } owner
        && AotGenerics.TryClose(binder, owner, typeof(T)) is { } closed
        && AotGenerics.TryCreate(closed) is IFieldBinder<T> created
            ? created.TryCreate(field, codec, getter, MemberAccessors.SetterOf(field))
            : null;
}

/// <summary>Binds a property's getter and setter to typed delegates over its declaring class and makes its handler
/// (<see cref="SingleFieldBinder{TOwner, T}"/>, <see cref="NullableFieldBinder{TOwner, T}"/>).</summary>
internal interface IFieldBinder<T>
{
    /// <summary>The handler, or null when the getter does not bind.</summary>
    FieldHandler? TryCreate(FieldModel field, Codec<T> codec, MethodInfo getter, MethodInfo? setter);
}

/// <summary>The <see cref="IFieldBinder{T}"/> of a class <typeparamref name="TOwner"/>, closed at run time by
/// <see cref="SingleFields.Create{T}"/>.</summary>
internal sealed class SingleFieldBinder<TOwner, T> : IFieldBinder<T> where TOwner : class
{
    public FieldHandler? TryCreate(FieldModel field, Codec<T> codec, MethodInfo getter, MethodInfo? setter)
    {
        if (MemberAccessors.TryBind(getter, typeof(Func<TOwner, T>)) is not Func<TOwner, T> get)
            return null;
        var set =
            setter is null ? null : MemberAccessors.TryBind(setter, typeof(Action<TOwner, T>)) as Action<TOwner, T>;
        return new SingleField<TOwner, T>(field, codec, get, set);
    }
}
