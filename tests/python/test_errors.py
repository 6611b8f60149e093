"""Bad input raises nimlab.Error, a ValueError, with exactly the message the CLI prints."""
import pytest

import nimlab
from conftest import cli_error

# (function, keyword arguments, the same input on the command line)
BAD_INPUTS = [
    (nimlab.values, dict(octal=".8"), ["values", "--octal", ".8"]),
    (nimlab.values, dict(octal="77"), ["values", "--octal", "77"]),
    (nimlab.values, dict(subtract=[0, 2]), ["values", "--subtract", "0,2"]),
    (nimlab.values, dict(game="no-such-game"), ["values", "--game", "no-such-game"]),
    (nimlab.values, dict(game="nim"), ["values", "--game", "nim"]),
    (nimlab.values, dict(octal=".77", n=0), ["values", "--octal", ".77", "-n", "0"]),
    (nimlab.values, dict(octal=".77", subtract=[1]), ["values", "--octal", ".77", "--subtract", "1"]),
    (nimlab.values, dict(octal=".77", kind="colour"), ["values", "--octal", ".77", "--kind", "colour"]),
    (nimlab.values, dict(octal=".77", misere=True), ["values", "--octal", ".77", "--misere"]),
    (nimlab.values, dict(), ["values"]),
    (nimlab.period, dict(octal=".77", method="magic"), ["period", "--octal", ".77", "--method", "magic"]),
    (nimlab.period, dict(game="dawson", method="brent"), ["period", "--game", "dawson", "--method", "brent"]),
    (nimlab.period, dict(octal=".77", max_values=0), ["period", "--octal", ".77", "--max-values", "0"]),
    (nimlab.count, dict(tokens=0, piles=3), ["count", "--tokens", "0", "--piles", "3"]),
    (nimlab.count, dict(tokens=45), ["count", "--tokens", "45"]),
    (nimlab.count, dict(tokens=2, piles=3), ["count", "--tokens", "2", "--piles", "3"]),
    (nimlab.count, dict(heaps=[3, 2], game="kayles"), ["count", "--heaps", "3,2", "--game", "kayles"]),
    (nimlab.count, dict(table="9..3", piles=2), ["count", "--table", "9..3", "--piles", "2"]),
    (nimlab.solve, dict(heaps=[3, -1], game="nim"), ["solve", "--game", "nim", "--heaps", "3,-1"]),
    (nimlab.solve, dict(heaps=[3], game="nim", plus=["kayles"]),
     ["solve", "--game", "nim", "--heaps", "3", "--plus", "kayles"]),
]


@pytest.mark.parametrize("function,kwargs,cli_args", BAD_INPUTS,
                         ids=[" ".join(a) for _, _, a in BAD_INPUTS])
def test_message_of_the_cli(function, kwargs, cli_args):
    with pytest.raises(nimlab.Error) as raised:
        function(**kwargs)
    assert str(raised.value) == cli_error(*cli_args)


def test_error_is_a_value_error():
    assert issubclass(nimlab.Error, ValueError)
    with pytest.raises(ValueError):
        nimlab.period(subtract=[])


def test_unknown_keyword_is_a_type_error():
    with pytest.raises(TypeError):
        nimlab.values(octl=".77")
