namespace Nano.ProtobufNetOracle.Tests.Support;

/// <summary>The oracle check of one value on one Nano backend, as the broad sample counts it.</summary>
public static class DropIn
{
    /// <summary>
    /// Nano writes protobuf-net's bytes for <paramref name="value"/>, and each library reads the other's bytes to what
    /// protobuf-net reads from its own.
    /// </summary>
    public static void AssertDropIn(object value, string backend)
    {
        var root = Libraries.RootOf(value.GetType());
        var expected = Libraries.ProtobufNetWrite(value);
        var model = Libraries.Nano(backend);
        var actual = Libraries.NanoWrite(model, value);
        Assert.True(expected.AsSpan().SequenceEqual(actual), $"protobuf-net: {Convert.ToHexString(expected)}{Environment.NewLine}Nano:         {Convert.ToHexString(actual)}");
        var ownRead = Libraries.ProtobufNetRead(root, expected);
        Equivalence.AssertEquivalent(ownRead, Libraries.NanoRead(model, root, expected));
        Equivalence.AssertEquivalent(ownRead, Libraries.ProtobufNetRead(root, actual));
    }

    /// <summary>Each backend once per value name (the values are built by the test).</summary>
    public static TheoryData<string, string> Cases(params string[] names)
    {
        var data = new TheoryData<string, string>();
        foreach (var name in names)
            foreach (var backend in new[] { "emit", "interpreted" })
                data.Add(name, backend);
        return data;
    }
}
