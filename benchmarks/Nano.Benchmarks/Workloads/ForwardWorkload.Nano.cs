using Google.Protobuf;
using Nano.Benchmarks.Workloads.CodeFirst;
using G = Nano.Interop.Workloads;

namespace Nano.Benchmarks.Workloads
{
    /// <summary>W1 as Nano code-first objects (<see cref="CodeFirst"/>), built from the same values as the Google factory.</summary>
    public static partial class ForwardWorkload
    {
        /// <summary>The request: 3,500 items. Every item owns its own buffers, as in <see cref="CreateGoogleRequest"/>.</summary>
        public static ForwardRequest CreateNanoRequest()
        {
            var request = new ForwardRequest
            {
                TraceId = TraceId,
                RequestContextInfo = RequestContextInfo(),
                ItemRequests = new List<ForwardPerItemRequest>(ItemCount),
            };
            for (int i = 0; i < ItemCount; i++)
            {
                request.ItemRequests.Add(new ForwardPerItemRequest { ItemId = ItemId(i), ItemContext = ItemContext() });
            }

            return request;
        }

        /// <summary>The response: 3,500 items, as in <see cref="CreateGoogleResponse"/>.</summary>
        public static ForwardResponse CreateNanoResponse(long routeStartTimeInTicks)
        {
            var response = new ForwardResponse
            {
                RouteLatencyInUs = RouteLatencyInUs,
                RouteStartTimeInTicks = routeStartTimeInTicks,
                ItemResponses = new List<ForwardPerItemResponse>(ItemCount),
            };
            for (int i = 0; i < ItemCount; i++)
            {
                response.ItemResponses.Add(new ForwardPerItemResponse { Result = Result, ExtraResult = ExtraResult() });
            }

            return response;
        }

        /// <summary>
        /// Converts a Nano request to a Google.Protobuf one, so that a Nano object can be compared with the Google peer
        /// by Google's structural <c>Equals</c> (used by validation; never timed).
        /// </summary>
        public static G.ForwardRequest ToGoogle(ForwardRequest request)
        {
            var google = new G.ForwardRequest
            {
                TraceId = request.TraceId ?? string.Empty,
                RequestContextInfo = ByteString.CopyFrom(request.RequestContextInfo.Span),
            };
            foreach (ForwardPerItemRequest item in request.ItemRequests)
            {
                google.ItemRequests.Add(new G.ForwardPerItemRequest
                {
                    ItemId = ByteString.CopyFrom(item.ItemId.Span),
                    ItemContext = ByteString.CopyFrom(item.ItemContext.Span),
                });
            }

            return google;
        }

        /// <summary>Converts a Nano response to a Google.Protobuf one (see <see cref="ToGoogle(ForwardRequest)"/>).</summary>
        public static G.ForwardResponse ToGoogle(ForwardResponse response)
        {
            var google = new G.ForwardResponse
            {
                RouteLatencyInUs = response.RouteLatencyInUs,
                RouteStartTimeInTicks = response.RouteStartTimeInTicks,
            };
            foreach (ForwardPerItemResponse item in response.ItemResponses)
            {
                google.ItemResponses.Add(new G.ForwardPerItemResponse
                {
                    Result = item.Result,
                    ExtraResult = ByteString.CopyFrom(item.ExtraResult.Span),
                });
            }

            return google;
        }
    }
}

namespace Nano.Benchmarks.Workloads.CodeFirst
{
    // W1 as a performance-minded user writes it with Nano: plain mutable classes, ReadOnlyMemory<byte> for bytes
    // (so a reader may hand out slices instead of arrays), List<T> for repeated messages. Field numbers follow
    // tests/Nano.Interop/Protos/workloads/forward.proto.

    /// <summary><c>ForwardPerItemRequest { bytes itemId = 1; bytes itemContext = 2; }</c></summary>
    [ProtoContract]
    public sealed class ForwardPerItemRequest
    {
        [ProtoMember(1)] public ReadOnlyMemory<byte> ItemId { get; set; }
        [ProtoMember(2)] public ReadOnlyMemory<byte> ItemContext { get; set; }
    }

    /// <summary><c>ForwardRequest { string traceId = 1; repeated ForwardPerItemRequest itemRequests = 2; bytes requestContextInfo = 3; }</c></summary>
    [ProtoContract]
    public sealed class ForwardRequest
    {
        [ProtoMember(1)] public string? TraceId { get; set; }
        [ProtoMember(2)] public List<ForwardPerItemRequest> ItemRequests { get; set; } = [];
        [ProtoMember(3)] public ReadOnlyMemory<byte> RequestContextInfo { get; set; }
    }

    /// <summary><c>ForwardPerItemResponse { float result = 1; bytes extraResult = 2; }</c></summary>
    [ProtoContract]
    public sealed class ForwardPerItemResponse
    {
        [ProtoMember(1)] public float Result { get; set; }
        [ProtoMember(2)] public ReadOnlyMemory<byte> ExtraResult { get; set; }
    }

    /// <summary><c>ForwardResponse { repeated ForwardPerItemResponse itemResponses = 1; int64 routeLatencyInUs = 2; int64 routeStartTimeInTicks = 3; }</c></summary>
    [ProtoContract]
    public sealed class ForwardResponse
    {
        [ProtoMember(1)] public List<ForwardPerItemResponse> ItemResponses { get; set; } = [];
        [ProtoMember(2)] public long RouteLatencyInUs { get; set; }
        [ProtoMember(3)] public long RouteStartTimeInTicks { get; set; }
    }
}
