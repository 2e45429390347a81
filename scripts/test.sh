#!/usr/bin/env bash
# Runs every test of tilec on this machine: lit (every pass, the driver, the
# kernels for every target), the C++ unit tests (CTest), and the end-to-end
# kernel tests against float64 references (pytest, CPU interpreter; GPU tests
# skip without a GPU). Installs packages and builds first. Then the release
# package: scripts/package.sh builds it (build-dist), scripts/smoke_package.sh
# runs it with LLVM hidden (TILEC_SKIP_PACKAGE=1 skips this). Then the same
# three suites again on an ASan+UBSan build (build-asan), and each libFuzzer
# target for a minute (test/fuzz). TILEC_SKIP_SANITIZERS=1 skips that part.
# The last line says how many sections passed and failed.
set -uo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh || exit 1
echo "(setup: $SECONDS s)"
./scripts/build.sh || exit 1
echo "(build: $SECONDS s since the start)"
BUILD_DIR=${TILEC_BUILD_DIR:-build}
export TILEC_BIN="$PWD/$BUILD_DIR/bin/tilec"
status=0
passed=()
failed=()
# Each section's time (since the previous one ended) and the running total, so that a CI log
# shows where the minutes went (CI stops the whole run at 90).
last=$SECONDS
section() { # name rc
  if [ "$2" -eq 0 ]; then passed+=("$1"); else failed+=("$1"); status=1; fi
  echo "(section $1: exit $2, $((SECONDS - last)) s; $SECONDS s since the start)"
  last=$SECONDS
}

echo "== lit =="
/usr/lib/llvm-22/bin/lit -sv "$BUILD_DIR/test"
section lit $?

echo "== unit tests (ctest) =="
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$(nproc)"
section ctest $?

echo "== end-to-end tests (pytest) =="
suites=(test/e2e)
[ -d test/acceptance ] && suites+=(test/acceptance)
[ -d python/tests ] && suites+=(python/tests)
[ -d test/fuzz/gen ] && suites+=(test/fuzz/gen)
# The real-world corpus (../shared/realworld, third-party kernels: compile for six targets and
# run on the interpreter, test/realworld) on the release build only: under ASan it would take
# most of CI's time for what the suites below already exercise.
realworld=()
[ -d test/realworld ] && realworld=(test/realworld)
/usr/bin/python3 -m pytest -q "${suites[@]}" "${realworld[@]}" 2>&1 | tee "$BUILD_DIR/pytest.log"
rc=${PIPESTATUS[0]}
# 5 = no tests collected: a failure of this script, not a pass.
section pytest "$rc"
pytest_summary=$(tail -n 1 "$BUILD_DIR/pytest.log")

# The same kernels software-pipelined: the interpreter runs the tile IR after
# tile-pipeline-loads (the register prefetch AMD targets get for num_stages >= 2),
# so that transform is checked against the same float64 references.
echo "== end-to-end tests at num_stages 3 (interpreter after tile-pipeline-loads) =="
TILEC_E2E_NUM_STAGES=3 /usr/bin/python3 -m pytest -q -p no:cacheprovider test/e2e
section pytest-stages3 $?

if [ "${TILEC_SKIP_PACKAGE:-0}" != 1 ]; then
  # The self-contained release (LLVM/MLIR/lld linked statically into libtilec.so), then a smoke
  # test of the unpacked tarball in a mount namespace where LLVM's directories are empty.
  start=$SECONDS
  echo "== release package: scripts/package.sh (build-dist) =="
  ./scripts/package.sh 2>&1 | tee build-dist.log
  rc=${PIPESTATUS[0]}
  section package "$rc"
  if [ "$rc" -eq 0 ]; then
    echo "== release package: smoke test with LLVM hidden (scripts/smoke_package.sh) =="
    ./scripts/smoke_package.sh "$(tail -n 1 build-dist.log)"
    section package-smoke $?
  fi
  echo "(release package and smoke test: $((SECONDS - start)) s)"
fi

if [ "${TILEC_SKIP_SANITIZERS:-0}" != 1 ]; then
  # ASan+UBSan build. With clang-22 (installed by setup.sh) the same build also has the
  # libFuzzer targets; with gcc only the sanitizers. libMLIR/libLLVM are not instrumented.
  ASAN_DIR=build-asan
  start=$SECONDS
  echo "== sanitizers: ASan+UBSan build ($ASAN_DIR) =="
  if command -v clang++-22 >/dev/null; then
    fuzz=1
    config=(-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 -DTILEC_ENABLE_FUZZERS=ON)
  else
    fuzz=0
    config=(-DTILEC_ENABLE_SANITIZERS=ON)
  fi
  # -O1: the sanitized build compiles faster and its tests still run at a usable speed.
  if [ -f "$ASAN_DIR/build.ninja" ] ||
     cmake -S . -B "$ASAN_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
       -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" "${config[@]}" >"$ASAN_DIR.configure.log" 2>&1; then
    cmake --build "$ASAN_DIR" -j "$(nproc)"
    build_rc=$?
  else
    cat "$ASAN_DIR.configure.log"
    build_rc=1
  fi
  section asan-build $build_rc
  echo "(ASan build: $((SECONDS - start)) s)"
  if [ $build_rc -eq 0 ]; then
    # abort_on_error: a report ends tilec with SIGABRT, which every test counts as a crash
    # (a plain exit 1 would pass the tests that expect tilec to fail). Leak checking stays
    # on: what LLVM/MLIR keep at exit is still reachable, so LSan does not report it.
    # allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons fresh slabs when compiled with ASan
    # (its inline code in tilec's objects) but the uninstrumented libMLIR allocates from the same
    # slabs without unpoisoning, which reads as use-after-poison in MLIR's own code (seen in
    # tilec-opt's bytecode round trip). Real heap errors are still reported.
    export ASAN_OPTIONS=abort_on_error=1:allow_user_poisoning=0
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:abort_on_error=1

    echo "== sanitizers: lit on $ASAN_DIR =="
    /usr/lib/llvm-22/bin/lit -sv "$ASAN_DIR/test"
    section asan-lit $?

    echo "== sanitizers: unit tests (ctest) on $ASAN_DIR =="
    ctest --test-dir "$ASAN_DIR" --output-on-failure -j "$(nproc)"
    section asan-ctest $?

    echo "== sanitizers: end-to-end tests (pytest) on $ASAN_DIR/bin/tilec =="
    TILEC_BIN="$PWD/$ASAN_DIR/bin/tilec" /usr/bin/python3 -m pytest -q -p no:cacheprovider \
      "${suites[@]}" 2>&1 | tee "$ASAN_DIR/pytest.log"
    section asan-pytest "${PIPESTATUS[0]}"

    if [ $fuzz -eq 1 ]; then
      echo "== fuzzing: each libFuzzer target for 60 s (test/fuzz) =="
      unset ASAN_OPTIONS UBSAN_OPTIONS
      test/fuzz/run.sh "$ASAN_DIR" 60
      section fuzz $?
    else
      echo "== fuzzing: skipped (clang++-22 not found; the fuzz targets need clang) =="
    fi
  fi
  # ThreadSanitizer: the JIT's concurrency tests (16 threads compiling and
  # launching the same kernels, the shared cache) on an instrumented build.
  # With clang-22 when present: its precompiled header takes a fifth of gcc's time to build.
  echo "== sanitizers: ThreadSanitizer build of the JIT tests (build-tsan) =="
  tsan_config=()
  if command -v clang++-22 >/dev/null; then
    tsan_config=(-DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22)
  fi
  if { [ -f build-tsan/build.ninja ] ||
       cmake -S . -B build-tsan -G Ninja -DCMAKE_BUILD_TYPE=Release -DTILEC_ENABLE_TSAN=ON \
         -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" "${tsan_config[@]}" >build-tsan.configure.log 2>&1; } &&
     cmake --build build-tsan -j "$(nproc)" --target tilec-jit-tests; then
    echo "== sanitizers: JIT tests under ThreadSanitizer =="
    TSAN_OPTIONS="halt_on_error=1 suppressions=$PWD/test/unit/JIT/tsan.supp" \
      TILEC_CACHE_DIR="$(mktemp -d)" ./build-tsan/bin/tilec-jit-tests
    section tsan-jit $?
  else
    section tsan-build 1
  fi
  echo "(sanitizer and fuzz sections: $((SECONDS - start)) s)"
fi

echo "== summary =="
echo "pytest: $pytest_summary"
[ ${#failed[@]} -eq 0 ] || echo "failed sections: ${failed[*]}"
echo "sections run: ${passed[*]} ${failed[*]}"
# The closing line CI reads ('N passed, N failed'), counting test sections.
echo "sections: ${#passed[@]} passed, ${#failed[@]} failed"
exit $status
