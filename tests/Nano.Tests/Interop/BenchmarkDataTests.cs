using Nano.Interop;

namespace Nano.Tests.Interop;

public class BenchmarkDataTests
{
    [Fact]
    public void Directory_IsFoundAndHoldsTheThreeDatasets()
    {
        string dir = BenchmarkData.Directory;
        foreach (BenchmarkDatasetFile file in Enum.GetValues<BenchmarkDatasetFile>())
        {
            Assert.True(File.Exists(Path.Combine(dir, BenchmarkData.FileName(file))), BenchmarkData.PathOf(file));
        }
    }

    [Fact]
    public void Locate_WithoutVariable_WalksUpToTheSolutionAndUsesSharedBesideIt()
    {
        string? root = BenchmarkData.FindRepositoryRoot(AppContext.BaseDirectory);
        Assert.NotNull(root);
        Assert.True(File.Exists(Path.Combine(root, "Nano.sln")));

        string expected = Path.GetFullPath(Path.Combine(root, "..", "shared", "benchmark-data"));
        if (Directory.Exists(expected))
        {
            Assert.Equal(expected, BenchmarkData.Locate(null, AppContext.BaseDirectory));
            Assert.Equal(expected, BenchmarkData.Locate("", AppContext.BaseDirectory));
        }
    }

    [Fact]
    public void Locate_WithoutSharedBesideTheRepository_UsesTheRepositorysOwnCopy()
    {
        // A stand-in repository: Nano.sln and the bundled folder, nothing beside it.
        string root = Directory.CreateTempSubdirectory("nano-clone-").FullName;
        try
        {
            string repo = Directory.CreateDirectory(Path.Combine(root, "repo")).FullName;
            File.WriteAllText(Path.Combine(repo, "Nano.sln"), "");
            string bundled = Directory.CreateDirectory(Path.Combine(repo, "tests", "data", "benchmark-datasets")).FullName;
            Assert.Equal(bundled, BenchmarkData.Locate(null, repo));
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }

    [Fact]
    public void TheRepositorysCopy_HoldsTheSameBytesAsShared()
    {
        string root = BenchmarkData.FindRepositoryRoot(AppContext.BaseDirectory)!;
        string shared = Path.GetFullPath(Path.Combine(root, "..", "shared", "benchmark-data"));
        string bundled = Path.Combine(root, BenchmarkData.BundledInRepository);
        Assert.True(File.Exists(Path.Combine(bundled, "NOTICE.md")), "the copy carries its license notice");
        foreach (BenchmarkDatasetFile file in Enum.GetValues<BenchmarkDatasetFile>())
        {
            string name = BenchmarkData.FileName(file);
            Assert.True(File.Exists(Path.Combine(bundled, name)), name);
            if (Directory.Exists(shared))
                Assert.Equal(File.ReadAllBytes(Path.Combine(shared, name)), File.ReadAllBytes(Path.Combine(bundled, name)));
        }
    }

    [Fact]
    public void Locate_PrefersTheVariable()
    {
        string temp = Directory.CreateTempSubdirectory("nano-data-").FullName;
        try
        {
            Assert.Equal(temp, BenchmarkData.Locate(temp, AppContext.BaseDirectory));
        }
        finally
        {
            Directory.Delete(temp);
        }
    }

    [Fact]
    public void Locate_WhenAbsent_NamesBothPlaces()
    {
        string missing = Path.Combine(Path.GetTempPath(), "nano-no-such-folder-" + Guid.NewGuid().ToString("N"));
        string nowhere = Directory.CreateTempSubdirectory("nano-no-sln-").FullName;
        try
        {
            var ex = Assert.Throws<DirectoryNotFoundException>(() => BenchmarkData.Locate(missing, nowhere));
            Assert.Contains(BenchmarkData.EnvironmentVariable, ex.Message);
            Assert.Contains(missing, ex.Message);
            Assert.Contains("Nano.sln", ex.Message);
            Assert.Contains(nowhere, ex.Message);

            ex = Assert.Throws<DirectoryNotFoundException>(() => BenchmarkData.Locate(null, nowhere));
            Assert.Contains(BenchmarkData.EnvironmentVariable + " (not set)", ex.Message);
            Assert.Contains(Path.Combine("..", "shared", "benchmark-data"), ex.Message);
            Assert.Contains(Path.Combine("tests", "data", "benchmark-datasets"), ex.Message);
        }
        finally
        {
            Directory.Delete(nowhere);
        }
    }
}
