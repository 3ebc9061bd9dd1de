using System.Buffers;
using FsCheck;
using FsCheck.Fluent;
using Google.Protobuf;
using Google.Protobuf.Reflection;
using Nano.Tests.Support;

namespace Nano.Tests.CrossCheck.Support;

/// <summary>One schema under cross-check: a Google.Protobuf message type, its Nano twin, their converters and a generator.</summary>
public interface ICrossCheckCase
{
    string Name { get; }

    /// <summary>P1: Nano writes exactly Google.Protobuf's bytes for the same logical message.</summary>
    void BytesEqual(RuntimeTypeModel model, string property);

    /// <summary>P2: Google.Protobuf parses Nano's bytes into an equal message, and Nano parses Google's bytes into an equal object.</summary>
    void ParsesEachOther(RuntimeTypeModel model, string property);

    /// <summary>P3: Nano reads non-canonical input exactly as Google.Protobuf does.</summary>
    void AcceptsNonCanonical(RuntimeTypeModel model, string property);

    /// <summary>P4: Measure equals the written length (and Google's CalculateSize).</summary>
    void MeasureEqualsLength(RuntimeTypeModel model, string property);
}

/// <inheritdoc cref="ICrossCheckCase"/>
public sealed class CrossCheckCase<TGoogle, TNano>(
    string name,
    Gen<TGoogle> gen,
    MessageParser<TGoogle> parser,
    Func<TGoogle, TNano> toNano,
    Func<TNano, TGoogle> toGoogle) : ICrossCheckCase
    where TGoogle : IMessage<TGoogle>
{
    private readonly MessageParser<TGoogle> _discardingParser = parser.WithDiscardUnknownFields(true);
    private readonly MessageDescriptor _descriptor = (MessageDescriptor)typeof(TGoogle).GetProperty("Descriptor")!.GetValue(null)!;

    public string Name => name;

    public override string ToString() => name;

    public void BytesEqual(RuntimeTypeModel model, string property) => PropertyRunner.Check(property, gen, g =>
    {
        var expected = g.ToByteArray();
        var nano = toNano(g);
        AssertSame(g, toGoogle(nano), "the converters lose information (test bug)", g);

        var actual = model.SerializeToArray(nano);
        AssertBytes(expected, actual, "SerializeToArray", g);
        var writer = new ArrayBufferWriter<byte>();
        model.Serialize(writer, nano);
        AssertBytes(expected, writer.WrittenSpan.ToArray(), "Serialize(IBufferWriter)", g);
    });

    /// <summary>The input plus how Nano reads Google's bytes: 0 span, 1 byte[], 2-8 a sequence of segments that size, 9 a non-seekable stream.</summary>
    public void ParsesEachOther(RuntimeTypeModel model, string property) => PropertyRunner.Check(property, gen.Zip(Gen.Choose(0, 9)), input =>
    {
        var (g, mode) = input;
        var googleBytes = g.ToByteArray();
        var canonical = parser.ParseFrom(googleBytes);

        var nanoBytes = model.SerializeToArray(toNano(g));
        AssertSame(canonical, parser.ParseFrom(nanoBytes), $"Google.Protobuf reading Nano's bytes {Show(nanoBytes)}", g);

        var read = mode switch
        {
            0 => model.Deserialize<TNano>(googleBytes.AsSpan()),
            1 => model.Deserialize<TNano>(googleBytes),
            9 => model.Deserialize<TNano>(new NonSeekableStream(googleBytes)),
            _ => model.Deserialize<TNano>(Segments.Split(googleBytes, mode - 1)),
        };
        AssertSame(canonical, toGoogle(read), $"Nano reading Google's bytes {Show(googleBytes)} (read mode {mode})", g);
    });

    public void AcceptsNonCanonical(RuntimeTypeModel model, string property) => PropertyRunner.Check(property, gen.Zip(Gen.Choose(int.MinValue, int.MaxValue)), input =>
    {
        var (g, seed) = input;
        var bytes = new Reencoder(new Random(seed)).Reencode(g.ToByteArray(), _descriptor);
        var expected = _discardingParser.ParseFrom(bytes);
        TNano read;
        try
        {
            read = model.Deserialize<TNano>(bytes);
        }
        catch (Exception e)
        {
            throw new Xunit.Sdk.XunitException($"Nano rejected input that Google.Protobuf accepts: {e.GetType().Name}: {e.Message}{Environment.NewLine}input {Show(bytes)}{Environment.NewLine}Google reads {expected}{Environment.NewLine}generated from {g}");
        }
        AssertSame(expected, toGoogle(read), $"Nano reading non-canonical {Show(bytes)} (rewrite seed {seed})", g);
    });

    public void MeasureEqualsLength(RuntimeTypeModel model, string property) => PropertyRunner.Check(property, gen, g =>
    {
        var nano = toNano(g);
        var measured = model.Measure(nano);
        var written = model.SerializeToArray(nano).Length;
        if (measured != written || measured != g.CalculateSize())
            throw new Xunit.Sdk.XunitException($"Measure {measured}, written {written}, Google CalculateSize {g.CalculateSize()} for {g}");
    });

    private static void AssertSame(TGoogle expected, TGoogle actual, string what, TGoogle generated)
    {
        if (!expected.Equals(actual))
            throw new Xunit.Sdk.XunitException($"{what}:{Environment.NewLine}first difference: {MessageDiff.First(expected, actual) ?? "(unknown fields)"}{Environment.NewLine}expected {expected}{Environment.NewLine}actual   {actual}{Environment.NewLine}generated from {generated}");
    }

    private static void AssertBytes(byte[] expected, byte[] actual, string what, TGoogle generated)
    {
        if (expected.AsSpan().SequenceEqual(actual))
            return;
        var at = expected.AsSpan().CommonPrefixLength(actual);
        throw new Xunit.Sdk.XunitException(
            $"{what}: Nano's bytes differ from Google.Protobuf's at offset {at} (lengths {actual.Length} / {expected.Length}){Environment.NewLine}" +
            $"google {Show(expected)}{Environment.NewLine}nano   {Show(actual)}{Environment.NewLine}message {generated}");
    }

    private static string Show(byte[] bytes) => bytes.Length <= 2048 ? Hex.Of(bytes) : $"{Hex.Of(bytes.AsSpan(0, 2048))}… ({bytes.Length} bytes)";
}
