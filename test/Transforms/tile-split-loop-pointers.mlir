// tile-split-loop-pointers: a loop-carried pointer tile that starts as
// splat(base) + offsets and advances by a uniform amount (a splat or a
// splat constant) is carried as the scalar base; the body rebuilds the tile
// from it and the loop-invariant offsets, and so does the code after the
// loop. Anything else stays a tile.
// RUN: tilec-opt %s --tile-split-loop-pointers --canonicalize -split-input-file | FileCheck %s

// A matmul's A pointers, advanced by a splat of a runtime stride and by a
// splat constant; the result after the loop is rebuilt too.
// CHECK-LABEL: func.func @advance
// CHECK-SAME: (%[[A:[^:]+]]: !tile.ptr<f16>, %[[B:[^:]+]]: !tile.ptr<f16>, %[[OUT:[^:]+]]: !tile.ptr<f16>, %[[N:[^:]+]]: i32, %[[S:[^:]+]]: i32)
// CHECK: %[[OFFS:.+]] = tile.make_range
// CHECK: %[[LOOP:.+]]:3 = scf.for %{{.+}} = %{{.+}} to %[[N]] step %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}}, %[[PA:.+]] = %[[A]], %[[PB:.+]] = %[[B]]) -> (tensor<64xf16>, !tile.ptr<f16>, !tile.ptr<f16>)
// CHECK-DAG: %[[SA:.+]] = tile.splat %[[PA]] : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
// CHECK-DAG: %[[TA:.+]] = tile.addptr %[[SA]], %[[OFFS]]
// CHECK-DAG: %[[SB:.+]] = tile.splat %[[PB]] : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
// CHECK-DAG: %[[TB:.+]] = tile.addptr %[[SB]], %[[OFFS]]
// CHECK-DAG: tile.load %[[TA]]
// CHECK-DAG: tile.load %[[TB]]
// CHECK-DAG: %[[NA:.+]] = tile.addptr %[[PA]], %[[S]] : !tile.ptr<f16>, i32
// CHECK-DAG: %[[NB:.+]] = tile.addptr %[[PB]], %{{.+}} : !tile.ptr<f16>, i32
// CHECK: scf.yield %{{.+}}, %[[NA]], %[[NB]]
// CHECK: %[[SR:.+]] = tile.splat %[[LOOP]]#1
// CHECK: %[[TR:.+]] = tile.addptr %[[SR]], %[[OFFS]]
// CHECK: tile.store %[[TR]]
func.func @advance(%a: !tile.ptr<f16>, %b: !tile.ptr<f16>, %out: !tile.ptr<f16>, %n: i32, %s: i32) attributes {tile.kernel} {
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf16>
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %step = arith.constant dense<32> : tensor<64xi32>
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %sa = tile.splat %a : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
  %pa0 = tile.addptr %sa, %offs : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
  %sb = tile.splat %b : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
  %pb0 = tile.addptr %sb, %offs : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %pa0, %pb = %pb0) -> (tensor<64xf16>, tensor<64x!tile.ptr<f16>>, tensor<64x!tile.ptr<f16>>) : i32 {
    %x = tile.load %pa : tensor<64x!tile.ptr<f16>> -> tensor<64xf16>
    %y = tile.load %pb : tensor<64x!tile.ptr<f16>> -> tensor<64xf16>
    %xy = arith.mulf %x, %y : tensor<64xf16>
    %sum = arith.addf %acc, %xy : tensor<64xf16>
    %ss = tile.splat %s : i32 -> tensor<64xi32>
    %na = tile.addptr %pa, %ss : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
    %nb = tile.addptr %pb, %step : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
    scf.yield %sum, %na, %nb : tensor<64xf16>, tensor<64x!tile.ptr<f16>>, tensor<64x!tile.ptr<f16>>
  }
  tile.store %r#1, %r#0 : tensor<64x!tile.ptr<f16>>, tensor<64xf16>
  return
}

// -----

// Advanced by a tile that differs per element, or started from something
// other than splat + offsets: left alone.
// CHECK-LABEL: func.func @kept
// CHECK: scf.for {{.*}} -> (tensor<64xf16>, tensor<64x!tile.ptr<f16>>, tensor<64x!tile.ptr<f16>>)
func.func @kept(%a: !tile.ptr<f16>, %p: tensor<64x!tile.ptr<f16>>, %n: i32) attributes {tile.kernel} {
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf16>
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %offs = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %sa = tile.splat %a : !tile.ptr<f16> -> tensor<64x!tile.ptr<f16>>
  %pa0 = tile.addptr %sa, %offs : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %pa = %pa0, %pp = %p) -> (tensor<64xf16>, tensor<64x!tile.ptr<f16>>, tensor<64x!tile.ptr<f16>>) : i32 {
    %x = tile.load %pa : tensor<64x!tile.ptr<f16>> -> tensor<64xf16>
    %y = tile.load %pp : tensor<64x!tile.ptr<f16>> -> tensor<64xf16>
    %xy = arith.addf %x, %y : tensor<64xf16>
    %sum = arith.addf %acc, %xy : tensor<64xf16>
    %na = tile.addptr %pa, %offs : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
    %np = tile.addptr %pp, %offs : tensor<64x!tile.ptr<f16>>, tensor<64xi32>
    scf.yield %sum, %na, %np : tensor<64xf16>, tensor<64x!tile.ptr<f16>>, tensor<64x!tile.ptr<f16>>
  }
  tile.store %r#2, %r#0 : tensor<64x!tile.ptr<f16>>, tensor<64xf16>
  return
}
