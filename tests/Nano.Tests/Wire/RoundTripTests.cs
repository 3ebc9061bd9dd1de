using System.Buffers;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;

namespace Nano.Tests.Wire;

/// <summary>
/// Random values of every kind written through every output (1/2/3/7-byte spans included) and read back from
/// every input shape (two segments split at every byte position, one segment per byte, with empty segments).
/// </summary>
public class RoundTripTests
{
    private enum Kind { Int32, Int64, UInt32, UInt64, SInt32, SInt64, Bool, Enum, Fixed32, Fixed64, SFixed32, SFixed64, Float, Double, String, Bytes, Nested, Group, PackedInt32, PackedSInt64, PackedDouble, PackedFixed32, PackedBool }

    private sealed record Field(int Number, Kind Kind, object Value);

    private static object NextValue(Random random, Kind kind)
    {
        // Mostly small values (1-2 byte varints), some full-range ones.
        long wide = random.Next(3) == 0 ? random.NextInt64(long.MinValue, long.MaxValue) : random.NextInt64(-300, 300);
        return kind switch
        {
            Kind.Int32 or Kind.SInt32 or Kind.SFixed32 or Kind.Enum => (int)wide,
            Kind.Int64 or Kind.SInt64 or Kind.SFixed64 => wide,
            Kind.UInt32 or Kind.Fixed32 => (uint)wide,
            Kind.UInt64 or Kind.Fixed64 => (ulong)wide,
            Kind.Bool => random.Next(2) == 0,
            Kind.Float => BitConverter.Int32BitsToSingle((int)wide),
            Kind.Double => BitConverter.Int64BitsToDouble(wide),
            // Lone surrogates are written as U+FFFD: expect what Encoding.UTF8 makes of the string.
            Kind.String => Utf8RoundTrip(RandomStrings.Next(random, random.Next(random.Next(8) == 0 ? 300 : 30))),
            Kind.Bytes => RandomBytes(random),
            Kind.Nested or Kind.Group => NextFields(random, random.Next(4)),
            Kind.PackedInt32 => Enumerable.Range(0, random.Next(1, 6)).Select(_ => (int)NextLong(random)).ToArray(),
            Kind.PackedSInt64 => Enumerable.Range(0, random.Next(1, 6)).Select(_ => NextLong(random)).ToArray(),
            Kind.PackedDouble => Enumerable.Range(0, random.Next(1, 6)).Select(_ => random.NextDouble() * 1e6).ToArray(),
            Kind.PackedFixed32 => Enumerable.Range(0, random.Next(1, 6)).Select(_ => (uint)random.Next()).ToArray(),
            Kind.PackedBool => Enumerable.Range(0, random.Next(1, 6)).Select(_ => random.Next(2) == 0).ToArray(),
            _ => throw new ArgumentOutOfRangeException(nameof(kind)),
        };
    }

    private static string Utf8RoundTrip(string s) => System.Text.Encoding.UTF8.GetString(System.Text.Encoding.UTF8.GetBytes(s));

    private static long NextLong(Random random) => random.NextInt64(long.MinValue, long.MaxValue) >> random.Next(64);

    private static byte[] RandomBytes(Random random)
    {
        var bytes = new byte[random.Next(random.Next(8) == 0 ? 200 : 12)];
        random.NextBytes(bytes);
        return bytes;
    }

    private static List<Field> NextFields(Random random, int count, int depth = 0)
    {
        var fields = new List<Field>();
        for (int i = 0; i < count; i++)
        {
            var kind = (Kind)random.Next(depth < 2 ? Enum.GetValues<Kind>().Length : (int)Kind.Nested);
            if (kind is Kind.Nested or Kind.Group && depth >= 2)
                kind = Kind.Int32;
            int number = random.Next(5) == 0 ? random.Next(16, WireFormat.MaxFieldNumber) : random.Next(1, 16);
            object value = kind is Kind.Nested or Kind.Group ? NextFields(random, random.Next(4), depth + 1) : NextValue(random, kind);
            fields.Add(new Field(number, kind, value));
        }
        return fields;
    }

    private static long SizeOf(List<Field> fields)
    {
        long size = 0;
        foreach (Field f in fields)
        {
            int tag = WireFormat.SizeOfTag(f.Number);
            size += f.Kind switch
            {
                Kind.Int32 => tag + WireFormat.SizeOfInt32((int)f.Value),
                Kind.Enum => tag + WireFormat.SizeOfEnum((int)f.Value),
                Kind.Int64 => tag + WireFormat.SizeOfInt64((long)f.Value),
                Kind.UInt32 => tag + WireFormat.SizeOfUInt32((uint)f.Value),
                Kind.UInt64 => tag + WireFormat.SizeOfUInt64((ulong)f.Value),
                Kind.SInt32 => tag + WireFormat.SizeOfSInt32((int)f.Value),
                Kind.SInt64 => tag + WireFormat.SizeOfSInt64((long)f.Value),
                Kind.Bool => tag + WireFormat.BoolSize,
                Kind.Fixed32 or Kind.SFixed32 or Kind.Float => tag + WireFormat.Fixed32Size,
                Kind.Fixed64 or Kind.SFixed64 or Kind.Double => tag + WireFormat.Fixed64Size,
                Kind.String => tag + WireFormat.SizeOfString((string)f.Value),
                Kind.Bytes => tag + WireFormat.SizeOfLengthPrefixed(((byte[])f.Value).Length),
                Kind.Nested => tag + WireFormat.SizeOfLengthPrefixed(SizeOf((List<Field>)f.Value)),
                Kind.Group => 2 * tag + SizeOf((List<Field>)f.Value),
                Kind.PackedInt32 => tag + WireFormat.SizeOfLengthPrefixed(((int[])f.Value).Sum(WireFormat.SizeOfInt32)),
                Kind.PackedSInt64 => tag + WireFormat.SizeOfLengthPrefixed(((long[])f.Value).Sum(WireFormat.SizeOfSInt64)),
                Kind.PackedDouble => tag + WireFormat.SizeOfLengthPrefixed(((double[])f.Value).Length * 8),
                Kind.PackedFixed32 => tag + WireFormat.SizeOfLengthPrefixed(((uint[])f.Value).Length * 4),
                Kind.PackedBool => tag + WireFormat.SizeOfLengthPrefixed(((bool[])f.Value).Length),
                _ => throw new ArgumentOutOfRangeException(),
            };
        }
        return size;
    }

    private static void WriteFields(ref ProtoWriter w, List<Field> fields)
    {
        foreach (Field f in fields)
        {
            switch (f.Kind)
            {
                case Kind.Int32: w.WriteTag(f.Number, WireType.Varint); w.WriteInt32((int)f.Value); break;
                case Kind.Enum: w.WriteTag(f.Number, WireType.Varint); w.WriteEnum((int)f.Value); break;
                case Kind.Int64: w.WriteTag(f.Number, WireType.Varint); w.WriteInt64((long)f.Value); break;
                case Kind.UInt32: w.WriteTag(f.Number, WireType.Varint); w.WriteUInt32((uint)f.Value); break;
                case Kind.UInt64: w.WriteTag(f.Number, WireType.Varint); w.WriteUInt64((ulong)f.Value); break;
                case Kind.SInt32: w.WriteTag(f.Number, WireType.Varint); w.WriteSInt32((int)f.Value); break;
                case Kind.SInt64: w.WriteTag(f.Number, WireType.Varint); w.WriteSInt64((long)f.Value); break;
                case Kind.Bool: w.WriteTag(f.Number, WireType.Varint); w.WriteBool((bool)f.Value); break;
                case Kind.Fixed32: w.WriteTag(f.Number, WireType.Fixed32); w.WriteFixed32((uint)f.Value); break;
                case Kind.SFixed32: w.WriteTag(f.Number, WireType.Fixed32); w.WriteSFixed32((int)f.Value); break;
                case Kind.Float: w.WriteTag(f.Number, WireType.Fixed32); w.WriteFloat((float)f.Value); break;
                case Kind.Fixed64: w.WriteTag(f.Number, WireType.Fixed64); w.WriteFixed64((ulong)f.Value); break;
                case Kind.SFixed64: w.WriteTag(f.Number, WireType.Fixed64); w.WriteSFixed64((long)f.Value); break;
                case Kind.Double: w.WriteTag(f.Number, WireType.Fixed64); w.WriteDouble((double)f.Value); break;
                case Kind.String: w.WriteTag(f.Number, WireType.LengthDelimited); w.WriteString((string)f.Value); break;
                case Kind.Bytes: w.WriteTag(f.Number, WireType.LengthDelimited); w.WriteBytes((byte[])f.Value); break;
                case Kind.Nested:
                    w.WriteTag(f.Number, WireType.LengthDelimited);
                    w.WriteLength(checked((int)SizeOf((List<Field>)f.Value)));
                    WriteFields(ref w, (List<Field>)f.Value);
                    break;
                case Kind.Group:
                    w.WriteTag(f.Number, WireType.StartGroup);
                    WriteFields(ref w, (List<Field>)f.Value);
                    w.WriteTag(f.Number, WireType.EndGroup);
                    break;
                case Kind.PackedInt32: w.WritePackedInt32(f.Number, (int[])f.Value); break;
                case Kind.PackedSInt64: w.WritePackedSInt64(f.Number, (long[])f.Value); break;
                case Kind.PackedDouble: w.WritePackedDouble(f.Number, (double[])f.Value); break;
                case Kind.PackedFixed32: w.WritePackedFixed32(f.Number, (uint[])f.Value); break;
                case Kind.PackedBool: w.WritePackedBool(f.Number, (bool[])f.Value); break;
            }
        }
    }

    /// <summary>Reads the fields back, in the same shape, as text (exact bits for floats) for comparison.</summary>
    private static string ReadFields(ref ProtoReader r, List<Field> expected)
    {
        var sb = new System.Text.StringBuilder();
        foreach (Field f in expected)
        {
            uint tag = r.ReadTag();
            Assert.Equal(f.Number, r.FieldNumber);
            sb.Append(f.Number).Append(':');
            switch (f.Kind)
            {
                case Kind.Int32: sb.Append(r.ReadInt32()); break;
                case Kind.Enum: sb.Append(r.ReadEnum()); break;
                case Kind.Int64: sb.Append(r.ReadInt64()); break;
                case Kind.UInt32: sb.Append(r.ReadUInt32()); break;
                case Kind.UInt64: sb.Append(r.ReadUInt64()); break;
                case Kind.SInt32: sb.Append(r.ReadSInt32()); break;
                case Kind.SInt64: sb.Append(r.ReadSInt64()); break;
                case Kind.Bool: sb.Append(r.ReadBool()); break;
                case Kind.Fixed32: sb.Append(r.ReadFixed32()); break;
                case Kind.SFixed32: sb.Append(r.ReadSFixed32()); break;
                case Kind.Float: sb.Append(BitConverter.SingleToUInt32Bits(r.ReadFloat())); break;
                case Kind.Fixed64: sb.Append(r.ReadFixed64()); break;
                case Kind.SFixed64: sb.Append(r.ReadSFixed64()); break;
                case Kind.Double: sb.Append(BitConverter.DoubleToUInt64Bits(r.ReadDouble())); break;
                case Kind.String: sb.Append(r.ReadString()); break;
                case Kind.Bytes: sb.Append(Hex.Of(r.ReadBytesMemory().Span)); break;
                case Kind.Nested:
                    {
                        SubMessageToken token = r.BeginLengthDelimited();
                        sb.Append('{').Append(ReadFields(ref r, (List<Field>)f.Value)).Append('}');
                        Assert.Equal(0u, r.ReadTag());
                        r.EndLengthDelimited(token);
                        break;
                    }
                case Kind.Group:
                    {
                        Assert.Equal(WireType.StartGroup, r.WireType);
                        SubMessageToken token = r.BeginGroup();
                        sb.Append('{').Append(ReadFields(ref r, (List<Field>)f.Value)).Append('}');
                        Assert.Equal(0u, r.ReadTag());
                        r.EndGroup(token);
                        break;
                    }
                default:
                    {
                        SubMessageToken token = r.BeginPacked();
                        sb.Append('[');
                        while (!r.IsAtLimit)
                        {
                            sb.Append(f.Kind switch
                            {
                                Kind.PackedInt32 => r.ReadInt32().ToString(),
                                Kind.PackedSInt64 => r.ReadSInt64().ToString(),
                                Kind.PackedDouble => BitConverter.DoubleToUInt64Bits(r.ReadDouble()).ToString(),
                                Kind.PackedFixed32 => r.ReadFixed32().ToString(),
                                _ => r.ReadBool().ToString(),
                            }).Append(',');
                        }
                        r.EndLengthDelimited(token);
                        sb.Append(']');
                        break;
                    }
            }
            sb.Append(';');
        }
        return sb.ToString();
    }

    private static string Describe(List<Field> fields)
    {
        var sb = new System.Text.StringBuilder();
        foreach (Field f in fields)
        {
            sb.Append(f.Number).Append(':');
            sb.Append(f.Value switch
            {
                float v => BitConverter.SingleToUInt32Bits(v).ToString(),
                double v => BitConverter.DoubleToUInt64Bits(v).ToString(),
                byte[] v => Hex.Of(v),
                List<Field> v => "{" + Describe(v) + "}",
                int[] v => "[" + string.Concat(v.Select(x => x + ",")) + "]",
                long[] v => "[" + string.Concat(v.Select(x => x + ",")) + "]",
                uint[] v => "[" + string.Concat(v.Select(x => x + ",")) + "]",
                bool[] v => "[" + string.Concat(v.Select(x => x + ",")) + "]",
                double[] v => "[" + string.Concat(v.Select(x => BitConverter.DoubleToUInt64Bits(x) + ",")) + "]",
                _ => f.Value.ToString(),
            });
            sb.Append(';');
        }
        return sb.ToString();
    }

    [Fact]
    public void Random_messages_round_trip_through_every_output_and_input_shape()
    {
        var random = new Random(20240601);
        for (int round = 0; round < 60; round++)
        {
            List<Field> fields = NextFields(random, random.Next(1, 10));
            byte[] bytes = WriterHarness.Write((ref ProtoWriter w) => WriteFields(ref w, fields));
            Assert.Equal(SizeOf(fields), bytes.Length); // size math equals the bytes written

            string expected = Describe(fields);
            string actual = ReaderHarness.ReadEverywhere(bytes, (ref ProtoReader r) =>
            {
                string s = ReadFields(ref r, fields);
                Assert.Equal(0u, r.ReadTag());
                return s;
            }, everySplit: bytes.Length < 400);
            Assert.Equal(expected, actual);

            // Skipping everything also lands exactly on the end.
            ReaderHarness.ReadEverywhere(bytes, ReaderHarness.SkipAll, everySplit: false);
        }
    }

    [Fact]
    public void Scalars_round_trip_with_FsCheck()
    {
        // Property: any sequence of (kind, value) written through a 3-byte-span writer reads back identically from a
        // one-byte-per-segment sequence.
        FsCheck.Check.One(FsCheck.Config.QuickThrowOnFailure.WithMaxTest(300), FsCheck.Fluent.Prop.ForAll<long[]>(values =>
        {
            var output = new ChunkedBufferWriter(3);
            var w = new ProtoWriter(output);
            for (int i = 0; i < values.Length; i++)
            {
                long v = values[i];
                switch (i % 6)
                {
                    case 0: w.WriteInt32((int)v); break;
                    case 1: w.WriteSInt64(v); break;
                    case 2: w.WriteFixed64((ulong)v); break;
                    case 3: w.WriteUInt32((uint)v); break;
                    case 4: w.WriteFloat(BitConverter.Int32BitsToSingle((int)v)); break;
                    default: w.WriteInt64(v); break;
                }
            }
            w.Flush();
            var r = new ProtoReader(SegmentedSequence.Bytewise(output.WrittenBytes));
            for (int i = 0; i < values.Length; i++)
            {
                long v = values[i];
                bool ok = (i % 6) switch
                {
                    0 => r.ReadInt32() == (int)v,
                    1 => r.ReadSInt64() == v,
                    2 => r.ReadFixed64() == (ulong)v,
                    3 => r.ReadUInt32() == (uint)v,
                    4 => BitConverter.SingleToInt32Bits(r.ReadFloat()) == (int)v,
                    _ => r.ReadInt64() == v,
                };
                if (!ok)
                    return false;
            }
            return r.IsAtLimit;
        }));
    }

    [Fact]
    public void Strings_round_trip_with_FsCheck()
    {
        FsCheck.Check.One(FsCheck.Config.QuickThrowOnFailure.WithMaxTest(200), FsCheck.Fluent.Prop.ForAll<string>(s =>
        {
            s ??= "";
            string expected = System.Text.Encoding.UTF8.GetString(System.Text.Encoding.UTF8.GetBytes(s)); // lone surrogates -> U+FFFD
            var output = new ChunkedBufferWriter(2);
            var w = new ProtoWriter(output);
            w.WriteString(s);
            w.Flush();
            var r = new ProtoReader(SegmentedSequence.Bytewise(output.WrittenBytes));
            return r.ReadString() == expected && r.IsAtLimit;
        }));
    }
}
