// Rematerialization of cheap producers by tile-assign-layouts when a chain
// built over a converted (non-rematerializable) value is needed in a second
// layout. Printed with local scope so that the layouts appear inline.
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx942" -mlir-print-local-scope | FileCheck %s
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=gfx1100" -mlir-print-local-scope | FileCheck %s
// RUN: tilec-opt %s --tile-assign-layouts="num-warps=4 chip=sm_90" -mlir-print-local-scope | FileCheck %s

// A mask built from loaded ids (expand_dims of a converted load, broadcast,
// compare) is used by a store in the blocked layout and by a select of the
// dot's result in the matrix-core layout. The select rebuilds the cheap chain
// in the matrix-core layout, converting the load again: that conversion must
// come before the rebuilt expand_dims that uses it (it was created after it,
// and the verifier reported "operand #0 does not dominate this use").
// CHECK-LABEL: func.func @remat_chain_over_converted_load
// CHECK: %[[IDS:.+]] = tile.load
// CHECK: %[[CVT:.+]] = tilegpu.convert_layout %[[IDS]] : tensor<64xi32, #tilegpu.blocked<{{.*}}>> -> tensor<64xi32, #tilegpu.slice<dim = 1, parent = #tilegpu.mma<{{.*}}>>>
// CHECK-NEXT: tile.expand_dims %[[CVT]] {axis = 1 : i32}
// CHECK: arith.select {{.*}} : tensor<64x64xi1, #tilegpu.mma<
func.func @remat_chain_over_converted_load(%pa: !tile.ptr<i32>, %pb: !tile.ptr<i32>, %out: !tile.ptr<f32>, %x: f16, %y: f16) attributes {tile.kernel} {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %sa = tile.splat %pa : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
  %aa = tile.addptr %sa, %r : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
  %ia = tile.load %aa : tensor<64x!tile.ptr<i32>> -> tensor<64xi32>
  %sb = tile.splat %pb : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
  %ab = tile.addptr %sb, %r : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
  %ib = tile.load %ab : tensor<64x!tile.ptr<i32>> -> tensor<64xi32>
  %ea = tile.expand_dims %ia {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %eb = tile.expand_dims %ib {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %ba = tile.broadcast %ea : tensor<64x1xi32> -> tensor<64x64xi32>
  %bb = tile.broadcast %eb : tensor<1x64xi32> -> tensor<64x64xi32>
  %eq = arith.cmpi eq, %ba, %bb : tensor<64x64xi32>
  %a = tile.splat %x : f16 -> tensor<64x32xf16>
  %b = tile.splat %y : f16 -> tensor<32x64xf16>
  %c = arith.constant dense<0.0> : tensor<64x64xf32>
  %d = tile.dot %a, %b, %c : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
  %s = arith.select %eq, %d, %c : tensor<64x64xi1>, tensor<64x64xf32>
  %rows = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %c64 = arith.constant dense<64> : tensor<64x1xi32>
  %rs = arith.muli %rows, %c64 : tensor<64x1xi32>
  %cols = tile.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %rb2 = tile.broadcast %rs : tensor<64x1xi32> -> tensor<64x64xi32>
  %cb2 = tile.broadcast %cols : tensor<1x64xi32> -> tensor<64x64xi32>
  %off = arith.addi %rb2, %cb2 : tensor<64x64xi32>
  %so = tile.splat %out : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %po = tile.addptr %so, %off : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %po, %s : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  %m = arith.extui %eq : tensor<64x64xi1> to tensor<64x64xi32>
  %so2 = tile.splat %pa : !tile.ptr<i32> -> tensor<64x64x!tile.ptr<i32>>
  %po2 = tile.addptr %so2, %off : tensor<64x64x!tile.ptr<i32>>, tensor<64x64xi32>
  tile.store %po2, %m : tensor<64x64x!tile.ptr<i32>>, tensor<64x64xi32>
  return
}
