using Nano.Model;
using Nano.Serialization.Codecs;
using Nano.Tools.CodecGen;

namespace Nano.Tests.Serialization.Codecs;

public class GeneratedCodecsTests
{
    [Fact]
    public void CheckedInScalarCodecsAreWhatTheGeneratorWrites()
    {
        var root = global::Nano.Interop.BenchmarkData.FindRepositoryRoot(AppContext.BaseDirectory)
            ?? throw new InvalidOperationException("Nano.sln not found above the test folder.");
        var checkedIn = File.ReadAllText(Path.Combine(root, ScalarCodecSource.OutputPath)).Replace("\r\n", "\n");
        Assert.True(checkedIn == ScalarCodecSource.Generate(),
            $"{ScalarCodecSource.OutputPath} differs from the generator's output: run `dotnet run --project tools/CodecGen` and commit the file.");
    }

    public static TheoryData<ProtoType, Type> ScalarPairs()
    {
        var pairs = new TheoryData<ProtoType, Type>();
        Type[] types = [typeof(int), typeof(long), typeof(uint), typeof(ulong), typeof(bool), typeof(float), typeof(double), typeof(sbyte),
            typeof(short), typeof(byte), typeof(ushort), typeof(char), typeof(nint), typeof(nuint),
#if NET
            typeof(Half),
#endif
            ];
        foreach (var type in types)
            foreach (var protoType in Enum.GetValues<ProtoType>())
                pairs.Add(protoType, type);
        return pairs;
    }

    // Both backends run the same struct: the interpreted adapter wraps exactly the codec emitted code calls, and both
    // have one for the same pairs.
    [Theory]
    [MemberData(nameof(ScalarPairs))]
    public void InterpretedAdapterWrapsTheCodecEmitUses(ProtoType protoType, Type type)
    {
        var codec = ScalarCodecTable.CodecType(protoType, type);
        var adapter = ScalarCodecTable.Adapter(protoType, type);
        Assert.Equal(codec is null, adapter is null);
        if (codec is not null)
            Assert.Equal([type, codec], adapter!.GetType().GetGenericArguments());
    }
}
