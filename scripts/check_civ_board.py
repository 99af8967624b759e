#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check resources/civ_calamities/board.json (format: see make_civ_board.py).

Usage:  python3 scripts/check_civ_board.py [--board FILE] [--csv FILE | --no-regen]

Python 3 standard library only.  Prints a summary; every failure is printed on
its own line and the exit status is 1 if any check fails.

The checks (meant to be ported one by one to a C++ test):
  1. top level: schema 1, a name, a source, an "areas" list sorted by id;
     each area has exactly the keys of its kind (open_sea only on sea areas);
  2. 123 land areas and 8 sea areas; ids unique and kebab-case;
  3. neighbours: every id exists; no area is its own neighbour; no duplicate
     in a list; no id in both lists of an area; lists sorted; land_neighbours
     hold only land areas and are empty on sea areas;
  4. symmetry, for each list separately: b in a's land_neighbours iff a in
     b's land_neighbours, and likewise for water_neighbours;
  5. reachability:
     a. over all neighbours (land + water), every area is reachable from the
        first one (the graph is connected, so from any area);
     b. over land areas only, using land neighbours plus land-to-land water
        crossings (straits), but never entering a sea area: every land area is
        reachable from any other;
     c. over land neighbours only: the connected components are exactly the
        expected land masses (the mainland plus the islands in LANDMASSES),
        i.e. an island touches other land only across water and the areas of
        one island share land borders;
  6. population limits 1-5 on land, 0 on sea; city_site (null/"normal"/
     "white"), flood_plain and volcano set only on land; a white city site
     implies flood_plain; open_sea is a bool;
  7. centres are two integers inside the reference's main panel
     (0..BOARD_W x 0..BOARD_H; the reference README's "about 2000 x 1300" is
     too small: its own centres reach x 2259 and y 1527);
  8. unless --no-regen: make_civ_board.py run on the CSV reproduces the file
     byte for byte (skipped with a note when the CSV is absent).
"""

import argparse
import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BOARD_PATH = os.path.join(ROOT, "resources", "civ_calamities", "board.json")
DEFAULT_CSV = "/work/shared/reference/civ-map/main-board-areas.csv"

LAND_COUNT, SEA_COUNT = 123, 8
BOARD_W, BOARD_H = 2324, 1588  # main panel of johnchampaign/advanced-civilization, board units

# Islands of the board: the land-only components other than the mainland.
LANDMASSES = {
    "Corsica": {"corsica-2"},
    "Sardinia": {"sardinia-2", "carales-2"},
    "Sicily": {"milazzo", "palermo", "syracus"},
    "Ithaka": {"ithaka"},
    "Euboea": {"chalkis", "eretria"},
    "Lemnos": {"lemnos"},
    "Lesbos": {"lesbos"},
    "Thera": {"thera"},
    "Crete": {"knossos", "phaestos"},
    "Rhodes": {"rhodes"},
    "Cyprus": {"cyprus", "salamis"},
}

LAND_KEYS = ["id", "name", "kind", "population_limit", "city_site", "flood_plain",
             "volcano", "centre", "land_neighbours", "water_neighbours"]
SEA_KEYS = ["id", "name", "kind", "population_limit", "open_sea", "city_site",
            "flood_plain", "volcano", "centre", "land_neighbours", "water_neighbours"]
ID_RE = re.compile(r"^[a-z]+(-[a-z0-9]+)*$")


def components(nodes, edges):
    """Connected components of the undirected graph (nodes, edges: id -> iterable)."""
    seen, comps = set(), []
    for start in sorted(nodes):
        if start in seen:
            continue
        comp, stack = set(), [start]
        while stack:
            x = stack.pop()
            if x in comp:
                continue
            comp.add(x)
            stack.extend(n for n in edges[x] if n in nodes and n not in comp)
        seen |= comp
        comps.append(comp)
    return comps


def check(board, errors):
    err = errors.append
    if not isinstance(board, dict) or sorted(board) != ["areas", "name", "schema", "source"]:
        err("top level: keys must be schema, name, source, areas")
        return None
    if board["schema"] != 1:
        err("schema is %r, expected 1" % board["schema"])
    for k in ("name", "source"):
        if not isinstance(board[k], str) or not board[k]:
            err("top level: %s must be a non-empty string" % k)
    areas = board["areas"]
    ids = [a.get("id") for a in areas]
    if len(set(ids)) != len(ids):
        err("duplicate ids: %s" % sorted({i for i in ids if ids.count(i) > 1}))
    if ids != sorted(ids):
        err("areas are not sorted by id")
    A = {a["id"]: a for a in areas}

    # 1, 2, 6, 7: per-area keys and attributes
    for a in areas:
        aid = a.get("id")
        kind = a.get("kind")
        if kind not in ("land", "sea"):
            err("%s: kind %r" % (aid, kind))
            continue
        if list(a) != (LAND_KEYS if kind == "land" else SEA_KEYS):
            err("%s: keys %s, expected %s" % (aid, list(a), LAND_KEYS if kind == "land" else SEA_KEYS))
            continue
        if not isinstance(aid, str) or not ID_RE.match(aid):
            err("%s: id is not kebab-case" % aid)
        if not isinstance(a["name"], str) or not a["name"]:
            err("%s: empty name" % aid)
        lim = a["population_limit"]
        if kind == "land":
            if type(lim) is not int or not 1 <= lim <= 5:
                err("%s: land population limit %r not in 1-5" % (aid, lim))
            if a["city_site"] not in (None, "normal", "white"):
                err("%s: city_site %r" % (aid, a["city_site"]))
            if a["city_site"] == "white" and a["flood_plain"] is not True:
                err("%s: white city site without flood plain" % aid)
        else:
            if lim != 0 or type(lim) is not int:
                err("%s: sea population limit %r, expected 0" % (aid, lim))
            if type(a["open_sea"]) is not bool:
                err("%s: open_sea %r is not a bool" % (aid, a["open_sea"]))
            if a["city_site"] is not None or a["flood_plain"] or a["volcano"]:
                err("%s: sea area with city site, flood plain or volcano" % aid)
            if a["land_neighbours"]:
                err("%s: sea area with land_neighbours" % aid)
        for k in ("flood_plain", "volcano"):
            if type(a[k]) is not bool:
                err("%s: %s %r is not a bool" % (aid, k, a[k]))
        c = a["centre"]
        if (not isinstance(c, list) or len(c) != 2 or any(type(v) is not int for v in c)
                or not (0 <= c[0] <= BOARD_W and 0 <= c[1] <= BOARD_H)):
            err("%s: centre %r not two integers within %d x %d" % (aid, c, BOARD_W, BOARD_H))

    land = {i for i, a in A.items() if a.get("kind") == "land"}
    sea = {i for i, a in A.items() if a.get("kind") == "sea"}
    if len(land) != LAND_COUNT or len(sea) != SEA_COUNT:
        err("%d land and %d sea areas, expected %d and %d" % (len(land), len(sea), LAND_COUNT, SEA_COUNT))

    # 3, 4: neighbour lists
    for aid, a in A.items():
        lists = {}
        for key in ("land_neighbours", "water_neighbours"):
            ns = a.get(key)
            if not isinstance(ns, list):
                err("%s: %s is not a list" % (aid, key))
                ns = []
            lists[key] = ns
            if ns != sorted(ns):
                err("%s: %s not sorted" % (aid, key))
            if len(set(ns)) != len(ns):
                err("%s: duplicate in %s" % (aid, key))
            for n in ns:
                if n not in A:
                    err("%s: %s has unknown id %s" % (aid, key, n))
                elif n == aid:
                    err("%s: is its own neighbour (%s)" % (aid, key))
                elif aid not in A[n].get(key, []):
                    err("%s: %s lists %s, but not the reverse" % (aid, key, n))
                elif key == "land_neighbours" and n not in land:
                    err("%s: land neighbour %s is not land" % (aid, n))
        both = set(lists["land_neighbours"]) & set(lists["water_neighbours"])
        if both:
            err("%s: %s in both neighbour lists" % (aid, sorted(both)))
        if not lists["land_neighbours"] and not lists["water_neighbours"]:
            err("%s: no neighbours" % aid)
    if errors:
        return None

    # 5: reachability
    every = {i: set(a["land_neighbours"]) | set(a["water_neighbours"]) for i, a in A.items()}
    comps_all = components(set(A), every)
    if len(comps_all) != 1:
        err("5a: %d components over all neighbours: %s" % (len(comps_all), [sorted(c) for c in comps_all]))
    comps_land_water = components(land, every)
    if len(comps_land_water) != 1:
        err("5b: land areas fall in %d groups without crossing a sea area: %s"
            % (len(comps_land_water), [sorted(c) for c in comps_land_water]))
    landonly = {i: set(A[i]["land_neighbours"]) for i in land}
    comps_land = components(land, landonly)
    expected = [set(v) for v in LANDMASSES.values()]
    islands = [c for c in comps_land if c in expected]
    others = [c for c in comps_land if c not in expected]
    if len(islands) != len(expected):
        missing = [name for name, v in LANDMASSES.items() if set(v) not in comps_land]
        err("5c: these islands are not land components of their own: %s" % missing)
    if len(others) != 1:
        err("5c: %d land components besides the islands (expected 1 mainland): %s"
            % (len(others), [sorted(c) for c in others if len(c) < 20]))
    return {
        "land": len(land), "sea": len(sea),
        "land_pairs": sum(len(A[i]["land_neighbours"]) for i in land) // 2,
        "strait_pairs": sum(len([n for n in A[i]["water_neighbours"] if n in land]) for i in land) // 2,
        "coast_pairs": sum(len([n for n in A[i]["water_neighbours"] if n in land]) for i in sea),
        "sea_sea_pairs": sum(len([n for n in A[i]["water_neighbours"] if n in sea]) for i in sea) // 2,
        "land_components": len(comps_land),
        "city_sites": sum(A[i]["city_site"] is not None for i in land),
        "white": sum(A[i]["city_site"] == "white" for i in land),
        "flood_plains": sum(A[i]["flood_plain"] for i in land),
        "volcanoes": sum(A[i]["volcano"] for i in land),
        "open_seas": sum(A[i]["open_sea"] for i in sea),
        "total_limit": sum(A[i]["population_limit"] for i in land),
    }


def regenerate(csv_path, board_path, errors):
    sys.dont_write_bytecode = True  # no __pycache__ in scripts/
    spec = importlib.util.spec_from_file_location("make_civ_board", os.path.join(HERE, "make_civ_board.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    rows = mod.read_csv(csv_path)
    text = mod.dump(mod.build(rows))
    with open(board_path, encoding="utf-8", newline="") as f:
        if f.read() != text:
            errors.append("8: board.json differs from what make_civ_board.py generates from %s" % csv_path)
            return "differs"
    return "identical"


def main():
    ap = argparse.ArgumentParser(description="check resources/civ_calamities/board.json")
    ap.add_argument("--board", default=BOARD_PATH)
    ap.add_argument("--csv", default=DEFAULT_CSV)
    ap.add_argument("--no-regen", action="store_true", help="skip check 8")
    args = ap.parse_args()

    errors = []
    try:
        with open(args.board, encoding="utf-8") as f:
            board = json.load(f)
    except (OSError, ValueError) as e:
        print("FAIL: cannot read %s: %s" % (args.board, e))
        return 1
    stats = check(board, errors)
    if args.no_regen:
        regen = "skipped (--no-regen)"
    elif not os.path.exists(args.csv):
        regen = "skipped (no %s)" % args.csv
    else:
        regen = regenerate(args.csv, args.board, errors)

    for e in errors:
        print("FAIL: " + e)
    if stats:
        print("areas: %(land)d land, %(sea)d sea (%(open_seas)d open sea)" % stats)
        print("land: %(city_sites)d city sites (%(white)d white), %(flood_plains)d flood plains, "
              "%(volcanoes)d volcanoes, population limits total %(total_limit)d" % stats)
        print("borders: %(land_pairs)d land-land, %(strait_pairs)d land-land across water, "
              "%(coast_pairs)d sea-coast, %(sea_sea_pairs)d sea-sea" % stats)
        if not errors:
            print("reachability: all areas connected; all land areas connected without entering a sea "
                  "area; %(land_components)d land masses over land borders (mainland + islands)" % stats)
    print("regeneration: " + regen)
    print("%s: %d failure(s)" % ("FAIL" if errors else "OK", len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
