using System.Buffers;
using Google.Protobuf;

namespace Nano.Benchmarks.Infrastructure;

/// <summary>
/// Nano's backends as benchmark peers: one <see cref="RuntimeTypeModel"/> per backend, with the backend forced, so
/// each row measures exactly one backend. Emit rows exist only where the emit backend is present: until
/// <c>Nano.Emit.EmitBackend</c> lands, <see cref="BenchmarkConfig"/> filters every <c>*_Nano_Emit</c> method out of the
/// run (with a console note) and <see cref="CreateEmit"/> returns null.
/// </summary>
public static class NanoBackends
{
    /// <summary>The emit backend's type, as Nano.Core locates it.</summary>
    public const string EmitBackendTypeName = "Nano.Emit.EmitBackend, Nano.Emit";

    /// <summary>The suffix of every benchmark method that measures the emit backend.</summary>
    public const string EmitMethodSuffix = "_Nano_Emit";

    /// <summary>True when the emit backend is present in this build (and this process may run dynamic code).</summary>
    public static bool EmitAvailable { get; } =
        System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported
        && Type.GetType(EmitBackendTypeName, throwOnError: false) is not null;

    /// <summary>The console note printed when the emit rows are left out.</summary>
    public static string EmitMissingNote =>
        $"NOTE: the Nano emit backend ({EmitBackendTypeName}) is not in this build: every *{EmitMethodSuffix} benchmark is skipped. " +
        "Only Nano_Interpreted rows are measured.";

    /// <summary>A model whose serializers all come from the interpreted backend.</summary>
    public static RuntimeTypeModel CreateInterpreted() => RuntimeTypeModel.Create().WithBackend(SerializerBackend.Interpreted);

    /// <summary>A model whose serializers all come from the emit backend; null when it is not available.</summary>
    public static RuntimeTypeModel? CreateEmit() => EmitAvailable ? RuntimeTypeModel.Create().WithBackend(SerializerBackend.Emit) : null;

    /// <summary>
    /// The backend that actually serves <paramref name="type"/> on <paramref name="model"/>. A backend may hand a type it
    /// does not compile back to the interpreted backend (the emit backend does so for constructor-built and
    /// inheritance types); <see cref="RuntimeTypeModel.GetBackend(Type)"/> says so.
    /// </summary>
    public static string OriginOf(RuntimeTypeModel model, Type type) =>
        model.GetBackend(type) == SerializerBackend.Emit ? "emit" : "interpreted";

    /// <summary>
    /// Prints a note for every message type of a row set that the named backend hands back to another one, so that a
    /// row named after the emit backend is never silently measuring interpreted code. Returns the types' origins.
    /// </summary>
    public static string Origins(string peer, RuntimeTypeModel model, string expectedBackend, params Type[] messageTypes)
    {
        var origins = new List<string>();
        foreach (Type type in messageTypes)
        {
            string origin = OriginOf(model, type);
            origins.Add($"{type.Name}={origin}");
            if (origin != expectedBackend)
            {
                Console.WriteLine($"// NOTE: {peer}: {type.Name} is served by the '{origin}' backend: the '{expectedBackend}' backend hands this type back.");
            }
        }

        return string.Join(", ", origins);
    }

    private static RuntimeTypeModel WithBackend(this RuntimeTypeModel model, SerializerBackend backend)
    {
        model.Backend = backend;
        return model;
    }

    /// <summary>
    /// Validates one Nano row set (one backend) of a workload before it is timed, and throws on any mismatch:
    /// <list type="bullet">
    /// <item>the model really uses the backend the rows are named after;</item>
    /// <item><c>Measure</c> equals the length <c>Serialize</c> writes, and <c>SerializeToArray</c> writes the same bytes;</item>
    /// <item>Nano's bytes are identical to Google.Protobuf's (these workloads are canonical: fields in number order,
    /// no packed fields, no unknown fields), and Google.Protobuf parses them into a message equal to the Google peer's;</item>
    /// <item>the source object and every deserialized object (each read benchmark's own result) equal the Google peer's
    /// message, compared structurally through <paramref name="toGoogle"/>.</item>
    /// </list>
    /// </summary>
    public static void ValidatePeer<T, TGoogle>(
        string peer,
        RuntimeTypeModel model,
        string expectedBackend,
        T source,
        TGoogle google,
        byte[] googlePayload,
        MessageParser<TGoogle> parser,
        Func<T, TGoogle> toGoogle,
        Func<long>? measure,
        Func<int> serialize,
        ArrayBufferWriter<byte> writer,
        params (string What, Func<T> Read)[] reads)
        where TGoogle : IMessage<TGoogle>
    {
        Validate.That(model.ResolvedBackendName == expectedBackend, peer, $"the model resolves to the '{expectedBackend}' backend, not '{model.ResolvedBackendName}'");
        Validate.That(toGoogle(source).Equals(google), peer, "the Nano source object holds the same values as the Google peer's");

        int written = serialize();
        byte[] bytes = writer.WrittenSpan.ToArray();
        Validate.That(written == bytes.Length, peer, "Serialize returns the written length");
        long measured = measure?.Invoke() ?? model.Measure(source);
        Validate.That(measured == written, peer, $"Measure ({measured}) equals the written length ({written})");
        Validate.SameBytes(model.SerializeToArray(source), bytes, peer, "SerializeToArray equals Serialize(IBufferWriter)");
        Validate.SameBytes(googlePayload, bytes, peer, "Serialize output equals Google.Protobuf's bytes");
        Validate.That(parser.ParseFrom(bytes).Equals(google), peer, "Google.Protobuf parses Nano's bytes into a message equal to its own");
        Validate.That(toGoogle(model.Deserialize<T>(bytes)).Equals(google), peer, "Nano's bytes round-trip through Nano to an equal object");
        Validate.That(toGoogle(model.Deserialize<T>(Segments.Split(bytes))).Equals(google), peer, "Nano's bytes, split into segments, round-trip to an equal object");
        foreach ((string what, Func<T> read) in reads)
        {
            Validate.That(toGoogle(read()).Equals(google), peer, $"{what} equals the source");
        }
    }
}
