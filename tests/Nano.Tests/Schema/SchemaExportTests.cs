using Nano.Schema;

namespace Nano.Tests.Schema;

/// <summary>The export's rules one at a time: names, collisions, presence, syntax choice and the errors for what .proto cannot say.</summary>
public class SchemaExportTests
{
    public enum Flags : long { None = 0, Big = 1L << 40 }

    public enum Clash { A_B = 0, AB = 1, Unspecified = 2 }

    public enum NoZero { One = 1 }

    [ProtoContract]
    public sealed class Names
    {
        [ProtoMember(1)] public int FooBar { get; set; }
        [ProtoMember(2)] public int Foo_Bar { get; set; }
        [ProtoMember(3)] public string? HTTPServerURL { get; set; }
        [ProtoMember(4, OneOf = "foo_bar")] public string? Either { get; set; }
        [ProtoMember(5)] public Clash Clash { get; set; }
        [ProtoMember(6)] public NoZero NoZero { get; set; }
        [ProtoMember(7)] public Page<Names>? Page { get; set; }
    }

    [ProtoContract]
    public sealed class Page<T>
    {
        [ProtoMember(1)] public List<T> Items { get; set; } = [];
    }

    [ProtoContract(Name = "renamed-message")]
    public sealed class Renamed
    {
        [ProtoMember(1, Name = "TheValue")] public DateTime? When { get; set; }
        [ProtoMember(2)] public List<TimeSpan> Spans { get; set; } = [];
    }

    [ProtoContract]
    public sealed class ClosedEnumField
    {
        [ProtoMember(1, IsClosedEnum = true)] public NoZero Value { get; set; } = NoZero.One;
    }

    [ProtoContract]
    public sealed class RequiredInOneOf
    {
        [ProtoMember(1, OneOf = "choice", IsRequired = true)] public string? Text { get; set; }
    }

    [ProtoContract]
    public sealed class BigEnum
    {
        [ProtoMember(1)] public Flags Flags { get; set; }
    }

    [ProtoContract]
    [ProtoInclude(5, typeof(Leaf))]
    public class Node
    {
        [ProtoMember(1)] public int Id { get; set; }
    }

    [ProtoContract]
    public sealed class Leaf : Node
    {
        [ProtoMember(1)] public string? Text { get; set; }
    }

    [ProtoContract]
    public sealed class GroupOfHierarchy
    {
        [ProtoMember(1, DataFormat = DataFormat.Group)] public Node? Node { get; set; }
    }

    [ProtoContract]
    public sealed class UsesLeaf
    {
        [ProtoMember(1)] public Leaf? Leaf { get; set; }
    }

    public sealed class Fluent
    {
        public long Id { get; set; }
        public List<uint> Values { get; set; } = [];
    }

    private static string Export<T>(SchemaOptions? options = null)
    {
        var text = RuntimeTypeModel.Create().GetSchema(typeof(T), options);
        AssertCompiles(text);
        return text;
    }

    private static void AssertCompiles(string text)
    {
        var (exitCode, output) = Protoc.Compile(new Dictionary<string, string> { ["x.proto"] = text });
        Assert.True(exitCode == 0 && output.Length == 0, $"protoc: {output}\n{text}");
    }

    private static string[] Lines(string text) => text.Split('\n').Select(l => l.Trim()).ToArray();

    [Theory]
    [InlineData("OrderId", "OrderId", "order_id", "ORDER_ID")]
    [InlineData("HTTPServerURL", "HTTPServerURL", "http_server_url", "HTTP_SERVER_URL")]
    [InlineData("customer_name", "CustomerName", "customer_name", "CUSTOMER_NAME")]
    [InlineData("_private", "Private", "private", "PRIVATE")]
    [InlineData("renamed-message", "RenamedMessage", "renamed_message", "RENAMED_MESSAGE")]
    [InlineData("Utf8Value2", "Utf8Value2", "utf8_value2", "UTF8_VALUE2")]
    [InlineData("2fast", "M2fast", "f_2fast", "V_2FAST")]
    public void Names_FollowTheStyleGuide(string name, string pascal, string snake, string upper)
    {
        Assert.Equal(pascal, ProtoNames.Pascal(name));
        Assert.Equal(snake, ProtoNames.Snake(name));
        Assert.Equal(upper, ProtoNames.UpperSnake(name));
    }

    [Fact]
    public void Collisions_AreResolvedBySuffixes_AndProtocAcceptsTheResult()
    {
        var lines = Lines(Export<Names>());
        Assert.Contains("int32 foo_bar = 1;", lines);
        Assert.Contains("int32 foo_bar_2 = 2;", lines); // same JSON name as foo_bar: the later field gets its number
        Assert.Contains("string http_server_url = 3;", lines);
        Assert.Contains("oneof foo_bar_3 {", lines); // oneof names share the fields' scope (foo_bar_2 is taken)
        Assert.Contains("PageOfNames page = 7;", lines);
        Assert.Contains("message PageOfNames {", lines);
        Assert.Contains("repeated Names items = 1;", lines);
        // Enum values carry their enum's prefix; a clash (A_B and AB differ only by an underscore) gets a counter,
        // and the added zero value's name is taken by a member, so it gets one too.
        Assert.Contains("CLASH_A_B = 0;", lines);
        Assert.Contains("CLASH_AB_2 = 1;", lines);
        Assert.Contains("CLASH_UNSPECIFIED = 2;", lines);
        Assert.Equal(["NO_ZERO_UNSPECIFIED = 0;", "NO_ZERO_ONE = 1;"], lines.SkipWhile(l => l != "enum NoZero {").Skip(1).Take(2));
    }

    [Fact]
    public void ContractAndMemberNames_AreUsed_AndWellKnownTypesImported()
    {
        var text = Export<Renamed>();
        Assert.Contains("message RenamedMessage {", text);
        Assert.Contains("  google.protobuf.Timestamp the_value = 1;\n", text); // a message has presence: no `optional`
        Assert.Contains("  repeated google.protobuf.Duration spans = 2;\n", text);
        Assert.Contains("import \"google/protobuf/duration.proto\";\nimport \"google/protobuf/timestamp.proto\";\n", text);
        Assert.Contains("syntax = \"proto3\";", text);
    }

    [Fact]
    public void PackageAndNamespaceOptions_AreWritten()
    {
        var text = Export<Renamed>(new SchemaOptions { Package = "acme.orders.v1", CSharpNamespace = "Acme.Orders" });
        Assert.Contains("\npackage acme.orders.v1;\n", text);
        Assert.Contains("\noption csharp_namespace = \"Acme.Orders\";\n", text);
    }

    [Fact]
    public void APackageWithAGoogleSegment_QualifiesWellKnownTypesFully()
    {
        var text = Export<Renamed>(new SchemaOptions { Package = "acme.google" });
        Assert.Contains(".google.protobuf.Timestamp the_value = 1;", text);
    }

    [Theory]
    [InlineData("acme..orders")]
    [InlineData("1acme")]
    [InlineData("acme-orders")]
    public void AnInvalidPackage_IsRejected(string package) =>
        Assert.Throws<ArgumentException>(() => RuntimeTypeModel.Create().GetSchema(typeof(Renamed), new SchemaOptions { Package = package }));

    [Fact]
    public void ARequiredOneOfMember_IsAnErrorNamingTypeAndMember()
    {
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetSchema(typeof(RequiredInOneOf)));
        Assert.Equal($"{typeof(RequiredInOneOf).FullName}.Text (field 1) cannot be expressed in .proto: a member of oneof 'choice' cannot be required.", e.Message);
    }

    [Fact]
    public void AnEnumWithValuesBeyondInt32_IsDeclaredAsItsCarrierScalar()
    {
        var text = Export<BigEnum>();
        Assert.Contains("  int64 flags = 1; // enum Flags: its number as int64 (it has values beyond int32)\n", text);
        Assert.DoesNotContain("enum Flags", text.Replace("// enum Flags", "", StringComparison.Ordinal));
    }

    [Fact]
    public void AGroupOfAHierarchy_IsAnError()
    {
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetSchema(typeof(GroupOfHierarchy)));
        Assert.StartsWith($"{typeof(GroupOfHierarchy).FullName}.Node (field 1) cannot be expressed in .proto: {typeof(Node).FullName} is part of a [ProtoInclude] hierarchy", e.Message);
    }

    [Fact]
    public void AFieldOfADerivedType_IsDeclaredAsItsRoot_WhichCarriesTheSubType()
    {
        var lines = Lines(Export<UsesLeaf>());
        Assert.Contains("Node leaf = 1;", lines);
        Assert.Equal(["message Node {", "oneof subtype {", "Leaf leaf = 5;", "}", "int32 id = 1;", "}"], lines.SkipWhile(l => l != "message Node {").Take(6));
        Assert.Equal(["message Leaf {", "string text = 1;", "}"], lines.SkipWhile(l => l != "message Leaf {").Take(3));
    }

    [Fact]
    public void FluentRegistrations_Export()
    {
        var model = RuntimeTypeModel.Create();
        model.Add<Fluent>().Field(1, x => x.Id).Field(2, x => x.Values, new FieldOptions { DataFormat = DataFormat.FixedSize, IsPacked = false });
        var text = model.GetSchema(typeof(Fluent));
        AssertCompiles(text);
        Assert.Contains("  int64 id = 1;\n  repeated fixed32 values = 2 [packed = false];\n", text);
    }

    [Fact]
    public void SeveralRoots_ShareOneFile()
    {
        var text = RuntimeTypeModel.Create().GetSchema([typeof(UsesLeaf), typeof(Renamed)]);
        AssertCompiles(text);
        Assert.StartsWith($"// Generated by Nano from {typeof(UsesLeaf).FullName}, {typeof(Renamed).FullName}.\n", text);
        var messages = Lines(text).Where(l => l.StartsWith("message ", StringComparison.Ordinal)).ToArray();
        Assert.Equal(["message UsesLeaf {", "message RenamedMessage {", "message Node {", "message Leaf {"], messages);
        Assert.Throws<ArgumentException>(() => RuntimeTypeModel.Create().GetSchema(Type.EmptyTypes));
    }

    [Fact]
    public void AClosedEnumField_MakesTheFileProto2_WhereEnumsAreClosed()
    {
        var text = Export<ClosedEnumField>();
        AssertCompiles(text);
        Assert.Contains("syntax = \"proto2\";", text);
        Assert.Contains("NoZero value = 1", text);
    }

    [Fact]
    public void SerializerGetProto_UsesTheDefaultModel() =>
        Assert.Equal(RuntimeTypeModel.Default.GetSchema(typeof(Renamed)), Serializer.GetProto<Renamed>());
}
