"""Exceptions raised by the tilec package."""

import re

_LOCATION = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: (?P<msg>.*)$",
                       re.MULTILINE)


class TilecError(RuntimeError):
    """A failure reported by tilec's C library."""


class CompilationError(TilecError):
    """A kernel that does not compile. str() is the compiler's diagnostic:
    `file:line:col: error: ...`, the source line and a caret. `filename`,
    `lineno`, `col` and `error` are those of the first located error (None
    when the message has no location)."""

    def __init__(self, message):
        super().__init__(message)
        m = _LOCATION.search(message)
        self.filename = m.group("file") if m else None
        self.lineno = int(m.group("line")) if m else None
        self.col = int(m.group("col")) if m else None
        self.error = m.group("msg") if m else message


class LaunchError(TilecError):
    """A launch the runtime refused, or a fault the interpreter found (an
    out-of-bounds access names the op's file:line:col)."""


class LibraryNotFoundError(ImportError):
    """libtilec.so (or libtilec_rt.so) could not be found or loaded."""
