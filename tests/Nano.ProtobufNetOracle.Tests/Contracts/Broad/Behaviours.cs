using ProtoBuf;

// protobuf-net behaviours another change set implements (SkipConstructor, callbacks, conditional members) and surrogates.
namespace ProtobufNetSamples.Broad;

[ProtoContract(SkipConstructor = true)]
public class NoConstructorRun
{
    [ProtoMember(1)] public int Value;
    [ProtoMember(2)] public string? Name;
}

[ProtoContract]
public class WithCallbacks
{
    [ProtoMember(1)] public int Value;
    public int Loaded;

    [ProtoAfterDeserialization]
    private void OnLoaded() => Loaded = 1;
}

[ProtoContract]
public class Conditional
{
    [ProtoMember(1)] public int Value;
    [ProtoMember(2)] public string? Note;

    public bool ShouldSerializeNote() => Note is { Length: > 0 };
}

/// <summary>A type protobuf-net writes through its surrogate.</summary>
[ProtoContract(Surrogate = typeof(TemperatureSurrogate))]
public readonly struct Temperature(double celsius)
{
    public double Celsius { get; } = celsius;
}

[ProtoContract]
public class TemperatureSurrogate
{
    [ProtoMember(1)] public double Celsius;

    public static implicit operator Temperature(TemperatureSurrogate? value) => new(value?.Celsius ?? 0);
    public static implicit operator TemperatureSurrogate(Temperature value) => new() { Celsius = value.Celsius };
}

[ProtoContract]
public class Reading
{
    [ProtoMember(1)] public Temperature Value;
    [ProtoMember(2)] public string? Sensor;
}
