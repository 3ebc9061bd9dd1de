#if !NET
using System.Runtime.Serialization;
using System.Security.Cryptography;
using System.Text;

namespace Nano;

// netstandard2.0 stand-ins for the members .NET Core added to types that .NET Framework also has (collections, streams,
// encodings, Guid), none of which a package supplies. C# 14 extension members keep each call site as written for .NET;
// only this file and StaticPolyfills.cs differ between the targets. Each copies .NET's documented behaviour, through
// the API that netstandard2.0 has (a rented array, a string, a pointer), and so may allocate where .NET does not.
internal static class NetStandardMembers
{
    extension<K, V>(Dictionary<K, V> dictionary) where K : notnull
    {
        public bool TryAdd(K key, V value)
        {
            if (dictionary.ContainsKey(key))
                return false;
            dictionary.Add(key, value);
            return true;
        }

        public bool Remove(K key, [MaybeNullWhen(false)] out V value)
        {
            if (!dictionary.TryGetValue(key, out value))
                return false;
            dictionary.Remove(key);
            return true;
        }
    }

    extension<K, V>(IReadOnlyDictionary<K, V> dictionary)
    {
        public V? GetValueOrDefault(K key) => dictionary.TryGetValue(key, out var value) ? value : default;
    }

    extension<K, V>(KeyValuePair<K, V> pair)
    {
        public void Deconstruct(out K key, out V value)
        {
            key = pair.Key;
            value = pair.Value;
        }
    }

    extension<T>(Queue<T> queue)
    {
        public bool TryDequeue([MaybeNullWhen(false)] out T result)
        {
            if (queue.Count == 0)
            {
                result = default;
                return false;
            }
            result = queue.Dequeue();
            return true;
        }
    }

    extension<T>(Stack<T> stack)
    {
        public bool TryPop([MaybeNullWhen(false)] out T result)
        {
            if (stack.Count == 0)
            {
                result = default;
                return false;
            }
            result = stack.Pop();
            return true;
        }
    }

    extension<K, V>(ConditionalWeakTable<K, V> table) where K : class where V : class
    {
        public void AddOrUpdate(K key, V value)
        {
            lock (table)
            {
                table.Remove(key);
                table.Add(key, value);
            }
        }
    }

    extension<T>(ReadOnlySequence<T> sequence)
    {
        public ReadOnlySpan<T> FirstSpan => sequence.First.Span;
    }

    extension(Stream stream)
    {
        public int Read(Span<byte> buffer)
        {
            var rented = ArrayPool<byte>.Shared.Rent(buffer.Length);
            try
            {
                var read = stream.Read(rented, 0, buffer.Length);
                rented.AsSpan(0, read).CopyTo(buffer);
                return read;
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(rented);
            }
        }

        public void Write(ReadOnlySpan<byte> buffer)
        {
            var rented = ArrayPool<byte>.Shared.Rent(buffer.Length);
            try
            {
                buffer.CopyTo(rented);
                stream.Write(rented, 0, buffer.Length);
            }
            finally
            {
                ArrayPool<byte>.Shared.Return(rented);
            }
        }
    }

    extension(Encoding encoding)
    {
        public unsafe string GetString(ReadOnlySpan<byte> bytes)
        {
            if (bytes.IsEmpty)
                return string.Empty;
            fixed (byte* p = bytes)
                return encoding.GetString(p, bytes.Length);
        }

        public unsafe int GetByteCount(ReadOnlySpan<char> chars)
        {
            if (chars.IsEmpty)
                return 0;
            fixed (char* p = chars)
                return encoding.GetByteCount(p, chars.Length);
        }

        public unsafe int GetBytes(ReadOnlySpan<char> chars, Span<byte> bytes)
        {
            if (chars.IsEmpty)
                return 0;
            fixed (char* c = chars)
            fixed (byte* b = bytes)
                return encoding.GetBytes(c, chars.Length, b, bytes.Length);
        }
    }

    extension(StringBuilder builder)
    {
        public StringBuilder Append(ReadOnlySpan<char> value) => builder.Append(value.ToString());
    }

    extension(string text)
    {
        public string Replace(string oldValue, string? newValue, StringComparison comparison)
        {
            if (comparison != StringComparison.Ordinal)
                throw new NotSupportedException($"Only {nameof(StringComparison.Ordinal)} replacement is available on "
                    + "this target.");
            return text.Replace(oldValue, newValue);
        }
    }

    extension(Type type)
    {
        /// <summary>A one-dimensional array with a lower bound of zero (<c>T[]</c>, not <c>T[*]</c>).</summary>
        public bool IsSZArray => type.IsArray && type == type.GetElementType()!.MakeArrayType();

        /// <summary>netstandard2.0's reflection has no function pointer types (it reports them as
        /// <see cref="IntPtr"/>).</summary>
        public bool IsFunctionPointer => false;

        /// <summary>A ref struct: the compiler marks it with <c>IsByRefLikeAttribute</c>.</summary>
        public bool IsByRefLike =>
            type.IsValueType && type.GetCustomAttributes(inherit: false)
                .Any(a => a.GetType().FullName == "System.Runtime.CompilerServices.IsByRefLikeAttribute");
    }

    extension(Guid value)
    {
        public bool TryWriteBytes(Span<byte> destination)
        {
            if (destination.Length < 16)
                return false;
            // A Guid's fields (int, short, short, 8 bytes) lie in memory in ToByteArray()'s order on a little-endian
            // machine: copied as they are, without the array ToByteArray() allocates per value.
            if (BitConverter.IsLittleEndian)
                MemoryMarshal.Write(destination, ref value);
            else
                value.ToByteArray().CopyTo(destination);
            return true;
        }

        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format = default)
        {
            var text = value.ToString(format.IsEmpty ? "D" : format.ToString());
            if (text.Length > destination.Length)
            {
                charsWritten = 0;
                return false;
            }
            text.AsSpan().CopyTo(destination);
            charsWritten = text.Length;
            return true;
        }
    }

    extension(Guid)
    {
        public static bool TryParseExact(ReadOnlySpan<char> input, string format, out Guid result) =>
            Guid.TryParseExact(input.ToString(), format, out result);
    }

    extension(decimal value)
    {
        public bool TryFormat(Span<char> destination, out int charsWritten, ReadOnlySpan<char> format,
            IFormatProvider? provider)
        {
            var text = value.ToString(format.IsEmpty ? null : format.ToString(), provider);
            if (text.Length > destination.Length)
            {
                charsWritten = 0;
                return false;
            }
            text.AsSpan().CopyTo(destination);
            charsWritten = text.Length;
            return true;
        }
    }

    extension(Enum)
    {
        public static T[] GetValues<T>() where T : struct, Enum => (T[])Enum.GetValues(typeof(T));
    }

    extension(Math)
    {
        public static int Clamp(int value, int min, int max) => value < min ? min : value > max ? max : value;

        public static long Clamp(long value, long min, long max) => value < min ? min : value > max ? max : value;
    }

    extension(DateTime)
    {
        public static DateTime UnixEpoch => new(1970, 1, 1, 0, 0, 0, DateTimeKind.Utc);
    }

    extension(RandomNumberGenerator)
    {
        public static void Fill(Span<byte> data)
        {
            var bytes = new byte[data.Length];
            using (var source = RandomNumberGenerator.Create())
                source.GetBytes(bytes);
            bytes.CopyTo(data);
        }
    }

    extension(RuntimeHelpers)
    {
        /// <summary>Conservative: only primitives and enums are known to hold no reference (a pool then clears what it
        /// need not, never the reverse).</summary>
        public static bool IsReferenceOrContainsReferences<T>() => !(typeof(T).IsPrimitive || typeof(T).IsEnum);

        public static object GetUninitializedObject(Type type) => FormatterServices.GetUninitializedObject(type);

        public static bool TryEnsureSufficientExecutionStack()
        {
            try
            {
                RuntimeHelpers.EnsureSufficientExecutionStack();
                return true;
            }
            catch (InsufficientExecutionStackException)
            {
                return false;
            }
        }
    }
}
#endif
