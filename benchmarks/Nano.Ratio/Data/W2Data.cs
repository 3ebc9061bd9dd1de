using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.Ratio.Harness;
using G = Nano.Interop.Workloads;

namespace Nano.Ratio.Data;

/// <summary>
/// W2 "Pocos": the 1,000 values and Google's list. The shared factory stamps every item with "now"; a Timestamp's
/// nanos field is a varint whose length depends on the instant, so the payload size would differ between child
/// processes. Here "now" is replaced by one fixed instant with a sub-second part (a 5-byte nanos varint).
/// </summary>
internal static class W2Data
{
    /// <summary>The fixed instant every item carries.</summary>
    public static readonly DateTime Now = new DateTime(2026, 11, 25, 12, 34, 56, DateTimeKind.Utc).AddTicks(7_654_321);

    /// <summary>
    /// Environment variable that shortens the list to its first N items (1 to 1,000), for counting instructions of one
    /// call under gdb (<c>benchmarks/tools/tier1-instructions.sh</c>), where stepping 1,000 items takes minutes. Never
    /// set in ratio runs: their figures are for the 1,000-item workload.
    /// </summary>
    public const string ItemsVariable = "NANO_RATIO_W2_ITEMS";

    /// <summary>The 1,000 values (seeded GUIDs, the fixed instant), or the first <see cref="ItemsVariable"/> of them.</summary>
    public static readonly PocoValues[] Values = PocoWorkload.CreateValues().Take(Items()).Select(v => v with { DateProp = Now }).ToArray();

    /// <summary>The list as Google objects.</summary>
    public static readonly G.PocoList GoogleList = PocoWorkload.CreateGoogle(Values);

    /// <summary>Google's encoding of the list, the bytes Nano and protobuf-net must match.</summary>
    public static readonly byte[] GoogleBytes = GoogleList.ToByteArray();

    private static int Items()
    {
        string? text = Environment.GetEnvironmentVariable(ItemsVariable);
        if (string.IsNullOrEmpty(text))
        {
            return PocoWorkload.ItemCount;
        }

        if (!int.TryParse(text, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out int items)
            || items < 1 || items > PocoWorkload.ItemCount)
        {
            throw new ArgumentException($"{ItemsVariable} must be an integer from 1 to {PocoWorkload.ItemCount}, got '{text}'");
        }

        Console.Error.WriteLine($"note: {ItemsVariable}={items}: W2 holds its first {items} items, not {PocoWorkload.ItemCount}");
        return items;
    }

    /// <summary>Throws unless <paramref name="actual"/> holds the W2 values in order.</summary>
    public static void CheckValues(IReadOnlyList<PocoValues> actual, string what)
    {
        Check.That(actual.Count == Values.Length, $"{what}: {actual.Count} items, expected {Values.Length}");
        for (int i = 0; i < Values.Length; i++)
        {
            Check.That(actual[i] == Values[i], $"{what}: item {i} is {actual[i]}, expected {Values[i]}");
        }
    }
}
