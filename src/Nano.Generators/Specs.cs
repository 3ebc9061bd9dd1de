using System.Collections;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace Nano.Generators;

/// <summary>What one serializer context asks for, reduced to values so that the incremental pipeline can compare it
/// with the previous run's and skip unchanged work.</summary>
/// <param name="HasSpanOfList">The target has <c>CollectionsMarshal.AsSpan</c> (.NET 5 and later): a list of messages
/// is walked as a span rather than through its indexer.</param>
internal sealed record ContextSpec(
    string? Namespace, string Name, bool HasModuleInitializer, EquatableArray<MessageSpec> Messages,
    EquatableArray<DiagnosticInfo> Diagnostics, bool HasSpanOfList = false);

/// <summary>A message the generator writes a serializer for: only shapes it can write exactly as the model describes them.</summary>
/// <param name="TypeName">The fully qualified type name (<c>global::</c>).</param>
/// <param name="Id">An identifier unique within the context.</param>
/// <param name="Fields">Its fields in field-number order.</param>
internal sealed record MessageSpec(string TypeName, string Id, EquatableArray<FieldSpec> Fields)
{
    /// <summary>Built through a constructor that takes its members' values, after its fields are read.</summary>
    public bool Constructed => Fields.Any(f => f.Passed);
}

/// <summary>One field of a generated message.</summary>
/// <param name="Number">The field number.</param>
/// <param name="Member">The property or field name.</param>
/// <param name="Value">How one value is encoded.</param>
/// <param name="MemberType">The member's fully qualified type (<c>int?</c>, <c>List&lt;T&gt;</c>, ...).</param>
/// <param name="Repeated">A <c>List&lt;T&gt;</c> or <c>T[]</c> member.</param>
/// <param name="Array">A <c>T[]</c> member (elements gathered while reading, appended to the existing ones at the end).</param>
/// <param name="Packed">Repeated and written packed.</param>
/// <param name="Nullable">A <c>Nullable&lt;T&gt;</c> member of a single value.</param>
/// <param name="Explicit">Explicit presence: written whenever it holds a value (not null), zero and empty included.</param>
/// <param name="Absent">What the member holds when its field is absent from a new instance's input (the model's
/// <c>AbsentValue</c>).</param>
/// <param name="ConstructorParameter">The position of the constructor parameter the member is passed as, or -1 when
/// it is assigned.</param>
/// <param name="OneOf">The member's oneof group, or null.</param>
internal sealed record FieldSpec(
    int Number, string Member, ValueSpec Value, string MemberType, bool Repeated, bool Array, bool Packed,
    bool Nullable, bool Explicit, Absent Absent, int ConstructorParameter, string? OneOf)
{
    /// <summary>A new instance gets the model's value of an absent field before reading (a single <c>DateTime</c>:
    /// the UTC zero).</summary>
    public bool SetsAbsent => Absent == Absent.Default;

    /// <summary>Passed to the constructor rather than assigned.</summary>
    public bool Passed => ConstructorParameter >= 0;
}

/// <summary>The model's <c>AbsentValue</c> of a field, by the same names.</summary>
internal enum Absent
{
    /// <summary>What the instance holds: the constructor's value, or the old value when merging.</summary>
    AsConstructed,

    /// <summary>The field's default, given to every new instance (a single <c>DateTime</c>'s UTC zero).</summary>
    Default,

    /// <summary>A constructor argument that would be null gets the model's empty value
    /// (MessageRules.FillAbsent).</summary>
    Empty,
}

/// <summary>A member as the reader found it: its spec, its declared type and whether generated code can assign
/// it.</summary>
internal sealed record ReadMember(FieldSpec Spec, ITypeSymbol Type, bool Settable)
{
    public FieldSpec Spec { get; set; } = Spec;
}

/// <summary>How one value is encoded.</summary>
/// <param name="ProtoType">The Nano.Model.ProtoType member the model gives it.</param>
/// <param name="TypeName">The value's fully qualified .NET type.</param>
/// <param name="WireType">Its wire type number.</param>
/// <param name="Kind">Scalar (a format's <c>XField</c> class), enum, message or well-known type.</param>
/// <param name="Format">The helper class's name without <c>Field</c> when it is not the ProtoType's (a narrow integer:
/// <c>Int16</c> is <c>int32</c> over <c>short</c>).</param>
internal sealed record ValueSpec(string ProtoType, string TypeName, int WireType, ValueKind Kind, string? Format = null)
{
    /// <summary>Varint and fixed-width values can be packed.</summary>
    public bool IsPackable => WireType is 0 or 1 or 5;
}

/// <summary>Which runtime helper class runs a value.</summary>
internal enum ValueKind
{
    Scalar,
    Enum,
    Message,

    /// <summary>A type Nano formats itself (DateTime, TimeSpan, Guid, decimal): its <c>XField</c> class, whose
    /// <c>Read</c> merges into the member's current value where the format does.</summary>
    WellKnown,
}

/// <summary>A diagnostic to report, as values.</summary>
internal sealed record DiagnosticInfo(DiagnosticDescriptor Descriptor, Location? Location, EquatableArray<string> Arguments)
{
    public Diagnostic ToDiagnostic() => Diagnostic.Create(Descriptor, Location, Arguments.ToArray());
}

/// <summary>An immutable array compared by its elements.</summary>
internal readonly struct EquatableArray<T> : IEquatable<EquatableArray<T>>, IEnumerable<T>
{
    private readonly ImmutableArray<T> _items;

    public EquatableArray(ImmutableArray<T> items) => _items = items;

    public ImmutableArray<T> Items => _items.IsDefault ? ImmutableArray<T>.Empty : _items;

    public int Length => Items.Length;

    public T[] ToArray() => Items.ToArray();

    public bool Equals(EquatableArray<T> other) => Items.SequenceEqual(other.Items);

    public override bool Equals(object? obj) => obj is EquatableArray<T> other && Equals(other);

    public override int GetHashCode()
    {
        var hash = 17;
        foreach (var item in Items)
            hash = (hash * 31) + (item?.GetHashCode() ?? 0);
        return hash;
    }

    public IEnumerator<T> GetEnumerator() => ((IEnumerable<T>)Items).GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
}
