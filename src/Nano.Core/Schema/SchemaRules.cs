using Nano.Model;

namespace Nano.Schema;

/// <summary>Which fields need proto2, and which have no <c>.proto</c> form at all.</summary>
internal static class SchemaRules
{
    // Seam for the explicit-presence and closed-enum work on the model: string, bytes and message fields whose
    // FieldModel.Presence is Explicit are already written as `optional` by SchemaWriter (proto3) without change here.
    // A closed enum is proto2's default; when the model gains a closed-enum flag, NeedsProto2 should return true for
    // fields whose enum is closed (an open enum in a proto2 file has no proto2 spelling, only editions' features).

    /// <summary>True when the field uses a feature that only proto2 can state.</summary>
    public static bool NeedsProto2(FieldModel field) =>
        field.Presence == Presence.Required || field.DefaultValue is not null || field.Value.ProtoType == ProtoType.Group;

    /// <summary>Rejects fields that protobuf cannot declare.</summary>
    /// <exception cref="ProtoModelException">The field has no .proto form.</exception>
    public static void Check(MessageModel owner, FieldModel field)
    {
        if (field.OneOf is not null && field.Presence == Presence.Required)
            throw Inexpressible(owner, field, $"a member of oneof '{field.OneOf}' cannot be required");
    }

    public static ProtoModelException Inexpressible(MessageModel owner, FieldModel field, string why) =>
        new($"{owner.Type.FullName}.{field.Member.Name} (field {field.Number}) cannot be expressed in .proto: {why}.");
}
