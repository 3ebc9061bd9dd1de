namespace Nano.AotSmoke;

/// <summary>
/// Repeated and map fields under NativeAOT: a list of messages, strings, packed ints, longs and doubles, a string-to-int
/// map and a map with message values. They run on the boxed collection handler there (typed only under JIT: see
/// docs/design-interpreted-collections.md); the smoke test checks the bytes, the values read back, and that exactly these
/// fields report boxed, so the day they run typed the check says so.
/// </summary>
[ProtoContract]
public sealed class CollectionProbe
{
    [ProtoMember(1)] public List<ProbeChild> Children { get; set; } = [];
    [ProtoMember(2)] public List<string>? Names { get; set; } = []; // initialized: see the boxed handler under NativeAOT (README)
    [ProtoMember(3)] public int[]? Numbers { get; set; }
    [ProtoMember(4)] public List<long>? Longs { get; set; } = [];
    [ProtoMember(5, DataFormat = DataFormat.FixedSize)] public List<double>? Doubles { get; set; } = [];
    [ProtoMember(6)] public Dictionary<string, int>? Counts { get; set; } = [];
    [ProtoMember(7)] public Dictionary<int, ProbeChild>? ById { get; set; } = [];

    public static CollectionProbe Create(bool withMessageMap) => new()
    {
        Children = [new ProbeChild { X = 1 }, new ProbeChild { X = 2 }],
        Names = ["a"],
        Numbers = [1, 2],
        Longs = [3],
        Doubles = [1.0],
        Counts = new() { ["k"] = 5 },
        ById = withMessageMap ? new() { [7] = new ProbeChild { X = 1 } } : null,
    };

    /// <summary>The protobuf encoding of <see cref="Create"/> (with the message map), worked out by hand field by field.</summary>
    public const string ExpectedHex =
        "0A020801" + "0A020802" +        // 1: { x = 1 }, { x = 2 }
        "120161" +                       // 2: "a"
        "1A020102" +                     // 3: packed [1, 2]
        "220103" +                       // 4: packed [3]
        "2A08000000000000F03F" +         // 5: packed double 1.0
        "32050A016B1005" +               // 6: { key "k", value 5 }
        "3A0608071202" + "0801";         // 7: { key 7, value { x = 1 } }
}

/// <summary>Runs the collection checks of the smoke test.</summary>
public static class CollectionPath
{
    public static void Run(Action<bool, string> check)
    {
        RuntimeTypeModel.Default.Add<CollectionProbe>();
        var bytes = Serializer.SerializeToArray(CollectionProbe.Create(withMessageMap: true));
        check(Convert.ToHexString(bytes) == CollectionProbe.ExpectedHex, $"collection probe: {Convert.ToHexString(bytes)} != {CollectionProbe.ExpectedHex}");
        var read = Serializer.Deserialize<CollectionProbe>(bytes);
        check(read.Children.Count == 2 && read.Children[1].X == 2 && read.Names![0] == "a"
            && read.Numbers!.SequenceEqual([1, 2]) && read.Longs![0] == 3 && read.Doubles![0] == 1.0 && read.Counts!["k"] == 5
            && read.ById![7].X == 1, "collection probe read back");

        var plan = Nano.Serialization.Interpreted.InterpretedBackend.Instance.PlanOf(RuntimeTypeModel.Default, RuntimeTypeModel.Default.GetModel(typeof(CollectionProbe)));
        var boxed = string.Join(", ", plan.Fields.Where(f => !f.IsTyped).Select(f => f.Model.Name));
        const string documented = "Children, Names, Numbers, Longs, Doubles, Counts, ById";
        check(boxed == documented, $"collection probe: boxed fields under NativeAOT: {boxed}, documented: {documented}");
    }
}
