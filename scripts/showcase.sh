#!/usr/bin/env bash
# tilec's main job on a fresh machine: installs what it needs, builds, compiles
# the showcase kernels (fused softmax, flash attention) for every AMD target
# and the NVIDIA backend, runs them on the best device present (a CUDA or HIP
# GPU through tilec's runtime, else the CPU reference interpreter) against
# float64 references, and prints a report.
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh || exit 1
./scripts/build.sh || exit 1
BUILD_DIR=${TILEC_BUILD_DIR:-build}
TILEC=$BUILD_DIR/bin/tilec
status=0

echo
echo "== 1. Showcase kernels compiled for every target =="
echo "(VGPR/AGPR/LDS/scratch from the code objects' metadata; matrix = v_mfma/v_wmma count)"
/usr/bin/python3 bench/amd_stats.py "$TILEC" || status=1
echo
echo "NVIDIA backend (sm_90): registers and spills from ptxas when it is installed"
for cfg in "kernels/softmax.py softmax_kernel *fp16:16,*fp16:16,i32:16,i32:16,i32,i32:16 BLOCK_SIZE=4096" \
           "kernels/flash_attention.py _attn_fwd $(/usr/bin/python3 -c 'import sys; sys.path.insert(0,"bench"); import amd_stats; print(amd_stats.ATTN_SIG)') HEAD_DIM=128 BLOCK_M=128 BLOCK_N=64 IS_CAUSAL=False"; do
  set -- $cfg
  file=$1 kernel=$2 sig=$3; shift 3
  cx=(); for c in "$@"; do cx+=(--constexpr "$c"); done
  "$TILEC" compile "$file" --kernel "$kernel" --signature "$sig" "${cx[@]}" --target sm_90 \
    -o "$BUILD_DIR/showcase-$kernel.cubin" --stats | grep kernel || status=1
done

echo
echo "== 2. Running them on the best device present =="
# The JIT example compiles softmax and flash attention from C++ for the device
# it finds (the interpreter without a GPU) and checks them against float64.
"$BUILD_DIR/bin/tilec-jit-softmax" || status=1

echo
echo "== 3. Every kernel in kernels/ against float64 references (interpreter) =="
TILEC_BIN=$PWD/$TILEC /usr/bin/python3 -m pytest -q -p no:cacheprovider test/e2e \
  -k "not hostile and not errors" 2>&1 | tail -3
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1

echo
echo "GPU measurements (H200, side by side with Triton): docs/performance.md"
[ $status -eq 0 ] && echo "showcase: all steps passed" || echo "showcase: some steps FAILED"
exit $status
