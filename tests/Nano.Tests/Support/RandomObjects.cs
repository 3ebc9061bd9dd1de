using System.Collections;
using System.Collections.Immutable;
using System.Reflection;

namespace Nano.Tests.Support;

/// <summary>
/// Fills test messages with seeded random values through reflection over their [ProtoMember] members:
/// extremes and ordinary values, empty and non-empty collections, nesting up to a depth limit. Independent of
/// Nano's model, so it can drive differential tests between backends.
/// </summary>
public sealed class RandomObjects(int seed)
{
    private readonly Random _random = new(seed);

    public object Create(Type type, int depth = 0)
    {
        const BindingFlags Instance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        if (type.GetConstructor(Instance, null, Type.EmptyTypes, null) is { } constructor)
        {
            var instance = constructor.Invoke(null);
            Fill(instance, depth);
            return instance;
        }
        if (type.IsValueType)
        {
            var boxed = Activator.CreateInstance(type)!;
            Fill(boxed, depth);
            return boxed;
        }
        // Constructor-built: pass a value for each parameter by its type.
        var ctor = type.GetConstructors(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic).OrderByDescending(c => c.GetParameters().Length).First();
        return ctor.Invoke(ctor.GetParameters().Select(p => Value(p.ParameterType, depth + 1, nullable: false)).ToArray());
    }

    private void Fill(object instance, int depth)
    {
        var oneOfsUsed = new HashSet<string>();
        for (var t = instance.GetType(); t is not null && t != typeof(object); t = t.BaseType)
        {
            const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
            foreach (var member in t.GetFields(flags).Cast<MemberInfo>().Concat(t.GetProperties(flags)))
            {
                if (member.GetCustomAttribute<ProtoMemberAttribute>() is not { } attribute)
                    continue;
                if (attribute.OneOf is { } group && (!oneOfsUsed.Add(group) || _random.Next(2) == 0))
                    continue;
                var type = member is FieldInfo f ? f.FieldType : ((PropertyInfo)member).PropertyType;
                var value = Value(type, depth + 1, nullable: !attribute.IsRequired);
                if (attribute.IsRequired && value is null)
                    continue;
                Set(instance, member, value);
            }
        }
    }

    private static void Set(object instance, MemberInfo member, object? value)
    {
        switch (member)
        {
            case FieldInfo f:
                f.SetValue(instance, value);
                break;
            case PropertyInfo p when p.GetSetMethod(true) is { } setter:
                setter.Invoke(instance, [value]);
                break;
            case PropertyInfo p when p.GetValue(instance) is IList list && value is IEnumerable items:
                foreach (var item in items)
                    list.Add(item);
                break;
            case PropertyInfo p when p.GetValue(instance) is IDictionary dictionary && value is IDictionary entries:
                foreach (DictionaryEntry entry in entries)
                    dictionary[entry.Key] = entry.Value;
                break;
        }
    }

    public object? Value(Type type, int depth, bool nullable)
    {
        if (Nullable.GetUnderlyingType(type) is { } inner)
            return _random.Next(3) == 0 ? null : Value(inner, depth, nullable: false);
        if (type.IsEnum)
        {
            var values = Enum.GetValues(type);
            return _random.Next(4) == 0 ? Enum.ToObject(type, _random.Next(-3, 1000)) : values.GetValue(_random.Next(values.Length));
        }
        switch (Type.GetTypeCode(type))
        {
            case TypeCode.Boolean: return _random.Next(2) == 0;
            case TypeCode.Byte: return (byte)_random.Next(256);
            case TypeCode.SByte: return (sbyte)_random.Next(-128, 128);
            case TypeCode.Int16: return (short)_random.Next(short.MinValue, short.MaxValue + 1);
            case TypeCode.UInt16: return (ushort)_random.Next(ushort.MaxValue + 1);
            case TypeCode.Char: return (char)_random.Next(char.MaxValue + 1);
            case TypeCode.Int32: return Pick(0, 1, -1, int.MinValue, int.MaxValue, _random.Next(), -_random.Next(100));
            case TypeCode.UInt32: return Pick(0u, 1u, uint.MaxValue, (uint)_random.Next());
            case TypeCode.Int64: return Pick(0L, -1L, long.MinValue, long.MaxValue, _random.NextInt64(), -_random.NextInt64(1000));
            case TypeCode.UInt64: return Pick(0UL, ulong.MaxValue, (ulong)_random.NextInt64());
            case TypeCode.Single: return Pick(0f, -0f, float.NaN, float.PositiveInfinity, float.MinValue, (float)_random.NextDouble());
            case TypeCode.Double: return Pick(0d, -0d, double.NaN, double.NegativeInfinity, double.MaxValue, _random.NextDouble() * 1e10);
            case TypeCode.Decimal: return Pick(0m, decimal.MaxValue, -1.5m, (decimal)_random.NextDouble());
            case TypeCode.String: return nullable && _random.Next(5) == 0 ? null : Pick("", "a", "héllo 😀", new string('x', _random.Next(200)));
            case TypeCode.DateTime: return new DateTime(_random.NextInt64(DateTime.MinValue.Ticks, DateTime.MaxValue.Ticks), DateTimeKind.Utc);
        }
        if (type == typeof(nint)) return (nint)_random.NextInt64();
        if (type == typeof(nuint)) return (nuint)(ulong)_random.NextInt64();
#if NET
        if (type == typeof(Half)) return (Half)_random.Next(-1000, 1000);
#endif
        if (type == typeof(Guid)) return _random.Next(3) == 0 ? Guid.Empty : Guid.NewGuid();
        if (type == typeof(TimeSpan)) return new TimeSpan(_random.NextInt64(-TimeSpan.TicksPerDay * 1000, TimeSpan.TicksPerDay * 1000));
        if (type == typeof(DateTimeOffset)) return new DateTimeOffset(_random.NextInt64(DateTime.UnixEpoch.Ticks, DateTime.MaxValue.Ticks / 2), TimeSpan.Zero);
        if (type == typeof(byte[])) return nullable && _random.Next(5) == 0 ? null : Bytes();
        if (type == typeof(ReadOnlyMemory<byte>)) return new ReadOnlyMemory<byte>(Bytes());
        if (type == typeof(Memory<byte>)) return new Memory<byte>(Bytes());

        if (type.IsArray)
            return ToArray(type.GetElementType()!, Elements(type.GetElementType()!, depth));
        if (type.IsGenericType)
        {
            var definition = type.GetGenericTypeDefinition();
            var args = type.GetGenericArguments();
            if (definition == typeof(ImmutableArray<>))
                return typeof(ImmutableArray).GetMethods().Single(m => m.Name == "CreateRange" && m.GetParameters().Length == 1 && m.GetParameters()[0].ParameterType.Name.StartsWith("IEnumerable"))
                    .MakeGenericMethod(args[0]).Invoke(null, [ToArray(args[0], Elements(args[0], depth))]);
            if (definition == typeof(ImmutableList<>))
                return typeof(ImmutableList).GetMethods().Single(m => m.Name == "CreateRange" && m.GetParameters().Length == 1).MakeGenericMethod(args[0]).Invoke(null, [ToArray(args[0], Elements(args[0], depth))]);
            if (definition == typeof(ImmutableDictionary<,>))
            {
                var map = (IDictionary)Activator.CreateInstance(typeof(Dictionary<,>).MakeGenericType(args))!;
                FillMap(map, args[0], args[1], depth);
                return typeof(ImmutableDictionary).GetMethods().Single(m => m.Name == "CreateRange" && m.GetParameters().Length == 1).MakeGenericMethod(args).Invoke(null, [map]);
            }
            if (definition is { } d && (d == typeof(Dictionary<,>) || d == typeof(IDictionary<,>) || d == typeof(IReadOnlyDictionary<,>)))
            {
                if (nullable && _random.Next(4) == 0)
                    return null;
                var map = (IDictionary)Activator.CreateInstance(typeof(Dictionary<,>).MakeGenericType(args))!;
                FillMap(map, args[0], args[1], depth);
                return map;
            }
            if (args.Length == 1 && type.IsAssignableFrom(typeof(List<>).MakeGenericType(args[0])))
            {
                if (nullable && _random.Next(4) == 0)
                    return null;
                var list = (IList)Activator.CreateInstance(typeof(List<>).MakeGenericType(args[0]))!;
                foreach (var item in Elements(args[0], depth))
                    list.Add(item);
                return list;
            }
        }
        if (type.IsDefined(typeof(ProtoContractAttribute), false))
        {
            if (!type.IsValueType && (depth > 3 || (nullable && _random.Next(3) == 0)))
                return null;
            return CreateContract(type, depth);
        }
        throw new NotSupportedException($"No random values for {type}.");
    }

    private object CreateContract(Type type, int depth)
    {
        if (!type.IsAbstract)
            return Create(type, depth);
        var includes = type.GetCustomAttributes<ProtoIncludeAttribute>().ToArray();
        return CreateContract(includes[_random.Next(includes.Length)].KnownType, depth);
    }

    private List<object?> Elements(Type element, int depth)
    {
        var count = depth > 3 ? 0 : _random.Next(5);
        var items = new List<object?>();
        for (var i = 0; i < count; i++)
            items.Add(Value(element, depth, nullable: false) ?? (element.IsDefined(typeof(ProtoContractAttribute), false) ? CreateContract(element, depth) : ""));
        return items;
    }

    private void FillMap(IDictionary map, Type key, Type value, int depth)
    {
        for (var i = depth > 3 ? 0 : _random.Next(4); i > 0; i--)
            map[Value(key, depth, nullable: false)!] = Value(value, depth, nullable: false) ?? (value.IsDefined(typeof(ProtoContractAttribute), false) ? CreateContract(value, depth) : "");
    }

    private static Array ToArray(Type element, List<object?> items)
    {
        var array = Array.CreateInstance(element, items.Count);
        for (var i = 0; i < items.Count; i++)
            array.SetValue(items[i], i);
        return array;
    }

    private byte[] Bytes()
    {
        var bytes = new byte[Pick(0, 1, 16, _random.Next(300))];
        _random.NextBytes(bytes);
        return bytes;
    }

    private T Pick<T>(params T[] choices) => choices[_random.Next(choices.Length)];
}
