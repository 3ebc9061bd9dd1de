using System.Reflection;
using System.Runtime.ExceptionServices;
using Nano.Generators.Contracts;
using Nano.Serialization;
using Nano.Serialization.Generated;

namespace Nano.Generators.Tests;

/// <summary>
/// The suite-wide parity test: every contract in Nano.Generators.Contracts is listed in its context, the generator
/// claims it (a registered serializer), the model built by reflection agrees with what was generated (the generated
/// backend serves it), and each backend writes the same bytes and reads the same objects for values with every
/// member set. A contract added to that project is covered here without a line of test code.
/// </summary>
public sealed class ParityTests
{
    private static readonly Type[] s_contracts = typeof(ContractsContext).Assembly.GetTypes()
        .Where(t => t.GetCustomAttribute<ProtoContractAttribute>() is not null).OrderBy(t => t.FullName, StringComparer.Ordinal).ToArray();

    public static TheoryData<Type> Contracts => new(s_contracts);

    public static TheoryData<Type, int> ContractValues
    {
        get
        {
            var data = new TheoryData<Type, int>();
            foreach (var type in s_contracts)
            {
                for (var variant = 0; variant < Samples.Variants; variant++)
                    data.Add(type, variant);
            }
            return data;
        }
    }

    [Fact]
    public void EveryContractIsListedInTheContextOrReachedFromAListedOne()
    {
        var listed = typeof(ContractsContext).GetCustomAttributes<NanoSerializableAttribute>()
            .Select(a => a.Type).ToList();
        var covered = new HashSet<Type>();
        var pending = new Stack<Type>(listed);
        while (pending.Count != 0)
        {
            var type = pending.Pop();
            if (!covered.Add(type))
                continue;
            foreach (var member in Samples.Numbered(type))
            {
                var memberType = member is PropertyInfo p ? p.PropertyType : ((FieldInfo)member).FieldType;
                var isList = memberType.IsGenericType && memberType.GetGenericTypeDefinition() == typeof(List<>);
                var element = memberType.IsArray ? memberType.GetElementType()!
                    : isList ? memberType.GetGenericArguments()[0]
                    : memberType;
                if (element.GetCustomAttribute<ProtoContractAttribute>() is not null)
                    pending.Push(element);
            }
        }
        Assert.DoesNotContain(s_contracts, t => !covered.Contains(t));
        Assert.True(s_contracts.Length >= 18, $"only {s_contracts.Length} contracts found");
        // The walk is tested only if some contract is reached without being listed.
        Assert.Contains(s_contracts, t => !listed.Contains(t));
    }

    [Theory]
    [MemberData(nameof(Contracts))]
    public void TheGeneratorClaimsEveryContractAndTheModelAgrees(Type type)
    {
        Assert.True(GeneratedSerializers.IsRegistered(type), $"no generated serializer for {type}");
        Assert.Equal(SerializerBackend.Generated, RuntimeTypeModel.Create().GetBackend(type));
        Assert.Equal(SerializerBackend.Generated, Backends.Generated().GetBackend(type));
    }

    [Theory]
    [MemberData(nameof(ContractValues))]
    public void EveryContractWritesAndReadsAlikeOnEachBackend(Type type, int variant)
    {
        var check = typeof(ParityTests).GetMethod(nameof(WritesAndReadsAlike), BindingFlags.NonPublic | BindingFlags.Static)!.MakeGenericMethod(type);
        try
        {
            check.Invoke(null, [Samples.Create(type, variant)]);
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            ExceptionDispatchInfo.Capture(e.InnerException).Throw();
        }
    }

    private static void WritesAndReadsAlike<T>(T value)
    {
        var bytes = Backends.SameBytes(value);
        var read = Backends.SameRead<T>(bytes);
        // A type whose instance read from nothing writes nothing reads back to the same bytes; one with members
        // preset by its constructor appends what it reads to them (arrays), so only the backends' agreement holds.
        var generated = Backends.Generated();
        if (generated.SerializeToArray(generated.Deserialize<T>(Array.Empty<byte>())).Length == 0)
            Assert.Equal(bytes, generated.SerializeToArray(read));
    }
}
