using System.Diagnostics;
using System.Reflection;
using System.Reflection.Emit;

namespace Nano.ColdStart;

/// <summary>
/// <c>--compile-all-generated N [emit|interpreted]</c> (first arguments): <see cref="RuntimeTypeModel.CompileAll"/> at scale. Generates N message types of 10 fields
/// each (a Reflection.Emit assembly: no source generator, no Roslyn), registers them on one model, and reports per type
/// the time and the heap retained after a full GC, split into the phases of CompileAll: building the type models
/// (<c>Freeze</c>), creating the serializers (for emit: IL generation, verification, delegates), and precompiling
/// (JIT-compiling the dynamic methods and their helpers). One process per backend; the first run of each phase is paid
/// on a separate set of warm-up types, so the figures exclude JIT-compiling Nano's own code.
/// </summary>
internal static class GeneratedTypesRun
{
    /// <summary>The ten field kinds, cycled: varint, zigzag, fixed, floating, bool, string and bytes encodings.</summary>
    private static readonly (Type Type, DataFormat Format)[] FieldKinds =
    [
        (typeof(int), DataFormat.Default), (typeof(long), DataFormat.Default), (typeof(string), DataFormat.Default),
        (typeof(double), DataFormat.Default), (typeof(bool), DataFormat.Default), (typeof(int), DataFormat.ZigZag),
        (typeof(uint), DataFormat.FixedSize), (typeof(float), DataFormat.Default), (typeof(byte[]), DataFormat.Default),
        (typeof(long), DataFormat.FixedSize),
    ];

    public static int Run(int count, string backendName)
    {
        SerializerBackend backend = backendName == "interpreted" ? SerializerBackend.Interpreted : SerializerBackend.Emit;
        ModuleBuilder module = AssemblyBuilder.DefineDynamicAssembly(new AssemblyName("Nano.ColdStart.Generated"), AssemblyBuilderAccess.Run)
            .DefineDynamicModule("Generated");
        Type[] warm = Generate(module, "Warm", 20);
        Type[] types = Generate(module, "Message", count);

        Phases(backend, warm); // pays Nano's own JIT and one-time state
        var measured = Phases(backend, types);
        string name = measured.Model.ResolvedBackendName;
        Console.WriteLine($"compile-all backend={name} types={count} fields_per_type={FieldKinds.Length}");
        Console.WriteLine($"{"phase",-12} {"ms/type",8} {"cpu ms/type",12} {"retained B/type",16}");
        long totalBytes = 0;
        double totalMs = 0, totalCpu = 0;
        foreach (var (phase, ms, cpu, bytes) in measured.Rows)
        {
            Console.WriteLine($"{phase,-12} {ms / count,8:F3} {cpu / count,12:F3} {bytes / count,16:N0}");
            totalMs += ms;
            totalCpu += cpu;
            totalBytes += bytes;
        }

        Console.WriteLine($"{"CompileAll",-12} {totalMs / count,8:F3} {totalCpu / count,12:F3} {totalBytes / count,16:N0}");
        GC.KeepAlive(measured.Model);
        return 0;
    }

    /// <summary>Each phase's wall time, process CPU time (all threads: the JIT's background thread too) and retained heap.</summary>
    private static (RuntimeTypeModel Model, List<(string Phase, double Ms, double CpuMs, long Bytes)> Rows) Phases(SerializerBackend backend, Type[] types)
    {
        var rows = new List<(string, double, double, long)>();
        long mark = Retained();
        TimeSpan cpuMark = Environment.CpuUsage.TotalTime;
        var clock = Stopwatch.StartNew();
        RuntimeTypeModel model = RuntimeTypeModel.Create();
        model.Backend = backend;
        foreach (Type type in types)
            model.Add(type);
        model.Freeze(); // builds every type model
        Next("model");
        foreach (Type type in types)
            model.GetBackend(type); // creates the serializer
        Next("serializer");
        model.CompileAll(); // finds everything built; precompiles
        Next("precompile");
        Check(model, types[^1]);
        return (model, rows);

        void Next(string phase)
        {
            double ms = clock.Elapsed.TotalMilliseconds;
            double cpu = (Environment.CpuUsage.TotalTime - cpuMark).TotalMilliseconds;
            long now = Retained();
            rows.Add((phase, ms, cpu, now - mark));
            mark = now;
            cpuMark = Environment.CpuUsage.TotalTime; // the GCs above are not part of the next phase
            clock.Restart();
        }
    }

    /// <summary>A round trip of the last type, through the generic API, so that a broken model fails the run.</summary>
    private static void Check(RuntimeTypeModel model, Type type)
    {
        object value = Activator.CreateInstance(type)!;
        PropertyInfo first = type.GetProperty("F1")!;
        first.SetValue(value, 42);
        MethodInfo serialize = typeof(RuntimeTypeModel).GetMethod(nameof(RuntimeTypeModel.SerializeToArray))!.MakeGenericMethod(type);
        MethodInfo deserialize = typeof(RuntimeTypeModel).GetMethods()
            .Single(m => m.Name == nameof(RuntimeTypeModel.Deserialize) && m.GetParameters()[0].ParameterType == typeof(byte[])).MakeGenericMethod(type);
        object copy = deserialize.Invoke(model, [serialize.Invoke(model, [value])])!;
        if (!Equals(first.GetValue(copy), 42))
            throw new InvalidOperationException($"{type.Name} did not round-trip.");
    }

    private static long Retained()
    {
        for (int i = 0; i < 3; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }

        return GC.GetTotalMemory(forceFullCollection: true);
    }

    /// <summary>Public classes with a default constructor and properties F1..F10 marked [ProtoMember(1..10)].</summary>
    private static Type[] Generate(ModuleBuilder module, string prefix, int count)
    {
        ConstructorInfo contract = typeof(ProtoContractAttribute).GetConstructor(Type.EmptyTypes)!;
        ConstructorInfo member = typeof(ProtoMemberAttribute).GetConstructor([typeof(int)])!;
        PropertyInfo dataFormat = typeof(ProtoMemberAttribute).GetProperty(nameof(ProtoMemberAttribute.DataFormat))!;
        var types = new Type[count];
        for (int t = 0; t < count; t++)
        {
            TypeBuilder type = module.DefineType($"Generated.{prefix}{t}", TypeAttributes.Public | TypeAttributes.Sealed | TypeAttributes.Class);
            type.SetCustomAttribute(new CustomAttributeBuilder(contract, []));
            type.DefineDefaultConstructor(MethodAttributes.Public);
            for (int f = 0; f < FieldKinds.Length; f++)
            {
                var (fieldType, format) = FieldKinds[f];
                PropertyBuilder property = AutoProperty(type, $"F{f + 1}", fieldType);
                property.SetCustomAttribute(format == DataFormat.Default
                    ? new CustomAttributeBuilder(member, [f + 1])
                    : new CustomAttributeBuilder(member, [f + 1], [dataFormat], [format]));
            }

            types[t] = type.CreateType();
        }

        return types;
    }

    private static PropertyBuilder AutoProperty(TypeBuilder type, string name, Type propertyType)
    {
        FieldBuilder field = type.DefineField("_" + name, propertyType, FieldAttributes.Private);
        PropertyBuilder property = type.DefineProperty(name, PropertyAttributes.None, propertyType, null);
        const MethodAttributes Accessor = MethodAttributes.Public | MethodAttributes.SpecialName | MethodAttributes.HideBySig;
        MethodBuilder get = type.DefineMethod("get_" + name, Accessor, propertyType, Type.EmptyTypes);
        ILGenerator il = get.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, field);
        il.Emit(OpCodes.Ret);
        MethodBuilder set = type.DefineMethod("set_" + name, Accessor, null, [propertyType]);
        il = set.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldarg_1);
        il.Emit(OpCodes.Stfld, field);
        il.Emit(OpCodes.Ret);
        property.SetGetMethod(get);
        property.SetSetMethod(set);
        return property;
    }
}
