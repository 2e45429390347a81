#!/usr/bin/env bash
# Smoke test of a release tarball (scripts/package.sh) on a machine where LLVM
# is hidden: unpacks it into a scratch directory, checks it
# (scripts/check_package.sh), then, in a private mount namespace where
# /usr/lib/llvm-22, the system libLLVM/libMLIR and the system ROCm device
# libraries are empty (as root: unshare -m + bind mounts; otherwise with
# LD_LIBRARY_PATH cleared and ldd checked), runs:
#   - ldd of bin/tilec and lib/libtilec.so: nothing from LLVM, nothing missing;
#   - bin/tilec compile for gfx942 (links the packaged ocml) and sm_90a;
#   - bin/tilec run --device interp, checked against numpy;
#   - the Python package with PYTHONPATH=<package>/python only: a kernel on
#     the interpreter, checked against numpy; the library it loaded;
#   - an out-of-tree CMake project (test/package) that includes every public
#     header from the package's include/ only, links tilec::jit and runs;
#   - examples/jit_project built against the package and run.
# usage: smoke_package.sh TARBALL. Prints one line per step; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tarball=$(realpath "${1:?usage: smoke_package.sh TARBALL}")

if [ "${TILEC_SMOKE_INNER:-}" != 1 ]; then
  work=$(mktemp -d /tmp/tilec-smoke.XXXXXX)
  trap 'rm -rf "$work"' EXIT
  tar -C "$work" -xJf "$tarball" || { echo "smoke: FAIL: cannot unpack $tarball"; exit 1; }
  pkg=$(echo "$work"/tilec-*)
  echo "smoke: unpacked into $pkg"
  ./scripts/check_package.sh "$pkg" || exit 1
  hide=(/usr/lib/llvm-22 /usr/lib/x86_64-linux-gnu/amdgcn)
  if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
    mkdir -p "$work/empty"
    : >"$work/empty-file"
    mounts=""
    for d in "${hide[@]}"; do
      [ -d "$d" ] && mounts+="mount --bind $work/empty $d && "
    done
    for f in /usr/lib/x86_64-linux-gnu/libLLVM*.so* /usr/lib/x86_64-linux-gnu/libMLIR*.so*; do
      [ -f "$f" ] && mounts+="mount --bind $work/empty-file $f && "
    done
    echo "smoke: hiding LLVM in a mount namespace (${hide[*]}, system libLLVM/libMLIR)"
    unshare -m env TILEC_SMOKE_INNER=1 TILEC_SMOKE_PKG="$pkg" TILEC_SMOKE_WORK="$work" \
      bash -c "${mounts}exec bash '$repo/scripts/smoke_package.sh' '$tarball'"
    exit $?
  fi
  echo "smoke: not root or no unshare: LLVM stays visible; relying on NEEDED and ldd"
  export TILEC_SMOKE_INNER=1 TILEC_SMOKE_PKG=$pkg TILEC_SMOKE_WORK=$work
  bash "$repo/scripts/smoke_package.sh" "$tarball"
  exit $?
fi

pkg=$TILEC_SMOKE_PKG
work=$TILEC_SMOKE_WORK
unset LD_LIBRARY_PATH TILEC_LIBRARY TILEC_BUILD_DIR TILEC_DEVICE_LIB_PATH PYTHONPATH
export TILEC_CACHE_DIR=$work/cache
PYTHON=${PYTHON:-/usr/bin/python3}
status=0
step() { # name command...
  local name=$1
  shift
  local start=$SECONDS
  if "$@" >"$work/step.log" 2>&1; then
    echo "smoke: ok: $name ($((SECONDS - start)) s): $(grep -v '^\s*$' "$work/step.log" | tail -n 1 | cut -c1-150)"
  else
    echo "smoke: FAIL: $name"
    sed 's/^/  | /' "$work/step.log" | tail -40
    status=1
  fi
}

no_llvm_in_ldd() {
  for f in "$pkg/bin/tilec" "$pkg/lib/libtilec.so" "$pkg/lib/libtilec_rt.so"; do
    out=$(ldd "$f") || return 1
    echo "$f:"
    echo "$out"
    if echo "$out" | grep -Eiq 'not found|llvm|mlir|libz\.|zstd'; then
      echo "unexpected dependency of $f"
      return 1
    fi
  done
  # The hidden paths really are hidden (inside the namespace).
  [ ! -e /usr/lib/llvm-22/lib/libMLIR.so ] || echo "(note: /usr/lib/llvm-22 is visible)"
}
step "ldd: nothing from LLVM, nothing missing" no_llvm_in_ldd

step "tilec --version" "$pkg/bin/tilec" --version
softmax=(kernels/softmax.py --kernel softmax_kernel
         --signature "*fp32:16,*fp32:16,i32:16,i32:16,i32,i32:16" --constexpr BLOCK_SIZE=1024)
# exp() in softmax calls ocml: the packaged device libraries must be found.
step "tilec compile --target gfx942 (ocml from the package)" \
  "$pkg/bin/tilec" compile "$repo/${softmax[0]}" "${softmax[@]:1}" --target gfx942 \
  -o "$work/softmax.hsaco" --stats
step "tilec compile --target sm_90a" \
  "$pkg/bin/tilec" compile "$repo/${softmax[0]}" "${softmax[@]:1}" --target sm_90a --emit asm \
  -o "$work/softmax.ptx"

interp_run() {
  "$PYTHON" -c "
import numpy as np
rng = np.random.default_rng(1)
np.save('$work/x.npy', rng.random(3000, dtype=np.float32))
np.save('$work/y.npy', rng.random(3000, dtype=np.float32))
np.save('$work/out.npy', np.full(3000, np.nan, dtype=np.float32))" || return 1
  "$pkg/bin/tilec" run "$repo/kernels/vector_add.py" --kernel add_kernel \
    --signature "*fp32,*fp32,*fp32,i32" --constexpr BLOCK_SIZE=1024 --grid 3 --device interp \
    --arg "$work/x.npy" --arg "$work/y.npy" --arg "$work/out.npy" --arg 3000 \
    --out "2=$work/out.npy" || return 1
  "$PYTHON" -c "
import numpy as np
x, y, out = (np.load('$work/' + n + '.npy') for n in ('x', 'y', 'out'))
assert np.array_equal(out, x + y), 'tilec run: wrong result'
print('tilec run: 3000 elements equal x + y')"
}
step "tilec run --device interp" interp_run

python_run() {
  cat >"$work/scale_kernel.py" <<'PY'
import tilec
import tilec.language as tl


@tilec.jit
def scale_kernel(x_ptr, out_ptr, alpha, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * alpha, mask=mask)
PY
  (cd "$work" && PYTHONPATH=$pkg/python "$PYTHON" -c "
import numpy as np, tilec
lib = tilec.library()
print('loaded', lib.path)
assert str(lib.path).startswith('$pkg/'), 'not the package library'
from scale_kernel import scale_kernel
n = 5000
x = np.random.rand(n).astype(np.float32)
out = np.full(n, np.nan, dtype=np.float32)
scale_kernel[lambda m: (tilec.cdiv(n, m['BLOCK']),)](x, out, 3.0, n, BLOCK=1024)
assert np.array_equal(out, x * np.float32(3.0)), 'wrong result'
out[:] = np.nan
scale_kernel[(5,)](x, out, 3.0, n, BLOCK=1024)  # the cached launch
assert np.array_equal(out, x * np.float32(3.0)), 'wrong result (cached launch)'
print('python: a kernel on the interpreter from the package: ok')
import tilec.ops as ops
assert str(ops.KERNELS_DIR).startswith('$pkg/'), ops.KERNELS_DIR
fwd = ops.kernels('flash_attention_bwd.py')
assert hasattr(fwd, '_attn_bwd_dq'), 'tilec.ops: the backward kernels are missing'
print('python: tilec.ops finds its kernels in the package: ok')
")
}
step "python: import tilec from the package, a kernel on the interpreter" python_run

cmake_project() { # source-dir build-dir program
  cmake -S "$1" -B "$2" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$pkg" &&
    cmake --build "$2" && "$2/$3"
}
step "CMake project: every public header, tilec::jit from the package" \
  cmake_project "$repo/test/package" "$work/headers-build" package_headers
step "CMake project: examples/jit_project" \
  cmake_project "$repo/examples/jit_project" "$work/jit-build" jit_example
exit $status
