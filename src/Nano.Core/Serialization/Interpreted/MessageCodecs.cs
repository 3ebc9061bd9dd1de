using Nano.Wire;

namespace Nano.Serialization.Interpreted;

/// <summary>A nested message: length prefix (from the <see cref="SizeCache"/>) then its fields.</summary>
internal sealed class MessageCodec(MessagePlan plan) : Codec(WireType.LengthDelimited)
{
    public override object? Empty => null;
    public override object? CreateEmpty(ref ProtoReader reader) => plan.CreateEmpty(ref reader);
    public override bool IsDefault(object value) => false;

    public override int Measure(object value, SizeCache sizes)
    {
        var slot = sizes.Reserve();
        sizes.Enter(plan.Type);
        var length = plan.Measure(value, sizes);
        sizes.Exit();
        sizes.Set(slot, length);
        return WireFormat.SizeOfLengthPrefixed(length);
    }

    public override void Write(ref ProtoWriter writer, object value)
    {
        writer.WriteLength(writer.Sizes!.Next());
        plan.Write(ref writer, value);
    }

    public override object Read(ref ProtoReader reader, object? existing)
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

/// <summary>A proto2 group: its fields, then the end-group tag. No length prefix, so no size-cache slot of its own.</summary>
internal sealed class GroupCodec(MessagePlan plan, int fieldNumber) : Codec(WireType.StartGroup)
{
    private readonly int _endTagSize = WireFormat.SizeOfTag(fieldNumber);

    public override object? Empty => null;
    public override bool IsDefault(object value) => false;

    public override int Measure(object value, SizeCache sizes)
    {
        sizes.Enter(plan.Type);
        var length = plan.Measure(value, sizes);
        sizes.Exit();
        return length + _endTagSize;
    }

    public override void Write(ref ProtoWriter writer, object value)
    {
        plan.Write(ref writer, value);
        writer.WriteTag(fieldNumber, WireType.EndGroup);
    }

    public override object Read(ref ProtoReader reader, object? existing)
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
