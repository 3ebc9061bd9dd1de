namespace Nano;

/// <summary>How the dictionaries Nano creates for map fields read from the wire hash their keys
/// (<see cref="RuntimeTypeModel.MapKeyHashing"/>).</summary>
public enum MapKeyHashing
{
    /// <summary>
    /// The default, for input from anyone: each dictionary created for integer keys (16 to 64 bits, <c>nint</c>,
    /// <c>char</c>) gets a comparer of its own (its <c>Comparer</c> is Nano's) that hashes as .NET's default comparer
    /// while the keys read spread over the dictionary's buckets, and switches, once and during the read, to a hash
    /// keyed by a random per-process seed when one bucket passes 16 keys (hash flooding: keys crafted to share one
    /// bucket, which would make reading the map quadratic). Immutable dictionaries get the keyed hash from the start,
    /// and so do the <c>HashSet&lt;T&gt;</c> and <c>ImmutableHashSet&lt;T&gt;</c> of integer elements a repeated field
    /// is read into (a set's elements are its keys). String, bool and 8-bit keys keep .NET's default comparer, which is
    /// already safe for them.
    /// </summary>
    CollisionResistant = 0,

    /// <summary>
    /// For trusted input only: every dictionary and hash set Nano creates uses .NET's default comparer
    /// (<see cref="EqualityComparer{T}.Default"/>), with no watch of its buckets, which lets a sender of crafted keys
    /// stall the reader. See docs/hostile-input.md for what it saves.
    /// </summary>
    Default = 1,
}
