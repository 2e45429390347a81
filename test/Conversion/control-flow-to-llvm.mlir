// tile-convert-control-flow-to-llvm: what convert-tile-to-llvm leaves (scf
// loops and branches, arith on scalars, cf) becomes LLVM, as the upstream
// -convert-scf-to-cf, -convert-arith-to-llvm and -convert-cf-to-llvm do.
// RUN: tilec-opt %s --tile-convert-control-flow-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: func.func @loop(
// CHECK-SAME: %[[N:[a-z0-9]+]]: i32, %[[X:[a-z0-9]+]]: f32
// CHECK-NOT: scf.
// CHECK-NOT: arith.
// CHECK-NOT: cf.
// CHECK: llvm.br ^[[HEAD:bb[0-9]+]](
// CHECK: ^[[HEAD]](%[[I:[0-9]+]]: i32, %[[ACC:[0-9]+]]: f32):
// CHECK: %[[LT:.*]] = llvm.icmp "slt" %[[I]], %[[N]] : i32
// CHECK: llvm.cond_br %[[LT]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK: ^[[BODY]]:
// CHECK: llvm.fadd %[[ACC]], %[[X]] : f32
// CHECK: llvm.add %[[I]], %{{.*}} : i32
// CHECK: llvm.br ^[[HEAD]]
// CHECK: ^[[EXIT]]:
// CHECK: return %[[ACC]] : f32
func.func @loop(%n: i32, %x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  func.return %r : f32
}

// CHECK-LABEL: func.func @branch(
// CHECK-NOT: scf.if
// CHECK: llvm.cond_br
// CHECK: llvm.intr.smax
// CHECK: llvm.sub
func.func @branch(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %m = arith.maxsi %a, %b : i32
    scf.yield %m : i32
  } else {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  func.return %r : i32
}
