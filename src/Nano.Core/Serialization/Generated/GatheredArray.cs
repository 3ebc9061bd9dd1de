using System.ComponentModel;
using Nano.Serialization.Collections;

namespace Nano.Serialization.Generated;

/// <summary>
/// The elements of an array member gathered while generated code reads a message, appended to the member's existing
/// elements once the message ends, as the emit and interpreted backends do (an array cannot grow in place).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
[EditorBrowsable(EditorBrowsableState.Never)]
public sealed class GatheredArray<T>
{
    internal ArrayBuilder<T> Items { get; } = new();

    /// <summary>The array after reading: <paramref name="existing"/>'s elements followed by those read.</summary>
    /// <param name="existing">The member's array before reading, or null.</param>
    /// <returns>The array to store in the member.</returns>
    public T[] AppendTo(T[]? existing) => ArrayBuilder<T>.Concat(existing, Items);
}
