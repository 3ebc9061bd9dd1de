using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Serialization.Collections;
using Nano.Wire;

namespace Nano.Benchmarks.Handwritten;

/// <summary>W1 response: <c>ForwardResponse { repeated ForwardPerItemResponse itemResponses = 1; int64 routeLatencyInUs = 2; int64 routeStartTimeInTicks = 3; }</c>.</summary>
internal sealed class ForwardResponseSerializer(NestedLength nestedLength) : IHandwritten<ForwardResponse>
{
    private readonly bool _measureItems = nestedLength == NestedLength.Measure;
    private int _sizeHint = RootOps.InitialSizeHint;

    public long Measure(ForwardResponse value)
    {
        ArgumentNullException.ThrowIfNull(value);
        return ForwardResponseCodec.Measure(value);
    }

    public void Serialize(IBufferWriter<byte> output, ForwardResponse value)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(value);
        var writer = RootOps.CreateWriter(output, _sizeHint);
        if (_measureItems)
            ForwardResponseCodec.WriteMeasuringItems(ref writer, value);
        else
            ForwardResponseCodec.Write(ref writer, value);
        writer.Flush();
        RootOps.RememberLength(ref _sizeHint, writer.Position);
    }

    public ForwardResponse Deserialize(ReadOnlySpan<byte> data)
    {
        var reader = new ProtoReader(data);
        try
        {
            return ForwardResponseCodec.Read(ref reader);
        }
        catch (ProtoException e) when (RootOps.Annotate(e, typeof(ForwardResponse)))
        {
            throw; // never reached: the filter names the message and lets the exception pass
        }
    }
}

/// <summary>The root message's fields.</summary>
internal static class ForwardResponseCodec
{
    private const uint ItemResponsesTag = 1 << 3 | 2;
    private const uint RouteLatencyInUsTag = 2 << 3 | 0;
    private const uint RouteStartTimeInTicksTag = 3 << 3 | 0;
    private const string ItemResponsesField = "Field 1 (ItemResponses) of Nano.Benchmarks.Workloads.CodeFirst.ForwardResponse";

    public static long Measure(ForwardResponse value)
    {
        long size = 0;
        if (value.ItemResponses is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            size += items.Length; // one tag byte each
            for (var i = 0; i < items.Length; i++)
                size += WireFormat.SizeOfLengthPrefixed(ForwardPerItemResponseCodec.Measure(items[i] ?? throw RootOps.NullElement(ItemResponsesField, i)));
        }
        var latency = value.RouteLatencyInUs;
        if (latency != 0)
            size += 1 + WireFormat.SizeOfInt64(latency);
        var startTime = value.RouteStartTimeInTicks;
        if (startTime != 0)
            size += 1 + WireFormat.SizeOfInt64(startTime);
        return size;
    }

    /// <summary>Writes the fields; each item behind a back-patched length prefix.</summary>
    public static void Write(ref ProtoWriter writer, ForwardResponse value)
    {
        if (value.ItemResponses is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            for (var i = 0; i < items.Length; i++)
            {
                var item = items[i] ?? throw RootOps.NullElement(ItemResponsesField, i);
                writer.WriteRawTag(ItemResponsesTag);
                ForwardPerItemResponseCodec.WriteBackPatched(ref writer, item);
            }
        }
        WriteScalars(ref writer, value);
    }

    /// <summary>As <see cref="Write"/>, measuring each item before writing it.</summary>
    public static void WriteMeasuringItems(ref ProtoWriter writer, ForwardResponse value)
    {
        if (value.ItemResponses is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            for (var i = 0; i < items.Length; i++)
            {
                var item = items[i] ?? throw RootOps.NullElement(ItemResponsesField, i);
                writer.WriteRawTag(ItemResponsesTag);
                ForwardPerItemResponseCodec.WriteMeasured(ref writer, item);
            }
        }
        WriteScalars(ref writer, value);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static void WriteScalars(ref ProtoWriter writer, ForwardResponse value)
    {
        var latency = value.RouteLatencyInUs;
        if (latency != 0)
        {
            writer.WriteRawTag(RouteLatencyInUsTag);
            writer.WriteInt64(latency);
        }
        var startTime = value.RouteStartTimeInTicks;
        if (startTime != 0)
        {
            writer.WriteRawTag(RouteStartTimeInTicksTag);
            writer.WriteInt64(startTime);
        }
    }

    public static ForwardResponse Read(ref ProtoReader reader)
    {
        var value = new ForwardResponse();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case ItemResponsesTag:
                    {
                        // The run of items is read here in one loop: a repeated tag costs a byte compare.
                        var items = value.ItemResponses ??= [];
                        do
                        {
                            CollectionSizing.ReserveIfFull(ref reader, items);
                            items.Add(ForwardPerItemResponseCodec.Read(ref reader));
                        }
                        while (reader.TryReadTag(ItemResponsesTag));
                        break;
                    }
                case RouteLatencyInUsTag:
                    value.RouteLatencyInUs = reader.ReadInt64();
                    break;
                case RouteStartTimeInTicksTag:
                    value.RouteStartTimeInTicks = reader.ReadInt64();
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        return value;
    }
}

/// <summary><c>ForwardPerItemResponse { float result = 1; bytes extraResult = 2; }</c>: a leaf.</summary>
internal static class ForwardPerItemResponseCodec
{
    private const uint ResultTag = 1 << 3 | 5;
    private const uint ExtraResultTag = 2 << 3 | 2;
    private const string Field = "Field 1 (Nano.Benchmarks.Workloads.CodeFirst.ForwardPerItemResponse) of Nano.Benchmarks.Workloads.CodeFirst.ForwardResponse";

    /// <summary>The payload length (without tag or prefix).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ForwardPerItemResponse value)
    {
        long size = 0;
        if (value.Result != 0) // as the emit backend: -0.0 is not written either
            size += 1 + WireFormat.Fixed32Size;
        var extra = value.ExtraResult;
        if (!extra.IsEmpty)
            size += 1 + WireFormat.SizeOfLengthPrefixed(extra.Length);
        return size;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteFields(ref ProtoWriter writer, ForwardPerItemResponse value)
    {
        var result = value.Result;
        if (result != 0)
        {
            writer.WriteRawTag(ResultTag);
            writer.WriteFloat(result);
        }
        var extra = value.ExtraResult;
        if (!extra.IsEmpty)
        {
            writer.WriteRawTag(ExtraResultTag);
            writer.WriteBytes(extra.Span);
        }
    }

    /// <summary>Prefix and payload in one pass; measured only when the writer cannot keep the prefix open.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackPatched(ref ProtoWriter writer, ForwardPerItemResponse value)
    {
        if (writer.TryOpenPrefix(out var start))
        {
            WriteFields(ref writer, value);
            if (writer.ClosePrefix(start))
                return;
        }
        WriteMeasuredCold(ref writer, value);
    }

    /// <summary>Prefix from <see cref="Measure"/>, then the payload.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteMeasured(ref ProtoWriter writer, ForwardPerItemResponse value)
    {
        RootOps.WriteNestedLength(ref writer, Measure(value), Field);
        WriteFields(ref writer, value);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WriteMeasuredCold(ref ProtoWriter writer, ForwardPerItemResponse value) => WriteMeasured(ref writer, value);

    public static ForwardPerItemResponse Read(ref ProtoReader reader)
    {
        var token = reader.BeginLengthDelimited();
        var value = new ForwardPerItemResponse();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case ResultTag:
                    value.Result = reader.ReadFloat();
                    break;
                case ExtraResultTag:
                    value.ExtraResult = reader.ReadBytesMemory();
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
