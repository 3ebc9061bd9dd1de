using System.Buffers;
using Nano.Buffers;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;
using static Nano.Tests.Support.PoolSupport;

namespace Nano.Tests.Serialization;

/// <summary>The pool-mode facade (<c>DeserializePooled</c>): same values as plain deserialization, on both backends and every input.</summary>
public class PooledDeserializeTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public static IEnumerable<object[]> Samples()
    {
        object[] samples =
        [
            new Leaves(),
            Everything(),
            Forward(200),
            new AllScalars { Memory = new byte[] { 9, 8, 7 }, MutableMemory = new byte[] { 1, 2 }, Bytes = [3], String = "s" },
            new Outer { Child = new Inner { A = 1, B = "b", C = [1, 2] }, Children = [new Inner { A = 2 }] },
        ];
        foreach (var backend in Backends.List)
            foreach (var sample in samples)
                yield return [backend, sample];
    }

    [Theory, MemberData(nameof(Samples))]
    public void EveryInputGivesWhatPlainDeserializeGives(SerializerBackend b, object sample)
    {
        var method = typeof(PooledDeserializeTests).GetMethod(nameof(CheckEveryInput), System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static)!;
        method.MakeGenericMethod(sample.GetType()).Invoke(null, [b, sample]);
    }

    private static void CheckEveryInput<T>(SerializerBackend b, T value)
    {
        var model = PoolModel(b, Pool(slabSize: 1024));
        var bytes = model.SerializeToArray(value);
        var plain = model.Deserialize<T>(bytes);
        Equivalence.AssertEqual(value, plain);

        var leases = new List<PooledMessage<T>>
        {
            model.DeserializePooled<T>(bytes.AsSpan()),
            model.DeserializePooled<T>(new ReadOnlyMemory<byte>(bytes)),
            model.DeserializePooled<T>(bytes),
            model.DeserializePooled<T>(new ReadOnlySequence<byte>(bytes)),
            model.DeserializePooled<T>(Segments.Split(bytes, 7)),
            model.DeserializePooled<T>(Segments.Split(bytes, 1)),
            model.DeserializePooled<T>(new MemoryStream(bytes)),
            model.DeserializePooled<T>(new NonSeekableStream(bytes)),
        };
        foreach (var lease in leases)
        {
            Equivalence.AssertEqual(plain, lease.Value);
            Assert.Equal(bytes, model.SerializeToArray(lease.Value));
        }
        foreach (var lease in leases)
            lease.Dispose();
    }

    [Theory, MemberData(nameof(Backend))]
    public void LeavesArePooledAndNeverAliasTheInput(SerializerBackend b)
    {
        var model = PoolModel(b, Pool());
        model.AliasInputMemory = true;
        var value = Everything();
        var bytes = model.SerializeToArray(value);
        using var lease = model.DeserializePooled<Leaves>(new ReadOnlyMemory<byte>(bytes));
        var read = lease.Value;
        SlabOf(read.A);
        SlabOf(read.B);
        SlabOf(read.Items[0].Context);
        SlabOf(read.Repeated[2]);
        SlabOf(read.Map[-3]);
        Assert.True(read.Repeated[1].IsEmpty);
        Assert.True(read.Map[2].IsEmpty);

        Array.Fill(bytes, (byte)0);
        Equivalence.AssertEqual(value, read);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ByteArraysStringsAndObjectsOutliveTheLease(SerializerBackend b)
    {
        var model = PoolModel(b, Pool(poison: true));
        var value = Everything();
        var lease = model.DeserializePooled<Leaves>(model.SerializeToArray(value));
        var read = lease.Value;
        lease.Dispose();
        Assert.Equal(value.Array, read.Array);
        Assert.Equal(value.Text, read.Text);
        Assert.Equal(3, read.Items.Count);
        Assert.Equal(3, read.Map.Count);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ValueIsGoneAfterDispose(SerializerBackend b)
    {
        var model = PoolModel(b, Pool());
        var lease = model.DeserializePooled<Blob>(model.SerializeToArray(new Blob { Data = Filled(8, 1) }));
        Assert.False(lease.IsDisposed);
        lease.Dispose();
        Assert.True(lease.IsDisposed);
        Assert.Throws<ObjectDisposedException>(() => lease.Value);
    }

    [Theory, MemberData(nameof(Backend))]
    public void InvalidInputThrowsAndKeepsNothingRented(SerializerBackend b)
    {
        var pool = Pool(slabSize: 256);
        var model = PoolModel(b, pool);
        var bytes = model.SerializeToArray(Forward(20));
        for (var cut = 1; cut < bytes.Length; cut += 37)
        {
            Assert.Throws<ProtoException>(() => model.DeserializePooled<Leaves>(bytes.AsSpan(0, bytes.Length - cut)));
            Assert.Throws<ProtoException>(() =>
                model.DeserializePooled<Leaves>(Segments.Split(bytes.AsSpan()[..^cut].ToArray(), 5)));
        }
        pool.ReleaseThreadSlab();
        Assert.True(pool.SlabsRented > 0);
        Assert.Equal(0, pool.SlabsLive);
        Assert.Equal(0, pool.OversizeLive);
    }

    [Fact]
    public void ExceptionsNameTheTypeAsPlainDeserializeDoes()
    {
        var e = Assert.Throws<ProtoException>(() => RuntimeTypeModel.Create().DeserializePooled<Blob>(Hex.Bytes("0A 05 01")));
        Assert.Contains(nameof(Blob), e.Message);
    }

    [Fact]
    public void StaticSerializerForwardsToTheDefaultModel()
    {
        var value = Everything();
        var bytes = Serializer.SerializeToArray(value);
        using var fromSpan = Serializer.DeserializePooled<Leaves>(bytes.AsSpan());
        using var fromMemory = Serializer.DeserializePooled<Leaves>(new ReadOnlyMemory<byte>(bytes));
        using var fromArray = Serializer.DeserializePooled<Leaves>(bytes);
        using var fromSequence = Serializer.DeserializePooled<Leaves>(Segments.Split(bytes, 3));
        using var fromStream = Serializer.DeserializePooled<Leaves>(new NonSeekableStream(bytes));
        foreach (var lease in new[] { fromSpan, fromMemory, fromArray, fromSequence, fromStream })
        {
            Equivalence.AssertEqual(value, lease.Value);
            SlabOf(lease.Value.A);
        }
    }

    [Fact]
    public void NullArgumentsAreRejected()
    {
        var model = RuntimeTypeModel.Create();
        Assert.Throws<ArgumentNullException>(() => model.DeserializePooled<Blob>((byte[])null!));
        Assert.Throws<ArgumentNullException>(() => model.DeserializePooled<Blob>((Stream)null!));
    }
}
