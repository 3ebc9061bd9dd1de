using System.Globalization;
using Microsoft.CodeAnalysis;

namespace Nano.Generators;

/// <summary>
/// Judges a <c>[DefaultValue]</c> on a member of a Nano contract as the model builder converts it (an enum through
/// <c>Enum.ToObject</c>, any other scalar through <c>Convert.ChangeType</c> with the invariant culture, and no default
/// at all for Guid, DateTime, TimeSpan, DateTimeOffset and byte[]). It runs the same conversion on the attribute's
/// constant, for the member types whose .NET type it can name here; other types are left to the model.
/// </summary>
internal static class DefaultValues
{
    /// <summary>Why the model refuses <paramref name="value"/> as the default of a member of <paramref name="memberType"/>,
    /// or null when it converts or cannot be judged from the declaration.</summary>
    public static string? Refusal(ITypeSymbol memberType, object? value)
    {
        if (value is null)
            return null;
        var type = memberType is INamedTypeSymbol { OriginalDefinition.SpecialType: SpecialType.System_Nullable_T } nullable
            ? nullable.TypeArguments[0]
            : memberType;
        if (type.ToDisplayString() is "System.Guid" or "System.DateTime" or "System.TimeSpan" or "System.DateTimeOffset"
            || type is IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Byte })
            return $"a default value is not supported for {(type is IArrayTypeSymbol ? "byte[]" : type.Name)}";
        if (type is INamedTypeSymbol { TypeKind: TypeKind.Enum })
        {
            // Enum.ToObject takes the integer types, char and bool, and nothing else.
            return value is sbyte or byte or short or ushort or int or uint or long or ulong or char or bool
                ? null
                : $"{Describe(value)} is not an integer, so it cannot be a value of {type.Name}";
        }
        var target = ClrType(type.SpecialType);
        if (target is null || target.IsInstanceOfType(value))
            return null;
        try
        {
            Convert.ChangeType(value, target, CultureInfo.InvariantCulture);
            return null;
        }
        catch (Exception e) when (e is InvalidCastException or FormatException or OverflowException or ArgumentException)
        {
            return $"{Describe(value)} cannot be converted to {type.Name}";
        }
    }

    private static string Describe(object value) => value is string text ? $"\"{text}\"" : Convert.ToString(value, CultureInfo.InvariantCulture)!;

    private static Type? ClrType(SpecialType type) => type switch
    {
        SpecialType.System_Boolean => typeof(bool),
        SpecialType.System_Char => typeof(char),
        SpecialType.System_SByte => typeof(sbyte),
        SpecialType.System_Byte => typeof(byte),
        SpecialType.System_Int16 => typeof(short),
        SpecialType.System_UInt16 => typeof(ushort),
        SpecialType.System_Int32 => typeof(int),
        SpecialType.System_UInt32 => typeof(uint),
        SpecialType.System_Int64 => typeof(long),
        SpecialType.System_UInt64 => typeof(ulong),
        SpecialType.System_Single => typeof(float),
        SpecialType.System_Double => typeof(double),
        SpecialType.System_Decimal => typeof(decimal),
        SpecialType.System_String => typeof(string),
        _ => null,
    };
}
