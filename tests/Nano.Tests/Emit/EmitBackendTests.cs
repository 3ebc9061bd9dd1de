using Nano.Emit;
using Nano.Tests.Support;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Emit;

public class EmitBackendTests
{
    private static string OriginOf<T>(RuntimeTypeModel model) => ((EmitSerializer<T>)model.GetSerializer<T>()).Origin;

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
