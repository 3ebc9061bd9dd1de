namespace Nano.Grpc.Tests;

// Nano's own attributes (namespace Nano), not protobuf-net's.

[ProtoContract]
public sealed class Note
{
    [ProtoMember(1)] public string? Text { get; set; }
    [ProtoMember(2)] public int Number { get; set; }
}

[ProtoContract]
public sealed class Total
{
    [ProtoMember(1)] public long Sum { get; set; }
    [ProtoMember(2)] public int Count { get; set; }
}

/// <summary>A message with a byte leaf, which pool mode reads into pooled memory.</summary>
[ProtoContract]
public sealed class Blob
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public ReadOnlyMemory<byte> Data { get; set; }
}

/// <summary>Field 1 as bytes where <see cref="Note"/> has a string: invalid UTF-8 in it is malformed for <see cref="Note"/>.</summary>
[ProtoContract]
public sealed class RawText
{
    [ProtoMember(1)] public byte[]? Payload { get; set; }
}
