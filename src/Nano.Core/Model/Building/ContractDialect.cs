using Nano.Model.Building.ProtobufNet;

namespace Nano.Model.Building;

/// <summary>
/// The rules that differ between the meanings a contract's attributes can give its fields: Nano's own (proto3, with
/// proto2 defaults, for Nano's attributes and the fluent API) and protobuf-net's (for its attributes, its
/// <c>RuntimeTypeModel</c> and its auto-tuples, at their compatibility level). The model builder selects one dialect
/// per field (<see cref="For"/>) and asks it every such question, so that no other part of the builder, and no
/// backend, tests which meaning a field has; the answers are recorded in the <see cref="FieldModel"/> and
/// <see cref="ValueModel"/>.
/// </summary>
internal abstract class ContractDialect
{
    /// <summary>Nano's own meaning.</summary>
    public static readonly ContractDialect Nano = new NanoDialect();

    /// <summary>The dialect of a field declared with <see cref="FieldOptions.ProtobufNetLevel"/>: Nano's for 0,
    /// else protobuf-net's at that compatibility level.</summary>
    public static ContractDialect For(int protobufNetLevel) =>
        protobufNetLevel == 0 ? Nano : ProtobufNetDialect.At(protobufNetLevel);

    // Values: the formats of the types protobuf itself has no scalar for.

    /// <summary>Checks an enum used as a value; throws <see cref="ProtoModelException"/> when the dialect cannot
    /// map it.</summary>
    public abstract void CheckEnum(Type enumType);

    /// <summary>A <see cref="decimal"/> in the default format.</summary>
    public abstract ValueModel DecimalValue(Type type);

    /// <summary>A <see cref="System.DateTime"/> in the default format.</summary>
    public abstract ValueModel DateTimeValue(Type type);

    /// <summary>A <see cref="System.DateTime"/> with <see cref="DataFormat.FixedSize"/>, or null when the format does
    /// not apply to it.</summary>
    public abstract ValueModel? FixedDateTimeValue(Type type);

    /// <summary>A <see cref="System.TimeSpan"/> in the default format.</summary>
    public abstract ValueModel TimeSpanValue(Type type);

    /// <summary>A <see cref="System.Guid"/> in the default format.</summary>
    public abstract ValueModel GuidValue(Type type);

    /// <summary>A <see cref="System.Guid"/> with <see cref="DataFormat.FixedSize"/>, or null when the format does not
    /// apply to it.</summary>
    public abstract ValueModel? FixedGuidValue(Type type);

    /// <summary>A <see cref="Uri"/> or <see cref="Type"/> written as text, or null when the dialect has no such value
    /// (or <paramref name="type"/> is neither).</summary>
    public abstract ValueModel? TextValue(Type type);

    /// <summary>True when a map entry writes a key or value equal to its zero (enum, string, bytes) instead of leaving
    /// it out (<see cref="ValueModel.KeepsEmptyInMapEntry"/>).</summary>
    public abstract bool KeepsEmptyInMapEntries { get; }

    /// <summary>True when a map entry leaves out a null value of a reference type
    /// (<see cref="ValueModel.MapEntryLeavesOutNull"/>).</summary>
    public abstract bool LeavesOutNullInMapEntries { get; }

    // Collections and maps.

    /// <summary>Whether a packed field writes an empty collection and a single element as protobuf-net does
    /// (<see cref="FieldModel.PacksLikeProtobufNet"/>).</summary>
    public abstract bool PacksLikeProtobufNet { get; }

    /// <summary>True when <paramref name="key"/>, a scalar outside protobuf's map-key rule (enum, floating point,
    /// bytes, well-known), is still accepted as a map key.</summary>
    public abstract bool AcceptsMapKey(ValueModel key, Type type);

    /// <summary>The end of the message refusing a map key type (from its closing period).</summary>
    public abstract string MapKeyRefusal { get; }

    /// <summary>Appended to the message refusing a collection as a map value.</summary>
    public abstract string CollectionMapValueRefusal { get; }

    /// <summary>
    /// A map value that is itself a list, or null when <paramref name="type"/> is not a collection or the dialect has
    /// no such values (then the caller refuses a collection).
    /// </summary>
    /// <param name="type">The map value's type.</param>
    /// <param name="key">The map key.</param>
    /// <param name="where">Names the member, for errors.</param>
    /// <param name="element">Classifies an element of the list as the builder classifies elements.</param>
    public abstract ValueModel? ListMapValue(Type type, ValueModel? key, Func<string> where,
        Func<Type, ValueModel> element);

    // Single fields: presence, defaults and what is not written.

    /// <summary>True when a single value of <paramref name="valueType"/> (text) has explicit presence: it is written
    /// whenever it is not null.</summary>
    public abstract bool TextHasExplicitPresence(Type valueType, bool hasDefault);

    /// <summary>The field's default value as its value type, or null when it does not apply; the field's value and
    /// presence are decided.</summary>
    public abstract object? Default(object value, FieldModel field, Func<string> where);

    /// <summary>Which values of a single field are not written, where the dialect's rule overrides the one its
    /// presence gives; null where it does not.</summary>
    public abstract Omission? OmissionOverride(FieldModel field);

    /// <summary>Which values are not written for a single implicit-presence field with no default and no message
    /// value.</summary>
    public abstract Omission ZeroOmission(Type valueType);

    // Absent values (see AbsentValue), decided once the type's construction is planned.

    /// <summary>What an implicit-presence member with a default holds when its field is absent.</summary>
    public abstract AbsentValue AbsentWithDefault { get; }

    /// <summary>True when an absent <see cref="System.DateTime"/> member of a class becomes the zero instant (as UTC);
    /// false when it keeps what the constructor set.</summary>
    public abstract bool ResetsAbsentDateTime { get; }

    /// <summary>True when an absent string, bytes or collection constructor argument declared non-nullable is passed
    /// its empty value; false when it is passed null.</summary>
    public abstract bool EmptiesAbsentArguments { get; }

    /// <summary>
    /// A proto2 default converted to the field's value type.
    /// </summary>
    /// <param name="value">The declared default.</param>
    /// <param name="field">The field, its value and presence decided.</param>
    /// <param name="where">Names the member, for errors.</param>
    /// <param name="appliedOnRead">True when an absent field takes the default (Nano's proto2 rule), false when the
    /// member keeps what the constructor set (protobuf-net's).</param>
    protected static object ConvertDefault(object value, FieldModel field, Func<string> where, bool appliedOnRead)
    {
        if (field.Presence == Presence.Required || field.Value.IsMessage)
            throw new ProtoModelException(
                $"{where()}: a default value applies only to a non-required scalar, string or bytes field.");
        if (appliedOnRead && field.Presence == Presence.Implicit
            && field.Member.DeclaringType is { IsValueType: true } owner)
            throw new ProtoModelException($"{where()}: a default value on a member of struct {owner.Name} cannot be "
                + "read back (a struct being read cannot be told from one being merged into, so an absent field cannot "
                + "take its default); use a class, or make the member Nullable.");
        var type = field.Value.Type;
        try
        {
            if (type.IsEnum)
                return Enum.ToObject(type, value);
            if (type == typeof(Guid) || type == typeof(DateTime) || type == typeof(TimeSpan)
                || type == typeof(DateTimeOffset) || type == typeof(byte[]))
                throw new ProtoModelException($"{where()}: a default value is not supported for {type.Name}.");
            return type.IsInstanceOfType(value)
                ? value
                : Convert.ChangeType(value, type, System.Globalization.CultureInfo.InvariantCulture);
        }
        catch (Exception e)
            when (e is InvalidCastException or FormatException or OverflowException or ArgumentException)
        {
            throw new ProtoModelException($"{where()}: default value {value} cannot be converted to {type.Name}.", e);
        }
    }
}
