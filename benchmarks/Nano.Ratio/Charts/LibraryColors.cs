using Nano.Ratio.Harness;
using ScottPlot;

namespace Nano.Ratio.Charts;

/// <summary>
/// A fixed colour per library, the same in every runtime's image so that a reader can compare them at a glance:
/// Nano's variants in blues, greens and purples, the other serializers in warm colours. A library added to
/// <see cref="Libraries.All"/> without a colour here takes one from a palette by its place in that list; a row of an
/// older build (<c>--old</c>) takes its library's colour, paler.
/// </summary>
internal static class LibraryColors
{
    private static readonly Dictionary<string, Color> Known = new(StringComparer.Ordinal)
    {
        ["nano"] = Color.FromHex("#1f77b4"),
        ["nano-dm"] = Color.FromHex("#6baed6"),
        ["nano-cs"] = Color.FromHex("#17becf"),
        ["nano-interp"] = Color.FromHex("#2ca02c"),
        ["nano-pool"] = Color.FromHex("#9467bd"),
        ["nano-recycle"] = Color.FromHex("#c5b0d5"),
        ["nano-pbnet"] = Color.FromHex("#98df8a"),
        ["nano-gen"] = Color.FromHex("#bcbd22"),
        ["nano-into"] = Color.FromHex("#393b79"),
        ["nano-into-cache"] = Color.FromHex("#9c9ede"),
        ["protobuf-net"] = Color.FromHex("#ff7f0e"),
        ["messagepack"] = Color.FromHex("#8c564b"),
        ["memorypack"] = Color.FromHex("#d62728"),
        ["hyperion"] = Color.FromHex("#e377c2"),
        ["memcpy"] = Color.FromHex("#7f7f7f"),
    };

    /// <summary>The colour of <paramref name="lib"/>'s bars.</summary>
    public static Color For(string lib)
    {
        (string name, bool old) = Split(lib);
        if (!Known.TryGetValue(name, out Color color))
        {
            int index = Array.FindIndex(Libraries.All, l => l.Name == name);
            color = new ScottPlot.Palettes.Category20().GetColor(index < 0 ? Libraries.All.Length : index);
        }

        return old ? color.WithAlpha(0.45) : color;
    }

    /// <summary>A row's library and whether the row is that library's older build (<c>LIB@old</c>).</summary>
    public static (string Lib, bool Old) Split(string row) =>
        row.EndsWith(Lockstep.OldSuffix, StringComparison.Ordinal)
            ? (row.Substring(0, row.Length - Lockstep.OldSuffix.Length), true)
            : (row, false);
}
