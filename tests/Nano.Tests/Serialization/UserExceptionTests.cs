using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>An exception thrown by the user's getter, setter or constructor reaches the caller as thrown, on both backends.</summary>
public class UserExceptionTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public sealed class UserException(string message) : Exception(message);

    [ProtoContract]
    public sealed class ThrowingGetter
    {
        [ProtoMember(1)] public int Value { get => throw new UserException("getter"); set { } }
    }

    [ProtoContract]
    public sealed class ThrowingSetter
    {
        [ProtoMember(1)] public int Value { get => 1; set => throw new UserException("setter"); }
    }

    [ProtoContract]
    public sealed class ThrowingConstructor
    {
        public ThrowingConstructor() => throw new UserException("constructor");

        [ProtoMember(1)] public int Value { get; set; }
    }

    [ProtoContract]
    public sealed record ThrowingRecord(int Value)
    {
        [ProtoMember(1)] public int Value { get; init; } = Value >= 0 ? Value : throw new UserException("record constructor");
    }

    [ProtoContract]
    public sealed class Parent
    {
        [ProtoMember(1)] public ThrowingSetter? Child { get; set; }
    }

    [Theory, MemberData(nameof(Backend))]
    public void AGetterExceptionIsNotWrapped(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("getter", Assert.Throws<UserException>(() => model.SerializeToArray(new ThrowingGetter())).Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void ASetterExceptionIsNotWrapped(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("setter", Assert.Throws<UserException>(() => model.Deserialize<ThrowingSetter>(Hex.Bytes("08 01"))).Message);
        Assert.Equal("setter", Assert.Throws<UserException>(() => model.Deserialize<Parent>(Hex.Bytes("0A 02 08 01"))).Message);
    }

    [Theory, MemberData(nameof(Backend))]
    public void AConstructorExceptionIsNotWrapped(SerializerBackend b)
    {
        var model = Backends.Model(b);
        Assert.Equal("constructor", Assert.Throws<UserException>(() => model.Deserialize<ThrowingConstructor>(Hex.Bytes("08 01"))).Message);
        // -1 as an int32 varint: the record's constructor refuses it.
        Assert.Equal("record constructor", Assert.Throws<UserException>(
            () => model.Deserialize<ThrowingRecord>(Hex.Bytes("08 FF FF FF FF FF FF FF FF FF 01"))).Message);
    }
}
