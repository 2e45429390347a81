//===- Pipeline.h - the one compilation spine of tilec -------------------===//
//
// The CLI, the JIT, the AOT tool and the Python package all compile through
// these functions; nothing else assembles passes.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_PIPELINE_PIPELINE_H
#define TILEC_LIB_PIPELINE_PIPELINE_H

#include "FrontEnd/FrontEnd.h"
#include "Target/CodeGen.h"
#include "TargetTable/TargetTable.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"

namespace tilec {

/// Registers every dialect and translation the pipeline may create.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Tile-level cleanups the interpreter and every backend start from:
/// inlining, canonicalization, CSE.
void buildTilePipeline(mlir::OpPassManager &pm);

/// Front end + tile pipeline: source in `sourceMgr` -> verified tile IR.
/// Diagnostics go through `context`'s diagnostic engine.
mlir::FailureOr<mlir::OwningOpRef<mlir::ModuleOp>>
compileToTileIR(mlir::MLIRContext &context, llvm::SourceMgr &sourceMgr,
                const KernelSpec &spec);

/// Runs the tile pipeline on an already built module (e.g. parsed `.mlir`).
mlir::LogicalResult runTilePipeline(mlir::ModuleOp module);

/// What a GPU compilation stops at and returns.
enum class EmitKind {
  GPU,      // layout-annotated tile IR
  LLVM,     // optimized LLVM IR, device libraries linked
  Assembly, // AMDGPU assembly or PTX
  Object,   // AMDGPU relocatable ELF
  Binary,   // HSA code object, or cubin (PTX when ptxas is missing)
};

struct GPUCompileOptions {
  unsigned numWarps = 4;
  /// 1: no software pipelining (the default); 2 or more: on targets with
  /// asynchronous copies (NVIDIA sm_80+) loop loads feeding dot operands go
  /// to shared memory with cp.async one iteration ahead
  /// (tile-pipeline-async); elsewhere the next iteration's loads are issued
  /// into registers one iteration ahead (tile-pipeline-loads).
  unsigned numStages = 1;
  unsigned optLevel = 3;
  /// AMDGPU: at least this many waves per SIMD (`amdgpu-waves-per-eu`), which
  /// caps the registers a wave may use (the backend spills beyond); 0 leaves
  /// the choice to the backend. Ignored for NVIDIA targets.
  unsigned wavesPerEU = 0;
  /// NVIDIA: at most this many registers per thread (`.maxnreg`); 0: ptxas's
  /// choice. Ignored for AMDGPU targets.
  unsigned maxRegisters = 0;
  /// Contract a * b + c into fused multiply-adds (CodeGenOptions::fpFusion).
  bool fpFusion = false;
};

/// Software pipelining at the tile level (tile-split-loop-pointers, then
/// tile-pipeline-loads: each loop's next-iteration loads issued one
/// iteration ahead into registers), what
/// targets without asynchronous copies run for num_stages >= 2. Target
/// independent, so the interpreter can run its result (`tilec run --device
/// interp --num-stages N`) and check the transform.
void buildRegisterPipelining(mlir::OpPassManager &pm);

/// Layout assignment and lowering to the LLVM dialect for `target`.
void buildGPUPipeline(mlir::OpPassManager &pm, const TargetInfo &target,
                      const GPUCompileOptions &options);

/// Lowering of layout-annotated IR to the LLVM dialect (convert-tile-to-llvm,
/// then SCF/arith/cf to LLVM) for the module's `tilegpu.target`; `chip`
/// gives IR without one its target (tilec-opt's --tilec-llvm-pipeline).
/// `zeroPageMaskedLoads`: AMDGPU masked loads without branches;
/// `bufferAccesses` false: AMDGPU accesses through `:2g` arguments stay
/// global loads and stores (convert-tile-to-llvm's options of those names).
void buildLLVMPipeline(mlir::OpPassManager &pm, llvm::StringRef chip = {},
                       bool zeroPageMaskedLoads = false,
                       bool bufferAccesses = true);

/// Registers the stages above as named pipelines, so `tilec-opt` can replay
/// any of them on an IR file: `--tilec-tile-pipeline`,
/// `--tilec-gpu-pipeline="chip=gfx942 num-warps=4 num-stages=2"`,
/// `--tilec-llvm-pipeline="chip=gfx942"`.
void registerPipelines();

/// The environment variables that change what the pipeline emits for the
/// same kernel and options: its diagnostic switches (A/B timing of one
/// package; docs/jit.md) and the device library paths. Caches put their
/// values in the key.
llvm::ArrayRef<const char *> outputEnvironment();

/// The result of compiling one kernel module for one target.
struct TargetArtifact {
  std::string text;      // GPU IR / LLVM IR / assembly, per EmitKind
  CompiledBinary binary; // Object / Binary
  std::map<std::string, double> stageMs;
};

/// Compiles a copy of verified tile IR for `target` up to `emit`. MLIR
/// diagnostics go through the module's context; the returned error says
/// which stage failed.
llvm::Expected<TargetArtifact>
compileForTarget(mlir::ModuleOp tileModule, const TargetInfo &target,
                 const GPUCompileOptions &options, EmitKind emit);

} // namespace tilec

#endif // TILEC_LIB_PIPELINE_PIPELINE_H
