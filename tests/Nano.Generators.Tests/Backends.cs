using Nano.Serialization;
using Nano.Wire;

namespace Nano.Generators.Tests;

/// <summary>One model per backend, each new (so no test sees another's registrations).</summary>
internal static class Backends
{
    public static RuntimeTypeModel Generated() => Model(SerializerBackend.Generated);

    public static RuntimeTypeModel Emit() => Model(SerializerBackend.Emit);

    public static RuntimeTypeModel Interpreted() => Model(SerializerBackend.Interpreted);

    private static RuntimeTypeModel Model(SerializerBackend backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        return model;
    }

    /// <summary>The bytes each backend writes for <paramref name="value"/>: asserts they are identical, returns them.</summary>
    public static byte[] SameBytes<T>(T value)
    {
        var generated = Generated().SerializeToArray(value);
        Assert.Equal(Emit().SerializeToArray(value), generated);
        Assert.Equal(Interpreted().SerializeToArray(value), generated);
        return generated;
    }

    /// <summary>Reads <paramref name="data"/> on each backend and asserts that the three objects write the same bytes
    /// (emit's reading is the reference); returns the generated backend's object.</summary>
    public static T SameRead<T>(byte[] data)
    {
        var emit = Emit();
        var generated = Generated().Deserialize<T>(data);
        var expected = emit.SerializeToArray(emit.Deserialize<T>(data));
        Assert.Equal(expected, emit.SerializeToArray(generated));
        Assert.Equal(expected, emit.SerializeToArray(Interpreted().Deserialize<T>(data)));
        return generated;
    }

    /// <summary>Asserts that writing <paramref name="value"/> fails alike on the three backends.</summary>
    public static void SameError<T>(T value)
    {
        var expected = Assert.ThrowsAny<Exception>(() => Emit().SerializeToArray(value));
        var interpreted = Assert.ThrowsAny<Exception>(() => Interpreted().SerializeToArray(value));
        var generated = Assert.ThrowsAny<Exception>(() => Generated().SerializeToArray(value));
        Assert.Equal(expected.GetType(), generated.GetType());
        Assert.Equal(expected.Message, generated.Message);
        Assert.Equal(interpreted.Message, generated.Message);
    }

    /// <summary>Asserts that reading <paramref name="data"/> fails alike on the generated and emit backends.</summary>
    public static void SameReadError<T>(byte[] data)
    {
        var expected = Assert.ThrowsAny<Exception>(() => Emit().Deserialize<T>(data));
        var generated = Assert.ThrowsAny<Exception>(() => Generated().Deserialize<T>(data));
        Assert.Equal(expected.GetType(), generated.GetType());
        Assert.Equal(expected.Message, generated.Message);
        Assert.Equal((expected as ProtoException)?.MessageType, (generated as ProtoException)?.MessageType);
    }
}
