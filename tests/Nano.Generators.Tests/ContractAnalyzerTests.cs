using System.Collections.Immutable;
using System.Reflection;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.Diagnostics;
using Nano.Model;

namespace Nano.Generators.Tests;

/// <summary>
/// ContractAnalyzer over small contracts, each also compiled, loaded and given to the runtime model builder: a
/// contract the analyzer flags must be one the model refuses with a ProtoModelException, and a clean one must build.
/// </summary>
public sealed class ContractAnalyzerTests
{
    public static TheoryData<string, string> Mistakes => new()
    {
        { "NANO0001", "[ProtoMember(3)] public int A { get; set; } [ProtoMember(3)] public string B { get; set; }" },
        { "NANO0001", "[ProtoMember(1)] public int A; [ProtoMember(1)] public int B;" },
        { "NANO0002", "[ProtoMember(0)] public int A { get; set; }" },
        { "NANO0002", "[ProtoMember(19000)] public int A { get; set; }" },
        { "NANO0002", "[ProtoMember(19999)] public int A { get; set; }" },
        { "NANO0002", "[ProtoMember(536870912)] public int A { get; set; }" },
        { "NANO0003", "[ProtoMember(1)] public object A { get; set; }" },
        { "NANO0003", "[ProtoMember(1)] public dynamic A { get; set; }" },
        { "NANO0003", "[ProtoMember(1)] public System.Action A { get; set; }" },
        { "NANO0003", "[ProtoMember(1)] public List<object> A { get; set; }" },
        { "NANO0003", "[ProtoMember(1)] public object[] A { get; set; }" },
        { "NANO0003", "[ProtoMember(1)] public System.Int128? A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(\"abc\")] public int A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(300)] public byte A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(-1)] public uint? A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(\"yes\")] public bool A;" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(\"Monday\")] public System.DayOfWeek A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(1.5)] public System.DayOfWeek A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(\"00000000-0000-0000-0000-000000000001\")] public System.Guid A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(0)] public System.TimeSpan A { get; set; }" },
        { "NANO0004", "[ProtoMember(1), DefaultValue(1)] public byte[] A { get; set; }" },
        { "NANO0005", "[ProtoMember(1, OneOf = \"pick\")] public int A { get; set; } [ProtoMember(2, OneOf = \"pick\")] public string B { get; set; }" },
        { "NANO0005", "[ProtoMember(1, OneOf = \"pick\")] public System.DayOfWeek A { get; set; }" },
        { "NANO0005", "[ProtoMember(1, OneOf = \"pick\")] public List<int> A { get; set; } [ProtoMember(2, OneOf = \"pick\")] public int? B { get; set; }" },
        { "NANO0005", "[ProtoMember(1, OneOf = \"pick\")] public string[] A { get; set; }" },
        { "NANO0005", "[ProtoMember(1, OneOf = \"pick\")] public Dictionary<string, int> A { get; set; }" },
    };

    [Theory]
    [MemberData(nameof(Mistakes))]
    public async Task AFlaggedContractIsOneTheModelRefuses(string id, string members)
    {
        var source = Contract(members);

        var diagnostic = Assert.Single(await Analyze(source));
        Assert.Equal(id, diagnostic.Id);
        Assert.Equal(DiagnosticSeverity.Error, diagnostic.Severity);
        Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(Load(source)));
    }

    [Theory]
    [InlineData("[ProtoMember(1)] public int A { get; set; } [ProtoMember(2)] public string B { get; set; }")]
    [InlineData("[ProtoMember(1)] public int A { get; set; } [ProtoMember(1), ProtoIgnore] public int B { get; set; }")]
    [InlineData("[ProtoMember(18999)] public int A; [ProtoMember(20000)] public int B; [ProtoMember(536870911)] public int C;")]
    [InlineData("[ProtoMember(1)] public List<Dictionary<string, int>> A { get; set; }")] // a nested collection: left to the model
    public async Task WhatTheAnalyzerCannotJudgeOrIsCleanIsNotFlagged(string members) => Assert.Empty(await Analyze(Contract(members)));

    [Theory]
    [InlineData("[ProtoMember(1), DefaultValue(\"12\")] public int A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(1.5)] public int A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(7)] public string A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(2)] public System.DayOfWeek A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(System.DayOfWeek.Friday)] public System.DayOfWeek? A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(\"2.5\")] public double A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(255)] public byte A { get; set; }")]
    [InlineData("[ProtoMember(1), DefaultValue(typeof(int), \"3\")] public int A { get; set; }")]
    public async Task ADefaultThatConvertsIsNotFlaggedAndTheModelBuilds(string members)
    {
        var source = Contract(members);

        Assert.Empty(await Analyze(source));
        Assert.NotNull(RuntimeTypeModel.Create().GetModel(Load(source)));
    }

    [Theory]
    [InlineData("[ProtoMember(1, OneOf = \"pick\")] public int? A { get; set; } [ProtoMember(2, OneOf = \"pick\")] public string B { get; set; }")]
    [InlineData("[ProtoMember(1, OneOf = \"pick\")] public byte[] A { get; set; } [ProtoMember(2, OneOf = \"pick\")] public System.DayOfWeek? B;")]
    public async Task AOneOfWithExplicitPresenceIsNotFlaggedAndTheModelBuilds(string members)
    {
        var source = Contract(members);

        Assert.Empty(await Analyze(source));
        Assert.NotNull(RuntimeTypeModel.Create().GetModel(Load(source)));
    }

    [Fact]
    public async Task Nano0005NamesTypeMemberAndGroup()
    {
        var diagnostic = Assert.Single(await Analyze(Contract("[ProtoMember(1, OneOf = \"pick\")] public long Id { get; set; }")));

        Assert.Equal("Shape.Id is in oneof 'pick', but a value type cannot tell 'not set' from its zero; declare it as long? (Nullable)",
            diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture));
    }

    [Fact]
    public async Task Nano0004NamesTypeMemberAndValue()
    {
        var diagnostic = Assert.Single(await Analyze(Contract("[ProtoMember(1), DefaultValue(\"abc\")] public int Count { get; set; }")));

        Assert.Equal("The [DefaultValue] of Shape.Count cannot be its default: \"abc\" cannot be converted to Int32",
            diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture));
    }

    [Fact]
    public async Task AProtobufNetContractIsCheckedToo()
    {
        var diagnostics = await Analyze("""
            namespace ProtoBuf
            {
                public sealed class ProtoContractAttribute : System.Attribute { }
                public sealed class ProtoMemberAttribute : System.Attribute { public ProtoMemberAttribute(int tag) { } }
            }

            [ProtoBuf.ProtoContract]
            public class Legacy
            {
                [ProtoBuf.ProtoMember(2)] public int A { get; set; }
                [ProtoBuf.ProtoMember(2)] public int B { get; set; }
            }
            """);

        Assert.Equal("NANO0001", Assert.Single(diagnostics).Id);
    }

    [Fact]
    public async Task TheMessageNamesTypeAndMembers()
    {
        var diagnostic = Assert.Single(await Analyze(Contract("[ProtoMember(4)] public int First { get; set; } [ProtoMember(4)] public int Second { get; set; }")));

        Assert.Equal("Field number 4 is used by both Shape.First and Shape.Second", diagnostic.GetMessage(System.Globalization.CultureInfo.InvariantCulture));
        Assert.Contains("Second", diagnostic.Location.SourceTree!.ToString().Substring(diagnostic.Location.SourceSpan.Start, diagnostic.Location.SourceSpan.Length), StringComparison.Ordinal);
    }

    private static string Contract(string members) => $$"""
        using System.Collections.Generic;
        using System.ComponentModel;
        using Nano;

        [ProtoContract]
        public class Shape
        {
            {{members}}
        }
        """;

    private static Task<ImmutableArray<Diagnostic>> Analyze(string source) =>
        GeneratorTests.Compile(source).WithAnalyzers([new ContractAnalyzer()]).GetAnalyzerDiagnosticsAsync();

    /// <summary>The contract compiled and loaded, for the runtime model.</summary>
    private static Type Load(string source)
    {
        using var image = new MemoryStream();
        var result = GeneratorTests.Compile(source).Emit(image);
        Assert.True(result.Success, string.Join("\n", result.Diagnostics));
        return Assembly.Load(image.ToArray()).GetType("Shape", throwOnError: true)!;
    }
}
