"""pytest setup for the tilec package's tests: import the package from this
checkout and compile into a fresh cache directory (the compiler's disk cache
key does not see uncommitted compiler changes)."""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("TILEC_CACHE_DIR", tempfile.mkdtemp(prefix="tilec-pytest-cache-"))
