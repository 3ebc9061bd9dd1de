namespace Nano.Wire; internal static class Placeholder { }
