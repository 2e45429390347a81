//===- SharedMemory.cpp - placement of tiles in shared memory (LDS) -------===//
//
// SharedTile placements, slab plans, per-op shared-memory sizes, and the
// register <-> shared-memory moves of the lowering (SharedMemory.h).
//
//===----------------------------------------------------------------------===//
#include "Conversion/SharedMemory.h"

#include "Conversion/TargetCodegen.h"

#include <map>

namespace tilec::conversion {

using namespace mlir;
using tilegpu::DistributedLayout;

Value sharedIndex(OpBuilder &b, Location loc, const SharedTile &tile,
                  ArrayRef<Value> coords) {
  Value linear = i32Const(b, loc, 0);
  int64_t stride = tile.swizzle ? 1 : tile.pitch;
  for (int d = tile.shape.size() - 1; d >= 0; --d) {
    if (unsigned(d) == tile.fastDim)
      continue;
    linear = arith::AddIOp::create(
        b, loc, linear,
        arith::MulIOp::create(b, loc, coords[d], i32Const(b, loc, stride)));
    stride *= tile.shape[d];
  }
  if (!tile.swizzle)
    return arith::AddIOp::create(b, loc, linear, coords[tile.fastDim]);
  // linear is the row; coords[tile.fastDim] = block * blockElems + chunk *
  // chunkElems + i; the chunk is XORed with row bits (SharedTile).
  Value col = coords[tile.fastDim];
  int64_t chunkElems = 16 / tile.elemBytes;
  Value block =
      arith::DivUIOp::create(b, loc, col, i32Const(b, loc, tile.blockElems()));
  Value chunk = arith::AndIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, col, i32Const(b, loc, chunkElems)),
      i32Const(b, loc, tile.blockElems() / chunkElems - 1));
  Value within =
      arith::AndIOp::create(b, loc, col, i32Const(b, loc, chunkElems - 1));
  int64_t chunks = tile.swizzleBytes / 16;
  Value rowBits =
      tile.swizzleBytes == 128
          ? linear
          : arith::ShRUIOp::create(
                b, loc, linear,
                i32Const(b, loc, llvm::Log2_64(128 / tile.swizzleBytes)));
  Value swizzled = arith::XOrIOp::create(
      b, loc, chunk,
      arith::AndIOp::create(b, loc, rowBits, i32Const(b, loc, chunks - 1)));
  Value blockBase = arith::MulIOp::create(
      b, loc, block, i32Const(b, loc, tile.rows() * tile.blockElems()));
  Value rowBase = arith::MulIOp::create(b, loc, linear,
                                        i32Const(b, loc, tile.blockElems()));
  Value chunkBase =
      arith::MulIOp::create(b, loc, swizzled, i32Const(b, loc, chunkElems));
  return arith::AddIOp::create(
      b, loc,
      arith::AddIOp::create(
          b, loc, arith::AddIOp::create(b, loc, blockBase, rowBase), chunkBase),
      within);
}

/// Pointer into shared memory at element `index` (i32) of type `type`,
/// starting `byteOffset` bytes into the scratch buffer, or into `buffer` (a
/// tilegpu.local_alloc buffer) when one is given.
Value smemElementPtr(OpBuilder &b, Location loc, LoweringState &state,
                     Type type, int64_t byteOffset, Value index, Value buffer) {
  Value base = buffer ? buffer : smemBase(b, loc, state);
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  if (byteOffset)
    base = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                               ArrayRef<LLVM::GEPArg>{int32_t(byteOffset)});
  return LLVM::GEPOp::create(b, loc, ptrType, type, base, ValueRange{index});
}

/// Row-major linear index of coordinates.
Value linearIndex(OpBuilder &b, Location loc, ArrayRef<Value> coords,
                  ArrayRef<int64_t> shape) {
  Value linear = i32Const(b, loc, 0);
  for (auto [c, s] : llvm::zip(coords, shape))
    linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, linear, i32Const(b, loc, s)), c);
  return linear;
}

/// Writes every (non-duplicate) register of a tile to shared memory in
/// `tile`'s placement (destination coordinates: destination dim d holds
/// source coordinate perm[d]); runs of consecutive registers along the
/// tile's fast dim are stored as vectors of up to 16 bytes.
void storeTileToShared(OpBuilder &b, Location loc, LoweringState &state,
                       Value packed, RankedTensorType type, int64_t byteOffset,
                       ArrayRef<unsigned> perm, const SharedTile &tile,
                       Value buffer, const Slab &slab) {
  DistributedLayout layout = layoutOf(type);
  SmallVector<Value> regs = unpack(b, loc, packed);
  auto coords = elementCoords(b, loc, layout, type.getShape(), state);
  Type memType = memoryType(type.getElementType());
  unsigned run =
      std::min<unsigned>(layout.contiguousRegisters(perm[tile.fastDim]),
                         std::max<int64_t>(1, 16 / tile.elemBytes));
  for (unsigned r = 0; r < regs.size(); r += run) {
    if (isDuplicateRegister(layout, r, type.getShape()) ||
        !slab.contains(layout, r))
      continue;
    SmallVector<Value> c;
    for (unsigned d : perm)
      c.push_back(coords[d][r]);
    if (slab.dim >= 0)
      c[slab.dim] =
          arith::SubIOp::create(b, loc, c[slab.dim], i32Const(b, loc, slab.lo));
    Value ptr = smemElementPtr(b, loc, state, memType, byteOffset,
                               sharedIndex(b, loc, tile, c), buffer);
    if (run == 1) {
      LLVM::StoreOp::create(b, loc, toMemory(b, loc, regs[r]), ptr);
      continue;
    }
    Value vec = LLVM::PoisonOp::create(
        b, loc, VectorType::get({int64_t(run)}, memType));
    for (unsigned i = 0; i < run; ++i)
      vec = LLVM::InsertElementOp::create(
          b, loc, vec, toMemory(b, loc, regs[r + i]), i32Const(b, loc, i));
    LLVM::StoreOp::create(b, loc, vec, ptr, /*alignment=*/run * tile.elemBytes);
  }
}

namespace {
/// How `ldmatrix` reads a tile of some layout from a shared tile. Each 8x8
/// matrix it loads is 8 rows of 16 bytes along the shared tile's fast dim
/// (8 16-bit or 16 8-bit elements); per matrix a lane receives one 32-bit
/// word: the `w` = 4 / elemBytes elements (row lane / 4, columns
/// w * (lane % 4) + {0 .. w-1}), or with `trans` (16-bit only: rows
/// 2 * (lane % 4) + {0, 1}, column lane / 4). Lanes 8j..8j+7 give the
/// addresses of matrix j's rows. So a layout fits when register bits 0 ..
/// log2(w)-1 and lane bits 0-1 step 1, 2, .. 2w along the fast dim (plain),
/// or lane bits 2-4 do (trans), and no other basis breaks the rows' 16-byte
/// alignment; `rowBases` are the three bases that pick a matrix's row.
/// mma.sync's 16-bit operand layouts fit one way or the other whichever dim
/// of the operand is contiguous in shared memory; its 8-bit ones (m16n8k32)
/// fit plainly when K is.
struct MatrixLoad {
  bool trans = false;
  unsigned perWord = 2; // elements per 32-bit word a lane receives
  SmallVector<tilegpu::Basis> rowBases;
};
} // namespace

static std::optional<MatrixLoad> planMatrixLoad(const LoweringState &state,
                                                const DistributedLayout &layout,
                                                const SharedTile &tile) {
  unsigned f = tile.fastDim;
  if (!state.target->hasLdMatrix() || state.warpSize != 32 ||
      (tile.elemBytes != 1 && tile.elemBytes != 2) ||
      (tile.pitch * tile.elemBytes) % 16 != 0 ||
      tile.shape[f] * tile.elemBytes < 16 || layout.laneBases.size() != 5)
    return std::nullopt;
  unsigned perWord = 4 / tile.elemBytes;
  unsigned wordBits = llvm::Log2_32(perWord);
  if (layout.regBases.size() < wordBits)
    return std::nullopt;
  auto along = [&](const tilegpu::Basis &basis, int64_t step) {
    for (unsigned d = 0; d < layout.rank(); ++d)
      if (basis[d] != (d == f ? step : 0))
        return false;
    return true;
  };
  ArrayRef<tilegpu::Basis> lanes = layout.laneBases;
  MatrixLoad plan;
  plan.perWord = perWord;
  bool plain = along(lanes[0], perWord) && along(lanes[1], 2 * perWord);
  for (unsigned i = 0; i < wordBits; ++i)
    plain = plain && along(layout.regBases[i], int64_t(1) << i);
  if (plain) {
    plan.rowBases = {lanes[2], lanes[3], lanes[4]};
  } else if (tile.elemBytes == 2 && along(lanes[2], 1) && along(lanes[3], 2) &&
             along(lanes[4], 4)) {
    plan.trans = true;
    plan.rowBases = {layout.regBases[0], lanes[0], lanes[1]};
  } else {
    return std::nullopt;
  }
  int64_t rowElems = 16 / tile.elemBytes;
  auto aligned = [&](const tilegpu::Basis &basis) {
    return basis[f] % rowElems == 0;
  };
  if (!llvm::all_of(plan.rowBases, aligned) ||
      !llvm::all_of(ArrayRef(layout.regBases).drop_front(wordBits), aligned) ||
      !llvm::all_of(layout.warpBases, aligned))
    return std::nullopt;
  return plan;
}

/// Reads the registers of `layout` in `slab` with ldmatrix (see MatrixLoad):
/// one instruction per 4 consecutive register words (w = plan.perWord
/// registers each; lane bits 3 and 4 pick the two register bits above the
/// word's), fewer for small tiles. Fails, emitting nothing,
/// when an instruction's registers straddle the slab.
static std::optional<SmallVector<Value>>
loadMatrices(OpBuilder &b, Location loc, LoweringState &state,
             const DistributedLayout &layout, const MatrixLoad &plan,
             Type llvmElementType, int64_t byteOffset, const SharedTile &tile,
             Value buffer, const Slab &slab) {
  unsigned numRegs = layout.numRegisters();
  unsigned w = plan.perWord, wordBits = llvm::Log2_32(w);
  unsigned perInstr = std::min(4u, numRegs / w);
  if (perInstr == 0)
    return std::nullopt;
  unsigned groupRegs = w * perInstr;
  for (unsigned r0 = 0; r0 < numRegs; r0 += groupRegs) {
    unsigned in = 0;
    for (unsigned r = r0; r < r0 + groupRegs; ++r)
      in += slab.contains(layout, r);
    if (in != 0 && in != groupRegs)
      return std::nullopt;
  }
  // Lane-dependent part of the row addresses: lane bits 0-2 pick the row,
  // bits 3-4 the register word.
  DistributedLayout rows;
  rows.shape = layout.shape;
  rows.laneBases = plan.rowBases;
  tilegpu::Basis zero(layout.rank(), 0);
  for (unsigned i = 1; i <= 2; ++i)
    rows.laneBases.push_back(perInstr > i ? layout.regBases[wordBits - 1 + i]
                                          : zero);
  rows.warpBases = layout.warpBases;
  SmallVector<Value> base = threadBase(b, loc, rows, state);
  MLIRContext *ctx = b.getContext();
  Type i32 = b.getI32Type();
  Type resultType = perInstr == 1 ? i32
                                  : Type(LLVM::LLVMStructType::getLiteral(
                                        ctx, SmallVector<Type>(perInstr, i32)));
  Type memType = memoryType(llvmElementType);
  auto wordType = VectorType::get({int64_t(w)}, memType);
  SmallVector<Value> regs(numRegs);
  for (unsigned r0 = 0; r0 < numRegs; r0 += groupRegs) {
    if (!slab.contains(layout, r0))
      continue;
    SmallVector<Value> c;
    for (unsigned d = 0; d < layout.rank(); ++d) {
      int64_t regBits = 0, laneBits = 0;
      for (const tilegpu::Basis &basis :
           ArrayRef(layout.regBases).drop_front(llvm::Log2_32(groupRegs)))
        regBits |= basis[d];
      for (ArrayRef<tilegpu::Basis> bases :
           {ArrayRef(rows.laneBases), ArrayRef(rows.warpBases)})
        for (const tilegpu::Basis &basis : bases)
          laneBits |= basis[d];
      // Disjoint bits (every mma.sync operand layout): the register's
      // offset is added, so the backend folds it into the address.
      Value offset = i32Const(b, loc, layout.offset(r0, d));
      Value coord = (regBits & laneBits) == 0
                        ? Value(arith::AddIOp::create(
                              b, loc, base[d], offset,
                              arith::IntegerOverflowFlags::nsw |
                                  arith::IntegerOverflowFlags::nuw))
                        : Value(arith::XOrIOp::create(b, loc, base[d], offset));
      if (slab.dim == int(d))
        coord = arith::SubIOp::create(b, loc, coord, i32Const(b, loc, slab.lo));
      c.push_back(coord);
    }
    Value ptr = smemElementPtr(b, loc, state, memType, byteOffset,
                               sharedIndex(b, loc, tile, c), buffer);
    Value words = state.codegen->loadMatrix(b, loc, resultType, ptr, perInstr,
                                            plan.trans);
    for (unsigned j = 0; j < perInstr; ++j) {
      Value word = perInstr == 1
                       ? words
                       : Value(LLVM::ExtractValueOp::create(b, loc, words, j));
      Value elements = LLVM::BitcastOp::create(b, loc, wordType, word);
      for (unsigned i = 0; i < w; ++i)
        regs[r0 + w * j + i] =
            fromMemory(b, loc,
                       LLVM::ExtractElementOp::create(b, loc, elements,
                                                      i32Const(b, loc, i)),
                       llvmElementType);
    }
  }
  return regs;
}

/// Reads a tile of `type` (its layout) from shared memory in `tile`'s
/// placement, with vector loads along the tile's fast dim.
SmallVector<Value> loadTileFromShared(OpBuilder &b, Location loc,
                                      LoweringState &state,
                                      RankedTensorType type,
                                      Type llvmElementType, int64_t byteOffset,
                                      const SharedTile &tile, Value buffer,
                                      const Slab &slab) {
  DistributedLayout layout = layoutOf(type);
  if (std::optional<MatrixLoad> plan = planMatrixLoad(state, layout, tile))
    if (std::optional<SmallVector<Value>> regs =
            loadMatrices(b, loc, state, layout, *plan, llvmElementType,
                         byteOffset, tile, buffer, slab))
      return *regs;
  auto coords = elementCoords(b, loc, layout, type.getShape(), state);
  Type memType = memoryType(type.getElementType());
  unsigned run = std::min<unsigned>(layout.contiguousRegisters(tile.fastDim),
                                    std::max<int64_t>(1, 16 / tile.elemBytes));
  // Registers outside `slab` stay null: another slab's read fills them.
  SmallVector<Value> regs;
  for (unsigned r = 0; r < layout.numRegisters(); r += run) {
    if (!slab.contains(layout, r)) {
      regs.append(run, Value());
      continue;
    }
    SmallVector<Value> c;
    for (unsigned d = 0; d < layout.rank(); ++d)
      c.push_back(coords[d][r]);
    if (slab.dim >= 0)
      c[slab.dim] =
          arith::SubIOp::create(b, loc, c[slab.dim], i32Const(b, loc, slab.lo));
    Value ptr = smemElementPtr(b, loc, state, memType, byteOffset,
                               sharedIndex(b, loc, tile, c), buffer);
    if (run == 1) {
      regs.push_back(fromMemory(
          b, loc, LLVM::LoadOp::create(b, loc, memType, ptr), llvmElementType));
      continue;
    }
    auto vecType = VectorType::get({int64_t(run)}, memType);
    Value vec = LLVM::LoadOp::create(b, loc, vecType, ptr,
                                     /*alignment=*/run * tile.elemBytes);
    for (unsigned i = 0; i < run; ++i)
      regs.push_back(fromMemory(
          b, loc,
          LLVM::ExtractElementOp::create(b, loc, vec, i32Const(b, loc, i)),
          llvmElementType));
  }
  return regs;
}

/// The address of a buffer's region: the smem global plus its offset.
Value bufferAddress(OpBuilder &b, Location loc, LoweringState &state,
                    int64_t offset) {
  Value base = LLVM::AddressOfOp::create(b, loc, state.smem);
  return LLVM::GEPOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3), b.getI8Type(),
      base, ArrayRef<LLVM::GEPArg>{int32_t(offset)});
}

/// The address of slot `slot` (i32) of a tilegpu.local_buffer at `buffer`.
Value slotAddress(OpBuilder &b, Location loc, tilegpu::LocalBufferOp op,
                  Value buffer, Value slot) {
  Value offset =
      arith::MulIOp::create(b, loc, slot, i32Const(b, loc, slotBytes(op)));
  return LLVM::GEPOp::create(b, loc,
                             LLVM::LLVMPointerType::get(b.getContext(), 3),
                             b.getI8Type(), buffer, ValueRange{offset});
}

/// Where a local_load reads (readsPlacedBuffer): its local_alloc buffer, or
/// its slot of a local_buffer.
Value loadAddress(OpBuilder &b, Location loc, tilegpu::LocalLoadOp load,
                  Value buffer, Value slot) {
  if (!load.getSlot())
    return buffer;
  return slotAddress(b, loc,
                     load.getBuffer().getDefiningOp<tilegpu::LocalBufferOp>(),
                     buffer, slot);
}

} // namespace tilec::conversion
