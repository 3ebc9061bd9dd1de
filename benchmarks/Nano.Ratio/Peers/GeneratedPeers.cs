using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Ratio.Harness;

namespace Nano.Ratio.Peers;

/// <summary>
/// The W1 and W2 contracts with serializers written by Nano's source generator at compile time ("nano-gen"). The
/// request and response types list their item types' serializers by reaching them; W2's immutable variant is built
/// through its constructor, as the model decides.
/// </summary>
[NanoSerializable(typeof(ForwardRequest))]
[NanoSerializable(typeof(ForwardResponse))]
[NanoSerializable(typeof(PocoList))]
[NanoSerializable(typeof(ImmutablePocoList))]
internal partial class WorkloadSerializers
{
}

/// <summary>The model of the "nano-gen" rows: the generated backend, checked to serve every type it times.</summary>
internal static class GeneratedModels
{
    /// <summary>The types whose generated serializers W1 runs.</summary>
    public static readonly Type[] W1Types =
        [typeof(ForwardRequest), typeof(ForwardPerItemRequest), typeof(ForwardResponse), typeof(ForwardPerItemResponse)];

    /// <summary>The types whose generated serializers W2's operations run, mutable and immutable.</summary>
    public static readonly Type[] W2Types =
        [typeof(PocoList), typeof(Poco), typeof(ImmutablePocoList), typeof(ImmutablePoco)];

    /// <summary>
    /// A model on <see cref="SerializerBackend.Generated"/> (which refuses a type without a matching generated
    /// serializer rather than falling back), after checking that each of <paramref name="types"/> is served by it.
    /// </summary>
    public static RuntimeTypeModel For(params Type[] types)
    {
        // A module initializer registers the serializers on .NET; .NET Framework (the Mono build) has no
        // ModuleInitializerAttribute, so the registration is called here on every runtime (it is idempotent).
        WorkloadSerializers.RegisterNanoSerializers();
        RuntimeTypeModel model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Generated;
        NanoModels.Expect(model, "generated");
        foreach (Type type in types)
        {
            SerializerBackend servedBy = model.GetBackend(type);
            Check.That(servedBy == SerializerBackend.Generated,
                $"{type.Name} is served by {servedBy}, expected Generated");
        }

        return model;
    }
}
