using Google.Protobuf;
using Nano.Interop.Generators;
using Nano.Wire;
using G = Nano.Interop.CrossCheck;
using G2 = Nano.Interop.Benchmarks.Proto2;
using G3 = Nano.Interop.Benchmarks.Proto3;
using GP2 = Nano.Interop.CrossCheck.Proto2;
using N = Nano.Interop.Nano.CrossCheck;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;
using NP2 = Nano.Interop.Nano.CrossCheck.Proto2;

namespace Nano.Fuzz;

/// <summary>One schema read by Nano (code-first type <typeparamref name="T"/>) and by Google.Protobuf (generated <typeparamref name="TG"/>).</summary>
public interface IDifferentialTarget
{
    string Name { get; }

    /// <summary>A valid payload, from Google's generator.</summary>
    byte[] Valid(ulong seed);

    /// <summary>Null when both agree: both reject, or both accept and Nano's re-written bytes are Google's, or parse (by
    /// Google) to a message equal to Google's. Otherwise the kind of divergence (its first line names the class).</summary>
    string? Compare(RuntimeTypeModel model, byte[] input);
}

/// <inheritdoc />
public sealed class DifferentialTarget<T, TG>(string name, FsCheck.Gen<TG> gen) : IDifferentialTarget where TG : IMessage<TG>, new()
{
    // Unknown fields are discarded: Nano's code-first twins hold none (a type keeps them only through
    // IUnknownFieldsHolder), so Google's message is compared without them.
    private static readonly MessageParser<TG> Parser = new MessageParser<TG>(() => new TG()).WithDiscardUnknownFields(true);

    public string Name => name;

    public byte[] Valid(ulong seed) => Targets.Sample(gen, seed).ToByteArray();

    public string? Compare(RuntimeTypeModel model, byte[] input)
    {
        byte[]? nano = null;
        string? nanoRejection = null;
        try
        {
            nano = model.SerializeToArray(model.Deserialize<T>(input));
        }
        catch (ProtoException e)
        {
            nanoRejection = e.Reason;
        }
        catch (Exception e) when (e is not InvalidOperationException)
        {
            return $"Nano throws {e.GetType().Name}: {e.Message}"; // a finding: only ProtoException may escape
        }
        TG? google = default;
        string? googleRejection = null;
        try
        {
            google = Parser.ParseFrom(input);
        }
        catch (InvalidProtocolBufferException e)
        {
            googleRejection = e.Message;
        }
        catch (Exception e)
        {
            // Google.Protobuf failing otherwise (OutOfMemoryException on a claimed size, say): Nano must reject.
            return nanoRejection is null ? $"Google throws {e.GetType().Name}, Nano accepts" : $"Google throws {e.GetType().Name}, Nano rejects";
        }
        if (nanoRejection is not null && googleRejection is not null)
            return null;
        if (nanoRejection is not null)
            return $"Nano rejects, Google accepts: {nanoRejection}";
        if (googleRejection is not null)
            return $"Google rejects, Nano accepts: {googleRejection}";
        var googleBytes = google!.ToByteArray();
        if (nano!.AsSpan().SequenceEqual(googleBytes))
            return null;
        TG reparsed;
        try
        {
            reparsed = Parser.ParseFrom(nano);
        }
        catch (InvalidProtocolBufferException e)
        {
            return $"Google rejects Nano's re-written bytes: {e.Message}";
        }
        return reparsed.Equals(google) ? null : "Both accept, different messages";
    }
}

/// <summary>Differential fuzzing against Google.Protobuf: the same valid, mutated and random inputs read by both.</summary>
public static class Differential
{
    public static IReadOnlyList<IDifferentialTarget> All { get; } =
    [
        new DifferentialTarget<N.AllScalars, G.AllScalars>("AllScalars", GoogleGenerators.AllScalars),
        new DifferentialTarget<N.AllOptional, G.AllOptional>("AllOptional", GoogleGenerators.AllOptional),
        new DifferentialTarget<N.Nested, G.Nested>("Nested", GoogleGenerators.Nested),
        new DifferentialTarget<N.Recursive, G.Recursive>("Recursive", GoogleGenerators.Recursive),
        new DifferentialTarget<N.Maps, G.Maps>("Maps", GoogleGenerators.Maps),
        new DifferentialTarget<N.OneofMessage, G.OneofMessage>("OneofMessage", GoogleGenerators.OneofMessage),
        new DifferentialTarget<N.WellKnown, G.WellKnown>("WellKnown", GoogleGenerators.WellKnown),
        new DifferentialTarget<N.SparseFields, G.SparseFields>("SparseFields", GoogleGenerators.SparseFields),
        new DifferentialTarget<NP2.Proto2Message, GP2.Proto2Message>("Proto2Message", GoogleGenerators.Proto2Message),
        new DifferentialTarget<N3.GoogleMessage1, G3.GoogleMessage1>("GoogleMessage1Proto3", GoogleGenerators.GoogleMessage1Proto3),
        new DifferentialTarget<N2.GoogleMessage1, G2.GoogleMessage1>("GoogleMessage1Proto2", GoogleGenerators.GoogleMessage1Proto2),
        new DifferentialTarget<N2.GoogleMessage2, G2.GoogleMessage2>("GoogleMessage2", GoogleGenerators.GoogleMessage2),
    ];

    /// <summary>A divergence class: how many inputs showed it, and the shortest one.</summary>
    public sealed record Divergence(string Target, string Kind, int Count, byte[] Shortest);

    /// <summary>Runs <paramref name="inputs"/> inputs (or until <paramref name="duration"/> passes) from <paramref name="seed"/>;
    /// returns the inputs run and the divergences by target and kind.</summary>
    public static (long Inputs, IReadOnlyList<Divergence> Divergences) Run(RuntimeTypeModel model, ulong seed, long inputs, TimeSpan duration) =>
        Run(All, model, seed, inputs, duration);

    /// <summary>The same over other <paramref name="targets"/> (the protobuf-net ones: <see cref="ProtobufNet.ProtobufNetDifferential.All"/>).</summary>
    public static (long Inputs, IReadOnlyList<Divergence> Divergences) Run(IReadOnlyList<IDifferentialTarget> targets, RuntimeTypeModel model, ulong seed, long inputs, TimeSpan duration)
    {
        var random = new Random((int)seed ^ (int)(seed >> 32));
        var mutator = new Mutator(random);
        var valid = targets.Select(t => Enumerable.Range(1, 16).Select(i => t.Valid(seed * 1000 + (ulong)i)).ToArray()).ToArray();
        var found = new Dictionary<(string, string), (int Count, byte[] Shortest)>();
        var clock = System.Diagnostics.Stopwatch.StartNew();
        long run = 0;
        for (; run < inputs && clock.Elapsed < duration; run++)
        {
            var t = random.Next(targets.Count);
            var pool = valid[t];
            var input = random.Next(10) switch
            {
                0 => pool[random.Next(pool.Length)],
                1 => RandomBytes(random),
                _ => mutator.Mutate(pool[random.Next(pool.Length)], pool[random.Next(pool.Length)]).Bytes,
            };
            if (targets[t].Compare(model, input) is not { } found1)
                continue;
            var kind = System.Text.RegularExpressions.Regex.Replace(found1, @"-?\d+", "N"); // one class per message, not per value
            var key = (targets[t].Name, kind);
            found[key] = found.TryGetValue(key, out var seen)
                ? (seen.Count + 1, input.Length < seen.Shortest.Length ? input : seen.Shortest)
                : (1, input);
        }
        return (run, [.. found.Select(f => new Divergence(f.Key.Item1, f.Key.Item2, f.Value.Count,
            Minimize(targets.First(t => t.Name == f.Key.Item1), model, f.Value.Shortest, f.Key.Item2))).OrderBy(d => d.Target).ThenBy(d => d.Kind)]);
    }

    /// <summary>The shortest input found by deleting runs of bytes (halves down to single bytes) from
    /// <paramref name="input"/> while it still shows divergence <paramref name="kind"/>: the documented inputs.</summary>
    public static byte[] Minimize(IDifferentialTarget target, RuntimeTypeModel model, byte[] input, string kind)
    {
        bool Shows(byte[] candidate) =>
            target.Compare(model, candidate) is { } k && System.Text.RegularExpressions.Regex.Replace(k, @"-?\d+", "N") == kind;
        var best = input;
        for (var run = Math.Max(1, best.Length / 2); run >= 1; run /= 2)
        {
            for (var at = 0; at + run <= best.Length;)
            {
                var candidate = new byte[best.Length - run];
                best.AsSpan(0, at).CopyTo(candidate);
                best.AsSpan(at + run).CopyTo(candidate.AsSpan(at));
                if (Shows(candidate))
                    best = candidate;
                else
                    at++;
            }
        }
        return best;
    }

    private static byte[] RandomBytes(Random random)
    {
        var bytes = new byte[random.Next(1, 64)];
        random.NextBytes(bytes);
        return bytes;
    }
}
