"""The Python module applies the command line's work and length limits before any work, and the
keywords max_work= and max_values= raise them as --max-work and --max-values do."""
import time

import pytest

import nimlab
from conftest import cli_error


def test_values_beyond_the_work_limit_are_refused_at_once():
    start = time.monotonic()
    # 64 splitting digits: about 9e12 steps for 2^28 values (tests/cli/work_limits.cpp), hours.
    code = "." + "7" * 64
    with pytest.raises(nimlab.Error) as refused:
        nimlab.values(octal=code, n=2**28)
    assert time.monotonic() - start < 5
    # The command line's message, its options written as the keywords that raise them.
    assert str(refused.value) == cli_error("values", "--octal", code, "-n",
                                           str(2**28)).replace("--max-work", "max_work")


def test_max_work_lowers_and_raises_the_limit():
    with pytest.raises(nimlab.Error, match="max_work raises it"):
        nimlab.values(octal=".354", n=100000, max_work=1000)
    assert len(nimlab.values(octal=".354", n=1000, max_work=10**9)) == 1000


def test_period_caps_its_prefix_to_the_work_limit():
    # .6 (Officers) has no known period: the cap, lowered to fit max_work, ends the search.
    small = nimlab.period(octal=".6", max_work=10**6)
    large = nimlab.period(octal=".6", max_work=10**8)
    assert not small["proven"] and not large["proven"]
    assert small["max_values"] < large["max_values"]
