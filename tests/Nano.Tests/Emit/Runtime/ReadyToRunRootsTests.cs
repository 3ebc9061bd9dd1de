using System.Reflection;
using Nano.Emit.IL;
using Nano.Emit.Runtime;
using Nano.Model;
using Nano.Serialization.Codecs;

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
    public void EveryScalarCodecOfAPrimitiveTypeIsRooted()
    {
        var rooted = ILCallees.Of(Root(nameof(ReadyToRunRoots.Primitives)))
            .OfType<MethodInfo>()
            .Where(m => m.IsGenericMethod && m.GetGenericMethodDefinition() == Root("Codec"))
            .Select(m => m.GetGenericArguments()[1])
            .ToHashSet();
        // What the emit compiler can choose for a number or bool (CodecSelector asks this table), over every pair.
        var primitives = new[]
        {
            typeof(int), typeof(long), typeof(uint), typeof(ulong), typeof(bool), typeof(float), typeof(double),
            typeof(sbyte), typeof(short), typeof(byte), typeof(ushort), typeof(char), typeof(nint), typeof(nuint),
        };
        var codecs = primitives
            .SelectMany(t => Enum.GetValues<ProtoType>().Select(p => ScalarCodecTable.CodecType(p, t)))
            .OfType<Type>()
            .ToHashSet();

        Assert.Equal(30, codecs.Count);
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
}
