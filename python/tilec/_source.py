"""The text tilec compiles for a jit function, wherever Python defined it.

tilec's front end compiles a whole module: the kernel, the jit functions it
calls and the module-level constexprs. For a function defined at a file's
module level that text is the file. For one defined anywhere else Triton
allows (inside a function or a test, closing over constexprs and jit helpers
of the enclosing scope; in a notebook cell or any source linecache holds),
the text is made from the same file (or cell) with every line number kept,
so diagnostics still name the user's lines:

- the enclosing top-level statement is blanked, except the kernel and the
  nested jit helpers it closes over, which are dedented where they stand (so
  only columns move: by the enclosing indentation);
- another module-level function of the same name is blanked (the nested one
  is the one meant);
- the values the kernel closes over (and, for a source that is not the whole
  module, such as a notebook cell, the globals it uses that the text does
  not bind) are appended after the last line as module-level constants, or,
  for jit functions defined elsewhere, as their source.

A value that cannot be a constexpr (an array, an object) is an error naming
it, and so is a closure variable that would change what another function of
the module sees under the same name.
"""

import ast
import inspect
import linecache
import textwrap
from pathlib import Path

from .errors import TilecError

_TL = "_tilec_tl"  # the alias the appended constants use for triton.language


def python_function(obj):
    """The Python function of a tilec or Triton jit function (else obj)."""
    for attr in ("__wrapped__", "fn"):
        inner = getattr(obj, attr, None)
        if inspect.isfunction(inner):
            return inner
    return obj


def _is_jit(obj):
    return not inspect.isfunction(obj) and inspect.isfunction(python_function(obj))


def _first_line(node):
    return node.decorator_list[0].lineno if node.decorator_list else node.lineno


def _find_def(tree, fn):
    """The FunctionDef of `fn` in `tree` (by name and first line), or None."""
    want = fn.__code__.co_firstlineno
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                node.name == fn.__name__ and _first_line(node) == want:
            return node
    return None


def _module_names(tree):
    """Names bound at module level (assignments, defs, imports)."""
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                names.add((a.asname or a.name).split(".")[0])
        else:
            for sub in ast.walk(node):
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                    names.add(sub.id)
    return names


def _constant_text(name, value, owner):
    """`value` as the compiler reads a module-level constant, or raises."""
    from .jit import constexpr_text  # jit imports this module
    if type(value).__name__ == "constexpr" and hasattr(value, "value"):
        value = value.value
    if isinstance(value, tuple):
        return "(" + "".join(_constant_text(name, v, owner) + ", " for v in value) + ")"
    try:
        text = constexpr_text(name, value)
    except TypeError:
        raise TilecError(
            f"tilec.jit: kernel '{owner}' uses '{name}', a {type(value).__name__}: a kernel "
            f"can close over (or, outside a file, use as globals) constexpr values only "
            f"(int, float, bool, None, str, tl dtypes, tuples of them) and jit "
            f"functions") from None
    return _TL + text[2:] if text.startswith("tl.") else text


def _used_names(fn):
    """The free names a function's code reads (nested code objects too)."""
    names, pending = set(), [fn.__code__]
    while pending:
        code = pending.pop()
        names.update(code.co_names)
        names.update(code.co_freevars)
        pending.extend(c for c in code.co_consts if inspect.iscode(c))
    return names


def source_path(fn):
    """Where diagnostics say `fn` is: its file, or the name linecache knows
    its source by (a notebook cell). Raises if Python kept no source."""
    filename = fn.__code__.co_filename
    path = inspect.getsourcefile(fn) or filename
    if Path(path).is_file():
        return str(Path(path).resolve())
    if linecache.getlines(filename):
        return filename
    raise TilecError(f"tilec.jit: the source of '{fn.__name__}' is not available "
                     f"(defined in a REPL, exec() or a zip without source); define it "
                     f"in a file or a notebook cell")


def kernel_source(fn):
    """The text (bytes) tilec compiles for the Python function `fn` of a
    kernel: its file, or the text made as the module docstring says."""
    filename = fn.__code__.co_filename
    path = inspect.getsourcefile(fn) or filename
    real_file = Path(path).is_file()
    nested = "<locals>" in fn.__qualname__ or fn.__closure__ is not None
    if real_file and not nested:
        return Path(path).read_bytes()
    source_path(fn)  # raises if there is none
    lines = linecache.getlines(filename)
    text = "".join(lines)
    try:
        tree = ast.parse(text)
    except SyntaxError as e:
        raise TilecError(f"tilec.jit: cannot parse the source of '{fn.__name__}' "
                         f"({filename}): {e}") from None
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    bound = _module_names(tree)

    # The kernel and the nested jit helpers it closes over, transitively.
    kept, pending, appended = {}, [fn], []
    constants = {}  # name -> (text, owner)
    while pending:
        f = pending.pop()
        node = _find_def(tree, f) if f.__code__.co_filename == filename else None
        if node is None:
            if f is fn:
                raise TilecError(f"tilec.jit: cannot find the definition of '{fn.__name__}' "
                                 f"in {filename}")
            appended.append(textwrap.dedent(inspect.getsource(f)))  # defined elsewhere
        elif f.__name__ not in kept:
            kept[f.__name__] = node
        cells = dict(zip(f.__code__.co_freevars, f.__closure__ or ()))
        for name in sorted(_used_names(f)):
            if name in cells:
                try:
                    value = cells[name].cell_contents
                except ValueError:  # an empty cell: bound after the definition
                    raise TilecError(f"tilec.jit: '{f.__name__}' closes over '{name}', "
                                     f"which has no value yet") from None
            elif not real_file and name in f.__globals__ and name not in bound:
                value = f.__globals__[name]   # a notebook cell's global from elsewhere
            else:
                continue
            if inspect.ismodule(value):
                continue
            if _is_jit(value):
                inner = python_function(value)
                if inner.__name__ != name:
                    raise TilecError(f"tilec.jit: '{f.__name__}' calls jit function "
                                     f"'{inner.__name__}' as '{name}'; call it by its own "
                                     f"name")
                pending.append(inner)
                continue
            text_value = _constant_text(name, value, f.__name__)
            if name in constants and constants[name][0] != text_value:
                raise TilecError(f"tilec.jit: '{name}' has two values in the scopes of "
                                 f"'{constants[name][1]}' and '{f.__name__}'")
            constants[name] = (text_value, f.__name__)

    # Closure values become module-level constants: refuse one that would
    # change what the module's own functions read under that name.
    for name, (value_text, owner) in constants.items():
        if name in bound and name in fn.__globals__:
            try:
                same = _constant_text(name, fn.__globals__[name], owner) == value_text
            except TilecError:
                same = False
            if not same:
                raise TilecError(
                    f"tilec.jit: '{owner}' closes over '{name}', which the module also "
                    f"binds to another value; tilec compiles the kernel with the module, so "
                    f"rename one of them")

    # Blank the top-level statements around nested kept functions, and other
    # module-level definitions of their names; dedent the kept ones in place.
    blank = [False] * len(lines)
    for node in tree.body:
        inner = [n for n in kept.values() if n is not node and
                 node.lineno <= n.lineno and n.end_lineno <= node.end_lineno]
        other_def = isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
            node.name in kept and kept[node.name] is not node
        if inner or other_def:
            for i in range(_first_line(node) - 1, node.end_lineno):
                blank[i] = True
    out = list(lines)
    for i, b in enumerate(blank):
        if b:
            out[i] = "\n"
    for node in kept.values():
        indent = node.col_offset
        for i in range(_first_line(node) - 1, node.end_lineno):
            line = lines[i]
            strip = len(line) - len(line.lstrip(" \t"))
            out[i] = line[min(indent, strip):]
    tail = [f"import triton.language as {_TL}\n"] if constants else []
    tail += [f"{name} = {value}\n" for name, (value, _) in sorted(constants.items())]
    for src in appended:
        tail += ["\n\n", src if src.endswith("\n") else src + "\n"]
    return ("".join(out) + "".join(tail)).encode()
