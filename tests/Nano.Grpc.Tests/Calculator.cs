using ProtoBuf.Grpc;
using ProtoBuf.Grpc.Configuration;

namespace Nano.Grpc.Tests;

/// <summary>A code-first contract with one method of each shape, plus one that waits to be cancelled.</summary>
[Service("nano.grpc.tests.Calculator")]
public interface ICalculator
{
    /// <summary>Unary: the note with its text upper-cased and its number doubled.</summary>
    ValueTask<Note> Echo(Note request, CallContext context = default);

    /// <summary>Server streaming: request.Number notes numbered 1..n; with a negative number, notes until cancelled.</summary>
    IAsyncEnumerable<Note> Count(Note request, CallContext context = default);

    /// <summary>Client streaming: the sum and count of the numbers.</summary>
    ValueTask<Total> Sum(IAsyncEnumerable<Note> notes, CallContext context = default);

    /// <summary>Bidirectional streaming: each note answered with its number squared.</summary>
    IAsyncEnumerable<Note> Square(IAsyncEnumerable<Note> notes, CallContext context = default);

    /// <summary>Unary that never answers: it waits for the call's cancellation (a deadline or the client).</summary>
    ValueTask<Note> Wait(Note request, CallContext context = default);

    /// <summary>Unary whose handler throws an ordinary exception (which the server logs as an error).</summary>
    ValueTask<Note> Fail(Note request, CallContext context = default);

    /// <summary>Unary whose response is bytes a <see cref="Note"/> reader rejects when they are not UTF-8.</summary>
    ValueTask<RawText> Garble(RawText request, CallContext context = default);
}

/// <summary>What the server's handlers saw: tests wait on these to see cancellation observed server-side.</summary>
public sealed class CalculatorProbe
{
    public TaskCompletionSource<bool> WaitStarted { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public TaskCompletionSource<bool> WaitCancelled { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public TaskCompletionSource<bool> StreamCancelled { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public TaskCompletionSource<bool> StreamStarted { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);
}

public sealed class Calculator(CalculatorProbe probe) : ICalculator
{
    public ValueTask<Note> Echo(Note request, CallContext context = default) =>
        new(new Note { Text = request.Text?.ToUpperInvariant(), Number = request.Number * 2 });

    public async IAsyncEnumerable<Note> Count(Note request, CallContext context = default)
    {
        if (request.Number >= 0)
        {
            for (int i = 1; i <= request.Number; i++)
                yield return new Note { Number = i };
            yield break;
        }
        var token = context.CancellationToken;
        for (int i = 1; ; i++)
        {
            yield return new Note { Number = i };
            probe.StreamStarted.TrySetResult(true);
            try
            {
                await Task.Delay(20, token);
            }
            catch (OperationCanceledException)
            {
                probe.StreamCancelled.TrySetResult(true);
                throw;
            }
        }
    }

    public async ValueTask<Total> Sum(IAsyncEnumerable<Note> notes, CallContext context = default)
    {
        var total = new Total();
        await foreach (var note in notes.WithCancellation(context.CancellationToken))
        {
            total.Sum += note.Number;
            total.Count++;
        }
        return total;
    }

    public async IAsyncEnumerable<Note> Square(IAsyncEnumerable<Note> notes, CallContext context = default)
    {
        await foreach (var note in notes.WithCancellation(context.CancellationToken))
            yield return new Note { Text = note.Text, Number = note.Number * note.Number };
    }

    public async ValueTask<Note> Wait(Note request, CallContext context = default)
    {
        probe.WaitStarted.TrySetResult(true);
        try
        {
            await Task.Delay(Timeout.Infinite, context.CancellationToken);
        }
        catch (OperationCanceledException)
        {
            probe.WaitCancelled.TrySetResult(true);
            throw;
        }
        return request;
    }

    public ValueTask<Note> Fail(Note request, CallContext context = default) => throw new InvalidOperationException("handler failed");

    public ValueTask<RawText> Garble(RawText request, CallContext context = default) => new(request);
}
