using System.Collections.Immutable;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Serialization;

public class RoundTripTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    private static T RoundTrip<T>(SerializerBackend backend, T value)
    {
        var model = Backends.Model(backend);
        var bytes = model.SerializeToArray(value);
        Assert.Equal(bytes.Length, model.Measure(value));
        var copy = model.Deserialize<T>(bytes);
        Equivalence.AssertEqual(value, copy);
        return copy;
    }

    public static IEnumerable<object[]> EdgeScalars()
    {
        var backends = Backends.List;
        var samples = new[]
        {
            new AllScalars(),
            new AllScalars
            {
                Int32 = int.MinValue, Int64 = long.MinValue, UInt32 = uint.MaxValue, UInt64 = ulong.MaxValue,
                SInt32 = int.MinValue, SInt64 = long.MinValue, Fixed32 = uint.MaxValue, Fixed64 = ulong.MaxValue,
                SFixed32 = int.MinValue, SFixed64 = long.MinValue, Float = float.NegativeInfinity, Double = double.NaN,
                Bool = true, String = "héllo wörld 😀", Bytes = [0, 1, 255], Color = (Color)999, Byte = 255, SByte = -128,
                Int16 = short.MinValue, UInt16 = ushort.MaxValue, Char = '\uFFFF', NInt = nint.MinValue, NUInt = nuint.MaxValue,
#if NET
                Half = Half.MaxValue,
#endif
                Decimal = decimal.MinValue, Guid = Guid.NewGuid(),
                DateTime = new DateTime(9999, 12, 31, 23, 59, 59, DateTimeKind.Utc).AddTicks(9_999_999),
                TimeSpan = TimeSpan.MaxValue, DateTimeOffset = new DateTimeOffset(2024, 2, 29, 12, 0, 0, TimeSpan.Zero),
                Memory = new byte[] { 9, 8, 7 }, MutableMemory = new byte[] { 1 },
            },
            new AllScalars
            {
                Int32 = int.MaxValue, Int64 = long.MaxValue, UInt32 = 1, UInt64 = 1, SInt32 = int.MaxValue, SInt64 = long.MaxValue,
                Float = -0.0f, Double = double.Epsilon, Color = Color.Negative, Decimal = 0.0001m,
                DateTime = new DateTime(1, 1, 1, 0, 0, 0, 1, DateTimeKind.Utc), TimeSpan = TimeSpan.MinValue,
                String = new string('x', 100_000),
            },
        };
        foreach (var backend in backends)
            foreach (var sample in samples)
                yield return [backend, sample];
    }

    [Theory, MemberData(nameof(EdgeScalars))]
    public void Scalars(SerializerBackend b, AllScalars value) => RoundTrip(b, value);

    [Theory, MemberData(nameof(Backend))]
    public void LocalDateTimeIsStoredAsUtc(SerializerBackend b)
    {
        var local = new DateTime(2020, 5, 6, 7, 8, 9, DateTimeKind.Local);
        var model = Backends.Model(b);
        var copy = model.Deserialize<AllScalars>(model.SerializeToArray(new AllScalars { DateTime = local }));
        Assert.Equal(DateTimeKind.Utc, copy.DateTime.Kind);
        Assert.Equal(local.ToUniversalTime(), copy.DateTime);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Optionals(SerializerBackend b)
    {
        RoundTrip(b, new Optionals());
        var copy = RoundTrip(b, new Optionals { Int32 = 0, Bool = false, Double = 0, Color = TestTypes.Color.Red, When = DateTime.UnixEpoch, Id = Guid.Empty, SInt64 = 0 });
        Assert.Equal(0, copy.Int32);
        Assert.Equal(Guid.Empty, copy.Id);
        Assert.Null(RoundTrip(b, new Optionals()).Int32);
    }

    [Theory, MemberData(nameof(Backend))]
    public void NestedStructsGroupsAndRecursion(SerializerBackend b)
    {
        RoundTrip(b, new Outer
        {
            Child = new Inner { A = 1, B = "b", C = [1, 2, 3] },
            Location = new Point { X = -1, Y = 2 },
            MaybeLocation = new Point { X = 5 },
            Children = [new Inner { A = 2 }, new Inner()],
            GroupChild = new Inner { B = "g", C = [4] },
            GroupChildren = [new Inner { A = 3 }, new Inner { A = 4 }],
        });
        var chain = new Node { Value = 0 };
        for (var i = 1; i < 50; i++)
            chain = new Node { Value = i, Next = chain, Children = [new Node { Value = -i }] };
        RoundTrip(b, chain);
    }

    [Theory, MemberData(nameof(Backend))]
    public void CollectionsOfEveryKind(SerializerBackend b)
    {
        var value = new Collections
        {
            PackedArray = [1, -1, int.MaxValue],
            UnpackedList = [0, 5],
            Strings = ["a", "", "ccc"],
            Doubles = [1.5, double.NaN],
            Longs = new List<long> { long.MinValue, 0 },
            ImmutableInts = [7, 8],
            ImmutableStrings = ["x", "y"],
            ZigZags = [-1, -2, 3],
            Floats = [1f, float.MaxValue],
            Colors = [TestTypes.Color.Blue, (Color)(-7)],
            Blobs = [[1, 2], []],
            Bools = [true, false, true],
            Times = [DateTime.UnixEpoch, new DateTime(2000, 1, 1, 0, 0, 0, DateTimeKind.Utc)],
        };
        value.ReadOnlyList.AddRange([4, 5, 6]);
        RoundTrip(b, value);
        RoundTrip(b, new Collections());
    }

    [Theory, MemberData(nameof(Backend))]
    public void MapsOfEveryKind(SerializerBackend b)
    {
        var value = new Maps
        {
            IntToString = new() { [0] = "", [-1] = "minus", [int.MaxValue] = "max" },
            StringToMessage = new Dictionary<string, Inner> { [""] = new Inner(), ["k"] = new Inner { A = 1, C = [1] } },
            LongToEnum = new Dictionary<long, Color> { [1] = TestTypes.Color.Green, [2] = (Color)42 },
            BoolToDouble = ImmutableDictionary<bool, double>.Empty.Add(true, 1.5).Add(false, 0),
            Formatted = new() { [-3] = long.MinValue },
        };
        value.ReadOnlyMap[7] = -7;
        RoundTrip(b, value);
    }

    [Theory, MemberData(nameof(Backend))]
    public void OneOfMembers(SerializerBackend b)
    {
        RoundTrip(b, new OneOfs { Number = 0, Other = 1 });
        Assert.Equal("", RoundTrip(b, new OneOfs { Text = "" }).Text);
        RoundTrip(b, new OneOfs { Message = new Inner { A = 1 } });
        RoundTrip(b, new OneOfs());
    }

    [Theory, MemberData(nameof(Backend))]
    public void ImmutableTypes(SerializerBackend b)
    {
        RoundTrip(b, new PositionalRecord(1, "one", [1, 2]));
        RoundTrip(b, new InitRecord { Id = 2, Name = "two" });
        var ctor = RoundTrip(b, new ConstructorOnly(3, "three"));
        Assert.Equal(3, ctor.Id);
        var hidden = RoundTrip(b, PrivateMembers.Create(42, "p"));
        Assert.Equal(42, hidden.Secret);
        var s = RoundTrip(b, new ImmutableStruct(5, "s"));
        Assert.Equal(5, s.A);
    }

    [Theory, MemberData(nameof(Backend))]
    public void Inheritance(SerializerBackend b)
    {
        var zoo = RoundTrip(b, new Zoo
        {
            Animals = [new Dog { Name = "rex", Barks = 3 }, new Cat { Name = "tom", Lives = 9 }, new Puppy { Name = "bit", Barks = 1, Sleepy = true }],
            Star = new Puppy { Sleepy = true },
        });
        Assert.IsType<Puppy>(zoo.Star);
        Assert.IsType<Cat>(zoo.Animals[1]);
        var model = Backends.Model(b);
        var dog = model.Deserialize<Dog>(model.SerializeToArray<Animal>(new Dog { Barks = 1 }));
        Assert.Equal(1, dog.Barks);
        Assert.Equal(model.SerializeToArray<Animal>(new Puppy { Barks = 2 }), model.SerializeToArray(new Puppy { Barks = 2 }));
    }

    [Theory, MemberData(nameof(Backend))]
    public void SparseFieldNumbers(SerializerBackend b) =>
        RoundTrip(b, new Sparse { One = 1, Fifteen = 15, Sixteen = 16, Big = 2047, Bigger = 2048, Max = int.MaxValue });

    [Theory, MemberData(nameof(Backend))]
    public void FluentRegistration(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.Add<Order>().Field(1, x => x.Id).Field(2, x => x.Lines).Field(3, "Customer");
        model.Add<OrderLine>().Field(1, x => x.Sku).Field(2, x => x.Quantity, new FieldOptions { DataFormat = DataFormat.ZigZag });
        var order = new Order { Id = 7, Customer = "c", Lines = [new OrderLine { Sku = "a", Quantity = -1 }] };
        var bytes = model.SerializeToArray(order);
        Assert.Equal("08 07 12 05 0A 01 61 10 01 1A 01 63".Replace(" ", ""), Hex.Of(bytes));
        var copy = model.Deserialize<Order>(bytes);
        Assert.Equal(-1, copy.Lines.Single().Quantity);
        Assert.Equal("c", copy.Customer);
    }
}
