using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace Nano.Generators;

/// <summary>
/// Nano's source generator: for each <c>partial</c> class carrying <c>[NanoSerializable(typeof(T))]</c>, writes a
/// serializer for every listed <c>T</c> it can write and registers them with Nano at start-up; reports a diagnostic
/// for every other type, which keeps running on the runtime backends.
/// </summary>
[Generator(LanguageNames.CSharp)]
public sealed class SerializerGenerator : IIncrementalGenerator
{
    private const string ContextAttribute = "Nano.NanoSerializableAttribute";

    /// <inheritdoc/>
    public void Initialize(IncrementalGeneratorInitializationContext context)
    {
        var contexts = context.SyntaxProvider.ForAttributeWithMetadataName(
            ContextAttribute,
            static (node, _) => node is ClassDeclarationSyntax,
            static (attributed, _) => Read(attributed));
        context.RegisterSourceOutput(contexts, static (output, spec) =>
        {
            foreach (var diagnostic in spec.Diagnostics)
                output.ReportDiagnostic(diagnostic.ToDiagnostic());
            if (spec.Messages.Length != 0 || spec.Diagnostics.All(d => d.Descriptor != Diagnostics.ContextNotPartial))
                output.AddSource($"{(spec.Namespace is null ? "" : spec.Namespace + ".")}{spec.Name}.Nano.g.cs", SerializerWriter.Write(spec));
        });
    }

    private static ContextSpec Read(GeneratorAttributeSyntaxContext attributed)
    {
        var type = (INamedTypeSymbol)attributed.TargetSymbol;
        var diagnostics = new List<DiagnosticInfo>();
        var ns = type.ContainingNamespace is { IsGlobalNamespace: false } n ? n.ToDisplayString() : null;
        var partial = attributed.TargetNode is ClassDeclarationSyntax declaration
            && declaration.Modifiers.Any(m => m.ValueText == "partial");
        if (!partial || type.ContainingType is not null || type.IsGenericType)
        {
            diagnostics.Add(new DiagnosticInfo(Diagnostics.ContextNotPartial, attributed.TargetNode.GetLocation(),
                new EquatableArray<string>([type.ToDisplayString()])));
            return new ContextSpec(ns, type.Name, false, default, new EquatableArray<DiagnosticInfo>([.. diagnostics]));
        }

        var compilation = attributed.SemanticModel.Compilation;
        var reader = new ContractReader(compilation);
        var messages = new List<MessageSpec>();
        var seen = new HashSet<string>();
        var reached = new List<INamedTypeSymbol>();
        foreach (var attribute in attributed.Attributes)
        {
            if (attribute.ConstructorArguments.Length != 1 || attribute.ConstructorArguments[0].Value is not INamedTypeSymbol listed)
                continue; // the compiler reports the malformed attribute
            var where = attribute.ApplicationSyntaxReference?.GetSyntax().GetLocation();
            if (!seen.Add(ContractReader.FullName(listed)))
                continue;
            // The listed type first, then every message it reaches that is not listed itself, depth first; a reached
            // type that cannot be generated is reported at the listing that reached it, and runs on the runtime
            // backends as a listed one would.
            var pending = new Stack<INamedTypeSymbol>();
            pending.Push(listed);
            var first = true;
            while (pending.Count != 0)
            {
                var next = pending.Pop();
                if (!first && (IsListed(attributed.Attributes, next) || !seen.Add(ContractReader.FullName(next))))
                    continue;
                first = false;
                reached.Clear();
                var id = "NanoSerializer" + messages.Count.ToString(System.Globalization.CultureInfo.InvariantCulture)
                    + "_" + next.Name;
                if (reader.Read(next, id, where, diagnostics, reached) is { } message)
                    messages.Add(message);
                for (var i = reached.Count - 1; i >= 0; i--)
                    pending.Push(reached[i]);
            }
        }
        // The attribute that makes a static method a module initializer: present from .NET 5 on, and in some
        // netstandard2.0 projects (a polyfill the project itself declares).
        var initializer = compilation.GetTypeByMetadataName("System.Runtime.CompilerServices.ModuleInitializerAttribute");
        var hasInitializer = initializer is not null && compilation.IsSymbolAccessibleWithin(initializer, compilation.Assembly);
        // CollectionsMarshal.AsSpan (.NET 5 on), for walking a List<T> of messages without the indexer's checks.
        var marshal = compilation.GetTypeByMetadataName("System.Runtime.InteropServices.CollectionsMarshal");
        var hasSpanOfList = marshal is not null && compilation.IsSymbolAccessibleWithin(marshal, compilation.Assembly)
            && marshal.GetMembers("AsSpan").Any(m => m.DeclaredAccessibility == Accessibility.Public);
        return new ContextSpec(ns, type.Name, hasInitializer, new EquatableArray<MessageSpec>([.. messages]),
            new EquatableArray<DiagnosticInfo>([.. diagnostics]), hasSpanOfList);
    }

    /// <summary>Whether <paramref name="type"/> has a listing of its own, where its diagnostics belong.</summary>
    private static bool IsListed(
        System.Collections.Immutable.ImmutableArray<AttributeData> attributes, INamedTypeSymbol type) =>
        attributes.Any(a => a.ConstructorArguments.Length == 1
            && a.ConstructorArguments[0].Value is INamedTypeSymbol listed
            && SymbolEqualityComparer.Default.Equals(listed, type));
}
