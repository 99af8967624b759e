#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Check resources/diplomacy_deadman/map_drawing.json against the rules'
map standard_map.json, and render it to /tmp/diplomacy_map.png.

Usage:  python3 scripts/check_diplomacy_map.py [--drawing FILE] [--rules FILE]
                                                [--png FILE] [--no-render]

Python 3 standard library only (ImageMagick's `convert` for the PNG).  Exits
with status 1 if any check fails; every failure is printed on its own line.

The checks (meant to be ported one by one to a C++ test):
  1. every province code of the rules has exactly one drawing entry and there
     are no extra codes;
  2. every province has a polygon (list of rings, >= 3 points each), a label
     point and a unit point; split-coast provinces have exactly their coasts'
     anchor points; supply centres have a "centre" point; all these points are
     strictly inside the polygon; label and unit are at least MIN_LABEL_UNIT
     apart; each coast anchor's nearest sea province is one its coast touches;
  3. every ring is simple (no two edges cross or touch except consecutive
     edges at their common vertex) and the rings of one polygon do not touch;
  4. no two polygons (provinces, impassable, decor) overlap: no proper edge
     crossing, and no vertex / edge midpoint / label point of one strictly
     inside the other;
  5. all points lie in the drawing rectangle and the polygons' areas add up to
     the rectangle's area (so, with 4., they tile it exactly);
  6. two provinces adjacent in the rules (armies or fleets lists, coasts
     mapped to their province) share a border (collinear overlapping edges)
     longer than MIN_SHARED map units;
  7. two provinces sharing such a border but not adjacent in the rules are
     listed in "border_exceptions" (with a reason), and every listed exception
     is such a pair.

What a player reads (sizes as MapView, src/diplomacy_deadman/ui/map_view.cpp,
draws them: tokens of TOKEN_RADIUS, names (the three-letter codes) at
LABEL_EM, supply-centre rings of CENTRE_RADIUS; every failure names the
province and the numbers):
  8. every unit is drawn on its own province: an army's disc (land and coasts)
     and a fleet (seas) lie inside the province, TOKEN_MARGIN from its border;
     a fleet on a coast (at 'unit', or at a coast anchor) has its centre
     FLEET_DEPTH inside and reaches over water but never within TOKEN_MARGIN
     of other land; the armies of COAST_OVERHANG (with the reason) may too,
     centre ARMY_DEPTH inside; tokens of two provinces never overlap;
  9. no token covers another province's name; a token covers its own name only
     in the provinces of OWN_LABEL_UNDER_TOKEN (MapView writes the name again
     over it), and then leaves the power's letter at its centre clear;
 10. a supply-centre ring lies inside its province, under no token and on no
     name;
 11. a name lies inside its province (a coastal province's may reach over
     water, centre LABEL_DEPTH inside, never over other land) and names do not
     overlap;
 12. a fleet on a named coast is drawn on that coast's side: its nearest sea is
     one of COAST_SIDES' waters, at most COAST_NEAR away, and it is nearer to
     that coast's landmark than to the other coast's.

Coordinates have at most one decimal, so the geometry is done exactly on
integers (coordinates x 10).
"""

import argparse
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RULES = os.path.join(ROOT, "resources", "diplomacy_deadman", "standard_map.json")
DRAWING = os.path.join(ROOT, "resources", "diplomacy_deadman", "map_drawing.json")

MIN_SHARED = 3.0       # map units: shorter contacts count as touching at a point
MIN_LABEL_UNIT = 12.0  # map units between a label point and a unit point
CLEARANCE = {"label": 3.0, "unit": 5.0}  # below this distance to the border: warning only

# What MapView (src/diplomacy_deadman/ui/map_view.cpp) draws, in map units.
TOKEN_RADIUS = 11.0     # token_radius: an army is a disc of this radius
TOKEN_PEN = 0.45        # half the width of the token's outline
CENTRE_RADIUS = 5.5     # centre_radius: the supply-centre ring
TOKEN_LETTER = 6.0      # half the size of the power's letter on a token (a bold capital of 1.05 r points)
# label_size is 9.5 points; the painter turns points into pixels of the device
# (96 dpi on a desktop: 9.5 * 96 / 72), and the map transform scales them like
# map units.  Names are the three-letter codes (the full name is only in the
# tooltip): land bold, seas italic.
LABEL_EM = 9.5 * 96 / 72
LABEL_PAD = 0.5         # around the ink: anti-aliasing, a slightly wider font
# A fleet (paintUnit): hull, mast and sail around the point, y down; one simple
# polygon around them all.
FLEET_OUTLINE = [(-13.75, -1.65), (-0.45, -1.65), (-0.45, -13.2), (0.6, -13.2), (8.8, -3.85),
                 (8.8, -1.65), (13.75, -1.65), (8.8, 8.8), (-8.8, 8.8)]
TOKEN_MARGIN = 0.5      # a token's outline keeps clear of the border line (0.8 wide) around it
FLEET_DEPTH = 4.0       # a fleet on a coast has its centre at least this far inside the province
ARMY_DEPTH = 7.0        # and an army of COAST_OVERHANG: most of the disc on its province
LABEL_DEPTH = 3.0       # a name's centre at least this far inside its province
# DejaVu Sans (the default sans font of the Linux desktops the game is made
# on, and one of the widest) capital letters, in thousandths of an em: advance,
# left bearing and width of the ink.  Measured with ImageMagick at 1000 px per
# em; kerning is ignored, it only narrows a name.
GLYPHS = {
    "bold": {
        "A": (774, 4, 765), "B": (762, 91, 601), "C": (734, 49, 621), "D": (830, 91, 687),
        "E": (683, 91, 519), "F": (683, 91, 509), "G": (821, 49, 699), "H": (837, 91, 655),
        "I": (372, 91, 189), "K": (805, 91, 715), "L": (637, 91, 519),
        "M": (995, 91, 812), "N": (837, 91, 655), "O": (850, 49, 751), "P": (733, 91, 601),
        "R": (770, 91, 659), "S": (720, 71, 576), "T": (682, 4, 673),
        "U": (812, 91, 630), "V": (774, 4, 765), "W": (1103, 29, 1043), "X": (771, 19, 732),
        "Y": (734, -10, 744), "Z": (725, 44, 637),
    },
    "italic": {
        "A": (684, -54, 670), "B": (686, 26, 599), "C": (698, 42, 653), "D": (770, 26, 697),
        "E": (632, 26, 604), "F": (587, 26, 561), "G": (775, 44, 682), "H": (752, 26, 700),
        "I": (295, 26, 243), "K": (722, 26, 697), "L": (557, 26, 472),
        "M": (863, 26, 810), "N": (748, 26, 696), "O": (787, 40, 708), "P": (603, 26, 576),
        "R": (695, 26, 575), "S": (635, 5, 598), "T": (676, 43, 633),
        "U": (732, 58, 655), "V": (742, 78, 665), "W": (1020, 96, 924), "X": (703, -43, 747),
        "Y": (676, 63, 613), "Z": (703, -22, 726),
    },
}
# Capitals' ink from the baseline (round letters overshoot a little), and the
# baseline below the centre of the line: Qt centres ascent + descent (DejaVu:
# 0.928 and 0.236 em) in the label's box.
CAP_TOP, CAP_BOTTOM = 0.757, 0.014
BASELINE = (0.928 - 0.236) / 2

# Coastal provinces too narrow for a whole army token (2 * (TOKEN_RADIUS +
# TOKEN_PEN + TOKEN_MARGIN) across) between their coast and their land
# neighbours, with the reason: their army reaches over their own coast into
# the sea, as a fleet on a coast may, but never over other land.
COAST_OVERHANG = {
    "CLY": "Scotland is about 48 units across: Clyde and Edinburgh share it, each token "
           "reaching a little over its own coast",
    "EDI": "(see CLY)",
    "LVP": "a strip between the Irish Sea and the Pennines; Galloway is about 22 units high",
    "ALB": "a strip between the Adriatic and the mountains: a fleet (27.5 units wide) and an army "
           "at the same point fit only with the army reaching a little over the coast",
    "APU": "a strip along the Adriatic, Naples and Rome take the rest of the boot's width",
    "TUS": "Tuscany is about 27 units across, a fleet's width: its tokens reach over the Ligurian Sea "
           "so that the name fits beside them",
    "NAP": "Campania and Calabria between the gulfs are narrower than a token (Sicily barely holds one)",
}
# Provinces too small to keep their own name clear of their own unit, with the
# reason (MapView writes a name a token covers again over it, on a halo).  Any
# other province whose token covers its own name fails.
OWN_LABEL_UNDER_TOKEN = {
    "EDI": "Grampian holds the token, and Lothian or the coast have no room for the name beside it",
    "HEL": "the Heligoland Bight is about 28 units wide, a fleet's width",
    "SKA": "the Skagerrak is about 30 units wide, a fleet's width",
    "TUS": "Tuscany is about 27 units across",
}
# The side a fleet on a named coast is drawn on, as on the printed board: the
# anchor's nearest sea is one of `waters`, at most COAST_NEAR away, and the
# anchor is nearer to `landmark` than to the landmark of the province's other
# coast (Spain's north coast also touches the Mid-Atlantic, near Cadiz).
COAST_SIDES = {  # (province, coast): (waters, landmark)
    ("STP", "NC"): (["BAR"], "BAR"), ("STP", "SC"): (["BOT"], "BOT"),
    ("SPA", "NC"): (["MAO"], "GAS"), ("SPA", "SC"): (["WES", "LYO"], "WES"),
    ("BUL", "EC"): (["BLA"], "BLA"), ("BUL", "SC"): (["AEG"], "AEG"),
}
COAST_NEAR = 25.0

failures = []
warnings = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg)


def warn(msg):
    warnings.append(msg)
    print("warning: " + msg)


# ---------------------------------------------------------------- geometry
def to_int(p):
    """Map units (<= 1 decimal) -> exact integers (tenths)."""
    return (int(round(p[0] * 10)), int(round(p[1] * 10)))


def orient(a, b, c):
    """> 0 if a, b, c turn one way, < 0 the other way, 0 if collinear."""
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def on_segment(p, a, b):
    """p (collinear with a-b) lies on the closed segment a-b."""
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_intersect(a, b, c, d):
    """Closed segments a-b and c-d have at least one common point."""
    d1, d2, d3, d4 = orient(c, d, a), orient(c, d, b), orient(a, b, c), orient(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and d1 != 0 and d2 != 0 and ((d3 > 0) != (d4 > 0)) and d3 != 0 and d4 != 0:
        return True
    return ((d1 == 0 and on_segment(a, c, d)) or (d2 == 0 and on_segment(b, c, d)) or
            (d3 == 0 and on_segment(c, a, b)) or (d4 == 0 and on_segment(d, a, b)))


def proper_crossing(a, b, c, d):
    """Segments cross at a single point interior to both."""
    d1, d2, d3, d4 = orient(c, d, a), orient(c, d, b), orient(a, b, c), orient(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def collinear_overlap(a, b, c, d):
    """Length (in integer units) of the common part of two collinear segments, else 0."""
    if orient(a, b, c) != 0 or orient(a, b, d) != 0:
        return 0.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return 0.0
    # parameters of c and d along a-b (a = 0, b = L2)
    tc = (c[0] - a[0]) * dx + (c[1] - a[1]) * dy
    td = (d[0] - a[0]) * dx + (d[1] - a[1]) * dy
    lo, hi = max(0, min(tc, td)), min(L2, max(tc, td))
    return (hi - lo) / math.sqrt(L2) if hi > lo else 0.0


def seg_dist(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    L2 = dx * dx + dy * dy
    t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / L2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def ring_area(r):
    return sum(r[i][0] * r[(i + 1) % len(r)][1] - r[(i + 1) % len(r)][0] * r[i][1] for i in range(len(r))) / 2.0


class Poly:
    """A polygon = list of rings (integer points), with a bounding box and its
    edges.  Several rings are separate pieces (islands), not holes."""

    def __init__(self, name, rings):
        self.name = name
        self.rings = [[to_int(p) for p in r] for r in rings]
        self.edges = []   # (a, b, ring index, index in ring)
        for k, r in enumerate(self.rings):
            for i in range(len(r)):
                self.edges.append((r[i], r[(i + 1) % len(r)], k, i))
        xs = [p[0] for r in self.rings for p in r]
        ys = [p[1] for r in self.rings for p in r]
        self.bbox = (min(xs), min(ys), max(xs), max(ys))
        # one point just inside each ring, next to the middle of its first edge
        self.inner_points = []
        for r in self.rings:
            (ax, ay), (bx, by) = r[0], r[1]
            mx, my = (ax + bx) / 2.0, (ay + by) / 2.0
            L = math.hypot(bx - ax, by - ay) or 1.0
            nx, ny = -(by - ay) / L * 0.5, (bx - ax) / L * 0.5
            ring_poly = [(r[i], r[(i + 1) % len(r)], 0, i) for i in range(len(r))]
            for cand in ((mx + nx, my + ny), (mx - nx, my - ny)):
                if Poly.ray_cast(ring_poly, cand):
                    self.inner_points.append(cand)
                    break

    @staticmethod
    def ray_cast(edges, p):
        """Even-odd ray casting towards +x."""
        x, y = p
        inside = False
        for a, b, _, _ in edges:
            if (a[1] > y) != (b[1] > y):
                if a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]) > x:
                    inside = not inside
        return inside

    def boundary_dist(self, p):
        return min(seg_dist(p, a, b) for a, b, _, _ in self.edges)

    def contains(self, p):
        """Even-odd ray casting over all rings (use strictly_inside for border points)."""
        return Poly.ray_cast(self.edges, p)

    def strictly_inside(self, p):
        return self.contains(p) and self.boundary_dist(p) > 1e-9

    def area(self):
        return sum(abs(ring_area(r)) for r in self.rings)


def bbox_overlap(b1, b2):
    return b1[0] <= b2[2] and b2[0] <= b1[2] and b1[1] <= b2[3] and b2[1] <= b1[3]


def edge_pairs(edges1, edges2=None):
    """Pairs of edges whose bounding boxes overlap (sweep along x).  With one
    list: pairs within it; with two lists: pairs across them."""
    items = [(min(a[0], b[0]), max(a[0], b[0]), 0, e) for e in edges1 for a, b in [e[:2]]]
    if edges2 is not None:
        items += [(min(a[0], b[0]), max(a[0], b[0]), 1, e) for e in edges2 for a, b in [e[:2]]]
    items.sort(key=lambda t: (t[0], t[1]))
    active = []
    for x0, x1, side, e in items:
        active = [t for t in active if t[1] >= x0]
        a, b = e[0], e[1]
        y0, y1 = min(a[1], b[1]), max(a[1], b[1])
        for t in active:
            if edges2 is not None and t[2] == side:
                continue
            c, d = t[3][0], t[3][1]
            if min(c[1], d[1]) <= y1 and y0 <= max(c[1], d[1]):
                yield (t[3], e) if edges2 is None or t[2] == 0 else (e, t[3])
        active.append((x0, x1, side, e))


# ---------------------------------------------------------------- what a player sees
# A footprint is what a mark covers: a polygon (or a single point) grown by a
# distance, in map units: ([points], grown by).
def label_box(code, kind, at):
    """The ink of a province's name written at `at` as MapView writes it
    (centred on its advance, the line box centred vertically), grown by
    LABEL_PAD: (x0, y0, x1, y1)."""
    glyphs = GLYPHS["italic" if kind == "sea" else "bold"]
    widest = max(glyphs.values())
    metrics = [glyphs.get(ch, widest) for ch in code]
    advance = sum(m[0] for m in metrics)
    em = LABEL_EM / 1000.0
    origin = at[0] - advance / 2.0 * em
    x0 = origin + metrics[0][1] * em
    x1 = origin + (advance - metrics[-1][0] + metrics[-1][1] + metrics[-1][2]) * em
    base = at[1] + BASELINE * LABEL_EM
    return (x0 - LABEL_PAD, base - CAP_TOP * LABEL_EM - LABEL_PAD,
            x1 + LABEL_PAD, base + CAP_BOTTOM * LABEL_EM + LABEL_PAD)


def box_footprint(box):
    x0, y0, x1, y1 = box
    return ([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], 0.0)


def army_footprint(at):
    return ([tuple(at)], TOKEN_RADIUS + TOKEN_PEN)


def fleet_footprint(at):
    return ([(at[0] + x, at[1] + y) for x, y in FLEET_OUTLINE], TOKEN_PEN)


def centre_footprint(at):
    return ([tuple(at)], CENTRE_RADIUS + TOKEN_PEN)


def point_rect_dist(p, box):
    """Distance from p to the rectangle (0 inside), as MapView tests whether a
    token covers a name."""
    dx = max(box[0] - p[0], 0.0, p[0] - box[2])
    dy = max(box[1] - p[1], 0.0, p[1] - box[3])
    return math.hypot(dx, dy)


def point_in_rings(p, rings):
    """Even-odd rule over all rings."""
    x, y = p
    inside = False
    for r in rings:
        n = len(r)
        for i in range(n):
            (xi, yi), (xj, yj) = r[i], r[i - 1]
            if (yi > y) != (yj > y) and xi + (y - yi) * (xj - xi) / (yj - yi) > x:
                inside = not inside
    return inside


def ring_edges(pts):
    if len(pts) == 1:
        return [(pts[0], pts[0])]
    return [(pts[i - 1], pts[i]) for i in range(len(pts))]


def seg_seg_dist(a, b, c, d):
    if segments_intersect(a, b, c, d):
        return 0.0
    return min(seg_dist(a, c, d), seg_dist(b, c, d), seg_dist(c, a, b), seg_dist(d, a, b))


def gap(f, g):
    """Distance between two footprints (negative: they overlap that deep, at
    least; 0 or less: they touch or overlap)."""
    (pf, bf), (pg, bg) = f, g
    if (len(pg) >= 3 and point_in_rings(pf[0], [pg])) or (len(pf) >= 3 and point_in_rings(pg[0], [pf])):
        return -bf - bg
    return min(seg_seg_dist(a, b, c, d) for a, b in ring_edges(pf) for c, d in ring_edges(pg)) - bf - bg


def clearance(f, rings):
    """How far footprint f stays inside the region made of `rings` (negative:
    it pokes out, at least that far)."""
    pts, grown = f
    edges = [e for r in rings for e in ring_edges(r)]
    if not point_in_rings(pts[0], rings):
        return -min(seg_dist(pts[0], a, b) for a, b in edges) - grown
    if len(pts) >= 3 and any(point_in_rings(r[0], [pts]) for r in rings):
        return -grown   # a whole ring (an island) under the footprint
    return min(seg_seg_dist(a, b, c, d) for a, b in ring_edges(pts) for c, d in edges) - grown


def unit_footprints(code, prov, entry):
    """(name, footprint) of every unit MapView may draw in a province: an army
    at 'unit' on land, a fleet at 'unit' at sea and on a coast without named
    coasts, a fleet at each coast anchor."""
    out = []
    kind = prov["kind"]
    if kind != "sea":
        out.append(("army", army_footprint(entry["unit"])))
    if kind == "sea" or (kind == "coast" and not prov.get("coasts")):
        out.append(("fleet", fleet_footprint(entry["unit"])))
    for cn in sorted(prov.get("coasts", {})):
        if cn in entry.get("coasts", {}):
            out.append(("fleet " + cn, fleet_footprint(entry["coasts"][cn])))
    return out


# ---------------------------------------------------------------- checks
def check_simple(poly):
    """Rings simple, and rings of one polygon disjoint."""
    for r in poly.rings:
        if len(r) < 3 or len(set(r)) != len(r):
            fail("%s: a ring has fewer than 3 points or repeats a point" % poly.name)
            return
        if ring_area(r) == 0:
            fail("%s: a ring has zero area" % poly.name)
    for e, f in edge_pairs(poly.edges):
        (a, b, ka, ia), (c, d, kc, ic) = e, f
        if ka == kc:
            n = len(poly.rings[ka])
            if ia == ic:
                continue
            if (ia + 1) % n == ic or (ic + 1) % n == ia:
                # consecutive edges: they may only share their common vertex
                shared = b if (ia + 1) % n == ic else a
                other1 = a if shared == b else b
                other2 = d if shared == c else c
                if orient(other1, shared, other2) == 0 and \
                        (on_segment(other2, other1, shared) or on_segment(other1, other2, shared)):
                    fail("%s: ring folds back on itself at %s" % (poly.name, fmt(shared)))
                continue
        if segments_intersect(a, b, c, d):
            fail("%s: ring edges %s-%s and %s-%s intersect" % (poly.name, fmt(a), fmt(b), fmt(c), fmt(d)))
            return


def fmt(p):
    return "(%g, %g)" % (p[0] / 10.0, p[1] / 10.0)


def check_overlap(p, q):
    # a. no proper crossing between their edges
    for e, f in edge_pairs([e for e in p.edges if bbox_overlap(edge_bbox(e), q.bbox)],
                           [f for f in q.edges if bbox_overlap(edge_bbox(f), p.bbox)]):
        if proper_crossing(e[0], e[1], f[0], f[1]):
            fail("%s and %s: edges cross near %s" % (p.name, q.name, fmt(e[0])))
            return
    # b. no vertex, edge midpoint or ring interior point of one strictly inside the other
    for a, b in ((p, q), (q, p)):
        for e in a.edges:
            for pt in (e[0], ((e[0][0] + e[1][0]) / 2.0, (e[0][1] + e[1][1]) / 2.0)):
                if b.bbox[0] < pt[0] < b.bbox[2] and b.bbox[1] < pt[1] < b.bbox[3] and b.strictly_inside(pt):
                    fail("%s and %s overlap (point %s of %s is inside %s)" % (
                        p.name, q.name, fmt(pt), a.name, b.name))
                    return
        for pt in a.inner_points:
            if b.strictly_inside(pt):
                fail("%s and %s overlap (a ring of %s lies inside %s)" % (p.name, q.name, a.name, b.name))
                return


def edge_bbox(e):
    a, b = e[0], e[1]
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))


def shared_length(p, q):
    """Total length (map units) of the collinear overlaps of p's and q's edges."""
    total = 0.0
    for e, f in edge_pairs([e for e in p.edges if bbox_overlap(edge_bbox(e), q.bbox)],
                           [f for f in q.edges if bbox_overlap(edge_bbox(f), p.bbox)]):
        total += collinear_overlap(e[0], e[1], f[0], f[1])
    return total / 10.0


def check_reading(provs, drawing, seas):
    """8.-12.: tokens, names and centre rings where a player reads them.
    Returns the provinces whose token covers their own name."""
    dprovs = drawing["provinces"]
    W, H = drawing["size"]
    entries = {c: dprovs[c] for c in sorted(set(provs) & set(dprovs))
               if all(k in dprovs[c] for k in ("polygon", "label", "unit"))}
    rings = {c: e["polygon"] for c, e in entries.items()}
    boxes = {c: label_box(c, provs[c]["kind"], e["label"]) for c, e in entries.items()}
    tokens = {c: unit_footprints(c, provs[c], e) for c, e in entries.items()}
    # what a fleet of a coastal province may not reach: any land but its own
    land = [(c, r) for c in entries if provs[c]["kind"] != "sea" for r in rings[c]]
    land += [(item.get("name", "?"), r) for key in ("impassable", "decor") for item in drawing.get(key, [])
             for r in item["polygon"]]
    land = [(name, r, poly_bbox([r])) for name, r in land]
    covered = []

    for code, e in entries.items():
        # 8. every token in its own province: an army, or a fleet at sea, inside it; a
        # fleet on a coast with its centre inside, reaching over water but no other land
        for what, f in tokens[code]:
            at = token_point(what, e)
            overhang = what == "fleet" or what.startswith("fleet ") or code in COAST_OVERHANG
            if provs[code]["kind"] == "sea" or not overhang:
                c = clearance(f, rings[code])
                if c < TOKEN_MARGIN:
                    fail("%s: the %s token at %s comes %.1f units from the province's border "
                         "(at least %.1f inside wanted)" % (code, what, fmt_pt(at), c, TOKEN_MARGIN))
                continue
            if what == "army" and clearance(f, rings[code]) >= TOKEN_MARGIN:
                warn("%s is listed in COAST_OVERHANG but its army token is inside it" % code)
            depth = clearance(([tuple(at)], 0.0), rings[code])
            need = ARMY_DEPTH if what == "army" else FLEET_DEPTH
            if depth < need:
                fail("%s: the %s token's centre %s is %.1f units inside the province (at least %.1f wanted)" % (
                    code, what, fmt_pt(at), depth, need))
            reach = grow(poly_bbox([f[0]]), f[1] + TOKEN_MARGIN)
            for name, r, b in land:
                if name != code and bbox_overlap(reach, b):
                    g = gap(f, (r, 0.0))
                    if g < TOKEN_MARGIN:
                        fail("%s: the %s token at %s comes %.1f units from %s (at least %.1f wanted)" % (
                            code, what, fmt_pt(at), g, name, TOKEN_MARGIN))
            x0, y0, x1, y1 = grow(poly_bbox([f[0]]), f[1])
            if min(x0, y0, W - x1, H - y1) < TOKEN_MARGIN:
                fail("%s: the %s token at %s reaches the edge of the drawing" % (code, what, fmt_pt(at)))
        # 11. the name inside its province; a coastal province's may reach over
        # water (names of seas are italic and blue, of land bold and brown)
        bf = box_footprint(boxes[code])
        if provs[code]["kind"] != "coast":
            c = clearance(bf, rings[code])
            if c < 0:
                fail("%s: the name's box %s crosses the province's border (%.1f)" % (
                    code, fmt_box(boxes[code]), c))
        else:
            depth = clearance(([tuple(e["label"])], 0.0), rings[code])
            if depth < LABEL_DEPTH:
                fail("%s: the name's point %s is %.1f units inside the province (at least %.1f wanted)" % (
                    code, fmt_pt(e["label"]), depth, LABEL_DEPTH))
            for name, r, b in land:
                if name != code and bbox_overlap(boxes[code], b):
                    g = gap(bf, (r, 0.0))
                    if g < 0:
                        fail("%s: the name's box %s reaches over %s" % (code, fmt_box(boxes[code]), name))
            x0, y0, x1, y1 = boxes[code]
            if min(x0, y0, W - x1, H - y1) < 0:
                fail("%s: the name's box %s reaches the edge of the drawing" % (code, fmt_box(boxes[code])))
        # 10. the supply-centre ring inside its province
        if "centre" in e:
            c = clearance(centre_footprint(e["centre"]), rings[code])
            if c < 0:
                fail("%s: the supply-centre ring at %s crosses the province's border (%.1f)" % (
                    code, fmt_pt(e["centre"]), c))

    for code, e in entries.items():
        near = [o for o in entries if bbox_overlap(grow(poly_bbox(rings[o]), 30), grow(poly_bbox(rings[code]), 30))]
        # 9. no token on a name (another province's: never; its own: only if listed)
        for what, f in tokens[code]:
            at = token_point(what, e)
            for other in near:
                g = gap(f, box_footprint(boxes[other]))
                if g >= 0:
                    continue
                if other != code:
                    fail("%s: the %s token at %s covers the name of %s (box %s, %.1f deep)" % (
                        code, what, fmt_pt(at), other, fmt_box(boxes[other]), -g))
                elif code in OWN_LABEL_UNDER_TOKEN:
                    covered.append("%s (%s)" % (code, what))
                    if point_rect_dist(at, boxes[code]) < TOKEN_LETTER:
                        fail("%s: the name's box %s comes within %.1f units of the %s token's centre %s, "
                             "on the power's letter (at least %.1f wanted)" % (
                                 code, fmt_box(boxes[code]), point_rect_dist(at, boxes[code]), what, fmt_pt(at),
                                 TOKEN_LETTER))
                else:
                    fail("%s: the %s token at %s covers the province's own name (box %s, %.1f deep); "
                         "move them apart, or list the province in OWN_LABEL_UNDER_TOKEN if it is too small" % (
                             code, what, fmt_pt(at), fmt_box(boxes[code]), -g))
        # 10. a supply-centre ring under no token and on no name
        if "centre" in e:
            ring = centre_footprint(e["centre"])
            for other in near:
                for what, f in tokens[other]:
                    g = gap(ring, f)
                    if g < 0:
                        fail("%s: the supply-centre ring at %s lies under the %s token of %s at %s (%.1f deep)" % (
                            code, fmt_pt(e["centre"]), what, other, fmt_pt(token_point(what, entries[other])), -g))
                g = gap(ring, box_footprint(boxes[other]))
                if g < 0:
                    fail("%s: the supply-centre ring at %s covers the name of %s (box %s, %.1f deep)" % (
                        code, fmt_pt(e["centre"]), other, fmt_box(boxes[other]), -g))
        # 11. names apart; 8. tokens apart (a fleet on a coast reaches over the water)
        for other in near:
            if other <= code:
                continue
            if gap(box_footprint(boxes[code]), box_footprint(boxes[other])) < 0:
                fail("%s and %s: their names overlap (boxes %s and %s)" % (
                    code, other, fmt_box(boxes[code]), fmt_box(boxes[other])))
            for what, f in tokens[code]:
                for what2, f2 in tokens[other]:
                    g = gap(f, f2)
                    if g < 0:
                        fail("%s and %s: the %s token at %s and the %s token at %s overlap (%.1f deep)" % (
                            code, other, what, fmt_pt(token_point(what, e)), what2,
                            fmt_pt(token_point(what2, entries[other])), -g))

    for code in sorted(OWN_LABEL_UNDER_TOKEN):
        if code in entries and not any(x.startswith(code + " ") for x in covered):
            warn("%s is listed in OWN_LABEL_UNDER_TOKEN but no token covers its name any more" % code)

    # 12. a fleet on a named coast drawn by that coast
    for code, e in entries.items():
        named = sorted(provs[code].get("coasts", {}))
        for cn in named:
            if cn not in e.get("coasts", {}) or (code, cn) not in COAST_SIDES:
                if cn in e.get("coasts", {}):
                    fail("%s/%s: no entry in COAST_SIDES" % (code, cn))
                continue
            at = e["coasts"][cn]
            waters, landmark = COAST_SIDES[(code, cn)]
            nearest = min(seas, key=lambda s: s.boundary_dist(to_int(at)))
            d_water = min(seas[[s.name for s in seas].index(w)].boundary_dist(to_int(at)) for w in waters) / 10.0
            if nearest.name not in waters:
                fail("%s/%s: the anchor %s is nearest to %s, not to %s" % (code, cn, fmt_pt(at), nearest.name,
                                                                        "/".join(waters)))
            elif d_water > COAST_NEAR:
                fail("%s/%s: the anchor %s is %.1f units from %s (at most %.1f wanted)" % (
                    code, cn, fmt_pt(at), d_water, "/".join(waters), COAST_NEAR))
            for other in named:
                if other == cn or (code, other) not in COAST_SIDES:
                    continue
                theirs = COAST_SIDES[(code, other)][1]
                d_own = poly_dist(at, dprovs[landmark]["polygon"])
                d_theirs = poly_dist(at, dprovs[theirs]["polygon"])
                if d_own >= d_theirs:
                    fail("%s/%s: the anchor %s is nearer to %s (%.1f) than to %s (%.1f), on the %s side" % (
                        code, cn, fmt_pt(at), theirs, d_theirs, landmark, d_own, other))
    return covered


def token_point(what, entry):
    return entry["unit"] if what in ("army", "fleet") else entry["coasts"][what.split()[1]]


def poly_dist(p, rings):
    return min(seg_dist(p, a, b) for r in rings for a, b in ring_edges([tuple(q) for q in r]))


def poly_bbox(rings):
    xs = [p[0] for r in rings for p in r]
    ys = [p[1] for r in rings for p in r]
    return (min(xs), min(ys), max(xs), max(ys))


def grow(b, d):
    return (b[0] - d, b[1] - d, b[2] + d, b[3] + d)


def fmt_pt(p):
    return "(%.1f, %.1f)" % (p[0], p[1])


def fmt_box(b):
    return "(%.1f, %.1f)-(%.1f, %.1f)" % b


def main():
    ap = argparse.ArgumentParser(description="check map_drawing.json")
    ap.add_argument("--drawing", default=DRAWING)
    ap.add_argument("--rules", default=RULES)
    ap.add_argument("--png", default="/tmp/diplomacy_map.png")
    ap.add_argument("--no-render", action="store_true")
    ap.add_argument("--scale", type=int, default=2, help="pixels per map unit in the PNG")
    args = ap.parse_args()
    rules = json.load(open(args.rules, encoding="utf-8"))
    drawing = json.load(open(args.drawing, encoding="utf-8"))
    provs = {p["code"]: p for p in rules["provinces"]}
    dprovs = drawing.get("provinces", {})
    W, H = drawing["size"]

    # 1. codes
    for c in sorted(set(provs) - set(dprovs)):
        fail("province %s has no drawing" % c)
    for c in sorted(set(dprovs) - set(provs)):
        fail("drawing has an unknown province %s" % c)

    # 2. polygons and points
    polys = {}
    for code in sorted(set(provs) & set(dprovs)):
        d, p = dprovs[code], provs[code]
        rings = d.get("polygon")
        if not rings or any(len(r) < 3 for r in rings):
            fail("%s: missing or degenerate polygon" % code)
            continue
        poly = Poly(code, rings)
        polys[code] = poly
        pts = []
        for key in ("label", "unit"):
            if key not in d:
                fail("%s: no %s point" % (code, key))
            else:
                pts.append((key, d[key]))
        if p.get("centre"):
            if "centre" not in d:
                fail("%s: supply centre without a 'centre' point" % code)
            else:
                pts.append(("centre", d["centre"]))
        elif "centre" in d:
            fail("%s: 'centre' point but not a supply centre" % code)
        want = set(p.get("coasts", {}))
        have = set(d.get("coasts", {}))
        if want != have:
            fail("%s: coast anchors %s, expected %s" % (code, sorted(have), sorted(want)))
        for cn in sorted(have & want):
            pts.append(("coast " + cn, d["coasts"][cn]))
        for key, pt in pts:
            ip = to_int(pt)
            if not poly.strictly_inside(ip):
                fail("%s: %s point %s is not strictly inside the polygon" % (code, key, pt))
            elif key in CLEARANCE and poly.boundary_dist(ip) / 10.0 < CLEARANCE[key]:
                warn("%s: %s point is only %.1f units from the border" % (
                    code, key, poly.boundary_dist(ip) / 10.0))
        if "label" in d and "unit" in d:
            dd = math.hypot(d["label"][0] - d["unit"][0], d["label"][1] - d["unit"][1])
            if dd < MIN_LABEL_UNIT:
                fail("%s: label and unit points are only %.1f units apart" % (code, dd))

    others = []
    for item in drawing.get("impassable", []):
        others.append(Poly("impassable:" + item.get("name", "?"), item["polygon"]))
    for item in drawing.get("decor", []):
        others.append(Poly("decor:" + item.get("name", "?"), item["polygon"]))
    allpolys = list(polys.values()) + others

    # coast anchors: nearest sea must be one of the coast's seas
    seas = [polys[c] for c in sorted(polys) if provs[c]["kind"] == "sea"]
    for code in sorted(polys):
        for cn, pt in sorted(dprovs[code].get("coasts", {}).items()):
            if cn not in provs[code].get("coasts", {}):
                continue
            ip = to_int(pt)
            nearest = min(seas, key=lambda s: s.boundary_dist(ip))
            ok = [q.split("/")[0] for q in provs[code]["coasts"][cn]]
            if nearest.name not in ok:
                fail("%s/%s: anchor %s is nearest to %s, not to one of %s" % (code, cn, pt, nearest.name, ok))

    # 8.-12. what a player reads
    covered = check_reading(provs, drawing, seas)

    # 3. simple rings
    for poly in allpolys:
        check_simple(poly)

    # 4. no overlaps; 6./7. shared borders
    shared = {}
    for i, p in enumerate(allpolys):
        for q in allpolys[i + 1:]:
            if not bbox_overlap(p.bbox, q.bbox):
                continue
            check_overlap(p, q)
            if p.name in provs and q.name in provs:
                L = shared_length(p, q)
                if L > 0:
                    shared[tuple(sorted((p.name, q.name)))] = L

    # 5. inside the rectangle, areas add up
    for poly in allpolys:
        x0, y0, x1, y1 = poly.bbox
        if x0 < 0 or y0 < 0 or x1 > W * 10 or y1 > H * 10:
            fail("%s lies partly outside the %gx%g rectangle" % (poly.name, W, H))
    total = sum(p.area() for p in allpolys) / 100.0
    if abs(total - W * H) > 1e-6 * W * H:
        fail("polygon areas add up to %.1f, the rectangle is %.1f (gaps or overlaps)" % (total, W * H))

    adjacent = set()
    for p in rules["provinces"]:
        nbrs = list(p.get("armies", [])) + list(p.get("fleets", []))
        for lst in p.get("coasts", {}).values():
            nbrs += lst
        for q in nbrs:
            adjacent.add(tuple(sorted((p["code"], q.split("/")[0]))))
    for a, b in sorted(adjacent):
        if a in polys and b in polys and shared.get((a, b), 0.0) <= MIN_SHARED:
            fail("%s-%s are adjacent in the rules but share only %.1f units of border" % (
                a, b, shared.get((a, b), 0.0)))
    listed = {}
    for ex in drawing.get("border_exceptions", []):
        key = tuple(sorted((ex["a"], ex["b"])))
        if not ex.get("why"):
            fail("border exception %s-%s has no reason" % key)
        listed[key] = ex.get("why", "")
    for (a, b), L in sorted(shared.items()):
        if L > MIN_SHARED and (a, b) not in adjacent and (a, b) not in listed:
            fail("%s-%s share %.1f units of border but are not adjacent in the rules "
                 "(and not in border_exceptions)" % (a, b, L))
    for (a, b) in sorted(listed):
        if (a, b) in adjacent:
            fail("border exception %s-%s: they are adjacent in the rules" % (a, b))
        elif shared.get((a, b), 0.0) <= MIN_SHARED:
            fail("border exception %s-%s: they share no border" % (a, b))

    if not args.no_render:
        render(drawing, provs, args.png, args.scale)

    print("%d provinces, %d impassable/decor polygons, %d adjacent pairs, %d drawn borders, "
          "%d border exceptions; %d failure(s), %d warning(s)" % (
              len(polys), len(others), len(adjacent),
              sum(1 for v in shared.values() if v > MIN_SHARED), len(listed), len(failures), len(warnings)))
    if covered:
        print("names under their own token (rewritten on a halo): " + ", ".join(covered))
    return 1 if failures else 0


# ---------------------------------------------------------------- rendering
COLOURS = {"sea": "#b7d5ee", "land": "#f0e4c4", "coast": "#f0e4c4", "impassable": "#a8a294", "decor": "#ddd8c8"}


def render(drawing, provs, png, S=2):
    """Write an SVG next to the PNG and render the PNG with ImageMagick (from
    an equivalent MVG file: this ImageMagick build may not read SVG)."""
    W, H = drawing["size"]
    shapes = []   # (colour, rings)
    for code in sorted(drawing["provinces"]):
        kind = provs.get(code, {}).get("kind", "land")
        shapes.append((COLOURS[kind], drawing["provinces"][code]["polygon"]))
    for item in drawing.get("impassable", []):
        shapes.append((COLOURS["impassable"], item["polygon"]))
    for item in drawing.get("decor", []):
        shapes.append((COLOURS["decor"], item["polygon"]))

    def path(rings):
        return " ".join("M " + " L ".join("%g,%g" % (x, y) for x, y in r) + " Z" for r in rings)

    svg = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %g %g">' % (
        W * S, H * S, W, H)]
    mvg = ["viewbox 0 0 %d %d" % (W * S, H * S), "affine %d 0 0 %d 0 0" % (S, S), "font DejaVu-Sans-Bold"]
    for colour, rings in shapes:
        svg.append('<path d="%s" fill="%s" stroke="#555" stroke-width="0.5" stroke-linejoin="round"/>' % (
            path(rings), colour))
        mvg.append("fill '%s' stroke '#555555' stroke-width 0.5 stroke-linejoin round path '%s'" % (colour, path(rings)))
    for item in drawing.get("impassable", []):
        if "label" in item:
            x, y = item["label"]
            svg.append('<text x="%g" y="%g" font-size="5" text-anchor="middle" fill="#333">%s</text>' % (
                x, y + 2, item["name"]))
            mvg.append("stroke none fill '#333333' font-size 5 text-anchor middle text %g,%g '%s'" % (
                x, y + 2, item["name"]))
    # at MapView's sizes: names, supply-centre rings, then the outline of an
    # army at every unit point and of a fleet at every coast anchor
    for code in sorted(drawing["provinces"]):
        d = drawing["provinces"][code]
        sea = provs.get(code, {}).get("kind") == "sea"
        x, y = d["label"]
        base_y = y + BASELINE * LABEL_EM
        svg.append('<text x="%g" y="%g" font-size="%g" font-family="DejaVu Sans" font-weight="%s" '
                   'font-style="%s" text-anchor="middle" fill="#111">%s</text>' % (
                       x, base_y, LABEL_EM, "normal" if sea else "bold", "italic" if sea else "normal", code))
        mvg.append("stroke none fill '#111111' font %s font-size %g text-anchor middle text %g,%g '%s'" % (
            "DejaVu-Sans-Oblique" if sea else "DejaVu-Sans-Bold", LABEL_EM, x, base_y, code))
    for code in sorted(drawing["provinces"]):
        d = drawing["provinces"][code]
        if "centre" in d:
            x, y = d["centre"]
            svg.append('<circle cx="%g" cy="%g" r="%g" fill="#fff" stroke="#222" stroke-width="0.9"/>' % (
                x, y, CENTRE_RADIUS))
            mvg.append("fill '#ffffff' stroke '#222222' stroke-width 0.9 circle %g,%g %g,%g" % (
                x, y, x + CENTRE_RADIUS, y))
        x, y = d["unit"]
        svg.append('<circle cx="%g" cy="%g" r="%g" fill="none" stroke="#c03030" stroke-width="0.9"/>' % (
            x, y, TOKEN_RADIUS))
        mvg.append("fill none stroke '#c03030' stroke-width 0.9 circle %g,%g %g,%g" % (x, y, x + TOKEN_RADIUS, y))
        for cn, (x, y) in sorted(d.get("coasts", {}).items()):
            hull = " ".join("%g,%g" % (x + u, y + v) for u, v in FLEET_OUTLINE)
            svg.append('<polygon points="%s" fill="none" stroke="#7030a0" stroke-width="0.9"/>' % hull)
            svg.append('<text x="%g" y="%g" font-size="5" fill="#7030a0">%s</text>' % (x + 10, y + 7, cn))
            mvg.append("fill none stroke '#7030a0' stroke-width 0.9 polygon %s" % hull)
            mvg.append("stroke none fill '#7030a0' font-size 5 text %g,%g '%s'" % (x + 10, y + 7, cn))
    svg.append("</svg>")
    base = os.path.splitext(png)[0]
    with open(base + ".svg", "w", encoding="utf-8") as fh:
        fh.write("\n".join(svg) + "\n")
    with open(base + ".mvg", "w", encoding="utf-8") as fh:
        fh.write("\n".join(mvg) + "\n")
    try:
        subprocess.run(["convert", "-size", "%dx%d" % (W * S, H * S), "mvg:" + base + ".mvg", png],
                       check=True, capture_output=True)
        print("rendered %s (and %s.svg)" % (png, base))
    except (OSError, subprocess.CalledProcessError) as e:
        warn("could not render %s with ImageMagick: %s" % (png, e))


if __name__ == "__main__":
    sys.exit(main())
