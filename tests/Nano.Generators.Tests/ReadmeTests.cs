using System.Text.RegularExpressions;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Nano.Generators.Tests;

/// <summary>The README's "Compile-time serializers" context, run through the generator as a user's project would.</summary>
public sealed class ReadmeTests
{
    [Fact]
    public void TheReadmeContextGeneratesBothItsTypes()
    {
        const string Contracts = """
            using System.Collections.Generic;
            using Nano;

            [ProtoContract]
            public class Order
            {
                [ProtoMember(1)] public int Id { get; set; }
                [ProtoMember(2)] public List<OrderLine> Lines { get; set; }
            }

            [ProtoContract]
            public class OrderLine
            {
                [ProtoMember(1)] public string Item { get; set; }
                [ProtoMember(2)] public int Quantity { get; set; }
            }
            """;
        var compilation = GeneratorTests.Compile("using Nano;\n" + ReadmeBlock()).AddSyntaxTrees(CSharpSyntaxTree.ParseText(Contracts, GeneratorTests.ParseOptions));
        GeneratorDriver driver = CSharpGeneratorDriver.Create([new SerializerGenerator().AsSourceGenerator()], parseOptions: GeneratorTests.ParseOptions);
        driver.RunGeneratorsAndUpdateCompilation(compilation, out var output, out var diagnostics);

        Assert.Empty(diagnostics);
        Assert.Empty(output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));
        var generated = output.SyntaxTrees.Last().ToString();
        Assert.Contains("GeneratedSerializer<global::Order>", generated, StringComparison.Ordinal);
        Assert.Contains("GeneratedSerializer<global::OrderLine>", generated, StringComparison.Ordinal);
    }

    private static string ReadmeBlock()
    {
        var directory = new DirectoryInfo(AppContext.BaseDirectory);
        while (!File.Exists(Path.Combine(directory!.FullName, "Nano.sln")))
            directory = directory.Parent;
        var readme = File.ReadAllText(Path.Combine(directory.FullName, "README.md")).Replace("\r\n", "\n", StringComparison.Ordinal);
        var start = readme.IndexOf("## Compile-time serializers\n", StringComparison.Ordinal);
        Assert.True(start >= 0, "README has no 'Compile-time serializers' section");
        var match = Regex.Match(readme[start..], "```csharp\n(.*?)```", RegexOptions.Singleline);
        Assert.True(match.Success, "no ```csharp block in the README's Compile-time serializers section");
        return match.Groups[1].Value;
    }
}
