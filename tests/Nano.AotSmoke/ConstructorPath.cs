namespace Nano.AotSmoke;

/// <summary>
/// A record read under NativeAOT on the interpreted backend's constructor path (docs/design-interpreted.md): values
/// read into typed cells (closed over int, long, the enum's int, Guid, DateTime and bool by their codecs, nothing
/// closed at run time), the constructor called with a reused argument array.
/// </summary>
[ProtoContract]
public sealed record ProbeRecord(
    [property: ProtoMember(1)] int Number,
    [property: ProtoMember(2)] long Big,
    [property: ProtoMember(3)] Status Status,
    [property: ProtoMember(4)] Guid Id,
    [property: ProtoMember(5)] DateTime When,
    [property: ProtoMember(6)] bool Flag)
{
    public static ProbeRecord Create() => new(150, -2, Status.Blocked, new Guid("0f8fad5b-d9cb-469f-a165-70867728950e"),
        new DateTime(2026, 11, 23, 18, 0, 0, DateTimeKind.Utc), true);
}

/// <summary>Runs the constructor-path checks of the smoke test.</summary>
public static class ConstructorPath
{
    public static void Run(Action<bool, string> check)
    {
        RuntimeTypeModel.Default.Add<ProbeRecord>();
        var plan = Nano.Serialization.Interpreted.InterpretedBackend.Instance.PlanOf(RuntimeTypeModel.Default, RuntimeTypeModel.Default.GetModel(typeof(ProbeRecord)));
        check(plan.ReadPath == Nano.Serialization.Interpreted.MessageReadPath.Constructor, $"record read path: {plan.ReadPath}, expected Constructor");

        var value = ProbeRecord.Create();
        var bytes = Serializer.SerializeToArray(value);
        for (var i = 0; i < 3; i++) // warm: plan, frame, boxes
            check(Serializer.Deserialize<ProbeRecord>(bytes) == value, "record read back");

        var before = GC.GetAllocatedBytesForCurrentThread();
        var read = Serializer.Deserialize<ProbeRecord>(bytes);
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        before = GC.GetAllocatedBytesForCurrentThread();
        var made = new ProbeRecord(read.Number, read.Big, read.Status, read.Id, read.When, read.Flag);
        var instance = GC.GetAllocatedBytesForCurrentThread() - before;
        check(read == value && made == value, "record read back (measured read)");
        Console.WriteLine($"record read: {allocated} B allocated, the instance {instance} B");
        check(allocated == instance, $"a record read allocated {allocated} B, the instance is {instance} B (a box per value?)");
    }
}
