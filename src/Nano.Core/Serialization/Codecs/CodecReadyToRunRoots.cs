#if NET
using System.Runtime.CompilerServices;

namespace Nano.Serialization.Codecs;

/// <summary>
/// Names, for crossgen2, <see cref="ValueCodec.IsDefault{T, TCodec}"/> over every scalar codec of a primitive type and
/// over the string and bytes codecs, so that Nano.Core's ReadyToRun image carries their code: emitted code (Nano.Emit)
/// calls them for each field it writes, and reaches them only through reflection, which no ahead-of-time compiler
/// sees, so without these names each is JIT-compiled at its first call (issue 21's cold start;
/// docs/design-cold-start.md, "Session 9"). Nano.Emit's own helpers are named by its <c>ReadyToRunRoots</c>.
/// </summary>
/// <remarks>
/// Nothing calls this class: crossgen2 compiles every method of the assembly, and with each one the instantiations
/// whose address it takes (all of them Nano.Core's, over primitive types or, for the shared code of every reference
/// type, <c>string</c> and <c>byte[]</c>). An address, not a call, so that crossgen2 compiles each instantiation on its
/// own instead of inlining it here. Not named: the well-known types' codecs and <c>Memory&lt;byte&gt;</c>'s (over
/// framework structs, outside the version bubble) and enums' (<see cref="EnumCodec{TEnum}"/> is constrained to
/// <see cref="Enum"/>, so crossgen2 compiles nothing for it over an app's enum). The trimmer and NativeAOT drop it.
/// <c>ReadyToRunRootsTests</c> fails when a codec emitted code can choose for these types is not named.
/// </remarks>
internal static class CodecReadyToRunRoots
{
    /// <summary>The zero tests of the codecs above (never called; see the class remarks).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal static unsafe void IsDefault()
    {
        Root((delegate*<int, bool>)&ValueCodec.IsDefault<int, Int32Codec>);
        Root((delegate*<int, bool>)&ValueCodec.IsDefault<int, SInt32Codec>);
        Root((delegate*<int, bool>)&ValueCodec.IsDefault<int, SFixed32Codec>);
        Root((delegate*<long, bool>)&ValueCodec.IsDefault<long, Int64Codec>);
        Root((delegate*<long, bool>)&ValueCodec.IsDefault<long, SInt64Codec>);
        Root((delegate*<long, bool>)&ValueCodec.IsDefault<long, SFixed64Codec>);
        Root((delegate*<uint, bool>)&ValueCodec.IsDefault<uint, UInt32Codec>);
        Root((delegate*<uint, bool>)&ValueCodec.IsDefault<uint, Fixed32Codec>);
        Root((delegate*<ulong, bool>)&ValueCodec.IsDefault<ulong, UInt64Codec>);
        Root((delegate*<ulong, bool>)&ValueCodec.IsDefault<ulong, Fixed64Codec>);
        Root((delegate*<bool, bool>)&ValueCodec.IsDefault<bool, BoolCodec>);
        Root((delegate*<float, bool>)&ValueCodec.IsDefault<float, FloatCodec>);
        Root((delegate*<double, bool>)&ValueCodec.IsDefault<double, DoubleCodec>);
        Root((delegate*<byte, bool>)&ValueCodec.IsDefault<byte, ByteCodec>);
        Root((delegate*<sbyte, bool>)&ValueCodec.IsDefault<sbyte, SByteCodec>);
        Root((delegate*<short, bool>)&ValueCodec.IsDefault<short, Int16Codec>);
        Root((delegate*<ushort, bool>)&ValueCodec.IsDefault<ushort, UInt16Codec>);
        Root((delegate*<char, bool>)&ValueCodec.IsDefault<char, CharCodec>);
        Root((delegate*<nint, bool>)&ValueCodec.IsDefault<nint, NIntCodec>);
        Root((delegate*<nuint, bool>)&ValueCodec.IsDefault<nuint, NUIntCodec>);
        Root((delegate*<sbyte, bool>)&ValueCodec.IsDefault<sbyte, SInt32SByteCodec>);
        Root((delegate*<sbyte, bool>)&ValueCodec.IsDefault<sbyte, SFixed32SByteCodec>);
        Root((delegate*<short, bool>)&ValueCodec.IsDefault<short, SInt32Int16Codec>);
        Root((delegate*<short, bool>)&ValueCodec.IsDefault<short, SFixed32Int16Codec>);
        Root((delegate*<byte, bool>)&ValueCodec.IsDefault<byte, Fixed32ByteCodec>);
        Root((delegate*<ushort, bool>)&ValueCodec.IsDefault<ushort, Fixed32UInt16Codec>);
        Root((delegate*<char, bool>)&ValueCodec.IsDefault<char, Fixed32CharCodec>);
        Root((delegate*<nint, bool>)&ValueCodec.IsDefault<nint, SInt64NIntCodec>);
        Root((delegate*<nint, bool>)&ValueCodec.IsDefault<nint, SFixed64NIntCodec>);
        Root((delegate*<nuint, bool>)&ValueCodec.IsDefault<nuint, Fixed64NUIntCodec>);
        Root((delegate*<string, bool>)&ValueCodec.IsDefault<string, StringCodec>);
        Root((delegate*<byte[], bool>)&ValueCodec.IsDefault<byte[], ByteArrayCodec>);
    }

    /// <summary>Keeps an address taken (never called).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static unsafe void Root(void* method)
    {
    }
}
#endif
