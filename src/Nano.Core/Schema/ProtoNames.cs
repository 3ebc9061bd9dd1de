using System.Text;

namespace Nano.Schema;

/// <summary>
/// The protobuf style guide's cases: <c>PascalCase</c> for messages and enums, <c>lower_snake_case</c> for fields
/// and oneofs, <c>UPPER_SNAKE_CASE</c> for enum values. Words are split at non-alphanumerics, at a lower-to-upper
/// change (<c>orderId</c>) and before the last capital of an acronym run (<c>HTTPServer</c> → <c>http_server</c>).
/// </summary>
internal static class ProtoNames
{
    public static string Pascal(string name)
    {
        var builder = new StringBuilder();
        foreach (var word in Words(name))
            builder.Append(char.ToUpperInvariant(word[0])).Append(word, 1, word.Length - 1);
        return LeadingLetter(builder.ToString(), "M");
    }

    public static string Snake(string name) => LeadingLetter(string.Join("_", Words(name)).ToLowerInvariant(), "f_");

    public static string UpperSnake(string name) =>
        LeadingLetter(string.Join("_", Words(name)).ToUpperInvariant(), "V_");

    /// <summary>True for a protobuf identifier: a letter, then letters, digits and underscores (ASCII only).</summary>
    public static bool IsIdentifier(string text) =>
        text.Length > 0 && IsLetter(text[0]) && text.All(c => IsLetterOrDigit(c) || c == '_');

    /// <summary>True for a dotted package name such as <c>acme.orders.v1</c>.</summary>
    public static bool IsPackage(string text) => text.Split('.').All(IsIdentifier);

    /// <summary>A generic type's name with its arguments appended (<c>Page`1[Order]</c> →
    /// <c>PageOfOrder</c>).</summary>
    public static string TypeName(Type type, string declared)
    {
        if (!type.IsGenericType || declared != type.Name)
            return declared;
        var tick = declared.IndexOf('`');
        var stem = tick < 0 ? declared : declared[..tick];
        return stem + "Of" + string.Join("And", type.GetGenericArguments().Select(a => TypeName(a, a.Name)));
    }

    private static List<string> Words(string name)
    {
        var words = new List<string>();
        var current = new StringBuilder();
        for (var i = 0; i < name.Length; i++)
        {
            var c = name[i];
            if (!IsLetterOrDigit(c))
            {
                Flush();
                continue;
            }
            if (current.Length > 0 && IsUpper(c))
            {
                var previous = name[i - 1];
                var next = i + 1 < name.Length ? name[i + 1] : '\0';
                if (IsLower(previous) || IsDigit(previous) || IsUpper(previous) && IsLower(next))
                    Flush();
            }
            current.Append(c);
        }
        Flush();
        return words;

        void Flush()
        {
            if (current.Length > 0)
                words.Add(current.ToString());
            current.Clear();
        }
    }

    /// <summary>Identifiers must start with a letter: a name that does not (or is empty) gets
    /// <paramref name="prefix"/>.</summary>
    private static string LeadingLetter(string name, string prefix) =>
        name.Length > 0 && IsLetter(name[0]) ? name : prefix + name;

    // ASCII only (protobuf identifiers are ASCII); written out because Nano.Core also targets netstandard2.0.
    private static bool IsUpper(char c) => c is >= 'A' and <= 'Z';

    private static bool IsLower(char c) => c is >= 'a' and <= 'z';

    private static bool IsDigit(char c) => c is >= '0' and <= '9';

    private static bool IsLetter(char c) => IsUpper(c) || IsLower(c);

    private static bool IsLetterOrDigit(char c) => IsLetter(c) || IsDigit(c);
}
