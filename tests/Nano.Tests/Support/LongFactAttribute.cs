namespace Nano.Tests.Support;

/// <summary>
/// A test too long or too large for CI (a full 2 GiB stream, a 64 MB message fed one byte at a time): skipped unless
/// <c>NANO_LONG_TESTS=1</c>. Run them with
/// <c>NANO_LONG_TESTS=1 dotnet test tests/Nano.Tests -c Release --filter Category=Long</c>.
/// </summary>
public sealed class LongFactAttribute : FactAttribute
{
    public LongFactAttribute()
    {
        if (Environment.GetEnvironmentVariable("NANO_LONG_TESTS") != "1")
            Skip = "Long test: set NANO_LONG_TESTS=1 (and --filter Category=Long) to run it.";
    }
}
