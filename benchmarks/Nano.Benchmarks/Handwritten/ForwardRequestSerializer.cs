using System.Buffers;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Serialization.Collections;
using Nano.Wire;

namespace Nano.Benchmarks.Handwritten;

/// <summary>W1 request: <c>ForwardRequest { string traceId = 1; repeated ForwardPerItemRequest itemRequests = 2; bytes requestContextInfo = 3; }</c>.</summary>
internal sealed class ForwardRequestSerializer(NestedLength nestedLength) : IHandwritten<ForwardRequest>
{
    private readonly bool _measureItems = nestedLength == NestedLength.Measure;
    private int _sizeHint = RootOps.InitialSizeHint;

    public long Measure(ForwardRequest value)
    {
        ArgumentNullException.ThrowIfNull(value);
        return ForwardRequestCodec.Measure(value);
    }

    public void Serialize(IBufferWriter<byte> output, ForwardRequest value)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(value);
        var writer = RootOps.CreateWriter(output, _sizeHint);
        if (_measureItems)
            ForwardRequestCodec.WriteMeasuringItems(ref writer, value);
        else
            ForwardRequestCodec.Write(ref writer, value);
        writer.Flush();
        RootOps.RememberLength(ref _sizeHint, writer.Position);
    }

    public ForwardRequest Deserialize(ReadOnlySpan<byte> data)
    {
        var reader = new ProtoReader(data);
        try
        {
            return ForwardRequestCodec.Read(ref reader);
        }
        catch (ProtoException e) when (RootOps.Annotate(e, typeof(ForwardRequest)))
        {
            throw; // never reached: the filter names the message and lets the exception pass
        }
    }
}

/// <summary>The root message's fields.</summary>
internal static class ForwardRequestCodec
{
    private const uint TraceIdTag = 1 << 3 | 2;
    private const uint ItemRequestsTag = 2 << 3 | 2;
    private const uint RequestContextInfoTag = 3 << 3 | 2;
    private const string ItemRequestsField = "Field 2 (ItemRequests) of Nano.Benchmarks.Workloads.CodeFirst.ForwardRequest";

    public static long Measure(ForwardRequest value)
    {
        long size = 0;
        var traceId = value.TraceId;
        if (!string.IsNullOrEmpty(traceId))
            size += 1 + WireFormat.SizeOfString(traceId);
        if (value.ItemRequests is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            size += items.Length; // one tag byte each
            for (var i = 0; i < items.Length; i++)
                size += WireFormat.SizeOfLengthPrefixed(ForwardPerItemRequestCodec.Measure(items[i] ?? throw RootOps.NullElement(ItemRequestsField, i)));
        }
        var info = value.RequestContextInfo;
        if (!info.IsEmpty)
            size += 1 + WireFormat.SizeOfLengthPrefixed(info.Length);
        return size;
    }

    /// <summary>Writes the fields; each item behind a back-patched length prefix.</summary>
    public static void Write(ref ProtoWriter writer, ForwardRequest value)
    {
        var traceId = value.TraceId;
        if (!string.IsNullOrEmpty(traceId))
        {
            writer.WriteRawTag(TraceIdTag);
            writer.WriteString(traceId);
        }
        if (value.ItemRequests is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            for (var i = 0; i < items.Length; i++)
            {
                var item = items[i] ?? throw RootOps.NullElement(ItemRequestsField, i);
                writer.WriteRawTag(ItemRequestsTag);
                ForwardPerItemRequestCodec.WriteBackPatched(ref writer, item);
            }
        }
        var info = value.RequestContextInfo;
        if (!info.IsEmpty)
        {
            writer.WriteRawTag(RequestContextInfoTag);
            writer.WriteBytes(info.Span);
        }
    }

    /// <summary>As <see cref="Write"/>, measuring each item before writing it.</summary>
    public static void WriteMeasuringItems(ref ProtoWriter writer, ForwardRequest value)
    {
        var traceId = value.TraceId;
        if (!string.IsNullOrEmpty(traceId))
        {
            writer.WriteRawTag(TraceIdTag);
            writer.WriteString(traceId);
        }
        if (value.ItemRequests is { } list)
        {
            var items = CollectionsMarshal.AsSpan(list);
            for (var i = 0; i < items.Length; i++)
            {
                var item = items[i] ?? throw RootOps.NullElement(ItemRequestsField, i);
                writer.WriteRawTag(ItemRequestsTag);
                ForwardPerItemRequestCodec.WriteMeasured(ref writer, item);
            }
        }
        var info = value.RequestContextInfo;
        if (!info.IsEmpty)
        {
            writer.WriteRawTag(RequestContextInfoTag);
            writer.WriteBytes(info.Span);
        }
    }

    public static ForwardRequest Read(ref ProtoReader reader)
    {
        var value = new ForwardRequest();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case TraceIdTag:
                    value.TraceId = reader.ReadString();
                    break;
                case ItemRequestsTag:
                    {
                        // The run of items is read here in one loop: a repeated tag costs a byte compare.
                        var items = value.ItemRequests ??= [];
                        do
                        {
                            CollectionSizing.ReserveIfFull(ref reader, items);
                            items.Add(ForwardPerItemRequestCodec.Read(ref reader));
                        }
                        while (reader.TryReadTag(ItemRequestsTag));
                        break;
                    }
                case RequestContextInfoTag:
                    value.RequestContextInfo = reader.ReadBytesMemory();
                    break;
                default:
                    reader.SkipField();
                    break;
            }
        }
        return value;
    }
}

/// <summary><c>ForwardPerItemRequest { bytes itemId = 1; bytes itemContext = 2; }</c>: a leaf, so its code is called
/// directly (and may be inlined) and it never counts against the depth limit.</summary>
internal static class ForwardPerItemRequestCodec
{
    private const uint ItemIdTag = 1 << 3 | 2;
    private const uint ItemContextTag = 2 << 3 | 2;
    private const string Field = "Field 2 (Nano.Benchmarks.Workloads.CodeFirst.ForwardPerItemRequest) of Nano.Benchmarks.Workloads.CodeFirst.ForwardRequest";

    /// <summary>The payload length (without tag or prefix).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Measure(ForwardPerItemRequest value)
    {
        long size = 0;
        var itemId = value.ItemId;
        if (!itemId.IsEmpty)
            size += 1 + WireFormat.SizeOfLengthPrefixed(itemId.Length);
        var itemContext = value.ItemContext;
        if (!itemContext.IsEmpty)
            size += 1 + WireFormat.SizeOfLengthPrefixed(itemContext.Length);
        return size;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteFields(ref ProtoWriter writer, ForwardPerItemRequest value)
    {
        var itemId = value.ItemId;
        if (!itemId.IsEmpty)
        {
            writer.WriteRawTag(ItemIdTag);
            writer.WriteBytes(itemId.Span);
        }
        var itemContext = value.ItemContext;
        if (!itemContext.IsEmpty)
        {
            writer.WriteRawTag(ItemContextTag);
            writer.WriteBytes(itemContext.Span);
        }
    }

    /// <summary>Prefix and payload in one pass (see ProtoWriter.Nested.cs); measured only when the writer cannot keep
    /// the prefix open, as the emit backend does for a leaf.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteBackPatched(ref ProtoWriter writer, ForwardPerItemRequest value)
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
    public static void WriteMeasured(ref ProtoWriter writer, ForwardPerItemRequest value)
    {
        RootOps.WriteNestedLength(ref writer, Measure(value), Field);
        WriteFields(ref writer, value);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WriteMeasuredCold(ref ProtoWriter writer, ForwardPerItemRequest value) => WriteMeasured(ref writer, value);

    public static ForwardPerItemRequest Read(ref ProtoReader reader)
    {
        var token = reader.BeginLengthDelimited();
        var value = new ForwardPerItemRequest();
        uint tag;
        while ((tag = reader.ReadTag()) != 0)
        {
            switch (tag)
            {
                case ItemIdTag:
                    value.ItemId = reader.ReadBytesMemory();
                    break;
                case ItemContextTag:
                    value.ItemContext = reader.ReadBytesMemory();
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
