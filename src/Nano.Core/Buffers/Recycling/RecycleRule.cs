using Nano.Serialization.Interpreted;

namespace Nano.Buffers.Recycling;

/// <summary>
/// Decides, once per model and type, whether pool mode may recycle a message type's instances, and if so how an
/// instance is put back into the state its constructor leaves it in (<see cref="ObjectReset"/>). The rule lives only
/// here: both backends ask for an instance through <see cref="Recycling"/>, which consults the decision.
/// </summary>
/// <remarks>
/// A recycled instance must be indistinguishable from a new one. Nano can only promise that when it knows every bit of
/// the object's state and can restore it: so the type must be a plain mutable class built by a parameterless
/// constructor, every instance field must be a contract member's storage, and what the constructor leaves in a member
/// must be a value Nano can store again (a scalar, a string, null) or an empty <see cref="List{T}"/> or
/// <see cref="Dictionary{TKey, TValue}"/>, which is cleared rather than replaced. The constructor runs once, on a probe
/// instance, when the decision is made.
/// </remarks>
internal static class RecycleRule
{
    /// <summary>The reset plan for <paramref name="model"/>'s instances, or null with the reason they are not
    /// recycled.</summary>
    public static ObjectReset? Decide(MessageModel model, out string reason)
    {
        var type = model.Type;
        reason = type.IsValueType ? "a struct is copied, not allocated"
            : type.IsAbstract ? "an abstract type is created as one of its sub-types"
            : model.SubTypes.Count > 0 || model.BaseType is not null ? "a [ProtoInclude] hierarchy picks the instance's type only once the message ends"
            : model.Surrogate is not null ? "a surrogate type is built from its surrogate"
            : model.UsesConstructorArguments ? "a constructor-built type is immutable once built"
            : model.SkipsConstructor ? "SkipConstructor types are created without a constructor to restore"
            : model.Constructor is not { } constructor || constructor.GetParameters().Length != 0 ? "it has no parameterless constructor"
            : model.Callbacks is not null ? "its serialization callbacks may hold state Nano cannot reset"
            : model.KeepsUnknownFields ? "it keeps unknown fields"
            : "";
        if (reason.Length != 0)
            return null;

        var members = new HashSet<FieldInfo>();
        foreach (var field in model.Fields)
        {
            if (field.Setter is MethodInfo setter && IsInitOnly(setter))
            {
                reason = $"{field.Name} is init-only";
                return null;
            }
            if (Storage(field) is not { } storage)
            {
                reason = $"{field.Name} is not an auto-property or field";
                return null;
            }
            members.Add(storage);
        }
        for (var t = type; t is not null && t != typeof(object); t = t.BaseType)
        {
            foreach (var f in MessageTypes.Members(t).GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
            {
                if (!members.Contains(f))
                {
                    reason = $"its field {f.Name} is not a contract member";
                    return null;
                }
            }
        }

        object probe;
        try
        {
            probe = Reflect.Invoke(model.Constructor!, null);
        }
        catch (Exception e)
        {
            reason = $"its constructor threw {e.GetType().Name}";
            return null;
        }
        var resets = new MemberReset[model.Fields.Count];
        for (var i = 0; i < resets.Length; i++)
        {
            var field = model.Fields[i];
            var accessor = new MemberAccessor(field);
            var initial = accessor.Get(probe);
            var kind = Classify(field, initial, accessor.CanSet);
            if (kind is null)
            {
                reason = $"its constructor leaves {field.Name} holding a {initial?.GetType().Name} Nano cannot restore";
                return null;
            }
            resets[i] = new MemberReset(field, accessor, kind.Value, initial);
        }
        reason = "";
        return new ObjectReset(resets, ShallowSize(type));
    }

    private static ResetKind? Classify(FieldModel field, object? initial, bool canSet)
    {
        if (initial is null || field.MemberType.IsValueType || initial is string)
            return canSet ? ResetKind.Set : null;
        if (IsClearable(initial.GetType()) && initial is System.Collections.ICollection { Count: 0 })
            return ResetKind.Clear;
        return null;
    }

    /// <summary>Exactly <see cref="List{T}"/> or <see cref="Dictionary{TKey, TValue}"/>: their <c>Clear</c> leaves
    /// them as their parameterless constructor does, apart from capacity (a dictionary's comparer is kept).</summary>
    internal static bool IsClearable(Type type) =>
        type.IsGenericType && (type.GetGenericTypeDefinition() == typeof(List<>) || type.GetGenericTypeDefinition() == typeof(Dictionary<,>));

    private static FieldInfo? Storage(FieldModel field) => field.Member switch
    {
        FieldInfo f => f,
        PropertyInfo p => MessageTypes.Members(p.DeclaringType!).GetField($"<{p.Name}>k__BackingField", BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.DeclaredOnly),
        _ => null,
    };

    private static bool IsInitOnly(MethodInfo setter) =>
        setter.ReturnParameter.GetRequiredCustomModifiers().Any(m => m.FullName == "System.Runtime.CompilerServices.IsExternalInit");

    /// <summary>The instance's size on a 64-bit runtime, near enough for the pools' byte bounds: header and method
    /// table, then each field (references 8 bytes, primitives their size, other structs taken as 16).</summary>
    private static long ShallowSize(Type type)
    {
        long size = 16;
        for (var t = type; t is not null && t != typeof(object); t = t.BaseType)
            foreach (var f in MessageTypes.Members(t).GetFields(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly))
                size += FieldSize(f.FieldType);
        return Math.Max(24, (size + 7) & ~7L);
    }

    private static long FieldSize(Type type) => !type.IsValueType ? IntPtr.Size : Type.GetTypeCode(type) switch
    {
        TypeCode.Boolean or TypeCode.Byte or TypeCode.SByte => 1,
        TypeCode.Char or TypeCode.Int16 or TypeCode.UInt16 => 2,
        TypeCode.Int32 or TypeCode.UInt32 or TypeCode.Single => 4,
        TypeCode.Int64 or TypeCode.UInt64 or TypeCode.Double or TypeCode.DateTime => 8,
        _ => 16,
    };
}
