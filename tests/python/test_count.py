"""nimlab.count returns exact Python ints, checked against a count made here and against the
figure of the Swedish Nim report transcribed in data/published."""
import functools
import json

import nimlab


@functools.lru_cache(maxsize=None)
def _plays(position, allowed):
    total, any_move = 0, False
    for i, h in enumerate(position):
        for t in (range(1, h + 1) if allowed is None else [m for m in allowed if m <= h]):
            any_move = True
            total += _plays(tuple(sorted(position[:i] + (h - t,) + position[i + 1:])), allowed)
    return total if any_move else 1


def nim_plays(heaps, moves=None):
    """Complete plays from a position of distinguishable heaps: a move takes t tokens (any
    t >= 1, or t in `moves`) from one heap; a play ends when no move is legal."""
    return _plays(tuple(sorted(heaps)), None if moves is None else tuple(sorted(moves)))


def splits(tokens, piles, ordered):
    """The splits of `tokens` into `piles` non-empty heaps (as sorted tuples if unordered)."""
    if piles == 1:
        return [(tokens,)]
    out = []
    for first in range(1, tokens - piles + 2):
        for rest in splits(tokens - first, piles - 1, ordered):
            if ordered or first <= rest[0]:
                out.append((first,) + rest)
    return out


def split_total(tokens, piles, ordered=False, moves=None):
    return sum(nim_plays(s, moves) for s in splits(tokens, piles, ordered))


def published_claim(source_dir, claim_id):
    for path in sorted((source_dir / "data" / "published").glob("003_*.json")):
        for claim in json.loads(path.read_text()):
            if claim["id"] == claim_id:
                return claim
    raise AssertionError(claim_id + " not found in data/published")


def test_45_tokens_in_three_heaps_against_the_swedish_report(source_dir):
    claim = published_claim(source_dir, "003-count-45")
    assert claim["params"] == {"check": "count", "sticks": 45, "heaps": 3, "ordered": False}
    published = int(claim["published"])
    exact = nimlab.count(tokens=45, piles=3)
    assert type(exact) is int
    assert exact == split_total(45, 3)
    assert exact > 2**64  # far beyond any machine integer: 88 bits
    # The report counted in IEEE double: its figure is a double and agrees with the exact count
    # to a double's precision (53 bits), but not exactly.
    assert int(float(published)) == published
    assert abs(exact - published) < exact * 2**-52
    assert exact != published


def test_positions_tables_and_rules():
    assert nimlab.count(heaps=[3, 2]) == nim_plays((3, 2))
    assert nimlab.count(heaps=[20, 20, 20]) == nim_plays((20, 20, 20))
    assert nimlab.count(table=(3, 12), piles=3) == {n: split_total(n, 3) for n in range(3, 13)}
    assert nimlab.count(table="5..9", piles=2, ordered=True) == {
        n: split_total(n, 2, ordered=True) for n in range(5, 10)}
    assert nimlab.count(tokens=30, piles=2, subtract=[1, 2, 3]) == split_total(
        30, 2, moves=[1, 2, 3])
    assert nimlab.count(tokens=24, piles=3, game="subtract:1,3") == split_total(
        24, 3, moves=[1, 3])
    # Fewer tokens than piles: no split, an empty sum.
    assert nimlab.count(tokens=2, piles=3) == 0 == split_total(2, 3)
    assert nimlab.count(table=(1, 6), piles=3) == {n: split_total(n, 3) for n in range(1, 7)}


def test_methods_and_backends_give_the_same_int():
    exact = nimlab.count(tokens=60, piles=3)
    assert exact == nimlab.count(tokens=60, piles=3, backend="cpp_int")
    assert exact == nimlab.count(tokens=60, piles=3, method="recursion", cross_check="never")
