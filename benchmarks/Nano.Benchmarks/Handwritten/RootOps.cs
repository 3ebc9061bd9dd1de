using System.Buffers;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using Nano.Wire;

namespace Nano.Benchmarks.Handwritten;

/// <summary>
/// The few lines every generated serializer shares, kept here so that each message's code stays field-by-field.
/// Each is what the emit backend does at the same point (see <c>RuntimeTypeModel.Serialization.cs</c> and
/// <c>MessageOps.WriteLeafLength</c>), so that a comparison with it measures the code shape, not different work.
/// </summary>
internal static class RootOps
{
    /// <summary>The first size hint, as <c>ProtoSerializer</c>'s.</summary>
    public const int InitialSizeHint = 256;

    /// <summary>The largest size hint remembered (as <c>ProtoSerializer</c>'s).</summary>
    private const int MaxSizeHint = 64 * 1024;

    /// <summary><c>RuntimeTypeModel.MaxDepth</c>'s default. The hand-written code never opens a nested level that could
    /// recurse (every nested message here is a leaf), so the writer's depth budget is never spent.</summary>
    private const int MaxDepth = 100;

    /// <summary>An absent implicit-presence <see cref="DateTime"/> reads back as this (see <c>FieldModel.ValueWhenAbsent</c>).</summary>
    public static readonly DateTime UtcZero = new(0, DateTimeKind.Utc);

    /// <summary>A writer whose first span is fetched with the last message's length, as the emit backend's is.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ProtoWriter CreateWriter(IBufferWriter<byte> output, int sizeHint) => new(output, sizeHint, MaxDepth);

    /// <summary>Remembers a written length as the next call's size hint (stored only when it changes).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void RememberLength(ref int sizeHint, long length)
    {
        var hint = (int)Math.Clamp(length, 1, MaxSizeHint);
        if (hint != sizeHint)
            sizeHint = hint;
    }

    /// <summary>Names the message type in a <see cref="ProtoException"/> thrown while reading it; never catches.</summary>
    public static bool Annotate(ProtoException exception, Type messageType) => ProtoException.Annotate(exception, messageType);

    /// <summary>Writes a measured nested length; a message over 2 GiB cannot be framed and is an error naming the field.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void WriteNestedLength(ref ProtoWriter writer, long length, string field)
    {
        if ((ulong)length > int.MaxValue)
            ThrowTooLarge(length, field);
        writer.WriteVarint32((uint)length);
    }

    /// <summary>The error for a null element of a repeated message field.</summary>
    public static InvalidOperationException NullElement(string field, int index) =>
        new($"{field}: element {index} is null; a repeated field cannot hold null.");

    [DoesNotReturn]
    private static void ThrowTooLarge(long length, string field) => ProtoWriter.ThrowTooLarge(length, field);
}
