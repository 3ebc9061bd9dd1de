using Google.Protobuf.WellKnownTypes;

namespace Nano.Tests.Serialization;

// Apart from HostileInputTests.cs because tests/Nano.Tests.NoDynamicCode compiles Serialization/** without Google.Protobuf.
public partial class HostileInputTests
{
    /// <summary>What Google.Protobuf 3.36.2 does with the same strings (proto3 <c>StringValue</c>, field 1): it rejects
    /// them too, at every position, with an <see cref="Google.Protobuf.InvalidProtocolBufferException"/>.</summary>
    [Fact]
    public void GoogleProtobufRejectsTheSameStrings()
    {
        foreach (var bad in Invalid)
            for (var position = 0; position <= Ascii.Length; position++)
            {
                var input = Field(1, StringWith(bad, position));
                var e = Assert.Throws<Google.Protobuf.InvalidProtocolBufferException>(() => StringValue.Parser.ParseFrom(input));
                Assert.Equal("String is invalid UTF-8.", e.Message);
            }
    }
}
