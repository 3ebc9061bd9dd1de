using System.Net.Http.Headers;
using Nano.AspNetCore;

namespace Nano.Samples.MinimalApi;

/// <summary>
/// A typed HttpClient (registered with <c>AddHttpClient&lt;OrdersClient&gt;</c>) that speaks protobuf: requests are
/// encoded with <see cref="Serializer"/>, responses read back from the response stream.
/// </summary>
public sealed class OrdersClient(HttpClient http)
{
    public async Task<Receipt> PlaceAsync(Order order, CancellationToken cancellationToken = default)
    {
        using var response = await PostAsync("/orders", Serializer.SerializeToArray(order), cancellationToken);
        return await Serializer.DeserializeAsync<Receipt>(await response.Content.ReadAsStreamAsync(cancellationToken), cancellationToken);
    }

    public async Task<UploadReceipt> UploadAsync(Upload upload, CancellationToken cancellationToken = default)
    {
        using var response = await PostAsync("/uploads", Serializer.SerializeToArray(upload), cancellationToken);
        return await Serializer.DeserializeAsync<UploadReceipt>(await response.Content.ReadAsStreamAsync(cancellationToken), cancellationToken);
    }

    /// <summary>Posts bytes that are not a valid order, to show what a client gets back (400 problem details).</summary>
    public async Task<(int Status, string Body)> PostMalformedAsync(CancellationToken cancellationToken = default)
    {
        using var response = await http.PostAsync("/orders", Protobuf([0x0A, 0x05, 0x41]), cancellationToken); // a 5-byte string with 1 byte
        return ((int)response.StatusCode, await response.Content.ReadAsStringAsync(cancellationToken));
    }

    private async Task<HttpResponseMessage> PostAsync(string path, byte[] body, CancellationToken cancellationToken)
    {
        var response = await http.PostAsync(path, Protobuf(body), cancellationToken);
        response.EnsureSuccessStatusCode();
        return response;
    }

    private static ByteArrayContent Protobuf(byte[] bytes)
    {
        var content = new ByteArrayContent(bytes);
        content.Headers.ContentType = new MediaTypeHeaderValue(ProtobufMediaTypes.XProtobuf);
        return content;
    }
}
