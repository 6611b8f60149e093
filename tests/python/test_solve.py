"""nimlab.solve returns the object `nimlab solve --json` prints, and Bouton's theorem holds."""
import functools

import pytest

import nimlab
from conftest import assert_same_object, cli_json, run_cli

POSITIONS = [
    (dict(heaps=[3, 4, 5], game="nim"), ["--game", "nim", "--heaps", "3,4,5"]),
    (dict(heaps=[5, 7], octal=".77", misere=True), ["--octal", ".77", "--heaps", "5,7", "--misere"]),
    (dict(heaps=[5], game="kayles", plus={"subtract:1,2": [3], "nim": [6]}),
     ["--game", "kayles", "--heaps", "5", "--plus", "subtract:1,2=3", "--plus", "nim=6"]),
    (dict(heaps=[4, 4], game="misere-nim"), ["--game", "misere-nim", "--heaps", "4,4"]),
    (dict(heaps=[2, 3], subtract=[1, 2], stuck="draw"),
     ["--subtract", "1,2", "--heaps", "2,3", "--stuck", "draw"]),
    (dict(heaps=[1] * 1500 + [6, 7], octal=".77", misere=True, max_moves=3),
     ["--octal", ".77", "--heaps", "1x1500,6,7", "--misere", "--max-moves", "3"]),
]


@pytest.mark.parametrize("kwargs,cli_args", POSITIONS, ids=[" ".join(a) for _, a in POSITIONS])
def test_same_object_as_the_cli(kwargs, cli_args):
    assert_same_object(nimlab.solve(**kwargs), cli_json("solve", *cli_args))


@functools.lru_cache(maxsize=None)
def nim_wins(position):
    """True when the player to move wins Nim from `position` (sorted), by search."""
    return any(not nim_wins(tuple(sorted(position[:i] + (k,) + position[i + 1:])))
               for i, h in enumerate(position) for k in range(h))


def test_nim_against_search():
    for heaps in [(3, 4, 5), (1, 2, 3), (6, 6), (2, 5, 7, 9), (7,)]:
        answer = nimlab.solve(heaps=list(heaps), game="nim")
        wins = nim_wins(tuple(sorted(heaps)))
        assert answer["outcome"] == ("N" if wins else "P")
        # Every winning move leaves a position lost for the opponent, and every such move is
        # listed (a heap taken whole is no longer shown).
        leaves = sorted(tuple(m["leaves"]) for m in answer["winning_moves"])
        expected = sorted(tuple(x for x in heaps[:i] + (k,) + heaps[i + 1:] if x)
                          for i, h in enumerate(heaps)
                          for k in range(h)
                          if not nim_wins(tuple(sorted(heaps[:i] + (k,) + heaps[i + 1:]))))
        assert leaves == expected


def test_misere_quotient_route():
    """Kayles heaps of 6 and 7 are wild; a heap of 1 is its own inverse in Kayles's quotient, so
    the outcome depends on the parity of the ones (checked against brute force in the C++ CLI
    tests); here the module names the route and agrees with the misère rule on its own moves."""
    lost = nimlab.solve(heaps=[1] * 101 + [6, 7], octal=".77", misere=True)
    won = nimlab.solve(heaps=[1] * 102 + [6, 7], octal=".77", misere=True)
    assert lost["method"] == won["method"] == "misere-quotient"
    assert lost["quotient"]["max_heap"] == 7
    assert (lost["outcome"], won["outcome"]) == ("P", "N")
    for move in won["winning_moves"]:
        assert nimlab.solve(heaps=move["leaves"], octal=".77", misere=True)["outcome"] == "P"


def test_bouton_nim_value():
    assert nimlab.solve(heaps=[3, 4, 5], game="nim")["nim_value"] == 3 ^ 4 ^ 5


def test_games_as_the_cli_lists_them():
    games = nimlab.games()
    assert games == cli_json("games")["games"]
    # Every listed name names a game solve accepts.
    for entry in games:
        if entry["shape"] == "heap" and ":" not in entry["name"]:
            assert nimlab.solve(heaps=[2], game=entry["name"])["rules"] == cli_json(
                "solve", "--game", entry["name"], "--heaps", "2")["rules"]


def test_graph_of_nim_two_two():
    # Ordered heaps (a, b) with a, b <= 2: 9 positions; a move lowers one heap, so (a, b) has
    # a + b moves, 18 in all; the losing positions of Nim are those with a XOR b = 0, the
    # diagonal, and each other position has exactly one move to it.
    g = nimlab.graph(heaps=[2, 2], as_dict=True)
    assert len(g["nodes"]) == 9 and len(g["edges"]) == 18
    losing = {tuple(n["heaps"]) for n in g["nodes"] if n["code"] == "V"}
    assert losing == {(0, 0), (1, 1), (2, 2)}
    assert sum(e["winning"] for e in g["edges"]) == 6
    dot = nimlab.graph(heaps=[2, 2])
    assert dot.startswith("digraph nimlab {") and dot.count("color=red") == 6
    assert dot == run_cli("graph", "--heaps", "2,2")[1]
    with pytest.raises(nimlab.Error, match=r"max_nodes"):
        nimlab.graph(heaps=[30, 30, 30], max_nodes=10)
    # The outcome letters instead of the article's codes: V is P, W and W* are N.
    pn = nimlab.graph(heaps=[2, 2], labels="outcome")
    assert pn == run_cli("graph", "--heaps", "2,2", "--labels", "outcome")[1]
    assert pn.count('\\nP"') == 3 and pn.count('\\nN"') == 6 and "W*" not in pn
    with pytest.raises(nimlab.Error, match=r"^labels: unknown labels 'VW'"):
        nimlab.graph(heaps=[2, 2], labels="VW")


def test_automaton_is_the_command_lines():
    # Nim (1, 1): Two mirrors One's move, so one state for the reply and one final state; the
    # command line's report is the same object.
    a = nimlab.automaton(heaps=[1, 1])
    assert a["second_player_wins"] and a["minimal"] and a["states"] == 2
    assert a["check"]["wins"]
    assert_same_object(a, cli_json("automaton", "--heaps", "1,1"))
    # One wins from (1, 2): no automaton of Two, and the reason says so.
    b = nimlab.automaton(heaps=[1, 2])
    assert b["states"] is None and "outcome N" in b["reason"]
    with pytest.raises(nimlab.Error, match=r"^max_states: 0 is out of range"):
        nimlab.automaton(heaps=[1, 1], max_states=0)
