using System.Reflection;

namespace Nano.ProtobufNetOracle.Tests.Support;

/// <summary>Each library's serialize and deserialize by runtime type (protobuf-net is the oracle).</summary>
public static class Libraries
{
    public static byte[] ProtobufNetWrite(object value)
    {
        var stream = new MemoryStream();
        ProtoBuf.Serializer.NonGeneric.Serialize(stream, value);
        return stream.ToArray();
    }

    public static object ProtobufNetRead(Type type, byte[] bytes) =>
        ProtoBuf.Serializer.NonGeneric.Deserialize(type, new MemoryStream(bytes));

    /// <summary>A fresh Nano model on the backend ("emit" or "interpreted").</summary>
    public static RuntimeTypeModel Nano(string backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend == "emit" ? SerializerBackend.Emit : SerializerBackend.Interpreted;
        return model;
    }

    /// <summary>The contract's root type: protobuf-net serializes a sub-type through its contract base (a plain base is not a root).</summary>
    public static Type RootOf(Type type)
    {
        while (type.BaseType is { } parent && parent.IsDefined(typeof(ProtoBuf.ProtoContractAttribute), inherit: false))
            type = parent;
        return type;
    }

    public static byte[] NanoWrite(RuntimeTypeModel model, object value) =>
        (byte[])Generic(nameof(RuntimeTypeModel.SerializeToArray), RootOf(value.GetType()), [RootOf(value.GetType())])
            .Invoke(model, [value])!;

    public static object NanoRead(RuntimeTypeModel model, Type type, byte[] bytes)
    {
        try
        {
            return Generic(nameof(RuntimeTypeModel.Deserialize), RootOf(type), [typeof(byte[])]).Invoke(model, [bytes])!;
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(e.InnerException);
            throw;
        }
    }

    private static MethodInfo Generic(string name, Type type, Type[] parameters)
    {
        foreach (var method in typeof(RuntimeTypeModel).GetMethods())
        {
            if (method.Name != name || !method.IsGenericMethodDefinition)
                continue;
            var closed = method.MakeGenericMethod(type);
            var declared = closed.GetParameters();
            if (declared.Length == parameters.Length && declared.Select(p => p.ParameterType).SequenceEqual(parameters.Select(p => p == RootOf(type) ? type : p)))
                return closed;
        }
        throw new MissingMethodException(name);
    }
}
