namespace Nano.Tests.Model.Building;

/// <summary><c>DataFormat.Group</c> on a member whose type has no group encoding is rejected for the format, naming the member.</summary>
public class GroupFormatTests
{
    [ProtoContract]
    public sealed class WhenGroup
    {
        [ProtoMember(3, DataFormat = DataFormat.Group)] public DateTime When { get; set; }
    }

    [ProtoContract]
    public sealed class CountGroup
    {
        [ProtoMember(4, DataFormat = DataFormat.Group)] public int Count { get; set; }
    }

    [Theory]
    [InlineData(typeof(WhenGroup), "When", 3, "DateTime")]
    [InlineData(typeof(CountGroup), "Count", 4, "Int32")]
    public void GroupOnAScalarOrWellKnownTypeBlamesTheDataFormat(Type type, string member, int number, string typeName)
    {
        var e = Assert.Throws<ProtoModelException>(() => RuntimeTypeModel.Create().GetModel(type));
        Assert.Contains("DataFormat.Group is not valid for " + typeName, e.Message, StringComparison.Ordinal);
        Assert.Contains(type.Name, e.Message, StringComparison.Ordinal);
        Assert.Contains(member, e.Message, StringComparison.Ordinal);
        Assert.Contains(number.ToString(System.Globalization.CultureInfo.InvariantCulture), e.Message, StringComparison.Ordinal);
    }
}
