using PbnetApp;
using PbnetApp.Refused;
using ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary>What protobuf-net offers and Nano does not carry fails at the call or when the model is built, naming the
/// type and member and saying what to do instead; nothing is silently ignored.</summary>
public class RefusedFeatureTests
{
    public static TheoryData<Type, string, string> Contracts => new()
    {
        { typeof(Node), "PbnetApp.Refused.Node.Next", "AsReference" },
        { typeof(Dynamic), "PbnetApp.Refused.Dynamic.Payload", "DynamicType" },
        { typeof(WithOptions), "PbnetApp.Refused.WithOptions.Values", "Options" },
        { typeof(ReferenceDefault), "PbnetApp.Refused.ReferenceDefault", "AsReferenceDefault" },
        { typeof(CallbackWithContext), "PbnetApp.Refused.CallbackWithContext.Before", "SerializationContext" },
        { typeof(MapDisabled), "PbnetApp.Refused.MapDisabled.Map", "DisableMap" },
        { typeof(InferredTags), "PbnetApp.Refused.InferredTags", "InferTagFromName" },
        { typeof(WithMappedEnum), "PbnetApp.Refused.Mapped.One", "ProtoEnum(Value = 10)" },
    };

    [Theory]
    [MemberData(nameof(Contracts))]
    public void A_contract_using_it_is_refused_when_the_model_is_built(Type type, string where, string feature)
    {
        var model = ProtoBuf.Meta.RuntimeTypeModel.Create();
        var error = Assert.Throws<Nano.ProtoModelException>(() => model.NanoModel.GetModel(type));
        Assert.Contains(where, error.Message);
        Assert.Contains(feature, error.Message);
        // The same through protobuf-net's API: the first serialization builds the model.
        Assert.Throws<Nano.ProtoModelException>(() => model.Serialize(new MemoryStream(), Activator.CreateInstance(type)!));
    }

    [Fact]
    public void A_user_state_is_refused_at_the_call()
    {
        var error = Assert.Throws<NotSupportedException>(() => Serializer.Serialize(new MemoryStream(), new Line(), userState: "state"));
        Assert.Contains("userState", error.Message);
        Assert.Throws<NotSupportedException>(() => Serializer.Deserialize<Line>(ReadOnlySpan<byte>.Empty, null!, "state"));
        Assert.Throws<NotSupportedException>(() => Serializer.DeepClone(new Line(), "state"));
    }

    [Fact]
    public void Configuration_Nano_does_not_carry_is_refused_at_the_call()
    {
        var model = ProtoBuf.Meta.RuntimeTypeModel.Create();
        var error = Assert.Throws<NotSupportedException>(() => model.Add(typeof(Plain), false).AsReferenceDefault = true);
        Assert.Contains("PbnetApp.Plain", error.Message);
        Assert.Throws<NotSupportedException>(() => model.Add(typeof(PlainBase), false).AddSubType(1, typeof(PlainDerived), DataFormat.Group));
        Assert.Throws<NotSupportedException>(() => model.Add(typeof(Line), true, CompatibilityLevel.Level300));
        Assert.Throws<NotSupportedException>(() => model.AutoAddMissingTypes = false);
        Assert.Throws<NotSupportedException>(() => Serializer.GetProto<Line>(ProtoBuf.Meta.ProtoSyntax.Proto2));
    }
}
