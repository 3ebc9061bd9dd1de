extern alias pbnet;

using System.Reflection;
using PB = pbnet::ProtoBuf;

namespace ProtobufNetApi.Tests.Attributes;

/// <summary>
/// Nano.ProtobufNet's attributes and enums have protobuf-net 3.4.40's full names, constructors, settable properties and
/// enum numbers, read from protobuf-net's assembly by reflection: code written for one compiles against the other, and
/// Nano.Core (which reads the attributes by full name and their arguments as numbers) sees the same data.
/// </summary>
public class SurfaceParityTests
{
    public static TheoryData<string> Attributes => new()
    {
        "ProtoBuf.ProtoContractAttribute", "ProtoBuf.ProtoMemberAttribute", "ProtoBuf.ProtoIncludeAttribute",
        "ProtoBuf.ProtoIgnoreAttribute", "ProtoBuf.ProtoMapAttribute", "ProtoBuf.ProtoEnumAttribute",
        "ProtoBuf.ProtoPartialMemberAttribute", "ProtoBuf.ProtoPartialIgnoreAttribute", "ProtoBuf.ProtoReservedAttribute",
        "ProtoBuf.CompatibilityLevelAttribute", "ProtoBuf.ProtoBeforeSerializationAttribute",
        "ProtoBuf.ProtoAfterSerializationAttribute", "ProtoBuf.ProtoBeforeDeserializationAttribute",
        "ProtoBuf.ProtoAfterDeserializationAttribute",
    };

    public static TheoryData<string> Enums => new()
    {
        "ProtoBuf.DataFormat", "ProtoBuf.PrefixStyle", "ProtoBuf.ImplicitFields", "ProtoBuf.MemberSerializationOptions",
        "ProtoBuf.CompatibilityLevel",
    };

    private static readonly Assembly Facade = typeof(ProtoBuf.Serializer).Assembly;
    private static readonly Assembly[] Original = [typeof(PB.Serializer).Assembly, typeof(PB.ProtoContractAttribute).Assembly];

    private static (Type Ours, Type Theirs) Pair(string fullName)
    {
        var ours = Facade.GetType(fullName) ?? throw new Xunit.Sdk.XunitException($"Nano.ProtobufNet lacks {fullName}");
        var theirs = Original.Select(a => a.GetType(fullName)).FirstOrDefault(t => t is not null)
            ?? throw new Xunit.Sdk.XunitException($"protobuf-net lacks {fullName}");
        return (ours, theirs);
    }

    private static string Signature(ConstructorInfo constructor) =>
        string.Join(", ", constructor.GetParameters().Select(p => p.ParameterType.FullName));

    [Theory]
    [MemberData(nameof(Attributes))]
    public void Attribute_has_protobuf_nets_constructors_and_settable_properties(string fullName)
    {
        var (ours, theirs) = Pair(fullName);
        Assert.Equal(
            theirs.GetConstructors().Select(Signature).OrderBy(s => s, StringComparer.Ordinal),
            ours.GetConstructors().Select(Signature).OrderBy(s => s, StringComparer.Ordinal));
        // Every property protobuf-net lets attribute syntax set (public, settable, not obsolete as an error) exists here
        // with the same type's full name.
        foreach (var property in theirs.GetProperties(BindingFlags.Public | BindingFlags.Instance))
        {
            if (property.SetMethod is not { IsPublic: true } || property.GetCustomAttribute<ObsoleteAttribute>() is { IsError: true })
                continue;
            var mine = ours.GetProperty(property.Name, BindingFlags.Public | BindingFlags.Instance);
            Assert.True(mine is { SetMethod.IsPublic: true }, $"{fullName}.{property.Name} is not settable in Nano.ProtobufNet");
            Assert.Equal(property.PropertyType.FullName, mine!.PropertyType.FullName);
        }
        var usage = theirs.GetCustomAttribute<AttributeUsageAttribute>()!;
        var myUsage = ours.GetCustomAttribute<AttributeUsageAttribute>()!;
        Assert.Equal(usage.AllowMultiple, myUsage.AllowMultiple);
    }

    [Theory]
    [MemberData(nameof(Enums))]
    public void Enum_has_protobuf_nets_names_and_numbers(string fullName)
    {
        var (ours, theirs) = Pair(fullName);
        string[] Members(Type type) => [.. type.GetFields(BindingFlags.Public | BindingFlags.Static)
            .Select(f => $"{f.Name}={Convert.ToInt64(f.GetRawConstantValue())}").OrderBy(s => s, StringComparer.Ordinal)];
        Assert.Equal(Members(theirs), Members(ours));
        Assert.Equal(Enum.GetUnderlyingType(theirs), Enum.GetUnderlyingType(ours));
    }
}
