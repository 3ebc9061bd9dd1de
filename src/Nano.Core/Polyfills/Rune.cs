#if !NET
using System.Buffers;

namespace System.Text;

/// <summary>netstandard2.0 stand-in for the one <c>Rune</c> member the reader's error path uses: strict UTF-8 decoding
/// of one scalar (no overlongs, no surrogates, nothing above U+10FFFF), as .NET's <c>Rune.DecodeFromUtf8</c>.</summary>
internal readonly struct Rune
{
    public static OperationStatus DecodeFromUtf8(ReadOnlySpan<byte> source, out Rune result, out int bytesConsumed)
    {
        result = default;
        bytesConsumed = 0;
        if (source.IsEmpty)
            return OperationStatus.NeedMoreData;
        byte b0 = source[0];
        int size;
        uint value, min;
        if (b0 < 0x80) { bytesConsumed = 1; return OperationStatus.Done; }
        else if ((b0 & 0xE0) == 0xC0) { size = 2; value = b0 & 0x1Fu; min = 0x80; }
        else if ((b0 & 0xF0) == 0xE0) { size = 3; value = b0 & 0x0Fu; min = 0x800; }
        else if ((b0 & 0xF8) == 0xF0) { size = 4; value = b0 & 0x07u; min = 0x10000; }
        else { bytesConsumed = 1; return OperationStatus.InvalidData; }
        for (int i = 1; i < size; i++)
        {
            if (i >= source.Length)
                return OperationStatus.NeedMoreData;
            if ((source[i] & 0xC0) != 0x80)
            {
                bytesConsumed = i;
                return OperationStatus.InvalidData;
            }
            value = (value << 6) | (source[i] & 0x3Fu);
        }
        if (value < min || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        {
            bytesConsumed = 1;
            return OperationStatus.InvalidData;
        }
        bytesConsumed = size;
        return OperationStatus.Done;
    }
}
#endif
