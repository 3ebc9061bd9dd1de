using System.Diagnostics;
using System.Reflection;
using System.Runtime.InteropServices;

namespace Nano.Tests.Schema;

/// <summary>Runs the protoc that ships in Grpc.Tools (the same one that builds Nano.Interop's reference classes).</summary>
public static class Protoc
{
    private static string ToolsPath =>
        typeof(Protoc).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "GrpcToolsPath").Value
        ?? throw new InvalidOperationException("GrpcToolsPath is not set: Nano.Tests.csproj passes the Grpc.Tools package folder.");

    private static string Executable
    {
        get
        {
            var platform = OperatingSystem.IsWindows() ? "windows" : OperatingSystem.IsMacOS() ? "macosx" : "linux";
            var arch = OperatingSystem.IsMacOS() ? "universal" : RuntimeInformation.OSArchitecture switch
            {
                Architecture.X64 => "x64",
                Architecture.Arm64 => "arm64",
                Architecture.X86 => "x86",
                var other => throw new PlatformNotSupportedException($"Grpc.Tools has no protoc for {other}."),
            };
            return Path.Combine(ToolsPath, "tools", $"{platform}_{arch}", OperatingSystem.IsWindows() ? "protoc.exe" : "protoc");
        }
    }

    /// <summary>Compiles the files (name → text) into a descriptor set; returns protoc's exit code and its messages.</summary>
    public static (int ExitCode, string Output) Compile(IReadOnlyDictionary<string, string> files)
    {
        var folder = Directory.CreateTempSubdirectory("nano-protoc-");
        try
        {
            foreach (var (name, text) in files)
                File.WriteAllText(Path.Combine(folder.FullName, name), text);
            var start = new ProcessStartInfo(Executable)
            {
                UseShellExecute = false, // .NET's default, not .NET Framework's: redirection needs it
                RedirectStandardError = true,
                RedirectStandardOutput = true,
                WorkingDirectory = folder.FullName,
            };
            start.ArgumentList.Add("-I.");
            start.ArgumentList.Add("-I" + Path.Combine(ToolsPath, "build", "native", "include"));
            start.ArgumentList.Add("--descriptor_set_out=out.pb");
            foreach (var name in files.Keys)
                start.ArgumentList.Add(name);
            using var process = Process.Start(start)!;
            var stderr = process.StandardError.ReadToEndAsync();
            var stdout = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            return (process.ExitCode, stdout + stderr.Result);
        }
        finally
        {
            folder.Delete(recursive: true);
        }
    }
}
