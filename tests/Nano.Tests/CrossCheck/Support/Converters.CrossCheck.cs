using static Nano.Interop.Nano.ConverterHelpers;
using G = Nano.Interop.CrossCheck;
using N = Nano.Interop.Nano.CrossCheck;

namespace Nano.Tests.CrossCheck.Support;

public static partial class Converters
{
    public static N.Color ToNano(G.Color value) => (N.Color)(int)value;

    public static G.Color ToGoogle(N.Color value) => (G.Color)(int)value;

    // ---- AllScalars

    public static N.AllScalars ToNano(G.AllScalars g) => new N.AllScalars()
    {
        FDouble = g.FDouble,
        FFloat = g.FFloat,
        FInt32 = g.FInt32,
        FInt64 = g.FInt64,
        FUInt32 = g.FUint32,
        FUInt64 = g.FUint64,
        FSInt32 = g.FSint32,
        FSInt64 = g.FSint64,
        FFixed32 = g.FFixed32,
        FFixed64 = g.FFixed64,
        FSFixed32 = g.FSfixed32,
        FSFixed64 = g.FSfixed64,
        FBool = g.FBool,
        FString = g.FString,
        FBytes = Bytes(g.FBytes),
        FEnum = ToNano(g.FEnum),
        RDouble = g.RDouble.Count == 0 ? null : g.RDouble.ToArray(),
        RFloat = ListOrNull(g.RFloat, Same),
        RInt32 = [.. g.RInt32],
        RInt64 = g.RInt64.ToArray(),
        RUInt32 = ListOrNull(g.RUint32, Same),
        RUInt64 = ListOrNull(g.RUint64, Same),
        RSInt32 = ListOrNull(g.RSint32, Same),
        RSInt64 = g.RSint64.Count == 0 ? null : g.RSint64.ToArray(),
        RFixed32 = ListOrNull(g.RFixed32, Same),
        RFixed64 = g.RFixed64.ToArray(),
        RSFixed32 = ListOrNull(g.RSfixed32, Same),
        RSFixed64 = ListOrNull(g.RSfixed64, Same),
        RBool = g.RBool.Count == 0 ? null : g.RBool.ToArray(),
        RString = ListOrNull(g.RString, Same),
        RBytes = ListOrNull(g.RBytes, Bytes),
        UnpackedInt32 = ListOrNull(g.UInt32, Same),
        UnpackedSInt64 = ListOrNull(g.USint64, Same),
        UnpackedFixed32 = g.UFixed32.Count == 0 ? null : g.UFixed32.ToArray(),
        UnpackedDouble = ListOrNull(g.UDouble, Same),
        UnpackedBool = ListOrNull(g.UBool, Same),
        UnpackedEnum = g.UEnum.Count == 0 ? null : g.UEnum.Select(ToNano).ToArray(),
    }.With(n => n.REnum.AddRange(g.REnum.Select(ToNano)));

    public static G.AllScalars ToGoogle(N.AllScalars n)
    {
        var g = new G.AllScalars
        {
            FDouble = n.FDouble,
            FFloat = n.FFloat,
            FInt32 = n.FInt32,
            FInt64 = n.FInt64,
            FUint32 = n.FUInt32,
            FUint64 = n.FUInt64,
            FSint32 = n.FSInt32,
            FSint64 = n.FSInt64,
            FFixed32 = n.FFixed32,
            FFixed64 = n.FFixed64,
            FSfixed32 = n.FSFixed32,
            FSfixed64 = n.FSFixed64,
            FBool = n.FBool,
            FString = n.FString ?? "",
            FBytes = Bytes(n.FBytes),
            FEnum = ToGoogle(n.FEnum),
        };
        AddAll(g.RDouble, n.RDouble);
        AddAll(g.RFloat, n.RFloat);
        AddAll(g.RInt32, n.RInt32);
        AddAll(g.RInt64, n.RInt64);
        AddAll(g.RUint32, n.RUInt32);
        AddAll(g.RUint64, n.RUInt64);
        AddAll(g.RSint32, n.RSInt32);
        AddAll(g.RSint64, n.RSInt64);
        AddAll(g.RFixed32, n.RFixed32);
        AddAll(g.RFixed64, n.RFixed64);
        AddAll(g.RSfixed32, n.RSFixed32);
        AddAll(g.RSfixed64, n.RSFixed64);
        AddAll(g.RBool, n.RBool);
        AddAll(g.RString, n.RString);
        AddAll(g.RBytes, n.RBytes, Bytes);
        AddAll(g.REnum, n.REnum, ToGoogle);
        AddAll(g.UInt32, n.UnpackedInt32);
        AddAll(g.USint64, n.UnpackedSInt64);
        AddAll(g.UFixed32, n.UnpackedFixed32);
        AddAll(g.UDouble, n.UnpackedDouble);
        AddAll(g.UBool, n.UnpackedBool);
        AddAll(g.UEnum, n.UnpackedEnum, ToGoogle);
        return g;
    }

    // ---- AllOptional

    public static N.AllOptional ToNano(G.AllOptional g) => new()
    {
        FDouble = g.HasFDouble ? g.FDouble : null,
        FFloat = g.HasFFloat ? g.FFloat : null,
        FInt32 = g.HasFInt32 ? g.FInt32 : null,
        FInt64 = g.HasFInt64 ? g.FInt64 : null,
        FUInt32 = g.HasFUint32 ? g.FUint32 : null,
        FUInt64 = g.HasFUint64 ? g.FUint64 : null,
        FSInt32 = g.HasFSint32 ? g.FSint32 : null,
        FSInt64 = g.HasFSint64 ? g.FSint64 : null,
        FFixed32 = g.HasFFixed32 ? g.FFixed32 : null,
        FFixed64 = g.HasFFixed64 ? g.FFixed64 : null,
        FSFixed32 = g.HasFSfixed32 ? g.FSfixed32 : null,
        FSFixed64 = g.HasFSfixed64 ? g.FSfixed64 : null,
        FBool = g.HasFBool ? g.FBool : null,
        FString = g.HasFString ? g.FString : null,
        FBytes = g.HasFBytes ? Bytes(g.FBytes) : null,
        FEnum = g.HasFEnum ? ToNano(g.FEnum) : null,
    };

    public static G.AllOptional ToGoogle(N.AllOptional n)
    {
        var g = new G.AllOptional();
        if (n.FDouble is { } fDouble) g.FDouble = fDouble;
        if (n.FFloat is { } fFloat) g.FFloat = fFloat;
        if (n.FInt32 is { } fInt32) g.FInt32 = fInt32;
        if (n.FInt64 is { } fInt64) g.FInt64 = fInt64;
        if (n.FUInt32 is { } fUInt32) g.FUint32 = fUInt32;
        if (n.FUInt64 is { } fUInt64) g.FUint64 = fUInt64;
        if (n.FSInt32 is { } fSInt32) g.FSint32 = fSInt32;
        if (n.FSInt64 is { } fSInt64) g.FSint64 = fSInt64;
        if (n.FFixed32 is { } fFixed32) g.FFixed32 = fFixed32;
        if (n.FFixed64 is { } fFixed64) g.FFixed64 = fFixed64;
        if (n.FSFixed32 is { } fSFixed32) g.FSfixed32 = fSFixed32;
        if (n.FSFixed64 is { } fSFixed64) g.FSfixed64 = fSFixed64;
        if (n.FBool is { } fBool) g.FBool = fBool;
        if (n.FString is { } fString) g.FString = fString;
        if (n.FBytes is { } fBytes) g.FBytes = Bytes(fBytes);
        if (n.FEnum is { } fEnum) g.FEnum = ToGoogle(fEnum);
        return g;
    }

    // ---- Nested

    public static N.NestedInner ToNano(G.Nested.Types.Inner g) => new()
    {
        Id = g.Id,
        Name = g.Name,
        Deeper = g.Deeper is null ? null : ToNano(g.Deeper),
        Values = g.Values.Count == 0 ? null : g.Values.ToArray(),
    };

    public static G.Nested.Types.Inner ToGoogle(N.NestedInner n)
    {
        var g = new G.Nested.Types.Inner { Id = n.Id, Name = n.Name ?? "", Deeper = n.Deeper is null ? null : ToGoogle(n.Deeper) };
        AddAll(g.Values, n.Values);
        return g;
    }

    public static N.Nested ToNano(G.Nested g) => new()
    {
        Inner = g.Inner is null ? null : ToNano(g.Inner),
        Inners = [.. g.Inners.Select(ToNano)],
        Label = g.Label,
    };

    public static G.Nested ToGoogle(N.Nested n)
    {
        var g = new G.Nested { Inner = n.Inner is null ? null : ToGoogle(n.Inner), Label = n.Label };
        AddAll(g.Inners, n.Inners, ToGoogle);
        return g;
    }

    // ---- Recursive

    public static N.Recursive ToNano(G.Recursive g) => new()
    {
        Value = g.Value,
        Child = g.Child is null ? null : ToNano(g.Child),
        Children = ListOrNull(g.Children, ToNano),
        Name = g.Name,
        Data = g.Data.ToByteArray(),
    };

    public static G.Recursive ToGoogle(N.Recursive n)
    {
        var g = new G.Recursive { Value = n.Value, Child = n.Child is null ? null : ToGoogle(n.Child), Name = n.Name ?? "", Data = Bytes(n.Data) };
        AddAll(g.Children, n.Children, ToGoogle);
        return g;
    }

    // ---- Maps

    public static N.MapValue ToNano(G.MapValue g) => new() { Id = g.Id, Text = g.Text };

    public static G.MapValue ToGoogle(N.MapValue n) => new() { Id = n.Id, Text = n.Text ?? "" };

    public static N.Maps ToNano(G.Maps g)
    {
        var n = new N.Maps
        {
            Int32Int32 = MapOrNull(g.Int32Int32, Same),
            Int64String = MapOrNull(g.Int64String, Same),
            UInt32Bytes = MapOrNull(g.Uint32Bytes, Bytes),
            UInt64Double = MapOrNull(g.Uint64Double, Same),
            SInt32Float = MapOrNull(g.Sint32Float, Same),
            SInt64SInt64 = MapOrNull(g.Sint64Sint64, Same),
            Fixed32Fixed64 = MapOrNull(g.Fixed32Fixed64, Same),
            Fixed64Bool = MapOrNull(g.Fixed64Bool, Same),
            SFixed32SFixed32 = MapOrNull(g.Sfixed32Sfixed32, Same),
            SFixed64Int64 = MapOrNull(g.Sfixed64Int64, Same),
            BoolUInt32 = MapOrNull(g.BoolUint32, Same),
            Int32Enum = MapOrNull(g.Int32Enum, ToNano),
            StringEnum = MapOrNull(g.StringEnum, ToNano),
            Int32Message = MapOrNull(g.Int32Message, ToNano),
            StringMessage = MapOrNull(g.StringMessage, ToNano),
            BoolMessage = MapOrNull(g.BoolMessage, ToNano),
            UInt64Enum = MapOrNull(g.Uint64Enum, ToNano),
            SInt64Message = MapOrNull(g.Sint64Message, ToNano),
        };
        foreach (var (key, value) in g.StringString)
            n.StringString.Add(key, value);
        return n;
    }

    public static G.Maps ToGoogle(N.Maps n)
    {
        var g = new G.Maps();
        PutAll(g.Int32Int32, n.Int32Int32, Same);
        PutAll(g.Int64String, n.Int64String, Same);
        PutAll(g.Uint32Bytes, n.UInt32Bytes, Bytes);
        PutAll(g.Uint64Double, n.UInt64Double, Same);
        PutAll(g.Sint32Float, n.SInt32Float, Same);
        PutAll(g.Sint64Sint64, n.SInt64SInt64, Same);
        PutAll(g.Fixed32Fixed64, n.Fixed32Fixed64, Same);
        PutAll(g.Fixed64Bool, n.Fixed64Bool, Same);
        PutAll(g.Sfixed32Sfixed32, n.SFixed32SFixed32, Same);
        PutAll(g.Sfixed64Int64, n.SFixed64Int64, Same);
        PutAll(g.BoolUint32, n.BoolUInt32, Same);
        PutAll(g.StringString, n.StringString, Same);
        PutAll(g.Int32Enum, n.Int32Enum, ToGoogle);
        PutAll(g.StringEnum, n.StringEnum, ToGoogle);
        PutAll(g.Int32Message, n.Int32Message, ToGoogle);
        PutAll(g.StringMessage, n.StringMessage, ToGoogle);
        PutAll(g.BoolMessage, n.BoolMessage, ToGoogle);
        PutAll(g.Uint64Enum, n.UInt64Enum, ToGoogle);
        PutAll(g.Sint64Message, n.SInt64Message, ToGoogle);
        return g;
    }

    // ---- OneofMessage

    public static N.OneofMessage ToNano(G.OneofMessage g)
    {
        var n = new N.OneofMessage { Before = g.Before, After = g.After };
        switch (g.ChoiceCase)
        {
            case G.OneofMessage.ChoiceOneofCase.IntValue: n.IntValue = g.IntValue; break;
            case G.OneofMessage.ChoiceOneofCase.StringValue: n.StringValue = g.StringValue; break;
            case G.OneofMessage.ChoiceOneofCase.MessageValue: n.MessageValue = ToNano(g.MessageValue); break;
            case G.OneofMessage.ChoiceOneofCase.BytesValue: n.BytesValue = Bytes(g.BytesValue); break;
            case G.OneofMessage.ChoiceOneofCase.DoubleValue: n.DoubleValue = g.DoubleValue; break;
            case G.OneofMessage.ChoiceOneofCase.EnumValue: n.EnumValue = ToNano(g.EnumValue); break;
            case G.OneofMessage.ChoiceOneofCase.Sint64Value: n.SInt64Value = g.Sint64Value; break;
        }
        return n;
    }

    public static G.OneofMessage ToGoogle(N.OneofMessage n)
    {
        var g = new G.OneofMessage { Before = n.Before, After = n.After ?? "" };
        if (n.IntValue is { } i) g.IntValue = i;
        if (n.StringValue is { } s) g.StringValue = s;
        if (n.MessageValue is { } m) g.MessageValue = ToGoogle(m);
        if (n.BytesValue is { } b) g.BytesValue = Bytes(b);
        if (n.DoubleValue is { } d) g.DoubleValue = d;
        if (n.EnumValue is { } e) g.EnumValue = ToGoogle(e);
        if (n.SInt64Value is { } l) g.Sint64Value = l;
        return g;
    }

    // ---- WellKnown

    public static N.WellKnown ToNano(G.WellKnown g) => new()
    {
        Timestamp = g.Timestamp is null ? null : Time(g.Timestamp),
        Duration = g.Duration is null ? null : Span(g.Duration),
        Timestamps = ListOrNull(g.Timestamps, Time),
        Durations = ListOrNull(g.Durations, Span),
    };

    public static G.WellKnown ToGoogle(N.WellKnown n)
    {
        var g = new G.WellKnown
        {
            Timestamp = n.Timestamp is { } t ? Time(t) : null,
            Duration = n.Duration is { } d ? Span(d) : null,
        };
        AddAll(g.Timestamps, n.Timestamps, Time);
        AddAll(g.Durations, n.Durations, Span);
        return g;
    }

    // ---- SparseFields

    public static N.SparseFields ToNano(G.SparseFields g) => new()
    {
        F1 = g.F1,
        F15 = g.F15,
        F16 = g.F16,
        F2047 = g.F2047,
        F2048 = g.F2048,
        F262143 = Bytes(g.F262143),
        F262144 = g.F262144 is null ? null : ToNano(g.F262144),
        F536870911 = ListOrNull(g.F536870911, Same),
    };

    public static G.SparseFields ToGoogle(N.SparseFields n)
    {
        var g = new G.SparseFields
        {
            F1 = n.F1,
            F15 = n.F15,
            F16 = n.F16 ?? "",
            F2047 = n.F2047,
            F2048 = n.F2048,
            F262143 = Bytes(n.F262143),
            F262144 = n.F262144 is null ? null : ToGoogle(n.F262144),
        };
        AddAll(g.F536870911, n.F536870911);
        return g;
    }

    // ---- partial views (unknown-field checks): from Nano only; the Google side is the full message

    public static N.NestedIdsOnly ToNanoIdsOnly(G.Nested g) => new() { Inner = g.Inner is null ? null : ToNanoIdsOnly(g.Inner), Label = g.Label };

    private static N.NestedInnerIdOnly ToNanoIdsOnly(G.Nested.Types.Inner g) => new() { Id = g.Id, Deeper = g.Deeper is null ? null : ToNanoIdsOnly(g.Deeper) };

    /// <summary>What an older reader that knows only inner.id, inner.deeper and label keeps of a Nested message.</summary>
    public static G.Nested ProjectIdsOnly(G.Nested g) => new() { Inner = g.Inner is null ? null : ProjectIdsOnly(g.Inner), Label = g.Label };

    private static G.Nested.Types.Inner ProjectIdsOnly(G.Nested.Types.Inner g) => new() { Id = g.Id, Deeper = g.Deeper is null ? null : ProjectIdsOnly(g.Deeper) };

    public static G.Nested ToGoogle(N.NestedIdsOnly n) => new() { Inner = n.Inner is null ? null : ToGoogle(n.Inner), Label = n.Label ?? "" };

    private static G.Nested.Types.Inner ToGoogle(N.NestedInnerIdOnly n) => new() { Id = n.Id, Deeper = n.Deeper is null ? null : ToGoogle(n.Deeper) };

    /// <summary>Applies <paramref name="action"/> and returns the object (for get-only collections in initializers).</summary>
    private static T With<T>(this T value, Action<T> action)
    {
        action(value);
        return value;
    }
}
