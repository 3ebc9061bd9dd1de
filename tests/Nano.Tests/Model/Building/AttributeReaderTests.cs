#pragma warning disable CS0649 // the fields exist only for the model builder to read
using System.ComponentModel;
using System.Reflection;
using System.Reflection.Metadata;
using Nano.Model;
using Nano.Model.Building;

namespace Nano.Tests.Model.Building;

/// <summary>The attributes are read from metadata (no instances): every setting must still reach the model.</summary>
public class AttributeReaderTests
{
    [ProtoContract(Name = "Renamed")]
    private sealed class EverySetting
    {
        [ProtoMember(1, Name = "first", DataFormat = DataFormat.ZigZag, IsRequired = true)] public int A;
        [ProtoMember(2, IsPacked = false)] public List<int>? Unpacked;
        [ProtoMember(3, OneOf = "choice")] public string? Choice;
        [ProtoMember(4), ProtoMap(KeyFormat = DataFormat.FixedSize, ValueFormat = DataFormat.ZigZag)] public Dictionary<int, long>? Map;
        [ProtoMember(5), DefaultValue(7)] public int Seven = 7;
        [ProtoMember(6), DefaultValue(typeof(decimal), "1.5")] public decimal Converted = 1.5m;
        [ProtoMember(7), ProtoIgnore] public int Ignored;
        public int NotAMember;
        [ProtoMember(8, DataFormat = DataFormat.Group)] public Child? Grouped;
    }

    [ProtoContract] private sealed class Child { [ProtoMember(1)] public int X; }

    /// <summary>Properties (the fields above are fields) with the remaining settings and every DataFormat.</summary>
    [ProtoContract]
    private sealed class PropertySettings
    {
        [ProtoMember(1, IsOptional = true, IsClosedEnum = true)] public DayOfWeek Day { get; set; }
        [ProtoMember(2, DataFormat = DataFormat.FixedSize, Name = null, OneOf = "o")] public long Fixed { get; set; }
        [ProtoMember(3, DataFormat = DataFormat.Default)] public int Plain { get; set; }
        [ProtoMember(4, IsPacked = true, IsRequired = false), ProtoMap(ValueFormat = DataFormat.Group)] public Dictionary<string, Child>? Groups { get; set; }
        [ProtoIgnore, ProtoMember(5)] public int IgnoredFirst { get; set; }
        [Obsolete("not Nano's"), ProtoMember(6), EditorBrowsable(EditorBrowsableState.Never)] public int AmongOthers { get; set; }
        [DefaultValue("x")] public string? DefaultOnly { get; set; }
    }

    /// <summary>A non-contract base: its attributed members belong to the derived contract.</summary>
    private class PlainBase { [ProtoMember(1)] public virtual int Value { get; set; } }

    [ProtoContract] private sealed class Derived : PlainBase { public override int Value { get; set; } [ProtoMember(2)] public int Own { get; set; } }

    [ProtoContract, ProtoInclude(20, typeof(Second)), ProtoInclude(10, typeof(First))] private abstract class Root { [ProtoMember(1)] public int R; }
    [ProtoContract] private sealed class First : Root { [ProtoMember(1)] public int F; }
    [ProtoContract] private sealed class Second : Root { [ProtoMember(1)] public int S; }

    [Fact]
    public void EveryPropertyOfTheAttributesReachesTheModel()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(EverySetting));
        Assert.Equal("Renamed", model.Name);
        Assert.Equal([1, 2, 3, 4, 5, 6, 8], model.Fields.Select(f => f.Number));

        var a = model.Fields.Single(f => f.Number == 1);
        Assert.Equal("first", a.Name);
        Assert.Equal(ProtoType.SInt32, a.Value.ProtoType);
        Assert.Equal(Presence.Required, a.Presence);

        Assert.False(model.Fields.Single(f => f.Number == 2).IsPacked);
        Assert.Equal("choice", model.Fields.Single(f => f.Number == 3).OneOf);

        var map = model.Fields.Single(f => f.Number == 4);
        Assert.Equal(ProtoType.SFixed32, map.Key!.ProtoType);
        Assert.Equal(ProtoType.SInt64, map.Value.ProtoType);

        Assert.Equal(7, model.Fields.Single(f => f.Number == 5).DefaultValue);
        Assert.Equal(1.5m, model.Fields.Single(f => f.Number == 6).DefaultValue);
        Assert.Equal(ProtoType.Group, model.Fields.Single(f => f.Number == 8).Value.ProtoType);
    }

    [Fact]
    public void AnAttributedVirtualPropertyOfAPlainBaseIsOneField()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(Derived));
        Assert.Equal([1, 2], model.Fields.Select(f => f.Number));
        var bytes = RuntimeTypeModel.Create().SerializeToArray(new Derived { Value = 150, Own = 1 });
        Assert.Equal(new byte[] { 0x08, 0x96, 0x01, 0x10, 0x01 }, bytes);
    }

    [Fact]
    public void IncludesAreReadInTagOrder()
    {
        var model = RuntimeTypeModel.Create().GetModel(typeof(Root));
        Assert.Equal([10, 20], model.SubTypes.Select(s => s.Tag));
        Assert.Equal([typeof(First), typeof(Second)], model.SubTypes.Select(s => s.Model.Type));
    }

#if NET // the blob reader is .NET's: on .NET Framework every attribute is read through CustomAttributeData
    /// <summary>
    /// The blobs read directly (<see cref="MetadataAttributes"/>, the fast path) and the runtime's
    /// <c>CustomAttributeData</c> (the fallback) give every member the same settings.
    /// </summary>
    [Fact]
    public void TheBlobReaderAndTheRuntimeReadTheSameSettings()
    {
        const BindingFlags all = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        var members = typeof(EverySetting).GetFields(all).Cast<MemberInfo>().Concat(typeof(PropertySettings).GetProperties(all)).ToList();
        Assert.Equal(9 + 7, members.Count);
        foreach (var member in members)
        {
            var direct = new MemberAttributes();
            Assert.True(MetadataAttributes.TryReadMember(member, direct), member.Name);
            var runtime = new MemberAttributes();
            AttributeReader.ReadMember(member, runtime);
            Assert.Equal(Describe(member, runtime), Describe(member, direct));
        }
        // Spot checks that the comparison covers set values, not only defaults.
        var fixedProperty = new MemberAttributes();
        MetadataAttributes.TryReadMember(typeof(PropertySettings).GetProperty(nameof(PropertySettings.Fixed))!, fixedProperty);
        Assert.Equal("2 FixedSize packed=True required=False optional=False closed=False oneof=o key=Default value=Default", Describe(null, fixedProperty));
        var map = new MemberAttributes();
        MetadataAttributes.TryReadMember(typeof(EverySetting).GetField(nameof(EverySetting.Map))!, map);
        Assert.EndsWith("key=FixedSize value=ZigZag", Describe(null, map));
    }

    private static string Describe(MemberInfo? member, MemberAttributes found)
    {
        var o = found.ToField(member!, null).Options;
        var head = member is null ? "" : $"{member.Name}: member={found.HasProtoMember} ignored={found.Ignored} default={found.HasDefaultValue} ";
        return $"{head}{found.Tag} {o.DataFormat} packed={o.IsPacked} required={o.IsRequired} optional={o.IsOptional} closed={o.IsClosedEnum} oneof={o.OneOf} key={o.KeyFormat} value={o.ValueFormat}"
            + (o.Name is null ? "" : $" name={o.Name}");
    }

    [Fact]
    public void AContractNameIsReadFromTheBlobAndIncludesAreLeftToTheRuntime()
    {
        var plain = new TypeRegistration(typeof(EverySetting));
        Assert.True(MetadataAttributes.TryReadContract(typeof(EverySetting), plain));
        Assert.Equal("Renamed", plain.Name);
        // ProtoInclude stores its Type argument by name: only the runtime resolves it.
        Assert.False(MetadataAttributes.TryReadContract(typeof(Root), new TypeRegistration(typeof(Root))));
    }

    /// <summary>An enum-typed named argument is taken as a DataFormat by its serialized name, and read as an int.</summary>
    [Fact]
    public void DataFormatIsRecognisedByNameAndIsAnInt()
    {
        Assert.Equal(typeof(int), Enum.GetUnderlyingType(typeof(DataFormat)));
        Assert.True(MetadataAttributes.IsDataFormat(typeof(DataFormat).AssemblyQualifiedName));
        Assert.True(MetadataAttributes.IsDataFormat("Nano.DataFormat"));
        Assert.True(MetadataAttributes.IsDataFormat("Nano.DataFormat, Nano.Core"));
        Assert.False(MetadataAttributes.IsDataFormat("Nano.DataFormatX, Nano.Core"));
        Assert.False(MetadataAttributes.IsDataFormat("Nano.DataFormat, Other.Assembly"));
        Assert.False(MetadataAttributes.IsDataFormat("Other.DataFormat, Nano.Core"));
        Assert.False(MetadataAttributes.IsDataFormat(null));
    }

    /// <summary>
    /// Every field and property of every contract type in this test assembly (hundreds of members, every attribute
    /// setting the suite uses): the blob reader reads each one, and reads it as the runtime does.
    /// </summary>
    [Fact]
    public void EveryMemberOfEveryContractInTheSuiteReadsTheSameBothWays()
    {
        const BindingFlags all = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        int members = 0, withProtoMember = 0, contracts = 0;
        foreach (var type in typeof(AttributeReaderTests).Assembly.GetTypes())
        {
            if (!type.IsDefined(typeof(ProtoContractAttribute), inherit: false))
                continue;
            contracts++;
            var direct = new TypeRegistration(type);
            if (MetadataAttributes.TryReadContract(type, direct))
                Assert.Equal(type.GetCustomAttributesData().Single(d => d.AttributeType == typeof(ProtoContractAttribute)).NamedArguments.SingleOrDefault().TypedValue.Value as string, direct.Name);
            else
                Assert.True(type.IsDefined(typeof(ProtoIncludeAttribute), inherit: false), type.FullName);
            foreach (var member in type.GetFields(all).Cast<MemberInfo>().Concat(type.GetProperties(all)))
            {
                var fromBlob = new MemberAttributes();
                Assert.True(MetadataAttributes.TryReadMember(member, fromBlob), $"{type.FullName}.{member.Name}");
                var fromRuntime = new MemberAttributes();
                AttributeReader.ReadMember(member, fromRuntime);
                Assert.Equal(Describe(member, fromRuntime), Describe(member, fromBlob));
                members++;
                if (fromBlob.HasProtoMember)
                    withProtoMember++;
            }
        }
        Assert.True(contracts > 100 && withProtoMember > 300, $"{contracts} contracts, {withProtoMember} attributed of {members} members");
    }

    /// <summary>Metadata the table reader does not understand, or cut short, is refused (the caller then uses CustomAttributeData).</summary>
    [Fact]
    public unsafe void TheTableReaderRefusesWhatIsNotWholeMetadata()
    {
        Assert.True(typeof(AttributeReaderTests).Assembly.TryGetRawMetadata(out byte* metadata, out int length));
        Assert.NotNull(MetadataTables.Open(metadata, length));
        foreach (int cut in new[] { 0, 19, 64, 200, length / 2 })
            Assert.Null(MetadataTables.Open(metadata, cut));
        var garbage = new byte[256];
        garbage.AsSpan().Fill(0x5A);
        fixed (byte* g = garbage)
            Assert.Null(MetadataTables.Open(g, garbage.Length));
    }
#endif
}
