"""ctypes binding of tilec's C API (include/tilec-c/tilec.h): finds and loads
libtilec.so (compiler + runtime + interpreter) or libtilec_rt.so (runtime only)
on first use, and wraps devices, code objects, compiled kernels and events."""

import ctypes
import os
import threading
from pathlib import Path

from .errors import CompilationError, LaunchError, LibraryNotFoundError, TilecError

# tilec_arg_kind (tilec.h).
ARG_POINTER, ARG_I1, ARG_I8, ARG_I16, ARG_I32, ARG_I64 = 0, 1, 2, 3, 4, 5
ARG_F16, ARG_BF16, ARG_F32, ARG_F64 = 6, 7, 8, 9
ARG_INT, ARG_UINT, ARG_FLOAT, ARG_BOOL, ARG_HOST_POINTER = 16, 17, 18, 19, 20

BACKEND_BEST, BACKEND_CUDA, BACKEND_HIP, BACKEND_INTERPRETER = 0, 1, 2, 3

# Exact argument kind of each signature scalar type (unsigned share the
# signed slots: the low bits are passed).
EXACT_KIND = {"i1": ARG_I1, "i8": ARG_I8, "u8": ARG_I8, "i16": ARG_I16, "u16": ARG_I16,
              "i32": ARG_I32, "u32": ARG_I32, "i64": ARG_I64, "u64": ARG_I64,
              "fp16": ARG_F16, "bf16": ARG_BF16, "fp32": ARG_F32, "fp64": ARG_F64}

API_VERSION = 1


class _Value(ctypes.Union):
    _fields_ = [("i", ctypes.c_int64), ("u", ctypes.c_uint64), ("f", ctypes.c_double),
                ("host", ctypes.c_void_p)]


class Arg(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_int32), ("reserved", ctypes.c_int32), ("v", _Value),
                ("bytes", ctypes.c_uint64)]


class _CompileOptionsEx(ctypes.Structure):
    """tilec_compile_options_ex (include/tilec-c/tilec.h): versioned by `size`."""
    _fields_ = [("size", ctypes.c_uint32), ("target", ctypes.c_char_p),
                ("num_warps", ctypes.c_uint32), ("num_stages", ctypes.c_uint32),
                ("opt_level", ctypes.c_int32), ("fp_fusion", ctypes.c_int32),
                ("max_registers", ctypes.c_uint32)]


class _ParamInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("type", ctypes.c_char_p),
                ("pointee", ctypes.c_char_p), ("value", ctypes.c_char_p),
                ("is_constexpr", ctypes.c_int32), ("arg_index", ctypes.c_int32),
                ("kind", ctypes.c_int32)]


_STATS_FIELDS = ["vgprs", "agprs", "sgprs", "registers", "lds_bytes", "scratch_bytes",
                 "spill_store_bytes", "spill_load_bytes", "vgpr_spills", "sgpr_spills",
                 "kernarg_bytes", "max_flat_workgroup_size", "waves_per_simd", "code_bytes",
                 "num_warps", "warp_size"]


class _Stats(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32) for name in _STATS_FIELDS]


_CACHE_STATS_FIELDS = ["memory_hits", "disk_hits", "remote_hits", "compiles",
                       "corrupt_entries", "remote_corrupt_entries", "remote_stores",
                       "remote_errors"]


class _CacheStats(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in _CACHE_STATS_FIELDS]


def _repo_root():
    # python/tilec/_capi.py -> the repository root (or the package's root).
    return Path(__file__).resolve().parents[2]


def library_candidates():
    """Paths tried, in order: $TILEC_LIBRARY alone when set; else
    lib/libtilec.so beside python/ (the layout of a release package or a
    `cmake --install` prefix: <prefix>/python/tilec and <prefix>/lib), then
    $TILEC_BUILD_DIR/lib/libtilec.so and build/lib/libtilec.so under the
    repository root."""
    env = os.environ.get("TILEC_LIBRARY")
    if env:
        return [Path(env)]
    root = _repo_root()
    paths = [root / "lib" / "libtilec.so"]
    build_dir = os.environ.get("TILEC_BUILD_DIR")
    if build_dir:
        b = Path(build_dir)
        paths.append((b if b.is_absolute() else root / b) / "lib" / "libtilec.so")
    paths.append(root / "build" / "lib" / "libtilec.so")
    return paths


_V = ctypes.c_void_p
_P = ctypes.POINTER


def _declare(L, has_compiler):
    def fn(name, restype, *argtypes):
        f = getattr(L, name)
        f.restype = restype
        f.argtypes = list(argtypes)

    c_int, c_char_p, c_size_t, u32p = ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t, \
        _P(ctypes.c_uint32)
    fn("tilec_last_error", c_char_p)
    fn("tilec_api_version", c_int)
    fn("tilec_has_compiler", c_int)
    fn("tilec_device_open", c_int, c_int, c_int, _P(_V))
    fn("tilec_device_close", None, _V)
    fn("tilec_device_name", c_char_p, _V)
    fn("tilec_device_target", c_char_p, _V)
    fn("tilec_device_arch", c_char_p, _V)
    fn("tilec_device_warp_size", c_int, _V)
    fn("tilec_device_is_interpreter", c_int, _V)
    fn("tilec_target_family", c_char_p, c_char_p)
    fn("tilec_synchronize", c_int, _V)
    fn("tilec_module_load", c_int, _V, c_char_p, c_size_t, c_char_p, _P(_V))
    fn("tilec_module_unload", None, _V)
    fn("tilec_module_get_function", c_int, _V, c_char_p, _P(_V))
    fn("tilec_function_release", None, _V)
    fn("tilec_function_launch", c_int, _V, u32p, u32p, ctypes.c_uint32, _P(Arg), c_size_t)
    fn("tilec_event_create", c_int, _V, _P(_V))
    fn("tilec_event_destroy", None, _V)
    fn("tilec_event_record", c_int, _V)
    fn("tilec_event_elapsed_ms", c_int, _V, _V, _P(ctypes.c_float))
    if not has_compiler:
        return
    fn("tilec_compiler_create", c_int, c_char_p, _P(_V))
    fn("tilec_compiler_destroy", None, _V)
    fn("tilec_compiler_create_with_remote", c_int, c_char_p, c_char_p, _P(_V))
    fn("tilec_compiler_remote_cache", c_char_p, _V)
    fn("tilec_remote_cache_supported", c_int)
    fn("tilec_compiler_cache_stats", c_int, _V, _P(_CacheStats))
    fn("tilec_compile_ex", c_int, _V, c_char_p, c_char_p, c_char_p, c_char_p, _P(c_char_p),
       _P(c_char_p), c_size_t, _P(_CompileOptionsEx), _P(_V))
    fn("tilec_kernel_release", None, _V)
    fn("tilec_kernel_num_params", c_size_t, _V)
    fn("tilec_kernel_param", c_int, _V, c_size_t, _P(_ParamInfo))
    fn("tilec_kernel_num_args", c_size_t, _V)
    fn("tilec_kernel_stats_get", c_int, _V, _P(_Stats))
    fn("tilec_kernel_target", c_char_p, _V)
    fn("tilec_kernel_format", c_char_p, _V)
    fn("tilec_kernel_binary", _V, _V, _P(c_size_t))
    fn("tilec_kernel_tile_ir", c_char_p, _V)
    fn("tilec_kernel_launch", c_int, _V, _V, u32p, _P(Arg), c_size_t)
    fn("tilec_kernel_function", c_int, _V, _V, _P(_V))
    fn("tilec_code_object_inspect", c_char_p, c_char_p, c_size_t, c_char_p)
    fn("tilec_code_object_disassemble", c_char_p, c_char_p, c_size_t)


class Library:
    """The loaded C library and the process-wide objects made from it."""

    def __init__(self, path):
        self.path = Path(path)
        try:
            self.lib = ctypes.CDLL(str(self.path))
        except OSError as e:
            raise LibraryNotFoundError(f"tilec: cannot load {self.path}: {e}") from None
        if not hasattr(self.lib, "tilec_api_version"):
            raise LibraryNotFoundError(f"tilec: {self.path} is not a tilec C API library")
        has = self.lib.tilec_has_compiler
        has.restype = ctypes.c_int
        self.has_compiler = bool(has())
        _declare(self.lib, self.has_compiler)
        version = self.lib.tilec_api_version()
        if version != API_VERSION:
            raise LibraryNotFoundError(
                f"tilec: {self.path} has C API version {version}, this package needs "
                f"{API_VERSION}")
        self._lock = threading.Lock()
        self._devices = {}
        self._compiler = None
        # configure_cache(): (cache_dir, remote_cache) for the next compiler; None: the
        # environment's defaults. Replaced compilers are kept, never destroyed: another
        # thread may still be compiling with one.
        self._cache_settings = (None, None)
        self._retired = []
        # The launch fast path (jit._Launcher): grid, block and argument
        # structs as packed bytes.
        L = self.lib
        self.function_launch_raw = L["tilec_function_launch"]
        self.function_launch_raw.restype = ctypes.c_int
        self.function_launch_raw.argtypes = [_V, ctypes.c_char_p, ctypes.c_char_p,
                                             ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]
        if self.has_compiler:
            self.kernel_launch_raw = L["tilec_kernel_launch"]
            self.kernel_launch_raw.restype = ctypes.c_int
            self.kernel_launch_raw.argtypes = [_V, _V, ctypes.c_char_p, ctypes.c_char_p,
                                               ctypes.c_size_t]

    def error(self):
        return (self.lib.tilec_last_error() or b"").decode(errors="replace")

    def check(self, rc, exc=TilecError):
        if rc != 0:
            raise exc(self.error())

    def read_code_object(self, image, reader="auto"):
        """What an AMD code object holds (tilec_code_object_inspect), as a dict."""
        import json
        if not self.has_compiler:
            raise TilecError(f"tilec: reading code objects needs libtilec.so, not the "
                             f"runtime-only {self.path}")
        text = self.lib.tilec_code_object_inspect(bytes(image), len(image), reader.encode())
        if text is None:
            raise TilecError(self.error())
        return json.loads(text.decode())

    def disassemble_code_object(self, image):
        """The AMD code object disassembled by comgr (tilec_code_object_disassemble)."""
        if not self.has_compiler:
            raise TilecError(f"tilec: disassembly needs libtilec.so, not the runtime-only "
                             f"{self.path}")
        text = self.lib.tilec_code_object_disassemble(bytes(image), len(image))
        if text is None:
            raise TilecError(self.error())
        return text.decode()

    def target_family(self, target):
        """"cdna", "rdna" or "nvidia" for a target of tilec's target table."""
        family = self.lib.tilec_target_family(target.encode())
        if family is None:
            raise TilecError(self.error())
        return family.decode()

    def device(self, backend, ordinal=0):
        """The process's Device for (backend, ordinal), opened once."""
        key = (backend, ordinal)
        with self._lock:
            dev = self._devices.get(key)
            if dev is None:
                if backend == BACKEND_INTERPRETER and not self.has_compiler:
                    raise LibraryNotFoundError(
                        f"tilec: the interpreter device (numpy arrays) needs libtilec.so; "
                        f"{self.path} is the runtime-only library")
                handle = _V()
                self.check(self.lib.tilec_device_open(backend, ordinal, ctypes.byref(handle)))
                dev = Device(self, handle)
                self._devices[key] = dev
            return dev

    def compiler(self):
        if not self.has_compiler:
            raise LibraryNotFoundError(
                f"tilec: {self.path} is the runtime-only library (no compiler); build "
                f"libtilec.so (target tilec_capi) or load precompiled code with "
                f"kernel.load_binary(...)")
        with self._lock:
            if self._compiler is None:
                handle = _V()
                cache_dir, remote = (None if v is None else str(v).encode()
                                     for v in self._cache_settings)
                self.check(self.lib.tilec_compiler_create_with_remote(cache_dir, remote,
                                                                      ctypes.byref(handle)))
                self._compiler = handle
            return self._compiler

    def configure_cache(self, cache_dir=None, remote_cache=None):
        """Cache settings for the compiles from now on (a new C++ compiler: an
        empty memory cache). cache_dir: None for $TILEC_CACHE_DIR (else
        $XDG_CACHE_HOME/tilec, ~/.cache/tilec), "" for memory only.
        remote_cache: None for $TILEC_REMOTE_CACHE, "" for none, else
        "redis://host[:port][/db][?timeout_ms=N&...]" (docs/jit.md)."""
        if not self.has_compiler:
            self.compiler()  # raises, saying what is missing
        with self._lock:
            self._cache_settings = (cache_dir, remote_cache)
            if self._compiler is not None:
                self._retired.append(self._compiler)
                self._compiler = None

    def cache_stats(self):
        """Where the current compiler's requests were answered from: a dict of
        memory_hits, disk_hits, remote_hits, compiles, corrupt_entries,
        remote_corrupt_entries, remote_stores, remote_errors."""
        s = _CacheStats()
        self.check(self.lib.tilec_compiler_cache_stats(self.compiler(), ctypes.byref(s)))
        return {name: getattr(s, name) for name in _CACHE_STATS_FIELDS}

    def remote_cache(self):
        """The remote cache the current compiler uses ("redis://host:port/db"),
        "" for none."""
        return self.lib.tilec_compiler_remote_cache(self.compiler()).decode()

    def remote_cache_supported(self):
        """(True, "") if this libtilec.so can use a remote cache, else (False, why)."""
        if not self.has_compiler:
            return False, f"{self.path} is the runtime-only library"
        if self.lib.tilec_remote_cache_supported():
            return True, ""
        return False, self.error()

    def compile(self, source_text, source_path, kernel_name, signature, constexprs, target,
                num_warps, num_stages, opt_level=-1, fp_fusion=False, max_registers=0):
        """Compiles one specialization; a CompiledKernel or CompilationError.
        fp_fusion: let the backend contract a * b + c into FMAs (Triton's
        enable_fp_fusion); False: every op rounds, as the interpreter does.
        max_registers: NVIDIA register cap per thread (Triton's maxnreg), 0:
        none; ignored for AMD targets."""
        compiler = self.compiler()
        names = [k.encode() for k in constexprs]
        values = [v.encode() for v in constexprs.values()]
        n = len(names)
        name_arr = (ctypes.c_char_p * max(n, 1))(*names)
        value_arr = (ctypes.c_char_p * max(n, 1))(*values)
        opts = _CompileOptionsEx(ctypes.sizeof(_CompileOptionsEx), target.encode(), num_warps,
                                 num_stages, opt_level, 1 if fp_fusion else 0,
                                 max_registers or 0)
        handle = _V()
        if isinstance(source_text, str):
            source_text = source_text.encode()
        rc = self.lib.tilec_compile_ex(compiler, source_text, str(source_path).encode(),
                                    kernel_name.encode(), signature.encode(), name_arr,
                                    value_arr, n, ctypes.byref(opts), ctypes.byref(handle))
        if rc != 0:
            raise CompilationError(self.error())
        return CompiledKernel(self, handle, kernel_name, signature, dict(constexprs))


class Device:
    def __init__(self, lib, handle):
        self.lib, self.handle = lib, handle
        L = lib.lib
        self.name = L.tilec_device_name(handle).decode()
        self.target = L.tilec_device_target(handle).decode()
        self.arch = L.tilec_device_arch(handle).decode()
        self.warp_size = L.tilec_device_warp_size(handle)
        self.is_interpreter = bool(L.tilec_device_is_interpreter(handle))

    def synchronize(self):
        self.lib.check(self.lib.lib.tilec_synchronize(self.handle), LaunchError)

    def elapsed_ms(self, run, repeats):
        """Runs run() `repeats` times between two events; mean milliseconds."""
        L = self.lib.lib
        start, end = _V(), _V()
        self.lib.check(L.tilec_event_create(self.handle, ctypes.byref(start)))
        try:
            self.lib.check(L.tilec_event_create(self.handle, ctypes.byref(end)))
            try:
                self.lib.check(L.tilec_event_record(start))
                for _ in range(repeats):
                    run()
                self.lib.check(L.tilec_event_record(end))
                ms = ctypes.c_float()
                self.lib.check(L.tilec_event_elapsed_ms(start, end, ctypes.byref(ms)),
                               LaunchError)
                return ms.value / repeats
            finally:
                L.tilec_event_destroy(end)
        finally:
            L.tilec_event_destroy(start)

    def __repr__(self):
        return f"<tilec device {self.name} ({self.target})>"


def _grid3(grid):
    return (ctypes.c_uint32 * 3)(*grid)


class CompiledKernel:
    """One compiled specialization (from libtilec.so): code object, stats,
    parameter list and tile IR; launches on the interpreter or a GPU."""

    def __init__(self, lib, handle, name, signature, constexprs):
        self.lib, self.handle = lib, handle
        self.name, self.signature, self.constexprs = name, signature, constexprs
        L = lib.lib
        self.target = L.tilec_kernel_target(handle).decode()
        self.format = L.tilec_kernel_format(handle).decode()
        self.num_args = L.tilec_kernel_num_args(handle)
        self._functions = {}  # id(Device) -> tilec_function on that GPU
        self.params = []
        for i in range(L.tilec_kernel_num_params(handle)):
            info = _ParamInfo()
            lib.check(L.tilec_kernel_param(handle, i, ctypes.byref(info)))
            self.params.append({"name": info.name.decode(), "type": info.type.decode(),
                                "pointee": info.pointee.decode(),
                                "value": info.value.decode(),
                                "is_constexpr": bool(info.is_constexpr),
                                "arg_index": info.arg_index, "kind": info.kind})

    def __del__(self):
        try:
            for _, function in self._functions.values():
                self.lib.lib.tilec_function_release(function)
            self.lib.lib.tilec_kernel_release(self.handle)
        except Exception:
            pass

    def function(self, device):
        """The code object loaded on GPU `device`, as a tilec_function handle
        for tilec_function_launch (exact argument kinds, no checks)."""
        entry = self._functions.get(id(device))
        if entry is None:
            handle = _V()
            self.lib.check(self.lib.lib.tilec_kernel_function(self.handle, device.handle,
                                                              ctypes.byref(handle)),
                           LaunchError)
            entry = self._functions.setdefault(id(device), (device, handle))
        return entry[1]

    @property
    def binary(self):
        """The code object's bytes (cubin, PTX text or hsaco); b"" for the
        interpreter target."""
        size = ctypes.c_size_t()
        ptr = self.lib.lib.tilec_kernel_binary(self.handle, ctypes.byref(size))
        return ctypes.string_at(ptr, size.value) if ptr and size.value else b""

    @property
    def tile_ir(self):
        return self.lib.lib.tilec_kernel_tile_ir(self.handle).decode()

    @property
    def stats(self):
        s = _Stats()
        self.lib.check(self.lib.lib.tilec_kernel_stats_get(self.handle, ctypes.byref(s)))
        return {name: getattr(s, name) for name in _STATS_FIELDS}

    def save(self, path):
        """Writes the code object to `path` (for kernel.load_binary)."""
        data = self.binary
        if not data:
            raise TilecError(f"kernel '{self.name}' for target '{self.target}' has no code "
                             f"object (compile for a GPU target)")
        Path(path).write_bytes(data)

    def launch(self, device, grid, args):
        arr = (Arg * max(len(args), 1))(*args)
        rc = self.lib.lib.tilec_kernel_launch(self.handle, device.handle, _grid3(grid), arr,
                                              len(args))
        if rc != 0:
            raise LaunchError(self.lib.error())

    def __repr__(self):
        return (f"<tilec compiled kernel {self.name} [{self.signature}] "
                f"{self.constexprs} for {self.target}>")


class LoadedFunction:
    """A code object loaded on one GPU device (the runtime-only path)."""

    def __init__(self, device, image, fmt, kernel_name):
        self.device = device
        L = device.lib.lib
        self.module, self.function = _V(), _V()
        device.lib.check(L.tilec_module_load(device.handle, image, len(image), fmt.encode(),
                                             ctypes.byref(self.module)))
        rc = L.tilec_module_get_function(self.module, kernel_name.encode(),
                                         ctypes.byref(self.function))
        if rc != 0:
            msg = device.lib.error()
            L.tilec_module_unload(self.module)
            raise TilecError(msg)

    def __del__(self):
        try:
            L = self.device.lib.lib
            L.tilec_function_release(self.function)
            L.tilec_module_unload(self.module)
        except Exception:
            pass

    def launch(self, grid, block, args):
        L = self.device.lib.lib
        arr = (Arg * max(len(args), 1))(*args)
        rc = L.tilec_function_launch(self.function, _grid3(grid), _grid3(block), 0, arr,
                                     len(args))
        if rc != 0:
            raise LaunchError(self.device.lib.error())


_library = None
_library_lock = threading.Lock()


def configure_cache(cache_dir=None, remote_cache=None):
    """Sets the compile cache for the compiles from now on (Library.configure_cache)."""
    library().configure_cache(cache_dir, remote_cache)


def cache_stats():
    """Counters of the current compiler's cache (Library.cache_stats)."""
    return library().cache_stats()


def read_code_object(image, reader="auto"):
    """What an AMD code object (bytes; tilec's or any other) holds: a dict with
    isa, code_object_version, read_by and kernels (name, wave_size, vgprs,
    agprs, sgprs, lds_bytes, scratch_bytes, vgpr_spills, sgpr_spills,
    kernarg_bytes, max_flat_workgroup_size, waves_per_simd, code_bytes).
    reader "auto" reads it with ROCm's comgr and tilec's reader and
    cross-checks them (tilec's alone without comgr); "comgr" or "builtin"
    picks one. Raises TilecError (a disagreement, not a code object, no comgr
    for "comgr")."""
    return library().read_code_object(image, reader)


def disassemble_code_object(image):
    """The AMD code object's disassembly by ROCm's comgr (TilecError without
    comgr or for a chip it does not know)."""
    return library().disassemble_code_object(image)


def library():
    """The loaded tilec library (loaded on first use)."""
    global _library
    with _library_lock:
        if _library is None:
            tried = library_candidates()
            for path in tried:
                if path.exists():
                    _library = Library(path)
                    break
            else:
                listed = "\n  ".join(str(p) for p in tried)
                raise LibraryNotFoundError(
                    "tilec: libtilec.so not found; tried:\n  " + listed +
                    "\nBuild it (cmake --build build --target tilec_capi) or set "
                    "TILEC_LIBRARY to the path of libtilec.so (or of libtilec_rt.so, the "
                    "runtime-only library, for precompiled kernels)")
        return _library
