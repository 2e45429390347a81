//===- main.cpp - bin/tilec: runs the driver's tilec_main
//------------------===//
#include "Driver.h"

#ifdef TILEC_GLIBC_COMPAT
// The release build runs on glibc 2.31 and later (lib/CAPI/GlibcCompat.cpp):
// the startup code's __libc_start_main reference goes to its GLIBC_2.2.5
// version instead of 2.34's (--wrap=__libc_start_main). Before 2.34 that
// version runs the executable's own constructors only through the init
// argument, which newer startup code leaves null; this file has none.
__asm__(".symver tilec_old___libc_start_main, __libc_start_main@GLIBC_2.2.5\n"
        ".globl __wrap___libc_start_main\n"
        ".hidden __wrap___libc_start_main\n"
        ".type __wrap___libc_start_main, @function\n"
        "__wrap___libc_start_main:\n"
        "  jmp tilec_old___libc_start_main@PLT\n"
        ".size __wrap___libc_start_main, . - __wrap___libc_start_main\n");
#endif

int main(int argc, char **argv) { return tilec_main(argc, argv); }
