using System.Buffers;
using Grpc.Core;

namespace Nano.Grpc.Tests;

/// <summary>What gRPC gives a serializer: records the announced length and whether the message was completed.</summary>
internal sealed class TestSerializationContext : SerializationContext
{
    private readonly ArrayBufferWriter<byte> _writer = new();

    public int? PayloadLength { get; private set; }

    public bool Completed { get; private set; }

    public byte[] Written => _writer.WrittenSpan.ToArray();

    public override void SetPayloadLength(int payloadLength) => PayloadLength = payloadLength;

    public override IBufferWriter<byte> GetBufferWriter() => _writer;

    public override void Complete() => Completed = true;

    public override void Complete(byte[] payload) => throw new InvalidOperationException("The contextual path must be used.");
}

/// <summary>What gRPC gives a deserializer: the payload as a sequence of several segments; counts copies.</summary>
internal sealed class TestDeserializationContext(byte[] payload, int segmentLength = 3) : DeserializationContext
{
    public int Copies { get; private set; }

    public override int PayloadLength => payload.Length;

    public override byte[] PayloadAsNewBuffer()
    {
        Copies++;
        return (byte[])payload.Clone();
    }

    public override ReadOnlySequence<byte> PayloadAsReadOnlySequence() => Segments.Split(payload, segmentLength);
}

internal static class Segments
{
    /// <summary>The bytes as a sequence of segments of <paramref name="length"/> bytes (the last may be shorter).</summary>
    public static ReadOnlySequence<byte> Split(byte[] bytes, int length)
    {
        if (bytes.Length <= length)
            return new ReadOnlySequence<byte>(bytes);
        Segment first = new(bytes.AsMemory(0, length), 0), last = first;
        for (int start = length; start < bytes.Length; start += length)
            last = last.Append(bytes.AsMemory(start, Math.Min(length, bytes.Length - start)));
        return new ReadOnlySequence<byte>(first, 0, last, last.Memory.Length);
    }

    private sealed class Segment : ReadOnlySequenceSegment<byte>
    {
        public Segment(ReadOnlyMemory<byte> memory, long runningIndex)
        {
            Memory = memory;
            RunningIndex = runningIndex;
        }

        public Segment Append(ReadOnlyMemory<byte> memory)
        {
            var next = new Segment(memory, RunningIndex + Memory.Length);
            Next = next;
            return next;
        }
    }
}
