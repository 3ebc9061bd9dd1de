using System.Text;

namespace Nano.Wire;

/// <summary>
/// Thrown for every kind of malformed protobuf input. Carries the bare reason, the absolute byte offset,
/// the field number and the .NET type being read; <see cref="Message"/> is composed from whichever are known.
/// </summary>
/// <remarks>
/// Derives from <see cref="IOException"/>, as Google.Protobuf's InvalidProtocolBufferException does:
/// <see cref="InvalidDataException"/>, the first choice, is sealed.
/// </remarks>
public class ProtoException : IOException
{
    private Type? _messageType;

    /// <summary>Creates an exception for malformed input.</summary>
    /// <param name="reason">What was wrong, without location details (for example "Truncated varint").</param>
    /// <param name="offset">The absolute byte offset in the input where the bad element starts, or -1 if
    /// unknown.</param>
    /// <param name="fieldNumber">The field number being read, or 0 if unknown.</param>
    /// <param name="messageType">The .NET type being read, if known.</param>
    /// <param name="inner">The exception that caused this one, if any.</param>
    public ProtoException(string reason, long offset = -1, int fieldNumber = 0, Type? messageType = null,
        Exception? inner = null)
        : base(reason, inner)
    {
        Reason = reason ?? string.Empty;
        Offset = offset;
        FieldNumber = fieldNumber;
        _messageType = messageType;
    }

    /// <summary>What was wrong, without location details.</summary>
    public string Reason { get; }

    /// <summary>The absolute byte offset in the input where the bad element starts, or -1 if unknown.</summary>
    public long Offset { get; }

    /// <summary>The field number being read when the error was found, or 0 if unknown.</summary>
    public int FieldNumber { get; }

    /// <summary>
    /// The .NET type being read. The serializers fill it in as the exception unwinds; only the first
    /// (innermost) assignment sticks, so the type named is the one whose bytes were bad.
    /// </summary>
    public Type? MessageType
    {
        get => _messageType;
        internal set => _messageType ??= value;
    }

    /// <summary>Fills in <see cref="MessageType"/> if no inner frame has; returns false, for use as an exception filter
    /// (<c>catch (ProtoException e) when (ProtoException.Annotate(e, type))</c>) that never catches.</summary>
    internal static bool Annotate(ProtoException exception, Type messageType)
    {
        exception.MessageType = messageType;
        return false;
    }

    /// <summary>The reason followed by whichever of offset, field number and message type are known,
    /// e.g. "Truncated varint (byte offset 12, field 3, reading MyApp.Order)".</summary>
    public override string Message
    {
        get
        {
            // Composed on demand: MessageType may be filled in after construction.
            if (Offset < 0 && FieldNumber == 0 && _messageType is null)
                return Reason;
            var sb = new StringBuilder(Reason.Length + 64).Append(Reason).Append(" (");
            string separator = "";
            if (Offset >= 0)
            {
                sb.Append("byte offset ").Append(Offset);
                separator = ", ";
            }
            if (FieldNumber != 0)
            {
                sb.Append(separator).Append("field ").Append(FieldNumber);
                separator = ", ";
            }
            if (_messageType is not null)
            {
                sb.Append(separator).Append("reading ");
                AppendTypeName(sb, _messageType);
            }
            return sb.Append(')').ToString();
        }
    }

    // Readable C#-like names: Type.FullName of a generic type drags in assembly-qualified arguments.
    private static void AppendTypeName(StringBuilder sb, Type type)
    {
        if (type.IsGenericType && !type.IsGenericTypeDefinition)
        {
            string name = type.GetGenericTypeDefinition().FullName ?? type.Name;
            int tick = name.IndexOf('`');
            sb.Append(tick < 0 ? name : name.AsSpan(0, tick)).Append('<');
            Type[] args = type.GetGenericArguments();
            for (int i = 0; i < args.Length; i++)
            {
                if (i > 0)
                    sb.Append(", ");
                AppendTypeName(sb, args[i]);
            }
            sb.Append('>');
            return;
        }
        sb.Append(type.FullName ?? type.Name);
    }
}
