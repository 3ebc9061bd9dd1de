#if !NET
using System.Buffers;

namespace System.Text.Unicode;

/// <summary>netstandard2.1 stand-in for the one <c>Utf8.FromUtf16</c> overload the writer uses: stops at a whole scalar
/// when the destination is full, and writes lone surrogates as U+FFFD, exactly as the .NET API does.</summary>
internal static class Utf8
{
    public static OperationStatus FromUtf16(ReadOnlySpan<char> source, Span<byte> destination, out int charsRead,
        out int bytesWritten, bool replaceInvalidSequences = true, bool isFinalBlock = true)
    {
        _ = replaceInvalidSequences; // always replaces: the only mode Nano uses
        _ = isFinalBlock;            // always final: a trailing high surrogate is a lone one
        int i = 0, w = 0;
        while (i < source.Length)
        {
            uint c = source[i];
            int used = 1;
            if (c >= 0xD800 && c <= 0xDFFF)
            {
                if (c <= 0xDBFF && i + 1 < source.Length && source[i + 1] >= 0xDC00 && source[i + 1] <= 0xDFFF)
                {
                    c = 0x10000 + ((c - 0xD800) << 10) + (source[i + 1] - 0xDC00u);
                    used = 2;
                }
                else
                {
                    c = 0xFFFD;
                }
            }
            int size = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
            if (destination.Length - w < size)
            {
                charsRead = i;
                bytesWritten = w;
                return OperationStatus.DestinationTooSmall;
            }
            switch (size)
            {
                case 1:
                    destination[w] = (byte)c;
                    break;
                case 2:
                    destination[w] = (byte)(0xC0 | (c >> 6));
                    destination[w + 1] = (byte)(0x80 | (c & 0x3F));
                    break;
                case 3:
                    destination[w] = (byte)(0xE0 | (c >> 12));
                    destination[w + 1] = (byte)(0x80 | ((c >> 6) & 0x3F));
                    destination[w + 2] = (byte)(0x80 | (c & 0x3F));
                    break;
                default:
                    destination[w] = (byte)(0xF0 | (c >> 18));
                    destination[w + 1] = (byte)(0x80 | ((c >> 12) & 0x3F));
                    destination[w + 2] = (byte)(0x80 | ((c >> 6) & 0x3F));
                    destination[w + 3] = (byte)(0x80 | (c & 0x3F));
                    break;
            }
            i += used;
            w += size;
        }
        charsRead = i;
        bytesWritten = w;
        return OperationStatus.Done;
    }
}
#endif
