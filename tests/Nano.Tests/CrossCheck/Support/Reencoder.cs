using System.Text;
using Google.Protobuf.Reflection;

namespace Nano.Tests.CrossCheck.Support;

/// <summary>
/// Rewrites a canonical protobuf encoding (Google.Protobuf's output) into a non-canonical one that every conforming
/// parser must still accept, guided by the message descriptor:
/// <list type="bullet">
/// <item>packed repeated fields split into unpacked elements and several packed runs (and unpacked ones packed),
/// empty packed runs added;</item>
/// <item>fields shuffled out of field-number order;</item>
/// <item>singular scalars preceded by extra occurrences with other values (the last one wins), absent fields added;</item>
/// <item>singular sub-messages and groups split into two occurrences (which merge);</item>
/// <item>unknown fields of every wire type (groups nested in groups) and known field numbers with a wire type they
/// cannot have (both must be skipped as unknown);</item>
/// <item>varints (tags, lengths, values) padded to overlong encodings of the same value (tags to at most 5 bytes: a
/// longer tag is malformed by the spec and the conformance suite, although Google.Protobuf for C# accepts it).</item>
/// </list>
/// Both parsers under test read the same rewritten bytes, so the expected result is whatever Google.Protobuf makes
/// of them; the rewriting never needs to predict it.
/// </summary>
public sealed class Reencoder(Random random)
{
    private const int WireVarint = 0, WireFixed64 = 1, WireLengthDelimited = 2, WireStartGroup = 3, WireEndGroup = 4, WireFixed32 = 5;

    /// <summary>How likely each kind of rewrite is (0 disables it).</summary>
    public double Shuffle { get; init; } = 0.3;
    public double ExtraOccurrence { get; init; } = 0.15;
    public double AddAbsent { get; init; } = 0.05;
    public double Split { get; init; } = 0.3;
    public double Unknown { get; init; } = 0.1;
    public double WrongWireType { get; init; } = 0.05;
    public double Pad { get; init; } = 0.1;
    public double Repack { get; init; } = 0.5;

    /// <summary>Rewrites one message (the bytes of its fields, without a length prefix).</summary>
    public byte[] Reencode(ReadOnlySpan<byte> message, MessageDescriptor descriptor) => Concat(Fields(message.ToArray(), descriptor));

    // ---- reading the canonical input

    private readonly record struct Raw(int Number, int WireType, ulong Varint, byte[] Payload);

    private static List<Raw> Parse(byte[] data)
    {
        var fields = new List<Raw>();
        var pos = 0;
        while (pos < data.Length)
            fields.Add(ParseField(data, ref pos, out _));
        return fields;
    }

    private static Raw ParseField(byte[] data, ref int pos, out bool endGroup)
    {
        var tag = ReadVarint(data, ref pos);
        var number = (int)(tag >> 3);
        var wireType = (int)(tag & 7);
        endGroup = wireType == WireEndGroup;
        switch (wireType)
        {
            case WireVarint:
                return new Raw(number, wireType, ReadVarint(data, ref pos), []);
            case WireFixed64:
                pos += 8;
                return new Raw(number, wireType, 0, data.AsSpan()[(pos - 8)..pos].ToArray());
            case WireFixed32:
                pos += 4;
                return new Raw(number, wireType, 0, data.AsSpan()[(pos - 4)..pos].ToArray());
            case WireLengthDelimited:
                {
                    var length = (int)ReadVarint(data, ref pos);
                    pos += length;
                    return new Raw(number, wireType, 0, data.AsSpan()[(pos - length)..pos].ToArray());
                }
            case WireStartGroup:
                {
                    var start = pos;
                    while (true)
                    {
                        var before = pos;
                        ParseField(data, ref pos, out var end);
                        if (end)
                            return new Raw(number, wireType, 0, data.AsSpan()[start..before].ToArray());
                    }
                }
            case WireEndGroup:
                return new Raw(number, wireType, 0, []);
            default:
                throw new InvalidDataException($"wire type {wireType} in canonical input");
        }
    }

    private static ulong ReadVarint(byte[] data, ref int pos)
    {
        ulong value = 0;
        for (var shift = 0; ; shift += 7)
        {
            var b = data[pos++];
            value |= (ulong)(b & 0x7F) << shift;
            if (b < 0x80)
                return value;
        }
    }

    // ---- rewriting

    private List<byte[]> Fields(byte[] message, MessageDescriptor descriptor, bool mapEntry = false)
    {
        var input = Parse(message);
        var output = new List<byte[]>();
        var wellKnown = IsWellKnown(descriptor);
        for (var i = 0; i < input.Count; i++)
        {
            var raw = input[i];
            var field = descriptor.FindFieldByNumber(raw.Number);
            if (field is null)
            {
                output.Add(Encode(raw));
                continue;
            }

            if (IsPackable(field) && field.IsRepeated)
            {
                // Gather this field's run of occurrences (packed blocks or single elements), then re-split them.
                var elements = new List<byte[]>();
                var j = i;
                for (; j < input.Count && input[j].Number == raw.Number; j++)
                    elements.AddRange(Elements(input[j], ElementWireType(field)));
                i = j - 1;
                output.AddRange(Repacked(field.FieldNumber, ElementWireType(field), elements));
                continue;
            }

            if (field.FieldType is FieldType.Message or FieldType.Group && !field.IsMap)
            {
                var inner = Fields(raw.Payload, field.MessageType);
                // Split, required fields included (checked on the merged message, RequiredFieldTests). Not split:
                // message values inside a map entry: Google.Protobuf replaces a repeated entry value instead of
                // merging it (see GoogleBehaviourTests.Google_MapEntryMessageValue_SecondOccurrenceReplaces).
                if (!field.IsRepeated && inner.Count >= 2 && !mapEntry && Chance(Split))
                {
                    var cut = random.Next(1, inner.Count);
                    output.Add(Nested(raw.Number, raw.WireType, Concat(inner.Take(cut))));
                    output.Add(Nested(raw.Number, raw.WireType, Concat(inner.Skip(cut))));
                }
                else
                {
                    output.Add(Nested(raw.Number, raw.WireType, Concat(inner)));
                }
                continue;
            }

            if (field.IsMap)
            {
                output.Add(Nested(raw.Number, raw.WireType, Concat(Fields(raw.Payload, field.MessageType, mapEntry: true))));
                continue;
            }

            // A singular scalar, string or bytes (or a repeated string/bytes element).
            if (!field.IsRepeated && !wellKnown && Chance(ExtraOccurrence))
                output.Add(RandomValue(field));
            output.Add(Encode(raw));
        }

        if (!wellKnown)
        {
            foreach (var field in descriptor.Fields.InFieldNumberOrder())
            {
                if (field.IsRepeated || field.FieldType is FieldType.Message or FieldType.Group || input.Any(r => r.Number == field.FieldNumber))
                    continue;
                if (Chance(AddAbsent))
                    output.Insert(random.Next(output.Count + 1), RandomValue(field));
            }
            var count = output.Count;
            for (var k = 0; k <= count; k++)
            {
                if (Chance(Unknown))
                    output.Insert(random.Next(output.Count + 1), UnknownField(descriptor, depth: 0));
                if (Chance(WrongWireType) && descriptor.Fields.InFieldNumberOrder() is { Count: > 0 } known)
                    output.Insert(random.Next(output.Count + 1), WrongWire(known[random.Next(known.Count)]));
            }
        }

        if (Chance(Shuffle))
            output = [.. output.OrderBy(_ => random.Next())];
        return output;
    }

    private static bool IsWellKnown(MessageDescriptor descriptor) => descriptor.File.Package == "google.protobuf";

    private static bool IsPackable(FieldDescriptor field) =>
        field.FieldType is not (FieldType.String or FieldType.Bytes or FieldType.Message or FieldType.Group);

    private static int ElementWireType(FieldDescriptor field) => field.FieldType switch
    {
        FieldType.Double or FieldType.Fixed64 or FieldType.SFixed64 => WireFixed64,
        FieldType.Float or FieldType.Fixed32 or FieldType.SFixed32 => WireFixed32,
        FieldType.String or FieldType.Bytes or FieldType.Message => WireLengthDelimited,
        FieldType.Group => WireStartGroup,
        _ => WireVarint,
    };

    /// <summary>The elements of a packed block or a single unpacked occurrence, each as its raw value bytes.</summary>
    private static IEnumerable<byte[]> Elements(Raw raw, int elementWireType)
    {
        if (raw.WireType != WireLengthDelimited)
        {
            yield return raw.WireType == WireVarint ? Varint(raw.Varint) : raw.Payload;
            yield break;
        }
        var pos = 0;
        while (pos < raw.Payload.Length)
        {
            var start = pos;
            if (elementWireType == WireVarint)
                ReadVarint(raw.Payload, ref pos);
            else
                pos += elementWireType == WireFixed32 ? 4 : 8;
            yield return raw.Payload.AsSpan()[start..pos].ToArray();
        }
    }

    /// <summary>Splits the elements into runs, each written packed or as single elements, now and then with an empty packed block.</summary>
    private List<byte[]> Repacked(int number, int elementWireType, List<byte[]> elements)
    {
        var output = new List<byte[]>();
        if (!Chance(Repack))
        {
            output.Add(Concat([Tag(number, WireLengthDelimited), Length(elements.Sum(e => e.Length)), .. elements]));
            return output;
        }
        var i = 0;
        while (i < elements.Count)
        {
            var run = random.Next(1, elements.Count - i + 1);
            if (random.Next(2) == 0)
            {
                var payload = elements.Skip(i).Take(run).Select(e => elementWireType == WireVarint ? MaybePad(e) : e).ToList();
                output.Add(Concat([Tag(number, WireLengthDelimited), Length(payload.Sum(e => e.Length)), .. payload]));
            }
            else
            {
                foreach (var element in elements.Skip(i).Take(run))
                    output.Add(Concat([Tag(number, elementWireType), elementWireType == WireVarint ? MaybePad(element) : element]));
            }
            i += run;
        }
        if (Chance(0.1))
            output.Insert(random.Next(output.Count + 1), Concat([Tag(number, WireLengthDelimited), [0]]));
        return output;
    }

    private byte[] Nested(int number, int wireType, byte[] content) => wireType == WireStartGroup
        ? Concat([Tag(number, WireStartGroup), content, Tag(number, WireEndGroup)])
        : Concat([Tag(number, WireLengthDelimited), Length(content.Length), content]);

    private byte[] Encode(Raw raw) => raw.WireType switch
    {
        WireVarint => Concat([Tag(raw.Number, WireVarint), MaybePad(Varint(raw.Varint))]),
        WireLengthDelimited => Concat([Tag(raw.Number, WireLengthDelimited), Length(raw.Payload.Length), raw.Payload]),
        WireStartGroup => Concat([Tag(raw.Number, WireStartGroup), raw.Payload, Tag(raw.Number, WireEndGroup)]),
        _ => Concat([Tag(raw.Number, raw.WireType), raw.Payload]),
    };

    /// <summary>An occurrence of <paramref name="field"/> with a random value of its type (valid UTF-8 for strings).</summary>
    private byte[] RandomValue(FieldDescriptor field)
    {
        var wireType = ElementWireType(field);
        return Concat([Tag(field.FieldNumber, wireType), RandomPayload(wireType, field.FieldType == FieldType.String)]);
    }

    private byte[] RandomPayload(int wireType, bool utf8 = false) => wireType switch
    {
        WireVarint => MaybePad(Varint(RandomBits())),
        WireFixed32 => RandomBytes(4),
        WireFixed64 => RandomBytes(8),
        _ => utf8 ? LengthPrefixed(Encoding.UTF8.GetBytes(RandomText())) : LengthPrefixed(RandomBytes(random.Next(0, 12))),
    };

    private byte[] UnknownField(MessageDescriptor descriptor, int depth)
    {
        int number;
        do
            number = random.Next(3) switch { 0 => random.Next(1, 16), 1 => random.Next(1, 3000), _ => random.Next(1, 536870912) };
        while (descriptor.FindFieldByNumber(number) is not null);
        var wireType = random.Next(depth < 2 ? 5 : 4) switch { 0 => WireVarint, 1 => WireFixed64, 2 => WireLengthDelimited, 3 => WireFixed32, _ => WireStartGroup };
        if (wireType != WireStartGroup)
            return Concat([Tag(number, wireType), RandomPayload(wireType)]);
        var inner = Enumerable.Range(0, random.Next(0, 4)).Select(_ => UnknownField(descriptor, depth + 1)).ToList();
        return Concat([Tag(number, WireStartGroup), .. inner, Tag(number, WireEndGroup)]);
    }

    /// <summary>A known field number with a wire type it cannot have: every parser skips it as an unknown field.</summary>
    private byte[] WrongWire(FieldDescriptor field)
    {
        var natural = ElementWireType(field);
        var allowed = new List<int> { WireVarint, WireFixed64, WireLengthDelimited, WireFixed32 };
        allowed.Remove(natural);
        if (field.IsRepeated && IsPackable(field))
            allowed.Remove(WireLengthDelimited);
        var wireType = allowed[random.Next(allowed.Count)];
        return Concat([Tag(field.FieldNumber, wireType), RandomPayload(wireType)]);
    }

    // ---- encoding helpers

    private bool Chance(double p) => random.NextDouble() < p;

    private ulong RandomBits()
    {
        var width = random.Next(0, 65);
        var bits = ((ulong)random.NextInt64() << 1) | (uint)random.Next(2);
        return width == 0 ? 0 : bits >> (64 - width);
    }

    private byte[] RandomBytes(int count)
    {
        var bytes = new byte[count];
        random.NextBytes(bytes);
        return bytes;
    }

    private static readonly string[] TextPieces = ["a", "Z", " ", "é", "中", "😀", "\0", "\uFFFF"];

    private string RandomText() => string.Concat(Enumerable.Range(0, random.Next(0, 6)).Select(_ => TextPieces[random.Next(TextPieces.Length)]));

    private byte[] Tag(int number, int wireType) => MaybePad(Varint((ulong)(uint)(number << 3 | wireType)), maxLength: 5);

    private byte[] Length(int length) => MaybePad(Varint((ulong)length));

    private byte[] LengthPrefixed(byte[] payload) => Concat([Length(payload.Length), payload]);

    /// <summary>Now and then, the same value as an overlong varint (at most <paramref name="maxLength"/> bytes).</summary>
    private byte[] MaybePad(byte[] varint, int maxLength = 10)
    {
        if (varint.Length >= maxLength || !Chance(Pad))
            return varint;
        var extra = random.Next(1, maxLength - varint.Length + 1);
        var padded = new byte[varint.Length + extra];
        varint.CopyTo(padded, 0);
        padded[varint.Length - 1] |= 0x80;
        for (var k = varint.Length; k < padded.Length - 1; k++)
            padded[k] = 0x80;
        padded[^1] = 0x00;
        return padded;
    }

    private static byte[] Varint(ulong value)
    {
        var bytes = new List<byte>(10);
        while (value >= 0x80)
        {
            bytes.Add((byte)(value | 0x80));
            value >>= 7;
        }
        bytes.Add((byte)value);
        return [.. bytes];
    }

    private static byte[] Concat(IEnumerable<byte[]> parts)
    {
        var stream = new MemoryStream();
        foreach (var part in parts)
            stream.Write(part);
        return stream.ToArray();
    }
}
