# gdb script for tier1-instructions.sh (run as: gdb -p PID -batch -ex "python ADDR=...;MAP='...';OUT='...';TRACE=''" -x this).
# Breaks at ADDR (the entry of a JIT-compiled method, from the runtime's perf map), then single-steps that one call
# until it returns (the stack pointer rises above its value at entry), counting the instructions executed in each
# piece of code: JIT code named from the perf map, native code by symbol or library. Writes the table to OUT and,
# when TRACE is set, each executed instruction to that file. A rep-prefixed string instruction (memset and memcpy in
# libc, the allocator's clearing) traps once per element it moves; it is counted once, as the processor retires it,
# and the extra steps are reported on their own line.
import bisect
import collections
import gdb

symbols = []
for line in open(MAP):
    address, size, name = line.rstrip('\n').split(' ', 2)
    symbols.append((int(address, 16), int(size, 16), name))
symbols.sort()
starts = [s[0] for s in symbols]


def name_of(pc):
    i = bisect.bisect_right(starts, pc) - 1
    if i >= 0 and pc < symbols[i][0] + symbols[i][1]:
        return symbols[i][2]
    block = None
    try:
        block = gdb.block_for_pc(pc)
    except RuntimeError:
        pass
    if block is not None and block.function is not None:
        return 'native ' + block.function.name
    library = gdb.solib_name(pc)
    return 'native ' + (library.rsplit('/', 1)[-1] if library else '?')


gdb.execute('set pagination off')
# The runtime's own signals (thread suspension, activation injection, null checks) pass through to it.
for signal in ('SIGUSR1', 'SIGUSR2', 'SIGPIPE', 'SIG34', 'SIG35', 'SIG36', 'SIGCHLD', 'SIGSEGV'):
    gdb.execute(f'handle {signal} nostop noprint pass', to_string=True)
breakpoint = gdb.Breakpoint(f'*{ADDR:#x}')
gdb.execute('continue')
breakpoint.delete()
gdb.execute('set scheduler-locking step')  # only this thread runs while stepping
entry_sp = int(gdb.parse_and_eval('$sp'))
# REPEAT = N > 0: instead of one call, step until ADDR is entered N more times (that last entry not counted): N whole
# iterations of the loop that calls ADDR once per element, with everything around that call. For a method that is
# inlined into its callers' loop, so that the operation's own entry cannot be broken at. At most MAXSTEPS steps.
repeat = globals().get('REPEAT', 0)
max_steps = globals().get('MAXSTEPS', 2_000_000)
entries = 0
counts = collections.Counter()
trace = []
previous = None
repeats = 0
while True:
    pc = int(gdb.parse_and_eval('$pc'))
    if pc == previous:  # the same instruction again: a rep string instruction's next element
        repeats += 1
    else:
        name = name_of(pc)
        counts[name] += 1
        if TRACE:
            trace.append(name[:80] + '\t' + gdb.execute('x/i $pc', to_string=True).strip())
    previous = pc
    gdb.execute('stepi', to_string=True)
    if repeat:
        if int(gdb.parse_and_eval('$pc')) == ADDR:
            entries += 1
            if entries == repeat:
                break
        if sum(counts.values()) > max_steps:
            raise gdb.GdbError(f'more than {max_steps} steps before entry {repeat} of {ADDR:#x}: the loop ended first')
    elif int(gdb.parse_and_eval('$sp')) > entry_sp:
        break
with open(OUT, 'w') as f:
    what = f'{repeat} loop iterations (from one entry of the symbol to the {repeat}th after it)' if repeat else 'one call'
    f.write(f'{sum(counts.values())} instructions in {what}\n')
    if repeats:
        f.write(f'({repeats} further steps were elements of rep-prefixed instructions, not counted)\n')
    for name, count in counts.most_common():
        f.write(f'{count:7d}  {name}\n')
if TRACE:
    with open(TRACE, 'w') as f:
        f.write('\n'.join(trace) + '\n')
gdb.execute('detach')
