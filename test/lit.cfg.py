# lit configuration of tilec's tests.
import os
import shutil
import lit.formats

config.name = "tilec"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".py", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tilec_obj_root, "test")
# Not lit inputs: pytest suites (e2e, python), the hostile corpus (data for
# test/e2e/test_hostile.py) and the fuzzers' sources, seeds and kernel
# generator (test/fuzz/run.sh and pytest run those). Excluded rather than
# discovered and reported UNSUPPORTED, so lit's counts are real tests only.
config.excludes = ["lit.cfg.py", "lit.site.cfg.py", "Inputs", "e2e", "python",
                   "hostile", "fuzz", "realworld"]

config.environment["FILECHECK_OPTS"] = "--enable-var-scope"
config.environment["PATH"] = os.pathsep.join(
    [config.tilec_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%kernels", os.path.join(config.tilec_src_root, "kernels")))
config.substitutions.append(("%python", "/usr/bin/python3"))
config.substitutions.append(("%tilec_src", config.tilec_src_root))
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
# ROCm's comgr (dlopened by `tilec inspect`): Debian's libamd-comgr2 is ROCm
# 5.2, which disassembles gfx90a but not the newer chips.
import ctypes.util
if ctypes.util.find_library("amd_comgr"):
    config.available_features.add("comgr")
# hiprtc's device runtime header (libhiprtc-builtins5): with comgr, HIP source
# libraries of tl.extern_elementwise compile for AMD targets.
if ctypes.util.find_library("hiprtc-builtins"):
    config.available_features.add("hiprtc")
# `%memlimit` caps a test's address space (4 GB) so that a compile-time
# blow-up fails fast instead of exhausting the machine; ASan/TSan builds
# reserve terabytes of shadow memory up front, so there it is empty.
_sanitized = getattr(config, "tilec_sanitized", False)
config.substitutions.append(("%memlimit", "" if _sanitized else "ulimit -v 4000000;"))
