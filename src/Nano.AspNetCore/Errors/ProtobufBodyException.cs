using Microsoft.AspNetCore.Http;

namespace Nano.AspNetCore;

/// <summary>
/// A request body Nano could not bind: malformed (400), over the request body size limit (413), or not protobuf (415).
/// The middleware added by <see cref="NanoProtobufServiceCollectionExtensions.AddNanoProtobuf"/> turns it into a
/// problem-details response with that status; without it, Kestrel answers with the status code alone.
/// </summary>
public sealed class ProtobufBodyException : BadHttpRequestException
{
    /// <summary>Creates the exception.</summary>
    /// <param name="statusCode">The HTTP status code of the response.</param>
    /// <param name="title">A short, fixed summary of the problem.</param>
    /// <param name="detail">What was wrong with this request.</param>
    /// <param name="inner">The exception that caused it, if any.</param>
    public ProtobufBodyException(int statusCode, string title, string detail, Exception? inner = null)
        : base(detail, statusCode, inner!) // a null inner exception is what the two-argument constructor passes too
    {
        Title = title;
    }

    /// <summary>A short, fixed summary of the problem (the problem-details title).</summary>
    public string Title { get; }
}
