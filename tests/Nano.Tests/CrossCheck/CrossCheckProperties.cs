using Nano.Tests.Support;

namespace Nano.Tests.CrossCheck;

/// <summary>
/// The cross-check properties, each over 1,000 generated messages (see <see cref="Support.PropertyRunner"/> for the seed)
/// on every backend. One subclass per schema, so that xunit runs the schemas in parallel.
/// <list type="bullet">
/// <item>P1: for the same logical message, Nano writes exactly the bytes Google.Protobuf writes.</item>
/// <item>P2: Google.Protobuf parses Nano's bytes into an equal message; Nano parses Google's bytes into an equal object.</item>
/// <item>P3: Nano accepts the non-canonical input Google.Protobuf accepts, and reads it the same way.</item>
/// <item>P4: Measure equals the written length (and Google's CalculateSize).</item>
/// </list>
/// </summary>
public abstract class CrossCheckProperties(string schema)
{
    private readonly Support.ICrossCheckCase _case = CrossCheckCases.Named(schema);

    [Theory, MemberData(nameof(CrossCheckCases.Backend), MemberType = typeof(CrossCheckCases))]
    public void P1_NanoBytesEqualGoogleBytes(SerializerBackend backend) =>
        _case.BytesEqual(Backends.Model(backend), $"P1 {schema} {backend}");

    [Theory, MemberData(nameof(CrossCheckCases.Backend), MemberType = typeof(CrossCheckCases))]
    public void P2_EachParsesTheOthersBytes(SerializerBackend backend) =>
        _case.ParsesEachOther(Backends.Model(backend), $"P2 {schema} {backend}");

    [Theory, MemberData(nameof(CrossCheckCases.Backend), MemberType = typeof(CrossCheckCases))]
    public void P3_ReadsNonCanonicalInputAsGoogleDoes(SerializerBackend backend) =>
        _case.AcceptsNonCanonical(Backends.Model(backend), $"P3 {schema} {backend}");

    [Theory, MemberData(nameof(CrossCheckCases.Backend), MemberType = typeof(CrossCheckCases))]
    public void P4_MeasureEqualsWrittenLength(SerializerBackend backend) =>
        _case.MeasureEqualsLength(Backends.Model(backend), $"P4 {schema} {backend}");
}

public class AllScalarsCrossCheck() : CrossCheckProperties("AllScalars");

public class AllOptionalCrossCheck() : CrossCheckProperties("AllOptional");

public class NestedCrossCheck() : CrossCheckProperties("Nested");

public class RecursiveCrossCheck() : CrossCheckProperties("Recursive");

public class MapsCrossCheck() : CrossCheckProperties("Maps");

public class OneofMessageCrossCheck() : CrossCheckProperties("OneofMessage");

public class WellKnownCrossCheck() : CrossCheckProperties("WellKnown");

public class SparseFieldsCrossCheck() : CrossCheckProperties("SparseFields");

public class Proto2MessageCrossCheck() : CrossCheckProperties("Proto2Message");

public class GoogleMessage1Proto3CrossCheck() : CrossCheckProperties("GoogleMessage1Proto3");

public class GoogleMessage1Proto2CrossCheck() : CrossCheckProperties("GoogleMessage1Proto2");

public class GoogleMessage2CrossCheck() : CrossCheckProperties("GoogleMessage2");
