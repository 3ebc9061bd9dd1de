using Nano.Tests.Support;
using Nano.Tests.TestTypes;
using Nano.Wire;

namespace Nano.Tests.Wire;

/// <summary>The opt-in string cache: one instance per repeated value when on, a new one per read when off, within its
/// bounds, with invalid UTF-8 failing exactly as without it, on both backends.</summary>
public class StringCacheTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    // RecycledLine { Sku = 1 (string), Quantity = 2 }: tag 0x0A, length, bytes.
    private static byte[] Line(params byte[] sku) => [0x0A, (byte)sku.Length, .. sku];

    private static byte[] Ascii(string text) => System.Text.Encoding.ASCII.GetBytes(text);

    private static RuntimeTypeModel Model(SerializerBackend backend, bool cache, int capacity = 4096, int maxLength = 64)
    {
        var model = Backends.Model(backend);
        model.StringCacheCapacity = capacity;
        model.StringCacheMaxLength = maxLength;
        model.CacheStrings = cache;
        return model;
    }

    [Theory, MemberData(nameof(Backend))]
    public void ARepeatedValueIsOneInstanceWithTheCacheOn(SerializerBackend b)
    {
        var model = Model(b, cache: true);
        var first = model.Deserialize<RecycledLine>(Line(Ascii("hello")));
        var second = model.Deserialize<RecycledLine>(Line(Ascii("hello")));
        Assert.Equal("hello", first.Sku);
        Assert.Same(first.Sku, second.Sku);

        // Inside one message too, in a list, and read from a sequence whose segments split the value.
        var order = new RecycledOrder { Words = ["enum_like", "enum_like"], Name = "enum_like" };
        var bytes = model.SerializeToArray(order);
        var read = model.Deserialize<RecycledOrder>(Segments.Split(bytes, 3));
        Assert.Same(read.Name, read.Words![0]);
        Assert.Same(read.Name, read.Words[1]);
        Assert.Same(read.Name, model.Deserialize<RecycledOrder>(bytes).Name);
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryReadFormUsesTheCache(SerializerBackend b)
    {
        var model = Model(b, cache: true);
        model.RecycleMessages = true;
        var bytes = Line(Ascii("shared"));
        var plain = model.Deserialize<RecycledLine>(bytes).Sku;
        using var lease = model.DeserializePooled<RecycledLine>(bytes);
        Assert.Same(plain, lease.Value.Sku);
        var target = new RecycledLine();
        model.DeserializeInto(bytes, target);
        Assert.Same(plain, target.Sku);
        Assert.Same(plain, model.Deserialize<RecycledLine>(new MemoryStream(bytes)).Sku);
    }

    [Theory, MemberData(nameof(Backend))]
    public void EveryReadIsANewInstanceWithTheCacheOff(SerializerBackend b)
    {
        var model = Model(b, cache: false);
        var first = model.Deserialize<RecycledLine>(Line(Ascii("hello")));
        var second = model.Deserialize<RecycledLine>(Line(Ascii("hello")));
        Assert.Equal(first.Sku, second.Sku);
        Assert.NotSame(first.Sku, second.Sku);

        model.CacheStrings = true;
        Assert.Same(model.Deserialize<RecycledLine>(Line(Ascii("hello"))).Sku, model.Deserialize<RecycledLine>(Line(Ascii("hello"))).Sku);
        model.CacheStrings = false;
        Assert.NotSame(model.Deserialize<RecycledLine>(Line(Ascii("hello"))).Sku, model.Deserialize<RecycledLine>(Line(Ascii("hello"))).Sku);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ValuesPastTheLengthBoundOrNotAsciiAreNotCached(SerializerBackend b)
    {
        var model = Model(b, cache: true, maxLength: 8);
        var eight = Line(Ascii("12345678"));
        Assert.Same(model.Deserialize<RecycledLine>(eight).Sku, model.Deserialize<RecycledLine>(eight).Sku);
        var nine = Line(Ascii("123456789"));
        Assert.NotSame(model.Deserialize<RecycledLine>(nine).Sku, model.Deserialize<RecycledLine>(nine).Sku);
        var accented = Line(0x63, 0x61, 0x66, 0xC3, 0xA9); // "café"
        var first = model.Deserialize<RecycledLine>(accented).Sku;
        Assert.Equal("caf\u00e9", first);
        Assert.NotSame(first, model.Deserialize<RecycledLine>(accented).Sku);
    }

    [Theory, MemberData(nameof(Backend))]
    public void TheCacheHoldsNoMoreThanItsCapacity(SerializerBackend b)
    {
        var model = Model(b, cache: true, capacity: 4);
        for (var i = 0; i < 100; i++)
            Assert.Equal($"v{i}", model.Deserialize<RecycledLine>(Line(Ascii($"v{i}"))).Sku);
        Assert.Equal(4, model.StringCache!.Capacity);
        Assert.InRange(model.StringCache.Count, 1, 4);
    }

    [Theory, MemberData(nameof(Backend))]
    public void InvalidUtf8ThrowsTheSameWithTheCacheOnAndOff(SerializerBackend b)
    {
        byte[][] inputs = [Line(0xC3, 0x28), Line(0x61, 0xFF), Line(0xED, 0xA0, 0x80)];
        foreach (var input in inputs)
        {
            var off = Assert.Throws<ProtoException>(() => Model(b, cache: false).Deserialize<RecycledLine>(input));
            var cached = Model(b, cache: true);
            var on = Assert.Throws<ProtoException>(() => cached.Deserialize<RecycledLine>(input));
            var again = Assert.Throws<ProtoException>(() => cached.Deserialize<RecycledLine>(input));
            Assert.Equal(off.Message, on.Message);
            Assert.Equal(off.Message, again.Message);
            Assert.Equal(off.MessageType, on.MessageType);
            Assert.Contains("UTF-8", on.Message);
        }
    }

    [Theory, MemberData(nameof(Backend))]
    public void ConcurrentReadersGetTheRightValues(SerializerBackend b)
    {
        // A cache of two slots, so that threads keep replacing each other's values.
        var model = Model(b, cache: true, capacity: 2);
        var inputs = Enumerable.Range(0, 16).Select(i => Line(Ascii($"value{i}"))).ToArray();
        Parallel.For(0, 8, t =>
        {
            for (var i = 0; i < 2_000; i++)
            {
                var k = (i * 7 + t) % inputs.Length;
                Assert.Equal($"value{k}", model.Deserialize<RecycledLine>(inputs[k]).Sku);
            }
        });
    }

    [Fact]
    public void AHitIsCheckedAgainstTheBytesNotJustTheSlot()
    {
        var cache = new StringCache(capacity: 1, maxLength: 16);
        Assert.Null(cache.Find(Ascii("one"), out var slot));
        Assert.Equal(0, slot);
        cache.Store(slot, "one");
        Assert.Equal("one", cache.Find(Ascii("one"), out _));
        Assert.Null(cache.Find(Ascii("two"), out slot)); // the same (only) slot, another value
        Assert.Null(cache.Find(Ascii("on"), out _));
        Assert.Null(cache.Find(Ascii("onf"), out _));
        Assert.Null(cache.Find(Ascii("0123456789abcdefg"), out slot));
        Assert.Equal(-1, slot);
        Assert.Null(cache.Find([0x6F, 0x80], out slot));
        Assert.Equal(-1, slot);
    }
}
