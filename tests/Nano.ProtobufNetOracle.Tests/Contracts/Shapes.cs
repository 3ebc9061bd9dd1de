// These contracts are the shapes protobuf-net's analyzer warns about (a default with IsRequired, a default the
// initialiser disagrees with, or one the analyzer does not read for DateTime, TimeSpan and Guid): they are legal, and
// protobuf-net's behaviour on them is what the tests pin.
#pragma warning disable PBN0021, PBN0022, PBN0025

using System.ComponentModel;
using ProtoBuf;

namespace ProtobufNetSamples.Shapes;

public enum Shade { None = 0, Light = 1, Dark = 2 }

public enum OtherShade { Zero = 0, One = 1, Two = 2 }

/// <summary>[DefaultValue] on the BCL value types, given as strings the attribute converts.</summary>
[ProtoContract]
public class DefaultTimes
{
    [ProtoMember(1), DefaultValue(typeof(DateTime), "2000-01-01")] public DateTime When = new(2000, 1, 1);
    [ProtoMember(2), DefaultValue(typeof(TimeSpan), "00:01:00")] public TimeSpan For = TimeSpan.FromMinutes(1);
    [ProtoMember(3), DefaultValue(typeof(Guid), "00112233-4455-6677-8899-aabbccddeeff")] public Guid Id = new("00112233-4455-6677-8899-aabbccddeeff");
}

/// <summary>A required member that also declares a default.</summary>
[ProtoContract]
public class RequiredWithDefault
{
    [ProtoMember(1, IsRequired = true), DefaultValue(5)] public int Five = 5;
    [ProtoMember(2, IsRequired = true), DefaultValue("x")] public string Text = "x";
    [ProtoMember(3, IsRequired = true), DefaultValue(Shade.Light)] public Shade Shade = Shade.Light;
}

/// <summary>Enum members whose default is given as another enum's value or another integer type.</summary>
[ProtoContract]
public class ForeignEnumDefaults
{
    [ProtoMember(1), DefaultValue(OtherShade.Two)] public Shade FromOtherEnum = Shade.Dark;
    [ProtoMember(2), DefaultValue(1L)] public Shade FromLong = Shade.Light;
    [ProtoMember(3), DefaultValue((byte)2)] public Shade FromByte = Shade.Dark;
}

/// <summary>A nullable enum with a default.</summary>
[ProtoContract]
public class NullableEnumDefault
{
    [ProtoMember(1), DefaultValue(Shade.Light)] public Shade? Maybe;
    [ProtoMember(2), DefaultValue(3)] public int? MaybeNumber;
}

/// <summary>A default the constructor does not set: an absent field keeps what the constructor gave.</summary>
[ProtoContract]
public class DefaultNotInitialised
{
    [ProtoMember(1), DefaultValue(7)] public int Seven;
    [ProtoMember(2), DefaultValue(4)] public int Other = 9;
    [ProtoMember(3, DataFormat = DataFormat.ZigZag), DefaultValue(-3)] public int ZigZag = -3;
    [ProtoMember(4, DataFormat = DataFormat.ZigZag), DefaultValue(-3)] public long ZigZagUnset;
}

/// <summary>Maps holding null values.</summary>
[ProtoContract]
public class NullMapValues
{
    [ProtoMember(1)] public Dictionary<string, string?>? Texts;
    [ProtoMember(2)] public Dictionary<int, MapItem?>? Items;
    [ProtoMember(3)] public Dictionary<int, byte[]?>? Blobs;
}

[ProtoContract]
public class MapItem
{
    [ProtoMember(1)] public int Id;
}

/// <summary>A positional record with no attributes: protobuf-net 3.4 serializes it by its constructor.</summary>
public record PlainPoint(int X, string? Name, double Weight);

[ProtoContract]
public class HoldsPlainPoint
{
    [ProtoMember(1)] public PlainPoint? Point;
    [ProtoMember(2)] public List<PlainPoint>? Points;
}

/// <summary>[ProtoMember(n, Options = ...)], the flags' other spelling.</summary>
[ProtoContract]
public class WithMemberOptions
{
    [ProtoMember(1, Options = MemberSerializationOptions.Packed)] public List<int>? Packed;
    [ProtoMember(2, Options = MemberSerializationOptions.Required)] public int Required;
    [ProtoMember(3, Options = MemberSerializationOptions.OverwriteList)] public List<int>? Overwritten = [1, 2];
    [ProtoMember(4, Options = MemberSerializationOptions.Packed | MemberSerializationOptions.OverwriteList)] public List<int>? Both;
}

[ProtoContract]
public class WithReferenceOption
{
    [ProtoMember(1, Options = MemberSerializationOptions.AsReference)] public MapItem? Item;
}

/// <summary>Uri members, single, in a list and as a map value.</summary>
[ProtoContract]
public class Links
{
    [ProtoMember(1)] public Uri? Home;
    [ProtoMember(2)] public List<Uri>? All;
    [ProtoMember(3)] public Dictionary<string, Uri?>? ByName;
}

/// <summary>DateTime written fixed-size: its ticks since 1970 as a fixed64.</summary>
[ProtoContract]
public class FixedDates
{
    [ProtoMember(1, DataFormat = DataFormat.FixedSize)] public DateTime When;
    [ProtoMember(2, DataFormat = DataFormat.FixedSize)] public DateTime? Maybe;
}

/// <summary>A list of fixed-size DateTimes, which protobuf-net fails to write.</summary>
[ProtoContract]
public class FixedDateList
{
    [ProtoMember(1, DataFormat = DataFormat.FixedSize)] public List<DateTime>? History;
}

/// <summary>System.Type members, single, in a list and as a map value.</summary>
[ProtoContract]
public class TypeNames
{
    [ProtoMember(1)] public Type? Single;
    [ProtoMember(2)] public List<Type>? Many;
    [ProtoMember(3)] public Dictionary<string, Type?>? ByName;
}

/// <summary>Level300 DataFormat.FixedSize Guids: single, nullable and in a list (Guid.Empty included).</summary>
[ProtoContract]
[CompatibilityLevel(CompatibilityLevel.Level300)]
public class FixedGuids
{
    [ProtoMember(1, DataFormat = DataFormat.FixedSize)] public Guid Id;
    [ProtoMember(2, DataFormat = DataFormat.FixedSize)] public Guid? Maybe;
    [ProtoMember(3, DataFormat = DataFormat.FixedSize)] public List<Guid>? Many;
}

/// <summary>A positional record with no attributes: protobuf-net 3.4 writes it through its constructor, fields 1, 2, 3.</summary>
public record Point(int X, string? Label, double Weight);

/// <summary>A record holding a list and another record.</summary>
public record Route(string Name, List<int>? Steps, Point? Start);

/// <summary>Records as members of a contract, single and in a list.</summary>
[ProtoContract]
public class HoldsRecords
{
    [ProtoMember(1)] public Point? Origin;
    [ProtoMember(2)] public List<Route>? Routes;
}

/// <summary>Lists of KeyValuePair, which protobuf-net writes as a repeated message { Key = 1; Value = 2; }.</summary>
[ProtoContract]
public class PairLists
{
    [ProtoMember(1)] public List<KeyValuePair<string, int>>? Counts;
    [ProtoMember(2)] public List<KeyValuePair<int, MapItem?>>? Items;
    [ProtoMember(3)] public KeyValuePair<string, long>[]? Array;
}

/// <summary>A positional <c>readonly record struct</c>: init-only properties, so protobuf-net takes it as a tuple.</summary>
public readonly record struct Extent(int Start, string? Name);

/// <summary>A plain class with get-only properties and one constructor naming them (in another case and order).</summary>
public sealed class Reading
{
    public Reading(double value, int sensor)
    {
        Sensor = sensor;
        Value = value;
    }

    public int Sensor { get; }
    public double Value { get; }

    public override bool Equals(object? obj) => obj is Reading r && r.Sensor == Sensor && r.Value.Equals(Value);
    public override int GetHashCode() => HashCode.Combine(Sensor, Value);
}

/// <summary>A struct of public read-only fields with one constructor taking them.</summary>
public readonly struct Cell
{
    public readonly int Row;
    public readonly long Column;

    public Cell(int row, long column)
    {
        Row = row;
        Column = column;
    }
}

/// <summary>Tuples of every shape protobuf-net infers from the constructor, as members and in lists.</summary>
[ProtoContract]
public class HoldsTuples
{
    [ProtoMember(1)] public Extent Extent;
    [ProtoMember(2)] public List<Reading>? Readings;
    [ProtoMember(3)] public Cell[]? Cells;
    [ProtoMember(4)] public Tuple<int, string>? Pair;
    [ProtoMember(5)] public (int Id, string? Text) Named;
    [ProtoMember(6)] public List<(string?, double)>? Values;
}

/// <summary>A <c>record struct</c> without <c>readonly</c>: its setters are public, so protobuf-net does not take it as
/// a tuple and refuses it.</summary>
public record struct MutableExtent(int Start, int End);

/// <summary>Holds the mutable record struct, which neither library can serialize.</summary>
[ProtoContract]
public class HoldsMutableExtent
{
    [ProtoMember(1)] public MutableExtent Extent;
}
