using System.Collections.Concurrent;
using Nano;
using Nano.Model;
using Nano.Model.Building;
using Nano.Model.Building.ProtobufNet;
using NanoFormat = Nano.DataFormat;

namespace ProtoBuf.Internal;

/// <summary>
/// Extension data read and written as one field: a message with that single field, on a Nano model of its own per
/// value type, field number and format. Reading the extension bytes as that message skips every other field, and
/// writing it gives exactly the bytes of the field, so the field's encoding rules are the model's, not a copy.
/// </summary>
internal static class ExtensionFields
{
    private static readonly ConcurrentDictionary<(Type Value, int Tag, DataFormat Format), Nano.RuntimeTypeModel>
        Models = new();

    /// <summary>The field as a singular member: what <see cref="FieldFor{T}"/> describes (its encoding, and whether
    /// the value is itself repeated or holds messages).</summary>
    internal sealed class One<T>
    {
        public T Value = default!;
    }

    /// <summary>The field as a repeated member: every value in order (packed runs too, for numbers).</summary>
    internal sealed class All<T>
    {
        public List<T> Values = [];
    }

    /// <summary>The model that reads and writes field <paramref name="tag"/> of type
    /// <typeparamref name="T"/>.</summary>
    public static Nano.RuntimeTypeModel ModelFor<T>(int tag, DataFormat format)
    {
        if (tag < 1)
            throw new ArgumentOutOfRangeException(nameof(tag), tag, "A field number is at least 1.");
        return Models.GetOrAdd((typeof(T), tag, format), static key => Build<T>(key.Tag, key.Format));
    }

    /// <summary>How a value of type <typeparamref name="T"/> is encoded as field <paramref name="tag"/> on the private
    /// model: the holder's one field.</summary>
    public static FieldModel FieldFor<T>(int tag, DataFormat format) =>
        ModelFor<T>(tag, format).GetModel(typeof(One<T>)).Fields[0];

    private static Nano.RuntimeTypeModel Build<T>(int tag, DataFormat format)
    {
        var model = Nano.RuntimeTypeModel.Create();
        // DataFormat.WellKnown is protobuf-net's per-member request for Level240's Timestamp and Duration.
        var level =
            format == DataFormat.WellKnown ? (int)CompatibilityLevel.Level240 : ProtobufNetAttributes.DefaultLevel;
        var nanoFormat = format switch
        {
            // protobuf-net 3.4.40 writes and reads extension values as plain varints under ZigZag too; data it
            // stored must read back the same, so ZigZag is ignored here as there.
            DataFormat.Default or DataFormat.TwosComplement or DataFormat.WellKnown or DataFormat.ZigZag =>
                NanoFormat.Default,
            DataFormat.FixedSize => NanoFormat.FixedSize,
            DataFormat.Group => NanoFormat.Group,
            _ => throw new ArgumentOutOfRangeException(nameof(format), format, "Not a protobuf-net DataFormat."),
        };
        model.Add(typeof(One<T>), applyAttributes: false).Field(tag, nameof(One<T>.Value),
            new FieldOptions { DataFormat = nanoFormat, ProtobufNetLevel = level });
        model.Add(typeof(All<T>), applyAttributes: false).Field(tag, nameof(All<T>.Values),
            new FieldOptions { DataFormat = nanoFormat, IsPacked = false, ProtobufNetLevel = level });
        return model;
    }

    /// <summary>The extension bytes of <paramref name="instance"/> (empty when it has none).</summary>
    public static byte[] Read(IExtensible instance)
    {
        if (instance is null)
            throw new ArgumentNullException(nameof(instance));
        var extension = instance.GetExtensionObject(createIfMissing: false);
        if (extension is null)
            return [];
        var stream = extension.BeginQuery();
        try
        {
            using var copy = new MemoryStream();
            stream.CopyTo(copy);
            return copy.ToArray();
        }
        finally
        {
            extension.EndQuery(stream);
        }
    }

    /// <summary>Appends <paramref name="bytes"/> (whole fields) to the extension data of
    /// <paramref name="instance"/>.</summary>
    public static void Append(IExtensible instance, byte[] bytes)
    {
        var extension = instance.GetExtensionObject(createIfMissing: true)
            ?? throw new InvalidOperationException($"{instance.GetType().FullName} gave no extension object to append "
                + "to.");
        var stream = extension.BeginAppend();
        var committed = false;
        try
        {
            stream.Write(bytes, 0, bytes.Length);
            committed = true;
        }
        finally
        {
            extension.EndAppend(stream, committed);
        }
    }
}
