#!/usr/bin/env bash
# The W1 server rig: installs h2load (Debian nghttp2-client) if it is missing, builds benchmarks/Nano.ServerRig in
# Release and runs it. Arguments go to the rig, e.g. --requests 10000 --concurrency 1,4,16 --out benchmarks/results/server-rig.md
# Without h2load (no apt-get, no root) the rig falls back to its in-process HttpClient generator and says so.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v h2load >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && SUDO="sudo -n"
  ($SUDO apt-get update -qq && $SUDO apt-get install -y -qq nghttp2-client >/dev/null) \
    || echo "server-rig: could not install nghttp2-client; using the HttpClient generator" >&2
fi
dotnet build benchmarks/Nano.ServerRig -c Release -v quiet -nologo
exec dotnet benchmarks/Nano.ServerRig/bin/Release/net10.0/Nano.ServerRig.dll run "$@"
