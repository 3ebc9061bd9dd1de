namespace Nano;

/// <summary>How the dictionaries Nano creates for map fields read from the wire hash their keys
/// (<see cref="RuntimeTypeModel.MapKeyHashing"/>).</summary>
public enum MapKeyHashing
{
    /// <summary>
    /// The default, for input from anyone: dictionaries with integer keys (16 to 64 bits, <c>nint</c>, <c>char</c>)
    /// hash them with a comparer keyed by a random per-process seed, so a sender cannot choose keys that share one
    /// bucket (hash flooding, which makes reading a map quadratic). String, bool and 8-bit keys keep .NET's default
    /// comparer, which is already safe for them.
    /// </summary>
    CollisionResistant = 0,

    /// <summary>
    /// For trusted input only: every dictionary Nano creates uses .NET's default comparer
    /// (<see cref="EqualityComparer{T}.Default"/>), whose identity hash spreads sequential integer keys perfectly but
    /// lets a sender of crafted keys stall the reader. See docs/hostile-input.md for what it saves.
    /// </summary>
    Default = 1,
}
