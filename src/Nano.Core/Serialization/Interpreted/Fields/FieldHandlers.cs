namespace Nano.Serialization.Interpreted.Fields;

/// <summary>Makes the <see cref="FieldHandler"/> of a field: the one factory the plan builder calls.</summary>
internal static class FieldHandlers
{
    /// <param name="field">The field.</param>
    /// <param name="codec">The codec of its value (a repeated field's element, a map's value).</param>
    /// <param name="keyCodec">A map's key codec, else null.</param>
    public static FieldHandler Create(FieldModel field, Codec codec, Codec? keyCodec) => field.Shape switch
    {
        // The codec closes SingleField<TOwner, T> / NullableField<TOwner, T> over its own T (SingleFields,
        // NullableFields).
        FieldShape.Single => codec.CreateSingleField(field),
        // Repeated and map fields: typed where the element types allow, else boxed (see CollectionFields).
        _ => Collections.CollectionFields.Create(field, codec, keyCodec),
    };
}
