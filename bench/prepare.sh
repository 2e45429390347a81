#!/usr/bin/env bash
# On the development machine: builds tilec, records every end-to-end case
# (inputs, interpreter outputs, a code object for the GPU target) and compiles
# the benchmark configurations, into bench/artifacts/ for bench/h200.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=${TARGET:-sm_90a}
./scripts/build.sh >/dev/null
rm -rf bench/artifacts && mkdir -p bench/artifacts
TILEC_RECORD_DIR=$PWD/bench/artifacts/cases TILEC_RECORD_TARGET=$TARGET TILEC_BIN=$PWD/build/bin/tilec \
  /usr/bin/python3 -m pytest -q -p no:cacheprovider test/e2e
/usr/bin/python3 bench/prepare_bench.py build/bin/tilec bench/artifacts/bench --target "$TARGET"
du -sh bench/artifacts
