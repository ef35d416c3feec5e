"""pyarrow, imported on first use.

Importing pyarrow, pyarrow.compute and pyarrow.parquet costs about 0.4 s (numpy included), more
than everything else a read command does. Modules on the read path take ``pa``, ``pc`` and ``pq``
from here: the names behave as the modules do, and the import happens on the first attribute
access, so ``hcf documents`` or ``hcf conflicts`` never pay for it.

    from .arrow import pa, pc
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

__all__ = ["pa", "pc", "pq"]


class _Deferred:
    """A module that is imported when one of its attributes is first read."""

    def __init__(self, name: str) -> None:
        self._name = name

    def _module(self) -> ModuleType:
        return importlib.import_module(self._name)

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):
            raise AttributeError(attr)
        value = getattr(self._module(), attr)
        setattr(self, attr, value)  # the next read is a plain attribute
        return value

    def __repr__(self) -> str:
        return f"<deferred module {self._name}>"


if TYPE_CHECKING:
    import pyarrow as pa
    import pyarrow.compute as pc
    import pyarrow.parquet as pq
else:
    pa = _Deferred("pyarrow")
    pc = _Deferred("pyarrow.compute")
    pq = _Deferred("pyarrow.parquet")
