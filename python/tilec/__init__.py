"""tilec: run Triton-language kernels from Python through tilec's C++ compiler.

    import numpy as np
    import tilec
    import tilec.language as tl      # or triton.language, if installed

    @tilec.jit
    def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask)
                 + tl.load(y_ptr + offs, mask=mask), mask=mask)

    add_kernel[(tilec.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)

numpy arrays and CPU DLPack tensors run on the CPU interpreter; PyTorch CUDA
tensors (or anything with __cuda_array_interface__, or a CUDA/ROCm DLPack
tensor) on the GPU. The C library is libtilec.so from
$TILEC_LIBRARY, else ../lib/libtilec.so from this package's directory (a
release package or an install prefix), else build/lib/libtilec.so in the
repository; docs/python.md describes the package.
"""

from . import language
from ._capi import (cache_stats, configure_cache, disassemble_code_object, library,
                    library_candidates, read_code_object)
from .autotuner import Autotuner, Config, Heuristics, autotune, heuristics
from .errors import CompilationError, LaunchError, LibraryNotFoundError, TilecError
from .jit import JITFunction, KernelInterface, cdiv, jit, next_power_of_2, reinterpret
from .tensor_descriptor import TensorDescriptor

__all__ = ["Autotuner", "CompilationError", "Config", "Heuristics", "JITFunction",
           "KernelInterface", "LaunchError", "LibraryNotFoundError", "TilecError",
           "autotune", "cache_stats", "cdiv", "configure_cache", "disassemble_code_object",
           "heuristics", "jit", "language", "library", "library_candidates", "next_power_of_2",
           "read_code_object", "reinterpret", "TensorDescriptor"]
