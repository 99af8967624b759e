#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check resources/civ_calamities/map_drawing.json (Tablée's drawing of the
Civilization mapboard, made by scripts/make_civ_map.py) against
resources/civ_calamities/board.json.

Usage
-----
    python3 scripts/check_civ_map.py [--drawing FILE] [--board FILE]
                                     [--topojson FILE | --no-regen]

Python 3 standard library only.  Every failure is printed on its own line
("FAIL: ..."), then a summary; the exit status is 1 if any check fails, else 0.

How a test runs it: from the source tree, `python3 scripts/check_civ_map.py
--no-regen` needs nothing but the two JSON files and takes a few seconds
(CTest: add_test(NAME civ_map_drawing COMMAND python3
${PROJECT_SOURCE_DIR}/scripts/check_civ_map.py --no-regen)).  Without
--no-regen it also regenerates the drawing in memory (about a minute) when
world-atlas's land-50m.json is on the machine (see make_civ_map.py), and says
"skipped" when it is not.

The checks (meant to be ported one by one to a C++ test):
  1. the drawing has "size", "marks", "areas", "water" and "decor"; every area
     of board.json has exactly one entry and there is no other;
  2. every polygon is a list of rings of >= 3 points inside the drawing
     rectangle (outlines clockwise on screen, holes anticlockwise); no edge of
     one polygon crosses an edge of another, and the signed areas of all
     polygons (areas, water, decor) add up to the rectangle's: they tile it
     without overlap;
  3. land adjacency: two land areas share a border (common edges, which the
     drawing draws with identical vertices on both sides) of at least
     MIN_SHARED map units if and only if board.json lists them as land
     neighbours; extra and missing pairs are listed;
  4. the land areas that board.json puts across water from each other
     (land areas in water_neighbours) are separated by water: they share no
     border, and the shortest segment between them is at most MAX_STRAIT long
     and crosses only seas, unnamed water and decor;
  5. seas: a sea touches only land areas and seas that board.json lists as
     its water neighbours (a coast the board gives no sea is lined with
     unnamed water); board.json's coasts that the drawing does not show are
     listed as notes;
  6. marks, for every land area: a label, a population limit, a city site
     exactly when board.json has one, a flood-plain sign and a volcano sign
     exactly when flagged, and tokens(limit) token spots; every mark's
     footprint (MARKS sizes) lies inside its own area at least MARGIN from the
     outline, the marks of an area do not overlap one another, and no mark
     overlaps the label box of another area; sea areas have a label inside;
  7. unless --no-regen: make_civ_map.py reproduces the file byte for byte
     (skipped with a note when land-50m.json is absent).
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True
import map_geometry as mg  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BOARD = os.path.join(ROOT, "resources", "civ_calamities", "board.json")
DRAWING = os.path.join(ROOT, "resources", "civ_calamities", "map_drawing.json")

MIN_SHARED = 2.0      # map units: shorter contacts count as touching at a point
MAX_STRAIT = 260.0    # map units (about 500 km): the farthest two areas "across water" may be

# Sizes of the marks, map units: the footprints the drawing keeps apart.  The
# drawing repeats them in its "marks" object, for the window.
MARKS = {
    "label_em": 6.0,         # font size of a land area's name (DejaVu Sans)
    "sea_label_em": 11.0,    # font size of a sea's name (italic)
    "label_pad": 0.4,        # around the name's box
    "limit_radius": 3.0,     # the population limit: a disc with the number
    "city_half": 2.5,        # the city site: a square of this half side
    "sign_radius": 2.6,      # flood plain and volcano signs: discs of this radius
    "token_radius": 4.2,     # a nation's tokens: a disc of this radius
    "margin": 0.8,           # every footprint this far inside its area's outline
    "gap": 0.5,              # between two footprints of one area
}

# DejaVu Sans advances (thousandths of an em) of the characters of the names;
# other characters count as the widest.
ADVANCE = {
    " ": 318, "-": 361, "'": 275,
    "A": 684, "B": 686, "C": 698, "D": 770, "E": 632, "F": 575, "G": 775, "H": 752, "I": 295,
    "J": 295, "K": 656, "L": 557, "M": 863, "N": 748, "O": 787, "P": 603, "Q": 787, "R": 695,
    "S": 635, "T": 611, "U": 732, "V": 684, "W": 989, "X": 685, "Y": 611, "Z": 685,
    "a": 613, "b": 635, "c": 550, "d": 635, "e": 615, "f": 352, "g": 635, "h": 634, "i": 278,
    "j": 278, "k": 579, "l": 278, "m": 974, "n": 634, "o": 612, "p": 635, "q": 635, "r": 411,
    "s": 521, "t": 392, "u": 634, "v": 592, "w": 818, "x": 592, "y": 592, "z": 525,
}
LINE_HEIGHT = 1.164   # ascent + descent of DejaVu Sans, in em


def tokens_for(limit):
    """Token spots of a land area: one per nation that may stand there."""
    return max(2, min(4, limit + 1))


def label_box(name, at, sea=False):
    """The box of an area's name centred on `at`: (x0, y0, x1, y1)."""
    em = MARKS["sea_label_em"] if sea else MARKS["label_em"]
    widest = max(ADVANCE.values())
    w = sum(ADVANCE.get(ch, widest) for ch in name) / 1000.0 * em
    if sea:
        w *= 1.05   # italic overhang
    h = LINE_HEIGHT * em
    p = MARKS["label_pad"]
    return (at[0] - w / 2 - p, at[1] - h / 2 - p, at[0] + w / 2 + p, at[1] + h / 2 + p)


def mark_radius(kind):
    """Footprint of a point mark: a disc of this radius (the city's square is
    counted as its circumscribed disc)."""
    if kind == "limit":
        return MARKS["limit_radius"]
    if kind == "city":
        return MARKS["city_half"] * math.sqrt(2)
    if kind in ("flood_plain", "volcano"):
        return MARKS["sign_radius"]
    if kind == "token":
        return MARKS["token_radius"]
    raise KeyError(kind)


def point_box_dist(p, box):
    dx = max(box[0] - p[0], 0.0, p[0] - box[2])
    dy = max(box[1] - p[1], 0.0, p[1] - box[3])
    return math.hypot(dx, dy)


def box_samples(box, step=1.0):
    x0, y0, x1, y1 = box
    nx = max(1, int(math.ceil((x1 - x0) / step)))
    ny = max(1, int(math.ceil((y1 - y0) / step)))
    pts = []
    for i in range(nx + 1):
        x = x0 + (x1 - x0) * i / nx
        pts += [(x, y0), (x, y1)]
    for j in range(1, ny):
        y = y0 + (y1 - y0) * j / ny
        pts += [(x0, y), (x1, y)]
    return pts


# ---------------------------------------------------------------- geometry
# The primitives are map_geometry's (the generator's too): what this script checks independently
# is the drawing against board.json, not point-in-polygon arithmetic.
seg_dist = mg.seg_dist
orient = mg.orient
ring_area = mg.ring_area


def to_int(p):
    return (int(round(p[0] * 10)), int(round(p[1] * 10)))


class Poly(mg.Shape):
    """One area's rings (even-odd), named, with a grid of its edges."""
    CELL = 16.0

    def __init__(self, name, rings):
        super().__init__([[(float(x), float(y)) for x, y in r] for r in rings])
        self.name = name
        self.edges = self.segs

    def contains(self, p):
        return self.inside(p)

    def area(self):
        return sum(ring_area(r) for r in self.rings)


def footprint_inside(poly, at, radius=None, box=None):
    """How far the footprint (disc or box) stays inside the polygon."""
    if box is not None:
        return min(poly.sdist(p) for p in box_samples(box))
    return poly.sdist(at) - radius


# ---------------------------------------------------------------- checks
def check(drawing, board, fail, note):
    stats = {}
    A = {a["id"]: a for a in board["areas"]}
    land = sorted(i for i, a in A.items() if a["kind"] == "land")
    seas = sorted(i for i, a in A.items() if a["kind"] == "sea")
    for key in ("size", "marks", "areas", "water", "decor"):
        if key not in drawing:
            fail("1: the drawing has no %r" % key)
            return stats
    W, H = drawing["size"]
    areas = drawing["areas"]
    for aid in sorted(set(A) - set(areas)):
        fail("1: area %s has no entry in the drawing" % aid)
    for aid in sorted(set(areas) - set(A)):
        fail("1: the drawing has an entry %s that board.json does not know" % aid)
    if drawing["marks"] != MARKS:
        fail("1: 'marks' differs from check_civ_map.MARKS")

    # 2. polygons
    polys = {}
    for aid in sorted(areas):
        rings = areas[aid].get("polygon")
        if not rings or any(len(r) < 3 for r in rings):
            fail("2: %s: polygon missing or with a ring of fewer than 3 points" % aid)
            continue
        polys[aid] = Poly(aid, rings)
    for key in ("water", "decor"):
        rings = drawing[key].get("polygon", [])
        if rings:
            polys[":" + key] = Poly(":" + key, rings)
    for name, p in sorted(polys.items()):
        x0, y0, x1, y1 = p.bbox
        if x0 < 0 or y0 < 0 or x1 > W or y1 > H:
            fail("2: %s lies partly outside the %dx%d rectangle" % (name, W, H))
        for r in p.rings:
            if ring_area(r) == 0:
                fail("2: %s has a ring of zero area" % name)
    total = sum(p.area() for p in polys.values())
    if abs(total - W * H) > 1e-6 * W * H:
        fail("2: the polygons' areas add up to %.1f, the rectangle is %d (gaps or overlaps)" % (total, W * H))
    # edges: shared ones (identical, opposite) and crossings
    owners = {}
    for name, p in polys.items():
        for a, b in p.edges:
            ia, ib = to_int(a), to_int(b)
            if ia == ib:
                continue
            key = (ia, ib) if ia < ib else (ib, ia)
            owners.setdefault(key, []).append(name)
    shared = {}
    for (ia, ib), names in owners.items():
        if len(names) > 2 or (len(names) == 2 and names[0] == names[1]):
            fail("2: edge %s-%s belongs to %s" % (ia, ib, names))
            continue
        if len(names) == 2:
            k = tuple(sorted(names))
            shared[k] = shared.get(k, 0.0) + math.hypot(ib[0] - ia[0], ib[1] - ia[1]) / 10.0
    crossings = find_crossings(owners)
    for (ea, na), (eb, nb) in crossings[:20]:
        fail("2: edges of %s and %s cross near (%.1f, %.1f)" % (na, nb, ea[0][0] / 10, ea[0][1] / 10))
    if len(crossings) > 20:
        fail("2: ... and %d more crossings" % (len(crossings) - 20))

    # 3. land adjacency
    want = {tuple(sorted((a, n))) for a in land for n in A[a]["land_neighbours"]}
    drawn = {k for k, L in shared.items() if k[0] in A and k[1] in A and A[k[0]]["kind"] == "land"
             and A[k[1]]["kind"] == "land" and L >= MIN_SHARED}
    for a, b in sorted(drawn - want):
        fail("3: extra border %s-%s (%.1f units): not land neighbours in board.json" % (a, b, shared[(a, b)]))
    for a, b in sorted(want - drawn):
        fail("3: missing border %s-%s (%.1f units drawn): land neighbours in board.json" % (
            a, b, shared.get((a, b), 0.0)))
    stats["land_pairs"] = len(want)
    stats["drawn_pairs"] = len(drawn & want)

    # 4. across water
    across = sorted({tuple(sorted((a, n))) for a in land for n in A[a]["water_neighbours"] if n in land})
    stats["across"] = len(across)
    landpolys = [polys[i] for i in land if i in polys]
    for a, b in across:
        if a not in polys or b not in polys:
            continue
        if shared.get((a, b), 0.0) > 0:
            fail("4: %s-%s are across water in board.json but share %.1f units of border" % (
                a, b, shared[(a, b)]))
            continue
        d, p, q = nearest(polys[a], polys[b])
        if d > MAX_STRAIT:
            fail("4: %s-%s are across water in board.json but %.0f units apart (more than %g)" % (
                a, b, d, MAX_STRAIT))
            continue
        if not water_crossing(polys[a], polys[b], landpolys):
            fail("4: %s-%s: no straight way of at most %g units across water joins them" % (a, b, MAX_STRAIT))

    # 5. seas
    for s in seas:
        for (x, y), L in sorted(shared.items()):
            if s not in (x, y) or L < MIN_SHARED:
                continue
            other = y if x == s else x
            if other in A and other not in A[s]["water_neighbours"]:
                fail("5: sea %s touches %s (%.1f units), not one of its water neighbours" % (s, other, L))
        missing = [n for n in A[s]["water_neighbours"] if shared.get(tuple(sorted((s, n))), 0.0) < MIN_SHARED]
        if missing:
            note("5: %s does not touch %s on the drawing (board.json lists them)" % (s, ", ".join(missing)))

    # 6. marks
    boxes = {}
    for aid in sorted(areas):
        if aid not in A or "label" not in areas[aid]:
            fail("6: %s has no label" % aid)
            continue
        boxes[aid] = label_box(A[aid]["name"], areas[aid]["label"], A[aid]["kind"] == "sea")
    nmarks = 0
    for aid in sorted(areas):
        if aid not in A or aid not in polys or aid not in boxes:
            continue
        a, e, poly = A[aid], areas[aid], polys[aid]
        if footprint_inside(poly, None, box=boxes[aid]) < MARKS["margin"]:
            fail("6: %s: its name's box is not %g inside the area" % (aid, MARKS["margin"]))
        if a["kind"] == "sea":
            continue
        marks = []   # (what, centre, radius)
        expect = {"limit": True, "city": a["city_site"] is not None, "flood_plain": a["flood_plain"],
                  "volcano": a["volcano"]}
        for kind, present in expect.items():
            if present and kind not in e:
                fail("6: %s: no %s point" % (aid, kind))
            elif not present and kind in e:
                fail("6: %s: a %s point but board.json has none" % (aid, kind))
            elif present:
                marks.append((kind, e[kind], mark_radius(kind)))
        toks = e.get("tokens", [])
        if len(toks) != tokens_for(a["population_limit"]):
            fail("6: %s: %d token spots, expected %d" % (aid, len(toks), tokens_for(a["population_limit"])))
        marks += [("token %d" % (i + 1), t, mark_radius("token")) for i, t in enumerate(toks)]
        nmarks += len(marks) + 1
        for what, at, r in marks:
            v = footprint_inside(poly, at, r)
            if v < MARKS["margin"] - 1e-9:
                fail("6: %s: %s at %s is %s" % (aid, what, at, "outside the area" if v < -r else
                                                "%.1f from the outline (less than %g)" % (v + r, r + MARKS["margin"])))
            d = point_box_dist(at, boxes[aid])
            if d < r + MARKS["gap"] - 1e-9:
                fail("6: %s: %s overlaps its name" % (aid, what))
            for other, box in boxes.items():
                if other != aid and point_box_dist(at, box) < r:
                    fail("6: %s: %s overlaps the name of %s" % (aid, what, other))
        for i in range(len(marks)):
            for j in range(i + 1, len(marks)):
                (w1, p1, r1), (w2, p2, r2) = marks[i], marks[j]
                if math.hypot(p1[0] - p2[0], p1[1] - p2[1]) < r1 + r2 + MARKS["gap"] - 1e-9:
                    fail("6: %s: %s and %s overlap" % (aid, w1, w2))
    for x in sorted(boxes):
        for y in sorted(boxes):
            if x < y:
                b1, b2 = boxes[x], boxes[y]
                if b1[0] < b2[2] and b2[0] < b1[2] and b1[1] < b2[3] and b2[1] < b1[3]:
                    fail("6: the names of %s and %s overlap" % (x, y))
    stats["marks"] = nmarks
    stats["areas"] = len(areas)
    return stats


def nearest(p, q):
    """Smallest distance between the outlines of two polygons, and the two
    points that achieve it."""
    best = (float("inf"), None, None)
    for poly, other, flip in ((p, q, False), (q, p, True)):
        for r in poly.rings:
            for v in r:
                if (v[0] < other.bbox[0] - best[0] or v[0] > other.bbox[2] + best[0] or
                        v[1] < other.bbox[1] - best[0] or v[1] > other.bbox[3] + best[0]):
                    continue
                for a, b in other.edges:
                    d = seg_dist(v, a, b)
                    if d < best[0]:
                        dx, dy = b[0] - a[0], b[1] - a[1]
                        L2 = dx * dx + dy * dy
                        t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((v[0] - a[0]) * dx + (v[1] - a[1]) * dy) / L2))
                        w = (a[0] + t * dx, a[1] + t * dy)
                        best = (d, w, v) if flip else (d, v, w)
    return best


def water_crossing(pa, pb, landpolys, tries=400):
    """Whether some segment from a vertex of pa to a vertex of pb, at most
    MAX_STRAIT long, has its inside in no land area (only seas, unnamed water,
    decor).  The shortest candidates are tried first."""
    va = [v for r in pa.rings for v in r]
    vb = [v for r in pb.rings for v in r]
    pairs = []
    for p in va:
        for q in vb:
            d = math.hypot(p[0] - q[0], p[1] - q[1])
            if d <= MAX_STRAIT:
                pairs.append((d, p, q))
    pairs.sort()
    for d, p, q in pairs[:tries]:
        n = max(2, int(d))
        clear = True
        for k in range(1, n):
            t = k / n
            s = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
            for o in landpolys:
                if (o.bbox[0] <= s[0] <= o.bbox[2] and o.bbox[1] <= s[1] <= o.bbox[3] and o.contains(s)
                        and o.boundary_dist(s) > 1e-6):
                    clear = False
                    break
            if not clear:
                break
        if clear:
            return True
    return False


def find_crossings(owners):
    """Pairs of edges of different polygons that cross or overlap other than
    at shared end points or as the same edge."""
    cell = 80
    grid = {}
    edges = []
    for (ia, ib), names in owners.items():
        for n in names:
            edges.append(((ia, ib), n))
    for k, ((a, b), n) in enumerate(edges):
        for gx in range(min(a[0], b[0]) // cell, max(a[0], b[0]) // cell + 1):
            for gy in range(min(a[1], b[1]) // cell, max(a[1], b[1]) // cell + 1):
                grid.setdefault((gx, gy), []).append(k)
    out = []
    seen = set()
    for members in grid.values():
        for i in range(len(members)):
            (a, b), n1 = edges[members[i]]
            for j in range(i + 1, len(members)):
                (c, d), n2 = edges[members[j]]
                if n1 == n2 or {a, b} == {c, d}:
                    continue
                key = (min(members[i], members[j]), max(members[i], members[j]))
                if key in seen:
                    continue
                seen.add(key)
                if max(a[0], b[0]) < min(c[0], d[0]) or max(c[0], d[0]) < min(a[0], b[0]) or \
                        max(a[1], b[1]) < min(c[1], d[1]) or max(c[1], d[1]) < min(a[1], b[1]):
                    continue
                d1, d2, d3, d4 = orient(c, d, a), orient(c, d, b), orient(a, b, c), orient(a, b, d)
                if d1 * d2 < 0 and d3 * d4 < 0:
                    out.append((((a, b), n1), ((c, d), n2)))
                elif d1 == d2 == 0 and collinear_overlap(a, b, c, d):
                    out.append((((a, b), n1), ((c, d), n2)))
    return sorted(out)


def collinear_overlap(a, b, c, d):
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    tc = (c[0] - a[0]) * dx + (c[1] - a[1]) * dy
    td = (d[0] - a[0]) * dx + (d[1] - a[1]) * dy
    return min(L2, max(tc, td)) > max(0, min(tc, td))


def regenerate(path, topojson, fail):
    # make_civ_map.py run as a program (it imports this file for the checks: imported back here,
    # the two modules made a cycle).
    land_file = mg.find_land_50m(topojson, ROOT)
    if not land_file:
        return "skipped (no land-50m.json; %s)" % mg.NPM_INSTALL
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "map_drawing.json")
        made = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make_civ_map.py"), "--topojson", land_file,
                               "--out", out], capture_output=True, text=True)
        if made.returncode != 0:
            first = (made.stderr.strip().splitlines() or ["exit %d" % made.returncode])[0]
            fail("7: make_civ_map.py fails: %s" % first)
            return "failed"
        with open(out, encoding="utf-8", newline="") as f:
            text = f.read()
    with open(path, encoding="utf-8", newline="") as f:
        if f.read() != text:
            fail("7: %s differs from what make_civ_map.py generates" % os.path.relpath(path, ROOT))
            return "differs"
    return "identical"


def main():
    ap = argparse.ArgumentParser(description="check resources/civ_calamities/map_drawing.json")
    ap.add_argument("--drawing", default=DRAWING)
    ap.add_argument("--board", default=BOARD)
    ap.add_argument("--topojson", help="world-atlas land-50m.json (for check 7)")
    ap.add_argument("--no-regen", action="store_true", help="skip check 7")
    args = ap.parse_args()
    failures, notes = [], []

    def fail(m):
        failures.append(m)
        print("FAIL: " + m)

    def note(m):
        notes.append(m)
        print("note: " + m)
    try:
        drawing = json.load(open(args.drawing, encoding="utf-8"))
        board = json.load(open(args.board, encoding="utf-8"))
    except (OSError, ValueError) as e:
        print("FAIL: cannot read the files: %s" % e)
        return 1
    stats = check(drawing, board, fail, note)
    regen = "skipped (--no-regen)" if args.no_regen else regenerate(args.drawing, args.topojson, fail)
    if stats:
        print("%d areas drawn; land borders: %d of %d board pairs drawn; %d pairs across water; %d marks"
              % (stats.get("areas", 0), stats.get("drawn_pairs", 0), stats.get("land_pairs", 0),
                 stats.get("across", 0), stats.get("marks", 0)))
    print("regeneration: " + regen)
    print("%s: %d failure(s), %d note(s)" % ("FAIL" if failures else "OK", len(failures), len(notes)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
