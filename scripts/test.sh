#!/usr/bin/env bash
# Runs every test of tilec on this machine: lit (every pass, the driver, the
# kernels for every target), the C++ unit tests (CTest), and the end-to-end
# kernel tests against float64 references (pytest, CPU interpreter; GPU tests
# skip without a GPU). Installs packages and builds first.
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh || exit 1
./scripts/build.sh || exit 1
BUILD_DIR=${TILEC_BUILD_DIR:-build}
export TILEC_BIN="$PWD/$BUILD_DIR/bin/tilec"
status=0

echo "== lit =="
/usr/lib/llvm-22/bin/lit -sv "$BUILD_DIR/test" || status=1

echo "== unit tests (ctest) =="
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$(nproc)" || status=1

echo "== end-to-end tests (pytest) =="
suites=(test/e2e)
[ -d python/tests ] && suites+=(python/tests)
/usr/bin/python3 -m pytest -q "${suites[@]}" 2>&1 | tee "$BUILD_DIR/pytest.log"
rc=${PIPESTATUS[0]}
# 5 = no tests collected: a failure of this script, not a pass.
[ "$rc" -eq 0 ] || status=1
exit $status
