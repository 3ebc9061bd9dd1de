using Grpc.Core;

namespace Nano.Grpc.Tests;

public sealed class NanoMarshallersTests
{
    // Note { Text = "hi", Number = 5 }: field 1 (length-delimited) "hi", field 2 (varint) 5.
    private static readonly byte[] NoteBytes = [0x0A, 0x02, (byte)'h', (byte)'i', 0x10, 0x05];

    // Field 2 = 5, then a tag of field 1 with wire type 7, which does not exist.
    private static readonly byte[] BadWireType = [0x10, 0x05, 0x0F];

    [Fact]
    public void Serializer_announces_the_length_then_writes_the_message_and_completes()
    {
        var context = new TestSerializationContext();
        NanoMarshallers.Create<Note>().ContextualSerializer(new Note { Text = "hi", Number = 5 }, context);
        Assert.Equal(NoteBytes.Length, context.PayloadLength);
        Assert.Equal(NoteBytes, context.Written);
        Assert.True(context.Completed);
    }

    /// <summary>Each serialization pass (Measure, then Write) drops the first character of <see cref="Text"/>.</summary>
    public sealed class Shrinking
    {
        public string Text { get; set; } = "";

        private void BeforeSerialize() => Text = Text.Length > 0 ? Text[1..] : Text;
    }

    [Fact]
    public void A_message_that_changes_between_measure_and_write_is_an_error_not_a_short_frame()
    {
        var model = RuntimeTypeModel.Create();
        model.Add<Shrinking>(applyAttributes: false).Field(1, x => x.Text).SetCallbacks(beforeSerialize: "BeforeSerialize");
        var context = new TestSerializationContext();
        // Measure sees "bcd" (5 bytes) and announces it; the write then sees "cd" (4 bytes).
        var e = Assert.Throws<InvalidOperationException>(() => NanoMarshallers.Create<Shrinking>(model).ContextualSerializer(new Shrinking { Text = "abcd" }, context));
        Assert.Equal($"{typeof(Shrinking).FullName} measured 5 bytes but wrote 4: the object changed while it was being serialized (a before-serialize callback that is not idempotent, or another thread).", e.Message);
        Assert.False(context.Completed);
    }

    [Fact]
    public void Deserializer_reads_a_multi_segment_payload_without_copying_it()
    {
        var context = new TestDeserializationContext(NoteBytes, segmentLength: 1);
        var note = NanoMarshallers.Create<Note>().ContextualDeserializer(context);
        Assert.Equal("hi", note.Text);
        Assert.Equal(5, note.Number);
        Assert.Equal(0, context.Copies);
    }

    [Fact]
    public void Deserializer_copies_the_payload_when_the_model_aliases_its_input()
    {
        var model = RuntimeTypeModel.Create();
        model.AliasInputMemory = true;
        byte[] payload = [0x08, 0x07, 0x12, 0x03, 1, 2, 3]; // Blob { Id = 7, Data = 1 2 3 }
        var context = new TestDeserializationContext(payload);
        var blob = NanoMarshallers.Create<Blob>(model).ContextualDeserializer(context);
        Assert.Equal(1, context.Copies); // gRPC recycles its buffers: the aliased bytes must be a copy's
        Assert.Equal(new byte[] { 1, 2, 3 }, blob.Data.ToArray());
        payload[4] = 99; // the test's own array is not what the message aliases either
        Assert.Equal(new byte[] { 1, 2, 3 }, blob.Data.ToArray());
    }

    [Fact]
    public void A_malformed_message_is_an_RpcException_naming_reason_offset_field_and_type()
    {
        var e = Assert.Throws<RpcException>(() => NanoMarshallers.Create<Note>().ContextualDeserializer(new TestDeserializationContext(BadWireType)));
        Assert.Equal(StatusCode.InvalidArgument, e.StatusCode);
        Assert.Contains("Invalid wire type", e.Status.Detail);
        Assert.Contains("byte offset 2", e.Status.Detail);
        Assert.Contains("field 1", e.Status.Detail);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
        Assert.IsType<Wire.ProtoException>(e.Status.DebugException);
    }

    [Fact]
    public void A_truncated_message_is_an_RpcException_with_the_chosen_status()
    {
        var truncated = NoteBytes.AsSpan(0, 3).ToArray(); // the string claims 2 bytes, 1 arrives
        var e = Assert.Throws<RpcException>(() => NanoMarshallers.Create<Note>(malformedStatus: StatusCode.Internal).ContextualDeserializer(new TestDeserializationContext(truncated)));
        Assert.Equal(StatusCode.Internal, e.StatusCode);
        Assert.Contains("field 1", e.Status.Detail);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
    }

    [Fact]
    public void CreateMethod_reports_bad_requests_as_InvalidArgument_and_bad_responses_as_Internal()
    {
        var method = NanoMarshallers.CreateMethod<Note, Note>(MethodType.Unary, "test.Service", "Call");
        Assert.Equal("/test.Service/Call", method.FullName);
        Assert.Equal(StatusCode.InvalidArgument, Assert.Throws<RpcException>(() => method.RequestMarshaller.ContextualDeserializer(new TestDeserializationContext(BadWireType))).StatusCode);
        Assert.Equal(StatusCode.Internal, Assert.Throws<RpcException>(() => method.ResponseMarshaller.ContextualDeserializer(new TestDeserializationContext(BadWireType))).StatusCode);
    }

    [Fact]
    public void A_message_over_two_GiB_is_refused_with_ResourceExhausted_naming_the_type()
    {
        Assert.Equal(int.MaxValue, MessageCodec.CheckLength(int.MaxValue, typeof(Note)));
        var e = Assert.Throws<RpcException>(() => MessageCodec.CheckLength(int.MaxValue + 1L, typeof(Note)));
        Assert.Equal(StatusCode.ResourceExhausted, e.StatusCode);
        Assert.Contains(typeof(Note).FullName!, e.Status.Detail);
        Assert.Contains("2147483648", e.Status.Detail);
    }

    [Fact]
    public void A_null_message_is_refused_before_anything_is_written()
    {
        var context = new TestSerializationContext();
        var e = Assert.Throws<RpcException>(() => NanoMarshallers.Create<Note>().ContextualSerializer(null!, context));
        Assert.Equal(StatusCode.Internal, e.StatusCode);
        Assert.Null(context.PayloadLength);
    }

    [Fact]
    public void Pooled_deserializer_reads_byte_leaves_into_a_lease_and_the_serializer_writes_its_value()
    {
        byte[] payload = [0x08, 0x07, 0x12, 0x03, 1, 2, 3];
        var marshaller = NanoMarshallers.CreatePooled<Blob>();
        using var lease = marshaller.ContextualDeserializer(new TestDeserializationContext(payload, segmentLength: 2));
        Assert.Equal(7, lease.Value.Id);
        Assert.Equal(new byte[] { 1, 2, 3 }, lease.Value.Data.ToArray());
        var context = new TestSerializationContext();
        marshaller.ContextualSerializer(lease, context);
        Assert.Equal(payload, context.Written);
    }

    [Fact]
    public void Pooled_deserializer_turns_a_malformed_message_into_an_RpcException()
    {
        byte[] payload = [0x08, 0x07, 0x12, 0x09, 1, 2, 3]; // Data claims 9 bytes, 3 arrive
        var e = Assert.Throws<RpcException>(() => NanoMarshallers.CreatePooled<Blob>().ContextualDeserializer(new TestDeserializationContext(payload)));
        Assert.Equal(StatusCode.InvalidArgument, e.StatusCode);
        Assert.Contains("field 2", e.Status.Detail);
        Assert.Contains(typeof(Blob).FullName!, e.Status.Detail);
    }

    [Theory]
    [InlineData(SerializerBackend.Emit)]
    [InlineData(SerializerBackend.Interpreted)]
    public void Both_backends_write_the_same_bytes_and_report_the_same_malformed_detail(SerializerBackend backend)
    {
        var model = RuntimeTypeModel.Create();
        model.Backend = backend;
        var marshaller = NanoMarshallers.Create<Note>(model);
        var context = new TestSerializationContext();
        marshaller.ContextualSerializer(new Note { Text = "hi", Number = 5 }, context);
        Assert.Equal(NoteBytes, context.Written);
        var e = Assert.Throws<RpcException>(() => marshaller.ContextualDeserializer(new TestDeserializationContext(BadWireType)));
        Assert.Equal("Malformed protobuf message: Invalid wire type 7 (byte offset 2, field 1, reading Nano.Grpc.Tests.Note)", e.Status.Detail);
        Assert.Equal(backend, model.GetBackend<Note>());
    }
}
