namespace Nano.Emit.Compiler;

/// <summary>
/// Compiles one message type (a mutable class with a parameterless constructor, or a struct, outside any
/// inheritance hierarchy) into three dynamic methods: Measure, Write and Read.
/// <list type="bullet">
/// <item>Singular fields become straight-line IL around struct codecs that the JIT inlines.</item>
/// <item>Small leaf messages (only singular scalar fields) are inlined into the parent, with an IL loop for
/// <c>List&lt;N&gt;</c> and <c>N[]</c>: no delegate call and no size-cache entry per item (a leaf's length is
/// recomputed when writing, which stays O(size) because a leaf has no children).</item>
/// <item>Other nested messages, repeated fields and maps call generic helpers specialized per codec.</item>
/// </list>
/// Field writes go in field-number order; reads loop over tags and dispatch on the field number with a jump
/// table (dense numbers) or a binary search (sparse ones).
/// </summary>
internal sealed partial class MessageCompiler
{
    private const int MaxInlinedFields = 24;

    private static readonly Type WriterRef = typeof(ProtoWriter).MakeByRefType();
    private static readonly Type ReaderRef = typeof(ProtoReader).MakeByRefType();
    private static readonly FieldInfo NestedField = typeof(EmitContext).GetField(nameof(EmitContext.Nested))!;
    private static readonly FieldInfo ConstantsField = typeof(EmitContext).GetField(nameof(EmitContext.Constants))!;
    private static readonly FieldInfo ModelField = typeof(EmitContext).GetField(nameof(EmitContext.Model))!;
    private static readonly MethodInfo RequiredNullMethod = typeof(GraphErrors).GetMethod(nameof(GraphErrors.RequiredNull), [typeof(MessageModel), typeof(int)])!;
    private static readonly MethodInfo UnsafeAs = typeof(Unsafe).GetMethods()
        .Single(m => m.Name == nameof(Unsafe.As) && m.GetGenericArguments().Length == 1 && m.GetParameters().Length == 1);

    /// <summary>A message's fields as the compiler lays them out: the context slots of their nested delegates and
    /// constants, and the leaves inlined into it.</summary>
    private sealed class Layout(MessageModel model)
    {
        public MessageModel Model { get; } = model;
        public Type Type => Model.Type;
        public IReadOnlyList<FieldModel> Fields => Model.Fields;
        public int[] Nested { get; } = NoSlots(model.Fields.Count);
        public int[] Constants { get; } = NoSlots(model.Fields.Count);
        public Layout?[] Inline { get; } = new Layout?[model.Fields.Count];
        /// <summary>For closed-enum fields, the context constant holding the <see cref="FieldModel"/> (its declared
        /// numbers); else -1.</summary>
        public int[] ClosedEnums { get; } = NoSlots(model.Fields.Count);

        // A loop rather than Enumerable.Repeat/Array.Fill, whose int instantiations ReadyToRun does not precompile.
        private static int[] NoSlots(int count)
        {
            var slots = new int[count];
            for (var i = 0; i < slots.Length; i++)
                slots[i] = -1;
            return slots;
        }
    }

    private static readonly FieldInfo SubTypesField = typeof(EmitContext).GetField(nameof(EmitContext.SubTypes))!;

    private readonly Layout _root;
    private readonly Type _type;       // the methods' value type: the message, or the root of its hierarchy
    private readonly Type _levelType;  // the message whose fields are compiled
    private readonly Type? _subTypeTable;
    private readonly EmitContext _context;
    private readonly int[]? _parameterDefaults; // per constructor parameter: its default's index in the constants, or -1
    private readonly bool _tiered;

    /// <summary>True when the tiered assembly may refer to every type the methods of <paramref name="model"/> use: none
    /// is collectible.</summary>
    private static bool TieredAssemblyCanReference(MessageModel model, Type? hierarchyRoot)
    {
#if !NET
        return false; // no tiered assembly on .NET Framework and Mono
#else
        if (hierarchyRoot is not null && !IL.TieredAssembly.CanReference(hierarchyRoot))
            return false;
        if (!IL.TieredAssembly.CanReference(model.Type))
            return false;
        foreach (var field in model.Fields)
            if (!IL.TieredAssembly.CanReference(field.MemberType) || !IL.TieredAssembly.CanReference(field.Value.Type)
                || (field.Key is not null && !IL.TieredAssembly.CanReference(field.Key.Type)))
                return false;
        return true;
#endif
    }

    /// <summary>
    /// Prepares a compilation; <paramref name="nestedHolder"/> returns the <c>MessageDelegates&lt;N&gt;</c> of a nested
    /// message type. For a level of an inheritance hierarchy, <paramref name="hierarchyRoot"/> is the root type the
    /// methods are typed on and <paramref name="subTypes"/> the level's <c>SubTypeTable&lt;TRoot&gt;</c>.
    /// </summary>
    /// <param name="model">The message (or hierarchy level) to compile.</param>
    /// <param name="nestedHolder">Returns the holder of a nested message type.</param>
    /// <param name="tiered">Put the methods into <c>TieredAssembly</c> (tiered and profiled by the runtime)
    /// unless a type they use cannot be referenced from there; otherwise they are DynamicMethods.</param>
    /// <param name="hierarchyRoot">For a hierarchy level, the root type the methods are typed on.</param>
    /// <param name="subTypes">For a hierarchy level, its sub-type table.</param>
    public MessageCompiler(MessageModel model, Func<ValueModel, object> nestedHolder, bool tiered, Type? hierarchyRoot = null, object? subTypes = null)
    {
        _tiered = tiered && TieredAssemblyCanReference(model, hierarchyRoot);
        _type = hierarchyRoot ?? model.Type;
        _levelType = model.Type;
        _subTypeTable = subTypes?.GetType();
        var nested = new List<object>();
        var constants = new List<object>();
        Layout Build(MessageModel m, bool allowInline)
        {
            var layout = new Layout(m);
            for (var i = 0; i < m.Fields.Count; i++)
            {
                var field = m.Fields[i];
                if (field.Value.ListElement is { Message: not null } listElement)
                {
                    layout.Nested[i] = nested.Count; // a list value's message elements: never inlined
                    nested.Add(nestedHolder(listElement));
                }
                else if (field.Value.Message is { } child)
                {
                    if (allowInline && field.WriteCondition is null && IsInlinable(field, child, model))
                    {
                        layout.Inline[i] = Build(child, allowInline: false);
                    }
                    else
                    {
                        layout.Nested[i] = nested.Count;
                        nested.Add(nestedHolder(field.Value));
                    }
                }
                if (field.Shape == FieldShape.Map && !(MapEntryDefaults.Executes(field.Key!) && MapEntryDefaults.Executes(field.Value)))
                    throw new InvalidOperationException($"{m.Type.FullName}.{field.Name}: the compiled map-entry omission disagrees with the model's.");
                if (field.IsClosedEnum)
                {
                    layout.ClosedEnums[i] = constants.Count;
                    constants.Add(field);
                }
                if (field.DefaultValue is not null || field.Absent == AbsentValue.Default)
                {
                    // The proto2 default (the value not written), or the value an absent field takes.
                    layout.Constants[i] = constants.Count;
                    constants.Add(field.DefaultValue ?? field.ValueWhenAbsent!);
                }
            }
            return layout;
        }
        _root = Build(model, allowInline: true);
        // The declared defaults of the constructor's parameters no field supplies, passed as the model says.
        if (model.ConstructorDefaults is { } defaults)
        {
            _parameterDefaults = new int[defaults.Count];
            for (var p = 0; p < defaults.Count; p++)
            {
                _parameterDefaults[p] = defaults[p] is null ? -1 : constants.Count;
                if (defaults[p] is { } value)
                    constants.Add(value);
            }
        }
        _context = new EmitContext(model, [.. nested], [.. constants], subTypes);
    }

    /// <summary>Why a model cannot be compiled, or null when it can.</summary>
    public static string? Unsupported(MessageModel model)
    {
        if ((model.SubTypes.Count > 0 || model.BaseType is not null)
            && (model.KeepsUnknownFields || model.Fields.Count > 64 || model.Fields.Any(f => f.Collection is CollectionKind.Existing or CollectionKind.ExistingDictionary)))
            return "hierarchy levels that keep unknown fields, have get-only collections or over 64 fields are interpreted";
        if (model.Fields.Count > 64 && model.Fields.Any(f => f.SpecifiedSetter is not null))
            return "types with over 64 fields and an XSpecified member are interpreted";
        if (model.UsesConstructorArguments && (model.KeepsUnknownFields || model.Fields.Count > 64))
            return "constructor-built types that keep unknown fields or have over 64 fields are interpreted";
        if (!model.IsValueType && !model.IsAbstract && model.Constructor is null && !model.SkipsConstructor)
            return "no constructor";
        foreach (var field in model.Fields)
        {
            if (CodecSelector.CodecType(field.Value) is null || (field.Key is not null && CodecSelector.CodecType(field.Key) is null))
                return $"field {field.Name} has no compiled codec";
            if (field.Shape == FieldShape.Single && field.Setter is null && field.ConstructorParameter < 0)
                return $"field {field.Name} has no setter";
        }
        return null;
    }

    /// <summary>
    /// A nested message is inlined when it is a small leaf: a class with a parameterless constructor whose fields
    /// are all singular non-message values, with no oneof of two or more members (its conflict check runs in the
    /// leaf's own methods; a one-member group, a proto2 or proto3 <c>optional</c> string, has nothing to check), no
    /// required fields, defaults or unknown-field store; and
    /// when the field holds it singly (length-delimited), in a <c>List&lt;N&gt;</c> or in an <c>N[]</c>. Not fused,
    /// GoogleMessage1 proto2's leaf cost its Measure a delegate call, a depth check and a method of its own
    /// (docs/design-tiered-emit.md). Fused, a parent's Write can grow too long for the JIT to inline, which
    /// <see cref="WriteParts"/> splits.
    /// </summary>
    private static bool IsInlinable(FieldModel field, MessageModel child, MessageModel parent)
    {
        if (child == parent || child.Surrogate is not null || child.IsValueType || child.IsAbstract || child.UsesConstructorArguments || child.SubTypes.Count > 0 || child.BaseType is not null
            || Unsupported(child) is not null || child.KeepsUnknownFields
            || child.OneOfMembers.Any(group => group.Count > 1) || child.RequiredFields.Count > 0 || child.Fields.Count > MaxInlinedFields
            || child.Callbacks is not null || child.Fields.Any(f => f.WriteCondition is not null || f.SpecifiedSetter is not null))
            return false;
        if (child.Fields.Any(f => f.Shape != FieldShape.Single || f.Value.Message is not null || f.DefaultValue is not null))
            return false;
        if (field.Value.ProtoType != ProtoType.Message)
            return false;
        return field.Shape == FieldShape.Single
            || (field.Shape == FieldShape.Repeated && field.Collection is CollectionKind.List or CollectionKind.Array
                && (field.MemberType == typeof(List<>).MakeGenericType(child.Type) || field.MemberType == child.Type.MakeArrayType()));
    }

    /// <summary>The <c>MessageDelegates&lt;N&gt;</c> of the nested message types the methods call (the
    /// context's).</summary>
    public object[] NestedHolders => _context.Nested;

    /// <summary>Emits, verifies and binds Measure (each operation on its own: see
    /// <see cref="PendingMethods{T}"/>).</summary>
    public MeasureFn<T> CreateMeasure<T>() => (MeasureFn<T>)EmitMeasure().CreateDelegate(typeof(MeasureFn<T>), _context);

    /// <summary>Emits, verifies and binds Write.</summary>
    public WriteFn<T> CreateWrite<T>() => (WriteFn<T>)EmitWrite().CreateDelegate(typeof(WriteFn<T>), _context);

    /// <summary>Emits, verifies and binds Read.</summary>
    public ReadFn<T> CreateRead<T>() => (ReadFn<T>)EmitRead().CreateDelegate(typeof(ReadFn<T>), _context);

    private string MethodName(string operation) => $"Nano.{operation}<{_levelType.FullName}>";

    /// <summary>True when compiling a level of an inheritance hierarchy.</summary>
    private bool InHierarchy => _subTypeTable is not null;

    /// <summary>Pushes the level's <c>SubTypeTable&lt;TRoot&gt;</c>.</summary>
    private void LoadSubTypes(VerifyingEmitter il) =>
        il.LoadArgument(0).LoadField(SubTypesField).Call(UnsafeAs.MakeGenericMethod(_subTypeTable!));

    // ---- shared pieces

    /// <summary>Pushes the nested type's <c>MessageDelegates&lt;N&gt;</c> (argument 0 is the context).</summary>
    private static void LoadHolder(VerifyingEmitter il, Layout layout, int field, Type? messageType = null)
    {
        var holderType = typeof(MessageDelegates<>).MakeGenericType(messageType ?? layout.Fields[field].Value.Type);
        il.LoadArgument(0).LoadField(NestedField).LoadConstant(layout.Nested[field]).LoadElement(typeof(object))
          .Call(UnsafeAs.MakeGenericMethod(holderType));
    }

    /// <summary>Pushes a codec value for a field's value (or key).</summary>
    private static void LoadCodec(VerifyingEmitter il, Layout layout, int field, ValueModel value)
    {
        var codecType = CodecSelector.CodecType(value)!;
        if (value.ListElement is { } element)
        {
            LoadCodec(il, layout, field, element);
            il.NewObject(codecType.GetConstructors().Single());
            return;
        }
        if (value.Message is not null)
        {
            LoadHolder(il, layout, field, value.Type);
            il.LoadConstant(layout.Fields[field].Number);
            il.NewObject(codecType.GetConstructors().Single());
            return;
        }
        // Scalar codecs are empty structs: one local per codec type serves the whole method.
        PushZero(il, codecType);
    }

    /// <summary>Pushes the zero value of <paramref name="type"/>, made in the method's scratch local of that
    /// type.</summary>
    private static void PushZero(VerifyingEmitter il, Type type)
    {
        var zero = il.ScratchLocal(type);
        il.LoadLocalAddress(zero).InitializeObject(type).LoadLocal(zero);
    }

    /// <summary>Pushes the address of a codec, for calling its methods.</summary>
    private static void LoadCodecAddress(VerifyingEmitter il, Layout layout, int field, ValueModel value)
    {
        var codecType = CodecSelector.CodecType(value)!;
        LoadCodec(il, layout, field, value);
        // Stored and its address taken right before the call that uses it: nothing in between stores into it.
        var local = il.ScratchLocal(codecType);
        il.StoreLocal(local).LoadLocalAddress(local);
    }

    private static MethodInfo CodecMethod(ValueModel value, string name) => CodecSelector.CodecType(value)!.GetMethod(name)!;

    /// <summary>Pushes the member's value; the message (object, or address for structs) must be on the stack.</summary>
    private static void LoadMember(VerifyingEmitter il, FieldModel field) => AccessMember(il, field.Getter, store: false);

    /// <summary>Stores into the member; the message (object or address) and the value must be on the stack.</summary>
    private static void StoreMember(VerifyingEmitter il, FieldModel field) =>
        AccessMember(il, field.Setter ?? throw new InvalidOperationException($"{field.Name} has no setter."), store: true);

    /// <summary>A field's load or store, or a call of the property accessor (virtually on a class).</summary>
    private static void AccessMember(VerifyingEmitter il, MemberInfo member, bool store)
    {
        switch (member)
        {
            case FieldInfo f when store:
                il.StoreField(f);
                break;
            case FieldInfo f:
                il.LoadField(f);
                break;
            case MethodInfo m when m.IsVirtual && !m.DeclaringType!.IsValueType:
                il.CallVirtual(m);
                break;
            case MethodInfo m:
                il.Call(m);
                break;
            default:
                throw new InvalidOperationException($"{member.Name} is neither a field nor an accessor.");
        }
    }

    /// <summary>The collection-typed parameter of a helper overload that accepts the member type.</summary>
    private static Type RepeatedParameter(FieldModel field)
    {
        var element = field.Value.Type;
        var member = field.MemberType;
        if (member == element.MakeArrayType() || member == typeof(List<>).MakeGenericType(element)
            || member == typeof(System.Collections.Immutable.ImmutableArray<>).MakeGenericType(element))
            return member;
        return typeof(IEnumerable<>).MakeGenericType(element);
    }

    private static Type MapParameter(FieldModel field)
    {
        var dictionary = typeof(Dictionary<,>).MakeGenericType(field.Key!.Type, field.Value.Type);
        return field.MemberType == dictionary
            ? dictionary
            : typeof(IEnumerable<>).MakeGenericType(typeof(KeyValuePair<,>).MakeGenericType(field.Key.Type, field.Value.Type));
    }

    private static Type RepeatedHelper(FieldModel field) =>
        typeof(Repeated<,>).MakeGenericType(field.Value.Type, CodecSelector.CodecType(field.Value)!);

    /// <summary>The helper that measures and writes a repeated field (one packed as protobuf-net packs for its
    /// contracts).</summary>
    private static Type RepeatedWriteHelper(FieldModel field) => field.PacksLikeProtobufNet
        ? typeof(RepeatedLikeProtobufNet<,>).MakeGenericType(field.Value.Type, CodecSelector.CodecType(field.Value)!)
        : RepeatedHelper(field);

    private static Type MapHelper(FieldModel field) =>
        typeof(Maps<,,,,>).MakeGenericType(field.Key!.Type, field.Value.Type, CodecSelector.CodecType(field.Key)!, CodecSelector.CodecType(field.Value)!,
            field.Value.MapEntryLeavesOutNull ? typeof(NullLeftOut) : typeof(NullWrittenEmpty));

    /// <summary>
    /// Loads a singular member and jumps to <paramref name="skip"/> when it is not written (presence rules);
    /// otherwise leaves the value to write in the returned local (unwrapped from <see cref="Nullable{T}"/>).
    /// </summary>
    private static EmitLocal LoadPresentValue(VerifyingEmitter il, Layout layout, int index, Action loadMessage, EmitLabel skip)
    {
        var field = layout.Fields[index];
        loadMessage();
        LoadMember(il, field);
        // The value is dead once written, so the method's scratch local of its type serves (see
        // VerifyingEmitter.ScratchLocal), a Nullable and its unwrapped value too: two fresh locals per proto2 field
        // count against the JIT's 512 locals per method, past which it inlines nothing more.
        var member = il.ScratchLocal(field.MemberType);
        il.StoreLocal(member);
        if (field.IsNullable)
        {
            il.LoadLocalAddress(member).Call(field.MemberType.GetProperty("HasValue")!.GetGetMethod()!);
            // A required Nullable without a value is an error, as for a required reference (the interpreted rule).
            if (field.Omission == Omission.Never)
                EmitThrowIfRequiredNull(il, index);
            else
                il.BranchIfFalse(skip);
            var inner = il.ScratchLocal(field.Value.Type);
            il.LoadLocalAddress(member).Call(field.MemberType.GetMethod("GetValueOrDefault", Type.EmptyTypes)!).StoreLocal(inner);
            if (field.Omission == Omission.WhenDefault)
                EmitSkipIfProto2Default(il, layout, index, inner, field.Value.Type, skip);
            return inner;
        }
        // The rule is the model's (FieldModel.Omission); this only executes it.
        if (!field.MemberType.IsValueType)
        {
            if (field.Omission == Omission.Never)
            {
                il.LoadLocal(member);
                EmitThrowIfRequiredNull(il, index);
                return member;
            }
            il.LoadLocal(member).BranchIfFalse(skip);
        }
        if (field.Omission == Omission.WhenDefault)
            EmitSkipIfProto2Default(il, layout, index, member, field.MemberType, skip);
        else if (field.Omission == Omission.WhenZero)
        {
            // The codec's own zero test, as the interpreted backend runs it (a message has none: it is left out when
            // null).
            if (field.Value.Message is not null)
                throw new InvalidOperationException($"{field}: no zero test for {field.MemberType}.");
            var isDefault = typeof(ValueCodec).GetMethod(nameof(ValueCodec.IsDefault))!;
            il.LoadLocal(member).Call(isDefault.MakeGenericMethod(field.Value.Type, CodecSelector.CodecType(field.Value)!)).BranchIfTrue(skip);
        }
        return member;
    }

    /// <summary>With the presence test (a value, or HasValue) pushed: throws when a required field has no
    /// value.</summary>
    private static void EmitThrowIfRequiredNull(VerifyingEmitter il, int index)
    {
        var present = il.DefineLabel("present");
        il.BranchIfTrue(present);
        il.LoadArgument(0).LoadField(ModelField).LoadConstant(index).Call(RequiredNullMethod).Throw();
        il.MarkLabel(present);
    }

    /// <summary>A proto2 <c>[DefaultValue]</c>: the value equal to it is the one not written.</summary>
    private static void EmitSkipIfProto2Default(VerifyingEmitter il, Layout layout, int index, EmitLocal value, Type type, EmitLabel skip)
    {
        il.LoadLocal(value).LoadArgument(0).LoadField(ConstantsField).LoadConstant(layout.Constants[index]).LoadElement(typeof(object))
          .Call(typeof(Defaults).GetMethod(nameof(Defaults.Equal))!.MakeGenericMethod(type)).BranchIfTrue(skip);
    }

    /// <summary>Throws when two members of a oneof group are set (in Measure and in Write: a write to an output
    /// measures nothing).</summary>
    private static void EmitOneOfChecks(VerifyingEmitter il, Layout layout, Action loadMessage)
    {
        var model = layout.Model;
        for (var group = 0; group < model.OneOfGroups.Count; group++)
        {
            // A group of one member (proto3 `optional`, mirrored as a oneof) cannot have two set: nothing to check.
            if (layout.Fields.Count(f => f.OneOfIndex == group) < 2)
                continue;
            var count = il.DeclareLocal(typeof(int));
            il.LoadConstant(0).StoreLocal(count);
            foreach (var field in model.OneOfMembers[group])
            {
                var unset = il.DefineLabel("unset");
                loadMessage();
                LoadMember(il, field);
                if (field.IsNullable)
                {
                    var temp = il.DeclareLocal(field.MemberType);
                    il.StoreLocal(temp).LoadLocalAddress(temp).Call(field.MemberType.GetProperty("HasValue")!.GetGetMethod()!);
                }
                il.BranchIfFalse(unset);
                il.LoadLocal(count).LoadConstant(1).Add().StoreLocal(count);
                il.MarkLabel(unset);
            }
            var fine = il.DefineLabel("oneof_ok");
            il.LoadLocal(count).LoadConstant(1).BranchIfLessOrEqual(fine);
            il.LoadArgument(0).LoadField(ModelField).LoadConstant(group).Call(typeof(GraphErrors).GetMethod(nameof(GraphErrors.OneOfConflict))!).Throw();
            il.MarkLabel(fine);
        }
    }

    /// <summary>
    /// Emits a loop over a <c>List&lt;N&gt;</c> or <c>N[]</c> member (already pushed), calling <paramref name="body"/>
    /// with each (non-null) element in a local.
    /// </summary>
    private static void EmitForEach(VerifyingEmitter il, FieldModel field, Action<EmitLocal> body)
    {
        var element = field.Value.Type;
        var collection = il.DeclareLocal(field.MemberType);
        var index = il.DeclareLocal(typeof(int));
        var count = il.DeclareLocal(typeof(int));
        var item = il.DeclareLocal(element);
        var done = il.DefineLabel("each_done");
        var next = il.DefineLabel("each_next");
        var present = il.DefineLabel("each_present");
        var isArray = field.MemberType.IsArray;

        // A List<N> is walked as the span of its items (CollectionsMarshal.AsSpan, the count read once as before):
        // List<T>'s indexer checks the index against its size and then against its array, a span's loop neither.
        var spanType = typeof(Span<>).MakeGenericType(element);
        var span = isArray ? null : il.DeclareLocal(spanType, "each_span");
        il.StoreLocal(collection).LoadLocal(collection).BranchIfFalse(done);
        il.LoadLocal(collection);
        if (isArray)
        {
            il.LoadLength().Convert(typeof(int));
        }
        else
        {
            il.Call(typeof(CollectionsMarshal).GetMethod(nameof(CollectionsMarshal.AsSpan))!.MakeGenericMethod(element)).StoreLocal(span!);
            il.LoadLocalAddress(span!).Call(spanType.GetProperty("Length")!.GetGetMethod()!);
        }
        il.StoreLocal(count).LoadConstant(0).StoreLocal(index);
        il.MarkLabel(next);
        il.LoadLocal(index).LoadLocal(count).BranchIfGreaterOrEqual(done);
        if (isArray)
            il.LoadLocal(collection).LoadLocal(index).LoadElement(element);
        else
            il.LoadLocalAddress(span!).LoadLocal(index).Call(spanType.GetProperty("Item")!.GetGetMethod()!).LoadIndirect(element);
        il.StoreLocal(item).LoadLocal(item).BranchIfTrue(present);
        il.LoadConstant(field.Member.DeclaringType?.FullName ?? "").LoadConstant(field.Name).LoadConstant(field.Number).LoadLocal(index)
          .Call(typeof(MessageOps).GetMethod(nameof(MessageOps.NullElement))!).Throw();
        il.MarkLabel(present);
        body(item);
        il.LoadLocal(index).LoadConstant(1).Add().StoreLocal(index).Branch(next);
        il.MarkLabel(done);
    }
}
