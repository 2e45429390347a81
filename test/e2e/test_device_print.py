"""tl.device_print (and print in a kernel) on the interpreter: Triton's line
format (`pid (x, y, z) idx (i, j) prefix: value`, the prefix normalized as
Triton's semantic.device_print does, `(operand k)` with several operands,
hex bit patterns), one line per element in launch and row-major order."""

from pathlib import Path

import numpy as np

from tilec_run import run_tilec

SRC = Path(__file__).resolve().parent / "kernels" / "device_print.py"


def run(tmp_path, kernel, sig, args, consts, grid):
    argv = ["run", SRC, "--kernel", kernel, "--signature", sig, "--grid", grid,
            "--device", "interp"]
    for k, v in consts.items():
        argv += ["--constexpr", f"{k}={v}"]
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray):
            path = tmp_path / f"arg{i}.npy"
            np.save(path, a)
            a = path
        argv += ["--arg", a]
    rc, out = run_tilec(argv)
    assert rc == 0, out
    return out.splitlines()


def test_device_print_lines(tmp_path):
    x = np.array([1.5, -2.0, 3.25, 4.0, 5.0], np.float32)
    lines = run(tmp_path, "print_kernel", "*fp32,i32", [x, 5], {"BLOCK": 8}, "2")
    per_program = 8 + 1 + 16 + 1
    assert len(lines) == 2 * per_program, lines
    assert lines[0] == "pid (0, 0, 0) idx (0) x: 1.500000"
    assert lines[1] == "pid (0, 0, 0) idx (1) x: -2.000000"
    assert lines[7] == "pid (0, 0, 0) idx (7) x: 0.000000"          # masked: other=0
    assert lines[8] == "pid (0, 0, 0) idx () n =: 5"                 # Triton's prefix rule
    assert lines[9] == "pid (0, 0, 0) idx (0) pair: (operand 0) 0x00"
    assert lines[16] == "pid (0, 0, 0) idx (7) pair: (operand 0) 0x07"
    assert lines[17] == "pid (0, 0, 0) idx (0) pair: (operand 1) 0x3fc00000"
    assert lines[18] == "pid (0, 0, 0) idx (1) pair: (operand 1) 0xc0000000"
    assert lines[25] == "pid (0, 0, 0) done"
    assert lines[per_program] == "pid (1, 0, 0) idx (0) x: 1.500000"


def test_device_print_2d_signed(tmp_path):
    lines = run(tmp_path, "print_2d_kernel", "", [], {"BLOCK": 16}, "1")
    assert len(lines) == 32
    assert lines[0] == "pid (0, 0, 0) idx ( 0, 0) m: -5"
    assert lines[1] == "pid (0, 0, 0) idx ( 0, 1) m: -4"
    assert lines[31] == "pid (0, 0, 0) idx (15, 1) m: -110"             # 146 wraps in int8
