"""pytest setup for the tilec package's tests: import the package from this
checkout (or from the release package $TILEC_TEST_PACKAGE names) and compile
into a fresh cache directory (the compiler's disk cache key does not see
uncommitted compiler changes)."""

import os
import sys
import tempfile
from pathlib import Path

# $TILEC_TEST_PACKAGE: test an unpacked release package's Python (and, through
# it, its libtilec.so) instead of this checkout's (bench/h200.sh --package).
_package = os.environ.get("TILEC_TEST_PACKAGE")
sys.path.insert(0, str(Path(_package) / "python" if _package else Path(__file__).resolve().parents[1]))
os.environ.setdefault("TILEC_CACHE_DIR", tempfile.mkdtemp(prefix="tilec-pytest-cache-"))
