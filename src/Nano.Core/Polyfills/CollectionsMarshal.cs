#if !NET
namespace System.Runtime.InteropServices;

/// <summary>netstandard2.0 stand-in for <c>CollectionsMarshal.AsSpan(List&lt;T&gt;)</c>, through which the emit
/// backend writes a list's elements without copying them. .NET Framework's, Mono's and Unity's <see cref="List{T}"/>
/// keep their elements in a private array field named <c>_items</c>, read here once per call; on a runtime whose list
/// has no such field the elements are copied out, which is slower but the same span.</summary>
internal static class CollectionsMarshal
{
    public static Span<T> AsSpan<T>(List<T>? list) =>
        list is null ? default : new Span<T>(ListItems<T>.Of(list), 0, list.Count);
}

internal static class ListItems<T>
{
    private static readonly FieldInfo? Items =
        typeof(List<T>).GetField("_items", BindingFlags.Instance | BindingFlags.NonPublic);

    public static T[] Of(List<T> list) =>
        Items?.GetValue(list) is T[] items && items.Length >= list.Count ? items : list.ToArray();
}
#endif
