namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>A value of a type with a surrogate: the surrogate's message (or group) codec behind the conversions
/// (<see cref="SurrogateConversions"/>).</summary>
internal sealed class SurrogateCodec(SurrogateModel surrogate, Codec<object> inner)
    : Codec<object>(inner.WireType, mergesExisting: true)
{
    public override object Empty => null!;
    public override object CreateEmpty(ref ProtoReader reader) =>
        SurrogateConversions.FromRead(surrogate,
            SurrogateConversions.ToMergeInto(surrogate, null) ?? inner.CreateEmpty(ref reader))!;
    public override bool IsDefault(object value) => false;

    public override long Measure(object value, int depthLeft) =>
        inner.Measure(SurrogateConversions.ToWrite(surrogate, value), depthLeft);

    public override void Write(ref ProtoWriter writer, object value) =>
        inner.Write(ref writer, SurrogateConversions.ToWrite(surrogate, value));

    public override object ReadNew(ref ProtoReader reader) => Read(ref reader, null!);

    public override object Read(ref ProtoReader reader, object existing) =>
        SurrogateConversions.FromRead(surrogate,
            SurrogateConversions.ToMergeInto(surrogate, existing) is { } into
                ? inner.Read(ref reader, into)
                : inner.ReadNew(ref reader))!;
}
