"""Errors speak Python: a wrong type raises TypeError naming the keyword; a bad value raises
nimlab.Error, a ValueError, with the command line's message in which every option of the call
is written as its keyword."""
import re

import pytest

import nimlab
from conftest import cli_error

# (function, keyword arguments, the same input on the command line, {option: keyword})
BAD_VALUES = [
    (nimlab.values, dict(octal=".8"), ["values", "--octal", ".8"], {}),
    (nimlab.values, dict(octal="77"), ["values", "--octal", "77"], {}),
    (nimlab.values, dict(subtract=[0, 2]), ["values", "--subtract", "0,2"], {}),
    (nimlab.values, dict(game="no-such-game"), ["values", "--game", "no-such-game"], {}),
    (nimlab.values, dict(game="moore:2"), ["values", "--game", "moore:2"], {}),
    (nimlab.values, dict(game="all-but:0"), ["values", "--game", "all-but:0"], {}),
    (nimlab.values, dict(game="all-but:"), ["values", "--game", "all-but:"], {}),
    (nimlab.values, dict(octal=".77", n=0), ["values", "--octal", ".77", "-n", "0"],
     {"--count": "n"}),
    (nimlab.values, dict(octal=".77", n=2**40), ["values", "--octal", ".77", "-n", "1099511627776"],
     {"--count": "n"}),
    (nimlab.values, dict(octal=".77", kind="colour"), ["values", "--octal", ".77", "--kind", "colour"], {}),
    (nimlab.values, dict(octal=".77", misere=True), ["values", "--octal", ".77", "--misere"], {}),
    (nimlab.period, dict(octal=".77", method="magic"), ["period", "--octal", ".77", "--method", "magic"], {}),
    (nimlab.period, dict(game="dawson", method="brent"), ["period", "--game", "dawson", "--method", "brent"], {}),
    (nimlab.period, dict(octal=".77", max_values=0), ["period", "--octal", ".77", "--max-values", "0"],
     {"--max-values": "max_values"}),
    (nimlab.count, dict(tokens=0, piles=3), ["count", "--tokens", "0", "--piles", "3"], {}),
    (nimlab.count, dict(tokens=45), ["count", "--tokens", "45"], {}),
    (nimlab.count, dict(heaps=[3, 2], game="kayles"), ["count", "--heaps", "3,2", "--game", "kayles"], {}),
    (nimlab.count, dict(table="9..3", piles=2), ["count", "--table", "9..3", "--piles", "2"], {}),
    (nimlab.solve, dict(heaps=[3, -1], game="nim"), ["solve", "--game", "nim", "--heaps", "3,-1"], {}),
    (nimlab.solve, dict(heaps=[3], game="nim", plus=["kayles"]),
     ["solve", "--game", "nim", "--heaps", "3", "--plus", "kayles"], {}),
]


def in_keywords(message, options):
    """The CLI's message with the options written as the keywords: those of the table as it
    says (--count as n), every other --some-option as some_option."""
    for option in sorted(options, key=len, reverse=True):
        message = re.sub(r"(?:-\w,)?%s(?![\w-])" % re.escape(option), options[option], message)
    return re.sub(r"(?<![\w-])--([a-z][a-z-]*)", lambda m: m.group(1).replace("-", "_"), message)


@pytest.mark.parametrize("function,kwargs,cli_args,options", BAD_VALUES,
                         ids=[" ".join(a) for _, _, a, _ in BAD_VALUES])
def test_value_errors_name_the_keyword(function, kwargs, cli_args, options):
    with pytest.raises(nimlab.Error) as raised:
        function(**kwargs)
    message = str(raised.value)
    assert message == in_keywords(cli_error(*cli_args), options)
    assert "--" not in message.split(":")[0], message


def test_the_count_message_in_python_terms():
    with pytest.raises(ValueError, match=r"^n: 0 is out of range \(expected 1 to \d+\)$"):
        nimlab.values(octal=".77", n=0)


# (function, keyword arguments, the keyword the TypeError must name)
WRONG_TYPES = [
    (nimlab.values, dict(octal=".77", n="12"), "n"),
    (nimlab.values, dict(octal=".77", n=12.0), "n"),
    (nimlab.values, dict(octal=".77", n=True), "n"),
    (nimlab.values, dict(octal=".77", misere="yes"), "misere"),
    (nimlab.values, dict(octal=77), "octal"),
    (nimlab.values, dict(subtract="1,4"), "subtract"),
    (nimlab.values, dict(subtract=[1, "4"]), "subtract item"),
    (nimlab.values, dict(game="kayles", kind=1), "kind"),
    (nimlab.period, dict(octal=".77", max_values="100"), "max_values"),
    (nimlab.count, dict(tokens=4.5, piles=2), "tokens"),
    (nimlab.count, dict(heaps=3), "heaps"),
    (nimlab.count, dict(tokens=10, piles=2, ordered=1), "ordered"),
    (nimlab.solve, dict(heaps=[3, 4], max_moves="2"), "max_moves"),
    (nimlab.solve, dict(heaps=[3, 4], plus="kayles=3"), "plus"),
]


@pytest.mark.parametrize("function,kwargs,keyword", WRONG_TYPES,
                         ids=["%s %s" % (f.__name__, k) for f, k, _ in WRONG_TYPES])
def test_wrong_types_are_type_errors_naming_the_keyword(function, kwargs, keyword):
    with pytest.raises(TypeError) as raised:
        function(**kwargs)
    assert "%s(): %s must be" % (function.__name__, keyword) in str(raised.value)


def test_numpy_integers_are_ints():
    numpy = pytest.importorskip("numpy")
    assert nimlab.values(octal=".77", n=numpy.int64(5)) == [0, 1, 2, 3, 1]


def test_a_game_is_needed_and_only_one():
    with pytest.raises(TypeError, match="needs a game"):
        nimlab.values()
    with pytest.raises(TypeError, match="one of octal=, hex=, subtract=, game=; got octal and subtract"):
        nimlab.values(octal=".77", subtract=[1])


def test_error_is_a_value_error():
    assert issubclass(nimlab.Error, ValueError)
    with pytest.raises(ValueError):
        nimlab.period(subtract=[])


def test_unknown_keyword_is_a_type_error():
    with pytest.raises(TypeError):
        nimlab.values(octl=".77")
