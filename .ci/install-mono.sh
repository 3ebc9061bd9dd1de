#!/usr/bin/env bash
# Installs Debian's mono-complete when Mono is missing: the stand-in for .NET Framework on Linux, which runs the
# net472 test legs under `dotnet test` and the net472 app of .ci/pack-test.sh (README, "Tested on").
set -euo pipefail
if command -v mono >/dev/null 2>&1; then
    exit 0
fi
echo "install-mono: installing mono-complete"
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq mono-complete >/dev/null
mono --version | head -n 1
