using ProtobufNetSamples.ListValues;

namespace Nano.ProtobufNetOracle.Tests.Schema;

/// <summary>
/// A map whose values are lists in Nano's <c>GetProto</c>: a .proto map value cannot be repeated, so the schema
/// declares the entries protobuf-net writes (key 1, the list as repeated field 2) as a repeated nested message.
/// protobuf-net's own schema names a <c>List_Int32</c> message it never declares, so the expected text is written out here instead.
/// </summary>
public class ListMapValueSchemaTests
{
    [Fact]
    public void Declares_the_entry_with_a_repeated_value()
    {
        var proto = RuntimeTypeModel.Create().GetSchema(typeof(IntLists));
        Assert.Contains("""
            message IntLists {
              repeated MapEntry map = 1; // a map whose values are lists (protobuf-net's form)
              message MapEntry {
                int32 key = 1;
                repeated int32 value = 2;
              }
            }
            """.Replace("\r\n", "\n"), proto);
    }

    [Fact]
    public void Declares_message_elements_and_their_message()
    {
        var proto = RuntimeTypeModel.Create().GetSchema(typeof(MessageLists));
        Assert.Contains("""
              message MapEntry {
                string key = 1;
                repeated ListItem value = 2;
              }
            """.Replace("\r\n", "\n"), proto);
        Assert.Contains("message ListItem {", proto);
    }
}
