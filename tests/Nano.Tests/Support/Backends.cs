#if NETFRAMEWORK
extern alias NanoCore;
#endif

namespace Nano.Tests.Support;

/// <summary>Every test that serializes runs once per backend, so the emit backend is held to the interpreted one's semantics.</summary>
public static class Backends
{
    /// <summary>Whether this process runs dynamic code, as Nano sees it (RuntimeFeature's answer).</summary>
    public static bool DynamicCode =>
#if NETFRAMEWORK
        // mscorlib's RuntimeFeature lacks the member, and Nano.Core's stand-in (seen through InternalsVisibleTo) shares
        // its name: the alias names Nano's.
        NanoCore::System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported;
#else
        System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported;
#endif

    /// <summary>True when Nano.Emit is present and this process can run dynamic code.</summary>
    public static bool EmitAvailable => DynamicCode && Type.GetType("Nano.Emit.EmitBackend, Nano.Emit") is not null;

    /// <summary>The backends this process can run.</summary>
    public static IReadOnlyList<SerializerBackend> List =>
        EmitAvailable ? [SerializerBackend.Interpreted, SerializerBackend.Emit] : [SerializerBackend.Interpreted];

    public static TheoryData<SerializerBackend> All => new(List);

    /// <summary>A fresh model on the given backend.</summary>
    public static RuntimeTypeModel Model(SerializerBackend backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        return model;
    }
}
