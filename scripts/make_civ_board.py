#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate resources/civ_calamities/board.json: the areas of the Civilization
mapboard (also Advanced Civilization's) for the civ_calamities module.

Usage
-----
    python3 scripts/make_civ_board.py [CSV] [--out resources/civ_calamities/board.json]
    python3 scripts/check_civ_board.py

CSV defaults to /work/shared/reference/civ-map/main-board-areas.csv.  Python 3
standard library only.  The output is deterministic (fixed key order, areas and
neighbour lists sorted, LF line ends, trailing newline): a rerun on the same
CSV reproduces board.json byte for byte.

Where the data comes from
-------------------------
The CSV holds facts (names, population limits, flags, neighbours, approximate
centre points) taken from the MIT-licensed repository
johnchampaign/advanced-civilization, which extracted them from a fan module of
the game; the board itself is the publisher's.  The CSV's neighbour lists do
not tell land borders from borders across water.  This script re-encodes the
facts in the project's own format and applies CORRECTIONS below, each with its
reason (docs/civ-calamities.md lists them for a human to check), and
NAME_CORRECTIONS, which fix misspelt display names (ids are unchanged).

Output format (schema 1)
------------------------
{"schema": 1, "name": "Civilization mapboard", "source": "<provenance>",
 "areas": [ one object per area, sorted by id ]}

Each area, keys in this order:
  id                kebab-case, as in the CSV ("-2" suffix kept: areas that
                    continue on the reference's extension panels)
  name              display name: the CSV's, except the misspellings fixed by
                    NAME_CORRECTIONS below
  kind              "land" or "sea"
  population_limit  1-5 on land, 0 on sea (without Agriculture)
  open_sea          bool, sea areas only (absent on land)
  city_site         null, "normal" or "white" (white = printed on a flood plain)
  flood_plain       bool (false on sea)
  volcano           bool (false on sea)
  centre            [x, y] integer board units of the reference's main panel
                    (about 2323 x 1587, y grows downwards); approximate
  land_neighbours   land areas sharing a land border ([] on sea areas)
  water_neighbours  areas reached only across water: every sea area touched,
                    and land areas facing this one across a strait or sea.
                    Sea areas list their coastal land areas and other seas.
Both neighbour lists are symmetric and sorted.
"""

import argparse
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_CSV = "/work/shared/reference/civ-map/main-board-areas.csv"
OUT_PATH = os.path.join(ROOT, "resources", "civ_calamities", "board.json")

SOURCE = ("Area facts re-encoded from main-board-areas.csv (derived from the MIT-licensed "
          "johnchampaign/advanced-civilization data); land/water borders classified by "
          "scripts/make_civ_board.py; see docs/civ-calamities.md")

# Corrections to the reference facts.  Each is (kind, a, b, reason):
#   "water": a and b are CSV neighbours, both land, but face each other only
#            across water -> listed in water_neighbours, not land_neighbours.
# Every CSV neighbour pair of two land areas not listed here is a land border.
# Internal borders of an island split into several areas (Crete, Cyprus,
# Sicily, Sardinia, Euboea) are land borders.
CORRECTIONS = [
    # Crete (Knossos, Phaestos)
    ("water", "knossos", "rhodes", "Crete and Rhodes are separate islands"),
    ("water", "knossos", "thera", "Crete and Thera are separate islands"),
    ("water", "phaestos", "argos", "Crete lies across the sea from the Peloponnese"),
    ("water", "phaestos", "sparta", "Crete lies across the sea from the Peloponnese"),
    ("water", "phaestos", "thera", "Crete and Thera are separate islands"),
    # Thera (Santorini, Cyclades)
    ("water", "thera", "argos", "Thera is an island of the Cyclades"),
    ("water", "thera", "athens", "Thera is an island of the Cyclades"),
    ("water", "thera", "eretria", "Thera and Euboea are separate islands"),
    # Rhodes
    ("water", "rhodes", "lycia", "Rhodes is an island off the Carian/Lycian coast"),
    ("water", "rhodes", "miletus", "Rhodes is an island off the Carian coast"),
    # Lemnos
    ("water", "lemnos", "bycantinum", "Lemnos is an island in the northern Aegean"),
    ("water", "lemnos", "thessalonica", "Lemnos is an island in the northern Aegean"),
    ("water", "lemnos", "thrace", "Lemnos is an island in the northern Aegean"),
    ("water", "lemnos", "troy", "Lemnos is an island off the Troad"),
    # Lesbos
    ("water", "lesbos", "ionia", "Lesbos is an island off the Aeolian coast"),
    ("water", "lesbos", "sardes", "Lesbos is an island off the Aeolian coast"),
    ("water", "lesbos", "troy", "Lesbos is an island off the Troad"),
    # Euboea (Chalkis, Eretria)
    ("water", "chalkis", "athens", "Chalkis is on Euboea, across the Euripus/Euboean Gulf"),
    ("water", "chalkis", "delphi", "Chalkis is on Euboea, across the Euboean Gulf"),
    ("water", "chalkis", "thessaly", "Chalkis is on Euboea, across the Malian/Euboean Gulf"),
    ("water", "chalkis", "thessalonica", "Chalkis is on Euboea, across the northern Aegean"),
    ("water", "eretria", "athens", "Eretria is on Euboea, across the South Euboean Gulf"),
    # Ithaka (Ionian islands)
    ("water", "ithaka", "appolonia", "Ithaka is an Ionian island"),
    ("water", "ithaka", "delphi", "Ithaka is an Ionian island, across the Gulf of Patras"),
    ("water", "ithaka", "epirus", "Ithaka is an Ionian island"),
    ("water", "ithaka", "tarentum", "Ithaka faces Italy across the Ionian Sea"),
    # Cyprus (Cyprus, Salamis)
    ("water", "cyprus", "galatia", "Cyprus is an island off the Anatolian coast"),
    ("water", "cyprus", "lycia", "Cyprus is an island off the Anatolian coast"),
    ("water", "salamis", "antiochia", "Salamis is on Cyprus, across from Syria"),
    ("water", "salamis", "galatia", "Salamis is on Cyprus, across from Anatolia"),
    ("water", "salamis", "phoenicia", "Salamis is on Cyprus, across from the Levant"),
    # Sicily (Milazzo, Palermo, Syracus)
    ("water", "milazzo", "campania", "Strait of Messina"),
    ("water", "syracus", "campania", "Sicily faces the toe of Italy across the Strait of Messina"),
    ("water", "palermo", "carthago", "Strait of Sicily"),
    # Corsica, Sardinia (Sardinia, Carales)
    ("water", "corsica-2", "sardinia-2", "Strait of Bonifacio: Corsica and Sardinia are separate islands"),
    ("water", "corsica-2", "etruria-2", "Corsica is an island, across the Tyrrhenian Sea"),
    ("water", "corsica-2", "roma", "Corsica is an island, across the Tyrrhenian Sea"),
    # Mainland straits
    ("water", "bycantinum", "troy", "Bosporus / Hellespont separate Thrace from Asia Minor"),
    ("water", "appolonia", "tarentum", "Strait of Otranto"),
    ("water", "crimea", "kuban", "Strait of Kerch"),
]

# Display names the CSV misspells, id -> (CSV name, corrected name).  The CSV's
# names come from a fan module and a few are typos for the usual English
# spelling of the ancient place (not checked against a printed board).  Only the
# display name changes: the ids (kebab-case of the CSV names, misspelt ones
# included) are kept, because saved games and map_drawing.json refer to them.
# The CSV name is repeated so that a change in the CSV is noticed.  Latin or
# Greek forms that are correct spellings (Antiochia, Carthago, Roma, Tyros,
# Ithaka, Sardes, Cisalpina) are left as they are.
NAME_CORRECTIONS = {
    "appolonia": ("Appolonia", "Apollonia"),      # Greek colony in Illyria (Apollonia)
    "bycantinum": ("Bycantinum", "Byzantium"),    # Byzantion / Byzantium
    "mikop": ("Mikop", "Maikop"),                 # Maikop, northern Caucasus
    "niniveh": ("Niniveh", "Nineveh"),            # Nineveh, the Assyrian capital
    "sabrata": ("Sabrata", "Sabratha"),           # Sabratha, Tripolitania
    "syracus": ("Syracus", "Syracuse"),           # Syracuse, Sicily
    "thyras": ("Thyras", "Tyras"),                # Greek colony at the Dniester mouth
}

BOOL = {"True": True, "False": False}
FIELDS = ["id", "name", "population_limit", "water", "open_sea", "city_site",
          "city_site_white", "flood_plain", "volcano", "x", "y", "neighbours"]


def fail(msg):
    sys.exit("make_civ_board: " + msg)


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames != FIELDS:
            fail("unexpected CSV header %r" % (reader.fieldnames,))
        rows = {}
        for r in reader:
            if r["id"] in rows:
                fail("duplicate id " + r["id"])
            for k in ("water", "open_sea", "city_site", "city_site_white", "flood_plain", "volcano"):
                if r[k] not in BOOL:
                    fail("%s: %s is %r, not True/False" % (r["id"], k, r[k]))
            rows[r["id"]] = {
                "id": r["id"],
                "name": r["name"],
                "population_limit": int(r["population_limit"]),
                "water": BOOL[r["water"]],
                "open_sea": BOOL[r["open_sea"]],
                "city_site": BOOL[r["city_site"]],
                "city_site_white": BOOL[r["city_site_white"]],
                "flood_plain": BOOL[r["flood_plain"]],
                "volcano": BOOL[r["volcano"]],
                "centre": [int(r["x"]), int(r["y"])],
                "neighbours": set(n for n in r["neighbours"].split(";") if n),
            }
    return rows


def report_oddities(rows):
    """Print what is odd in the CSV; return the number of blocking problems."""
    problems = 0
    for a in sorted(rows):
        for b in sorted(rows[a]["neighbours"]):
            if b not in rows:
                print("CSV: %s lists unknown neighbour %s" % (a, b))
                problems += 1
            elif a == b:
                print("CSV: %s lists itself as a neighbour" % a)
                problems += 1
            elif a not in rows[b]["neighbours"]:
                print("CSV: asymmetric: %s lists %s, not the reverse" % (a, b))
                problems += 1
    xs = [r["centre"][0] for r in rows.values()]
    ys = [r["centre"][1] for r in rows.values()]
    print("CSV: %d areas (%d land, %d sea); centres span x %d..%d, y %d..%d"
          % (len(rows), sum(not r["water"] for r in rows.values()),
             sum(r["water"] for r in rows.values()), min(xs), max(xs), min(ys), max(ys)))
    return problems


def build(rows):
    water_pairs = set()
    for kind, a, b, reason in CORRECTIONS:
        if kind != "water" or not reason:
            fail("bad correction %r" % ((kind, a, b, reason),))
        if a not in rows or b not in rows or b not in rows[a]["neighbours"]:
            fail("correction %s-%s: not a neighbour pair in the CSV" % (a, b))
        if rows[a]["water"] or rows[b]["water"]:
            fail("correction %s-%s: both areas must be land" % (a, b))
        pair = frozenset((a, b))
        if pair in water_pairs:
            fail("correction %s-%s listed twice" % (a, b))
        water_pairs.add(pair)

    names = {aid: r["name"] for aid, r in rows.items()}
    for aid, (csv_name, name) in sorted(NAME_CORRECTIONS.items()):
        if aid not in rows:
            fail("name correction %s: no such id in the CSV" % aid)
        if rows[aid]["name"] != csv_name:
            fail("name correction %s: the CSV name is %r, not %r"
                 % (aid, rows[aid]["name"], csv_name))
        if not name or name == csv_name:
            fail("name correction %s: bad new name %r" % (aid, name))
        names[aid] = name
    if len(set(names.values())) != len(names):
        fail("two areas would have the same display name")

    areas = []
    for aid in sorted(rows):
        r = rows[aid]
        land, water = [], []
        for n in sorted(r["neighbours"]):
            if r["water"] or rows[n]["water"] or frozenset((aid, n)) in water_pairs:
                water.append(n)
            else:
                land.append(n)
        area = {"id": aid, "name": names[aid], "kind": "sea" if r["water"] else "land",
                "population_limit": r["population_limit"]}
        if r["water"]:
            area["open_sea"] = r["open_sea"]
        if r["city_site"]:
            area["city_site"] = "white" if r["city_site_white"] else "normal"
        else:
            area["city_site"] = None
        area["flood_plain"] = r["flood_plain"]
        area["volcano"] = r["volcano"]
        area["centre"] = r["centre"]
        area["land_neighbours"] = land
        area["water_neighbours"] = water
        areas.append(area)
    return areas


def dump(areas):
    """Fixed layout: one key per line inside each area, lists on one line."""
    d = lambda v: json.dumps(v, ensure_ascii=False)
    out = ["{", ' "schema": 1,', ' "name": "Civilization mapboard",',
           ' "source": %s,' % d(SOURCE), ' "areas": [']
    for i, a in enumerate(areas):
        out.append("  {")
        keys = list(a)
        for j, k in enumerate(keys):
            out.append("   %s: %s%s" % (d(k), d(a[k]), "," if j < len(keys) - 1 else ""))
        out.append("  }" + ("," if i < len(areas) - 1 else ""))
    out += [" ]", "}"]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description="generate resources/civ_calamities/board.json")
    ap.add_argument("csv", nargs="?", default=DEFAULT_CSV)
    ap.add_argument("--out", default=OUT_PATH)
    args = ap.parse_args()

    rows = read_csv(args.csv)
    if report_oddities(rows):
        fail("the CSV has the problems above; add corrections before generating")
    areas = build(rows)
    text = dump(areas)
    json.loads(text)  # sanity: the hand-made layout is valid JSON
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    land = sum(a["kind"] == "land" for a in areas)
    print("wrote %s: %d areas (%d land, %d sea), %d corrections (land pairs across water), "
          "%d names corrected"
          % (os.path.relpath(args.out, ROOT), len(areas), land, len(areas) - land, len(CORRECTIONS),
             len(NAME_CORRECTIONS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
