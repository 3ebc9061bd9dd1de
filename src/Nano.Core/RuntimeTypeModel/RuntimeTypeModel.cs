using System.Collections.Concurrent;

namespace Nano;

/// <summary>
/// The set of message types Nano knows and how they are serialized. Types marked
/// <see cref="ProtoContractAttribute"/> are discovered at first use; others are registered with
/// <see cref="Add{T}(bool)"/>. Models are built lazily and thread-safely, once per type.
/// Use <see cref="Default"/> (what the static <see cref="Serializer"/> uses) or your own from <see cref="Create"/>.
/// </summary>
public sealed partial class RuntimeTypeModel
{
    private readonly object _sync = new();
    // A registration is dropped (its value set to null, the key kept for Freeze and CompileAll) once its type's model
    // is built: it can no longer change (EnsureMutable) and the builder reads models first. Saves about 1.3 KB per
    // type.
    private readonly Dictionary<Type, TypeRegistration?> _registrations = [];
    private readonly ConcurrentDictionary<Type, MessageModel> _models = new();
    private readonly ConcurrentDictionary<Type, object> _serializers = new();
    private object?[] _serializerSlots = [];
    private SerializerBackend _backend;
    private int _maxDepth = 100;
    private bool _aliasInputMemory;
    private bool _frozen;
    private bool _serializersCreated;

    private RuntimeTypeModel() { } // instances come from Create (or Default)

    /// <summary>The model used by the static <see cref="Serializer"/> methods.</summary>
    public static RuntimeTypeModel Default { get; } = new();

    /// <summary>Creates an independent model.</summary>
    /// <returns>A new, empty model.</returns>
    public static RuntimeTypeModel Create() => new();

    /// <summary>This model's serializers by <see cref="SerializerCache{T}.Index"/>: held by the model, not by a static,
    /// so that the model and everything it created are collected once the model is unreachable.</summary>
    internal object?[] SerializerSlots => _serializerSlots;

    /// <summary>True once <see cref="Freeze"/> has been called: no more registrations are accepted.</summary>
    public bool IsFrozen => Volatile.Read(ref _frozen);

    /// <summary>
    /// Which backend creates serializers. Settable until the first serializer is created.
    /// </summary>
    /// <exception cref="InvalidOperationException">Set after serializers were created, or after
    /// <see cref="Freeze"/>.</exception>
    public SerializerBackend Backend
    {
        get => _backend;
        set => SetSetting(ref _backend, value);
    }

    /// <summary>
    /// How deeply messages may nest, for reading (deeper input fails with a <see cref="Wire.ProtoException"/>) and for
    /// writing (deeper object graphs, such as cycles, fail with <see cref="InvalidOperationException"/>). Default 100,
    /// as in Google.Protobuf; at most <see cref="Wire.WireFormat.MaxDepthLimit"/>. Beyond depth 64, reading and writing
    /// also check that the thread has stack left, so nesting deeper than the stack allows fails the same way instead of
    /// crashing the process. Settable until the model is frozen or creates its first serializer.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is below 1 or above
    /// <see cref="Wire.WireFormat.MaxDepthLimit"/>.</exception>
    /// <exception cref="InvalidOperationException">Set after serializers were created, or after
    /// <see cref="Freeze"/>.</exception>
    public int MaxDepth
    {
        get => _maxDepth;
        set
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(value, 1);
            ArgumentOutOfRangeException.ThrowIfGreaterThan(value, Wire.WireFormat.MaxDepthLimit);
            SetSetting(ref _maxDepth, value);
        }
    }

    /// <summary>
    /// When true, <see cref="ReadOnlyMemory{T}"/> byte members read from a <see cref="ReadOnlyMemory{T}"/>,
    /// <c>byte[]</c> or <see cref="System.Buffers.ReadOnlySequence{T}"/> input point into that input instead of copies:
    /// faster, but the input must then stay unchanged for as long as the objects are used. Default false (copies).
    /// Input read from a <see cref="Stream"/> is never aliased. Settable until the model is frozen or creates its first
    /// serializer.
    /// </summary>
    /// <exception cref="InvalidOperationException">Set after serializers were created, or after
    /// <see cref="Freeze"/>.</exception>
    public bool AliasInputMemory
    {
        get => _aliasInputMemory;
        set => SetSetting(ref _aliasInputMemory, value);
    }

    /// <summary>
    /// Where the emit backend puts the code it compiles for this model. False (the default): static methods in one
    /// process-wide dynamic assembly, which the runtime tiers and optimizes from its own profile (Dynamic PGO) like
    /// any other code; that code stays loaded for the life of the process, and models that describe a type the same
    /// way share it. True: <c>DynamicMethod</c>s, which are collected with the model
    /// once it is unreachable but are compiled once, without profile-guided optimization (slower: measured in
    /// benchmarks/RESULTS.md). Choose true for models created and dropped in large numbers with types that differ
    /// from model to model. Types loaded in a collectible <c>AssemblyLoadContext</c> always get DynamicMethods (a
    /// process-wide assembly cannot refer to them). No effect on the interpreted backend. Settable until the model is
    /// frozen or creates its first serializer.
    /// </summary>
    /// <exception cref="InvalidOperationException">Set after serializers were created, or after
    /// <see cref="Freeze"/>.</exception>
    public bool CollectibleCode
    {
        get => _collectibleCode;
        set => SetSetting(ref _collectibleCode, value);
    }

    private bool _collectibleCode;

    /// <summary>
    /// How the dictionaries this model creates for map fields read from the wire hash their keys.
    /// <see cref="Nano.MapKeyHashing.CollisionResistant"/> (the default) gives each dictionary of integer keys a
    /// comparer of its own that hashes as the default one until a bucket passes 16 keys during the read, then switches
    /// to a hash keyed by a random per-process seed, so that a sender cannot make every key of a map share one bucket
    /// (hash flooding: a 40,000-entry map of crafted <c>long</c> keys read hundreds of times slower than an ordinary
    /// one). <see cref="Nano.MapKeyHashing.Default"/> uses .NET's default comparer with no such watch: choose it only
    /// for input you trust (your own files, a peer you control; docs/hostile-input.md says what it saves). It applies
    /// to every map the model reads, on both backends; a dictionary the user created with a comparer of their own keeps
    /// it either way. Hash sets of integers read from repeated fields (<c>HashSet&lt;T&gt;</c>,
    /// <c>ImmutableHashSet&lt;T&gt;</c>) take the keyed hash from the start under
    /// <see cref="Nano.MapKeyHashing.CollisionResistant"/>, and .NET's default comparer under
    /// <see cref="Nano.MapKeyHashing.Default"/>. Settable until the model is frozen, creates its first serializer or
    /// describes its first type (<see cref="GetModel"/>, a schema): the type descriptions record it.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not a <see cref="Nano.MapKeyHashing"/>
    /// member.</exception>
    /// <exception cref="InvalidOperationException">Set after serializers were created, after <see cref="Freeze"/>, or
    /// after the model described a type.</exception>
    public MapKeyHashing MapKeyHashing
    {
        get => _mapKeyHashing;
        set
        {
            if (value is not (MapKeyHashing.CollisionResistant or MapKeyHashing.Default))
                throw new ArgumentOutOfRangeException(nameof(value), value,
                    $"{nameof(MapKeyHashing)} must be {nameof(Nano.MapKeyHashing.CollisionResistant)} or "
                        + $"{nameof(Nano.MapKeyHashing.Default)}.");
            SetSetting(ref _mapKeyHashing, value, beforeFirstModel: true);
        }
    }

    private MapKeyHashing _mapKeyHashing;

    // Settings apply to every serializer of the model alike: once one has been created (or the model frozen), they
    // stay. A setting the type descriptions record (beforeFirstModel) also stays once the model has described a type.
    private void SetSetting<T>(ref T field, T value, [CallerMemberName] string setting = "",
        bool beforeFirstModel = false)
    {
        lock (_sync)
        {
            if (_serializersCreated || _frozen)
                throw new InvalidOperationException($"{setting} must be set before the model is frozen or creates its "
                    + "first serializer.");
            if (beforeFirstModel && !_models.IsEmpty)
                throw new InvalidOperationException($"{setting} must be set before the model describes its first type "
                    + "(a serializer, GetModel or a schema).");
            field = value;
        }
    }

    /// <summary>Registers a type, to declare its fields fluently.</summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <param name="applyAttributes">Start from the fields its attributes declare (when it has any).</param>
    /// <returns>The registration, for adding fields.</returns>
    /// <exception cref="InvalidOperationException">The model is frozen, or the type's model was already
    /// built.</exception>
    public MessageRegistration<T> Add<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>(
        bool applyAttributes = true) => new(this, Register(typeof(T), applyAttributes));

    /// <summary>Registers a type, to declare its fields fluently.</summary>
    /// <param name="type">The message type.</param>
    /// <param name="applyAttributes">Start from the fields its attributes declare (when it has any).</param>
    /// <returns>The registration, for adding fields.</returns>
    /// <exception cref="InvalidOperationException">The model is frozen, or the type's model was already
    /// built.</exception>
    public MessageRegistration Add([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type,
        bool applyAttributes = true) => new(this, Register(type, applyAttributes));

    /// <summary>True when <paramref name="type"/> is registered or carries
    /// <see cref="ProtoContractAttribute"/>.</summary>
    /// <param name="type">The type to check.</param>
    /// <returns>Whether the type can be a message of this model (its model may still fail to build).</returns>
    public bool IsContract(Type type)
    {
        lock (_sync)
            return _models.ContainsKey(type) || RegistrationOf(type) is not null;
    }

    /// <summary>
    /// Builds the models of every registered type (and everything they reach), then refuses further
    /// registrations. Model errors surface here instead of at first use.
    /// </summary>
    /// <exception cref="ProtoModelException">A type cannot be described.</exception>
    public void Freeze()
    {
        BuildRegistered();
        lock (_sync)
            _frozen = true;
    }

    /// <summary>Builds the model of every registered type (a copy of the keys: building registers the types it
    /// reaches).</summary>
    private void BuildRegistered()
    {
        List<Type> types;
        lock (_sync)
            types = [.. _registrations.Keys];
        foreach (var type in types)
            GetModel(type);
    }

    /// <summary>The message model of a type, building it (and the types it reaches) at first use.</summary>
    /// <param name="type">A contract type.</param>
    /// <returns>Its immutable description.</returns>
    /// <exception cref="ProtoModelException">The type is not a contract, or cannot be described.</exception>
    public MessageModel GetModel(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        if (_models.TryGetValue(type, out var model))
            return model;
        lock (_sync)
        {
            if (_models.TryGetValue(type, out model))
                return model;
            var builder = new ModelBuilder(t => _models.GetValueOrDefault(t), RegistrationOf, _mapKeyHashing);
            model = builder.Build(type);
            foreach (var (t, m) in builder.Created)
            {
                _models[t] = m;
                if (_registrations.ContainsKey(t))
                    _registrations[t] = null;
            }
            return model;
        }
    }

    /// <summary>The serializer for <typeparamref name="T"/>, created at first use and then cached (one array index
    /// after the first call).</summary>
    /// <exception cref="ProtoModelException">The type cannot be described.</exception>
    internal ProtoSerializer<T> GetSerializer<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>() =>
        SerializerCache<T>.Get(this);

    /// <summary>
    /// Creates the serializers of every registered type and of every type already built, and JIT-compiles what their
    /// first calls would (the emit backend's dynamic methods and the generic helpers they call), so that no request
    /// pays for building or compiling. Also a check: model errors surface here.
    /// </summary>
    public void CompileAll()
    {
        BuildRegistered();
        foreach (var type in _models.Keys.ToArray())
        {
            if (type.IsAbstract)
                continue;
            Prepare(type);
            if (_serializers.TryGetValue(type, out var serializer) && serializer is IPrecompilable precompilable)
                precompilable.Precompile();
        }
    }

    /// <summary>Creates the serializer of one type for <see cref="CompileAll"/>. Without dynamic code (NativeAOT) the
    /// generic serializer cannot be closed over an arbitrary type, so the interpreted backend's plans, which are
    /// what costs, are built instead; the typed wrapper is then created at first use.</summary>
    [UnconditionalSuppressMessage("AotAnalysis", "IL3050",
        Justification = "Only under RuntimeFeature.IsDynamicCodeSupported, which .NET 9 and later mark as the guard "
            + "the analyzer needs; .NET 8's does not.")]
    private void Prepare(Type type)
    {
        // Once per type: a second reflection Invoke of the same generic method makes the runtime emit and keep an
        // invoke stub (a DynamicMethod, about 1.2 KB retained per type, measured with Nano.ColdStart
        // --compile-all-generated).
        if (_serializers.ContainsKey(type))
            return;
        if (RuntimeFeature.IsDynamicCodeSupported)
            Reflect.Invoke(typeof(RuntimeTypeModel)
                .GetMethod(nameof(CreateSerializer), BindingFlags.NonPublic | BindingFlags.Instance)!
                .MakeGenericMethod(type), this, null);
        else if (ResolveBackend() is Serialization.Interpreted.InterpretedBackend interpreted)
            interpreted.Prepare(this, GetModel(type));
    }

    /// <summary>The name of the backend that <see cref="Backend"/> resolves to in this process for types without a
    /// generated serializer ("emit" or "interpreted"), or "generated" when <see cref="Backend"/> is
    /// <see cref="SerializerBackend.Generated"/>.</summary>
    public string ResolvedBackendName => _backend == SerializerBackend.Generated ? "generated" : ResolveBackend().Name;

    /// <summary>
    /// Which backend serves <typeparamref name="T"/>: <see cref="SerializerBackend.Generated"/> when a serializer
    /// written by Nano's source generator matches its model, <see cref="SerializerBackend.Emit"/> when its serializer
    /// is compiled IL, <see cref="SerializerBackend.Interpreted"/> when it runs on the interpreted backend (chosen, or
    /// under <see cref="SerializerBackend.Auto"/> because dynamic code or Nano.Emit is unavailable, or because the emit
    /// compiler hands the type over). Creates the serializer if it does not exist yet. Each nested type is reported on
    /// its own.
    /// </summary>
    /// <typeparam name="T">A contract type.</typeparam>
    /// <returns>The backend running <typeparamref name="T"/>'s serializer.</returns>
    public SerializerBackend GetBackend<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T>() =>
        GetSerializer<T>().ServedBy;

    /// <summary>Which backend serves <paramref name="type"/> (see <see cref="GetBackend{T}"/>).</summary>
    /// <param name="type">A contract type.</param>
    /// <returns>The backend running its serializer.</returns>
    public SerializerBackend GetBackend(Type type)
    {
        ArgumentNullException.ThrowIfNull(type);
        Prepare(type); // without dynamic code only the interpreted backend can serve it, and Prepare builds its plans
        return _serializers.TryGetValue(type, out var serializer) ? ((IServedBy)serializer).ServedBy
            : SerializerBackend.Interpreted;
    }

    internal void EnsureMutable(Type type)
    {
        if (_frozen)
            throw new InvalidOperationException($"The model is frozen; {type.FullName} can no longer be changed.");
        if (_models.ContainsKey(type))
            throw new InvalidOperationException($"The model of {type.FullName} is already built (it was used); "
                + "register it before first use.");
    }

    /// <summary>Registers a type as protobuf-net's <c>RuntimeTypeModel.Add(type, applyDefaultBehaviour)</c> does: with
    /// its default behaviour applied, a type without attributes that protobuf-net takes as a tuple gets the tuple's
    /// fields (see <see cref="Model.Building.ProtobufNet.ProtobufNetTuples"/>), where Nano's own
    /// <see cref="Add(Type, bool)"/> leaves it to the fields it is given.</summary>
    internal MessageRegistration AddLikeProtobufNet([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type type,
        bool applyDefaultBehaviour) =>
        new(this, Register(type, applyDefaultBehaviour, tuples: applyDefaultBehaviour));

    private TypeRegistration Register(Type type, bool applyAttributes, bool tuples = false)
    {
        ArgumentNullException.ThrowIfNull(type);
        if (type.IsPrimitive || type == typeof(string) || type.IsArray || type.IsGenericTypeDefinition)
            throw new ArgumentException($"{type.FullName} cannot be a message type.", nameof(type));
        lock (_sync)
        {
            EnsureMutable(type);
            if (_registrations.TryGetValue(type, out var existing) && existing is not null)
                return existing; // never null here: EnsureMutable refused a built type
            var registration = (applyAttributes ? TypeRegistration.FromAnyAttributes(type, tuples) : null)
                ?? new TypeRegistration(type);
            _registrations.Add(type, registration);
            return registration;
        }
    }

    /// <summary>The registration of a type: explicit, or read from its attributes; null for a type that is not a
    /// contract or whose model is built (see <see cref="_registrations"/>). Called under <see cref="_sync"/>.</summary>
    private TypeRegistration? RegistrationOf(Type type)
    {
        if (_registrations.TryGetValue(type, out var registration))
            return registration;
        registration = TypeRegistration.FromAnyAttributes(type);
        if (registration is null)
            return null;
        _registrations.Add(type, registration);
        return registration;
    }

    /// <summary>Creates (once) the serializer of <typeparamref name="T"/>; called by <see cref="SerializerCache{T}"/>
    /// on a miss.</summary>
    internal ProtoSerializer<T> CreateSerializer<T>()
    {
        if (_serializers.TryGetValue(typeof(T), out var existing))
            return (ProtoSerializer<T>)existing;
        var model = GetModel(typeof(T));
        SerializerBackend setting;
        lock (_sync)
        {
            setting = _backend;
            _serializersCreated = true;
        }
        // A generated serializer first (when the model agrees with it), then the backend the setting resolves to.
        ProtoSerializer<T>? created = null;
        if (setting is SerializerBackend.Auto or SerializerBackend.Generated)
        {
            created = Serialization.Generated.GeneratedBackend.TryCreate<T>(this, model, out var reason);
            if (created is null && setting == SerializerBackend.Generated)
                throw new NotSupportedException($"The generated backend was requested but cannot serve "
                    + $"{typeof(T).FullName}: {reason}.");
        }
        created ??= ResolveBackend().Create<T>(this, model);
        var serializer = (ProtoSerializer<T>)_serializers.GetOrAdd(typeof(T), created);
        StoreSlot(SerializerCache<T>.Index, serializer);
        return serializer;
    }

    /// <summary>Publishes a serializer in <see cref="SerializerSlots"/>. Readers take no lock: the array is replaced
    /// (never resized in place) when it grows, and a slot is written with release semantics.</summary>
    private void StoreSlot(int index, object serializer)
    {
        lock (_serializers)
        {
            var slots = _serializerSlots;
            if (index >= slots.Length)
            {
                var grown = new object?[Math.Max(index + 1, slots.Length * 2)];
                Array.Copy(slots, grown, slots.Length);
                grown[index] = serializer;
                Volatile.Write(ref _serializerSlots, grown);
            }
            else
            {
                Volatile.Write(ref slots[index], serializer);
            }
        }
    }

    private ISerializerBackend ResolveBackend() => _backend switch
    {
        SerializerBackend.Interpreted => Serialization.Interpreted.InterpretedBackend.Instance,
        SerializerBackend.Emit => BackendLocator.Emit ?? throw new NotSupportedException(
            System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported
                ? "The emit backend was requested but the Nano.Emit assembly is not available; reference the Nano.Emit "
                    + "package."
                : "The emit backend was requested but this process does not support dynamic code (NativeAOT, or "
                    + "DynamicCodeSupport=false); use SerializerBackend.Auto or Interpreted."),
        _ => BackendLocator.Emit ?? Serialization.Interpreted.InterpretedBackend.Instance,
    };
}
