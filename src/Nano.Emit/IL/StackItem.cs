using System.Text;

namespace Nano.Emit.IL;

/// <summary>The CLI evaluation-stack categories (ECMA-335 III.1.1), plus the null literal.</summary>
internal enum StackKind : byte
{
    Int32,
    Int64,
    NativeInt,
    Float,
    ObjRef,
    Null,
    ValueType,
    ByRef,
}

/// <summary>
/// One evaluation-stack slot: the CLI category that the JIT sees, and the declared CLR type it came from
/// (<c>bool</c> stays <c>bool</c> for diagnostics even though the slot is an int32).
/// A boxed value is an <see cref="StackKind.ObjRef"/> whose <see cref="Type"/> is the value type, so
/// <see cref="Type.IsAssignableFrom"/> answers "is a boxed int an object / IComparable / ValueType" correctly.
/// </summary>
internal readonly struct StackItem(StackKind kind, Type type)
{
    public readonly StackKind Kind = kind;
    public readonly Type Type = type;

    public static readonly StackItem Null = new(StackKind.Null, typeof(object));
    public static readonly StackItem Int = new(StackKind.Int32, typeof(int));
    public static readonly StackItem Bool = new(StackKind.Int32, typeof(bool));
    public static readonly StackItem NInt = new(StackKind.NativeInt, typeof(nint));

    public bool IsObjectLike => Kind is StackKind.ObjRef or StackKind.Null;
    public bool IsIntegerLike => Kind is StackKind.Int32 or StackKind.NativeInt;

    /// <summary>The slot a value of declared type <paramref name="t"/> occupies (CLI stack widening applied).</summary>
    public static StackItem Of(Type t)
    {
        if (!t.IsValueType)
        {
            if (t.IsByRef) return new(StackKind.ByRef, t);
            return t.IsPointer || t.IsFunctionPointer ? new(StackKind.NativeInt, t) : new(StackKind.ObjRef, t);
        }
        // Type.GetTypeCode maps an enum to its underlying type's code.
        switch (Type.GetTypeCode(t))
        {
            case TypeCode.Boolean:
            case TypeCode.Char:
            case TypeCode.SByte:
            case TypeCode.Byte:
            case TypeCode.Int16:
            case TypeCode.UInt16:
            case TypeCode.Int32:
            case TypeCode.UInt32:
                return new(StackKind.Int32, t);
            case TypeCode.Int64:
            case TypeCode.UInt64:
                return new(StackKind.Int64, t);
            case TypeCode.Single:
            case TypeCode.Double:
                return new(StackKind.Float, t);
        }
        Type u = t.IsEnum ? Enum.GetUnderlyingType(t) : t;
        return u == typeof(nint) || u == typeof(nuint) ? new(StackKind.NativeInt, t) : new(StackKind.ValueType, t);
    }

    /// <summary>Can this slot be stored into a location of declared type <paramref name="target"/> (arg, local, field,
    /// return)?</summary>
    public bool IsAssignableTo(Type target)
    {
        StackItem t = Of(target);
        // ECMA-335 III.1.6: an int32 may be passed where a native int is expected; otherwise as at a merge point.
        return t.Kind == StackKind.NativeInt ? Kind is StackKind.NativeInt or StackKind.Int32 : FlowsInto(t);
    }

    /// <summary>Can a slot shaped like this flow into a merge point that already holds
    /// <paramref name="target"/>?</summary>
    public bool FlowsInto(StackItem target) => target.Kind switch
    {
        StackKind.Null => Kind == StackKind.Null,
        StackKind.ObjRef => Kind == StackKind.Null || (Kind == StackKind.ObjRef && target.Type.IsAssignableFrom(Type)),
        StackKind.ValueType => Kind == StackKind.ValueType && Type == target.Type,
        StackKind.ByRef =>
            Kind == StackKind.ByRef && SameVerificationType(Type.GetElementType()!, target.Type.GetElementType()!),
        _ => Kind == target.Kind,
    };

    /// <summary>
    /// Byref element compatibility: identical types, or value types with the same ECMA verification type
    /// (int&amp; ~ uint&amp;, an enum&amp; ~ its underlying type&amp;, bool&amp; ~ byte&amp;).
    /// </summary>
    public static bool SameVerificationType(Type a, Type b)
    {
        if (a == b) return true;
        if (!a.IsValueType || !b.IsValueType) return false;
        int va = VerificationClass(a);
        return va != 0 && va == VerificationClass(b);
    }

    private static int VerificationClass(Type t)
    {
        if (t.IsEnum) t = Enum.GetUnderlyingType(t);
        if (t == typeof(nint) || t == typeof(nuint)) return 5;
        return Type.GetTypeCode(t) switch
        {
            TypeCode.Boolean or TypeCode.SByte or TypeCode.Byte => 1,
            TypeCode.Char or TypeCode.Int16 or TypeCode.UInt16 => 2,
            TypeCode.Int32 or TypeCode.UInt32 => 3,
            TypeCode.Int64 or TypeCode.UInt64 => 4,
            _ => 0,
        };
    }

    public override string ToString()
    {
        switch (Kind)
        {
            case StackKind.Null: return "null";
            case StackKind.ObjRef: return Type.IsValueType ? "boxed " + TypeNames.Of(Type) : TypeNames.Of(Type);
            case StackKind.ValueType: case StackKind.ByRef: return TypeNames.Of(Type);
        }
        string kind = Kind switch
        {
            StackKind.Int32 => "int32",
            StackKind.Int64 => "int64",
            StackKind.NativeInt => "native int",
            _ => "F",
        };
        return kind + " (" + TypeNames.Of(Type) + ")";
    }
}

/// <summary>
/// An immutable evaluation stack as a linked list (null = empty). Snapshots at labels and in the
/// instruction log are free: they share the node.
/// </summary>
internal sealed class StackNode(StackItem item, StackNode? next)
{
    public readonly StackItem Item = item;
    public readonly StackNode? Next = next;
    public readonly int Depth = (next?.Depth ?? 0) + 1;

    public static int DepthOf(StackNode? s) => s?.Depth ?? 0;

    /// <summary>"[top, ..., bottom]".</summary>
    public static string Format(StackNode? s)
    {
        if (s is null) return "[] (empty)";
        var sb = new StringBuilder("[");
        for (StackNode? n = s; n is not null; n = n.Next)
        {
            sb.Append(n.Item.ToString());
            if (n.Next is not null) sb.Append(", ");
        }
        return sb.Append(']').ToString();
    }
}

/// <summary>Short C#-style type names for diagnostics: <c>int</c>, <c>List&lt;string&gt;</c>,
/// <c>Outer.Inner&amp;</c>.</summary>
internal static class TypeNames
{
    public static string Of(Type t)
    {
        if (t.IsByRef) return Of(t.GetElementType()!) + "&";
        if (t.IsPointer) return Of(t.GetElementType()!) + "*";
        if (t.IsArray)
            return Of(t.GetElementType()!) + (t.IsSZArray ? "[]" : "[" + new string(',', t.GetArrayRank() - 1) + "]");
        if (t.IsGenericParameter) return t.Name;
        string? keyword = Keyword(t);
        if (keyword is not null) return keyword;
        string name = t.Name;
        int tick = name.IndexOf('`');
        if (tick >= 0) name = name[..tick];
        if (t.IsNested) name = Of(t.DeclaringType!) + "." + name;
        if (!t.IsGenericType) return name;
        // Nested generic types repeat their parent's arguments; show only this level's own.
        Type[] args = t.GetGenericArguments();
        int inherited = t.IsNested ? t.DeclaringType!.GetGenericArguments().Length : 0;
        if (args.Length == inherited) return name;
        return name + "<" + string.Join(", ", args.Skip(inherited).Select(Of)) + ">";
    }

    public static string Of(System.Reflection.MethodBase m)
    {
        var ps = m.GetParameters();
        var sb = new StringBuilder();
        if (m.DeclaringType is not null) sb.Append(Of(m.DeclaringType)).Append('.');
        sb.Append(m.Name);
        if (m.IsGenericMethod) sb.Append('<').Append(string.Join(", ", m.GetGenericArguments().Select(Of))).Append('>');
        sb.Append('(').Append(string.Join(", ", ps.Select(p => Of(p.ParameterType)))).Append(')');
        if (m is System.Reflection.MethodInfo mi) sb.Append(" : ").Append(Of(mi.ReturnType));
        return sb.ToString();
    }

    private static string? Keyword(Type t) => Type.GetTypeCode(t) switch
    {
        _ when t.IsEnum => null,
        TypeCode.Boolean => "bool",
        TypeCode.Char => "char",
        TypeCode.SByte => "sbyte",
        TypeCode.Byte => "byte",
        TypeCode.Int16 => "short",
        TypeCode.UInt16 => "ushort",
        TypeCode.Int32 => "int",
        TypeCode.UInt32 => "uint",
        TypeCode.Int64 => "long",
        TypeCode.UInt64 => "ulong",
        TypeCode.Single => "float",
        TypeCode.Double => "double",
        TypeCode.Decimal => "decimal",
        TypeCode.String => "string",
        _ => t == typeof(object) ? "object" : t == typeof(void) ? "void" : t == typeof(nint) ? "nint"
            : t == typeof(nuint) ? "nuint" : null,
    };
}
