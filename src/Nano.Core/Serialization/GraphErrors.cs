using Nano.Model;

namespace Nano.Serialization;

/// <summary>Errors in an object graph being written, worded once for both backends.</summary>
internal static class GraphErrors
{
    /// <summary>A repeated string, bytes or message field holds null, which protobuf cannot encode.</summary>
    public static InvalidOperationException NullElement(FieldModel field, int index) =>
        NullElement(field.Member.DeclaringType?.FullName, field.Name, field.Number, index);

    /// <summary>As <see cref="NullElement(FieldModel, int)"/>, from constants baked into emitted code.</summary>
    public static InvalidOperationException NullElement(string? declaringType, string member, int number, int index)
    {
        var error = new InvalidOperationException(
            $"Element {index} of repeated field '{member}' ({number}) of {declaringType} is null; a repeated string, bytes or message field cannot hold null.");
        error.Data[NullElementKey] = index;
        return error;
    }

    /// <summary>A map field holds a null message value, which a map entry cannot encode (null strings and bytes are written empty).</summary>
    public static InvalidOperationException NullMapValue(FieldModel field)
    {
        var error = new InvalidOperationException(
            $"Map field '{field.Name}' ({field.Number}) of {field.Member.DeclaringType?.FullName}.{field.Member.Name} holds a null {field.Value.Type.Name} value; a protobuf map cannot hold a null message.");
        error.Data[NullMapValueKey] = true;
        return error;
    }

    /// <summary>Marks the exceptions made by <see cref="NullMapValue"/>.</summary>
    public const string NullMapValueKey = "Nano.NullMapValue";

    /// <summary>Marks the exceptions made by <see cref="NullElement(FieldModel, int)"/> (the type alone is the general one).</summary>
    public const string NullElementKey = "Nano.NullElement";
}
