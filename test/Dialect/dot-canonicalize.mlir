// tile.dot's canonicalization: `x + dot(a, b, 0)` becomes `dot(a, b, x)`
// (either operand order, integer and float, the dot used only by the add),
// as Triton's combine pass does; otherwise nothing changes.
// RUN: tilec-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @int_acc
// CHECK-SAME: (%[[A:.*]]: tensor<16x32xi8>, %[[B:.*]]: tensor<32x16xi8>, %[[X:.*]]: tensor<16x16xi32>)
// CHECK-NEXT: %[[D:.*]] = tile.dot %[[A]], %[[B]], %[[X]] : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
// CHECK-NEXT: return %[[D]]
func.func @int_acc(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %x: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %zero = arith.constant dense<0> : tensor<16x16xi32>
  %d = tile.dot %a, %b, %zero : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
  %s = arith.addi %x, %d : tensor<16x16xi32>
  return %s : tensor<16x16xi32>
}

// CHECK-LABEL: func.func @float_acc_dot_first
// CHECK-SAME: (%[[A:.*]]: tensor<16x16xf16>, %[[B:.*]]: tensor<16x16xf16>, %[[X:.*]]: tensor<16x16xf32>)
// CHECK-NEXT: %[[D:.*]] = tile.dot %[[A]], %[[B]], %[[X]] : tensor<16x16xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
// CHECK-NEXT: return %[[D]]
func.func @float_acc_dot_first(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>, %x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant dense<-0.0> : tensor<16x16xf32>
  %d = tile.dot %a, %b, %zero : tensor<16x16xf16>, tensor<16x16xf16> -> tensor<16x16xf32>
  %s = arith.addf %d, %x : tensor<16x16xf32>
  return %s : tensor<16x16xf32>
}

// A loop's `acc += tl.dot(a, b)`: the accumulator goes into the dot.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK-NEXT: %[[D:.*]] = tile.dot %{{.*}}, %{{.*}}, %[[ACC]]
// CHECK-NEXT: scf.yield %[[D]]
func.func @loop(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %n: index) -> tensor<16x16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0> : tensor<16x16xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> tensor<16x16xi32> {
    %d = tile.dot %a, %b, %zero : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
    %s = arith.addi %acc, %d : tensor<16x16xi32>
    scf.yield %s : tensor<16x16xi32>
  }
  return %r : tensor<16x16xi32>
}

// Not folded: the accumulator is not zero, or the dot has another use.
// CHECK-LABEL: func.func @nonzero_acc
// CHECK: tile.dot %{{.*}}, %{{.*}}, %[[C:.*]] :
// CHECK: arith.addi
func.func @nonzero_acc(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %x: tensor<16x16xi32>, %c: tensor<16x16xi32>) -> tensor<16x16xi32> {
  %d = tile.dot %a, %b, %c : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
  %s = arith.addi %x, %d : tensor<16x16xi32>
  return %s : tensor<16x16xi32>
}

// CHECK-LABEL: func.func @two_uses
// CHECK: %[[D:.*]] = tile.dot
// CHECK: arith.addi %{{.*}}, %[[D]]
// CHECK: return {{.*}}, %[[D]]
func.func @two_uses(%a: tensor<16x32xi8>, %b: tensor<32x16xi8>, %x: tensor<16x16xi32>) -> (tensor<16x16xi32>, tensor<16x16xi32>) {
  %zero = arith.constant dense<0> : tensor<16x16xi32>
  %d = tile.dot %a, %b, %zero : tensor<16x32xi8>, tensor<32x16xi8> -> tensor<16x16xi32>
  %s = arith.addi %x, %d : tensor<16x16xi32>
  return %s, %d : tensor<16x16xi32>, tensor<16x16xi32>
}
