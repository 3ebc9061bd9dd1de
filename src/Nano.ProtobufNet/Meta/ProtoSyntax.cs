namespace ProtoBuf.Meta;

/// <summary>The syntax of a generated <c>.proto</c> schema.</summary>
public enum ProtoSyntax
{
    /// <summary>proto2: not written by Nano (its schema export writes proto3).</summary>
    Proto2 = 0,

    /// <summary>proto3: what Nano's schema export writes.</summary>
    Proto3 = 1,

    /// <summary>Editions 2023: not written by Nano.</summary>
    Edition2023 = 2,

    /// <summary>Editions 2024: not written by Nano.</summary>
    Edition2024 = 3,

    /// <summary>The default: proto3.</summary>
    Default = Proto3,
}
