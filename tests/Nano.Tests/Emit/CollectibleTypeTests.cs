using System.Reflection;
using System.Reflection.Emit;
using Nano.Emit.Runtime;
using Nano.Tests.Support;

namespace Nano.Tests.Emit;

/// <summary>
/// A message type from a collectible assembly cannot be referenced by the process-wide tiered assembly, so its code is
/// compiled into DynamicMethods even on a model that did not ask for collectible code, and it still round-trips.
/// The type is generated into a <see cref="AssemblyBuilderAccess.RunAndCollect"/> assembly, which is collectible as a
/// type in a collectible <c>AssemblyLoadContext</c> is.
/// </summary>
public class CollectibleTypeTests
{
    [Fact]
    public void TypeFromACollectibleAssemblyIsCompiledIntoDynamicMethods()
    {
        if (!Backends.EmitAvailable)
            return;
        var type = GenerateMessage();
#if NET // .NET Framework's Assembly has no IsCollectible
        Assert.True(type.Assembly.IsCollectible);
#endif
        var model = Backends.Model(SerializerBackend.Emit);
        Assert.False(model.CollectibleCode);

        var value = Activator.CreateInstance(type)!;
        type.GetProperty("Id")!.SetValue(value, 150);
        type.GetProperty("Count")!.SetValue(value, -2);
        var bytes = (byte[])Generic(nameof(RuntimeTypeModel.SerializeToArray), type).Invoke(model, [value])!;
        // field 1 = 150 (08 96 01), field 2 = -2 as a ten-byte int32 varint
        Assert.Equal(Convert.FromHexString("08960110FEFFFFFFFFFFFFFFFF01"), bytes);
        var copy = Generic(nameof(RuntimeTypeModel.Deserialize), type, typeof(byte[])).Invoke(model, [bytes])!;
        Assert.Equal(150, type.GetProperty("Id")!.GetValue(copy));
        Assert.Equal(-2, type.GetProperty("Count")!.GetValue(copy));

        var serializer = Generic(nameof(RuntimeTypeModel.GetSerializer), type).Invoke(model, null)!;
        var delegates = (MessageDelegates)serializer.GetType().GetProperty("Delegates", BindingFlags.NonPublic | BindingFlags.Instance)!.GetValue(serializer)!;
#if NET // Mono's Delegate.Method shows a DynamicMethod as a RuntimeMethodInfo (all emitted code is one there)
        Assert.All(delegates.Current(), d => Assert.IsType<DynamicMethod>(d.Method, exactMatch: false));
#endif
    }

    private static MethodInfo Generic(string name, Type type, Type? parameter = null) =>
        typeof(RuntimeTypeModel).GetMethods(BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance).Single(m => m.Name == name && m.IsGenericMethodDefinition
            && (parameter is null ? m.GetParameters().Length <= 1 : m.GetParameters().Length == 1 && m.GetParameters()[0].ParameterType == parameter))
            .MakeGenericMethod(type);

    /// <summary>Generates <c>[ProtoContract] public class Generated { [ProtoMember(1)] int Id; [ProtoMember(2)] int Count; }</c>.</summary>
    private static Type GenerateMessage()
    {
        var module = AssemblyBuilder.DefineDynamicAssembly(new AssemblyName("Nano.Tests.Collectible"), AssemblyBuilderAccess.RunAndCollect)
            .DefineDynamicModule("Nano.Tests.Collectible");
        var type = module.DefineType("Generated", TypeAttributes.Public | TypeAttributes.Class | TypeAttributes.Sealed);
        type.SetCustomAttribute(new CustomAttributeBuilder(typeof(ProtoContractAttribute).GetConstructor(Type.EmptyTypes)!, []));
        type.DefineDefaultConstructor(MethodAttributes.Public);
        AddProperty(type, "Id", 1);
        AddProperty(type, "Count", 2);
        return type.CreateType();
    }

    private static void AddProperty(TypeBuilder type, string name, int number)
    {
        var field = type.DefineField("_" + name, typeof(int), FieldAttributes.Private);
        var property = type.DefineProperty(name, PropertyAttributes.None, typeof(int), null);
        const MethodAttributes Accessor = MethodAttributes.Public | MethodAttributes.SpecialName | MethodAttributes.HideBySig;
        var get = type.DefineMethod("get_" + name, Accessor, typeof(int), Type.EmptyTypes);
        var il = get.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldfld, field);
        il.Emit(OpCodes.Ret);
        var set = type.DefineMethod("set_" + name, Accessor, null, [typeof(int)]);
        il = set.GetILGenerator();
        il.Emit(OpCodes.Ldarg_0);
        il.Emit(OpCodes.Ldarg_1);
        il.Emit(OpCodes.Stfld, field);
        il.Emit(OpCodes.Ret);
        property.SetGetMethod(get);
        property.SetSetMethod(set);
        property.SetCustomAttribute(new CustomAttributeBuilder(typeof(ProtoMemberAttribute).GetConstructor([typeof(int)])!, [number]));
    }
}
