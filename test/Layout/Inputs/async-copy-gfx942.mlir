// Input of pipeline-async.test's ERR line: an asynchronous copy laid out for
// an NVIDIA-like warp, lowered for gfx942 (not a lit test by itself).
#blocked = #tilegpu.blocked<sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [1], order = [0]>
module attributes {tilegpu.num_warps = 1 : i32, tilegpu.warp_size = 64 : i32} {
  func.func @copy(%p: !tile.ptr<f16> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %r = tilegpu.local_buffer : memref<2x512xf16, 3>
    %ps = tile.splat %p : !tile.ptr<f16> -> tensor<512x!tile.ptr<f16>, #blocked>
    %c0 = arith.constant 0 : i32
    tilegpu.async_copy %r[%c0], %ps {tilegpu.vec = 8 : i32} : memref<2x512xf16, 3>, tensor<512x!tile.ptr<f16>, #blocked>
    tilegpu.async_wait {pending = 0 : i32}
    return
  }
}
