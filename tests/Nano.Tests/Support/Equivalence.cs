using System.Collections;
using System.Reflection;

namespace Nano.Tests.Support;

/// <summary>
/// Structural comparison of test messages by their [ProtoMember] members (public or private), independent of
/// Nano's model: collections element-wise, dictionaries by key, nested messages recursively.
/// </summary>
public static class Equivalence
{
    public static void AssertEqual(object? expected, object? actual, string path = "$")
    {
        if (expected is null || actual is null)
        {
            if (!(IsEmpty(expected) && IsEmpty(actual)))
                Assert.Fail($"{path}: expected {Show(expected)}, got {Show(actual)}");
            return;
        }
        if (IsDefaultImmutableArray(expected) || IsDefaultImmutableArray(actual))
        {
            Assert.True(IsDefaultOrEmpty(expected) && IsDefaultOrEmpty(actual), $"{path}: expected an empty ImmutableArray on both sides");
            return;
        }
        var type = expected.GetType();
        // Collections compare by content (an IReadOnlyList member may come back as another list type); all else by type too.
        if (expected is not IEnumerable || expected is string)
            Assert.True(type == actual.GetType(), $"{path}: expected type {type.Name}, got {actual.GetType().Name}");

        switch (expected)
        {
            case string or decimal or Guid or DateTime or TimeSpan or DateTimeOffset or Enum:
                Assert.True(expected.Equals(actual), $"{path}: expected {Show(expected)}, got {Show(actual)}");
                return;
            case float f:
                Assert.True(f.Equals((float)actual), $"{path}: expected {f}, got {actual}");
                return;
            case double d:
                Assert.True(d.Equals((double)actual), $"{path}: expected {d}, got {actual}");
                return;
            case ReadOnlyMemory<byte> rom:
                Assert.Equal(rom.ToArray(), ((ReadOnlyMemory<byte>)actual).ToArray());
                return;
            case Memory<byte> mem:
                Assert.Equal(mem.ToArray(), ((Memory<byte>)actual).ToArray());
                return;
            case IDictionary dictionary:
                {
                    var other = (IDictionary)actual;
                    Assert.True(dictionary.Count == other.Count, $"{path}: expected {dictionary.Count} entries, got {other.Count}");
                    foreach (DictionaryEntry entry in dictionary)
                    {
                        Assert.True(other.Contains(entry.Key), $"{path}: key {entry.Key} missing");
                        AssertEqual(entry.Value, other[entry.Key], $"{path}[{entry.Key}]");
                    }
                    return;
                }
            case IEnumerable sequence when expected is not string:
                {
                    var left = sequence.Cast<object?>().ToList();
                    var right = ((IEnumerable)actual).Cast<object?>().ToList();
                    Assert.True(left.Count == right.Count, $"{path}: expected {left.Count} items, got {right.Count}");
                    for (var i = 0; i < left.Count; i++)
                        AssertEqual(left[i], right[i], $"{path}[{i}]");
                    return;
                }
        }

        if (type.IsPrimitive || type.IsEnum || type.FullName == "System.Half" || type == typeof(nint) || type == typeof(nuint))
        {
            Assert.True(expected.Equals(actual), $"{path}: expected {expected}, got {actual}");
            return;
        }

        for (var t = type; t is not null && t != typeof(object); t = t.BaseType)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
            foreach (var member in t.GetFields(flags).Cast<MemberInfo>().Concat(t.GetProperties(flags)))
            {
                if (member.GetCustomAttribute<ProtoMemberAttribute>() is null && !(member.Name == nameof(IUnknownFieldsHolder.UnknownFields) && member is PropertyInfo))
                    continue;
                object? a = member is FieldInfo fi ? fi.GetValue(expected) : ((PropertyInfo)member).GetValue(expected);
                object? b = member is FieldInfo fj ? fj.GetValue(actual) : ((PropertyInfo)member).GetValue(actual);
                if (a is UnknownFieldSet ua)
                {
                    Assert.Equal(ua.RawBytes.ToArray(), (b as UnknownFieldSet)?.RawBytes.ToArray() ?? []);
                    continue;
                }
                AssertEqual(a, b, $"{path}.{member.Name}");
            }
        }
    }

    /// <summary>Null and empty collections / strings are the same on the wire.</summary>
    private static bool IsEmpty(object? value) => value switch
    {
        null => true,
        string s => s.Length == 0,
        ICollection c => c.Count == 0,
        IEnumerable e => !e.Cast<object>().Any(),
        _ => false,
    };

    private static bool IsDefaultImmutableArray(object value) =>
        value.GetType().IsGenericType && value.GetType().GetGenericTypeDefinition() == typeof(System.Collections.Immutable.ImmutableArray<>)
        && (bool)value.GetType().GetProperty("IsDefault")!.GetValue(value)!;

    private static bool IsDefaultOrEmpty(object value) => IsDefaultImmutableArray(value) || !((IEnumerable)value).Cast<object>().Any();

    private static string Show(object? value) => value switch { null => "null", string s => $"\"{s}\"", _ => value.ToString() ?? "?" };
}
