using System.Text;

namespace Nano.Emit.Compiler;

/// <summary>
/// Everything the emitted IL of a message type depends on, for the type and every message type its code reaches
/// (nested types, the levels of its hierarchy), in a canonical order: two models whose keys are equal compile the
/// same methods, so they can share them (<see cref="SharedShapes"/>). It holds the member, constructor and type
/// objects the IL binds to and the default values it compares with, compared by
/// <see cref="object.Equals(object, object)"/>, and the rest (numbers, encodings, presence, packing, oneofs, required
/// fields, names used in errors) as text. Model settings that are not baked into the IL (MaxDepth and AliasInputMemory
/// travel in the writer and reader) are left out, so models differing only in them share.
/// </summary>
internal sealed class ShapeKey : IEquatable<ShapeKey>
{
    private readonly string _text;
    private readonly object?[] _references;

    private ShapeKey(string text, object?[] references)
    {
        _text = text;
        _references = references;
    }

    /// <summary>
    /// The key of <paramref name="message"/>'s type, or null when some type it reaches is not compiled (it runs on
    /// the interpreted backend behind the delegates, bound to its own model): such graphs are not shared.
    /// </summary>
    public static ShapeKey? Of(MessageModel message)
    {
        var text = new StringBuilder();
        var references = new List<object?>();
        // Breadth-first over the reached message models; each is named by its position in `order` (plain lists and a
        // reference-keyed dictionary: no framework generics over value types on the cold path).
        var order = new List<MessageModel> { message };
        var index = new Dictionary<MessageModel, string> { [message] = "0" };
        for (var i = 0; i < order.Count; i++)
        {
            var model = order[i];
            if (!Compiles(model))
                return null;
            text.Append("M[");
            Reference(text, references, model.Type);
            text.Append(model.Name).Append('|').Append(model.KeepsUnknownFields ? 'u' : '-').Append('|');
            Reference(text, references, model.Constructor);
            text.Append(model.SkipsConstructor ? "skip|" : "");
            if (model.Callbacks is { } callbacks)
            {
                text.Append("callbacks(");
                Reference(text, references, callbacks.BeforeSerialize);
                Reference(text, references, callbacks.AfterSerialize);
                Reference(text, references, callbacks.BeforeDeserialize);
                Reference(text, references, callbacks.AfterDeserialize);
                text.Append(')');
            }
            if (model.ConstructorArguments is { } arguments)
            {
                text.Append("args(");
                foreach (var argument in arguments)
                    text.Append(argument is null ? -2 : model.IndexOf(argument)).Append(',');
                text.Append(')');
            }
            if (model.Surrogate is { } surrogate)
            {
                text.Append("surrogate:").Append(Name(surrogate.Message, order, index)).Append('|');
                Reference(text, references, surrogate.ToSurrogate);
                Reference(text, references, surrogate.FromSurrogate);
            }
            text.Append("base:").Append(model.BaseType is { } baseType ? Name(baseType, order, index) : "-");
            text.Append(" subs(");
            foreach (var sub in model.SubTypes)
                text.Append(sub.Tag).Append(':').Append(Name(sub.Model, order, index)).Append(',');
            text.Append(") oneofs(");
            for (var g = 0; g < model.OneOfGroups.Count; g++)
            {
                text.Append(model.OneOfGroups[g]).Append(':');
                foreach (var member in model.OneOfMembers[g])
                    text.Append(model.IndexOf(member)).Append(',');
                text.Append(';');
            }
            text.Append(") required(");
            foreach (var required in model.RequiredFields)
                text.Append(model.IndexOf(required)).Append(',');
            text.Append(")\n");
            foreach (var field in model.Fields)
                AppendField(text, references, field, order, index);
            text.Append("]\n");
        }
        return new ShapeKey(text.ToString(), [.. references]);
    }

    private static void AppendField(StringBuilder text, List<object?> references, FieldModel field, List<MessageModel> order, Dictionary<MessageModel, string> index)
    {
        text.Append(" F").Append(field.Number).Append(' ').Append(field.Name).Append('|');
        Reference(text, references, field.Member);
        Reference(text, references, field.MemberType);
        Reference(text, references, field.Getter);
        Reference(text, references, field.Setter);
        text.Append((int)field.Shape).Append('|').Append((int)field.Collection).Append('|');
        Reference(text, references, field.ConcreteCollectionType);
        Reference(text, references, field.WriteCondition);
        Reference(text, references, field.SpecifiedSetter);
        text.Append((int)field.Presence).Append('|').Append((int)field.Omission).Append('|').Append((int)field.Absent).Append('|')
            .Append(field.IsNullable ? 'n' : '-').Append(field.IsPacked ? 'p' : '-').Append(field.PacksLikeProtobufNet ? 'e' : '-').Append(field.IsClosedEnum ? 'c' : '-').Append(field.OverwritesCollection ? 'o' : '-').Append('|')
            .Append(field.ProtobufNetLevel).Append('|') // its effects are in other properties too; keyed so no reader has to prove that
            .Append(field.OneOf ?? "").Append(':').Append(field.OneOfIndex).Append('|')
            .Append(field.ConstructorParameter).Append('|').Append(field.RequiredIndex).Append('|')
            .Append((int)field.KeyHashing).Append('|'); // which comparer the emitted map reads pass to DictionaryOps
        // The constant the IL compares with or stores: the proto2 default, or the value an absent field takes.
        Reference(text, references, field.DefaultValue ?? field.ValueWhenAbsent);
        text.Append(" V(");
        AppendValue(text, references, field.Value, order, index);
        text.Append(')');
        if (field.Key is { } key)
        {
            text.Append(" K(");
            AppendValue(text, references, key, order, index);
            text.Append(')');
        }
        text.Append('\n');
    }

    private static void AppendValue(StringBuilder text, List<object?> references, ValueModel value, List<MessageModel> order, Dictionary<MessageModel, string> index)
    {
        Reference(text, references, value.Type);
        text.Append((int)value.ProtoType).Append('|').Append((int)value.WellKnown).Append(value.KeepsEmptyInMapEntry ? "|keep" : "")
            .Append(value.MapEntryLeavesOutNull ? "|nullout" : "");
        if (value.Message is { } message)
            text.Append("|msg ").Append(Name(message, order, index));
        if (value.ListElement is { } element)
        {
            text.Append("|list(");
            AppendValue(text, references, element, order, index);
            text.Append(')');
        }
    }

    /// <summary>Whether the emit compiler compiles the type (the same test as <see cref="Compilation"/>'s).</summary>
    private static bool Compiles(MessageModel model)
    {
        var root = model.Root;
        if (root.SubTypes.Count == 0)
            return MessageCompiler.Unsupported(model) is null;
        return Compilation.AllLevelsCompile(root);
    }

    /// <summary>The position of a reached model, queueing it when first seen.</summary>
    private static string Name(MessageModel model, List<MessageModel> order, Dictionary<MessageModel, string> index)
    {
        if (!index.TryGetValue(model, out var name))
        {
            name = order.Count.ToString(System.Globalization.CultureInfo.InvariantCulture);
            index.Add(model, name);
            order.Add(model);
        }
        return "#" + name;
    }

    private static void Reference(StringBuilder text, List<object?> references, object? value)
    {
        text.Append('@').Append(references.Count).Append('|');
        references.Add(value);
    }

    public bool Equals(ShapeKey? other)
    {
        if (other is null || other._text != _text || other._references.Length != _references.Length)
            return false;
        for (var i = 0; i < _references.Length; i++)
            if (!SameReference(_references[i], other._references[i]))
                return false;
        return true;
    }

    /// <summary>Equal, and for constants also indistinguishable once stored: -0.0 is not 0.0, 1.0m is not
    /// 1.00m.</summary>
    private static bool SameReference(object? a, object? b) => (a, b) switch
    {
        (double x, double y) => BitConverter.DoubleToInt64Bits(x) == BitConverter.DoubleToInt64Bits(y),
        (float x, float y) => BitConverter.SingleToInt32Bits(x) == BitConverter.SingleToInt32Bits(y),
#if NET
        (Half x, Half y) => BitConverter.HalfToInt16Bits(x) == BitConverter.HalfToInt16Bits(y),
#endif
        (decimal x, decimal y) => x.ToString(System.Globalization.CultureInfo.InvariantCulture) == y.ToString(System.Globalization.CultureInfo.InvariantCulture),
        _ => Equals(a, b),
    };

    public override bool Equals(object? obj) => Equals(obj as ShapeKey);

    public override int GetHashCode() => _text.GetHashCode();
}
