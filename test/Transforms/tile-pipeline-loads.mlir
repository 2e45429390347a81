// tile-pipeline-loads: in an scf.for that holds a tile.dot or asks for
// num_stages >= 2 (`tl.range(..., num_stages=2)`: the tile.num_stages
// attribute the loops below carry) and writes no memory, each load whose
// address and mask come from the induction variable, loop invariants and
// loop-carried values the body advances unconditionally is
// issued one iteration ahead into a loop-carried register tile: the first
// before the loop (at the lower bound), the next at the top of the body (at
// iv + step), each masked off (zero, or the load's `other`) when its
// iteration is past the upper bound. Targets without cp.async get this for
// num_stages >= 2; `tilec run --device interp --num-stages N` executes it.
// RUN: tilec-opt %s --tile-pipeline-loads -split-input-file | FileCheck %s

// The load moves ahead: the loop carries the prefetched tile, the body
// first issues the next iteration's load and uses the carried one.
// CHECK-LABEL: func.func @basic
// CHECK: %[[FIRST_IN:.+]] = arith.cmpi slt, %[[C0:.+]], %[[N:[^ ]+]] : i32
// CHECK: %[[FIRST_MASK:.+]] = tile.splat %[[FIRST_IN]] : i1 -> tensor<64xi1>
// CHECK: %[[FIRST:.+]] = tile.load %{{.*}}, %[[FIRST_MASK]], %{{.*}} : tensor<64x!tile.ptr<f32>>, tensor<64xi1>, tensor<64xf32> -> tensor<64xf32>
// CHECK: scf.for %[[IV:.+]] = %{{.*}} to %[[N]] step %[[STEP:[^ ]+]] iter_args(%[[ACC:.+]] = %{{.*}}, %[[CUR:.+]] = %[[FIRST]])
// CHECK-NEXT: %[[NEXT_IV:.+]] = arith.addi %[[IV]], %[[STEP]] : i32
// CHECK: %[[IN:.+]] = arith.cmpi slt, %[[NEXT_IV]], %[[N]] : i32
// CHECK: %[[NEXT:.+]] = tile.load
// CHECK: %[[SUM:.+]] = arith.addf %[[ACC]], %[[CUR]] : tensor<64xf32>
// CHECK: scf.yield %[[SUM]], %[[NEXT]]
func.func @basic(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c64 = arith.constant 64 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<64xf32>) : i32 {
    %row = arith.muli %i, %c64 : i32
    %base = tile.addptr %x, %row : !tile.ptr<f32>, i32
    %splat = tile.splat %base : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %ptrs = tile.addptr %splat, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    %v = tile.load %ptrs : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
    %s = arith.addf %a, %v : tensor<64xf32>
    scf.yield %s : tensor<64xf32>
  } {tile.num_stages = 2 : i32}
  %o = tile.splat %out : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %optrs = tile.addptr %o, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %optrs, %acc : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}

// -----

// A masked load keeps its mask and `other` and adds the in-range test; the
// inner loop of a nest is pipelined although the outer one (which stores)
// is not.
// CHECK-LABEL: func.func @nested_masked
// CHECK: scf.for
// CHECK-NOT: tile.load
// CHECK: %[[IN:.+]] = tile.splat %{{.*}} : i1 -> tensor<64xi1>
// CHECK: %[[MASK:.+]] = arith.andi %{{.*}}, %[[IN]] : tensor<64xi1>
// CHECK: tile.load %{{.*}}, %[[MASK]], %[[ONE:[^ ]+]] :
// CHECK: scf.for {{.*}} iter_args(
// CHECK: arith.andi
// CHECK: tile.load %{{.*}}, %{{.*}}, %[[ONE]] :
// CHECK: scf.yield
// CHECK: tile.store
func.func @nested_masked(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %m: i32, %n: i32) attributes {tile.kernel} {
  %one = arith.constant dense<1.000000e+00> : tensor<64xf32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c64 = arith.constant 64 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  scf.for %j = %c0 to %m step %c1 : i32 {
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<64xf32>) : i32 {
      %jn = arith.muli %j, %n : i32
      %k = arith.addi %jn, %i : i32
      %row = arith.muli %k, %c64 : i32
      %base = tile.addptr %x, %row : !tile.ptr<f32>, i32
      %splat = tile.splat %base : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
      %ptrs = tile.addptr %splat, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
      %nn = tile.splat %n : i32 -> tensor<64xi32>
      %mask = arith.cmpi slt, %offs, %nn : tensor<64xi32>
      %v = tile.load %ptrs, %mask, %one : tensor<64x!tile.ptr<f32>>, tensor<64xi1>, tensor<64xf32> -> tensor<64xf32>
      %s = arith.addf %a, %v : tensor<64xf32>
      scf.yield %s : tensor<64xf32>
    } {tile.num_stages = 2 : i32}
    %orow = arith.muli %j, %c64 : i32
    %obase = tile.addptr %out, %orow : !tile.ptr<f32>, i32
    %o = tile.splat %obase : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %optrs = tile.addptr %o, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    tile.store %optrs, %acc : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  }
  return
}

// -----

// A loop-carried pointer advanced unconditionally (Triton's
// `a_ptrs += BLOCK_K * stride`): the first load reads the init value, the
// next one the advanced pointer, computed at the top of the body from this
// iteration's pointer.
// CHECK-LABEL: func.func @loop_carried_pointer
// CHECK: %[[P0:.+]] = tile.addptr %{{.*}}, %{{.*}} : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
// CHECK: %[[FIRST:.+]] = tile.load %[[P0]], %{{.*}}, %{{.*}} :
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[P:.+]] = %[[P0]], %[[CUR:.+]] = %[[FIRST]])
// CHECK: %[[PNEXT:.+]] = tile.addptr %[[P]], %[[STEP:[^ ]+]] :
// CHECK: %[[NEXT:.+]] = tile.load %[[PNEXT]], %{{.*}}, %{{.*}} :
// CHECK: arith.addf %{{.*}}, %[[CUR]]
// CHECK: scf.yield {{.*}}, %[[NEXT]]
func.func @loop_carried_pointer(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %step = arith.constant dense<64> : tensor<64xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %s0 = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %p0 = tile.addptr %s0, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero, %p = %p0) -> (tensor<64xf32>, tensor<64x!tile.ptr<f32>>) : i32 {
    %v = tile.load %p : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
    %s = arith.addf %a, %v : tensor<64xf32>
    %q = tile.addptr %p, %step : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    scf.yield %s, %q : tensor<64xf32>, tensor<64x!tile.ptr<f32>>
  } {tile.num_stages = 2 : i32}
  %o = tile.splat %out : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %optrs = tile.addptr %o, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %optrs, %r#0 : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}

// -----

// negative: the pointer advances only on some iterations (its next value
// comes out of an scf.if), so the next iteration's address is not known at
// the top of this one.
// CHECK-LABEL: func.func @negative_pointer_advanced_conditionally
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[P:.+]] = %{{.*}}) -> (tensor<64xf32>, tensor<64x!tile.ptr<f32>>)
// CHECK-NEXT: tile.load %[[P]]
func.func @negative_pointer_advanced_conditionally(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %step = arith.constant dense<64> : tensor<64xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf32>
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %s0 = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %p0 = tile.addptr %s0, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero, %p = %p0) -> (tensor<64xf32>, tensor<64x!tile.ptr<f32>>) : i32 {
    %v = tile.load %p : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
    %s = arith.addf %a, %v : tensor<64xf32>
    %odd = arith.andi %i, %c1 : i32
    %advance = arith.cmpi ne, %odd, %c0 : i32
    %q = scf.if %advance -> (tensor<64x!tile.ptr<f32>>) {
      %q1 = tile.addptr %p, %step : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
      scf.yield %q1 : tensor<64x!tile.ptr<f32>>
    } else {
      scf.yield %p : tensor<64x!tile.ptr<f32>>
    }
    scf.yield %s, %q : tensor<64xf32>, tensor<64x!tile.ptr<f32>>
  } {tile.num_stages = 2 : i32}
  %o = tile.splat %out : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
  %optrs = tile.addptr %o, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
  tile.store %optrs, %r#0 : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  return
}

// -----

// negative: the loop stores, so a load issued early could read memory before
// an earlier iteration's store to it.
// CHECK-LABEL: func.func @negative_loop_writes_memory
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK: tile.load
// CHECK: tile.store
// CHECK-NOT: tile.load
func.func @negative_loop_writes_memory(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %c64 = arith.constant 64 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %row = arith.muli %i, %c64 : i32
    %base = tile.addptr %x, %row : !tile.ptr<f32>, i32
    %splat = tile.splat %base : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %ptrs = tile.addptr %splat, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    %v = tile.load %ptrs : tensor<64x!tile.ptr<f32>> -> tensor<64xf32>
    %obase = tile.addptr %out, %row : !tile.ptr<f32>, i32
    %osplat = tile.splat %obase : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %optrs = tile.addptr %osplat, %offs : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    tile.store %optrs, %v : tensor<64x!tile.ptr<f32>>, tensor<64xf32>
  } {tile.num_stages = 2 : i32}
  return
}

// -----

// Which loops prefetch (Triton's AMD rule): without tile.num_stages only a
// loop that holds a dot; a dot in a nested loop does not count for the
// outer one; tile.num_stages = 1 turns a dot loop's prefetch off.
// CHECK-LABEL: func.func @which_loops
// The dot-free loop: its load stays in the body.
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{[^ ]+}} = %{{[^ ]+}}) -> (tensor<16x16xf32>) : i32 {
// CHECK-NEXT: tile.load
// The loop with a dot carries its prefetched tile.
// CHECK: tile.load
// CHECK: scf.for {{.*}} iter_args(%{{[^ ]+}} = %{{[^ ]+}}, %{{[^ ]+}} = %{{[^ ]+}}) -> (tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK: tile.load
// CHECK: tile.dot
// The outer loop of a nest whose dot is in the inner loop: its own load
// stays; the inner loop prefetches.
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{[^ ]+}} = %{{[^ ]+}}) -> (tensor<16x16xf32>) : i32 {
// CHECK-NEXT: tile.load
// CHECK: scf.for {{.*}} -> (tensor<16x16xf32>, tensor<16x16xf32>)
// CHECK: tile.dot
// num_stages = 1: no prefetch despite the dot.
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%{{[^ ]+}} = %{{[^ ]+}}) -> (tensor<16x16xf32>) : i32 {
// CHECK-NEXT: tile.load
// CHECK: tile.dot
// CHECK: } {tile.num_stages = 1 : i32}
func.func @which_loops(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %zero = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %splat = tile.splat %x : !tile.ptr<f32> -> tensor<16x16x!tile.ptr<f32>>
  %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %row = tile.expand_dims %r {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  %col = tile.expand_dims %r {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
  %c16 = arith.constant dense<16> : tensor<16x1xi32>
  %rows = arith.muli %row, %c16 : tensor<16x1xi32>
  %rb = tile.broadcast %rows : tensor<16x1xi32> -> tensor<16x16xi32>
  %cb = tile.broadcast %col : tensor<1x16xi32> -> tensor<16x16xi32>
  %offs = arith.addi %rb, %cb : tensor<16x16xi32>
  %ptrs = tile.addptr %splat, %offs : tensor<16x16x!tile.ptr<f32>>, tensor<16x16xi32>
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<16x16xf32>) : i32 {
    %v = tile.load %ptrs : tensor<16x16x!tile.ptr<f32>> -> tensor<16x16xf32>
    %s = arith.addf %acc, %v : tensor<16x16xf32>
    scf.yield %s : tensor<16x16xf32>
  }
  %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<16x16xf32>) : i32 {
    %v = tile.load %ptrs : tensor<16x16x!tile.ptr<f32>> -> tensor<16x16xf32>
    %d = tile.dot %v, %v, %acc : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
    scf.yield %d : tensor<16x16xf32>
  }
  %c = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %b) -> (tensor<16x16xf32>) : i32 {
    %w = tile.load %ptrs : tensor<16x16x!tile.ptr<f32>> -> tensor<16x16xf32>
    %inner = scf.for %i = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (tensor<16x16xf32>) : i32 {
      %v = tile.load %ptrs : tensor<16x16x!tile.ptr<f32>> -> tensor<16x16xf32>
      %d = tile.dot %v, %v, %acc2 : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
      scf.yield %d : tensor<16x16xf32>
    }
    %s = arith.addf %inner, %w : tensor<16x16xf32>
    scf.yield %s : tensor<16x16xf32>
  }
  %e = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<16x16xf32>) : i32 {
    %v = tile.load %ptrs : tensor<16x16x!tile.ptr<f32>> -> tensor<16x16xf32>
    %d = tile.dot %v, %v, %acc : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
    scf.yield %d : tensor<16x16xf32>
  } {tile.num_stages = 1 : i32}
  %o = tile.splat %out : !tile.ptr<f32> -> tensor<16x16x!tile.ptr<f32>>
  %optrs = tile.addptr %o, %offs : tensor<16x16x!tile.ptr<f32>>, tensor<16x16xi32>
  tile.store %optrs, %e : tensor<16x16x!tile.ptr<f32>>, tensor<16x16xf32>
  return
}
