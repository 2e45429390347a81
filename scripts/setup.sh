#!/usr/bin/env bash
# Installs, from Debian's archive, everything tilec needs to build, test and run. Idempotent.
set -euo pipefail

packages=(
  cmake ninja-build g++ git pkg-config
  llvm-22-dev libmlir-22-dev mlir-22-tools lld-22 liblld-22-dev llvm-22-tools clang-22
  clang-format-22 libclang-rt-22-dev
  rocm-device-libs
  libamd-comgr-dev libhiprtc-builtins5
  libfmt-dev zlib1g-dev libzstd-dev
  python3 python3-numpy python3-pytest
  libgtest-dev libgmock-dev
  # The JIT's remote cache: hiredis's header (its library is opened at run time) and a server
  # for its tests.
  libhiredis-dev redis-server
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done"
