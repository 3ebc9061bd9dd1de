using System.Collections;
using System.Reflection;

namespace Nano.ProtobufNetOracle.Tests.Support;

/// <summary>
/// Structural equality of two object graphs: the same runtime types, and equal public and private instance fields
/// (properties are backed by fields), collections element by element and dictionaries entry by entry. A null
/// collection equals an empty one: protobuf has no way to tell them apart. DateTimes compare by ticks (their kind is
/// checked by its own tests, as protobuf-net keeps it only in some formats), and Uris by their text and kind.
/// </summary>
public static class Equivalence
{
    public static void AssertEquivalent(object? expected, object? actual, string path = "value")
    {
        if (expected is IEnumerable && expected is not string || actual is IEnumerable && actual is not string)
        {
            AssertCollections(expected as IEnumerable, actual as IEnumerable, path);
            return;
        }
        if (expected is null || actual is null)
        {
            Assert.True(expected is null && actual is null, $"{path}: expected {Show(expected)}, got {Show(actual)}");
            return;
        }
        Assert.True(expected.GetType() == actual.GetType(), $"{path}: expected a {expected.GetType().Name}, got a {actual.GetType().Name}");
        switch (expected)
        {
            case DateTime moment:
                Assert.True(moment.Ticks == ((DateTime)actual).Ticks, $"{path}: expected {moment:o}, got {(DateTime)actual:o}");
                return;
            case Uri uri: // by its text and kind (its private fields include caches filled as it is used)
                Assert.True(uri.OriginalString == ((Uri)actual).OriginalString && uri.IsAbsoluteUri == ((Uri)actual).IsAbsoluteUri,
                    $"{path}: expected {uri.OriginalString}, got {((Uri)actual).OriginalString}");
                return;
            // A Type by identity: its private fields are the runtime's, and under Mono they lead back to themselves.
            case string or decimal or Guid or TimeSpan or Enum or Type:
                Assert.True(expected.Equals(actual), $"{path}: expected {Show(expected)}, got {Show(actual)}");
                return;
            case float f:
                Assert.True(BitConverter.SingleToInt32Bits(f) == BitConverter.SingleToInt32Bits((float)actual), $"{path}: expected {f}, got {actual}");
                return;
            case double d:
                Assert.True(BitConverter.DoubleToInt64Bits(d) == BitConverter.DoubleToInt64Bits((double)actual), $"{path}: expected {d}, got {actual}");
                return;
        }
        // A cycle would otherwise end the test host with a stack overflow rather than fail this test.
        Assert.True(path.Length < 2000, $"{path}: nested too deep to compare (a cycle?)");
        if (expected.GetType().IsPrimitive)
        {
            Assert.True(expected.Equals(actual), $"{path}: expected {Show(expected)}, got {Show(actual)}");
            return;
        }
        for (var type = expected.GetType(); type is not null && type != typeof(object); type = type.BaseType)
            foreach (var field in type.GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                AssertEquivalent(field.GetValue(expected), field.GetValue(actual), $"{path}.{field.Name}");
    }

    private static void AssertCollections(IEnumerable? expected, IEnumerable? actual, string path)
    {
        if (expected is IDictionary || actual is IDictionary)
        {
            var e = (IDictionary?)expected;
            var a = (IDictionary?)actual;
            Assert.True((e?.Count ?? 0) == (a?.Count ?? 0), $"{path}: expected {e?.Count ?? 0} entries, got {a?.Count ?? 0}");
            if (e is null)
                return;
            foreach (DictionaryEntry entry in e)
            {
                Assert.True(a!.Contains(entry.Key), $"{path}: key {Show(entry.Key)} is missing");
                AssertEquivalent(entry.Value, a[entry.Key], $"{path}[{Show(entry.Key)}]");
            }
            return;
        }
        var left = expected?.Cast<object?>().ToList() ?? [];
        var right = actual?.Cast<object?>().ToList() ?? [];
        Assert.True(left.Count == right.Count, $"{path}: expected {left.Count} elements, got {right.Count}");
        for (var i = 0; i < left.Count; i++)
            AssertEquivalent(left[i], right[i], $"{path}[{i}]");
    }

    private static string Show(object? value) => value switch
    {
        null => "null",
        string s => $"\"{s}\"",
        _ => value.ToString() ?? "?",
    };
}
