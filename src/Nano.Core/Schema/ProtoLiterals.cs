using System.Globalization;
using System.Text;

namespace Nano.Schema;

/// <summary>Writes a proto2 <c>[default = …]</c> value in <c>.proto</c> syntax.</summary>
internal static class ProtoLiterals
{
    /// <summary>The literal, or null when the value has none (the caller reports it).</summary>
    public static string? Default(FieldModel field, SchemaPlan plan)
    {
        var value = field.DefaultValue!;
        var type = field.Value.Type;
        if (type.IsEnum)
            return EnumCarrier.Of(type) is null
                ? plan.EnumsByType[type].NameOf(Convert.ToInt32(value, CultureInfo.InvariantCulture))
                : Convert.ToDecimal(value, CultureInfo.InvariantCulture).ToString(CultureInfo.InvariantCulture);
        return value switch
        {
            bool b => b ? "true" : "false",
            string s => Quote(s),
            decimal d => Quote(d.ToString(CultureInfo.InvariantCulture)), // as Nano writes it: invariant text
            char c => ((int)c).ToString(CultureInfo.InvariantCulture),
            float f => Float(f),
            double d => Float(d),
#if NET
            Half h => Float((double)h),
#endif
            IFormattable number => number.ToString(null, CultureInfo.InvariantCulture),
            _ => null,
        };
    }

    private static string Float(double value) =>
        double.IsNaN(value) ? "nan" : double.IsPositiveInfinity(value) ? "inf"
            : double.IsNegativeInfinity(value) ? "-inf" : value.ToString("R", CultureInfo.InvariantCulture);

    /// <summary>A double-quoted string: UTF-8 text kept, quotes, backslashes and control characters escaped.</summary>
    public static string Quote(string text)
    {
        var builder = new StringBuilder("\"");
        foreach (var c in text)
        {
            switch (c)
            {
                case '"': builder.Append("\\\""); break;
                case '\\': builder.Append("\\\\"); break;
                case '\n': builder.Append("\\n"); break;
                case '\r': builder.Append("\\r"); break;
                case '\t': builder.Append("\\t"); break;
                default:
                    if (c < 0x20 || c == 0x7f)
                        builder.Append('\\').Append(Convert.ToString(c, 8).PadLeft(3, '0'));
                    else
                        builder.Append(c);
                    break;
            }
        }
        return builder.Append('"').ToString();
    }
}
