"""Ctrl-C interrupts a long computation: SIGINT sent during a call raises KeyboardInterrupt well
before the computation would have ended, and the module works normally afterwards."""
import os
import signal
import threading
import time

import pytest

import nimlab

# Grundy values of .007 (take 3, leaving 0, 1 or 2 heaps): not sparse, so every split of every
# heap is looked at, O(n^2): tens of seconds for this many heaps.
LONG = dict(octal=".007", n=400000)


def interrupted_after(seconds, call):
    """(exception raised, seconds the call took) with SIGINT sent to this process after
    `seconds`."""
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        call()
        raised = None
    except KeyboardInterrupt as e:
        raised = e
    finally:
        timer.cancel()
    return raised, time.monotonic() - start


def test_values_are_interrupted():
    # The same request, uninterrupted, takes far longer than the bound below (checked first on
    # a shorter prefix: a tenth of the heaps take a hundredth of the time, O(n^2)).
    start = time.monotonic()
    nimlab.values(octal=".007", n=LONG["n"] // 10)
    tenth = time.monotonic() - start
    raised, took = interrupted_after(0.5, lambda: nimlab.values(**LONG))
    assert isinstance(raised, KeyboardInterrupt)
    assert took < 0.5 + 50 * tenth, (took, tenth)  # far from the uninterrupted call's ~100 * tenth
    assert nimlab.values(octal=".77", n=5) == [0, 1, 2, 3, 1]


def test_period_is_interrupted():
    # .007 up to 300000 values: (300000 / 40000)^2 = 56 times the tenth of LONG measured above,
    # minutes; the work estimate first computes up to 2^16 values uninterrupted (seconds), then
    # the values are computed with the signal looked at every 4096 heaps.
    start = time.monotonic()
    nimlab.values(octal=".007", n=40000)
    part = time.monotonic() - start
    raised, took = interrupted_after(0.5, lambda: nimlab.period(octal=".007", max_values=300000))
    assert isinstance(raised, KeyboardInterrupt)
    assert took < 0.5 + 4 * part + 2.0, (took, part)  # the probe: 2^16 values, ~2.7 * part
    assert nimlab.period(octal=".77")["period"] == 12


def test_other_handlers_run_too():
    # A handler that raises something else: that exception comes back unchanged.
    class Stop(Exception):
        pass

    def handler(signum, frame):
        raise Stop()

    previous = signal.signal(signal.SIGINT, handler)
    try:
        raised = None
        timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
        timer.start()
        with pytest.raises(Stop):
            nimlab.values(**LONG)
        timer.cancel()
    finally:
        signal.signal(signal.SIGINT, previous)
