using System.Runtime.Serialization;
using ProtoBuf;

// Serialization callbacks and conditional serialization, as protobuf-net 3.4.40 runs them.
namespace ProtobufNetSamples;

/// <summary>What the callbacks ran, on the test's thread (xunit runs a test on one thread; tests run in parallel).</summary>
public static class CallLog
{
    [ThreadStatic] private static List<string>? t_entries;

    public static void Add(string entry) => (t_entries ??= []).Add(entry);

    /// <summary>The entries since the last call, cleared.</summary>
    public static string[] Take()
    {
        var entries = t_entries?.ToArray() ?? [];
        t_entries?.Clear();
        return entries;
    }
}

/// <summary>A leaf of scalars (which the emit backend would inline, were it not for its callbacks).</summary>
[ProtoContract]
public class CallbackLeaf
{
    [ProtoMember(1)] public int V;

    [ProtoBeforeSerialization] private void BeforeSerialize() => CallLog.Add($"leaf.BS {V}");
    [ProtoAfterSerialization] private void AfterSerialize() => CallLog.Add($"leaf.AS {V}");
    [ProtoBeforeDeserialization] private void BeforeDeserialize() => CallLog.Add($"leaf.BD {V}");
    [ProtoAfterDeserialization] private void AfterDeserialize() => CallLog.Add($"leaf.AD {V}");
}

[ProtoContract]
public class CallbackRoot
{
    [ProtoMember(1)] public int V;
    [ProtoMember(2)] public CallbackLeaf? One;
    [ProtoMember(3)] public List<CallbackLeaf> Many = [];
    [ProtoMember(4)] public string? Stamp;
    public int Loaded;

    // Changes what is written: the length measured must be the length written.
    [ProtoBeforeSerialization] private void BeforeSerialize() { CallLog.Add($"root.BS {V}"); Stamp = $"v{V}"; }
    [ProtoAfterSerialization] private void AfterSerialize() => CallLog.Add($"root.AS {V}");
    [ProtoBeforeDeserialization] private void BeforeDeserialize() => CallLog.Add($"root.BD {V} {Many.Count}");
    [ProtoAfterDeserialization] private void AfterDeserialize() { CallLog.Add($"root.AD {V} {Many.Count}"); Loaded = V + 100; }
}

[ProtoContract]
public class CallbackMap
{
    [ProtoMember(1)] public Dictionary<int, CallbackLeaf> Map = [];
}

/// <summary>WCF's attributes, with and without a StreamingContext.</summary>
[ProtoContract]
public class WcfCallbacks
{
    [ProtoMember(1)] public int V;

    [OnSerializing] private void Serializing(StreamingContext context) => CallLog.Add("OnSerializing");
    [OnSerialized] private void Serialized() => CallLog.Add("OnSerialized");
    [OnDeserializing] private void Deserializing(StreamingContext context) => CallLog.Add($"OnDeserializing {V}");
    [OnDeserialized] private void Deserialized(StreamingContext context) => CallLog.Add($"OnDeserialized {V}");
}

/// <summary>protobuf-net's attribute wins over WCF's for the same event; a static method is not a callback.</summary>
[ProtoContract]
public class CallbackPrecedence
{
    [ProtoMember(1)] public int V;

    [ProtoAfterDeserialization] private void Proto() => CallLog.Add("proto");
    [OnDeserialized] private void Wcf(StreamingContext context) => CallLog.Add("wcf");
    [ProtoBeforeDeserialization] public static void Static() => CallLog.Add("static");
}

/// <summary>A hierarchy runs the root's callbacks (virtually), never a sub-type's own.</summary>
[ProtoContract]
[ProtoInclude(10, typeof(CallbackDerived))]
public class CallbackBase
{
    [ProtoMember(1)] public int B;

    [ProtoBeforeSerialization] private void BeforeSerialize() => CallLog.Add($"base.BS {GetType().Name}");
    [ProtoBeforeDeserialization] private void BeforeDeserialize() => CallLog.Add($"base.BD {GetType().Name} {B} {(this as CallbackDerived)?.D}");
    [ProtoAfterDeserialization] protected virtual void AfterDeserialize() => CallLog.Add($"base.AD {B}");
}

[ProtoContract]
public class CallbackDerived : CallbackBase
{
    [ProtoMember(1)] public int D;

    [ProtoAfterSerialization] private void AfterSerialize() => CallLog.Add("derived.AS");
    [ProtoBeforeDeserialization] private void BeforeDeserialize() => CallLog.Add("derived.BD");
    protected override void AfterDeserialize() => CallLog.Add($"derived.AD override {B} {D}");
}

/// <summary>A struct's callbacks change the struct being written or read.</summary>
[ProtoContract]
public struct CallbackStruct
{
    [ProtoMember(1)] public int V;

    [ProtoBeforeSerialization] private void BeforeSerialize() => V = V == 0 ? 0 : V | 0x40;
    [ProtoAfterDeserialization] private void AfterDeserialize() => V *= 10;
}

[ProtoContract]
public class HoldsCallbackStruct
{
    [ProtoMember(1)] public CallbackStruct S;
    [ProtoMember(2)] public List<CallbackStruct> Many = [];
}

[ProtoContract]
public class CallbackReturnsValue
{
    [ProtoMember(1)] public int V;

    [ProtoAfterDeserialization] public int Loaded() => V;
}

[ProtoContract]
public class CallbackTwice
{
    [ProtoMember(1)] public int V;

    [ProtoAfterDeserialization] private void First() { }
    [ProtoAfterDeserialization] private void Second() { }
}

/// <summary>Each kind of condition protobuf-net honours, and look-alikes it ignores.</summary>
[ProtoContract]
public class ConditionalMembers
{
    [ProtoMember(1)] public int A;
    public bool ShouldSerializeA() => A != 5; // a zero is written when the condition holds

    [ProtoMember(2)] public string? B;
    private bool ShouldSerializeB() => B != "skip";

    [ProtoMember(3)] public int C;
    public bool CSpecified { get; set; }

    [ProtoMember(4)] public List<int> L = [];
    internal bool ShouldSerializeL() => L.Count != 2;

    [ProtoMember(5)] public int D;
    private bool DSpecified { get; set; }
    public bool DWasSpecified => DSpecified;

    [ProtoMember(6)] public int? N;
    public bool NSpecified { get; set; }

    [ProtoMember(7)] public CallbackFreeLeaf? M;
    public bool MSpecified { get; set; }

    [ProtoMember(8)] public int E;
    public bool ESpecified; // a field: not a condition

    [ProtoMember(9)] public int F;
    public bool ShouldSerializeF(int unused) => false; // takes a parameter: not a condition

    [ProtoMember(10)] public int G;
    public bool GSpecified => G != 3; // get-only: decides the write, nothing to set on read

    [ProtoMember(11, IsPacked = true)] public List<int> P = [];
    public bool PSpecified { get; set; }
}

[ProtoContract]
public class CallbackFreeLeaf
{
    [ProtoMember(1)] public int X;
}

/// <summary>A condition on a required member: a null is not written, and the condition may leave it out.</summary>
[ProtoContract]
public class ConditionalRequired
{
    [ProtoMember(1, IsRequired = true)] public string? S;
    public bool ShouldSerializeS() => true;

    [ProtoMember(2, IsRequired = true)] public int I;
    public bool ShouldSerializeI() => I != 7;
}

/// <summary>A struct with a condition and an XSpecified member.</summary>
[ProtoContract]
public struct ConditionalStruct
{
    [ProtoMember(1)] public int V;
    public bool VSpecified { get; set; }
}

[ProtoContract]
public class HoldsConditionalStruct
{
    [ProtoMember(1)] public ConditionalStruct S;
}

[ProtoContract]
public class SpecifiedNotBool
{
    [ProtoMember(1)] public int V;
    public int VSpecified { get; set; }
}
