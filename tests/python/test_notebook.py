"""examples/nimlab.ipynb runs top to bottom in a Jupyter kernel with this build's module, and shows
what it says: the certificate of .16 accepted by the checker (period 149459 from heap 105351,
Gangolli and Plambeck 1989), the graph drawn as SVG, the records plotted. Skipped where the
Jupyter tools are missing (scripts/setup.sh installs them)."""
import os

import pytest

from conftest import SOURCE_DIR

nbformat = pytest.importorskip("nbformat")
preprocessors = pytest.importorskip("nbconvert.preprocessors")
pytest.importorskip("ipykernel")
pytest.importorskip("matplotlib")


def outputs(notebook):
    """(output type, text, data keys) of every output of every code cell, in order."""
    for cell in notebook.cells:
        if cell.cell_type == "code":
            for o in cell.outputs:
                text = o.get("text") or o.get("data", {}).get("text/plain", "")
                yield o.output_type, str(text), set(o.get("data", {}))


def test_the_notebook_runs_top_to_bottom(monkeypatch):
    monkeypatch.setenv("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    examples = SOURCE_DIR / "examples"
    notebook = nbformat.read(examples / "nimlab.ipynb", as_version=4)
    assert all(not c.get("outputs") for c in notebook.cells if c.cell_type == "code"), \
        "the notebook is kept without outputs"
    preprocessors.ExecutePreprocessor(timeout=240, kernel_name="python3").preprocess(
        notebook, {"metadata": {"path": str(examples)}})
    seen = list(outputs(notebook))
    assert not [o for o in seen if o[0] == "error"]
    texts = "\n".join(text for _, text, _ in seen)
    assert "certificate OK: octal .16 grundy, preperiod 105351, period 149459" in texts
    assert "'period': 149459" in texts
    assert any("image/svg+xml" in keys for _, _, keys in seen)
    assert any("image/png" in keys for _, _, keys in seen)
    # Kayles (.77): the first values, Winning Ways ch. 4.
    assert "[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]" in texts
