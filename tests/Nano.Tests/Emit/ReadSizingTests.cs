using System.Buffers;
using Nano.Tests.Serialization;
using Nano.Tests.Support;
using static Nano.Tests.Serialization.CollectionSizingTests;

namespace Nano.Tests.Emit;

/// <summary>
/// The emit backend sizes collections from the input (the interpreted one grows lists as <see cref="List{T}"/> does;
/// both read equal collections, see <see cref="CollectionSizingTests"/>).
/// </summary>
public class ReadSizingTests
{
    [Theory, InlineData(1), InlineData(5), InlineData(37), InlineData(1000)]
    public void ListsReadFromContiguousInputAreExactlySized(int n)
    {
        var model = Backends.Model(SerializerBackend.Emit);
        var bytes = model.SerializeToArray(Create(n));
        foreach (var read in new[] { model.Deserialize<Sized>(bytes), model.Deserialize<Sized>(new ReadOnlySequence<byte>(bytes)) })
        {
            foreach (var list in Lists(read))
            {
                var capacity = (int)list!.GetType().GetProperty("Capacity")!.GetValue(list)!;
                Assert.Equal(list.Count, capacity);
            }
            foreach (var branch in read.Branches!)
                Assert.Equal(2, branch.Leaves!.Capacity);
        }
    }

#if NET // counts bytes with .NET's allocation counters, which .NET Framework does not have
    [Fact]
    public void ArraysReadFromContiguousInputAreNotCopied()
    {
        var model = Backends.Model(SerializerBackend.Emit);
        var source = new Sized { IntArray = [.. Enumerable.Range(0, 10_000)], ImmutableLongs = [.. Enumerable.Range(0, 10_000).Select(i => (long)i)] };
        var bytes = model.SerializeToArray(source);
        model.Deserialize<Sized>(bytes);
        var before = GC.GetAllocatedBytesForCurrentThread();
        var read = model.Deserialize<Sized>(bytes);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Equivalence.AssertEqual(source, read);
        // The two arrays themselves (40,024 and 80,024 bytes), the message and two small builders; a copy would double it.
        const long arrays = 24 + 4 * 10_000 + 24 + 8 * 10_000;
        Assert.True(allocated < arrays + 1024, $"{allocated} bytes allocated; the arrays take {arrays}");
    }
#endif

    [Fact]
    public void ListsReadFromSegmentsGrowByLessThanDoubling()
    {
        // 3,500 leaves over 4 KB segments: counts stop at each segment end and are extrapolated over the region.
        var model = Backends.Model(SerializerBackend.Emit);
        var source = new Sized { Leaves = [.. Enumerable.Range(0, 3500).Select(i => new Leaf { A = i, B = i.ToString() })] };
        var bytes = model.SerializeToArray(source);
        var read = model.Deserialize<Sized>(Segments.Split(bytes, 4096));
        Equivalence.AssertEqual(source, read);
        Assert.InRange(read.Leaves.Capacity, 3500, 3500 * 5 / 4);
    }

    [Fact]
    public void ASegmentedRunFollowedByOtherBytesIsNotExtrapolatedFar()
    {
        // Ten small elements in the first segment, then 1 MB of another field: the estimate stays near what was seen.
        var model = Backends.Model(SerializerBackend.Emit);
        var source = new Sized { Unpacked = [.. Enumerable.Range(0, 10)], Strings = [new string('x', 1 << 20)] };
        var bytes = model.SerializeToArray(source);
        var read = model.Deserialize<Sized>(Segments.Split(bytes, 16));
        Equivalence.AssertEqual(source, read);
        Assert.InRange(read.Unpacked!.Capacity, 10, 100);
    }
}
