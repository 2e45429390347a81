#!/usr/bin/env bash
# Configures and builds tilec (Release, Ninja) into build/. Idempotent and incremental.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${TILEC_BUILD_DIR:-build}
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
fi
cmake --build "$BUILD_DIR" -j "$(nproc)"
