//===- Random.cpp - tl.randint, tl.rand, tl.randn: Philox 4x32(64)-10 ----===//
//
// Counter-based random numbers as triton.language.random computes them, op
// for op, so that the same seed and offsets give bit-identical integers (and
// uniform floats) on every target and in the interpreter: Philox with 32-bit
// counters for offsets of 32 bits or less, 64-bit counters otherwise, the
// key from the seed (low and high halves), 10 rounds by default.
//
//===----------------------------------------------------------------------===//
#include "Builtins.h"

using namespace mlir;
using namespace tilec::frontend;
namespace bi = tilec::frontend::builtins;

static constexpr int64_t kPhiloxKeyA = 0x9E3779B9;
static constexpr int64_t kPhiloxKeyB = 0xBB67AE85;
static constexpr int64_t kPhiloxRoundA = 0xD2511F53;
static constexpr int64_t kPhiloxRoundB = 0xCD9E8D57;
static constexpr int64_t kDefaultRounds = 10;

namespace {
struct Philox {
  Emitter &em;
  Location l;

  Val umulhi(const Val &a, const Val &c) {
    CallArgs args;
    args.pos = {a, c};
    return em.callBuiltin("tl.umulhi", args, l);
  }
  Val bin(BinOpKind op, const Val &a, const Val &c) {
    return a && c ? em.binary(op, a, c, l) : Val::err();
  }

  /// philox_impl: `rounds` rounds on the counters c with the key (k0, k1).
  bool rounds(Val c[4], Val k0, Val k1, int64_t n) {
    for (int64_t r = 0; r < n; ++r) {
      Val c0 = c[0], c2 = c[2];
      c[0] = bin(
          BinOpKind::BitXor,
          bin(BinOpKind::BitXor, umulhi(Val::ofInt(kPhiloxRoundB), c2), c[1]),
          k0);
      c[2] = bin(
          BinOpKind::BitXor,
          bin(BinOpKind::BitXor, umulhi(Val::ofInt(kPhiloxRoundA), c0), c[3]),
          k1);
      c[1] = bin(BinOpKind::Mul, Val::ofInt(kPhiloxRoundB), c2);
      c[3] = bin(BinOpKind::Mul, Val::ofInt(kPhiloxRoundA), c0);
      k0 = bin(BinOpKind::Add, k0, Val::ofInt(kPhiloxKeyA));
      k1 = bin(BinOpKind::Add, k1, Val::ofInt(kPhiloxKeyB));
      for (int k = 0; k < 4; ++k)
        if (!c[k])
          return false;
      if (!k0 || !k1)
        return false;
    }
    return true;
  }

  /// philox(seed, c0, c1, c2, c3, n_rounds).
  bool run(const Val &seed0, Val c[4], int64_t n) {
    Val seed = em.toTensor(seed0, l);
    if (!seed)
      return false;
    if (!seed.dt.isInt() || seed.dt.isBool() || !seed.shape.empty()) {
      em.fail(l, "the seed of a random number must be an integer scalar, got " +
                     em.typeStr(seed));
      return false;
    }
    seed = em.cast(seed, DType{Sc::U64}, l);
    for (int k = 0; k < 4; ++k) {
      c[k] = em.toTensor(c[k], l);
      if (!c[k])
        return false;
      if (!c[k].dt.isInt() || c[k].dt.isBool()) {
        em.fail(l, "random offsets must be integers, got " + em.typeStr(c[k]));
        return false;
      }
    }
    unsigned bits = c[0].dt.bits();
    Val k0, k1;
    DType word;
    if (bits <= 32) {
      word = DType{Sc::U32};
      k1 = em.cast(bin(BinOpKind::BitAnd,
                       bin(BinOpKind::RShift, seed, Val::ofInt(32)),
                       Val::ofInt(0xffffffff)),
                   word, l);
      k0 = em.cast(bin(BinOpKind::BitAnd, seed, Val::ofInt(0xffffffff)), word,
                   l);
    } else {
      word = DType{Sc::U64};
      k1 = em.fullTensor({1}, Val::ofInt(0), word, l);
      k0 = seed;
    }
    for (int k = 0; k < 4; ++k) {
      // Narrower offsets widen first (Triton's to_tensor makes them int32).
      if (c[k].dt.bits() < 32)
        c[k] = em.cast(c[k], DType{Sc::I32}, l);
      c[k] = em.cast(c[k], word, l, /*bitcast=*/true);
      if (!c[k])
        return false;
    }
    return rounds(c, k0, k1, n);
  }

  /// uint_to_uniform_float: [0, 1) from the integer's magnitude.
  Val uniform(Val x) {
    if (!x)
      return x;
    bool wide = x.dt.bits() == 64;
    x = em.cast(x, DType{wide ? Sc::I64 : Sc::I32}, l, /*bitcast=*/true);
    double scale = wide ? 1.0842020432385337e-19 : 4.6566127342e-10;
    Val negative = em.compare(CmpOpKind::Lt, x, Val::ofInt(0), l);
    Val flipped =
        bin(BinOpKind::Sub, em.unary(UnaryOpKind::Neg, x, l), Val::ofInt(1));
    if (!negative || !flipped)
      return Val::err();
    Val m = em.where(negative, flipped, x, l);
    return bin(BinOpKind::Mul, m, Val::ofFloat(scale));
  }

  /// pair_uniform_to_normal: Box-Muller.
  std::pair<Val, Val> normal(const Val &u1v, const Val &u2) {
    Val u1 = em.minMax(true, Val::ofFloat(1.0e-7), u1v, false, l);
    Val th = bin(BinOpKind::Mul, Val::ofFloat(6.283185307179586), u2);
    CallArgs logArgs, sqrtArgs, cosArgs, sinArgs;
    logArgs.pos = {u1};
    Val lg = u1 ? em.callBuiltin("tl.log", logArgs, l) : u1;
    sqrtArgs.pos = {bin(BinOpKind::Mul, Val::ofFloat(-2.0), lg)};
    Val r = sqrtArgs.pos[0] ? em.callBuiltin("tl.sqrt", sqrtArgs, l) : Val();
    if (!r || !th)
      return {Val::err(), Val::err()};
    cosArgs.pos = {th};
    sinArgs.pos = {th};
    return {bin(BinOpKind::Mul, r, em.callBuiltin("tl.cos", cosArgs, l)),
            bin(BinOpKind::Mul, r, em.callBuiltin("tl.sin", sinArgs, l))};
  }
};
} // namespace

/// The argument named `name`, else the one at `pos`; Err if neither.
static Val arg(BuiltinCall &c, StringRef name, size_t pos) {
  for (auto &[k, v] : c.args.kw)
    if (k == name)
      return v;
  return pos < c.args.pos.size() ? c.args.pos[pos] : Val::make(Val::Err);
}

/// `n_rounds` (by name or at `pos`), 10 when absent.
static std::optional<int64_t> roundsAt(BuiltinCall &c, size_t pos) {
  Val n = arg(c, "n_rounds", pos);
  if (!n)
    return kDefaultRounds;
  auto r = c.em.constInt(n);
  if (!r || *r < 0) {
    c.em.fail(c.l,
              c.fn.str() + "(): n_rounds must be a non-negative constexpr int");
    return std::nullopt;
  }
  return *r;
}

Val bi::uintToUniformFloat(BuiltinCall &c) {
  Philox p{c.em, c.l};
  Val x = arg(c, "x", 0);
  if (!x || !x.isTensor() || !x.dt.isInt() ||
      (x.dt.bits() != 32 && x.dt.bits() != 64))
    return c.em.fail(c.l, "uint_to_uniform_float() expects a 32- or 64-bit "
                          "integer tensor");
  return p.uniform(x);
}

Val bi::pairUniformToNormal(BuiltinCall &c) {
  Philox p{c.em, c.l};
  Val u1 = arg(c, "u1", 0), u2 = arg(c, "u2", 1);
  if (!u1 || !u2)
    return c.em.fail(c.l, "pair_uniform_to_normal() takes u1 and u2");
  auto [n1, n2] = p.normal(u1, u2);
  if (!n1 || !n2)
    return Val::err();
  return Val::ofTuple({n1, n2});
}

/// philox(seed, c0, c1, c2, c3, n_rounds) and philox_impl(c0, c1, c2, c3,
/// k0, k1, n_rounds).
Val bi::philox(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  StringRef fn = c.fn;
  Philox p{em, l};
  bool impl = fn == "philox_impl";
  Val ctr[4];
  for (int k = 0; k < 4; ++k) {
    ctr[k] = arg(c, ("c" + std::to_string(k)), impl ? k : k + 1);
    if (!ctr[k])
      return em.fail(l, fn.str() + "() missing counter c" + std::to_string(k));
  }
  auto n = roundsAt(c, impl ? 6 : 5);
  if (!n)
    return Val::err();
  if (impl) {
    Val k0 = arg(c, "k0", 4), k1 = arg(c, "k1", 5);
    if (!k0 || !k1)
      return em.fail(l, "philox_impl() missing the key k0, k1");
    if (!p.rounds(ctr, k0, k1, *n))
      return Val::err();
  } else {
    Val seed = arg(c, "seed", 0);
    if (!seed)
      return em.fail(l, "philox() missing the seed");
    if (!p.run(seed, ctr, *n))
      return Val::err();
  }
  return Val::ofTuple({ctr[0], ctr[1], ctr[2], ctr[3]});
}

/// randint, randint4x, rand, rand4x, randn, randn4x (seed, offset,
/// n_rounds).
Val bi::random(BuiltinCall &c) {
  Emitter &em = c.em;
  Location l = c.l;
  StringRef fn = c.fn;
  Philox p{em, l};
  Val seed = arg(c, "seed", 0), offset = arg(c, "offset", 1);
  if (!offset)
    offset = arg(c, "offsets", 1);
  if (!seed || !offset)
    return em.fail(l, fn.str() + "() takes a seed and offsets");
  auto n = roundsAt(c, 2);
  if (!n)
    return Val::err();
  Val off = em.toTensor(offset, l);
  if (!off)
    return off;
  Val zero = em.binary(BinOpKind::Mul, off, Val::ofInt(0), l);
  Val ctr[4] = {off, zero, zero, zero};
  if (!zero || !p.run(seed, ctr, *n))
    return Val::err();
  if (fn == "randint")
    return ctr[0];
  if (fn == "randint4x")
    return Val::ofTuple({ctr[0], ctr[1], ctr[2], ctr[3]});
  if (fn == "rand")
    return p.uniform(ctr[0]);
  if (fn == "rand4x")
    return Val::ofTuple({p.uniform(ctr[0]), p.uniform(ctr[1]),
                         p.uniform(ctr[2]), p.uniform(ctr[3])});
  Val u[4];
  for (int k = 0; k < 4; ++k)
    if (!(u[k] = p.uniform(ctr[k])))
      return Val::err();
  auto [n1, n2] = p.normal(u[0], u[1]);
  if (fn == "randn")
    return n1;
  auto [n3, n4] = p.normal(u[2], u[3]);
  if (!n1 || !n2 || !n3 || !n4)
    return Val::err();
  return Val::ofTuple({n1, n2, n3, n4});
}
