#!/usr/bin/env bash
# Packaging test: packs Nano.Core and Nano.Emit under a unique version, checks their metadata and contents, then
# builds two fresh console apps outside the repository from a local folder feed, as a user would:
#   JIT app: `dotnet add package Nano.Emit` (must run on the emit backend);
#   AOT-style app: `dotnet add package Nano.Core` only (must run on the interpreted backend);
# each with README.md's quick start pasted in as Program.cs, and checks what they print against the reference below. The apps restore into an
# empty NUGET_PACKAGES folder, so nothing from the project build's NuGet cache can stand in for the packages; their
# other dependencies still come from the machine's configured sources.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

fail() { echo "pack-test: FAIL: $*" >&2; exit 1; }
command -v unzip >/dev/null || fail "unzip is required"

work="$(mktemp -d "${TMPDIR:-/tmp}/nano-pack-test.XXXXXX")"
trap 'rm -rf "$work"' EXIT
case "$work/" in "$repo"/*) fail "the temporary folder $work is inside the repository" ;; esac
version="0.0.0-packtest.$(date -u +%Y%m%d%H%M%S).$$"
feed="$work/feed"

echo "pack-test: packing $version into $feed"
for project in Nano.Core Nano.Emit; do
    dotnet pack "$repo/src/$project" -c Release -o "$feed" -p:PackageVersion="$version" --nologo -v quiet
done

# --- the packages: metadata and contents
for id in Nano.Core Nano.Emit; do
    nupkg="$feed/$id.$version.nupkg"
    [ -f "$nupkg" ] || fail "$nupkg was not created"
    [ -f "$feed/$id.$version.snupkg" ] || fail "no symbol package for $id"
    # (listings are captured before grep reads them: with pipefail, grep -q closing a pipe early would fail it)
    symbols="$(unzip -Z1 "$feed/$id.$version.snupkg")"
    grep -qx "lib/net10.0/$id.pdb" <<<"$symbols" || fail "$id.snupkg holds no $id.pdb"
    files="$(unzip -Z1 "$nupkg")"
    for expected in README.md "lib/net10.0/$id.dll" "lib/net10.0/$id.xml"; do
        grep -qx "$expected" <<<"$files" || fail "$id package lacks $expected"
    done
    nuspec="$(unzip -p "$nupkg" "$id.nuspec")"
    for expected in "<id>$id</id>" "<version>$version</version>" '<license type="expression">' '<readme>README.md</readme>' '<repository type="git" url="http' '<tags>protobuf '; do
        grep -qF "$expected" <<<"$nuspec" || fail "$id.nuspec lacks $expected"
    done
    grep -qF '<description>Package Description</description>' <<<"$nuspec" && fail "$id has the default description"
    unzip -p "$nupkg" README.md > "$work/$id.README.md"
    cmp -s "$work/$id.README.md" "$repo/README.md" || fail "$id's README.md differs from the repository's"
done
emit_nuspec="$(unzip -p "$feed/Nano.Emit.$version.nupkg" Nano.Emit.nuspec)"
grep -qF "<dependency id=\"Nano.Core\" version=\"[$version]\"" <<<"$emit_nuspec" || fail "Nano.Emit does not depend on exactly Nano.Core $version"

# --- the README quick start: the first ```csharp block under "## Quick start"; the expected output is the next
# fenced block when it is a ```text block (before the next heading).
quickstart="$work/QuickStart.cs"
expected="$work/expected.txt"
awk '
    /^## / { inside = ($0 == "## Quick start"); next }
    !inside || done { next }
    state == 0 && /^```csharp$/ { state = 1; next }
    state == 1 && /^```$/ { state = 2; next }
    state == 1 { print > code; next }
    state == 2 && /^```text$/ { state = 3; next }
    state == 2 && /^```/ { done = 1; next }
    state == 3 && /^```$/ { done = 1; next }
    state == 3 { print > out }
' code="$quickstart" out="$expected" "$repo/README.md"
[ -s "$quickstart" ] || fail "no \`\`\`csharp block under '## Quick start' in README.md"

# What the quick start must print: the README's ```text block if it has one, else what samples/Nano.QuickStart (kept
# equal to the README block by tests/Nano.Tests/Docs/ReadmeTests.cs) prints when built from source in the repository.
if [ ! -s "$expected" ]; then
    dotnet run -c Release --project "$repo/samples/Nano.QuickStart" > "$expected" || fail "samples/Nano.QuickStart did not run"
fi
[ -s "$expected" ] || fail "no reference output for the quick start"

export NUGET_PACKAGES="$work/nuget-packages"   # empty: the project build's cache is not used
run_app() { # name, package id, expected backend
    local app="$work/$1"
    dotnet new console -o "$app" -n "$1" --no-restore >/dev/null
    cat > "$app/nuget.config" <<XML
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="nano-pack-test" value="$feed" />
  </packageSources>
</configuration>
XML
    cp "$quickstart" "$app/Program.cs"
    # Reports the backend after the quick start has run (a broken Nano.Emit would silently fall back to interpreted).
    cat > "$app/PackTestProbe.cs" <<'CS'
#pragma warning disable CA2255
static class PackTestProbe
{
    [System.Runtime.CompilerServices.ModuleInitializer]
    internal static void Register() =>
        System.AppDomain.CurrentDomain.ProcessExit += (_, _) => System.Console.WriteLine($"pack-test backend: {Nano.RuntimeTypeModel.Default.ResolvedBackendName}");
}
CS
    (cd "$app" && dotnet add package "$2" --version "$version" >/dev/null) || fail "$1: dotnet add package $2 $version failed"
    [ -d "$NUGET_PACKAGES/$(tr 'A-Z' 'a-z' <<<"$2")/$version" ] || fail "$1: $2 $version was not restored from the feed"
    local output
    output="$(cd "$app" && dotnet run -c Release 2>&1)" || { echo "$output" >&2; fail "$1: the quick start did not build or run"; }
    local backend printed
    backend="$(tail -n 1 <<<"$output")"
    printed="$(sed '$d' <<<"$output")"
    [ "$backend" = "pack-test backend: $3" ] || { echo "$output" >&2; fail "$1: expected the $3 backend, got '$backend'"; }
    # The emit app must print exactly the reference; the interpreted one the same apart from lines naming the backend.
    local filter=cat
    [ "$3" = emit ] || filter="grep -vi backend"
    diff <($filter < "$expected") <(printf '%s\n' "$printed" | $filter) >&2 || fail "$1: the quick start's output differs from the reference"
    echo "pack-test: $1 ($2 $version) ran the quick start on the $3 backend"
}
run_app JitApp Nano.Emit emit
run_app AotStyleApp Nano.Core interpreted
echo "pack-test: OK"
