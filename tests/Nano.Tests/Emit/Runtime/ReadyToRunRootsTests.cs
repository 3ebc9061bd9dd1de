using System.Reflection;
using Nano.Emit.IL;
using Nano.Emit.Runtime;
using Nano.Model;
using Nano.Serialization.Codecs;
using Nano.Serialization.Collections;

namespace Nano.Tests.Emit.Runtime;

/// <summary>
/// Guards <see cref="ReadyToRunRoots"/> (and Nano.Core's <see cref="CodecReadyToRunRoots"/>, the Nano.Core helpers
/// emitted code calls) against drift: the classes only name instantiations for crossgen2 (nothing calls them, so
/// behaviour cannot differ from the plain path), and what they buy (methods the cold start no longer JIT-compiles) is
/// measured with the cold-start app (docs/design-cold-start.md, "Session 9"). What can silently go stale is the list:
/// a codec or a helper method added later and not named is JIT-compiled again. The lists are read from the roots' IL.
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
        var codecs = ScalarCodecsOfPrimitives();

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

    [Fact]
    public void ValueCodecIsDefaultIsRootedInNanoCoreForEveryScalarStringAndBytesCodec()
    {
        var isDefault = typeof(ValueCodec).GetMethod(nameof(ValueCodec.IsDefault))!;
        var rooted = ILCallees.Of(typeof(CodecReadyToRunRoots).GetMethod(nameof(CodecReadyToRunRoots.IsDefault), Static)!)
            .OfType<MethodInfo>()
            .Where(m => m.IsGenericMethod && m.GetGenericMethodDefinition() == isDefault)
            .Select(m => m.GetGenericArguments()[1])
            .ToHashSet();
        var codecs = ScalarCodecsOfPrimitives();
        codecs.Add(typeof(StringCodec));
        codecs.Add(typeof(ByteArrayCodec));

        Assert.Equal(32, codecs.Count);
        Assert.Empty(codecs.Where(c => !rooted.Contains(c)).Select(c => c.Name));
        Assert.Equal(codecs.Count, rooted.Count);
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

    // What the emit compiler can choose for a number or bool (CodecSelector asks this table), over every pair.
    private static HashSet<Type> ScalarCodecsOfPrimitives()
    {
        var primitives = new[]
        {
            typeof(int), typeof(long), typeof(uint), typeof(ulong), typeof(bool), typeof(float), typeof(double),
            typeof(sbyte), typeof(short), typeof(byte), typeof(ushort), typeof(char), typeof(nint), typeof(nuint),
        };
        return primitives
            .SelectMany(t => Enum.GetValues<ProtoType>().Select(p => ScalarCodecTable.CodecType(p, t)))
            .OfType<Type>()
            .ToHashSet();
    }
}
