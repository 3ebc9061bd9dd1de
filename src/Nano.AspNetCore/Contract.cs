using System.Diagnostics.CodeAnalysis;

namespace Nano.AspNetCore;

/// <summary>What the trimmer must keep of a message type handed to Nano: the members Nano.Core's generic entry points
/// ask for (<c>Nano.Model.Building.MessageTypes.Reflected</c>, internal to Nano.Core; keep the two equal).</summary>
internal static class Contract
{
    public const DynamicallyAccessedMemberTypes Members =
        DynamicallyAccessedMemberTypes.PublicConstructors | DynamicallyAccessedMemberTypes.NonPublicConstructors |
        DynamicallyAccessedMemberTypes.PublicMethods | DynamicallyAccessedMemberTypes.NonPublicMethods |
        DynamicallyAccessedMemberTypes.PublicFields | DynamicallyAccessedMemberTypes.NonPublicFields |
        DynamicallyAccessedMemberTypes.PublicProperties | DynamicallyAccessedMemberTypes.NonPublicProperties |
        DynamicallyAccessedMemberTypes.Interfaces;
}
