using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

/// <summary>The emit backend must write the same bytes as the interpreted one and read back equal objects.</summary>
public class DifferentialTests
{
    private static readonly Type[] Types =
    [
        typeof(AllScalars), typeof(Optionals), typeof(Proto2Style), typeof(Outer), typeof(Node), typeof(Collections),
        typeof(Maps), typeof(OneOfs), typeof(Sparse), typeof(Zoo), typeof(Dog), typeof(Puppy), typeof(PositionalRecord), typeof(InitRecord), typeof(Point),
        typeof(ConstructorOnly), typeof(ImmutableStruct), typeof(PrivateMembers),
    ];

    [Fact]
    public void EmitAndInterpretedAgreeOnAThousandSeededCases()
    {
        Assert.True(Backends.EmitAvailable);
        var emit = Backends.Model(SerializerBackend.Emit);
        var interpreted = Backends.Model(SerializerBackend.Interpreted);
        var check = typeof(DifferentialTests).GetMethod(nameof(Check), System.Reflection.BindingFlags.NonPublic | System.Reflection.BindingFlags.Static)!;
        for (var seed = 0; seed < 1000; seed++)
        {
            var type = Types[seed % Types.Length];
            var value = new RandomObjects(seed).Create(type);
            try
            {
                check.MakeGenericMethod(type).Invoke(null, [emit, interpreted, value]);
            }
            catch (System.Reflection.TargetInvocationException e)
            {
                throw new Xunit.Sdk.XunitException($"seed {seed} ({type.Name}): {e.InnerException}");
            }
        }
    }

    private static void Check<T>(RuntimeTypeModel emit, RuntimeTypeModel interpreted, T value)
    {
        var expected = interpreted.SerializeToArray(value);
        var actual = emit.SerializeToArray(value);
        Assert.Equal(Hex.Of(expected), Hex.Of(actual));
        Assert.Equal(expected.Length, emit.Measure(value));
        var fromEmit = emit.Deserialize<T>(expected);
        Equivalence.AssertEqual(interpreted.Deserialize<T>(expected), fromEmit);
        Assert.Equal(Hex.Of(expected), Hex.Of(emit.SerializeToArray(fromEmit)));
    }
}
