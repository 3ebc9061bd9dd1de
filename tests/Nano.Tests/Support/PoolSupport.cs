using System.Buffers;
using System.Collections.Concurrent;
using System.Runtime.InteropServices;
using Nano.Buffers;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Support;

/// <summary>Private pools (so counters are not shared with tests running in parallel) and sample messages.</summary>
internal static class PoolSupport
{
    /// <summary>A fresh model on <paramref name="backend"/> drawing from <paramref name="pool"/>.</summary>
    public static RuntimeTypeModel PoolModel(SerializerBackend backend, SlabPool pool)
    {
        var model = Backends.Model(backend);
        model.Pool = pool;
        return model;
    }

    /// <summary>A pool of its own, over a counting array pool of its own.</summary>
    public static SlabPool Pool(int slabSize = SlabPool.DefaultSlabSize, bool poison = false, CountingArrayPool? arrays = null) =>
        new(slabSize, arrays ?? new CountingArrayPool(), poison);

    /// <summary>The manager a pooled leaf belongs to.</summary>
    public static Slab SlabOf(ReadOnlyMemory<byte> leaf)
    {
        Assert.True(MemoryMarshal.TryGetMemoryManager(leaf, out Slab? slab), "the leaf is pooled memory");
        return slab!;
    }

    public static byte[] Filled(int length, byte seed)
    {
        var bytes = new byte[length];
        for (var i = 0; i < length; i++)
            bytes[i] = (byte)(seed + i);
        return bytes;
    }

    /// <summary>W1's shape in small: <paramref name="items"/> items of a 1-4 byte id and a 64-byte context.</summary>
    public static Leaves Forward(int items, int contextLength = 64)
    {
        var value = new Leaves { A = Filled(100, 1), Text = "trace" };
        for (var i = 0; i < items; i++)
            value.Items.Add(new LeafItem { Id = System.Text.Encoding.ASCII.GetBytes(i.ToString()), Context = Filled(contextLength, (byte)i) });
        return value;
    }

    /// <summary>Every member set, some leaves empty.</summary>
    public static Leaves Everything() => new()
    {
        A = Filled(10, 1),
        B = Filled(20, 2),
        Array = Filled(30, 3),
        Text = "héllo",
        Items = [new LeafItem { Id = Filled(1, 4), Context = Filled(64, 5) }, new LeafItem(), new LeafItem { Context = Filled(3, 6) }],
        Repeated = [Filled(5, 7), ReadOnlyMemory<byte>.Empty, Filled(300, 8)],
        Map = { [1] = Filled(4, 9), [2] = ReadOnlyMemory<byte>.Empty, [-3] = Filled(70, 10) },
        Child = new LeafItem { Id = Filled(2, 11) },
    };
}

/// <summary>An array pool of its own that counts what goes through it and remembers which arrays it handed out.</summary>
internal sealed class CountingArrayPool : ArrayPool<byte>
{
    private readonly ArrayPool<byte> _inner = Create(maxArrayLength: 4 * 1024 * 1024, maxArraysPerBucket: 64);
    private readonly ConcurrentDictionary<byte[], bool> _distinct = new(ReferenceEqualityComparer.Instance);
    private long _rented;
    private long _returned;

    public long Rented => Interlocked.Read(ref _rented);
    public long Returned => Interlocked.Read(ref _returned);
    public int DistinctArrays => _distinct.Count;

    public override byte[] Rent(int minimumLength)
    {
        var array = _inner.Rent(minimumLength);
        _distinct.TryAdd(array, true);
        Interlocked.Increment(ref _rented);
        return array;
    }

    public override void Return(byte[] array, bool clearArray = false)
    {
        Interlocked.Increment(ref _returned);
        _inner.Return(array, clearArray);
    }
}
