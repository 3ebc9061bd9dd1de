// The public protobuf benchmark schemas (W3) as protobuf-net 3.4.40 contracts, adapted from Nano's code-first mirrors
// (tests/Nano.Interop/Nano/BenchmarkTypes.cs), whose attributes follow protobuf-net's: the same field numbers and
// formats. Changes for protobuf-net: no OneOf (a null string or bytes member is simply absent, which gives proto2's
// explicit presence); proto3 strings carry [DefaultValue("")] (else protobuf-net writes an empty string, which proto3
// omits); proto3's repeated fixed64 is marked packed. The `using ProtoBuf;` sits inside each namespace so that ProtoContract and
// ProtoMember resolve to protobuf-net's attributes and not to Nano's (namespace Nano encloses these).
// The ratio mode validates that protobuf-net writes exactly Google.Protobuf's bytes from its own parse of the payload.

namespace Nano.Ratio.Peers.ProtobufNet.Proto3
{
    using System.ComponentModel;
    using ProtoBuf;

    /// <summary>benchmarks.proto3.GoogleMessage1.</summary>
    [ProtoContract]
    public sealed class GoogleMessage1
    {
        [ProtoMember(1), DefaultValue("")] public string Field1 { get; set; } = "";
        [ProtoMember(9), DefaultValue("")] public string Field9 { get; set; } = "";
        [ProtoMember(18), DefaultValue("")] public string Field18 { get; set; } = "";
        [ProtoMember(80)] public bool Field80 { get; set; }
        [ProtoMember(81)] public bool Field81 { get; set; }
        [ProtoMember(2)] public int Field2 { get; set; }
        [ProtoMember(3)] public int Field3 { get; set; }
        [ProtoMember(280)] public int Field280 { get; set; }
        [ProtoMember(6)] public int Field6 { get; set; }
        [ProtoMember(22)] public long Field22 { get; set; }
        [ProtoMember(4), DefaultValue("")] public string Field4 { get; set; } = "";
        [ProtoMember(5, DataFormat = DataFormat.FixedSize, IsPacked = true)] public List<ulong>? Field5 { get; set; }
        [ProtoMember(59)] public bool Field59 { get; set; }
        [ProtoMember(7), DefaultValue("")] public string Field7 { get; set; } = "";
        [ProtoMember(16)] public int Field16 { get; set; }
        [ProtoMember(130)] public int Field130 { get; set; }
        [ProtoMember(12)] public bool Field12 { get; set; }
        [ProtoMember(17)] public bool Field17 { get; set; }
        [ProtoMember(13)] public bool Field13 { get; set; }
        [ProtoMember(14)] public bool Field14 { get; set; }
        [ProtoMember(104)] public int Field104 { get; set; }
        [ProtoMember(100)] public int Field100 { get; set; }
        [ProtoMember(101)] public int Field101 { get; set; }
        [ProtoMember(102), DefaultValue("")] public string Field102 { get; set; } = "";
        [ProtoMember(103), DefaultValue("")] public string Field103 { get; set; } = "";
        [ProtoMember(29)] public int Field29 { get; set; }
        [ProtoMember(30)] public bool Field30 { get; set; }
        [ProtoMember(60)] public int Field60 { get; set; }
        [ProtoMember(271)] public int Field271 { get; set; }
        [ProtoMember(272)] public int Field272 { get; set; }
        [ProtoMember(150)] public int Field150 { get; set; }
        [ProtoMember(23)] public int Field23 { get; set; }
        [ProtoMember(24)] public bool Field24 { get; set; }
        [ProtoMember(25)] public int Field25 { get; set; }
        [ProtoMember(15)] public GoogleMessage1SubMessage? Field15 { get; set; }
        [ProtoMember(78)] public bool Field78 { get; set; }
        [ProtoMember(67)] public int Field67 { get; set; }
        [ProtoMember(68)] public int Field68 { get; set; }
        [ProtoMember(128)] public int Field128 { get; set; }
        [ProtoMember(129), DefaultValue("")] public string Field129 { get; set; } = "";
        [ProtoMember(131)] public int Field131 { get; set; }
    }

    /// <summary>benchmarks.proto3.GoogleMessage1SubMessage.</summary>
    [ProtoContract]
    public sealed class GoogleMessage1SubMessage
    {
        [ProtoMember(1)] public int Field1 { get; set; }
        [ProtoMember(2)] public int Field2 { get; set; }
        [ProtoMember(3)] public int Field3 { get; set; }
        [ProtoMember(15), DefaultValue("")] public string Field15 { get; set; } = "";
        [ProtoMember(12)] public bool Field12 { get; set; }
        [ProtoMember(13)] public long Field13 { get; set; }
        [ProtoMember(14)] public long Field14 { get; set; }
        [ProtoMember(16)] public int Field16 { get; set; }
        [ProtoMember(19)] public int Field19 { get; set; }
        [ProtoMember(20)] public bool Field20 { get; set; }
        [ProtoMember(28)] public bool Field28 { get; set; }
        [ProtoMember(21, DataFormat = DataFormat.FixedSize)] public ulong Field21 { get; set; }
        [ProtoMember(22)] public int Field22 { get; set; }
        [ProtoMember(23)] public bool Field23 { get; set; }
        [ProtoMember(206)] public bool Field206 { get; set; }
        [ProtoMember(203, DataFormat = DataFormat.FixedSize)] public uint Field203 { get; set; }
        [ProtoMember(204)] public int Field204 { get; set; }
        [ProtoMember(205), DefaultValue("")] public string Field205 { get; set; } = "";
        [ProtoMember(207)] public ulong Field207 { get; set; }
        [ProtoMember(300)] public ulong Field300 { get; set; }
    }
}

namespace Nano.Ratio.Peers.ProtobufNet.Proto2
{
    using ProtoBuf;

    /// <summary>benchmarks.proto2.GoogleMessage1.</summary>
    [ProtoContract]
    public sealed class GoogleMessage1
    {
        public const bool DefaultField80 = false;
        public const bool DefaultField81 = true;
        public const int DefaultField6 = 0;
        public const bool DefaultField59 = false;
        public const int DefaultField130 = 0;
        public const bool DefaultField12 = true;
        public const bool DefaultField17 = true;
        public const bool DefaultField13 = true;
        public const bool DefaultField14 = true;
        public const int DefaultField104 = 0;
        public const int DefaultField100 = 0;
        public const int DefaultField101 = 0;
        public const int DefaultField29 = 0;
        public const bool DefaultField30 = false;
        public const int DefaultField60 = -1;
        public const int DefaultField271 = -1;
        public const int DefaultField272 = -1;
        public const int DefaultField23 = 0;
        public const bool DefaultField24 = false;
        public const int DefaultField25 = 0;
        public const int DefaultField67 = 0;
        public const int DefaultField128 = 0;
        public const string DefaultField129 = "xxxxxxxxxxxxxxxxxxxxx";
        public const int DefaultField131 = 0;

        [ProtoMember(1, IsRequired = true)] public string Field1 { get; set; } = "";
        [ProtoMember(9)] public string? Field9 { get; set; }
        [ProtoMember(18)] public string? Field18 { get; set; }
        [ProtoMember(80)] public bool? Field80 { get; set; }
        [ProtoMember(81)] public bool? Field81 { get; set; }
        [ProtoMember(2, IsRequired = true)] public int Field2 { get; set; }
        [ProtoMember(3, IsRequired = true)] public int Field3 { get; set; }
        [ProtoMember(280)] public int? Field280 { get; set; }
        [ProtoMember(6)] public int? Field6 { get; set; }
        [ProtoMember(22)] public long? Field22 { get; set; }
        [ProtoMember(4)] public string? Field4 { get; set; }
        [ProtoMember(5, DataFormat = DataFormat.FixedSize, IsPacked = false)] public List<ulong>? Field5 { get; set; }
        [ProtoMember(59)] public bool? Field59 { get; set; }
        [ProtoMember(7)] public string? Field7 { get; set; }
        [ProtoMember(16)] public int? Field16 { get; set; }
        [ProtoMember(130)] public int? Field130 { get; set; }
        [ProtoMember(12)] public bool? Field12 { get; set; }
        [ProtoMember(17)] public bool? Field17 { get; set; }
        [ProtoMember(13)] public bool? Field13 { get; set; }
        [ProtoMember(14)] public bool? Field14 { get; set; }
        [ProtoMember(104)] public int? Field104 { get; set; }
        [ProtoMember(100)] public int? Field100 { get; set; }
        [ProtoMember(101)] public int? Field101 { get; set; }
        [ProtoMember(102)] public string? Field102 { get; set; }
        [ProtoMember(103)] public string? Field103 { get; set; }
        [ProtoMember(29)] public int? Field29 { get; set; }
        [ProtoMember(30)] public bool? Field30 { get; set; }
        [ProtoMember(60)] public int? Field60 { get; set; }
        [ProtoMember(271)] public int? Field271 { get; set; }
        [ProtoMember(272)] public int? Field272 { get; set; }
        [ProtoMember(150)] public int? Field150 { get; set; }
        [ProtoMember(23)] public int? Field23 { get; set; }
        [ProtoMember(24)] public bool? Field24 { get; set; }
        [ProtoMember(25)] public int? Field25 { get; set; }
        [ProtoMember(15)] public GoogleMessage1SubMessage? Field15 { get; set; }
        [ProtoMember(78)] public bool? Field78 { get; set; }
        [ProtoMember(67)] public int? Field67 { get; set; }
        [ProtoMember(68)] public int? Field68 { get; set; }
        [ProtoMember(128)] public int? Field128 { get; set; }
        [ProtoMember(129)] public string? Field129 { get; set; }
        [ProtoMember(131)] public int? Field131 { get; set; }
    }

    /// <summary>benchmarks.proto2.GoogleMessage1SubMessage.</summary>
    [ProtoContract]
    public sealed class GoogleMessage1SubMessage
    {
        public const int DefaultField1 = 0;
        public const int DefaultField2 = 0;
        public const int DefaultField3 = 0;
        public const bool DefaultField12 = true;
        public const int DefaultField19 = 2;
        public const bool DefaultField20 = true;
        public const bool DefaultField28 = true;
        public const bool DefaultField23 = false;
        public const bool DefaultField206 = false;

        [ProtoMember(1)] public int? Field1 { get; set; }
        [ProtoMember(2)] public int? Field2 { get; set; }
        [ProtoMember(3)] public int? Field3 { get; set; }
        [ProtoMember(15)] public string? Field15 { get; set; }
        [ProtoMember(12)] public bool? Field12 { get; set; }
        [ProtoMember(13)] public long? Field13 { get; set; }
        [ProtoMember(14)] public long? Field14 { get; set; }
        [ProtoMember(16)] public int? Field16 { get; set; }
        [ProtoMember(19)] public int? Field19 { get; set; }
        [ProtoMember(20)] public bool? Field20 { get; set; }
        [ProtoMember(28)] public bool? Field28 { get; set; }
        [ProtoMember(21, DataFormat = DataFormat.FixedSize)] public ulong? Field21 { get; set; }
        [ProtoMember(22)] public int? Field22 { get; set; }
        [ProtoMember(23)] public bool? Field23 { get; set; }
        [ProtoMember(206)] public bool? Field206 { get; set; }
        [ProtoMember(203, DataFormat = DataFormat.FixedSize)] public uint? Field203 { get; set; }
        [ProtoMember(204)] public int? Field204 { get; set; }
        [ProtoMember(205)] public string? Field205 { get; set; }
        [ProtoMember(207)] public ulong? Field207 { get; set; }
        [ProtoMember(300)] public ulong? Field300 { get; set; }
    }

    /// <summary>benchmarks.proto2.GoogleMessage2.</summary>
    [ProtoContract]
    public sealed class GoogleMessage2
    {
        public const bool DefaultField75 = false;
        public const int DefaultField21 = 0;
        public const int DefaultField109 = 0;
        public const int DefaultField210 = 0;
        public const int DefaultField211 = 0;
        public const int DefaultField212 = 0;
        public const int DefaultField213 = 0;
        public const int DefaultField216 = 0;
        public const int DefaultField217 = 0;
        public const int DefaultField218 = 0;
        public const int DefaultField220 = 0;
        public const int DefaultField221 = 0;
        public const float DefaultField222 = 0F;
        public const bool DefaultField205 = false;
        public const bool DefaultField206 = false;

        [ProtoMember(1)] public string? Field1 { get; set; }
        [ProtoMember(3)] public long? Field3 { get; set; }
        [ProtoMember(4)] public long? Field4 { get; set; }
        [ProtoMember(30)] public long? Field30 { get; set; }
        [ProtoMember(75)] public bool? Field75 { get; set; }
        [ProtoMember(6)] public string? Field6 { get; set; }
        [ProtoMember(2)] public byte[]? Field2 { get; set; }
        [ProtoMember(21)] public int? Field21 { get; set; }
        [ProtoMember(71)] public int? Field71 { get; set; }
        [ProtoMember(25)] public float? Field25 { get; set; }
        [ProtoMember(109)] public int? Field109 { get; set; }
        [ProtoMember(210)] public int? Field210 { get; set; }
        [ProtoMember(211)] public int? Field211 { get; set; }
        [ProtoMember(212)] public int? Field212 { get; set; }
        [ProtoMember(213)] public int? Field213 { get; set; }
        [ProtoMember(216)] public int? Field216 { get; set; }
        [ProtoMember(217)] public int? Field217 { get; set; }
        [ProtoMember(218)] public int? Field218 { get; set; }
        [ProtoMember(220)] public int? Field220 { get; set; }
        [ProtoMember(221)] public int? Field221 { get; set; }
        [ProtoMember(222)] public float? Field222 { get; set; }
        [ProtoMember(63)] public int? Field63 { get; set; }
        [ProtoMember(10, DataFormat = DataFormat.Group)] public List<GoogleMessage2Group1>? Group1 { get; set; }
        [ProtoMember(128)] public List<string>? Field128 { get; set; }
        [ProtoMember(131)] public long? Field131 { get; set; }
        [ProtoMember(127)] public List<string>? Field127 { get; set; }
        [ProtoMember(129)] public int? Field129 { get; set; }
        [ProtoMember(130, IsPacked = false)] public List<long>? Field130 { get; set; }
        [ProtoMember(205)] public bool? Field205 { get; set; }
        [ProtoMember(206)] public bool? Field206 { get; set; }
    }

    /// <summary>The repeated group <c>Group1</c> (field 10) of benchmarks.proto2.GoogleMessage2.</summary>
    [ProtoContract]
    public sealed class GoogleMessage2Group1
    {
        public const int DefaultField20 = 0;

        [ProtoMember(11, IsRequired = true)] public float Field11 { get; set; }
        [ProtoMember(26)] public float? Field26 { get; set; }
        [ProtoMember(12)] public string? Field12 { get; set; }
        [ProtoMember(13)] public string? Field13 { get; set; }
        [ProtoMember(14)] public List<string>? Field14 { get; set; }
        [ProtoMember(15, IsRequired = true)] public ulong Field15 { get; set; }
        [ProtoMember(5)] public int? Field5 { get; set; }
        [ProtoMember(27)] public string? Field27 { get; set; }
        [ProtoMember(28)] public int? Field28 { get; set; }
        [ProtoMember(29)] public string? Field29 { get; set; }
        [ProtoMember(16)] public string? Field16 { get; set; }
        [ProtoMember(22)] public List<string>? Field22 { get; set; }
        [ProtoMember(73, IsPacked = false)] public List<int>? Field73 { get; set; }
        [ProtoMember(20)] public int? Field20 { get; set; }
        [ProtoMember(24)] public string? Field24 { get; set; }
        [ProtoMember(31)] public GoogleMessage2GroupedMessage? Field31 { get; set; }
    }

    /// <summary>benchmarks.proto2.GoogleMessage2GroupedMessage.</summary>
    [ProtoContract]
    public sealed class GoogleMessage2GroupedMessage
    {
        public const float DefaultField3 = 0F;
        public const bool DefaultField6 = true;
        public const bool DefaultField7 = false;

        [ProtoMember(1)] public float? Field1 { get; set; }
        [ProtoMember(2)] public float? Field2 { get; set; }
        [ProtoMember(3)] public float? Field3 { get; set; }
        [ProtoMember(4)] public bool? Field4 { get; set; }
        [ProtoMember(5)] public bool? Field5 { get; set; }
        [ProtoMember(6)] public bool? Field6 { get; set; }
        [ProtoMember(7)] public bool? Field7 { get; set; }
        [ProtoMember(8)] public float? Field8 { get; set; }
        [ProtoMember(9)] public bool? Field9 { get; set; }
        [ProtoMember(10)] public float? Field10 { get; set; }
        [ProtoMember(11)] public long? Field11 { get; set; }
    }

}
