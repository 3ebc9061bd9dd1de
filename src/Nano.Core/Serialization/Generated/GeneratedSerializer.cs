using System.ComponentModel;

namespace Nano.Serialization.Generated;

/// <summary>
/// The base of a serializer written by Nano's source generator for one message type, bound to one model. Generated
/// code derives from it; applications never call it: <see cref="Serializer"/> and <see cref="RuntimeTypeModel"/> use
/// it when the model built by reflection for the type matches the field table registered with it
/// (<see cref="GeneratedSerializers.Register{T}"/>).
/// </summary>
/// <typeparam name="T">The message type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public abstract class GeneratedSerializer<T>
{
    /// <summary>Creates a serializer bound to <paramref name="model"/>.</summary>
    /// <param name="model">The model whose serializers write the nested messages.</param>
    protected GeneratedSerializer(RuntimeTypeModel model) => Model = model;

    /// <summary>The model the serializer belongs to.</summary>
    protected RuntimeTypeModel Model { get; }

    /// <summary>The model's description of <typeparamref name="T"/>, which this serializer was checked against; the
    /// message-level rules (<see cref="MessageRules"/>) read it. Set before the serializer is first used.</summary>
    protected internal MessageModel Message { get; internal set; } = null!;

    /// <summary>The exact encoded size of <paramref name="value"/>'s fields.</summary>
    /// <param name="value">The message; not null.</param>
    /// <param name="depthLeft">How many more levels of nested messages are allowed.</param>
    /// <returns>The number of bytes <see cref="Write"/> produces.</returns>
    public abstract long Measure(T value, int depthLeft);

    /// <summary>Writes the fields of <paramref name="value"/>.</summary>
    /// <param name="writer">The destination.</param>
    /// <param name="value">The message; not null.</param>
    public abstract void Write(ref ProtoWriter writer, T value);

    /// <summary>Reads fields until the end of the current message, merging into <paramref name="existing"/> when given.</summary>
    /// <param name="reader">The source.</param>
    /// <param name="existing">An instance to merge into, or null.</param>
    /// <returns>The merged or new instance.</returns>
    public abstract T Read(ref ProtoReader reader, T? existing);
}

/// <summary>
/// What the generator decided for one field, compared with the model's <see cref="FieldModel"/> before the generated
/// serializer is used (see <see cref="GeneratedSerializers"/>).
/// </summary>
[EditorBrowsable(EditorBrowsableState.Never)]
public sealed class GeneratedField
{
    /// <summary>Describes one field the generated code writes and reads.</summary>
    /// <param name="number">The field number.</param>
    /// <param name="member">The property or field name.</param>
    /// <param name="protoType">The encoding of one value.</param>
    /// <param name="valueType">The .NET type of one value (the element type of a repeated field).</param>
    /// <param name="shape">Single or repeated.</param>
    /// <param name="packed">Whether a repeated field is written packed.</param>
    public GeneratedField(int number, string member, ProtoType protoType, Type valueType, FieldShape shape, bool packed)
        : this(number, member, protoType, valueType, null, shape, packed, protoType == ProtoType.Message && shape == FieldShape.Single)
    {
    }

    /// <summary>Describes one field the generated code writes and reads, with its member type and presence.</summary>
    /// <param name="number">The field number.</param>
    /// <param name="member">The property or field name.</param>
    /// <param name="protoType">The encoding of one value.</param>
    /// <param name="valueType">The .NET type of one value (the element type of a repeated field, the underlying type
    /// of a <see cref="Nullable{T}"/>).</param>
    /// <param name="memberType">The member's declared type, or null for a single value of <paramref name="valueType"/>
    /// or a <see cref="List{T}"/> of it.</param>
    /// <param name="shape">Single or repeated.</param>
    /// <param name="packed">Whether a repeated field is written packed.</param>
    /// <param name="explicitPresence">Whether a single field is written whenever it holds a value (not null), zero
    /// included, rather than left out when zero.</param>
    public GeneratedField(int number, string member, ProtoType protoType, Type valueType, Type? memberType, FieldShape shape, bool packed, bool explicitPresence)
        : this(number, member, protoType, valueType, memberType, shape, packed, explicitPresence, false)
    {
    }

    /// <summary>Describes one field the generated code writes and reads, with its member type, its presence and
    /// whether a new instance gets the field's absent value before reading.</summary>
    /// <param name="number">The field number.</param>
    /// <param name="member">The property or field name.</param>
    /// <param name="protoType">The encoding of one value.</param>
    /// <param name="valueType">The .NET type of one value (the element type of a repeated field, the underlying type
    /// of a <see cref="Nullable{T}"/>).</param>
    /// <param name="memberType">The member's declared type, or null for a single value of <paramref name="valueType"/>
    /// or a <see cref="List{T}"/> of it.</param>
    /// <param name="shape">Single or repeated.</param>
    /// <param name="packed">Whether a repeated field is written packed.</param>
    /// <param name="explicitPresence">Whether a single field is written whenever it holds a value (not null), zero
    /// included, rather than left out when zero.</param>
    /// <param name="setsAbsentValue">Whether the generated code gives the member of each new instance the value an
    /// absent field takes (<see cref="AbsentValue.Default"/>: a single <see cref="DateTime"/>'s UTC zero) before
    /// reading.</param>
    public GeneratedField(int number, string member, ProtoType protoType, Type valueType, Type? memberType, FieldShape shape,
        bool packed, bool explicitPresence, bool setsAbsentValue)
        : this(number, member, protoType, valueType, memberType, shape, packed, explicitPresence,
            setsAbsentValue ? AbsentValue.Default : AbsentValue.AsConstructed, -1, null)
    {
    }

    /// <summary>Describes one field the generated code writes and reads, with its member type, its presence, the value
    /// an absent field takes, the constructor parameter it is passed as and its oneof group.</summary>
    /// <param name="number">The field number.</param>
    /// <param name="member">The property or field name.</param>
    /// <param name="protoType">The encoding of one value.</param>
    /// <param name="valueType">The .NET type of one value (the element type of a repeated field, the underlying type
    /// of a <see cref="Nullable{T}"/>).</param>
    /// <param name="memberType">The member's declared type, or null for a single value of <paramref name="valueType"/>
    /// or a <see cref="List{T}"/> of it.</param>
    /// <param name="shape">Single or repeated.</param>
    /// <param name="packed">Whether a repeated field is written packed.</param>
    /// <param name="explicitPresence">Whether a single field is written whenever it holds a value (not null), zero
    /// included, rather than left out when zero.</param>
    /// <param name="absent">What the generated code gives the member when its field is absent from a new instance's
    /// input: <see cref="AbsentValue.Default"/> (a single <see cref="DateTime"/>'s UTC zero),
    /// <see cref="AbsentValue.Empty"/> (a constructor argument filled by <see cref="MessageRules.FillAbsent{T}"/>),
    /// or <see cref="AbsentValue.AsConstructed"/>.</param>
    /// <param name="constructorParameter">The position of the constructor parameter the member is passed as, or -1
    /// when the member is set after construction.</param>
    /// <param name="oneOf">The oneof group of the member, or null.</param>
    public GeneratedField(int number, string member, ProtoType protoType, Type valueType, Type? memberType,
        FieldShape shape, bool packed, bool explicitPresence, AbsentValue absent, int constructorParameter,
        string? oneOf)
    {
        Absent = absent;
        ConstructorParameter = constructorParameter;
        OneOf = oneOf;
        Number = number;
        Member = member;
        ProtoType = protoType;
        ValueType = valueType;
        MemberType = memberType;
        Shape = shape;
        IsPacked = packed;
        HasExplicitPresence = explicitPresence;
    }

    /// <summary>The field number.</summary>
    public int Number { get; }

    /// <summary>The property or field name.</summary>
    public string Member { get; }

    /// <summary>The encoding of one value.</summary>
    public ProtoType ProtoType { get; }

    /// <summary>The .NET type of one value.</summary>
    public Type ValueType { get; }

    /// <summary>The member's declared type, or null for a single value of <see cref="ValueType"/> or a
    /// <see cref="List{T}"/> of it.</summary>
    public Type? MemberType { get; }

    /// <summary>Single or repeated.</summary>
    public FieldShape Shape { get; }

    /// <summary>Whether a single field is written whenever it holds a value (not null), zero included.</summary>
    public bool HasExplicitPresence { get; }

    /// <summary>Whether a new instance's member gets the value of an absent field before reading.</summary>
    public bool SetsAbsentValue => Absent == AbsentValue.Default;

    /// <summary>What the member holds when its field is absent from a new instance's input.</summary>
    public AbsentValue Absent { get; }

    /// <summary>The position of the constructor parameter the member is passed as, or -1.</summary>
    public int ConstructorParameter { get; }

    /// <summary>The member's oneof group, or null.</summary>
    public string? OneOf { get; }

    /// <summary>Whether a repeated field is written packed.</summary>
    public bool IsPacked { get; }

    /// <inheritdoc/>
    public override string ToString() => $"{Member} = {Number} ({Shape} {ProtoType} {ValueType.Name}{(IsPacked ? ", packed" : "")})";
}
