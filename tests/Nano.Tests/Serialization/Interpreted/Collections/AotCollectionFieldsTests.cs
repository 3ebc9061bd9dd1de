using Nano.Model;
using Nano.Serialization.Interpreted;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization.Interpreted.Collections;

/// <summary>
/// Which repeated and map fields run typed, in this process: with dynamic code (the JIT test process) every shape but
/// struct messages and enum map values; without it (the NoDynamicCode process, as NativeAOT) the written-out set of
/// AotCollectionFields: elements of int, long, uint, ulong, float, double, bool, string, byte[] and message classes,
/// arrays of int-based enums
/// (not in ImmutableArray members, nor value types in ImmutableList members), maps from string, int or long keys to
/// string, int, long, double, bool or message values (not in ImmutableDictionary members). Every boxed field says why. The NativeAOT smoke test (tests/Nano.AotSmoke/CollectionPath.cs)
/// checks the same natively.
/// </summary>
public class AotCollectionFieldsTests
{
    /// <summary>The fields of <see cref="CollectionKindTests.Kinds"/> on the boxed collection handler, in field-number order.</summary>
    private static string ExpectedBoxed => Backends.DynamicCode
        ? "StringToColor, Points"
        : "Colors, StringToColor, GetOnlyMap, ColorList, Times, Points, IntToTime, ImmutableStrings, Memories, SBytes, UIntToBytes";

    [Fact]
    public void EveryKind_RunsTypedExactlyWhereDocumented()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var plan = InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(CollectionKindTests.Kinds)));
        var collections = plan.Fields.Where(f => f.Model.Shape != FieldShape.Single).ToList();
        Assert.Equal(30, collections.Count);
        Assert.Equal(ExpectedBoxed, string.Join(", ", collections.Where(f => !f.IsTyped).Select(f => f.Model.Name)));
        Assert.All(collections.Where(f => f.IsTyped), f => Assert.Null(f.FallbackReason));
    }

    [Fact]
    public void EveryBoxedField_SaysWhy()
    {
        var model = Backends.Model(SerializerBackend.Interpreted);
        var plan = InterpretedBackend.Instance.PlanOf(model, model.GetModel(typeof(CollectionKindTests.Kinds)));
        var reasons = plan.Fields.Where(f => !f.IsTyped).ToDictionary(f => f.Model.Name, f => f.FallbackReason!);
        Assert.All(reasons.Values, reason => Assert.StartsWith("boxed collection handler: ", reason));
        Assert.Contains("struct Point (a struct message)", reasons["Points"]);
        if (Backends.DynamicCode)
        {
            Assert.Contains("values of enum Color", reasons["StringToColor"]);
            return;
        }
        Assert.Contains("an ImmutableDictionary member", reasons["StringToColor"]);
        Assert.Contains("ImmutableArray", reasons["Colors"]);
        Assert.Contains("ImmutableArray", reasons["ImmutableStrings"]);
        Assert.Contains("enum Color", reasons["ColorList"]);
        Assert.Contains("keys of type Boolean", reasons["GetOnlyMap"]);
        Assert.Contains("keys of type UInt32", reasons["UIntToBytes"]);
        Assert.Contains("elements of type DateTime", reasons["Times"]);
        Assert.Contains("elements of type SByte", reasons["SBytes"]);
        Assert.Contains("elements of type ReadOnlyMemory`1", reasons["Memories"]);
        Assert.Contains("values of type DateTime", reasons["IntToTime"]);
    }
}
