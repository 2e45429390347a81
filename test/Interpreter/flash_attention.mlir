// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/npgen.py %t/q.npy float16 2,256,64 randn 1
// RUN: %python %S/Inputs/npgen.py %t/k.npy float16 2,256,64 randn 2
// RUN: %python %S/Inputs/npgen.py %t/v.npy float16 2,256,64 randn 3
// RUN: %python %S/Inputs/npgen.py %t/out.npy float32 2,256,64 nan
// RUN: tilec run %s --grid 4,2 --device interp --arg %t/q.npy %t/k.npy %t/v.npy %t/out.npy 0.125 256 --out 3=%t/out.npy
// RUN: %python %S/Inputs/check_close.py attention %t 0.125 | FileCheck %s
// Flash-attention forward (online softmax over 64-key blocks, two tl.dot of
// 64x64 tiles per block, fp16 operands, f32 accumulation) against a float64
// softmax(QK^T * scale) V. Also the interpreter's speed benchmark at N=1024.
// CHECK: OK attention

func.func @attn_fwd(%q: !tile.ptr<f16>, %k: !tile.ptr<f16>, %v: !tile.ptr<f16>, %o: !tile.ptr<f32>, %scale: f32, %n: i32) attributes {tile.kernel} {
  %mb = tile.program_id 0 : i32
  %h = tile.program_id 1 : i32
  %c0 = arith.constant 0 : i32
  %c64 = arith.constant 64 : i32
  %hn = arith.muli %h, %n : i32
  %hbase = arith.muli %hn, %c64 : i32
  %qb = tile.addptr %q, %hbase : !tile.ptr<f16>, i32
  %kb = tile.addptr %k, %hbase : !tile.ptr<f16>, i32
  %vb = tile.addptr %v, %hbase : !tile.ptr<f16>, i32
  %ob = tile.addptr %o, %hbase : !tile.ptr<f32>, i32
  %r = tile.make_range {start = 0 : i32, end = 64 : i32} : tensor<64xi32>
  %row0 = arith.muli %mb, %c64 : i32
  %row0s = tile.splat %row0 : i32 -> tensor<64xi32>
  %rows = arith.addi %row0s, %r : tensor<64xi32>
  %c64t = arith.constant dense<64> : tensor<64xi32>
  %rowsD = arith.muli %rows, %c64t : tensor<64xi32>
  %rowsD2 = tile.expand_dims %rowsD {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %rowsDB = tile.broadcast %rowsD2 : tensor<64x1xi32> -> tensor<64x64xi32>
  %cols2 = tile.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %colsB = tile.broadcast %cols2 : tensor<1x64xi32> -> tensor<64x64xi32>
  %qoff = arith.addi %rowsDB, %colsB : tensor<64x64xi32>
  %qbs = tile.splat %qb : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>>
  %qp = tile.addptr %qbs, %qoff : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
  %qt = tile.load %qp : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
  %d2 = tile.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %dB = tile.broadcast %d2 : tensor<64x1xi32> -> tensor<64x64xi32>
  %log2e = arith.constant 1.44269504 : f32
  %qks = arith.mulf %scale, %log2e : f32
  %qkst = tile.splat %qks : f32 -> tensor<64x64xf32>
  %ninf = arith.constant dense<0xFF800000> : tensor<64xf32>
  %zero1 = arith.constant dense<0.0> : tensor<64xf32>
  %zero2 = arith.constant dense<0.0> : tensor<64x64xf32>
  %kbs = tile.splat %kb : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>>
  %vbs = tile.splat %vb : !tile.ptr<f16> -> tensor<64x64x!tile.ptr<f16>>
  %m, %l, %acc = scf.for %start = %c0 to %n step %c64 iter_args(%mi = %ninf, %li = %zero1, %ai = %zero2) -> (tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>) : i32 {
    %ss = tile.splat %start : i32 -> tensor<64xi32>
    %keys = arith.addi %ss, %r : tensor<64xi32>
    %keysD = arith.muli %keys, %c64t : tensor<64xi32>
    %kc = tile.expand_dims %keysD {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %kcB = tile.broadcast %kc : tensor<1x64xi32> -> tensor<64x64xi32>
    %ktoff = arith.addi %dB, %kcB : tensor<64x64xi32>
    %ktp = tile.addptr %kbs, %ktoff : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
    %kt = tile.load %ktp : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
    %s = tile.dot %qt, %kt, %zero2 : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
    %s2 = arith.mulf %s, %qkst : tensor<64x64xf32>
    %mij = tile.reduce(%s2) {axis = 1 : i32} : (tensor<64x64xf32>) -> tensor<64xf32> {
    ^bb0(%a: f32, %b: f32):
      %mx = arith.maxnumf %a, %b : f32
      tile.yield %mx : f32
    }
    %mnew = arith.maxnumf %mi, %mij : tensor<64xf32>
    %mn2 = tile.expand_dims %mnew {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
    %mnB = tile.broadcast %mn2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %sub = arith.subf %s2, %mnB : tensor<64x64xf32>
    %p = math.exp2 %sub : tensor<64x64xf32>
    %dm = arith.subf %mi, %mnew : tensor<64xf32>
    %alpha = math.exp2 %dm : tensor<64xf32>
    %psum = tile.reduce(%p) {axis = 1 : i32} : (tensor<64x64xf32>) -> tensor<64xf32> {
    ^bb0(%a: f32, %b: f32):
      %sm = arith.addf %a, %b : f32
      tile.yield %sm : f32
    }
    %la = arith.mulf %li, %alpha : tensor<64xf32>
    %lnew = arith.addf %la, %psum : tensor<64xf32>
    %al2 = tile.expand_dims %alpha {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
    %alB = tile.broadcast %al2 : tensor<64x1xf32> -> tensor<64x64xf32>
    %acs = arith.mulf %ai, %alB : tensor<64x64xf32>
    %vr = tile.expand_dims %keysD {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %vrB = tile.broadcast %vr : tensor<64x1xi32> -> tensor<64x64xi32>
    %voff = arith.addi %vrB, %colsB : tensor<64x64xi32>
    %vp = tile.addptr %vbs, %voff : tensor<64x64x!tile.ptr<f16>>, tensor<64x64xi32>
    %vt = tile.load %vp : tensor<64x64x!tile.ptr<f16>> -> tensor<64x64xf16>
    %p16 = arith.truncf %p : tensor<64x64xf32> to tensor<64x64xf16>
    %anew = tile.dot %p16, %vt, %acs : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf32>
    scf.yield %mnew, %lnew, %anew : tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>
  }
  %l2 = tile.expand_dims %l {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
  %lB = tile.broadcast %l2 : tensor<64x1xf32> -> tensor<64x64xf32>
  %res = arith.divf %acc, %lB : tensor<64x64xf32>
  %obs = tile.splat %ob : !tile.ptr<f32> -> tensor<64x64x!tile.ptr<f32>>
  %op = tile.addptr %obs, %qoff : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xi32>
  tile.store %op, %res : tensor<64x64x!tile.ptr<f32>>, tensor<64x64xf32>
  return
}
