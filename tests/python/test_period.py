"""nimlab.period returns the object `nimlab period --json` prints, key by key, and the periods
known from the literature."""
import json

import pytest

import nimlab
from conftest import assert_same_object, cli_json, run_cli

# (keyword arguments of nimlab.period, the same game as CLI options)
GAMES = [
    (dict(octal=".77"), ["--octal", ".77"]),
    (dict(game="kayles"), ["--game", "kayles"]),
    (dict(octal=".137"), ["--octal", ".137"]),
    (dict(octal=".16"), ["--octal", ".16"]),
    (dict(octal=".77", kind="outcome"), ["--octal", ".77", "--kind", "outcome"]),
    (dict(subtract=[1, 4, 9, 10], misere=True), ["--subtract", "1,4,9,10", "--misere"]),
    (dict(subtract=[1, 6, 9], misere=True), ["--subtract", "1,6,9", "--misere"]),
    (dict(subtract=[2, 5, 7], kind="grundy"), ["--subtract", "2,5,7", "--kind", "grundy"]),
    (dict(subtract=[1, 2], stuck="draw"), ["--subtract", "1,2", "--stuck", "draw"]),
    (dict(game="dawson", method="suffix"), ["--game", "dawson", "--method", "suffix"]),
    # Not proven within 100 values: the CLI's "proven": false and the budget to continue with.
    (dict(octal=".16", max_values=100), ["--octal", ".16", "--max-values", "100"]),
    (dict(hex=".8"), ["--hex", ".8"]),
]


@pytest.mark.parametrize("kwargs,cli_args", GAMES, ids=[" ".join(a) for _, a in GAMES])
def test_same_object_as_the_cli(kwargs, cli_args):
    assert_same_object(nimlab.period(**kwargs), cli_json("period", *cli_args))


def test_kayles_period_12_from_71():
    # Guy and Smith (1956): Kayles' Grundy values have period 12 and the last exceptional
    # value at n = 70.
    p = nimlab.period(octal=".77")
    assert (p["period"], p["preperiod"], p["last_exceptional"]) == (12, 71, 70)
    assert p["proven"] and p["agree"] and p["proof"] == "octal-theorem"
    # The periodic part 4 1 2 8 1 4 7 2 1 8 2 7 runs from n = 72 (a multiple of 12), so the block
    # from n = 71 starts with G(71) = 7.
    assert p["block"] == [7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2]


def test_dawsons_chess_period_34():
    # Guy and Smith (1956): .137 (Dawson's chess) has period 34 and last exceptional value 51.
    p = nimlab.period(octal=".137")
    assert (p["period"], p["last_exceptional"]) == (34, 51)


def test_unproven_period_names_the_budget_to_continue():
    p = nimlab.period(octal=".16", max_values=100)
    assert p["proven"] is False
    assert p["continue_with_max_values"] == 200
    assert p["period"] is None and p["saltus"] is None and p["checked_up_to"] == 100
    # What 1000 values show is apart, labelled observed, and holds on those values.
    q = nimlab.period(octal=".16", max_values=1000)
    assert q["period"] is None and q["observed"]["values"] == 1000
    o = q["observed"]
    v = nimlab.values(octal=".16", n=1000)
    assert all(v[n + o["period"]] == v[n] + o["saltus"] for n in range(o["preperiod"], 1000 - o["period"]))


def test_arithmetic_period_of_dot_eight():
    # .8 (take one token, leave three heaps) is 0 0 0 0 1 1 1 2 2 2 ...: G(n + 3) = G(n) + 1 for
    # n >= 1 (Howse and Nowakowski 2004), proven by nimlab's arithmetic-periodicity theorem.
    p = nimlab.period(hex=".8")
    assert (p["period"], p["preperiod"], p["saltus"]) == (3, 1, 1)
    assert p["proven"] and p["proof"] == "hex-arithmetic-theorem"
    assert nimlab.period(octal=".77")["saltus"] == 0


def test_certificate_checked_by_the_independent_checker(tmp_path):
    # .16: period 149459 from heap 105351 (Gangolli and Plambeck 1989). The text is the one the
    # command line writes; the checker accepts it, and refuses it with the period changed.
    text = nimlab.certificate(octal=".16")
    assert run_cli("period", "--octal", ".16", "--certificate", str(tmp_path / "cli.json"))[0] == 0
    assert text == (tmp_path / "cli.json").read_text()
    (tmp_path / "c.json").write_text(text)
    verdict = nimlab.check(tmp_path / "c.json")
    assert verdict["verdict"] == "ok" and verdict["period"] == 149459
    wrong = json.loads(text)
    wrong["period"] = 149458
    (tmp_path / "wrong.json").write_text(json.dumps(wrong, sort_keys=True, separators=(",", ":")) + "\n")
    assert nimlab.check(tmp_path / "wrong.json")["verdict"] == "fails"
    (tmp_path / "empty.json").write_text("{}")
    with pytest.raises(nimlab.Error, match=r"^path: "):
        nimlab.check(tmp_path / "empty.json")
    with pytest.raises(nimlab.Error, match=r"^path: cannot read .*none\.json \(no such file\)$"):
        nimlab.check(tmp_path / "none.json")
    with pytest.raises(nimlab.Error, match="no certificate for grundy"):
        nimlab.certificate(game="grundy")
