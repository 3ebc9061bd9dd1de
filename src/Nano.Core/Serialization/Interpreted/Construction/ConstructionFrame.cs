namespace Nano.Serialization.Interpreted.Construction;

/// <summary>
/// What one read of a constructor-built message works in: a typed <see cref="ArgumentCell"/> per single field, a
/// <see cref="Slot"/> per other field (repeated and map fields gather there, as on the slot path), and the argument
/// array handed to the constructor. Reused from message to message (<see cref="FramePool"/>), so a read allocates
/// only what it builds; a read empties every cell it filled (<see cref="ArgumentCell.Take"/>) and <see cref="Reset"/>
/// the rest, so a pooled frame keeps nothing alive.
/// </summary>
internal sealed class ConstructionFrame
{
    /// <summary>Per field index: the cell of a single field, null for a field read into <see cref="Slots"/>.</summary>
    public readonly ArgumentCell?[] Cells;

    /// <summary>Per field index: the slots of the fields without a cell (empty when every field has one).</summary>
    public readonly Slot[] Slots;

    /// <summary>Per constructor parameter.</summary>
    public readonly object?[] Arguments;

    /// <param name="cellCodecs">Per field index: the codec of a field read into a cell, else null.</param>
    /// <param name="parameterCount">The constructor's parameter count.</param>
    public ConstructionFrame(Codec?[] cellCodecs, int parameterCount)
    {
        Cells = new ArgumentCell?[cellCodecs.Length];
        var slotFields = 0;
        for (var i = 0; i < cellCodecs.Length; i++)
        {
            if (cellCodecs[i] is { } codec)
                Cells[i] = codec.Accept(ArgumentCells.Factory);
            else
                slotFields++;
        }
        Slots = slotFields == 0 ? [] : new Slot[cellCodecs.Length];
        Arguments = new object?[parameterCount];
    }

    /// <summary>Empties the frame for the next message; <paramref name="cells"/>: also the cells (those of a merge
    /// keep what they loaded from the instance merged into when no argument took it).</summary>
    public void Reset(bool cells)
    {
        if (cells)
            foreach (var cell in Cells)
                cell?.Clear();
        Array.Clear(Arguments, 0, Arguments.Length);
        if (Slots.Length != 0)
            Array.Clear(Slots, 0, Slots.Length);
    }
}

/// <summary>
/// A few <see cref="ConstructionFrame"/>s of one message type, rented without a lock. A read that finds none (more
/// concurrent or nested reads of the type than the pool holds, e.g. a recursive record) makes a new frame; a frame
/// whose read threw is not returned (its state is unknown), so the pool refills from later reads.
/// </summary>
internal sealed class FramePool(Codec?[] cellCodecs, int parameterCount)
{
    private readonly ConstructionFrame?[] _frames = new ConstructionFrame?[4];

    public ConstructionFrame Rent()
    {
        for (var i = 0; i < _frames.Length; i++)
            if (Interlocked.Exchange(ref _frames[i], null) is { } frame)
                return frame;
        return new ConstructionFrame(cellCodecs, parameterCount);
    }

    /// <summary>Takes back a frame that has been <see cref="ConstructionFrame.Reset"/>. A plain (release) store: two
    /// threads returning at once may overwrite each other's frame, which is then merely collected; only
    /// <see cref="Rent"/> must be atomic, so that no frame is handed out twice.</summary>
    public void Return(ConstructionFrame frame)
    {
        for (var i = 0; i < _frames.Length; i++)
        {
            if (_frames[i] is null)
            {
                Volatile.Write(ref _frames[i], frame);
                return;
            }
        }
    }
}
