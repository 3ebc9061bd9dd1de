using Google.Protobuf;
using Google.Protobuf.WellKnownTypes;
using G = Nano.ColdStart.Google;

namespace Nano.ColdStart;

/// <summary>The reference variant: Google.Protobuf generated code. References no Nano type, so Nano is never loaded.</summary>
internal static class GoogleVariant
{
    /// <summary>The message with <see cref="Values"/>.</summary>
    public static G.ColdStartMessage Create()
    {
        var message = new G.ColdStartMessage
        {
            Id = Values.Id,
            Big = Values.Big,
            U32 = Values.U32,
            U64 = Values.U64,
            S32 = Values.S32,
            S64 = Values.S64,
            F32 = Values.F32,
            F64 = Values.F64,
            Ratio = Values.Ratio,
            Amount = Values.Amount,
            Flag = Values.Flag,
            Name = Values.Name,
            Description = Values.Description,
            Payload = ByteString.CopyFrom(Values.Payload()),
            Kind = (G.Kind)Values.Kind,
            Child = new G.Child { Label = Values.ChildLabel, Count = Values.ChildCount },
            Created = Timestamp.FromDateTime(Values.Created),
            Key = ByteString.CopyFrom(Values.Key.ToByteArray(bigEndian: true)),
        };
        message.Numbers.Add(Values.Numbers);
        message.Tags.Add(Values.Tags);
        return message;
    }

    /// <summary>One Serialize and one Deserialize, each a phase of <paramref name="clock"/>; returns the payload length.</summary>
    public static int Run(PhaseClock clock)
    {
        clock.Mark("setup");
        G.ColdStartMessage message = Create();
        clock.Mark("create");
        byte[] bytes = message.ToByteArray();
        clock.Mark("serialize");
        G.ColdStartMessage copy = G.ColdStartMessage.Parser.ParseFrom(bytes);
        clock.Mark("deserialize");
        if (!copy.Equals(message))
        {
            throw new InvalidOperationException("Google.Protobuf: the message did not round-trip.");
        }

        return bytes.Length;
    }
}
