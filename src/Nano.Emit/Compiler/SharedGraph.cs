namespace Nano.Emit.Compiler;

/// <summary>
/// The holders one compilation created for one requested type (the type and what it reached that the model had not
/// compiled yet), by type. Models whose <see cref="ShapeKey"/> for that type is equal adopt them all.
/// </summary>
internal sealed class SharedGraph
{
    public readonly Dictionary<Type, MessageDelegates> Holders = [];

    /// <summary>The model each holder was built from (to compute the keys when publishing; cleared then).</summary>
    public readonly Dictionary<Type, MessageModel> Models = [];

    /// <summary>The type the graph was built for.</summary>
    public Type? Requested;

    /// <summary>True when its code went to the tiered assembly (models that asked for collectible code never share
    /// it).</summary>
    public bool Tiered;
}
