using Nano.Wire;
using PB = ProtoBuf;

namespace Nano.Fuzz.ProtobufNet;

/// <summary>A protobuf-net differential target, which can also show what each side makes of one input.</summary>
public interface IProtobufNetTarget : IDifferentialTarget
{
    string Describe(RuntimeTypeModel model, byte[] input);
}

/// <summary>
/// One protobuf-net contract type read by Nano and by protobuf-net 3.4.40: both objects are of type
/// <typeparamref name="T"/>, so each side's result can also be written by the other.
/// </summary>
public sealed class ProtobufNetTarget<T>(string name, Func<Random, T> generate) : IProtobufNetTarget where T : class
{
    public string Name => name;

    public byte[] Valid(ulong seed) => ProtobufNetWrite(generate(new Random((int)seed ^ (int)(seed >> 32))));

    /// <summary>Null when both agree: both reject, or both accept and Nano's re-written bytes are protobuf-net's, or
    /// protobuf-net writes Nano's object to the bytes it writes for its own (the two objects are equal as protobuf-net
    /// sees them). Otherwise the kind of divergence.</summary>
    public string? Compare(RuntimeTypeModel model, byte[] input)
    {
        T? nano = null;
        byte[]? nanoBytes = null;
        string? nanoRejection = null;
        try
        {
            nano = model.Deserialize<T>(input);
            nanoBytes = model.SerializeToArray(nano);
        }
        catch (ProtoException e)
        {
            nanoRejection = e.Reason;
        }
        catch (Exception e) when (e is not InvalidOperationException)
        {
            return $"Nano throws {e.GetType().Name}: {e.Message}"; // a finding: only ProtoException may escape
        }
        T? theirs;
        byte[] theirBytes;
        string? theirRejection = null;
        try
        {
            theirs = PB.Serializer.Deserialize<T>(new ReadOnlyMemory<byte>(input));
            theirBytes = ProtobufNetWrite(theirs);
        }
        catch (Exception e) when (e is PB.ProtoException or EndOfStreamException)
        {
            theirs = null;
            theirBytes = [];
            theirRejection = $"{e.GetType().Name}: {e.Message.Split(';')[0]}"; // without the help link
        }
        catch (Exception e)
        {
            // protobuf-net failing otherwise (an OverflowException, an OutOfMemoryException on a claimed size...).
            // One class per exception type when Nano rejects too (the input is malformed either way).
            return nanoRejection is null
                ? $"protobuf-net throws {e.GetType().Name}, Nano accepts: {e.Message}"
                : $"protobuf-net throws {e.GetType().Name}, Nano rejects";
        }
        if (nanoRejection is not null && theirRejection is not null)
            return null;
        if (nanoRejection is not null)
            return $"Nano rejects, protobuf-net accepts: {nanoRejection}";
        if (theirRejection is not null)
            return WireTypeMismatch(model, input, nanoBytes!)
                ?? (WireTypeFilter.HasPackedAfterUnpacked(typeof(T).Name, input) ? "Packed run after an unpacked element of one field: protobuf-net rejects it" : null)
                ?? $"protobuf-net rejects, Nano accepts: {theirRejection}";
        if (nanoBytes!.AsSpan().SequenceEqual(theirBytes))
            return null;
        byte[] nanoObjectByThem;
        try
        {
            nanoObjectByThem = ProtobufNetWrite(nano!);
        }
        catch (Exception e)
        {
            return $"protobuf-net cannot write Nano's object: {e.GetType().Name}";
        }
        if (!nanoObjectByThem.AsSpan().SequenceEqual(theirBytes))
            return WireTypeMismatch(model, input, nanoBytes!) ?? BytesAppended(nano!, theirs!) ?? "Both accept, different messages";
        return "Both accept, equal messages, Nano writes other bytes";
    }

    // The divergence is explained by fields sent with a wire type other than the declared one when, with those fields
    // dropped, both sides agree and Nano's result is unchanged (it skipped them).
    private string? WireTypeMismatch(RuntimeTypeModel model, byte[] input, byte[] nanoBytes)
    {
        // With those fields dropped, the rest may still show another documented divergence (a repeated map key...).
        if (WireTypeFilter.DropMismatched(typeof(T).Name, input) is not { } filtered
            || Compare(model, filtered) is { } rest && ProtobufNetKnown.Explain(Name, System.Text.RegularExpressions.Regex.Replace(rest, @"-?\d+", "N")) is null)
            return null;
        return model.SerializeToArray(model.Deserialize<T>(filtered)).AsSpan().SequenceEqual(nanoBytes)
            ? "Wire type other than declared: Nano skips the field (as Google.Protobuf does), protobuf-net reads or rejects it"
            : null;
    }

    // protobuf-net appends a bytes field's later occurrences to the first; the divergence is that when protobuf-net's
    // value, with every byte[] member set to Nano's, is Nano's (PnScalars.Blob is the one bytes member outside lists).
    private static string? BytesAppended(T nano, T theirs)
    {
        if (nano is not PnScalars n || theirs is not PnScalars t || n.Blob is null || t.Blob is null || t.Blob.Length <= n.Blob.Length
            || !t.Blob.AsSpan().EndsWith(n.Blob))
            return null;
        t.Blob = n.Blob;
        return ProtobufNetWrite(theirs).AsSpan().SequenceEqual(ProtobufNetWrite(nano))
            ? "Both accept, different messages: a bytes field occurring twice is appended by protobuf-net"
            : null;
    }

    /// <summary>What each side makes of <paramref name="input"/>: its re-written bytes in hex, or its exception (for a replay).</summary>
    public string Describe(RuntimeTypeModel model, byte[] input)
    {
        string nano, theirs;
        try { nano = Convert.ToHexString(model.SerializeToArray(model.Deserialize<T>(input))); }
        catch (Exception e) { nano = $"{e.GetType().Name}: {e.Message}"; }
        try { theirs = Convert.ToHexString(ProtobufNetWrite(PB.Serializer.Deserialize<T>(new ReadOnlyMemory<byte>(input)))); }
        catch (Exception e) { theirs = $"{e.GetType().Name}: {e.Message}"; }
        return $"Nano re-writes: {nano}\nprotobuf-net re-writes: {theirs}\nkind: {Compare(model, input) ?? "(agree)"}";
    }

    private static byte[] ProtobufNetWrite(T value)
    {
        var stream = new MemoryStream();
        PB.Serializer.Serialize(stream, value);
        return stream.ToArray();
    }
}

/// <summary>Differential fuzzing against protobuf-net 3.4.40 on contracts with protobuf-net's attributes.</summary>
public static class ProtobufNetDifferential
{
    public static IReadOnlyList<IProtobufNetTarget> All { get; } =
    [
        new ProtobufNetTarget<PnScalars>("PnScalars", Generators.Scalars),
        new ProtobufNetTarget<PnNested>("PnNested", r => Generators.Nested(r)),
        new ProtobufNetTarget<PnRepeated>("PnRepeated", Generators.Repeated),
        new ProtobufNetTarget<PnMaps>("PnMaps", Generators.Maps),
        new ProtobufNetTarget<PnZoo>("PnZoo", Generators.Zoo),
    ];
}
