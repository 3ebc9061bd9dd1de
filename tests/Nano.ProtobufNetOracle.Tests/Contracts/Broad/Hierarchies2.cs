using ProtoBuf;

// More [ProtoInclude] shapes, after protobuf-net's inheritance tests: abstract roots with large tags, a three-level
// chain with a concrete base, polymorphic members and lists, generic closed types and a self-referencing tree.
namespace ProtobufNetSamples.Broad;

[ProtoContract]
[ProtoInclude(100, typeof(Dog))]
[ProtoInclude(101, typeof(Cat))]
public abstract class Animal
{
    [ProtoMember(1)] public string? Name;
    [ProtoMember(2)] public int Legs;
}

[ProtoContract]
public class Dog : Animal
{
    [ProtoMember(1)] public bool Barks;
}

[ProtoContract]
public class Cat : Animal
{
    [ProtoMember(1)] public List<string>? Toys;
}

[ProtoContract]
public class Zoo
{
    [ProtoMember(1)] public List<Animal> Animals { get; set; } = [];
    [ProtoMember(2)] public Animal? Favourite;
}

[ProtoContract]
[ProtoInclude(5, typeof(Car))]
public class Vehicle
{
    [ProtoMember(1)] public int Wheels;
}

[ProtoContract]
[ProtoInclude(5, typeof(SportsCar))]
public class Car : Vehicle
{
    [ProtoMember(1)] public string? Make;
}

[ProtoContract]
public class SportsCar : Car
{
    [ProtoMember(1)] public double TopSpeed;
}

[ProtoContract]
public class Garage
{
    [ProtoMember(1)] public Vehicle[]? Bays;
    [ProtoMember(2)] public Dictionary<string, Vehicle>? ByPlate;
}

[ProtoContract]
public class GenericBox<T>
{
    [ProtoMember(1)] public T? Content;
    [ProtoMember(2)] public List<T>? More;
}

[ProtoContract]
public class TreeNode
{
    [ProtoMember(1)] public int Value;
    [ProtoMember(2)] public List<TreeNode> Children { get; set; } = [];
}

[ProtoContract]
public class PrivateConstructor
{
    private PrivateConstructor() { }

    public PrivateConstructor(int id) => Id = id;

    [ProtoMember(1)] public int Id { get; private set; }
}

[ProtoContract]
[ProtoInclude(3, typeof(ConcreteCommand))]
public abstract class Command
{
    [ProtoMember(1)] public long Sequence;
    [ProtoMember(2)] public DateTime Issued;
}

[ProtoContract]
public class ConcreteCommand : Command
{
    [ProtoMember(1)] public Dictionary<string, string>? Args;
}
