#pragma warning disable CS0649 // the fields exist only for the model builder to reject
using Nano.Model;
using Nano.Tests.TestTypes;

namespace Nano.Tests.Model;

public class ModelBuilderTests
{
    [ProtoContract] private sealed class Duplicate { [ProtoMember(1)] public int A; [ProtoMember(1)] public int B; }
    [ProtoContract] private sealed class Zero { [ProtoMember(0)] public int A; }
    [ProtoContract] private sealed class TooBig { [ProtoMember(536870912)] public int A; }
    [ProtoContract] private sealed class Reserved { [ProtoMember(19500)] public int A; }
    [ProtoContract] private sealed class Unsupported { [ProtoMember(1)] public object? A; }
    [ProtoContract] private sealed class NotAContractMember { [ProtoMember(1)] public Order? A; }
    [ProtoContract] private sealed class NonNullableOneOf { [ProtoMember(1, OneOf = "x")] public int A; }
    [ProtoContract] private sealed class BadFormat { [ProtoMember(1, DataFormat = DataFormat.ZigZag)] public string? A; }
    [ProtoContract] private sealed class NestedList { [ProtoMember(1)] public List<List<int>>? A; }
    [ProtoContract] private sealed class NullableElements { [ProtoMember(1)] public List<int?>? A; }
    [ProtoContract] private sealed class FloatKey { [ProtoMember(1)] public Dictionary<double, int>? A; }
    [ProtoContract] private abstract class AbstractAlone { [ProtoMember(1)] public int A; }
    [ProtoContract] private sealed class NoConstructor(int a, int b) { [ProtoMember(1)] public int A { get; } = a + b; }
    [ProtoContract, ProtoInclude(5, typeof(ImmutableChild))] public class MutableBase { [ProtoMember(1)] public int A { get; set; } }
    [ProtoContract] public sealed class ImmutableChild(int b) : MutableBase { [ProtoMember(1)] public int B { get; } = b; }

    [Theory]
    [InlineData(typeof(Duplicate), "already used")]
    [InlineData(typeof(Zero), "out of range")]
    [InlineData(typeof(TooBig), "out of range")]
    [InlineData(typeof(Reserved), "19000")]
    [InlineData(typeof(Unsupported), "not supported")]
    [InlineData(typeof(NotAContractMember), "not supported")]
    [InlineData(typeof(NonNullableOneOf), "explicit presence")]
    [InlineData(typeof(BadFormat), "ZigZag")]
    [InlineData(typeof(NestedList), "collection")]
    [InlineData(typeof(NullableElements), "Nullable")]
    [InlineData(typeof(FloatKey), "map key")]
    [InlineData(typeof(AbstractAlone), "abstract")]
    [InlineData(typeof(NoConstructor), "cannot be created")]
    [InlineData(typeof(ImmutableChild), "hierarchy")]
    public void ModelErrorsNameTheTypeAndTheProblem(Type type, string expected)
    {
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(type));
        Assert.Contains(type.Name, e.Message);
        Assert.Contains(expected, e.Message, StringComparison.OrdinalIgnoreCase);
    }

    [Fact]
    public void TypesWithoutAttributesMustBeRegistered()
    {
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(typeof(Order)));
        Assert.Contains("Add<Order>", e.Message);
    }

    [Fact]
    public void ModelDescribesFieldsInNumberOrder()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(Sparse));
        Assert.Equal([1, 15, 16, 2047, 2048, 536870911], model.Fields.Select(f => f.Number));
        var scalars = RuntimeTypeModel.Create().GetModel(typeof(AllScalars));
        Assert.Equal(ProtoType.SInt32, scalars.Fields.Single(f => f.Name == "SInt32").Value.ProtoType);
        Assert.Equal(WellKnownKind.Guid, scalars.Fields.Single(f => f.Name == "Guid").Value.WellKnown);
        Assert.True(RuntimeTypeModel.Create().GetModel(typeof(Collections)).Fields.Single(f => f.Number == 1).IsPacked);
        Assert.False(RuntimeTypeModel.Create().GetModel(typeof(Collections)).Fields.Single(f => f.Number == 2).IsPacked);
    }

    [Fact]
    public void RecursiveTypesBuild()
    {
        var node = RuntimeTypeModel.Create().GetModel(typeof(Node));
        Assert.Same(node, node.Fields.Single(f => f.Number == 2).Value.Message);
    }

    [Fact]
    public void ImmutableTypesUseTheirConstructor()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(PositionalRecord));
        Assert.True(model.UsesConstructorArguments);
        var hierarchy = RuntimeTypeModel.Create().GetModel(typeof(Puppy));
        Assert.Same(hierarchy.BaseType!.BaseType, hierarchy.Root);
        Assert.Equal(typeof(Animal), hierarchy.Root.Type);
    }

    [Fact]
    public void FrozenModelsRejectRegistration()
    {
        var model = RuntimeTypeModel.Create();
        model.Add<Order>().Field(1, x => x.Id);
        model.Freeze();
        Assert.True(model.IsFrozen);
        Assert.Throws<InvalidOperationException>(() => model.Add<OrderLine>());
        Assert.Throws<InvalidOperationException>(() => model.Backend = SerializerBackend.Interpreted);
    }

    [Fact]
    public void RegistrationAfterFirstUseIsRejected()
    {
        var model = RuntimeTypeModel.Create();
        model.GetModel(typeof(Inner));
        Assert.Throws<InvalidOperationException>(() => model.Add<Inner>());
    }

    [Fact]
    public void FluentFieldNeedsAMemberAccess()
    {
        var registration = RuntimeTypeModel.Create().Add<Order>();
        Assert.Throws<ArgumentException>(() => registration.Field(1, x => x.Id + 1));
        Assert.Throws<ArgumentException>(() => registration.Field(1, "Nope"));
    }

    [Fact]
    public void ConcurrentFirstUseBuildsOneModel()
    {
        var model = RuntimeTypeModel.Create();
        var results = new MessageModel[16];
        Parallel.For(0, results.Length, i => results[i] = model.GetModel(typeof(Outer)));
        Assert.All(results, r => Assert.Same(results[0], r));
    }
}
