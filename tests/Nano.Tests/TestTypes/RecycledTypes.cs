namespace Nano.Tests.TestTypes;

/// <summary>A message that recycles, with every kind of member a recycled instance must get back to its new state:
/// a list and a dictionary left null, an initializer's list and dictionary (cleared, never replaced), a non-zero
/// initializer, a nested message, a oneof, an array, a nullable and a bytes leaf.</summary>
[ProtoContract]
public sealed class RecycledOrder
{
    [ProtoMember(1)] public int Id { get; set; }
    [ProtoMember(2)] public string? Name { get; set; }
    [ProtoMember(3)] public List<RecycledLine>? Lines { get; set; }
    [ProtoMember(4)] public List<int> Numbers { get; set; } = [];
    [ProtoMember(5)] public RecycledLine? Main { get; set; }
    [ProtoMember(6)] public Dictionary<string, int> Tags { get; set; } = [];
    [ProtoMember(7)] public Dictionary<int, RecycledLine>? Extra { get; set; }
    [ProtoMember(8)] public double Price { get; set; } = 1.5;
    [ProtoMember(9, OneOf = "pick")] public int? PickNumber { get; set; }
    [ProtoMember(10, OneOf = "pick")] public string? PickText { get; set; }
    [ProtoMember(11, OneOf = "pick")] public RecycledLine? PickLine { get; set; }
    [ProtoMember(12)] public long[]? Ids { get; set; }
    [ProtoMember(13)] public int? Maybe { get; set; }
    [ProtoMember(14)] public ReadOnlyMemory<byte> Blob { get; set; }
    [ProtoMember(15)] public List<string>? Words { get; set; }
}

/// <summary>An item of <see cref="RecycledOrder"/>: recycles too, with a list of its own.</summary>
[ProtoContract]
public sealed class RecycledLine
{
    [ProtoMember(1)] public string? Sku { get; set; }
    [ProtoMember(2)] public int Quantity { get; set; }
    [ProtoMember(3)] public List<string>? Notes { get; set; }
}

/// <summary>Constructor-built: immutable once built, so it never recycles.</summary>
[ProtoContract]
public sealed record RecordLine([property: ProtoMember(1)] string? Sku, [property: ProtoMember(2)] int Quantity);

/// <summary>Init-only members: a record's, which Nano does not set again.</summary>
[ProtoContract]
public sealed class InitOnlyLine
{
    [ProtoMember(1)] public string? Sku { get; init; }
}

/// <summary>State outside the contract Nano could not reset.</summary>
[ProtoContract]
public sealed class HiddenStateLine
{
    private int _reads = 1;

    [ProtoMember(1)] public string? Sku { get; set; }

    public int Reads => _reads;
}

/// <summary>A callback (registered by the test): user code Nano cannot know the effects of.</summary>
[ProtoContract]
public sealed class CallbackLine
{
    [ProtoMember(1)] public string? Sku { get; set; }

    public void Done() => Sku ??= "";
}

/// <summary>A constructor that fills a list: clearing it would not give the new state back.</summary>
[ProtoContract]
public sealed class PrefilledLine
{
    [ProtoMember(1)] public List<int> Values { get; set; } = [1, 2];
}

/// <summary>A constructor that creates a nested message.</summary>
[ProtoContract]
public sealed class NestedInitLine
{
    [ProtoMember(1)] public RecycledLine Line { get; set; } = new();
}

/// <summary>W2's item: a string, an int, a Guid and a DateTime.</summary>
[ProtoContract]
public sealed class IntoPoco
{
    [ProtoMember(1)] public string? Text { get; set; }
    [ProtoMember(2)] public int Number { get; set; }
    [ProtoMember(3)] public Guid Id { get; set; }
    [ProtoMember(4)] public DateTime When { get; set; }
}

/// <summary>W2's root: an initializer's list of items.</summary>
[ProtoContract]
public sealed class IntoPocoList
{
    [ProtoMember(1)] public List<IntoPoco> Items { get; set; } = [];
}

/// <summary>A type that recycles holding members of types that do not (constructor-built, init-only) beside ones that
/// do, a map of messages its initializer creates, and a tree of its own type.</summary>
[ProtoContract]
public sealed class IntoMixed
{
    [ProtoMember(1)] public RecordLine? Record { get; set; }
    [ProtoMember(2)] public RecycledLine? Line { get; set; }
    [ProtoMember(3)] public List<RecordLine>? Records { get; set; }
    [ProtoMember(4)] public Dictionary<int, RecycledLine> ByKey { get; set; } = [];
    [ProtoMember(5)] public InitOnlyLine? Frozen { get; set; }
    [ProtoMember(6)] public List<IntoMixed>? Children { get; set; }
    [ProtoMember(7)] public int Depth { get; set; } = -1;
}
