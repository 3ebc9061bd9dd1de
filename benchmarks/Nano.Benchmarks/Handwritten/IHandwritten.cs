using System.Buffers;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Interop.Nano.Benchmarks.Proto3;

namespace Nano.Benchmarks.Handwritten;

/// <summary>
/// A serializer written as plain C#, the way a compile-time (source-generated) backend would write it: the ceiling
/// of such a backend for issue 21. It writes exactly the bytes Nano's emit backend writes for the same object and
/// reads them back to an equal object. A measurement prototype, not a backend: no model, no options.
/// </summary>
/// <typeparam name="T">The Nano code-first message type.</typeparam>
public interface IHandwritten<T>
{
    /// <summary>The encoded length of <paramref name="value"/> (as <c>Serializer.Measure</c>).</summary>
    long Measure(T value);

    /// <summary>Writes <paramref name="value"/> to <paramref name="output"/> in one pass (as <c>Serializer.Serialize</c>
    /// to an <see cref="IBufferWriter{T}"/>), committing exactly the message's bytes.</summary>
    void Serialize(IBufferWriter<byte> output, T value);

    /// <summary>Reads one message from <paramref name="data"/> (byte members receive copies, as
    /// <c>Serializer.Deserialize(ReadOnlySpan&lt;byte&gt;)</c> gives them).</summary>
    /// <exception cref="Nano.Wire.ProtoException">The data is not a valid message of this type.</exception>
    T Deserialize(ReadOnlySpan<byte> data);
}

/// <summary>The hand-written serializers of the benchmark workloads (W1, W2, W3), one instance each.</summary>
public static class Handwritten
{
    /// <summary>W1 request (nested lengths back-patched, as the emit backend writes them).</summary>
    public static IHandwritten<ForwardRequest> ForwardRequest { get; } = new ForwardRequestSerializer(NestedLength.BackPatch);

    /// <summary>W1 response (nested lengths back-patched).</summary>
    public static IHandwritten<ForwardResponse> ForwardResponse { get; } = new ForwardResponseSerializer(NestedLength.BackPatch);

    /// <summary>W1 request, each item measured before it is written (the other nested-length strategy).</summary>
    public static IHandwritten<ForwardRequest> ForwardRequestMeasured { get; } = new ForwardRequestSerializer(NestedLength.Measure);

    /// <summary>W1 response, each item measured before it is written.</summary>
    public static IHandwritten<ForwardResponse> ForwardResponseMeasured { get; } = new ForwardResponseSerializer(NestedLength.Measure);

    /// <summary>W2, the mutable Pocos.</summary>
    public static IHandwritten<PocoList> PocoList { get; } = new PocoListSerializer();

    /// <summary>W2, the immutable (constructor-built) Pocos.</summary>
    public static IHandwritten<ImmutablePocoList> ImmutablePocoList { get; } = new ImmutablePocoListSerializer();

    /// <summary>W3, <c>benchmarks.proto3.GoogleMessage1</c>.</summary>
    public static IHandwritten<GoogleMessage1> GoogleMessage1 { get; } = new GoogleMessage1Serializer();
}

/// <summary>How a nested message's length prefix is produced.</summary>
public enum NestedLength
{
    /// <summary>Reserve one byte, write the message, fill the prefix in (shifting the message when the length needs
    /// more bytes); measure first only when the writer cannot keep the prefix open. The emit backend's way.</summary>
    BackPatch,

    /// <summary>Measure the message, write its length, then the message (Google.Protobuf's way, without its cached sizes).</summary>
    Measure,
}
