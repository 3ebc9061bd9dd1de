using Nano.Fuzz;
using Nano.Fuzz.Afl;

// AFL++ target: `Nano.Fuzz.Afl TARGET` runs under afl-fuzz (SharpFuzz's out-of-process loop);
// `Nano.Fuzz.Afl --corpus DIR` writes the seed corpus (small valid messages of every type, prefixed with the type's index).
if (args is ["--corpus", var directory])
{
    Directory.CreateDirectory(directory);
    var written = 0;
    for (var i = 0; i < Targets.All.Count; i++)
        for (ulong seed = 1; seed <= 40; seed++)
        {
            var payload = Targets.All[i].Valid(seed);
            if (payload.Length is 0 or > 400)
                continue;
            File.WriteAllBytes(Path.Combine(directory, $"{Targets.All[i].Name}-{seed}"), [(byte)i, .. payload]);
            // The same message twice as delimited items, for the items and pipe targets (payloads here are under 128 bytes).
            if (payload.Length < 128)
                File.WriteAllBytes(Path.Combine(directory, $"{Targets.All[i].Name}-{seed}-items"), [(byte)i, (byte)payload.Length, .. payload, (byte)payload.Length, .. payload]);
            written++;
            break;
        }
    Console.WriteLine($"{written} seeds in {directory}");
    return 0;
}
if (args is not [var name] || AflTargets.For(name) is not { } action)
{
    Console.Error.WriteLine($"usage: Nano.Fuzz.Afl {string.Join("|", AflTargets.Names)}  or  Nano.Fuzz.Afl --corpus DIR");
    return 2;
}
if (Environment.GetEnvironmentVariable("NANO_AFL_REPLAY") is { } replay) // re-run one input outside AFL++
{
    action(File.ReadAllBytes(replay));
    Console.WriteLine("no finding");
    return 0;
}
SharpFuzz.Fuzzer.OutOfProcess.Run(stream =>
{
    using var copy = new MemoryStream();
    stream.CopyTo(copy);
    action(copy.ToArray());
});
return 0;
