namespace Nano.Serialization;

/// <summary>
/// proto2 <c>required</c> fields are checked on the merged message, as Google checks them after parsing: a sub-message
/// may arrive in several occurrences (each merged into the last), so one that ends with required fields missing is
/// remembered instead of refused, completed by a later occurrence, and refused only if still incomplete when the
/// root message ends. Both backends report a finished message through <see cref="Missing"/> and <see cref="Resolve"/>.
/// </summary>
internal sealed class RequiredFields
{
    // The nested message just finished with fields missing, waiting for its codec to say which object it became.
    private MessageModel? _stashModel;
    private ulong _stashSeen;
    private int _stashDepth;

    // Objects read with required fields missing, and the fields (bits by RequiredIndex) seen so far.
    private readonly Dictionary<object, (MessageModel Model, ulong Seen)> _pending =
        new(ReferenceEqualityComparer.Instance);

    /// <summary>The bits (by <see cref="FieldModel.RequiredIndex"/>) of all the required fields of
    /// <paramref name="model"/>.</summary>
    public static ulong Mask(MessageModel model)
    {
        ulong all = 0;
        foreach (var required in model.RequiredFields)
            all |= 1UL << required.RequiredIndex;
        return all;
    }

    /// <summary>
    /// A message has finished reading with the required fields <paramref name="seen"/> (bits by
    /// <see cref="FieldModel.RequiredIndex"/>) of <paramref name="all"/> (<see cref="Mask"/>): throws when one is
    /// missing and the check is not deferred (<see cref="Missing"/>). The emitted read loop keeps its mask and
    /// comparison in IL (no call per message) and calls <see cref="Missing"/> only when a bit is missing.
    /// </summary>
    public static void Check(ref ProtoReader reader, MessageModel model, ulong seen, ulong all, object? existing)
    {
        if ((seen & all) != all && Missing(ref reader, model, seen, existing) is { } missing)
            throw missing;
    }

    /// <summary>
    /// A message has finished reading and <paramref name="seen"/> (bits by <see cref="FieldModel.RequiredIndex"/>)
    /// lacks some required field. Returns the error to throw now, or null when the check is deferred to the merged
    /// message (a nested class message) or skipped (merging into an object the caller supplied, as before).
    /// </summary>
    public static ProtoException? Missing(ref ProtoReader reader, MessageModel model, ulong seen, object? existing)
    {
        var tracker = reader.Required;
        if (existing is not null && (tracker is null || !tracker._pending.ContainsKey(existing)))
            return null;
        if (reader.Depth == 0 || model.IsValueType || model.RequiredFields.Count > 64)
            return Error(ref reader, model, seen);
        tracker ??= reader.Required = new RequiredFields();
        if (tracker._stashModel is { } unresolved)
            return Error(ref reader, unresolved, tracker._stashSeen); // defensive: a read path that never resolved
        tracker._stashModel = model;
        tracker._stashSeen = seen;
        tracker._stashDepth = reader.Depth;
        return null;
    }

    /// <summary>
    /// A nested message has been read (<paramref name="existing"/> merged into, or created, giving
    /// <paramref name="value"/>); called by the codec before it leaves the message's region, only when
    /// <see cref="ProtoReader.Required"/> is set.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static void Resolve(ref ProtoReader reader, object? existing, object? value)
    {
        var tracker = reader.Required!;
        MessageModel? model = null;
        ulong seen = 0;
        if (tracker._stashModel is not null && tracker._stashDepth == reader.Depth)
        {
            model = tracker._stashModel;
            seen = tracker._stashSeen;
            tracker._stashModel = null;
        }
        if (existing is not null && tracker._pending.Remove(existing, out var earlier))
        {
            if (model is null)
                return; // this occurrence had every required field: the merged message has them too
            seen |= earlier.Seen;
            if ((~seen & Mask(model)) == 0)
                return;
        }
        if (model is not null && value is not null)
            tracker._pending[value] = (model, seen);
    }

    /// <summary>At the end of the root message: any message still incomplete is an error.</summary>
    public static void ThrowIfIncomplete(ref ProtoReader reader)
    {
        var tracker = reader.Required!;
        if (tracker._stashModel is { } stashed)
            throw Error(ref reader, stashed, tracker._stashSeen);
        foreach (var (model, seen) in tracker._pending.Values)
            throw Error(ref reader, model, seen);
    }

    private static ProtoException Error(ref ProtoReader reader, MessageModel model, ulong seen)
    {
        foreach (var required in model.RequiredFields)
            if (required.RequiredIndex >= 64 || (seen & (1UL << required.RequiredIndex)) == 0)
                return new ProtoException($"Required field '{required.Name}' ({required.Number}) of "
                    + $"{model.Type.FullName} is missing", reader.Position, reader.FieldNumber, model.Type);
        return new ProtoException($"A required field of {model.Type.FullName} is missing", reader.Position,
            reader.FieldNumber, model.Type);
    }
}
