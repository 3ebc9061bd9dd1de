using Nano.Interop.Nano;
using Nano.Interop.Generators;
using Nano.Tests.CrossCheck.Support;
using Nano.Tests.Support;
using G = Nano.Interop.CrossCheck;
using G2 = Nano.Interop.Benchmarks.Proto2;
using G3 = Nano.Interop.Benchmarks.Proto3;
using GP2 = Nano.Interop.CrossCheck.Proto2;
using N = Nano.Interop.Nano.CrossCheck;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;
using NP2 = Nano.Interop.Nano.CrossCheck.Proto2;

namespace Nano.Tests.CrossCheck;

/// <summary>Every schema under cross-check: the cross-check schemas and the three benchmark schemas.</summary>
public static class CrossCheckCases
{
    public static readonly IReadOnlyList<ICrossCheckCase> All =
    [
        new CrossCheckCase<G.AllScalars, N.AllScalars>("AllScalars", GoogleGenerators.AllScalars, G.AllScalars.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.AllOptional, N.AllOptional>("AllOptional", GoogleGenerators.AllOptional, G.AllOptional.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.Nested, N.Nested>("Nested", GoogleGenerators.Nested, G.Nested.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.Recursive, N.Recursive>("Recursive", GoogleGenerators.Recursive, G.Recursive.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.Maps, N.Maps>("Maps", GoogleGenerators.Maps, G.Maps.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.OneofMessage, N.OneofMessage>("OneofMessage", GoogleGenerators.OneofMessage, G.OneofMessage.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.WellKnown, N.WellKnown>("WellKnown", GoogleGenerators.WellKnown, G.WellKnown.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G.SparseFields, N.SparseFields>("SparseFields", GoogleGenerators.SparseFields, G.SparseFields.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<GP2.Proto2Message, NP2.Proto2Message>("Proto2Message", GoogleGenerators.Proto2Message, GP2.Proto2Message.Parser, Converters.ToNano, Converters.ToGoogle),
        new CrossCheckCase<G3.GoogleMessage1, N3.GoogleMessage1>("GoogleMessage1Proto3", GoogleGenerators.GoogleMessage1Proto3, G3.GoogleMessage1.Parser, BenchmarkConverters.ToNano, BenchmarkConverters.ToGoogle),
        new CrossCheckCase<G2.GoogleMessage1, N2.GoogleMessage1>("GoogleMessage1Proto2", GoogleGenerators.GoogleMessage1Proto2, G2.GoogleMessage1.Parser, BenchmarkConverters.ToNano, BenchmarkConverters.ToGoogle),
        new CrossCheckCase<G2.GoogleMessage2, N2.GoogleMessage2>("GoogleMessage2", GoogleGenerators.GoogleMessage2, G2.GoogleMessage2.Parser, BenchmarkConverters.ToNano, BenchmarkConverters.ToGoogle),
    ];

    /// <summary>The backends this process runs (see <see cref="Backends.List"/>).</summary>
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    public static ICrossCheckCase Named(string name) => All.Single(c => c.Name == name);
}
