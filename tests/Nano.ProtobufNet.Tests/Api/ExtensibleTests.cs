using ProtobufNetApi.Tests.Support;
using PbnetApp;
using ProtoBuf;

namespace ProtobufNetApi.Tests.Api;

/// <summary><see cref="Extensible"/>: fields an older contract does not know survive a round trip, as with protobuf-net.</summary>
public class ExtensibleTests
{
    [Theory]
    [MemberData(nameof(Oracle.Backends), MemberType = typeof(Oracle))]
    public void Unknown_fields_are_kept_and_written_back(string backend)
    {
        var newer = Oracle.ProtobufNetWrite(new ExtensibleV2 { Id = 3, Added = "new", More = [1, 2] });
        var model = Oracle.Model(backend);
        var old = model.Deserialize<ExtensibleV1>(new MemoryStream(newer));
        Assert.Equal(3, old.Id);
        // The expected bytes are protobuf-net's, of the newer contract. (protobuf-net itself cannot be run on ExtensibleV1:
        // it recognises its own IExtensible by type, not by name, so it drops the unknown fields of this contract.)
        Assert.Equal(newer, Oracle.Write(model, old));
    }

    [Fact]
    public void The_extension_object_exposes_the_unknown_bytes()
    {
        var newer = Oracle.ProtobufNetWrite(new ExtensibleV2 { Id = 1, Added = "x" });
        var old = Serializer.Deserialize<ExtensibleV1>(new ReadOnlySpan<byte>(newer));
        var extension = ((IExtensible)old).GetExtensionObject(createIfMissing: false);
        Assert.NotNull(extension);
        Assert.Equal(3, extension!.GetLength()); // field 2: tag, length, 'x'
        var query = extension.BeginQuery();
        Assert.Equal(newer.AsSpan(newer.Length - 3).ToArray(), ((MemoryStream)query).ToArray());
        extension.EndQuery(query);
        Assert.Null(((IExtensible)new ExtensibleV1()).GetExtensionObject(createIfMissing: false));
    }
}
