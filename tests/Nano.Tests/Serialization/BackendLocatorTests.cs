using Nano.Serialization;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// How Nano.Core finds Nano.Emit (also compiled into the NoDynamicCode test process, where it must not): by loading it
/// by its simple name when the host lists it, then its module initializer registers the backend.
/// </summary>
public class BackendLocatorTests
{
    [Fact]
    public void TheEmitBackendIsFoundByAssemblyNameWhereDynamicCodeRuns()
    {
        var emit = BackendLocator.Emit;
        if (Backends.DynamicCode)
        {
            Assert.NotNull(emit);
            Assert.Equal("Nano.Emit.EmitBackend", emit.GetType().FullName);
            Assert.Equal("Nano.Emit", emit.GetType().Assembly.GetName().Name);
#if NET
            // Loaded by name, or already registered when another test touched a Nano.Emit type first (test order
            // decides which); never through the type-name parser, and never unknown.
            Assert.Contains(BackendLocator.Route, new[] { BackendLocator.LocatedBy.AssemblyName, BackendLocator.LocatedBy.Registered });
#else
            // .NET Framework's host lists no assemblies (no TRUSTED_PLATFORM_ASSEMBLIES): by the type name, or already
            // registered; never unknown.
            Assert.Contains(BackendLocator.Route,
                new[] { BackendLocator.LocatedBy.TypeName, BackendLocator.LocatedBy.Registered });
#endif
            Assert.Equal("emit", RuntimeTypeModel.Create().ResolvedBackendName);
        }
        else
        {
            Assert.Null(emit);
            Assert.Equal(BackendLocator.LocatedBy.None, BackendLocator.Route);
            Assert.Equal("interpreted", RuntimeTypeModel.Create().ResolvedBackendName);
        }
    }

    [Fact]
    public void TheHostsListIsReadForTheWholeFileName()
    {
        char s = Path.PathSeparator;
        Assert.True(BackendLocator.IsListed($"/app/Nano.Emit.dll{s}/app/Nano.Core.dll", "Nano.Emit"));
        Assert.True(BackendLocator.IsListed($"/app/Nano.Core.dll{s}/app/Nano.Emit.dll", "Nano.Emit"));
        Assert.True(BackendLocator.IsListed(@"C:\app\Nano.Emit.dll", "Nano.Emit"));
        Assert.True(BackendLocator.IsListed("Nano.Emit.dll", "Nano.Emit"));
        Assert.True(BackendLocator.IsListed($"/x/MyNano.Emit.dll{s}/app/Nano.Emit.dll", "Nano.Emit"));
        Assert.False(BackendLocator.IsListed($"/app/MyNano.Emit.dll{s}/app/Nano.Core.dll", "Nano.Emit"));
        Assert.False(BackendLocator.IsListed($"/app/Nano.Emit.dll.bak{s}/app/Nano.Core.dll", "Nano.Emit"));
        Assert.False(BackendLocator.IsListed($"/app/Nano.Emit.Extra.dll", "Nano.Emit"));
        Assert.False(BackendLocator.IsListed("", "Nano.Emit"));
        Assert.False(BackendLocator.IsListed(null, "Nano.Emit"));
    }

#if NET // .NET Framework's host gives no list of the app's assemblies
    /// <summary>This process's host lists the app's assemblies, Nano.Emit among them (the test project references it).</summary>
    [Fact]
    public void ThisHostListsNanoEmit() =>
        Assert.True(BackendLocator.IsListed(AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES") as string, BackendLocator.EmitAssemblyName));
#endif
}
