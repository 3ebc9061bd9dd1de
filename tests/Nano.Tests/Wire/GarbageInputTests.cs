using System.Buffers;
using System.Text;
using Nano.Tests.Support;
using Nano.Tests.Wire.Support;
using Nano.Wire;
using Xunit.Sdk;

namespace Nano.Tests.Wire;

/// <summary>
/// Random bytes and mutated valid messages fed to reader loops: only ProtoException may ever escape, and every input
/// shape (span, memory, segments of one byte, random splits) must reach the same outcome.
/// </summary>
public class GarbageInputTests
{
    private static readonly byte[] Interesting = [0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x12, 0x13, 0x14, 0x7F, 0x80, 0x81, 0xC3, 0xE2, 0xF0, 0xFF];

    private static byte[] RandomGarbage(Random random)
    {
        var bytes = new byte[random.Next(0, 48)];
        for (int i = 0; i < bytes.Length; i++)
            bytes[i] = random.Next(3) == 0 ? Interesting[random.Next(Interesting.Length)] : (byte)random.Next(256);
        return bytes;
    }

    private static byte[] Mutate(Random random, byte[] valid)
    {
        var bytes = new List<byte>(valid);
        int mutations = random.Next(1, 4);
        for (int m = 0; m < mutations; m++)
        {
            int at = bytes.Count == 0 ? 0 : random.Next(bytes.Count);
            switch (random.Next(6))
            {
                case 0 when bytes.Count > 0: bytes[at] ^= (byte)(1 << random.Next(8)); break;
                case 1 when bytes.Count > 0: bytes[at] = Interesting[random.Next(Interesting.Length)]; break;
                case 2: bytes.Insert(at, (byte)random.Next(256)); break;
                case 3 when bytes.Count > 0: bytes.RemoveAt(at); break;
                case 4: bytes.RemoveRange(at, bytes.Count - at); break; // truncate
                default: bytes.InsertRange(at, bytes.GetRange(at, Math.Min(bytes.Count - at, random.Next(6)))); break;
            }
        }
        return bytes.ToArray();
    }

    /// <summary>The plain loop: tags and skips.</summary>
    private static string SkipLoop(ref ProtoReader r)
    {
        int fields = 0;
        while (r.ReadTag() != 0)
        {
            r.SkipField();
            fields++;
        }
        return $"skipped {fields} to {r.Position}";
    }

    /// <summary>A loop that interprets fields the way serializers do, choosing by field number so every input shape
    /// makes the same choices: nested messages, groups, packed, strings, bytes, copies, scalars.</summary>
    private static void Interpret(ref ProtoReader r, StringBuilder log)
    {
        uint tag;
        while ((tag = r.ReadTag()) != 0)
        {
            int field = r.FieldNumber;
            log.Append(field).Append(':');
            switch (r.WireType)
            {
                case WireType.Varint:
                    log.Append((field % 4) switch { 0 => r.ReadInt32(), 1 => r.ReadSInt64(), 2 => r.ReadBool() ? 1 : 0, _ => (long)r.ReadUInt32() });
                    break;
                case WireType.Fixed32:
                    log.Append(r.ReadFixed32());
                    break;
                case WireType.Fixed64:
                    log.Append(BitConverter.DoubleToInt64Bits(r.ReadDouble()));
                    break;
                case WireType.StartGroup:
                    if (field % 2 == 0)
                    {
                        r.SkipField();
                    }
                    else
                    {
                        SubMessageToken group = r.BeginGroup();
                        log.Append('(');
                        Interpret(ref r, log);
                        log.Append(')');
                        r.EndGroup(group);
                    }
                    break;
                default:
                    switch (field % 6)
                    {
                        case 0: log.Append(r.ReadString().Length); break;
                        case 1: log.Append(r.ReadBytes().Length); break;
                        case 2: log.Append(r.ReadBytesMemory().Length); break;
                        case 3:
                            {
                                SubMessageToken token = r.BeginLengthDelimited();
                                log.Append('{');
                                Interpret(ref r, log);
                                log.Append('}');
                                r.EndLengthDelimited(token);
                                break;
                            }
                        case 4:
                            {
                                SubMessageToken token = r.BeginPacked();
                                while (!r.IsAtLimit)
                                    log.Append(r.ReadVarint64()).Append(',');
                                r.EndLengthDelimited(token);
                                break;
                            }
                        default:
                            {
                                var copy = new ArrayBufferWriter<byte>();
                                r.CopyField(copy);
                                log.Append(copy.WrittenCount);
                                break;
                            }
                    }
                    break;
            }
            log.Append(';');
        }
    }

    private static string InterpretLoop(ref ProtoReader r)
    {
        var log = new StringBuilder();
        Interpret(ref r, log);
        return log.Append(" at ").Append(r.Position).ToString();
    }

    private static IEnumerable<(string Name, ReadOnlySequence<byte>? Sequence, ReadOnlyMemory<byte> Memory)> Shapes(byte[] data, Random random)
    {
        ReadOnlyMemory<byte> guarded = SegmentedSequence.Guarded(data);
        yield return ("span", null, guarded);
        yield return ("bytewise", SegmentedSequence.Bytewise(data), default);
        yield return ("bytewise+empties", SegmentedSequence.BytewiseWithEmpties(data), default);
        for (int i = 0; i < 3; i++)
        {
            int[] cuts = Enumerable.Range(0, random.Next(1, 4)).Select(_ => random.Next(data.Length + 1)).Order().ToArray();
            yield return ($"split@{string.Join("/", cuts)}", SegmentedSequence.Split(data, cuts), default);
        }
    }

    /// <summary>Runs the loop on every shape; only ProtoException may escape, and all shapes must agree.</summary>
    private static void AssertOnlyProtoException(byte[] data, ReaderFunc<string> loop, Random random, ProtoReaderOptions? options = null)
    {
        string? expected = null;
        foreach (var (name, sequence, memory) in Shapes(data, random))
        {
            string outcome;
            try
            {
                ProtoReader reader = sequence is { } s ? new ProtoReader(s, options) : new ProtoReader(memory, options);
                outcome = "ok " + loop(ref reader);
            }
            catch (ProtoException ex)
            {
                outcome = $"error {ex.Reason} @{ex.Offset} #{ex.FieldNumber}";
            }
            catch (Exception ex)
            {
                throw new XunitException($"{ex.GetType().Name} escaped on [{name}] for input {Hex.Of(data)}: {ex}");
            }
            if (expected is null)
                expected = outcome;
            else if (expected != outcome)
                throw new XunitException($"[{name}] gave \"{outcome}\" but span gave \"{expected}\" for input {Hex.Of(data)}");
        }
    }

    [Fact]
    public void Random_bytes_only_ever_raise_ProtoException()
    {
        var random = new Random(0xBAD);
        for (int i = 0; i < 3000; i++)
        {
            byte[] data = RandomGarbage(random);
            AssertOnlyProtoException(data, SkipLoop, random);
            AssertOnlyProtoException(data, InterpretLoop, random);
        }
    }

    [Fact]
    public void Mutated_valid_messages_only_ever_raise_ProtoException()
    {
        var random = new Random(0xF00D);
        var shallow = new ProtoReaderOptions { MaxDepth = 3 };
        for (int i = 0; i < 2500; i++)
        {
            byte[] data = Mutate(random, RandomMessages.Next(random, maxFields: 6));
            AssertOnlyProtoException(data, SkipLoop, random);
            AssertOnlyProtoException(data, InterpretLoop, random, i % 2 == 0 ? null : shallow);
        }
    }

    [Fact]
    public void Valid_messages_are_read_to_the_end()
    {
        var random = new Random(0x600D);
        for (int i = 0; i < 300; i++)
        {
            byte[] data = RandomMessages.Next(random, maxFields: 8);
            var r = new ProtoReader(data);
            Assert.Equal($"skipped", SkipLoop(ref r).Split(' ')[0]);
            Assert.Equal(data.Length, r.Position);
        }
    }

    [Fact]
    public void Garbage_with_huge_lengths_allocates_nothing_big()
    {
        // Lengths near int.MaxValue in every position: rejected before any allocation.
        var random = new Random(0x1234);
        for (int i = 0; i < 500; i++)
        {
            var bytes = new List<byte>(RandomGarbage(random));
            bytes.InsertRange(random.Next(bytes.Count + 1), [0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0x07]);
#if NET // the bound is counted with .NET's allocation counter, which .NET Framework does not have
            long before = GC.GetAllocatedBytesForCurrentThread();
#endif
            AssertOnlyProtoException(bytes.ToArray(), InterpretLoop, random);
#if NET
            Assert.True(GC.GetAllocatedBytesForCurrentThread() - before < 1_000_000);
#endif
        }
    }
}
