using System.Buffers;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Peers;

/// <summary>
/// W1's physical limit: the Serialize rows copy the encoded payload into the reused buffer writer (what any serializer
/// must at least do); the Deserialize rows copy it into a reused array of the same size (reading every byte once).
/// </summary>
internal sealed class MemcpyW1 : IWorkloadPeer
{
    public MemcpyW1()
    {
        byte[] requestBytes = W1Data.RequestBytes;
        byte[] responseBytes = W1Data.ResponseBytes;
        var writer = new ArrayBufferWriter<byte>(requestBytes.Length + 4096);
        byte[] requestCopy = new byte[requestBytes.Length];
        byte[] responseCopy = new byte[responseBytes.Length];
        Operations =
        [
            Ops.Serialize("Request Serialize", writer, () => Copy(writer, requestBytes), requestBytes),
            new("Request Deserialize", () => { requestBytes.AsSpan().CopyTo(requestCopy); return requestCopy.Length; },
                () => { requestCopy.AsSpan().Clear(); requestBytes.AsSpan().CopyTo(requestCopy); Check.SameBytes(requestBytes, requestCopy, "the copy"); }),
            Ops.Serialize("Response Serialize", writer, () => Copy(writer, responseBytes), responseBytes),
            new("Response Deserialize", () => { responseBytes.AsSpan().CopyTo(responseCopy); return responseCopy.Length; },
                () => { responseCopy.AsSpan().Clear(); responseBytes.AsSpan().CopyTo(responseCopy); Check.SameBytes(responseBytes, responseCopy, "the copy"); }),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }

    private static long Copy(ArrayBufferWriter<byte> writer, byte[] payload)
    {
        writer.ResetWrittenCount();
        payload.CopyTo(writer.GetSpan(payload.Length));
        writer.Advance(payload.Length);
        return writer.WrittenCount;
    }
}
