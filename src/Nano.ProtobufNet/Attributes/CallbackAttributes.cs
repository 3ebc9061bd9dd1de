namespace ProtoBuf;

// Found by Nano.Core by their full names on the contract's own instance methods, which return void and take nothing
// or a StreamingContext.

/// <summary>Marks the method called before an instance is written.</summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = true)]
public sealed class ProtoBeforeSerializationAttribute : Attribute
{
}

/// <summary>Marks the method called after an instance is written.</summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = true)]
public sealed class ProtoAfterSerializationAttribute : Attribute
{
}

/// <summary>Marks the method called before an instance is read into.</summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = true)]
public sealed class ProtoBeforeDeserializationAttribute : Attribute
{
}

/// <summary>Marks the method called after an instance is read.</summary>
[AttributeUsage(AttributeTargets.Method, AllowMultiple = false, Inherited = true)]
public sealed class ProtoAfterDeserializationAttribute : Attribute
{
}
