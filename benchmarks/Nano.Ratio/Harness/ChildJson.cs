using System.Globalization;
using System.Text;

namespace Nano.Ratio.Harness;

/// <summary>
/// Writes a child's <see cref="ChildResult"/> line by hand, the same on every runtime: the net472 build has no
/// System.Text.Json (a package there, with its own dependencies to load under Mono) and needs none for one flat record.
/// The names and shapes are those the parent's source-generated reader expects (camelCase, as
/// <c>HarnessJson</c> writes them); a non-finite number is written as a string ("NaN"), which that reader accepts.
/// A field added to the records must be added here too.
/// </summary>
internal static class ChildJson
{
    public static string Write(ChildResult result)
    {
        var json = new StringBuilder(256);
        json.Append('{');
        Name(json, "lib").Append(Text(result.Lib)).Append(',');
        Name(json, "workload").Append(Text(result.Workload)).Append(',');
        Name(json, "warmupMs").Append(Number(result.WarmupMs)).Append(',');
        Name(json, "wallMs").Append(Number(result.WallMs)).Append(',');
        Name(json, "ops").Append('[');
        for (int i = 0; i < result.Ops.Count; i++)
        {
            OpResult op = result.Ops[i];
            json.Append(i == 0 ? "{" : ",{");
            Name(json, "name").Append(Text(op.Name)).Append(',');
            Name(json, "baseline").Append(Text(op.Baseline)).Append(',');
            Name(json, "medianNs").Append(Number(op.MedianNs)).Append(',');
            Name(json, "minNs").Append(Number(op.MinNs)).Append(',');
            Name(json, "maxNs").Append(Number(op.MaxNs)).Append(',');
            Name(json, "allocBytes").Append(Number(op.AllocBytes)).Append(',');
            Name(json, "batches").Append(op.Batches.ToString(CultureInfo.InvariantCulture)).Append(',');
            Name(json, "callsPerBatch").Append(op.CallsPerBatch.ToString(CultureInfo.InvariantCulture)).Append(',');
            Name(json, "batchNs");
            if (op.BatchNs is null)
            {
                json.Append("null");
            }
            else
            {
                json.Append('[').Append(string.Join(",", op.BatchNs.Select(Number))).Append(']');
            }

            json.Append('}');
        }

        json.Append("],");
        Name(json, "runtime").Append(result.Runtime is null ? "null" : Text(result.Runtime));
        return json.Append('}').ToString();
    }

    private static StringBuilder Name(StringBuilder json, string name) => json.Append('"').Append(name).Append("\":");

    /// <summary>
    /// "R" gives the shortest text that reads back as the same double on .NET, and 17 significant digits at most on
    /// .NET Framework and Mono: more than any of these figures carries.
    /// </summary>
    private static string Number(double value) =>
        double.IsNaN(value) || double.IsInfinity(value)
            ? "\"" + value.ToString(CultureInfo.InvariantCulture) + "\""
            : value.ToString("R", CultureInfo.InvariantCulture);

    /// <summary>A JSON string; everything outside printable ASCII escaped, so the console's encoding cannot matter.</summary>
    private static string Text(string value)
    {
        var text = new StringBuilder(value.Length + 2).Append('"');
        foreach (char c in value)
        {
            if (c == '"' || c == '\\')
            {
                text.Append('\\').Append(c);
            }
            else if (c < 0x20 || c > 0x7E)
            {
                text.Append("\\u").Append(((int)c).ToString("x4", CultureInfo.InvariantCulture));
            }
            else
            {
                text.Append(c);
            }
        }

        return text.Append('"').ToString();
    }
}
