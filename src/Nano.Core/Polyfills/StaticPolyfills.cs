#if !NET
using System.Buffers.Binary;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Nano;

// netstandard2.0 stand-ins for the .NET 5+ BCL members Nano calls. C# 14 static extension members let the call
// sites stay as written for net10.0 (the fast path); only this file differs between the targets.
internal static class StaticPolyfills
{
    extension(ArgumentNullException)
    {
        public static void ThrowIfNull([NotNull] object? argument,
            [CallerArgumentExpression(nameof(argument))] string? paramName = null)
        {
            if (argument is null)
                throw new ArgumentNullException(paramName);
        }
    }

    extension(ArgumentOutOfRangeException)
    {
        public static void ThrowIfNegative(int value,
            [CallerArgumentExpression(nameof(value))] string? paramName = null)
        {
            if (value < 0)
                throw new ArgumentOutOfRangeException(paramName, value,
                    $"{paramName} ('{value}') must be a non-negative value.");
        }

        public static void ThrowIfLessThan(int value, int other,
            [CallerArgumentExpression(nameof(value))] string? paramName = null)
        {
            if (value < other)
                throw new ArgumentOutOfRangeException(paramName, value,
                    $"{paramName} ('{value}') must be greater than or equal to '{other}'.");
        }

        public static void ThrowIfGreaterThan(int value, int other,
            [CallerArgumentExpression(nameof(value))] string? paramName = null)
        {
            if (value > other)
                throw new ArgumentOutOfRangeException(paramName, value,
                    $"{paramName} ('{value}') must be less than or equal to '{other}'.");
        }

        public static void ThrowIfGreaterThan(uint value, uint other,
            [CallerArgumentExpression(nameof(value))] string? paramName = null)
        {
            if (value > other)
                throw new ArgumentOutOfRangeException(paramName, value,
                    $"{paramName} ('{value}') must be less than or equal to '{other}'.");
        }
    }

    extension(ObjectDisposedException)
    {
        public static void ThrowIf([DoesNotReturnIf(true)] bool condition, object instance)
        {
            if (condition)
                throw new ObjectDisposedException(instance.GetType().FullName);
        }
    }

    extension(GC)
    {
        /// <summary>netstandard2.0 has no uninitialized allocation; a zeroed array is correct, only slower.</summary>
        public static T[] AllocateUninitializedArray<T>(int length) => new T[length];
    }

    extension(Array)
    {
        /// <summary>The largest array length the CLR allows (the value of .NET's <c>Array.MaxLength</c>).</summary>
        public static int MaxLength => 0x7FFFFFC7;
    }

    extension(MemoryMarshal)
    {
        public static ref T GetArrayDataReference<T>(T[] array) => ref MemoryMarshal.GetReference(array.AsSpan());
    }

    // Here rather than beside DateTime's in NetStandardMembers: one class cannot hold two static UnixEpoch getters.
    extension(DateTimeOffset)
    {
        public static DateTimeOffset UnixEpoch => new(1970, 1, 1, 0, 0, 0, TimeSpan.Zero);
    }

    extension(BitConverter)
    {
        public static int SingleToInt32Bits(float value) => Unsafe.As<float, int>(ref value);
        public static float Int32BitsToSingle(int value) => Unsafe.As<int, float>(ref value);
        public static uint SingleToUInt32Bits(float value) => Unsafe.As<float, uint>(ref value);
        public static float UInt32BitsToSingle(uint value) => Unsafe.As<uint, float>(ref value);
        public static ulong DoubleToUInt64Bits(double value) => (ulong)BitConverter.DoubleToInt64Bits(value);
        public static double UInt64BitsToDouble(ulong value) => BitConverter.Int64BitsToDouble((long)value);
    }

    extension(decimal value)
    {
        /// <summary>Formats as ASCII into UTF-8 bytes (decimal text is always ASCII).</summary>
        public bool TryFormat(Span<byte> utf8Destination, out int bytesWritten, ReadOnlySpan<char> format,
            IFormatProvider? provider)
        {
            Span<char> chars = stackalloc char[64];
            if (!value.TryFormat(chars, out int n, format, provider) || n > utf8Destination.Length)
            {
                bytesWritten = 0;
                return false;
            }
            for (int i = 0; i < n; i++)
                utf8Destination[i] = (byte)chars[i];
            bytesWritten = n;
            return true;
        }
    }
}

/// <summary>netstandard2.0 has no Guid constructor from a span.</summary>
internal static class GuidLayout
{
    /// <summary>netstandard2.0's <c>new Guid(ReadOnlySpan&lt;byte&gt;)</c>: ToByteArray()'s order, read in place on a
    /// little-endian machine (see <c>TryWriteBytes</c>), through an array elsewhere.</summary>
    public static Guid FromBytes(ReadOnlySpan<byte> bytes) =>
        BitConverter.IsLittleEndian ? MemoryMarshal.Read<Guid>(bytes) : new Guid(bytes.Slice(0, 16).ToArray());
}
#endif
