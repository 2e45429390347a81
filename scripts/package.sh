#!/usr/bin/env bash
# Builds the self-contained release dist/tilec-<version>-linux-x86_64.tar.xz:
# bin/tilec, lib/libtilec.so (compiler + runtime + interpreter, with LLVM, MLIR
# and lld linked in statically and hidden), lib/libtilec_rt.so, the headers,
# the CMake package, the Python package and the AMD device libraries, needing
# nothing but glibc, libstdc++ and libgcc_s at run time (docs: README.md,
# "The release package"). Configures build-dist with -DTILEC_STATIC_LLVM=ON
# (incremental), installs into a staging tree, checks it
# (scripts/check_package.sh: NEEDED entries, exported symbols, size) and packs
# it. Prints the tarball's path last.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${TILEC_DIST_BUILD_DIR:-build-dist}
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DTILEC_STATIC_LLVM=ON "$@" \
    >"$BUILD_DIR.configure.log" 2>&1 || { cat "$BUILD_DIR.configure.log"; exit 1; }
fi
cmake --build "$BUILD_DIR" -j "$(nproc)"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$BUILD_DIR/CMakeCache.txt")
name=tilec-$version-linux-x86_64
stage=$BUILD_DIR/stage
rm -rf "$stage"
cmake --install "$BUILD_DIR" --prefix "$stage/$name" --strip >/dev/null
./scripts/check_package.sh "$stage/$name"
mkdir -p dist
tarball=dist/$name.tar.xz
# Reproducible order and owners; xz -9 (the libraries compress about 4:1) in blocks of 64 MiB, so
# that every core compresses (one block of -9's default 192 MiB held the whole tarball).
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner -cf - "$name" |
  xz -9 -T "$(nproc)" --block-size=64MiB >"$tarball.tmp"
mv "$tarball.tmp" "$tarball"
bytes=$(stat -c %s "$tarball")
limit=$((48 * 1024 * 1024))
echo "package: $tarball ($((bytes / 1024)) KiB; unpacked $(du -sk "$stage/$name" | cut -f1) KiB)"
if [ "$bytes" -gt "$limit" ]; then
  echo "package: error: $tarball is larger than 48 MiB" >&2
  exit 1
fi
echo "$tarball"
