using System.Reflection;
using Nano.Emit.Compiler;
using Nano.Model;
using Nano.Tests.Support;

namespace Nano.Tests.Emit;

/// <summary>
/// Guards <see cref="ShapeKey"/> against silent drift: two models whose keys are equal share compiled code, so every
/// property of <see cref="FieldModel"/>, <see cref="ValueModel"/> and <see cref="MessageModel"/> must either change the
/// key or be listed in <see cref="Excluded"/> with the reason it need not. A property added to the model fails here
/// until someone adds it to ShapeKey (or, having checked the IL does not depend on it, to the list). The property set
/// is read by reflection, so the test follows the model as it grows.
/// </summary>
public class ShapeKeyCoverageTests
{
    public enum Tint { None = 0, Red = 1 }

    public enum Shade { None = 0, Dark = 1 }

    [ProtoContract] public sealed class KeyChild { [ProtoMember(1)] public int Count { get; set; } }

    [ProtoContract]
    public sealed class KeyRich
    {
        [ProtoMember(1)] public int Id { get; set; }
        [ProtoMember(2, OneOf = "choice")] public string? Text { get; set; }
        [ProtoMember(3, OneOf = "choice")] public KeyChild? Child { get; set; }
        [ProtoMember(4)] public List<int> Numbers { get; set; } = [];
        [ProtoMember(5)] public Dictionary<string, KeyChild> Map { get; set; } = [];
        [ProtoMember(6, IsRequired = true)] public int Level { get; set; }
        [ProtoMember(7)] public Tint Tint { get; set; }
    }

    /// <summary>A spare type whose members and constructor stand in for another binding.</summary>
    public sealed class Spare { public long Other { get; set; } }

    /// <summary>Reviewed: properties ShapeKey leaves out, each with why the emitted IL cannot differ when only it does.</summary>
    private static readonly Dictionary<string, string> Excluded = new()
    {
        ["FieldModel.ValueWhenAbsent"] = "derived from DefaultValue and Value.WellKnown, both covered",
        ["FieldModel.Tag"] = "derived from Number, Shape, IsPacked and Value.WireType",
        ["FieldModel.Dialect"] = "derived from ProtobufNetLevel (ContractDialect.For), which is covered",
        ["FieldModel.OverwrittenValue"] = "derived from MemberType (the member's zero), which is covered",
        ["FieldModel.ImmutableEmpty"] = "derived from ConcreteCollectionType (its static Empty), which is covered",
        ["ValueModel.WireType"] = "set by the constructor from ProtoType",
        ["ValueModel.EnumCarrier"] = "set by the constructor from Type and ProtoType",
        ["ValueModel.IsPackable"] = "derived from WireType",
        ["ValueModel.MapEntryOmitsDefault"] = "derived from WellKnown and ProtoType",
        ["ValueModel.IsMessage"] = "derived from Message",
        ["ValueModel.ListType"] = "derived from Type (the list a read creates: List<T>, or the array type itself), covered",
        ["MessageModel.UsesConstructorArguments"] = "derived from ConstructorArguments",
        ["MessageModel.ConstructorDefaults"] =
            "derived from Constructor and ConstructorArguments (covered): the unsupplied parameters' declared defaults",
        ["MessageModel.IsAbstract"] = "derived from Type",
        ["MessageModel.IsValueType"] = "derived from Type",
        ["MessageModel.Root"] = "derived from BaseType",
    };

    /// <summary>Private state that is not a property's backing field: what it stands for, or why it is left out.</summary>
    private static readonly Dictionary<string, string> PrivateState = new()
    {
        ["FieldModel._declaredEnumNumbers"] = "IsClosedEnum (covered); the numbers themselves follow Value.Type",
        ["FieldModel._sharedEmpty"] = "a cache of the empty value Fill creates, derived from the rest",
        ["FieldModel._overwrittenZero"] = "a cache of OverwrittenValue, derived from MemberType (covered)",
        ["FieldModel._immutableEmpty"] = "a cache of ImmutableEmpty, derived from ConcreteCollectionType (covered)",
    };

    public static TheoryData<string> Properties() => new(PropertyNames());

    private static IEnumerable<string> PropertyNames() =>
        new[] { typeof(FieldModel), typeof(ValueModel), typeof(MessageModel) }
            .SelectMany(type => ModelProperties(type).Select(property => $"{type.Name}.{property.Name}"));

    private static IEnumerable<PropertyInfo> ModelProperties(Type type) =>
        type.GetProperties(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly)
            .Where(p => p.GetMethod is { } get && (get.IsPublic || get.IsAssembly || get.IsFamilyOrAssembly));

    [Theory]
    [MemberData(nameof(Properties))]
    public void EveryModelPropertyChangesTheKeyOrIsAReviewedExclusion(string name)
    {
        if (Excluded.ContainsKey(name) || name == "ValueModel.ListElement") // the latter: ListElementChangesTheKey
            return;
        var before = ShapeKey.Of(Fresh());
        Assert.NotNull(before);
        Assert.Equal(before, ShapeKey.Of(Fresh())); // the key is a function of the model: equal models, equal keys

        var changed = Fresh();
        Mutate(changed, name);
        var after = ShapeKey.Of(changed);
        Assert.NotNull(after); // still compiled: a null key would differ without proving anything
        Assert.False(before.Equals(after),
            $"{name} changed but ShapeKey did not: two models differing in it would share compiled code. Add it to ShapeKey.cs, or, once you have checked the emitted IL cannot depend on it, to {nameof(Excluded)} with the reason.");
    }

    /// <summary><see cref="ValueModel.ListElement"/> exists only on a map value that is a list, which no value of
    /// <see cref="KeyRich"/> is (Nano's own attributes refuse it): two such map values differing only in their element
    /// give different keys.</summary>
    [Fact]
    public void ListElementChangesTheKey()
    {
        ShapeKey? KeyWith(Type element, ProtoType protoType)
        {
            var message = Fresh();
            var map = message.Fields.Single(f => f.Shape == FieldShape.Map);
            var list = typeof(List<>).MakeGenericType(element);
            map.Value = new ValueModel(list, ProtoType.Message) { ListElement = new ValueModel(element, protoType), ListType = list, MapEntryLeavesOutNull = true };
            return ShapeKey.Of(message);
        }
        var ints = KeyWith(typeof(int), ProtoType.Int32);
        Assert.NotNull(ints);
        Assert.Equal(ints, KeyWith(typeof(int), ProtoType.Int32));
        Assert.NotEqual(ints, KeyWith(typeof(int), ProtoType.SInt32));
    }

    [Fact]
    public void EveryExclusionNamesAnExistingProperty()
    {
        var names = PropertyNames().ToHashSet();
        foreach (var name in Excluded.Keys)
            Assert.Contains(name, names);
    }

    [Fact]
    public void PrivateStateIsReviewed()
    {
        var found = new[] { typeof(FieldModel), typeof(ValueModel), typeof(MessageModel) }
            .SelectMany(type => type.GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.DeclaredOnly)
                .Where(f => !f.Name.Contains("k__BackingField", StringComparison.Ordinal))
                .Select(f => $"{type.Name}.{f.Name}"))
            .Order(StringComparer.Ordinal);
        Assert.Equal(PrivateState.Keys.Order(StringComparer.Ordinal), found);
    }

    private static MessageModel Fresh() => Backends.Model(SerializerBackend.Interpreted).GetModel(typeof(KeyRich));

    /// <summary>Changes one property of the message, of its first field, or of that field's value, to another value
    /// that still compiles.</summary>
    private static void Mutate(MessageModel message, string name)
    {
        var parts = name.Split('.');
        // An int field, whose encoding can change to another int encoding; an enum's type, to another enum.
        var field = name == "ValueModel.Type" ? message.Fields.First(f => f.Value.ProtoType == ProtoType.Enum) : message.Fields[0];
        object target = parts[0] switch
        {
            nameof(FieldModel) => field,
            nameof(ValueModel) => field.Value,
            _ => message,
        };
        if (name == "FieldModel.IsClosedEnum")
        {
            Set(target, typeof(FieldModel).GetField("_declaredEnumNumbers", BindingFlags.Instance | BindingFlags.NonPublic)!, new HashSet<long> { 0 });
            return;
        }
        var replacement = name switch
        {
            "ValueModel.ProtoType" => (object)ProtoType.SInt32,
            "ValueModel.Type" => typeof(Shade),
            "MessageModel.ConstructorArguments" => new List<FieldModel?> { null },
            _ => null,
        };
        var property = target.GetType().GetProperty(parts[1], BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic)!;
        var backing = target.GetType().GetField($"<{parts[1]}>k__BackingField", BindingFlags.Instance | BindingFlags.NonPublic);
        Assert.True(backing is not null,
            $"{name} has no backing field to change: cover it in ShapeKey.cs and teach {nameof(Mutate)} how to change it, or add it to {nameof(Excluded)} with the reason.");
        Set(target, backing, replacement ?? Other(message, property.PropertyType, property.GetValue(target)));
    }

    private static void Set(object target, FieldInfo field, object? value) => field.SetValue(target, value);

    /// <summary>A value of <paramref name="type"/> other than <paramref name="current"/>, chosen so the model still compiles.</summary>
    private static object? Other(MessageModel message, Type type, object? current)
    {
        var spare = typeof(Spare).GetProperty(nameof(Spare.Other))!;
        var child = message.Fields.First(f => f.Value.Message is not null).Value.Message!;
        if (type.IsEnum)
            return Enum.GetValues(type).Cast<object>().First(v => !v.Equals(current));
        if (Nullable.GetUnderlyingType(type) is { } underlying && underlying.IsEnum)
            return Enum.GetValues(underlying).Cast<object>().First(v => !v.Equals(current));
        return type switch
        {
            _ when type == typeof(int) => (int)current! + 1,
            _ when type == typeof(bool) => !(bool)current!,
            _ when type == typeof(string) => (string?)current + "x",
            _ when type == typeof(object) => current is 42 ? 43 : 42,
            _ when type == typeof(Type) => (Type?)current == typeof(long) ? typeof(int) : typeof(long),
            _ when type == typeof(ConstructorInfo) => typeof(Spare).GetConstructor(Type.EmptyTypes),
            _ when type == typeof(MemberInfo) => current == (object)spare ? spare.GetMethod : spare,
            _ when type == typeof(MethodInfo) => current == (object)spare.GetMethod! ? spare.SetMethod : spare.GetMethod,
            _ when type == typeof(MessageCallbacks) => new MessageCallbacks(((MessageCallbacks?)current)?.BeforeSerialize is null ? spare.GetMethod : null, null, null, null),
            _ when type == typeof(ValueModel) => new ValueModel(typeof(long), ProtoType.SInt64),
            _ when type == typeof(MessageModel) => child,
            _ when type == typeof(IReadOnlyList<FieldModel>) => ((IReadOnlyList<FieldModel>)current!).Count > 1 ? message.Fields.Take(1).ToList() : message.Fields.ToList(),
            _ when type == typeof(IReadOnlyList<string>) => ((IReadOnlyList<string>)current!).Select(g => g + "x").ToList(),
            _ when type == typeof(IReadOnlyList<IReadOnlyList<FieldModel>>) => ((IReadOnlyList<IReadOnlyList<FieldModel>>)current!).Select(g => (IReadOnlyList<FieldModel>)[.. g.Skip(1)]).ToList(),
            _ when type == typeof(IReadOnlyList<SubTypeModel>) => new List<SubTypeModel> { new(9, child) },
            _ when type == typeof(SurrogateModel) => new SurrogateModel(child, spare.GetMethod!, spare.SetMethod!),
            _ => throw new Xunit.Sdk.XunitException(
                $"No way to change a {type} yet: extend {nameof(Other)} so the guard can check ShapeKey covers it."),
        };
    }
}
