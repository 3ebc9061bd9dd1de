using System.Collections.Immutable;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Nano.Generators.Tests;

/// <summary>
/// The generator driven in-process over small sources (C# 9, as the oldest projects it supports compile): what it
/// generates compiles without a diagnostic, and every shape it cannot write gets its diagnostic instead of code.
/// </summary>
public sealed class GeneratorTests
{
    private const string Supported = """
        using System.Collections.Generic;
        using Nano;

        namespace App
        {
            public enum Kind { A, B }

            [ProtoContract]
            public class Item
            {
                [ProtoMember(1)] public string Name { get; set; }
                [ProtoMember(2, DataFormat = DataFormat.ZigZag)] public List<long> Deltas { get; set; }
                [ProtoMember(3)] public Kind Kind { get; set; }
                [ProtoMember(4)] public Item Next { get; set; }
                [ProtoMember(5)] internal byte[] Data;
                [ProtoMember(6)] public int? Maybe { get; set; }
                [ProtoMember(7, IsOptional = true)] public string Label { get; set; }
                [ProtoMember(8)] public Kind? MaybeKind;
                [ProtoMember(9)] public Item[] Children { get; set; }
                [ProtoMember(10)] public double[] Values;
                [ProtoMember(11)] public List<System.DateTime> Whens { get; set; }
                [ProtoMember(12)] public System.TimeSpan? Took { get; set; }
                [ProtoMember(13)] public List<System.Guid> Ids { get; set; }
                [ProtoMember(14)] public decimal[] Prices { get; set; }
                [ProtoMember(15, DataFormat = DataFormat.ZigZag)] public List<short> Small { get; set; }
                [ProtoMember(16)] public char Letter { get; set; }
                [ProtoMember(17)] public System.DateTime When { get; set; }
                [ProtoMember(18)] public System.ReadOnlyMemory<byte> Blob { get; set; }
                [ProtoMember(19)] public System.Memory<byte>[] Blobs { get; set; }
            }

            [NanoSerializable(typeof(Item))]
            internal partial class AppContext { }
        }
        """;

    [Fact]
    public void GeneratedCodeCompilesAsCSharp9WithoutDiagnostics()
    {
        var (compilation, diagnostics) = Run(Supported);

        Assert.Empty(diagnostics);
        var generated = Assert.Single(compilation.SyntaxTrees, t => t.FilePath.EndsWith("App.AppContext.Nano.g.cs", StringComparison.Ordinal));
        Assert.Contains("GeneratedSerializer<global::App.Item>", generated.ToString(), StringComparison.Ordinal);
        Assert.Contains("[global::System.Runtime.CompilerServices.ModuleInitializer]", generated.ToString(), StringComparison.Ordinal);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public void ListsOfGeneratedMessagesAreWalkedByTheParentsLoop()
    {
        var (compilation, diagnostics) = Run("""
            using System.Collections.Generic;
            using Nano;

            [ProtoContract]
            public class Order
            {
                [ProtoMember(1)] public List<Line> Lines { get; set; }
                [ProtoMember(2)] public Line[] Extra { get; set; }
                [ProtoMember(3)] public List<Odd> Odds { get; set; }
            }

            [ProtoContract]
            public class Line
            {
                [ProtoMember(1)] public byte[] Id { get; set; }
            }

            [ProtoContract]
            public class Odd
            {
                [ProtoMember(1), System.ComponentModel.DefaultValue(3)] public int Value { get; set; }
            }

            [NanoSerializable(typeof(Order))]
            public partial class Context { }
            """);

        Assert.Equal("NANO0100", Assert.Single(diagnostics).Id); // Odd: left to the runtime backends
        var generated = compilation.SyntaxTrees.Last().ToString();
        // Line is generated here: its list (as a span on this target) and its array are walked by Order's loop, each
        // element through Line's methods, once the model is found to serve Line with this class.
        Assert.Contains("CollectionsMarshal.AsSpan(list)", generated, StringComparison.Ordinal);
        Assert.Contains("GeneratedSerializers.Served<global::Line, NanoSerializer1_Line>(Model)", generated,
            StringComparison.Ordinal);
        Assert.Equal(2, Occurrences(generated, "NestedMessage<global::Line, NanoSerializer1_Line.Methods>.Measure("));
        Assert.Equal(2, Occurrences(generated, "NestedMessage<global::Line, NanoSerializer1_Line.Methods>.Write("));
        Assert.Equal(2, Occurrences(generated, "NestedMessage<global::Line, NanoSerializer1_Line.Methods>.ReadList("));
        // Two lists, each measured and written.
        Assert.Equal(4, Occurrences(generated, "MessageRules.NullElement(Message, "));
        // Odd is not: its list goes through the model's serializer only.
        Assert.DoesNotContain("NestedMessage<global::Odd", generated, StringComparison.Ordinal);
        Assert.Contains("MessageField<global::Odd>.MeasureList(Model, value.Odds, 1, depthLeft)", generated,
            StringComparison.Ordinal);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    private static int Occurrences(string text, string part) =>
        (text.Length - text.Replace(part, "", StringComparison.Ordinal).Length) / part.Length;

    [Fact]
    public void ATypeOutsideTheGeneratedShapesGetsNano0100AndNoCode()
    {
        var (compilation, diagnostics) = Run("""
            using System.Collections.Generic;
            using Nano;

            [ProtoContract]
            public class Prices
            {
                [ProtoMember(1)] public Dictionary<string, double> ByName { get; set; }
            }

            [ProtoContract]
            public class Plain
            {
                [ProtoMember(1)] public int Id { get; set; }
            }

            [NanoSerializable(typeof(Prices))]
            [NanoSerializable(typeof(Plain))]
            public partial class Context { }
            """);

        var diagnostic = Assert.Single(diagnostics);
        Assert.Equal("NANO0100", diagnostic.Id);
        Assert.Equal(DiagnosticSeverity.Warning, diagnostic.Severity);
        Assert.Contains("Prices", diagnostic.GetMessage(), StringComparison.Ordinal);
        Assert.Contains("ByName", diagnostic.GetMessage(), StringComparison.Ordinal);
        var generated = compilation.SyntaxTrees.Last().ToString();
        Assert.DoesNotContain("GeneratedSerializer<global::Prices>", generated, StringComparison.Ordinal);
        Assert.Contains("GeneratedSerializer<global::Plain>", generated, StringComparison.Ordinal);
    }

    [Fact]
    public void AReachedMessageIsGeneratedAndOneThatCannotBeIsReportedAtTheListing()
    {
        var (compilation, diagnostics) = Run("""
            using System.Collections.Generic;
            using Nano;

            [ProtoContract]
            public class Top
            {
                [ProtoMember(1)] public List<Middle> Middles { get; set; }
                [ProtoMember(2)] public Odd Odd { get; set; }
            }

            [ProtoContract]
            public class Middle
            {
                [ProtoMember(1)] public Leaf Leaf { get; set; }
                [ProtoMember(2)] public Top Back { get; set; }
            }

            [ProtoContract]
            public class Leaf
            {
                [ProtoMember(1)] public int Id { get; set; }
            }

            [ProtoContract]
            public class Odd
            {
                [ProtoMember(1)] public System.DateTimeOffset When { get; set; }
            }

            [NanoSerializable(typeof(Top))]
            public partial class Context { }
            """);

        var diagnostic = Assert.Single(diagnostics);
        Assert.Equal("NANO0100", diagnostic.Id);
        Assert.Contains("Odd", diagnostic.GetMessage(), StringComparison.Ordinal);
        var span = diagnostic.Location.SourceSpan;
        var listing = diagnostic.Location.SourceTree!.ToString().Substring(span.Start, span.Length);
        Assert.Contains("NanoSerializable(typeof(Top))", listing, StringComparison.Ordinal);
        var generated = compilation.SyntaxTrees.Last().ToString();
        foreach (var type in new[] { "Top", "Middle", "Leaf" })
        {
            // Each once, though Top is reached again from Middle.
            var registration = $"Register<global::{type}>";
            var first = generated.IndexOf(registration, StringComparison.Ordinal);
            Assert.Equal(first, generated.LastIndexOf(registration, StringComparison.Ordinal));
            Assert.Contains(registration, generated, StringComparison.Ordinal);
        }
        Assert.DoesNotContain("Register<global::Odd>", generated, StringComparison.Ordinal);
        Assert.DoesNotContain("GeneratedSerializer<global::Odd>", generated, StringComparison.Ordinal);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Theory]
    [InlineData("[ProtoMember(1)] public System.Half Half { get; set; }")]
    [InlineData("[ProtoMember(1)] public System.Collections.Generic.List<int?> Maybes { get; set; }")]
    [InlineData("[ProtoMember(1, IsOptional = true)] public int NotNullable { get; set; }")]
    [InlineData("[ProtoMember(1, IsOptional = true)] public System.Collections.Generic.List<int> OptionalList { get; set; }")]
    [InlineData("[ProtoMember(1)] public int[,] Grid { get; set; }")]
    [InlineData("[ProtoMember(1, DataFormat = DataFormat.ZigZag)] public byte UnsignedZigZag { get; set; }")]
    [InlineData("[ProtoMember(1)] public System.DateTimeOffset When { get; set; }")]
    [InlineData("[ProtoMember(1)] public System.DateTime? MaybeWhen { get; set; }")]
    [InlineData("[ProtoMember(1)] public System.ReadOnlyMemory<byte>? MaybeBlob { get; set; }")]
    [InlineData("[ProtoMember(1)] public int GetOnly { get; }")]
    [InlineData("[ProtoMember(1)] private int Hidden { get; set; }")]
    [InlineData("[ProtoMember(1, IsRequired = true)] public int Required { get; set; }")]
    [InlineData("[ProtoMember(1), System.ComponentModel.DefaultValue(3)] public int Three { get; set; }")]
    [InlineData("[ProtoMember(1, DataFormat = DataFormat.ZigZag)] public uint Unsigned { get; set; }")]
    [InlineData("public Shape(int x, int y = 2) { } [ProtoMember(1)] public int X { get; }")]
    [InlineData("private Shape(int x) { } [ProtoMember(1)] public int X { get; }")]
    [InlineData("public Shape(int x) { } "
        + "[ProtoMember(1)] public int X { get; } [ProtoMember(2)] public int Y { get; }")]
    [InlineData("public Shape(int x, string s) { } public Shape(string s, int x) { } "
        + "[ProtoMember(1)] public int X { get; } [ProtoMember(2)] public string S { get; }")]
    [InlineData("public Shape(int x) { } "
        + "[ProtoMember(1)] public int X { get; init; } [ProtoMember(2)] public int Y { get; init; }")]
    public void EachShapeNotGeneratedYetGetsNano0100(string members)
    {
        var (_, diagnostics) = Run($$"""
            using Nano;

            [ProtoContract]
            public class Shape
            {
                {{members}}
            }

            [NanoSerializable(typeof(Shape))]
            public partial class Context { }
            """);

        Assert.Equal("NANO0100", Assert.Single(diagnostics).Id);
    }

    [Fact]
    public void ConstructorBuiltTypesAndOneOfsCompileAsCSharp9WithoutDiagnostics()
    {
        var (compilation, diagnostics) = Run("""
            using System.Collections.Generic;
            using Nano;

            namespace App
            {
                [ProtoContract]
                public sealed record Pair(
                    [property: ProtoMember(1)] string Key, [property: ProtoMember(2)] List<int> Values);

                [ProtoContract]
                public class Frozen
                {
                    public Frozen(int id, Pair pair, byte[] data) { Id = id; Pair = pair; Data = data; }
                    [ProtoMember(1)] public int Id { get; }
                    [ProtoMember(2)] public Pair Pair { get; }
                    [ProtoMember(3)] public byte[] Data { get; }
                    [ProtoMember(4)] public System.DateTime When { get; set; }
                    [ProtoMember(5, OneOf = "pick")] public string Name { get; set; }
                    [ProtoMember(6, OneOf = "pick")] public double? Ratio { get; set; }
                }

                [NanoSerializable(typeof(Frozen))]
                internal partial class AppContext { }
            }
            """);

        Assert.Empty(diagnostics);
        var generated = compilation.SyntaxTrees.Last().ToString();
        Assert.Contains(
            "new global::App.Frozen(slot1, slot2, "
                + "global::Nano.Serialization.Generated.MessageRules.FillAbsent(slot3, Message, 2))",
            generated, StringComparison.Ordinal);
        Assert.Contains("new global::App.Pair(", generated, StringComparison.Ordinal);
        Assert.Contains("MessageRules.OneOfConflict(Message, 4)", generated, StringComparison.Ordinal);
        Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
    }

    [Fact]
    public void ATypeWithANumberingMistakeGetsNoCodeAndNoGeneratorDiagnostic()
    {
        var (compilation, diagnostics) = Run("""
            using Nano;

            [ProtoContract]
            public class Twice
            {
                [ProtoMember(3)] public int A { get; set; }
                [ProtoMember(3)] public int B { get; set; }
            }

            [NanoSerializable(typeof(Twice))]
            public partial class Context { }
            """);

        Assert.Empty(diagnostics); // ContractAnalyzer reports it (ContractAnalyzerTests)
        Assert.DoesNotContain("GeneratedSerializer<global::Twice>", compilation.SyntaxTrees.Last().ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void AContextThatIsNotPartialIsNano0101()
    {
        var (_, diagnostics) = Run("""
            using Nano;

            [ProtoContract]
            public class Plain { [ProtoMember(1)] public int Id { get; set; } }

            [NanoSerializable(typeof(Plain))]
            public class Context { }
            """);

        Assert.Equal("NANO0101", Assert.Single(diagnostics).Id);
    }

    [Fact]
    public void AListedTypeThatIsNotAContractIsNano0102()
    {
        var (_, diagnostics) = Run("""
            using Nano;

            public class NotAContract { public int Id { get; set; } }

            [NanoSerializable(typeof(NotAContract))]
            public partial class Context { }
            """);

        Assert.Equal("NANO0102", Assert.Single(diagnostics).Id);
    }

    [Fact]
    public void AProtobufNetContractIsNotGeneratedYet()
    {
        var (_, diagnostics) = Run("""
            namespace ProtoBuf
            {
                public sealed class ProtoContractAttribute : System.Attribute { }
            }

            [ProtoBuf.ProtoContract]
            public class Legacy { }

            [Nano.NanoSerializable(typeof(Legacy))]
            public partial class Context { }
            """);

        var diagnostic = Assert.Single(diagnostics);
        Assert.Equal("NANO0100", diagnostic.Id);
        Assert.Contains("protobuf-net", diagnostic.GetMessage(), StringComparison.Ordinal);
    }

    [Fact]
    public void AnUnchangedContextIsNotRegenerated()
    {
        var compilation = Compile(Supported);
        GeneratorDriver driver = CSharpGeneratorDriver.Create(
            [new SerializerGenerator().AsSourceGenerator()], parseOptions: ParseOptions,
            driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));
        driver = driver.RunGenerators(compilation);
        // An edit elsewhere in the project: the context's spec compares equal, so its source is not written again.
        driver = driver.RunGenerators(compilation.AddSyntaxTrees(CSharpSyntaxTree.ParseText("class Unrelated { }", ParseOptions)));

        var outputs = driver.GetRunResult().Results.Single().TrackedOutputSteps.SelectMany(s => s.Value).SelectMany(s => s.Outputs);
        Assert.All(outputs, o => Assert.Equal(IncrementalStepRunReason.Cached, o.Reason));
    }

    internal static readonly CSharpParseOptions ParseOptions = new(LanguageVersion.CSharp9);

    private static (Compilation Output, ImmutableArray<Diagnostic> Diagnostics) Run(string source)
    {
        GeneratorDriver driver = CSharpGeneratorDriver.Create([new SerializerGenerator().AsSourceGenerator()], parseOptions: ParseOptions);
        driver.RunGeneratorsAndUpdateCompilation(Compile(source), out var output, out var diagnostics);
        return (output, diagnostics);
    }

    internal static CSharpCompilation Compile(string source)
    {
        var references = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
            .Split(Path.PathSeparator)
            .Select(path => MetadataReference.CreateFromFile(path))
            .Append(MetadataReference.CreateFromFile(typeof(RuntimeTypeModel).Assembly.Location));
        return CSharpCompilation.Create("App", [CSharpSyntaxTree.ParseText(source, ParseOptions)], references,
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Disable));
    }
}
