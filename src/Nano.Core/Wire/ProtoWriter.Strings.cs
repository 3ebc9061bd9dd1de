using System.Diagnostics;
using System.Text;
using System.Text.Unicode;

namespace Nano.Wire;

// Strings are encoded straight into the output, once. Lone surrogates become U+FFFD (3 bytes) both when
// counting (Encoding.UTF8.GetByteCount) and when encoding (Encoding.UTF8 / Utf8.FromUtf16 with replacement),
// so the length prefix always matches the bytes written.
public ref partial struct ProtoWriter
{
    // chars * 3 < 128: the UTF-8 length surely fits a one-byte prefix, so encode first and write the prefix after.
    private const int ShortStringMaxChars = 127 / 3;

    /// <summary>Writes a length prefix followed by the UTF-8 bytes of <paramref name="value"/>.
    /// Invalid UTF-16 (lone surrogates) is written as U+FFFD, as <see cref="Encoding.UTF8"/> does.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="value"/> is null.</exception>
    public void WriteString(string value)
    {
        ArgumentNullException.ThrowIfNull(value);
        int chars = value.Length;
        if (chars <= ShortStringMaxChars && _span.Length - _pos > chars * 3)
        {
            ref byte p = ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos);
#if NET
            int n =
                Encoding.UTF8.GetBytes(value.AsSpan(), MemoryMarshal.CreateSpan(ref Unsafe.Add(ref p, 1), chars * 3));
#else
            // Short ASCII text (most names and keys) is narrowed here: netstandard2.0's span encoding pins and calls
            // the encoder per string, which costs more than the loop. Anything else takes the encoder.
            int n = 0;
            while (n < chars && value[n] < 0x80)
            {
                Unsafe.Add(ref p, n + 1) = (byte)value[n];
                n++;
            }
            if (n < chars)
                n = Encoding.UTF8.GetBytes(value.AsSpan(), _span.Slice(_pos + 1, chars * 3));
#endif
            p = (byte)n;
            _pos += n + 1;
            return;
        }
        WriteStringLong(value);
    }

    private void WriteStringLong(string value)
    {
        ReadOnlySpan<char> chars = value;
        long maxBytes = (long)chars.Length * 3;
        if (maxBytes <= int.MaxValue)
        {
            int maxPrefix = WireFormat.SizeOfVarint32((uint)maxBytes);
            if (_span.Length - _pos - maxPrefix >= maxBytes)
            {
                // Room for the worst case: encode once behind the prefix the char count predicts (UTF-8 never has
                // fewer bytes than UTF-16 has chars, so it is the shortest possible), and move the bytes up only in
                // the rare case non-ASCII text pushes the length past a prefix-size boundary.
                int guess = WireFormat.SizeOfVarint32((uint)chars.Length);
                Span<byte> payload = _span.Slice(_pos + guess);
                int n = Encoding.UTF8.GetBytes(chars, payload);
                int prefix = WireFormat.SizeOfVarint32((uint)n);
                if (prefix != guess)
                    payload.Slice(0, n).CopyTo(_span.Slice(_pos + prefix));
                EncodeVarint32(ref Unsafe.Add(ref MemoryMarshal.GetReference(_span), _pos), (uint)n);
                _pos += prefix + n;
                return;
            }
        }

        // Not enough room for the worst case: count (vectorized, no encoding), then encode once.
        int byteCount = Encoding.UTF8.GetByteCount(chars);
        EnsureFitsOrCanGrow(WireFormat.SizeOfVarint32((uint)byteCount) + (long)byteCount);
        WriteVarint32((uint)byteCount);
        if (_span.Length - _pos < byteCount)
            NextSpan(byteCount); // an output that honours the hint lets the string go in one piece
        if (_span.Length - _pos >= byteCount)
        {
            Encoding.UTF8.GetBytes(chars, _span.Slice(_pos));
            _pos += byteCount;
            return;
        }
        WriteUtf8Chunked(chars, byteCount);
    }

    /// <summary>Encodes across spans smaller than the string. A scalar that does not fit the end of a span is
    /// encoded into a 4-byte scratch and split across spans like any other raw bytes.</summary>
    private void WriteUtf8Chunked(ReadOnlySpan<char> chars, int byteCount)
    {
        Span<byte> scratch = stackalloc byte[4];
        int remaining = byteCount;
        while (true)
        {
            OperationStatus status = Utf8.FromUtf16(chars, _span.Slice(_pos), out int read, out int written,
                replaceInvalidSequences: true, isFinalBlock: true);
            _pos += written;
            remaining -= written;
            chars = chars.Slice(read);
            if (status == OperationStatus.Done)
                break;
            Debug.Assert(status == OperationStatus.DestinationTooSmall);
            if (_pos == _span.Length)
            {
                NextSpan(remaining);
                continue;
            }
            Utf8.FromUtf16(chars, scratch, out read, out written, replaceInvalidSequences: true, isFinalBlock: true);
            chars = chars.Slice(read);
            remaining -= written;
            WriteRawSlow(scratch.Slice(0, written));
        }
        Debug.Assert(remaining == 0, "UTF-8 byte count and encoding disagree");
    }
}
