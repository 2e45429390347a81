// RUN: tilec-opt %s -split-input-file -verify-diagnostics
// Every verifier message of the tile dialect, one case each: the op is valid
// except for the one thing the message is about.
//
// Not reachable from IR, so no case here:
// - tile.addptr "result type ... must equal pointer type ...": the
//   AllTypesMatch<["ptr", "result"]> trait rejects the op first (the custom
//   assembly cannot even spell a different result type).

// The pointer type takes only scalar pointees.
// expected-error @+1 {{pointee must be a scalar type, got 'index'}}
func.func @pointee_not_scalar(%p: !tile.ptr<index>) {
  return
}

// -----

func.func @make_range_not_1d() {
  // expected-error @below {{'tile.make_range' op result must be 1-D, got 'tensor<2x2xi32>'}}
  %r = tile.make_range {start = 0 : i32, end = 4 : i32} : tensor<2x2xi32>
  return
}

// -----

func.func @make_range_empty() {
  // expected-error @below {{'tile.make_range' op end (4) must be greater than start (4)}}
  %r = tile.make_range {start = 4 : i32, end = 4 : i32} : tensor<4xi32>
  return
}

// -----

func.func @make_range_not_power_of_two() {
  // expected-error @below {{'tile.make_range' op range size 6 must be a power of two}}
  %r = tile.make_range {start = 2 : i32, end = 8 : i32} : tensor<6xi32>
  return
}

// -----

func.func @make_range_size_mismatch() {
  // expected-error @below {{'tile.make_range' op result size 16 does not match range size 8}}
  %r = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<16xi32>
  return
}

// -----

func.func @splat_element_type(%x: f32) {
  // expected-error @below {{'tile.splat' op result element type 'f16' does not match source type 'f32'}}
  %t = tile.splat %x : f32 -> tensor<4xf16>
  return
}

// -----

// Shared by every op that builds a tile (verifyTileShape).
func.func @splat_not_power_of_two(%x: f32) {
  // expected-error @below {{'tile.splat' op tile dimensions must be static powers of two, got 'tensor<4x6xf32>'}}
  %t = tile.splat %x : f32 -> tensor<4x6xf32>
  return
}

// -----

func.func @splat_dynamic(%x: f32) {
  // expected-error @below {{'tile.splat' op tile dimensions must be static powers of two, got 'tensor<?xf32>'}}
  %t = tile.splat %x : f32 -> tensor<?xf32>
  return
}

// -----

func.func @broadcast_element_type(%a: tensor<1x4xf32>) {
  // expected-error @below {{'tile.broadcast' op element types differ: 'tensor<1x4xf32>' vs 'tensor<4x4xf16>'}}
  %b = tile.broadcast %a : tensor<1x4xf32> -> tensor<4x4xf16>
  return
}

// -----

func.func @broadcast_rank(%a: tensor<4xf32>) {
  // expected-error @below {{'tile.broadcast' op ranks differ: 'tensor<4xf32>' vs 'tensor<4x4xf32>'}}
  %b = tile.broadcast %a : tensor<4xf32> -> tensor<4x4xf32>
  return
}

// -----

// Only size-1 dimensions may grow.
func.func @broadcast_non_unit(%a: tensor<2x4xf32>) {
  // expected-error @below {{'tile.broadcast' op cannot broadcast 'tensor<2x4xf32>' to 'tensor<4x4xf32>'}}
  %b = tile.broadcast %a : tensor<2x4xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @expand_dims_axis(%a: tensor<4xf32>) {
  // expected-error @below {{'tile.expand_dims' op axis 2 out of range for rank 1}}
  %e = tile.expand_dims %a {axis = 2 : i32} : tensor<4xf32> -> tensor<4x1xf32>
  return
}

// -----

// A negative axis is reported as written (the attribute is read signed).
func.func @expand_dims_negative_axis(%a: tensor<4xf32>) {
  // expected-error @below {{'tile.expand_dims' op axis -1 out of range for rank 1}}
  %e = tile.expand_dims %a {axis = -1 : i32} : tensor<4xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @expand_dims_result(%a: tensor<4xf32>) {
  // expected-error @below {{'tile.expand_dims' op result 'tensor<4x1xf32>' is not 'tensor<4xf32>' with a unit dimension at 0}}
  %e = tile.expand_dims %a {axis = 0 : i32} : tensor<4xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @reshape_element_count(%a: tensor<4x4xf32>) {
  // expected-error @below {{'tile.reshape' op cannot reshape 'tensor<4x4xf32>' to 'tensor<32xf32>'}}
  %r = tile.reshape %a : tensor<4x4xf32> -> tensor<32xf32>
  return
}

// -----

// Element counts of dynamic shapes do not exist: the shape check comes first.
func.func @reshape_dynamic(%a: tensor<?x4xf32>) {
  // expected-error @below {{'tile.reshape' op tile dimensions must be static powers of two, got 'tensor<?x4xf32>'}}
  %r = tile.reshape %a : tensor<?x4xf32> -> tensor<16xf32>
  return
}

// -----

func.func @trans_order_size(%a: tensor<4x8xf32>) {
  // expected-error @below {{'tile.trans' op order has 1 entries for rank 2}}
  %t = tile.trans %a {order = array<i32: 0>} : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @trans_order_not_permutation(%a: tensor<4x8xf32>) {
  // expected-error @below {{'tile.trans' op order is not a permutation}}
  %t = tile.trans %a {order = array<i32: 0, 0>} : tensor<4x8xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @trans_result_shape(%a: tensor<4x8xf32>) {
  // expected-error @below {{'tile.trans' op result 'tensor<4x8xf32>' is not 'tensor<4x8xf32>' permuted}}
  %t = tile.trans %a {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

// A result of another rank must be rejected before its dimensions are read.
func.func @trans_result_rank(%a: tensor<4x8xf32>) {
  // expected-error @below {{'tile.trans' op result 'tensor<32xf32>' does not have the rank of 'tensor<4x8xf32>'}}
  %t = tile.trans %a {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<32xf32>
  return
}

// -----

func.func @trans_element_type(%a: tensor<4x8xf32>) {
  // expected-error @below {{'tile.trans' op element types differ}}
  %t = tile.trans %a {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf16>
  return
}

// -----

func.func @addptr_offset_shape(%p: !tile.ptr<f32>, %o: tensor<4xi32>) {
  // expected-error @below {{'tile.addptr' op offset type 'tensor<4xi32>' does not have the shape of '!tile.ptr<f32>'}}
  %q = tile.addptr %p, %o : !tile.ptr<f32>, tensor<4xi32>
  return
}

// -----

func.func @load_result_shape(%p: tensor<4x!tile.ptr<f32>>) {
  // expected-error @below {{'tile.load' op result type 'tensor<8xf32>' does not have the shape of 'tensor<4x!tile.ptr<f32>>'}}
  %v = tile.load %p : tensor<4x!tile.ptr<f32>> -> tensor<8xf32>
  return
}

// -----

func.func @load_result_element(%p: tensor<4x!tile.ptr<f32>>) {
  // expected-error @below {{'tile.load' op result element type 'f16' does not match pointee type 'f32'}}
  %v = tile.load %p : tensor<4x!tile.ptr<f32>> -> tensor<4xf16>
  return
}

// -----

func.func @load_mask_shape(%p: tensor<4x!tile.ptr<f32>>, %m: tensor<8xi1>) {
  // expected-error @below {{'tile.load' op mask type 'tensor<8xi1>' does not have the shape of 'tensor<4x!tile.ptr<f32>>'}}
  %v = tile.load %p, %m : tensor<4x!tile.ptr<f32>>, tensor<8xi1> -> tensor<4xf32>
  return
}

// -----

// Accesses check the pointer tile's shape too.
func.func @load_ptr_not_power_of_two(%p: tensor<6x!tile.ptr<f32>>) {
  // expected-error @below {{'tile.load' op tile dimensions must be static powers of two, got 'tensor<6x!tile.ptr<f32>>'}}
  %v = tile.load %p : tensor<6x!tile.ptr<f32>> -> tensor<6xf32>
  return
}

// -----

// The custom form gives a lone optional operand to the mask, so only the
// generic form can spell `other` without a mask.
func.func @load_other_without_mask(%p: tensor<4x!tile.ptr<f32>>, %o: tensor<4xf32>) {
  // expected-error @below {{'tile.load' op 'other' requires a mask}}
  %v = "tile.load"(%p, %o) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 0>}> : (tensor<4x!tile.ptr<f32>>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @load_other_type(%p: tensor<4x!tile.ptr<f32>>, %m: tensor<4xi1>, %o: tensor<4xf16>) {
  // expected-error @below {{'tile.load' op other type 'tensor<4xf16>' does not match result type 'tensor<4xf32>'}}
  %v = tile.load %p, %m, %o : tensor<4x!tile.ptr<f32>>, tensor<4xi1>, tensor<4xf16> -> tensor<4xf32>
  return
}

// -----

func.func @store_value_shape(%p: tensor<4x!tile.ptr<f32>>, %v: f32) {
  // expected-error @below {{'tile.store' op value type 'f32' does not have the shape of 'tensor<4x!tile.ptr<f32>>'}}
  tile.store %p, %v : tensor<4x!tile.ptr<f32>>, f32
  return
}

// -----

func.func @store_value_element(%p: tensor<4x!tile.ptr<f32>>, %v: tensor<4xi32>) {
  // expected-error @below {{'tile.store' op value element type 'i32' does not match pointee type 'f32'}}
  tile.store %p, %v : tensor<4x!tile.ptr<f32>>, tensor<4xi32>
  return
}

// -----

func.func @atomic_rmw_result_type(%p: !tile.ptr<f32>, %v: f32) {
  // expected-error @below {{'tile.atomic_rmw' op value type 'f32' does not match result type 'f16'}}
  %old = tile.atomic_rmw fadd, %p, %v : !tile.ptr<f32>, f32 -> f16
  return
}

// -----

// Float kinds need float elements...
func.func @atomic_rmw_float_kind_on_int(%p: !tile.ptr<i32>, %v: i32) {
  // expected-error @below {{'tile.atomic_rmw' op 'fadd' does not apply to element type 'i32'}}
  %old = tile.atomic_rmw fadd, %p, %v : !tile.ptr<i32>, i32 -> i32
  return
}

// -----

// ...and integer kinds integer elements.
func.func @atomic_rmw_int_kind_on_float(%p: tensor<4x!tile.ptr<f32>>, %v: tensor<4xf32>) {
  // expected-error @below {{'tile.atomic_rmw' op 'umax' does not apply to element type 'f32'}}
  %old = tile.atomic_rmw umax, %p, %v : tensor<4x!tile.ptr<f32>>, tensor<4xf32> -> tensor<4xf32>
  return
}

// -----

func.func @atomic_cas_types(%p: !tile.ptr<i32>, %c: i32, %v: i64) {
  // expected-error @below {{'tile.atomic_cas' op cmp, value and result must have one type}}
  %old = tile.atomic_cas %p, %c, %v : !tile.ptr<i32>, i32, i64 -> i32
  return
}

// -----

func.func @atomic_cas_float(%p: !tile.ptr<f32>, %c: f32, %v: f32) {
  // expected-error @below {{'tile.atomic_cas' op atomic_cas needs integer elements, got 'f32'}}
  %old = tile.atomic_cas %p, %c, %v : !tile.ptr<f32>, f32, f32 -> f32
  return
}

// -----

func.func @dot_rank(%a: tensor<2x16x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @below {{'tile.dot' op operands must be 2-D, got 'tensor<2x16x16xf16>', 'tensor<16x16xf16>', 'tensor<16x16xf32>'}}
  %d = tile.dot %a, %b, %c : tensor<2x16x16xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
  return
}

// -----

func.func @dot_inner(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @below {{'tile.dot' op inner dimensions differ: 'tensor<16x32xf16>' @ 'tensor<16x16xf16>'}}
  %d = tile.dot %a, %b, %c : tensor<16x32xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
  return
}

// -----

func.func @dot_accumulator_shape(%a: tensor<32x16xf16>, %b: tensor<16x64xf16>, %c: tensor<64x32xf32>) {
  // expected-error @below {{'tile.dot' op accumulator 'tensor<64x32xf32>' is not 32x64}}
  %d = tile.dot %a, %b, %c : tensor<32x16xf16>, tensor<16x64xf16> -> tensor<64x32xf32>
  return
}

// -----

func.func @dot_too_small(%a: tensor<8x16xf16>, %b: tensor<16x16xf16>, %c: tensor<8x16xf32>) {
  // expected-error @below {{'tile.dot' op dot dimensions must be at least 16, got 'tensor<8x16xf16>' @ 'tensor<16x16xf16>'}}
  %d = tile.dot %a, %b, %c : tensor<8x16xf16>, tensor<16x16xf16> -> tensor<8x16xf32>
  return
}

// -----

func.func @dot_dynamic(%a: tensor<?x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @below {{'tile.dot' op tile dimensions must be static powers of two, got 'tensor<?x16xf16>'}}
  %d = tile.dot %a, %b, %c : tensor<?x16xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
  return
}

// -----

func.func @dot_operand_types(%a: tensor<16x16xf16>, %b: tensor<16x16xbf16>, %c: tensor<16x16xf32>) {
  // expected-error @below {{'tile.dot' op operand element types differ: 'f16' vs 'bf16'}}
  %d = tile.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x16xbf16> -> tensor<16x16xf32>
  return
}

// -----

func.func @dot_accumulator_type(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xi32>) {
  // expected-error @below {{'tile.dot' op accumulator type 'i32' does not suit operands of 'f16'}}
  %d = tile.dot %a, %b, %c : tensor<16x16xf16>, tensor<16x16xf16> -> tensor<16x16xi32>
  return
}

// -----

func.func @reduce_no_operand() {
  // expected-error @below {{'tile.reduce' op needs at least one operand}}
  "tile.reduce"() <{axis = 0 : i32}> ({
  ^bb0:
    "tile.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @reduce_axis(%x: tensor<4xf32>) {
  // expected-error @below {{'tile.reduce' op axis 1 out of range for rank 1}}
  %s = tile.reduce(%x) {axis = 1 : i32} : (tensor<4xf32>) -> f32 {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  return
}

// -----

func.func @reduce_operand_shapes(%x: tensor<4xf32>, %i: tensor<8xi32>) {
  // expected-error @below {{'tile.reduce' op operands must have one shape}}
  %s:2 = tile.reduce(%x, %i) {axis = 0 : i32} : (tensor<4xf32>, tensor<8xi32>) -> (f32, i32) {
  ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
    tile.yield %a, %ai : f32, i32
  }
  return
}

// -----

func.func @reduce_region_arity(%x: tensor<4xf32>) {
  // expected-error @below {{'tile.reduce' op combine region needs 2 arguments, has 1}}
  %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<4xf32>) -> f32 {
  ^bb0(%a: f32):
    tile.yield %a : f32
  }
  return
}

// -----

func.func @reduce_region_argument_type(%x: tensor<4xf32>) {
  // expected-error @below {{'tile.reduce' op combine argument 1 has type 'f16', expected 'f32'}}
  %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<4xf32>) -> f32 {
  ^bb0(%a: f32, %b: f16):
    tile.yield %a : f32
  }
  return
}

// -----

func.func @reduce_yield_count(%x: tensor<4xf32>) {
  // expected-error @below {{'tile.reduce' op combine region must yield 1 values}}
  %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<4xf32>) -> f32 {
  ^bb0(%a: f32, %b: f32):
    tile.yield %a, %b : f32, f32
  }
  return
}

// -----

func.func @reduce_yield_type(%x: tensor<4xf32>) {
  // expected-error @below {{'tile.reduce' op combine region yields 'f16' for operand 0}}
  %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<4xf32>) -> f32 {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    %h = arith.truncf %c : f32 to f16
    tile.yield %h : f16
  }
  return
}

// -----

func.func @reduce_result_count(%x: tensor<4xf32>) {
  // expected-error @below {{'tile.reduce' op has 1 operands but 2 results}}
  %s:2 = tile.reduce(%x) {axis = 0 : i32} : (tensor<4xf32>) -> (f32, f32) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  return
}

// -----

// Reducing axis 0 of 4x8 leaves the 8, not the 4.
func.func @reduce_result_type(%x: tensor<4x8xf32>) {
  // expected-error @below {{'tile.reduce' op result type 'tensor<4xf32>', expected 'tensor<8xf32>'}}
  %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<4x8xf32>) -> tensor<4xf32> {
  ^bb0(%a: f32, %b: f32):
    %c = arith.addf %a, %b : f32
    tile.yield %c : f32
  }
  return
}

// -----

func.func @scan_result_type(%x: tensor<4xi32>) {
  // expected-error @below {{'tile.scan' op results must have the operands' types}}
  %s = tile.scan(%x) {axis = 0 : i32, reverse = false} : (tensor<4xi32>) -> tensor<8xi32> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  return
}

// -----

// The scan shares the reduce's region checks.
func.func @scan_axis(%x: tensor<4xi32>) {
  // expected-error @below {{'tile.scan' op axis -1 out of range for rank 1}}
  %s = tile.scan(%x) {axis = -1 : i32, reverse = false} : (tensor<4xi32>) -> tensor<4xi32> {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tile.yield %c : i32
  }
  return
}

// -----

func.func @extern_unknown(%x: f32) {
  // expected-error @below {{'tile.extern_elementwise' op unknown library function 'sqrtish'}}
  %y = tile.extern_elementwise "sqrtish"(%x) : (f32) -> f32
  return
}

// -----

func.func @extern_arity(%x: f32) {
  // expected-error @below {{'tile.extern_elementwise' op 'hypot' takes 2 operands, got 1}}
  %y = tile.extern_elementwise "hypot"(%x) : (f32) -> f32
  return
}

// -----

func.func @extern_half(%x: f16) {
  // expected-error @below {{'tile.extern_elementwise' op 'erfinv' needs f32 or f64 operands, got 'f16'}}
  %y = tile.extern_elementwise "erfinv"(%x) : (f16) -> f16
  return
}

// -----

func.func @extern_int_operand(%x: f32, %e: i64) {
  // expected-error @below {{'tile.extern_elementwise' op operand #1 of 'ldexp' must be 'i32', got 'i64'}}
  %y = tile.extern_elementwise "ldexp"(%x, %e) : (f32, i64) -> f32
  return
}

// -----

func.func @extern_result(%x: f32) {
  // expected-error @below {{'tile.extern_elementwise' op result of 'ilogb' must be 'i32', got 'f32'}}
  %y = tile.extern_elementwise "ilogb"(%x) : (f32) -> f32
  return
}
