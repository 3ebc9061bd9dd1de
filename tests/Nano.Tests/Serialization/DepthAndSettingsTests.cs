using Nano.Tests.Support;
using Nano.Wire;

namespace Nano.Tests.Serialization;

/// <summary>MaxDepth is bounded, deep nesting never overflows the stack, and settings are fixed once a model serves a type.</summary>
public class DepthAndSettingsTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    [ProtoContract]
    public sealed class Node
    {
        [ProtoMember(1)] public Node? Next { get; set; }
        [ProtoMember(2)] public int Value { get; set; }
    }

    [ProtoContract]
    public sealed class Small
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [Fact]
    public void MaxDepthHasAnUpperBound()
    {
        var model = RuntimeTypeModel.Create();
        model.MaxDepth = WireFormat.MaxDepthLimit;
        Assert.Throws<ArgumentOutOfRangeException>(() => model.MaxDepth = WireFormat.MaxDepthLimit + 1);
        Assert.Throws<ArgumentOutOfRangeException>(() => model.MaxDepth = int.MaxValue);
        Assert.Throws<ArgumentOutOfRangeException>(() => new ProtoReaderOptions { MaxDepth = WireFormat.MaxDepthLimit + 1 });
        Assert.Equal(WireFormat.MaxDepthLimit, model.MaxDepth);
    }

#if NET // needs the runtime's stack check: Mono's EnsureSufficientExecutionStack never reports a shortage
    /// <summary>Input nested 9,000 deep on a thread with a 256 KB stack: a ProtoException, not a crash.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void DeepInputOnASmallStackFailsCleanly(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = WireFormat.MaxDepthLimit;
        // Node { Next = Node { ... } } written from the inside out: each level is 0A <length> <inner>.
        var bytes = new List<byte>();
        for (var i = 0; i < 9_000; i++)
        {
            var inner = bytes.ToArray();
            bytes = [0x0A, .. Varint(inner.Length), .. inner];
        }
        var input = bytes.ToArray();
        var error = OnSmallStack(() => model.Deserialize<Node>(input));
        var e = Assert.IsType<ProtoException>(error);
        Assert.StartsWith("Nesting too deep for the remaining stack", e.Message);
        // Skipping deeply nested groups (an unknown field) recurses as well.
        var groups = Enumerable.Repeat((byte)0x1B, 9_000).Concat(Enumerable.Repeat((byte)0x1C, 9_000)).ToArray();
        Assert.IsType<ProtoException>(OnSmallStack(() => model.Deserialize<Small>(groups)));
    }

    /// <summary>An object graph nested 9,000 deep on a thread with a 256 KB stack: an InvalidOperationException, not a crash.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void DeepGraphOnASmallStackFailsCleanly(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = WireFormat.MaxDepthLimit;
        var chain = new Node();
        for (var i = 0; i < 9_000; i++)
            chain = new Node { Next = chain };
        var e = Assert.IsType<InvalidOperationException>(OnSmallStack(() => model.SerializeToArray(chain)));
        Assert.Contains("too deep for the remaining stack", e.Message);
        Assert.IsType<InvalidOperationException>(OnSmallStack(() => model.Measure(chain)));
    }
#endif

    /// <summary>Within the stack's means, a depth above the old default works on both paths.</summary>
    [Theory, MemberData(nameof(Backend))]
    public void ADepthOfFiveHundredRoundTrips(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = 600;
        var chain = new Node { Value = 1 };
        for (var i = 0; i < 500; i++)
            chain = new Node { Next = chain };
        var copy = model.DeepClone(chain);
        for (var i = 0; i < 500; i++)
            copy = copy.Next!;
        Assert.Equal(1, copy.Value);
    }

    [Theory, MemberData(nameof(Backend))]
    public void SettingsAreFixedOnceTheModelServesAType(SerializerBackend b)
    {
        var model = Backends.Model(b);
        model.MaxDepth = 50;
        model.AliasInputMemory = true;
        model.CollectibleCode = true;
        model.SerializeToArray(new Small { Id = 1 });
        Assert.Throws<InvalidOperationException>(() => model.MaxDepth = 10);
        Assert.Throws<InvalidOperationException>(() => model.AliasInputMemory = false);
        Assert.Throws<InvalidOperationException>(() => model.Backend = SerializerBackend.Auto);
        var code = Assert.Throws<InvalidOperationException>(() => model.CollectibleCode = false);
        Assert.Equal("CollectibleCode must be set before the model is frozen or creates its first serializer.", code.Message);
        Assert.True(model.CollectibleCode);
        Assert.Equal(50, model.MaxDepth);
        Assert.True(model.AliasInputMemory);

        var frozen = Backends.Model(b);
        frozen.Freeze();
        Assert.Throws<InvalidOperationException>(() => frozen.MaxDepth = 10);

        var reading = Backends.Model(b);
        reading.Deserialize<Small>(Hex.Bytes("08 01"));
        var e = Assert.Throws<InvalidOperationException>(() => reading.MaxDepth = 10);
        Assert.Equal("MaxDepth must be set before the model is frozen or creates its first serializer.", e.Message);
    }

    private static byte[] Varint(int value)
    {
        var bytes = new List<byte>();
        while (value >= 0x80)
        {
            bytes.Add((byte)(value | 0x80));
            value >>= 7;
        }
        bytes.Add((byte)value);
        return [.. bytes];
    }

    private static Exception? OnSmallStack(Action action)
    {
        Exception? error = null;
        var thread = new Thread(() =>
        {
            try
            {
                action();
            }
            catch (Exception e)
            {
                error = e;
            }
        }, maxStackSize: 256 * 1024);
        thread.Start();
        thread.Join();
        return error;
    }
}
