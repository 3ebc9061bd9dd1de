using System.Buffers;
using Nano.Wire;

namespace Nano.Tests.Wire.Support;

/// <summary>Random well-formed messages: every wire type, canonical tags, nested sub-messages and groups.</summary>
internal static class RandomMessages
{
    public static byte[] Next(Random random, int maxFields, int maxDepth = 3)
    {
        var output = new ArrayBufferWriter<byte>();
        var writer = new ProtoWriter(output);
        WriteFields(ref writer, random, random.Next(maxFields + 1), maxDepth);
        writer.Flush();
        return output.WrittenSpan.ToArray();
    }

    private static void WriteFields(ref ProtoWriter w, Random random, int count, int depth)
    {
        for (int i = 0; i < count; i++)
        {
            int field = random.Next(4) switch
            {
                0 => random.Next(16, 2048),
                1 => random.Next(1, WireFormat.MaxFieldNumber + 1),
                _ => random.Next(1, 16),
            };
            switch (random.Next(depth > 0 ? 7 : 5))
            {
                case 0:
                    w.WriteTag(field, WireType.Varint);
                    w.WriteVarint64((ulong)random.NextInt64() >> random.Next(64));
                    break;
                case 1:
                    w.WriteTag(field, WireType.Fixed64);
                    w.WriteFixed64((ulong)random.NextInt64());
                    break;
                case 2:
                    w.WriteTag(field, WireType.Fixed32);
                    w.WriteFixed32((uint)random.Next());
                    break;
                case 3:
                    w.WriteTag(field, WireType.LengthDelimited);
                    w.WriteString(RandomStrings.Next(random, random.Next(20)).Replace('\ud800', 'x'));
                    break;
                case 4:
                    var bytes = new byte[random.Next(40)];
                    random.NextBytes(bytes);
                    w.WriteTag(field, WireType.LengthDelimited);
                    w.WriteBytes(bytes);
                    break;
                case 5:
                    w.WriteTag(field, WireType.LengthDelimited);
                    w.WriteBytes(Next(random, 4, depth - 1));
                    break;
                default:
                    w.WriteTag(field, WireType.StartGroup);
                    WriteFields(ref w, random, random.Next(4), depth - 1);
                    w.WriteTag(field, WireType.EndGroup);
                    break;
            }
        }
    }
}
