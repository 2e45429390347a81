"""`tilec run` on wrong kernels and wrong command lines: non-zero exit, a clear message, no crash."""

import re
from pathlib import Path

import numpy as np
import pytest

from tilec_run import KERNELS_DIR, TilecError, empty_poisoned, launch, run_tilec

HERE = Path(__file__).resolve().parent
BAD = HERE / "bad_kernels"
ADD = KERNELS_DIR / "vector_add.py"


def find_line_col(path, needle):
    """1-based (line, col) of the first occurrence of `needle` in `path`."""
    for i, line in enumerate(Path(path).read_text().splitlines(), 1):
        j = line.find(needle)
        if j >= 0:
            return i, j + 1
    raise AssertionError(f"{needle!r} not in {path}")


def assert_points_at(output, path, needle, span):
    """The output names path:line:col with col inside the `span` characters starting at `needle`
    (0- or 1-based columns both accepted)."""
    line, col = find_line_col(path, needle)
    locs = [(int(l), int(c)) for l, c in
            re.findall(re.escape(path.name) + r":(\d+):(\d+)", output)]
    assert locs, f"no {path.name}:line:col in output:\n{output}"
    ok = [(l, c) for l, c in locs if l == line and col - 1 <= c <= col + span]
    assert ok, f"expected {path.name}:{line}:{col} (the `{needle}`), got {locs}:\n{output}"


def expect_failure(argv, *needles, in_paths=False):
    """Runs tilec, expects a clean non-zero exit whose output contains each needle
    (case-insensitive regexes). Paths are blanked out of the output before
    matching (they contain test names such as "args") unless `in_paths`.
    Returns the output."""
    rc, out = run_tilec(argv, timeout=120)  # raises TilecCrash on a signal
    assert rc != 0, f"expected failure, got exit 0:\n{out}"
    assert out.strip(), "non-zero exit without any message"
    text = out if in_paths else re.sub(r"[^\s'\"]*/[^\s'\"]*", "<path>", out)
    for n in needles:
        assert re.search(n, text, re.IGNORECASE), f"expected /{n}/ in output:\n{out}"
    return out


def test_oob_load_reports_location():
    n = 10
    x = np.arange(n, dtype=np.float32)
    out = empty_poisoned(n, "fp32")
    with pytest.raises(TilecError) as e:
        launch(BAD / "oob_load.py", "oob_kernel", "*fp32,*fp32,i32", [x, out, n],
               grid=(1,), constexprs={"BLOCK": 16})
    msg = e.value.output
    assert re.search("out-of-bounds", msg, re.IGNORECASE), msg
    assert_points_at(msg, BAD / "oob_load.py", "tl.load", len("tl.load("))


def test_oob_store_reports_location():
    n = 36  # the last program's offsets are 32..39; the mask lets offset 36 through
    x = np.arange(n, dtype=np.float32)
    out = empty_poisoned(n, "fp32")
    with pytest.raises(TilecError) as e:
        launch(BAD / "oob_store.py", "oob_store_kernel", "*fp32,*fp32,i32", [x, out, n],
               grid=(5,), constexprs={"BLOCK": 8})
    msg = e.value.output
    assert re.search("out-of-bounds", msg, re.IGNORECASE), msg
    assert_points_at(msg, BAD / "oob_store.py", "tl.store", len("tl.store("))


def test_in_bounds_variant_passes():
    # Same bad kernel, but with n == BLOCK nothing is out of bounds.
    x = np.arange(16, dtype=np.float32)
    out = empty_poisoned(16, "fp32")
    res = launch(BAD / "oob_load.py", "oob_kernel", "*fp32,*fp32,i32", [x, out, 16],
                 grid=(1,), constexprs={"BLOCK": 16})
    assert np.array_equal(res[1], x * 2)


# --- command-line errors, all on kernels/vector_add.py -----------------------

@pytest.fixture
def npys(tmp_path):
    n = 100
    paths = {}
    for name, arr in {"x": np.ones(n, np.float32), "y": np.ones(n, np.float32),
                      "out": np.zeros(n, np.float32), "x64": np.ones(n, np.float64),
                      "xi32": np.ones(n, np.int32)}.items():
        paths[name] = tmp_path / f"{name}.npy"
        np.save(paths[name], arr)
    garbage = tmp_path / "garbage.npy"
    garbage.write_bytes(b"\x93NUMPY\x01\x00this is not a header")
    paths["garbage"] = garbage
    paths["missing"] = tmp_path / "does_not_exist.npy"
    paths["outpath"] = tmp_path / "result.npy"
    return paths


def base_argv(sig="*fp32,*fp32,*fp32,i32", kernel="add_kernel", constexprs=("BLOCK_SIZE=128",)):
    argv = ["run", ADD, "--kernel", kernel, "--signature", sig, "--grid", "1", "--device", "interp"]
    for c in constexprs:
        argv += ["--constexpr", c]
    return argv


def args(*vals):
    out = []
    for v in vals:
        out += ["--arg", v]
    return out


def test_good_command_line_works(npys):
    # The baseline the error tests below perturb.
    rc, out = run_tilec(base_argv() + args(npys["x"], npys["y"], npys["out"], "100")
                        + ["--out", f"2={npys['outpath']}"])
    assert rc == 0, out
    assert np.array_equal(np.load(npys["outpath"]), np.full(100, 2, np.float32))


def test_too_few_args(npys):
    expect_failure(base_argv() + args(npys["x"], npys["y"], npys["out"]), r"arg")


def test_too_many_args(npys):
    expect_failure(base_argv() + args(npys["x"], npys["y"], npys["out"], "100", "7"), r"arg")


def test_wrong_npy_dtype(npys):
    # Must name what it got or what it expected.
    expect_failure(base_argv() + args(npys["x64"], npys["y"], npys["out"], "100"),
                   r"float64|fp64|f64|<f8|fp32|float32|f32")


def test_int_npy_for_float_pointer(npys):
    expect_failure(base_argv() + args(npys["xi32"], npys["y"], npys["out"], "100"),
                   r"dtype|type|i32|int32|<i4")


def test_unknown_kernel_name(npys):
    expect_failure(base_argv(kernel="no_such_kernel") + args(npys["x"], npys["y"], npys["out"], "100"),
                   r"no_such_kernel")


@pytest.mark.parametrize("sig", ["*fp17,*fp32,*fp32,i32", "*fp32,*fp32,*fp32", "fp32*,*fp32,*fp32,i32",
                                 "*fp32,*fp32,*fp32,i32,i32", "*fp32:abc,*fp32,*fp32,i32", ""])
def test_bad_signature(npys, sig):
    expect_failure(base_argv(sig=sig) + args(npys["x"], npys["y"], npys["out"], "100"),
                   r"signature|type|parameter|argument")


def test_unknown_constexpr(npys):
    expect_failure(base_argv(constexprs=("BLOCK_SIZE=128", "NOPE=1"))
                   + args(npys["x"], npys["y"], npys["out"], "100"), r"NOPE")


def test_missing_constexpr(npys):
    expect_failure(base_argv(constexprs=()) + args(npys["x"], npys["y"], npys["out"], "100"),
                   r"BLOCK_SIZE")


def test_bad_constexpr_value(npys):
    expect_failure(base_argv(constexprs=("BLOCK_SIZE=12)8",))
                   + args(npys["x"], npys["y"], npys["out"], "100"), r"BLOCK_SIZE|constexpr|value")


def test_non_power_of_two_block(npys):
    expect_failure(base_argv(constexprs=("BLOCK_SIZE=100",))
                   + args(npys["x"], npys["y"], npys["out"], "100"), r"power")


def test_bad_scalar_literal(npys):
    expect_failure(base_argv() + args(npys["x"], npys["y"], npys["out"], "ten"), r"ten|integer|arg")


def test_missing_npy_file(npys):
    expect_failure(base_argv() + args(npys["missing"], npys["y"], npys["out"], "100"),
                   r"does_not_exist", in_paths=True)


def test_garbage_npy_file(npys):
    expect_failure(base_argv() + args(npys["garbage"], npys["y"], npys["out"], "100"),
                   r"garbage|npy|header", in_paths=True)


def test_missing_source_file(npys):
    argv = base_argv()
    argv[1] = str(ADD.parent / "no_such_file.py")
    expect_failure(argv + args(npys["x"], npys["y"], npys["out"], "100"), r"no_such_file", in_paths=True)


@pytest.mark.parametrize("grid", ["", "a", "1,2,3,4", "-1", "1,,2"])
def test_bad_grid(npys, grid):
    argv = base_argv()
    argv[argv.index("--grid") + 1] = grid
    expect_failure(argv + args(npys["x"], npys["y"], npys["out"], "100"), r"grid")


@pytest.mark.parametrize("spec", ["7={p}", "3={p}", "x={p}", "2"])
def test_bad_out_index(npys, spec):
    # 7: no such argument; 3: a scalar, has no buffer; x: not an index; 2: no path.
    expect_failure(base_argv() + args(npys["x"], npys["y"], npys["out"], "100")
                   + ["--out", spec.format(p=npys["outpath"])], r"out")


def test_unknown_device(npys):
    argv = base_argv()
    argv[argv.index("--device") + 1] = "tpu"
    expect_failure(argv + args(npys["x"], npys["y"], npys["out"], "100"), r"tpu|device")


def test_no_subcommand_arguments():
    expect_failure(["run"], r"argument|specif|required|usage|grid")


def test_unknown_subcommand():
    expect_failure(["frobnicate"], r"frobnicate|command")
