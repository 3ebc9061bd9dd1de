namespace Nano.Tests.TestTypes;

/// <summary>Every kind of bytes leaf pool mode deals with, plus the members it leaves alone.</summary>
[ProtoContract]
public sealed class Leaves
{
    [ProtoMember(1)] public ReadOnlyMemory<byte> A { get; set; }
    [ProtoMember(2)] public Memory<byte> B { get; set; }
    [ProtoMember(3)] public byte[]? Array { get; set; }
    [ProtoMember(4)] public string? Text { get; set; }
    [ProtoMember(5)] public List<LeafItem> Items { get; set; } = [];
    [ProtoMember(6)] public List<ReadOnlyMemory<byte>> Repeated { get; set; } = [];
    [ProtoMember(7)] public Dictionary<int, ReadOnlyMemory<byte>> Map { get; set; } = [];
    [ProtoMember(8)] public LeafItem? Child { get; set; }
}

/// <summary>W1's item shape: two small bytes leaves.</summary>
[ProtoContract]
public sealed class LeafItem
{
    [ProtoMember(1)] public ReadOnlyMemory<byte> Id { get; set; }
    [ProtoMember(2)] public ReadOnlyMemory<byte> Context { get; set; }
}

/// <summary>One bytes leaf: the smallest pooled message.</summary>
[ProtoContract]
public sealed class Blob
{
    [ProtoMember(1)] public ReadOnlyMemory<byte> Data { get; set; }
}
