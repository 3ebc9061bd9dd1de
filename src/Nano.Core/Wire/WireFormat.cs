using System.Numerics;
using System.Text;

namespace Nano.Wire;

/// <summary>Tag, zig-zag and size arithmetic of the protobuf wire format. Pure functions: no allocation, no
/// state.</summary>
public static class WireFormat
{
    /// <summary>The largest nesting depth a <see cref="RuntimeTypeModel.MaxDepth"/> or
    /// <see cref="ProtoReaderOptions.MaxDepth"/> accepts.</summary>
    public const int MaxDepthLimit = 10_000;

    /// <summary>From this depth on, entering a nested message (reading or measuring) also checks that the thread has
    /// stack left.</summary>
    internal const int StackCheckDepth = 64;

    /// <summary>The largest valid field number, 2^29 − 1.</summary>
    public const int MaxFieldNumber = (1 << 29) - 1;

    /// <summary>The size in bytes of a fixed32, sfixed32 or float value.</summary>
    public const int Fixed32Size = 4;

    /// <summary>The size in bytes of a fixed64, sfixed64 or double value.</summary>
    public const int Fixed64Size = 8;

    /// <summary>The size in bytes of an encoded bool.</summary>
    public const int BoolSize = 1;

    /// <summary>The longest a varint may be: 10 bytes hold 64 bits.</summary>
    public const int MaxVarint64Size = 10;

    /// <summary>The longest a canonical 32-bit varint is (a tag or a length).</summary>
    public const int MaxVarint32Size = 5;

    internal const int TagTypeBits = 3;
    internal const uint TagTypeMask = (1 << TagTypeBits) - 1;

    /// <summary>Combines a field number and a wire type into a tag.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The field number is not in 1..<see cref="MaxFieldNumber"/>, or the
    /// wire type is not 0..5.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint MakeTag(int fieldNumber, WireType wireType)
    {
        if ((uint)(fieldNumber - 1) >= MaxFieldNumber || (byte)wireType > (byte)WireType.Fixed32)
            ThrowBadTag(fieldNumber, wireType);
        return ((uint)fieldNumber << TagTypeBits) | (uint)wireType;
    }

    /// <summary>The field number of a tag.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int GetFieldNumber(uint tag) => (int)(tag >> TagTypeBits);

    /// <summary>The wire type of a tag.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static WireType GetWireType(uint tag) => (WireType)(tag & TagTypeMask);

    /// <summary>Maps a signed 32-bit value to unsigned so that small magnitudes stay small (sint32).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static uint EncodeZigZag32(int v) => (uint)((v << 1) ^ (v >> 31));

    /// <summary>Maps a signed 64-bit value to unsigned so that small magnitudes stay small (sint64).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong EncodeZigZag64(long v) => (ulong)((v << 1) ^ (v >> 63));

    /// <summary>Inverse of <see cref="EncodeZigZag32"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int DecodeZigZag32(uint v) => (int)(v >> 1) ^ -(int)(v & 1);

    /// <summary>Inverse of <see cref="EncodeZigZag64"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long DecodeZigZag64(ulong v) => (long)(v >> 1) ^ -(long)(v & 1);

    // Each varint byte carries 7 bits: size = ceil(significantBits / 7), at least 1.
    // (bits * 9 + 73) / 64 computes that without a division. Most values on the wire (tags, small lengths, counts,
    // flags) take one byte: that case is a compare and a branch the CPU predicts, before the lzcnt arithmetic.

    /// <summary>Bytes needed to encode <paramref name="v"/> as a varint (1..5).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfVarint32(uint v)
    {
        if (v < 0x80)
            return 1;
        return (int)((uint)((31 - BitOperations.LeadingZeroCount(v)) * 9 + 73) >> 6);
    }

    /// <summary>Bytes needed to encode <paramref name="v"/> as a varint (1..10).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfVarint64(ulong v)
    {
        if (v < 0x80)
            return 1;
        return (int)((uint)((63 - BitOperations.LeadingZeroCount(v)) * 9 + 73) >> 6);
    }

    /// <summary>Bytes needed for an int32 value; negative values are sign-extended to 10 bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfInt32(int v) => SizeOfVarint64((ulong)(long)v);

    /// <summary>Bytes needed for an int64 value; negative values take 10 bytes.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfInt64(long v) => SizeOfVarint64((ulong)v);

    /// <summary>Bytes needed for a uint32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfUInt32(uint v) => SizeOfVarint32(v);

    /// <summary>Bytes needed for a uint64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfUInt64(ulong v) => SizeOfVarint64(v);

    /// <summary>Bytes needed for a zig-zag encoded sint32 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfSInt32(int v) => SizeOfVarint32(EncodeZigZag32(v));

    /// <summary>Bytes needed for a zig-zag encoded sint64 value.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfSInt64(long v) => SizeOfVarint64(EncodeZigZag64(v));

    /// <summary>Bytes needed for an enum value (encoded as int32).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfEnum(int v) => SizeOfInt32(v);

    /// <summary>Bytes needed for the tag of <paramref name="fieldNumber"/> (any wire type).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int SizeOfTag(int fieldNumber) => SizeOfVarint32((uint)fieldNumber << TagTypeBits);

    /// <summary>Bytes needed for a string field value: the length prefix plus the UTF-8 byte count
    /// (lone surrogates count as U+FFFD, exactly as <see cref="ProtoWriter.WriteString"/> writes them).</summary>
    /// <exception cref="ArgumentNullException"><paramref name="value"/> is null.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long SizeOfString(string value)
    {
        ArgumentNullException.ThrowIfNull(value);
        return SizeOfLengthPrefixed(Encoding.UTF8.GetByteCount(value));
    }

    /// <summary>Bytes needed for a length-delimited payload of <paramref name="payloadLength"/> bytes: prefix plus
    /// payload, as a long so that it never wraps (a payload over 2 GiB cannot be written, but its size is still
    /// true).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long SizeOfLengthPrefixed(long payloadLength) => SizeOfVarint64((ulong)payloadLength) + payloadLength;

    private static void ThrowBadTag(int fieldNumber, WireType wireType)
    {
        if ((uint)(fieldNumber - 1) >= MaxFieldNumber)
            throw new ArgumentOutOfRangeException(nameof(fieldNumber), fieldNumber,
                $"Field numbers must be between 1 and {MaxFieldNumber}.");
        throw new ArgumentOutOfRangeException(nameof(wireType), wireType, "Wire types must be between 0 and 5.");
    }
}
