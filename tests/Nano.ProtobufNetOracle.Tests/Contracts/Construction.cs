using ProtoBuf;

#pragma warning disable PBN0020 // the initializers are there to show they do not run

// SkipConstructor: protobuf-net's attribute and Nano's own, on plain types, a nested leaf and a hierarchy.
namespace ProtobufNetSamples;

[ProtoContract(SkipConstructor = true)]
public class Skipping
{
    public Skipping() => Constructed = true;

    public bool Constructed;
    public int Initialized = 7;
    [ProtoMember(1)] public int A;
    [ProtoMember(2)] public List<int>? Items = [1, 2];
    [ProtoMember(3)] public string? Text = "initial";
    [ProtoMember(4)] public SkippingLeaf? Leaf;
}

/// <summary>A leaf of scalars only (the emit backend inlines such a message into its parent).</summary>
[ProtoContract(SkipConstructor = true)]
public class SkippingLeaf
{
    public SkippingLeaf() => B = 99;

    [ProtoMember(1)] public int B;
}

[ProtoContract(SkipConstructor = true)]
[ProtoInclude(10, typeof(SkippingDerived))]
public class SkippingBase
{
    public SkippingBase() => BaseValue = 5;

    [ProtoMember(1)] public int BaseValue;
}

[ProtoContract(SkipConstructor = true)]
public class SkippingDerived : SkippingBase
{
    public SkippingDerived() => DerivedValue = 6;

    [ProtoMember(1)] public int DerivedValue;
}

/// <summary>Nano's own attribute.</summary>
[Nano.ProtoContract(SkipConstructor = true)]
public class NanoSkipping
{
    public NanoSkipping() => A = 3;

    public int Initialized = 7;
    [Nano.ProtoMember(1)] public int A;
    [Nano.ProtoMember(2)] public List<int>? Items = [1];
}

/// <summary>No constructor runs, so a get-only collection could never be created.</summary>
[ProtoContract(SkipConstructor = true)]
public class SkippingGetOnly
{
    private readonly List<int> _items = [];

    [ProtoMember(1)] public List<int> Items => _items;
}
