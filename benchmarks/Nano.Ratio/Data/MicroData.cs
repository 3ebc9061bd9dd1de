namespace Nano.Ratio.Data;

/// <summary>The one-int32 message: value 150, the protobuf spec's example, encoded as <c>08 96 01</c>.</summary>
internal static class MicroData
{
    /// <summary>The encoding every peer must write.</summary>
    public static readonly byte[] Expected = [0x08, 0x96, 0x01];
}

/// <summary>Nano's code-first mirror of <c>SingleInt32</c> (tests/Nano.Interop/Protos/workloads/single.proto).</summary>
[ProtoContract]
public sealed class NanoSingleInt32
{
    /// <summary><c>int32 value = 1</c>.</summary>
    [ProtoMember(1)] public int Value { get; set; }
}
