using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Serialization;
using Nano.Serialization.Collections;
using Nano.Wire;

namespace Nano.Benchmarks.Handwritten;

/// <summary>W2, mutable: <c>PocoList { repeated Poco items = 1; }</c>.</summary>
internal sealed class PocoListSerializer : IHandwritten<PocoList>
{
    private const uint ItemsTag = 1 << 3 | 2;
    private const string ItemsField = "Field 1 (Items) of Nano.Benchmarks.Workloads.CodeFirst.PocoList";
    private int _sizeHint = RootOps.InitialSizeHint;

    public long Measure(PocoList value)
    {
        ArgumentNullException.ThrowIfNull(value);
        long size = 0;
        if (value.Items is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            size += items.Length; // one tag byte each
            for (var i = 0; i < items.Length; i++)
                size += WireFormat.SizeOfLengthPrefixed(PocoCodec.Measure(items[i] ?? throw RootOps.NullElement(ItemsField, i)));
        }
        return size;
    }

    public void Serialize(IBufferWriter<byte> output, PocoList value)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(value);
        var writer = RootOps.CreateWriter(output, _sizeHint);
        if (value.Items is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            for (var i = 0; i < items.Length; i++)
            {
                var item = items[i] ?? throw RootOps.NullElement(ItemsField, i);
                writer.WriteRawTag(ItemsTag);
                PocoCodec.WriteBackPatched(ref writer, item);
            }
        }
        writer.Flush();
        RootOps.RememberLength(ref _sizeHint, writer.Position);
    }

    public PocoList Deserialize(ReadOnlySpan<byte> data)
    {
        var reader = new ProtoReader(data);
        try
        {
            var value = new PocoList();
            uint tag;
            while ((tag = reader.ReadTag()) != 0)
            {
                if (tag == ItemsTag)
                {
                    var items = value.Items ??= [];
                    do
                    {
                        CollectionSizing.ReserveIfFull(ref reader, items);
                        items.Add(PocoCodec.Read(ref reader));
                    }
                    while (reader.TryReadTag(ItemsTag));
                }
                else
                {
                    reader.SkipField();
                }
            }
            return value;
        }
        catch (ProtoException e) when (RootOps.Annotate(e, typeof(PocoList)))
        {
            throw; // never reached: the filter names the message and lets the exception pass
        }
    }
}

/// <summary>
/// <c>Poco { string stringProp = 1; int32 intProp = 2; bytes guidProp = 3; google.protobuf.Timestamp dateProp = 4; }</c>:
/// a leaf. The Guid and Timestamp encodings are Nano's shared helpers (WellKnownTypes), as a generator would call them.
/// </summary>
internal static class PocoCodec
{
    private const uint StringPropTag = 1 << 3 | 2;
    private const uint IntPropTag = 2 << 3 | 0;
    private const uint GuidPropTag = 3 << 3 | 2;
    private const uint DatePropTag = 4 << 3 | 2;
    private const string Field = "Field 1 (Nano.Benchmarks.Workloads.CodeFirst.Poco) of Nano.Benchmarks.Workloads.CodeFirst.PocoList";

    /// <summary>The payload length (without tag or prefix).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(Poco value)
    {
        long size = 0;
        var stringProp = value.StringProp;
        if (!string.IsNullOrEmpty(stringProp))
            size += 1 + WireFormat.SizeOfString(stringProp);
        var intProp = value.IntProp;
        if (intProp != 0)
            size += 1 + WireFormat.SizeOfInt32(intProp);
        if (value.GuidProp != Guid.Empty)
            size += 1 + WellKnownTypes.GuidSize;
        var dateProp = value.DateProp;
        if (dateProp.Ticks != 0)
            size += 1 + WireFormat.SizeOfLengthPrefixed(WellKnownTypes.SizeOfTimestamp(dateProp));
        return size;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteFields(ref ProtoWriter writer, Poco value)
    {
        var stringProp = value.StringProp;
        if (!string.IsNullOrEmpty(stringProp))
        {
            writer.WriteRawTag(StringPropTag);
            writer.WriteString(stringProp);
        }
        var intProp = value.IntProp;
        if (intProp != 0)
        {
            writer.WriteRawTag(IntPropTag);
            writer.WriteInt32(intProp);
        }
        var guidProp = value.GuidProp;
        if (guidProp != Guid.Empty)
        {
            writer.WriteRawTag(GuidPropTag);
            WellKnownTypes.WriteGuid(ref writer, guidProp);
        }
        var dateProp = value.DateProp;
        if (dateProp.Ticks != 0)
        {
            writer.WriteRawTag(DatePropTag);
            WellKnownTypes.WriteTimestamp(ref writer, dateProp);
        }
    }

    /// <summary>Prefix and payload in one pass; measured only when the writer cannot keep the prefix open.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackPatched(ref ProtoWriter writer, Poco value)
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
    private static void WriteMeasured(ref ProtoWriter writer, Poco value)
    {
        RootOps.WriteNestedLength(ref writer, Measure(value), Field);
        WriteFields(ref writer, value);
    }

    public static Poco Read(ref ProtoReader reader)
    {
        var token = reader.BeginLengthDelimited();
        var value = new Poco { DateProp = RootOps.UtcZero };
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case StringPropTag:
                    value.StringProp = reader.ReadString();
                    break;
                case IntPropTag:
                    value.IntProp = reader.ReadInt32();
                    break;
                case GuidPropTag:
                    value.GuidProp = WellKnownTypes.ReadGuid(ref reader);
                    break;
                case DatePropTag:
                    value.DateProp = WellKnownTypes.ReadTimestamp(ref reader, value.DateProp);
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
