//===- Random.cpp - tl.randint, tl.rand, tl.randn: Philox 4x32(64)-10 ----===//
//
// Counter-based random numbers as triton.language.random computes them, op
// for op, so that the same seed and offsets give bit-identical integers (and
// uniform floats) on every target and in the interpreter: Philox with 32-bit
// counters for offsets of 32 bits or less, 64-bit counters otherwise, the
// key from the seed (low and high halves), 10 rounds by default.
//
//===----------------------------------------------------------------------===//
#include "Emitter.h"

using namespace mlir;
using namespace tilec::frontend;

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

Val Emitter::callRandom(StringRef fn, CallArgs &args, Location l,
                        bool &handled) {
  static const char *const names[] = {"randint",
                                      "randint4x",
                                      "rand",
                                      "rand4x",
                                      "randn",
                                      "randn4x",
                                      "philox",
                                      "philox_impl",
                                      "uint_to_uniform_float",
                                      "pair_uniform_to_normal"};
  handled = llvm::is_contained(names, fn);
  if (!handled)
    return Val::err();
  Philox p{*this, l};
  auto arg = [&](StringRef name, size_t pos) -> Val {
    for (auto &[k, v] : args.kw)
      if (k == name)
        return v;
    return pos < args.pos.size() ? args.pos[pos] : Val::make(Val::Err);
  };
  auto roundsAt = [&](size_t pos) -> std::optional<int64_t> {
    Val n = arg("n_rounds", pos);
    if (!n)
      return kDefaultRounds;
    auto r = constInt(n);
    if (!r || *r < 0) {
      fail(l, fn.str() + "(): n_rounds must be a non-negative constexpr int");
      return std::nullopt;
    }
    return *r;
  };

  if (fn == "uint_to_uniform_float") {
    Val x = arg("x", 0);
    if (!x || !x.isTensor() || !x.dt.isInt() ||
        (x.dt.bits() != 32 && x.dt.bits() != 64))
      return fail(l, "uint_to_uniform_float() expects a 32- or 64-bit "
                     "integer tensor");
    return p.uniform(x);
  }
  if (fn == "pair_uniform_to_normal") {
    Val u1 = arg("u1", 0), u2 = arg("u2", 1);
    if (!u1 || !u2)
      return fail(l, "pair_uniform_to_normal() takes u1 and u2");
    auto [n1, n2] = p.normal(u1, u2);
    if (!n1 || !n2)
      return Val::err();
    return Val::ofTuple({n1, n2});
  }
  if (fn == "philox" || fn == "philox_impl") {
    bool impl = fn == "philox_impl";
    Val c[4];
    for (int k = 0; k < 4; ++k) {
      c[k] = arg(("c" + std::to_string(k)), impl ? k : k + 1);
      if (!c[k])
        return fail(l, fn.str() + "() missing counter c" + std::to_string(k));
    }
    auto n = roundsAt(impl ? 6 : 5);
    if (!n)
      return Val::err();
    if (impl) {
      Val k0 = arg("k0", 4), k1 = arg("k1", 5);
      if (!k0 || !k1)
        return fail(l, "philox_impl() missing the key k0, k1");
      if (!p.rounds(c, k0, k1, *n))
        return Val::err();
    } else {
      Val seed = arg("seed", 0);
      if (!seed)
        return fail(l, "philox() missing the seed");
      if (!p.run(seed, c, *n))
        return Val::err();
    }
    return Val::ofTuple({c[0], c[1], c[2], c[3]});
  }

  // randint, randint4x, rand, rand4x, randn, randn4x (seed, offset, n_rounds).
  Val seed = arg("seed", 0), offset = arg("offset", 1);
  if (!offset)
    offset = arg("offsets", 1);
  if (!seed || !offset)
    return fail(l, fn.str() + "() takes a seed and offsets");
  auto n = roundsAt(2);
  if (!n)
    return Val::err();
  Val off = toTensor(offset, l);
  if (!off)
    return off;
  Val zero = binary(BinOpKind::Mul, off, Val::ofInt(0), l);
  Val c[4] = {off, zero, zero, zero};
  if (!zero || !p.run(seed, c, *n))
    return Val::err();
  if (fn == "randint")
    return c[0];
  if (fn == "randint4x")
    return Val::ofTuple({c[0], c[1], c[2], c[3]});
  if (fn == "rand")
    return p.uniform(c[0]);
  if (fn == "rand4x")
    return Val::ofTuple(
        {p.uniform(c[0]), p.uniform(c[1]), p.uniform(c[2]), p.uniform(c[3])});
  Val u[4];
  for (int k = 0; k < 4; ++k)
    if (!(u[k] = p.uniform(c[k])))
      return Val::err();
  auto [n1, n2] = p.normal(u[0], u[1]);
  if (fn == "randn")
    return n1;
  auto [n3, n4] = p.normal(u[2], u[3]);
  if (!n1 || !n2 || !n3 || !n4)
    return Val::err();
  return Val::ofTuple({n1, n2, n3, n4});
}
