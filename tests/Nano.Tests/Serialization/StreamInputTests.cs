using Nano.Serialization;
using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary><c>Deserialize(Stream)</c> sizes its memory by the bytes that arrive, never by what the stream claims.</summary>
public class StreamInputTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Blob
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public byte[]? Data { get; set; }
        [ProtoMember(3)] public ReadOnlyMemory<byte> View { get; set; }
    }

    /// <summary>A seekable stream whose <see cref="Length"/> claims far more than it holds.</summary>
    private sealed class LyingStream(byte[] content, long claimedLength) : MemoryStream(content, writable: false)
    {
        public override long Length => claimedLength;
        public override bool TryGetBuffer(out ArraySegment<byte> buffer)
        {
            buffer = default;
            return false; // force the general path
        }
    }

    /// <summary>Not seekable, and hands out at most 8 KB per read (as a socket might).</summary>
    private sealed class TrickleStream(byte[] content) : Stream
    {
        private int _position;
        public override bool CanRead => true;
        public override bool CanSeek => false;
        public override bool CanWrite => false;
        public override long Length => throw new NotSupportedException();
        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }
        public override int Read(byte[] buffer, int offset, int count)
        {
            var n = Math.Min(Math.Min(count, 8192), content.Length - _position);
            Array.Copy(content, _position, buffer, offset, n);
            _position += n;
            return n;
        }
        public override void Flush() { }
        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();
        public override void SetLength(long value) => throw new NotSupportedException();
        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    private static long AllocatedBy(Action action)
    {
        action(); // warm up: JIT, serializer creation, pool buckets
        var before = GC.GetAllocatedBytesForCurrentThread();
        action();
        return GC.GetAllocatedBytesForCurrentThread() - before;
    }
#endif

    [Theory, MemberData(nameof(Backend))]
    public void AStreamClaimingOnePointFiveGigabytesCostsWhatItHolds(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var bytes = model.SerializeToArray(new Blob { Id = 7, Data = [1, 2, 3] });
        Blob? read = null;
#if NET
        var allocated = AllocatedBy(() => read = model.Deserialize<Blob>(new LyingStream(bytes, 1_500_000_000L)));
#else // no allocation counter on .NET Framework: the read must still succeed, without taking the stream's word
        read = model.Deserialize<Blob>(new LyingStream(bytes, 1_500_000_000L));
#endif
        Assert.Equal(7, read!.Id);
        Assert.Equal([1, 2, 3], read.Data);
#if NET
        Assert.True(allocated < 64 * 1024, $"allocated {allocated} bytes");
#endif
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    [Theory, MemberData(nameof(Backend))]
    public void A64MegabyteNonSeekableStreamIsNotCopiedAround(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var payload = new byte[64 << 20];
        new Random(1).NextBytes(payload);
        var bytes = model.SerializeToArray(new Blob { Id = 1, Data = payload });
        Blob? read = null;
        var allocated = AllocatedBy(() => read = model.Deserialize<Blob>(new TrickleStream(bytes)));
        Assert.True(payload.AsSpan().SequenceEqual(read!.Data));
        // The result's own 64 MB array, plus pooled segments the pool may not keep: well under 5x (the old cost).
        Assert.True(allocated < 2.5 * bytes.Length, $"allocated {allocated / (1 << 20)} MB for a {bytes.Length >> 20} MB message");
    }
#endif

    [Theory, MemberData(nameof(Backend))]
    public void AMultiSegmentStreamReadsLikeAnArray(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var value = new Blob { Id = 3, Data = new byte[3 << 20], View = new byte[5_000_000] };
        value.Data[^1] = 9;
        var bytes = model.SerializeToArray(value);
        foreach (var stream in new Stream[] { new TrickleStream(bytes), new LyingStream(bytes, bytes.Length), new LyingStream(bytes, 10) })
        {
            var read = model.Deserialize<Blob>(stream);
            Assert.Equal(Hex.Of(bytes), Hex.Of(model.SerializeToArray(read)));
        }
        using var lease = model.DeserializePooled<Blob>(new TrickleStream(bytes));
        Assert.Equal(Hex.Of(bytes), Hex.Of(model.SerializeToArray(lease.Value)));
    }

    /// <summary>Bytes read from a stream live in pooled segments that are given back: never aliased, even when asked to.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void StreamInputIsNeverAliased(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.AliasInputMemory = true;
        // The view lies inside one segment (where an aliasing reader would slice it); the data makes the input multi-segment.
        var bytes = model.SerializeToArray(new Blob { Data = new byte[3 << 20], View = new byte[1000] });
        var read = model.Deserialize<Blob>(new TrickleStream(bytes));
        Assert.Equal(1000, read.View.Length);
        // The pool hands the same segments out again and they are overwritten: the value read must not change.
        for (var i = 0; i < 4; i++)
        {
            using var again = new StreamSegments();
            again.ReadToEnd(new MemoryStream(Enumerable.Repeat((byte)0xFF, 4 << 20).ToArray()));
        }
        Assert.All(read.View.ToArray(), x => Assert.Equal(0, x));
    }

    [Fact]
    public void TooLongAStreamIsAClearError()
    {
        using var segments = new StreamSegments();
        var e = Assert.Throws<ProtoException>(() => segments.ReadToEnd(new TrickleStream(new byte[100_000]), maxLength: 50_000));
        Assert.StartsWith("The stream holds more than 50000 bytes", e.Message);
        using var exact = new StreamSegments();
        exact.ReadToEnd(new TrickleStream(new byte[50_000]), maxLength: 50_000);
        Assert.Equal(50_000, exact.Sequence.Length);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AnEmptyStreamIsAnEmptyMessage(SerializerBackend b)
    {
        var read = Backends.Model(b).Deserialize<Blob>(new TrickleStream([]));
        Assert.Equal(0, read.Id);
    }
}
