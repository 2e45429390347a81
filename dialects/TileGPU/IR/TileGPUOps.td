//===- TileGPUOps.td - distributed layouts of tiles ----------------------===//
//
// The tilegpu dialect annotates tile IR with how each tile's elements are
// distributed over the lanes, warps (waves) and the workgroup of a GPU
// program. The annotations are attributes in the `encoding` of ranked tensor
// types; moving data between layouts is an explicit op. Layouts are
// parameterized by wave size and warp count only, so one set of passes serves
// wave64 (CDNA), wave32 (RDNA) and NVIDIA warps.
//
//===----------------------------------------------------------------------===//

#ifndef TILEGPU_OPS_TD
#define TILEGPU_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TileGPU_Dialect : Dialect {
  let name = "tilegpu";
  let cppNamespace = "::mlir::tilegpu";
  let summary = "Distributed layouts of tiles on GPUs";
  let description = [{
    Layout attributes for tile tensors and the ops that move data between
    layouts. A kernel module in this form carries `tilegpu.target` (a
    `#tilegpu.target`: the chip the GPU passes compile for), and once laid
    out `tilegpu.num_warps` and `tilegpu.warp_size` attributes. A
    `tile.dot` may carry `tilegpu.instruction` (a `#tilegpu.mma_kind`): the
    matrix instruction that runs it when its layout's own kind does not.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  // LLVM: the address of a TMA copy's tensor-map parameter is a generic !llvm.ptr.
  let dependentDialects = ["::mlir::tile::TileDialect", "::mlir::LLVM::LLVMDialect"];
}

// The matrix-core instruction kinds of the target table
// (lib/TargetTable/TargetTable.h: tilec::MmaKind), one enum for the table,
// the IR and the lowering; spelled as tilec::mmaKindName gives them.
def TileGPU_MmaKindParameter : AttrParameter<"::tilec::MmaKind",
    "a matrix-core instruction kind (tilec::MmaKind)"> {
  let parser = "::mlir::tilegpu::parseMmaKind($_parser)";
  let printer = "$_printer << ::mlir::tilegpu::stringifyMmaKind($_self)";
}

def TileGPU_TargetAttr : AttrDef<TileGPU_Dialect, "Target"> {
  let mnemonic = "target";
  let summary = "the chip a module is compiled for";
  let description = [{
    A row of the target table (lib/TargetTable): warp size, shared memory,
    register file, matrix instructions. Set on the module as
    `tilegpu.target` once, by the first GPU pass (tile-assign-layouts, from
    its `chip` option); every later pass reads its target from it. The chip
    must be one of the table's.

    ```mlir
    module attributes {tilegpu.target = #tilegpu.target<"gfx942">} {}
    ```
  }];
  let parameters = (ins StringRefParameter<"chip name">:$chip);
  let assemblyFormat = "`<` $chip `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The chip's row of the target table (never null once verified).
    const ::tilec::TargetInfo *getInfo() const;
  }];
}

def TileGPU_MmaKindAttr : AttrDef<TileGPU_Dialect, "MmaKind"> {
  let mnemonic = "mma_kind";
  let summary = "a matrix-core instruction";
  let description = [{
    The instruction a `tile.dot` runs on, as its `tilegpu.instruction`
    attribute, where it is not the kind of the dot's `#tilegpu.mma` layout:
    on sm_90a, tile-select-mma-instructions puts a `nv_mma_16x8x16` dot
    whose B operand is a swizzled shared-memory slot on `nv_wgmma` (A and
    the accumulator stay in mma.sync's registers, B is read through a
    shared-memory descriptor).

    ```mlir
    %d = tile.dot %a, %b, %c {tilegpu.instruction = #tilegpu.mma_kind<nv_wgmma>} : ...
    ```
  }];
  let parameters = (ins TileGPU_MmaKindParameter:$kind);
  let assemblyFormat = "`<` $kind `>`";
}

def TileGPU_BlockedLayoutAttr : AttrDef<TileGPU_Dialect, "BlockedLayout"> {
  let mnemonic = "blocked";
  let summary = "tile elements in contiguous blocks per lane, lanes and warps tiled";
  let description = [{
    Along each dimension d, a lane holds `sizePerThread[d]` consecutive
    elements, `threadsPerWarp[d]` lanes of a warp and `warpsPerCTA[d]` warps
    of the workgroup cover consecutive blocks. The resulting tile of
    `sizePerThread*threadsPerWarp*warpsPerCTA` elements repeats over a larger
    tensor (a lane then holds several blocks) or wraps around a smaller one
    (elements are then replicated). `order` lists dimensions from the fastest
    varying: lane and warp ids are delinearized in that order and a lane's
    own elements are enumerated in that order, so consecutive registers hold
    consecutive addresses along `order[0]` (vectorized memory access).

    ```mlir
    #tilegpu.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"unsigned">:$sizePerThread,
                        ArrayRefParameter<"unsigned">:$threadsPerWarp,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = [{
    `<` `sizePerThread` `=` `[` $sizePerThread `]` `,` `threadsPerWarp` `=` `[` $threadsPerWarp `]`
    `,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `,` `order` `=` `[` $order `]` `>`
  }];
  let genVerifyDecl = 1;
}

def TileGPU_SliceLayoutAttr : AttrDef<TileGPU_Dialect, "SliceLayout"> {
  let mnemonic = "slice";
  let summary = "the layout of a parent with one dimension removed";
  let description = [{
    Elements of a tensor one rank lower than `parent`'s tensors, distributed
    as the parent distributes the elements at index 0 of dimension `dim`.
    Reductions along `dim` produce it and `tile.expand_dims` at `dim` turns it
    back into `parent` without moving data.

    ```mlir
    #tilegpu.slice<dim = 1, parent = #tilegpu.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]>>
    ```
  }];
  let parameters = (ins "unsigned":$dim, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` struct(params) `>`";
}

def TileGPU_MmaLayoutAttr : AttrDef<TileGPU_Dialect, "MmaLayout"> {
  let mnemonic = "mma";
  let summary = "the result layout of a matrix-core instruction, tiled over warps";
  let description = [{
    Registers, lanes and warps as a matrix-core instruction's accumulator
    places them, with `warpsPerCTA` warps tiling the M and N dimensions and
    the instruction tile repeated in registers over the rest of the tensor.
    `kind` (a keyword of the target table's matrix instruction kinds,
    tilec::MmaKind) names the instruction's shape and register layout; the
    operand type picks the instruction itself:
    - `nv_mma_16x8x16`: NVIDIA mma.sync m16n8k16 (f16, bf16).
    - `mfma_16x16x16`, `mfma_32x32x8`: CDNA v_mfma_f32_16x16x16f16 /
      _bf16_1k, v_mfma_f32_32x32x8f16 / _bf16_1k, and on gfx90a
      v_mfma_i32_16x16x16i8 / v_mfma_i32_32x32x8i8.
    - `mfma_16x16x32`, `mfma_32x32x16`: v_mfma_i32_16x16x32_i8 /
      v_mfma_i32_32x32x16_i8 (gfx942, gfx950), and on gfx950
      v_mfma_f32_16x16x32_f16 / _bf16, v_mfma_f32_32x32x16_f16 / _bf16 and
      the OCP fp8 v_mfma_f32_16x16x32_fp8_fp8 / _bf8_bf8,
      v_mfma_f32_32x32x16_fp8_fp8 / _bf8_bf8.
    - `mfma_16x16x64`, `mfma_32x32x32`: gfx950 v_mfma_i32_16x16x64_i8,
      v_mfma_i32_32x32x32_i8.
    - `wmma_gfx11` / `wmma_gfx12`: RDNA3 / RDNA4 v_wmma_f32_16x16x16 (f16,
      bf16).
    Which kinds a chip offers for which operand types is the target table's
    business (lib/TargetTable/TargetTable.cpp). `nv_wgmma` has no layout of
    its own (a wgmma dot keeps `nv_mma_16x8x16`'s and says so with
    `tilegpu.instruction`). On CDNA the layout is the instruction's D
    transposed (row = lane % M, columns along registers): the lowering
    gives the instruction the dot's B as its A and A as its B.

    ```mlir
    #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>
    ```
  }];
  let parameters = (ins TileGPU_MmaKindParameter:$kind, ArrayRefParameter<"unsigned">:$warpsPerCTA);
  let assemblyFormat = "`<` `kind` `=` $kind `,` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `>`";
  let genVerifyDecl = 1;
}

def TileGPU_DotOperandLayoutAttr : AttrDef<TileGPU_Dialect, "DotOperandLayout"> {
  let mnemonic = "dot_op";
  let summary = "the layout of a matrix-core instruction's A (0) or B (1) operand";
  let description = [{
    Operand `opIdx` (0: the MxK A operand, 1: the KxN B operand) of the
    instruction named by the `parent` mma layout, replicated over the warps
    that tile the other dimension.

    ```mlir
    #tilegpu.dot_op<opIdx = 0, parent = #tilegpu.mma<kind = nv_mma_16x8x16, warpsPerCTA = [4, 1]>>
    ```
  }];
  let parameters = (ins "unsigned":$opIdx, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` struct(params) `>`";
}

def TileGPU_ConvertLayoutOp : Op<TileGPU_Dialect, "convert_layout", [Pure]> {
  let summary = "move a tile's elements into another layout";
  let description = [{
    Same shape and element type, another layout encoding. Lowered through
    shared memory (LDS) in general.

    ```mlir
    %b = tilegpu.convert_layout %a : tensor<64xf32, #l0> -> tensor<64xf32, #l1>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TileGPU_ViewOp : Op<TileGPU_Dialect, "view", [Pure]> {
  let summary = "a trans or reshape that keeps every element in its lane";
  let description = [{
    `tile.trans` (with `order`: result dim i is source dim order[i]) or
    `tile.reshape` (without: row-major) whose result layout holds each
    element in the lane and warp that held it in the source, so the op only
    renames each lane's registers: no shared memory. tile-assign-layouts
    picks such layouts for the view chains of tl.split and tl.join (reshape,
    permute, split) and rewrites those ops into this one.

    ```mlir
    %v = tilegpu.view %a {order = array<i32: 0, 2, 1>} : tensor<8x2x4xf32, #l0> -> tensor<8x4x2xf32, #l1>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src, OptionalAttr<DenseI32ArrayAttr>:$order);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TileGPU_LocalAllocOp : Op<TileGPU_Dialect, "local_alloc",
    [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "copy a tile into a buffer in shared memory (LDS)";
  let description = [{
    Writes every element of `src` (any layout) into a shared-memory buffer of
    the same shape and element type that stays allocated, and unchanged, for
    the rest of the kernel; `tilegpu.local_load` reads it back in any layout.
    Used to keep a loop-invariant matrix-core operand (flash attention's Q) in
    LDS instead of registers when registers are short: the tile is written
    once before the loop and each iteration reads it into the operand layout
    (`tile-stream-dot-operands`).

    ```mlir
    %buf = tilegpu.local_alloc %q : tensor<128x64xf16, #blocked> -> memref<128x64xf16, 3>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs Res<AnyStaticShapeMemRef, "", [MemAlloc]>:$buffer);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($buffer)";
  let hasVerifier = 1;
}

def TileGPU_LocalLoadOp : Op<TileGPU_Dialect, "local_load"> {
  let summary = "read a shared-memory buffer into a tile of any layout";
  let description = [{
    Reads the whole buffer, or with a `slot` index (i32) the tile at that
    index of the leading dimension of a `tilegpu.local_buffer`. With
    `transposed` (a slot of a 2-D tile only) the result is the stored tile transposed:
    element (i, j) of the result is element (j, i) of the buffer, read from
    the same placement (a loaded tile that feeds one dot as it is and another
    through `tl.trans` is copied once and read both ways).

    ```mlir
    %a = tilegpu.local_load %buf : memref<128x64xf16, 3> -> tensor<128x64xf16, #dot_op>
    %k = tilegpu.local_load %ring[%slot] : memref<2x64x64xf16, 3> -> tensor<64x64xf16, #dot_op1>
    %t = tilegpu.local_load %ring[%slot] {transposed} : memref<2x64x32xf16, 3> -> tensor<32x64xf16, #dot_op1>
    ```
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "", [MemRead]>:$buffer,
                       Optional<I32>:$slot, UnitAttr:$transposed);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $buffer (`[` $slot^ `]`)? attr-dict `:` type($buffer) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TileGPU_LocalBufferOp : Op<TileGPU_Dialect, "local_buffer",
    [MemoryEffects<[MemAlloc]>]> {
  let summary = "uninitialized slots of tiles in shared memory for asynchronous copies";
  let description = [{
    `S` slots (the leading dimension), each holding one tile of the trailing
    shape, that `tilegpu.async_copy` fills and `tilegpu.local_load` reads.
    Made by `tile-pipeline-async` before a loop: the buffer lives for that
    loop only, so it shares shared memory with what runs before and after
    the loop. How a slot's elements are placed (row order and padding) is
    decided by the lowering from the copies' and the loads' layouts.

    ```mlir
    %ring = tilegpu.local_buffer : memref<2x64x64xf16, 3>
    ```
  }];
  let results = (outs Res<AnyStaticShapeMemRef, "", [MemAlloc]>:$buffer);
  let assemblyFormat = "attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

def TileGPU_AsyncCopyOp : Op<TileGPU_Dialect, "async_copy"> {
  let summary = "copy global memory into a shared-memory slot without registers";
  let description = [{
    Starts copying the elements `ptr` points to into slot `slot` of `buffer`
    (NVIDIA `cp.async`, one instruction per vector of `tilegpu.vec` elements
    of the pointer tile's layout, then one commit group). Where `mask` is
    false the slot receives zeros and memory is not read. The data may be
    read only after a `tilegpu.async_wait` that covers this copy's group.
    Only for targets with asynchronous copies (the target table).

    ```mlir
    tilegpu.async_copy %ring[%slot], %ptrs, %mask {tilegpu.vec = 8 : i32}
        : memref<2x64x64xf16, 3>, tensor<64x64x!tile.ptr<f16>, #blocked>, tensor<64x64xi1, #blocked>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$ptr, Optional<AnyRankedTensor>:$mask,
                       Arg<AnyStaticShapeMemRef, "", [MemWrite]>:$buffer,
                       I32:$slot);
  let assemblyFormat = [{
    $buffer `[` $slot `]` `,` $ptr (`,` $mask^)? attr-dict `:` type($buffer)
    `,` type($ptr) (`,` type($mask)^)?
  }];
  let hasVerifier = 1;
}

def TileGPU_AsyncWaitOp : Op<TileGPU_Dialect, "async_wait"> {
  let summary = "wait for earlier asynchronous copies, then a workgroup barrier";
  let description = [{
    Waits until at most `pending` of this thread's most recent
    `tilegpu.async_copy` groups are still in flight, then synchronizes the
    workgroup, so every thread sees the completed copies of all threads and
    no thread is still reading a slot that a later copy will overwrite.

    ```mlir
    tilegpu.async_wait {pending = 1 : i32}
    ```
  }];
  let arguments = (ins I32Attr:$pending);
  let assemblyFormat = "attr-dict";
}

def TileGPU_MbarriersOp : Op<TileGPU_Dialect, "mbarriers",
    [MemoryEffects<[MemAlloc, MemWrite]>]> {
  let summary = "mbarrier objects in shared memory, initialized";
  let description = [{
    Allocates one 8-byte mbarrier per element of the result, in shared
    memory that stays allocated for the rest of the kernel (placed with the
    `tilegpu.local_alloc` buffers), and initializes each (one thread) with
    an expected arrival count of 1: a barrier completes a phase when its one
    arrival (a `tilegpu.tma_copy`'s) is made and the bytes the arrival
    announced have landed. Made by `tile-pipeline-async` before a loop whose
    slots the tensor memory accelerator fills, one barrier per slot;
    `tilegpu.mbarrier_inval` ends their use after the loop. Only for targets
    with TMA (the target table).

    ```mlir
    %bars = tilegpu.mbarriers : memref<3xi64, 3>
    ```
  }];
  let results = (outs Res<AnyStaticShapeMemRef, "", [MemAlloc]>:$barriers);
  let assemblyFormat = "attr-dict `:` type($barriers)";
  let hasVerifier = 1;
}

def TileGPU_MbarrierInvalOp : Op<TileGPU_Dialect, "mbarrier_inval"> {
  let summary = "end the use of mbarriers";
  let description = [{
    Invalidates every barrier of a `tilegpu.mbarriers` (one thread), so that
    they may be initialized again (the loop runs again inside an outer
    loop). Every thread must be done waiting on them (a barrier before).

    ```mlir
    tilegpu.mbarrier_inval %bars : memref<3xi64, 3>
    ```
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "", [MemWrite]>:$barriers);
  let assemblyFormat = "$barriers attr-dict `:` type($barriers)";
}

def TileGPU_MbarrierWaitOp : Op<TileGPU_Dialect, "mbarrier_wait"> {
  let summary = "wait for a phase of an mbarrier";
  let description = [{
    Every thread waits until barrier `index` of `barriers` has completed
    the phase whose parity is `phase` (0 or 1): the data of the
    `tilegpu.tma_copy` that arrived on it is then visible to all threads.

    ```mlir
    tilegpu.mbarrier_wait %bars[%slot], %phase : memref<3xi64, 3>
    ```
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "", [MemRead, MemWrite]>:$barriers,
                       I32:$index, I32:$phase);
  let assemblyFormat = [{
    $barriers `[` $index `]` `,` $phase attr-dict `:` type($barriers)
  }];
}

def TileGPU_TmaCopyOp : Op<TileGPU_Dialect, "tma_copy",
    [AttrSizedOperandSegments]> {
  let summary = "copy a block of a tensor into a shared-memory slot with the TMA";
  let description = [{
    Where `pred` holds (always without it), one thread announces the slot's
    bytes on barrier `slot` of `barriers` and starts the tensor memory
    accelerator's copies (`cp.async.bulk.tensor`) of the block at `coords`
    (i32, outermost first, as a descriptor load's) of the tensor that
    `tensor_map` describes into slot `slot` of `buffer`: one copy per
    128-byte block of the slot's rows (the 128-byte swizzle, so the slot
    reads as tile-pipeline-async's swizzled slots do), elements outside
    the tensor zero-filled (NaN-filled for a NaN-padded descriptor).
    `tensor_map` is the address (a generic `!llvm.ptr`) of the kernel
    parameter the runtime fills from the descriptor's arguments (its
    `tilegpu.tensor_map` argument attribute says how). The data may be read once a `tilegpu.mbarrier_wait` on that
    barrier has seen the phase complete.

    ```mlir
    tilegpu.tma_copy %ring[%slot], %map[%r, %c], %bars, %pred : memref<3x64x64xf16, 3>, !llvm.ptr, memref<3xi64, 3>
    ```
  }];
  let arguments = (ins Arg<AnyStaticShapeMemRef, "", [MemWrite]>:$buffer,
                       I32:$slot, AnyType:$tensorMap, Variadic<I32>:$coords,
                       Arg<AnyStaticShapeMemRef, "", [MemRead, MemWrite]>:$barriers,
                       Optional<I1>:$pred);
  let assemblyFormat = [{
    $buffer `[` $slot `]` `,` $tensorMap `[` $coords `]` `,` $barriers
    (`,` $pred^)? attr-dict `:` type($buffer) `,` type($tensorMap) `,`
    type($barriers)
  }];
  let hasVerifier = 1;
}

def TileGPU_WgmmaWaitOp : Op<TileGPU_Dialect, "wgmma_wait",
    [AttrSizedOperandSegments]> {
  let summary = "wait for earlier asynchronous wgmma groups and pass their results on";
  let description = [{
    Waits until at most `pending` of this warpgroup's most recent wgmma
    groups (one per `tile.dot` on `nv_wgmma` marked `tilegpu.wgmma_async`)
    are still in flight. `values` are accumulators of the dots this wait
    completes; the results are the same tiles, and every later use reads the
    results, so no access of an accumulator's registers precedes the wait.
    `keep` are the register A operands of those dots: the wgmma reads them
    until it completes, so their registers stay live up to here. Made by
    `tile-wgmma-async`.

    ```mlir
    %acc = tilegpu.wgmma_wait %d keep(%a : tensor<64x64xf16, #dot_op>) {pending = 1 : i32} : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$values,
                       Variadic<AnyRankedTensor>:$keep, I32Attr:$pending);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let assemblyFormat = [{
    $values (`keep` `(` $keep^ `:` type($keep) `)`)? attr-dict `:` type($values) `->` type($results)
  }];
  let builders = [OpBuilder<(ins "mlir::ValueRange":$values,
                                 "mlir::ValueRange":$keep, "uint32_t":$pending), [{
    build($_builder, $_state, values.getTypes(), values, keep,
          $_builder.getI32IntegerAttr(pending));
  }]>];
  let hasVerifier = 1;
}

#endif // TILEGPU_OPS_TD
