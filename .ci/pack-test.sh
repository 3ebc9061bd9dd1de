#!/usr/bin/env bash
# Packaging test: installs Nano the way README.md's Install section says, as a new user would, and checks the
# result. Under a fresh HOME (so an empty NuGet package cache and a default NuGet.Config), it runs that section's
# ```bash block: step 1 (pack PACKAGES into ~/nano-packages) in the repository, step 2 (add the folder as a source)
# once, and step 3 (`dotnet add package ...`) in each of these fresh apps outside the repository:
#   JitApp:      `dotnet new console` + Nano.Emit, README's quick start as Program.cs (must run on the emit backend);
#   Net8App:     the same on net8.0, run self-contained on the .NET 8 runtime pack (emit backend);
#   Net472App:   the same on net472 (an SDK-style project, as README's install table says), run under Mono (emit);
#   AotStyleApp: `dotnet new console` + Nano.Core only (must run on the interpreted backend);
#   WebApp:      `dotnet new web` + Nano.AspNetCore, README's minimal API as Program.cs, started on 127.0.0.1 and sent
#                one good and one bad request (must run on the emit backend); Net8WebApp: the same on net8.0;
#   SwapApp:     an app written for protobuf-net (.ci/ProtobufNetApp.cs), run on protobuf-net 3.4.40, then with that
#                package reference swapped for Nano.ProtobufNet and no source change: the same output on the emit
#                backend; with both references the build must stop on Nano.ProtobufNet's NANOPBN001, not CS0433.
# It also checks each package's metadata, symbols and docs, and that Nano.Core and Nano.Emit carry ReadyToRun code
# (.ci/ReadyToRunCheck.cs).
set -euo pipefail

# Every shipped package (src/<id>). Add one here and to README's pack line; a new app below if it needs its own.
PACKAGES=(Nano.Core Nano.Emit Nano.AspNetCore Nano.Grpc Nano.ProtobufNet)

repo="$(cd "$(dirname "$0")/.." && pwd)"
export DOTNET_CLI_TELEMETRY_OPTOUT=1 DOTNET_NOLOGO=1 DOTNET_SKIP_FIRST_TIME_EXPERIENCE=1

fail() { echo "pack-test: FAIL: $*" >&2; exit 1; }
command -v unzip >/dev/null || fail "unzip is required"
command -v curl >/dev/null || fail "curl is required"

work="$(mktemp -d "${TMPDIR:-/tmp}/nano-pack-test.XXXXXX")"
server_pid=""
cleanup() { [ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
case "$work/" in "$repo"/*) fail "the temporary folder $work is inside the repository" ;; esac

# A fresh HOME: ~ in the README's commands, an empty package cache (~/.nuget/packages) and NuGet.Config.
export HOME="$work/home"
mkdir -p "$HOME"
unset NUGET_PACKAGES
feed="$HOME/nano-packages"
version="$(sed -n 's:.*<VersionPrefix>\(.*\)</VersionPrefix>.*:\1:p' "$repo/src/Directory.Build.props")"
[ -n "$version" ] || fail "no VersionPrefix in src/Directory.Build.props"

# --- README's Install commands: the ```bash block under "## Install", split at its "# 1.", "# 2.", "# 3." comments.
install="$(awk '/^## / { inside = ($0 == "## Install"); next } inside && /^```bash$/ { on = 1; next } on && /^```$/ { exit } on' "$repo/README.md")"
step() { awk -v n="# $1." 'index($0, n) == 1 { on = 1; next } /^# [0-9]+\./ { on = 0 } on' <<<"$install"; }
pack_step="$(step 1)"; source_step="$(step 2)"; add_step="$(step 3)"
[ -n "$pack_step" ] && [ -n "$source_step" ] && [ -n "$add_step" ] || fail "README's Install block lacks step 1, 2 or 3"
grep -qF "for p in ${PACKAGES[*]}; do" <<<"$pack_step" || fail "README's pack line does not pack exactly: ${PACKAGES[*]}"
grep -qx 'dotnet add package Nano.Emit' <<<"$add_step" || fail "README's step 3 is not 'dotnet add package Nano.Emit'"

echo "pack-test: README step 1 in the repository (packs $version into $feed)"
(cd "$repo" && bash -euo pipefail -c "$pack_step") >"$work/pack.log" 2>&1 || { cat "$work/pack.log"; fail "README step 1 (pack) failed"; }
echo "pack-test: README step 2"
(cd "$work" && bash -euo pipefail -c "$source_step") >/dev/null || fail "README step 2 (add source) failed"

# --- the packages: metadata and contents
# The target frameworks each package ships (README's install table lists the same).
frameworks() {
    case "$1" in
        Nano.Core | Nano.Emit | Nano.ProtobufNet | Nano.Grpc) echo net10.0 net8.0 netstandard2.0 ;;
        Nano.AspNetCore) echo net10.0 net8.0 ;;
        *) fail "no frameworks listed for $1" ;;
    esac
}
for id in "${PACKAGES[@]}"; do
    nupkg="$feed/$id.$version.nupkg"
    [ -f "$nupkg" ] || fail "$nupkg was not created"
    [ -f "$feed/$id.$version.snupkg" ] || fail "no symbol package for $id"
    # (listings are captured before grep reads them: with pipefail, grep -q closing a pipe early would fail it)
    symbols="$(unzip -Z1 "$feed/$id.$version.snupkg")"
    files="$(unzip -Z1 "$nupkg")"
    for tfm in $(frameworks "$id"); do
        grep -qx "lib/$tfm/$id.pdb" <<<"$symbols" || fail "$id.snupkg holds no lib/$tfm/$id.pdb"
        for expected in "lib/$tfm/$id.dll" "lib/$tfm/$id.xml"; do
            grep -qx "$expected" <<<"$files" || fail "$id package lacks $expected"
        done
    done
    grep -qx README.md <<<"$files" || fail "$id package lacks README.md"
    nuspec="$(unzip -p "$nupkg" "$id.nuspec")"
    for expected in "<id>$id</id>" "<version>$version</version>" '<license type="expression">' '<readme>README.md</readme>' '<tags>protobuf '; do
        grep -qF "$expected" <<<"$nuspec" || fail "$id.nuspec lacks $expected"
    done
    # No public remote exists: the package names no repository or project address rather than a made-up one.
    grep -qE '<projectUrl>|<repository [^>]*url=' <<<"$nuspec" && fail "$id.nuspec names a repository or project URL (none exists)"
    grep -qF '<description>Package Description</description>' <<<"$nuspec" && fail "$id has the default description"
    unzip -p "$nupkg" README.md > "$work/$id.README.md"
    cmp -s "$work/$id.README.md" "$repo/README.md" || fail "$id's README.md differs from the repository's"
done
# Nano.Core and Nano.Emit carry ReadyToRun code in lib/net10.0 (IL + linux-x64 native code, PDB unchanged); other TFMs IL only.
for id in Nano.Core Nano.Emit; do
    dotnet run "$repo/.ci/ReadyToRunCheck.cs" -- "$feed/$id.$version.nupkg" "$feed/$id.$version.snupkg" "$id" || fail "$id is not packed with ReadyToRun code"
done
depends() { # package, dependency, version range as the nuspec spells it
    unzip -p "$feed/$1.$version.nupkg" "$1.nuspec" | grep -qF "<dependency id=\"$2\" version=\"$3\"" || fail "$1 does not depend on $2 $3"
}
# Nano.Emit and Nano.Grpc use Nano.Core's internals: they must depend on exactly their own version of it.
depends Nano.Emit Nano.Core "[$version]"
depends Nano.Grpc Nano.Core "[$version]"
depends Nano.AspNetCore Nano.Core "$version"
depends Nano.AspNetCore Nano.Emit "$version"   # web apps run emit under the JIT
depends Nano.Grpc Nano.Emit "[$version]"       # gRPC services and clients too (exactly: Nano.Grpc pins its Nano references)
depends Nano.ProtobufNet Nano.Core "[$version]" # uses Nano.Core's internals (MetaType's protobuf-net field defaults)
depends Nano.ProtobufNet Nano.Emit "[$version]" # protobuf-net apps run under a JIT
# The build check that refuses protobuf-net beside Nano.ProtobufNet, for direct and transitive references alike.
pbnet_files="$(unzip -Z1 "$feed/Nano.ProtobufNet.$version.nupkg")"
for expected in build/Nano.ProtobufNet.targets buildTransitive/Nano.ProtobufNet.targets; do
    grep -qx "$expected" <<<"$pbnet_files" || fail "Nano.ProtobufNet package lacks $expected"
done

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

cache="$HOME/.nuget/packages"
# Reports the backend when the app exits (a broken Nano.Emit would silently fall back to interpreted).
probe() {
    cat > "$1/PackTestProbe.cs" <<'CS'
#pragma warning disable CA2255
static class PackTestProbe
{
    [System.Runtime.CompilerServices.ModuleInitializer]
    internal static void Register() =>
        System.AppDomain.CurrentDomain.ProcessExit += (_, _) => System.Console.WriteLine($"pack-test backend: {Nano.RuntimeTypeModel.Default.ResolvedBackendName}");
}
CS
}
# README step 3 in a fresh app, for package $2 (the README names Nano.Emit; the others take its place).
add_package() { # app folder, package id
    (cd "$1" && bash -euo pipefail -c "${add_step//Nano.Emit/$2}") >"$1.add.log" 2>&1 || { cat "$1.add.log"; fail "$(basename "$1"): README step 3 for $2 failed"; }
    [ -d "$cache/$(tr 'A-Z' 'a-z' <<<"$2")/$version" ] || fail "$(basename "$1"): $2 $version was not restored from $feed"
}

# The SDK's templates offer only its own framework: an app for another one is retargeted after `dotnet new`.
retarget() { # project file, framework
    sed -i "s#<TargetFramework>[^<]*</TargetFramework>#<TargetFramework>$2</TargetFramework>#" "$1"
    grep -q "<TargetFramework>$2</TargetFramework>" "$1" || fail "$1 was not retargeted to $2"
}

run_app() { # name, package id, expected backend[, net8.0: run self-contained on the .NET 8 runtime pack]
    local app="$work/$1" framework="${4:-}"
    local run=(dotnet run -c Release)
    dotnet new console -o "$app" -n "$1" --no-restore >/dev/null
    if [ -n "$framework" ]; then
        retarget "$app/$1.csproj" "$framework"
        run+=(-r linux-x64 --self-contained)
    fi
    cp "$quickstart" "$app/Program.cs"
    probe "$app"
    add_package "$app" "$2"
    local output
    output="$(cd "$app" && "${run[@]}" 2>&1)" || { echo "$output" >&2; fail "$1: the quick start did not build or run"; }
    local backend printed
    backend="$(tail -n 1 <<<"$output")"
    printed="$(sed '$d' <<<"$output")"
    [ "$backend" = "pack-test backend: $3" ] || { echo "$output" >&2; fail "$1: expected the $3 backend, got '$backend'"; }
    # The emit app must print exactly the reference; the interpreted one the same apart from lines naming the backend.
    local filter=cat
    [ "$3" = emit ] || filter="grep -vi backend"
    diff <($filter < "$expected") <(printf '%s\n' "$printed" | $filter) >&2 || fail "$1: the quick start's output differs from the reference"
    echo "pack-test: $1 ($2 $version${framework:+, $framework}) ran the quick start on the $3 backend"
}

# The quick start in a .NET Framework 4.7.2 app (an SDK-style project: `dotnet new` has no .NET Framework template),
# built with the .NET SDK and run under Mono. Its own last line says which backend ran (no module initializers there).
run_framework_app() {
    local app="$work/Net472App"
    mkdir -p "$app"
    cat > "$app/Net472App.csproj" <<'XML'
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net472</TargetFramework>
    <LangVersion>latest</LangVersion>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
  </PropertyGroup>
</Project>
XML
    cp "$quickstart" "$app/Program.cs"
    add_package "$app" Nano.Emit
    (cd "$app" && dotnet build -c Release -nologo -v:q >"$work/Net472App.build.log" 2>&1) || { cat "$work/Net472App.build.log"; fail "Net472App did not build"; }
    local output
    output="$(mono "$app/bin/Release/net472/Net472App.exe" 2>&1)" || { echo "$output" >&2; fail "Net472App: the quick start did not run under Mono"; }
    diff "$expected" <(printf '%s\n' "$output") >&2 || fail "Net472App: the quick start's output differs from the reference (emit backend expected)"
    echo "pack-test: Net472App (Nano.Emit $version, net472 under $(mono --version | head -n 1 | cut -d' ' -f1-5)) ran the quick start on the emit backend"
}

# The README's minimal API (first ```csharp block of "## Async, pipes and ASP.NET Core") in `dotnet new web`, started
# on 127.0.0.1 (a port the OS picks), sent Order { Id = 42, Items = ["tea"] } and a truncated body, then stopped.
run_web_app() { # name[, net8.0: run self-contained on the ASP.NET Core 8 runtime pack]
    local name="$1" framework="${2:-}"
    local app="$work/$name" log="$work/$name.log"
    local new=(dotnet new web -o "$app" -n "$name" --no-restore) build=(dotnet build -c Release -nologo -v:q)
    local host=(dotnet "$app/bin/Release/net10.0/$name.dll")
    "${new[@]}" >/dev/null
    if [ -n "$framework" ]; then
        retarget "$app/$name.csproj" "$framework"
        build+=(-r linux-x64 --self-contained)
        host=("$app/bin/Release/$framework/linux-x64/$name")
    fi
    awk '/^## / { inside = ($0 == "## Async, pipes and ASP.NET Core"); next } inside && /^```csharp$/ { on = 1; next } on && /^```$/ { exit } on' \
        "$repo/README.md" > "$app/Program.cs"
    grep -q 'AddNanoProtobuf' "$app/Program.cs" || fail "no minimal API block in README's ASP.NET Core section"
    probe "$app"
    add_package "$app" Nano.AspNetCore
    (cd "$app" && "${build[@]}" >"$work/$name.build.log" 2>&1) || { cat "$work/$name.build.log"; fail "$name did not build"; }
    "${host[@]}" --urls http://127.0.0.1:0 --contentRoot "$app" >"$log" 2>&1 &
    server_pid=$!
    local url=""
    for _ in $(seq 1 300); do
        url="$(sed -n 's/.*Now listening on: \(http:[^ ]*\).*/\1/p' "$log" | head -n 1)"
        [ -n "$url" ] && break
        kill -0 "$server_pid" 2>/dev/null || { cat "$log"; fail "$name exited before listening"; }
        sleep 0.2
    done
    [ -n "$url" ] || { cat "$log"; fail "$name did not start listening"; }
    printf '\x08\x2a\x12\x03tea' > "$work/good.bin"
    printf '\x08\x2a\x10\x01' > "$work/receipt.bin"   # Receipt { OrderId = 42, Items = 1 }
    printf '\x08\x80' > "$work/bad.bin"                 # a truncated varint
    local status
    status="$(curl -s -o "$work/good.out" -w '%{http_code}' -H 'Content-Type: application/x-protobuf' --data-binary @"$work/good.bin" "$url/orders")"
    [ "$status" = 200 ] || { cat "$log"; fail "$name: a good order got $status"; }
    cmp -s "$work/good.out" "$work/receipt.bin" || fail "$name: the receipt is $(od -An -tx1 "$work/good.out"), not 08 2a 10 01"
    status="$(curl -s -o "$work/bad.out" -w '%{http_code}' -H 'Content-Type: application/x-protobuf' --data-binary @"$work/bad.bin" "$url/orders")"
    [ "$status" = 400 ] || fail "$name: a truncated order got $status, not 400"
    grep -q '"title":"Malformed protobuf body"' "$work/bad.out" || fail "$name: the 400 is not Nano's problem details: $(cat "$work/bad.out")"
    kill -TERM "$server_pid"
    wait "$server_pid" || true
    server_pid=""
    grep -qx 'pack-test backend: emit' "$log" || { cat "$log"; fail "$name did not run on the emit backend"; }
    grep -q 'Rejected a request body of type Order with status 400' "$log" || { cat "$log"; fail "$name did not log the rejected body"; }
    echo "pack-test: $name (Nano.AspNetCore $version${framework:+, $framework}) served a good and a bad order on the emit backend"
}

# An app written for protobuf-net: its output on protobuf-net 3.4.40 is the reference; then the package reference is
# swapped for Nano.ProtobufNet (README step 3 with that name) and the unchanged source must print the same, on emit.
run_swap_app() {
    local app="$work/SwapApp"
    mkdir -p "$app"
    cat > "$app/SwapApp.csproj" <<'XML'
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
  </PropertyGroup>
</Project>
XML
    cp "$repo/.ci/ProtobufNetApp.cs" "$app/Program.cs"
    (cd "$app" && dotnet add package protobuf-net --version 3.4.40 >"$work/SwapApp.pbnet.log" 2>&1) || { cat "$work/SwapApp.pbnet.log"; fail "SwapApp: protobuf-net 3.4.40 did not restore"; }
    local reference swapped
    reference="$(cd "$app" && dotnet run -c Release 2>&1)" || { echo "$reference" >&2; fail "SwapApp did not run on protobuf-net"; }
    # Both packages at once: Nano.ProtobufNet's build check must stop the build with its own message.
    add_package "$app" Nano.ProtobufNet
    local both
    if both="$(cd "$app" && dotnet build -c Release -nologo 2>&1)"; then
        fail "SwapApp built with both protobuf-net and Nano.ProtobufNet referenced"
    fi
    grep -q 'NANOPBN001' <<<"$both" || { echo "$both" >&2; fail "SwapApp: the conflict was not reported as NANOPBN001"; }
    grep -q 'error CS0433' <<<"$both" && fail "SwapApp: the conflict reached the compiler (CS0433)"
    (cd "$app" && dotnet remove package protobuf-net >/dev/null) || fail "SwapApp: could not remove protobuf-net"
    probe "$app"
    swapped="$(cd "$app" && dotnet run -c Release 2>&1)" || { echo "$swapped" >&2; fail "SwapApp did not build or run on Nano.ProtobufNet"; }
    [ "$(tail -n 1 <<<"$swapped")" = "pack-test backend: emit" ] || { echo "$swapped" >&2; fail "SwapApp: Nano.ProtobufNet did not run on the emit backend"; }
    diff <(printf '%s\n' "$reference") <(sed '$d' <<<"$swapped") >&2 || fail "SwapApp: Nano.ProtobufNet's output differs from protobuf-net's"
    echo "pack-test: SwapApp (protobuf-net 3.4.40, then Nano.ProtobufNet $version, no source change) printed the same bytes"
}

command -v mono >/dev/null || fail "mono is required (.ci/run installs mono-complete)"
run_app JitApp Nano.Emit emit
run_app Net8App Nano.Emit emit net8.0
run_framework_app
run_app AotStyleApp Nano.Core interpreted
run_web_app WebApp
run_web_app Net8WebApp net8.0
run_swap_app
echo "pack-test: OK"
