"""The JIT's remote compile cache from Python, against a real redis-server
started on 127.0.0.1 at a free port (no persistence, a temporary directory):
$TILEC_REMOTE_CACHE in fresh processes (cold nodes), tilec.configure_cache,
a corrupt entry, an absent server. Skips when redis-server is not installed or
libtilec.so cannot use hiredis. Nothing connects anywhere but 127.0.0.1."""

import importlib.util
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pytest

import tilec

PYTHON_DIR = Path(__file__).resolve().parents[1]

# A cold node: compiles and runs one kernel on the interpreter, checks it and
# prints the cache counters as JSON.
CHILD = '''
import json, sys
import numpy as np
import tilec
import tilec.language as tl

@tilec.jit
def twice(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 2, mask=mask)

n = 1000
x = np.random.default_rng(1).standard_normal(n).astype(np.float32)
out = np.full(n, np.nan, dtype=np.float32)
twice[(tilec.cdiv(n, 128),)](x, out, n, BLOCK=128)
assert np.array_equal(out, x * 2), "wrong result"
print(json.dumps(tilec.cache_stats()))
'''


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _command(port, *args):
    """One RESP command on a fresh connection; the reply as bytes, an int,
    None (nil) or a list."""
    out = b"*%d\r\n" % len(args)
    for a in args:
        a = a if isinstance(a, bytes) else str(a).encode()
        out += b"$%d\r\n%s\r\n" % (len(a), a)
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(out)
        f = s.makefile("rb")
        return _read_reply(f)


def _read_reply(f):
    line = f.readline().rstrip(b"\r\n")
    kind, rest = line[:1], line[1:]
    if kind in (b"+", b"-"):
        return rest
    if kind == b":":
        return int(rest)
    if kind == b"$":
        n = int(rest)
        if n < 0:
            return None
        data = f.read(n + 2)
        return data[:n]
    if kind == b"*":
        return [_read_reply(f) for _ in range(int(rest))]
    raise RuntimeError(f"bad reply {line!r}")


@pytest.fixture
def redis_port():
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed")
    ok, why = tilec.library().remote_cache_supported()
    if not ok:
        pytest.skip(why)
    with tempfile.TemporaryDirectory(prefix="tilec-redis-") as d:
        for _ in range(5):
            port = _free_port()
            server = subprocess.Popen(
                ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                 "--appendonly", "no", "--dir", d, "--daemonize", "no"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and server.poll() is None:
                try:
                    if _command(port, "PING") == b"PONG":
                        break
                except OSError:
                    time.sleep(0.02)
            if server.poll() is None:
                break
        else:
            pytest.fail("redis-server did not start")
        try:
            yield port
        finally:
            server.terminate()
            server.wait(timeout=10)


def _cold_node(script, remote, tmp_path, name):
    """Runs CHILD in a new process with an empty disk cache directory."""
    cache_dir = tmp_path / name
    env = dict(os.environ, TILEC_CACHE_DIR=str(cache_dir), TILEC_REMOTE_CACHE=remote,
               PYTHONPATH=str(PYTHON_DIR))
    p = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    return json.loads(p.stdout.strip().splitlines()[-1]), p.stderr, cache_dir


@pytest.fixture
def child_script(tmp_path):
    # One file for every node: the cache key covers the source's name.
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    return script


def test_second_cold_node_hits_the_remote_cache(redis_port, child_script, tmp_path):
    url = f"redis://127.0.0.1:{redis_port}"
    first, err, _ = _cold_node(child_script, url, tmp_path, "a")
    assert (first["compiles"], first["remote_stores"], first["remote_hits"]) == (1, 1, 0)
    assert err == ""
    keys = _command(redis_port, "KEYS", "tilec:jit:*")
    assert len(keys) == 1
    assert _command(redis_port, "GET", keys[0]).startswith(b"TILECJIT")
    second, err, cache_dir = _cold_node(child_script, url, tmp_path, "b")
    assert (second["compiles"], second["remote_stores"], second["remote_hits"]) == (0, 0, 1)
    assert err == ""
    # The hit filled the disk cache with the same record.
    entry = cache_dir / (keys[0].decode().split(":")[-1] + ".tkc")
    assert entry.read_bytes() == _command(redis_port, "GET", keys[0])


def test_corrupt_entry_is_replaced(redis_port, child_script, tmp_path):
    url = f"redis://127.0.0.1:{redis_port}"
    _cold_node(child_script, url, tmp_path, "a")
    (key,) = _command(redis_port, "KEYS", "tilec:jit:*")
    good = _command(redis_port, "GET", key)
    assert _command(redis_port, "SET", key, good[: len(good) // 3]) == b"OK"
    stats, err, _ = _cold_node(child_script, url, tmp_path, "b")
    assert (stats["remote_corrupt_entries"], stats["compiles"], stats["remote_stores"]) == \
        (1, 1, 1)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "corrupt remote compile cache entry" in lines[0], err
    assert _command(redis_port, "GET", key) == good


def test_absent_server_is_one_warning(child_script, tmp_path):
    ok, why = tilec.library().remote_cache_supported()
    if not ok:
        pytest.skip(why)
    url = f"redis://127.0.0.1:{_free_port()}"
    start = time.monotonic()
    stats, err, _ = _cold_node(child_script, url, tmp_path, "a")
    assert time.monotonic() - start < 60  # bounded: a hang would time out
    assert stats["compiles"] == 1 and stats["remote_errors"] == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "remote compile cache" in lines[0] and \
        "cannot connect" in lines[0], err


NEGATE = """
import tilec
import tilec.language as tl

@tilec.jit
def negate_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, -tl.load(x_ptr + offs, mask=mask), mask=mask)
"""


def test_configure_cache_in_process(redis_port, tmp_path):
    # The kernel lives in its own file: the front end reads a kernel's whole
    # file, and this one has Python it does not parse.
    path = tmp_path / "negate.py"
    path.write_text(NEGATE)
    spec = importlib.util.spec_from_file_location("negate", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    lib = tilec.library()
    try:
        tilec.configure_cache(cache_dir="", remote_cache=f"redis://127.0.0.1:{redis_port}/1")
        assert lib.remote_cache() == f"redis://127.0.0.1:{redis_port}/1"
        x = np.arange(300, dtype=np.float32)
        out = np.full_like(x, np.nan)
        module.negate_kernel[(3,)](x, out, 300, BLOCK=128)
        assert np.array_equal(out, -x)
        stats = tilec.cache_stats()
        assert (stats["compiles"], stats["remote_stores"]) == (1, 1), stats
        assert b"db1:keys=1" in _command(redis_port, "INFO", "keyspace")
        tilec.configure_cache(remote_cache="")
        assert lib.remote_cache() == ""
    finally:
        tilec.configure_cache()
