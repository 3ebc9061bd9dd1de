using ProtoBuf.Internal;
using NanoModel = Nano.RuntimeTypeModel;

namespace ProtoBuf.Meta;

/// <summary>
/// protobuf-net's run-time model: types configured in code (<see cref="Add(Type, bool)"/>, the indexer,
/// <see cref="MetaType"/>), forwarded to Nano's fluent registration on <see cref="TypeModel.NanoModel"/>.
/// </summary>
public sealed class RuntimeTypeModel : TypeModel
{
    private RuntimeTypeModel(NanoModel model) : base(model)
    {
    }

    /// <summary>The model <see cref="Serializer"/> uses; it forwards to Nano's
    /// <see cref="Nano.RuntimeTypeModel.Default"/>, so Nano's own <c>Nano.Serializer</c> sees the same
    /// configuration.</summary>
    public static RuntimeTypeModel Default { get; } = new(NanoModel.Default);

    /// <summary>Creates an independent model.</summary>
    /// <param name="name">A name for diagnostics (not used by Nano).</param>
    /// <returns>A new, empty model.</returns>
    public static RuntimeTypeModel Create(string? name = null) => new(NanoModel.Create());

    /// <summary>The configuration of <paramref name="type"/>, registered with its attributes when first
    /// changed.</summary>
    /// <param name="type">The message type.</param>
    public MetaType this[Type type] => new(this, type ?? throw new ArgumentNullException(nameof(type)));

    /// <summary>Registers <paramref name="type"/>.</summary>
    /// <param name="type">The message type.</param>
    /// <param name="applyDefaultBehaviour">Start from the fields its attributes declare or, for a type without
    /// attributes that protobuf-net serializes through its constructor (a tuple, a <c>KeyValuePair</c>, a positional
    /// record), the fields 1, 2, … of its constructor's parameters.</param>
    /// <returns>Its configuration.</returns>
    /// <exception cref="InvalidOperationException">The model is frozen, or the type was already used.</exception>
    public MetaType Add(Type type, bool applyDefaultBehaviour = true)
    {
        NanoModel.AddLikeProtobufNet(type, applyDefaultBehaviour);
        return new MetaType(this, type);
    }

    /// <summary>Registers <paramref name="type"/> at a compatibility level (Nano reads the level from
    /// <see cref="CompatibilityLevelAttribute"/> only: any other level than
    /// <see cref="CompatibilityLevel.NotSpecified"/> is refused).</summary>
    /// <param name="type">The message type.</param>
    /// <param name="applyDefaultBehaviour">Start from the fields its attributes declare.</param>
    /// <param name="compatibilityLevel"><see cref="CompatibilityLevel.NotSpecified"/>.</param>
    /// <returns>Its configuration.</returns>
    public MetaType Add(Type type, bool applyDefaultBehaviour, CompatibilityLevel compatibilityLevel)
    {
        if (compatibilityLevel != CompatibilityLevel.NotSpecified)
            throw Errors.NotCarried(
                $"RuntimeTypeModel.Add({type?.FullName}, {applyDefaultBehaviour}, "
                + $"CompatibilityLevel.{compatibilityLevel})",
                "put [CompatibilityLevel(...)] on the type, a member or the assembly");
        return Add(type!, applyDefaultBehaviour);
    }

    /// <summary>Registers <typeparamref name="T"/>.</summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <param name="applyDefaultBehaviour">Start from the fields its attributes declare.</param>
    /// <param name="compatibilityLevel"><see cref="CompatibilityLevel.NotSpecified"/> (see
    /// <see cref="Add(Type, bool, CompatibilityLevel)"/>).</param>
    /// <returns>Its configuration.</returns>
    public MetaType Add<T>(bool applyDefaultBehaviour = true,
        CompatibilityLevel compatibilityLevel = CompatibilityLevel.NotSpecified) =>
        Add(typeof(T), applyDefaultBehaviour, compatibilityLevel);

    /// <summary>Builds and compiles every registered type's serializer now (model errors surface here); Nano's models
    /// stay in memory, so this model is returned.</summary>
    /// <returns>This model.</returns>
    public TypeModel Compile()
    {
        NanoModel.CompileAll();
        return this;
    }

    /// <summary>Builds and compiles every registered type's serializer now.</summary>
    public void CompileInPlace() => NanoModel.CompileAll();

    /// <summary>Builds every registered type's model and refuses further changes.</summary>
    public void Freeze() => NanoModel.Freeze();

    /// <summary>True once <see cref="Freeze"/> was called.</summary>
    public bool IsFrozen => NanoModel.IsFrozen;

    /// <summary>Types with contract attributes are added at first use, always, as protobuf-net's default does; setting
    /// false is refused.</summary>
    public bool AutoAddMissingTypes
    {
        get => true;
        set
        {
            if (!value)
                throw Errors.NotCarried("RuntimeTypeModel.AutoAddMissingTypes = false",
                    "Nano adds contract types at first use; call Freeze() to refuse later registrations");
        }
    }

    /// <summary>Serializers are compiled at first use, always; setting false is accepted and changes nothing that the
    /// bytes show.</summary>
    public bool AutoCompile { get; set; } = true;
}
