using ProtoBuf;

namespace ProtobufNetSamples;

[ProtoContract]
public class Inner
{
    [ProtoMember(1)] public int A;
    [ProtoMember(2)] public string? B;
}

[ProtoContract]
public class Outer
{
    [ProtoMember(1)] public Inner? Child;
    [ProtoMember(2)] public Outer? Next;
    [ProtoMember(3)] public List<Inner>? Children;
}

[ProtoContract]
public class Node
{
    [ProtoMember(1)] public string? Name;
    [ProtoMember(2)] public List<Node> Children { get; } = [];
}

[ProtoContract]
public class Lists
{
    [ProtoMember(1)] public List<int>? Ints;
    [ProtoMember(2, IsPacked = true)] public List<int>? PackedInts;
    [ProtoMember(3)] public int[]? IntArray;
    [ProtoMember(4)] public List<string>? Strings;
    [ProtoMember(5)] public List<double>? Doubles;
    [ProtoMember(6, IsPacked = true)] public double[]? PackedDoubles;
    [ProtoMember(7)] public List<bool>? Bools;
    [ProtoMember(8)] public List<byte[]>? Blobs;
    [ProtoMember(9, DataFormat = DataFormat.ZigZag)] public List<long>? ZigZags;
    [ProtoMember(10)] public string[]? StringArray;
}

[ProtoContract]
public class PrefilledList
{
    [ProtoMember(1)] public List<int> Values = [1, 2];
}

[ProtoContract]
public class Maps
{
    [ProtoMember(1)] public Dictionary<int, string>? IntToString;
    [ProtoMember(2)] public Dictionary<string, string>? StringToString;
    [ProtoMember(3)] public Dictionary<string, Inner>? StringToMessage;
    [ProtoMember(4)] public Dictionary<long, double>? LongToDouble;
    [ProtoMember(5), ProtoMap(KeyFormat = DataFormat.ZigZag, ValueFormat = DataFormat.FixedSize)] public Dictionary<int, int>? Formatted;
    [ProtoMember(6)] public Dictionary<int, byte[]>? IntToBytes;
    [ProtoMember(7)] public Dictionary<bool, Color>? BoolToEnum;
}

[ProtoContract]
[ProtoInclude(10, typeof(Dog))]
[ProtoInclude(11, typeof(Cat))]
public class Animal
{
    [ProtoMember(1)] public string? Name;
}

[ProtoContract]
[ProtoInclude(20, typeof(Puppy))]
public class Dog : Animal
{
    [ProtoMember(1)] public int Barks;
}

[ProtoContract]
public class Puppy : Dog
{
    [ProtoMember(1)] public bool Sleepy;
}

[ProtoContract]
public class Cat : Animal
{
    [ProtoMember(2)] public string? Mood;
}

[ProtoContract]
public class Zoo
{
    [ProtoMember(1)] public List<Animal>? Animals;
    [ProtoMember(2)] public Animal? Star;
}

[System.Runtime.Serialization.DataContract]
public class WcfContract
{
    [System.Runtime.Serialization.DataMember(Order = 1)] public int Id;
    [System.Runtime.Serialization.DataMember(Order = 2)] public string? Name;
    [System.Runtime.Serialization.DataMember(Order = 3)] public List<int>? Values;
    public int NotAMember;
}

[ProtoContract]
[ProtoPartialMember(1, nameof(Id))]
[ProtoPartialMember(2, nameof(Label))]
public partial class Partial
{
    public int Id;
    public string? Label;
}
