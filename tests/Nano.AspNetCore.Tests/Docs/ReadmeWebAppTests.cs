using System.Diagnostics;
using System.Net;
using System.Net.Http.Headers;
using System.Reflection;
using System.Text.RegularExpressions;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;

namespace Nano.AspNetCore.Tests.Docs;

/// <summary>
/// The README's ASP.NET Core programs (minimal API and MVC), as a new user pastes them into <c>dotnet new web</c>'s
/// <c>Program.cs</c>: compiled with the Web SDK's implicit usings and no warnings, started on 127.0.0.1 (port 0), sent a
/// good and a bad request, and checked to run on the emit backend. Expected bytes are written out by hand.
/// </summary>
public class ReadmeWebAppTests
{
    private static readonly string RepoRoot = FindRepoRoot();

    // What Microsoft.NET.Sdk.Web puts in scope (ImplicitUsings).
    private const string ImplicitUsings = """
        global using System;
        global using System.Collections.Generic;
        global using System.IO;
        global using System.Linq;
        global using System.Net.Http;
        global using System.Net.Http.Json;
        global using System.Threading;
        global using System.Threading.Tasks;
        global using Microsoft.AspNetCore.Builder;
        global using Microsoft.AspNetCore.Hosting;
        global using Microsoft.AspNetCore.Http;
        global using Microsoft.AspNetCore.Routing;
        global using Microsoft.Extensions.Configuration;
        global using Microsoft.Extensions.DependencyInjection;
        global using Microsoft.Extensions.Hosting;
        global using Microsoft.Extensions.Logging;
        """;

    // Order { Id = 42, Items = ["tea"] } and Receipt { OrderId = 42, Items = 1 }, by the protobuf encoding rules.
    private static readonly byte[] GoodOrder = [0x08, 42, 0x12, 3, (byte)'t', (byte)'e', (byte)'a'];
    private static readonly byte[] ExpectedReceipt = [0x08, 42, 0x10, 1];

    public static TheoryData<int> Blocks => new(0, 1);

    [Fact]
    public void TheSectionHasAMinimalApiAndAnMvcProgram()
    {
        var blocks = CSharpBlocks();
        Assert.Equal(2, blocks.Length);
        Assert.Contains("app.MapPost(\"/orders\"", blocks[0]);
        Assert.Contains("AddNanoProtobufFormatters()", blocks[1]);
    }

    [Theory, MemberData(nameof(Blocks))]
    public async Task TheProgramCompilesAsPastedServesProtobufAndRunsOnEmit(int block)
    {
        var program = Compile(CSharpBlocks()[block], out var problems);
        Assert.True(problems.Length == 0, $"README ASP.NET Core block {block} does not compile cleanly:\n" + string.Join("\n", problems.Select(p => p.ToString())));

        await using var running = await RunningApp.StartAsync(program!);
        using var client = new HttpClient { BaseAddress = running.Address, Timeout = TimeSpan.FromSeconds(30) };

        using var good = await client.SendAsync(Post("/orders", GoodOrder, "application/x-protobuf"));
        Assert.Equal(HttpStatusCode.OK, good.StatusCode);
        Assert.Equal("application/x-protobuf", good.Content.Headers.ContentType?.MediaType);
        Assert.Equal(ExpectedReceipt, await good.Content.ReadAsByteArrayAsync());

        // A truncated varint: 400 with a problem-details body naming the type.
        using var bad = await client.SendAsync(Post("/orders", [0x08, 0x80], "application/x-protobuf"));
        Assert.Equal(HttpStatusCode.BadRequest, bad.StatusCode);
        Assert.Equal("application/problem+json", bad.Content.Headers.ContentType?.MediaType);
        Assert.Contains("Order", await bad.Content.ReadAsStringAsync());

        using var wrongType = await client.SendAsync(Post("/orders", GoodOrder, "text/plain"));
        Assert.Equal(HttpStatusCode.UnsupportedMediaType, wrongType.StatusCode);

        if (block == 0) // the pooled endpoint of the minimal API
        {
            using var pooled = await client.SendAsync(Post("/orders/pooled", GoodOrder, "application/x-protobuf"));
            Assert.Equal(ExpectedReceipt, await pooled.Content.ReadAsByteArrayAsync());
        }

        var order = program!.GetType("Order", throwOnError: true)!;
        Assert.Equal(SerializerBackend.Emit, RuntimeTypeModel.Default.GetBackend(order));
    }

    private static HttpRequestMessage Post(string path, byte[] body, string mediaType)
    {
        var content = new ByteArrayContent(body);
        content.Headers.ContentType = new MediaTypeHeaderValue(mediaType);
        var request = new HttpRequestMessage(HttpMethod.Post, path) { Content = content };
        request.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue("application/x-protobuf")); // MVC picks its output formatter by Accept
        return request;
    }

    private static string[] CSharpBlocks()
    {
        var text = File.ReadAllText(Path.Combine(RepoRoot, "README.md")).Replace("\r\n", "\n");
        const string heading = "## Async, pipes and ASP.NET Core\n";
        var start = text.IndexOf(heading, StringComparison.Ordinal);
        Assert.True(start >= 0, "README has no 'Async, pipes and ASP.NET Core' section");
        var end = text.IndexOf("\n## ", start + heading.Length, StringComparison.Ordinal);
        var section = end < 0 ? text[start..] : text[start..end];
        return [.. Regex.Matches(section, "```csharp\n(.*?)```", RegexOptions.Singleline).Select(m => m.Groups[1].Value)];
    }

    /// <summary>Compiles a program against what a web app that installed Nano.AspNetCore references: the shared
    /// frameworks and the three Nano assemblies.</summary>
    private static Assembly? Compile(string code, out Diagnostic[] problems)
    {
        var parse = new CSharpParseOptions(LanguageVersion.Latest);
        var trees = new[]
        {
            CSharpSyntaxTree.ParseText(code, parse, path: "Program.cs"),
            CSharpSyntaxTree.ParseText(ImplicitUsings, parse, path: "GlobalUsings.g.cs"),
        };
        var references = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!).Split(Path.PathSeparator)
            .Where(p => Path.GetFileName(p) is var name
                && (name.StartsWith("System.", StringComparison.Ordinal) || name.StartsWith("Microsoft.AspNetCore.", StringComparison.Ordinal)
                    || name.StartsWith("Microsoft.Extensions.", StringComparison.Ordinal) || name.StartsWith("Microsoft.Net.Http.", StringComparison.Ordinal)
                    || name.StartsWith("Nano.", StringComparison.Ordinal) && !name.Contains("Tests", StringComparison.Ordinal)
                    || name is "netstandard.dll" or "mscorlib.dll"))
            .Select(p => MetadataReference.CreateFromFile(p));
        var compilation = CSharpCompilation.Create(
            "ReadmeWebApp" + Guid.NewGuid().ToString("N"),
            trees,
            references,
            new CSharpCompilationOptions(OutputKind.ConsoleApplication, nullableContextOptions: NullableContextOptions.Enable));
        using var image = new MemoryStream();
        var result = compilation.Emit(image);
        problems = [.. result.Diagnostics.Where(d => d.Severity >= DiagnosticSeverity.Warning)];
        if (!result.Success)
            return null;
        var program = Assembly.Load(image.ToArray());
        // MVC loads the application's assembly by name; one loaded from bytes is found only through this event.
        AppDomain.CurrentDomain.AssemblyResolve += (_, e) => new AssemblyName(e.Name).Name == program.GetName().Name ? program : null;
        return program;
    }

    private static string FindRepoRoot()
    {
        for (var dir = new DirectoryInfo(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
            if (File.Exists(Path.Combine(dir.FullName, "Nano.sln")))
                return dir.FullName;
        throw new InvalidOperationException("Nano.sln not found above " + AppContext.BaseDirectory);
    }

    /// <summary>
    /// A compiled program's <c>Main</c> running on its own thread (its <c>app.Run()</c> blocks), listening on
    /// 127.0.0.1 port 0. Its host is caught as it is built, through the hosting diagnostic events that
    /// WebApplicationFactory also relies on, and recognised by a marker passed on its command line (other tests build
    /// hosts at the same time); disposing stops it.
    /// </summary>
    private sealed class RunningApp : IAsyncDisposable, IObserver<DiagnosticListener>, IObserver<KeyValuePair<string, object?>>
    {
        private readonly string _marker = Guid.NewGuid().ToString("N");
        private readonly TaskCompletionSource<IHost> _host = new(TaskCreationOptions.RunContinuationsAsynchronously);
        private readonly List<IDisposable> _subscriptions = [];
        private Thread? _thread;
        private Exception? _failure;

        public Uri Address { get; private set; } = null!;

        public static async Task<RunningApp> StartAsync(Assembly program)
        {
            var app = new RunningApp();
            lock (app._subscriptions)
                app._subscriptions.Add(DiagnosticListener.AllListeners.Subscribe(app));
            // applicationName: MVC finds controllers in the application's assembly, which the test host is not.
            string[] args = ["--urls", "http://127.0.0.1:0", "--environment", "Production", "--applicationName", program.GetName().Name!,
                "--readme-test-marker", app._marker];
            app._thread = new Thread(() =>
            {
                try
                {
                    program.EntryPoint!.Invoke(null, [args]);
                }
                catch (Exception e)
                {
                    app._failure = e;
                    app._host.TrySetException(e);
                }
            })
            { IsBackground = true, Name = "README web app" };
            app._thread.Start();

            var host = await app._host.Task.WaitAsync(TimeSpan.FromSeconds(60));
            var lifetime = host.Services.GetRequiredService<IHostApplicationLifetime>();
            var started = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            using (lifetime.ApplicationStarted.Register(() => started.TrySetResult()))
                await started.Task.WaitAsync(TimeSpan.FromSeconds(60));
            var address = host.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
            app.Address = new Uri(address);
            return app;
        }

        public async ValueTask DisposeAsync()
        {
            lock (_subscriptions)
                foreach (var subscription in _subscriptions)
                    subscription.Dispose();
            if (_host.Task.IsCompletedSuccessfully)
                _host.Task.Result.Services.GetRequiredService<IHostApplicationLifetime>().StopApplication();
            await Task.Run(() => _thread?.Join(TimeSpan.FromSeconds(30)));
            Assert.False(_thread?.IsAlive ?? false, "the README web app did not stop");
            Assert.Null(_failure);
        }

        void IObserver<DiagnosticListener>.OnNext(DiagnosticListener listener)
        {
            if (listener.Name == "Microsoft.Extensions.Hosting")
                lock (_subscriptions)
                    _subscriptions.Add(listener.Subscribe(this));
        }

        void IObserver<KeyValuePair<string, object?>>.OnNext(KeyValuePair<string, object?> e)
        {
            if (e.Key == "HostBuilt" && e.Value is IHost host && host.Services.GetService<IConfiguration>()?["readme-test-marker"] == _marker)
                _host.TrySetResult(host);
        }

        void IObserver<DiagnosticListener>.OnCompleted() { }
        void IObserver<DiagnosticListener>.OnError(Exception error) { }
        void IObserver<KeyValuePair<string, object?>>.OnCompleted() { }
        void IObserver<KeyValuePair<string, object?>>.OnError(Exception error) { }
    }
}
