using System.Text;

namespace Nano.Generators;

/// <summary>
/// The Read method of a generated serializer. A type with a parameterless constructor is read into its instance (the
/// existing one, or a new one); a constructor-built type is read into one local per field ("slots", started from the
/// instance merged into, else from the absent values), and created once the message ends, as emit's slot path does:
/// the constructor takes its parameters' slots, the other members are assigned when the input set them or when
/// merging.
/// </summary>
internal static partial class SerializerWriter
{
    private static void WriteRead(StringBuilder code, string i1, MessageSpec message, DirectCalls direct)
    {
        var t = message.TypeName;
        var i2 = i1 + "    ";
        var i3 = i2 + "    ";
        var fields = message.Fields.ToArray();
        var slots = message.Constructed;
        code.AppendLine();
        code.AppendLine($"{i1}internal {t} ReadFields(ref global::Nano.Wire.ProtoReader reader, {t} existing)");
        code.AppendLine($"{i1}{{");
        if (slots)
            WriteStartSlots(code, i2, fields);
        else
            WriteStartInstance(code, i2, t, fields);
        // Arrays cannot grow in place: their elements are gathered and appended to the member's when the message ends.
        foreach (var field in fields.Where(f => f.Array))
            code.AppendLine($"{i2}{Api}GatheredArray<{field.Value.TypeName}> {Gathered(field)} = null;");

        // A switch on the whole tag, so a known number with another wire type is skipped as unknown, as the runtime
        // backends do; a packable repeated field takes both of its forms.
        code.AppendLine($"{i2}uint tag;");
        code.AppendLine($"{i2}while ((tag = reader.ReadTag()) != 0)");
        code.AppendLine($"{i2}{{");
        code.AppendLine($"{i3}switch (tag)");
        code.AppendLine($"{i3}{{");
        var i4 = i3 + "    ";
        foreach (var field in fields)
            WriteReadCase(code, i4, field, fields, slots, direct);
        code.AppendLine($"{i4}default:");
        code.AppendLine($"{i4}    reader.SkipField();");
        code.AppendLine($"{i4}    break;");
        code.AppendLine($"{i3}}}");
        code.AppendLine($"{i2}}}");
        foreach (var field in fields.Where(f => f.Array))
        {
            var appended = $"{Gathered(field)}.AppendTo({Load(field, slots)})";
            code.AppendLine($"{i2}if ({Gathered(field)} != null) {{ {Store(field, appended, slots)} }}");
        }
        if (slots)
            WriteConstruct(code, i2, t, fields);
        code.AppendLine($"{i2}return value;");
        code.AppendLine($"{i1}}}");
    }

    /// <summary>The instance read into: the existing one, or a new one whose absent values the model sets first
    /// (merging keeps the old ones).</summary>
    private static void WriteStartInstance(StringBuilder code, string i2, string t, FieldSpec[] fields)
    {
        if (!fields.Any(f => f.SetsAbsent))
        {
            code.AppendLine($"{i2}var value = existing ?? new {t}();");
            return;
        }
        code.AppendLine($"{i2}var value = existing;");
        code.AppendLine($"{i2}if (value == null)");
        code.AppendLine($"{i2}{{");
        code.AppendLine($"{i2}    value = new {t}();");
        foreach (var field in fields.Where(f => f.SetsAbsent))
            code.AppendLine($"{i2}    value.{field.Member} = {Helper(field.Value)}.WhenAbsent;");
        code.AppendLine($"{i2}}}");
    }

    /// <summary>One slot per field, from the instance merged into, else empty, or the absent value the model gives
    /// a new instance (which, for an assigned member, counts as set so that it is stored).</summary>
    private static void WriteStartSlots(StringBuilder code, string i2, FieldSpec[] fields)
    {
        foreach (var field in fields)
            code.AppendLine($"{i2}{field.MemberType} {Slot(field)};");
        foreach (var field in fields.Where(f => !f.Passed))
            code.AppendLine($"{i2}bool {Seen(field)} = false;");
        code.AppendLine($"{i2}if (existing != null)");
        code.AppendLine($"{i2}{{");
        foreach (var field in fields)
            code.AppendLine($"{i2}    {Slot(field)} = existing.{field.Member};");
        code.AppendLine($"{i2}}}");
        code.AppendLine($"{i2}else");
        code.AppendLine($"{i2}{{");
        foreach (var field in fields)
        {
            code.AppendLine(field.SetsAbsent
                ? $"{i2}    {Store(field, Helper(field.Value) + ".WhenAbsent", slots: true)}"
                : $"{i2}    {Slot(field)} = default;");
        }
        code.AppendLine($"{i2}}}");
    }

    /// <summary>The instance, once the message ends: the constructor with its parameters' slots (a parameter whose
    /// absent value is the model's empty one filled by MessageRules.FillAbsent, as emit's code does), then the members
    /// the input set, or every member when merging.</summary>
    private static void WriteConstruct(StringBuilder code, string i2, string t, FieldSpec[] fields)
    {
        var arguments = fields.Where(f => f.Passed).OrderBy(f => f.ConstructorParameter).Select(f =>
            f.Absent == Absent.Empty
                ? $"{Api}MessageRules.FillAbsent({Slot(f)}, Message, {Num(Array.IndexOf(fields, f))})"
                : Slot(f));
        code.AppendLine($"{i2}var value = new {t}({string.Join(", ", arguments)});");
        foreach (var field in fields.Where(f => !f.Passed))
            code.AppendLine($"{i2}if (existing != null || {Seen(field)}) value.{field.Member} = {Slot(field)};");
    }

    private static void WriteReadCase(
        StringBuilder code, string i4, FieldSpec field, FieldSpec[] fields, bool slots, DirectCalls direct)
    {
        var helper = Helper(field.Value);
        code.AppendLine($"{i4}case {Num(Tag(field.Number, field.Value.WireType))}:");
        if (field.Repeated && field.Value.IsPackable)
            code.AppendLine($"{i4}case {Num(Tag(field.Number, 2))}:");
        if (field.Array)
        {
            var gathered = Gathered(field);
            code.AppendLine($"{i4}    if ({gathered} == null)");
            code.AppendLine($"{i4}        {gathered} = new {Api}GatheredArray<{field.Value.TypeName}>();");
            WriteReadLink(code, i4 + "    ", field, direct);
            code.AppendLine($"{i4}    if (!{ReadList(field, gathered, direct)})");
            code.AppendLine($"{i4}        reader.SkipField();");
            code.AppendLine($"{i4}    break;");
            return;
        }
        if (field.Repeated)
        {
            var list = $"global::System.Collections.Generic.List<{field.Value.TypeName}>";
            code.AppendLine($"{i4}{{");
            code.AppendLine($"{i4}    var list = {Load(field, slots)};");
            code.AppendLine($"{i4}    if (list == null) {{ list = new {list}(); {Store(field, "list", slots)} }}");
            WriteReadLink(code, i4 + "    ", field, direct);
            code.AppendLine($"{i4}    if (!{ReadList(field, "list", direct)})");
            code.AppendLine($"{i4}        reader.SkipField();");
            code.AppendLine($"{i4}    break;");
            code.AppendLine($"{i4}}}");
            return;
        }
        var current = Load(field, slots);
        var read = field.Value.Kind switch
        {
            ValueKind.Message => $"{helper}.Read(ref reader, Model, {current})",
            ValueKind.WellKnown =>
                $"{helper}.Read(ref reader, {current}{(field.Nullable ? ".GetValueOrDefault()" : "")})",
            _ => $"{helper}.Read(ref reader)",
        };
        code.AppendLine($"{i4}    {Store(field, read, slots)}");
        // Reading a member of a oneof clears the others.
        if (field.OneOf is not null)
        {
            foreach (var sibling in fields.Where(f => f.OneOf == field.OneOf && f != field))
                code.AppendLine($"{i4}    {Store(sibling, "default", slots)}");
        }
        code.AppendLine($"{i4}    break;");
    }

    /// <summary>Reads one occurrence of a repeated field into <paramref name="target"/>; false when its wire type fits
    /// neither form.</summary>
    private static string ReadList(FieldSpec field, string target, DirectCalls direct) =>
        field.Value.Kind == ValueKind.Message
            ? ReadListCall(field, target, direct)
            : $"{Helper(field.Value)}.ReadList(ref reader, {target})";

    private static string Load(FieldSpec field, bool slots) => slots ? Slot(field) : $"value.{field.Member}";

    /// <summary>Stores a value into the member, or into its slot (marking an assigned member's as set).</summary>
    private static string Store(FieldSpec field, string value, bool slots) => !slots
        ? $"value.{field.Member} = {value};"
        : field.Passed ? $"{Slot(field)} = {value};" : $"{Slot(field)} = {value}; {Seen(field)} = true;";

    private static string Slot(FieldSpec field) => "slot" + Num(field.Number);

    private static string Seen(FieldSpec field) => "seen" + Num(field.Number);

    private static string Gathered(FieldSpec field) => "gathered" + Num(field.Number);
}
