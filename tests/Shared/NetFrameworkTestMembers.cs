#if NETFRAMEWORK
using System.Runtime.ExceptionServices;

// In the global namespace, so that every test namespace sees them.
// The .NET members the test suites call that .NET Framework lacks, so that a suite compiles unchanged for net472. Test
// code only: the shipped libraries' stand-ins are in src/Nano.Core/Polyfills (ArrayBufferWriter is linked from there).
internal static class NetFrameworkTestMembers
{
    extension(Convert)
    {
        public static string ToHexString(byte[] bytes) => ToHex(bytes);

        public static string ToHexString(ReadOnlySpan<byte> bytes) => ToHex(bytes.ToArray());

        public static byte[] FromHexString(string hex)
        {
            if (hex.Length % 2 != 0)
                throw new FormatException("A hex string has an even number of digits.");
            var bytes = new byte[hex.Length / 2];
            for (var i = 0; i < bytes.Length; i++)
                bytes[i] = byte.Parse(hex.Substring(2 * i, 2), System.Globalization.NumberStyles.HexNumber, System.Globalization.CultureInfo.InvariantCulture);
            return bytes;
        }
    }

    private static string ToHex(byte[] bytes) => BitConverter.ToString(bytes).Replace("-", "");

    extension(DateTime)
    {
        public static DateTime UnixEpoch => new(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc);
    }

    extension(BitConverter)
    {
        public static int SingleToInt32Bits(float value) => BitConverter.ToInt32(BitConverter.GetBytes(value), 0);
    }

    extension(ExceptionDispatchInfo)
    {
        public static void Throw(Exception source) => ExceptionDispatchInfo.Capture(source).Throw();
    }

    extension<T>(IEnumerable<T> source)
    {
        public IOrderedEnumerable<T> Order() => source.OrderBy(x => x);

        public IOrderedEnumerable<T> Order(IComparer<T> comparer) => source.OrderBy(x => x, comparer);
    }

    extension<K, V>(KeyValuePair<K, V> pair)
    {
        public void Deconstruct(out K key, out V value)
        {
            key = pair.Key;
            value = pair.Value;
        }
    }
}
#endif
