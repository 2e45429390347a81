//===- Autotuner.h - choose a kernel configuration by measuring it --------===//
//
// Triton's @autotune for C++: a list of configurations (constexprs, warps,
// stages), a key (the argument values that select a tuning, e.g. sequence
// length and head size), and on the first launch for a key every
// configuration is compiled (on as many threads as there are cores, at most
// one per configuration), then timed on the device, one after another
// (median of N runs, GPU events; wall clock on the interpreter) and the
// fastest is kept, in memory
// and on disk next to the compile cache, so later processes skip the search.
//
//   tilec::Autotuner tuner(compiler, source, "_attn_fwd", signature,
//                          {{"HEAD_DIM", "64"}, {"IS_CAUSAL", "False"}},
//                          {{{{"BLOCK_M", "128"}, {"BLOCK_N", "64"}}, 8},
//                           {{{"BLOCK_M", "64"}, {"BLOCK_N", "64"}}, 4}},
//                          /*key=*/{"N_CTX"});
//   tuner.launch(device, [&](const tilec::TuningConfig &c) {
//     return tilec::rt::Dim3{cdiv(nCtx, std::stoi(c.get("BLOCK_M"))), z * h};
//   }, q, k, v, scale, m, out, ...);
//
// Benchmark runs execute the kernel on the real arguments: a kernel that
// accumulates into its outputs is run several times.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_AUTOTUNER_H
#define TILEC_AUTOTUNER_H

#include "tilec/Compiler.h"

#include <functional>
#include <limits>

// tilec's API: visible from libtilec.so also when tilec is built with
// -fvisibility=hidden (the release package hides everything else).
#pragma GCC visibility push(default)

namespace tilec {

/// One candidate: constexpr values added to the fixed ones, warps, stages.
struct TuningConfig {
  Constexprs constexprs;
  unsigned numWarps = 4;
  unsigned numStages = 2;

  /// The value of constexpr `name` in this config ("" if absent).
  std::string get(const std::string &name) const;
  /// "BLOCK_M=128,BLOCK_N=64,num_warps=8,num_stages=2".
  std::string str() const;
};

struct AutotuneOptions {
  unsigned warmup = 2;   // untimed runs per config
  unsigned repeats = 10; // timed runs per config; the median counts
  /// Keep choices on disk in the Compiler's cache directory (when it has
  /// one).
  bool diskCache = true;
};

/// What one tuning decided.
struct TuningResult {
  std::size_t index = 0; // into the config list
  /// Median milliseconds per config; infinity where it failed to compile or
  /// launch. Empty when the choice came from a cache.
  std::vector<double> medianMs;
  std::vector<std::string> errors; // per config, empty when it ran
  bool fromCache = false;
};

class Autotuner {
public:
  using GridFn = std::function<rt::Dim3(const TuningConfig &)>;

  /// `key` names the runtime parameters whose values select a tuning.
  Autotuner(Compiler &compiler, KernelSource source, std::string kernelName,
            std::string signature, Constexprs fixed,
            std::vector<TuningConfig> configs, std::vector<std::string> key,
            AutotuneOptions options = AutotuneOptions());
  ~Autotuner();

  template <class... A>
  Status launch(Device &device, const GridFn &grid, A &&...args) {
    return launchArgs(device, grid, std::vector<Arg>{Arg(args)...});
  }
  Status launchArgs(Device &device, const GridFn &grid,
                    const std::vector<Arg> &args);

  /// Chooses (or recalls) the config for these arguments without the final
  /// launch.
  Result<TuningResult> tune(Device &device, const GridFn &grid,
                            const std::vector<Arg> &args);

  const std::vector<TuningConfig> &configs() const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace tilec

#pragma GCC visibility pop

#endif // TILEC_AUTOTUNER_H
