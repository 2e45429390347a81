// package_headers: every public header of an installed tilec compiles with only
// the package's include directory, and tilec::jit links and runs: a kernel
// compiled at run time for the CPU interpreter (C++ API), its tile IR and
// parameters, and the C API's version and devices.
#include "all_headers.h"

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

static const char *kKernel = R"(
import tilec.language as tl
import tilec


@tilec.jit
def scale_kernel(x_ptr, out_ptr, alpha, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * alpha, mask=mask)
)";

static int fail(const std::string &what) {
  std::fprintf(stderr, "package_headers: %s\n", what.c_str());
  return 1;
}

int main() {
  tilec::CompilerOptions options;
  options.diskCache = false;
  tilec::Compiler compiler(options);
  tilec::Device device = tilec::Device::interpreter();
  tilec::Result<std::shared_ptr<const tilec::CompiledKernel>> ck =
      compiler.compile(tilec::KernelSource::fromText(kKernel, "scale.py"),
                       "scale_kernel", "*fp32,*fp32,fp32,i32",
                       {{"BLOCK", "128"}}, {"interp"});
  if (!ck.ok())
    return fail("compile: " + ck.message());
  const int n = 300;
  std::vector<float> x(n), out(n, NAN);
  for (int i = 0; i < n; ++i)
    x[i] = 0.5f * i - 7;
  tilec::Status s =
      tilec::Kernel(*ck).launch(device, {3, 1, 1}, x, out, 2.0f, n);
  if (!s.ok())
    return fail("launch: " + s.message());
  for (int i = 0; i < n; ++i)
    if (out[i] != 2.0f * x[i])
      return fail("element " + std::to_string(i) + " is " +
                  std::to_string(out[i]));
  // A mistake is a Status with the compiler's message, not an exception or an
  // llvm::Error.
  tilec::Result<std::shared_ptr<const tilec::CompiledKernel>> bad =
      compiler.compile(tilec::KernelSource::fromText(kKernel, "scale.py"),
                       "scale_kernel", "*fp32", {}, {"interp"});
  if (bad.ok() || bad.message().find("signature") == std::string::npos)
    return fail("a bad signature was not reported: " + bad.message());
  if (tilec_api_version() != TILEC_C_API_VERSION || !tilec_has_compiler())
    return fail("C API: unexpected version or no compiler");
  tilec_device dev = nullptr;
  if (tilec_device_open(TILEC_BACKEND_INTERPRETER, 0, &dev) != TILEC_OK)
    return fail(std::string("C API: ") + tilec_last_error());
  std::printf("package_headers: ok (%zu parameters, %s; C API device %s)\n",
              (*ck)->params.size(), (*ck)->target.c_str(),
              tilec_device_target(dev));
  tilec_device_close(dev);
  return 0;
}
