"""The public names are exactly the intended ones, and importing the package has no side effects."""

from __future__ import annotations

import subprocess
import sys
from types import ModuleType

import hcf_graph


def test_public_names_are_exported() -> None:
    exported = {
        name
        for name in dir(hcf_graph)
        if not name.startswith("_") and not isinstance(getattr(hcf_graph, name), ModuleType)
    } - {"annotations"}
    assert set(hcf_graph.__all__) - {"__version__"} == exported
    for name in hcf_graph.__all__:
        assert getattr(hcf_graph, name) is not None


def test_import_loads_no_engine_and_no_model() -> None:
    code = "import sys, hcf_graph; print(sorted(m for m in ('kuzu', 'ladybug', 'spacy', 'openai') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
