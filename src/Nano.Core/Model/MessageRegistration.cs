using System.Linq.Expressions;

namespace Nano;

/// <summary>
/// Fluent registration of a message type on a <see cref="RuntimeTypeModel"/>, for types that carry no
/// attributes (or to add fields to those that do). Obtained from <see cref="RuntimeTypeModel.Add(Type, bool)"/>.
/// </summary>
public class MessageRegistration
{
    private readonly RuntimeTypeModel _model;
    internal TypeRegistration Registration { get; }

    internal MessageRegistration(RuntimeTypeModel model, TypeRegistration registration)
    {
        _model = model;
        Registration = registration;
    }

    /// <summary>The registered type.</summary>
    public Type Type => Registration.Type;

    /// <summary>Declares a field by member name (public or private field or property).</summary>
    /// <param name="number">The field number.</param>
    /// <param name="memberName">The field or property name, as declared.</param>
    /// <param name="options">Encoding options; null for the defaults.</param>
    /// <returns>This registration, for chaining.</returns>
    /// <exception cref="ArgumentException">No such member.</exception>
    public MessageRegistration Field(int number, string memberName, FieldOptions? options = null)
    {
        const BindingFlags flags = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic;
        MemberInfo? member = null;
        for (var t = Type; t is not null && member is null; t = t.BaseType)
        {
            var declaring = MessageTypes.Members(t);
            member = (MemberInfo?)declaring.GetProperty(memberName, flags | BindingFlags.DeclaredOnly)
                ?? declaring.GetField(memberName, flags | BindingFlags.DeclaredOnly);
        }
        return AddField(number, member ?? throw new ArgumentException(
            $"{Type.FullName} has no field or property named '{memberName}'.", nameof(memberName)), options);
    }

    /// <summary>Declares a derived type, carried under <paramref name="tag"/> of this message (see
    /// <see cref="ProtoIncludeAttribute"/>).</summary>
    /// <param name="tag">The field number carrying the derived type.</param>
    /// <param name="derivedType">The derived type; it must be registered or carry
    /// <see cref="ProtoContractAttribute"/>.</param>
    /// <returns>This registration, for chaining.</returns>
    public MessageRegistration Include(int tag, [DynamicallyAccessedMembers(MessageTypes.Reflected)] Type derivedType)
    {
        _model.EnsureMutable(Type);
        Registration.SubTypes.Add(new SubTypeRegistration(tag,
            derivedType ?? throw new ArgumentNullException(nameof(derivedType))));
        return this;
    }

    /// <summary>
    /// Creates instances on read without running a constructor, as <see cref="ProtoContractAttribute.SkipConstructor"/>
    /// (and protobuf-net's <c>SkipConstructor</c>) do: field initializers do not run, and members the payload lacks
    /// stay at their zero value.
    /// </summary>
    /// <param name="skip">True to skip the constructor.</param>
    /// <returns>This registration, for chaining.</returns>
    public MessageRegistration SkipConstructor(bool skip = true)
    {
        _model.EnsureMutable(Type);
        Registration.SkipConstructor = skip;
        return this;
    }

    /// <summary>
    /// Makes the type travel as <paramref name="surrogateType"/>, as protobuf-net's <c>SetSurrogate</c> and
    /// <c>[ProtoContract(Surrogate = ...)]</c> do: a value is converted to the surrogate (a message contract) to be
    /// written, and read as the surrogate, then converted back. The conversions are the static <c>op_Implicit</c> or
    /// <c>op_Explicit</c> operators between the two types, looked up on the surrogate first, then on the type (public
    /// or not, exact parameter and return types). The type then declares no fields and no sub-types of its own.
    /// </summary>
    /// <param name="surrogateType">The surrogate message type.</param>
    /// <returns>This registration, for chaining.</returns>
    /// <exception cref="ProtoModelException">(When the model is built) the surrogate is not a contract, or an operator
    /// is missing.</exception>
    public MessageRegistration SetSurrogate([DynamicallyAccessedMembers(MessageTypes.Reflected)] Type surrogateType)
    {
        _model.EnsureMutable(Type);
        Registration.Surrogate = surrogateType ?? throw new ArgumentNullException(nameof(surrogateType));
        return this;
    }

    /// <summary>
    /// Names the type's serialization callbacks, as protobuf-net's <c>MetaType.SetCallbacks</c> does (and replaces any
    /// declared by attribute): instance methods of the type, of any visibility, returning <c>void</c> and taking no
    /// parameter or a <see cref="System.Runtime.Serialization.StreamingContext"/>. When they run: see
    /// <see cref="Model.MessageCallbacks"/>. A sub-type in a <c>[ProtoInclude]</c> hierarchy runs its root's callbacks.
    /// </summary>
    /// <param name="beforeSerialize">Runs before the instance is measured or written; null for none.</param>
    /// <param name="afterSerialize">Runs after the instance is measured or written; null for none.</param>
    /// <param name="beforeDeserialize">Runs on the new (or merged-into) instance before its fields are stored; null for
    /// none.</param>
    /// <param name="afterDeserialize">Runs once the instance's fields are stored; null for none.</param>
    /// <returns>This registration, for chaining.</returns>
    /// <exception cref="ProtoModelException">A named method does not exist, is ambiguous or has another
    /// signature.</exception>
    public MessageRegistration SetCallbacks(string? beforeSerialize = null, string? afterSerialize = null,
        string? beforeDeserialize = null, string? afterDeserialize = null)
    {
        _model.EnsureMutable(Type);
        Registration.Callbacks = CallbackMethods.Named(MessageTypes.Members(Type), beforeSerialize, afterSerialize,
            beforeDeserialize, afterDeserialize);
        return this;
    }

    internal MessageRegistration AddField(int number, MemberInfo member, FieldOptions? options)
    {
        _model.EnsureMutable(Type);
        Registration.Fields.Add(new FieldRegistration(number, member, options ?? FieldOptions.Defaults));
        return this;
    }
}

/// <summary>Typed fluent registration:
/// <c>model.Add&lt;Order&gt;().Field(1, x => x.Id).Field(2, x => x.Lines)</c>.</summary>
/// <typeparam name="T">The message type.</typeparam>
public sealed class MessageRegistration<T> : MessageRegistration
{
    internal MessageRegistration(RuntimeTypeModel model, TypeRegistration registration) : base(model, registration)
    {
    }

    /// <summary>Declares a field from a member access expression such as <c>x => x.Id</c>.</summary>
    /// <typeparam name="TMember">The member type.</typeparam>
    /// <param name="number">The field number.</param>
    /// <param name="member">A lambda returning the field or property.</param>
    /// <param name="options">Encoding options; null for the defaults.</param>
    /// <returns>This registration, for chaining.</returns>
    /// <exception cref="ArgumentException">The lambda is not a plain member access.</exception>
    public MessageRegistration<T> Field<TMember>(int number, Expression<Func<T, TMember>> member,
        FieldOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(member);
        var body =
            member.Body is UnaryExpression { NodeType: ExpressionType.Convert } convert ? convert.Operand : member.Body;
        if (body is not MemberExpression { Member: FieldInfo or PropertyInfo } access
            || access.Expression != member.Parameters[0])
            throw new ArgumentException($"Expected a member access such as x => x.Name, got {member}.", nameof(member));
        AddField(number, access.Member, options);
        return this;
    }

    /// <summary>Declares a field by member name (for private members).</summary>
    /// <param name="number">The field number.</param>
    /// <param name="memberName">The member name.</param>
    /// <param name="options">Encoding options.</param>
    /// <returns>This registration, for chaining.</returns>
    public new MessageRegistration<T> Field(int number, string memberName, FieldOptions? options = null)
    {
        base.Field(number, memberName, options);
        return this;
    }

    /// <summary>Declares a derived type carried under <paramref name="tag"/>.</summary>
    /// <typeparam name="TDerived">The derived type.</typeparam>
    /// <param name="tag">The field number.</param>
    /// <returns>This registration, for chaining.</returns>
    public MessageRegistration<T> Include<[DynamicallyAccessedMembers(MessageTypes.Reflected)] TDerived>(int tag)
        where TDerived : T
    {
        Include(tag, typeof(TDerived));
        return this;
    }
}
