using System.Buffers;
using System.IO.Pipelines;
using Nano.Wire;

namespace Nano.Fuzz.Afl;

/// <summary>
/// What one AFL++ input is read as. The first byte picks the message type among <see cref="Targets.All"/> (the
/// conformance-style types, maps, oneofs, proto2 groups, packed fields); the rest is the payload. Rejections are
/// <see cref="ProtoException"/> (with <see cref="MessageTooLargeException"/>, one of them) or the documented
/// <see cref="InvalidOperationException"/>; anything else escapes, and SharpFuzz reports it to AFL++ as a crash.
/// </summary>
public static class AflTargets
{
    /// <summary>The target names fuzz/afl.sh accepts.</summary>
    public static readonly string[] Names = ["interpreted", "emit", "items", "pipe"];

    private static readonly RuntimeTypeModel Interpreted = Model(SerializerBackend.Interpreted);
    private static readonly Lazy<RuntimeTypeModel> Emit = new(() => Model(SerializerBackend.Emit));

    private static RuntimeTypeModel Model(SerializerBackend backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        return model;
    }

    /// <summary>The action for target <paramref name="name"/>, or null for an unknown name.</summary>
    public static Action<byte[]>? For(string name) => name switch
    {
        "interpreted" => input => Message(Interpreted, input),
        "emit" => input => Message(Emit.Value, input),
        "items" => input => Items(Interpreted, input),
        "pipe" => input => PipeItems(Interpreted, input),
        _ => null,
    };

    private static IFuzzTarget Pick(byte[] input) => Targets.All[input.Length == 0 ? 0 : input[0] % Targets.All.Count];

    private static byte[] Payload(byte[] input) => input.Length == 0 ? input : input[1..];

    /// <summary>Deserialize as a span and as a multi-segment sequence; what is accepted must re-read to the same bytes.</summary>
    private static void Message(RuntimeTypeModel model, byte[] input)
    {
        var target = Pick(input);
        var payload = Payload(input);
        Tolerating(() =>
        {
            var whole = target.Read(model, payload, segmented: false);
            var split = target.Read(model, payload, segmented: true);
            if (whole.Accepted != split.Accepted)
                throw new FuzzFinding($"{target.Name}: span {(whole.Accepted ? "accepts" : "rejects")}, sequence does not");
            if (whole.Accepted)
            {
                var again = target.Read(model, whole.Rewritten!, segmented: false);
                if (!again.Accepted || !again.Rewritten!.AsSpan().SequenceEqual(whole.Rewritten))
                    throw new FuzzFinding($"{target.Name}: the re-written bytes do not read back to themselves");
            }
        });
    }

    /// <summary>DeserializeItems over a stream of the payload (delimited messages of the picked type).</summary>
    private static void Items(RuntimeTypeModel model, byte[] input)
    {
        var target = Pick(input);
        Tolerating(() => target.ReadItems(model, new MemoryStream(Payload(input))));
    }

    /// <summary>DeserializeItemsAsync over a pipe fed the payload in 7-byte segments.</summary>
    private static void PipeItems(RuntimeTypeModel model, byte[] input)
    {
        var target = Pick(input);
        var payload = Payload(input);
        Tolerating(() =>
        {
            var pipe = new Pipe();
            for (var i = 0; i < payload.Length; i += 7)
            {
                pipe.Writer.Write(payload.AsSpan(i, Math.Min(7, payload.Length - i)));
                pipe.Writer.FlushAsync().AsTask().GetAwaiter().GetResult();
            }
            pipe.Writer.Complete();
            target.ReadItemsAsync(model, pipe.Reader).AsTask().GetAwaiter().GetResult();
        });
    }

    private static void Tolerating(Action read)
    {
        try
        {
            read();
        }
        catch (ProtoException)
        {
        }
        catch (InvalidOperationException)
        {
            // Documented: a model problem surfaced by an input (e.g. a null message in a map); never a crash.
        }
    }
}

/// <summary>An invariant the fuzz target checks was broken (a finding, not a rejection).</summary>
public sealed class FuzzFinding(string message) : Exception(message);
