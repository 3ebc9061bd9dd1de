using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Serialization;
using Nano.Serialization.Collections;
using Nano.Wire;

namespace Nano.Benchmarks.Handwritten;

/// <summary>W2, immutable: <c>ImmutablePocoList { repeated ImmutablePoco items = 1; }</c>, built through its constructor.</summary>
internal sealed class ImmutablePocoListSerializer : IHandwritten<ImmutablePocoList>
{
    private const uint ItemsTag = 1 << 3 | 2;
    private const string ItemsField = "Field 1 (Items) of Nano.Benchmarks.Workloads.CodeFirst.ImmutablePocoList";
    private int _sizeHint = RootOps.InitialSizeHint;

    public long Measure(ImmutablePocoList value)
    {
        ArgumentNullException.ThrowIfNull(value);
        long size = 0;
        if (value.Items is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            size += items.Length; // one tag byte each
            for (var i = 0; i < items.Length; i++)
                size += WireFormat.SizeOfLengthPrefixed(ImmutablePocoCodec.Measure(items[i] ?? throw RootOps.NullElement(ItemsField, i)));
        }
        return size;
    }

    public void Serialize(IBufferWriter<byte> output, ImmutablePocoList value)
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
                ImmutablePocoCodec.WriteBackPatched(ref writer, item);
            }
        }
        writer.Flush();
        RootOps.RememberLength(ref _sizeHint, writer.Position);
    }

    public ImmutablePocoList Deserialize(ReadOnlySpan<byte> data)
    {
        var reader = new ProtoReader(data);
        try
        {
            List<ImmutablePoco>? items = null;
            uint tag;
            while ((tag = reader.ReadTag()) != 0)
            {
                if (tag == ItemsTag)
                {
                    items ??= [];
                    do
                    {
                        CollectionSizing.ReserveIfFull(ref reader, items);
                        items.Add(ImmutablePocoCodec.Read(ref reader));
                    }
                    while (reader.TryReadTag(ItemsTag));
                }
                else
                {
                    reader.SkipField();
                }
            }
            return new ImmutablePocoList(items ?? []); // an absent repeated field is an empty list, not null
        }
        catch (ProtoException e) when (RootOps.Annotate(e, typeof(ImmutablePocoList)))
        {
            throw; // never reached: the filter names the message and lets the exception pass
        }
    }
}

/// <summary>
/// <c>ImmutablePoco</c>: the same fields as <see cref="PocoCodec"/>'s, read into locals and given to the constructor
/// (an absent string as <c>""</c>, as Nano fills a non-nullable constructor parameter).
/// </summary>
internal static class ImmutablePocoCodec
{
    private const uint StringPropTag = 1 << 3 | 2;
    private const uint IntPropTag = 2 << 3 | 0;
    private const uint GuidPropTag = 3 << 3 | 2;
    private const uint DatePropTag = 4 << 3 | 2;
    private const string Field = "Field 1 (Nano.Benchmarks.Workloads.CodeFirst.ImmutablePoco) of Nano.Benchmarks.Workloads.CodeFirst.ImmutablePocoList";

    /// <summary>The payload length (without tag or prefix).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ImmutablePoco value)
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
    public static void WriteFields(ref ProtoWriter writer, ImmutablePoco value)
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
    public static void WriteBackPatched(ref ProtoWriter writer, ImmutablePoco value)
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
    private static void WriteMeasured(ref ProtoWriter writer, ImmutablePoco value)
    {
        RootOps.WriteNestedLength(ref writer, Measure(value), Field);
        WriteFields(ref writer, value);
    }

    public static ImmutablePoco Read(ref ProtoReader reader)
    {
        var token = reader.BeginLengthDelimited();
        string? stringProp = null;
        var intProp = 0;
        var guidProp = Guid.Empty;
        var dateProp = RootOps.UtcZero;
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case StringPropTag:
                    stringProp = reader.ReadString();
                    break;
                case IntPropTag:
                    intProp = reader.ReadInt32();
                    break;
                case GuidPropTag:
                    guidProp = WellKnownTypes.ReadGuid(ref reader);
                    break;
                case DatePropTag:
                    dateProp = WellKnownTypes.ReadTimestamp(ref reader, dateProp);
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        reader.EndLengthDelimited(token);
        return new ImmutablePoco(stringProp ?? "", intProp, guidProp, dateProp);
    }
}
