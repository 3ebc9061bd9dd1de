using System.Reflection;
using System.Text.RegularExpressions;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace Nano.Tests.Docs;

/// <summary>
/// The README's quick start, as a new user meets it: the C# block is compiled the way <c>dotnet new console</c> would
/// (implicit usings, nullable, warnings reported) against Nano.Core and Nano.Emit, then run, in-process with Roslyn.
/// </summary>
public class ReadmeTests
{
    private static readonly string RepoRoot = FindRepoRoot();

    // What `dotnet new console` puts in scope (ImplicitUsings for Microsoft.NET.Sdk).
    private const string ImplicitUsings = """
        global using System;
        global using System.Collections.Generic;
        global using System.IO;
        global using System.Linq;
        global using System.Net.Http;
        global using System.Threading;
        global using System.Threading.Tasks;
        """;

#if NET // the quick start is a .NET program, compiled against the runtime's TRUSTED_PLATFORM_ASSEMBLIES
    [Fact]
    public void TheQuickStartCompilesWithoutWarningsAndRuns()
    {
        var code = QuickStartBlock();
        var assembly = Compile(code, out var diagnostics);
        Assert.True(diagnostics.Length == 0, "The quick start does not compile cleanly:\n" + string.Join("\n", diagnostics.Select(d => d.ToString())));

        var output = Run(assembly!);
        var lines = output.Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => l.TrimEnd('\r')).ToArray();
        Assert.Equal(4, lines.Length);
        Assert.Matches(new Regex(@"^\d+ bytes: order 42 for Ada at 2026-11-22T09:30:00\.0000000Z$"), lines[0]);
        Assert.Equal(["  2 x tea", "  1 x cake", "Backend: Emit"], lines[1..]);
        // The README quotes the first line; it must be what the program prints.
        Assert.Contains($"`dotnet run` prints `{lines[0]}`", File.ReadAllText(Path.Combine(RepoRoot, "README.md")));
    }
#endif

    [Fact]
    public void TheSampleIsTheQuickStart()
    {
        var sample = File.ReadAllText(Path.Combine(RepoRoot, "samples", "Nano.QuickStart", "Program.cs"));
        Assert.Equal(Normalize(QuickStartBlock()), Normalize(sample));
    }

    /// <summary>The "two commands" heading lists exactly two commands, and the projects they name exist.</summary>
    [Fact]
    public void TheTwoCommandsTableListsTwoCommands()
    {
        var readme = File.ReadAllText(Path.Combine(RepoRoot, "README.md"));
        var section = Section(readme, "## The two commands");
        var rows = section.Split('\n').Where(l => l.StartsWith('|') && l.Contains("`dotnet ")).ToArray();
        Assert.Equal(2, rows.Length);
        Assert.Contains(rows, r => r.Contains("`dotnet test Nano.sln -c Release`"));
        foreach (Match project in Regex.Matches(section, @"--project (\S+?)[` ]"))
            Assert.True(Directory.Exists(Path.Combine(RepoRoot, project.Groups[1].Value)), project.Groups[1].Value);
    }

    private static string QuickStartBlock()
    {
        var section = Section(File.ReadAllText(Path.Combine(RepoRoot, "README.md")), "## Quick start");
        var match = Regex.Match(section, "```csharp\n(.*?)```", RegexOptions.Singleline);
        Assert.True(match.Success, "no ```csharp block in the README's quick start");
        return match.Groups[1].Value;
    }

    private static string Section(string markdown, string heading)
    {
        var text = markdown.Replace("\r\n", "\n");
        var start = text.IndexOf(heading + "\n", StringComparison.Ordinal);
        Assert.True(start >= 0, $"README has no '{heading}' section");
        var end = text.IndexOf("\n## ", start + heading.Length, StringComparison.Ordinal);
        return end < 0 ? text[start..] : text[start..end];
    }

    private static string Normalize(string code) => code.Replace("\r\n", "\n").Trim();

    private static Assembly? Compile(string code, out Diagnostic[] problems)
    {
        var parse = new CSharpParseOptions(LanguageVersion.Latest);
        var trees = new[]
        {
            CSharpSyntaxTree.ParseText(code, parse, path: "Program.cs"),
            CSharpSyntaxTree.ParseText(ImplicitUsings, parse, path: "GlobalUsings.g.cs"),
        };
        var platform = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator)
            .Where(p => Path.GetFileName(p).StartsWith("System.", StringComparison.Ordinal) || Path.GetFileName(p) is "netstandard.dll" or "mscorlib.dll");
        var references = platform
            .Append(typeof(Serializer).Assembly.Location)                        // Nano.Core
            .Append(Path.Combine(AppContext.BaseDirectory, "Nano.Emit.dll"))   // Nano.Emit, as a project reference adds it
            .Select(p => MetadataReference.CreateFromFile(p));
        var compilation = CSharpCompilation.Create(
            "QuickStart",
            trees,
            references,
            new CSharpCompilationOptions(OutputKind.ConsoleApplication, nullableContextOptions: NullableContextOptions.Enable));
        using var image = new MemoryStream();
        var result = compilation.Emit(image);
        problems = [.. result.Diagnostics.Where(d => d.Severity >= DiagnosticSeverity.Warning)];
        return result.Success ? Assembly.Load(image.ToArray()) : null;
    }

    private static string Run(Assembly program)
    {
        var previous = Console.Out;
        var output = new StringWriter();
        Console.SetOut(output);
        try
        {
            var entry = program.EntryPoint!;
            entry.Invoke(null, entry.GetParameters().Length == 0 ? null : [Array.Empty<string>()]);
        }
        finally
        {
            Console.SetOut(previous);
        }
        return output.ToString();
    }

    private static string FindRepoRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
            if (File.Exists(Path.Combine(dir.FullName, "Nano.sln")))
                return dir.FullName;
        throw new InvalidOperationException("Nano.sln not found above " + AppContext.BaseDirectory);
    }
}
