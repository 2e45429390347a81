// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// Every tile op prints and parses back to itself.

// CHECK-LABEL: func.func @vector_add
// CHECK: tile.program_id 0 : i32
// CHECK: tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
// CHECK: tile.splat %{{.*}} : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
// CHECK: tile.addptr %{{.*}}, %{{.*}} : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
// CHECK: tile.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x!tile.ptr<f32>>, tensor<128xi1>, tensor<128xf32> -> tensor<128xf32>
// CHECK: tile.store %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x!tile.ptr<f32>>, tensor<128xf32>, tensor<128xi1>
func.func @vector_add(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
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
  %zero = arith.constant dense<0.0> : tensor<128xf32>
  %v = tile.load %xps, %mask, %zero : tensor<128x!tile.ptr<f32>>, tensor<128xi1>, tensor<128xf32> -> tensor<128xf32>
  %yp = tile.splat %y : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
  %yps = tile.addptr %yp, %offs : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
  tile.store %yps, %v, %mask : tensor<128x!tile.ptr<f32>>, tensor<128xf32>, tensor<128xi1>
  return
}

// CHECK-LABEL: func.func @shapes_and_reductions
// CHECK: tile.expand_dims %{{.*}} {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
// CHECK: tile.broadcast %{{.*}} : tensor<64x1xi32> -> tensor<64x32xi32>
// CHECK: tile.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<64x32xi32> -> tensor<32x64xi32>
// CHECK: tile.reshape %{{.*}} : tensor<32x64xi32> -> tensor<2048xi32>
// CHECK: tile.reduce(%{{.*}}) {axis = 0 : i32} : (tensor<2048xi32>) -> i32
// CHECK: tile.yield %{{.*}} : i32
// CHECK: tile.scan(%{{.*}}) {axis = 0 : i32, reverse = false} : (tensor<64xi32>) -> tensor<64xi32>
// CHECK: tile.hint %{{.*}} {multiple_of = array<i32: 16>} : tensor<64xi32>
func.func @shapes_and_reductions() -> i32 {
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %e = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %b = tile.broadcast %e : tensor<64x1xi32> -> tensor<64x32xi32>
  %t = tile.trans %b {order = array<i32: 1, 0>} : tensor<64x32xi32> -> tensor<32x64xi32>
  %f = tile.reshape %t : tensor<32x64xi32> -> tensor<2048xi32>
  %s = tile.reduce(%f) {axis = 0 : i32} : (tensor<2048xi32>) -> i32 {
  ^bb0(%a: i32, %c: i32):
    %sum = arith.addi %a, %c : i32
    tile.yield %sum : i32
  }
  %cs = tile.scan(%r) {axis = 0 : i32, reverse = false} : (tensor<64xi32>) -> tensor<64xi32> {
  ^bb0(%a: i32, %c: i32):
    %sum = arith.addi %a, %c : i32
    tile.yield %sum : i32
  }
  %h = tile.hint %cs {multiple_of = array<i32: 16>} : tensor<64xi32>
  return %s : i32
}

// CHECK-LABEL: func.func @dot_and_atomics
// CHECK: tile.dot %{{.*}}, %{{.*}}, %{{.*}} {inputPrecision = 1 : i32} : tensor<32x16xf16>, tensor<16x32xf16> -> tensor<32x32xf32>
// CHECK: tile.atomic_rmw fadd, %{{.*}}, %{{.*}} : !tile.ptr<f32>, f32 -> f32
// CHECK: tile.atomic_cas %{{.*}}, %{{.*}}, %{{.*}} : !tile.ptr<i32>, i32, i32 -> i32
// CHECK: tile.ptr_to_int
// CHECK: tile.int_to_ptr
// CHECK: tile.ptr_cast
// CHECK: tile.num_programs 1 : i32
// CHECK: tile.assert
func.func @dot_and_atomics(%a: tensor<32x16xf16>, %b: tensor<16x32xf16>, %p: !tile.ptr<f32>, %q: !tile.ptr<i32>) {
  %c = arith.constant dense<0.0> : tensor<32x32xf32>
  %d = tile.dot %a, %b, %c {inputPrecision = 1 : i32} : tensor<32x16xf16>, tensor<16x32xf16> -> tensor<32x32xf32>
  %one = arith.constant 1.0 : f32
  %old = tile.atomic_rmw fadd, %p, %one : !tile.ptr<f32>, f32 -> f32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %o2 = tile.atomic_cas %q, %i0, %i1 : !tile.ptr<i32>, i32, i32 -> i32
  %addr = tile.ptr_to_int %p : !tile.ptr<f32> -> i64
  %p2 = tile.int_to_ptr %addr : i64 -> !tile.ptr<f32>
  %p3 = tile.ptr_cast %p2 : !tile.ptr<f32> -> !tile.ptr<i32>
  %n = tile.num_programs 1 : i32
  %ok = arith.cmpi sgt, %n, %i0 : i32
  tile.assert %ok, "grid must be non-empty" : i1
  return
}

// CHECK-LABEL: func.func @library_call_and_barrier
// CHECK: tile.extern_elementwise "erfinv"(%{{.*}}) : (tensor<64xf32>) -> tensor<64xf32>
// CHECK: tile.extern_elementwise "ldexp"(%{{.*}}, %{{.*}}) : (f64, i32) -> f64
// CHECK: tile.extern_elementwise "ilogb"(%{{.*}}) : (f32) -> i32
// CHECK: tile.barrier
func.func @library_call_and_barrier(%x: tensor<64xf32>, %d: f64, %e: i32, %f: f32) {
  %y = tile.extern_elementwise "erfinv"(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %z = tile.extern_elementwise "ldexp"(%d, %e) : (f64, i32) -> f64
  %i = tile.extern_elementwise "ilogb"(%f) : (f32) -> i32
  tile.barrier
  return
}
