#if NETFRAMEWORK
using System.Diagnostics;
using System.Reflection;
using System.Runtime.ExceptionServices;
using System.Runtime.InteropServices;

// In the global namespace, so that every test namespace sees them.
// The .NET members the test suites call that .NET Framework lacks, so that a suite compiles unchanged for net472. Test
// code only: the shipped libraries' stand-ins are in src/Nano.Core/Polyfills (Nano.ProtobufNetOracle.Tests links
// ArrayBufferWriter from there; Nano.Tests, which needs all of .NET's, links NetFrameworkArrayBufferWriter.cs).
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

    extension<K, V>(Dictionary<K, V> dictionary)
    {
        /// <summary>
        /// .NET's member, through which tests read the size of a dictionary's table. Mono's dictionary has it (outside
        /// the net472 reference assemblies): it is called. .NET Framework's has none: there only the read (capacity 0)
        /// is answered, from the private bucket array.
        /// </summary>
        public int EnsureCapacity(int capacity)
        {
            if (typeof(Dictionary<K, V>).GetMethod("EnsureCapacity", [typeof(int)]) is { } method)
                return (int)method.Invoke(dictionary, [capacity])!;
            if (capacity != 0)
                throw new PlatformNotSupportedException(".NET Framework's Dictionary cannot be grown to a capacity.");
            var buckets = typeof(Dictionary<K, V>).GetField("buckets", BindingFlags.Instance | BindingFlags.NonPublic)
                ?? throw new PlatformNotSupportedException("This runtime's Dictionary has no bucket array to read.");
            return (buckets.GetValue(dictionary) as int[])?.Length ?? 0; // none until the first entry
        }
    }

    extension(Random random)
    {
        public long NextInt64() => random.NextInt64(0, long.MaxValue);

        public long NextInt64(long maxValue) => random.NextInt64(0, maxValue);

        /// <summary>Uniform over [<paramref name="minValue"/>, <paramref name="maxValue"/>): 64 random bits, redrawn
        /// while they fall in the incomplete last multiple of the range, so that no value is favoured.</summary>
        public long NextInt64(long minValue, long maxValue)
        {
            if (minValue > maxValue)
                throw new ArgumentOutOfRangeException(nameof(minValue), "minValue is greater than maxValue.");
            var range = unchecked((ulong)(maxValue - minValue));
            if (range <= 1)
                return minValue;
            var limit = ulong.MaxValue - ulong.MaxValue % range;
            var bytes = new byte[8];
            ulong bits;
            do
            {
                random.NextBytes(bytes);
                bits = BitConverter.ToUInt64(bytes, 0);
            }
            while (bits >= limit);
            return unchecked(minValue + (long)(bits % range));
        }
    }

    extension<T>(ReadOnlySpan<T> span) where T : IEquatable<T>
    {
        public int IndexOfAnyExcept(T value)
        {
            for (var i = 0; i < span.Length; i++)
                if (!span[i].Equals(value))
                    return i;
            return -1;
        }

        public int CommonPrefixLength(ReadOnlySpan<T> other)
        {
            var length = Math.Min(span.Length, other.Length);
            for (var i = 0; i < length; i++)
                if (!span[i].Equals(other[i]))
                    return i;
            return length;
        }
    }

    extension(string text)
    {
        public string[] Split(char separator, StringSplitOptions options = StringSplitOptions.None) =>
            text.Split([separator], options);

        public bool StartsWith(char value) => text.Length > 0 && text[0] == value;

        public bool EndsWith(char value) => text.Length > 0 && text[text.Length - 1] == value;

        public bool Contains(char value) => text.IndexOf(value) >= 0;

        /// <summary>Every newline sequence .NET recognises (CR LF, CR, LF, NEL, LS, PS, FF) becomes
        /// <paramref name="replacementText"/>.</summary>
        public string ReplaceLineEndings(string replacementText)
        {
            var result = new System.Text.StringBuilder(text.Length);
            for (var i = 0; i < text.Length; i++)
            {
                var c = text[i];
                if (c is '\r' or '\n' or '\u0085' or '\u2028' or '\u2029' or '\f')
                {
                    result.Append(replacementText);
                    if (c == '\r' && i + 1 < text.Length && text[i + 1] == '\n')
                        i++;
                }
                else
                {
                    result.Append(c);
                }
            }
            return result.ToString();
        }
    }

    extension(Task task)
    {
        public async Task WaitAsync(TimeSpan timeout) => await WithTimeout(task, timeout).ConfigureAwait(false);
    }

    extension<T>(Task<T> task)
    {
        public async Task<T> WaitAsync(TimeSpan timeout)
        {
            await WithTimeout(task, timeout).ConfigureAwait(false);
            return await task.ConfigureAwait(false);
        }
    }

    /// <summary>Completes as <paramref name="task"/> does, or throws <see cref="TimeoutException"/> once
    /// <paramref name="timeout"/> passes first.</summary>
    private static async Task WithTimeout(Task task, TimeSpan timeout)
    {
        using var cancel = new CancellationTokenSource();
        if (await Task.WhenAny(task, Task.Delay(timeout, cancel.Token)).ConfigureAwait(false) != task)
            throw new TimeoutException($"The operation has timed out after {timeout}.");
        cancel.Cancel();
        await task.ConfigureAwait(false);
    }

    extension(Directory)
    {
        public static DirectoryInfo CreateTempSubdirectory(string? prefix = null) =>
            Directory.CreateDirectory(Path.Combine(Path.GetTempPath(), prefix + Guid.NewGuid().ToString("N")));
    }

    extension(OperatingSystem)
    {
        public static bool IsWindows() => RuntimeInformation.IsOSPlatform(OSPlatform.Windows);

        public static bool IsMacOS() => RuntimeInformation.IsOSPlatform(OSPlatform.OSX);
    }

    extension(ProcessStartInfo start)
    {
        /// <summary>Appends each argument added to the command line, quoted where needed.</summary>
        public ICollection<string> ArgumentList => new ArgumentAppender(start);
    }

    /// <summary>Appends each argument added to the command line, quoted by the rules .NET's own ArgumentList follows
    /// (backslashes doubled only before a quote) when it is empty or holds white space or a quote.</summary>
    private sealed class ArgumentAppender(ProcessStartInfo start) : System.Collections.ObjectModel.Collection<string>
    {
        protected override void InsertItem(int index, string item)
        {
            if (index != Count)
                throw new NotSupportedException("Arguments can only be appended.");
            base.InsertItem(index, item);
            var line = new System.Text.StringBuilder(start.Arguments);
            if (line.Length > 0)
                line.Append(' ');
            if (item.Length > 0 && item.IndexOfAny([' ', '\t', '\n', '\v', '"']) < 0)
            {
                line.Append(item);
            }
            else
            {
                line.Append('"');
                for (var i = 0; i < item.Length; i++)
                {
                    var backslashes = 0;
                    while (i < item.Length && item[i] == '\\')
                    {
                        backslashes++;
                        i++;
                    }
                    if (i == item.Length)
                        line.Append('\\', 2 * backslashes); // before the closing quote
                    else if (item[i] == '"')
                        line.Append('\\', 2 * backslashes + 1).Append('"');
                    else
                        line.Append('\\', backslashes).Append(item[i]);
                }
                line.Append('"');
            }
            start.Arguments = line.ToString();
        }
    }

    extension(Array)
    {
        public static void Fill<T>(T[] array, T value)
        {
            for (var i = 0; i < array.Length; i++)
                array[i] = value;
        }
    }

    extension<T>(IEnumerable<T> source)
    {
        public T FirstOrDefault(Func<T, bool> predicate, T defaultValue)
        {
            foreach (var item in source)
                if (predicate(item))
                    return item;
            return defaultValue;
        }
    }

    extension<T>(List<T> list)
    {
        public void AddRange(ReadOnlySpan<T> items)
        {
            foreach (var item in items)
                list.Add(item);
        }
    }

    extension(nint)
    {
        public static nint MaxValue => IntPtr.Size == 8 ? unchecked((nint)long.MaxValue) : int.MaxValue;

        public static nint MinValue => IntPtr.Size == 8 ? unchecked((nint)long.MinValue) : int.MinValue;
    }

    extension(double)
    {
        /// <summary>True for a set sign bit: negative numbers, -0.0 and negative NaNs.</summary>
        public static bool IsNegative(double d) => BitConverter.DoubleToInt64Bits(d) < 0;
    }
}

// A class of its own: one class cannot hold two static getters of the same name (nint's MaxValue and nuint's).
internal static class NetFrameworkUnsignedNativeIntegerMembers
{
    extension(nuint)
    {
        public static nuint MaxValue => IntPtr.Size == 8 ? unchecked((nuint)ulong.MaxValue) : uint.MaxValue;

        public static nuint MinValue => 0;
    }
}
#endif
