using Google.Protobuf;
using Nano.Interop.Workloads;

namespace Nano.Benchmarks.Workloads;

/// <summary>W1 as Google.Protobuf generated objects.</summary>
public static partial class ForwardWorkload
{
    /// <summary>The request: 3,500 items, about 290.7 KB serialized. Every item owns its own buffers.</summary>
    public static ForwardRequest CreateGoogleRequest()
    {
        var request = new ForwardRequest
        {
            TraceId = TraceId,
            RequestContextInfo = ByteString.CopyFrom(RequestContextInfo()),
        };
        for (int i = 0; i < ItemCount; i++)
        {
            request.ItemRequests.Add(new ForwardPerItemRequest
            {
                ItemId = ByteString.CopyFrom(ItemId(i)),
                ItemContext = ByteString.CopyFrom(ItemContext()),
            });
        }

        return request;
    }

    /// <summary>The response: 3,500 items, about 143.5 KB serialized.</summary>
    public static ForwardResponse CreateGoogleResponse(long routeStartTimeInTicks)
    {
        var response = new ForwardResponse
        {
            RouteLatencyInUs = RouteLatencyInUs,
            RouteStartTimeInTicks = routeStartTimeInTicks,
        };
        for (int i = 0; i < ItemCount; i++)
        {
            response.ItemResponses.Add(new ForwardPerItemResponse
            {
                Result = Result,
                ExtraResult = ByteString.CopyFrom(ExtraResult()),
            });
        }

        return response;
    }
}
