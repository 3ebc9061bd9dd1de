using System.Buffers;
using Google.Protobuf;
using Nano.Benchmarks.Workloads;
using Nano.Benchmarks.Workloads.CodeFirst;
using Nano.Interop;
using Nano.Interop.Nano;
using Nano.Ratio.Data;
using Nano.Ratio.Harness;
using N2 = Nano.Interop.Nano.Benchmarks.Proto2;
using N3 = Nano.Interop.Nano.Benchmarks.Proto3;
using P2 = Nano.Interop.Benchmarks.Proto2;
using P3 = Nano.Interop.Benchmarks.Proto3;

namespace Nano.Ratio.Peers;

// Nano on one model per child. Every Nano peer writes exactly Google's bytes and reads them back into objects equal to
// Google's (compared through the workloads' ToGoogle converters).

/// <summary>The Nano models the library table names.</summary>
internal static class NanoModels
{
    /// <summary>Default settings on the emit backend. Named, not left to <see cref="SerializerBackend.Auto"/>: the harness
    /// also holds generated serializers for W1 and W2 (<c>nano-gen</c>), which Auto would prefer.</summary>
    public static RuntimeTypeModel Default() => Emit(RuntimeTypeModel.Create());

    private static RuntimeTypeModel Emit(RuntimeTypeModel model)
    {
        model.Backend = SerializerBackend.Emit;
        return Expect(model, "emit");
    }

    /// <summary>Emit, with pool mode recycling message objects and lists (<see cref="RuntimeTypeModel.RecycleMessages"/>);
    /// W1's types must all recycle, or the row would time something else.</summary>
    public static RuntimeTypeModel Recycling()
    {
        RuntimeTypeModel model = Emit(RuntimeTypeModel.Create());
        model.RecycleMessages = true;
        foreach (Type type in new[] { typeof(ForwardRequest), typeof(ForwardPerItemRequest), typeof(ForwardResponse), typeof(ForwardPerItemResponse) })
        {
            if (!model.IsRecycled(type, out string reason))
            {
                throw new InvalidOperationException($"{type.Name} does not recycle: {reason}");
            }
        }

        return model;
    }

    /// <summary>Emit, with the string cache on (<see cref="RuntimeTypeModel.CacheStrings"/>).</summary>
    public static RuntimeTypeModel CachingStrings()
    {
        RuntimeTypeModel model = Emit(RuntimeTypeModel.Create());
        model.CacheStrings = true;
        return model;
    }

    /// <summary>The emit backend compiled into DynamicMethods (<see cref="RuntimeTypeModel.CollectibleCode"/>): the design before
    /// issue 21, kept for collectible models; never tiered or profiled by the runtime.</summary>
    public static RuntimeTypeModel DynamicMethods()
    {
        RuntimeTypeModel model = RuntimeTypeModel.Create();
        model.CollectibleCode = true;
        return Emit(model);
    }

    /// <summary>The interpreted backend.
    public static RuntimeTypeModel Interpreted()
    {
        RuntimeTypeModel model = RuntimeTypeModel.Create();
        model.Backend = SerializerBackend.Interpreted;
        return Expect(model, "interpreted");
    }

    /// <summary>Throws unless <paramref name="model"/> resolves to <paramref name="backend"/>.</summary>
    public static RuntimeTypeModel Expect(RuntimeTypeModel model, string backend)
    {
        Check.That(model.ResolvedBackendName == backend, $"the model resolves to '{model.ResolvedBackendName}', expected '{backend}'");
        return model;
    }

    /// <summary>Notes on stderr every type that the model's backend hands to another backend (the row would mislead).</summary>
    public static void NoteOrigins(RuntimeTypeModel model, params Type[] types)
    {
        foreach (Type type in types)
        {
            SerializerBackend servedBy = model.GetBackend(type);
            if (servedBy != model.Backend && model.Backend != SerializerBackend.Auto)
            {
                Console.Error.WriteLine($"note: {type.Name} is served by {servedBy}, not {model.Backend}");
            }
            else if (model.Backend == SerializerBackend.Auto && servedBy != SerializerBackend.Emit)
            {
                Console.Error.WriteLine($"note: {type.Name} is served by {servedBy} under default settings");
            }
        }
    }
}

/// <summary>W1 with Nano on the CodeFirst types (<c>ReadOnlyMemory&lt;byte&gt;</c> bytes, <c>List&lt;T&gt;</c>).</summary>
internal sealed class NanoW1 : IWorkloadPeer
{
    public NanoW1(RuntimeTypeModel model)
    {
        NanoModels.NoteOrigins(model, typeof(ForwardRequest), typeof(ForwardPerItemRequest), typeof(ForwardResponse), typeof(ForwardPerItemResponse));
        ForwardRequest request = ForwardWorkload.CreateNanoRequest();
        ForwardResponse response = ForwardWorkload.CreateNanoResponse(W1Data.RouteStartTicks);
        Check.That(ForwardWorkload.ToGoogle(request).Equals(W1Data.GoogleRequest), "the Nano request holds Google's values");
        Check.That(ForwardWorkload.ToGoogle(response).Equals(W1Data.GoogleResponse), "the Nano response holds Google's values");
        byte[] requestBytes = W1Data.RequestBytes;
        byte[] responseBytes = W1Data.ResponseBytes;
        var writer = new ArrayBufferWriter<byte>(requestBytes.Length + 4096);
        Operations =
        [
            Ops.Serialize("Request Serialize", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, request); return writer.WrittenCount; }, requestBytes),
            Ops.Measure("Request Measure", () => model.Measure(request), requestBytes.Length),
            new("Request Deserialize", () => model.Deserialize<ForwardRequest>(requestBytes).ItemRequests.Count,
                () => Check.That(ForwardWorkload.ToGoogle(model.Deserialize<ForwardRequest>(requestBytes)).Equals(W1Data.GoogleRequest), "the request deserializes equal to Google's")),
            Ops.Serialize("Response Serialize", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, response); return writer.WrittenCount; }, responseBytes),
            Ops.Measure("Response Measure", () => model.Measure(response), responseBytes.Length),
            new("Response Deserialize", () => model.Deserialize<ForwardResponse>(responseBytes).ItemResponses.Count,
                () => Check.That(ForwardWorkload.ToGoogle(model.Deserialize<ForwardResponse>(responseBytes)).Equals(W1Data.GoogleResponse), "the response deserializes equal to Google's")),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W1 Deserialize in pool mode: <c>DeserializePooled</c>, the lease disposed inside each call.</summary>
internal sealed class NanoPoolW1 : IWorkloadPeer
{
    public NanoPoolW1(RuntimeTypeModel model)
    {
        byte[] requestBytes = W1Data.RequestBytes;
        byte[] responseBytes = W1Data.ResponseBytes;
        Operations =
        [
            new("Request Deserialize", () =>
            {
                using Buffers.PooledMessage<ForwardRequest> lease = model.DeserializePooled<ForwardRequest>(requestBytes);
                return lease.Value.ItemRequests.Count;
            }, () =>
            {
                Buffers.PooledMessage<ForwardRequest> lease = model.DeserializePooled<ForwardRequest>(requestBytes);
                using (lease)
                {
                    Check.That(ForwardWorkload.ToGoogle(lease.Value).Equals(W1Data.GoogleRequest), "the pooled request equals Google's");
                }

                Check.That(lease.IsDisposed, "the lease is disposed");
            }),
            new("Response Deserialize", () =>
            {
                using Buffers.PooledMessage<ForwardResponse> lease = model.DeserializePooled<ForwardResponse>(responseBytes);
                return lease.Value.ItemResponses.Count;
            }, () =>
            {
                Buffers.PooledMessage<ForwardResponse> lease = model.DeserializePooled<ForwardResponse>(responseBytes);
                using (lease)
                {
                    Check.That(ForwardWorkload.ToGoogle(lease.Value).Equals(W1Data.GoogleResponse), "the pooled response equals Google's");
                }

                Check.That(lease.IsDisposed, "the lease is disposed");
            }),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W2 with Nano: the mutable and the immutable (constructor-built) variant, both against Google's one list.</summary>
internal sealed class NanoW2 : IWorkloadPeer
{
    /// <param name="model">The model of this child.</param>
    /// <param name="immutable">Whether to time the immutable variant too (a model that cannot serve it leaves it out).</param>
    public NanoW2(RuntimeTypeModel model, bool immutable = true)
    {
        PocoList mutable = PocoWorkload.CreateNano(W2Data.Values);
        byte[] bytes = W2Data.GoogleBytes;
        var writer = new ArrayBufferWriter<byte>(bytes.Length + 4096);
        List<Operation> operations =
        [
            Ops.Serialize("Mutable Write", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, mutable); return writer.WrittenCount; }, bytes, "Write"),
            new("Mutable Read", () => model.Deserialize<PocoList>(bytes).Items.Count,
                () => W2Data.CheckValues(model.Deserialize<PocoList>(bytes).Items.Select(PocoWorkload.FromNano).ToList(), "Nano mutable read"), "Read"),
        ];
        if (!immutable)
        {
            NanoModels.NoteOrigins(model, typeof(PocoList), typeof(Poco));
            Operations = operations;
            return;
        }

        NanoModels.NoteOrigins(model, typeof(PocoList), typeof(Poco), typeof(ImmutablePocoList), typeof(ImmutablePoco));
        ImmutablePocoList immutableList = PocoWorkload.CreateNanoImmutable(W2Data.Values);
        operations.Add(Ops.Serialize("Immutable Write", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, immutableList); return writer.WrittenCount; }, bytes, "Write"));
        operations.Add(new("Immutable Read", () => model.Deserialize<ImmutablePocoList>(bytes).Items.Count,
            () => W2Data.CheckValues(model.Deserialize<ImmutablePocoList>(bytes).Items.Select(PocoWorkload.FromNano).ToList(), "Nano immutable read"), "Read"));
        Operations = operations;
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>
/// W2's mutable read into one existing list that lives across calls (<see cref="RuntimeTypeModel.DeserializeInto{T}(byte[], T)"/>):
/// its 1,000 items and their list are reused, so a steady-state read allocates only the strings (none with
/// <see cref="RuntimeTypeModel.CacheStrings"/>). Compared with Google's read, which builds a new list each time.
/// </summary>
internal sealed class NanoIntoW2 : IWorkloadPeer
{
    public NanoIntoW2(RuntimeTypeModel model)
    {
        NanoModels.NoteOrigins(model, typeof(PocoList), typeof(Poco));
        foreach (Type type in new[] { typeof(PocoList), typeof(Poco) })
        {
            Check.That(model.IsRecycled(type, out string reason), $"{type.Name} can be read into ({reason})");
        }

        byte[] bytes = W2Data.GoogleBytes;
        var target = new PocoList();
        Operations =
        [
            new("Mutable Read", () =>
            {
                model.DeserializeInto(bytes, target);
                return target.Items.Count;
            }, () =>
            {
                // Into a graph that held another message first (fewer items, other values), then into the same again.
                var other = new PocoList { Items = [new Poco { StringProp = "other", IntProp = 7 }] };
                var check = new PocoList();
                model.DeserializeInto(model.SerializeToArray(other), check);
                for (int i = 0; i < 2; i++)
                {
                    model.DeserializeInto(bytes, check);
                    W2Data.CheckValues(check.Items.Select(PocoWorkload.FromNano).ToList(), "Nano mutable read into an existing list");
                }

                Poco first = check.Items[0];
                model.DeserializeInto(bytes, check);
                Check.That(ReferenceEquals(first, check.Items[0]), "the items are reused");
                if (model.CacheStrings)
                {
                    Check.That(ReferenceEquals(check.Items[0].StringProp, check.Items[1].StringProp), "the string cache shares the repeated value");
                }
            }, "Read"),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}

/// <summary>W3 with Nano on the code-first mirrors of tests/Nano.Interop/Nano/BenchmarkTypes.cs.</summary>
internal sealed class NanoW3 : IWorkloadPeer
{
    private readonly ArrayBufferWriter<byte> _writer = new(128 * 1024);
    private readonly RuntimeTypeModel _model;

    public NanoW3(RuntimeTypeModel model)
    {
        _model = model;
        NanoModels.NoteOrigins(model, typeof(N3.GoogleMessage1), typeof(N2.GoogleMessage1), typeof(N2.GoogleMessage2), typeof(N2.GoogleMessage2Group1));
        Operations =
        [
            .. Dataset<P3.GoogleMessage1, N3.GoogleMessage1>(W3Datasets.Gm1Proto3, BenchmarkDatasetFile.GoogleMessage1Proto3, P3.GoogleMessage1.Parser, n => n.ToGoogle()),
            .. Dataset<P2.GoogleMessage1, N2.GoogleMessage1>(W3Datasets.Gm1Proto2, BenchmarkDatasetFile.GoogleMessage1Proto2, P2.GoogleMessage1.Parser, n => n.ToGoogle()),
            .. Dataset<P2.GoogleMessage2, N2.GoogleMessage2>(W3Datasets.Gm2, BenchmarkDatasetFile.GoogleMessage2, P2.GoogleMessage2.Parser, n => n.ToGoogle()),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }

    private Operation[] Dataset<TGoogle, TNano>(string name, BenchmarkDatasetFile file, MessageParser<TGoogle> parser, Func<TNano, TGoogle> toGoogle)
        where TGoogle : IMessage<TGoogle>
        where TNano : class
    {
        var data = new W3Data<TGoogle>(file, parser);
        RuntimeTypeModel model = _model;
        byte[][] payloads = data.Payloads;
        TNano[] messages = Array.ConvertAll(payloads, p => model.Deserialize<TNano>(p));
        for (int i = 0; i < messages.Length; i++)
        {
            Check.That(toGoogle(messages[i]).Equals(data.Google[i]), $"{name}: Nano parses payload {i} into Google's message");
        }

        ArrayBufferWriter<byte> writer = _writer;
        return
        [
            Ops.Serialize($"{name} Serialize", writer, () =>
            {
                writer.ResetWrittenCount();
                foreach (TNano m in messages)
                {
                    model.Serialize(writer, m);
                }

                return writer.WrittenCount;
            }, data.CanonicalConcatenated),
            Ops.Measure($"{name} Measure", () =>
            {
                long size = 0;
                foreach (TNano m in messages)
                {
                    size += model.Measure(m);
                }

                return size;
            }, data.CanonicalConcatenated.Length),
            new($"{name} Parse", () =>
            {
                long n = 0;
                foreach (byte[] p in payloads)
                {
                    n += model.Deserialize<TNano>(p) is null ? 0 : 1;
                }

                return n;
            }, () =>
            {
                for (int i = 0; i < payloads.Length; i++)
                {
                    Check.That(toGoogle(model.Deserialize<TNano>(payloads[i])).Equals(data.Google[i]), $"{name} payload {i} parses into Google's message");
                    Check.That(toGoogle(model.Deserialize<TNano>(data.Canonical[i])).Equals(data.Google[i]), $"{name} payload {i}'s re-serialization parses back equal");
                }
            }),
        ];
    }
}

/// <summary>The one-int32 message with Nano.</summary>
internal sealed class NanoMicro : IWorkloadPeer
{
    public NanoMicro(RuntimeTypeModel model)
    {
        var message = new NanoSingleInt32 { Value = 150 };
        var writer = new ArrayBufferWriter<byte>(256);
        Operations =
        [
            Ops.Serialize("Serialize", writer, () => { writer.ResetWrittenCount(); model.Serialize(writer, message); return writer.WrittenCount; }, MicroData.Expected),
            Ops.Measure("Measure", () => model.Measure(message), MicroData.Expected.Length),
        ];
    }

    public IReadOnlyList<Operation> Operations { get; }
}
