using Nano.Benchmarks.Workloads.CodeFirst;

namespace Nano.Benchmarks.Workloads
{
    /// <summary>W2 as Nano code-first objects (<see cref="CodeFirst"/>): the mutable and the immutable variant.</summary>
    public static partial class PocoWorkload
    {
        /// <summary>The list of mutable Pocos.</summary>
        public static PocoList CreateNano(PocoValues[] values)
        {
            var items = new List<Poco>(values.Length);
            foreach (PocoValues v in values)
            {
                items.Add(new Poco { StringProp = v.StringProp, IntProp = v.IntProp, GuidProp = v.GuidProp, DateProp = v.DateProp });
            }

            return new PocoList { Items = items };
        }

        /// <summary>The list of immutable Pocos.</summary>
        public static ImmutablePocoList CreateNanoImmutable(PocoValues[] values)
        {
            var items = new List<ImmutablePoco>(values.Length);
            foreach (PocoValues v in values)
            {
                items.Add(new ImmutablePoco(v.StringProp, v.IntProp, v.GuidProp, v.DateProp));
            }

            return new ImmutablePocoList(items);
        }

        /// <summary>One mutable item's values (for validation).</summary>
        public static PocoValues FromNano(Poco poco) => new(poco.StringProp!, poco.IntProp, poco.GuidProp, poco.DateProp);

        /// <summary>One immutable item's values (for validation).</summary>
        public static PocoValues FromNano(ImmutablePoco poco) => new(poco.StringProp, poco.IntProp, poco.GuidProp, poco.DateProp);
    }
}

namespace Nano.Benchmarks.Workloads.CodeFirst
{
    // W2 as Nano code-first types. Field numbers follow tests/Nano.Interop/Protos/workloads/poco.proto
    // (Guid -> bytes, 16 bytes big-endian; DateTime -> google.protobuf.Timestamp).

    /// <summary>The mutable variant: get/set properties.</summary>
    [ProtoContract]
    public sealed class Poco
    {
        [ProtoMember(1)] public string? StringProp { get; set; }
        [ProtoMember(2)] public int IntProp { get; set; }
        [ProtoMember(3)] public Guid GuidProp { get; set; }
        [ProtoMember(4)] public DateTime DateProp { get; set; }
    }

    /// <summary>The root of the mutable variant: <c>repeated Poco items = 1</c>.</summary>
    [ProtoContract]
    public sealed class PocoList
    {
        [ProtoMember(1)] public List<Poco> Items { get; set; } = [];
    }

    /// <summary>The immutable variant: get-only properties, values only through the constructor.</summary>
    [ProtoContract]
    public sealed class ImmutablePoco
    {
        public ImmutablePoco(string stringProp, int intProp, Guid guidProp, DateTime dateProp)
        {
            StringProp = stringProp;
            IntProp = intProp;
            GuidProp = guidProp;
            DateProp = dateProp;
        }

        [ProtoMember(1)] public string StringProp { get; }
        [ProtoMember(2)] public int IntProp { get; }
        [ProtoMember(3)] public Guid GuidProp { get; }
        [ProtoMember(4)] public DateTime DateProp { get; }
    }

    /// <summary>The root of the immutable variant: also immutable, its list given to the constructor.</summary>
    [ProtoContract]
    public sealed class ImmutablePocoList
    {
        public ImmutablePocoList(List<ImmutablePoco> items) => Items = items;

        [ProtoMember(1)] public List<ImmutablePoco> Items { get; }
    }
}
