using static Nano.Interop.Nano.ConverterHelpers;
using G = Nano.Interop.CrossCheck.Proto2;
using N = Nano.Interop.Nano.CrossCheck.Proto2;

namespace Nano.Tests.CrossCheck.Support;

public static partial class Converters
{
    public static N.Proto2Message ToNano(G.Proto2Message g) => new()
    {
        Id = g.Id,
        Name = g.Name,
        OptInt32 = g.HasOptInt32 ? g.OptInt32 : null,
        OptString = g.HasOptString ? g.OptString : null,
        OptBool = g.HasOptBool ? g.OptBool : null,
        OptDouble = g.HasOptDouble ? g.OptDouble : null,
        OptEnum = g.HasOptEnum ? (N.Proto2Enum)(int)g.OptEnum : null,
        OptBytes = g.HasOptBytes ? Bytes(g.OptBytes) : null,
        OptSInt64 = g.HasOptSint64 ? g.OptSint64 : null,
        Header = g.HasHeader ? new N.Proto2Header { Version = g.Header.Version, Note = g.Header.HasNote ? g.Header.Note : null } : null,
        Item = ListOrNull(g.Item, ToNano),
        UnpackedInt32 = ListOrNull(g.UnpackedInt32, Same),
        PackedInt32 = g.PackedInt32.Count == 0 ? null : g.PackedInt32.ToArray(),
        Strings = [.. g.Strings],
        Child = g.Child is null ? null : ToNano(g.Child),
        RequiredChild = g.RequiredChild is null ? null : new N.Proto2Required { A = g.RequiredChild.A, B = g.RequiredChild.B, C = g.RequiredChild.HasC ? g.RequiredChild.C : null },
    };

    private static N.Proto2Item ToNano(G.Proto2Message.Types.Item g) => new()
    {
        Key = g.Key,
        Payload = g.HasPayload ? Bytes(g.Payload) : null,
        Codes = ListOrNull(g.Codes, Same),
        Detail = g.HasDetail ? new N.Proto2Detail { Text = g.Detail.HasText ? g.Detail.Text : null, Flags = g.Detail.HasFlags ? g.Detail.Flags : null } : null,
    };

    public static G.Proto2Message ToGoogle(N.Proto2Message n)
    {
        var g = new G.Proto2Message { Id = n.Id, Name = n.Name };
        if (n.OptInt32 is { } optInt32) g.OptInt32 = optInt32;
        if (n.OptString is { } optString) g.OptString = optString;
        if (n.OptBool is { } optBool) g.OptBool = optBool;
        if (n.OptDouble is { } optDouble) g.OptDouble = optDouble;
        if (n.OptEnum is { } optEnum) g.OptEnum = (G.Proto2Enum)(int)optEnum;
        if (n.OptBytes is { } optBytes) g.OptBytes = Bytes(optBytes);
        if (n.OptSInt64 is { } optSInt64) g.OptSint64 = optSInt64;
        if (n.Header is { } header)
        {
            g.Header = new G.Proto2Message.Types.Header { Version = header.Version };
            if (header.Note is { } note) g.Header.Note = note;
        }
        AddAll(g.Item, n.Item, ToGoogle);
        AddAll(g.UnpackedInt32, n.UnpackedInt32);
        AddAll(g.PackedInt32, n.PackedInt32);
        AddAll(g.Strings, n.Strings);
        if (n.Child is { } child) g.Child = ToGoogle(child);
        if (n.RequiredChild is { } required)
        {
            g.RequiredChild = new G.Proto2Required { A = required.A, B = required.B };
            if (required.C is { } c) g.RequiredChild.C = c;
        }
        return g;
    }

    private static G.Proto2Message.Types.Item ToGoogle(N.Proto2Item n)
    {
        var g = new G.Proto2Message.Types.Item { Key = n.Key };
        if (n.Payload is { } payload) g.Payload = Bytes(payload);
        AddAll(g.Codes, n.Codes);
        if (n.Detail is { } detail)
        {
            g.Detail = new G.Proto2Message.Types.Item.Types.Detail();
            if (detail.Text is { } text) g.Detail.Text = text;
            if (detail.Flags is { } flags) g.Detail.Flags = flags;
        }
        return g;
    }
}
