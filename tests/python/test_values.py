"""nimlab.values against values computed here from the rules by the mex, with no nimlab code."""
import pytest

import nimlab


def mex(options):
    m = 0
    while m in options:
        m += 1
    return m


def code_grundy(code, count):
    """Grundy values of an octal or hexadecimal game .d1d2d3...: digit d_k allows removing k
    tokens from a heap when it leaves no heap (bit 1), one non-empty heap (bit 2), two non-empty
    heaps (bit 4) or three non-empty heaps (bit 8, hexadecimal codes only)."""
    digits = [int(d, 16) for d in code.split(".")[1]]
    g = []
    for heap in range(count):
        options = set()
        for k, d in enumerate(digits, start=1):
            rest = heap - k
            if rest < 0:
                break
            if d & 1 and rest == 0:
                options.add(0)
            if d & 2 and rest > 0:
                options.add(g[rest])
            if d & 4:
                options.update(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
            if d & 8:
                options.update(g[a] ^ g[b] ^ g[rest - a - b] for a in range(1, rest + 1)
                               for b in range(a, rest - a + 1) if rest - a - b >= b)
        g.append(mex(options))
    return g


def subtraction_grundy(moves, count):
    g = []
    for n in range(count):
        g.append(mex({g[n - s] for s in moves if s <= n}))
    return g


def subtraction_outcomes(moves, count, misere):
    """'P' when the player to move loses. With no move left the mover loses in normal play and
    wins in misere play (the stuck rule 'standard')."""
    out = []
    for n in range(count):
        options = [out[n - s] for s in moves if s <= n]
        if not options:
            out.append("N" if misere else "P")
        else:
            out.append("N" if "P" in options else "P")
    return out


def test_kayles_first_hundred_values():
    assert nimlab.values(octal=".77", n=100) == code_grundy(".77", 100)


def test_kayles_by_name_and_octal_notations():
    expected = code_grundy(".77", 60)
    assert nimlab.values(game="kayles", n=60) == expected
    assert nimlab.values(octal="0.77", n=60) == expected


def test_other_octal_codes():
    for code in [".137", ".07", ".4", ".156", ".6"]:
        assert nimlab.values(octal=code, n=150) == code_grundy(code, 150), code


def test_subtraction_games_grundy_and_outcomes():
    moves = [1, 4, 9, 10]
    assert nimlab.values(subtract=moves, kind="grundy", n=120) == subtraction_grundy(moves, 120)
    assert nimlab.values(subtract=moves, kind="outcome", n=120) == subtraction_outcomes(
        moves, 120, False)
    # The default kind is the Grundy values where they exist (normal play), outcomes otherwise.
    assert nimlab.values(subtract=moves, n=120) == subtraction_grundy(moves, 120)
    assert nimlab.values(subtract=moves, misere=True, n=120) == subtraction_outcomes(
        moves, 120, True)


def all_but_options(excluded, n):
    """The heaps a heap of n may leave: remove any k, 1 <= k <= n, k not excluded."""
    return [n - k for k in range(1, n + 1) if k not in excluded]


def test_all_but_games_grundy_and_outcomes():
    for excluded in [{2, 3}, {1}, {1, 2}, {3, 5, 9}]:
        text = "all-but:" + ",".join(str(x) for x in sorted(excluded))
        g = []
        for n in range(200):
            g.append(mex({g[j] for j in all_but_options(excluded, n)}))
        assert nimlab.values(game=text, n=200) == g, text
        for misere in (False, True):
            out = []
            for n in range(200):
                options = [out[j] for j in all_but_options(excluded, n)]
                if not options:  # no tokens, or every removal excluded: the standard rule
                    out.append("N" if misere else "P")
                else:
                    out.append("N" if "P" in options else "P")
            assert nimlab.values(game=text, kind="outcome", misere=misere, n=200) == out, text


def test_default_count_is_the_cli_default():
    assert len(nimlab.values(octal=".77")) == 100


def test_hexadecimal_codes():
    for code in [".8", ".f", ".b4", ".08f"]:
        assert nimlab.values(hex=code, n=60) == code_grundy(code, 60), code


def test_heap_games_known_by_name():
    # Lasker's Nim: take any number from a heap, or split it in two without taking.
    lasker = []
    for n in range(80):
        options = {lasker[n - k] for k in range(1, n + 1)}
        options |= {lasker[a] ^ lasker[n - a] for a in range(1, n // 2 + 1)}
        lasker.append(mex(options))
    assert nimlab.values(game="lasker", n=80) == lasker
    assert nimlab.values(game="nim", n=30) == list(range(30))
    # Take a divisor of the heap; take a power of 2 (1 included).
    d = []
    for n in range(100):
        d.append(mex({d[n - k] for k in range(1, n + 1) if n % k == 0}))
    assert nimlab.values(game="divisors", n=100) == d
    p = []
    for n in range(100):
        p.append(mex({p[n - 2**i] for i in range(8) if 2**i <= n}))
    assert nimlab.values(game="powers:2", n=100) == p
    # Outcomes under normal play: P exactly where the Grundy value is 0.
    assert nimlab.values(game="lasker", kind="outcome", n=80) == ["P" if g == 0 else "N"
                                                                  for g in lasker]


def test_values_array_is_a_numpy_array_of_the_values():
    numpy = pytest.importorskip("numpy")
    a = nimlab.values_array(octal=".77", n=100)
    assert isinstance(a, numpy.ndarray) and a.dtype == numpy.uint32
    assert a.tolist() == code_grundy(".77", 100)
    o = nimlab.values_array(subtract=[1, 6, 9], misere=True, n=50)
    assert o.dtype.kind == "U" and "".join(o) == "".join(
        subtraction_outcomes([1, 6, 9], 50, True))


def test_values_array_without_numpy_names_the_interpreter():
    # numpy made unimportable in a fresh interpreter: the message says which interpreter lacks
    # it and how to get it.
    import subprocess
    import sys

    code = ("import sys; sys.modules['numpy'] = None; import nimlab\n"
            "try:\n    nimlab.values_array(octal='.77', n=5)\n"
            "except ImportError as e:\n    print(e)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "values_array() needs numpy, which %s (Python %d.%d) cannot import" % (
        sys.executable, *sys.version_info[:2]) in done.stdout
    assert "python3-numpy" in done.stdout


def test_dir_lists_the_module_s_own_names():
    public = [name for name in dir(nimlab) if not name.startswith("_")]
    assert sorted(public) == sorted(set(nimlab.__all__) - {"__version__"})


def grundys_game(count):
    """Grundy's game: a move splits a heap into two non-empty heaps of different sizes."""
    g = []
    for heap in range(count):
        g.append(mex({g[a] ^ g[heap - a] for a in range(1, (heap + 1) // 2)}))
    return g


def test_threads_change_nothing_but_the_time():
    # Games that split heaps go through the sparse engine on `threads` threads (Grundy's game
    # too, beyond its first 256 values): the values are those of the rules, for any count.
    expected = grundys_game(3000)
    for threads in (1, 3):
        assert nimlab.values(game="grundy", n=3000, threads=threads) == expected
        assert nimlab.values(octal=".161", n=1500, threads=threads) == code_grundy(".161", 1500)
    assert nimlab.period(octal=".16", threads=2)["period"] == 149459
    with pytest.raises(nimlab.Error, match=r"^threads: 0 is out of range"):
        nimlab.values(octal=".161", n=10, threads=0)
    with pytest.raises(TypeError, match="threads"):
        nimlab.values(octal=".161", n=10, threads="2")
