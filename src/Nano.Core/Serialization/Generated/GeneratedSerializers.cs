using System.Collections.Concurrent;
using System.ComponentModel;

namespace Nano.Serialization.Generated;

/// <summary>
/// The process-wide list of generated serializers, filled by the generated code's module initializer. A model uses one
/// for a type only when its own model of the type, built by reflection as for every backend, matches the generated
/// field table (<see cref="GeneratedParity"/>); otherwise the emit or interpreted backend serves the type.
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public static class GeneratedSerializers
{
    private static readonly ConcurrentDictionary<Type, object> s_registered = new();

    /// <summary>Registers the generated serializer of <typeparamref name="T"/>; the first registration of a type wins.</summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <param name="fields">What the generator decided for each field, in field-number order.</param>
    /// <param name="create">Creates the serializer for one model.</param>
    public static void Register<T>(GeneratedField[] fields, Func<RuntimeTypeModel, GeneratedSerializer<T>> create)
    {
        ArgumentNullException.ThrowIfNull(fields);
        ArgumentNullException.ThrowIfNull(create);
        s_registered.TryAdd(typeof(T), new Registration<T>(fields, create));
    }

    /// <summary>True when a generated serializer of <paramref name="type"/> is registered.</summary>
    /// <param name="type">A message type.</param>
    /// <returns>Whether one is registered (the model may still decline it).</returns>
    public static bool IsRegistered(Type type) => s_registered.ContainsKey(type);

    /// <summary>
    /// The generated serializer <paramref name="model"/> serves <typeparamref name="T"/> with, when it is a
    /// <typeparamref name="TSerializer"/>; otherwise null (the model chose another backend for the type, because its
    /// model differs from the generated code or another context's registration won). A generated parent calls the
    /// child's methods directly only through what this returns, so a child the model does not serve with the same
    /// generated code still goes through the model's serializer.
    /// </summary>
    /// <typeparam name="T">The child message type.</typeparam>
    /// <typeparam name="TSerializer">The generated serializer class the parent was written with.</typeparam>
    /// <param name="model">The model serializing the parent.</param>
    /// <returns>The model's instance of <typeparamref name="TSerializer"/>, or null.</returns>
    public static TSerializer? Served<[DynamicallyAccessedMembers(MessageTypes.Reflected)] T, TSerializer>(
        RuntimeTypeModel model)
        where TSerializer : GeneratedSerializer<T> =>
        SerializerCache<T>.Get(model) is GeneratedProtoSerializer<T> { Generated: TSerializer generated }
            ? generated
            : null;

    /// <summary>The registration of <typeparamref name="T"/>, or null.</summary>
    internal static Registration<T>? Find<T>() => s_registered.TryGetValue(typeof(T), out var found) ? (Registration<T>)found : null;

    /// <summary>One registered type: its field table and its factory.</summary>
    internal sealed class Registration<T>(GeneratedField[] fields, Func<RuntimeTypeModel, GeneratedSerializer<T>> create)
    {
        public GeneratedField[] Fields { get; } = fields;

        public Func<RuntimeTypeModel, GeneratedSerializer<T>> Create { get; } = create;
    }
}
