#!/usr/bin/env bash
# The one GPU benchmark call: on the GPU machine (CUDA, cmake, ninja, Python
# with PyTorch and Triton; no LLVM), builds tilec's runtime, replays every
# recorded end-to-end case on the GPU through it, then times tilec against
# Triton on the same kernel sources. Inputs: bench/artifacts/ made on the
# development machine by bench/prepare.sh. Results go to $OUT (or bench/out).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-bench/out}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/gpu.txt"
cmake -S . -B build-rt -G Ninja -DTILEC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null \
  && cmake --build build-rt --target tilec_rt >/dev/null || { echo "runtime build failed"; exit 1; }
LIB=$PWD/build-rt/lib/libtilec_rt.so
cd bench
export PYTHONUNBUFFERED=1
python3 gpu_replay.py artifacts/cases "$LIB" --json "$OUT/replay.json" 2>&1 | tee "$OUT/replay.txt"
for fuzz in artifacts/fuzz.tar.xz artifacts/fuzz; do
  if [ -e "$fuzz" ]; then
    python3 fuzz_replay.py "$fuzz" "$LIB" --json "$OUT/fuzz_replay.json" 2>&1 | tee "$OUT/fuzz_replay.txt"
    break
  fi
done
python3 gpu_bench.py artifacts/bench "$LIB" --json "$OUT/bench.json" 2>&1 | tee "$OUT/bench.txt"
