#!/usr/bin/env python3
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
    for code in sorted(drawing["provinces"]):
        d = drawing["provinces"][code]
        if "centre" in d:
            x, y = d["centre"]
            svg.append('<circle cx="%g" cy="%g" r="2.6" fill="#222"/>' % (x, y))
            mvg.append("stroke none fill '#222222' circle %g,%g %g,%g" % (x, y, x + 2.6, y))
        x, y = d["unit"]
        svg.append('<rect x="%g" y="%g" width="10" height="10" fill="none" stroke="#c03030" stroke-width="0.8"/>' % (
            x - 5, y - 5))
        mvg.append("fill none stroke '#c03030' stroke-width 0.8 rectangle %g,%g %g,%g" % (x - 5, y - 5, x + 5, y + 5))
        for cn, (x, y) in sorted(d.get("coasts", {}).items()):
            tri = "%g,%g %g,%g %g,%g" % (x, y - 4, x - 3.5, y + 2.5, x + 3.5, y + 2.5)
            svg.append('<polygon points="%s" fill="#7030a0"/>' % tri)
            svg.append('<text x="%g" y="%g" font-size="4" fill="#7030a0">%s</text>' % (x + 4, y + 2, cn))
            mvg.append("stroke none fill '#7030a0' polygon %s" % tri)
            mvg.append("stroke none fill '#7030a0' font-size 4 text %g,%g '%s'" % (x + 4, y + 2, cn))
        x, y = d["label"]
        svg.append('<text x="%g" y="%g" font-size="7" font-family="DejaVu Sans" font-weight="bold" '
                   'text-anchor="middle" fill="#111">%s</text>' % (x, y + 2.5, code))
        mvg.append("stroke none fill '#111111' font-size 7 text-anchor middle text %g,%g '%s'" % (x, y + 2.5, code))
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
