namespace Nano.Emit.Runtime;

/// <summary>
/// Timestamps of explicit-presence members (<c>DateTime?</c>, <c>DateTimeOffset?</c>): a second occurrence merges
/// into the value read so far, <see cref="DateTime.MinValue"/> included (see
/// <see cref="WellKnownTypes.MergeTimestamp"/>).
/// </summary>
internal static class TimestampOps
{
    public static DateTime? Merge(ref ProtoReader reader, DateTime? existing) =>
        WellKnownTypes.MergeTimestamp(ref reader, existing);

    public static DateTimeOffset? Merge(ref ProtoReader reader, DateTimeOffset? existing) =>
        new DateTimeOffset(WellKnownTypes.MergeTimestamp(ref reader, existing?.UtcDateTime));
}
