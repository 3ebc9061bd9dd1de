namespace Nano.Serialization.Interpreted;

/// <summary>
/// Reads and writes a member: through typed delegates where dynamic code is supported (<see cref="TypedAccessors"/>),
/// else through reflection, which needs no dynamic code and so works under NativeAOT.
/// </summary>
internal sealed class MemberAccessor(FieldModel field)
{
    private readonly MemberInfo _getter = field.Getter;
    private readonly MemberInfo? _setter = field.Setter;
    private readonly Func<object, object?>? _typedGet = TypedAccessors.Getter(field.Getter);
    private readonly Action<object, object?>? _typedSet = TypedAccessors.Setter(field.Setter);
    // The property whose set method is the setter: PropertyInfo.SetValue passes the value without the argument array
    // that MethodInfo.Invoke needs (one allocation per value set on the reflection path).
    private readonly PropertyInfo? _setterProperty = field.Member is PropertyInfo p && field.Setter is MethodInfo m
        && p.GetSetMethod(nonPublic: true) == m ? p : null;

    public bool CanSet => _setter is not null;

    public object? Get(object target) => _typedGet is { } get ? get(target) : _getter switch
    {
        FieldInfo f => f.GetValue(target),
        MethodInfo m => Reflect.Invoke(m, target, null),
        _ => throw new InvalidOperationException($"Cannot read {field.Name}."),
    };

    public void Set(object target, object? value)
    {
        if (_typedSet is { } set)
        {
            set(target, value);
            return;
        }
        switch (_setter)
        {
            case FieldInfo f: f.SetValue(target, value); break;
            case MethodInfo when _setterProperty is { } property: Reflect.SetValue(property, target, value); break;
            case MethodInfo m: Reflect.Invoke(m, target, [value]); break;
            default:
                throw new InvalidOperationException($"{field.Member.DeclaringType?.FullName}.{field.Member.Name} "
                + "has no setter.");
        }
    }
}
