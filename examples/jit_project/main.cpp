// jit_example: an installed tilec's C++ JIT (tilec::jit) used from a project
// of its own. Compiles scaled_add_kernel at run time for the CPU interpreter,
// runs it on a ragged size and checks it against a float64 reference; picks
// BLOCK_SIZE with the Autotuner; and generates gfx942 code (no GPU needed) to
// show the installed library carries the whole compiler. Exits 0 when all
// checks pass, 1 otherwise.
#include "tilec/Autotuner.h"
#include "tilec/Compiler.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <vector>

static int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "jit_example: %s: %s\n", what, message.c_str());
  return 1;
}

// out must be alpha * x + y everywhere (it starts as NaN).
static int check(const std::vector<float> &x, const std::vector<float> &y,
                 const std::vector<float> &out, float alpha, const char *what) {
  for (std::size_t i = 0; i < out.size(); ++i) {
    double want = double(alpha) * x[i] + y[i];
    if (!(std::fabs(out[i] - want) <= 1e-6 * (1 + std::fabs(want))))
      return fail(what, "element " + std::to_string(i) + " is " +
                            std::to_string(out[i]) + ", expected " +
                            std::to_string(want));
  }
  return 0;
}

int main() {
  const tilec::KernelSource source =
      tilec::KernelSource::fromFile(JIT_EXAMPLE_KERNEL);
  const char *signature = "*fp32,*fp32,*fp32,fp32,i32";
  tilec::Compiler compiler;
  tilec::Device device = tilec::Device::interpreter();

  const int n = 1000; // not a multiple of the block: the mask matters
  const float alpha = -0.75f;
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = dist(rng);
    y[i] = dist(rng);
  }

  // One compile, one launch.
  auto ck = compiler.compile(source, "scaled_add_kernel", signature,
                             {{"BLOCK_SIZE", "256"}}, {"interp"});
  if (!ck)
    return fail("compile", ck.message());
  std::vector<float> out(n, std::numeric_limits<float>::quiet_NaN());
  if (tilec::Status s = tilec::Kernel(*ck).launch(
          device, {(n + 255) / 256, 1, 1}, x, y, out, alpha, n);
      !s.ok())
    return fail("launch", s.message());
  if (int rc = check(x, y, out, alpha, "scaled_add_kernel"))
    return rc;

  // The autotuner picks a BLOCK_SIZE and runs it.
  tilec::Autotuner tuner(
      compiler, source, "scaled_add_kernel", signature, {},
      {{{{"BLOCK_SIZE", "128"}}, 4}, {{{"BLOCK_SIZE", "512"}}, 4}},
      /*key=*/{"n"});
  std::vector<float> tuned(n, std::numeric_limits<float>::quiet_NaN());
  if (tilec::Status s = tuner.launch(
          device,
          [&](const tilec::TuningConfig &c) {
            unsigned block = std::stoul(c.get("BLOCK_SIZE"));
            return tilec::rt::Dim3{(n + block - 1) / block, 1, 1};
          },
          x, y, tuned, alpha, n);
      !s.ok())
    return fail("autotuned launch", s.message());
  if (int rc = check(x, y, tuned, alpha, "autotuned scaled_add_kernel"))
    return rc;

  // GPU code generation needs no GPU.
  auto amd = compiler.compile(source, "scaled_add_kernel",
                              "*fp32:16,*fp32:16,*fp32:16,fp32,i32",
                              {{"BLOCK_SIZE", "1024"}}, {"gfx942"});
  if (!amd)
    return fail("compile for gfx942", amd.message());
  if ((*amd)->format != "hsaco" || (*amd)->binary.empty() ||
      (*amd)->stats.vgprs == 0)
    return fail("compile for gfx942", "no code object or no register count");

  std::printf("jit_example: scaled_add_kernel correct on the interpreter "
              "(%d elements, autotuned too); gfx942 code object %zu bytes, "
              "%u VGPRs\n",
              n, (*amd)->binary.size(), (*amd)->stats.vgprs);
  return 0;
}
