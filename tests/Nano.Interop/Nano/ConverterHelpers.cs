using Google.Protobuf;
using Google.Protobuf.WellKnownTypes;

namespace Nano.Interop.Nano;

/// <summary>
/// The field-level pieces of the hand-written converters between the Google.Protobuf reference messages and the Nano
/// code-first types (bytes, timestamps, durations, repeated fields, maps), shared by the cross-check tests'
/// <c>Converters</c> and <see cref="BenchmarkConverters"/>. A round trip through them is the identity on every value
/// the generators produce.
/// </summary>
public static class ConverterHelpers
{
    private const long UnixEpochTicks = 621355968000000000;

    public static byte[] Bytes(ByteString value) => value.ToByteArray();

    public static ByteString Bytes(byte[]? value) => value is null ? ByteString.Empty : ByteString.CopyFrom(value);

    public static ByteString Bytes(ReadOnlyMemory<byte> value) => ByteString.CopyFrom(value.Span);

    /// <summary>A Timestamp as a UTC DateTime; only whole 100 ns ticks are representable (the generators keep to them).</summary>
    public static DateTime Time(Timestamp value)
    {
        if (value.Nanos % 100 != 0)
            throw new ArgumentException($"{value} is not a whole number of 100 ns ticks; a DateTime cannot hold it.");
        return new DateTime(UnixEpochTicks + value.Seconds * TimeSpan.TicksPerSecond + value.Nanos / 100, DateTimeKind.Utc);
    }

    public static Timestamp Time(DateTime value)
    {
        var ticks = value.Ticks - UnixEpochTicks;
        var seconds = Math.DivRem(ticks, TimeSpan.TicksPerSecond, out var remainder);
        if (remainder < 0)
        {
            seconds--;
            remainder += TimeSpan.TicksPerSecond;
        }
        return new Timestamp { Seconds = seconds, Nanos = (int)remainder * 100 };
    }

    public static TimeSpan Span(Duration value)
    {
        if (value.Nanos % 100 != 0)
            throw new ArgumentException($"{value} is not a whole number of 100 ns ticks; a TimeSpan cannot hold it.");
        return new TimeSpan(value.Seconds * TimeSpan.TicksPerSecond + value.Nanos / 100);
    }

    public static Duration Span(TimeSpan value)
    {
        var seconds = Math.DivRem(value.Ticks, TimeSpan.TicksPerSecond, out var remainder);
        return new Duration { Seconds = seconds, Nanos = (int)remainder * 100 };
    }

    public static List<TOut>? ListOrNull<TIn, TOut>(IReadOnlyCollection<TIn> items, Func<TIn, TOut> convert) =>
        items.Count == 0 ? null : items.Select(convert).ToList();

    public static void AddAll<TIn, TOut>(Google.Protobuf.Collections.RepeatedField<TOut> target, IEnumerable<TIn>? items, Func<TIn, TOut> convert)
    {
        if (items is not null)
            foreach (var item in items)
                target.Add(convert(item));
    }

    public static void AddAll<T>(Google.Protobuf.Collections.RepeatedField<T> target, IEnumerable<T>? items)
    {
        if (items is not null)
            target.AddRange(items);
    }

    public static Dictionary<TKey, TOut>? MapOrNull<TKey, TIn, TOut>(Google.Protobuf.Collections.MapField<TKey, TIn> map, Func<TIn, TOut> convert)
        where TKey : notnull
    {
        if (map.Count == 0)
            return null;
        var result = new Dictionary<TKey, TOut>();
        foreach (var (key, value) in map) // MapField enumerates in insertion order; Dictionary keeps it (no removals)
            result.Add(key, convert(value));
        return result;
    }

    public static void PutAll<TKey, TIn, TOut>(Google.Protobuf.Collections.MapField<TKey, TOut> target, IEnumerable<KeyValuePair<TKey, TIn>>? map, Func<TIn, TOut> convert)
        where TKey : notnull
    {
        if (map is not null)
            foreach (var (key, value) in map)
                target.Add(key, convert(value));
    }

    public static T Same<T>(T value) => value;
}
