namespace Nano.Model;

/// <summary>
/// The serialization callbacks of a message type (protobuf-net's <c>[ProtoBeforeSerialization]</c> family, WCF's
/// <c>[OnSerializing]</c> family, or <see cref="MessageRegistration.SetCallbacks"/>): instance methods returning
/// <c>void</c> that take no parameter or a <see cref="System.Runtime.Serialization.StreamingContext"/>.
/// </summary>
/// <remarks>
/// When both backends run them (through one helper, <c>Nano.Serialization.Callbacks</c>): <see cref="BeforeSerialize"/>
/// and <see cref="AfterSerialize"/> around each measuring and each writing of the instance (a serialize that measures
/// first runs them twice, as protobuf-net does when it measures); <see cref="BeforeDeserialize"/> once the instance
/// exists (created, or the one merged into) and before any field is stored into it; <see cref="AfterDeserialize"/>
/// once every field is stored. In a <c>[ProtoInclude]</c> hierarchy every level carries the root's callbacks (a
/// sub-type's own are not called, as in protobuf-net), run once per instance.
/// </remarks>
public sealed class MessageCallbacks
{
    internal MessageCallbacks(MethodInfo? beforeSerialize, MethodInfo? afterSerialize, MethodInfo? beforeDeserialize,
        MethodInfo? afterDeserialize)
    {
        BeforeSerialize = beforeSerialize;
        AfterSerialize = afterSerialize;
        BeforeDeserialize = beforeDeserialize;
        AfterDeserialize = afterDeserialize;
    }

    /// <summary>Runs before the instance is measured or written.</summary>
    public MethodInfo? BeforeSerialize { get; }

    /// <summary>Runs after the instance is measured or written.</summary>
    public MethodInfo? AfterSerialize { get; }

    /// <summary>Runs on the new (or merged-into) instance before its fields are stored.</summary>
    public MethodInfo? BeforeDeserialize { get; }

    /// <summary>Runs once the instance's fields are stored.</summary>
    public MethodInfo? AfterDeserialize { get; }

    /// <summary>The method of <paramref name="kind"/>, or null.</summary>
    internal MethodInfo? Of(CallbackKind kind) => kind switch
    {
        CallbackKind.BeforeSerialize => BeforeSerialize,
        CallbackKind.AfterSerialize => AfterSerialize,
        CallbackKind.BeforeDeserialize => BeforeDeserialize,
        _ => AfterDeserialize,
    };
}

/// <summary>Which callback of <see cref="MessageCallbacks"/>.</summary>
internal enum CallbackKind
{
    BeforeSerialize,
    AfterSerialize,
    BeforeDeserialize,
    AfterDeserialize,
}
