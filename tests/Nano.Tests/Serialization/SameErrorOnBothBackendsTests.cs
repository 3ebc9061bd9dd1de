using System.Reflection;
using System.Runtime.ExceptionServices;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>
/// The README promises the same exceptions on both backends: every invalid graph and every malformed input here throws
/// the same exception type with the same message text on emit as on the interpreted backend. The cases are gathered
/// here from the suite (<see cref="NullElementTests"/>, <see cref="ErrorMessageTypeTests"/>, <see cref="MergeSemanticsTests"/>,
/// <see cref="DecimalTextTests"/>, <see cref="HostileInputTests"/>, <see cref="Interpreted.Collections.CollectionKindTests"/>)
/// plus a few small types for the rules those do not reach; every text is made by <c>GraphErrors</c> or the wire layer.
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

    /// <summary>Not a contract: its required member is inherited by <see cref="InheritsRequired"/>.</summary>
    public class RequiredBase
    {
        [ProtoMember(1, IsRequired = true)] public string? Name { get; set; }
    }

    [ProtoContract]
    public sealed class InheritsRequired : RequiredBase
    {
        [ProtoMember(2)] public int Count { get; set; }
    }

    public sealed class UndeclaredDog : Dog;

    [ProtoContract]
    public sealed class ReadOnlyGetOnly
    {
        private readonly IList<int> _numbers = new List<int>().AsReadOnly();
        private readonly IDictionary<int, int> _map = new System.Collections.ObjectModel.ReadOnlyDictionary<int, int>(new Dictionary<int, int>());

        [ProtoMember(1)] public IList<int> Numbers => _numbers;
        [ProtoMember(2)] public IDictionary<int, int> Map => _map;
    }

    /// <summary>Built by its constructor, with get-only collections its constructor leaves null.</summary>
    [ProtoContract]
    public sealed class BuiltWithNullGetOnly(int id)
    {
        [ProtoMember(1)] public int Id { get; } = id;
        [ProtoMember(2)] public List<int>? Numbers => null;
        [ProtoMember(3)] public Dictionary<int, int>? Map => null;
    }

    /// <summary>Built by its constructor, with read-only get-only collections.</summary>
    [ProtoContract]
    public sealed class BuiltWithReadOnlyGetOnly(int id)
    {
        private readonly IList<int> _numbers = new List<int>().AsReadOnly();
        private readonly IDictionary<int, int> _map = new System.Collections.ObjectModel.ReadOnlyDictionary<int, int>(new Dictionary<int, int>());

        [ProtoMember(1)] public int Id { get; } = id;
        [ProtoMember(2)] public IList<int> Numbers => _numbers;
        [ProtoMember(3)] public IDictionary<int, int> Map => _map;
    }

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
            { "null message value in a map of nullables", new Interpreted.Collections.CollectionKindTests.Nullables { Map = new() { [1] = null } } },
            { "null required string (proto2 style)", new Proto2Style { Name = null } },
            { "null required member inherited from a non-contract base", new InheritsRequired { Count = 1 } },
            { "oneof with two members set (composite)", new OneOfs { Number = 1, Text = "x" } },
            { "undeclared sub-type", new Zoo { Star = new UndeclaredDog() } },
            { "undeclared sub-type in a list", new Zoo { Animals = [new Cat(), new UndeclaredDog()] } },
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
            { "abstract sub-message naming no sub-type", typeof(Zoo), "12 02 0A 00" },
            { "abstract element naming no sub-type", typeof(Zoo), "0A 02 0A 00" },
            { "packed int32 run claiming 2^28 bytes", typeof(TestTypes.Collections), "0A 80 80 80 80 01 01 02 03" },
            { "packed fixed32 run claiming 2^30 bytes", typeof(TestTypes.Collections), "52 80 80 80 80 04 00 00 80" },
            { "packed List<int> run claiming 2^28 bytes", typeof(TestTypes.Collections), "4A 80 80 80 80 01 01 02 03" },
            { "packed ImmutableArray run claiming 2^28 bytes", typeof(TestTypes.Collections), "3A 80 80 80 80 01 01 02 03" },
        };
        foreach (var row in ErrorMessageTypeTests.Cases().Where(r => (SerializerBackend)r[0] == SerializerBackend.Interpreted))
            data.Add($"{row[1]} (innermost type {((Type)row[2]).Name})", typeof(ErrorMessageTypeTests.Root), (string)row[1]);
        foreach (var row in DecimalTextTests.Malformed().Where(r => (SerializerBackend)r[0] == SerializerBackend.Interpreted))
        {
            var utf8 = System.Text.Encoding.UTF8.GetBytes((string)row[1]);
            data.Add($"decimal text '{row[1]}'", typeof(DecimalTextTests.Price), Hex.Of([0x0A, (byte)utf8.Length, .. utf8]));
        }
        return data;
    }

    /// <summary>Payloads read into instances that cannot take them (the object graph, not the bytes, is at fault):
    /// the type, the bytes, and the instance to merge into (null: a new one).</summary>
    public static TheoryData<string, Type, string, Func<object>?> Reads() => new()
    {
        { "get-only list left null", typeof(Interpreted.Collections.CollectionKindTests.NullGetOnly), "08 01", null },
        { "get-only map left null", typeof(Interpreted.Collections.CollectionKindTests.NullGetOnly), "12 04 08 01 10 02", null },
        { "read-only get-only list", typeof(ReadOnlyGetOnly), "08 01", null },
        { "read-only get-only map", typeof(ReadOnlyGetOnly), "12 04 08 01 10 02", null },
        { "constructor-built, get-only list left null", typeof(BuiltWithNullGetOnly), "08 05 10 01", null },
        { "constructor-built, get-only map left null", typeof(BuiltWithNullGetOnly), "08 05 1A 04 08 01 10 02", null },
        { "constructor-built, read-only get-only list", typeof(BuiltWithReadOnlyGetOnly), "08 05 10 01", null },
        { "constructor-built, read-only get-only map", typeof(BuiltWithReadOnlyGetOnly), "08 05 1A 04 08 01 10 02", null },
        { "a Cat merged into a Dog", typeof(Zoo), "12 02 5A 00", () => new Zoo { Star = new Dog() } },
    };

    [Theory, MemberData(nameof(Graphs))]
    public void AnInvalidGraphThrowsTheSameOnBothBackends(string name, object value)
    {
        _ = name;
        Same(model => Call(nameof(SerializeToArray), value.GetType(), model, value));
        Same(model => Call(nameof(Measure), value.GetType(), model, value));
    }

    [Theory, MemberData(nameof(Reads))]
    public void AnInstanceThatCannotTakeThePayloadThrowsTheSameOnBothBackends(string name, Type type, string hex, Func<object>? existing)
    {
        _ = name;
        var bytes = Hex.Bytes(hex);
        if (existing is null)
            Same(model => Call(nameof(Deserialize), type, model, bytes));
        else
            Same(model => Call(nameof(Merge), type, model, (bytes, existing())));
    }

    /// <summary>The one case the two backends once worded differently: a null message value in a map names the
    /// member, its field number and its type, on both.</summary>
    [Fact]
    public void ANullMapValueNamesTheMemberAndTheType()
    {
        var value = new Chain { Next = new() { Leaves = new() { [1] = new(), [2] = null! } } };
        var (interpreted, _) = Same(model => model.SerializeToArray(value));
        Assert.Equal(
            $"Map field 'Leaves' (3) of {typeof(Chain).FullName} holds a null Leaf value; a protobuf map cannot hold a null message.",
            interpreted.Message);
    }

    /// <summary>A required member inherited from a class that is not a contract is named with the class that declares it, on both backends.</summary>
    [Fact]
    public void ANullRequiredMemberNamesItsDeclaringType()
    {
        var (interpreted, _) = Same(model => model.SerializeToArray(new InheritsRequired()));
        Assert.Equal($"Required field 'Name' (1) of {typeof(RequiredBase).FullName} is null.", interpreted.Message);
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

    private static void Merge<T>(RuntimeTypeModel model, object input)
    {
        var (bytes, existing) = ((byte[], object))input;
        model.Merge((byte[])bytes, (T)existing);
    }

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
