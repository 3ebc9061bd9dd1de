using System.IO.Pipelines;
using Nano.Tests.Support;

namespace Nano.Tests.Serialization;

/// <summary>
/// Paths that measure a message and then write it into exactly that many bytes: a message whose before-serialize
/// callback is not idempotent writes a different length the second time. That must be an error naming the type, not
/// an "destination too small" from deep in the writer, and never a short result padded with uninitialized or pooled
/// bytes, or a length prefix that does not match what follows it.
/// </summary>
public class ChangedWhileWritingTests
{
    public static TheoryData<SerializerBackend> Backend => Backends.All;

    /// <summary>Each serialization pass (Measure, then Write) grows or shrinks <see cref="Text"/> by one character.</summary>
    public sealed class Drifting
    {
        public string Text { get; set; } = "";
        public int Step { get; set; }

        private void BeforeSerialize()
        {
            if (Step > 0)
                Text += "x";
            else if (Text.Length > 0)
                Text = Text[1..];
        }
    }

    private static RuntimeTypeModel ModelOf(SerializerBackend backend)
    {
        var model = Backends.Model(backend);
        model.Add<Drifting>(applyAttributes: false).Field(1, x => x.Text).SetCallbacks(beforeSerialize: "BeforeSerialize");
        return model;
    }

    public static TheoryData<SerializerBackend, int> BackendAndStep()
    {
        var data = new TheoryData<SerializerBackend, int>();
        foreach (var backend in Backends.List)
        {
            data.Add(backend, +1);
            data.Add(backend, -1);
        }
        return data;
    }

    private static string Expected(int step, long measured) =>
        $"{typeof(Drifting).FullName} measured {measured} bytes but wrote {(step > 0 ? "more" : (measured - 1).ToString())}: the object changed while it was being serialized (a before-serialize callback that is not idempotent, or another thread).";

    [Theory]
    [MemberData(nameof(BackendAndStep))]
    public void SerializeToArray_fails_naming_the_type(SerializerBackend backend, int step)
    {
        var model = ModelOf(backend);
        // Measure runs the callback once: "abcd" becomes "abcdx" (7 bytes) or "bcd" (5 bytes); Write runs it again.
        var error = Assert.Throws<InvalidOperationException>(() => model.SerializeToArray(new Drifting { Text = "abcd", Step = step }));
        Assert.Equal(Expected(step, step > 0 ? 7 : 5), error.Message);
    }

    /// <summary>
    /// The stream and deep-clone paths write in one pass into a pooled buffer (the callback runs once), so they send
    /// exactly the message as the callback left it: never stale pooled bytes, and a prefix that matches what follows.
    /// </summary>
    [Theory]
    [MemberData(nameof(BackendAndStep))]
    public void Pooled_paths_write_the_message_once_as_the_callback_left_it(SerializerBackend backend, int step)
    {
        var model = ModelOf(backend);
        // One pass: "abcd" becomes "abcdx" or "bcd" once, and that is what is written.
        var text = step > 0 ? "abcdx" : "bcd";
        byte[] message = [0x0A, (byte)text.Length, .. System.Text.Encoding.UTF8.GetBytes(text)];

        var stream = new MemoryStream();
        model.Serialize(stream, new Drifting { Text = "abcd", Step = step });
        Assert.Equal(message, stream.ToArray());

        stream = new MemoryStream();
        model.SerializeWithLengthPrefix(stream, new Drifting { Text = "abcd", Step = step });
        Assert.Equal([(byte)message.Length, .. message], stream.ToArray());

        Assert.Equal(text, model.DeepClone(new Drifting { Text = "abcd", Step = step }).Text);
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void A_prefixed_pipe_item_never_flushes_under_a_wrong_prefix(SerializerBackend backend)
    {
        var model = ModelOf(backend);
        var pipe = new Pipe();
        // Measure sees "bcd" (5 bytes); the writer then writes "cd" (4 bytes) under a prefix announcing 5.
        var error = Assert.Throws<InvalidOperationException>(() => model.SerializeWithLengthPrefixAsync(pipe.Writer, new Drifting { Text = "abcd", Step = -1 }));
        Assert.Equal(Expected(-1, 5), error.Message);
        Assert.False(pipe.Reader.TryRead(out _)); // nothing was flushed: the reader sees no item
    }

    [Theory]
    [MemberData(nameof(Backend))]
    public void An_idempotent_message_is_unaffected(SerializerBackend backend)
    {
        var model = ModelOf(backend);
        var value = new Drifting { Text = "", Step = 0 }; // shrinking an empty string changes nothing
        Assert.Equal(Array.Empty<byte>(), model.SerializeToArray(value));
        Assert.Equal("", model.DeepClone(value).Text);
    }
}
