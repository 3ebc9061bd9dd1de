using Nano.Ratio.Harness;

// Nano ratio mode (issue 21): every figure a ratio to Google.Protobuf from the same round; see benchmarks/README.md.
//
// Parent (default): dotnet run -c Release --project benchmarks/Nano.Ratio -- [options]
//   --rounds N            rounds (default 5); --quick = 1 round, a sanity run
//   --workloads w1,w2,..  of w1, w2, w3, micro (default all)
//   --libs a,b,..         libraries (default all; google is always added: it is the baseline)
//   --env K=V             an environment variable for the children (repeatable), e.g. DOTNET_TieredPGO=0
//   --out file.json       write every raw per-round figure
//   --validate            run every child's validation only (no timing)
//   (default)             lock-step: the children of a workload run at the same time and time their batches in turns
//                         (Harness/Lockstep.cs); each ratio then pairs a batch with Google's batch of the same turn
//   --sequential          one child at a time instead (the mode of runs 8-14); ratios of the children's medians
//   --old DLL             each library but google also runs from DLL (another build of this harness over older
//                         Nano code), as rows named LIB@old, in the same turns
//   --compare a.json b.json   the two runs' median ratios per cell, flagging differences over 5%
//   --chart a.json ...    one PNG per runtime (ratio-RUNTIME.png) from raw files of runs on different runtimes: a bar
//                         per library and operation, the median ratio with its min-max; --chart-dir DIR (default .)
//   --warmup-ms N, --batches N, --batch-ms N   child settings (default 1500, 15, 40)
//   --runtime R           the children's runtime: net10 (default), net8 (the net8.0 build's self-contained apphost) or
//                         mono (the net472 build under mono); each library is compared with Google on that runtime
// Child (started by the parent): dotnet Nano.Ratio.dll --child LIB WORKLOAD [--validate | --lockstep] [child settings]
// (--lockstep on a child: serve the parent's turns on standard input); on .NET 8: bin/CONFIG/net8.0/linux-x64/Nano.Ratio
// --child ...; on Mono: mono bin/CONFIG/net472/Nano.Ratio.exe --child ...
try
{
    Options options = Options.Parse(args);
    if (options.Child is (string lib, string workload))
    {
        try
        {
            return ChildRunner.Run(lib, workload, options.Settings, options.Validate, options.ChildServesTurns);
        }
        catch (Exception e) when (e is InvalidOperationException or IOException)
        {
            // A failed validation or a missing dataset: one clear line (and the detail) for the parent to show.
            Console.Error.WriteLine($"error: {e.Message}");
            Console.Error.WriteLine(e);
            return 1;
        }
    }

#if NET10_0_OR_GREATER
    if (options.Chart is { } files)
    {
        return Nano.Ratio.Charts.ChartCommand.Run(files, options.ChartDir);
    }

    if (options.Compare is (string a, string b))
    {
        return ParentRunner.Compare(a, b);
    }

    return ParentRunner.Run(options);
#else
    if (options.Chart is not null)
    {
        // ScottPlot and SkiaSharp's native library are referenced by the net10.0 build alone (Nano.Ratio.csproj).
        Console.Error.WriteLine($"error: --chart draws with ScottPlot, which only the net10.0 build of Nano.Ratio " +
            $"references (this is the {Runtimes.Current} build): dotnet run -c Release -f net10.0 " +
            "--project benchmarks/Nano.Ratio -- --chart RUN.json ... --chart-dir DIR");
        return 2;
    }

    // The other builds exist to be children; one parent on .NET 10 starts them (--runtime) and pairs their figures.
    Console.Error.WriteLine($"error: this is the {Runtimes.Current} build of Nano.Ratio, which runs children only (--child LIB WORKLOAD); " +
        $"run the parent on .NET 10 with --runtime {Runtimes.Current}: dotnet run -c Release -f net10.0 --project benchmarks/Nano.Ratio -- --runtime {Runtimes.Current}");
    return 2;
#endif
}
catch (ArgumentException e)
{
    Console.Error.WriteLine($"error: {e.Message}");
    return 2;
}
