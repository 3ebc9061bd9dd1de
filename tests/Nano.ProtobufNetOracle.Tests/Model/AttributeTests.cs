using Nano.Model;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Model;

/// <summary>protobuf-net's attributes, recognized by name, give the model protobuf-net's meaning.</summary>
public class AttributeTests
{
    [Fact]
    public void Nano_Core_does_not_reference_protobuf_net()
    {
        var references = typeof(RuntimeTypeModel).Assembly.GetReferencedAssemblies().Select(a => a.Name);
        Assert.DoesNotContain("protobuf-net", references);
        Assert.DoesNotContain("protobuf-net.Core", references);
    }

    [Fact]
    public void A_protobuf_net_contract_is_modelled_with_its_defaults()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(ProtobufNetSamples.Lists));
        var ints = model.Fields.Single(f => f.Number == 1);
        Assert.False(ints.IsPacked);
        Assert.Equal(200, ints.ProtobufNetLevel);
        Assert.True(model.Fields.Single(f => f.Number == 2).IsPacked);
        Assert.True(model.Fields.Single(f => f.Number == 2).PacksLikeProtobufNet);
    }

    [Theory]
    [InlineData(typeof(ProtobufNetSamples.Bcl), 200, WellKnownKind.BclDateTime, WellKnownKind.BclTimeSpan, WellKnownKind.BclDecimal, WellKnownKind.BclGuid)]
    [InlineData(typeof(ProtobufNetSamples.Level240), 240, WellKnownKind.TimestampOfTicks, WellKnownKind.TimeSpan, WellKnownKind.BclDecimal, WellKnownKind.BclGuid)]
    [InlineData(typeof(ProtobufNetSamples.Level300), 300, WellKnownKind.TimestampOfTicks, WellKnownKind.TimeSpan, WellKnownKind.Decimal, WellKnownKind.GuidString)]
    public void The_compatibility_level_picks_the_formats(Type type, int level, WellKnownKind when, WellKnownKind span, WellKnownKind money, WellKnownKind id)
    {
        var fields = RuntimeTypeModel.Create().GetModel(type).Fields;
        Assert.All(fields, f => Assert.Equal(level, f.ProtobufNetLevel));
        Assert.Equal([when, span, money, id], fields.Select(f => f.Value.WellKnown));
    }

    [Fact]
    public void DataFormat_WellKnown_and_a_member_level_apply_to_that_member_only()
    {
        var model = RuntimeTypeModel.Create();
        Assert.Equal([WellKnownKind.TimestampOfTicks, WellKnownKind.TimeSpan, WellKnownKind.BclDateTime],
            model.GetModel(typeof(ProtobufNetSamples.WellKnownMembers)).Fields.Select(f => f.Value.WellKnown));
        Assert.Equal([WellKnownKind.Decimal, WellKnownKind.BclDecimal],
            model.GetModel(typeof(ProtobufNetSamples.MemberLevels)).Fields.Select(f => f.Value.WellKnown));
    }

    [Fact]
    public void DataContract_takes_field_numbers_from_Order_and_skips_other_members()
    {
        var fields = RuntimeTypeModel.Create().GetModel(typeof(ProtobufNetSamples.WcfContract)).Fields;
        Assert.Equal([(1, "Id"), (2, "Name"), (3, "Values")], fields.Select(f => (f.Number, f.Member.Name)));
    }

    [Fact]
    public void ProtoPartialMember_declares_a_member_from_the_type()
    {
        var fields = RuntimeTypeModel.Create().GetModel(typeof(ProtobufNetSamples.Partial)).Fields;
        Assert.Equal([(1, "Id"), (2, "Label")], fields.Select(f => (f.Number, f.Member.Name)));
    }

    [Fact]
    public void Nanos_own_attributes_keep_their_meaning()
    {
        var field = RuntimeTypeModel.Create().GetModel(typeof(NanoContract)).Fields.Single();
        Assert.True(field.IsPacked);
        Assert.Equal(0, field.ProtobufNetLevel);
        Assert.False(field.PacksLikeProtobufNet);
    }

    [Nano.ProtoContract]
    public class NanoContract
    {
        [Nano.ProtoMember(1)] public List<int>? Values;
    }

    /// <summary>
    /// A contract with protobuf-net's legacy <c>AsReference</c> or <c>DynamicType</c> set, built at run time: protobuf-net 3
    /// marks both obsolete as errors, so C# cannot declare them, but assemblies built against protobuf-net 2 carry them.
    /// </summary>
    private static Type LegacyContract(string property)
    {
        var assembly = System.Reflection.Emit.AssemblyBuilder.DefineDynamicAssembly(new System.Reflection.AssemblyName("Legacy" + property), System.Reflection.Emit.AssemblyBuilderAccess.Run);
        var type = assembly.DefineDynamicModule("Legacy").DefineType("Legacy." + property, System.Reflection.TypeAttributes.Public);
        type.SetCustomAttribute(new System.Reflection.Emit.CustomAttributeBuilder(typeof(ProtoBuf.ProtoContractAttribute).GetConstructor(Type.EmptyTypes)!, []));
        var field = type.DefineField("Shared", typeof(object), System.Reflection.FieldAttributes.Public);
        field.SetCustomAttribute(new System.Reflection.Emit.CustomAttributeBuilder(
            typeof(ProtoBuf.ProtoMemberAttribute).GetConstructor([typeof(int)])!, [1],
            [typeof(ProtoBuf.ProtoMemberAttribute).GetProperty(property)!], [true]));
        type.DefineDefaultConstructor(System.Reflection.MethodAttributes.Public);
        return type.CreateType();
    }

    [Theory]
    [InlineData("AsReference", "legacy; serialize a tree")]
    [InlineData("DynamicType", "legacy; declare the possible types with [ProtoInclude]")]
    public void Legacy_reference_and_dynamic_types_are_refused_with_what_to_use_instead(string property, string instead)
    {
        var error = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(LegacyContract(property)));
        Assert.Contains($"Legacy.{property}.Shared", error.Message);
        Assert.Contains($"{property} = True", error.Message);
        Assert.Contains(instead, error.Message);
    }
}
