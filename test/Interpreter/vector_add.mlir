// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/npgen.py %t/x.npy float32 1000 randn 1
// RUN: %python %S/Inputs/npgen.py %t/y.npy float32 1000 randn 2
// RUN: %python %S/Inputs/npgen.py %t/out.npy float32 1000 nan
// RUN: tilec run %s --grid 8 --device interp --arg %t/x.npy %t/y.npy %t/out.npy 1000 --out 2=%t/out.npy
// RUN: %python %S/Inputs/check_close.py vector_add %t | FileCheck %s
// Ragged edge: 8 programs of 128 cover 1024 > 1000 elements; the mask keeps
// the last program inside the buffers, and every output element is written.
// CHECK: OK vector_add max abs error 0

func.func @vector_add(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32>, %out: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
  %pid = tile.program_id 0 : i32
  %c128 = arith.constant 128 : i32
  %start = arith.muli %pid, %c128 : i32
  %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
  %s = tile.splat %start : i32 -> tensor<128xi32>
  %offs = arith.addi %s, %r : tensor<128xi32>
  %ns = tile.splat %n : i32 -> tensor<128xi32>
  %mask = arith.cmpi slt, %offs, %ns : tensor<128xi32>
  %xp = tile.splat %x : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
  %xps = tile.addptr %xp, %offs : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
  %yp = tile.splat %y : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
  %yps = tile.addptr %yp, %offs : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
  %a = tile.load %xps, %mask : tensor<128x!tile.ptr<f32>>, tensor<128xi1> -> tensor<128xf32>
  %b = tile.load %yps, %mask : tensor<128x!tile.ptr<f32>>, tensor<128xi1> -> tensor<128xf32>
  %sum = arith.addf %a, %b : tensor<128xf32>
  %op = tile.splat %out : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
  %ops = tile.addptr %op, %offs : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
  tile.store %ops, %sum, %mask : tensor<128x!tile.ptr<f32>>, tensor<128xf32>, tensor<128xi1>
  return
}
