using System.Text.RegularExpressions;
using ProtobufNetSamples;

namespace Nano.ProtobufNetOracle.Tests.Schema;

/// <summary>
/// Nano's <c>GetProto</c> of a protobuf-net contract describes the bytes protobuf-net writes: compared with protobuf-net's
/// own <c>Serializer.GetProto&lt;T&gt;()</c> field by field (number, repeated or not, type, packing) and by imports. Field
/// names and the <c>optional</c> label are not compared: Nano names fields in lower camel case, and marks a string or
/// bytes member <c>optional</c> because protobuf-net writes <c>""</c> (proto3 presence describes that; protobuf-net's
/// plain <c>string</c> does not).
/// </summary>
public partial class GetProtoTests
{
    [Theory]
    [InlineData(typeof(Bcl))]
    [InlineData(typeof(Lists))]
    [InlineData(typeof(Formats))]
    [InlineData(typeof(Level240))]
    [InlineData(typeof(BclNullables))]
    [InlineData(typeof(ProtobufNetSamples.Wallet))]
    [InlineData(typeof(ProtobufNetSamples.ImmutableSetsEverywhere))]
    [InlineData(typeof(ProtobufNetSamples.EnumKeys))]
    [InlineData(typeof(ProtobufNetSamples.Shapes.DefaultTimes))]
    [InlineData(typeof(ProtobufNetSamples.Shapes.Links))]
    [InlineData(typeof(ProtobufNetSamples.Shapes.TypeNames))]
    public void Describes_the_fields_and_imports_protobuf_net_describes(Type type)
    {
        var expected = ProtoBuf.Meta.RuntimeTypeModel.Create().GetSchema(type, ProtoBuf.Meta.ProtoSyntax.Proto3);
        var actual = RuntimeTypeModel.Create().GetSchema(type); // what Serializer.GetProto<T>() returns, on a fresh model
        Assert.Equal(Imports(expected), Imports(actual));
        var message = $"protobuf-net:{Environment.NewLine}{expected}{Environment.NewLine}Nano:{Environment.NewLine}{actual}";
        Assert.True(Fields(expected, type.Name).SequenceEqual(Fields(actual, type.Name)), message);
    }

    [Fact]
    public void A_map_with_a_message_key_is_refused_with_its_reason()
    {
        // protobuf-net describes it as repeated KeyValuePair messages, which reads as a different field; Nano's schema
        // says it has no map form instead.
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetSchema(typeof(ProtobufNetSamples.GuidKeys)));
        Assert.Equal("ProtobufNetSamples.GuidKeys.Names (field 1) cannot be expressed in .proto: its map key Guid is a message (BclGuid), and a .proto map key must be an integer, bool or string.", e.Message);
    }

    private static string[] Imports(string proto) =>
        [.. Regex.Matches(proto, "^import \"([^\"]+)\";", RegexOptions.Multiline).Cast<Match>().Select(m => m.Groups[1].Value).OrderBy(s => s, StringComparer.Ordinal)];

    /// <summary>The fields of the message <paramref name="name"/>: number, repeated, type (no leading dot), packed option.</summary>
    private static List<string> Fields(string proto, string name)
    {
        var start = proto.IndexOf($"message {name} {{", StringComparison.Ordinal);
        Assert.True(start >= 0, $"no message {name} in{Environment.NewLine}{proto}");
        var body = proto[start..proto.IndexOf('}', start)];
        return [.. FieldLine().Matches(body).Cast<Match>()
            .Select(m => $"{m.Groups["number"].Value} {m.Groups["repeated"].Value.Trim()} {m.Groups["type"].Value.TrimStart('.').Replace(" ", "")} {m.Groups["options"].Value.Replace(" ", "")}")
            .OrderBy(f => int.Parse(f[..f.IndexOf(' ')]))];
    }

    // A plain Regex rather than [GeneratedRegex]: the suite also runs on .NET Framework, which has no regex generator.
    private static readonly Regex s_fieldLine = new(@"^\s*(?:optional\s+)?(?<repeated>repeated\s+)?(?<type>map<[^>]+>|[\w.]+)\s+\w+\s*=\s*(?<number>\d+)\s*(?<options>\[[^\]]*\])?\s*;", RegexOptions.Multiline);

    private static Regex FieldLine() => s_fieldLine;
}
