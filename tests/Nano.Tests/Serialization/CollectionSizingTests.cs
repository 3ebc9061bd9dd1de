using System.Buffers;
using System.Collections.Immutable;
using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// Repeated fields are read into exactly sized collections, and a hostile count or length cannot make a reader
/// allocate more than the input justifies. Allocation is measured with <see cref="GC.GetAllocatedBytesForCurrentThread"/>.
/// </summary>
public class CollectionSizingTests
{
    [ProtoContract]
    public sealed class Leaf
    {
        [ProtoMember(1)] public int A { get; set; }
        [ProtoMember(2)] public string? B { get; set; }
    }

    [ProtoContract]
    public sealed class Branch
    {
        [ProtoMember(1)] public List<Leaf>? Leaves { get; set; }
    }

    [ProtoContract]
    public sealed class Sized
    {
        [ProtoMember(1, IsPacked = false)] public List<int>? Unpacked { get; set; }
        [ProtoMember(2)] public List<int>? PackedVarints { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public List<double>? PackedDoubles { get; set; }
        [ProtoMember(4, DataFormat = DataFormat.FixedSize)] public List<uint>? PackedFixed32 { get; set; }
        [ProtoMember(5)] public List<Leaf> Leaves { get; set; } = [];
        [ProtoMember(6)] public Leaf[]? LeafArray { get; set; }
        [ProtoMember(7)] public List<Branch>? Branches { get; set; }
        [ProtoMember(8)] public List<string>? Strings { get; set; }
        [ProtoMember(9)] public ImmutableArray<long> ImmutableLongs { get; set; }
        [ProtoMember(10)] public ImmutableList<string>? ImmutableStrings { get; set; }
        [ProtoMember(11)] public int[]? IntArray { get; set; }
        [ProtoMember(20, IsPacked = false, DataFormat = DataFormat.FixedSize)] public List<long>? WideTagFixed { get; set; }
    }

    internal static Sized Create(int n) => new()
    {
        Unpacked = [.. Enumerable.Range(-3, n)],
        PackedVarints = [.. Enumerable.Range(0, n).Select(i => i * 1000)],
        PackedDoubles = [.. Enumerable.Range(0, n).Select(i => i / 3.0)],
        PackedFixed32 = [.. Enumerable.Range(0, n).Select(i => (uint)i * 7919u)],
        Leaves = [.. Enumerable.Range(0, n).Select(i => new Leaf { A = i, B = "x" + i })],
        LeafArray = [.. Enumerable.Range(0, n).Select(i => new Leaf { A = -i })],
        Branches = [.. Enumerable.Range(0, n).Select(i => new Branch { Leaves = [new Leaf { A = i }, new Leaf { B = "b" }] })],
        Strings = [.. Enumerable.Range(0, n).Select(i => i.ToString())],
        ImmutableLongs = [.. Enumerable.Range(0, n).Select(i => (long)i << 40)],
        ImmutableStrings = [.. Enumerable.Range(0, n).Select(i => "s" + i)],
        IntArray = [.. Enumerable.Range(0, n)],
        WideTagFixed = [.. Enumerable.Range(0, n).Select(i => (long)i - 5)],
    };

    internal static IEnumerable<System.Collections.IList?> Lists(Sized s) =>
        [s.Unpacked, s.PackedVarints, s.PackedDoubles, s.PackedFixed32, s.Leaves, s.Branches, s.Strings, s.WideTagFixed];

    public static TheoryData<SerializerBackend, int> Cases()
    {
        var data = new TheoryData<SerializerBackend, int>();
        foreach (var backend in Backends.List)
            foreach (var n in new[] { 1, 5, 37, 1000 })
                data.Add(backend, n);
        return data;
    }

    [Theory, MemberData(nameof(Cases))]
    public void EveryCollectionComesBackEqual(SerializerBackend backend, int n)
    {
        var model = Backends.Model(backend);
        var source = Create(n);
        var bytes = model.SerializeToArray(source);
        foreach (var read in new[] { model.Deserialize<Sized>(bytes), model.Deserialize<Sized>(Segments.Split(bytes, 7)) })
        {
            Equivalence.AssertEqual(source, read);
            Assert.Equal(n, read.LeafArray!.Length);
            Assert.Equal(n, read.IntArray!.Length);
            Assert.Equal(n, read.ImmutableLongs.Length);
            Assert.Equal(n, read.ImmutableStrings!.Count);
        }
    }

    [Theory, MemberData(nameof(Cases))]
    public void MergingAppendsToExistingLists(SerializerBackend backend, int n)
    {
        var model = Backends.Model(backend);
        var bytes = model.SerializeToArray(Create(n));
        var target = Create(3);
        var merged = model.Merge<Sized>(bytes, target);
        Assert.Same(target, merged);
        Assert.Equal(3 + n, merged.Unpacked!.Count);
        Assert.Equal(Create(3).PackedDoubles!.Concat(Create(n).PackedDoubles!), merged.PackedDoubles!);
        Assert.Equal(Create(3).Leaves.Select(l => l.A).Concat(Create(n).Leaves.Select(l => l.A)), merged.Leaves.Select(l => l.A));
        Assert.Equal(3 + n, merged.IntArray!.Length);
    }

    [Theory, MemberData(nameof(Cases))]
    public void InterleavedRunsAreReadInOrder(SerializerBackend backend, int n)
    {
        // Field 1 (unpacked) and field 20 alternate: every run is one element long.
        var writerBuffer = new ArrayBufferWriter<byte>();
        var writer = new ProtoWriter(writerBuffer);
        for (var i = 0; i < n; i++)
        {
            writer.WriteTag(1, WireType.Varint);
            writer.WriteInt32(i);
            writer.WriteTag(20, WireType.Fixed64);
            writer.WriteSFixed64(-i);
        }
        writer.Flush();
        var read = Backends.Model(backend).Deserialize<Sized>(writerBuffer.WrittenMemory);
        Assert.Equal(Enumerable.Range(0, n), read.Unpacked!);
        Assert.Equal(Enumerable.Range(0, n).Select(i => (long)-i), read.WideTagFixed!);
        // Growth stays geometric (at least an eighth each time) and never reaches twice the elements.
        if (backend == SerializerBackend.Emit)
            Assert.True(read.Unpacked!.Capacity <= 2 * n, $"capacity {read.Unpacked.Capacity} for {n}");
    }

    // ---- hostile input

    public static TheoryData<SerializerBackend> All => Backends.All;

    [Theory, MemberData(nameof(All))]
    public void APackedFieldClaimingTwoToThe28ElementsAllocatesNothingLarge(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        model.Deserialize<Sized>(model.SerializeToArray(Create(2))); // compile and warm up outside the measurement
        foreach (var (field, width) in new[] { (3, 8), (4, 4), (2, 1) })
        {
            // Tag, then a length of 2^28 elements, then a few real bytes.
            var bytes = new List<byte> { (byte)(field << 3 | 2) };
            var length = (1UL << 28) * (ulong)width;
            while (length >= 0x80)
            {
                bytes.Add((byte)(length | 0x80));
                length >>= 7;
            }
            bytes.Add((byte)length);
            bytes.AddRange(new byte[64]);
            var input = bytes.ToArray();
#if NET // the allocation bound is counted with .NET's allocation counter, which .NET Framework does not have
            var before = GC.GetAllocatedBytesForCurrentThread();
#endif
            var error = Assert.Throws<ProtoException>(() => model.Deserialize<Sized>(input));
#if NET
            var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
            Assert.True(allocated < 16 * 1024, $"field {field}: {allocated} bytes allocated for a {input.Length}-byte input");
#endif
            Assert.Equal(field, error.FieldNumber);
        }
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    [Theory, MemberData(nameof(All))]
    public void TenElementsThenTheEndAllocateForTenElements(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        // A large message first: whatever a reader might remember from it must not size the next one.
        var large = new Sized { Unpacked = [.. Enumerable.Range(0, 100_000)], Leaves = [.. Enumerable.Range(0, 10_000).Select(i => new Leaf { A = i })] };
        model.Deserialize<Sized>(model.SerializeToArray(large));
        var ten = model.SerializeToArray(new Sized { Unpacked = [.. Enumerable.Range(0, 10)], Leaves = [.. Enumerable.Range(0, 10).Select(i => new Leaf { A = i })] });
        model.Deserialize<Sized>(ten);

        var before = GC.GetAllocatedBytesForCurrentThread();
        var read = model.Deserialize<Sized>(ten);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(10, read.Unpacked!.Count);
        // Ten ints, ten small leaves and two lists: well under 4 KB (a list sized from the earlier message would be 400 KB).
        Assert.True(allocated < 4096, $"{allocated} bytes allocated for {ten.Length} bytes of input");

        // Ten elements, then an eleventh that claims far more bytes than remain: an error, and no large allocation.
        var truncated = ten.Concat(new byte[] { 5 << 3 | 2, 0xFF, 0xFF, 0xFF, 0x7F, 8 }).ToArray();
        before = GC.GetAllocatedBytesForCurrentThread();
        Assert.Throws<ProtoException>(() => model.Deserialize<Sized>(truncated));
        allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated < 16 * 1024, $"{allocated} bytes allocated for {truncated.Length} bytes of input");
    }
#endif

    [Theory, MemberData(nameof(All))]
    public void APackedFixedRunWithARaggedLengthFailsLikeTheElementLoop(SerializerBackend backend)
    {
        // 10 bytes of packed doubles: one value and two bytes of a truncated second.
        var input = new byte[] { 3 << 3 | 2, 10, 0, 0, 0, 0, 0, 0, 0xF0, 0x3F, 1, 2 };
        var error = Assert.Throws<ProtoException>(() => Backends.Model(backend).Deserialize<Sized>(input));
        Assert.Equal(3, error.FieldNumber);
    }
}
