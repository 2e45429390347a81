"""pytest configuration of tilec's end-to-end tests (run: /usr/bin/python3 -m pytest test/e2e).

Finds the tilec binary ($TILEC_BIN, else build/bin/tilec under the repo root)
and skips every test here, with the reason, when it is missing. Each test that
uses the `rng` fixture gets fresh random data from a seed it prints; rerun a
failure with TILEC_E2E_SEED=<seed> to get the same data.
"""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tilec_run  # noqa: E402


def pytest_collection_modifyitems(config, items):
    if tilec_run.find_tilec() is not None:
        return
    where = os.environ.get("TILEC_BIN") or str(tilec_run.REPO_ROOT / "build" / "bin" / "tilec")
    skip = pytest.mark.skip(reason=f"tilec binary not found at {where} "
                                   "(build it, or point TILEC_BIN at one)")
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(skip)


def pytest_report_header(config):
    return [f"tilec: {tilec_run.find_tilec() or 'NOT FOUND'} (device {tilec_run.device()})"]


@pytest.fixture
def tilec_bin():
    return tilec_run.find_tilec()


@pytest.fixture
def rng(request):
    return tilec_run.seeded_rng(request)
