"""Host-side tensor descriptors: `TensorDescriptor(base, shape, strides,
block_shape, padding)` and `TensorDescriptor.from_tensor(t, block_shape)`,
as triton.tools.tensor_descriptor has them, passed to a kernel whose
parameter reads it with `desc.load([i, j])` / `desc.store([i, j], v)`.

tilec passes a descriptor as its parts (signature entry
`tensordesc<fp16[64, 64]>`, docs/kernel-abi.md): the base pointer, the shape
(int32 each), the strides of every dimension but the last (int64) and whether
out-of-bounds elements read as NaN. The kernel code relies on what Triton's
descriptors require, so it is checked here: a 16-byte aligned base, leading
strides that are multiples of 16 bytes, a contiguous last dimension, block
dimensions that are powers of two. Triton's own TensorDescriptor objects
are accepted by tilec kernels as well (the same fields).
"""

from dataclasses import dataclass
from typing import Any, List

__all__ = ["TensorDescriptor"]


def _element_bytes(base):
    """Bytes per element of an array or tensor."""
    itemsize = getattr(getattr(base, "dtype", None), "itemsize", None)
    if itemsize is None and hasattr(base, "element_size"):
        itemsize = base.element_size()
    if itemsize is None:
        raise TypeError(f"TensorDescriptor: base {type(base).__name__} has no element size "
                        f"(expected a numpy array or a tensor)")
    return int(itemsize)


def _address(base):
    if hasattr(base, "data_ptr"):
        return base.data_ptr()
    ctypes_ = getattr(base, "ctypes", None)  # numpy
    if ctypes_ is not None:
        return ctypes_.data
    cai = getattr(base, "__cuda_array_interface__", None)
    if cai is not None:
        return int(cai["data"][0])
    raise TypeError(f"TensorDescriptor: cannot take the address of {type(base).__name__}")


def _is_floating(base):
    dt = base.dtype
    if hasattr(dt, "is_floating_point"):  # torch
        return bool(dt.is_floating_point)
    return getattr(dt, "kind", "") == "f"  # numpy


def check(desc, where="TensorDescriptor"):
    """Raises ValueError when `desc` (tilec's or Triton's descriptor) breaks
    a requirement tilec's code relies on."""
    shape, strides, block = list(desc.shape), list(desc.strides), list(desc.block_shape)
    rank = len(shape)
    if not 1 <= rank <= 5:
        raise ValueError(f"{where}: rank {rank}; descriptors have 1 to 5 dimensions")
    if len(strides) != rank or len(block) != rank:
        raise ValueError(f"{where}: shape {shape}, strides {strides} and block_shape "
                         f"{block} must have the same length")
    for b in block:
        if not isinstance(b, int) or b <= 0 or b & (b - 1):
            raise ValueError(f"{where}: block_shape {block}: dimensions must be powers of "
                             f"two")
    for n in shape:
        if not isinstance(n, int) or not 0 <= n < 2**31:
            raise ValueError(f"{where}: shape {shape}: dimensions must be int32 values >= 0")
    itemsize = _element_bytes(desc.base)
    if _address(desc.base) % 16:
        raise ValueError(f"{where}: the base must be 16-byte aligned")
    if strides[-1] != 1:
        raise ValueError(f"{where}: strides {strides}: the last dimension must be "
                         f"contiguous (stride 1)")
    for s in strides[:-1]:
        if (s * itemsize) % 16:
            raise ValueError(f"{where}: strides {strides}: every stride but the last must "
                             f"be a multiple of 16 bytes")
    padding = getattr(desc, "padding", "zero")
    if padding not in ("zero", "nan"):
        raise ValueError(f"{where}: padding {padding!r}; use 'zero' or 'nan'")
    if padding == "nan" and not _is_floating(desc.base):
        raise ValueError(f"{where}: padding 'nan' needs a floating-point tensor")


@dataclass
class TensorDescriptor:
    base: Any
    shape: List[int]
    strides: List[int]
    block_shape: List[int]
    padding: str = "zero"

    def __post_init__(self):
        self.shape = [int(n) for n in self.shape]
        self.strides = [int(s) for s in self.strides]
        self.block_shape = [int(b) for b in self.block_shape]
        check(self)

    @staticmethod
    def from_tensor(tensor: Any, block_shape: List[int], padding="zero"):
        """A descriptor of all of `tensor` (numpy array or tensor); strides in
        elements, as the kernel counts them."""
        if hasattr(tensor, "stride") and callable(tensor.stride):  # torch
            strides = list(tensor.stride())
        else:  # numpy: strides in bytes
            itemsize = _element_bytes(tensor)
            strides = [s // itemsize for s in tensor.strides]
        return TensorDescriptor(tensor, list(tensor.shape), strides, block_shape, padding)
