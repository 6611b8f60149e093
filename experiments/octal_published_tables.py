#!/usr/bin/env python3
"""Transcribes the published tables of octal-game periods of Czajka's octal-games repository
(TrivialGames.md, SolvedGames.md, UnsolvedGames.md: markdown tables whose first columns are
game, prefix (= preperiod), period) into one JSON file, so that no published value is typed by
hand. Only codes written ".d1...dk" or "4.d1...dk" are kept (the tables also name "4" and
Grundy's game).

Usage: octal_published_tables.py REPO_URL COMMIT TRIVIAL.md SOLVED.md UNSOLVED.md > OUT.json
"""
import json
import re
import sys


def rows(path):
    for line in open(path, encoding="utf-8"):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if re.fullmatch(r"4?\.[0-7]+", cells[0]):
            yield cells


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    repo, commit, trivial, solved, unsolved = sys.argv[1:]
    games = {}
    for status, path in (("trivial", trivial), ("solved", solved)):
        for cells in rows(path):
            games[cells[0]] = {"status": "solved", "table": status,
                               "preperiod": int(cells[1]), "period": int(cells[2])}
    for cells in rows(unsolved):
        entry = {"status": "unsolved", "table": "unsolved"}
        if len(cells) >= 7 and cells[1]:
            entry.update({"n": cells[1], "largest_heap": cells[2], "largest": cells[3],
                          "rare_mask": cells[4], "rare_count": cells[5]})
        games[cells[0]] = entry
    json.dump({"source": f"{repo} at commit {commit}: TrivialGames.md, SolvedGames.md, "
                         "UnsolvedGames.md (Czajka, octal-games)",
               "note": "prefix = preperiod (the literature's last exceptional value plus one); "
                       "codes equivalent to a listed one (GameLookup.md) are not listed",
               "games": games}, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")


main()
