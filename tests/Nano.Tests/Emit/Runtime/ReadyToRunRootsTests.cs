using System.Reflection;
using Nano.Emit.IL;
using Nano.Emit.Runtime;

namespace Nano.Tests.Emit.Runtime;

/// <summary>
/// Guards <see cref="ReadyToRunRoots"/> against drift: the class only names instantiations for crossgen2 (nothing
/// calls it, so behaviour cannot differ from the plain path), and what it buys (methods the cold start no longer
/// JIT-compiles) is measured by <c>benchmarks/coldstart.sh</c>. What can silently go stale is the list: a codec or a
/// helper method added later and not named is JIT-compiled again. Both lists are read from the roots' own IL.
/// </summary>
public class ReadyToRunRootsTests
{
    private const BindingFlags Static = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static | BindingFlags.DeclaredOnly;

    private static MethodInfo Root(string name) => typeof(ReadyToRunRoots).GetMethod(name, Static)!;

    [Fact]
    public void EveryCodecOfAPrimitiveTypeIsRooted()
    {
        var rooted = ILCallees.Of(Root(nameof(ReadyToRunRoots.Primitives)))
            .OfType<MethodInfo>()
            .Where(m => m.IsGenericMethod && m.GetGenericMethodDefinition() == Root("Codec"))
            .Select(m => m.GetGenericArguments()[1])
            .ToHashSet();
        var codecs = typeof(ReadyToRunRoots).Assembly.GetTypes()
            .Where(t => t is { IsValueType: true, IsGenericTypeDefinition: false })
            .Select(t => (Codec: t, Value: ValueTypeOf(t)))
            .Where(c => c.Value is { IsPrimitive: true })
            .Select(c => c.Codec)
            .ToList();

        Assert.True(codecs.Count >= 30, $"found only {codecs.Count} codecs of primitive types");
        Assert.Empty(codecs.Where(c => !rooted.Contains(c)).Select(c => c.Name));
        Assert.Equal(codecs.Count, rooted.Count);
    }

    [Fact]
    public void StringCodecIsRooted()
    {
        var rooted = ILCallees.Of(Root(nameof(ReadyToRunRoots.Strings))).OfType<MethodInfo>().Single();
        Assert.Equal([typeof(string), typeof(StringCodec)], rooted.GetGenericArguments());
    }

    [Theory]
    [InlineData(typeof(Repeated<,>))]
    [InlineData(typeof(RepeatedLikeProtobufNet<,>))]
    [InlineData(typeof(CollectionOps<>))]
    public void EveryHelperMethodIsRooted(Type helper)
    {
        var named = ILCallees.Of(Root("Codec"))
            .Where(m => m.DeclaringType is { IsGenericType: true } d && d.GetGenericTypeDefinition() == helper)
            .Select(m => m.MetadataToken)
            .ToHashSet();
        var methods = helper.GetMethods(BindingFlags.Public | BindingFlags.Static | BindingFlags.DeclaredOnly);

        Assert.NotEmpty(methods);
        Assert.Empty(methods.Where(m => !named.Contains(m.MetadataToken)).Select(m => m.ToString()));
    }

    private static Type? ValueTypeOf(Type codec) =>
        codec.GetInterfaces().FirstOrDefault(i => i.IsGenericType && i.GetGenericTypeDefinition() == typeof(IValueCodec<>))?.GetGenericArguments()[0];
}
