using System.Text;

namespace Nano.Tools.CodecGen;

/// <summary>
/// The scalar codecs (every number and bool under each encoding its CLR type allows, the narrow enums, string and
/// bytes) written out from tables: each is a four-member struct that differs from its neighbours only in names, so they
/// are generated, not kept by hand. Also writes the one selector both backends choose them from (emit by type, the
/// interpreted backend by instance: every instantiation is spelled out, so NativeAOT compiles each one), and the
/// ReadyToRun roots of their zero tests (CodecReadyToRunRoots: the same table, so a codec added to it is rooted too).
/// </summary>
public static class ScalarCodecSource
{
    /// <summary>Where the output is checked in, from the repository root.</summary>
    public const string OutputPath = "src/Nano.Core/Serialization/Codecs/ScalarCodecs.g.cs";

    /// <summary>One wire encoding: the protobuf type, its wire type, the size of <c>v</c>, and the writer and reader
    /// methods.</summary>
    private sealed record Encoding(string ProtoType, string WireType, string Size, string Write, string Read);

    private static readonly Encoding[] Signed32 =
    [
        new("Int32", "Varint", "WireFormat.SizeOfInt32(v)", "WriteInt32", "ReadInt32"),
        new("SInt32", "Varint", "WireFormat.SizeOfSInt32(v)", "WriteSInt32", "ReadSInt32"),
        new("SFixed32", "Fixed32", "4", "WriteSFixed32", "ReadSFixed32"),
    ];

    private static readonly Encoding[] Unsigned32 =
    [
        new("UInt32", "Varint", "WireFormat.SizeOfVarint32(v)", "WriteUInt32", "ReadUInt32"),
        new("Fixed32", "Fixed32", "4", "WriteFixed32", "ReadFixed32"),
    ];

    private static readonly Encoding[] Signed64 =
    [
        new("Int64", "Varint", "WireFormat.SizeOfInt64(v)", "WriteInt64", "ReadInt64"),
        new("SInt64", "Varint", "WireFormat.SizeOfSInt64(v)", "WriteSInt64", "ReadSInt64"),
        new("SFixed64", "Fixed64", "8", "WriteSFixed64", "ReadSFixed64"),
    ];

    private static readonly Encoding[] Unsigned64 =
    [
        new("UInt64", "Varint", "WireFormat.SizeOfVarint64(v)", "WriteUInt64", "ReadUInt64"),
        new("Fixed64", "Fixed64", "8", "WriteFixed64", "ReadFixed64"),
    ];

    /// <summary>A CLR type: its C# keyword, the name its codecs carry, its encodings (the first is the default), how
    /// a read value becomes it (<c>{0}</c>: the reader call; narrow types are range-checked), its zero test, and the
    /// preprocessor symbol it needs (null: none), and the value as the writer takes it.</summary>
    private sealed record Clr(string Keyword, string Name, Encoding[] Encodings, string FromRead,
        string IsZero = "v == 0", string? Symbol = null, string ToWrite = "v")
    {
        /// <summary>True when the type is the one its encodings read natively (the codec is named after the encoding
        /// alone).</summary>
        public bool Natural => FromRead == "{0}";

        /// <summary>True for a C# primitive type; false for <see cref="Half"/>, a framework struct outside Nano.Core's
        /// ReadyToRun version bubble (see <see cref="Roots"/>).</summary>
        public bool Primitive => Keyword != "Half";
    }

    private static readonly Clr[] Types =
    [
        new("int", "Int32", Signed32, "{0}"),
        new("long", "Int64", Signed64, "{0}"),
        new("uint", "UInt32", Unsigned32, "{0}"),
        new("ulong", "UInt64", Unsigned64, "{0}"),
        new("bool", "Bool", [new("Bool", "Varint", "1", "WriteBool", "ReadBool")], "{0}", "!v"),
        new("float", "Float", [new("Float", "Fixed32", "4", "WriteFloat", "ReadFloat")], "{0}"),
        new("double", "Double", [new("Double", "Fixed64", "8", "WriteDouble", "ReadDouble")], "{0}"),
        new("sbyte", "SByte", Signed32, "Narrowing.ToSByte(ref r, {0})"),
        new("short", "Int16", Signed32, "Narrowing.ToInt16(ref r, {0})"),
        new("byte", "Byte", Unsigned32, "Narrowing.ToByte(ref r, {0})"),
        new("ushort", "UInt16", Unsigned32, "Narrowing.ToUInt16(ref r, {0})"),
        new("char", "Char", Unsigned32, "Narrowing.ToChar(ref r, {0})"),
        new("nint", "NInt", Signed64, "(nint){0}"),
        new("nuint", "NUInt", Unsigned64, "(nuint){0}"),
        new("Half", "Half", [new("Float", "Fixed32", "4", "WriteFloat", "ReadFloat")], "(Half){0}", "v == Half.Zero",
            "NET", "(float)v"),
    ];

    /// <summary>The underlying types of an enum whose int32 number must be range-checked on read (the rest read as
    /// their integer's default codec).</summary>
    private static readonly (string Keyword, string Name)[] NarrowEnums =
        [("sbyte", "SByte"), ("byte", "Byte"), ("short", "Int16"), ("ushort", "UInt16")];

    /// <summary>The codecs of string and bytes, the same four-member shape (chosen by type, not from the table's
    /// selector): bytes held as <c>byte[]</c>, as <c>ReadOnlyMemory&lt;byte&gt;</c> (a slice of the input, or of pooled
    /// slabs, where possible), or as <c>Memory&lt;byte&gt;</c> (read as read-only memory, then made
    /// writable).</summary>
    private static readonly
        (string Name, string Keyword, string IsZero, string Size, string Write, string Read)[] TextAndBytes =
    [
        ("StringCodec", "string", "string.IsNullOrEmpty(v)", "WireFormat.SizeOfString(v)", "w.WriteString(v)",
            "r.ReadString()"),
        ("ByteArrayCodec", "byte[]", "v is null || v.Length == 0", "WireFormat.SizeOfLengthPrefixed(v.Length)",
            "w.WriteBytes(v)", "r.ReadBytes()"),
        ("ReadOnlyMemoryCodec", "ReadOnlyMemory<byte>", "v.IsEmpty", "WireFormat.SizeOfLengthPrefixed(v.Length)",
            "w.WriteBytes(v.Span)", "r.ReadBytesMemory()"),
        ("MemoryCodec", "Memory<byte>", "v.IsEmpty", "WireFormat.SizeOfLengthPrefixed(v.Length)",
            "w.WriteBytes(v.Span)", "MemoryMarshal.AsMemory(r.ReadBytesMemory())"),
    ];

    private static readonly (string Keyword, string TypeCode, string Codec)[] WideEnums =
        [("int", "Int32", "Int32Codec"), ("uint", "UInt32", "UInt32Codec"), ("long", "Int64", "Int64Codec"),
            ("ulong", "UInt64", "UInt64Codec")];

    private static string CodecName(Clr type, Encoding encoding) =>
        type.Natural && type.Encodings.Length > 1 ? encoding.ProtoType + "Codec"
        : (encoding == type.Encodings[0] ? "" : encoding.ProtoType) + type.Name + "Codec";

    /// <summary>The file's text.</summary>
    public static string Generate()
    {
        var s = new StringBuilder();
        s.Append("""
            // <auto-generated>
            // Written by tools/CodecGen from its table (ScalarCodecSource.cs): edit the table and run
            // `dotnet run --project tools/CodecGen`, never this file. GeneratedCodecsTests fails when the two differ.
            // </auto-generated>
            #nullable enable
            using System.Runtime.CompilerServices;
            using Nano.Model;
            using Nano.Serialization.Interpreted.Codecs;
            using Nano.Wire;

            namespace Nano.Serialization.Codecs;

            """);
        foreach (var type in Types)
        {
            Open(s, type.Symbol);
            foreach (var e in type.Encodings)
                Struct(s, CodecName(type, e), "", type.Keyword, e.WireType, type.IsZero, e.Size,
                    $"w.{e.Write}({type.ToWrite})",
                    string.Format(type.FromRead, $"r.{e.Read}()"));
            Close(s, type.Symbol);
        }
        foreach (var (keyword, name) in NarrowEnums)
            Struct(s, name + "EnumCodec", "(Type enumType)", keyword, "Varint", "v == 0", "WireFormat.SizeOfInt32(v)",
                "w.WriteInt32(v)",
                $"({keyword})Narrowing.EnumNumber(ref r, r.ReadInt32(), enumType)");
        foreach (var (name, keyword, isZero, size, write, read) in TextAndBytes)
            Struct(s, name, "", keyword, "LengthDelimited", isZero, size, write, read);
        Selector(s);
        Roots(s);
        return s.ToString().Replace("\r\n", "\n");
    }

    private static void Struct(StringBuilder s, string name, string parameters, string t, string wireType,
        string isZero, string size, string write, string read)
    {
        const string Inline = "[MethodImpl(MethodImplOptions.AggressiveInlining)]";
        s.Append($$"""

            internal readonly struct {{name}}{{parameters}} : IValueCodec<{{t}}>
            {
                public WireType WireType => WireType.{{wireType}};
                {{Inline}}
                public bool IsDefault({{t}} v) => {{isZero}};
                {{Inline}}
                public long Measure({{t}} v, int d) => {{size}};
                {{Inline}}
                public void Write(ref ProtoWriter w, {{t}} v) => {{write}};
                {{Inline}}
                public {{t}} Read(ref ProtoReader r, {{t}} e) => {{read}};
            }

            """);
    }

    private static void Selector(StringBuilder s)
    {
        s.Append("""

            /// <summary>The scalar codecs by CLR type and protobuf type: the one table both backends choose
            /// from.</summary>
            internal static class ScalarCodecTable
            {
                /// <summary>The codec of a number or bool (not an enum) of <paramref name="type"/> encoded as
                /// <paramref name="protoType"/>; null for any other pair.</summary>
                public static Type? CodecType(ProtoType protoType, Type type)
                {

            """);
        Cases(s, (_, codec) => $"typeof({codec})");
        s.Append("""
                    return null;
                }

                /// <summary>The interpreted backend's codec over the same struct (see <see cref="CodecType"/>); null
                /// for any other pair.</summary>
                public static Codec? Adapter(ProtoType protoType, Type type)
                {

            """);
        Cases(s, (t, codec) => $"new ValueCodecAdapter<{t}, {codec}>()");
        s.Append("""
                    return null;
                }

                /// <summary>The interpreted backend's codec of an enum: over its underlying integer, boxed as the
                /// enum.</summary>
                public static Codec EnumAdapter(Type enumType) => Type.GetTypeCode(Enum.GetUnderlyingType(enumType)) switch
                {

            """);
        foreach (var (keyword, name) in NarrowEnums)
            s.Append($"        TypeCode.{name} => new EnumCodecAdapter<{keyword}, {name}EnumCodec>("
                + $"new {name}EnumCodec(enumType), enumType),\n");
        foreach (var (keyword, typeCode, codec) in WideEnums)
            s.Append($"        TypeCode.{typeCode} => new EnumCodecAdapter<{keyword}, {codec}>(default, enumType),\n");
        s.Append("""
                    _ => throw new InvalidOperationException($"No codec for enum {enumType.FullName}."),
                };
            }

            """);
    }

    /// <summary>The ReadyToRun roots of the codecs' zero tests: every codec of a primitive type, and string's and
    /// bytes'.</summary>
    private static void Roots(StringBuilder s)
    {
        s.Append("""

            #if NET
            /// <summary>
            /// Names, for crossgen2, <see cref="ValueCodec.IsDefault{T, TCodec}"/> over every scalar codec of a
            /// primitive type and over the string and bytes codecs, so that Nano.Core's ReadyToRun image carries their
            /// code: emitted code (Nano.Emit) calls them for each field it writes, and reaches them only through
            /// reflection, which no ahead-of-time compiler sees, so without these names each is JIT-compiled at its
            /// first call (the cold start; docs/design-cold-start.md). Nano.Emit's own helpers are named by its
            /// <c>ReadyToRunRoots</c>.
            /// </summary>
            /// <remarks>
            /// Nothing calls this class: crossgen2 compiles every method of the assembly, and with each one the
            /// instantiations whose address it takes (all of them Nano.Core's, over primitive types or, for the shared
            /// code of every reference type, <c>string</c> and <c>byte[]</c>). An address, not a call, so that
            /// crossgen2 compiles each instantiation on its own instead of inlining it here. Not named: the well-known
            /// types' codecs and <c>Memory&lt;byte&gt;</c>'s (over framework structs, outside the version bubble) and
            /// enums' (<see cref="EnumCodec{TEnum}"/> is constrained to <see cref="Enum"/>, so crossgen2 compiles
            /// nothing for it over an app's enum). The trimmer and NativeAOT drop it. <c>ReadyToRunRootsTests</c> fails
            /// when a codec emitted code can choose for these types is not named.
            /// </remarks>
            internal static class CodecReadyToRunRoots
            {
                /// <summary>The zero tests of the codecs above (never called; see the class remarks).</summary>
                [MethodImpl(MethodImplOptions.NoInlining)]
                internal static unsafe void IsDefault()
                {

            """);
        foreach (var type in Types)
            if (type.Primitive)
                foreach (var e in type.Encodings)
                    Root(s, type.Keyword, CodecName(type, e));
        Root(s, "string", "StringCodec");
        Root(s, "byte[]", "ByteArrayCodec");
        s.Append("""
                }

                /// <summary>Keeps an address taken (never called).</summary>
                [MethodImpl(MethodImplOptions.NoInlining)]
                private static unsafe void Root(void* method)
                {
                }
            }
            #endif

            """);
    }

    private static void Root(StringBuilder s, string t, string codec) =>
        s.Append($"        Root((delegate*<{t}, bool>)&ValueCodec.IsDefault<{t}, {codec}>);\n");

    private static void Cases(StringBuilder s, Func<string, string, string> result)
    {
        foreach (var type in Types)
        {
            Open(s, type.Symbol);
            s.Append($"        if (type == typeof({type.Keyword}))\n            return protoType switch\n"
                + $"            {{\n");
            foreach (var e in type.Encodings)
                s.Append($"                ProtoType.{e.ProtoType} => {result(type.Keyword, CodecName(type, e))},\n");
            s.Append("                _ => null,\n            };\n");
            Close(s, type.Symbol);
        }
    }

    private static void Open(StringBuilder s, string? symbol)
    {
        if (symbol is not null)
            s.Append($"#if {symbol}\n");
    }

    private static void Close(StringBuilder s, string? symbol)
    {
        if (symbol is not null)
            s.Append("#endif\n");
    }
}
