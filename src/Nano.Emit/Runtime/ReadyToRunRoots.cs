namespace Nano.Emit.Runtime;

/// <summary>
/// Names, for crossgen2, the instantiations of the emitted code's generic helpers over Nano.Core's scalar and string
/// codecs, so that the package's ReadyToRun image of Nano.Emit carries their code: emitted code reaches them only
/// through reflection (<c>MakeGenericType</c>), which no ahead-of-time compiler sees, so without these names each is
/// JIT-compiled at its first call (docs/design-cold-start.md).
/// </summary>
/// <remarks>
/// Nothing calls these methods: crossgen2 compiles every method of the assembly, and with each one the instantiations
/// it refers to that it may compile (<c>T</c> a primitive type or, for the shared code of every reference type,
/// <c>string</c>). The codecs are Nano.Core's, outside this assembly's version bubble, so crossgen2 compiles these
/// instantiations only when it is allowed cross-module code from Nano.Core (<c>--opt-cross-module:Nano.Core</c>, as
/// the packages are built: src/Directory.Build.targets); the runtime then checks, method by method, that the Nano.Core
/// it loaded has the IL the code was compiled from, and JIT-compiles any method whose inlined IL differs. Without that
/// option (an app's own ReadyToRun publish of the projects) the class costs image size only. Not named, because
/// crossgen2 would compile nothing for them: instantiations over the framework's other structs (<c>DateTime</c>,
/// <c>Guid</c>, <c>decimal</c>, ...), over an app's enums and messages, and <c>byte[]</c>'s (crossgen2 does not
/// inline <see cref="Codec{T, TCodec}"/> there).
/// <c>ReadyToRunRootsTests</c> fails when a scalar codec emitted code can choose or a public helper method is not
/// named.
/// </remarks>
internal static class ReadyToRunRoots
{
    /// <summary>The helpers of every codec of a primitive type (never called; see the class remarks).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal static void Primitives()
    {
        Codec<int, Int32Codec>();
        Codec<int, SInt32Codec>();
        Codec<int, SFixed32Codec>();
        Codec<long, Int64Codec>();
        Codec<long, SInt64Codec>();
        Codec<long, SFixed64Codec>();
        Codec<uint, UInt32Codec>();
        Codec<uint, Fixed32Codec>();
        Codec<ulong, UInt64Codec>();
        Codec<ulong, Fixed64Codec>();
        Codec<bool, BoolCodec>();
        Codec<float, FloatCodec>();
        Codec<double, DoubleCodec>();
        Codec<byte, ByteCodec>();
        Codec<sbyte, SByteCodec>();
        Codec<short, Int16Codec>();
        Codec<ushort, UInt16Codec>();
        Codec<char, CharCodec>();
        Codec<nint, NIntCodec>();
        Codec<nuint, NUIntCodec>();
        Codec<sbyte, SInt32SByteCodec>();
        Codec<sbyte, SFixed32SByteCodec>();
        Codec<short, SInt32Int16Codec>();
        Codec<short, SFixed32Int16Codec>();
        Codec<byte, Fixed32ByteCodec>();
        Codec<ushort, Fixed32UInt16Codec>();
        Codec<char, Fixed32CharCodec>();
        Codec<nint, SInt64NIntCodec>();
        Codec<nint, SFixed64NIntCodec>();
        Codec<nuint, Fixed64NUIntCodec>();
    }

    /// <summary>The shared code of <see cref="StringCodec"/>'s helpers, for every string field (never
    /// called).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal static void Strings() => Codec<string, StringCodec>();

    /// <summary>
    /// The helpers emitted code calls for a field of <typeparamref name="T"/> encoded by <typeparamref name="TCodec"/>,
    /// each by its address (<c>ldftn</c>): a call would let crossgen2 inline the small ones into this method instead of
    /// compiling them on their own. Inlined into its non-generic callers, so that the addresses are of exact
    /// instantiations even for a reference type (taken in shared generic code, an address is a run-time lookup,
    /// and crossgen2 then compiles nothing for it).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static unsafe void Codec<T, TCodec>() where TCodec : struct, IValueCodec<T>
    {
        Root((delegate*<ReadOnlySpan<T>, int, bool, TCodec, int, long>)&Repeated<T, TCodec>.Measure);
        Root((delegate*<T[]?, int, bool, TCodec, int, long>)&Repeated<T, TCodec>.Measure);
        Root((delegate*<List<T>?, int, bool, TCodec, int, long>)&Repeated<T, TCodec>.Measure);
        Root((delegate*<ImmutableArray<T>, int, bool, TCodec, int, long>)&Repeated<T, TCodec>.Measure);
        Root((delegate*<IEnumerable<T>?, int, bool, TCodec, int, long>)&Repeated<T, TCodec>.Measure);
        Root((delegate*<ref ProtoWriter, ReadOnlySpan<T>, uint, bool, TCodec, void>)&Repeated<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, T[]?, uint, bool, TCodec, void>)&Repeated<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, List<T>?, uint, bool, TCodec, void>)&Repeated<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, ImmutableArray<T>, uint, bool, TCodec, void>)&Repeated<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, IEnumerable<T>?, uint, bool, TCodec, void>)&Repeated<T, TCodec>.Write);
        Root((delegate*<ref ProtoReader, ICollection<T>, TCodec, bool>)&Repeated<T, TCodec>.Read);
        Root((delegate*<ref ProtoReader, List<T>, TCodec, bool>)&Repeated<T, TCodec>.Read);
        Root((delegate*<ref ProtoReader, ArrayBuilder<T>, TCodec, bool>)&Repeated<T, TCodec>.Read);
        Root((delegate*<T[]?, int, bool, TCodec, int, long>)&RepeatedLikeProtobufNet<T, TCodec>.Measure);
        Root((delegate*<List<T>?, int, bool, TCodec, int, long>)&RepeatedLikeProtobufNet<T, TCodec>.Measure);
        Root((delegate*<ImmutableArray<T>, int, bool, TCodec, int, long>)&RepeatedLikeProtobufNet<T, TCodec>.Measure);
        Root((delegate*<IEnumerable<T>?, int, bool, TCodec, int, long>)&RepeatedLikeProtobufNet<T, TCodec>.Measure);
        Root((delegate*<ref ProtoWriter, T[]?, uint, bool, TCodec, void>)&RepeatedLikeProtobufNet<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, List<T>?, uint, bool, TCodec, void>)&RepeatedLikeProtobufNet<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, ImmutableArray<T>, uint, bool, TCodec, void>)
            &RepeatedLikeProtobufNet<T, TCodec>.Write);
        Root((delegate*<ref ProtoWriter, IEnumerable<T>?, uint, bool, TCodec, void>)
            &RepeatedLikeProtobufNet<T, TCodec>.Write);
        Root((delegate*<ref ProtoReader, List<T>, void>)&CollectionOps<T>.ReserveIfFull);
        Root((delegate*<ref ProtoReader, ArrayBuilder<T>, void>)&CollectionOps<T>.ReserveIfFull);
        Root((delegate*<IEnumerable<T>?, MapKeyHashing, ICollection<T>>)&CollectionOps<T>.Appendable<List<T>>);
        Root((delegate*<IEnumerable<T>?, ArrayBuilder<T>, string, void>)&CollectionOps<T>.AddAll);
        Root((delegate*<T[]?, ArrayBuilder<T>?, T[]>)&CollectionOps<T>.Concat);
        Root((delegate*<ImmutableArray<T>, ArrayBuilder<T>?, ImmutableArray<T>>)&CollectionOps<T>.Concat);
        Root((delegate*<IImmutableList<T>?, ArrayBuilder<T>?, ImmutableList<T>>)&CollectionOps<T>.Concat);
        Root((delegate*<object, T>)&AbsentValues.Unbox<T>);
    }

    /// <summary>Keeps an address taken (never called).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static unsafe void Root(void* method)
    {
    }
}
