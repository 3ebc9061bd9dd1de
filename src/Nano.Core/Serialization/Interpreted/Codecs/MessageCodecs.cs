using Nano.Wire;

// Messages are values of type object: a reference needs no box, and one shared instantiation (Codec<object>) serves
// every message type, so no code is compiled per message type.

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>A nested message: length prefix (back-patched, or measured when it cannot be) then its fields.</summary>
internal sealed class MessageCodec(MessagePlan plan, int fieldNumber) : Codec<object>(WireType.LengthDelimited, mergesExisting: true)
{
    public override object Empty => null!;
    public override object CreateEmpty(ref ProtoReader reader) => plan.CreateEmpty(ref reader);
    public override bool IsDefault(object value) => false;

    // A message is left out only when null; overridden so that Measure and Write are direct calls (this class is sealed).
    public override long MeasureUnlessZero(object value, int tagSize, int depthLeft) =>
        value is null ? 0 : tagSize + Measure(value, depthLeft);

    public override void WriteUnlessZero(ref ProtoWriter writer, uint tag, object value)
    {
        if (value is null)
            return;
        writer.WriteRawTag(tag);
        Write(ref writer, value);
    }

    public override long Measure(object value, int depthLeft) =>
        WireFormat.SizeOfLengthPrefixed(plan.Measure(value, ProtoWriter.NestedDepth(depthLeft, plan.Type)));

    public override void Write(ref ProtoWriter writer, object value) => plan.WriteNested(ref writer, value, fieldNumber);

    // A new message (a repeated field's element): one direct call instead of two virtual ones (ReadNew, then Read).
    public override object ReadNew(ref ProtoReader reader) => Read(ref reader, null!);

    public override object Read(ref ProtoReader reader, object existing)
    {
        var token = reader.BeginLengthDelimited();
        try
        {
            var value = plan.Read(ref reader, existing);
            if (reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            reader.EndLengthDelimited(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, plan.Type))
        {
            throw; // never reached: the filter names the innermost type being read and lets the exception pass
        }
    }
}

/// <summary>A proto2 group: its fields, then the end-group tag. No length prefix.</summary>
internal sealed class GroupCodec(MessagePlan plan, int fieldNumber) : Codec<object>(WireType.StartGroup, mergesExisting: true)
{
    private readonly int _endTagSize = WireFormat.SizeOfTag(fieldNumber);
    private readonly uint _endTag = WireFormat.MakeTag(fieldNumber, WireType.EndGroup);

    public override object Empty => null!;
    public override bool IsDefault(object value) => false;

    public override long Measure(object value, int depthLeft) =>
        plan.Measure(value, ProtoWriter.NestedDepth(depthLeft, plan.Type)) + _endTagSize;

    public override void Write(ref ProtoWriter writer, object value)
    {
        writer.EnterNested(plan.Type);
        plan.Write(ref writer, value);
        writer.ExitNested();
        writer.WriteRawTag(_endTag);
    }

    public override object ReadNew(ref ProtoReader reader) => Read(ref reader, null!);

    public override object Read(ref ProtoReader reader, object existing)
    {
        var token = reader.BeginGroup();
        try
        {
            var value = plan.Read(ref reader, existing);
            if (reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            reader.EndGroup(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, plan.Type))
        {
            throw; // never reached (see MessageCodec.Read)
        }
    }
}
