using System.Buffers;
using Nano.Tests.Support;
using Nano.Wire;
using Xunit.Sdk;

namespace Nano.Tests.Wire.Support;

internal delegate T ReaderFunc<T>(ref ProtoReader reader);

internal delegate void ReaderAction(ref ProtoReader reader);

internal delegate ProtoReader ReaderFactory(ProtoReaderOptions? options);

/// <summary>One way of handing the same bytes to a reader.</summary>
internal sealed record InputVariant(string Name, ReaderFactory Create)
{
    public override string ToString() => Name;
}

/// <summary>
/// Runs the same read over every shape of input: span, memory, single-segment sequence, a two-segment sequence
/// split at every byte position, one segment per byte, and one per byte with empty segments in between.
/// All inputs carry 0xFF garbage right after their end, so an over-read shows.
/// </summary>
internal static class ReaderHarness
{
    public static IEnumerable<InputVariant> Variants(byte[] data, bool everySplit = true)
    {
        ReadOnlyMemory<byte> guarded = SegmentedSequence.Guarded(data);
        yield return new("span", o => new ProtoReader(guarded.Span, o));
        yield return new("memory", o => new ProtoReader(guarded, o));
        yield return new("sequence(1)", o => new ProtoReader(new ReadOnlySequence<byte>(guarded), o));
        yield return new("bytewise", o => new ProtoReader(SegmentedSequence.Bytewise(data), o));
        yield return new("bytewise+empties", o => new ProtoReader(SegmentedSequence.BytewiseWithEmpties(data), o));
        if (everySplit)
        {
            for (int cut = 0; cut <= data.Length; cut++)
            {
                int c = cut;
                yield return new($"split@{c}", o => new ProtoReader(SegmentedSequence.Split(data, c), o));
            }
        }
    }

    /// <summary>Runs <paramref name="read"/> over every variant, asserts all results equal, returns the result.</summary>
    public static T ReadEverywhere<T>(byte[] data, ReaderFunc<T> read, ProtoReaderOptions? options = null, bool everySplit = true)
    {
        bool first = true;
        T expected = default!;
        string expectedFrom = "";
        foreach (InputVariant variant in Variants(data, everySplit))
        {
            T actual;
            try
            {
                ProtoReader reader = variant.Create(options);
                actual = read(ref reader);
            }
            catch (Exception ex) when (ex is not XunitException)
            {
                throw new XunitException($"[{variant}] threw {ex.GetType().Name}: {ex.Message}\n{ex}");
            }
            if (first)
            {
                expected = actual;
                expectedFrom = variant.Name;
                first = false;
            }
            else if (!EqualityComparer<T>.Default.Equals(expected, actual) && !SequenceEqual(expected, actual))
            {
                throw new XunitException($"[{variant}] read {Describe(actual)}, but [{expectedFrom}] read {Describe(expected)}");
            }
        }
        return expected;
    }

    public static void ReadEverywhere(byte[] data, ReaderAction read, ProtoReaderOptions? options = null, bool everySplit = true) =>
        ReadEverywhere(data, (ref ProtoReader r) => { read(ref r); return 0; }, options, everySplit);

    /// <summary>Asserts that <paramref name="read"/> throws a <see cref="ProtoException"/> on every variant, always with
    /// the same reason, offset and field number; returns one of them.</summary>
    public static ProtoException ThrowsEverywhere(byte[] data, ReaderAction read, ProtoReaderOptions? options = null)
    {
        ProtoException? expected = null;
        string expectedFrom = "";
        foreach (InputVariant variant in Variants(data))
        {
            ProtoException actual;
            try
            {
                ProtoReader reader = variant.Create(options);
                read(ref reader);
                throw new XunitException($"[{variant}] did not throw");
            }
            catch (ProtoException ex)
            {
                actual = ex;
            }
            catch (Exception ex) when (ex is not XunitException)
            {
                throw new XunitException($"[{variant}] threw {ex.GetType().Name} instead of ProtoException: {ex}");
            }
            if (expected is null)
            {
                expected = actual;
                expectedFrom = variant.Name;
            }
            else if (actual.Reason != expected.Reason || actual.Offset != expected.Offset || actual.FieldNumber != expected.FieldNumber)
            {
                throw new XunitException($"[{variant}] threw \"{actual.Message}\", but [{expectedFrom}] threw \"{expected.Message}\"");
            }
        }
        return expected!;
    }

    /// <summary>Reads tags and skips fields until the end of the message.</summary>
    public static void SkipAll(ref ProtoReader reader)
    {
        while (reader.ReadTag() != 0)
            reader.SkipField();
    }

    private static bool SequenceEqual<T>(T a, T b) =>
        a is System.Collections.IEnumerable ea && b is System.Collections.IEnumerable eb
        && ea.Cast<object?>().SequenceEqual(eb.Cast<object?>());

    private static string Describe<T>(T value) => value switch
    {
        byte[] bytes => Hex.Of(bytes),
        System.Collections.IEnumerable e and not string => "[" + string.Join(", ", e.Cast<object?>()) + "]",
        _ => value?.ToString() ?? "null",
    };
}
