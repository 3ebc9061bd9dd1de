using Microsoft.CodeAnalysis;

namespace Nano.Generators;

/// <summary>
/// How a generated serializer creates instances, decided as the model builder decides it (PlanConstruction and
/// PlanAbsentValues in Nano.Core), for the cases the generator writes: a parameterless constructor when every member
/// can be assigned, else the constructor with the most parameters that each match a member by name (ignoring case)
/// and type. The runtime parity check compares the outcome with the model's, so a case read differently here (a
/// private constructor of a referenced assembly, which Roslyn does not show) costs speed, never bytes.
/// </summary>
internal static class Construction
{
    /// <summary>Plans the construction of <paramref name="type"/> over its <paramref name="members"/> (in number
    /// order), setting each passed member's parameter and absent value; returns why it is not generated, or
    /// null.</summary>
    public static string? Plan(Compilation compilation, INamedTypeSymbol type, List<ReadMember> members)
    {
        if (type.InstanceConstructors.Any(c => c.Parameters.Length == 0))
        {
            // The model assigns every member of a type with a parameterless constructor, through setters generated
            // code may not reach (private, init-only, the backing field of a get-only property).
            if (members.FirstOrDefault(m => !m.Settable) is { } fixedMember)
                return $"{fixedMember.Spec.Member} needs an accessible setter, "
                    + "as the type has a parameterless constructor";
            return type.InstanceConstructors.Any(c => c.Parameters.Length == 0 && Accessible(compilation, c))
                ? null
                : "it has no accessible parameterless constructor";
        }

        IMethodSymbol? best = null;
        int?[]? bestArguments = null;
        var tie = false;
        foreach (var constructor in type.InstanceConstructors)
        {
            if (constructor.Parameters.Length == 0 || Match(constructor, members) is not { } arguments)
                continue;
            if (best is null || constructor.Parameters.Length > best.Parameters.Length)
            {
                (best, bestArguments, tie) = (constructor, arguments, false);
            }
            else if (constructor.Parameters.Length == best.Parameters.Length)
            {
                tie = true; // the model takes the first in reflection's order, which Roslyn's need not be
            }
        }
        if (best is null)
            return "no constructor's parameters match its members by name and type";
        if (tie)
            return "two constructors match its members equally";
        if (!Accessible(compilation, best))
            return "its constructor is not accessible from this assembly";
        for (var p = 0; p < bestArguments!.Length; p++)
        {
            if (bestArguments[p] is not { } index)
                return $"constructor parameter {best.Parameters[p].Name} takes its default value, "
                    + "which is not generated yet";
            members[index].Spec = members[index].Spec with
            {
                ConstructorParameter = p,
                Absent = AbsentOf(members[index], best.Parameters[p]),
            };
        }
        if (members.FirstOrDefault(m => !m.Spec.Passed && !m.Settable) is { } unreachable)
            return $"{unreachable.Spec.Member} is neither passed to the constructor nor assignable";
        return null;
    }

    /// <summary>Per parameter, the member it takes (by position in <paramref name="members"/>), null for a parameter
    /// with a default value that matches none; null when some parameter matches nothing.</summary>
    private static int?[]? Match(IMethodSymbol constructor, List<ReadMember> members)
    {
        var arguments = new int?[constructor.Parameters.Length];
        for (var p = 0; p < arguments.Length; p++)
        {
            var parameter = constructor.Parameters[p];
            // The first member in number order with the parameter's name, as the model looks it up.
            var index = members.FindIndex(
                m => string.Equals(m.Spec.Member, parameter.Name, StringComparison.OrdinalIgnoreCase));
            if (index >= 0 && SymbolEqualityComparer.Default.Equals(parameter.Type, members[index].Type))
                arguments[p] = index;
            else if (!parameter.HasExplicitDefaultValue && !parameter.IsOptional)
                return null;
        }
        return arguments;
    }

    /// <summary>The model's absent value of a passed member: a single DateTime keeps its default (the UTC zero); a
    /// string, bytes or collection under implicit presence whose parameter is not declared nullable gets the empty
    /// value; anything else what the constructor makes of its type's default.</summary>
    private static Absent AbsentOf(ReadMember member, IParameterSymbol parameter)
    {
        var field = member.Spec;
        if (field.Absent == Absent.Default || field.Explicit)
            return field.Absent;
        var emptyable = field.Repeated // a List<T> or an array: the only collections the generator reads
            || member.Type.SpecialType == SpecialType.System_String
            || member.Type is IArrayTypeSymbol { ElementType.SpecialType: SpecialType.System_Byte };
        return emptyable && parameter.NullableAnnotation != NullableAnnotation.Annotated
            ? Absent.Empty
            : Absent.AsConstructed;
    }

    private static bool Accessible(Compilation compilation, ISymbol symbol) =>
        compilation.IsSymbolAccessibleWithin(symbol, compilation.Assembly);
}
