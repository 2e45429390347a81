"""tilec.autotune, tilec.Config and tilec.heuristics, as Triton's.

On a GPU every config is compiled, several at once (`_compile_all`), then
timed with the device's events (the fastest median wins, per value of the
`key` arguments, the arguments' element types and the device); on the CPU
interpreter timing means nothing, so the first config (after pruning) is used
without running the others.
"""

import os
import statistics
from concurrent.futures import ThreadPoolExecutor

from .errors import CompilationError, LaunchError
from .jit import KernelInterface, check_launch_options


class Config:
    """One autotuning configuration: constexpr values (`kwargs`) and launch
    options. num_ctas must be 1 (tilec has no clusters); maxnreg (NVIDIA's
    register cap) is passed to the launch as Triton does."""

    def __init__(self, kwargs, num_warps=4, num_stages=3, num_ctas=1, maxnreg=None,
                 pre_hook=None):
        check_launch_options("tilec.Config", {"num_ctas": num_ctas, "maxnreg": maxnreg})
        self.kwargs = dict(kwargs)
        self.num_warps = num_warps
        self.num_stages = num_stages
        self.num_ctas = num_ctas
        self.maxnreg = maxnreg
        self.pre_hook = pre_hook

    def all_kwargs(self):
        out = dict(self.kwargs)
        out["num_warps"] = self.num_warps
        out["num_stages"] = self.num_stages
        if self.maxnreg is not None:
            out["maxnreg"] = self.maxnreg
        return out

    def __repr__(self):
        items = [f"{k}: {v}" for k, v in self.kwargs.items()]
        items += [f"num_warps: {self.num_warps}", f"num_stages: {self.num_stages}"]
        if self.maxnreg is not None:
            items.append(f"maxnreg: {self.maxnreg}")
        return ", ".join(items)


def _jit_of(fn):
    while not hasattr(fn, "arg_names"):
        fn = fn.fn
    return fn


def _key_part(value):
    if isinstance(value, (int, float, bool, str)) or value is None:
        return value
    dt = getattr(value, "dtype", None)
    if dt is None and hasattr(value, "base"):  # tilec.reinterpret
        return ("reinterpret", getattr(value, "element", None))
    return str(dt)


def _zero(value):
    if hasattr(value, "zero_"):
        value.zero_()
    else:
        value.fill(0)


def _clone(value):
    return value.clone() if hasattr(value, "clone") else value.copy()


def _restore(dst, src):
    if hasattr(dst, "copy_"):
        dst.copy_(src)
    else:
        dst[...] = src


class Autotuner(KernelInterface):
    def __init__(self, fn, configs, key, prune_configs_by=None, reset_to_zero=None,
                 restore_value=None, warmup=25, rep=100):
        if not configs:
            raise ValueError("tilec.autotune: no configs")
        self.fn = fn
        self.jit = _jit_of(fn)
        self.configs = list(configs)
        self.key = list(key)
        self.prune = (prune_configs_by or {}).get("early_config_prune")
        self.reset_to_zero = list(reset_to_zero or [])
        self.restore_value = list(restore_value or [])
        self.warmup_ms, self.rep_ms = warmup, rep
        self.cache = {}
        self.best_config = None
        self.configs_timings = None
        self.errors = {}
        self.__name__ = self.jit.__name__
        for name in self.key + self.reset_to_zero + self.restore_value:
            if name not in self.jit.arg_names:
                raise ValueError(f"tilec.autotune: '{name}' is not a parameter of "
                                 f"'{self.__name__}'")

    def _bench(self, device, plan, named):
        def once():
            for name in self.reset_to_zero:
                _zero(named[name])
            plan.run()

        once()
        device.synchronize()
        estimate = max(device.elapsed_ms(once, 5), 1e-3)
        for _ in range(max(1, int(self.warmup_ms / estimate))):
            once()
        repeats = min(1000, max(1, int(self.rep_ms / estimate)))
        return statistics.median(device.elapsed_ms(once, 1) for _ in range(repeats))

    def _plan(self, args, kwargs, grid):
        named = self.jit.bind_partial(args, kwargs)
        for config in self.configs:
            clash = set(config.all_kwargs()) & set(kwargs)
            if clash:
                raise ValueError(f"{self.__name__}: conflicting meta-parameters "
                                 f"{sorted(clash)}: they are auto-tuned")
        device = self.jit.device_for(named)
        key = tuple(_key_part(named.get(k)) for k in self.key)
        key += tuple(str(v.dtype) for v in named.values() if hasattr(v, "dtype"))
        key += (device.target,)
        config = self.cache.get(key)
        if config is None:
            config = self._tune(device, args, kwargs, grid, named)
            self.cache[key] = config
        self.best_config = config
        if config.pre_hook:
            config.pre_hook(dict(named, **config.all_kwargs()))
        return self.fn._plan(args, dict(kwargs, **config.all_kwargs()), grid)

    def _compile_all(self, configs, args, kwargs, grid):
        """Compiles every config before any is timed, several at once: each
        compile runs in the C library without the GIL and the compiler is
        thread-safe; planning only compiles (modules load at the first launch),
        so launching and timing stay on the calling thread. -> {config: error}
        for the configs that did not compile."""
        def compile_one(config):
            try:
                self.fn._plan(args, dict(kwargs, **config.all_kwargs()), grid)
                return None
            except CompilationError as e:
                return str(e)

        workers = max(1, min(len(configs), os.cpu_count() or 1))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            errors = list(pool.map(compile_one, configs))
        return {c: e for c, e in zip(configs, errors) if e is not None}

    def _tune(self, device, args, kwargs, grid, named):
        configs = self.configs
        if self.prune:
            configs = list(self.prune(configs, named, **kwargs)) or configs
        if device.is_interpreter:
            self.configs_timings = {configs[0]: None}
            return configs[0]
        failed = self._compile_all(configs, args, kwargs, grid)
        saved = {name: _clone(named[name]) for name in self.restore_value}
        timings = {}
        try:
            for config in configs:
                if config in failed:
                    self.errors[repr(config)] = failed[config]
                    timings[config] = float("inf")
                    continue
                try:
                    if config.pre_hook:
                        config.pre_hook(dict(named, **config.all_kwargs()))
                    plan = self.fn._plan(args, dict(kwargs, **config.all_kwargs()), grid)
                    if plan.run is None:
                        timings[config] = 0.0
                        continue
                    timings[config] = self._bench(device, plan, named)
                except (CompilationError, LaunchError) as e:
                    self.errors[repr(config)] = str(e)
                    timings[config] = float("inf")
        finally:
            for name, value in saved.items():
                _restore(named[name], value)
        self.configs_timings = timings
        best = min(timings, key=timings.get)
        if timings[best] == float("inf"):
            raise CompilationError("autotune: no config of '" + self.__name__ +
                                   "' compiled and ran:\n" +
                                   "\n".join(f"[{k}] {v}" for k, v in self.errors.items()))
        return best


def autotune(configs, key, prune_configs_by=None, reset_to_zero=None, restore_value=None,
             warmup=25, rep=100, pre_hook=None, post_hook=None, use_cuda_graph=False,
             do_bench=None, cache_results=False):
    """Decorator over a @tilec.jit kernel (or @tilec.heuristics), as
    triton.autotune. warmup/rep are milliseconds of GPU time per config.
    pre_hook/post_hook/do_bench (None), use_cuda_graph and cache_results
    (False) are accepted only with those values: tilec has none of them."""
    for name, value, neutral in (("pre_hook", pre_hook, None), ("post_hook", post_hook, None),
                                 ("do_bench", do_bench, None),
                                 ("use_cuda_graph", use_cuda_graph, False),
                                 ("cache_results", cache_results, False)):
        if value is not neutral:
            raise ValueError(f"tilec.autotune: {name}={value!r} is not supported; leave it "
                             f"{neutral}")

    def decorator(fn):
        return Autotuner(fn, configs, key, prune_configs_by, reset_to_zero, restore_value,
                         warmup, rep)
    return decorator


class Heuristics(KernelInterface):
    def __init__(self, fn, values):
        self.fn = fn
        self.jit = _jit_of(fn)
        self.values = dict(values)
        self.__name__ = self.jit.__name__

    def _plan(self, args, kwargs, grid):
        named = self.jit.bind_partial(args, kwargs)
        named.update(kwargs)
        extra = {}
        for name, fn in self.values.items():
            extra[name] = fn(dict(named, **extra))
        return self.fn._plan(args, dict(kwargs, **extra), grid)


def heuristics(values):
    """Decorator: constexprs computed from the arguments, as triton.heuristics."""
    return lambda fn: Heuristics(fn, values)
