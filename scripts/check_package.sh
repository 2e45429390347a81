#!/usr/bin/env bash
# Checks an unpacked (or staged) release tree: the files it must hold; every
# ELF file's NEEDED entries (only glibc's libraries, libstdc++ and libgcc_s;
# no LLVM/MLIR, zlib or zstd); the newest glibc and libstdc++ symbol versions
# any of them needs (at most $TILEC_MAX_GLIBC, default 2.31, and
# $TILEC_MAX_GLIBCXX, default 3.4.28: GCC 10's); libtilec.so exporting only
# tilec's C API (tilec_*) and C++ API (tilec::), libtilec_rt.so only tilec_*.
# usage: check_package.sh DIR. Prints one line per check; exit 1 on a failure.
set -uo pipefail
dir=${1:?usage: check_package.sh DIR}
max_glibc=${TILEC_MAX_GLIBC:-2.31}
# libstdc++ of GCC 10 (Ubuntu 20.04, glibc 2.31's generation).
max_glibcxx=${TILEC_MAX_GLIBCXX:-3.4.28}
status=0
bad() { echo "check_package: FAIL: $*"; status=1; }
ok() { echo "check_package: ok: $*"; }

for f in bin/tilec lib/libtilec.so lib/libtilec_rt.so lib/libtilec_runtime.a \
         include/tilec/Compiler.h include/tilec/Autotuner.h include/tilec/Runtime.h \
         include/tilec/CodeObject.h \
         include/tilec-c/tilec.h lib/cmake/tilec/tilecConfig.cmake \
         lib/cmake/tilec/tilecTargets.cmake python/tilec/__init__.py \
         lib/amdgcn/bitcode/ocml.bc lib/amdgcn/bitcode/ockl.bc; do
  [ -e "$dir/$f" ] || bad "missing $f"
done

# The package's own libtilec.so (bin/tilec's), glibc's libraries
# (libdl/libpthread/librt are glibc too, separate before 2.34), the C++
# runtime, libgcc_s.
allowed='^(libtilec\.so|libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|ld-linux-x86-64\.so\.2|libstdc\+\+\.so\.6|libgcc_s\.so\.1)$'
elves=()
while IFS= read -r -d '' f; do
  head -c 4 "$f" | grep -q $'\x7fELF' && elves+=("$f")
done < <(find "$dir/bin" "$dir/lib" -maxdepth 1 -type f -print0)
newest=0.0
newestxx=3.4
for f in "${elves[@]}"; do
  needed=$(readelf -d "$f" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
  for lib in $needed; do
    [[ $lib =~ $allowed ]] || bad "${f#"$dir"/} needs $lib"
  done
  ok "${f#"$dir"/}: NEEDED ${needed:-(none)}"
  v=$(readelf -V "$f" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1)
  [ -n "$v" ] && newest=$(printf '%s\n%s\n' "$newest" "$v" | sort -V | tail -1)
  v=$(readelf -V "$f" | grep -o 'GLIBCXX_[0-9.]*' | sed 's/GLIBCXX_//' | sort -V | tail -1)
  [ -n "$v" ] && newestxx=$(printf '%s\n%s\n' "$newestxx" "$v" | sort -V | tail -1)
  if readelf -d "$f" | grep -q 'R.*PATH'; then
    rpath=$(readelf -d "$f" | sed -n 's/.*R.*PATH.*\[\(.*\)\]/\1/p')
    [[ $rpath == '$ORIGIN'* ]] || bad "${f#"$dir"/} has RPATH/RUNPATH $rpath"
  fi
done
if [ "$(printf '%s\n%s\n' "$newest" "$max_glibc" | sort -V | tail -1)" != "$max_glibc" ]; then
  bad "a binary needs GLIBC_$newest (the package must run on glibc $max_glibc)"
else
  ok "newest glibc symbol version needed: GLIBC_$newest (<= $max_glibc)"
fi

if [ "$(printf '%s\n%s\n' "$newestxx" "$max_glibcxx" | sort -V | tail -1)" != "$max_glibcxx" ]; then
  bad "a binary needs GLIBCXX_$newestxx (the package must run with GCC 10's libstdc++, $max_glibcxx)"
else
  ok "newest libstdc++ symbol version needed: GLIBCXX_$newestxx (<= $max_glibcxx)"
fi

# Exported symbols.
exports() { nm -D --defined-only "$1" | awk '{print $3}' | sort -u; }
if [ -f "$dir/lib/libtilec.so" ]; then
  others=$(exports "$dir/lib/libtilec.so" | grep -v '^tilec_' | c++filt |
           grep -Ev '^(tilec::|typeinfo (name )?for tilec::|vtable for tilec::)' || true)
  if [ -n "$others" ]; then
    bad "libtilec.so exports $(echo "$others" | wc -l) symbols outside tilec's API, e.g. $(echo "$others" | head -5 | tr '\n' ';')"
  else
    ok "libtilec.so exports $(exports "$dir/lib/libtilec.so" | grep -c '^tilec_') C and $(exports "$dir/lib/libtilec.so" | grep -vc '^tilec_') C++ symbols, all tilec's"
  fi
fi
if [ -f "$dir/lib/libtilec_rt.so" ]; then
  others=$(exports "$dir/lib/libtilec_rt.so" | grep -v '^tilec_' || true)
  [ -z "$others" ] && ok "libtilec_rt.so exports only tilec_*" ||
    bad "libtilec_rt.so exports $(echo "$others" | head -5 | tr '\n' ' ')"
fi
exit $status
