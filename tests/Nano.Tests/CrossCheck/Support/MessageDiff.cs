using System.Collections;
using Google.Protobuf;
using Google.Protobuf.Reflection;

namespace Nano.Tests.CrossCheck.Support;

/// <summary>Names the first field where two Google messages differ (their JSON is often too long to compare by eye).</summary>
public static class MessageDiff
{
    public static string? First(IMessage expected, IMessage actual, string path = "$")
    {
        foreach (var field in expected.Descriptor.Fields.InFieldNumberOrder())
        {
            var here = $"{path}.{field.Name}";
            var a = field.Accessor.GetValue(expected);
            var b = field.Accessor.GetValue(actual);
            if (field.IsMap)
            {
                var left = Entries(a);
                var right = Entries(b);
                if (left.Count != right.Count)
                    return $"{here}: {left.Count} entries, got {right.Count}";
                for (var i = 0; i < left.Count; i++)
                {
                    if (!Equals(left[i].Key, right[i].Key))
                        return $"{here}: entry {i} has key {Show(left[i].Key)}, got {Show(right[i].Key)}";
                    if (Differs(left[i].Value, right[i].Value, $"{here}[{Show(left[i].Key)}]") is { } d)
                        return d;
                }
                continue;
            }
            if (field.IsRepeated)
            {
                var left = ((IList)a).Cast<object>().ToList();
                var right = ((IList)b).Cast<object>().ToList();
                if (left.Count != right.Count)
                    return $"{here}: {left.Count} items, got {right.Count}";
                for (var i = 0; i < left.Count; i++)
                    if (Differs(left[i], right[i], $"{here}[{i}]") is { } d)
                        return d;
                continue;
            }
            if (field.HasPresence && field.Accessor.HasValue(expected) != field.Accessor.HasValue(actual))
                return $"{here}: present {field.Accessor.HasValue(expected)}, got {field.Accessor.HasValue(actual)}";
            if (Differs(a, b, here) is { } diff)
                return diff;
        }
        return null;
    }

    /// <summary>A MapField's entries in its (insertion) order.</summary>
    private static List<(object? Key, object? Value)> Entries(object map) =>
        ((IEnumerable)map).Cast<object>()
            .Select(e => ((object?)e.GetType().GetProperty("Key")!.GetValue(e),
                (object?)e.GetType().GetProperty("Value")!.GetValue(e)))
            .ToList();

    private static string? Differs(object? a, object? b, string path) => (a, b) switch
    {
        (IMessage x, IMessage y) => First(x, y, path),
        (null, null) => null,
        (double x, double y) => BitConverter.DoubleToInt64Bits(x) == BitConverter.DoubleToInt64Bits(y) ? null : $"{path}: {x:R} ({BitConverter.DoubleToInt64Bits(x):X16}), got {y:R} ({BitConverter.DoubleToInt64Bits(y):X16})",
        (float x, float y) => BitConverter.SingleToInt32Bits(x) == BitConverter.SingleToInt32Bits(y) ? null : $"{path}: {x:R} ({BitConverter.SingleToInt32Bits(x):X8}), got {y:R} ({BitConverter.SingleToInt32Bits(y):X8})",
        _ => Equals(a, b) ? null : $"{path}: {Show(a)}, got {Show(b)}",
    };

    private static string Show(object? value) => value switch
    {
        null => "null",
        string s => $"\"{s}\"",
        ByteString bytes => $"bytes[{bytes.Length}] {Convert.ToHexString(bytes.Span)}",
        _ => value.ToString() ?? "?",
    };
}
