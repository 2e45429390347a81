//===- AxisInfo.cpp - divisibility, contiguity and constancy of values ---===//
#include "Analysis/AxisInfo.h"

#include "Tile/IR/TileDialect.h"
#include "TileGPU/IR/TileGPUDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/TypeSwitch.h"

#include <numeric>

using namespace mlir;
using namespace tilec;

/// Divisibility assumed for zero and for values known to be huge multiples.
static constexpr int64_t kMaxDivisibility = int64_t(1) << 30;

static unsigned rankOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getRank();
  return 1;
}

static int64_t dimSize(Type type, unsigned d) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getDimSize(d);
  return 1;
}

static int64_t powerOfTwoDivisor(int64_t v) {
  if (v == 0)
    return kMaxDivisibility;
  v = v < 0 ? -v : v;
  return std::min<int64_t>(kMaxDivisibility, v & -v);
}

static int64_t gcd(int64_t a, int64_t b) { return std::gcd(a, b); }

/// Divisibility every element along `d` has: only the first element of a
/// contiguous run [x, x+1, ...] is a multiple of `divisibility`.
static int64_t elementDivisibility(const AxisInfo &info, unsigned d) {
  return info.contiguity[d] > 1 ? 1 : info.divisibility[d];
}

/// Bytes per pointee element, for pointer values; 1 otherwise.
static int64_t pointeeBytes(Type type) {
  Type pointee = tile::getPointeeType(type);
  if (!pointee)
    return 1;
  return std::max<int64_t>(1, pointee.getIntOrFloatBitWidth() / 8);
}

AxisInfo AxisInfo::pessimistic(unsigned rank) {
  AxisInfo info;
  info.contiguity.assign(rank, 1);
  info.divisibility.assign(rank, 1);
  info.constancy.assign(rank, 1);
  return info;
}

AxisInfo AxisInfo::meet(const AxisInfo &a, const AxisInfo &b) {
  if (a.rank() != b.rank())
    return pessimistic(a.rank());
  AxisInfo m = a;
  for (unsigned d = 0; d < a.rank(); ++d) {
    m.contiguity[d] = gcd(a.contiguity[d], b.contiguity[d]);
    m.divisibility[d] = gcd(a.divisibility[d], b.divisibility[d]);
    m.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
  }
  m.nonNegative = a.nonNegative && b.nonNegative;
  return m;
}

AxisInfoAnalysis::AxisInfoAnalysis(func::FuncOp func) {
  for (BlockArgument arg : func.getArguments()) {
    AxisInfo info = AxisInfo::pessimistic(rankOf(arg.getType()));
    if (auto div = func.getArgAttrOfType<IntegerAttr>(
            arg.getArgNumber(), tile::kDivisibilityAttrName))
      info.divisibility[0] = std::max<int64_t>(1, div.getInt());
    infos[arg] = info;
  }
  visitRegion(func.getBody());
}

void AxisInfoAnalysis::visitRegion(Region &region) {
  for (Block &block : region)
    for (Operation &op : block)
      visitOp(&op);
}

void AxisInfoAnalysis::visitOp(Operation *op) {
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return visitFor(forOp);
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    visitRegion(ifOp.getThenRegion());
    visitRegion(ifOp.getElseRegion());
    if (ifOp.getElseRegion().empty())
      return;
    for (auto [i, result] : llvm::enumerate(ifOp.getResults()))
      infos[result] = AxisInfo::meet(get(ifOp.thenYield().getOperand(i)),
                                     get(ifOp.elseYield().getOperand(i)));
    return;
  }
  visit(op);
  for (Region &region : op->getRegions())
    visitRegion(region);
}

void AxisInfoAnalysis::visitFor(scf::ForOp forOp) {
  // Induction variable: multiples of gcd(lower bound, step).
  AxisInfo iv = AxisInfo::pessimistic(1);
  AxisInfo lb = get(forOp.getLowerBound()), step = get(forOp.getStep());
  iv.divisibility[0] = gcd(lb.divisibility[0], step.divisibility[0]);
  iv.nonNegative = lb.nonNegative && step.nonNegative;
  infos[forOp.getInductionVar()] = iv;
  // Start from what the initial values give and weaken by what the body
  // yields until nothing changes; every step only lowers a gcd, so a few
  // rounds suffice. If they do not, assume nothing about the carried values.
  auto args = forOp.getRegionIterArgs();
  for (auto [arg, init] : llvm::zip(args, forOp.getInitArgs())) {
    AxisInfo initial = get(init);
    infos[arg] = std::move(initial);
  }
  bool converged = false;
  for (int round = 0; round < 8 && !converged; ++round) {
    visitRegion(forOp.getRegion());
    converged = true;
    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    for (auto [arg, next] : llvm::zip(args, yield.getOperands())) {
      AxisInfo m = AxisInfo::meet(get(arg), get(next));
      if (!(m == infos[arg])) {
        infos[arg] = m;
        converged = false;
      }
    }
  }
  if (!converged) {
    for (Value arg : args)
      infos[arg] = AxisInfo::pessimistic(rankOf(arg.getType()));
    visitRegion(forOp.getRegion());
  }
  for (auto [arg, result] : llvm::zip(args, forOp.getResults())) {
    AxisInfo carried = infos[arg]; // a copy: inserting may rehash the map
    infos[result] = std::move(carried);
  }
}

AxisInfo AxisInfoAnalysis::get(Value value) const {
  auto it = infos.find(value);
  if (it != infos.end())
    return it->second;
  return AxisInfo::pessimistic(rankOf(value.getType()));
}

void AxisInfoAnalysis::visit(Operation *op) {
  if (op->getNumResults() != 1)
    return;
  Value result = op->getResult(0);
  Type type = result.getType();
  unsigned rank = rankOf(type);
  AxisInfo info = AxisInfo::pessimistic(rank);

  auto elementwise = [&](auto combine) {
    if (op->getNumOperands() != 2)
      return;
    AxisInfo a = get(op->getOperand(0)), b = get(op->getOperand(1));
    if (a.rank() != rank || b.rank() != rank)
      return;
    for (unsigned d = 0; d < rank; ++d)
      combine(d, a, b);
  };

  llvm::TypeSwitch<Operation *>(op)
      .Case([&](arith::ConstantOp c) {
        if (auto intAttr = dyn_cast<IntegerAttr>(c.getValue())) {
          info.divisibility[0] = powerOfTwoDivisor(intAttr.getInt());
          info.nonNegative = !intAttr.getValue().isNegative();
        } else if (auto splat = dyn_cast<SplatElementsAttr>(c.getValue())) {
          if (isa<IntegerType>(splat.getElementType())) {
            APInt v = splat.getSplatValue<APInt>();
            info.divisibility.assign(rank, powerOfTwoDivisor(v.getSExtValue()));
            info.nonNegative = !v.isNegative();
          }
          for (unsigned d = 0; d < rank; ++d)
            info.constancy[d] = dimSize(type, d);
        }
      })
      .Case([&](tile::MakeRangeOp r) {
        info.contiguity[0] = dimSize(type, 0);
        info.divisibility[0] = powerOfTwoDivisor(r.getStart());
        info.nonNegative = r.getStart() >= 0;
      })
      .Case<tile::ProgramIdOp, tile::NumProgramsOp>(
          [&](Operation *) { info.nonNegative = true; })
      .Case([&](tile::SplatOp s) {
        AxisInfo src = get(s.getSrc());
        info.nonNegative = src.nonNegative;
        for (unsigned d = 0; d < rank; ++d) {
          info.divisibility[d] = src.divisibility[0];
          info.constancy[d] = dimSize(type, d);
        }
      })
      .Case([&](tile::BroadcastOp b) {
        AxisInfo src = get(b.getSrc());
        info.nonNegative = src.nonNegative;
        for (unsigned d = 0; d < rank; ++d) {
          bool broadcast =
              dimSize(b.getSrc().getType(), d) == 1 && dimSize(type, d) > 1;
          info.divisibility[d] = src.divisibility[d];
          info.contiguity[d] = broadcast ? 1 : src.contiguity[d];
          info.constancy[d] = broadcast ? dimSize(type, d) : src.constancy[d];
        }
      })
      .Case([&](tile::ExpandDimsOp e) {
        AxisInfo src = get(e.getSrc());
        unsigned axis = e.getAxis();
        // The new dim's runs have length 1: every element must divide.
        int64_t minDiv = kMaxDivisibility;
        for (unsigned d = 0; d < src.rank(); ++d)
          minDiv = gcd(minDiv, elementDivisibility(src, d));
        info.contiguity = src.contiguity;
        info.divisibility = src.divisibility;
        info.constancy = src.constancy;
        info.nonNegative = src.nonNegative;
        info.contiguity.insert(info.contiguity.begin() + axis, 1);
        info.divisibility.insert(info.divisibility.begin() + axis, minDiv);
        info.constancy.insert(info.constancy.begin() + axis, 1);
      })
      .Case([&](tile::TransOp t) {
        AxisInfo src = get(t.getSrc());
        info.nonNegative = src.nonNegative;
        for (auto [i, d] : llvm::enumerate(t.getOrder())) {
          info.contiguity[i] = src.contiguity[d];
          info.divisibility[i] = src.divisibility[d];
          info.constancy[i] = src.constancy[d];
        }
      })
      .Case([&](tile::HintOp h) {
        info = get(h.getSrc());
        if (auto mult = h.getMultipleOf())
          for (unsigned d = 0; d < std::min<size_t>(rank, mult->size()); ++d)
            info.divisibility[d] =
                std::max<int64_t>(info.divisibility[d], (*mult)[d]);
        if (auto contig = h.getMaxContiguous())
          for (unsigned d = 0; d < std::min<size_t>(rank, contig->size()); ++d)
            info.contiguity[d] =
                std::max<int64_t>(info.contiguity[d], (*contig)[d]);
      })
      .Case([&](tilegpu::ConvertLayoutOp c) { info = get(c.getSrc()); })
      .Case([&](arith::SelectOp sel) {
        AxisInfo c = get(sel.getCondition()), a = get(sel.getTrueValue()),
                 b = get(sel.getFalseValue());
        if (a.rank() != rank || b.rank() != rank)
          return;
        for (unsigned d = 0; d < rank; ++d) {
          int64_t cc = c.rank() == rank ? c.constancy[d] : dimSize(type, d);
          info.divisibility[d] = gcd(a.divisibility[d], b.divisibility[d]);
          info.constancy[d] = gcd(cc, gcd(a.constancy[d], b.constancy[d]));
        }
        info.nonNegative = a.nonNegative && b.nonNegative;
      })
      .Case<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp,
            tile::PtrCastOp>([&](Operation *cast) {
        info = get(cast->getOperand(0));
        if (isa<arith::TruncIOp>(cast)) // may drop the sign bit's meaning
          info.nonNegative = false;
        if (isa<arith::ExtUIOp>(cast))
          info.nonNegative = true;
        if (isa<tile::PtrCastOp>(cast)) // bytes stay bytes
          return;
      })
      .Case<arith::AddIOp, tile::AddPtrOp>([&](Operation *add) {
        int64_t scale = isa<tile::AddPtrOp>(add) ? pointeeBytes(type) : 1;
        elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
          info.contiguity[d] = std::max(gcd(a.contiguity[d], b.constancy[d]),
                                        gcd(a.constancy[d], b.contiguity[d]));
          info.divisibility[d] =
              gcd(a.divisibility[d],
                  std::min(kMaxDivisibility, b.divisibility[d] * scale));
          if (info.contiguity[d] == 1) // runs of 1: what every element divides
            info.divisibility[d] = gcd(
                elementDivisibility(a, d),
                std::min(kMaxDivisibility, elementDivisibility(b, d) * scale));
          info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
          info.nonNegative = a.nonNegative && b.nonNegative;
        });
      })
      .Case([&](arith::SubIOp) {
        elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
          info.contiguity[d] = gcd(a.contiguity[d], b.constancy[d]);
          info.divisibility[d] = gcd(a.divisibility[d], b.divisibility[d]);
          if (info.contiguity[d] == 1)
            info.divisibility[d] =
                gcd(elementDivisibility(a, d), elementDivisibility(b, d));
          info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
        });
      })
      .Case([&](arith::MulIOp) {
        elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
          // The product is not contiguous: every element counts.
          info.divisibility[d] =
              std::min(kMaxDivisibility,
                       elementDivisibility(a, d) * elementDivisibility(b, d));
          info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
          info.nonNegative = a.nonNegative && b.nonNegative;
        });
      })
      .Case<arith::RemSIOp, arith::RemUIOp>([&](Operation *rem) {
        bool unsignedRem = isa<arith::RemUIOp>(rem);
        elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
          info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
          // C's remainder has the dividend's sign.
          info.nonNegative = unsignedRem || a.nonNegative;
          // x % n over a run of x: split the run into aligned blocks of g =
          // gcd(run, div(x), div(n)) elements. n is a multiple of g, so x
          // wraps only at the start of a block: every block stays a run,
          // starting at a multiple of g. A negative x wraps elsewhere (C's
          // remainder keeps its sign), hence the non-negativity.
          if (a.contiguity[d] > 1 && b.constancy[d] >= a.contiguity[d] &&
              (unsignedRem || a.nonNegative)) {
            int64_t g =
                gcd(gcd(a.contiguity[d], a.divisibility[d]), b.divisibility[d]);
            info.contiguity[d] = g;
            info.divisibility[d] = g;
          }
        });
      })
      .Case<arith::DivSIOp, arith::DivUIOp, arith::MinSIOp, arith::MaxSIOp,
            arith::MinUIOp, arith::MaxUIOp, arith::ShRUIOp, arith::ShRSIOp>(
          [&](Operation *op) {
            elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
              info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
              if (isa<arith::MaxSIOp>(op))
                info.nonNegative = a.nonNegative || b.nonNegative;
              else if (isa<arith::ShRUIOp, arith::ShRSIOp>(op))
                info.nonNegative = a.nonNegative;
              else
                info.nonNegative = a.nonNegative && b.nonNegative;
            });
          })
      .Case<arith::AndIOp, arith::OrIOp, arith::XOrIOp>([&](Operation *op) {
        elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
          info.constancy[d] = gcd(a.constancy[d], b.constancy[d]);
          info.nonNegative = isa<arith::AndIOp>(op)
                                 ? a.nonNegative || b.nonNegative
                                 : a.nonNegative && b.nonNegative;
        });
      })
      .Case([&](arith::CmpIOp cmp) {
        bool ordered = cmp.getPredicate() != arith::CmpIPredicate::eq &&
                       cmp.getPredicate() != arith::CmpIPredicate::ne;
        elementwise([&](unsigned d, const AxisInfo &a, const AxisInfo &b) {
          int64_t constancy = gcd(a.constancy[d], b.constancy[d]);
          // A run [x, x+n) compared with a constant c is uniform over aligned
          // blocks of gcd(n, div(x), div(c)) elements.
          if (ordered && a.contiguity[d] > 1 && b.constancy[d] > 1)
            constancy = std::max(constancy,
                                 gcd(gcd(a.contiguity[d], a.divisibility[d]),
                                     gcd(b.divisibility[d], b.constancy[d])));
          if (ordered && b.contiguity[d] > 1 && a.constancy[d] > 1)
            constancy = std::max(constancy,
                                 gcd(gcd(b.contiguity[d], b.divisibility[d]),
                                     gcd(a.divisibility[d], a.constancy[d])));
          info.constancy[d] = constancy;
        });
      })
      .Default([](Operation *) {});
  infos[result] = info;
}

unsigned AxisInfoAnalysis::getMostContiguousDim(Value ptr) const {
  AxisInfo info = get(ptr);
  unsigned best = info.rank() - 1;
  for (unsigned d = 0; d < info.rank(); ++d)
    if (info.contiguity[d] > info.contiguity[best])
      best = d;
  return best;
}

unsigned AxisInfoAnalysis::getVectorWidth(Value ptr, Value mask,
                                          unsigned dim) const {
  auto tensor = dyn_cast<RankedTensorType>(ptr.getType());
  if (!tensor)
    return 1;
  int64_t bytes = pointeeBytes(tensor);
  AxisInfo info = get(ptr);
  int64_t width = std::min<int64_t>(16 / bytes, info.contiguity[dim]);
  width = std::min<int64_t>(
      width, std::max<int64_t>(1, info.divisibility[dim] / bytes));
  if (mask)
    width = std::min<int64_t>(width, get(mask).constancy[dim]);
  width = std::max<int64_t>(1, width);
  return unsigned(llvm::bit_floor(uint64_t(width)));
}
