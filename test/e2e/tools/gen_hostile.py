#!/usr/bin/python3
"""Writes the hostile-input corpus test/hostile/ (run from anywhere; idempotent).

Each case is one file whose first lines are `#` comments:
    # HOSTILE: what the input is
    # EXPECT: alt1|alt2|...   error-message substrings, any one, case-insensitive
    # SIGNATURE: *fp32,*fp32,i32          (passed to --signature; may be empty)
    # CONSTEXPR: NAME=VALUE                (zero or more)
    # KERNEL: k                            (default k)
    # EXTRA: --target gfx000               (extra tilec compile arguments)
    # LOCATION: yes | no: <why>            must the error carry FILE:line:col?
                                         (`no` only where no source position exists,
                                         with the reason)
    # LINE: N                              (optional) the line the error must name
test/e2e/test_hostile.py runs `tilec compile FILE --kernel K --signature S
[--constexpr ...] --emit tile [EXTRA]` on each and checks the outcome.
A line ending in `#<<` marks the error line (LINE is computed from it).

Not here on purpose: calling an undecorated Python function, or naming one as the
kernel. Triton rejects both, but tilec treats undecorated functions as jit
functions (docs/language.md), so they are not errors for tilec.
"""

import random
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "hostile"

PRE = "import triton\nimport triton.language as tl\n\n\n"
SIG = "*fp32,*fp32,i32"


def body(lines):
    return PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n" + \
        "".join("    " + l + "\n" for l in lines)


GOOD = body(["offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)",
             "x = tl.load(x_ptr + offs, mask=offs < n)",
             "tl.store(out_ptr + offs, x, mask=offs < n)"])

CASES = []


def case(name, what, expect, text, sig=SIG, constexpr=("BLOCK=16",), kernel="k", extra="",
         location="yes", binary_tail=b""):
    CASES.append(dict(name=name, what=what, expect=expect, text=text, sig=sig,
                      constexpr=constexpr, kernel=kernel, extra=extra, location=location,
                      binary_tail=binary_tail))


# --- lexical / syntactic ------------------------------------------------------
case("truncated", "kernel cut off in the middle of an expression (file ends there)",
     "unexpected|expected|end of file|eof|truncated|incomplete",
     PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
     "    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n    x = tl.load(x_ptr + ")
case("truncated_def", "file ends right after the `def` line's colon (no body)",
     "unexpected|expected|end of file|eof|indent|body|empty",
     PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n")
rnd = random.Random(1234)
case("binary_garbage", "random binary bytes (NUL, 0xFF, invalid UTF-8) after this header",
     "utf|invalid|byte|character|encoding|unexpected|null|nul|binary",
     "", binary_tail=bytes(rnd.randrange(256) for _ in range(4096)))
case("nul_byte", "a NUL byte inside an otherwise valid kernel",
     "null|nul|invalid|character|byte|unexpected|\\x00|\\0",
     GOOD.replace("x = tl.load", "x = tl.lo\0ad", 1).replace(
         "mask=offs < n)\n", "mask=offs < n)  #<<\n", 1))
case("nul_between_statements", "a NUL byte at the end of a statement: the source before it is a "
     "complete kernel, so a lexer that takes NUL for end-of-file silently drops the rest",
     "null|nul|invalid|character|byte|\\x00|\\0",
     GOOD.replace("mask=offs < n)\n", "mask=offs < n)\0  #<<\n", 1))
case("invalid_utf8_identifier", "bytes 0xFF and a lone 0x80 inside identifiers (not UTF-8)",
     "utf|invalid|byte|character|encoding",
     "", binary_tail=(PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
                      "    offs = tl.arange(0, BLOCK)\n").encode()
     + b"    o\xff = offs\n    tl.store(out_ptr + o\xff, 0.0, mask=o\x80 < n)\n")
case("invalid_utf8", "an invalid UTF-8 sequence (0xC3 0x28) in an identifier",
     "utf|invalid|byte|character|encoding",
     "", binary_tail=(PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
                      "    off").encode() + b"\xc3\x28" + b"s = tl.arange(0, BLOCK)\n")
case("tabs_spaces", "indentation mixes a tab and 8 spaces inconsistently (Python's TabError)",
     "tab|indent|inconsistent",
     PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
     "        offs = tl.arange(0, BLOCK)\n"
     "\tx = tl.load(x_ptr + offs, mask=offs < n)  #<<\n"
     "        tl.store(out_ptr + offs, x, mask=offs < n)\n")
case("unexpected_indent", "a statement indented deeper than its block for no reason",
     "indent",
     body(["offs = tl.arange(0, BLOCK)",
           "    x = tl.load(x_ptr + offs, mask=offs < n)  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("missing_colon", "a `for` header without its colon",
     "':'|\":\"|colon|expected|syntax",
     body(["acc = tl.zeros([BLOCK], dtype=tl.float32)",
           "for i in range(4)  #<<",
           "    acc += 1.0",
           "tl.store(out_ptr + tl.arange(0, BLOCK), acc)"]))
case("unterminated_string", "a string literal that never closes on its line",
     "unterminated|string|eol|quote|end of line",
     body(["offs = tl.arange(0, BLOCK)",
           'tl.static_assert(BLOCK > 0, "oops)',
           "tl.store(out_ptr + offs, 0.0)"]))
case("unterminated_triple_string", "a docstring that is never closed (runs to end of file)",
     "unterminated|string|eof|end of file|quote",
     PRE + '@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n    """docstring\n'
     "    offs = tl.arange(0, BLOCK)\n    tl.store(out_ptr + offs, 0.0)\n")
case("unbalanced_paren", "a call whose parenthesis is never closed",
     "paren|')'|\")\"|expected|unexpected|unmatched|never closed|closed|eof|end of file",
     body(["offs = tl.arange(0, BLOCK)",
           "x = tl.load(x_ptr + offs, mask=offs < n",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("stray_close_paren", "an extra closing parenthesis",
     "paren|')'|\")\"|unexpected|unmatched|expected",
     body(["offs = tl.arange(0, BLOCK))  #<<",
           "tl.store(out_ptr + offs, 0.0, mask=offs < n)"]))
case("unicode_operator", "a non-ASCII operator character (U+2295) between operands",
     "character|invalid|unexpected|token|u+2295|\\u2295|utf",
     body(["offs = tl.arange(0, BLOCK)",
           "x = offs \u2295 offs  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("duplicate_param", "a parameter name given twice",
     "duplicate|already|redefin|twice",
     PRE + "@triton.jit\ndef k(x_ptr, x_ptr, n, BLOCK: tl.constexpr):  #<<\n"
     "    tl.store(x_ptr + tl.arange(0, BLOCK), 0.0)\n")
case("empty_file", "nothing but these comments: no kernel at all",
     "'k'|\"k\"|not found|no kernel|no such|no function|empty", "")

# --- nesting and size limits --------------------------------------------------
case("deep_parens_500", "500 nested parentheses around a constant (CPython refuses > 200)",
     "nest|too many|depth|recurs|parenthes|limit|deep|complex",
     body(["offs = tl.arange(0, BLOCK)",
           "x = " + "(" * 500 + "1" + ")" * 500 + "  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("deep_parens_100k", "100000 nested parentheses (must not overflow the parser's stack)",
     "nest|too many|depth|recurs|parenthes|limit|deep|complex",
     body(["offs = tl.arange(0, BLOCK)",
           "x = " + "(" * 100000 + "1" + ")" * 100000 + "  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("deep_brackets_100k", "100000 nested list brackets",
     "nest|too many|depth|recurs|bracket|limit|deep|complex|unsupported|list",
     body(["offs = tl.arange(0, BLOCK)",
           "x = " + "[" * 100000 + "1" + "]" * 100000 + "  #<<",
           "tl.store(out_ptr + offs, 0.0, mask=offs < n)"]))
case("deep_unary_100k", "100000 chained unary minus signs",
     "nest|too many|depth|recurs|limit|deep|complex",
     body(["offs = tl.arange(0, BLOCK)",
           "x = " + "-" * 100000 + "1  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("long_binop_chain", "one expression of 100000 additions (a 100000-deep tree; CPython "
     "refuses it as too deep)",
     "nest|too many|depth|recurs|limit|deep|complex|too long",
     body(["offs = tl.arange(0, BLOCK)",
           "x = offs" + " + 1" * 100000 + "  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
indent = ["acc = tl.zeros([BLOCK], dtype=tl.float32)"]
for d in range(150):
    indent.append("    " * d + f"if n > {d}:")
indent.append("    " * 150 + "acc += 1.0")
indent.append("tl.store(out_ptr + tl.arange(0, BLOCK), acc)")
case("deep_indent", "150 nested `if` blocks (CPython allows 100 indentation levels)",
     "indent|nest|too many|depth|recurs|limit|deep", body(indent))
case("huge_int", "an integer constant far beyond 64 bits",
     "range|overflow|too large|represent|integer|64",
     body(["offs = tl.arange(0, BLOCK)",
           "x = offs + 123456789012345678901234567890123456789  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("huge_int_1000_digits", "a 1000-digit integer literal",
     "range|overflow|too large|represent|integer|64|digits",
     body(["offs = tl.arange(0, BLOCK)",
           "x = offs * " + "9" * 1000 + "  #<<",
           "tl.store(out_ptr + offs, x, mask=offs < n)"]))
case("huge_block", "tl.zeros with 2^32 elements (Triton's limit is 2^20 per tensor)",
     "numel|too large|exceed|maximum|size|limit|elements",
     body(["acc = tl.zeros([65536, 65536], dtype=tl.float32)  #<<",
           "tl.store(out_ptr + tl.arange(0, BLOCK), tl.sum(tl.sum(acc, 1), 0))"]))
case("huge_arange", "tl.arange over 2^21 elements (Triton's limit is 2^20)",
     "numel|too large|exceed|maximum|size|limit|elements",
     body(["offs = tl.arange(0, 2097152)  #<<",
           "tl.store(out_ptr + offs, 0.0, mask=offs < n)"]))

# --- shapes -------------------------------------------------------------------
case("arange_non_pow2", "tl.arange whose length (100) is not a power of two",
     "power of 2|power of two|power-of-two|pow2|power",
     body(["offs = tl.arange(0, 100)  #<<",
           "tl.store(out_ptr + offs, 0.0, mask=offs < n)"]))
case("arange_non_pow2_constexpr", "tl.arange bound from a constexpr that is not a power of two",
     "power of 2|power of two|power-of-two|pow2|power",
     body(["offs = tl.arange(0, BLOCK)  #<<",
           "tl.store(out_ptr + offs, 0.0, mask=offs < n)"]), constexpr=("BLOCK=48",))
case("arange_zero", "tl.arange(0, 0): an empty range",
     "range|zero|empty|size|greater|power|positive",
     body(["offs = tl.arange(0, 0)  #<<",
           "tl.store(out_ptr + offs, 0.0)"]))
case("arange_reversed", "tl.arange(8, 0): end before start",
     "range|greater|negative|empty|power|start|end",
     body(["offs = tl.arange(8, 0)  #<<",
           "tl.store(out_ptr + offs, 0.0)"]))
case("zero_size_zeros", "tl.zeros with a zero-sized dimension",
     "zero|empty|size|shape|power|positive",
     body(["acc = tl.zeros([0, 16], dtype=tl.float32)  #<<",
           "tl.store(out_ptr + tl.arange(0, 16), tl.sum(acc, 0))"]))
case("arange_runtime_bound", "tl.arange with a runtime (non-constexpr) bound",
     "constexpr|constant|compile-time|compile time|static",
     body(["offs = tl.arange(0, n)  #<<",
           "tl.store(out_ptr + offs, 0.0)"]))
case("broadcast_mismatch", "adding blocks of shapes [16] and [32]",
     "shape|broadcast|incompatible|mismatch",
     body(["a = tl.arange(0, 16)",
           "b = tl.arange(0, 32)",
           "c = a + b  #<<",
           "tl.store(out_ptr + b, c)"]))
case("dot_shape_mismatch", "tl.dot of [16, 32] by [16, 16]: inner dimensions differ",
     "shape|dimension|dot|mismatch|incompatible|inner",
     body(["a = tl.zeros([16, 32], dtype=tl.float16)",
           "b = tl.zeros([16, 16], dtype=tl.float16)",
           "c = tl.dot(a, b)  #<<",
           "tl.store(out_ptr + tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :], c)"]))
case("dot_1d", "tl.dot of 1-D blocks",
     "shape|dimension|dot|rank|2d|2-d|two",
     body(["a = tl.zeros([16], dtype=tl.float16)",
           "c = tl.dot(a, a)  #<<",
           "tl.store(out_ptr + tl.arange(0, 16), c)"]))

# --- unsupported or unknown features -------------------------------------------
case("block_ptr_reshaped_in_loop",
     "a loop-carried block pointer re-made inside the loop with another block shape",
     "p.block_shape[0]' (constexpr int) changes inside the loop",
     body(["p = tl.make_block_ptr(base=x_ptr, shape=(n,), strides=(1,), offsets=(0,),",
           "                     block_shape=(BLOCK,), order=(0,))",
           "for i in range(0, 4):  #<<",
           "    x = tl.load(p, boundary_check=(0,))",
           "    p = tl.make_block_ptr(x_ptr, (n,), (1,), (i,), (2 * BLOCK,), (0,))",
           "tl.store(out_ptr + tl.arange(0, BLOCK), x)"]))
case("inline_asm_pack_mismatch",
     "tl.inline_asm_elementwise whose constraints do not fit its pack (fp32 at pack 2 takes "
     "two registers per operand)",
     "constraints \"=r,r\" list 1 outputs and 1 inputs; with pack 2",
     body(["offs = tl.arange(0, BLOCK)",
           "x = tl.load(x_ptr + offs)",
           "y = tl.inline_asm_elementwise(\"mov.b32 $0, $1;\", \"=r,r\", [x], dtype=tl.float32,  #<<",
           "                              is_pure=True, pack=2)",
           "tl.store(out_ptr + offs, y)"]))
case("extern_library_not_llvm",
     "tl.extern_elementwise naming a library that is not LLVM bitcode or IR (this file)",
     "not LLVM bitcode or IR",
     body(["offs = tl.arange(0, BLOCK)",
           "x = tl.load(x_ptr + offs)",
           "y = tl.extern_elementwise(\"lib\", \"extern_library_not_llvm.py\", [x],  #<<",
           "                          {(tl.dtype(\"fp32\"),): (\"f\", tl.dtype(\"fp32\"))}, True)",
           "tl.store(out_ptr + offs, y)"]),
     extra="--target gfx942,sm_90a --emit asm")
case("unknown_tl_function", "a misspelled tl function (tl.lod)",
     "lod|attribute|unknown|undefined|unsupported|no member|not found",
     body(["offs = tl.arange(0, BLOCK)",
           "x = tl.lod(x_ptr + offs)  #<<",
           "tl.store(out_ptr + offs, x)"]))
case("unknown_dtype", "a cast to a dtype that does not exist (tl.float17)",
     "float17|attribute|dtype|unknown|undefined|type",
     body(["offs = tl.arange(0, BLOCK)",
           "x = tl.load(x_ptr + offs).to(tl.float17)  #<<",
           "tl.store(out_ptr + offs, x)"]))
case("undefined_name", "use of a variable that was never assigned",
     "'y'|\"y\"|undefined|not defined|unknown|undeclared|unbound",
     body(["offs = tl.arange(0, BLOCK)",
           "tl.store(out_ptr + offs, y, mask=offs < n)  #<<"]))
case("lambda_in_kernel", "a lambda inside a kernel",
     "lambda|unsupported|not supported",
     body(["f = lambda v: v + 1  #<<",
           "offs = tl.arange(0, BLOCK)",
           "tl.store(out_ptr + offs, f(offs))"]))
case("break_in_loop", "`break` inside a loop (Triton has no break)",
     "break|unsupported|not supported",
     body(["acc = tl.zeros([BLOCK], dtype=tl.float32)",
           "for i in range(0, n):",
           "    acc += 1.0",
           "    if i > 3:",
           "        break  #<<",
           "tl.store(out_ptr + tl.arange(0, BLOCK), acc)"]))
case("class_in_kernel", "a class definition inside a kernel",
     "class|unsupported|not supported",
     body(["class C:  #<<",
           "    pass",
           "tl.store(out_ptr + tl.arange(0, BLOCK), 0.0)"]))
case("recursion", "a jit function that calls itself",
     "recurs|cycle|itself",
     PRE + "@triton.jit\ndef f(x):\n    return f(x)  #<<\n\n\n"
     "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
     "    offs = tl.arange(0, BLOCK)\n    tl.store(out_ptr + offs, f(offs))\n")
case("static_assert_fails", "tl.static_assert that fails for the given constexpr",
     "BLOCK must be a multiple of 32|static_assert|assert",
     body(['tl.static_assert(BLOCK % 32 == 0, "BLOCK must be a multiple of 32")  #<<',
           "tl.store(out_ptr + tl.arange(0, BLOCK), 0.0)"]))
case("program_id_axis3", "tl.program_id(3): there are only axes 0, 1, 2",
     "axis|program_id|range|invalid|0, 1|must be",
     body(["pid = tl.program_id(3)  #<<",
           "tl.store(out_ptr + pid, 0.0)"]))
case("store_to_int", "tl.store through an integer, not a pointer",
     "pointer|store|ptr",
     body(["tl.store(n + tl.arange(0, BLOCK), 0.0)  #<<"]))
case("pointer_plus_float", "pointer arithmetic with a float offset",
     "pointer|float|offset|type|unsupported|integer",
     body(["x = tl.load(x_ptr + 1.5)  #<<",
           "tl.store(out_ptr, x)"]))
case("float_shift", "shifting a float block",
     "shift|float|integer|type|unsupported|invalid",
     body(["x = tl.load(x_ptr + tl.arange(0, BLOCK))",
           "y = x << 2  #<<",
           "tl.store(out_ptr + tl.arange(0, BLOCK), y)"]))

# --- command-line side ----------------------------------------------------------
case("bad_dtype_in_signature", "valid kernel, but the signature names a dtype fp17",
     "fp17", GOOD, sig="*fp17,*fp32,i32")
case("signature_too_short", "valid kernel, signature lists 2 of its 3 runtime parameters",
     "signature|parameter|argument|expected|count|mismatch", GOOD, sig="*fp32,*fp32")
case("missing_constexpr", "valid kernel, no value given for its constexpr BLOCK",
     "BLOCK", GOOD, constexpr=())
case("unknown_target", "valid kernel compiled for a target that does not exist",
     "gfx000", GOOD, extra="--target gfx000",
     location="no: the --target option is wrong, whatever the source says")
case("unknown_emit", "valid kernel, --emit names no output kind",
     "emit", GOOD, extra="--emit bogus",
     location="no: the --emit option is wrong, whatever the source says")
case("unwritable_output", "valid kernel, -o names a path below a regular file (unwritable, "
     "even for root)", "cannot write", GOOD, extra="-o /dev/null/out.mlir",
     location="no: the kernel compiles; writing the -o file fails")
case("lds_exceeds_limit", "a 256x256 fp32 transpose: its shared-memory (LDS) exchange needs "
     "256 KiB, gfx942 has 64 KiB",
     "shared memory|lds",
     PRE + "@triton.jit\ndef k(x_ptr, out_ptr, n, BLOCK: tl.constexpr):\n"
     "    offs = tl.arange(0, BLOCK)\n"
     "    x = tl.load(x_ptr + offs[:, None] * BLOCK + offs[None, :])\n"
     "    y = tl.trans(x)  #<<\n"
     "    tl.store(out_ptr + offs[:, None] * BLOCK + offs[None, :], y)\n",
     constexpr=("BLOCK=256",), extra="--target gfx942 --emit llvm")


def write():
    OUT.mkdir(parents=True, exist_ok=True)
    for c in CASES:
        text = c["text"]
        lines = text.split("\n")
        header = [f"# HOSTILE: {c['what']}", f"# EXPECT: {c['expect']}",
                  f"# SIGNATURE: {c['sig']}"]
        header += [f"# CONSTEXPR: {x}" for x in c["constexpr"]]
        if c["kernel"] != "k":
            header.append(f"# KERNEL: {c['kernel']}")
        if c["extra"]:
            header.append(f"# EXTRA: {c['extra']}")
        header.append(f"# LOCATION: {c['location']}")
        marked = [i for i, l in enumerate(lines) if l.rstrip().endswith("#<<")]
        n_header = len(header) + 1  # + the LINE line
        if marked:
            header.append(f"# LINE: {n_header + marked[0] + 1}")
        else:
            header.append("# LINE: none")
        data = ("\n".join(header) + "\n").encode() + text.encode("utf-8") + c["binary_tail"]
        (OUT / f"{c['name']}.py").write_bytes(data)
    print(f"wrote {len(CASES)} cases to {OUT}")


if __name__ == "__main__":
    write()
