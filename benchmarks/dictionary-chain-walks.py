#!/usr/bin/env python3
"""How many chained entries .NET's Dictionary<K,V> walks while a map of the hash-flooding harness is read into it
(issue 24, docs/hostile-input.md "Not done yet"): a model of Dictionary's insert path, not a timing.

Dictionary<K,V> (System.Private.CoreLib, .NET 10) keeps a prime number of buckets, grows to the first prime of its
table at or above twice its count when its entries array is full, and on each insert walks the chain of the key's
bucket (bucket = (uint)hash % buckets), comparing every entry there. Each entry walked is a load from the 1 MB
entries array at a place unrelated to the last one. This script replays the harness's 40,000 keys through that
insert path under .NET's default hash (an int's hash is itself; a long's is its two halves XORed) and under Nano's
(MapKeyHash.Mix: the key sign-extended to 64 bits, XORed with a random seed, the SplitMix64 finalizer, its high 32
bits), and prints the entries walked per insert. The random keys are drawn here (Python's generator, seed 24), not
the harness's (System.Random(24)): the same kind of keys, not the same values.

Usage: python3 benchmarks/dictionary-chain-walks.py [SEEDS]   (Nano's hash over SEEDS random seeds, default 5)
"""
import random, sys

PRIMES = [3, 7, 11, 17, 23, 29, 37, 47, 59, 71, 89, 107, 131, 163, 197, 239, 293, 353, 431, 521, 631, 761, 919,
          1103, 1327, 1597, 1931, 2333, 2801, 3371, 4049, 4861, 5839, 7013, 8419, 10103, 12143, 14591, 17519, 21023,
          25229, 30293, 36353, 43627, 52361, 62851, 75431, 90523, 108631, 130363, 156437, 187751, 225307]
M64 = (1 << 64) - 1
ENTRIES = 40_000


def get_prime(minimum):
    return next(p for p in PRIMES if p >= minimum)


def to_int32(x):
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def default_hash(key, bits):
    if bits == 32:
        return to_int32(key)
    return to_int32((key & 0xFFFFFFFF) ^ ((key >> 32) & 0xFFFFFFFF))


def nano_hash(seed):
    def mix(key, bits):
        x = (key & M64) ^ seed          # sign-extended: Python's & on a negative int gives the two's complement
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
        return to_int32((x ^ (x >> 31)) >> 32)
    return mix


def walks(keys, bits, hash_of):
    """Entries compared on inserts (chain walks), as Dictionary's TryInsert does, with its resizes."""
    size = get_prime(0)
    buckets = [-1] * size
    nexts, hashes = [], []
    walked = 0
    for key in keys:
        h = hash_of(key, bits)
        i = buckets[(h & 0xFFFFFFFF) % size]
        while i >= 0:
            walked += 1                 # compare entries[i].hashCode (and the key when it matches)
            i = nexts[i]
        if len(nexts) == size:          # full: grow to the first prime >= 2 * count, re-chain every entry
            size = get_prime(2 * len(nexts))
            buckets = [-1] * size
            for j, hj in enumerate(hashes):
                b = (hj & 0xFFFFFFFF) % size
                nexts[j] = buckets[b]
                buckets[b] = j
        b = (h & 0xFFFFFFFF) % size
        nexts.append(buckets[b])
        hashes.append(h)
        buckets[b] = len(nexts) - 1
    return walked, size


def main():
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    rng = random.Random(24)
    random32 = rng.sample(range(-(1 << 31), 1 << 31), ENTRIES)
    random64 = [rng.getrandbits(64) - (1 << 63) for _ in range(ENTRIES)]
    sets = [
        ("ordinary int32 (k * 7919)", [k * 7919 for k in range(1, ENTRIES + 1)], 32),
        ("ordinary int64 (k * 7919)", [k * 7919 for k in range(1, ENTRIES + 1)], 64),
        ("random int32", random32, 32),
        ("random int64", random64, 64),
        ("crafted int64 ((x << 32) | x)", [(x << 32) | x for x in range(1, ENTRIES + 1)], 64),
    ]
    seed_rng = random.Random(1)
    nano_seeds = [seed_rng.getrandbits(64) for _ in range(seeds)]
    print(f"| keys ({ENTRIES:,}) | final buckets | default hash: entries walked per insert | Nano's hash ({seeds} seeds): min-max |")
    print("|---|--:|--:|--:|")
    for name, keys, bits in sets:
        d, size = walks(keys, bits, default_hash)
        n = [walks(keys, bits, nano_hash(s))[0] for s in nano_seeds]
        print(f"| {name} | {size:,} | {d / ENTRIES:.3f} | {min(n) / ENTRIES:.3f}-{max(n) / ENTRIES:.3f} |")


if __name__ == "__main__":
    main()
