#if !NET
using System.Runtime.CompilerServices;

namespace Nano;

/// <summary>netstandard2.0 stand-in for System.Collections.Generic.ReferenceEqualityComparer (.NET 5+): compares by
/// identity.</summary>
internal sealed class ReferenceEqualityComparer : IEqualityComparer<object?>
{
    public static ReferenceEqualityComparer Instance { get; } = new();

    private ReferenceEqualityComparer()
    {
    }

    public new bool Equals(object? x, object? y) => ReferenceEquals(x, y);

    public int GetHashCode(object? obj) => RuntimeHelpers.GetHashCode(obj!);
}
#endif
