using System.Reflection;

namespace Nano.Tests.Emit.IL;

/// <summary>A miniature ProtoWriter: a ref struct over a span, passed to emitted code as <c>ref TestWriter</c>.</summary>
public ref struct TestWriter
{
    private readonly Span<byte> _buffer;
    private int _position;

    public TestWriter(Span<byte> buffer)
    {
        _buffer = buffer;
        _position = 0;
    }

    public readonly int Position => _position;

    public void WriteByte(byte value) => _buffer[_position++] = value;

    public static void WriteVarint(ref TestWriter writer, uint value)
    {
        while (value >= 0x80)
        {
            writer.WriteByte((byte)(value | 0x80));
            value >>= 7;
        }
        writer.WriteByte((byte)value);
    }

    public static readonly FieldInfo PositionField = typeof(TestWriter).GetField("_position", BindingFlags.Instance | BindingFlags.NonPublic)!;
}

public delegate int WriterFunc(ref TestWriter writer, uint value);

public delegate void WriterAction(ref TestWriter writer);

/// <summary>A class whose state is private, reached through skipVisibility.</summary>
#pragma warning disable CS0649 // _count is assigned through emitted IL
public sealed class Counter
{
    private int _count; // written only by emitted code
    private readonly string _name;

    public Counter(string name) => _name = name;

    public int Count => _count;
    public string Name => _name;

    public int Get() => _count;

    public static readonly FieldInfo CountField = typeof(Counter).GetField("_count", BindingFlags.Instance | BindingFlags.NonPublic)!;
    public static readonly FieldInfo NameField = typeof(Counter).GetField("_name", BindingFlags.Instance | BindingFlags.NonPublic)!;
}
#pragma warning restore CS0649

public sealed class Secret
{
    private Secret(int value) => Value = value;

    public int Value { get; }

    public static readonly ConstructorInfo Ctor =
        typeof(Secret).GetConstructor(BindingFlags.Instance | BindingFlags.NonPublic, null, [typeof(int)], null)!;
}

public struct Point
{
    public int X;
    public int Y;

    public readonly int Sum() => X + Y;

    public override readonly string ToString() => $"({X}, {Y})";
}

public static class EmitHelpers
{
    public static int Twice(int value) => value * 2;

    public static int Length(string value) => value.Length;

    public static void Increment(ref int value) => value++;

    public static MethodInfo Method(Type type, string name) =>
        type.GetMethod(name, BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static | BindingFlags.Instance)
        ?? throw new MissingMethodException(type.Name, name);

    public static MethodInfo Method(string name) => Method(typeof(EmitHelpers), name);
}
