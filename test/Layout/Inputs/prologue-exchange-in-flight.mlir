// tilegpu IR of kernels/persistent_matmul.py::matmul_masked_advancing (sm_90a, 2 warps,
// num_stages 2) with A's first copy moved before B's pointer exchange: the
// exchange would write the scratch area over the slots A's copy is filling
// (test/Layout/errors-pipeline-slots.test).
#blocked = #tilegpu.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 1], order = [1, 0]>
#blocked1 = #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]>
#blocked2 = #tilegpu.blocked<sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 2], order = [0, 1]>
#mma = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [2, 1]>
#dot_op = #tilegpu.dot_op<opIdx = 0, parent = #mma>
#dot_op1 = #tilegpu.dot_op<opIdx = 1, parent = #mma>
#slice = #tilegpu.slice<dim = 1, parent = #blocked1>
#slice1 = #tilegpu.slice<dim = 1, parent = #mma>
#slice2 = #tilegpu.slice<dim = 1, parent = #blocked>
#slice3 = #tilegpu.slice<dim = 0, parent = #blocked2>
#slice4 = #tilegpu.slice<dim = 0, parent = #mma>
#slice5 = #tilegpu.slice<dim = 0, parent = #blocked>
#slice6 = #tilegpu.slice<dim = 0, parent = #blocked1>
#slice7 = #tilegpu.slice<dim = 1, parent = #blocked2>
module attributes {tilegpu.num_warps = 2 : i32, tilegpu.target = #tilegpu.target<"sm_90a">, tilegpu.warp_size = 32 : i32} {
  func.func @matmul_masked_advancing(%arg0: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg1: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg2: !tile.ptr<f16> {tile.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tile.divisibility = 16 : i32}, %arg6: i32 {tile.divisibility = 16 : i32}, %arg7: i32 {tile.equal_to_1}, %arg8: i32 {tile.equal_to_1}, %arg9: i32 {tile.divisibility = 16 : i32}, %arg10: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
    %cst = arith.constant dense<32> : tensor<32x64xi32, #blocked>
    %cst_0 = arith.constant dense<32> : tensor<64x32xi32, #blocked>
    %c31_i32 = arith.constant 31 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tile.program_id 0 : i32
    %1 = tile.program_id 1 : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice>
    %4 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice1>
    %5 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice2>
    %6 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice3>
    %7 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice4>
    %8 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #slice5>
    %9 = tile.splat %2 : i32 -> tensor<64xi32, #slice>
    %10 = tile.splat %2 : i32 -> tensor<64xi32, #slice1>
    %11 = tile.splat %2 : i32 -> tensor<64xi32, #slice2>
    %12 = arith.addi %9, %3 : tensor<64xi32, #slice>
    %13 = arith.addi %10, %4 : tensor<64xi32, #slice1>
    %14 = arith.addi %11, %5 : tensor<64xi32, #slice2>
    %15 = arith.muli %1, %c64_i32 : i32
    %16 = tile.splat %15 : i32 -> tensor<64xi32, #slice3>
    %17 = tile.splat %15 : i32 -> tensor<64xi32, #slice4>
    %18 = tile.splat %15 : i32 -> tensor<64xi32, #slice5>
    %19 = arith.addi %16, %6 : tensor<64xi32, #slice3>
    %20 = arith.addi %17, %7 : tensor<64xi32, #slice4>
    %21 = arith.addi %18, %8 : tensor<64xi32, #slice5>
    %22 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #slice6>
    %23 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #slice5>
    %24 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #slice7>
    %25 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #slice2>
    %26 = tile.expand_dims %12 {axis = 1 : i32} : tensor<64xi32, #slice> -> tensor<64x1xi32, #blocked1>
    %27 = tile.expand_dims %13 {axis = 1 : i32} : tensor<64xi32, #slice1> -> tensor<64x1xi32, #mma>
    %28 = tile.expand_dims %14 {axis = 1 : i32} : tensor<64xi32, #slice2> -> tensor<64x1xi32, #blocked>
    %29 = tile.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #blocked>
    %31 = tile.expand_dims %22 {axis = 0 : i32} : tensor<32xi32, #slice6> -> tensor<1x32xi32, #blocked1>
    %32 = tile.expand_dims %23 {axis = 0 : i32} : tensor<32xi32, #slice5> -> tensor<1x32xi32, #blocked>
    %33 = tile.broadcast %30 : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %34 = tile.broadcast %32 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %35 = arith.addi %33, %34 : tensor<64x32xi32, #blocked>
    %36 = tile.splat %arg0 : !tile.ptr<f16> -> tensor<64x32x!tile.ptr<f16>, #blocked>
    %37 = tile.addptr %36, %35 : tensor<64x32x!tile.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %38 = tile.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #slice7> -> tensor<32x1xi32, #blocked2>
    %39 = tile.expand_dims %25 {axis = 1 : i32} : tensor<32xi32, #slice2> -> tensor<32x1xi32, #blocked>
    %40 = tile.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #slice3> -> tensor<1x64xi32, #blocked2>
    %41 = tile.expand_dims %20 {axis = 0 : i32} : tensor<64xi32, #slice4> -> tensor<1x64xi32, #mma>
    %42 = tile.expand_dims %21 {axis = 0 : i32} : tensor<64xi32, #slice5> -> tensor<1x64xi32, #blocked>
    %43 = tile.splat %arg9 : i32 -> tensor<1x64xi32, #blocked>
    %44 = arith.muli %42, %43 : tensor<1x64xi32, #blocked>
    %45 = tile.broadcast %39 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %46 = tile.broadcast %44 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %47 = arith.addi %45, %46 : tensor<32x64xi32, #blocked>
    %48 = tile.splat %arg1 : !tile.ptr<f16> -> tensor<32x64x!tile.ptr<f16>, #blocked>
    %49 = tile.addptr %48, %47 : tensor<32x64x!tile.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %50 = arith.addi %arg5, %c31_i32 : i32
    %51 = arith.divsi %50, %c32_i32 : i32
    %52 = tile.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %53 = arith.cmpi slt, %26, %52 : tensor<64x1xi32, #blocked1>
    %54 = tile.broadcast %53 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %55 = tile.splat %arg4 : i32 -> tensor<1x64xi32, #blocked2>
    %56 = arith.cmpi slt, %40, %55 : tensor<1x64xi32, #blocked2>
    %57 = tile.broadcast %56 : tensor<1x64xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
    tilegpu.async_wait {pending = 0 : i32}
    %58 = tilegpu.local_buffer : memref<2x64x32xf16, 3>
    %59 = tilegpu.local_buffer : memref<2x32x64xf16, 3>
    %60 = arith.cmpi sgt, %51, %c0_i32 : i32
    %61 = tile.splat %arg5 : i32 -> tensor<1x32xi32, #blocked1>
    %62 = arith.cmpi slt, %31, %61 : tensor<1x32xi32, #blocked1>
    %63 = tile.broadcast %62 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %64 = arith.andi %54, %63 : tensor<64x32xi1, #blocked1>
    %65 = tilegpu.convert_layout %37 : tensor<64x32x!tile.ptr<f16>, #blocked> -> tensor<64x32x!tile.ptr<f16>, #blocked1>
    %66 = tile.splat %60 : i1 -> tensor<64x32xi1, #blocked1>
    %67 = arith.andi %64, %66 : tensor<64x32xi1, #blocked1>
    tilegpu.async_copy %58[%c0_i32], %65, %67 {tilegpu.vec = 8 : i32} : memref<2x64x32xf16, 3>, tensor<64x32x!tile.ptr<f16>, #blocked1>, tensor<64x32xi1, #blocked1>
    %68 = tile.splat %arg5 : i32 -> tensor<32x1xi32, #blocked2>
    %69 = arith.cmpi slt, %38, %68 : tensor<32x1xi32, #blocked2>
    %70 = tile.broadcast %69 : tensor<32x1xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
    %71 = arith.andi %70, %57 : tensor<32x64xi1, #blocked2>
    %72 = tilegpu.convert_layout %49 : tensor<32x64x!tile.ptr<f16>, #blocked> -> tensor<32x64x!tile.ptr<f16>, #blocked2>
    %73 = tile.splat %60 : i1 -> tensor<32x64xi1, #blocked2>
    %74 = arith.andi %71, %73 : tensor<32x64xi1, #blocked2>
    tilegpu.async_copy %59[%c0_i32], %72, %74 {tilegpu.vec = 8 : i32} : memref<2x32x64xf16, 3>, tensor<32x64x!tile.ptr<f16>, #blocked2>, tensor<32x64xi1, #blocked2>
    %75:3 = scf.for %arg11 = %c0_i32 to %51 step %c1_i32 iter_args(%arg12 = %cst_1, %arg13 = %37, %arg14 = %49) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tile.ptr<f16>, #blocked>, tensor<32x64x!tile.ptr<f16>, #blocked>)  : i32 {
      tilegpu.async_wait {pending = 0 : i32}
      %91 = arith.andi %arg11, %c1_i32 : i32
      %92 = arith.xori %91, %c1_i32 : i32
      %93 = arith.addi %arg11, %c1_i32 : i32
      %94 = arith.cmpi slt, %93, %51 : i32
      %95 = tile.addptr %arg13, %cst_0 : tensor<64x32x!tile.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %96 = arith.muli %93, %c32_i32 : i32
      %97 = arith.subi %arg5, %96 : i32
      %98 = tile.splat %97 : i32 -> tensor<1x32xi32, #blocked1>
      %99 = arith.cmpi slt, %31, %98 : tensor<1x32xi32, #blocked1>
      %100 = tile.broadcast %99 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %101 = arith.andi %54, %100 : tensor<64x32xi1, #blocked1>
      %102 = tilegpu.convert_layout %95 : tensor<64x32x!tile.ptr<f16>, #blocked> -> tensor<64x32x!tile.ptr<f16>, #blocked1>
      %103 = tile.splat %94 : i1 -> tensor<64x32xi1, #blocked1>
      %104 = arith.andi %101, %103 : tensor<64x32xi1, #blocked1>
      %105 = tile.addptr %arg14, %cst : tensor<32x64x!tile.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %106 = tile.splat %97 : i32 -> tensor<32x1xi32, #blocked2>
      %107 = arith.cmpi slt, %38, %106 : tensor<32x1xi32, #blocked2>
      %108 = tile.broadcast %107 : tensor<32x1xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
      %109 = arith.andi %108, %57 : tensor<32x64xi1, #blocked2>
      %110 = tilegpu.convert_layout %105 : tensor<32x64x!tile.ptr<f16>, #blocked> -> tensor<32x64x!tile.ptr<f16>, #blocked2>
      %111 = tile.splat %94 : i1 -> tensor<32x64xi1, #blocked2>
      %112 = arith.andi %109, %111 : tensor<32x64xi1, #blocked2>
      tilegpu.async_copy %58[%92], %102, %104 {tilegpu.vec = 8 : i32} : memref<2x64x32xf16, 3>, tensor<64x32x!tile.ptr<f16>, #blocked1>, tensor<64x32xi1, #blocked1>
      tilegpu.async_copy %59[%92], %110, %112 {tilegpu.vec = 8 : i32} : memref<2x32x64xf16, 3>, tensor<32x64x!tile.ptr<f16>, #blocked2>, tensor<32x64xi1, #blocked2>
      %113 = tilegpu.local_load %58[%91] : memref<2x64x32xf16, 3> -> tensor<64x32xf16, #dot_op>
      %114 = tilegpu.local_load %59[%91] : memref<2x32x64xf16, 3> -> tensor<32x64xf16, #dot_op1>
      %115 = tile.dot %113, %114, %cst_1 : tensor<64x32xf16, #dot_op>, tensor<32x64xf16, #dot_op1> -> tensor<64x64xf32, #mma>
      %116 = arith.addf %arg12, %115 : tensor<64x64xf32, #mma>
      scf.yield %116, %95, %105 : tensor<64x64xf32, #mma>, tensor<64x32x!tile.ptr<f16>, #blocked>, tensor<32x64x!tile.ptr<f16>, #blocked>
    }
    tilegpu.async_wait {pending = 0 : i32}
    %76 = tile.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %77 = arith.cmpi slt, %27, %76 : tensor<64x1xi32, #mma>
    %78 = tile.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %79 = arith.cmpi slt, %41, %78 : tensor<1x64xi32, #mma>
    %80 = tile.broadcast %77 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %81 = tile.broadcast %79 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %82 = arith.andi %80, %81 : tensor<64x64xi1, #mma>
    %83 = tile.splat %arg10 : i32 -> tensor<64x1xi32, #mma>
    %84 = arith.muli %27, %83 : tensor<64x1xi32, #mma>
    %85 = tile.splat %arg2 : !tile.ptr<f16> -> tensor<64x1x!tile.ptr<f16>, #mma>
    %86 = tile.addptr %85, %84 : tensor<64x1x!tile.ptr<f16>, #mma>, tensor<64x1xi32, #mma>
    %87 = tile.broadcast %86 : tensor<64x1x!tile.ptr<f16>, #mma> -> tensor<64x64x!tile.ptr<f16>, #mma>
    %88 = tile.broadcast %41 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %89 = tile.addptr %87, %88 : tensor<64x64x!tile.ptr<f16>, #mma>, tensor<64x64xi32, #mma>
    %90 = arith.truncf %75#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    tile.store %89, %90, %82 {tilegpu.vec = 1 : i32} : tensor<64x64x!tile.ptr<f16>, #mma>, tensor<64x64xf16, #mma>, tensor<64x64xi1, #mma>
    return
  }
}
