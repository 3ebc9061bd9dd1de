namespace Nano;

/// <summary>Excludes a member from the message, for example one registered by a base class or an implicit
/// rule.</summary>
[AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = true)]
public sealed class ProtoIgnoreAttribute : Attribute
{
}
