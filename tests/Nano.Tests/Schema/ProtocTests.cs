using System.Reflection;
using Nano.Interop.Nano.Export;

namespace Nano.Tests.Schema;

/// <summary>
/// protoc is the judge of the exported text: every contract type in the test assemblies whose model builds is
/// exported and compiled, and any protoc error or warning fails the test. The only types allowed to refuse export
/// are listed below, each for a reason the .proto language imposes.
/// </summary>
public class ProtocTests
{
    /// <summary>Types with no .proto form, and the words their error must contain.</summary>
    private static readonly Dictionary<Type, string> Inexpressible = new()
    {
        [typeof(Nano.Interop.Nano.Rich.Chain)] = "Chain.NextGroup (field 3) cannot be expressed in .proto: the group of Nano.Interop.Nano.Rich.Chain contains itself",
        // SchemaExportTests' deliberate cases.
        [typeof(SchemaExportTests.GroupOfHierarchy)] = "is part of a [ProtoInclude] hierarchy",
        [typeof(SchemaExportTests.RequiredInOneOf)] = "cannot be required",
        [typeof(Nano.Tests.Serialization.HostileNestingTests.Deep)] = "Deep.GroupChild (field 2) cannot be expressed in .proto",
    };

    private static IEnumerable<Type> ContractTypes() =>
        new[] { typeof(ExportOrder).Assembly, typeof(ProtocTests).Assembly }
            .SelectMany(a => a.GetTypes())
            .Where(t => t.IsDefined(typeof(ProtoContractAttribute), inherit: false) && !t.ContainsGenericParameters)
            .OrderBy(t => t.FullName, StringComparer.Ordinal);

    [Fact]
    public void EveryTestModel_ExportsToTextProtocAccepts()
    {
        var files = new Dictionary<string, string>();
        var owners = new Dictionary<string, Type>();
        var refused = new Dictionary<Type, string>();
        foreach (var type in ContractTypes())
        {
            var model = RuntimeTypeModel.Create();
            try
            {
                model.GetModel(type);
            }
            catch (ProtoModelException)
            {
                continue; // a deliberately invalid test type: it is not a model, so there is nothing to export
            }
            try
            {
                var name = $"t{files.Count}.proto";
                files[name] = model.GetSchema(type, new SchemaOptions { Package = $"t{files.Count}" });
                owners[name] = type;
            }
            catch (ProtoModelException e)
            {
                refused[type] = e.Message;
            }
        }

        Assert.True(files.Count > 50, $"only {files.Count} test models were exported");
        var (exitCode, output) = Protoc.Compile(files);
        var named = string.Join("\n", owners.Select(o => $"{o.Key}: {o.Value.FullName}"));
        Assert.True(exitCode == 0 && output.Length == 0, $"protoc said (exit {exitCode}):\n{output}\nfiles:\n{named}");

        Assert.Equal(Inexpressible.Keys.OrderBy(t => t.FullName), refused.Keys.OrderBy(t => t.FullName));
        foreach (var (type, words) in Inexpressible)
            Assert.Contains(words, refused[type]);
    }

    [Fact]
    public void Protoc_RejectsInvalidText()
    {
        // The judge can fail: a proto3 enum without a zero value is an error.
        var (exitCode, output) = Protoc.Compile(new Dictionary<string, string> { ["bad.proto"] = "syntax = \"proto3\";\nenum E { E_ONE = 1; }\n" });
        Assert.NotEqual(0, exitCode);
        Assert.Contains("first enum value must be zero", output);
    }
}
