namespace Nano.Fuzz.ProtobufNet;

/// <summary>Random instances of the protobuf-net contracts (protobuf-net writes them to make the valid payloads).</summary>
internal static class Generators
{
    public static PnScalars Scalars(Random r) => new()
    {
        Int32 = Pick(r, r.Next(int.MinValue, int.MaxValue)),
        Int64 = Pick(r, r.NextInt64(long.MinValue, long.MaxValue)),
        UInt32 = Pick(r, (uint)r.NextInt64(0, uint.MaxValue)),
        UInt64 = Pick(r, (ulong)r.NextInt64(long.MinValue, long.MaxValue)),
        SInt32 = Pick(r, r.Next(-1000, 1000)),
        SInt64 = Pick(r, r.NextInt64(long.MinValue, long.MaxValue)),
        SFixed32 = Pick(r, r.Next(int.MinValue, int.MaxValue)),
        Fixed64 = Pick(r, (ulong)r.NextInt64()),
        Bool = r.Next(2) == 0,
        Float = Pick(r, (float)(r.NextDouble() * 1e6 - 5e5)),
        Double = Pick(r, r.NextDouble() * 1e12 - 5e11),
        Color = (PnColor)r.Next(3),
        Text = String(r),
        Blob = Bytes(r),
    };

    public static PnInner Inner(Random r) => new() { Id = Pick(r, r.Next(-5, 100_000)), Name = String(r) };

    public static PnNested Nested(Random r, int depth = 0) => new()
    {
        Child = r.Next(3) == 0 ? null : Inner(r),
        Next = depth < 4 && r.Next(2) == 0 ? Nested(r, depth + 1) : null,
        Label = String(r),
    };

    public static PnRepeated Repeated(Random r) => new()
    {
        Ints = List(r, () => r.Next(int.MinValue, int.MaxValue)),
        PackedInts = List(r, () => r.Next(-300, 300)),
        PackedDoubles = List(r, () => r.NextDouble())?.ToArray(),
        PackedZigZags = List(r, () => r.NextInt64(-100_000, 100_000)),
        Strings = List(r, () => String(r) ?? ""),
        Blobs = List(r, () => Bytes(r) ?? []),
        Children = List(r, () => Inner(r)),
        Bools = List(r, () => r.Next(2) == 0),
    };

    public static PnMaps Maps(Random r) => new()
    {
        IntToString = Map(r, () => r.Next(-50, 50), () => String(r) ?? ""),
        StringToMessage = Map(r, () => String(r) ?? "", () => Inner(r)),
        LongToDouble = Map(r, () => r.NextInt64(), () => r.NextDouble()),
        Formatted = Map(r, () => r.Next(-1000, 1000), () => r.Next()),
        BoolToEnum = Map(r, () => r.Next(2) == 0, () => (PnColor)r.Next(3)),
    };

    public static PnZoo Zoo(Random r) => new()
    {
        Star = r.Next(4) == 0 ? null : Animal(r),
        Animals = List(r, () => Animal(r)),
    };

    private static PnAnimal Animal(Random r)
    {
        PnAnimal a = r.Next(4) switch
        {
            0 => new PnAnimal(),
            1 => new PnDog { Barks = r.Next(0, 1000) },
            2 => new PnPuppy { Barks = r.Next(0, 10), Sleepy = r.Next(2) == 0 },
            _ => new PnCat { Toys = List(r, () => String(r) ?? "") },
        };
        a.Name = String(r);
        a.Legs = r.Next(0, 5);
        return a;
    }

    // Zero half the time, so that absent (default) fields are common, as in real data.
    private static T Pick<T>(Random r, T value) where T : struct => r.Next(2) == 0 ? default : value;

    private static string? String(Random r) => r.Next(4) switch
    {
        0 => null,
        1 => "",
        2 => "héllo ✓ " + r.Next(),
        _ => new string('x', r.Next(1, 40)),
    };

    private static byte[]? Bytes(Random r)
    {
        if (r.Next(3) == 0)
            return null;
        var b = new byte[r.Next(0, 20)];
        r.NextBytes(b);
        return b;
    }

    private static List<T>? List<T>(Random r, Func<T> item) =>
        r.Next(3) == 0 ? null : [.. Enumerable.Range(0, r.Next(0, 6)).Select(_ => item())];

    private static Dictionary<TK, TV>? Map<TK, TV>(Random r, Func<TK> key, Func<TV> value) where TK : notnull
    {
        if (r.Next(3) == 0)
            return null;
        var map = new Dictionary<TK, TV>();
        for (int i = 0, n = r.Next(0, 6); i < n; i++)
            map[key()] = value();
        return map;
    }
}
