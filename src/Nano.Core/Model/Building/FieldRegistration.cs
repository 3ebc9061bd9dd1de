using System.Diagnostics.CodeAnalysis;
using System.Reflection;

namespace Nano.Model.Building;

/// <summary>A field as declared, by attribute or by the fluent API, before it is validated and classified.</summary>
internal sealed record FieldRegistration(int Number, MemberInfo Member, FieldOptions Options);

/// <summary>Everything declared about one type: its fields and sub-types.</summary>
internal sealed class TypeRegistration(Type type)
{
    public Type Type { get; } = type;
    public string? Name { get; set; }
    public List<FieldRegistration> Fields { get; } = [];
    public List<(int Tag, Type Type)> SubTypes { get; } = [];

    /// <summary>Reads <see cref="ProtoContractAttribute"/>, <see cref="ProtoMemberAttribute"/> and <see cref="ProtoIncludeAttribute"/>.</summary>
    public static TypeRegistration FromAttributes(Type type)
    {
        var registration = new TypeRegistration(type) { Name = type.GetCustomAttribute<ProtoContractAttribute>()?.Name };
        foreach (var member in DeclaredMembers(MessageTypes.Members(type)))
        {
            var attr = member.GetCustomAttribute<ProtoMemberAttribute>();
            if (attr is null || member.IsDefined(typeof(ProtoIgnoreAttribute)))
                continue;
            var map = member.GetCustomAttribute<ProtoMapAttribute>();
            var defaultValue = member.GetCustomAttribute<System.ComponentModel.DefaultValueAttribute>();
            registration.Fields.Add(new FieldRegistration(attr.Tag, member, new FieldOptions
            {
                Name = attr.Name,
                DataFormat = attr.DataFormat,
                IsPacked = attr.IsPacked,
                IsRequired = attr.IsRequired,
                IsOptional = attr.IsOptional,
                IsClosedEnum = attr.IsClosedEnum,
                OneOf = attr.OneOf,
                KeyFormat = map?.KeyFormat ?? DataFormat.Default,
                ValueFormat = map?.ValueFormat ?? DataFormat.Default,
                DefaultValue = defaultValue?.Value,
            }));
        }
        foreach (var include in type.GetCustomAttributes<ProtoIncludeAttribute>())
            registration.SubTypes.Add((include.Tag, include.KnownType));
        return registration;
    }

    /// <summary>
    /// Instance fields and properties of the type and of its base classes that are not contracts themselves
    /// (a contract base owns its own members). Private members of base classes are included.
    /// </summary>
    private static IEnumerable<MemberInfo> DeclaredMembers([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type)
    {
        const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        for (var t = type; t is not null && t != typeof(object); t = t.BaseType is { } b ? MessageTypes.Members(b) : null)
        {
            if (t != type && t.IsDefined(typeof(ProtoContractAttribute), inherit: false))
                yield break;
            foreach (var field in t.GetFields(flags))
                yield return field;
            foreach (var property in t.GetProperties(flags))
                if (property.GetIndexParameters().Length == 0)
                    yield return property;
        }
    }
}
