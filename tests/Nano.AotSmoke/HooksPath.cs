namespace Nano.AotSmoke;

/// <summary>
/// Callbacks and surrogate operators are found and called through reflection only (nothing else in the app calls
/// them), so under NativeAOT they exist only if the trimmer kept the message types' methods (MessageTypes.Reflected):
/// a callback named with SetCallbacks, and a type that travels as its surrogate through two conversion operators.
/// </summary>
[ProtoContract]
public sealed class Stamped
{
    [ProtoMember(1)] public int Version { get; set; }
    [ProtoMember(2)] public Temperature? Outside { get; set; }
    public int Reads { get; private set; }

    private void BeforeWrite() => Version = 3; // the same each time: SerializeToArray measures, then writes
    private void AfterRead() => Reads++;
}

/// <summary>No contract of its own: written as <see cref="TemperatureSurrogate"/>.</summary>
public sealed class Temperature
{
    public double Celsius { get; init; }
}

[ProtoContract]
public sealed class TemperatureSurrogate
{
    [ProtoMember(1)] public double Kelvin { get; set; }

    public static implicit operator TemperatureSurrogate?(Temperature? t) => t is null ? null : new() { Kelvin = t.Celsius + 273.15 };
    public static implicit operator Temperature?(TemperatureSurrogate? s) => s is null ? null : new() { Celsius = s.Kelvin - 273.15 };
}

public static class HooksPath
{
    public static void Run(Action<bool, string> check)
    {
        var model = RuntimeTypeModel.Create();
        model.Add<Stamped>().SetCallbacks(beforeSerialize: "BeforeWrite", afterDeserialize: "AfterRead");
        model.Add(typeof(Temperature), false).SetSurrogate(typeof(TemperatureSurrogate));
        var bytes = model.SerializeToArray(new Stamped { Outside = new Temperature { Celsius = 20 } });
        // Field 1 = 3 (the callback ran before the write); field 2 = { Kelvin (fixed64) = 293.15 }.
        var expected = "0803" + "1209" + "09" + Convert.ToHexString(BitConverter.GetBytes(20 + 273.15));
        check(Convert.ToHexString(bytes) == expected, $"callback and surrogate write: {Convert.ToHexString(bytes)} != {expected}");
        var read = model.Deserialize<Stamped>(bytes);
        check(read.Version == 3 && read.Reads == 1 && Math.Abs(read.Outside!.Celsius - 20) < 1e-9, $"callback and surrogate read: {read.Version}, {read.Reads}, {read.Outside?.Celsius}");
    }
}
