#!/usr/bin/env bash
# The one GPU benchmark call, on the GPU machine (CUDA, cmake, ninja, Python
# with PyTorch and Triton; no LLVM). Inputs made on the development machine:
# bench/artifacts/ (bench/prepare.sh) and, for --package, the release tarball
# dist/tilec-*-linux-x86_64.tar.xz (scripts/package.sh). Results go to $OUT
# (or bench/out).
#
#   bench/h200.sh             builds tilec's runtime (libtilec_rt.so), replays
#                             every recorded end-to-end case and generated
#                             kernel on the GPU with the recorded code
#                             objects, then times them against Triton on the
#                             same kernel sources.
#   bench/h200.sh --package   unpacks the release and lets its JIT compile
#                             here, for the device's own target: the replay
#                             with code compiled on the device
#                             (gpu_replay.py --jit), the benchmarks compiled
#                             by the package's tilec (prepare_bench.py) and
#                             timed against Triton, python/tests/test_gpu.py
#                             on the package's Python API, cold compile times
#                             (compile_time.py) and host time per launch
#                             (launch_overhead.py) next to Triton's, the
#                             descriptor matmul (descriptor_matmul.py: TMA
#                             on sm_90a) next to Triton's; then a
#                             short table. H200_STEPS=replay,bench,desc,compile,
#                             launch,tests,sweep,dropin,kernels (the default)
#                             selects steps (kernels: a carried
#                             build/tilec-kernels-test.xz); the
#                             step fuzz (bench/fuzz_campaign.py: FUZZ_COUNT
#                             generated kernels from FUZZ_SEED, default 2000
#                             from 1000000, at 3 settings each) only when
#                             named. With build/realworld (a copy of
#                             ../shared/realworld carried along), the step
#                             sweep compiles the real-world corpus here at
#                             num_stages 1-4 x two warp counts and checks
#                             each variant (realworld_sweep.py); the step
#                             dropin launches the same cases from Python
#                             through tilec.jit (run.py dropin). The step ptxas
#                             (ptxas_negmax.py) only when named, as are
#                             bwdtune (attention_bwd_tune.py: the backward's
#                             kernels over tile configurations, tilec vs
#                             Triton; BWDTUNE_ARGS passes options, e.g.
#                             --head-dims 64) and bwd (attention_bwd.py: the whole
#                             backward through tilec.ops vs Triton and SDPA)
#                             and train (train_step.py: a transformer block's
#                             training step on tilec.ops vs SDPA and eager),
#                             and amdcompare (amd_compare.py: every
#                             real-world case compiled for the five AMD
#                             targets by the package's tilec and by Triton
#                             3.6's HIP backend, registers, scratch, LDS,
#                             occupancy and instruction counts side by
#                             side, both assembly listings (and Triton's
#                             TTGIR) in amd_asm.tar.xz; no AMD GPU needed),
#                             and tune
#                             (autotune_time.py: cold autotuning of the
#                             attention forward over 8 configs, tilec vs
#                             Triton), and droptiles
#                             (attention_dropout_tiles.py: tilec.ops with
#                             dropout, its NVIDIA tiles vs spill-free ones).
#                             The step fp8attn (only when named) times
#                             the fp8 attention forward (fp8_attention.py,
#                             FP8ATTN_ARGS passes options) next to Triton's.
#                             BENCH_ONLY=D:N:causal,... limits the step
#                             bench to those attention rows (no softmax).
#                             The step profile (only when named) runs
#                             Nsight Compute over attention forward
#                             configurations (PROFILE_CONFIGS), tilec's
#                             code object and Triton's, and writes both
#                             SASS listings (profile_attention.py).
#                             The step tritonir (only when named) writes
#                             Triton's TTGIR/PTX and registers for the
#                             attention forward and backward (triton_artifacts.py).
#                             The step int8 (only when named) times
#                             torchao's scaled int8 matmul from the
#                             real-world corpus, tilec.jit vs Triton
#                             (bench/int8_matmul.py).
#                             The step cpp (only when named) builds
#                             bench/jit_overhead and examples/jit_project
#                             against the package with cmake (tilec::jit,
#                             no LLVM) and runs them: C++ cold compiles,
#                             cache hits and host time per launch.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-bench/out}
mkdir -p "$OUT"
OUT=$(realpath "$OUT")
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv | tee "$OUT/gpu.txt"
export PYTHONUNBUFFERED=1

if [ "${1:-}" != "--package" ]; then
  cmake -S . -B build-rt -G Ninja -DTILEC_ENABLE_COMPILER=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null \
    && cmake --build build-rt --target tilec_rt >/dev/null || { echo "runtime build failed"; exit 1; }
  LIB=$PWD/build-rt/lib/libtilec_rt.so
  cd bench
  python3 gpu_replay.py artifacts/cases "$LIB" --json "$OUT/replay.json" 2>&1 | tee "$OUT/replay.txt"
  for fuzz in artifacts/fuzz.tar.xz artifacts/fuzz; do
    if [ -e "$fuzz" ]; then
      python3 fuzz_replay.py "$fuzz" "$LIB" --json "$OUT/fuzz_replay.json" 2>&1 | tee "$OUT/fuzz_replay.txt"
      break
    fi
  done
  python3 gpu_bench.py artifacts/bench "$LIB" --json "$OUT/bench.json" 2>&1 | tee "$OUT/bench.txt"
  exit 0
fi

# --package: everything below goes to $OUT/log.txt too.
package_mode() {
tarball=$(ls dist/tilec-*-linux-x86_64.tar.xz 2>/dev/null | head -n 1)
[ -n "$tarball" ] || { echo "no dist/tilec-*-linux-x86_64.tar.xz (run scripts/package.sh)"; exit 1; }
work=$(mktemp -d /tmp/tilec-h200.XXXXXX)
start=$SECONDS
tar -C "$work" -xJf "$tarball" || { echo "cannot unpack $tarball"; exit 1; }
PKG=$(echo "$work"/tilec-*)
echo "== package: $tarball -> $PKG ($((SECONDS - start)) s to unpack)"
"$PKG/bin/tilec" --version
ldd "$PKG/lib/libtilec.so" | sed 's/^/  /'
export TILEC_CACHE_DIR=$work/cache # cold: every compile below happens here
export PYTHONPATH=$PKG/python
TARGET=$(python3 -c 'import tilec; d = tilec.library().device(0); print(d.target)')
echo "== device target chosen by the JIT: $TARGET"
# H200_TARGET=sm_90 (say): the replay, benchmarks and sweep compile for that target instead, to
# check another target's code on this GPU. It must be one whose cubins this GPU loads (same major
# version: sm_90 on Hopper); sm_80 code fails to load there (CUDA_ERROR_NO_BINARY_FOR_GPU, run 88).
if [ -n "${H200_TARGET:-}" ]; then
  TARGET=$H200_TARGET
  export TILEC_REPLAY_TARGET=$TARGET
  echo "== target for the replay, benchmarks and sweep: $TARGET (H200_TARGET)"
fi
status=0
# H200_STEPS picks the steps (a device call is limited to 10 minutes).
steps=",${H200_STEPS:-replay,bench,desc,compile,launch,tests,sweep,dropin,kernels},"
step() { # id name command...: runs it, records its time and exit status
  local id=$1 name=$2 t=$SECONDS
  shift 2
  if [[ $steps != *",$id,"* ]]; then
    echo "== $name: skipped (H200_STEPS)"
    return
  fi
  echo "== $name"
  "$@"
  local rc=$?
  [ $rc -eq 0 ] || status=1
  echo "$name|$rc|$((SECONDS - t))" >>"$work/steps"
}

cd bench
# The recorded cases as a directory, or packed (artifacts/cases.tar.xz: their inputs and the
# interpreter's outputs are ~55 MB as files, ~18 MB packed; the JIT replay needs no code objects).
cases=artifacts/cases
if [ ! -d "$cases" ] && [ -f artifacts/cases.tar.xz ]; then
  tar -C "$work" -xJf artifacts/cases.tar.xz && cases=$work/cases
fi
if [ -d "$cases" ]; then
  step replay "replay, code compiled here by the JIT" \
    python3 gpu_replay.py "$cases" "$PKG/lib/libtilec.so" --jit --json "$OUT/replay.json"
else
  echo "== replay skipped: no bench/artifacts/cases (run bench/prepare.sh on the development machine)"
fi
step bench "benchmarks: compile with the package's tilec" \
  python3 prepare_bench.py "$PKG/bin/tilec" "$work/bench-art" --target "$TARGET" --jobs 16
step bench "benchmarks: tilec vs Triton" \
  python3 gpu_bench.py "$work/bench-art" "$PKG/lib/libtilec_rt.so" --json "$OUT/bench.json" \
  ${BENCH_ONLY:+--only "$BENCH_ONLY"}
# Only when named: Nsight Compute on attention forward configurations (PROFILE_CONFIGS:
# "bench-manifest-name:triton-warps ..."), tilec's code object and Triton's on the same source
# in one process (profile_attention.py), and both SASS listings.
profile() {
  local ncu cuobjdump spec name warps cubin
  ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -n 1)
  cuobjdump=$(command -v cuobjdump || echo /usr/local/cuda/bin/cuobjdump)
  [ -n "$ncu" ] || { echo "no ncu (Nsight Compute) on this machine"; return 1; }
  if [ ! -f "$work/bench-art/manifest.json" ]; then
    python3 prepare_bench.py "$PKG/bin/tilec" "$work/bench-art" --target "$TARGET" --jobs 16 \
      >"$OUT/profile_prepare.txt" 2>&1 || { tail -5 "$OUT/profile_prepare.txt"; return 1; }
  fi
  for spec in ${PROFILE_CONFIGS:-attn-d64-n1024-full-m128n64w8s3:8 attn-d64-n4096-full-m128n64w8s3:8}; do
    name=${spec%:*} warps=${spec##*:}
    TRITON_CACHE_DIR=$work/profile-tc-$name "$ncu" --set full -k regex:_attn_fwd -c 6 \
      python3 profile_attention.py "$work/bench-art" "$PKG/lib/libtilec_rt.so" "$name" "$warps" \
      >"$OUT/profile-$name.txt" 2>&1 || { tail -5 "$OUT/profile-$name.txt"; return 1; }
    "$cuobjdump" -sass "$work/bench-art/$name.bin" >"$OUT/sass-tilec-$name.txt" 2>&1
    cubin=$(find "$work/profile-tc-$name" -name '_attn_fwd.cubin' | head -n 1)
    [ -n "$cubin" ] && "$cuobjdump" -sass "$cubin" >"$OUT/sass-triton-$name.txt" 2>&1
    grep -E "^  _attn_fwd|Duration|Executed Ipc A|Registers Per|Achieved Occupancy|Executed Instructions  " \
      "$OUT/profile-$name.txt"
  done
}
step profile "Nsight Compute: attention forward, tilec vs Triton (same source)" profile
step desc "descriptor matmul (TMA on sm_90a): tilec vs Triton" \
  python3 descriptor_matmul.py --json "$OUT/desc.json"
step compile "compile time: tilec vs Triton" python3 compile_time.py --json "$OUT/compile.json"
# Only when named: the first launch of an autotuned attention (8 configs) under
# tilec.autotune (compiles on several threads) and triton.autotune.
step tune "cold autotuning: tilec vs Triton" python3 autotune_time.py --json "$OUT/tune.json"
step launch "launch overhead: tilec vs Triton" python3 launch_overhead.py --json "$OUT/launch.json"
cpp() { # the C++ JIT from the package alone, as a C++ user builds against it (find_package, tilec::jit)
  cmake -S jit_overhead -B "$work/cpp-jo" -G Ninja -DCMAKE_PREFIX_PATH="$PKG" >"$OUT/cpp_build.txt" 2>&1 &&
    cmake --build "$work/cpp-jo" >>"$OUT/cpp_build.txt" 2>&1 &&
    cmake -S ../examples/jit_project -B "$work/cpp-ex" -G Ninja -DCMAKE_PREFIX_PATH="$PKG" \
      >>"$OUT/cpp_build.txt" 2>&1 &&
    cmake --build "$work/cpp-ex" >>"$OUT/cpp_build.txt" 2>&1 ||
    { tail -20 "$OUT/cpp_build.txt"; return 1; }
  "$work/cpp-ex/jit_example" 2>&1 | tee "$OUT/cpp_jit_example.txt" | tail -5 &&
    "$work/cpp-jo/jit_overhead" ../kernels "${CPP_TARGETS:-interp,sm_90a,gfx942,gfx1100}" 2>&1 |
    tee "$OUT/jit_overhead.txt"
}
step cpp "C++ JIT from the package: cold compiles, cache hits, launch overhead (jit_overhead), jit_project" cpp
# Only when named: torchao's scaled int8 matmul (../shared/realworld) through tilec.jit and Triton.
if [ -d ../build/realworld ]; then
  step int8 "int8 matmul (torchao, real-world corpus): tilec vs Triton" \
    python3 int8_matmul.py --realworld ../build/realworld --sizes "${INT8_SIZES:-4096,8192}" \
    -o "$OUT/int8.json"
fi
sweep() { # the real-world corpus compiled here at num_stages 1-4 x two warp counts, then run
  python3 realworld_sweep.py prepare --realworld ../build/realworld --tilec "$PKG/bin/tilec" \
    --art "$work/sweep-art" --target "$TARGET" >"$OUT/sweep_prepare.txt" 2>&1 &&
    python3 realworld_sweep.py run --realworld ../build/realworld --art "$work/sweep-art" \
      --rt "$PKG/lib/libtilec_rt.so" 2>&1 | tee "$OUT/sweep.txt"
}
amdcompare() { # AMD code quality, both compilers here for every AMD target (compiled, never run)
  rm -rf "$OUT/asm"
  python3 amd_compare.py tilec --realworld ../build/realworld --tilec "$PKG/bin/tilec" \
    --asm-dir "$OUT/asm/tilec" -o "$OUT/amd_tilec.json" >"$OUT/amd_tilec.txt" 2>&1 &&
    python3 amd_compare.py triton --realworld ../build/realworld --asm-dir "$OUT/asm/triton" \
      -o "$OUT/amd_triton.json" >"$OUT/amd_triton.txt" 2>&1 &&
    tar -C "$OUT" -cJf "$OUT/amd_asm.tar.xz" asm && rm -rf "$OUT/asm" &&
    python3 amd_compare.py report "$OUT/amd_tilec.json" "$OUT/amd_triton.json" \
      >"$OUT/amd_compare.md" && tail -40 "$OUT/amd_compare.md"
}
if [ -d ../build/realworld ]; then
  # Only when named: the AMD comparison (amd_compare.py) of issue 18.
  step amdcompare "AMD code quality: tilec vs Triton 3.6 on the real-world corpus" amdcompare
  step sweep "real-world corpus at num_stages 1-4 x two warp counts, compiled here" sweep
  # The same cases launched from Python exactly as their libraries launch them, with
  # tilec.jit wrapped around each raw Triton function (the package's Python, compiling here).
  step dropin "real-world corpus through tilec.jit from Python, compiled here" \
    bash -c 'set -o pipefail; python3 ../build/realworld/run.py dropin 2>&1 | tee "$0/dropin.txt"' "$OUT"
else
  echo "== real-world sweep and drop-in skipped: no build/realworld (carry a copy of ../shared/realworld)"
fi
step fuzz "generated kernels: interpreter, compiled here, run on the GPU" \
  python3 fuzz_campaign.py --tilec "$PKG/bin/tilec" --lib "$PKG/lib/libtilec_rt.so" \
    --target "$TARGET"     --count "${FUZZ_COUNT:-2000}" --seed "${FUZZ_SEED:-1000000}" --time-limit "${FUZZ_TIME:-0}" \
    --json "$OUT/fuzz_campaign.json"
# Training kernels (only when named): the attention backward's dK/dV and dQ kernels over
# tile configurations, each against Triton compiling the same source; then the whole backward
# through tilec.ops (torch.autograd) against Triton and SDPA.
step bwdtune "attention backward kernels over configurations: tilec vs Triton" \
  python3 attention_bwd_tune.py --json "$OUT/bwd_tune.json" ${BWDTUNE_ARGS:-}
step bwd "attention backward through tilec.ops: tilec vs Triton vs SDPA" \
  bash -c 'set -o pipefail; python3 attention_bwd.py 2>&1 | tee "$0/bwd.txt"' "$OUT"
# Only when named: tilec.ops attention with dropout, NVIDIA tiles vs spill-free ones.
step droptiles "attention with dropout: tilec.ops tiles vs spill-free tiles" \
  bash -c 'set -o pipefail; python3 attention_dropout_tiles.py 2>&1 | tee "$0/droptiles.txt"' "$OUT"
# Only when named: fp8 attention forward (e4m3 Q/K/V, per-tensor scales), tilec vs Triton.
step fp8attn "fp8 attention forward: tilec vs Triton (same source)" \
  bash -c 'set -o pipefail; python3 fp8_attention.py ${FP8ATTN_ARGS:-} -o "$0/fp8attn.json" 2>&1 |
    tee "$0/fp8attn.txt"' "$OUT"
# Only when named: Triton's TTGIR/PTX, registers, spills and shared memory for the attention
# forward configurations (fp16 and fp8) and the backward kernels (tilec.ops' NVIDIA tiles), to set beside tilec's.
step tritonir "Triton's compiled attention kernels: TTGIR, PTX, registers" \
  python3 triton_artifacts.py "$OUT/triton_ir"
step train "one transformer block's training step: tilec.ops vs SDPA vs eager" \
  bash -c 'set -o pipefail; python3 train_step.py 2>&1 | tee "$0/train.txt"' "$OUT"
# Only when named: which PTX shape of max(acc, -x) the machine's ptxas -O3 assembles right
# (a known ptxas VIMNMX3 defect; fuzz seed 1002126). Prints one line per shape.
step ptxas "ptxas probe: integer max of negated values (fuzz seed 1002126)" \
  python3 ptxas_negmax.py --tilec "$PKG/bin/tilec" --lib "$PKG/lib/libtilec_rt.so" --out "$OUT/ptxas_negmax"
cd ..
step tests "python/tests/test_gpu.py and test_ops_torch.py (CUDA) on the package" \
  env TILEC_TEST_PACKAGE="$PKG" python3 -m pytest -q -p no:cacheprovider python/tests/test_gpu.py \
    python/tests/test_ops_torch.py

# libtilec_kernels is not in the package: its test (every precompiled kernel, dropout included,
# against float64 host references) runs when carried, built on the development machine, as
# build/tilec-kernels-test.xz (xz of the stripped build/bin/tilec-kernels-test: 17 MB -> 2 MB).
if [ -f build/tilec-kernels-test.xz ]; then
  xz -dc build/tilec-kernels-test.xz >"$work/tilec-kernels-test" && chmod +x "$work/tilec-kernels-test"
  step kernels "libtilec_kernels against float64 references (tilec-kernels-test)" \
    bash -c 'set -o pipefail; "$1" 2>&1 | tee "$0/kernels.txt" | tail -5' "$OUT" "$work/tilec-kernels-test"
else
  echo "== libtilec_kernels skipped: no build/tilec-kernels-test.xz (carry it)"
fi

echo "== summary ($((SECONDS - start)) s)"
python3 - "$OUT" "$work/steps" "$TARGET" "$tarball" <<'PY' | tee "$OUT/summary.txt"
import json, sys
from pathlib import Path
out, steps, target, tarball = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3], sys.argv[4]
def load(name):
    p = out / name
    return json.loads(p.read_text()) if p.exists() else None
print(f"package {Path(tarball).name}, JIT target {target}")
for line in (steps.read_text().splitlines() if steps.exists() else []):
    name, rc, secs = line.split("|")
    print(f"  {'ok  ' if rc == '0' else 'FAIL'} {name} ({secs} s)")
r = load("replay.json")
if r:
    c, j = r["counts"], r.get("jit", {})
    print(f"replay (JIT-compiled here): {c['pass']} passed, {c['FAIL']} failed, "
          f"{c['unsupported']} unsupported; {j.get('compiles', 0)} compiles, median "
          f"{j.get('median_ms', 0):.0f} ms")
b = load("bench.json")
if b:
    print(f"{'benchmark':34s}{'tilec':>10s}{'triton':>10s}")
    for s in b.get("softmax", []):
        if "tilec_gbs" in s:
            print(f"{s['name'] + ' (GB/s)':34s}{s['tilec_gbs']:10.0f}{s['triton_gbs']:10.0f}")
    for a in b.get("attention", []):
        name = f"attn d{a['D']} n{a['N']}{' causal' if a['causal'] else ''} (TF/s)"
        f = lambda v: f"{v:10.0f}" if v else f"{'-':>10s}"
        print(f"{name:34s}{f(a['tilec_tflops'])}{f(a['triton_tflops'])}")
d = load("desc.json")
if d:
    print(f"{'descriptor matmul (TF/s)':34s}{'tilec':>10s}{'triton':>10s}{'ptr':>8s}{'cuBLAS':>8s}")
    f = lambda v: f"{v:10.0f}" if v else f"{'FAIL':>10s}"
    for r in d["rows"]:
        bm, bn, bk = r["tile"]
        name = f"{r['size']} {bm}x{bn}x{bk} w{r['warps']} s{r['stages']}"
        print(f"{name:34s}{f(r.get('tilec_tflops'))}{f(r.get('triton_tflops'))}"
              f"{f(r.get('tilec_ptr_tflops'))[2:]}{r['cublas_tflops']:8.0f}")
t = load("compile.json")
if t:
    print(f"{'cold compile (ms)':34s}{'tilec':>10s}{'triton':>10s}")
    for row in t["rows"]:
        f = lambda k: f"{row[k]:10.0f}" if k in row else f"{'error':>10s}"
        print(f"{row['kernel']:34s}{f('tilec_ms')}{f('triton_ms')}")
f = load("fuzz_campaign.json")
if f:
    print(f"fuzz campaign: {f['count']} kernels from seed {f['seed']}: interpreter "
          f"{f['interp_right']} right; GPU {f['variants_right']}/{f['variants']} variants right")
sw = out / "sweep.txt"
if sw.exists() and sw.read_text().strip():
    print("real-world sweep: " + sw.read_text().strip().splitlines()[-1])
l = load("launch.json")
if l:
    print(f"{'host time per launch (us)':34s}{'tilec':>10s}{'triton':>10s}")
    for row, v in l["rows"].items():
        f = lambda k: f"{v[k]:10.2f}" if k in v else f"{'':>10s}"
        print(f"{row:34s}{f('tilec')}{f('triton')}")
PY
return $status
}
package_mode 2>&1 | tee "$OUT/log.txt"
exit "${PIPESTATUS[0]}"
