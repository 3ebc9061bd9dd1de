namespace Nano.ServerRig.Server;

/// <summary>The three servers the rig compares; each runs in a process of its own.</summary>
public enum Variant
{
    /// <summary>Nano, bytes members copied into arrays the message owns (<c>ProtoBody&lt;T&gt;</c>).</summary>
    NanoCopy,

    /// <summary>Nano pool mode (<c>PooledProtoBody&lt;T&gt;</c>) with <c>RecycleMessages</c>: request leaves in pooled
    /// slabs and the request's objects and list recycled, response leaves sliced from one pooled buffer per request;
    /// all returned when the request ends.</summary>
    NanoPool,

    /// <summary>Google.Protobuf generated classes, parsed from and written to the same request/response pipes.</summary>
    Google,
}

public static class Variants
{
    public static readonly Variant[] All = [Variant.NanoCopy, Variant.NanoPool, Variant.Google];

    public static string Name(Variant v) => v switch
    {
        Variant.NanoCopy => "nano-copy",
        Variant.NanoPool => "nano-pool",
        _ => "google",
    };

    public static Variant Parse(string name) =>
        All.FirstOrDefault(v => Name(v) == name) is var v && Name(v) == name ? v : throw new ArgumentException($"Unknown variant '{name}' (nano-copy, nano-pool, google).");
}
