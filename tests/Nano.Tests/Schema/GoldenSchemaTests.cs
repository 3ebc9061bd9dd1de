using Nano.Interop.Nano.Export;

namespace Nano.Tests.Schema;

/// <summary>
/// The exported schemas that Nano.Interop compiles into Google.Protobuf classes are golden files: the export of the
/// code-first types must reproduce them exactly. After an intended change to the export, run the tests with
/// NANO_UPDATE_SCHEMAS=1 to rewrite them, and review the diff.
/// </summary>
public class GoldenSchemaTests
{
    public static TheoryData<string, Type, string, string> Files => new()
    {
        { "export_order.proto", typeof(ExportOrder), "nano.export", "Nano.Interop.Exported" },
        { "legacy_record.proto", typeof(LegacyRecord), "nano.export.legacy", "Nano.Interop.Exported.Legacy" },
    };

    [Theory, MemberData(nameof(Files))]
    public void Export_MatchesTheCheckedInSchema(string file, Type type, string package, string csharpNamespace)
    {
        var text = RuntimeTypeModel.Create().GetSchema(type, new SchemaOptions { Package = package, CSharpNamespace = csharpNamespace });
        var root = global::Nano.Interop.BenchmarkData.FindRepositoryRoot(AppContext.BaseDirectory) ?? throw new InvalidOperationException("Nano.sln not found above the test folder.");
        var path = Path.Combine(root, "tests", "Nano.Interop", "Protos", "export", file);
        if (Environment.GetEnvironmentVariable("NANO_UPDATE_SCHEMAS") == "1")
            File.WriteAllText(path, text);
        Assert.Equal(File.ReadAllText(path).ReplaceLineEndings("\n"), text);
    }
}
