namespace Nano.Serialization.Interpreted.Collections;

/// <summary>
/// An array of an enum whose underlying type is <c>int</c>, without dynamic code (made by
/// <see cref="AotCollectionFields"/>): elements travel as <c>int</c>, and no generic is closed over the user's enum.
/// The CLR's array casting rules let an enum array be seen as an array of its underlying type
/// (<c>(int[])(object)new MyEnum[n]</c> succeeds: same element type for casting purposes), so the member is written as
/// an <c>int</c> span; what was read is copied into a new array of the enum type itself, so the member never holds an
/// <c>int[]</c>.
/// </summary>
internal sealed class EnumArrayField(FieldModel field, Codec<int> codec) : GatheredField<int, int>(field, codec)
{
    private readonly Type _enum = field.Value.Type;
    private readonly string _where =
        $"{field.Member.DeclaringType?.FullName}.{field.Member.Name} (field {field.Number})";

    /// <summary>True when an array of the field's enum can be created here (NativeAOT creates arrays only of types it
    /// compiled; the app's own use of the enum's array type makes it).</summary>
    public static bool CanCreate(FieldModel field)
    {
        try
        {
            AotGenerics.NewArray(field.Value.Type, 0, field.Name);
            return true;
        }
        catch (ProtoModelException)
        {
            return false;
        }
    }

    protected override bool TryGetSpan(object message, out ReadOnlySpan<int> span, out object? collection)
    {
        var array = (int[]?)Member.Get(message);
        collection = array;
        span = array;
        return true;
    }

    protected override object Finish(object? existing, ArrayBuilder<int> read)
    {
        var old = (int[]?)existing;
        var oldLength = old?.Length ?? 0;
        var result = AotGenerics.NewArray(_enum, oldLength + read.Count, _where);
        var view = (int[])(object)result;
        old?.AsSpan().CopyTo(view);
        read.AsSpan().CopyTo(view.AsSpan(oldLength));
        return result;
    }
}
