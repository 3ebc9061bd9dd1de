// Messages are values of type object: a reference needs no box, and one shared instantiation (Codec<object>) serves
// every message type, so no code is compiled per message type.

namespace Nano.Serialization.Interpreted.Codecs;

/// <summary>
/// A message value, read through its plan: what <see cref="MessageCodec"/> and <see cref="GroupCodec"/> share.
/// <typeparamref name="TFrame"/> says how the value is framed (<see cref="GroupFrame"/>: a group's start and end tags;
/// any other: a length prefix): a struct type argument, so each codec gets its own compiled read with the test folded
/// away, as when each wrote its read out.
/// </summary>
internal abstract class PlanCodec<TFrame>(MessagePlan plan, WireType wireType)
    : Codec<object>(wireType, mergesExisting: true) where TFrame : struct
{
    /// <summary>The message's plan.</summary>
    protected readonly MessagePlan Plan = plan;

    public sealed override object Empty => null!;
    public sealed override bool IsDefault(object value) => false;

    // A new message (a repeated field's element): one direct call instead of two virtual ones (ReadNew, then Read).
    public sealed override object ReadNew(ref ProtoReader reader) => Read(ref reader, null!);

    public sealed override object Read(ref ProtoReader reader, object existing)
    {
        var token = typeof(TFrame) == typeof(GroupFrame) ? reader.BeginGroup() : reader.BeginLengthDelimited();
        try
        {
            var value = Plan.Read(ref reader, existing);
            if (reader.Required is not null)
                RequiredFields.Resolve(ref reader, existing, value);
            if (typeof(TFrame) == typeof(GroupFrame))
                reader.EndGroup(token);
            else
                reader.EndLengthDelimited(token);
            return value;
        }
        catch (ProtoException e) when (ProtoException.Annotate(e, Plan.Type))
        {
            throw; // never reached: the filter names the innermost type being read and lets the exception pass
        }
    }
}

/// <summary>The frame of a group (see <see cref="PlanCodec{TFrame}"/>).</summary>
internal readonly struct GroupFrame
{
}

/// <summary>The frame of a length-delimited message (see <see cref="PlanCodec{TFrame}"/>).</summary>
internal readonly struct LengthFrame
{
}

/// <summary>A nested message: length prefix (back-patched, or measured when it cannot be) then its fields.</summary>
internal sealed class MessageCodec(MessagePlan plan, int fieldNumber)
    : PlanCodec<LengthFrame>(plan, WireType.LengthDelimited)
{
    public override object CreateEmpty(ref ProtoReader reader) => Plan.CreateEmpty(ref reader);

    // A message is left out only when null; overridden so that Measure and Write are direct calls (this class is
    // sealed).
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
        WireFormat.SizeOfLengthPrefixed(Plan.Measure(value, ProtoWriter.NestedDepth(depthLeft, Plan.Type)));

    public override void Write(ref ProtoWriter writer, object value) =>
        Plan.WriteNested(ref writer, value, fieldNumber);
}

/// <summary>A proto2 group: its fields, then the end-group tag. No length prefix.</summary>
internal sealed class GroupCodec(MessagePlan plan, int fieldNumber) : PlanCodec<GroupFrame>(plan, WireType.StartGroup)
{
    private readonly int _endTagSize = WireFormat.SizeOfTag(fieldNumber);
    private readonly uint _endTag = WireFormat.MakeTag(fieldNumber, WireType.EndGroup);

    public override long Measure(object value, int depthLeft) =>
        Plan.Measure(value, ProtoWriter.NestedDepth(depthLeft, Plan.Type)) + _endTagSize;

    public override void Write(ref ProtoWriter writer, object value)
    {
        writer.EnterNested(Plan.Type);
        Plan.Write(ref writer, value);
        writer.ExitNested();
        writer.WriteRawTag(_endTag);
    }
}
