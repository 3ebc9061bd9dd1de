namespace Nano.Wire;

/// <summary>The reasons carried by <see cref="ProtoException.Reason"/> for malformed input, in one place so
/// that tests and callers can compare against them.</summary>
internal static class ProtoErrors
{
    internal const string TruncatedVarint = "Truncated varint";
    internal const string VarintTooLong = "Varint over 10 bytes";
    internal const string TruncatedFixed32 = "Truncated fixed32";
    internal const string TruncatedFixed64 = "Truncated fixed64";
    internal const string NegativeLength = "Negative length";
    internal const string LengthPastEnd = "Length past end";
    internal const string InvalidWireType = "Invalid wire type";
    internal const string FieldNumberZero = "Field number 0";
    internal const string TagTooLarge = "Tag over 32 bits (field number above 536870911)";
    internal const string TagTooLong = "Tag varint over 5 bytes";
    internal const string EndGroupWithoutStart = "End-group without start";
    internal const string EndGroupMismatch = "End-group field number does not match the open group";
    internal const string GroupNotClosed = "Group not closed";
    internal const string SubMessageNotConsumed = "Sub-message not fully consumed";
    internal const string InvalidUtf8 = "Invalid UTF-8";
    internal const string DepthLimit = "Depth limit exceeded";
    internal const string StackLimit = "Nesting too deep for the remaining stack";
    internal const string ExpectedStartGroup = "Expected a start-group tag";
}
