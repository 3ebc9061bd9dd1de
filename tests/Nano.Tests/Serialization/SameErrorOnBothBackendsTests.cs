using System.Reflection;
using System.Runtime.ExceptionServices;
using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// The README promises the same exceptions on both backends: every invalid graph and every malformed input here throws
/// the same exception type with the same message text on emit as on the interpreted backend. The shapes are the
/// suite's own (<see cref="NullElementTests"/>, <see cref="ErrorMessageTypeTests"/>) plus a few small types for the
/// rules those do not reach.
/// </summary>
public class SameErrorOnBothBackendsTests
{
    [ProtoContract]
    public sealed class Choice
    {
        [ProtoMember(1, OneOf = "pick")] public int? Number { get; set; }
        [ProtoMember(2, OneOf = "pick")] public string? Text { get; set; }
    }

    [ProtoContract]
    public sealed class Needs
    {
        [ProtoMember(1, IsRequired = true)] public string? Name { get; set; }
        [ProtoMember(2, IsRequired = true)] public int Count { get; set; }
    }

    [ProtoContract]
    public sealed class Chain
    {
        [ProtoMember(1)] public string? Text { get; set; }
        [ProtoMember(2)] public Chain? Next { get; set; }
        [ProtoMember(3)] public Dictionary<int, NullElementTests.Leaf>? Leaves { get; set; }
        [ProtoMember(4)] public Narrow Narrow { get; set; }
    }

    public enum Narrow : byte { Zero = 0, One = 1 }

    /// <summary>Graphs protobuf cannot write.</summary>
    public static TheoryData<string, object> Graphs()
    {
        var cycle = new Chain();
        cycle.Next = cycle;
        var data = new TheoryData<string, object>
        {
            { "oneof with two members set", new Choice { Number = 1, Text = "t" } },
            { "null required field", new Needs { Count = 1 } },
            { "cycle", cycle },
            { "null message value in a map", new Chain { Leaves = new() { [1] = null! } } },
            { "null message value in a nested map", new Chain { Next = new() { Leaves = new() { [1] = new(), [2] = null! } } } },
        };
        foreach (var row in NullElementTests.Cases().Where(r => (SerializerBackend)r[0] == SerializerBackend.Interpreted))
        {
            data.Add($"null element in {row[2]}", row[1]);
            data.Add($"null element in nested {row[2]}", new NullElementTests.Outer { Inner = (NullElementTests.Holder)row[1] });
        }
        return data;
    }

    /// <summary>Inputs that are not valid protobuf for the type.</summary>
    public static TheoryData<string, Type, string> Inputs()
    {
        var data = new TheoryData<string, Type, string>
        {
            { "truncated varint", typeof(ErrorMessageTypeTests.Root), "10 80" },
            { "truncated varint in a nested leaf", typeof(ErrorMessageTypeTests.Root), "0A 04 0A 02 08 80" },
            { "truncated varint in a map entry", typeof(ErrorMessageTypeTests.Root), "0A 08 1A 06 08 01 12 02 08 80" },
            { "invalid wire type", typeof(ErrorMessageTypeTests.Root), "17" },
            { "field number zero", typeof(ErrorMessageTypeTests.Root), "00" },
            { "end group without a start", typeof(ErrorMessageTypeTests.Root), "0C" },
            { "over-long varint", typeof(ErrorMessageTypeTests.Root), "10 FF FF FF FF FF FF FF FF FF FF 01" },
            { "length past the end", typeof(ErrorMessageTypeTests.Root), "0A 05 20 01" },
            { "length past the end in a nested leaf", typeof(ErrorMessageTypeTests.Root), "0A 04 0A 05 08 01" },
            { "bad UTF-8", typeof(Chain), "0A 02 C3 28" },
            { "bad UTF-8 nested", typeof(Chain), "12 04 0A 02 C3 28" },
            { "enum number past its underlying type", typeof(Chain), "20 AC 02" },
            { "missing required field", typeof(Needs), "10 01" },
            { "depth exceeded", typeof(Chain), Hex.Of(Nested(WireFormat.MaxDepthLimit + 2)) },
        };
        return data;
    }

    [Theory, MemberData(nameof(Graphs))]
    public void AnInvalidGraphThrowsTheSameOnBothBackends(string name, object value)
    {
        _ = name;
        Same(model => Call(nameof(SerializeToArray), value.GetType(), model, value));
        Same(model => Call(nameof(Measure), value.GetType(), model, value));
    }

    [Theory, MemberData(nameof(Inputs))]
    public void AMalformedInputThrowsTheSameOnBothBackends(string name, Type type, string hex)
    {
        _ = name;
        var bytes = Hex.Bytes(hex);
        var (interpreted, emit) = Same(model => Call(nameof(Deserialize), type, model, bytes));
        Assert.IsType<ProtoException>(interpreted, exactMatch: false);
        if (emit is not null) // null where this process runs no dynamic code (the interpreted backend alone)
            Assert.IsType<ProtoException>(emit, exactMatch: false);
    }

    /// <summary>Runs <paramref name="act"/> on a fresh model of each backend; both must throw, alike.</summary>
    private static (Exception Interpreted, Exception? Emit) Same(Action<RuntimeTypeModel> act)
    {
        var interpreted = Record(act, SerializerBackend.Interpreted);
        Assert.NotNull(interpreted);
        if (!Backends.EmitAvailable)
            return (interpreted, null);
        var emit = Record(act, SerializerBackend.Emit);
        Assert.NotNull(emit);
        Assert.Equal(interpreted.GetType(), emit.GetType());
        Assert.Equal(interpreted.Message, emit.Message);
        return (interpreted, emit);
    }

    private static void SerializeToArray<T>(RuntimeTypeModel model, object value) => model.SerializeToArray((T)value);

    private static void Measure<T>(RuntimeTypeModel model, object value) => model.Measure((T)value);

    private static void Deserialize<T>(RuntimeTypeModel model, object bytes) => model.Deserialize<T>((byte[])bytes);

    /// <summary>Calls one of the generic helpers above for <paramref name="type"/>, rethrowing what it throws as is.</summary>
    private static void Call(string helper, Type type, RuntimeTypeModel model, object argument)
    {
        var method = typeof(SameErrorOnBothBackendsTests).GetMethod(helper, BindingFlags.NonPublic | BindingFlags.Static)!.MakeGenericMethod(type);
        try
        {
            method.Invoke(null, [model, argument]);
        }
        catch (TargetInvocationException e) when (e.InnerException is { } inner)
        {
            ExceptionDispatchInfo.Capture(inner).Throw();
        }
    }

    private static Exception? Record(Action<RuntimeTypeModel> act, SerializerBackend backend) =>
        Xunit.Record.Exception(() => act(Backends.Model(backend)));

    /// <summary><paramref name="levels"/> Chains, each the <c>Next</c> of the one before.</summary>
    private static byte[] Nested(int levels)
    {
        byte[] inner = [];
        for (var i = 0; i < levels; i++)
        {
            var length = new byte[10];
            var n = 0;
            for (var v = (uint)inner.Length; ; v >>= 7)
            {
                length[n++] = (byte)(v < 0x80 ? v : (v & 0x7F) | 0x80);
                if (v < 0x80)
                    break;
            }
            inner = [0x12, .. length.AsSpan(0, n), .. inner];
        }
        return inner;
    }
}
