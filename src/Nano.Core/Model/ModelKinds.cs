namespace Nano.Model;

/// <summary>The protobuf scalar or composite type a value is encoded as (the <c>.proto</c> type name).</summary>
public enum ProtoType : byte
{
    /// <summary><c>double</c>: fixed 64-bit IEEE 754.</summary>
    Double,
    /// <summary><c>float</c>: fixed 32-bit IEEE 754.</summary>
    Float,
    /// <summary><c>int32</c>: varint; negative values take 10 bytes.</summary>
    Int32,
    /// <summary><c>int64</c>: varint.</summary>
    Int64,
    /// <summary><c>uint32</c>: varint.</summary>
    UInt32,
    /// <summary><c>uint64</c>: varint.</summary>
    UInt64,
    /// <summary><c>sint32</c>: zig-zag varint.</summary>
    SInt32,
    /// <summary><c>sint64</c>: zig-zag varint.</summary>
    SInt64,
    /// <summary><c>fixed32</c>: 4 bytes little-endian, unsigned.</summary>
    Fixed32,
    /// <summary><c>fixed64</c>: 8 bytes little-endian, unsigned.</summary>
    Fixed64,
    /// <summary><c>sfixed32</c>: 4 bytes little-endian, signed.</summary>
    SFixed32,
    /// <summary><c>sfixed64</c>: 8 bytes little-endian, signed.</summary>
    SFixed64,
    /// <summary><c>bool</c>: a one-byte varint.</summary>
    Bool,
    /// <summary>An <c>enum</c>: an int32 varint. Unknown numbers are kept.</summary>
    Enum,
    /// <summary><c>string</c>: length-delimited UTF-8.</summary>
    String,
    /// <summary><c>bytes</c>: length-delimited raw bytes.</summary>
    Bytes,
    /// <summary>A length-delimited sub-message.</summary>
    Message,
    /// <summary>A proto2 group: the sub-message between start-group and end-group tags.</summary>
    Group,
}

/// <summary>A .NET type that Nano maps onto a protobuf well-known or documented encoding.</summary>
public enum WellKnownKind : byte
{
    /// <summary>No special mapping.</summary>
    None,
    /// <summary><see cref="System.DateTime"/> as <c>google.protobuf.Timestamp</c> (UTC).</summary>
    DateTime,
    /// <summary><see cref="System.DateTimeOffset"/> as <c>google.protobuf.Timestamp</c> (the UTC instant; the offset is
    /// not kept).</summary>
    DateTimeOffset,
    /// <summary><see cref="System.TimeSpan"/> as <c>google.protobuf.Duration</c>.</summary>
    TimeSpan,
    /// <summary><see cref="System.Guid"/> as <c>bytes</c>: 16 bytes in RFC 4122 (big-endian) order.</summary>
    Guid,
    /// <summary><see cref="decimal"/> as <c>string</c>: invariant-culture text, e.g. <c>"-12.340"</c> (the
    /// <c>google.type.Decimal</c> convention).</summary>
    Decimal,
    /// <summary><see cref="System.DateTime"/> as protobuf-net's
    /// <c>bcl.DateTime { sint64 value = 1; TimeSpanScale scale = 2; DateTimeKind kind = 3; }</c> (its default
    /// format).</summary>
    BclDateTime,
    /// <summary><see cref="System.TimeSpan"/> as protobuf-net's
    /// <c>bcl.TimeSpan { sint64 value = 1; TimeSpanScale scale = 2; }</c> (its default format).</summary>
    BclTimeSpan,
    /// <summary><see cref="decimal"/> as protobuf-net's
    /// <c>bcl.Decimal { uint64 lo = 1; uint32 hi = 2; uint32 signScale = 3; }</c> (its default format).</summary>
    BclDecimal,
    /// <summary><see cref="System.Guid"/> as protobuf-net's <c>bcl.Guid { fixed64 lo = 1; fixed64 hi = 2; }</c> (its
    /// default format).</summary>
    BclGuid,
    /// <summary><see cref="System.Guid"/> as <c>string</c>, 36 characters (<c>"00112233-4455-…"</c>), as protobuf-net
    /// writes it from <c>CompatibilityLevel.Level300</c>.</summary>
    GuidString,
    /// <summary>
    /// <see cref="System.DateTime"/> as <c>google.protobuf.Timestamp</c>, as protobuf-net writes it from
    /// <c>CompatibilityLevel.Level240</c>: the ticks taken as UTC whatever the kind (a <c>Local</c> value is not
    /// converted), read as UTC, each value whole.
    /// </summary>
    TimestampOfTicks,
    /// <summary><see cref="System.Uri"/> as <c>string</c>: its original text, as protobuf-net writes it.</summary>
    UriString,
    /// <summary><see cref="System.DateTime"/> as <c>sfixed64</c>: its ticks since the Unix epoch, as protobuf-net
    /// writes it with <c>DataFormat.FixedSize</c>.</summary>
    DateTimeFixedTicks,
    /// <summary>
    /// <see cref="System.Guid"/> as <c>bytes</c>, 16 bytes in RFC 4122 (big-endian) order and
    /// <see cref="System.Guid.Empty"/> as empty bytes, as protobuf-net writes it with <c>DataFormat.FixedSize</c> from
    /// <c>CompatibilityLevel.Level300</c>.
    /// </summary>
    GuidBytesEmptyAsNone,
    /// <summary><see cref="System.Type"/> as <c>string</c>: its assembly-qualified name, as protobuf-net writes
    /// it.</summary>
    TypeName,
}

/// <summary>How many values a field holds.</summary>
public enum FieldShape : byte
{
    /// <summary>One value (<c>singular</c> / <c>optional</c> / <c>required</c>).</summary>
    Single,
    /// <summary>A <c>repeated</c> field.</summary>
    Repeated,
    /// <summary>A <c>map&lt;K, V&gt;</c> field.</summary>
    Map,
}

/// <summary>The .NET collection a repeated or map member is stored in, which decides how it is built on read.</summary>
public enum CollectionKind : byte
{
    /// <summary>Not a collection.</summary>
    None,
    /// <summary><c>T[]</c>: read into a buffer, then a new array (appended to an existing one on merge).</summary>
    Array,
    /// <summary>A settable member of a type a <see cref="List{T}"/> can stand in for (or the concrete collection
    /// itself): a new one is created when the member is null.</summary>
    List,
    /// <summary>A get-only member whose collection is created by the owner; values are added to it.</summary>
    Existing,
    /// <summary><see cref="System.Collections.Immutable.ImmutableArray{T}"/>.</summary>
    ImmutableArray,
    /// <summary><see cref="System.Collections.Immutable.ImmutableList{T}"/>.</summary>
    ImmutableList,
    /// <summary>A settable dictionary member (a <see cref="Dictionary{TKey, TValue}"/> is created when null).</summary>
    Dictionary,
    /// <summary>A get-only dictionary member created by the owner.</summary>
    ExistingDictionary,
    /// <summary><see cref="System.Collections.Immutable.ImmutableDictionary{TKey, TValue}"/>.</summary>
    ImmutableDictionary,
    /// <summary>
    /// <see cref="System.Collections.Immutable.ImmutableHashSet{T}"/>,
    /// <see cref="System.Collections.Immutable.ImmutableSortedSet{T}"/> or
    /// <see cref="System.Collections.Immutable.IImmutableSet{T}"/> (an <c>ImmutableHashSet</c>): built once, after the
    /// message, as the set the member held (else <see cref="FieldModel.ConcreteCollectionType"/>'s empty set) with the
    /// elements read added.
    /// </summary>
    ImmutableSet,
    /// <summary>
    /// <see cref="System.Collections.Immutable.ImmutableSortedDictionary{TKey, TValue}"/>: built once, after the
    /// message, as the map the member held (else an empty one) with the entries read set (the last one for a key wins).
    /// </summary>
    ImmutableSortedDictionary,
}

/// <summary>Which values of a single field are not written: its presence rule, decided once in the model and executed
/// by every backend.</summary>
public enum Omission : byte
{
    /// <summary>Always written: a required field (null is an error when writing), or a struct message under implicit
    /// presence.</summary>
    Never,
    /// <summary>Not written when null (a <see cref="Nullable{T}"/> without a value): explicit presence.</summary>
    WhenNull,
    /// <summary>Not written when null or the type's zero: 0, false (floating point: +0.0 and -0.0), <c>""</c>, empty
    /// bytes, a zero Guid, decimal, TimeSpan or <c>default(DateTime)</c>. Implicit presence.</summary>
    WhenZero,
    /// <summary>Not written when null or equal to <see cref="FieldModel.DefaultValue"/>: implicit presence with a
    /// proto2 default.</summary>
    WhenDefault,
}

/// <summary>What a member holds after a read in which its field was absent.</summary>
public enum AbsentValue : byte
{
    /// <summary>Whatever the instance already held: the constructor's value for a new instance (a constructor argument
    /// gets its type's default), the old value when merging.</summary>
    AsConstructed,
    /// <summary>
    /// The field's default, set on every instance Nano creates (merging keeps the old value): its
    /// <see cref="FieldModel.DefaultValue"/> (proto2 <c>[default = …]</c>), or for a <see cref="System.DateTime"/>
    /// under implicit presence 0001-01-01T00:00:00 with <see cref="System.DateTimeKind.Utc"/> (the unwritten zero, read
    /// back as UTC as every Timestamp is).
    /// </summary>
    Default,
    /// <summary>
    /// A constructor argument that would otherwise be null gets <c>""</c>, an empty <c>byte[]</c> or an empty
    /// collection, as proto3 reads an absent field (the member is not annotated nullable and has implicit presence).
    /// </summary>
    Empty,
}

/// <summary>When a single field is written.</summary>
public enum Presence : byte
{
    /// <summary>proto3 implicit presence: not written when it holds its default (zero, empty, false, or its
    /// <c>[DefaultValue]</c>).</summary>
    Implicit,
    /// <summary>Explicit presence: a <see cref="Nullable{T}"/> or a message reference; written whenever it is not
    /// null.</summary>
    Explicit,
    /// <summary>proto2 <c>required</c>: always written; missing on read is an error.</summary>
    Required,
}
