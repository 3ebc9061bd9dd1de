#if !NET
namespace System.Runtime.CompilerServices;

/// <summary>netstandard2.0 stand-in for <c>RuntimeFeature.IsDynamicCodeSupported</c>, which decides between the emit
/// and interpreted backends. A runtime whose base library has the property (Mono, Unity's profiles, .NET Core running
/// this build) is asked; .NET Framework, which lacks it, always compiles dynamic code.</summary>
internal static class RuntimeFeature
{
    public static bool IsDynamicCodeSupported { get; } = Ask("IsDynamicCodeSupported") ?? true;

    private static bool? Ask(string feature) =>
        typeof(object).Assembly.GetType("System.Runtime.CompilerServices.RuntimeFeature", throwOnError: false)
            ?.GetProperty(feature, BindingFlags.Public | BindingFlags.Static)?.GetValue(null) as bool?;
}
#endif
