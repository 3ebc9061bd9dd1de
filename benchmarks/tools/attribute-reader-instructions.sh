#!/usr/bin/env bash
# What the metadata-table attribute reader (src/Nano.Core/Model/Building/MetadataAttributes.cs, MetadataTables.cs) buys
# at cold start, in instructions (load-independent): publishes Nano.ColdStart ReadyToRun twice from a commit's tree, as
# it is and with AttributeReader sending every type and member to the CustomAttributeData path (the reflection reader
# that remains as the fallback), then runs coldstart-instructions.sh on both. The reader stays only while the "model"
# row shows it pays (docs/design-cold-start.md, "Model building").
# Usage: benchmarks/tools/attribute-reader-instructions.sh [REV] [VARIANT ...]   (default HEAD, interpreted emit)
# Needs valgrind and the Crossgen2 pack (as coldstart.sh); about 15 minutes on a loaded 2-core machine.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rev="${1:-HEAD}"; shift || true
variants=("$@"); [[ ${#variants[@]} -gt 0 ]] || variants=(interpreted emit)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for v in tables reflection; do
  mkdir -p "$work/$v"
  git -C "$root" archive "$rev" | tar -x -C "$work/$v"
done
reader="$work/reflection/src/Nano.Core/Model/Building/AttributeReader.cs"
sed -i -e 's/if (!MetadataAttributes.TryReadContract(type, registration))/if (true)/' \
       -e 's/if (!MetadataAttributes.TryReadMember(member, found))/if (true)/' "$reader"
[[ $(grep -c 'if (true)' "$reader") == 2 ]] || { echo "AttributeReader.cs no longer has the two calls this script replaces" >&2; exit 1; }
for v in tables reflection; do
  dotnet publish "$work/$v/benchmarks/Nano.ColdStart/Nano.ColdStart.csproj" -c Release -r linux-x64 --self-contained false \
    -p:PublishReadyToRun=true -o "$work/$v-r2r" --nologo -v q > "$work/$v.log" 2>&1 || { cat "$work/$v.log"; exit 1; }
done
for v in tables reflection; do
  echo "##### $v"
  bash "$root/benchmarks/tools/coldstart-instructions.sh" "$work/$v-r2r" "${variants[@]}"
done
