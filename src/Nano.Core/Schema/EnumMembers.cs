using System.Globalization;

namespace Nano.Schema;

/// <summary>An enum's members in declaration order, with their numbers (any underlying type) as decimals.</summary>
internal static class EnumMembers
{
    [UnconditionalSuppressMessage("Trimming", "IL2070",
        Justification = "The trimmer keeps every field of an enum it keeps (enum formatting needs them), so the "
            + "literal fields are present.")]
    public static IEnumerable<(string Name, decimal Number)> Of(Type enumType) =>
        enumType.GetFields(BindingFlags.Public | BindingFlags.Static)
            .Select(f => (f.Name, Convert.ToDecimal(f.GetRawConstantValue(), CultureInfo.InvariantCulture)));
}
