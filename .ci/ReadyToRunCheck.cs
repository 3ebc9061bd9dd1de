// Checks the assemblies of a packed Nano package (a .NET file-based app, run by .ci/pack-test.sh):
//   dotnet run .ci/ReadyToRunCheck.cs -- <nupkg> <snupkg> <id>
// lib/net10.0/<id>.dll must be a ReadyToRun image for linux-x64: a CLI header with a managed native header that holds
// the "RTR" signature, the IL library flag, the linux-x64 machine code, and still every method body's IL (the image
// is IL plus native code, so other platforms and NativeAOT read the IL). Its CodeView entry must name the PDB in the
// symbol package (same id), so debuggers and symbol servers still match them. Every other TFM's <id>.dll (netstandard2.1)
// must be plain IL. Exit code 1 with a message per failure.
using System.IO.Compression;
using System.Reflection.Metadata;
using System.Reflection.PortableExecutable;

if (args.Length != 3)
{
    Console.Error.WriteLine("usage: dotnet run .ci/ReadyToRunCheck.cs -- <nupkg> <snupkg> <id>");
    return 2;
}

string nupkg = args[0], snupkg = args[1], id = args[2];
var failures = new List<string>();
using ZipArchive package = ZipFile.OpenRead(nupkg);
using ZipArchive symbols = ZipFile.OpenRead(snupkg);
var dlls = package.Entries.Where(e => e.FullName.StartsWith("lib/", StringComparison.Ordinal) && e.Name == id + ".dll").ToList();
if (!dlls.Any(e => e.FullName == $"lib/net10.0/{id}.dll"))
{
    failures.Add($"no lib/net10.0/{id}.dll");
}

foreach (ZipArchiveEntry dll in dlls)
{
    byte[] image = Read(dll);
    bool net10 = dll.FullName == $"lib/net10.0/{id}.dll";
    using var pe = new PEReader(new MemoryStream(image));
    CorHeader cor = pe.PEHeaders.CorHeader ?? throw new InvalidOperationException($"{dll.FullName} is not a .NET assembly");
    DirectoryEntry native = cor.ManagedNativeHeaderDirectory;
    if (!net10)
    {
        if (native.Size != 0)
        {
            failures.Add($"{dll.FullName} has a managed native header: only net10.0 is compiled ahead of time");
        }

        Console.WriteLine($"ReadyToRunCheck: {dll.FullName}: IL only ({cor.Flags})");
        continue;
    }

    int failuresBefore = failures.Count;

    // READYTORUN_HEADER starts with the signature 0x00525452 ("RTR\0"), then major and minor version (uint16 each).
    int signature = native.Size >= 8 ? pe.GetSectionData(native.RelativeVirtualAddress).GetReader().ReadInt32() : 0;
    if (signature != 0x00525452)
    {
        failures.Add($"{dll.FullName} is not a ReadyToRun image (managed native header {native.Size} bytes, signature 0x{signature:X8})");
    }

    if ((cor.Flags & CorFlags.ILLibrary) == 0)
    {
        failures.Add($"{dll.FullName} lacks the IL library flag ({cor.Flags})");
    }

    // ReadyToRun images for Linux mark the machine with AMD64 ^ 0x7B79 (the runtime ignores the native code elsewhere).
    const ushort LinuxX64 = 0x8664 ^ 0x7B79;
    if ((ushort)pe.PEHeaders.CoffHeader.Machine != LinuxX64)
    {
        failures.Add($"{dll.FullName} targets machine 0x{(ushort)pe.PEHeaders.CoffHeader.Machine:X4}, not linux-x64 (0x{LinuxX64:X4})");
    }

    MetadataReader metadata = pe.GetMetadataReader();
    int bodies = 0, missing = 0;
    foreach (MethodDefinitionHandle handle in metadata.MethodDefinitions)
    {
        MethodDefinition method = metadata.GetMethodDefinition(handle);
        if (method.RelativeVirtualAddress == 0)
        {
            continue; // abstract, extern or runtime-implemented: no IL anywhere
        }

        bodies++;
        if (pe.GetMethodBody(method.RelativeVirtualAddress).GetILBytes() is not { Length: > 0 })
        {
            missing++;
        }
    }

    if (bodies == 0 || missing != 0)
    {
        failures.Add($"{dll.FullName}: {missing} of {bodies} method bodies have no IL");
    }

    CodeViewDebugDirectoryData? codeView = pe.ReadDebugDirectory().Where(d => d.Type == DebugDirectoryEntryType.CodeView)
        .Select(d => (CodeViewDebugDirectoryData?)pe.ReadCodeViewDebugDirectoryData(d)).FirstOrDefault();
    ZipArchiveEntry? pdb = symbols.GetEntry($"lib/net10.0/{id}.pdb");
    if (codeView is null || pdb is null)
    {
        failures.Add($"{dll.FullName}: no CodeView entry or no lib/net10.0/{id}.pdb in the symbol package");
    }
    else
    {
        using var pdbProvider = MetadataReaderProvider.FromPortablePdbStream(new MemoryStream(Read(pdb)));
        var pdbId = new BlobContentId(pdbProvider.GetMetadataReader().DebugMetadataHeader!.Id);
        if (pdbId.Guid != codeView.Value.Guid)
        {
            failures.Add($"{dll.FullName} names PDB {codeView.Value.Guid}, the symbol package holds {pdbId.Guid}");
        }
    }

    if (failures.Count == failuresBefore)
    {
        Console.WriteLine($"ReadyToRunCheck: {dll.FullName}: ReadyToRun linux-x64, {image.Length} bytes, {bodies} method bodies with IL, PDB {codeView?.Guid}");
    }
}

foreach (string failure in failures)
{
    Console.Error.WriteLine($"ReadyToRunCheck: FAIL: {id}: {failure}");
}

return failures.Count == 0 ? 0 : 1;

static byte[] Read(ZipArchiveEntry entry)
{
    using Stream stream = entry.Open();
    using var buffer = new MemoryStream();
    stream.CopyTo(buffer);
    return buffer.ToArray();
}
