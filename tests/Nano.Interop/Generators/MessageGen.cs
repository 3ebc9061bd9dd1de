using FsCheck;
using FsCheck.Fluent;
using Google.Protobuf.Collections;

namespace Nano.Interop.Generators;

/// <summary>
/// Small combinators that build a message generator from one generator per field: each field is a
/// <c>Gen&lt;Action&lt;T&gt;&gt;</c> that sets it (or leaves it alone), and <see cref="Message{T}"/> applies them all to a fresh message.
/// </summary>
public static class MessageGen
{
    /// <summary>A fresh message with every field generator applied, in order.</summary>
    public static Gen<T> Message<T>(Func<T> create, params Gen<Action<T>>[] fields) =>
        Gen.CollectToArray(fields).Select(setters =>
        {
            var message = create();
            foreach (var set in setters)
                set(message);
            return message;
        });

    private static Action<T> Nothing<T>() => static _ => { };

    /// <summary>Sets the field half of the time (so both presence states are common).</summary>
    public static Gen<Action<T>> Maybe<T, TValue>(Gen<TValue> value, Action<T, TValue> set) =>
        Primitives.Freq((1, Gen.Constant(Nothing<T>())), (1, value.Select(v => (Action<T>)(m => set(m, v)))));

    /// <summary>Always sets the field (proto2 required fields).</summary>
    public static Gen<Action<T>> Always<T, TValue>(Gen<TValue> value, Action<T, TValue> set) =>
        value.Select(v => (Action<T>)(m => set(m, v)));

    /// <summary>Fills a repeated field with 0-6 (now and then up to 40) items.</summary>
    public static Gen<Action<T>> Repeated<T, TValue>(Gen<TValue> item, Func<T, RepeatedField<TValue>> field) =>
        Primitives.SmallList(item).Select(items => (Action<T>)(m => field(m).AddRange(items)));

    /// <summary>Fills a map field with 0-6 (now and then up to 40) entries, keys distinct, in generated order.</summary>
    public static Gen<Action<T>> Map<T, TKey, TValue>(Gen<TKey> key, Gen<TValue> value, Func<T, MapField<TKey, TValue>> field)
        where TKey : notnull =>
        Primitives.SmallList(key.Zip(value)).Select(entries => (Action<T>)(m =>
        {
            var map = field(m);
            foreach (var (k, v) in entries)
                map[k] = v;
        }));

    /// <summary>One of several ways to set a group of fields (a oneof), or none.</summary>
    public static Gen<Action<T>> OneOf<T>(params Gen<Action<T>>[] cases) =>
        Primitives.Freq(cases.Select(c => (1, c)).Append((1, Gen.Constant(Nothing<T>()))).ToArray());
}
