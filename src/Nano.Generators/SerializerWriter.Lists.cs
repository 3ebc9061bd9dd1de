using System.Text;

namespace Nano.Generators;

/// <summary>
/// Repeated message fields whose element type the context also generates: the parent walks the list in its own loop
/// and calls the child's generated methods directly, through a struct (<c>Methods</c>) that the shared helpers
/// (NestedMessage) are specialized for, rather than through the model's serializer of the child, a virtual call per
/// element in code all reference types share (which .NET 8's JIT does not inline). The child is linked where the
/// model's serializer of it was looked up before, and only when the model serves it with the same generated class
/// (GeneratedSerializers.Served): a child the model serves otherwise (configured at run time, another context's
/// registration) still goes through the model's serializer (MessageField), as every other message field does.
/// </summary>
internal static partial class SerializerWriter
{
    /// <summary>Which element types of a context's repeated message fields are generated in it, and how a list is
    /// walked on its target.</summary>
    private sealed class DirectCalls
    {
        private readonly Dictionary<string, string> _ids = new(StringComparer.Ordinal);
        private readonly HashSet<string> _children = new(StringComparer.Ordinal);

        public DirectCalls(ContextSpec context)
        {
            SpanOfList = context.HasSpanOfList;
            foreach (var message in context.Messages)
                _ids[message.TypeName] = message.Id;
            foreach (var message in context.Messages)
            {
                foreach (var field in message.Fields)
                {
                    if (ChildOf(field) is { } child)
                        _children.Add(child);
                }
            }
        }

        public bool SpanOfList { get; }

        /// <summary>The generated class of a repeated message field's element type, or null when the field goes
        /// through the model's serializer.</summary>
        public string? ChildOf(FieldSpec field) =>
            field.Repeated && field.Value.Kind == ValueKind.Message
            && _ids.TryGetValue(field.Value.TypeName, out var id)
                ? id
                : null;

        /// <summary>The distinct children <paramref name="message"/> calls directly.</summary>
        public IEnumerable<string> ChildrenOf(MessageSpec message) =>
            message.Fields.Select(ChildOf).OfType<string>().Distinct(StringComparer.Ordinal);

        /// <summary>Whether a parent calls <paramref name="message"/> directly (it then gets a <c>Methods</c>
        /// struct).</summary>
        public bool IsChild(MessageSpec message) => _children.Contains(message.Id);
    }

    private static string Linked(string child) => "_" + child;

    /// <summary>Links the child where the model's serializer of it was looked up before (MessageField resolves it
    /// whenever a list is measured or written, null or not, and when an element is read), so that the model creates
    /// it at the same moments, with the same errors.</summary>
    private static string LinkCheck(string child) => $"if (!_linked{child}) Link{child}();";

    /// <summary>The parent's links to its children, each looked up once, at first use (by then no serializer of the
    /// graph is being created, so a recursive type links to itself).</summary>
    private static void WriteLinks(StringBuilder code, string i1, MessageSpec message, DirectCalls direct)
    {
        foreach (var child in direct.ChildrenOf(message))
        {
            var type = message.Fields.First(f => direct.ChildOf(f) == child).Value.TypeName;
            code.AppendLine();
            code.AppendLine($"{i1}private bool _linked{child};");
            code.AppendLine($"{i1}private {child} {Linked(child)};");
            code.AppendLine();
            code.AppendLine($"{i1}[global::System.Runtime.CompilerServices.MethodImpl("
                + "global::System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]");
            code.AppendLine($"{i1}private void Link{child}()");
            code.AppendLine($"{i1}{{");
            code.AppendLine($"{i1}    {Linked(child)} = {Api}GeneratedSerializers.Served<{type}, {child}>(Model);");
            code.AppendLine($"{i1}    _linked{child} = true;");
            code.AppendLine($"{i1}}}");
        }
    }

    /// <summary>The struct a parent passes to NestedMessage: the message's own methods, called non-virtually.</summary>
    private static void WriteMethods(StringBuilder code, string i1, MessageSpec message)
    {
        var t = message.TypeName;
        var i2 = i1 + "    ";
        code.AppendLine();
        code.AppendLine($"{i1}internal readonly struct Methods : {Api}IMessageMethods<{t}>");
        code.AppendLine($"{i1}{{");
        code.AppendLine($"{i2}private readonly {message.Id} _serializer;");
        code.AppendLine();
        code.AppendLine($"{i2}internal Methods({message.Id} serializer) {{ _serializer = serializer; }}");
        code.AppendLine();
        code.AppendLine($"{i2}public long Measure({t} value, int depthLeft) => "
            + "_serializer.MeasureFields(value, depthLeft);");
        code.AppendLine();
        code.AppendLine($"{i2}public void Write(ref global::Nano.Wire.ProtoWriter writer, {t} value) => "
            + "_serializer.WriteFields(ref writer, value);");
        code.AppendLine();
        code.AppendLine($"{i2}public {t} Read(ref global::Nano.Wire.ProtoReader reader, {t} existing) => "
            + "_serializer.ReadFields(ref reader, existing);");
        code.AppendLine($"{i1}}}");
    }

    /// <summary>
    /// A repeated message field with a linked child, measured (<paramref name="write"/> false) or written: each element
    /// refused when null (MessageRules.NullElement, the error emit's loop and the interpreter throw), then its tag and
    /// NestedMessage's length prefix and depth rule around the child's methods; through MessageField when the child is
    /// not linked.
    /// </summary>
    private static void WriteDirectList(StringBuilder code, string i2, MessageSpec message, FieldSpec field,
        string child, DirectCalls direct, bool write)
    {
        var t = field.Value.TypeName;
        var helper = $"{Api}NestedMessage<{t}, {child}.Methods>";
        var position = Num(message.Fields.ToList().IndexOf(field));
        var span = !field.Array && direct.SpanOfList;
        var items = span ? "global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan(list)" : "list";
        var count = field.Array || span ? "Length" : "Count";
        var tagSize = Num(TagSize(field.Number));
        var tag = Num(Tag(field.Number, 2));
        var i3 = i2 + "    ";
        var i4 = i3 + "    ";
        var i5 = i4 + "    ";
        var i6 = i5 + "    ";
        code.AppendLine($"{i2}{{");
        code.AppendLine($"{i3}{LinkCheck(child)}");
        code.AppendLine($"{i3}var list = value.{field.Member};");
        code.AppendLine($"{i3}if (list != null)");
        code.AppendLine($"{i3}{{");
        code.AppendLine($"{i4}if ({Linked(child)} != null)");
        code.AppendLine($"{i4}{{");
        code.AppendLine($"{i5}var methods = new {child}.Methods({Linked(child)});");
        code.AppendLine($"{i5}var items = {items};");
        code.AppendLine($"{i5}for (var i = 0; i < items.{count}; i++)");
        code.AppendLine($"{i5}{{");
        code.AppendLine($"{i6}var item = items[i];");
        code.AppendLine($"{i6}if (item == null)");
        code.AppendLine($"{i6}    throw {Api}MessageRules.NullElement(Message, {position}, i);");
        if (write)
        {
            code.AppendLine($"{i6}writer.WriteRawTag({tag});");
            code.AppendLine($"{i6}{helper}.Write(ref writer, methods, item, {Num(field.Number)});");
        }
        else
        {
            code.AppendLine($"{i6}size += {tagSize} + {helper}.Measure(methods, item, depthLeft);");
        }
        code.AppendLine($"{i5}}}");
        code.AppendLine($"{i4}}}");
        code.AppendLine($"{i4}else");
        code.AppendLine($"{i4}{{");
        code.AppendLine(write
            ? $"{i5}{Helper(field.Value)}.WriteList(ref writer, Model, list, {tag});"
            : $"{i5}size += {Helper(field.Value)}.MeasureList(Model, list, {tagSize}, depthLeft);");
        code.AppendLine($"{i4}}}");
        code.AppendLine($"{i3}}}");
        code.AppendLine($"{i2}}}");
    }

    /// <summary>Before reading an element of a repeated message field: links its child.</summary>
    private static void WriteReadLink(StringBuilder code, string indent, FieldSpec field, DirectCalls direct)
    {
        if (direct.ChildOf(field) is { } child)
            code.AppendLine($"{indent}{LinkCheck(child)}");
    }

    /// <summary>Reading one element of a repeated message field into <paramref name="target"/> (a list, or an array's
    /// gatherer): through the linked child's methods, else through the model's serializer.</summary>
    private static string ReadListCall(FieldSpec field, string target, DirectCalls direct)
    {
        var model = $"{Helper(field.Value)}.ReadList(ref reader, Model, {target})";
        if (direct.ChildOf(field) is not { } child)
            return model;
        var linked = $"{Api}NestedMessage<{field.Value.TypeName}, {child}.Methods>"
            + $".ReadList(ref reader, new {child}.Methods({Linked(child)}), {target})";
        return $"({Linked(child)} != null ? {linked} : {model})";
    }
}
