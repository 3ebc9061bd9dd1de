namespace Nano.Serialization.Interpreted;

/// <summary>How the interpreted backend builds a message it reads (<see cref="MessagePlan.ReadPath"/>).</summary>
internal enum MessageReadPath
{
    /// <summary>A plain mutable class: created first, every field stored as it is read (typed where the field
    /// is).</summary>
    Direct,

    /// <summary>A constructor-built type (record, immutable class or struct, at most 64 fields): single fields read
    /// into typed cells, then the constructor called with a reused argument array; nothing boxed per value.</summary>
    Constructor,

    /// <summary>Everything else (struct messages without a constructor to call, hierarchies, over 64 fields): values
    /// gathered boxed into slots and stored when the message ends.</summary>
    Slots,
}
