using Nano.Emit;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

public class EmitBackendTests
{
    private static string OriginOf<T>(RuntimeTypeModel model) => model.BackendOf<T>();

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
        Assert.Equal("emit", OriginOf<AllScalars>(model));
        Assert.Equal("emit", OriginOf<Optionals>(model));
        Assert.Equal("emit", OriginOf<Proto2Style>(model));
        Assert.Equal("emit", OriginOf<Outer>(model));
        Assert.Equal("emit", OriginOf<Point>(model));
        Assert.Equal("emit", OriginOf<Node>(model));
        Assert.Equal("emit", OriginOf<Collections>(model));
        Assert.Equal("emit", OriginOf<Maps>(model));
        Assert.Equal("emit", OriginOf<OneOfs>(model));
        Assert.Equal("emit", OriginOf<WithUnknowns>(model));
        Assert.Equal("emit", OriginOf<Sparse>(model));
        Assert.Equal("emit", OriginOf<PrivateMembers>(model));
        Assert.Equal("emit", OriginOf<InitRecord>(model));
    }

    [Fact]
    public void InheritanceHierarchiesAreCompiled()
    {
        var model = EmitModel();
        Assert.Equal("emit", OriginOf<Zoo>(model));
        Assert.Equal("emit", OriginOf<Animal>(model));
        Assert.Equal("emit", OriginOf<Dog>(model));
        Assert.Equal("emit", OriginOf<Puppy>(model));
    }

    [Fact]
    public void ConstructorBuiltTypesAreCompiled()
    {
        var model = EmitModel();
        Assert.Equal("emit", OriginOf<PositionalRecord>(model));
        Assert.Equal("emit", OriginOf<ConstructorOnly>(model));
        Assert.Equal("emit", OriginOf<ImmutableStruct>(model));
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
        Assert.Equal("emit", (string)typeof(RuntimeTypeModel).GetMethod(nameof(RuntimeTypeModel.BackendOf))!.MakeGenericMethod(type).Invoke(model, null)!);
    }

    [Fact]
    public void CompileAllCompilesRegisteredTypesUpFront()
    {
        var model = Backends.Model(SerializerBackend.Emit);
        model.Add<Order>().Field(1, x => x.Id).Field(2, x => x.Lines);
        model.Add<OrderLine>().Field(1, x => x.Sku);
        model.CompileAll();
        Assert.True(model.IsContract(typeof(Order)));
        Assert.Equal("emit", model.BackendOf<OrderLine>());
        Assert.Equal("emit", model.BackendOf<Order>());
    }
}
