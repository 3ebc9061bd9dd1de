using Nano.Wire;

namespace Nano.Tests.Wire;

public class ProtoExceptionTests
{
    private sealed class Order;

    private sealed class Box<T>;

    [Fact]
    public void Message_names_every_known_part()
    {
        var ex = new ProtoException("Truncated varint", 12, 3, typeof(Order));
        Assert.Equal($"Truncated varint (byte offset 12, field 3, reading {typeof(Order).FullName})", ex.Message);
        Assert.Equal("Truncated varint", ex.Reason);
        Assert.Equal(12, ex.Offset);
        Assert.Equal(3, ex.FieldNumber);
        Assert.Same(typeof(Order), ex.MessageType);
    }

    [Theory]
    [InlineData(-1L, 0, "Bad")]
    [InlineData(0L, 0, "Bad (byte offset 0)")]
    [InlineData(-1L, 7, "Bad (field 7)")]
    [InlineData(5L, 7, "Bad (byte offset 5, field 7)")]
    public void Message_leaves_out_unknown_parts(long offset, int field, string expected) =>
        Assert.Equal(expected, new ProtoException("Bad", offset, field).Message);

    [Fact]
    public void MessageType_is_set_once_and_the_innermost_wins()
    {
        var ex = new ProtoException("Bad", 1, 2);
        Assert.Null(ex.MessageType);
        Assert.Equal("Bad (byte offset 1, field 2)", ex.Message);
        ex.MessageType = typeof(Order);   // the innermost serializer fills it in...
        ex.MessageType = typeof(string);  // ...outer ones do not overwrite it
        Assert.Same(typeof(Order), ex.MessageType);
        Assert.EndsWith($"reading {typeof(Order).FullName})", ex.Message);
    }

    [Fact]
    public void Generic_type_names_are_readable()
    {
        var ex = new ProtoException("Bad", messageType: typeof(Box<List<int>>));
        Assert.Equal("Bad (reading Nano.Tests.Wire.ProtoExceptionTests+Box<System.Collections.Generic.List<System.Int32>>)", ex.Message);
    }

    [Fact]
    public void Carries_an_inner_exception_and_is_an_IOException()
    {
        var inner = new FormatException();
        var ex = new ProtoException("Bad", inner: inner);
        Assert.Same(inner, ex.InnerException);
        Assert.IsAssignableFrom<IOException>(ex);
        Assert.Equal(-1, ex.Offset);
        Assert.Equal(0, ex.FieldNumber);
        Assert.Equal("Bad", ex.Message);
    }
}
