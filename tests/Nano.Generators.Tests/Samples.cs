using System.Collections;
using System.Reflection;

namespace Nano.Generators.Tests;

/// <summary>
/// Builds instances of any contract in Nano.Generators.Contracts by reflection, with every numbered member set, so
/// that a test can cover each contract without naming its members. Three variants: 0 sets zero, empty and default
/// values (what presence rules leave out or keep), 1 small values, 2 extremes and negatives. A constructor-built type
/// is created through its constructor; of each oneof, the variant sets one member.
/// </summary>
internal static class Samples
{
    public const int Variants = 3;

    public static object Create(Type type, int variant, int depth = 0)
    {
        // A oneof gets one member set, which the variant picks; the others stay null (a writer refuses two).
        var members = Numbered(type).Where(m => IsChosen(m, variant)).ToList();
        var values = members.ToDictionary(
            m => m.Name, m => Value(TypeOf(m), variant, depth), StringComparer.OrdinalIgnoreCase);
        // A type without a parameterless constructor is built through the one with the most parameters, each given the
        // value of the member of its name (or null, for a oneof member not chosen).
        object instance;
        if (type.GetConstructor(Type.EmptyTypes) is { } parameterless)
        {
            instance = parameterless.Invoke(null);
        }
        else
        {
            var constructor = type.GetConstructors().OrderByDescending(c => c.GetParameters().Length).First();
            var arguments = constructor.GetParameters().Select(p => values.GetValueOrDefault(p.Name!)).ToArray();
            instance = constructor.Invoke(arguments);
        }
        foreach (var member in members)
        {
            if (member is PropertyInfo { CanWrite: true } property)
                property.SetValue(instance, values[member.Name]);
            else if (member is FieldInfo { IsInitOnly: false } field)
                field.SetValue(instance, values[member.Name]);
        }
        return instance;
    }

    /// <summary>False for a oneof member that <paramref name="variant"/> does not pick in its group.</summary>
    private static bool IsChosen(MemberInfo member, int variant)
    {
        if (member.GetCustomAttribute<ProtoMemberAttribute>()!.OneOf is not { } group)
            return true;
        var siblings = Numbered(member.DeclaringType!)
            .Where(m => m.GetCustomAttribute<ProtoMemberAttribute>()!.OneOf == group)
            .OrderBy(m => m.GetCustomAttribute<ProtoMemberAttribute>()!.Tag).ToList();
        return siblings[variant % siblings.Count] == member;
    }

    private static Type TypeOf(MemberInfo member) =>
        member is PropertyInfo p ? p.PropertyType : ((FieldInfo)member).FieldType;

    /// <summary>The members carrying [ProtoMember].</summary>
    public static IEnumerable<MemberInfo> Numbered(Type type) =>
        type.GetMembers(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic)
            .Where(m => m is PropertyInfo or FieldInfo && m.GetCustomAttribute<ProtoMemberAttribute>() is not null);

    private static object? Value(Type type, int variant, int depth)
    {
        if (Nullable.GetUnderlyingType(type) is { } inner)
            return Value(inner, variant, depth);
        if (type == typeof(byte[]))
            return variant switch { 0 => Array.Empty<byte>(), 1 => new byte[] { 1 }, _ => new byte[] { 0, 255, 128 } };
        if (type == typeof(ReadOnlyMemory<byte>))
            return new ReadOnlyMemory<byte>((byte[])Value(typeof(byte[]), variant, depth)!);
        if (type == typeof(Memory<byte>))
            return new Memory<byte>((byte[])Value(typeof(byte[]), variant, depth)!);
        if (type.IsArray)
            return Elements(type.GetElementType()!, variant, depth, count => Array.CreateInstance(type.GetElementType()!, count));
        if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(List<>))
            return Elements(type.GetGenericArguments()[0], variant, depth, _ => (IList)Activator.CreateInstance(type)!);
        if (type.IsEnum)
            return Enum.ToObject(type, variant switch { 0 => 0, 1 => 1, _ => -3 });
        if (type.GetCustomAttribute<ProtoContractAttribute>() is not null)
        {
            // Deep enough: null, except for a constructor-built message, which is created still: a list element
            // cannot be null, and Elements has no parameterless constructor to fall back on for it.
            var stop = depth >= 2 && type.GetConstructor(Type.EmptyTypes) is not null;
            return stop ? null : Create(type, variant, depth + 1);
        }
        return Scalar(type, variant);
    }

    private static IList Elements(Type element, int variant, int depth, Func<int, IList> create)
    {
        var count = variant switch { 0 => 0, 1 => 1, _ => 3 };
        var list = create(count);
        for (var i = 0; i < count; i++)
        {
            // Elements are never null: protobuf has no null inside a repeated field.
            var item = Value(element, (variant + i) % Variants, depth) ?? Activator.CreateInstance(element)!;
            if (list.IsFixedSize)
                list[i] = item;
            else
                list.Add(item);
        }
        return list;
    }

    private static object Scalar(Type type, int variant) => Type.GetTypeCode(type) switch
    {
        TypeCode.Int32 => variant switch { 0 => 0, 1 => 150, _ => int.MinValue },
        TypeCode.SByte => variant switch { 0 => (sbyte)0, 1 => (sbyte)1, _ => sbyte.MinValue },
        TypeCode.Int16 => variant switch { 0 => (short)0, 1 => (short)300, _ => short.MinValue },
        TypeCode.Byte => variant switch { 0 => (byte)0, 1 => (byte)1, _ => byte.MaxValue },
        TypeCode.UInt16 => variant switch { 0 => (ushort)0, 1 => (ushort)200, _ => ushort.MaxValue },
        TypeCode.Char => variant switch { 0 => '\0', 1 => 'a', _ => '\uFFFF' },
        TypeCode.Int64 => variant switch { 0 => 0L, 1 => 1L << 40, _ => long.MinValue },
        TypeCode.UInt32 => variant switch { 0 => 0u, 1 => 1u, _ => uint.MaxValue },
        TypeCode.UInt64 => variant switch { 0 => 0ul, 1 => 300ul, _ => ulong.MaxValue },
        TypeCode.Boolean => variant != 0,
        TypeCode.Single => variant switch { 0 => 0f, 1 => 1.5f, _ => float.NegativeInfinity },
        TypeCode.Double => variant switch { 0 => 0d, 1 => -2.25, _ => double.NaN },
        TypeCode.String => variant switch { 0 => "", 1 => "a", _ => "héllo \U0001F600" },
        TypeCode.Decimal => variant switch { 0 => 0m, 1 => 12.340m, _ => decimal.MinValue },
        TypeCode.DateTime => variant switch
        {
            0 => default,
            1 => new DateTime(2026, 11, 29, 5, 0, 0, DateTimeKind.Utc),
            _ => new DateTime(1969, 7, 20, 20, 17, 40, 123, DateTimeKind.Utc).AddTicks(4567),
        },
        _ when type == typeof(TimeSpan) => variant switch { 0 => TimeSpan.Zero, 1 => TimeSpan.FromSeconds(90), _ => TimeSpan.FromTicks(-12345678901) },
        _ when type == typeof(Guid) => variant switch { 0 => Guid.Empty, 1 => new Guid("00112233-4455-6677-8899-aabbccddeeff"), _ => new Guid("ffffffff-0000-0000-0000-000000000001") },
        _ => throw new NotSupportedException($"Samples has no values of {type}; add them to cover the new contract."),
    };
}
