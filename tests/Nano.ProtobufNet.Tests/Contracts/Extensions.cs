using ProtoBuf;

// Values of extension fields read and written through a model: a type with a surrogate set on the model only.
namespace PbnetApp;

/// <summary>No attributes: written through <see cref="TemperatureSurrogate"/> once a model says so. Its surrogate's
/// field numbers (3 and 4) differ from those protobuf-net would infer from the constructor (1 and 2), so the bytes
/// show which was used.</summary>
public readonly struct Temperature(int celsius, string? scale)
{
    public int Celsius { get; } = celsius;
    public string? Scale { get; } = scale;
}

[ProtoContract]
public class TemperatureSurrogate
{
    [ProtoMember(3)] public int Celsius { get; set; }
    [ProtoMember(4)] public string? Scale { get; set; }

    public static implicit operator TemperatureSurrogate(Temperature value) =>
        new() { Celsius = value.Celsius, Scale = value.Scale };

    public static implicit operator Temperature(TemperatureSurrogate? surrogate) =>
        surrogate is null ? default : new Temperature(surrogate.Celsius, surrogate.Scale);
}
