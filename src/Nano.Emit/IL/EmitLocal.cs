namespace Nano.Emit.IL;

/// <summary>A local variable declared through <see cref="VerifyingEmitter.DeclareLocal"/>.</summary>
internal sealed class EmitLocal(VerifyingEmitter owner, LocalBuilder builder, string? name)
{
    internal VerifyingEmitter Owner { get; } = owner;
    internal LocalBuilder Builder { get; } = builder;

    /// <summary>The stack slot a load of this local pushes.</summary>
    internal StackItem Item { get; } = StackItem.Of(builder.LocalType);

    /// <summary>The type of the local's address (made once: <see cref="Type.MakeByRefType"/> is a runtime
    /// lookup).</summary>
    internal Type ByRefType => _byRefType ??= Builder.LocalType.MakeByRefType();

    private Type? _byRefType;

    /// <summary>The declared type of the local.</summary>
    public Type Type => Builder.LocalType;

    /// <summary>The slot number in the method's local signature.</summary>
    public int Index => Builder.LocalIndex;

    /// <summary>Optional name, used only in diagnostics.</summary>
    public string? Name { get; } = name;

    /// <inheritdoc />
    public override string ToString() => $"V_{Index}{(Name is null ? "" : " '" + Name + "'")} ({TypeNames.Of(Type)})";
}
