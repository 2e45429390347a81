// Scalar arguments of every kind reach the kernel with their type's
// semantics, and --print shows buffers (fp16, bf16 raw bits, bool) after the run.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/npgen.py %t/h.npy float16 6 zeros
// RUN: %python %S/Inputs/npgen.py %t/b.npy uint16 6 zeros
// RUN: %python %S/Inputs/npgen.py %t/m.npy bool 6 zeros
// RUN: %python %S/Inputs/npgen.py %t/g.npy int32 6 zeros
// RUN: tilec run %s --grid 3,2 --device interp --arg %t/h.npy %t/b.npy %t/m.npy %t/g.npy 1.0009765625 -7 true 65535 --print 0 --print 1 --print 2 --print 3 | FileCheck %s
// The f16 scalar 1 + 2^-10 is exact; adding 2^-11 is a tie that rounds to even.
// CHECK: arg 0 (fp16 6) = [1.00195, 1.00195, 1.00195, 1.00195, 1.00195, 1.00195]
// bf16(-7) = 0xc0e0 = 49376; every program stores it.
// CHECK: arg 1 (bf16 6) = [-7, -7, -7, -7, -7, -7]
// CHECK: arg 2 (i1 6) = [true, true, true, true, true, true]
// i16 65535 is -1; program (x, y) writes x + 3y + (-1) at x + 3y.
// CHECK: arg 3 (i32 6) = [-1, 0, 1, 2, 3, 4]
// RUN: tilec run %s --grid 3,2 --device interp --arg %t/h.npy %t/b.npy %t/m.npy %t/g.npy 1 -7 0 0 --out 1=%t/b2.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/b2.npy'); print(a.dtype, a.shape, hex(a[0]))" | FileCheck %s --check-prefix=BF16
// BF16: uint16 (6,) 0xc0e0

func.func @scalars(%h: !tile.ptr<f16>, %b: !tile.ptr<bf16>, %m: !tile.ptr<i1>, %g: !tile.ptr<i32>, %x: f16, %y: bf16, %flag: i1, %s: i16) attributes {tile.kernel} {
  %px = tile.program_id 0 : i32
  %py = tile.program_id 1 : i32
  %nx = tile.num_programs 0 : i32
  %row = arith.muli %py, %nx : i32
  %id = arith.addi %row, %px : i32
  %tiny = arith.constant 4.8828125E-4 : f16
  %hx = arith.addf %x, %tiny : f16
  %hp = tile.addptr %h, %id : !tile.ptr<f16>, i32
  tile.store %hp, %hx : !tile.ptr<f16>, f16
  %bp = tile.addptr %b, %id : !tile.ptr<bf16>, i32
  tile.store %bp, %y : !tile.ptr<bf16>, bf16
  %mp = tile.addptr %m, %id : !tile.ptr<i1>, i32
  tile.store %mp, %flag : !tile.ptr<i1>, i1
  %s32 = arith.extsi %s : i16 to i32
  %v = arith.addi %id, %s32 : i32
  %gp = tile.addptr %g, %id : !tile.ptr<i32>, i32
  tile.store %gp, %v : !tile.ptr<i32>, i32
  return
}
