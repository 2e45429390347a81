// Every user error of `tilec run`: a clear message, a non-zero exit, no crash.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/npgen.py %t/x16.npy float32 16 arange
// RUN: %python %S/Inputs/npgen.py %t/x12.npy float32 12 arange
// RUN: %python %S/Inputs/npgen.py %t/i16.npy int32 16 arange
// RUN: echo garbage > %t/bad.npy

// An unmasked load past the end: located at the op, with the source line and a caret.
// RUN: not tilec run %s --grid 2 --device interp --arg %t/x12.npy %t/x16.npy 0 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: errors.mlir:[[# @LINE + 46]]:8: error: out-of-bounds load in kernel 'copy' at program (1, 0, 0): element 4 reads byte offset 48 of argument 0 (48 bytes)
// OOB-NEXT: %v = tile.load %xp
// OOB-NEXT: ^

// A negative offset lands before the buffer.
// RUN: not tilec run %s --grid 1 --device interp --arg %t/x16.npy %t/x16.npy -3 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: out-of-bounds load in kernel 'copy' at program (0, 0, 0): element 0 reads byte offset -12 of argument 0 (64 bytes)

// RUN: not tilec run %s --grid 1 --device interp --arg %t/i16.npy %t/x16.npy 0 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: tilec run: error: argument 0 (!tile.ptr<f32>): '{{.*}}i16.npy' has dtype <i4 (i32), but the pointee type is f32

// RUN: not tilec run %s --grid 1 --device interp --arg %t/x16.npy %t/x16.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: tilec run: error: kernel 'copy' takes 3 argument(s) (!tile.ptr<f32>, !tile.ptr<f32>, i32), got 2 --arg value(s)

// RUN: not tilec run %s --grid 1 --device interp --arg %t/x16.npy %t/x16.npy 4294967296 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: tilec run: error: argument 2 (i32): 4294967296 is out of range for i32

// RUN: not tilec run %s --grid 1 --device interp --arg %t/x16.npy %t/x16.npy 1.5 2>&1 | FileCheck %s --check-prefix=NOTINT
// NOTINT: tilec run: error: argument 2 (i32) expects an integer literal, got '1.5'

// RUN: not tilec run %s --grid 1 --device interp --arg %t/bad.npy %t/x16.npy 0 2>&1 | FileCheck %s --check-prefix=BADNPY
// BADNPY: tilec run: error: argument 0 (!tile.ptr<f32>): {{.*}}bad.npy: not a .npy file (bad magic)

// RUN: not tilec run %s --grid 1 --device interp --arg %t/x16.npy %t/x16.npy 0 --out 2=%t/o.npy 2>&1 | FileCheck %s --check-prefix=OUTSCALAR
// OUTSCALAR: tilec run: error: --out 2={{.*}}o.npy: argument 2 is not a pointer argument

// RUN: not tilec run %s --grid 1,x --device interp --arg %t/x16.npy %t/x16.npy 0 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: tilec run: error: --grid expects X[,Y[,Z]] of non-negative integers, got '1,x'

// RUN: not tilec run %s --grid 1 --device tpu --arg %t/x16.npy %t/x16.npy 0 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: tilec run: error: --device expects auto, interp, hip or cuda, got 'tpu'

// Without a GPU (CI), an explicit GPU request says what is missing.
// RUN: not tilec run %s --grid 1 --device cuda --arg %t/x16.npy %t/x16.npy 0 2>&1 | FileCheck %s --check-prefix=CUDA
// CUDA: tilec run: error: --device cuda: {{.+}}

func.func @copy(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>, %shift: i32) attributes {tile.kernel} {
  %pid = tile.program_id 0 : i32
  %c8 = arith.constant 8 : i32
  %base = arith.muli %pid, %c8 : i32
  %b2 = arith.addi %base, %shift : i32
  %r = tile.make_range {start = 0 : i32, end = 8 : i32} : tensor<8xi32>
  %bs = tile.splat %b2 : i32 -> tensor<8xi32>
  %offs = arith.addi %bs, %r : tensor<8xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %offs : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
  %v = tile.load %xp : tensor<8x!tile.ptr<f32>> -> tensor<8xf32>
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %r : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
  tile.store %yp, %v : tensor<8x!tile.ptr<f32>>, tensor<8xf32>
  return
}
