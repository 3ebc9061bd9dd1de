// Written field by field as a source generator would emit it from the [ProtoMember] attributes of
// tests/Nano.Interop/Nano/BenchmarkTypes.cs (benchmarks.proto3): fields in field-number order (the order Nano writes),
// presence tests inline (proto3 implicit presence: zero, empty and false are not written), raw tags precomputed.
using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano.Interop.Nano.Benchmarks.Proto3;
using Nano.Serialization.Collections;
using Nano.Wire;

namespace Nano.Benchmarks.Handwritten;

/// <summary>W3: <c>benchmarks.proto3.GoogleMessage1</c> (41 fields, one nested <c>GoogleMessage1SubMessage</c>).</summary>
internal sealed class GoogleMessage1Serializer : IHandwritten<GoogleMessage1>
{
    private int _sizeHint = RootOps.InitialSizeHint;

    public long Measure(GoogleMessage1 value)
    {
        ArgumentNullException.ThrowIfNull(value);
        return GoogleMessage1Codec.Measure(value);
    }

    public void Serialize(IBufferWriter<byte> output, GoogleMessage1 value)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(value);
        var writer = RootOps.CreateWriter(output, _sizeHint);
        GoogleMessage1Codec.Write(ref writer, value);
        writer.Flush();
        RootOps.RememberLength(ref _sizeHint, writer.Position);
    }

    public GoogleMessage1 Deserialize(ReadOnlySpan<byte> data)
    {
        var reader = new ProtoReader(data);
        try
        {
            return GoogleMessage1Codec.Read(ref reader);
        }
        catch (ProtoException e) when (RootOps.Annotate(e, typeof(GoogleMessage1)))
        {
            throw; // never reached: the filter names the message and lets the exception pass
        }
    }
}

/// <summary>The root message's fields.</summary>
internal static class GoogleMessage1Codec
{
    private const uint Tag1 = 1 << 3 | 2;
    private const uint Tag2 = 2 << 3 | 0;
    private const uint Tag3 = 3 << 3 | 0;
    private const uint Tag4 = 4 << 3 | 2;
    private const uint Tag5 = 5 << 3 | 2;
    private const uint Tag5Unpacked = 5 << 3 | 1;
    private const uint Tag6 = 6 << 3 | 0;
    private const uint Tag7 = 7 << 3 | 2;
    private const uint Tag9 = 9 << 3 | 2;
    private const uint Tag12 = 12 << 3 | 0;
    private const uint Tag13 = 13 << 3 | 0;
    private const uint Tag14 = 14 << 3 | 0;
    private const uint Tag15 = 15 << 3 | 2;
    private const uint Tag16 = 16 << 3 | 0;
    private const uint Tag17 = 17 << 3 | 0;
    private const uint Tag18 = 18 << 3 | 2;
    private const uint Tag22 = 22 << 3 | 0;
    private const uint Tag23 = 23 << 3 | 0;
    private const uint Tag24 = 24 << 3 | 0;
    private const uint Tag25 = 25 << 3 | 0;
    private const uint Tag29 = 29 << 3 | 0;
    private const uint Tag30 = 30 << 3 | 0;
    private const uint Tag59 = 59 << 3 | 0;
    private const uint Tag60 = 60 << 3 | 0;
    private const uint Tag67 = 67 << 3 | 0;
    private const uint Tag68 = 68 << 3 | 0;
    private const uint Tag78 = 78 << 3 | 0;
    private const uint Tag80 = 80 << 3 | 0;
    private const uint Tag81 = 81 << 3 | 0;
    private const uint Tag100 = 100 << 3 | 0;
    private const uint Tag101 = 101 << 3 | 0;
    private const uint Tag102 = 102 << 3 | 2;
    private const uint Tag103 = 103 << 3 | 2;
    private const uint Tag104 = 104 << 3 | 0;
    private const uint Tag128 = 128 << 3 | 0;
    private const uint Tag129 = 129 << 3 | 2;
    private const uint Tag130 = 130 << 3 | 0;
    private const uint Tag131 = 131 << 3 | 0;
    private const uint Tag150 = 150 << 3 | 0;
    private const uint Tag271 = 271 << 3 | 0;
    private const uint Tag272 = 272 << 3 | 0;
    private const uint Tag280 = 280 << 3 | 0;
    private const string Field5 = "Field 5 (Field5) of Nano.Interop.Nano.Benchmarks.Proto3.GoogleMessage1";

    public static long Measure(GoogleMessage1 value)
    {
        long size = 0;
        if (!string.IsNullOrEmpty(value.Field1))
            size += 1 + WireFormat.SizeOfString(value.Field1);
        if (value.Field2 != 0)
            size += 1 + WireFormat.SizeOfInt32(value.Field2);
        if (value.Field3 != 0)
            size += 1 + WireFormat.SizeOfInt32(value.Field3);
        if (!string.IsNullOrEmpty(value.Field4))
            size += 1 + WireFormat.SizeOfString(value.Field4);
        if (value.Field5 is { Count: > 0 } field5)
            size += 1 + WireFormat.SizeOfLengthPrefixed((long)field5.Count * WireFormat.Fixed64Size);
        if (value.Field6 != 0)
            size += 1 + WireFormat.SizeOfInt32(value.Field6);
        if (!string.IsNullOrEmpty(value.Field7))
            size += 1 + WireFormat.SizeOfString(value.Field7);
        if (!string.IsNullOrEmpty(value.Field9))
            size += 1 + WireFormat.SizeOfString(value.Field9);
        if (value.Field12)
            size += 2;
        if (value.Field13)
            size += 2;
        if (value.Field14)
            size += 2;
        if (value.Field15 is { } field15)
            size += 1 + WireFormat.SizeOfLengthPrefixed(GoogleMessage1SubMessageCodec.Measure(field15));
        if (value.Field16 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field16);
        if (value.Field17)
            size += 3;
        if (!string.IsNullOrEmpty(value.Field18))
            size += 2 + WireFormat.SizeOfString(value.Field18);
        if (value.Field22 != 0)
            size += 2 + WireFormat.SizeOfInt64(value.Field22);
        if (value.Field23 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field23);
        if (value.Field24)
            size += 3;
        if (value.Field25 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field25);
        if (value.Field29 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field29);
        if (value.Field30)
            size += 3;
        if (value.Field59)
            size += 3;
        if (value.Field60 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field60);
        if (value.Field67 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field67);
        if (value.Field68 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field68);
        if (value.Field78)
            size += 3;
        if (value.Field80)
            size += 3;
        if (value.Field81)
            size += 3;
        if (value.Field100 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field100);
        if (value.Field101 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field101);
        if (!string.IsNullOrEmpty(value.Field102))
            size += 2 + WireFormat.SizeOfString(value.Field102);
        if (!string.IsNullOrEmpty(value.Field103))
            size += 2 + WireFormat.SizeOfString(value.Field103);
        if (value.Field104 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field104);
        if (value.Field128 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field128);
        if (!string.IsNullOrEmpty(value.Field129))
            size += 2 + WireFormat.SizeOfString(value.Field129);
        if (value.Field130 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field130);
        if (value.Field131 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field131);
        if (value.Field150 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field150);
        if (value.Field271 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field271);
        if (value.Field272 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field272);
        if (value.Field280 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field280);
        return size;
    }

    public static void Write(ref ProtoWriter writer, GoogleMessage1 value)
    {
        var field1 = value.Field1;
        if (!string.IsNullOrEmpty(field1))
        {
            writer.WriteRawTag(Tag1);
            writer.WriteString(field1);
        }
        var field2 = value.Field2;
        if (field2 != 0)
        {
            writer.WriteRawTag(Tag2);
            writer.WriteInt32(field2);
        }
        var field3 = value.Field3;
        if (field3 != 0)
        {
            writer.WriteRawTag(Tag3);
            writer.WriteInt32(field3);
        }
        var field4 = value.Field4;
        if (!string.IsNullOrEmpty(field4))
        {
            writer.WriteRawTag(Tag4);
            writer.WriteString(field4);
        }
        if (value.Field5 is { Count: > 0 } field5)
        {
            var values = CollectionsMarshal.AsSpan(field5);
            writer.WriteRawTag(Tag5);
            RootOps.WriteNestedLength(ref writer, (long)values.Length * WireFormat.Fixed64Size, Field5);
            foreach (var item in values)
                writer.WriteFixed64(item);
        }
        var field6 = value.Field6;
        if (field6 != 0)
        {
            writer.WriteRawTag(Tag6);
            writer.WriteInt32(field6);
        }
        var field7 = value.Field7;
        if (!string.IsNullOrEmpty(field7))
        {
            writer.WriteRawTag(Tag7);
            writer.WriteString(field7);
        }
        var field9 = value.Field9;
        if (!string.IsNullOrEmpty(field9))
        {
            writer.WriteRawTag(Tag9);
            writer.WriteString(field9);
        }
        if (value.Field12)
        {
            writer.WriteRawTag(Tag12);
            writer.WriteBool(true);
        }
        if (value.Field13)
        {
            writer.WriteRawTag(Tag13);
            writer.WriteBool(true);
        }
        if (value.Field14)
        {
            writer.WriteRawTag(Tag14);
            writer.WriteBool(true);
        }
        if (value.Field15 is { } field15)
        {
            writer.WriteRawTag(Tag15);
            GoogleMessage1SubMessageCodec.WriteBackPatched(ref writer, field15);
        }
        var field16 = value.Field16;
        if (field16 != 0)
        {
            writer.WriteRawTag(Tag16);
            writer.WriteInt32(field16);
        }
        if (value.Field17)
        {
            writer.WriteRawTag(Tag17);
            writer.WriteBool(true);
        }
        var field18 = value.Field18;
        if (!string.IsNullOrEmpty(field18))
        {
            writer.WriteRawTag(Tag18);
            writer.WriteString(field18);
        }
        var field22 = value.Field22;
        if (field22 != 0)
        {
            writer.WriteRawTag(Tag22);
            writer.WriteInt64(field22);
        }
        var field23 = value.Field23;
        if (field23 != 0)
        {
            writer.WriteRawTag(Tag23);
            writer.WriteInt32(field23);
        }
        if (value.Field24)
        {
            writer.WriteRawTag(Tag24);
            writer.WriteBool(true);
        }
        var field25 = value.Field25;
        if (field25 != 0)
        {
            writer.WriteRawTag(Tag25);
            writer.WriteInt32(field25);
        }
        var field29 = value.Field29;
        if (field29 != 0)
        {
            writer.WriteRawTag(Tag29);
            writer.WriteInt32(field29);
        }
        if (value.Field30)
        {
            writer.WriteRawTag(Tag30);
            writer.WriteBool(true);
        }
        if (value.Field59)
        {
            writer.WriteRawTag(Tag59);
            writer.WriteBool(true);
        }
        var field60 = value.Field60;
        if (field60 != 0)
        {
            writer.WriteRawTag(Tag60);
            writer.WriteInt32(field60);
        }
        var field67 = value.Field67;
        if (field67 != 0)
        {
            writer.WriteRawTag(Tag67);
            writer.WriteInt32(field67);
        }
        var field68 = value.Field68;
        if (field68 != 0)
        {
            writer.WriteRawTag(Tag68);
            writer.WriteInt32(field68);
        }
        if (value.Field78)
        {
            writer.WriteRawTag(Tag78);
            writer.WriteBool(true);
        }
        if (value.Field80)
        {
            writer.WriteRawTag(Tag80);
            writer.WriteBool(true);
        }
        if (value.Field81)
        {
            writer.WriteRawTag(Tag81);
            writer.WriteBool(true);
        }
        var field100 = value.Field100;
        if (field100 != 0)
        {
            writer.WriteRawTag(Tag100);
            writer.WriteInt32(field100);
        }
        var field101 = value.Field101;
        if (field101 != 0)
        {
            writer.WriteRawTag(Tag101);
            writer.WriteInt32(field101);
        }
        var field102 = value.Field102;
        if (!string.IsNullOrEmpty(field102))
        {
            writer.WriteRawTag(Tag102);
            writer.WriteString(field102);
        }
        var field103 = value.Field103;
        if (!string.IsNullOrEmpty(field103))
        {
            writer.WriteRawTag(Tag103);
            writer.WriteString(field103);
        }
        var field104 = value.Field104;
        if (field104 != 0)
        {
            writer.WriteRawTag(Tag104);
            writer.WriteInt32(field104);
        }
        var field128 = value.Field128;
        if (field128 != 0)
        {
            writer.WriteRawTag(Tag128);
            writer.WriteInt32(field128);
        }
        var field129 = value.Field129;
        if (!string.IsNullOrEmpty(field129))
        {
            writer.WriteRawTag(Tag129);
            writer.WriteString(field129);
        }
        var field130 = value.Field130;
        if (field130 != 0)
        {
            writer.WriteRawTag(Tag130);
            writer.WriteInt32(field130);
        }
        var field131 = value.Field131;
        if (field131 != 0)
        {
            writer.WriteRawTag(Tag131);
            writer.WriteInt32(field131);
        }
        var field150 = value.Field150;
        if (field150 != 0)
        {
            writer.WriteRawTag(Tag150);
            writer.WriteInt32(field150);
        }
        var field271 = value.Field271;
        if (field271 != 0)
        {
            writer.WriteRawTag(Tag271);
            writer.WriteInt32(field271);
        }
        var field272 = value.Field272;
        if (field272 != 0)
        {
            writer.WriteRawTag(Tag272);
            writer.WriteInt32(field272);
        }
        var field280 = value.Field280;
        if (field280 != 0)
        {
            writer.WriteRawTag(Tag280);
            writer.WriteInt32(field280);
        }
    }

    public static GoogleMessage1 Read(ref ProtoReader reader)
    {
        var value = new GoogleMessage1();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case Tag1:
                    value.Field1 = reader.ReadString();
                    break;
                case Tag2:
                    value.Field2 = reader.ReadInt32();
                    break;
                case Tag3:
                    value.Field3 = reader.ReadInt32();
                    break;
                case Tag4:
                    value.Field4 = reader.ReadString();
                    break;
                case Tag5:
                    {
                        var list = value.Field5 ??= [];
                        var packed = reader.BeginPacked();
                        CollectionSizing.Reserve(list, (int)(reader.Remaining / WireFormat.Fixed64Size));
                        while (!reader.IsAtLimit)
                            list.Add(reader.ReadFixed64());
                        reader.EndLengthDelimited(packed);
                        break;
                    }
                case Tag5Unpacked:
                    (value.Field5 ??= []).Add(reader.ReadFixed64());
                    break;
                case Tag6:
                    value.Field6 = reader.ReadInt32();
                    break;
                case Tag7:
                    value.Field7 = reader.ReadString();
                    break;
                case Tag9:
                    value.Field9 = reader.ReadString();
                    break;
                case Tag12:
                    value.Field12 = reader.ReadBool();
                    break;
                case Tag13:
                    value.Field13 = reader.ReadBool();
                    break;
                case Tag14:
                    value.Field14 = reader.ReadBool();
                    break;
                case Tag15:
                    value.Field15 = GoogleMessage1SubMessageCodec.Read(ref reader, value.Field15);
                    break;
                case Tag16:
                    value.Field16 = reader.ReadInt32();
                    break;
                case Tag17:
                    value.Field17 = reader.ReadBool();
                    break;
                case Tag18:
                    value.Field18 = reader.ReadString();
                    break;
                case Tag22:
                    value.Field22 = reader.ReadInt64();
                    break;
                case Tag23:
                    value.Field23 = reader.ReadInt32();
                    break;
                case Tag24:
                    value.Field24 = reader.ReadBool();
                    break;
                case Tag25:
                    value.Field25 = reader.ReadInt32();
                    break;
                case Tag29:
                    value.Field29 = reader.ReadInt32();
                    break;
                case Tag30:
                    value.Field30 = reader.ReadBool();
                    break;
                case Tag59:
                    value.Field59 = reader.ReadBool();
                    break;
                case Tag60:
                    value.Field60 = reader.ReadInt32();
                    break;
                case Tag67:
                    value.Field67 = reader.ReadInt32();
                    break;
                case Tag68:
                    value.Field68 = reader.ReadInt32();
                    break;
                case Tag78:
                    value.Field78 = reader.ReadBool();
                    break;
                case Tag80:
                    value.Field80 = reader.ReadBool();
                    break;
                case Tag81:
                    value.Field81 = reader.ReadBool();
                    break;
                case Tag100:
                    value.Field100 = reader.ReadInt32();
                    break;
                case Tag101:
                    value.Field101 = reader.ReadInt32();
                    break;
                case Tag102:
                    value.Field102 = reader.ReadString();
                    break;
                case Tag103:
                    value.Field103 = reader.ReadString();
                    break;
                case Tag104:
                    value.Field104 = reader.ReadInt32();
                    break;
                case Tag128:
                    value.Field128 = reader.ReadInt32();
                    break;
                case Tag129:
                    value.Field129 = reader.ReadString();
                    break;
                case Tag130:
                    value.Field130 = reader.ReadInt32();
                    break;
                case Tag131:
                    value.Field131 = reader.ReadInt32();
                    break;
                case Tag150:
                    value.Field150 = reader.ReadInt32();
                    break;
                case Tag271:
                    value.Field271 = reader.ReadInt32();
                    break;
                case Tag272:
                    value.Field272 = reader.ReadInt32();
                    break;
                case Tag280:
                    value.Field280 = reader.ReadInt32();
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        return value;
    }
}

/// <summary><c>GoogleMessage1SubMessage</c>: a leaf, so its code is called directly and never counts against the depth limit.</summary>
internal static class GoogleMessage1SubMessageCodec
{
    private const uint Tag1 = 1 << 3 | 0;
    private const uint Tag2 = 2 << 3 | 0;
    private const uint Tag3 = 3 << 3 | 0;
    private const uint Tag12 = 12 << 3 | 0;
    private const uint Tag13 = 13 << 3 | 0;
    private const uint Tag14 = 14 << 3 | 0;
    private const uint Tag15 = 15 << 3 | 2;
    private const uint Tag16 = 16 << 3 | 0;
    private const uint Tag19 = 19 << 3 | 0;
    private const uint Tag20 = 20 << 3 | 0;
    private const uint Tag21 = 21 << 3 | 1;
    private const uint Tag22 = 22 << 3 | 0;
    private const uint Tag23 = 23 << 3 | 0;
    private const uint Tag28 = 28 << 3 | 0;
    private const uint Tag203 = 203 << 3 | 5;
    private const uint Tag204 = 204 << 3 | 0;
    private const uint Tag205 = 205 << 3 | 2;
    private const uint Tag206 = 206 << 3 | 0;
    private const uint Tag207 = 207 << 3 | 0;
    private const uint Tag300 = 300 << 3 | 0;
    private const string Field = "Field 15 (Nano.Interop.Nano.Benchmarks.Proto3.GoogleMessage1SubMessage) of Nano.Interop.Nano.Benchmarks.Proto3.GoogleMessage1";

    /// <summary>The payload length (without tag or prefix).</summary>
    public static long Measure(GoogleMessage1SubMessage value)
    {
        long size = 0;
        if (value.Field1 != 0)
            size += 1 + WireFormat.SizeOfInt32(value.Field1);
        if (value.Field2 != 0)
            size += 1 + WireFormat.SizeOfInt32(value.Field2);
        if (value.Field3 != 0)
            size += 1 + WireFormat.SizeOfInt32(value.Field3);
        if (value.Field12)
            size += 2;
        if (value.Field13 != 0)
            size += 1 + WireFormat.SizeOfInt64(value.Field13);
        if (value.Field14 != 0)
            size += 1 + WireFormat.SizeOfInt64(value.Field14);
        if (!string.IsNullOrEmpty(value.Field15))
            size += 1 + WireFormat.SizeOfString(value.Field15);
        if (value.Field16 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field16);
        if (value.Field19 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field19);
        if (value.Field20)
            size += 3;
        if (value.Field21 != 0)
            size += 10;
        if (value.Field22 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field22);
        if (value.Field23)
            size += 3;
        if (value.Field28)
            size += 3;
        if (value.Field203 != 0)
            size += 6;
        if (value.Field204 != 0)
            size += 2 + WireFormat.SizeOfInt32(value.Field204);
        if (!string.IsNullOrEmpty(value.Field205))
            size += 2 + WireFormat.SizeOfString(value.Field205);
        if (value.Field206)
            size += 3;
        if (value.Field207 != 0)
            size += 2 + WireFormat.SizeOfUInt64(value.Field207);
        if (value.Field300 != 0)
            size += 2 + WireFormat.SizeOfUInt64(value.Field300);
        return size;
    }

    public static void WriteFields(ref ProtoWriter writer, GoogleMessage1SubMessage value)
    {
        var field1 = value.Field1;
        if (field1 != 0)
        {
            writer.WriteRawTag(Tag1);
            writer.WriteInt32(field1);
        }
        var field2 = value.Field2;
        if (field2 != 0)
        {
            writer.WriteRawTag(Tag2);
            writer.WriteInt32(field2);
        }
        var field3 = value.Field3;
        if (field3 != 0)
        {
            writer.WriteRawTag(Tag3);
            writer.WriteInt32(field3);
        }
        if (value.Field12)
        {
            writer.WriteRawTag(Tag12);
            writer.WriteBool(true);
        }
        var field13 = value.Field13;
        if (field13 != 0)
        {
            writer.WriteRawTag(Tag13);
            writer.WriteInt64(field13);
        }
        var field14 = value.Field14;
        if (field14 != 0)
        {
            writer.WriteRawTag(Tag14);
            writer.WriteInt64(field14);
        }
        var field15 = value.Field15;
        if (!string.IsNullOrEmpty(field15))
        {
            writer.WriteRawTag(Tag15);
            writer.WriteString(field15);
        }
        var field16 = value.Field16;
        if (field16 != 0)
        {
            writer.WriteRawTag(Tag16);
            writer.WriteInt32(field16);
        }
        var field19 = value.Field19;
        if (field19 != 0)
        {
            writer.WriteRawTag(Tag19);
            writer.WriteInt32(field19);
        }
        if (value.Field20)
        {
            writer.WriteRawTag(Tag20);
            writer.WriteBool(true);
        }
        var field21 = value.Field21;
        if (field21 != 0)
        {
            writer.WriteRawTag(Tag21);
            writer.WriteFixed64(field21);
        }
        var field22 = value.Field22;
        if (field22 != 0)
        {
            writer.WriteRawTag(Tag22);
            writer.WriteInt32(field22);
        }
        if (value.Field23)
        {
            writer.WriteRawTag(Tag23);
            writer.WriteBool(true);
        }
        if (value.Field28)
        {
            writer.WriteRawTag(Tag28);
            writer.WriteBool(true);
        }
        var field203 = value.Field203;
        if (field203 != 0)
        {
            writer.WriteRawTag(Tag203);
            writer.WriteFixed32(field203);
        }
        var field204 = value.Field204;
        if (field204 != 0)
        {
            writer.WriteRawTag(Tag204);
            writer.WriteInt32(field204);
        }
        var field205 = value.Field205;
        if (!string.IsNullOrEmpty(field205))
        {
            writer.WriteRawTag(Tag205);
            writer.WriteString(field205);
        }
        if (value.Field206)
        {
            writer.WriteRawTag(Tag206);
            writer.WriteBool(true);
        }
        var field207 = value.Field207;
        if (field207 != 0)
        {
            writer.WriteRawTag(Tag207);
            writer.WriteUInt64(field207);
        }
        var field300 = value.Field300;
        if (field300 != 0)
        {
            writer.WriteRawTag(Tag300);
            writer.WriteUInt64(field300);
        }
    }

    /// <summary>Prefix and payload in one pass; measured only when the writer cannot keep the prefix open.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackPatched(ref ProtoWriter writer, GoogleMessage1SubMessage value)
    {
        if (writer.TryOpenPrefix(out var start))
        {
            WriteFields(ref writer, value);
            if (writer.ClosePrefix(start))
                return;
        }
        WriteMeasured(ref writer, value);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WriteMeasured(ref ProtoWriter writer, GoogleMessage1SubMessage value)
    {
        RootOps.WriteNestedLength(ref writer, Measure(value), Field);
        WriteFields(ref writer, value);
    }

    /// <summary>Reads one occurrence, merging into <paramref name="existing"/> (a repeated occurrence of a message
    /// field merges, as protobuf requires), or into a new instance.</summary>
    public static GoogleMessage1SubMessage Read(ref ProtoReader reader, GoogleMessage1SubMessage? existing)
    {
        var token = reader.BeginLengthDelimited();
        var value = existing ?? new GoogleMessage1SubMessage();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case Tag1:
                    value.Field1 = reader.ReadInt32();
                    break;
                case Tag2:
                    value.Field2 = reader.ReadInt32();
                    break;
                case Tag3:
                    value.Field3 = reader.ReadInt32();
                    break;
                case Tag12:
                    value.Field12 = reader.ReadBool();
                    break;
                case Tag13:
                    value.Field13 = reader.ReadInt64();
                    break;
                case Tag14:
                    value.Field14 = reader.ReadInt64();
                    break;
                case Tag15:
                    value.Field15 = reader.ReadString();
                    break;
                case Tag16:
                    value.Field16 = reader.ReadInt32();
                    break;
                case Tag19:
                    value.Field19 = reader.ReadInt32();
                    break;
                case Tag20:
                    value.Field20 = reader.ReadBool();
                    break;
                case Tag21:
                    value.Field21 = reader.ReadFixed64();
                    break;
                case Tag22:
                    value.Field22 = reader.ReadInt32();
                    break;
                case Tag23:
                    value.Field23 = reader.ReadBool();
                    break;
                case Tag28:
                    value.Field28 = reader.ReadBool();
                    break;
                case Tag203:
                    value.Field203 = reader.ReadFixed32();
                    break;
                case Tag204:
                    value.Field204 = reader.ReadInt32();
                    break;
                case Tag205:
                    value.Field205 = reader.ReadString();
                    break;
                case Tag206:
                    value.Field206 = reader.ReadBool();
                    break;
                case Tag207:
                    value.Field207 = reader.ReadUInt64();
                    break;
                case Tag300:
                    value.Field300 = reader.ReadUInt64();
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        reader.EndLengthDelimited(token);
        return value;
    }
}
