"""`import tilec.triton`: Triton's Python API through tilec (the drop-in).

Import it before the code that imports triton:

- **Triton absent**: `import triton`, `import triton.language as tl`,
  `from triton.language.extra import libdevice` (also `.cuda.libdevice`,
  `.hip.libdevice`, `triton.language.math`), `triton.jit`,
  `triton.autotune`, `triton.heuristics`, `triton.Config`, `triton.cdiv`,
  `triton.next_power_of_2`, `triton.testing.do_bench` and
  `triton.tools.tensor_descriptor.TensorDescriptor` are tilec's. Names
  of `triton.language` that only mean something inside a kernel (tl.load,
  libdevice functions) exist so that module-level code importing or aliasing
  them runs; using one from Python raises, naming it.
- **Triton present**: `triton.jit`, `triton.autotune`, `triton.heuristics`
  and `triton.Config` are replaced by tilec's in the triton module, so the
  kernels decorated from then on compile and launch through tilec; the rest
  of Triton (its language module, its testing helpers) stays Triton's.
  Modules that bound `triton.jit` before this import keep Triton's.

tilec's decorators refuse the options they do not implement (docs/python.md);
nothing is silently ignored.
"""

import importlib.util
import statistics
import sys
import time
import types

from . import language as _language
from . import tensor_descriptor as _tensor_descriptor
from .autotuner import Config, autotune, heuristics
from .jit import cdiv, jit, next_power_of_2

__all__ = ["installed", "triton_present"]

TRITON_VERSION = "3.6.0"  # the Triton language version tilec implements


class DeviceOnly:
    """A triton.language name that exists only inside kernels (tl.load,
    libdevice.exp): module-level code may import or alias it; Python may not
    use it."""

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return f"<device-only {self._name}>"

    def _refuse(self, *args, **kwargs):
        raise RuntimeError(f"{self._name} runs only inside a kernel (tilec compiles the "
                           f"kernel's source; Python never calls it)")

    __call__ = _refuse
    __bool__ = _refuse

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return DeviceOnly(f"{self._name}.{name}")


def _device_module(name):
    """A module whose every attribute is a DeviceOnly of that name."""
    mod = types.ModuleType(name)

    def getattr_(attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        return DeviceOnly(f"{name}.{attr}")
    mod.__getattr__ = getattr_
    return mod


def _language_module():
    """triton.language: tilec.language's names (dtypes, constexpr, ...) and
    DeviceOnly for the kernel-only rest."""
    mod = types.ModuleType("triton.language")
    for key, value in vars(_language).items():
        if not key.startswith("__"):
            setattr(mod, key, value)
    mod.__doc__ = "triton.language through tilec (tilec.triton)"

    def getattr_(attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        return DeviceOnly(f"triton.language.{attr}")
    mod.__getattr__ = getattr_
    mod.core = mod
    return mod


def do_bench(fn, warmup=25, rep=100, grad_to_none=None, quantiles=None, return_mode="mean"):
    """triton.testing.do_bench: milliseconds per call of `fn`, measured with
    CUDA events when PyTorch sees a GPU, else with the host clock (kernels on
    the interpreter run synchronously)."""
    if return_mode not in ("min", "max", "mean", "median", "all"):
        raise ValueError(f"do_bench: unknown return_mode {return_mode!r}")
    if grad_to_none is not None:
        raise ValueError("do_bench: grad_to_none is not supported by tilec.triton; leave it "
                         "None")
    torch = sys.modules.get("torch")
    gpu = torch is not None and torch.cuda.is_available()

    def timed(calls):
        if gpu:
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            for _ in range(calls):
                fn()
            end.record()
            torch.cuda.synchronize()
            return start.elapsed_time(end) / calls
        t = time.perf_counter()
        for _ in range(calls):
            fn()
        return (time.perf_counter() - t) * 1e3 / calls

    fn()
    estimate = max(timed(5), 1e-4)
    for _ in range(max(1, int(warmup / estimate))):
        fn()
    times = [timed(1) for _ in range(max(1, min(10000, int(rep / estimate))))]
    if quantiles is not None:
        ordered = sorted(times)
        picked = [ordered[min(len(ordered) - 1, int(q * len(ordered)))] for q in quantiles]
        return picked[0] if len(picked) == 1 else picked
    if return_mode == "all":
        return times
    return {"min": min, "max": max, "mean": statistics.fmean,
            "median": statistics.median}[return_mode](times)


def _install_absent():
    triton = types.ModuleType("triton")
    triton.__doc__ = "triton through tilec (tilec.triton): Triton is not installed"
    triton.__version__ = TRITON_VERSION
    triton.__path__ = []  # a package, so that its submodules import
    language = _language_module()
    testing = types.ModuleType("triton.testing")
    testing.do_bench = do_bench
    extra = types.ModuleType("triton.language.extra")
    extra.__path__ = []
    modules = {
        "triton": triton,
        "triton.language": language,
        "triton.language.core": language,
        "triton.language.math": _device_module("triton.language.math"),
        "triton.language.extra": extra,
        "triton.language.extra.libdevice": _device_module("triton.language.extra.libdevice"),
        "triton.language.extra.cuda": types.ModuleType("triton.language.extra.cuda"),
        "triton.language.extra.cuda.libdevice":
            _device_module("triton.language.extra.cuda.libdevice"),
        "triton.language.extra.hip": types.ModuleType("triton.language.extra.hip"),
        "triton.language.extra.hip.libdevice":
            _device_module("triton.language.extra.hip.libdevice"),
        "triton.testing": testing,
        "triton.tools": types.ModuleType("triton.tools"),
        "triton.tools.tensor_descriptor": _tensor_descriptor,
    }
    for name, mod in modules.items():
        sys.modules[name] = mod
    for name in ("cuda", "hip"):
        sub = modules[f"triton.language.extra.{name}"]
        sub.__path__ = []
        sub.libdevice = modules[f"triton.language.extra.{name}.libdevice"]
        setattr(extra, name, sub)
    extra.libdevice = modules["triton.language.extra.libdevice"]
    modules["triton.tools"].__path__ = []
    modules["triton.tools"].tensor_descriptor = _tensor_descriptor
    triton.tools = modules["triton.tools"]
    language.extra = extra
    language.math = modules["triton.language.math"]
    triton.language = language
    triton.testing = testing
    _route(triton)
    triton.cdiv = cdiv
    triton.next_power_of_2 = next_power_of_2
    triton.tilec = True


def _route(triton):
    triton.jit = jit
    triton.autotune = autotune
    triton.heuristics = heuristics
    triton.Config = Config


def _install():
    """Installs the drop-in; whether a real Triton is there."""
    if "triton" in sys.modules and getattr(sys.modules["triton"], "tilec", False):
        return getattr(sys.modules["triton"], "__file__", None) is not None
    try:
        present = importlib.util.find_spec("triton") is not None
    except ValueError:  # a module named triton without a spec
        present = "triton" in sys.modules
    if not present:
        _install_absent()
        return False
    import triton
    _route(triton)
    triton.tilec = True
    return True


triton_present = _install()
installed = True
