#!/usr/bin/env bash
# Runs each libFuzzer target of a -DTILEC_ENABLE_FUZZERS=ON build for SECONDS from the seed
# corpora (test/fuzz/README.md). Crashes, leaks, timeouts and out-of-memory inputs are saved
# under BUILD_DIR/fuzz/artifacts/<target>/ and make the exit status non-zero.
#   test/fuzz/run.sh BUILD_DIR [SECONDS] [TARGET...]
set -uo pipefail
cd "$(dirname "$0")/../.."
BUILD_DIR=${1:?usage: test/fuzz/run.sh BUILD_DIR [SECONDS] [TARGET...]}
SECONDS_EACH=${2:-60}
shift $(( $# < 2 ? $# : 2 ))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(frontend tile-ir npy cache-entry)

work="$BUILD_DIR/fuzz"
seeds="$work/seeds"
rm -rf "$seeds"
tilec="$BUILD_DIR/bin/tilec"
[ -x "$tilec" ] || tilec=""
/usr/bin/python3 test/fuzz/make_corpus.py "$seeds" $tilec >/dev/null || exit 1

export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
# Slab poisoning by LLVM's allocator in instrumented code vs uninstrumented libMLIR: see
# scripts/test.sh.
export ASAN_OPTIONS=${ASAN_OPTIONS:-allow_user_poisoning=0}
# One target per core at a time (libFuzzer runs one process each): on CI's 2 cores the four
# targets take two minutes, not four.
jobs=${TILEC_FUZZ_JOBS:-$(nproc)}
fuzz_one() { # target: runs it, writes its exit status to $work/$t.rc
  local t=$1
  local bin="$BUILD_DIR/bin/tilec-fuzz-$t"
  local corpus="$work/corpus/$t"          # grows across runs in one build tree
  local artifacts="$work/artifacts/$t/"
  mkdir -p "$corpus" "$artifacts"
  "$bin" "$corpus" "$seeds/$t" -max_total_time="$SECONDS_EACH" -timeout=30 \
    -rss_limit_mb=4096 -max_len=16384 -print_final_stats=1 \
    -artifact_prefix="$artifacts" >"$work/$t.log" 2>&1
  echo $? >"$work/$t.rc"
}
running=0
for t in "${targets[@]}"; do
  rm -f "$work/$t.rc"
  fuzz_one "$t" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait
status=0
for t in "${targets[@]}"; do
  bin="$BUILD_DIR/bin/tilec-fuzz-$t"
  artifacts="$work/artifacts/$t/"
  log="$work/$t.log"
  rc=$(cat "$work/$t.rc" 2>/dev/null || echo 1)
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
  if [ "$rc" -eq 0 ]; then
    echo "fuzz $t: ok (${runs:-?} inputs in ${SECONDS_EACH} s, ${cov:-cov: ?})"
  else
    echo "fuzz $t: FAILED (exit $rc); reproduce with: $bin ${artifacts}<file>; log $log"
    grep -E '^==[0-9]+==ERROR|SUMMARY|runtime error|Test unit written' "$log" | head -8
    status=1
  fi
done
exit $status
