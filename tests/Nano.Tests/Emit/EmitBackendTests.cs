using Nano.Emit;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

public class EmitBackendTests
{
    private static RuntimeTypeModel EmitModel() => Backends.Model(SerializerBackend.Emit);

    [Fact]
    public void EmitIsAvailableAndChosenAutomaticallyInThisProcess()
    {
        Assert.True(Backends.EmitAvailable);
        Assert.Equal("emit", RuntimeTypeModel.Create().ResolvedBackendName);
    }

    [Fact]
    public void PlainMessageTypesAreCompiled()
    {
        var model = EmitModel();
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<AllScalars>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Optionals>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Proto2Style>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Outer>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Point>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Node>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Collections>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Maps>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<OneOfs>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<WithUnknowns>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Sparse>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<PrivateMembers>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<InitRecord>());
    }

    [Fact]
    public void InheritanceHierarchiesAreCompiled()
    {
        var model = EmitModel();
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Zoo>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Animal>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Dog>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Puppy>());
    }

    [Fact]
    public void ConstructorBuiltTypesAreCompiled()
    {
        var model = EmitModel();
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<PositionalRecord>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<ConstructorOnly>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<ImmutableStruct>());
    }
}

/// <summary>Every contract type of the test suite compiles through the verifying emitter (a wrong instruction would throw EmitVerificationException).</summary>
public class EmitCompilesEveryTestTypeTests
{
    public static TheoryData<Type> ContractTypes => new(typeof(AllScalars).Assembly.GetTypes()
        .Where(t => t.Namespace == typeof(AllScalars).Namespace && t.IsDefined(typeof(ProtoContractAttribute), false) && !t.IsGenericTypeDefinition));

    [Theory, MemberData(nameof(ContractTypes))]
    public void Compiles(Type type)
    {
        var model = Backends.Model(SerializerBackend.Emit);
        Assert.Equal(SerializerBackend.Emit, model.GetBackend(type));
    }

    [Fact]
    public void CompileAllCompilesRegisteredTypesUpFront()
    {
        var model = Backends.Model(SerializerBackend.Emit);
        model.Add<Order>().Field(1, x => x.Id).Field(2, x => x.Lines);
        model.Add<OrderLine>().Field(1, x => x.Sku);
        model.CompileAll();
        Assert.True(model.IsContract(typeof(Order)));
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<OrderLine>());
        Assert.Equal(SerializerBackend.Emit, model.GetBackend<Order>());
    }
}
