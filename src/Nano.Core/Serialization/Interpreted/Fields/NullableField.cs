namespace Nano.Serialization.Interpreted.Fields;

/// <summary>
/// A single field whose member is a <see cref="Nullable{T}"/> (explicit presence): null is not written; otherwise as
/// <see cref="SingleField{TOwner, T}"/>. Made by <see cref="NullableFields.Create{T}"/>.
/// </summary>
/// <typeparam name="TOwner">The class declaring the property, when its getter binds as <c>Func&lt;TOwner, T?&gt;</c>
/// (closed at run time where the runtime can build it: <see cref="NullableFields"/>); then the handler calls the
/// delegate itself, with no virtual accessor call and no cast. <see cref="object"/> otherwise: the member is reached
/// through a <see cref="MemberAccessor{T}"/> of <c>T?</c>.</typeparam>
/// <typeparam name="T">The value's type (see <see cref="Codec{T}"/>).</typeparam>
internal sealed class NullableField<TOwner, T> : TypedSingleField<T> where TOwner : class where T : struct
{
    private readonly Func<TOwner, T?>? _get;
    private readonly Action<TOwner, T?>? _set;
    private readonly MemberAccessor<T?>? _accessor; // when the getter or the setter has no typed delegate
    private readonly bool _checksValue; // WhenZero or WhenDefault: a present value may still be left out

    /// <param name="field">The field.</param>
    /// <param name="codec">The codec of the value.</param>
    /// <param name="get">The getter as an open-instance delegate over <typeparamref name="TOwner"/>, or null.</param>
    /// <param name="set">The setter likewise, or null (then a <see cref="MemberAccessor{T}"/> sets the member).</param>
    public NullableField(FieldModel field, Codec<T> codec, Func<TOwner, T?>? get, Action<TOwner, T?>? set)
        : base(field, codec)
    {
        _get = get;
        _set = set;
        if (get is null || set is null)
            _accessor = MemberAccessors.Create(field, typeof(T?), new NullableBoxing<T>(codec));
        _checksValue = _omission is Omission.WhenZero or Omission.WhenDefault;
    }

    public override bool IsTyped => _accessor?.IsTyped ?? true;

    public override string? FallbackReason => _accessor?.FallbackReason ?? base.FallbackReason;

    // The plan passes only instances of the message type, which is or derives from TOwner (the getter's declaring
    // class): Unsafe.As skips the cast that the delegate's parameter type would otherwise cost per field.
    private T? Get(object message) => _get is { } get ? get(Unsafe.As<TOwner>(message)) : _accessor!.Get(message);

    private void Set(object target, T? value)
    {
        if (_set is { } set)
            set(Unsafe.As<TOwner>(target), value);
        else
            _accessor!.Set(target, value);
    }

    /// <summary>For a present value under implicit presence: true when it is the zero or the default (not
    /// written).</summary>
    private bool IsOmitted(T value) =>
        _omission == Omission.WhenDefault ? IsProto2Default(value) : _codec.IsDefault(value);

    public override long Measure(object message, int depthLeft)
    {
        var value = Get(message);
        if (!value.HasValue)
            return _omission == Omission.Never ? throw GraphErrors.RequiredNull(Model) : 0;
        var v = value.GetValueOrDefault();
        if (_checksValue && IsOmitted(v))
            return 0;
        return _tagSize + _codec.Measure(v, depthLeft);
    }

    public override void Write(ref ProtoWriter writer, object message)
    {
        var value = Get(message);
        if (!value.HasValue)
        {
            if (_omission == Omission.Never)
                throw GraphErrors.RequiredNull(Model);
            return;
        }
        var v = value.GetValueOrDefault();
        if (_checksValue && IsOmitted(v))
            return;
        writer.WriteRawTag(_tag);
        _codec.Write(ref writer, v);
    }

    public override bool IsSet(object message) => Get(message).HasValue;

    public override bool ReadInto(ref ProtoReader reader, WireType wireType, object instance)
    {
        if (wireType != _codec.WireType)
            return false;
        Set(instance, _codec.MergesExisting && Get(instance) is { } existing ? _codec.Read(ref reader, existing)
            : _codec.ReadNew(ref reader));
        return true;
    }

    public override void Clear(object instance) => Set(instance, null);

    public override object? GetBoxed(object target) => Get(target) is { } value ? _codec.Box(value) : null;

    public override void SetBoxed(object target, object? value) =>
        Set(target, value is null ? null : _codec.Unbox(value));

    public override bool CanSet => _set is not null || _accessor!.CanSet;
}

/// <summary>Makes the handler of a <see cref="Nullable{T}"/> member (<see cref="NullableField{TOwner, T}"/>).</summary>
internal static class NullableFields
{
    /// <summary>
    /// The handler of <paramref name="field"/> (called by
    /// <see cref="ValueCodecAdapter{T, TCodec}.CreateSingleField"/>): closed over the property's declaring class where
    /// the runtime builds <c>NullableField&lt;TOwner, T&gt;</c> (under JIT, with or without dynamic code; T is a BCL
    /// value type, never a user type: see <see cref="AotGenerics.TryClose"/>), else over <see cref="object"/> with a
    /// <see cref="MemberAccessor{T}"/> (NativeAOT: reflection, as docs/design-interpreted.md lists). A getter that does
    /// not bind (a <c>Nullable&lt;enum&gt;</c> seen as <c>int?</c>) takes the second form too.
    /// </summary>
    public static FieldHandler Create<T>(FieldModel field, Codec<T> codec) where T : struct
    {
        // Created statically so that trimming keeps the constructor Activator calls below (the same canonical code as
        // the closed binder under JIT: nothing more to compile).
        GC.KeepAlive(new NullableFieldBinder<object, T>());
        return SingleFields.TryBind(typeof(NullableFieldBinder<,>), field, codec)
            ?? new NullableField<object, T>(field, codec, null, null);
    }
}

/// <summary>The <see cref="IFieldBinder{T}"/> of a <see cref="Nullable{T}"/> property of a class
/// <typeparamref name="TOwner"/>, closed at run time by <see cref="NullableFields.Create{T}"/>.</summary>
internal sealed class NullableFieldBinder<TOwner, T> : IFieldBinder<T> where TOwner : class where T : struct
{
    public FieldHandler? TryCreate(FieldModel field, Codec<T> codec, MethodInfo getter, MethodInfo? setter)
    {
        if (MemberAccessors.TryBind(getter, typeof(Func<TOwner, T?>)) is not Func<TOwner, T?> get)
            return null;
        var set =
            setter is null ? null : MemberAccessors.TryBind(setter, typeof(Action<TOwner, T?>)) as Action<TOwner, T?>;
        return new NullableField<TOwner, T>(field, codec, get, set);
    }
}
