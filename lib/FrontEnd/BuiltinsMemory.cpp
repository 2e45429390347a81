//===- BuiltinsMemory.cpp - tl.load, tl.store and the atomics -------------===//
//
// Pointer checks, mask and `other` broadcasting, booleans stored as bytes,
// and the atomics' element types and memory orderings (sem=, scope=).
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

Val bi::load(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  Val ptr = bd[0], mask = bd[1], other = bd[2];
  if (ptr.kind == Val::Object && ptr.s == "block_ptr")
    return blockPointerLoad(c);
  if (!ptr.isTensor() || !ptr.dt.isPtr())
    return em.fail(l, "load() expects a pointer or a tensor of pointers, got " +
                          em.typeStr(ptr));
  bool hasBoundary =
      bd.has(3) && !(bd[3].kind == Val::Tuple && bd[3].elts.empty());
  if (hasBoundary || (bd.has(4) && bd[4].s != ""))
    return em.fail(l, "load(): boundary_check and padding_option are for "
                      "block pointers (tl.make_block_ptr); this is " +
                          em.typeStr(ptr));
  for (int k : {5, 6})
    if (bd.has(k) && bd[k].kind != Val::Str)
      return em.fail(l, "load(): cache_modifier and eviction_policy must be "
                        "strings");
  if (!bd.has(1) && bd.has(2))
    return em.fail(l, "load(): 'other' cannot be given without 'mask'");
  if (bd.has(1)) {
    if (ptr.shape.empty() && mask.isTensor() && !mask.shape.empty())
      return em.fail(l, "load(): mask is a tensor but the pointer is a scalar");
    mask = em.toCondI1(mask, l);
    if (!mask)
      return mask;
    if (!mask.dt.isBool())
      return em.fail(l,
                     "load(): mask must be boolean, got " + em.typeStr(mask));
    if (!em.broadcastPair(ptr, mask, l))
      return Val::err();
  }
  DType elem{ptr.dt.pointee};
  bool isBool = elem.isBool();
  if (isBool) {
    elem = DType{Sc::I8};
    ptr = em.cast(ptr, DType{Sc::Ptr, Sc::I8}, l);
  }
  if (bd.has(2)) {
    if (ptr.shape.empty() && other.isTensor() && !other.shape.empty())
      return em.fail(l, "load(): other is a tensor but the pointer is a "
                        "scalar");
    other = other.isConstNum() ? em.constant(other, elem, l)
                               : em.cast(other, elem, l);
    if (!other)
      return other;
    other = em.broadcastTo(other, ptr.shape, l);
    if (!other)
      return other;
    if (mask.shape != ptr.shape)
      mask = em.broadcastTo(mask, ptr.shape, l);
  }
  OpBuilder &b = em.b;
  bool isVolatile = bd.has(7) && em.constInt(bd[7]).value_or(0);
  auto op = tile::LoadOp::create(
      b, l, em.mlirType(elem, ptr.shape), ptr.v, bd.has(1) ? mask.v : Value(),
      bd.has(2) ? other.v : Value(), isVolatile ? b.getUnitAttr() : UnitAttr());
  Val r = Val::ofTensor(op.getResult(), elem, ptr.shape);
  return isBool ? em.cast(r, DType{Sc::I1}, l) : r;
}

Val bi::store(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  Val ptr = bd[0], val = bd[1], mask = bd[2];
  if (ptr.kind == Val::Object && ptr.s == "block_ptr")
    return blockPointerStore(c);
  if (!ptr.isTensor() || !ptr.dt.isPtr())
    return em.fail(l,
                   "store() expects a pointer or a tensor of pointers, got " +
                       em.typeStr(ptr));
  if (bd.has(3) && !(bd[3].kind == Val::Tuple && bd[3].elts.empty()))
    return em.fail(l, "store(): boundary_check is for block pointers "
                      "(tl.make_block_ptr); this is " +
                          em.typeStr(ptr));
  DType elem{ptr.dt.pointee};
  if (elem.isBool()) {
    elem = DType{Sc::I8};
    ptr = em.cast(ptr, DType{Sc::Ptr, Sc::I8}, l);
  }
  if (ptr.shape.empty() && val.isTensor() && !val.shape.empty())
    return em.fail(l, "store(): value is a tensor " + em.typeStr(val) +
                          " but the pointer is a scalar");
  val = val.isConstNum() ? em.constant(val, elem, l) : em.cast(val, elem, l);
  if (!val)
    return val;
  val = em.broadcastTo(val, ptr.shape, l);
  if (!val)
    return val;
  Value maskV;
  if (bd.has(2)) {
    if (ptr.shape.empty() && mask.isTensor() && !mask.shape.empty())
      return em.fail(l, "store(): mask is a tensor but the pointer is a "
                        "scalar");
    mask = em.toCondI1(mask, l);
    if (!mask)
      return mask;
    if (!mask.dt.isBool())
      return em.fail(l,
                     "store(): mask must be boolean, got " + em.typeStr(mask));
    mask = em.broadcastTo(mask, ptr.shape, l);
    if (!mask)
      return mask;
    maskV = mask.v;
  }
  tile::StoreOp::create(em.b, l, ptr.v, val.v, maskV);
  return Val::none();
}

/// Triton's `sem=` and `scope=` of an atomic (bound at `semIdx` and
/// `semIdx + 1`; absent: acq_rel and gpu, Triton's defaults).
static bool atomicOrdering(Emitter &em, StringRef op, Binder &bd,
                           unsigned semIdx, Location l, tile::MemSemantic &sem,
                           tile::MemSyncScope &scope) {
  sem = tile::MemSemantic::acq_rel;
  scope = tile::MemSyncScope::gpu;
  for (unsigned k : {semIdx, semIdx + 1}) {
    if (!bd.has(k) || bd[k].kind == Val::None)
      continue;
    bool isSem = k == semIdx;
    if (bd[k].kind != Val::Str) {
      em.fail(l, op.str() + "(): " + (isSem ? "sem" : "scope") +
                     " must be a string, got " + em.typeStr(bd[k]));
      return false;
    }
    const std::string &v = bd[k].s;
    if (isSem) {
      std::optional<tile::MemSemantic> s = tile::symbolizeMemSemantic(v);
      if (!s) {
        em.fail(l, op.str() + "(): unknown sem '" + v +
                       "' (expected 'relaxed', 'acquire', 'release' or "
                       "'acq_rel')");
        return false;
      }
      sem = *s;
    } else {
      std::optional<tile::MemSyncScope> s = tile::symbolizeMemSyncScope(v);
      if (!s) {
        em.fail(l, op.str() + "(): unknown scope '" + v +
                       "' (expected 'gpu', 'cta' or 'sys')");
        return false;
      }
      scope = *s;
    }
  }
  return true;
}

Val bi::atomicRMW(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  StringRef op = c.fn;
  Val ptr = bd[0], val = bd[1], mask = bd[2];
  if (!ptr.isTensor() || !ptr.dt.isPtr())
    return em.fail(l,
                   op.str() + "() expects a pointer, got " + em.typeStr(ptr));
  tile::MemSemantic sem;
  tile::MemSyncScope scope;
  if (!atomicOrdering(em, op, bd, 3, l, sem, scope))
    return Val::err();
  DType elem{ptr.dt.pointee};
  if (elem.sc == Sc::I1 || elem.sc == Sc::I8 || elem.sc == Sc::I16 ||
      elem.sc == Sc::U8 || elem.sc == Sc::U16 || elem.sc == Sc::BF16 ||
      (elem.sc == Sc::F16 && op != "atomic_add" && op != "atomic_xchg"))
    return em.fail(l, op.str() + "() does not support " + elem.str());
  if (!ptr.shape.empty()) {
    val = em.broadcastTo(val, ptr.shape, l);
    if (bd.has(2))
      mask = em.broadcastTo(mask, ptr.shape, l);
  } else if (val.isTensor() && !val.shape.empty()) {
    return em.fail(l, op.str() + "(): value is a tensor but the pointer is "
                                 "a scalar");
  }
  if (!val || (bd.has(2) && !mask))
    return Val::err();
  val = em.cast(val, elem, l);
  if (!val)
    return val;
  using K = tile::RMWKind;
  K kind;
  bool isF = elem.isFloat(), isU = elem.isUnsigned();
  if (op == "atomic_add")
    kind = isF ? K::fadd : K::add;
  else if (op == "atomic_max")
    kind = isF ? K::fmax : isU ? K::umax : K::max;
  else if (op == "atomic_min")
    kind = isF ? K::fmin : isU ? K::umin : K::min;
  else if (op == "atomic_xchg")
    kind = K::xchg;
  else {
    if (isF)
      return em.fail(l,
                     op.str() + "() needs integer elements, got " + elem.str());
    kind = op == "atomic_and" ? K::band : op == "atomic_or" ? K::bor : K::bxor;
  }
  Value maskV;
  if (bd.has(2)) {
    mask = em.toCondI1(mask, l);
    if (!mask)
      return mask;
    if (mask.shape != ptr.shape)
      return em.fail(l, "mask shape does not match the pointer's");
    maskV = mask.v;
  }
  Value r = tile::AtomicRMWOp::create(em.b, l, val.v.getType(), kind, ptr.v,
                                      val.v, maskV, sem, scope);
  return Val::ofTensor(r, elem, ptr.shape);
}

Val bi::atomicCAS(BuiltinCall &c) {
  Emitter &em = c.em;
  Binder &bd = c.bd;
  Location l = c.l;
  Val ptr = bd[0];
  if (!ptr.isTensor() || !ptr.dt.isPtr())
    return em.fail(l, "atomic_cas() expects a pointer, got " + em.typeStr(ptr));
  DType elem{ptr.dt.pointee};
  if (!elem.isInt() || elem.bits() < 32)
    return em.fail(l, "atomic_cas() supports 32- and 64-bit integers, got " +
                          elem.str());
  tile::MemSemantic sem;
  tile::MemSyncScope scope;
  if (!atomicOrdering(em, c.fn, bd, 3, l, sem, scope))
    return Val::err();
  Val cmp = em.broadcastTo(em.cast(bd[1], elem, l), ptr.shape, l);
  Val val = em.broadcastTo(em.cast(bd[2], elem, l), ptr.shape, l);
  if (!cmp || !val)
    return Val::err();
  Value r = tile::AtomicCASOp::create(em.b, l, val.v.getType(), ptr.v, cmp.v,
                                      val.v, sem, scope);
  return Val::ofTensor(r, elem, ptr.shape);
}
