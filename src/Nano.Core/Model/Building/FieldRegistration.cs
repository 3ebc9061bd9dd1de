using Nano.Model.Building.ProtobufNet;

namespace Nano.Model.Building;

/// <summary>A field as declared, by attribute or by the fluent API, before it is validated and classified.</summary>
internal sealed record FieldRegistration(int Number, MemberInfo Member, FieldOptions Options);

/// <summary>Everything declared about one type: its fields and sub-types.</summary>
internal sealed class TypeRegistration(Type type)
{
    public Type Type { get; } = type;
    public string? Name { get; set; }
    /// <summary>Instances are created without running a constructor (see
    /// <see cref="MessageModel.SkipsConstructor"/>).</summary>
    public bool SkipConstructor { get; set; }
    /// <summary>The surrogate type the type travels as (see <see cref="SurrogateModel"/>), or null.</summary>
    public Type? Surrogate { get; set; }

    /// <summary>The serialization callbacks (see <see cref="MessageModel.Callbacks"/>), or null.</summary>
    public MessageCallbacks? Callbacks { get; set; }
    public List<FieldRegistration> Fields { get; } = [];
    public List<SubTypeRegistration> SubTypes { get; } = [];

    /// <summary>
    /// The registration the type's attributes declare, or null when it has none: Nano's
    /// <see cref="ProtoContractAttribute"/> with <see cref="ProtoMemberAttribute"/> and
    /// <see cref="ProtoIncludeAttribute"/> (see <see cref="AttributeReader"/>), else protobuf-net's attributes (or
    /// <c>[DataContract]</c>) with their meaning (see <see cref="ProtobufNetAttributes"/>), else, with
    /// <paramref name="tuples"/>, the fields protobuf-net gives a type it serializes through its constructor (see
    /// <see cref="ProtobufNetTuples"/>).
    /// </summary>
    /// <param name="type">The type.</param>
    /// <param name="tuples">False where the caller declares the fields itself (<c>RuntimeTypeModel.Add</c>): a type
    /// registered by hand has only the fields it is given.</param>
    public static TypeRegistration? FromAnyAttributes(Type type, bool tuples = true) =>
        type.IsDefined(typeof(ProtoContractAttribute), inherit: false)
            ? AttributeReader.Read(MessageTypes.Members(type))
        : ProtobufNetAttributes.IsContract(type) ? ProtobufNetAttributes.Read(MessageTypes.Members(type))
        : tuples ? ProtobufNetTuples.TryRead(MessageTypes.Members(type))
        : null;
}

/// <summary>A declared sub-type: <see cref="ProtoIncludeAttribute"/> or
/// <see cref="MessageRegistration.Include"/>.</summary>
/// <remarks>A class, not a tuple: a list of a reference type runs on the framework's precompiled shared code, while a
/// list of a value type is JIT-compiled at start-up even with ReadyToRun.</remarks>
internal sealed record SubTypeRegistration(int Tag, Type Type);
