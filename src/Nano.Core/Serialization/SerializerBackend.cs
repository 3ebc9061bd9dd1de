namespace Nano;

/// <summary>Which backend turns a type model into serializers.</summary>
public enum SerializerBackend
{
    /// <summary>
    /// A generated serializer when the type has one that matches its model; else the emit backend (compiled IL) when
    /// the process supports dynamic code and the Nano.Emit assembly is present; otherwise the interpreted backend.
    /// Never fails for lack of dynamic code.
    /// </summary>
    Auto = 0,

    /// <summary>The interpreted backend: walks the model with reflection; works everywhere, including
    /// NativeAOT.</summary>
    Interpreted = 1,

    /// <summary>The emit backend; creating a serializer fails with <see cref="NotSupportedException"/> where it is
    /// unavailable.</summary>
    Emit = 2,

    /// <summary>
    /// The serializers Nano's source generator wrote at compile time (see docs/design-generator.md); creating a
    /// serializer fails with <see cref="NotSupportedException"/> naming the reason when the type has none or its model
    /// differs from what was generated. <see cref="Auto"/> prefers them too, and falls back instead of failing.
    /// </summary>
    Generated = 3,
}
