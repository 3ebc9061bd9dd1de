using System.Reflection;
using System.Runtime.ExceptionServices;

namespace ProtoBuf.Internal;

/// <summary>
/// Calls a generic method closed over a type known only at run time, for protobuf-net's non-generic API: Nano's
/// serializers are generic. The callee's own exception is rethrown as is, not wrapped.
/// </summary>
internal static class Dispatch
{
    public static MethodInfo Method<TOwner>(string name) =>
        typeof(TOwner)
            .GetMethod(name, BindingFlags.Instance | BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public)
        ?? throw new MissingMethodException(typeof(TOwner).FullName, name);

    public static TResult Invoke<TResult>(MethodInfo method, Type type, object? target, params object?[] arguments)
    {
        try
        {
            return (TResult)method.MakeGenericMethod(type).Invoke(target, arguments)!;
        }
        catch (TargetInvocationException e) when (e.InnerException is not null)
        {
            ExceptionDispatchInfo.Capture(e.InnerException).Throw();
            throw; // not reached: Throw always throws
        }
    }
}
