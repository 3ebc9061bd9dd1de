#if NET
using System.Buffers.Binary;
using System.Text;

namespace Nano.Model.Building;

/// <summary>
/// Just enough of an assembly's metadata tables (ECMA-335 II.24) to find a member's custom attributes, their
/// constructors' type names and signatures, and their value blobs: the metadata root, the <c>#~</c>, <c>#Strings</c>
/// and <c>#Blob</c> streams, and the rows of tables 0x00 to 0x0C.
/// </summary>
/// <remarks>
/// Why not <c>System.Reflection.Metadata.MetadataReader</c>: loading that assembly and creating a reader cost about
/// 2.3 ms of CPU at start-up (ReadyToRun, measured), ten times the rest of this work. What is read is checked against
/// the metadata's bounds (<see cref="BadImageFormatException"/> otherwise); anything not in the compressed form every
/// compiler writes (an uncompressed <c>#-</c> stream, extra header data, an unsorted CustomAttribute table) makes
/// <see cref="Open"/> return null and the caller use <c>CustomAttributeData</c>.
/// </remarks>
internal sealed unsafe class MetadataTables
{
    private const int Module = 0x00, TypeRef = 0x01, TypeDef = 0x02, FieldPtr = 0x03, Field = 0x04, MethodPtr = 0x05,
        MethodDef = 0x06, ParamPtr = 0x07, Param = 0x08, InterfaceImpl = 0x09, MemberRef = 0x0A, Constant = 0x0B,
        CustomAttribute = 0x0C, DeclSecurity = 0x0E, StandAloneSig = 0x11, Event = 0x14, Property = 0x17,
        ModuleRef = 0x1A, TypeSpec = 0x1B, Assembly = 0x20, AssemblyRef = 0x23, File = 0x26, ExportedType = 0x27,
        ManifestResource = 0x28, GenericParam = 0x2A, MethodSpec = 0x2B, GenericParamConstraint = 0x2C;

    /// <summary>The tables of the HasCustomAttribute coded index, in tag order (II.24.2.6).</summary>
    private static ReadOnlySpan<byte> HasCustomAttribute =>
    [
        MethodDef, Field, TypeRef, TypeDef, Param, InterfaceImpl, MemberRef, Module, DeclSecurity, Property, Event,
        StandAloneSig, ModuleRef, TypeSpec, Assembly, AssemblyRef, File, ExportedType, ManifestResource, GenericParam,
        GenericParamConstraint, MethodSpec,
    ];

    private readonly byte* _metadata;
    private readonly int _length;
    private readonly int[] _rows = new int[64];
    private int _strings, _stringsEnd, _blobs, _blobsEnd;
    private int _stringIndex, _blobIndex;
    private int _typeRefs, _typeRefSize, _resolutionScopeSize;
    private int _memberRefs, _memberRefSize, _memberRefParentSize;
    private int _attributes, _attributeSize, _hasCustomAttributeSize, _attributeTypeSize;

    private MetadataTables(byte* metadata, int length)
    {
        _metadata = metadata;
        _length = length;
    }

    /// <summary>The tables of a metadata image, or null when it is not in the form read here.</summary>
    public static MetadataTables? Open(byte* metadata, int length)
    {
        var tables = new MetadataTables(metadata, length);
        try
        {
            return tables.Parse() ? tables : null;
        }
        catch (BadImageFormatException)
        {
            return null; // a header pointing outside the metadata
        }
    }

    private bool Parse()
    {
        if (_length < 20 || U32(0) != 0x424A5342)
            return false;
        int at = 16 + I32(12); // after the version string
        int streams = U16(at + 2);
        at += 4;
        int tables = -1, tablesEnd = 0;
        for (int i = 0; i < streams; i++)
        {
            int offset = I32(at), size = I32(at + 4);
            at += 8;
            var name = Bytes(at, Math.Min(32, _length - at));
            int nameLength = name.IndexOf((byte)0);
            if (nameLength < 0 || offset < 0 || size < 0 || (long)offset + size > _length)
                return false;
            name = name[..nameLength];
            if (name.SequenceEqual("#~"u8))
                (tables, tablesEnd) = (offset, offset + size);
            else if (name.SequenceEqual("#Strings"u8))
                (_strings, _stringsEnd) = (offset, offset + size);
            else if (name.SequenceEqual("#Blob"u8))
                (_blobs, _blobsEnd) = (offset, offset + size);
            else if (name.SequenceEqual("#-"u8))
                return false; // uncompressed (edit-and-continue) tables
            at += (nameLength + 4) & ~3;
        }
        if (tables < 0 || _stringsEnd == 0 || _blobsEnd == 0)
            return false;

        byte heapSizes = U8(tables + 6);
        ulong valid = U64(tables + 8), sorted = U64(tables + 16);
        if ((heapSizes & ~0x07) != 0 || ((sorted >> CustomAttribute) & 1) == 0)
            return false; // extra header data, or attributes not sorted by parent
        at = tables + 24;
        for (int t = 0; t < 64; t++)
        {
            if (((valid >> t) & 1) != 0)
            {
                _rows[t] = I32(at);
                if (_rows[t] < 0)
                    return false;
                at += 4;
            }
        }
        _stringIndex = (heapSizes & 0x01) != 0 ? 4 : 2;
        int guidIndex = (heapSizes & 0x02) != 0 ? 4 : 2;
        _blobIndex = (heapSizes & 0x04) != 0 ? 4 : 2;
        int typeDefOrRef = Coded(2, TypeDef, TypeRef, TypeSpec);
        _resolutionScopeSize = Coded(2, Module, ModuleRef, AssemblyRef, TypeRef);
        _memberRefParentSize = Coded(3, TypeDef, TypeRef, ModuleRef, MethodDef, TypeSpec);
        _attributeTypeSize = Coded(3, MethodDef, MemberRef);
        int maxParent = 0;
        foreach (byte t in HasCustomAttribute)
            maxParent = Math.Max(maxParent, _rows[t]);
        _hasCustomAttributeSize = maxParent < 1 << (16 - 5) ? 2 : 4;

        // An array, not stackalloc: a localloc in a method with loops makes the JIT skip Tier0 and compile it fully
        // optimized (no on-stack replacement for localloc), a cost every cold start paid once per assembly read.
        var rowSize = new int[CustomAttribute + 1];
        rowSize[Module] = 2 + _stringIndex + 3 * guidIndex;
        rowSize[TypeRef] = _resolutionScopeSize + 2 * _stringIndex;
        rowSize[TypeDef] = 4 + 2 * _stringIndex + typeDefOrRef + Simple(Field) + Simple(MethodDef);
        rowSize[FieldPtr] = Simple(Field);
        rowSize[Field] = 2 + _stringIndex + _blobIndex;
        rowSize[MethodPtr] = Simple(MethodDef);
        rowSize[MethodDef] = 8 + _stringIndex + _blobIndex + Simple(Param);
        rowSize[ParamPtr] = Simple(Param);
        rowSize[Param] = 4 + _stringIndex;
        rowSize[InterfaceImpl] = Simple(TypeDef) + typeDefOrRef;
        rowSize[MemberRef] = _memberRefParentSize + _stringIndex + _blobIndex;
        rowSize[Constant] = 2 + Coded(2, Field, Param, Property) + _blobIndex;
        rowSize[CustomAttribute] = _hasCustomAttributeSize + _attributeTypeSize + _blobIndex;

        long offset2 = at;
        for (int t = 0; t <= CustomAttribute; t++)
        {
            if (t == TypeRef)
                (_typeRefs, _typeRefSize) = ((int)offset2, rowSize[t]);
            else if (t == MemberRef)
                (_memberRefs, _memberRefSize) = ((int)offset2, rowSize[t]);
            else if (t == CustomAttribute)
                (_attributes, _attributeSize) = ((int)offset2, rowSize[t]);
            offset2 += (long)_rows[t] * rowSize[t];
        }
        return offset2 <= tablesEnd;
    }

    /// <summary>
    /// The rows [<paramref name="first"/>, <paramref name="end"/>) of the CustomAttribute table whose parent is the
    /// field, property or type of <paramref name="token"/>; false for other tokens.
    /// </summary>
    public bool TryFindAttributes(int token, out int first, out int end)
    {
        first = end = 0;
        int tag = (token >>> 24) switch { Field => 1, TypeDef => 3, Property => 9, _ => -1 };
        if (tag < 0)
            return false;
        uint parent = ((uint)(token & 0xFFFFFF) << 5) | (uint)tag;
        int low = 0, high = _rows[CustomAttribute];
        while (low < high) // the first row whose parent is not below this one
        {
            int middle = (low + high) >>> 1;
            if (AttributeParent(middle) < parent)
                low = middle + 1;
            else
                high = middle;
        }
        first = end = low;
        while (end < _rows[CustomAttribute] && AttributeParent(end) == parent)
            end++;
        return true;
    }

    private uint AttributeParent(int row) => Index(_attributes + row * _attributeSize, _hasCustomAttributeSize);

    /// <summary>
    /// The constructor of an attribute row when it is a MemberRef (an attribute type of another assembly, as Nano's
    /// are to the assemblies that use them) on a TypeRef: that type's TypeRef token, name and namespace, and the
    /// constructor's signature blob. False for constructors defined in this assembly or on other parents.
    /// </summary>
    public bool TryGetConstructor(int row, out int typeRefToken, out ReadOnlySpan<byte> name, out ReadOnlySpan<byte> ns,
        out ReadOnlySpan<byte> signature)
    {
        typeRefToken = 0;
        name = ns = signature = default;
        int at = _attributes + row * _attributeSize + _hasCustomAttributeSize;
        if (!TryRowOf(Index(at, _attributeTypeSize), 3, MemberRef, out int memberRef)) // CustomAttributeType
                                                                                       // tag 3: MemberRef
            return false;
        at = _memberRefs + memberRef * _memberRefSize;
        if (!TryRowOf(Index(at, _memberRefParentSize), 1, TypeRef, out int typeRef)) // MemberRefParent tag 1: TypeRef
            return false;
        signature = Blob(Index(at + _memberRefParentSize + _stringIndex, _blobIndex));
        at = _typeRefs + typeRef * _typeRefSize + _resolutionScopeSize;
        name = String(Index(at, _stringIndex));
        ns = String(Index(at + _stringIndex, _stringIndex));
        typeRefToken = (TypeRef << 24) | (typeRef + 1);
        return true;
    }

    /// <summary>The 0-based row in <paramref name="table"/> of a 3-bit coded index tagged <paramref name="tag"/> (else
    /// false).</summary>
    private bool TryRowOf(uint coded, uint tag, int table, out int row)
    {
        row = (int)(coded >> 3) - 1;
        if ((coded & 0x7) != tag)
            return false;
        if (row < 0 || row >= _rows[table])
            throw new BadImageFormatException();
        return true;
    }

    /// <summary>The value blob of an attribute row.</summary>
    public ReadOnlySpan<byte> AttributeValue(int row) =>
        Blob(Index(_attributes + row * _attributeSize + _hasCustomAttributeSize + _attributeTypeSize, _blobIndex));

    private ReadOnlySpan<byte> String(uint index)
    {
        long at = _strings + (long)index;
        if (at >= _stringsEnd)
            throw new BadImageFormatException();
        var rest = Bytes((int)at, _stringsEnd - (int)at);
        int end = rest.IndexOf((byte)0);
        return end < 0 ? throw new BadImageFormatException() : rest[..end];
    }

    private ReadOnlySpan<byte> Blob(uint index)
    {
        long at = _blobs + (long)index;
        if (at >= _blobsEnd)
            throw new BadImageFormatException();
        return new AttributeBlob(Bytes((int)at, _blobsEnd - (int)at)).ReadCounted();
    }

    private int Simple(int table) => _rows[table] < 0x10000 ? 2 : 4;

    private int Coded(int tagBits, params ReadOnlySpan<int> tables)
    {
        int max = 0;
        foreach (int t in tables)
            max = Math.Max(max, _rows[t]);
        return max < 1 << (16 - tagBits) ? 2 : 4;
    }

    private uint Index(int at, int size) => size == 2 ? U16(at) : U32(at);

    private ReadOnlySpan<byte> Bytes(int at, int count) =>
        at >= 0 && count >= 0 && (long)at + count <= _length ? new ReadOnlySpan<byte>(_metadata + at, count)
            : throw new BadImageFormatException();

    private byte U8(int at) => Bytes(at, 1)[0];
    private ushort U16(int at) => BinaryPrimitives.ReadUInt16LittleEndian(Bytes(at, 2));
    private uint U32(int at) => BinaryPrimitives.ReadUInt32LittleEndian(Bytes(at, 4));
    private int I32(int at) => BinaryPrimitives.ReadInt32LittleEndian(Bytes(at, 4));
    private ulong U64(int at) => BinaryPrimitives.ReadUInt64LittleEndian(Bytes(at, 8));
}

/// <summary>Reads a custom-attribute value blob (II.23.3) front to back; reading past its end throws
/// <see cref="BadImageFormatException"/>.</summary>
internal ref struct AttributeBlob(ReadOnlySpan<byte> data)
{
    private readonly ReadOnlySpan<byte> _data = data;
    private int _at;

    public byte ReadByte() => _at < _data.Length ? _data[_at++] : throw new BadImageFormatException();

    public bool ReadBoolean() => ReadByte() != 0;

    public ushort ReadUInt16() => BinaryPrimitives.ReadUInt16LittleEndian(Take(2));

    public int ReadInt32() => BinaryPrimitives.ReadInt32LittleEndian(Take(4));

    /// <summary>A SerString: a compressed length and UTF-8 bytes, or 0xFF for null.</summary>
    public string? ReadSerializedString()
    {
        if (_at < _data.Length && _data[_at] == 0xFF)
        {
            _at++;
            return null;
        }
        return Encoding.UTF8.GetString(ReadCounted());
    }

    /// <summary>A compressed length (II.23.2: one, two or four bytes) and that many bytes: a SerString's or a #Blob
    /// heap entry's.</summary>
    public ReadOnlySpan<byte> ReadCounted()
    {
        byte first = ReadByte();
        int length = (first & 0x80) == 0 ? first
            : (first & 0xC0) == 0x80 ? ((first & 0x3F) << 8) | ReadByte()
            : (first & 0xE0) == 0xC0 ? ((first & 0x1F) << 24) | (ReadByte() << 16) | (ReadByte() << 8) | ReadByte()
            : throw new BadImageFormatException();
        return Take(length);
    }

    private ReadOnlySpan<byte> Take(int count)
    {
        if (count < 0 || count > _data.Length - _at)
            throw new BadImageFormatException();
        var span = _data.Slice(_at, count);
        _at += count;
        return span;
    }
}
#endif
