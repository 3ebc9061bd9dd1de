using Nano.Model;
using ProtoBuf.Meta;
using NanoModel = Nano.RuntimeTypeModel;

namespace ProtoBuf.Internal;

/// <summary>
/// Reads and appends one extension field for every overload of <see cref="Extensible"/>, on the caller's model
/// (protobuf-net's default model when none is given). A message of that model is read and written by the model's own
/// serializer (<see cref="ExtensionMessages"/>); any other value by a private model that holds only that field
/// (<see cref="ExtensionFields"/>), since a scalar's encoding does not depend on the model.
/// </summary>
internal static class ExtensionValues
{
    /// <summary>protobuf-net checks the arguments when called, before reading anything.</summary>
    public static void CheckArguments(IExtensible instance, int tag)
    {
        if (instance is null)
            throw new ArgumentNullException(nameof(instance));
        if (tag < 1)
            throw new ArgumentOutOfRangeException(nameof(tag), tag, "A field number is at least 1.");
    }

    /// <summary>The values of field <paramref name="tag"/>: when <paramref name="singleton"/>, at most one (a scalar's
    /// last occurrence, or a message merged from all of them), else one per occurrence (a packed run's each).
    /// <paramref name="member"/> names the public member called, for the message of a refusal.</summary>
    public static List<T> Read<T>(TypeModel? model, IExtensible instance, int tag, DataFormat format, bool singleton,
        string member)
    {
        CheckArguments(instance, tag);
        var nano = NanoOf(model);
        var bytes = ExtensionFields.Read(instance);
        try
        {
            if (nano.IsContract(typeof(T)))
                return bytes.Length == 0 ? [] : ExtensionMessages.Read<T>(nano, bytes, tag, singleton);
            var field = NotHoldingMessages<T>(tag, format, member);
            if (bytes.Length == 0)
                return [];
            ExtensionEncodings.Check(bytes, tag, field, format, member);
            // A scalar is read as a repeated field even for one value, as protobuf-net reads it: a length-delimited
            // occurrence of a number is a packed run, where a singular member would skip it as another encoding.
            var all = ExtensionFields.ModelFor<T>(tag, format).Deserialize<ExtensionFields.All<T>>(bytes).Values;
            return singleton && all.Count > 1 ? [all[all.Count - 1]] : all;
        }
        catch (Nano.Wire.ProtoException e)
        {
            throw Errors.Translate(e);
        }
    }

    /// <summary>What <paramref name="read"/> returns, read when first enumerated: protobuf-net reads extension data as
    /// the result of some of its overloads is enumerated, so malformed data fails there, not at the call.</summary>
    public static IEnumerable<T> Deferred<T>(Func<IEnumerable<T>> read)
    {
        foreach (var value in read())
            yield return value;
    }

    /// <summary>Appends <paramref name="value"/> as field <paramref name="tag"/> (<paramref name="member"/> names the
    /// public member called, for the message of a refusal).</summary>
    public static void Append<T>(TypeModel? model, IExtensible instance, int tag, DataFormat format, T value,
        string member)
    {
        if (instance is null)
            throw new ArgumentNullException(nameof(instance));
        if (value is null)
            throw new ArgumentNullException(nameof(value));
        CheckArguments(instance, tag);
        var nano = NanoOf(model);
        byte[] bytes;
        if (nano.IsContract(typeof(T)))
        {
            bytes = ExtensionMessages.Write(nano, tag, format == DataFormat.Group, value);
        }
        else
        {
            NotHoldingMessages<T>(tag, format, member);
            // As a one-element repeated field: written even when it is the type's default (0, "", false), as an
            // explicit append asks.
            var holder = new ExtensionFields.All<T>();
            holder.Values.Add(value);
            bytes = ExtensionFields.ModelFor<T>(tag, format).SerializeToArray(holder);
        }
        ExtensionFields.Append(instance, bytes);
    }

    /// <summary>Whether a value of <paramref name="type"/> is a repeated field or a map, which protobuf-net's
    /// non-generic <c>AppendValue</c> refuses.</summary>
    public static bool IsRepeated(TypeModel? model, Type type) =>
        !NanoOf(model).IsContract(type) && Dispatch.Invoke<bool>(s_isRepeated, type, null);

    private static readonly System.Reflection.MethodInfo s_isRepeated =
        typeof(ExtensionValues).GetMethod(nameof(IsRepeatedAs),
            System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic)!;

    private static bool IsRepeatedAs<T>() =>
        ExtensionFields.FieldFor<T>(1, DataFormat.Default).Shape != FieldShape.Single;

    private static NanoModel NanoOf(TypeModel? model) => (model ?? RuntimeTypeModel.Default).NanoModel;

    /// <summary>
    /// A value that is not itself a message of the caller's model but holds one (a list or array of messages, a map
    /// with message values, a nullable struct message) would be read by the private model, from the message type's
    /// attributes instead of the caller's configuration of it: refused rather than read differently.
    /// </summary>
    /// <returns>The private model's field for the value.</returns>
    private static FieldModel NotHoldingMessages<T>(int tag, DataFormat format, string member)
    {
        var field = ExtensionFields.FieldFor<T>(tag, format);
        var message = field.Value.Message ?? field.Value.ListElement?.Message ?? field.Key?.Message;
        if (message is not null)
            throw Errors.NotCarried(
                $"{member} with a value of type {typeof(T).FullName}, which holds messages ({message.Type.FullName})",
                $"read or append each {message.Type.Name} as its own value (GetValues<{message.Type.Name}> reads "
                    + "every occurrence of a repeated field)");
        return field;
    }
}
