using G2 = Nano.Interop.Benchmarks.Proto2;
using G3 = Nano.Interop.Benchmarks.Proto3;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;

using static Nano.Interop.Nano.ConverterHelpers;

namespace Nano.Interop.Nano;

/// <summary>Hand-written conversions between the Google.Protobuf classes and the Nano mirrors of the benchmark schemas (tests and benchmarks).</summary>
public static class BenchmarkConverters
{
    public static N3.GoogleMessage1 ToNano(this G3.GoogleMessage1 g) => new()
    {
        Field1 = g.Field1,
        Field9 = g.Field9,
        Field18 = g.Field18,
        Field80 = g.Field80,
        Field81 = g.Field81,
        Field2 = g.Field2,
        Field3 = g.Field3,
        Field280 = g.Field280,
        Field6 = g.Field6,
        Field22 = g.Field22,
        Field4 = g.Field4,
        Field5 = ListOrNull(g.Field5, Same),
        Field59 = g.Field59,
        Field7 = g.Field7,
        Field16 = g.Field16,
        Field130 = g.Field130,
        Field12 = g.Field12,
        Field17 = g.Field17,
        Field13 = g.Field13,
        Field14 = g.Field14,
        Field104 = g.Field104,
        Field100 = g.Field100,
        Field101 = g.Field101,
        Field102 = g.Field102,
        Field103 = g.Field103,
        Field29 = g.Field29,
        Field30 = g.Field30,
        Field60 = g.Field60,
        Field271 = g.Field271,
        Field272 = g.Field272,
        Field150 = g.Field150,
        Field23 = g.Field23,
        Field24 = g.Field24,
        Field25 = g.Field25,
        Field15 = g.Field15 is null ? null : ToNano(g.Field15),
        Field78 = g.Field78,
        Field67 = g.Field67,
        Field68 = g.Field68,
        Field128 = g.Field128,
        Field129 = g.Field129,
        Field131 = g.Field131,
    };

    public static G3.GoogleMessage1 ToGoogle(this N3.GoogleMessage1 n)
    {
        var g = new G3.GoogleMessage1
        {
            Field1 = n.Field1,
            Field9 = n.Field9,
            Field18 = n.Field18,
            Field80 = n.Field80,
            Field81 = n.Field81,
            Field2 = n.Field2,
            Field3 = n.Field3,
            Field280 = n.Field280,
            Field6 = n.Field6,
            Field22 = n.Field22,
            Field4 = n.Field4,
            Field59 = n.Field59,
            Field7 = n.Field7,
            Field16 = n.Field16,
            Field130 = n.Field130,
            Field12 = n.Field12,
            Field17 = n.Field17,
            Field13 = n.Field13,
            Field14 = n.Field14,
            Field104 = n.Field104,
            Field100 = n.Field100,
            Field101 = n.Field101,
            Field102 = n.Field102,
            Field103 = n.Field103,
            Field29 = n.Field29,
            Field30 = n.Field30,
            Field60 = n.Field60,
            Field271 = n.Field271,
            Field272 = n.Field272,
            Field150 = n.Field150,
            Field23 = n.Field23,
            Field24 = n.Field24,
            Field25 = n.Field25,
            Field15 = n.Field15 is null ? null : ToGoogle(n.Field15),
            Field78 = n.Field78,
            Field67 = n.Field67,
            Field68 = n.Field68,
            Field128 = n.Field128,
            Field129 = n.Field129,
            Field131 = n.Field131,
        };
        AddAll(g.Field5, n.Field5);
        return g;
    }

    public static N3.GoogleMessage1SubMessage ToNano(this G3.GoogleMessage1SubMessage g) => new()
    {
        Field1 = g.Field1,
        Field2 = g.Field2,
        Field3 = g.Field3,
        Field15 = g.Field15,
        Field12 = g.Field12,
        Field13 = g.Field13,
        Field14 = g.Field14,
        Field16 = g.Field16,
        Field19 = g.Field19,
        Field20 = g.Field20,
        Field28 = g.Field28,
        Field21 = g.Field21,
        Field22 = g.Field22,
        Field23 = g.Field23,
        Field206 = g.Field206,
        Field203 = g.Field203,
        Field204 = g.Field204,
        Field205 = g.Field205,
        Field207 = g.Field207,
        Field300 = g.Field300,
    };

    public static G3.GoogleMessage1SubMessage ToGoogle(this N3.GoogleMessage1SubMessage n)
    {
        var g = new G3.GoogleMessage1SubMessage
        {
            Field1 = n.Field1,
            Field2 = n.Field2,
            Field3 = n.Field3,
            Field15 = n.Field15,
            Field12 = n.Field12,
            Field13 = n.Field13,
            Field14 = n.Field14,
            Field16 = n.Field16,
            Field19 = n.Field19,
            Field20 = n.Field20,
            Field28 = n.Field28,
            Field21 = n.Field21,
            Field22 = n.Field22,
            Field23 = n.Field23,
            Field206 = n.Field206,
            Field203 = n.Field203,
            Field204 = n.Field204,
            Field205 = n.Field205,
            Field207 = n.Field207,
            Field300 = n.Field300,
        };
        return g;
    }

    public static N2.GoogleMessage1 ToNano(this G2.GoogleMessage1 g) => new()
    {
        Field1 = g.Field1,
        Field9 = g.HasField9 ? g.Field9 : null,
        Field18 = g.HasField18 ? g.Field18 : null,
        Field80 = g.HasField80 ? g.Field80 : null,
        Field81 = g.HasField81 ? g.Field81 : null,
        Field2 = g.Field2,
        Field3 = g.Field3,
        Field280 = g.HasField280 ? g.Field280 : null,
        Field6 = g.HasField6 ? g.Field6 : null,
        Field22 = g.HasField22 ? g.Field22 : null,
        Field4 = g.HasField4 ? g.Field4 : null,
        Field5 = ListOrNull(g.Field5, Same),
        Field59 = g.HasField59 ? g.Field59 : null,
        Field7 = g.HasField7 ? g.Field7 : null,
        Field16 = g.HasField16 ? g.Field16 : null,
        Field130 = g.HasField130 ? g.Field130 : null,
        Field12 = g.HasField12 ? g.Field12 : null,
        Field17 = g.HasField17 ? g.Field17 : null,
        Field13 = g.HasField13 ? g.Field13 : null,
        Field14 = g.HasField14 ? g.Field14 : null,
        Field104 = g.HasField104 ? g.Field104 : null,
        Field100 = g.HasField100 ? g.Field100 : null,
        Field101 = g.HasField101 ? g.Field101 : null,
        Field102 = g.HasField102 ? g.Field102 : null,
        Field103 = g.HasField103 ? g.Field103 : null,
        Field29 = g.HasField29 ? g.Field29 : null,
        Field30 = g.HasField30 ? g.Field30 : null,
        Field60 = g.HasField60 ? g.Field60 : null,
        Field271 = g.HasField271 ? g.Field271 : null,
        Field272 = g.HasField272 ? g.Field272 : null,
        Field150 = g.HasField150 ? g.Field150 : null,
        Field23 = g.HasField23 ? g.Field23 : null,
        Field24 = g.HasField24 ? g.Field24 : null,
        Field25 = g.HasField25 ? g.Field25 : null,
        Field15 = g.Field15 is null ? null : ToNano(g.Field15),
        Field78 = g.HasField78 ? g.Field78 : null,
        Field67 = g.HasField67 ? g.Field67 : null,
        Field68 = g.HasField68 ? g.Field68 : null,
        Field128 = g.HasField128 ? g.Field128 : null,
        Field129 = g.HasField129 ? g.Field129 : null,
        Field131 = g.HasField131 ? g.Field131 : null,
    };

    public static G2.GoogleMessage1 ToGoogle(this N2.GoogleMessage1 n)
    {
        var g = new G2.GoogleMessage1();
        g.Field1 = n.Field1;
        if (n.Field9 is { } field9) g.Field9 = field9;
        if (n.Field18 is { } field18) g.Field18 = field18;
        if (n.Field80 is { } field80) g.Field80 = field80;
        if (n.Field81 is { } field81) g.Field81 = field81;
        g.Field2 = n.Field2;
        g.Field3 = n.Field3;
        if (n.Field280 is { } field280) g.Field280 = field280;
        if (n.Field6 is { } field6) g.Field6 = field6;
        if (n.Field22 is { } field22) g.Field22 = field22;
        if (n.Field4 is { } field4) g.Field4 = field4;
        AddAll(g.Field5, n.Field5);
        if (n.Field59 is { } field59) g.Field59 = field59;
        if (n.Field7 is { } field7) g.Field7 = field7;
        if (n.Field16 is { } field16) g.Field16 = field16;
        if (n.Field130 is { } field130) g.Field130 = field130;
        if (n.Field12 is { } field12) g.Field12 = field12;
        if (n.Field17 is { } field17) g.Field17 = field17;
        if (n.Field13 is { } field13) g.Field13 = field13;
        if (n.Field14 is { } field14) g.Field14 = field14;
        if (n.Field104 is { } field104) g.Field104 = field104;
        if (n.Field100 is { } field100) g.Field100 = field100;
        if (n.Field101 is { } field101) g.Field101 = field101;
        if (n.Field102 is { } field102) g.Field102 = field102;
        if (n.Field103 is { } field103) g.Field103 = field103;
        if (n.Field29 is { } field29) g.Field29 = field29;
        if (n.Field30 is { } field30) g.Field30 = field30;
        if (n.Field60 is { } field60) g.Field60 = field60;
        if (n.Field271 is { } field271) g.Field271 = field271;
        if (n.Field272 is { } field272) g.Field272 = field272;
        if (n.Field150 is { } field150) g.Field150 = field150;
        if (n.Field23 is { } field23) g.Field23 = field23;
        if (n.Field24 is { } field24) g.Field24 = field24;
        if (n.Field25 is { } field25) g.Field25 = field25;
        if (n.Field15 is { } field15) g.Field15 = ToGoogle(field15);
        if (n.Field78 is { } field78) g.Field78 = field78;
        if (n.Field67 is { } field67) g.Field67 = field67;
        if (n.Field68 is { } field68) g.Field68 = field68;
        if (n.Field128 is { } field128) g.Field128 = field128;
        if (n.Field129 is { } field129) g.Field129 = field129;
        if (n.Field131 is { } field131) g.Field131 = field131;
        return g;
    }

    public static N2.GoogleMessage1SubMessage ToNano(this G2.GoogleMessage1SubMessage g) => new()
    {
        Field1 = g.HasField1 ? g.Field1 : null,
        Field2 = g.HasField2 ? g.Field2 : null,
        Field3 = g.HasField3 ? g.Field3 : null,
        Field15 = g.HasField15 ? g.Field15 : null,
        Field12 = g.HasField12 ? g.Field12 : null,
        Field13 = g.HasField13 ? g.Field13 : null,
        Field14 = g.HasField14 ? g.Field14 : null,
        Field16 = g.HasField16 ? g.Field16 : null,
        Field19 = g.HasField19 ? g.Field19 : null,
        Field20 = g.HasField20 ? g.Field20 : null,
        Field28 = g.HasField28 ? g.Field28 : null,
        Field21 = g.HasField21 ? g.Field21 : null,
        Field22 = g.HasField22 ? g.Field22 : null,
        Field23 = g.HasField23 ? g.Field23 : null,
        Field206 = g.HasField206 ? g.Field206 : null,
        Field203 = g.HasField203 ? g.Field203 : null,
        Field204 = g.HasField204 ? g.Field204 : null,
        Field205 = g.HasField205 ? g.Field205 : null,
        Field207 = g.HasField207 ? g.Field207 : null,
        Field300 = g.HasField300 ? g.Field300 : null,
    };

    public static G2.GoogleMessage1SubMessage ToGoogle(this N2.GoogleMessage1SubMessage n)
    {
        var g = new G2.GoogleMessage1SubMessage();
        if (n.Field1 is { } field1) g.Field1 = field1;
        if (n.Field2 is { } field2) g.Field2 = field2;
        if (n.Field3 is { } field3) g.Field3 = field3;
        if (n.Field15 is { } field15) g.Field15 = field15;
        if (n.Field12 is { } field12) g.Field12 = field12;
        if (n.Field13 is { } field13) g.Field13 = field13;
        if (n.Field14 is { } field14) g.Field14 = field14;
        if (n.Field16 is { } field16) g.Field16 = field16;
        if (n.Field19 is { } field19) g.Field19 = field19;
        if (n.Field20 is { } field20) g.Field20 = field20;
        if (n.Field28 is { } field28) g.Field28 = field28;
        if (n.Field21 is { } field21) g.Field21 = field21;
        if (n.Field22 is { } field22) g.Field22 = field22;
        if (n.Field23 is { } field23) g.Field23 = field23;
        if (n.Field206 is { } field206) g.Field206 = field206;
        if (n.Field203 is { } field203) g.Field203 = field203;
        if (n.Field204 is { } field204) g.Field204 = field204;
        if (n.Field205 is { } field205) g.Field205 = field205;
        if (n.Field207 is { } field207) g.Field207 = field207;
        if (n.Field300 is { } field300) g.Field300 = field300;
        return g;
    }

    public static N2.GoogleMessage2 ToNano(this G2.GoogleMessage2 g) => new()
    {
        Field1 = g.HasField1 ? g.Field1 : null,
        Field3 = g.HasField3 ? g.Field3 : null,
        Field4 = g.HasField4 ? g.Field4 : null,
        Field30 = g.HasField30 ? g.Field30 : null,
        Field75 = g.HasField75 ? g.Field75 : null,
        Field6 = g.HasField6 ? g.Field6 : null,
        Field2 = g.HasField2 ? Bytes(g.Field2) : null,
        Field21 = g.HasField21 ? g.Field21 : null,
        Field71 = g.HasField71 ? g.Field71 : null,
        Field25 = g.HasField25 ? g.Field25 : null,
        Field109 = g.HasField109 ? g.Field109 : null,
        Field210 = g.HasField210 ? g.Field210 : null,
        Field211 = g.HasField211 ? g.Field211 : null,
        Field212 = g.HasField212 ? g.Field212 : null,
        Field213 = g.HasField213 ? g.Field213 : null,
        Field216 = g.HasField216 ? g.Field216 : null,
        Field217 = g.HasField217 ? g.Field217 : null,
        Field218 = g.HasField218 ? g.Field218 : null,
        Field220 = g.HasField220 ? g.Field220 : null,
        Field221 = g.HasField221 ? g.Field221 : null,
        Field222 = g.HasField222 ? g.Field222 : null,
        Field63 = g.HasField63 ? g.Field63 : null,
        Group1 = ListOrNull(g.Group1, ToNano),
        Field128 = ListOrNull(g.Field128, Same),
        Field131 = g.HasField131 ? g.Field131 : null,
        Field127 = ListOrNull(g.Field127, Same),
        Field129 = g.HasField129 ? g.Field129 : null,
        Field130 = ListOrNull(g.Field130, Same),
        Field205 = g.HasField205 ? g.Field205 : null,
        Field206 = g.HasField206 ? g.Field206 : null,
    };

    public static G2.GoogleMessage2 ToGoogle(this N2.GoogleMessage2 n)
    {
        var g = new G2.GoogleMessage2();
        if (n.Field1 is { } field1) g.Field1 = field1;
        if (n.Field3 is { } field3) g.Field3 = field3;
        if (n.Field4 is { } field4) g.Field4 = field4;
        if (n.Field30 is { } field30) g.Field30 = field30;
        if (n.Field75 is { } field75) g.Field75 = field75;
        if (n.Field6 is { } field6) g.Field6 = field6;
        if (n.Field2 is { } field2) g.Field2 = Bytes(field2);
        if (n.Field21 is { } field21) g.Field21 = field21;
        if (n.Field71 is { } field71) g.Field71 = field71;
        if (n.Field25 is { } field25) g.Field25 = field25;
        if (n.Field109 is { } field109) g.Field109 = field109;
        if (n.Field210 is { } field210) g.Field210 = field210;
        if (n.Field211 is { } field211) g.Field211 = field211;
        if (n.Field212 is { } field212) g.Field212 = field212;
        if (n.Field213 is { } field213) g.Field213 = field213;
        if (n.Field216 is { } field216) g.Field216 = field216;
        if (n.Field217 is { } field217) g.Field217 = field217;
        if (n.Field218 is { } field218) g.Field218 = field218;
        if (n.Field220 is { } field220) g.Field220 = field220;
        if (n.Field221 is { } field221) g.Field221 = field221;
        if (n.Field222 is { } field222) g.Field222 = field222;
        if (n.Field63 is { } field63) g.Field63 = field63;
        AddAll(g.Group1, n.Group1, ToGoogle);
        AddAll(g.Field128, n.Field128);
        if (n.Field131 is { } field131) g.Field131 = field131;
        AddAll(g.Field127, n.Field127);
        if (n.Field129 is { } field129) g.Field129 = field129;
        AddAll(g.Field130, n.Field130);
        if (n.Field205 is { } field205) g.Field205 = field205;
        if (n.Field206 is { } field206) g.Field206 = field206;
        return g;
    }

    public static N2.GoogleMessage2Group1 ToNano(this G2.GoogleMessage2.Types.Group1 g) => new()
    {
        Field11 = g.Field11,
        Field26 = g.HasField26 ? g.Field26 : null,
        Field12 = g.HasField12 ? g.Field12 : null,
        Field13 = g.HasField13 ? g.Field13 : null,
        Field14 = ListOrNull(g.Field14, Same),
        Field15 = g.Field15,
        Field5 = g.HasField5 ? g.Field5 : null,
        Field27 = g.HasField27 ? g.Field27 : null,
        Field28 = g.HasField28 ? g.Field28 : null,
        Field29 = g.HasField29 ? g.Field29 : null,
        Field16 = g.HasField16 ? g.Field16 : null,
        Field22 = ListOrNull(g.Field22, Same),
        Field73 = ListOrNull(g.Field73, Same),
        Field20 = g.HasField20 ? g.Field20 : null,
        Field24 = g.HasField24 ? g.Field24 : null,
        Field31 = g.Field31 is null ? null : ToNano(g.Field31),
    };

    public static G2.GoogleMessage2.Types.Group1 ToGoogle(this N2.GoogleMessage2Group1 n)
    {
        var g = new G2.GoogleMessage2.Types.Group1();
        g.Field11 = n.Field11;
        if (n.Field26 is { } field26) g.Field26 = field26;
        if (n.Field12 is { } field12) g.Field12 = field12;
        if (n.Field13 is { } field13) g.Field13 = field13;
        AddAll(g.Field14, n.Field14);
        g.Field15 = n.Field15;
        if (n.Field5 is { } field5) g.Field5 = field5;
        if (n.Field27 is { } field27) g.Field27 = field27;
        if (n.Field28 is { } field28) g.Field28 = field28;
        if (n.Field29 is { } field29) g.Field29 = field29;
        if (n.Field16 is { } field16) g.Field16 = field16;
        AddAll(g.Field22, n.Field22);
        AddAll(g.Field73, n.Field73);
        if (n.Field20 is { } field20) g.Field20 = field20;
        if (n.Field24 is { } field24) g.Field24 = field24;
        if (n.Field31 is { } field31) g.Field31 = ToGoogle(field31);
        return g;
    }

    public static N2.GoogleMessage2GroupedMessage ToNano(this G2.GoogleMessage2GroupedMessage g) => new()
    {
        Field1 = g.HasField1 ? g.Field1 : null,
        Field2 = g.HasField2 ? g.Field2 : null,
        Field3 = g.HasField3 ? g.Field3 : null,
        Field4 = g.HasField4 ? g.Field4 : null,
        Field5 = g.HasField5 ? g.Field5 : null,
        Field6 = g.HasField6 ? g.Field6 : null,
        Field7 = g.HasField7 ? g.Field7 : null,
        Field8 = g.HasField8 ? g.Field8 : null,
        Field9 = g.HasField9 ? g.Field9 : null,
        Field10 = g.HasField10 ? g.Field10 : null,
        Field11 = g.HasField11 ? g.Field11 : null,
    };

    public static G2.GoogleMessage2GroupedMessage ToGoogle(this N2.GoogleMessage2GroupedMessage n)
    {
        var g = new G2.GoogleMessage2GroupedMessage();
        if (n.Field1 is { } field1) g.Field1 = field1;
        if (n.Field2 is { } field2) g.Field2 = field2;
        if (n.Field3 is { } field3) g.Field3 = field3;
        if (n.Field4 is { } field4) g.Field4 = field4;
        if (n.Field5 is { } field5) g.Field5 = field5;
        if (n.Field6 is { } field6) g.Field6 = field6;
        if (n.Field7 is { } field7) g.Field7 = field7;
        if (n.Field8 is { } field8) g.Field8 = field8;
        if (n.Field9 is { } field9) g.Field9 = field9;
        if (n.Field10 is { } field10) g.Field10 = field10;
        if (n.Field11 is { } field11) g.Field11 = field11;
        return g;
    }
}
