using Nano.Buffers;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Buffers;

/// <summary>Poison mode: use-after-release shows up.</summary>
public class PoisonTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void UseAfterReleaseIsDetected(SerializerBackend b)
    {
        var pool = Pool(slabSize: 1024, poison: true);
        var model = PoolModel(b, pool);
        var value = new Leaves { A = Filled(50, 1), B = Filled(500, 2) }; // a slab leaf and an oversize one
        var lease = model.DeserializePooled<Leaves>(model.SerializeToArray(value));
        var a = lease.Value.A;
        var b2 = lease.Value.B;
        ReadOnlySpan<byte> spanA = a.Span;
        ReadOnlySpan<byte> spanB = b2.Span;
        Assert.Equal(value.A.ToArray(), spanA.ToArray());

        lease.Dispose();

        Assert.Equal(0, pool.SlabsLive); // in poison mode no slab outlives its last lease
        Assert.Equal(0, pool.OversizeLive);
        Assert.True(spanA.IndexOfAnyExcept(SlabPool.PoisonByte) < 0, "a span taken before the release sees poison");
        Assert.True(spanB.IndexOfAnyExcept(SlabPool.PoisonByte) < 0, "a span taken before the release sees poison");
        Assert.Throws<ObjectDisposedException>(() => a.Span.Length);
        Assert.Throws<ObjectDisposedException>(() => b2.ToArray());
        Assert.Throws<ObjectDisposedException>(() => { using var pin = a.Pin(); });
    }

    [Theory, MemberData(nameof(Backend))]
    public void MemoryIsPoisonedOnlyWhenItsLastLeaseGoes(SerializerBackend b)
    {
        var pool = Pool(poison: true);
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(new Blob { Data = Filled(16, 1) });
        var first = model.DeserializePooled<Blob>(bytes);
        var firstSpan = first.Value.Data.Span;
        // Poison mode drops the thread's slab after each call, so the second lease gets a slab of its own.
        var second = model.DeserializePooled<Blob>(bytes);
        Assert.NotSame(SlabOf(first.Value.Data), SlabOf(second.Value.Data));
        second.Dispose();
        Assert.Equal(Filled(16, 1), firstSpan.ToArray());
        first.Dispose();
        Assert.True(firstSpan.IndexOfAnyExcept(SlabPool.PoisonByte) < 0);
    }

    [Fact]
    public void ThePoolIsCleanWithoutPoison()
    {
        var pool = Pool(slabSize: 1024);
        var model = PoolModel(SerializerBackend.Interpreted, pool);
        var lease = model.DeserializePooled<Blob>(model.SerializeToArray(new Blob { Data = Filled(500, 1) }));
        var span = lease.Value.Data.Span;
        lease.Dispose();
        Assert.Equal(Filled(500, 1), span.ToArray()); // returned as it was: poisoning costs a fill, so it is opt-in
    }
}
