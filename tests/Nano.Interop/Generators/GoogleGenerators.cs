using FsCheck;
using FsCheck.Fluent;
using Google.Protobuf;
using Nano.Interop.Benchmarks.Proto2;
using Nano.Interop.CrossCheck;
using Nano.Interop.CrossCheck.Proto2;
using static Nano.Interop.Generators.MessageGen;
using P = Nano.Interop.Generators.Primitives;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Interop.Generators;

/// <summary>
/// FsCheck generators of the Google.Protobuf reference messages (cross-check and benchmark schemas), over the
/// full value ranges (see <see cref="Primitives"/>), with every oneof case, every map key kind and recursion up to
/// five levels deep. Every message they produce is valid (required fields set), so Google.Protobuf can write it.
/// </summary>
public static class GoogleGenerators
{
    /// <summary>Maximum nesting depth of recursive messages.</summary>
    public const int MaxDepth = 5;

    /// <summary>A message of a recursive type, nested 0 to <paramref name="maxDepth"/> levels deep (the generators per depth built once).</summary>
    private static Gen<T> ByDepth<T>(int maxDepth, Func<int, Gen<T>> atDepth)
    {
        var byDepth = Enumerable.Range(0, maxDepth + 1).Select(atDepth).ToArray();
        return Gen.Choose(0, maxDepth).SelectMany(depth => byDepth[depth]);
    }

    private static readonly Gen<Color> ColorGen = P.Enum<Color>();

    public static readonly Gen<AllScalars> AllScalars = Message(() => new AllScalars(),
        Maybe(P.Double, (AllScalars m, double v) => m.FDouble = v),
        Maybe(P.Float, (AllScalars m, float v) => m.FFloat = v),
        Maybe(P.Int32, (AllScalars m, int v) => m.FInt32 = v),
        Maybe(P.Int64, (AllScalars m, long v) => m.FInt64 = v),
        Maybe(P.UInt32, (AllScalars m, uint v) => m.FUint32 = v),
        Maybe(P.UInt64, (AllScalars m, ulong v) => m.FUint64 = v),
        Maybe(P.Int32, (AllScalars m, int v) => m.FSint32 = v),
        Maybe(P.Int64, (AllScalars m, long v) => m.FSint64 = v),
        Maybe(P.UInt32, (AllScalars m, uint v) => m.FFixed32 = v),
        Maybe(P.UInt64, (AllScalars m, ulong v) => m.FFixed64 = v),
        Maybe(P.Int32, (AllScalars m, int v) => m.FSfixed32 = v),
        Maybe(P.Int64, (AllScalars m, long v) => m.FSfixed64 = v),
        Maybe(P.Bool, (AllScalars m, bool v) => m.FBool = v),
        Maybe(P.String, (AllScalars m, string v) => m.FString = v),
        Maybe(P.ByteString, (AllScalars m, ByteString v) => m.FBytes = v),
        Maybe(ColorGen, (AllScalars m, Color v) => m.FEnum = v),
        Repeated(P.Double, (AllScalars m) => m.RDouble),
        Repeated(P.Float, (AllScalars m) => m.RFloat),
        Repeated(P.Int32, (AllScalars m) => m.RInt32),
        Repeated(P.Int64, (AllScalars m) => m.RInt64),
        Repeated(P.UInt32, (AllScalars m) => m.RUint32),
        Repeated(P.UInt64, (AllScalars m) => m.RUint64),
        Repeated(P.Int32, (AllScalars m) => m.RSint32),
        Repeated(P.Int64, (AllScalars m) => m.RSint64),
        Repeated(P.UInt32, (AllScalars m) => m.RFixed32),
        Repeated(P.UInt64, (AllScalars m) => m.RFixed64),
        Repeated(P.Int32, (AllScalars m) => m.RSfixed32),
        Repeated(P.Int64, (AllScalars m) => m.RSfixed64),
        Repeated(P.Bool, (AllScalars m) => m.RBool),
        Repeated(P.String, (AllScalars m) => m.RString),
        Repeated(P.ByteString, (AllScalars m) => m.RBytes),
        Repeated(ColorGen, (AllScalars m) => m.REnum),
        Repeated(P.Int32, (AllScalars m) => m.UInt32),
        Repeated(P.Int64, (AllScalars m) => m.USint64),
        Repeated(P.UInt32, (AllScalars m) => m.UFixed32),
        Repeated(P.Double, (AllScalars m) => m.UDouble),
        Repeated(P.Bool, (AllScalars m) => m.UBool),
        Repeated(ColorGen, (AllScalars m) => m.UEnum));

    public static readonly Gen<AllOptional> AllOptional = Message(() => new AllOptional(),
        Maybe(P.Double, (AllOptional m, double v) => m.FDouble = v),
        Maybe(P.Float, (AllOptional m, float v) => m.FFloat = v),
        Maybe(P.Int32, (AllOptional m, int v) => m.FInt32 = v),
        Maybe(P.Int64, (AllOptional m, long v) => m.FInt64 = v),
        Maybe(P.UInt32, (AllOptional m, uint v) => m.FUint32 = v),
        Maybe(P.UInt64, (AllOptional m, ulong v) => m.FUint64 = v),
        Maybe(P.Int32, (AllOptional m, int v) => m.FSint32 = v),
        Maybe(P.Int64, (AllOptional m, long v) => m.FSint64 = v),
        Maybe(P.UInt32, (AllOptional m, uint v) => m.FFixed32 = v),
        Maybe(P.UInt64, (AllOptional m, ulong v) => m.FFixed64 = v),
        Maybe(P.Int32, (AllOptional m, int v) => m.FSfixed32 = v),
        Maybe(P.Int64, (AllOptional m, long v) => m.FSfixed64 = v),
        Maybe(P.Bool, (AllOptional m, bool v) => m.FBool = v),
        Maybe(P.String, (AllOptional m, string v) => m.FString = v),
        Maybe(P.ByteString, (AllOptional m, ByteString v) => m.FBytes = v),
        Maybe(ColorGen, (AllOptional m, Color v) => m.FEnum = v));

    private static Gen<Nested.Types.Inner> Inner(int depth) => Message(() => new Nested.Types.Inner(),
        Maybe(P.Int32, (Nested.Types.Inner m, int v) => m.Id = v),
        Maybe(P.String, (Nested.Types.Inner m, string v) => m.Name = v),
        depth <= 0 ? Gen.Constant<Action<Nested.Types.Inner>>(_ => { }) : Maybe(Inner(depth - 1), (Nested.Types.Inner m, Nested.Types.Inner v) => m.Deeper = v),
        Repeated(P.Int32, (Nested.Types.Inner m) => m.Values));

    public static readonly Gen<Nested> Nested = ByDepth(MaxDepth - 1, depth => Message(() => new Nested(),
        Maybe(Inner(depth), (Nested m, Nested.Types.Inner v) => m.Inner = v),
        Repeated(Inner(Math.Min(depth, 2)), (Nested m) => m.Inners),
        Maybe(P.String, (Nested m, string v) => m.Label = v)));

    private static Gen<Recursive> RecursiveAt(int depth) => Message(() => new Recursive(),
        Maybe(P.Int32, (Recursive m, int v) => m.Value = v),
        depth <= 0 ? Gen.Constant<Action<Recursive>>(_ => { }) : Maybe(RecursiveAt(depth - 1), (Recursive m, Recursive v) => m.Child = v),
        depth <= 0 ? Gen.Constant<Action<Recursive>>(_ => { }) : Gen.Choose(0, 3).SelectMany(n => RecursiveAt(Math.Min(depth - 1, 2)).ListOf(n))
            .Select(children => (Action<Recursive>)(m => m.Children.AddRange(children))),
        Maybe(P.String, (Recursive m, string v) => m.Name = v),
        Maybe(P.ByteString, (Recursive m, ByteString v) => m.Data = v));

    public static readonly Gen<Recursive> Recursive = ByDepth(MaxDepth, RecursiveAt);

    public static readonly Gen<MapValue> MapValue = Message(() => new MapValue(),
        Maybe(P.Int32, (MapValue m, int v) => m.Id = v),
        Maybe(P.String, (MapValue m, string v) => m.Text = v));

    /// <summary>Map keys: the full range, with the zero key (omitted by Google's writer) common.</summary>
    private static Gen<T> Key<T>(Gen<T> full, T zero) => P.Freq((1, Gen.Constant(zero)), (4, full));

    public static readonly Gen<Maps> Maps = Message(() => new Maps(),
        Map(Key(P.Int32, 0), P.Int32, (Maps m) => m.Int32Int32),
        Map(Key(P.Int64, 0L), P.String, (Maps m) => m.Int64String),
        Map(Key(P.UInt32, 0u), P.ByteString, (Maps m) => m.Uint32Bytes),
        Map(Key(P.UInt64, 0UL), P.Double, (Maps m) => m.Uint64Double),
        Map(Key(P.Int32, 0), P.Float, (Maps m) => m.Sint32Float),
        Map(Key(P.Int64, 0L), P.Int64, (Maps m) => m.Sint64Sint64),
        Map(Key(P.UInt32, 0u), P.UInt64, (Maps m) => m.Fixed32Fixed64),
        Map(Key(P.UInt64, 0UL), P.Bool, (Maps m) => m.Fixed64Bool),
        Map(Key(P.Int32, 0), P.Int32, (Maps m) => m.Sfixed32Sfixed32),
        Map(Key(P.Int64, 0L), P.Int64, (Maps m) => m.Sfixed64Int64),
        Map(P.Bool, P.UInt32, (Maps m) => m.BoolUint32),
        Map(Key(P.String, ""), P.String, (Maps m) => m.StringString),
        Map(Key(P.Int32, 0), ColorGen, (Maps m) => m.Int32Enum),
        Map(Key(P.String, ""), ColorGen, (Maps m) => m.StringEnum),
        Map(Key(P.Int32, 0), MapValue, (Maps m) => m.Int32Message),
        Map(Key(P.String, ""), MapValue, (Maps m) => m.StringMessage),
        Map(P.Bool, MapValue, (Maps m) => m.BoolMessage),
        Map(Key(P.UInt64, 0UL), ColorGen, (Maps m) => m.Uint64Enum),
        Map(Key(P.Int64, 0L), MapValue, (Maps m) => m.Sint64Message));

    public static readonly Gen<OneofMessage> OneofMessage = Message(() => new OneofMessage(),
        Maybe(P.Int32, (OneofMessage m, int v) => m.Before = v),
        OneOf(
            Always(P.Int32, (OneofMessage m, int v) => m.IntValue = v),
            Always(P.String, (OneofMessage m, string v) => m.StringValue = v),
            Always(MapValue, (OneofMessage m, MapValue v) => m.MessageValue = v),
            Always(P.ByteString, (OneofMessage m, ByteString v) => m.BytesValue = v),
            Always(P.Double, (OneofMessage m, double v) => m.DoubleValue = v),
            Always(ColorGen, (OneofMessage m, Color v) => m.EnumValue = v),
            Always(P.Int64, (OneofMessage m, long v) => m.Sint64Value = v)),
        Maybe(P.String, (OneofMessage m, string v) => m.After = v));

    public static readonly Gen<WellKnown> WellKnown = Message(() => new WellKnown(),
        Maybe(P.Timestamp, (WellKnown m, Google.Protobuf.WellKnownTypes.Timestamp v) => m.Timestamp = v),
        Maybe(P.Duration, (WellKnown m, Google.Protobuf.WellKnownTypes.Duration v) => m.Duration = v),
        Repeated(P.Timestamp, (WellKnown m) => m.Timestamps),
        Repeated(P.Duration, (WellKnown m) => m.Durations));

    private static Gen<SparseFields> SparseAt(int depth) => Message(() => new SparseFields(),
        Maybe(P.Int32, (SparseFields m, int v) => m.F1 = v),
        Maybe(P.Int64, (SparseFields m, long v) => m.F15 = v),
        Maybe(P.String, (SparseFields m, string v) => m.F16 = v),
        Maybe(P.Bool, (SparseFields m, bool v) => m.F2047 = v),
        Maybe(P.Double, (SparseFields m, double v) => m.F2048 = v),
        Maybe(P.ByteString, (SparseFields m, ByteString v) => m.F262143 = v),
        depth <= 0 ? Gen.Constant<Action<SparseFields>>(_ => { }) : Maybe(SparseAt(depth - 1), (SparseFields m, SparseFields v) => m.F262144 = v),
        Repeated(P.UInt32, (SparseFields m) => m.F536870911));

    public static readonly Gen<SparseFields> SparseFields = ByDepth(3, SparseAt);

    // ---- proto2

    private static readonly Gen<Proto2Enum> Proto2EnumGen = P.Enum<Proto2Enum>();

    private static readonly Gen<Proto2Required> Proto2Required = Message(() => new Proto2Required(),
        Always(P.UInt64, (Proto2Required m, ulong v) => m.A = v),
        Always(P.String, (Proto2Required m, string v) => m.B = v),
        Maybe(P.Int32, (Proto2Required m, int v) => m.C = v));

    private static readonly Gen<Proto2Message.Types.Item.Types.Detail> Detail = Message(() => new Proto2Message.Types.Item.Types.Detail(),
        Maybe(P.String, (Proto2Message.Types.Item.Types.Detail m, string v) => m.Text = v),
        Maybe(P.UInt32, (Proto2Message.Types.Item.Types.Detail m, uint v) => m.Flags = v));

    private static readonly Gen<Proto2Message.Types.Item> Item = Message(() => new Proto2Message.Types.Item(),
        Always(P.Int64, (Proto2Message.Types.Item m, long v) => m.Key = v),
        Maybe(P.ByteString, (Proto2Message.Types.Item m, ByteString v) => m.Payload = v),
        Repeated(P.Int32, (Proto2Message.Types.Item m) => m.Codes),
        Maybe(Detail, (Proto2Message.Types.Item m, Proto2Message.Types.Item.Types.Detail v) => m.Detail = v));

    private static readonly Gen<Proto2Message.Types.Header> Header = Message(() => new Proto2Message.Types.Header(),
        Always(P.Int32, (Proto2Message.Types.Header m, int v) => m.Version = v),
        Maybe(P.String, (Proto2Message.Types.Header m, string v) => m.Note = v));

    private static Gen<Proto2Message> Proto2At(int depth) => Message(() => new Proto2Message(),
        Always(P.Int32, (Proto2Message m, int v) => m.Id = v),
        Always(P.String, (Proto2Message m, string v) => m.Name = v),
        // Explicit presence: the proto2 default values themselves are common, since they must still be written.
        Maybe(P.Freq((1, Gen.Constant(42)), (3, P.Int32)), (Proto2Message m, int v) => m.OptInt32 = v),
        Maybe(P.Freq((1, Gen.Constant("hello")), (3, P.String)), (Proto2Message m, string v) => m.OptString = v),
        Maybe(P.Bool, (Proto2Message m, bool v) => m.OptBool = v),
        Maybe(P.Freq((1, Gen.Constant(1.5)), (3, P.Double)), (Proto2Message m, double v) => m.OptDouble = v),
        Maybe(Proto2EnumGen, (Proto2Message m, Proto2Enum v) => m.OptEnum = v),
        Maybe(P.ByteString, (Proto2Message m, ByteString v) => m.OptBytes = v),
        Maybe(P.Freq((1, Gen.Constant(-7L)), (3, P.Int64)), (Proto2Message m, long v) => m.OptSint64 = v),
        Maybe(Header, (Proto2Message m, Proto2Message.Types.Header v) => m.Header = v),
        Repeated(Item, (Proto2Message m) => m.Item),
        Repeated(P.Int32, (Proto2Message m) => m.UnpackedInt32),
        Repeated(P.Int32, (Proto2Message m) => m.PackedInt32),
        Repeated(P.String, (Proto2Message m) => m.Strings),
        depth <= 0 ? Gen.Constant<Action<Proto2Message>>(_ => { }) : Maybe(Proto2At(depth - 1), (Proto2Message m, Proto2Message v) => m.Child = v),
        Maybe(Proto2Required, (Proto2Message m, Proto2Required v) => m.RequiredChild = v));

    public static readonly Gen<Proto2Message> Proto2Message = ByDepth(3, Proto2At);

    // ---- benchmark schemas

    public static readonly Gen<P3.GoogleMessage1SubMessage> GoogleMessage1SubProto3 = Message(() => new P3.GoogleMessage1SubMessage(),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field1 = v),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field2 = v),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field3 = v),
        Maybe(P.String, (P3.GoogleMessage1SubMessage m, string v) => m.Field15 = v),
        Maybe(P.Bool, (P3.GoogleMessage1SubMessage m, bool v) => m.Field12 = v),
        Maybe(P.Int64, (P3.GoogleMessage1SubMessage m, long v) => m.Field13 = v),
        Maybe(P.Int64, (P3.GoogleMessage1SubMessage m, long v) => m.Field14 = v),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field16 = v),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field19 = v),
        Maybe(P.Bool, (P3.GoogleMessage1SubMessage m, bool v) => m.Field20 = v),
        Maybe(P.Bool, (P3.GoogleMessage1SubMessage m, bool v) => m.Field28 = v),
        Maybe(P.UInt64, (P3.GoogleMessage1SubMessage m, ulong v) => m.Field21 = v),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field22 = v),
        Maybe(P.Bool, (P3.GoogleMessage1SubMessage m, bool v) => m.Field23 = v),
        Maybe(P.Bool, (P3.GoogleMessage1SubMessage m, bool v) => m.Field206 = v),
        Maybe(P.UInt32, (P3.GoogleMessage1SubMessage m, uint v) => m.Field203 = v),
        Maybe(P.Int32, (P3.GoogleMessage1SubMessage m, int v) => m.Field204 = v),
        Maybe(P.String, (P3.GoogleMessage1SubMessage m, string v) => m.Field205 = v),
        Maybe(P.UInt64, (P3.GoogleMessage1SubMessage m, ulong v) => m.Field207 = v),
        Maybe(P.UInt64, (P3.GoogleMessage1SubMessage m, ulong v) => m.Field300 = v));

    public static readonly Gen<P3.GoogleMessage1> GoogleMessage1Proto3 = Message(() => new P3.GoogleMessage1(),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field1 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field9 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field18 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field80 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field81 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field2 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field3 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field280 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field6 = v),
        Maybe(P.Int64, (P3.GoogleMessage1 m, long v) => m.Field22 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field4 = v),
        Repeated(P.UInt64, (P3.GoogleMessage1 m) => m.Field5),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field59 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field7 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field16 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field130 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field12 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field17 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field13 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field14 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field104 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field100 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field101 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field102 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field103 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field29 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field30 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field60 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field271 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field272 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field150 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field23 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field24 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field25 = v),
        Maybe(GoogleMessage1SubProto3, (P3.GoogleMessage1 m, P3.GoogleMessage1SubMessage v) => m.Field15 = v),
        Maybe(P.Bool, (P3.GoogleMessage1 m, bool v) => m.Field78 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field67 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field68 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field128 = v),
        Maybe(P.String, (P3.GoogleMessage1 m, string v) => m.Field129 = v),
        Maybe(P.Int32, (P3.GoogleMessage1 m, int v) => m.Field131 = v));

    public static readonly Gen<GoogleMessage1SubMessage> GoogleMessage1SubProto2 = Message(() => new GoogleMessage1SubMessage(),
        Maybe(P.Int32, (GoogleMessage1SubMessage m, int v) => m.Field1 = v),
        Maybe(P.Int32, (GoogleMessage1SubMessage m, int v) => m.Field2 = v),
        Maybe(P.Int32, (GoogleMessage1SubMessage m, int v) => m.Field3 = v),
        Maybe(P.String, (GoogleMessage1SubMessage m, string v) => m.Field15 = v),
        Maybe(P.Bool, (GoogleMessage1SubMessage m, bool v) => m.Field12 = v),
        Maybe(P.Int64, (GoogleMessage1SubMessage m, long v) => m.Field13 = v),
        Maybe(P.Int64, (GoogleMessage1SubMessage m, long v) => m.Field14 = v),
        Maybe(P.Int32, (GoogleMessage1SubMessage m, int v) => m.Field16 = v),
        Maybe(P.Freq((1, Gen.Constant(2)), (3, P.Int32)), (GoogleMessage1SubMessage m, int v) => m.Field19 = v),
        Maybe(P.Bool, (GoogleMessage1SubMessage m, bool v) => m.Field20 = v),
        Maybe(P.Bool, (GoogleMessage1SubMessage m, bool v) => m.Field28 = v),
        Maybe(P.UInt64, (GoogleMessage1SubMessage m, ulong v) => m.Field21 = v),
        Maybe(P.Int32, (GoogleMessage1SubMessage m, int v) => m.Field22 = v),
        Maybe(P.Bool, (GoogleMessage1SubMessage m, bool v) => m.Field23 = v),
        Maybe(P.Bool, (GoogleMessage1SubMessage m, bool v) => m.Field206 = v),
        Maybe(P.UInt32, (GoogleMessage1SubMessage m, uint v) => m.Field203 = v),
        Maybe(P.Int32, (GoogleMessage1SubMessage m, int v) => m.Field204 = v),
        Maybe(P.String, (GoogleMessage1SubMessage m, string v) => m.Field205 = v),
        Maybe(P.UInt64, (GoogleMessage1SubMessage m, ulong v) => m.Field207 = v),
        Maybe(P.UInt64, (GoogleMessage1SubMessage m, ulong v) => m.Field300 = v));

    public static readonly Gen<GoogleMessage1> GoogleMessage1Proto2 = Message(() => new GoogleMessage1(),
        Always(P.String, (GoogleMessage1 m, string v) => m.Field1 = v),
        Maybe(P.String, (GoogleMessage1 m, string v) => m.Field9 = v),
        Maybe(P.String, (GoogleMessage1 m, string v) => m.Field18 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field80 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field81 = v),
        Always(P.Int32, (GoogleMessage1 m, int v) => m.Field2 = v),
        Always(P.Int32, (GoogleMessage1 m, int v) => m.Field3 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field280 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field6 = v),
        Maybe(P.Int64, (GoogleMessage1 m, long v) => m.Field22 = v),
        Maybe(P.String, (GoogleMessage1 m, string v) => m.Field4 = v),
        Repeated(P.UInt64, (GoogleMessage1 m) => m.Field5),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field59 = v),
        Maybe(P.String, (GoogleMessage1 m, string v) => m.Field7 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field16 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field130 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field12 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field17 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field13 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field14 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field104 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field100 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field101 = v),
        Maybe(P.String, (GoogleMessage1 m, string v) => m.Field102 = v),
        Maybe(P.String, (GoogleMessage1 m, string v) => m.Field103 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field29 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field30 = v),
        Maybe(P.Freq((1, Gen.Constant(-1)), (3, P.Int32)), (GoogleMessage1 m, int v) => m.Field60 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field271 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field272 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field150 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field23 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field24 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field25 = v),
        Maybe(GoogleMessage1SubProto2, (GoogleMessage1 m, GoogleMessage1SubMessage v) => m.Field15 = v),
        Maybe(P.Bool, (GoogleMessage1 m, bool v) => m.Field78 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field67 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field68 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field128 = v),
        Maybe(P.Freq((1, Gen.Constant("xxxxxxxxxxxxxxxxxxxxx")), (3, P.String)), (GoogleMessage1 m, string v) => m.Field129 = v),
        Maybe(P.Int32, (GoogleMessage1 m, int v) => m.Field131 = v));

    public static readonly Gen<GoogleMessage2GroupedMessage> GroupedMessage = Message(() => new GoogleMessage2GroupedMessage(),
        Maybe(P.Float, (GoogleMessage2GroupedMessage m, float v) => m.Field1 = v),
        Maybe(P.Float, (GoogleMessage2GroupedMessage m, float v) => m.Field2 = v),
        Maybe(P.Float, (GoogleMessage2GroupedMessage m, float v) => m.Field3 = v),
        Maybe(P.Bool, (GoogleMessage2GroupedMessage m, bool v) => m.Field4 = v),
        Maybe(P.Bool, (GoogleMessage2GroupedMessage m, bool v) => m.Field5 = v),
        Maybe(P.Bool, (GoogleMessage2GroupedMessage m, bool v) => m.Field6 = v),
        Maybe(P.Bool, (GoogleMessage2GroupedMessage m, bool v) => m.Field7 = v),
        Maybe(P.Float, (GoogleMessage2GroupedMessage m, float v) => m.Field8 = v),
        Maybe(P.Bool, (GoogleMessage2GroupedMessage m, bool v) => m.Field9 = v),
        Maybe(P.Float, (GoogleMessage2GroupedMessage m, float v) => m.Field10 = v),
        Maybe(P.Int64, (GoogleMessage2GroupedMessage m, long v) => m.Field11 = v));

    public static readonly Gen<GoogleMessage2.Types.Group1> Group1 = Message(() => new GoogleMessage2.Types.Group1(),
        Always(P.Float, (GoogleMessage2.Types.Group1 m, float v) => m.Field11 = v),
        Maybe(P.Float, (GoogleMessage2.Types.Group1 m, float v) => m.Field26 = v),
        Maybe(P.String, (GoogleMessage2.Types.Group1 m, string v) => m.Field12 = v),
        Maybe(P.String, (GoogleMessage2.Types.Group1 m, string v) => m.Field13 = v),
        Repeated(P.String, (GoogleMessage2.Types.Group1 m) => m.Field14),
        Always(P.UInt64, (GoogleMessage2.Types.Group1 m, ulong v) => m.Field15 = v),
        Maybe(P.Int32, (GoogleMessage2.Types.Group1 m, int v) => m.Field5 = v),
        Maybe(P.String, (GoogleMessage2.Types.Group1 m, string v) => m.Field27 = v),
        Maybe(P.Int32, (GoogleMessage2.Types.Group1 m, int v) => m.Field28 = v),
        Maybe(P.String, (GoogleMessage2.Types.Group1 m, string v) => m.Field29 = v),
        Maybe(P.String, (GoogleMessage2.Types.Group1 m, string v) => m.Field16 = v),
        Repeated(P.String, (GoogleMessage2.Types.Group1 m) => m.Field22),
        Repeated(P.Int32, (GoogleMessage2.Types.Group1 m) => m.Field73),
        Maybe(P.Int32, (GoogleMessage2.Types.Group1 m, int v) => m.Field20 = v),
        Maybe(P.String, (GoogleMessage2.Types.Group1 m, string v) => m.Field24 = v),
        Maybe(GroupedMessage, (GoogleMessage2.Types.Group1 m, GoogleMessage2GroupedMessage v) => m.Field31 = v));

    public static readonly Gen<GoogleMessage2> GoogleMessage2 = Message(() => new GoogleMessage2(),
        Maybe(P.String, (GoogleMessage2 m, string v) => m.Field1 = v),
        Maybe(P.Int64, (GoogleMessage2 m, long v) => m.Field3 = v),
        Maybe(P.Int64, (GoogleMessage2 m, long v) => m.Field4 = v),
        Maybe(P.Int64, (GoogleMessage2 m, long v) => m.Field30 = v),
        Maybe(P.Bool, (GoogleMessage2 m, bool v) => m.Field75 = v),
        Maybe(P.String, (GoogleMessage2 m, string v) => m.Field6 = v),
        Maybe(P.ByteString, (GoogleMessage2 m, ByteString v) => m.Field2 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field21 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field71 = v),
        Maybe(P.Float, (GoogleMessage2 m, float v) => m.Field25 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field109 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field210 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field211 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field212 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field213 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field216 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field217 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field218 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field220 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field221 = v),
        Maybe(P.Float, (GoogleMessage2 m, float v) => m.Field222 = v),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field63 = v),
        Repeated(Group1, (GoogleMessage2 m) => m.Group1),
        Repeated(P.String, (GoogleMessage2 m) => m.Field128),
        Maybe(P.Int64, (GoogleMessage2 m, long v) => m.Field131 = v),
        Repeated(P.String, (GoogleMessage2 m) => m.Field127),
        Maybe(P.Int32, (GoogleMessage2 m, int v) => m.Field129 = v),
        Repeated(P.Int64, (GoogleMessage2 m) => m.Field130),
        Maybe(P.Bool, (GoogleMessage2 m, bool v) => m.Field205 = v),
        Maybe(P.Bool, (GoogleMessage2 m, bool v) => m.Field206 = v));
}
