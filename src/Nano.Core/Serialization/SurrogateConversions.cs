using Nano.Serialization.Interpreted;

namespace Nano.Serialization;

/// <summary>
/// Runs a <see cref="SurrogateModel"/>'s conversions: the one place both backends convert a value to its surrogate and
/// back (an exception from the user's operator reaches the caller as thrown).
/// </summary>
internal static class SurrogateConversions
{
    /// <summary>The surrogate to write; a conversion that returns null is an error (there is no message to
    /// write).</summary>
    public static object ToWrite(SurrogateModel surrogate, object value) =>
        Reflect.Invoke(surrogate.ToSurrogate, null, [value]) ?? throw new InvalidOperationException(
            $"{surrogate.ToSurrogate.DeclaringType?.FullName}.{surrogate.ToSurrogate.Name} returned null for a "
                + $"{value.GetType().FullName}: " +
            $"a value written as surrogate {surrogate.Message.Type.FullName} must convert to one.");

    /// <summary>
    /// The surrogate a read merges into: the existing value converted, as protobuf-net does, also when there is none (a
    /// new value): the operator then gets null (a struct's default) and its result is what the read starts from. A null
    /// result reads a new surrogate.
    /// </summary>
    public static object? ToMergeInto(SurrogateModel surrogate, object? existing) =>
        Reflect.Invoke(surrogate.ToSurrogate, null, [existing]);

    /// <summary>The value read: the surrogate converted back.</summary>
    public static object? FromRead(SurrogateModel surrogate, object read) =>
        Reflect.Invoke(surrogate.FromSurrogate, null, [read]);
}

/// <summary>
/// The serializer of a type with a surrogate, on either backend: the surrogate's own serializer (boxed) behind the
/// conversions. The emit backend also puts its methods behind the type's compiled entry points, so nested values of the
/// type take the same path.
/// </summary>
internal sealed class SurrogateSerializer<T>(SurrogateModel surrogate, IBoxedSerializer inner, string origin)
    : ProtoSerializer<T>
{
    public override string Origin => origin;

    public override long Measure(T value, int depthLeft) =>
        inner.MeasureBoxed(SurrogateConversions.ToWrite(surrogate, value!), depthLeft);

    public override void Write(ref Wire.ProtoWriter writer, T value) =>
        inner.WriteBoxed(ref writer, SurrogateConversions.ToWrite(surrogate, value!));

    public override T Read(ref Wire.ProtoReader reader, T? existing) =>
        (T)SurrogateConversions.FromRead(surrogate,
            inner.ReadBoxed(ref reader, SurrogateConversions.ToMergeInto(surrogate, existing)))!;
}
