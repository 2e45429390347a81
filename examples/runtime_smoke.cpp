//===- runtime_smoke.cpp - Does the tilec runtime reach a GPU? ------------===//
//
// Opens the best device, prints its name and compiler target, and on CUDA
// runs a hand-written PTX vector add and checks it. Exit codes: 0 passed,
// 1 failed, 77 no GPU (the automake/CTest "skipped" code).
//
//===----------------------------------------------------------------------===//

#include "tilec/Runtime.h"
#include "vector_add_ptx.h"

#include <cstdio>
#include <vector>

using namespace tilec::rt;

static int fail(const char *what, const std::string &message) {
  std::fprintf(stderr, "runtime_smoke: %s: %s\n", what, message.c_str());
  return 1;
}

static int runVectorAdd(Device &device) {
  const unsigned n = 1000003;
  std::vector<float> a(n), b(n), c(n);
  for (unsigned i = 0; i < n; ++i) {
    a[i] = static_cast<float>(i % 1000) * 0.5f;
    b[i] = static_cast<float>(i % 7) - 3.0f;
  }
  std::size_t bytes = n * sizeof(float);

  Result<Module> module = device.loadModule(kVectorAddPtx, "ptx");
  if (!module.ok())
    return fail("load PTX", module.message());
  Result<Kernel> kernel = module->getFunction("vector_add");
  if (!kernel.ok())
    return fail("find vector_add", kernel.message());
  Result<DeviceBuffer> da = device.allocate(bytes);
  Result<DeviceBuffer> db = device.allocate(bytes);
  Result<DeviceBuffer> dc = device.allocate(bytes);
  if (!da.ok() || !db.ok() || !dc.ok())
    return fail("allocate", !da.ok()
                                ? da.message()
                                : (!db.ok() ? db.message() : dc.message()));
  if (Status s = device.copyToDevice(*da, a.data(), bytes); !s.ok())
    return fail("copy a", s.message());
  if (Status s = device.copyToDevice(*db, b.data(), bytes); !s.ok())
    return fail("copy b", s.message());
  // NaN everywhere, so that an element the kernel skips is caught.
  if (Status s = device.memset(*dc, 0xff, bytes); !s.ok())
    return fail("memset c", s.message());

  Result<Event> start = device.createEvent();
  Result<Event> end = device.createEvent();
  if (!start.ok() || !end.ok())
    return fail("create events", !start.ok() ? start.message() : end.message());
  const Stream &stream = device.defaultStream();
  unsigned block = 256;
  if (Status s = device.recordEvent(*start, stream); !s.ok())
    return fail("record start", s.message());
  if (Status s =
          kernel->launch({(n + block - 1) / block}, {block}, 0, stream,
                         {KernelArg::pointer(*da), KernelArg::pointer(*db),
                          KernelArg::pointer(*dc), KernelArg::u32(n)});
      !s.ok())
    return fail("launch", s.message());
  if (Status s = device.recordEvent(*end, stream); !s.ok())
    return fail("record end", s.message());
  if (Status s = device.synchronize(); !s.ok())
    return fail("synchronize", s.message());
  Result<float> ms = device.elapsedMs(*start, *end);
  if (!ms.ok())
    return fail("time", ms.message());
  if (Status s = device.copyToHost(c.data(), *dc, bytes); !s.ok())
    return fail("copy c", s.message());

  for (unsigned i = 0; i < n; ++i) {
    if (c[i] != a[i] + b[i]) {
      std::fprintf(stderr,
                   "runtime_smoke: vector_add wrong at %u: %g + %g gave %g\n",
                   i, a[i], b[i], c[i]);
      return 1;
    }
  }
  std::printf("vector_add: %u elements correct, kernel %.3f ms\n", n, *ms);
  return 0;
}

int main() {
  Result<std::unique_ptr<Device>> opened = openBestDevice();
  if (!opened.ok()) {
    std::printf("no GPU: %s\n", opened.message().c_str());
    return 77;
  }
  Device &device = **opened;
  std::printf("device: %s\nbackend: %s\ntarget: %s\nmemory: %zu MiB\n",
              device.name().c_str(), backendName(device.backend()),
              device.targetName().c_str(), device.totalMemory() >> 20);
  if (device.backend() != Backend::CUDA) {
    std::printf("vector_add: skipped (the smoke kernel is PTX; HIP needs an "
                "hsaco)\n");
    return 0;
  }
  return runVectorAdd(device);
}
