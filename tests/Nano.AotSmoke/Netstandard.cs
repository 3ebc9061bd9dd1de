using System.Buffers;
using System.Buffers.Binary;
using System.Text;

namespace Nano.AotSmoke;

/// <summary>
/// Values whose encoding goes through Nano.Core's netstandard2.1 stand-ins (Polyfills/): doubles and floats
/// (BitConverter), a Guid (big-endian TryWriteBytes and its inverse), a decimal (UTF-8 TryFormat), and a long string
/// with a lone surrogate written into 7-byte spans (Utf8.FromUtf16). Expected bytes come from independent BCL
/// calls (BinaryPrimitives, Encoding.UTF8), not from Nano.
/// </summary>
[ProtoContract]
public sealed class Scalars
{
    [ProtoMember(1)] public double Double { get; set; }
    [ProtoMember(2)] public float Float { get; set; }
    [ProtoMember(3)] public Guid Guid { get; set; }
    [ProtoMember(4)] public decimal Decimal { get; set; }
    [ProtoMember(5)] public string? Text { get; set; }

    public const string LongText = "lone surrogate \uD800 then text long enough to take the chunked UTF-8 path \u00e9\u20ac\U0001F600 end";

    public static Scalars Create() => new()
    {
        Double = -1234.5e-300,
        Float = 3.25e30f,
        Guid = new Guid("00112233-4455-6677-8899-aabbccddeeff"),
        Decimal = -1234.5600m,
        Text = LongText,
    };

    /// <summary>The bytes protobuf requires for <see cref="Create"/>, built with BinaryPrimitives and Encoding.UTF8.</summary>
    public static byte[] Expected()
    {
        var bytes = new List<byte> { 0x09 };
        Span<byte> eight = stackalloc byte[8];
        BinaryPrimitives.WriteInt64LittleEndian(eight, BitConverter.DoubleToInt64Bits(-1234.5e-300));
        bytes.AddRange(eight.ToArray());
        bytes.Add(0x15);
        BinaryPrimitives.WriteInt32LittleEndian(eight, BitConverter.SingleToInt32Bits(3.25e30f));
        bytes.AddRange(eight.Slice(0, 4).ToArray());
        bytes.AddRange(new byte[] { 0x1A, 16, 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xAA, 0xBB, 0xCC, 0xDD, 0xEE, 0xFF });
        var dec = Encoding.UTF8.GetBytes("-1234.5600");
        bytes.Add(0x22);
        bytes.Add((byte)dec.Length);
        bytes.AddRange(dec);
        var text = Encoding.UTF8.GetBytes(LongText); // the lone surrogate becomes EF BF BD
        bytes.Add(0x2A);
        bytes.Add((byte)text.Length);
        bytes.AddRange(text);
        return [.. bytes];
    }
}

/// <summary>Hands out spans of at most 7 bytes, so long strings are encoded across spans.</summary>
public sealed class TinySpanWriter : IBufferWriter<byte>
{
    private readonly List<byte> _written = [];
    private byte[] _current = new byte[7];

    public byte[] ToArray() => [.. _written];

    public void Advance(int count) => _written.AddRange(_current.AsSpan(0, count).ToArray());

    public Memory<byte> GetMemory(int sizeHint = 0) => _current = new byte[7];

    public Span<byte> GetSpan(int sizeHint = 0) => _current = new byte[7];
}
