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
# Generated kernels (test/fuzz/gen): interpreter outputs and code objects for
# num_stages 1-4 at two warp counts; the GPU machine regenerates the inputs
# from the seeds (bench/fuzz_replay.py). Kernels tilec fails to compile are
# reported here and recorded as such, and do not stop the preparation.
# 2,000 records are about 87 MB as files (the artifacts travel in one 64 MiB
# transfer): they are packed into fuzz.tar.xz (about 13 MB), which
# fuzz_replay.py reads as it is. Recording takes about 50 CPU-minutes.
FUZZ_COUNT=${FUZZ_COUNT:-2000}
if [ "$FUZZ_COUNT" -gt 0 ]; then
  TILEC_BIN=$PWD/build/bin/tilec /usr/bin/python3 test/fuzz/gen/run.py record --count "$FUZZ_COUNT" \
    --seed "${FUZZ_SEED:-0}" --out bench/artifacts/fuzz --target "$TARGET" --jobs "$(nproc)" \
    >bench/artifacts/fuzz-record.log 2>&1 || true
  tail -n 1 bench/artifacts/fuzz-record.log
  tar -C bench/artifacts -cJf bench/artifacts/fuzz.tar.xz fuzz && rm -rf bench/artifacts/fuzz
fi
du -sh bench/artifacts bench/artifacts/*
