//===- TileOps.td - the tile dialect: Triton-language semantics ----------===//
//
// The tile dialect is what the front end produces: one op per triton.language
// primitive that upstream dialects (arith, math, scf, func) do not already
// express. Values are scalars, pointers, or ranked tensors ("tiles") of static
// power-of-two shape whose elements are scalars or pointers. Elementwise
// arithmetic uses `arith`/`math` directly on tensors; control flow uses `scf`.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_OPS_TD
#define TILE_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::mlir::tile";
  let summary = "Tile-level GPU kernels with Triton-language semantics";
  let description = [{
    A kernel is a `func.func` carrying the `tile.kernel` unit attribute. It is
    executed once per program instance of a 1-3 dimensional grid; each
    instance computes on tiles (ranked tensors of static power-of-two shape)
    and reaches global memory only through pointers (`!tile.ptr<T>`).
    Pointer arguments may carry `tile.divisibility` (byte alignment known from
    the signature, e.g. 16).
  }];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect", "::mlir::func::FuncDialect"];
}

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

def Tile_PointerType : TypeDef<Tile_Dialect, "Pointer"> {
  let mnemonic = "ptr";
  let summary = "pointer to an element in global memory";
  let description = [{
    A pointer to a scalar of `pointeeType` in global memory. Pointer
    arithmetic (`tile.addptr`) advances it in units of the pointee's size.

    ```mlir
    !tile.ptr<f16>
    ```
  }];
  let parameters = (ins "::mlir::Type":$pointeeType);
  let assemblyFormat = "`<` $pointeeType `>`";
  let genVerifyDecl = 1;
}

def Tile_Float : AnyTypeOf<[F8E4M3FN, F8E5M2, F16, BF16, F32, F64], "floating-point">;
def Tile_Int : AnyTypeOf<[I1, I8, I16, I32, I64], "integer">;
def Tile_Scalar : AnyTypeOf<[Tile_Float, Tile_Int], "scalar">;
def Tile_Ptr : Type<CPred<"::llvm::isa<::mlir::tile::PointerType>($_self)">,
                    "tile pointer", "::mlir::tile::PointerType">;

def Tile_PtrTensor : RankedTensorOf<[Tile_Ptr]>;
def Tile_PtrLike : AnyTypeOf<[Tile_Ptr, Tile_PtrTensor], "pointer or tensor of pointers">;
def Tile_IntTensor : RankedTensorOf<[Tile_Int]>;
def Tile_IntLike : AnyTypeOf<[Tile_Int, Tile_IntTensor], "integer or tensor of integers">;
def Tile_I1Like : AnyTypeOf<[I1, RankedTensorOf<[I1]>], "i1 or tensor of i1">;
def Tile_I32Tensor : RankedTensorOf<[I32]>;
def Tile_Tensor : RankedTensorOf<[Tile_Scalar, Tile_Ptr]>;
def Tile_FloatTensor : RankedTensorOf<[Tile_Float]>;
def Tile_NumTensor : RankedTensorOf<[Tile_Scalar]>;
def Tile_Value : AnyTypeOf<[Tile_Scalar, Tile_Ptr, Tile_Tensor], "tile value">;
def Tile_ScalarOrPtr : AnyTypeOf<[Tile_Scalar, Tile_Ptr], "scalar or pointer">;
def Tile_ScalarLike : AnyTypeOf<[Tile_Scalar, Tile_NumTensor], "scalar or tensor of scalars">;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Tile_InputPrecision : I32EnumAttr<"InputPrecision", "precision of dot operands", [
    I32EnumAttrCase<"ieee", 0>,
    I32EnumAttrCase<"tf32", 1>,
    I32EnumAttrCase<"tf32x3", 2>
  ]> {
  let cppNamespace = "::mlir::tile";
}

def Tile_RMWKind : I32EnumAttr<"RMWKind", "atomic read-modify-write operation", [
    I32EnumAttrCase<"add", 0>,
    I32EnumAttrCase<"fadd", 1>,
    I32EnumAttrCase<"max", 2>,
    I32EnumAttrCase<"min", 3>,
    I32EnumAttrCase<"umax", 4>,
    I32EnumAttrCase<"umin", 5>,
    I32EnumAttrCase<"band", 6, "and">,
    I32EnumAttrCase<"bor", 7, "or">,
    I32EnumAttrCase<"bxor", 8, "xor">,
    I32EnumAttrCase<"xchg", 9>,
    I32EnumAttrCase<"fmax", 10>,
    I32EnumAttrCase<"fmin", 11>
  ]> {
  let cppNamespace = "::mlir::tile";
}

def Tile_MemSemantic : I32EnumAttr<"MemSemantic",
    "memory ordering of an atomic (Triton's sem)", [
    I32EnumAttrCase<"relaxed", 0>,
    I32EnumAttrCase<"acquire", 1>,
    I32EnumAttrCase<"release", 2>,
    I32EnumAttrCase<"acq_rel", 3>
  ]> {
  let cppNamespace = "::mlir::tile";
}

def Tile_MemSyncScope : I32EnumAttr<"MemSyncScope",
    "threads an atomic synchronizes with (Triton's scope)", [
    I32EnumAttrCase<"gpu", 0>,
    I32EnumAttrCase<"cta", 1>,
    I32EnumAttrCase<"sys", 2>
  ]> {
  let cppNamespace = "::mlir::tile";
}

//===----------------------------------------------------------------------===//
// Program identity
//===----------------------------------------------------------------------===//

def Tile_ProgramIdOp : Tile_Op<"program_id", [Pure]> {
  let summary = "index of this program instance along a grid axis";
  let description = [{
    Returns the index (0-based) of the executing program instance along grid
    axis `axis` (0, 1 or 2), as `tl.program_id(axis)` does.

    ```mlir
    %pid = tile.program_id 0 : i32
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

def Tile_NumProgramsOp : Tile_Op<"num_programs", [Pure]> {
  let summary = "number of program instances along a grid axis";
  let description = [{
    Returns the grid size along `axis` (0, 1 or 2), as `tl.num_programs(axis)`.

    ```mlir
    %n = tile.num_programs 0 : i32
    ```
  }];
  let arguments = (ins ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<2>]>:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Tile construction and shape manipulation
//===----------------------------------------------------------------------===//

def Tile_MakeRangeOp : Tile_Op<"make_range", [Pure]> {
  let summary = "1-D tile of consecutive integers";
  let description = [{
    `tl.arange(start, end)`: a 1-D i32 tile holding `start, start+1, ...,
    end-1`. `end - start` must be a power of two and equal to the result size.

    ```mlir
    %r = tile.make_range {start = 0 : i32, end = 128 : i32} : tensor<128xi32>
    ```
  }];
  let arguments = (ins I32Attr:$start, I32Attr:$end);
  let results = (outs Tile_I32Tensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tile_SplatOp : Tile_Op<"splat", [Pure]> {
  let summary = "tile whose every element is one scalar";
  let description = [{
    Fills a tile with a scalar or pointer. The result's element type equals the
    source type.

    ```mlir
    %t = tile.splat %x : f32 -> tensor<64x64xf32>
    ```
  }];
  let arguments = (ins Tile_ScalarOrPtr:$src);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_BroadcastOp : Tile_Op<"broadcast", [Pure]> {
  let summary = "broadcast size-1 dimensions of a tile";
  let description = [{
    Repeats every size-1 dimension of the source to the result's size in that
    dimension. Ranks must be equal; every other dimension must match.

    ```mlir
    %b = tile.broadcast %a : tensor<1x64xf32> -> tensor<32x64xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$src);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Tile_ExpandDimsOp : Tile_Op<"expand_dims", [Pure]> {
  let summary = "insert a size-1 dimension";
  let description = [{
    Inserts a dimension of size 1 at position `axis` (`x[:, None]`,
    `tl.expand_dims`).

    ```mlir
    %e = tile.expand_dims %a {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$src, I32Attr:$axis);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ReshapeOp : Tile_Op<"reshape", [Pure]> {
  let summary = "reshape a tile, keeping row-major element order";
  let description = [{
    Reinterprets a tile with another shape of the same number of elements, in
    row-major order (`tl.reshape`, `tl.view`).

    ```mlir
    %r = tile.reshape %a : tensor<8x16xf32> -> tensor<128xf32>
    ```
  }];
  let arguments = (ins Tile_Tensor:$src);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_TransOp : Tile_Op<"trans", [Pure]> {
  let summary = "permute the dimensions of a tile";
  let description = [{
    Result dimension `i` is source dimension `order[i]` (`tl.trans`, `x.T`,
    `tl.permute`).

    ```mlir
    %t = tile.trans %a {order = array<i32: 1, 0>} : tensor<64x32xf16> -> tensor<32x64xf16>
    ```
  }];
  let arguments = (ins Tile_Tensor:$src, DenseI32ArrayAttr:$order);
  let results = (outs Tile_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Pointers and memory
//===----------------------------------------------------------------------===//

def Tile_AddPtrOp : Tile_Op<"addptr", [Pure, AllTypesMatch<["ptr", "result"]>]> {
  let summary = "advance pointers by element offsets";
  let description = [{
    `ptr + offset`: advances each pointer by `offset` elements of its pointee
    type. The offset is signed; shapes of tile operands must match.

    ```mlir
    %p = tile.addptr %base, %offs : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    ```
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Tile_IntLike:$offset);
  let results = (outs Tile_PtrLike:$result);
  let assemblyFormat = "$ptr `,` $offset attr-dict `:` type($ptr) `,` type($offset)";
  let hasVerifier = 1;
}

def Tile_LoadOp : Tile_Op<"load", [AttrSizedOperandSegments,
                                   MemoryEffects<[MemRead]>]> {
  let summary = "load from global memory, with an optional mask";
  let description = [{
    Loads the element each pointer points to (`tl.load`). Where `mask` is
    false nothing is read and the result is `other` (undefined where `other`
    is absent). `mask` and `other` have the shape of `ptr`; `other` has the
    pointee type.

    `descriptor(%base)[coords]` says that the load reads the block at
    `coords` (i32, one per dim) of a host-side tensor descriptor: `%base` is
    the kernel argument holding its base pointer, its shape and leading
    strides are the arguments after it (docs/kernel-abi.md), and `ptr` and
    `mask` are that block's addresses and bounds mask, so the meaning is the
    masked load's. A target with a tensor-memory unit may read the block
    through the descriptor instead (TMA on sm_90, `tile-pipeline-async`);
    passes that change `ptr` or `mask` drop it.

    ```mlir
    %v = tile.load %p, %m, %zero : tensor<128x!tile.ptr<f32>>, tensor<128xi1>, tensor<128xf32> -> tensor<128xf32>
    %b = tile.load %q, %n, %zero descriptor(%base : !tile.ptr<f16>)[%r, %c] : ...
    ```
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Optional<Tile_I1Like>:$mask,
                   Optional<Tile_ScalarLike>:$other,
                   Optional<Tile_Ptr>:$descBase, Variadic<I32>:$descCoords,
                   UnitAttr:$isVolatile);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = [{
    $ptr (`,` $mask^)? (`,` $other^)?
    (`descriptor` `(` $descBase^ `:` type($descBase) `)` `[` $descCoords `]`)?
    attr-dict `:` type($ptr)
    (`,` type($mask)^)? (`,` type($other)^)? `->` type($result)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Type":$result, "::mlir::Value":$ptr,
                   "::mlir::Value":$mask, "::mlir::Value":$other,
                   "::mlir::UnitAttr":$isVolatile), [{
      build($_builder, $_state, result, ptr, mask, other, ::mlir::Value(),
            ::mlir::ValueRange(), isVolatile);
    }]>];
  let hasVerifier = 1;
}

def Tile_StoreOp : Tile_Op<"store", [MemoryEffects<[MemWrite]>]> {
  let summary = "store to global memory, with an optional mask";
  let description = [{
    Stores each element of `value` where its pointer points (`tl.store`);
    where `mask` is false nothing is written.

    ```mlir
    tile.store %p, %v, %m : tensor<128x!tile.ptr<f32>>, tensor<128xf32>, tensor<128xi1>
    ```
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Tile_ScalarLike:$value, Optional<Tile_I1Like>:$mask);
  let assemblyFormat = [{
    $ptr `,` $value (`,` $mask^)? attr-dict `:` type($ptr) `,` type($value) (`,` type($mask)^)?
  }];
  let hasVerifier = 1;
}

def Tile_AtomicRMWOp : Tile_Op<"atomic_rmw", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomic read-modify-write in global memory";
  let description = [{
    For each element where `mask` holds, atomically replaces `*ptr` with
    `kind(*ptr, value)` and returns the old value (`tl.atomic_add`, ...).
    Elements are processed in no particular order; each element's access has
    the memory ordering `sem` (default acq_rel) towards the threads of
    `scope` (default gpu), Triton's `sem=` and `scope=`.

    ```mlir
    %old = tile.atomic_rmw fadd, %p, %v : tensor<64x!tile.ptr<f32>>, tensor<64xf32> -> tensor<64xf32>
    %o2 = tile.atomic_rmw xchg, %q, %w {sem = 1 : i32, scope = 1 : i32} : !tile.ptr<i32>, i32 -> i32
    ```
  }];
  let arguments = (ins Tile_RMWKind:$kind, Tile_PtrLike:$ptr, Tile_ScalarLike:$value,
                   Optional<Tile_I1Like>:$mask,
                   DefaultValuedAttr<Tile_MemSemantic, "::mlir::tile::MemSemantic::acq_rel">:$sem,
                   DefaultValuedAttr<Tile_MemSyncScope, "::mlir::tile::MemSyncScope::gpu">:$scope);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = [{
    $kind `,` $ptr `,` $value (`,` $mask^)? attr-dict `:` type($ptr) `,` type($value)
    (`,` type($mask)^)? `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicCASOp : Tile_Op<"atomic_cas", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomic compare-and-swap in global memory";
  let description = [{
    For each element, atomically: `old = *ptr; if (old == cmp) *ptr = value;`
    and returns `old` (`tl.atomic_cas`), with the memory ordering `sem`
    (default acq_rel; a failed compare only acquires) towards the threads
    of `scope` (default gpu).

    ```mlir
    %old = tile.atomic_cas %p, %c, %v : !tile.ptr<i32>, i32, i32 -> i32
    ```
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Tile_ScalarLike:$cmp, Tile_ScalarLike:$value,
                   DefaultValuedAttr<Tile_MemSemantic, "::mlir::tile::MemSemantic::acq_rel">:$sem,
                   DefaultValuedAttr<Tile_MemSyncScope, "::mlir::tile::MemSyncScope::gpu">:$scope);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = [{
    $ptr `,` $cmp `,` $value attr-dict `:` type($ptr) `,` type($cmp) `,` type($value) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Tile_PtrToIntOp : Tile_Op<"ptr_to_int", [Pure]> {
  let summary = "pointer to its 64-bit address";
  let description = [{
    ```mlir
    %a = tile.ptr_to_int %p : !tile.ptr<f32> -> i64
    ```
  }];
  let arguments = (ins Tile_PtrLike:$src);
  let results = (outs Tile_IntLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def Tile_IntToPtrOp : Tile_Op<"int_to_ptr", [Pure]> {
  let summary = "64-bit address to a pointer";
  let description = [{
    ```mlir
    %p = tile.int_to_ptr %a : i64 -> !tile.ptr<f32>
    ```
  }];
  let arguments = (ins Tile_IntLike:$src);
  let results = (outs Tile_PtrLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def Tile_PtrCastOp : Tile_Op<"ptr_cast", [Pure]> {
  let summary = "reinterpret pointers as pointers to another element type";
  let description = [{
    The address is unchanged (`ptr.to(tl.pointer_type(tl.int8))`).

    ```mlir
    %q = tile.ptr_cast %p : !tile.ptr<f32> -> !tile.ptr<i32>
    ```
  }];
  let arguments = (ins Tile_PtrLike:$src);
  let results = (outs Tile_PtrLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

//===----------------------------------------------------------------------===//
// Compiler hints
//===----------------------------------------------------------------------===//

def Tile_HintOp : Tile_Op<"hint", [Pure, AllTypesMatch<["src", "result"]>]> {
  let summary = "divisibility and contiguity facts about a value";
  let description = [{
    Returns its operand unchanged, recording facts the user asserts
    (`tl.multiple_of`, `tl.max_contiguous`): every element is a multiple of
    `multiple_of[d]` along dimension d; runs of `max_contiguous[d]` consecutive
    values along d. Layout and vectorization analyses read them.

    ```mlir
    %o = tile.hint %offs {multiple_of = array<i32: 16>} : tensor<128xi32>
    ```
  }];
  let arguments = (ins Tile_Value:$src, OptionalAttr<DenseI32ArrayAttr>:$multiple_of,
                   OptionalAttr<DenseI32ArrayAttr>:$max_contiguous);
  let results = (outs Tile_Value:$result);
  let assemblyFormat = "$src attr-dict `:` type($src)";
}

//===----------------------------------------------------------------------===//
// Math library calls and barriers
//===----------------------------------------------------------------------===//

def Tile_ExternElementwiseOp : Tile_Op<"extern_elementwise",
    [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "elementwise call of a device math library function";
  let description = [{
    Applies the math library function `fn` to each element (`libdevice.erfinv`,
    `libdevice.hypot`, ...): the functions of Triton's libdevice that the `math`
    dialect has no op for. `fn` names an entry of tilec's table of library
    functions (`Tile/IR/ExternFunctions.h`), which gives its operand kinds and,
    per target, the symbol it calls: `__nv_*` in CUDA's libdevice on NVIDIA,
    `__ocml_*` in ROCm's ocml on AMDGPU. The interpreter computes the same
    function in double precision and rounds once. Operands and result are f32
    or f64 of one type (integer operands where the table says so).

    ```mlir
    %y = tile.extern_elementwise "erfinv"(%x) : (tensor<128xf32>) -> tensor<128xf32>
    ```
  }];
  let arguments = (ins StrAttr:$fn, Variadic<Tile_ScalarLike>:$srcs);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = "$fn `(` $srcs `)` attr-dict `:` functional-type($srcs, $result)";
  let hasVerifier = 1;
}

def Tile_ExternCallOp : Tile_Op<"extern_call",
    [Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "elementwise call of a function from a user's device library";
  let description = [{
    `tl.extern_elementwise(lib_name, lib_path, args, arg_type_symbol_dict,
    is_pure)` naming a function tilec does not know: each element (or the
    scalars) is passed to `symbol`, defined in the library at `lib_path`
    (LLVM bitcode or IR for the target's architecture, or HIP source that
    tilec compiles for AMD targets through comgr with hiprtc's device
    runtime header). The library is linked into the kernel's module before
    its final optimization. The interpreter cannot run it: it has no host
    implementation. Not `pure`: the call may read and write memory.

    ```mlir
    %y = tile.extern_call "my_fn"(%x) from "/abs/lib.bc" {lib_name = "mylib", pure}
           : (tensor<128xf32>) -> tensor<128xf32>
    ```
  }];
  let arguments = (ins StrAttr:$symbol, StrAttr:$lib_path, StrAttr:$lib_name,
                       UnitAttr:$pure, Variadic<Tile_ScalarLike>:$srcs);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = [{
    $symbol `(` $srcs `)` `from` $lib_path attr-dict `:` functional-type($srcs, $result)
  }];
  let hasVerifier = 1;
}

def Tile_InlineAsmOp : Tile_Op<"inline_asm",
    [Elementwise, SameOperandsAndResultShape,
     DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "elementwise inline assembly (tl.inline_asm_elementwise)";
  let description = [{
    Runs the target's assembly `asm_string` (LLVM inline-assembly syntax:
    `$0`... name the outputs, then the inputs, as `constraints` lists them)
    once per `pack` elements of the operands (which have one shape). As in
    Triton, each of the `pack` elements of an operand or result narrower
    than 32 bits is packed with its neighbours into 32-bit registers
    (`vector<32/bits x T>`), one asm operand each; 32-bit and wider values
    are one operand per element. Outputs come first, in result order. Not
    `pure`: the assembly may read and write memory (never hoisted or
    dropped). The interpreter cannot run it.

    ```mlir
    %y = tile.inline_asm "cvt.rn.f16x2.f32 $0, $2, $1;" (%a, %b)
           constraints "=r,r,r" {pure, pack = 2 : i32}
           : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf16>
    ```
  }];
  let arguments = (ins StrAttr:$asm_string, StrAttr:$constraints,
                       UnitAttr:$pure, I32Attr:$pack,
                       Variadic<Tile_ScalarLike>:$srcs);
  let results = (outs Variadic<Tile_ScalarLike>:$results);
  let assemblyFormat = [{
    $asm_string `(` $srcs `)` `constraints` $constraints attr-dict `:`
    functional-type($srcs, $results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Values of element type `elem` that share one asm operand in a pack:
    /// 32 / bits for values narrower than 32 bits (at most `pack`), else 1.
    static unsigned valuesPerOperand(::mlir::Type elem, unsigned pack);
  }];
}

def Tile_BarrierOp : Tile_Op<"barrier"> {
  let summary = "synchronize the threads of one program instance";
  let description = [{
    `tl.debug_barrier()`: every thread of the program instance waits here
    until all have arrived, and their memory accesses before it are visible
    to the others after it. The interpreter runs a program instance as a
    whole tile at a time, so there it has nothing to do.

    ```mlir
    tile.barrier
    ```
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Matrix product, reductions, scans
//===----------------------------------------------------------------------===//

def Tile_DotOp : Tile_Op<"dot", [Pure, AllTypesMatch<["c", "d"]>]> {
  let summary = "matrix product with accumulator";
  let description = [{
    `d = a @ b + c` for 2-D tiles a: MxK, b: KxN, c/d: MxN (`tl.dot`). Products
    are accumulated in the accumulator's type (f32 for float inputs, i32 for
    i8 inputs). For f32 inputs `inputPrecision` says whether operands are
    first rounded to tf32 (`tf32`, Triton's default), split in three tf32 parts
    (`tf32x3`), or used exactly (`ieee`).

    ```mlir
    %d = tile.dot %a, %b, %c {inputPrecision = 2 : i32} : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf32>
    ```

    Canonicalization folds an addition into the accumulator, as Triton's
    combine pass does: `x + dot(a, b, 0)` (either order, the dot used only
    there) becomes `dot(a, b, x)`, so a loop's `acc += tl.dot(a, b)` keeps
    its accumulator in the matrix-core registers like `acc = tl.dot(a, b,
    acc)`. Integer sums are unchanged (wrapping addition); float sums round
    inside the dot instead of once more after it.
  }];
  let arguments = (ins Tile_NumTensor:$a, Tile_NumTensor:$b, Tile_NumTensor:$c,
                   DefaultValuedAttr<Tile_InputPrecision, "::mlir::tile::InputPrecision::ieee">:$inputPrecision);
  let results = (outs Tile_NumTensor:$d);
  let assemblyFormat = "$a `,` $b `,` $c attr-dict `:` type($a) `,` type($b) `->` type($d)";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def Tile_ReduceOp : Tile_Op<"reduce", [Pure, SingleBlock]> {
  let summary = "reduce tiles along one axis with a combine region";
  let description = [{
    Reduces each operand along `axis` with the associative combine function in
    the region, which takes (accumulated..., next...) scalars and yields the
    combined scalars through `tile.yield`. All operands have one shape; each
    result drops `axis` (a rank-1 operand gives a scalar). Reducing several
    operands together gives argmax/argmin (value, index) pairs.

    ```mlir
    %s = tile.reduce(%x) {axis = 0 : i32} : (tensor<128xf32>) -> f32 {
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tile.yield %c : f32
    }
    ```
  }];
  let arguments = (ins Variadic<Tile_NumTensor>:$srcs, I32Attr:$axis);
  let results = (outs Variadic<Tile_ScalarLike>:$results);
  let regions = (region SizedRegion<1>:$combineOp);
  let assemblyFormat = "`(` $srcs `)` attr-dict `:` functional-type($srcs, $results) $combineOp";
  let hasRegionVerifier = 1;
}

def Tile_ScanOp : Tile_Op<"scan", [Pure, SingleBlock]> {
  let summary = "inclusive scan of tiles along one axis with a combine region";
  let description = [{
    Inclusive prefix scan (`tl.cumsum`, `tl.cumprod`, `tl.associative_scan`)
    along `axis`, right to left when `reverse` is set. Results have the
    operands' shapes.

    ```mlir
    %c = tile.scan(%x) {axis = 0 : i32, reverse = false} : (tensor<128xi32>) -> tensor<128xi32> {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      tile.yield %s : i32
    }
    ```
  }];
  let arguments = (ins Variadic<Tile_NumTensor>:$srcs, I32Attr:$axis, BoolAttr:$reverse);
  let results = (outs Variadic<Tile_NumTensor>:$results);
  let regions = (region SizedRegion<1>:$combineOp);
  let assemblyFormat = "`(` $srcs `)` attr-dict `:` functional-type($srcs, $results) $combineOp";
  let hasRegionVerifier = 1;
}

def Tile_YieldOp : Tile_Op<"yield", [Pure, Terminator, ReturnLike,
                                     ParentOneOf<["ReduceOp", "ScanOp"]>]> {
  let summary = "yield combined scalars from a reduce or scan region";
  let description = [{
    ```mlir
    tile.yield %c : f32
    ```
  }];
  let arguments = (ins Variadic<Tile_Scalar>:$values);
  let assemblyFormat = "$values attr-dict `:` type($values)";
}

def Tile_PrintOp : Tile_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "device-side print (tl.device_print, print in a kernel)";
  let description = [{
    Prints each element of each operand on a line of its own, as Triton's
    device_print formats it: `pid (x, y, z) idx (i, j)` + `prefix` +
    (`(operand k) ` when there are several operands) + the value (`%i`,
    `%u` or `%f`; `0x` and the bits with `hex`). `is_signed` says, per
    operand, whether integers print signed. With no operands the prefix is
    printed once per program instance.

    ```mlir
    tile.print " x: " (%x : tensor<16xf32>) {is_signed = array<i1: false>}
    ```
  }];
  let arguments = (ins StrAttr:$prefix, UnitAttr:$hex,
                       DenseBoolArrayAttr:$is_signed,
                       Variadic<Tile_ScalarLike>:$srcs);
  let assemblyFormat = [{
    $prefix (`(` $srcs^ `:` type($srcs) `)`)? attr-dict
  }];
  let hasVerifier = 1;
}

def Tile_AssertOp : Tile_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "device-side assertion";
  let description = [{
    `tl.device_assert(cond, msg)`: every element of `cond` must be true; a
    false element stops the run and reports `message` with the op's location.

    ```mlir
    tile.assert %c, "index out of range" : tensor<64xi1>
    ```
  }];
  let arguments = (ins Tile_I1Like:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

#endif // TILE_OPS_TD
