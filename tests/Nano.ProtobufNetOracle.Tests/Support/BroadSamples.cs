using System.Collections.Immutable;
using System.Collections.ObjectModel;
using ProtobufNetSamples.Broad;

namespace Nano.ProtobufNetOracle.Tests.Support;

/// <summary>
/// The broad sample's instances beyond <see cref="Samples.All"/>: one or more values of each contract type in
/// <c>Contracts/Broad</c>, shapes modelled on protobuf-net's own tests and examples.
/// </summary>
public static class BroadSamples
{
    private static readonly Guid G1 = new("00112233-4455-6677-8899-aabbccddeeff");
    private static readonly Guid G2 = new("ffeeddcc-bbaa-9988-7766-554433221100");

    public static readonly IReadOnlyList<(string Name, object Value)> All =
    [
        ("ImplicitPublic", new ImplicitPublic { Zeta = 3, Alpha = "a", Middle = [1, 2], _under = 1.5, Ignored = 9, NotPublic = 8 }),
        ("ImplicitAllFields", ImplicitFieldsValue()),
        ("ImplicitWithExplicit", new ImplicitWithExplicit { Pinned = "p", A = 1, B = 2, Skipped = "s" }),
        ("NamedBase/child", new NamedChild { Id = 1, Extra = "x" }),
        ("NamedBase/other", new OtherNamedChild { Id = 2, Weight = 0.5 }),
        ("NamedBase/base", new NamedBase { Id = 3 }),
        ("Level1/deepest", new Level4 { One = 1, Two = "2", Three = [3], Four = true }),
        ("Level1/middle", new Level2 { One = -1 }),
        ("Transaction/sale", new Sale { Id = 1, Amount = 9.5m, Item = "pen" }),
        ("Transaction/refund", new Refund { Id = 2, Amount = -1m, Reason = "" }),
        ("Ledger", MakeLedger()),
        ("DerivedFromPlain", new DerivedFromPlain { BaseValue = 5, Own = "o" }),
        ("EnvelopeBase", new Envelope<string> { Kind = "k", Payload = "p" }),
        ("Item", new Item { Name = "n", Qty = 3 }),
        ("Grid", new Grid { Rows = [new IntRow { Cells = [1, 2] }, new IntRow(), new IntRow { Cells = [0] }] }),
        ("IntRow", new IntRow { Cells = [int.MinValue, int.MaxValue] }),
        ("ItemArrays/set", new ItemArrays { Items = [new Item { Name = "a" }, new Item()], Names = ["", "b"], Numbers = [-1, 0, long.MaxValue] }),
        ("ItemArrays/empty", new ItemArrays { Items = [], Names = [], Numbers = [] }),
        ("Blobs", new Blobs { Data = [1, 2, 3], Chunks = [[], [255]], Named = new() { ["a"] = [], ["b"] = [7] } }),
        ("GetOnlyLists", MakeGetOnly()),
        ("OtherCollections", new OtherCollections { Sorted = new() { [2] = "b", [1] = "a" }, Wrapped = new() { "w" }, Observed = new() { 1, 2 }, Linked = new(["x", "y"]), Interface = new List<double> { 0.5 } }),
        ("Immutables", new Immutables { List = [1, 2], Array = ["a", ""], Map = ImmutableDictionary<string, int>.Empty.Add("k", 1) }),
        ("ImmutableSets", new ImmutableSets { Hashed = [5], Sorted = ["b", "a"], SortedMap = ImmutableSortedDictionary<int, string>.Empty.Add(1, "one") }),
        ("MapOfMessages", new MapOfMessages { ByName = new() { ["x"] = new Item { Qty = 1 }, [""] = new Item() }, ById = new() { [-5] = new Item { Name = "neg" } } }),
        ("MapKinds", new MapKinds { BySuit = new() { [Suit.Clubs] = 0, [Suit.Spades] = 3 }, Formatted = new() { [-1] = -2, [0] = 0 }, ByFlag = new() { [true] = "t" }, Scores = new() { ["s"] = -0.5 }, Interface = new Dictionary<uint, ulong> { [1] = ulong.MaxValue } }),
        ("GroupMembers", new GroupMembers { Single = new Item { Name = "g" }, Many = [new Item(), new Item { Qty = 2 }], Plain = new Item { Qty = 1 } }),
        ("PackedEverything/set", new PackedEverything { Ints = [1, -1], Longs = [long.MinValue, 0], UInts = [uint.MaxValue], Floats = [1.5f, -0f], Bools = [true, false, true], Suits = [Suit.Hearts, Suit.Clubs], ZigZag = [-64, 63], Fixed = [1, -1] }),
        ("PackedEverything/empty", new PackedEverything { Ints = [], Longs = [], UInts = [], Floats = [], Bools = [], Suits = [], ZigZag = [], Fixed = [] }),
        ("UnpackedNumbers", new UnpackedNumbers { ULongs = [0, ulong.MaxValue], Shorts = [-1, short.MaxValue], Fixed = [7], Suits = [Suit.Diamonds] }),
        ("WithUri", new WithUri { Link = new Uri("https://example.com/a?b=c") }),
        ("WithPairList", new WithPairList { Pairs = [new("a", 1), new("b", 2)] }),
        ("WithListValues", new WithListValues { Groups = new() { ["g"] = [1, 2] } }),
        ("TypeNames", new ProtobufNetSamples.Shapes.TypeNames { Single = typeof(Item), Many = [typeof(int), typeof(List<string>)], ByName = new() { ["u"] = typeof(Uri) } }),
        ("FixedGuids/empty", new ProtobufNetSamples.Shapes.FixedGuids { Maybe = Guid.Empty, Many = [Guid.Empty, G1] }),
        ("FixedGuids/set", new ProtobufNetSamples.Shapes.FixedGuids { Id = G2, Maybe = G1, Many = [G2] }),
        ("EnumShapes/set", new EnumShapes { Suit = TaggedSuit.Minus, Flags = Permissions.Read | Permissions.Execute, Sparse = Sparse.Low, Suits = [TaggedSuit.Hearts, TaggedSuit.Clubs], Maybe = Permissions.None }),
        ("EnumShapes/zero", new EnumShapes()),
        ("Moments/set", new Moments { Created = new DateTime(2010, 5, 6, 7, 8, 9), Modified = DateTime.UnixEpoch, History = [new DateTime(2000, 1, 1), new DateTime(1900, 1, 1)], Elapsed = TimeSpan.FromMilliseconds(-250), Laps = [TimeSpan.FromDays(1), TimeSpan.Zero] }),
        ("Moments/default", new Moments()),
        ("Money", new Money { Price = 19.99m, Discount = 0m, History = [1m, -0.5m, 1234567.891m], Rates = new() { ["EUR"] = 1.08m } }),
        ("Identifiers", new Identifiers { Id = G1, Parent = Guid.Empty, Related = [G2, Guid.Empty], Names = new() { [G1] = "one" } }),
        ("ModernIdentifiers/set", new ModernIdentifiers { Id = G1, More = [G2], Amount = -12.345m, At = new DateTime(2020, 2, 2, 0, 0, 0, DateTimeKind.Utc), Raw = G2 }),
        ("ModernIdentifiers/empty", new ModernIdentifiers { Raw = Guid.Empty, More = [Guid.Empty] }),
        ("WellKnownTimes", new WellKnownTimes { At = new DateTime(2001, 9, 9, 1, 46, 40, DateTimeKind.Utc), For = TimeSpan.FromSeconds(-1.5), Many = [DateTime.UnixEpoch] }),
        ("NullableScalars/set", new NullableScalars { UInt = 0, ULong = ulong.MaxValue, Float = -1.5f, Char = 'é', ZigZag = -3, Fixed = -4 }),
        ("NullableScalars/null", new NullableScalars()),
        ("FloatSpecials", new FloatSpecials { D = double.NaN, F = float.PositiveInfinity, Ds = [double.NegativeInfinity, double.MinValue, double.Epsilon] }),
        ("DefaultsEverywhere/at-default", new DefaultsEverywhere()),
        ("DefaultsEverywhere/other", new DefaultsEverywhere { Answer = 0, Name = "", On = false, Suit = Suit.Clubs, Ratio = 0, Price = 0m }),
        ("RequiredEverywhere", new RequiredEverywhere()),
        ("Vector3", new Vector3 { X = 1, Y = -2, Z = 0.5f }),
        ("Mesh", new Mesh { Segments = [new Segment { To = new Vector3 { X = 1 } }, default], Points = [default, new Vector3 { Z = 3 }], Bounds = new Segment() }),
        ("Segment", new Segment { From = new Vector3 { Y = 1 }, To = new Vector3 { Y = 2 } }),
        ("LargeTags", new LargeTags { Thousand = 1, Far = "far", Max = -1 }),
        ("Encapsulated", MakeEncapsulated()),
        ("Wrapper<int>", new Wrapper<int> { Value = 5, Values = [1, 0] }),
        ("Wrapper<string>", new Wrapper<string> { Value = "v", Values = ["", "w"] }),
        ("Nested", new Outside.Nested { Depth = 1, Inner = new Outside.Nested { Depth = 2, Inner = new Outside.Nested() } }),
        ("LinkedItem", new LinkedItem { Value = 1, Next = new LinkedItem { Value = 2, Next = new LinkedItem() } }),
        ("Empty", new Empty()),
        ("HoldsEmpty", new HoldsEmpty { Nothing = new Empty(), Nothings = [new Empty(), new Empty()] }),
        ("Texts", new Texts { Short = "", Long = new string('x', 300) + "☃", Many = ["a", "", "\0"], Letter = 'Z' }),
        ("SmallIntegers", new SmallIntegers { B = 255, SB = -128, S = -1, US = 65535, ZS = -2, SBytes = [-1, 0, 1] }),
        ("Wide", new Wide { F1 = 1, F5 = "five", F9 = true, F11 = 1.5, F15 = new Item(), F19 = [1], F20 = -20 }),
        ("NamedMembers", new NamedMembers { UserId = 7, DisplayName = "seven" }),
        ("DataContractCustomer", new DataContractCustomer { Id = 1, Name = "c", Tags = ["t"], NoOrder = "n", Ignored = 5 }),
        ("Money2", new Money2 { Currency = "USD", Units = 5 }),
        ("InitOnly", new InitOnly { Id = "i", Balance = new Money2 { Currency = "" } }),
        ("NoConstructorRun", new NoConstructorRun { Value = 1, Name = "n" }),
        ("WithCallbacks", new WithCallbacks { Value = 3 }),
        ("Conditional", new Conditional { Value = 1, Note = "" }),
        ("Reading", new Reading { Value = new Temperature(21.5), Sensor = "s" }),
    ];

    private static ImplicitAllFields ImplicitFieldsValue()
    {
        var value = new ImplicitAllFields { Label = "l", Total = 9, Transient = 4 };
        value.Count = 2;
        return value;
    }

    private static Ledger MakeLedger()
    {
        var ledger = new Ledger { Last = new Refund { Id = 9 } };
        ledger.Entries.Add(new Sale { Id = 1, Item = "a" });
        ledger.Entries.Add(new Refund { Id = 2, Amount = 3m });
        return ledger;
    }

    private static GetOnlyLists MakeGetOnly()
    {
        var value = new GetOnlyLists();
        value.Names.Add("a");
        value.Lookup[1] = "one";
        value.Seen.Add(-1);
        return value;
    }

    private static Encapsulated MakeEncapsulated()
    {
        var value = new Encapsulated();
        value.Set(5, "five");
        value.Internal.Add(3);
        return value;
    }
}
