"""examples/nimlab.ipynb runs top to bottom in a Jupyter kernel, from its own folder with this
build's module and from another folder with the module installed by `cmake --install`, and shows
what it says: the certificate of .16 accepted by the checker (period 149459 from heap 105351,
Gangolli and Plambeck 1989), the graph drawn as SVG, the records plotted. Skipped where the
Jupyter tools are missing (scripts/setup.sh installs them)."""
import os
import pathlib
import shutil
import subprocess
import sysconfig

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


def run_notebook(folder):
    """Executes the notebook as if opened in `folder`, and checks what it shows."""
    notebook = nbformat.read(SOURCE_DIR / "examples" / "nimlab.ipynb", as_version=4)
    assert all(not c.get("outputs") for c in notebook.cells if c.cell_type == "code"), \
        "the notebook is kept without outputs"
    preprocessors.ExecutePreprocessor(timeout=240, kernel_name="python3").preprocess(
        notebook, {"metadata": {"path": str(folder)}})
    seen = list(outputs(notebook))
    assert not [o for o in seen if o[0] == "error"]
    texts = "\n".join(text for _, text, _ in seen)
    assert "{'verdict': 'ok', 'preperiod': 105351, 'period': 149459}" in texts
    assert "'period': 149459" in texts
    assert any("image/svg+xml" in keys for _, _, keys in seen)
    assert any("image/png" in keys for _, _, keys in seen)
    # Kayles (.77): the first values, Winning Ways ch. 4.
    assert "[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]" in texts


def test_the_notebook_runs_in_its_folder_with_the_build_tree(monkeypatch):
    monkeypatch.setenv("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    run_notebook(SOURCE_DIR / "examples")


def test_the_notebook_runs_elsewhere_with_the_installed_module(monkeypatch, tmp_path):
    build = pathlib.Path(os.environ["NIMLAB_BUILD_DIR"])
    prefix = tmp_path / "prefix"
    subprocess.run([os.environ.get("NIMLAB_CMAKE", "cmake"), "--install", str(build), "--prefix",
                    str(prefix)], check=True, capture_output=True, timeout=120)
    site = sysconfig.get_path("platlib", "posix_prefix",
                              {"base": str(prefix), "platbase": str(prefix)})
    # Only the installed programs: no build tree on the paths, nimlab-check found in bin/.
    monkeypatch.setenv("PYTHONPATH", site)
    monkeypatch.setenv("PATH", str(prefix / "bin") + os.pathsep + os.environ.get("PATH", ""))
    monkeypatch.setenv("PYDEVD_DISABLE_FILE_VALIDATION", "1")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.copy(SOURCE_DIR / "examples" / "nimlab.ipynb", elsewhere)
    run_notebook(elsewhere)
