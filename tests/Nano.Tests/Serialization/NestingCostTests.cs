using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// Writing nested messages is O(total size): each message's fields are visited a constant number of times,
/// however deep it sits. Counted (deterministically) through a getter, not timed.
/// </summary>
public class NestingCostTests
{
    [ProtoContract]
    public sealed class Counted
    {
        [ThreadStatic] public static int Reads;
        private int _value;

        [ProtoMember(1)]
        public int Value
        {
            get { Reads++; return _value; }
            set => _value = value;
        }

        [ProtoMember(2)] public Counted? Next { get; set; }
    }

    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static int ReadsToSerialize(RuntimeTypeModel model, int depth)
    {
        var chain = new Counted { Value = 1 };
        for (var i = 1; i < depth; i++)
            chain = new Counted { Value = i + 1, Next = chain };
        model.SerializeToArray(chain); // warm up: build and compile outside the count
        Counted.Reads = 0;
        model.SerializeToArray(chain);
        return Counted.Reads;
    }

    [Theory, MemberData(nameof(Backend))]
    public void A50DeepChainCostsAbout50TimesA1DeepOne(SerializerBackend b)
    {
        var model = Backends.Model(b);
        var shallow = ReadsToSerialize(model, 1);
        var deep = ReadsToSerialize(model, 50);
        Assert.True(shallow > 0);
        Assert.Equal(50 * shallow, deep); // linear; re-measuring at every level would make it 1,275x
    }
}

public class PackedAtDepthLimitTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [Theory, MemberData(nameof(Backend))]
    public void APackedFieldAtTheDepthLimitStillReads(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = 1;
        // Outer -> Child (depth 1, the limit) whose packed C = [1, 2] must not count as a level of its own.
        var value = model.Deserialize<TestTypes.Outer>(Hex.Bytes("0A 04 1A 02 01 02"));
        Assert.Equal([1, 2], value.Child!.C);
    }
}
