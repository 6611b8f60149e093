"""nimlab from Python: values, periods, play counts and solved positions of impartial games.

Games are named with the keyword arguments the command line uses for its options:
``octal='.77'``, ``subtract=[1, 4, 9, 10]`` or ``game='kayles'`` (any name of ``nimlab games``,
``game='all-but:2,3'`` among them: remove any number of tokens but 2 and 3),
with ``misere=True``, ``stuck='standard'|'draw'`` and ``kind='grundy'|'outcome'`` (default:
Grundy values under normal play with the standard stuck rule, where they exist; outcomes
otherwise).

    >>> import nimlab
    >>> nimlab.values(octal='.77', n=8)
    [0, 1, 2, 3, 1, 4, 3, 2]

``values`` returns a list; ``values_array`` the same values as a numpy array (numpy needed).
``period`` and ``solve`` return the object ``nimlab period --json`` and ``nimlab solve --json``
print, as a dict with the same keys; ``certificate`` the text ``nimlab period --certificate``
writes, for the checker ``nimlab-check``.

Errors speak Python: an argument of the wrong type raises ``TypeError`` naming the keyword
(``n='12'``, ``misere='yes'``), a bad value raises ``nimlab.Error`` (a ``ValueError``) whose
message starts with the keyword (``n: 0 is out of range (expected 1 to 268435456)``);
algorithms that disagree (the command line's exit status 3) raise ``nimlab.Disagreement``.

The computation releases the GIL, so other Python threads run meanwhile. Ctrl-C (SIGINT)
interrupts the long computations, the values of games that split heaps and the periods found
from them, within a fraction of a second (the signal is looked at every 4096 heaps), raising
``KeyboardInterrupt``; the shorter computations of other games finish first.
"""

# Imported under private names, so that dir(nimlab) lists the module's own names only.
import json as _json
import operator as _operator
import re as _re

from . import _core

__all__ = ["Error", "Disagreement", "values", "values_array", "period", "certificate", "count",
           "solve", "graph", "automaton", "check", "games", "__version__"]
__version__ = _core.version

Error = _core.Error
Error.__module__ = __name__  # shown as nimlab.Error in tracebacks
Error.__doc__ = "Bad input (a ValueError): the message starts with the keyword it is about."


class Disagreement(RuntimeError):
    """Two algorithms gave different answers; ``report`` holds what the command line prints."""

    def __init__(self, message, report):
        super().__init__(message)
        self.report = report


# Argument checks, in Python's terms: each returns the command line's text of the value.

def _type_error(function, keyword, expected, value):
    return TypeError("%s(): %s must be %s, not %s" % (function, keyword, expected,
                                                       type(value).__name__))


def _int_text(function, keyword, value):
    if isinstance(value, bool):
        raise _type_error(function, keyword, "an int", value)
    try:
        return str(_operator.index(value))  # ints and numpy's integers; no str, no float
    except TypeError:
        raise _type_error(function, keyword, "an int", value) from None


def _ints_text(function, keyword, value):
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise _type_error(function, keyword, "a list of ints", value)
    return ",".join(_int_text(function, keyword + " item", v) for v in value)


def _str_text(function, keyword, value):
    if not isinstance(value, str):
        raise _type_error(function, keyword, "a str", value)
    return value


def _flag(function, keyword, value):
    if not isinstance(value, bool):
        raise _type_error(function, keyword, "True or False", value)
    return value


class _Arguments:
    """The command line's options of one call, and the keyword each option came from, so that
    an error of the command line's parser names the keyword instead of the option."""

    def __init__(self, function):
        self.function = function
        self.args = []
        self.keywords = {}

    def add(self, keyword, value, check, option=None):
        if value is None:
            return self
        option = option or "--" + keyword.replace("_", "-")
        self.keywords[option] = keyword
        if check is _flag:
            if _flag(self.function, keyword, value):
                self.args.append(option)
        else:
            self.args += [option, check(self.function, keyword, value)]
        return self

    def position(self, heaps, plus):
        """--heaps and, for each term of ``plus``, --plus: the position of solve, graph and
        automaton."""
        self.add("heaps", heaps, _ints_text)
        if plus is not None:
            self.keywords["--plus"] = "plus"
            for term in _plus_terms(self.function, plus):
                self.args += ["--plus", term]
        return self

    def game(self, octal, hex, subtract, game, misere, stuck, kind, required=True):
        given = [k for k, v in (("octal", octal), ("hex", hex), ("subtract", subtract),
                                ("game", game)) if v is not None]
        if len(given) > 1:
            raise TypeError("%s() takes one of octal=, hex=, subtract=, game=; got %s" %
                            (self.function, " and ".join(given)))
        if required and not given:
            raise TypeError("%s() needs a game: octal=, hex=, subtract= or game= (see "
                            "nimlab.games())" % self.function)
        return (self.add("octal", octal, _str_text).add("hex", hex, _str_text)
                .add("subtract", subtract, _ints_text).add("game", game, _str_text)
                .add("misere", misere, _flag).add("stuck", stuck, _str_text)
                .add("kind", kind, _str_text))

    def call(self, core_function):
        return self.call_with(core_function)

    def call_with(self, core_function, *extra):
        try:
            return core_function(self.args + list(extra))
        except Error as e:
            raise Error(self.in_keywords(str(e))) from None

    def in_keywords(self, message):
        """The message with each option written as its keyword: those of this call as they were
        given (--count as n), any other --some-option as some_option."""
        for option, keyword in sorted(self.keywords.items(), key=lambda o: -len(o[0])):
            message = _re.sub(r"(?:-\w,)?%s(?![\w-])" % _re.escape(option), keyword, message)
        return _re.sub(r"(?<![\w-])--([a-z][a-z-]*)",
                      lambda m: m.group(1).replace("-", "_"), message)


def values(*, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None, kind=None,
           n=100, max_work=None, threads=None):
    """The values v(0), ..., v(n-1) of a single-heap game: Grundy values as ints, outcomes as
    the letters 'P', 'N', 'D' (``nimlab values --json``'s "values"). Heap games known by name
    (``game='lasker'``, ``'powers:2'``, ``'divisors'``, ...) give their Grundy values and
    normal-play outcomes. A request whose work is estimated above ``max_work`` steps (default
    2**41, about an hour, as on the command line) raises Error before it starts. Games that split heaps use
    ``threads`` threads (default: every core; the values do not depend on it)."""
    a = _Arguments("values").game(octal, hex, subtract, game, misere, stuck, kind)
    a.add("n", n, _int_text, "--count").add("max_work", max_work, _int_text)
    a.add("threads", threads, _int_text)
    return _json.loads(a.call(_core.values))["values"]


def values_array(**arguments):
    """values(**arguments) as a numpy array: dtype uint32 for Grundy values, the one-letter
    strings 'P', 'N', 'D' (dtype '<U1') for outcomes. Needs numpy for the interpreter that runs
    the module (Debian's python3: python3-numpy)."""
    try:
        import numpy
    except ImportError:
        import sys

        # The module is built for one interpreter (Debian's /usr/bin/python3 unless the build
        # chose another); another python3 first on PATH may lack numpy.
        raise ImportError("values_array() needs numpy, which %s (Python %d.%d) cannot import; "
                          "install numpy for it (Debian: apt install python3-numpy, for "
                          "/usr/bin/python3), or run the interpreter the module is built for "
                          "(see the README, Python)"
                          % (sys.executable, *sys.version_info[:2])) from None

    v = values(**arguments)
    if v and isinstance(v[0], str):
        return numpy.array(v, dtype="<U1")
    return numpy.array(v, dtype=numpy.uint32)


def period(*, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None, kind=None,
           method=None, max_values=None, max_work=None, threads=None):
    """The period, preperiod and saltus of a single-heap game, cross-checked by every finder, as
    the dict ``nimlab period --json`` prints (keys "period", "preperiod", "saltus", "proof",
    "proven", ...; "saltus" is 0 for a period, the growth per period of an arithmetic one).
    Nothing proven comes back with "proven": False, "period": None and what the values show in
    "observed"; finders that disagree raise
    Disagreement. The prefix is capped to fit ``max_work`` estimated steps (default, as on the
    command line, 2**36, minutes, or 2**41, about an hour, when ``max_values`` is given), and a game that splits heaps stops when its measured work passes it (the
    dict then has "work_limit_reached"); raise it, with ``max_values``, to go further. Games that
    split heaps use ``threads`` threads (default: every core; the answer does not depend on it)."""
    a = _Arguments("period").game(octal, hex, subtract, game, misere, stuck, kind)
    a.add("method", method, _str_text).add("max_values", max_values, _int_text)
    a.add("max_work", max_work, _int_text).add("threads", threads, _int_text)
    report = _json.loads(a.call(_core.period))
    if not report["agree"]:
        raise Disagreement("the period finders disagree", report)
    return report


def certificate(*, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None,
                kind=None, method=None, max_values=None, max_work=None, threads=None):
    """The certificate of the proven period, as the text ``nimlab period --certificate`` writes
    (one line of canonical JSON): write it to a file as it is and check it with the independent
    checker ``nimlab-check FILE``; ``_json.loads`` gives the dict. The keywords are those of
    ``period``; Error when the finders disagree, when the period is not proven within the budget,
    or when the game has no certificate (moves beyond octal codes)."""
    a = _Arguments("certificate").game(octal, hex, subtract, game, misere, stuck, kind)
    a.add("method", method, _str_text).add("max_values", max_values, _int_text)
    a.add("max_work", max_work, _int_text).add("threads", threads, _int_text)
    return a.call(_core.certificate)


def _checker():
    """The independent checker program: on PATH, else beside this package in an installed prefix
    (bin/) or in the build tree (proofs/)."""
    import pathlib
    import shutil

    found = shutil.which("nimlab-check")
    if found:
        return found
    here = pathlib.Path(__file__).resolve().parent
    for candidate in (here.parents[3] / "bin" / "nimlab-check" if len(here.parents) > 3 else None,
                      here.parents[1] / "proofs" / "nimlab-check"):
        if candidate is not None and candidate.is_file():
            return str(candidate)
    raise FileNotFoundError("nimlab-check, the certificate checker, is not on PATH, nor installed "
                            "beside this package")


def check(path):
    """Checks the certificate file at ``path`` with the independent checker ``nimlab-check`` (a
    separate program that shares no code with nimlab's finders) and returns its verdict as the
    dict ``nimlab-check --json`` prints ("verdict": "ok" or "fails", with the claim). Error for
    a file that is no certificate (the checker's exit status 2)."""
    import os
    import subprocess

    if not isinstance(path, (str, os.PathLike)):
        raise _type_error("check", "path", "a str or path", path)
    done = subprocess.run([_checker(), "--json", os.fspath(path)], capture_output=True, text=True)
    if done.returncode == 2:
        raise Error("path: " + done.stderr.strip().removeprefix("nimlab-check: "))
    if done.returncode not in (0, 3):
        raise RuntimeError("nimlab-check failed (exit %d): %s" % (done.returncode, done.stderr))
    return _json.loads(done.stdout)


def _table_text(function, keyword, value):
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return "%s..%s" % tuple(_int_text(function, keyword + " item", v) for v in value)
    raise _type_error(function, keyword, "a pair (a, b) of ints or the text 'a..b'", value)


def count(*, heaps=None, tokens=None, piles=None, table=None, ordered=False, game=None,
          subtract=None, rule=None, method=None, cross_check=None, backend=None):
    """The exact number of complete plays, as a Python int: of the position ``heaps``, or summed
    over the splits of ``tokens`` into ``piles`` non-empty heaps; with ``table=(a, b)`` (or
    'a..b') a dict {N: count} for N = a..b. The other counting method cross-checks the result
    as in ``nimlab count``; when the two disagree, Disagreement is raised."""
    a = _Arguments("count")
    (a.add("heaps", heaps, _ints_text).add("tokens", tokens, _int_text)
     .add("piles", piles, _int_text).add("table", table, _table_text)
     .add("ordered", ordered, _flag).add("game", game, _str_text)
     .add("subtract", subtract, _ints_text).add("rule", rule, _str_text)
     .add("method", method, _str_text).add("cross_check", cross_check, _str_text)
     .add("backend", backend, _str_text))
    text, disagreement = a.call(_core.count)
    report = _json.loads(text)
    if disagreement:
        raise Disagreement(disagreement, report)
    if "rows" in report:
        return {row["tokens"]: int(row["plays"]) for row in report["rows"]}
    return int(report["plays"])


def _plus_terms(function, plus):
    if isinstance(plus, dict):
        return ["%s=%s" % (_str_text(function, "plus key", name),
                           _ints_text(function, "plus value", sizes))
                for name, sizes in plus.items()]
    if isinstance(plus, (list, tuple)):
        return [_str_text(function, "plus item", term) for term in plus]
    raise _type_error(function, "plus", "a dict {game: heaps} or a list of 'GAME=HEAPS'", plus)


def solve(*, heaps, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None,
          plus=None, max_moves=None):
    """Who wins a position, its nim-value and its winning moves, as the dict
    ``nimlab solve --json`` prints; the game is Nim unless one is named. ``plus`` adds heaps of
    other games: a dict {game name: heaps} or a list of 'GAME=HEAPS' strings (``--plus``).
    "winning_moves" lists every winning move, or the first ``max_moves`` of them;
    "winning_move_count" counts them all. "method" names the route that answered: misère sums
    of one octal code or subtraction set whose heaps are not all tame go through the misère
    quotient Q_n, n the largest heap (up to 32; "quotient" gives n, the order and |P|), for
    positions of any size, up to 10**6 heaps; "note" says why a route was passed over."""
    a = _Arguments("solve").game(octal, hex, subtract, game, misere, stuck, None,
                                 required=False)
    a.position(heaps, plus).add("max_moves", max_moves, _int_text)
    return _json.loads(a.call(_core.solve))


def graph(*, heaps, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None,
          plus=None, unordered=False, tree=False, max_nodes=None, labels=None, as_dict=False):
    """The game graph of a position (Nim unless a game is named) as Graphviz DOT text, nodes
    labelled V (the player to move loses), W (every move wins), W* (some move wins, some loses)
    and D (a draw), or with ``labels='outcome'`` P (the player to move loses), N and D; winning
    moves red; ``as_dict=True`` gives the dict ``nimlab graph --json`` prints instead (both
    labels of every node). ``tree=True`` unfolds it into the game tree; ``unordered=True`` treats
    the heaps as a multiset; more than ``max_nodes`` nodes (default 1000) raise Error."""
    a = _Arguments("graph").game(octal, hex, subtract, game, misere, stuck, None, required=False)
    a.position(heaps, plus).add("max_nodes", max_nodes, _int_text)
    a.add("unordered", unordered, _flag).add("tree", tree, _flag)
    a.add("labels", labels, _str_text)
    if _flag("graph", "as_dict", as_dict):
        return _json.loads(a.call_with(_core.graph, "--json"))
    return a.call(_core.graph)


def automaton(*, heaps, octal=None, hex=None, subtract=None, game=None, misere=False, stuck=None,
              plus=None, max_states=None):
    """The smallest strategy automaton with which player Two wins from a position (Nim unless a
    game is named), as the dict ``nimlab automaton --json`` prints: "states" (None when there is
    none within ``max_states``, default 16, or when One wins), "minimal", "refuted" (the smaller
    sizes refuted by exhaustive search), "automaton" and "check" (every play of One, checked
    independently). Disagreement when the search and its cross-checks disagree."""
    a = _Arguments("automaton").game(octal, hex, subtract, game, misere, stuck, None,
                                     required=False)
    a.position(heaps, plus).add("max_states", max_states, _int_text)
    text, disagreement = a.call(_core.automaton)
    report = _json.loads(text)
    if disagreement:
        raise Disagreement(disagreement, report)
    return report


def games():
    """The games ``game=`` accepts, as ``nimlab games --json`` lists them: dicts with "name",
    "shape" ('heap' or 'whole'), "description" and "source"."""
    return _json.loads(_core.games())["games"]
