// Regenerates the scalar codecs: dotnet run --project tools/CodecGen [repository root]
var root = args.Length > 0 ? args[0] : FindRoot(AppContext.BaseDirectory);
var path = Path.Combine(root, Nano.Tools.CodecGen.ScalarCodecSource.OutputPath);
File.WriteAllText(path, Nano.Tools.CodecGen.ScalarCodecSource.Generate());
Console.WriteLine($"wrote {path}");

static string FindRoot(string from)
{
    for (var dir = new DirectoryInfo(from); dir is not null; dir = dir.Parent)
        if (File.Exists(Path.Combine(dir.FullName, "Nano.sln")))
            return dir.FullName;
    throw new DirectoryNotFoundException("Nano.sln not found above " + from);
}
