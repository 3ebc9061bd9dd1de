using System.Collections.Immutable;
using FsCheck;
using FsCheck.Fluent;
using Nano.Interop.Nano.Rich;
using static Nano.Interop.Generators.MessageGen;
using P = Nano.Interop.Generators.Primitives;

namespace Nano.Fuzz;

/// <summary>FsCheck generators of the Nano-only rich types (Nano.Interop.Nano.Rich), for valid seed payloads.</summary>
public static class RichGenerators
{
    private static readonly Gen<Mood> MoodGen = P.Enum<Mood>();

    private static readonly Gen<DateTime> Time = P.Seeded(r => new DateTime(r.NextInt64(DateTime.MinValue.Ticks, DateTime.MaxValue.Ticks + 1), DateTimeKind.Utc));

    private static readonly Gen<TimeSpan> Span = P.Int64.Select(ticks => new TimeSpan(ticks));

    private static readonly Gen<decimal> Decimal = P.Freq(
        (1, Gen.Elements(decimal.Zero, decimal.One, decimal.MinusOne, decimal.MaxValue, decimal.MinValue, 0.0001m, -12.340m)),
        (3, P.Seeded(r => new decimal(r.Next(), r.Next(), r.Next(), r.Next(2) == 0, (byte)r.Next(29)))));

    private static readonly Gen<Guid> GuidGen = P.Seeded(r =>
    {
        var bytes = new byte[16];
        r.NextBytes(bytes);
        return new Guid(bytes);
    });

#if NET // System.Half is .NET 5+
    private static readonly Gen<Half> HalfGen = P.Seeded(r => BitConverter.Int16BitsToHalf((short)r.Next(short.MinValue, short.MaxValue + 1)));
#endif

    public static readonly Gen<EveryScalar> EveryScalar = Message(() => new EveryScalar(),
        Maybe(Gen.Choose(0, 255), (EveryScalar m, int v) => m.Byte = (byte)v),
        Maybe(Gen.Choose(-128, 127), (EveryScalar m, int v) => m.SByte = (sbyte)v),
        Maybe(Gen.Choose(short.MinValue, short.MaxValue), (EveryScalar m, int v) => m.Int16 = (short)v),
        Maybe(Gen.Choose(0, ushort.MaxValue), (EveryScalar m, int v) => m.UInt16 = (ushort)v),
        Maybe(Gen.Choose(0, char.MaxValue), (EveryScalar m, int v) => m.Char = (char)v),
        Maybe(P.Int64, (EveryScalar m, long v) => m.NInt = (nint)v),
        Maybe(P.UInt64, (EveryScalar m, ulong v) => m.NUInt = (nuint)v),
#if NET
        Maybe(HalfGen, (EveryScalar m, Half v) => m.Half = v),
#endif
        Maybe(Decimal, (EveryScalar m, decimal v) => m.Decimal = v),
        Maybe(GuidGen, (EveryScalar m, Guid v) => m.Guid = v),
        Maybe(Time, (EveryScalar m, DateTime v) => m.DateTime = v),
        Maybe(Span, (EveryScalar m, TimeSpan v) => m.TimeSpan = v),
        Maybe(Time, (EveryScalar m, DateTime v) => m.DateTimeOffset = new DateTimeOffset(v)),
        Maybe(MoodGen, (EveryScalar m, Mood v) => m.Mood = v),
        Maybe(Gen.Choose(short.MinValue, short.MaxValue), (EveryScalar m, int v) => m.ZigZag16 = (short)v),
        Maybe(Gen.Choose(0, ushort.MaxValue), (EveryScalar m, int v) => m.Fixed16 = (ushort)v),
        Maybe(P.Bytes, (EveryScalar m, byte[] v) => m.Memory = v),
        Maybe(Decimal, (EveryScalar m, decimal v) => m.MaybeDecimal = v),
        Maybe(GuidGen, (EveryScalar m, Guid v) => m.MaybeGuid = v),
        Maybe(Time, (EveryScalar m, DateTime v) => m.MaybeOffset = new DateTimeOffset(v)),
        Maybe(P.SmallList(GuidGen), (EveryScalar m, List<Guid> v) => m.Guids = v),
        Maybe(P.SmallList(Decimal), (EveryScalar m, List<decimal> v) => m.Decimals = v),
        Maybe(P.SmallList(Gen.Choose(-128, 127)), (EveryScalar m, List<int> v) => m.SBytes = [.. v.Select(x => (sbyte)x)]),
        Maybe(P.SmallList(Gen.Choose(0, char.MaxValue)), (EveryScalar m, List<int> v) => m.Chars = [.. v.Select(x => (char)x)])
#if NET
        , Maybe(P.SmallList(HalfGen), (EveryScalar m, List<Half> v) => m.Halves = v)
#endif
        );

    public static readonly Gen<WithDefaults> WithDefaults = Message(() => new WithDefaults(),
        Always(P.Int32, (WithDefaults m, int v) => m.Id = v),
        Maybe(P.Freq((1, Gen.Constant(7)), (2, P.Int32)), (WithDefaults m, int v) => m.Seven = v),
        Maybe(P.Bool, (WithDefaults m, bool v) => m.Flag = v),
        Maybe(P.Freq((1, Gen.Constant("none")), (2, P.String)), (WithDefaults m, string v) => m.Text = v),
        Maybe(MoodGen, (WithDefaults m, Mood v) => m.Mood = v),
        Always(P.String, (WithDefaults m, string v) => m.Name = v));

    public static readonly Gen<Address> Address =
        from street in P.Freq((1, Gen.Constant<string?>(null)), (3, P.String.Select(s => (string?)s)))
        from number in P.Int32
        from codes in P.SmallList(P.Int32)
        select new Address { Street = street, Number = number, Codes = [.. codes] };

    public static readonly Gen<Person> Person =
        from id in P.Int32
        from name in P.Freq((1, Gen.Constant<string?>(null)), (3, P.String.Select(s => (string?)s)))
        from emails in P.SmallList(P.String)
        from home in P.Freq((1, Gen.Constant<Address?>(null)), (2, Address.Select(a => (Address?)a)))
        select new Person(id, name, emails, home);

    public static readonly Gen<Vector> Vector =
        from x in P.Float
        from y in P.Float
        from z in P.Int32
        select new Vector { X = x, Y = y, Z = z };

    public static readonly Gen<Shape> Shape = P.Freq(
        (1, from label in P.String from origin in Vector from radius in P.Double select (Shape)new Circle { Label = label, Origin = origin, Radius = radius }),
        (1, from label in P.String from points in P.SmallList(Vector) select (Shape)new Polygon { Label = label, Points = points }),
        (1, from label in P.String from points in P.SmallList(Vector) from side in P.Float select (Shape)new Square { Label = label, Points = points, Side = side }));

    private static Gen<Document> DocumentAt(int depth) => Message(() => new Document(),
        Maybe(Person, (Document m, Person v) => m.Author = v),
        Maybe(P.SmallList(Shape), (Document m, List<Shape> v) => m.Shapes = v),
        Maybe(Shape, (Document m, Shape v) => m.Featured = v),
        Maybe(Vector, (Document m, Vector v) => m.Anchor = v),
        Maybe(Vector, (Document m, Vector v) => m.MaybeAnchor = v),
        Maybe(P.SmallList(P.String), (Document m, List<string> v) => m.Tags = [.. v]),
        Maybe(P.SmallList(P.String.Zip(P.Int32)), (Document m, List<(string, int)> v) => m.Counts = v.DistinctBy(e => e.Item1).ToImmutableDictionary(e => e.Item1, e => e.Item2)),
        Maybe(P.SmallList(P.Int64.Zip(Address)), (Document m, List<(long, Address)> v) => m.Addresses = v.DistinctBy(e => e.Item1).ToDictionary(e => e.Item1, e => e.Item2)),
        Maybe(P.SmallList(P.Double), (Document m, List<double> v) => m.Samples = v),
        Maybe(P.SmallList(MoodGen), (Document m, List<Mood> v) => m.Moods = v),
        Maybe(P.SmallList(P.Bytes), (Document m, List<byte[]> v) => m.Blobs.AddRange(v)),
        OneOf(
            Always(P.String, (Document m, string v) => m.Text = v),
            Always(Person, (Document m, Person v) => m.Contact = v),
            Always(P.Int64, (Document m, long v) => m.Number = v)),
        Maybe(Address, (Document m, Address v) => m.GroupAddress = v),
        Maybe(P.SmallList(Vector), (Document m, List<Vector> v) => m.GroupVectors = v),
        Maybe(P.SmallList(Time), (Document m, List<DateTime> v) => m.Times = v),
        Maybe(WithDefaults, (Document m, WithDefaults v) => m.Defaults = v),
        Maybe(EveryScalar, (Document m, EveryScalar v) => m.Scalars = v),
        depth <= 0 ? Gen.Constant<Action<Document>>(_ => { }) : Maybe(DocumentAt(depth - 1), (Document m, Document v) => m.Child = v),
        Maybe(P.SmallList(P.Int32.Zip(P.Int64)), (Document m, List<(int, long)> v) => m.Formatted = v.DistinctBy(e => e.Item1).ToDictionary(e => e.Item1, e => e.Item2)));

    private static readonly Gen<Document>[] DocumentsByDepth = [DocumentAt(0), DocumentAt(1), DocumentAt(2)];

    public static readonly Gen<Document> Document = Gen.Choose(0, 2).SelectMany(d => DocumentsByDepth[d]);

    public static readonly Gen<Chain> Chain = Gen.Choose(0, 30).SelectMany(n => P.Int32.ArrayOf(n + 1)).Select(values =>
    {
        Chain? chain = null;
        for (var i = values.Length - 1; i >= 0; i--)
            chain = i % 3 == 2 ? new Chain { Value = values[i], NextGroup = chain } : new Chain { Value = values[i], Next = chain };
        return chain!;
    });
}
