"""The README's Python command and session, run as written."""
import ast
import doctest
import os
import pathlib
import re
import subprocess
import sys

from conftest import SOURCE_DIR

README = (SOURCE_DIR / "README.md").read_text()
BUILD_DIR = pathlib.Path(os.environ.get("NIMLAB_BUILD_DIR", SOURCE_DIR / "build"))


def test_the_readme_command_prints_period_12_and_preperiod_71(tmp_path):
    # The line as the README shows it, run from a folder whose build/ is this build, with
    # python3 the interpreter the module was built for.
    line = next(l for l in README.splitlines()
                if "import nimlab; print(nimlab.period(octal='.77'))" in l)
    assert line.startswith("PYTHONPATH=build/python python3 -c ")
    (tmp_path / "build").symlink_to(BUILD_DIR)
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "python3").symlink_to(sys.executable)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PATH"] = str(tmp_path / "bin") + os.pathsep + env.get("PATH", "")
    done = subprocess.run(["sh", "-c", line], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    printed = ast.literal_eval(done.stdout)
    assert (printed["period"], printed["preperiod"]) == (12, 71)


def test_the_readme_session():
    sessions = [block for block in re.findall(r"```python\n(.*?)```", README, re.S)
                if ">>>" in block]
    assert len(sessions) == 1
    test = doctest.DocTestParser().get_doctest(sessions[0], {}, "README", "README.md", 0)
    assert len(test.examples) >= 5
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
