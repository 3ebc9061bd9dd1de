using System.Reflection;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

/// <summary>Many threads hitting first use of many types at once: each type compiles once, nothing deadlocks, all results are right.</summary>
public class ConcurrentCompilationTests
{
    /// <summary>The type arguments only make 256 distinct message types out of one declaration.</summary>
    [ProtoContract]
    public sealed class Generated<T1, T2>
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2)] public string? Name { get; set; }
        [ProtoMember(3)] public List<Inner> Items { get; set; } = [];
        [ProtoMember(4)] public Generated<T1, T2>? Next { get; set; }
        [ProtoMember(5)] public Dictionary<string, Generated<T2, T1>>? Swapped { get; set; }
    }

    private static readonly Type[] Markers =
    [
        typeof(int), typeof(long), typeof(short), typeof(byte), typeof(sbyte), typeof(uint), typeof(ulong), typeof(ushort),
        typeof(float), typeof(double), typeof(decimal), typeof(char), typeof(bool), typeof(string), typeof(object), typeof(Guid),
    ];

    [Fact]
    public void EightThreadsTimesTwoHundredTypes()
    {
        var types = Markers.SelectMany(a => Markers.Select(b => typeof(Generated<,>).MakeGenericType(a, b))).Take(200).ToArray();
        var model = Backends.Model(Backends.EmitAvailable ? SerializerBackend.Emit : SerializerBackend.Interpreted);
        var roundTrip = typeof(ConcurrentCompilationTests).GetMethod(nameof(RoundTrip), BindingFlags.NonPublic | BindingFlags.Static)!;
        var serializers = new object[8][];
        var start = new Barrier(8);
        var threads = Enumerable.Range(0, 8).Select(t => new Thread(() =>
        {
            serializers[t] = new object[types.Length];
            start.SignalAndWait();
            // Each thread walks the types in its own order, so first uses collide.
            foreach (var i in Enumerable.Range(0, types.Length).OrderBy(i => (i * 7919 + t * 104729) % types.Length))
                serializers[t][i] = roundTrip.MakeGenericMethod(types[i]).Invoke(null, [model, i])!;
        })).ToList();
        threads.ForEach(t => t.Start());
        Assert.All(threads, t => Assert.True(t.Join(TimeSpan.FromMinutes(2)), "a thread did not finish: deadlock?"));
        for (var i = 0; i < types.Length; i++)
            for (var t = 1; t < 8; t++)
                Assert.Same(serializers[0][i], serializers[t][i]);
    }

    private static object RoundTrip<T>(RuntimeTypeModel model, int seed) where T : class
    {
        var value = (T)new RandomObjects(seed).Create(typeof(T));
        var bytes = model.SerializeToArray(value);
        Equivalence.AssertEqual(value, model.Deserialize<T>(bytes));
        return model.GetSerializer<T>();
    }
}
