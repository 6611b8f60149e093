"""Shared helpers of the Python module's tests: where the CLI and the source tree are (set by
ctest, see CMakeLists.txt), and the CLI's --json output and error messages to compare with."""
import json
import os
import pathlib
import re
import subprocess

import pytest

CLI = os.environ.get("NIMLAB_BINARY", "nimlab")
SOURCE_DIR = pathlib.Path(os.environ.get("NIMLAB_SOURCE_DIR", pathlib.Path(__file__).parents[2]))


def run_cli(*args):
    """The CLI's (exit status, stdout, stderr)."""
    done = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def cli_json(*args):
    """The object `nimlab ARGS --json` prints (the command must succeed)."""
    code, out, err = run_cli(*args, "--json")
    assert code == 0, err
    return json.loads(out)


def cli_error(*args):
    """The message the CLI prints for bad input, without 'nimlab: ' and the pointer to the
    subcommand's --help (exit status 2)."""
    code, out, err = run_cli(*args)
    assert code == 2 and out == "", (code, out, err)
    assert err.startswith("nimlab: ") and err.endswith("\n") and err.count("\n") == 1, err
    return re.sub(r" \(see nimlab [a-z ]*--help\)$", "", err[len("nimlab: "):-1])


def assert_same_object(python_dict, cli_dict):
    """The same keys, and the same value under each key."""
    assert sorted(python_dict) == sorted(cli_dict)
    for key in cli_dict:
        assert python_dict[key] == cli_dict[key], key


@pytest.fixture
def source_dir():
    return SOURCE_DIR
