"""nimlab from Python: values, periods, play counts and solved positions of impartial games.

Games are named with the keyword arguments the command line uses for its options:
``octal='.77'``, ``subtract=[1, 4, 9, 10]`` or ``game='kayles'`` (any name of ``nimlab games``),
with ``misere=True``, ``stuck='standard'|'draw'`` and ``kind='grundy'|'outcome'``.

    >>> import nimlab
    >>> nimlab.values(octal='.77', n=8)
    [0, 1, 2, 3, 1, 4, 3, 2]

``period`` and ``solve`` return the object ``nimlab period --json`` and ``nimlab solve --json``
print, as a dict with the same keys. Bad input raises ``nimlab.Error`` (a ``ValueError``) with
the command line's message; algorithms that disagree (the command line's exit status 3) raise
``nimlab.Disagreement``. The computation releases the GIL, so other Python threads run
meanwhile; it cannot be interrupted with Ctrl-C.
"""

import json

from . import _core

__all__ = ["Error", "Disagreement", "values", "period", "count", "solve", "games", "__version__"]
__version__ = _core.version

Error = _core.Error
Error.__module__ = __name__  # shown as nimlab.Error in tracebacks
Error.__doc__ = "Bad input, with the message the command line prints after 'nimlab: '."


class Disagreement(RuntimeError):
    """Two algorithms gave different answers; ``report`` holds what the command line prints."""

    def __init__(self, message, report):
        super().__init__(message)
        self.report = report


def _option(name, value):
    """The command line's form of one keyword argument: --name value, --flag, or nothing."""
    if value is None or value is False:
        return []
    flag = "--" + name.replace("_", "-")
    if value is True:
        return [flag]
    if isinstance(value, (list, tuple)):
        value = ",".join(str(v) for v in value)
    return [flag, str(value)]


def _game(octal, subtract, game, misere, stuck, kind, hex=None):
    return (_option("octal", octal) + _option("hex", hex) + _option("subtract", subtract) +
            _option("game", game) +
            _option("misere", misere) + _option("stuck", stuck) + _option("kind", kind))


def values(*, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None, kind=None,
           n=100, max_work=None):
    """The values v(0), ..., v(n-1) of a single-heap game: Grundy values as ints, outcomes as
    the letters 'P', 'N', 'D' (``nimlab values --json``'s "values"). A request whose work is
    estimated above ``max_work`` steps (default 2**36, as on the command line) raises Error
    before it starts."""
    args = (_game(octal, subtract, game, misere, stuck, kind, hex) + _option("count", n) +
            _option("max_work", max_work))
    return json.loads(_core.values(args))["values"]


def period(*, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None, kind=None,
           method=None, max_values=None, max_work=None):
    """The period and preperiod of a single-heap game, cross-checked by every finder, as the
    dict ``nimlab period --json`` prints (keys "period", "preperiod", "proof", "proven", ...).
    An unproven period comes back with "proven": False; finders that disagree raise
    Disagreement. The prefix is capped to fit ``max_work`` estimated steps (default 2**36, as on
    the command line); raise it, with ``max_values``, to go further."""
    args = (_game(octal, subtract, game, misere, stuck, kind, hex) + _option("method", method) +
            _option("max_values", max_values) + _option("max_work", max_work))
    report = json.loads(_core.period(args))
    if not report["agree"]:
        raise Disagreement("the period finders disagree", report)
    return report


def count(*, heaps=None, tokens=None, piles=None, table=None, ordered=False, game=None,
          subtract=None, rule=None, method=None, cross_check=None, backend=None):
    """The exact number of complete plays, as a Python int: of the position ``heaps``, or summed
    over the splits of ``tokens`` into ``piles`` non-empty heaps; with ``table=(a, b)`` (or
    'a..b') a dict {N: count} for N = a..b. The other counting method cross-checks the result
    as in ``nimlab count``; when the two disagree, Disagreement is raised."""
    if isinstance(table, (list, tuple)):
        table = "%s..%s" % tuple(table)
    args = (_option("heaps", heaps) + _option("tokens", tokens) + _option("piles", piles) +
            _option("table", table) + _option("ordered", ordered) + _option("game", game) +
            _option("subtract", subtract) + _option("rule", rule) + _option("method", method) +
            _option("cross_check", cross_check) + _option("backend", backend))
    text, disagreement = _core.count(args)
    report = json.loads(text)
    if disagreement:
        raise Disagreement(disagreement, report)
    if "rows" in report:
        return {row["tokens"]: int(row["plays"]) for row in report["rows"]}
    return int(report["plays"])


def solve(*, heaps, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None, plus=None):
    """Who wins a position, its nim-value and every winning move, as the dict
    ``nimlab solve --json`` prints. ``plus`` adds heaps of other games: a dict
    {game name: heaps} or a list of 'GAME=HEAPS' strings (``--plus``)."""
    args = _game(octal, subtract, game, misere, stuck, None, hex) + _option("heaps", heaps)
    if isinstance(plus, dict):
        plus = ["%s=%s" % (name, ",".join(str(h) for h in sizes)) for name, sizes in plus.items()]
    for term in plus or []:
        args += ["--plus", term]
    return json.loads(_core.solve(args))


def games():
    """The games ``game=`` accepts, as ``nimlab games --json`` lists them: dicts with "name",
    "shape" ('heap' or 'whole'), "description" and "source"."""
    return json.loads(_core.games())["games"]
