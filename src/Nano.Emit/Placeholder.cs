namespace Nano.Emit; internal static class Placeholder { }
