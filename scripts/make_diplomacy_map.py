#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate resources/diplomacy_deadman/map_drawing.json: Tablée's own vector
drawing of the standard Diplomacy board (75 provinces, Switzerland, decor).

Usage
-----
    npm install --prefix /tmp/world-atlas world-atlas@2.0.2   # once; do not commit it
    python3 scripts/make_diplomacy_map.py \
        [--topojson /tmp/world-atlas/node_modules/world-atlas/land-50m.json] \
        [--out resources/diplomacy_deadman/map_drawing.json] [--debug /tmp/dm_debug.png] [--keep-going]
    python3 scripts/check_diplomacy_map.py

Python 3 standard library only.  The output is deterministic: rerunning the
script on the same input file recreates map_drawing.json byte for byte.

Where the data comes from
-------------------------
Coastlines: Natural Earth 1:50m "Land" (version 4.1.0, public domain,
https://www.naturalearthdata.com/), as redistributed in TopoJSON by the npm
package world-atlas 2.0.2 (https://github.com/topojson/world-atlas, ISC),
file land-50m.json, sha256 LAND_SHA256 below.  Only the coastline (land/sea
boundary) is taken from it.

Everything else is hand-authored in this file, in longitude/latitude degrees:
  * BORDERS: the land/land borders between provinces (approximating the
    classic board, not modern states), the sea/sea borders, Switzerland, a few
    "closing" lines across narrow straits (the Danish belts and the Oresund, the
    Bosporus/Dardanelles, the Kerch strait...) and the lines that cut the
    decor land (Ireland, Iceland, Corsica/Sardinia, Crete, Levant/Libya...)
    off the playable area;
  * SEEDS: one or more points per province / decor piece; every face of the
    planar arrangement must contain seeds of exactly one name;
  * PLACES: the points wanted for label / unit / coast anchors / supply
    centre (otherwise they are found automatically); see place_points().

How the drawing is derived
--------------------------
1. The TopoJSON "land" rings are decoded and projected with a Lambert
   conformal conic projection (standard parallels 40N and 60N, central
   meridian 15E, origin 50N; sphere), then scaled so that FRAME becomes the
   drawing rectangle [0, WIDTH] x [0, HEIGHT] (map units, y grows downward as
   in Qt; 1 map unit is about 4.6 km).
2. Islands smaller than ISLAND_MIN_AREA map units^2 are dropped; the rings are
   clipped to the rectangle and simplified with Douglas-Peucker (tolerance
   SIMPLIFY map units).
3. The coastlines, the hand-authored lines (projected the same way, straight
   segments in map space) and the rectangle's four sides are put in one planar
   arrangement on an integer grid of 0.1 map unit: all intersections are
   computed and snapped to the grid (repeated until no crossing is left),
   dangling line ends are pruned, and the faces are extracted.
4. Each face gets the name of the seeds it contains; faces of the same name are
   merged (their common edges disappear).  A face without seed takes the name
   of its surroundings when it is enclosed by a single name, and slivers from
   the simplification (< SLIVER_AREA) join their longest neighbour; any other
   unnamed face, or a face with seeds of two names, is an error.  Islands that
   float inside one face without a seed of their own are dropped.
5. Because every border exists once in the arrangement, two neighbouring
   provinces always share exactly the same vertices along their common border:
   there are no gaps and no overlaps, and the sea provinces + land provinces +
   Switzerland + decor exactly tile the rectangle.
6. Label, unit, supply-centre and coast anchor points: each wanted point of
   PLACES (or, without one, a "pole of inaccessibility" search, polylabel) is
   moved to the nearest point where what MapView draws there is read right,
   by the rules of check_diplomacy_map.py (imported: token, name and ring
   sizes, margins, the lists of exceptions): a unit's token on its own
   province, clear of every name; a name in its province; a ring under no
   token and on no name...  Seas are placed first, then inland provinces,
   then coastal ones (whose fleets and names may reach over water), each
   keeping clear of the marks placed before.  The whole drawing is then
   checked as check_diplomacy_map.py checks it, and the script fails on any
   problem (--keep-going writes the file all the same).
7. Shared borders between provinces that are not adjacent in standard_map.json
   are reported; they must be listed (with a reason) in BORDER_EXCEPTIONS or
   the script fails (there are none at present).  Rule adjacencies without a
   shared border longer than 3 map units also make it fail.

Liberties taken with geography (as the printed board does)
----------------------------------------------------------
* The Sea of Marmara, the Bosporus and the Dardanelles are filled in as part of
  Constantinople, which spans both shores; the Danish belts and the Oresund are
  filled in as part of Denmark, so that Denmark touches Sweden and the
  Skagerrak is cut off from the Baltic.
* Islands that would be holes inside one sea are dropped (Cyprus, the
  Balearics, Gotland, Oland, Bornholm, the Hebrides, Orkney, Shetland, the
  Faroes, most Greek islands, Malta, Elba...), as are islands smaller than
  ISLAND_MIN_AREA.  Ireland, Iceland, Corsica, Sardinia and Crete are decor
  land on the borders between seas; Sicily is a second ring of Naples.
* Lakes are land.  The Sea of Azov belongs to the Black Sea, the White Sea to
  the Barents Sea, the Gulf of Finland to the Gulf of Bothnia and the Gulf of
  Riga to the Baltic.  The Caspian Sea lies just outside the drawing.
* Land borders follow the classic board (Europe around 1901: Alsace-Lorraine
  in Munich, Transylvania in Budapest, Bessarabia in Sevastopol, Finland's
  border close to St Petersburg...), simplified to a few straight segments.
  Where the board's provinces would be narrower than a unit's token (22 map
  units), borders give them room: Clyde and Edinburgh split Scotland about
  halfway, Liverpool takes Ayrshire and the Pennines, Apulia reaches over
  Basilicata, the Heligoland Bight is a little wider.
* The drawing rectangle runs from about 35.5W 65.2N (top left) to 39.2E 30.7N
  (bottom right); 1 map unit is about 4.6 km.

Determinism: no randomness; all topology is computed on integers.  The same
input file and Python (IEEE-754 doubles) give the same output byte for byte.
"""

import argparse
import hashlib
import heapq
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RULES_PATH = os.path.join(ROOT, "resources", "diplomacy_deadman", "standard_map.json")
OUT_PATH = os.path.join(ROOT, "resources", "diplomacy_deadman", "map_drawing.json")

WORLD_ATLAS_VERSION = "2.0.2"
LAND_SHA256 = "619477ff690c086885e45cb91707d783805561bd75ae8e437b7d4694b0204e0f"
DEFAULT_TOPOJSON = [
    "/tmp/world-atlas/node_modules/world-atlas/land-50m.json",
    os.path.join(ROOT, "node_modules", "world-atlas", "land-50m.json"),
]

# Lambert conformal conic (sphere of radius 1000 "projected units").
LCC_LAT1, LCC_LAT2, LCC_LON0, LCC_LAT0 = 40.0, 60.0, 15.0, 50.0
# Drawing rectangle in projected units (x0, y0, x1, y1), y pointing down.
FRAME = (-350.0, -388.0, 371.0, 277.0)
WIDTH = 1000
ISLAND_MIN_AREA = 15.0   # map units^2, smaller land rings are dropped
SIMPLIFY = 0.55          # Douglas-Peucker tolerance, map units
GRID = 10                # integer grid: 1 map unit = GRID ticks
SLIVER_AREA = 60.0       # unnamed faces smaller than this (map units^2) are merged

# --------------------------------------------------------------------------
# Projection
# --------------------------------------------------------------------------
_p1, _p2, _p0 = (math.radians(v) for v in (LCC_LAT1, LCC_LAT2, LCC_LAT0))
_N = math.log(math.cos(_p1) / math.cos(_p2)) / math.log(
    math.tan(math.pi / 4 + _p2 / 2) / math.tan(math.pi / 4 + _p1 / 2))
_F = math.cos(_p1) * math.tan(math.pi / 4 + _p1 / 2) ** _N / _N
_RHO0 = _F / math.tan(math.pi / 4 + _p0 / 2) ** _N
SCALE = WIDTH / (FRAME[2] - FRAME[0])
HEIGHT = round((FRAME[3] - FRAME[1]) * SCALE)


def project(lon, lat):
    """(lon, lat) in degrees -> (x, y) map units, y down."""
    rho = _F / math.tan(math.pi / 4 + math.radians(lat) / 2) ** _N
    th = _N * math.radians(lon - LCC_LON0)
    px = rho * math.sin(th) * 1000.0
    py = -(_RHO0 - rho * math.cos(th)) * 1000.0
    return (px - FRAME[0]) * SCALE, (py - FRAME[1]) * SCALE


def unproject(x, y):
    """Inverse of project() (for messages)."""
    px = x / SCALE + FRAME[0]
    py = -(y / SCALE + FRAME[1])
    px, py = px / 1000.0, py / 1000.0
    rho = math.copysign(math.hypot(px, _RHO0 - py), _N)
    th = math.atan2(px, _RHO0 - py)
    lat = 2 * math.atan((_F / rho) ** (1 / _N)) - math.pi / 2
    return LCC_LON0 + math.degrees(th / _N), math.degrees(lat)


def fmt_ll(x, y):
    lon, lat = unproject(x, y)
    return "(lon %.2f, lat %.2f)" % (lon, lat)


# --------------------------------------------------------------------------
# Hand-authored data (lon, lat degrees)
# --------------------------------------------------------------------------
# Every line is a polyline; it should overshoot the lines/coasts it is meant
# to meet (dangling ends are pruned).  Names are only for readability.
BORDERS = {}

# Seeds: name -> list of points.  Province codes, "SWI" for Switzerland,
# "decor:<Name>" for decorative land outside the playable area.
SEEDS = {}

# Optional placement overrides: code -> {"label": (lon,lat), "unit": ...,
# "centre": ..., "coasts": {"NC": (lon,lat)}}.
PLACES = {}

# Pairs that share a drawn border although the rules do not make them adjacent.
BORDER_EXCEPTIONS = {}

# (the data itself is at the end of this file, see DATA)


# --------------------------------------------------------------------------
# Geometry helpers (integer grid)
# --------------------------------------------------------------------------
def orient(a, b, c):
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def on_segment_interior(p, a, b):
    """p collinear with a-b is strictly between a and b."""
    return (min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and
            min(a[1], b[1]) <= p[1] <= max(a[1], b[1]) and p != a and p != b)


def ring_area(r):
    s = 0
    n = len(r)
    for i in range(n):
        x1, y1 = r[i]
        x2, y2 = r[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return s / 2.0


def point_in_ring(p, r):
    x, y = p
    inside = False
    n = len(r)
    j = n - 1
    for i in range(n):
        xi, yi = r[i]
        xj, yj = r[j]
        if (yi > y) != (yj > y):
            xc = xi + (y - yi) * (xj - xi) / (yj - yi)
            if xc > x:
                inside = not inside
        j = i
    return inside


def seg_dist(p, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    if L == 0:
        return math.hypot(p[0] - ax, p[1] - ay)
    t = ((p[0] - ax) * dx + (p[1] - ay) * dy) / L
    t = max(0.0, min(1.0, t))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def douglas_peucker(pts, tol):
    if len(pts) < 3:
        return list(pts)
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        best, bi = -1.0, -1
        for k in range(i + 1, j):
            d = seg_dist(pts[k], pts[i], pts[j])
            if d > best:
                best, bi = d, k
        if best > tol:
            keep[bi] = True
            stack.append((i, bi))
            stack.append((bi, j))
    return [p for p, k in zip(pts, keep) if k]


def clip_segment(p, q, W, H):
    """Liang-Barsky: clip p-q to [0,W]x[0,H]; returns (t0, t1) or None."""
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for pp, qq in ((-dx, p[0]), (dx, W - p[0]), (-dy, p[1]), (dy, H - p[1])):
        if pp == 0:
            if qq < 0:
                return None
        else:
            t = qq / pp
            if pp < 0:
                if t > t1:
                    return None
                t0 = max(t0, t)
            else:
                if t < t0:
                    return None
                t1 = min(t1, t)
    return t0, t1


def clip_polyline(pts, W, H, closed):
    """Clip a polyline (or closed ring) to the rectangle.  Returns a list of
    (points, closed) pieces; points on the rectangle are exact."""
    if closed:
        if all(0 < x < W and 0 < y < H for x, y in pts):
            return [(list(pts), True)]
        seq = list(pts) + [pts[0]]
    else:
        seq = list(pts)
    pieces, cur = [], None
    for i in range(len(seq) - 1):
        p, q = seq[i], seq[i + 1]
        c = clip_segment(p, q, W, H)
        if c is None:
            if cur:
                pieces.append(cur)
                cur = None
            continue
        t0, t1 = c

        def at(t):
            x = p[0] + (q[0] - p[0]) * t
            y = p[1] + (q[1] - p[1]) * t
            # snap to the frame exactly
            x = 0.0 if abs(x) < 1e-9 else (float(W) if abs(x - W) < 1e-9 else x)
            y = 0.0 if abs(y) < 1e-9 else (float(H) if abs(y - H) < 1e-9 else y)
            return (x, y)
        a, b = at(t0), at(t1)
        if t0 > 0 or cur is None:
            if cur:
                pieces.append(cur)
            cur = [a]
        cur.append(b)
        if t1 < 1:
            pieces.append(cur)
            cur = None
    if cur:
        pieces.append(cur)
    if closed and len(pieces) >= 2 and pieces[0][0] == seq[0] and pieces[-1][-1] == seq[-1]:
        # the ring started inside: glue last and first pieces
        first = pieces.pop(0)
        pieces[-1] = pieces[-1] + first[1:]
    return [(pc, False) for pc in pieces if len(pc) >= 2]


# --------------------------------------------------------------------------
# Input
# --------------------------------------------------------------------------
def load_land(path):
    raw = open(path, "rb").read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != LAND_SHA256:
        print("warning: %s has sha256 %s, expected %s (world-atlas %s); the output "
              "may differ" % (path, digest, LAND_SHA256, WORLD_ATLAS_VERSION), file=sys.stderr)
    topo = json.loads(raw)
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for a in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in a:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)
    rings = []
    for g in topo["objects"]["land"]["geometries"]:
        polys = g["arcs"] if g["type"] == "MultiPolygon" else [g["arcs"]]
        for poly in polys:
            for r in poly:
                pts = []
                for i in r:
                    a = arcs[i] if i >= 0 else arcs[~i][::-1]
                    pts.extend(a if not pts else a[1:])
                if pts[0] == pts[-1]:
                    pts.pop()
                rings.append(pts)
    return rings


# --------------------------------------------------------------------------
# Planar arrangement on the integer grid
# --------------------------------------------------------------------------
def to_grid(p):
    return (int(math.floor(p[0] * GRID + 0.5)), int(math.floor(p[1] * GRID + 0.5)))


def split_segments(segs):
    """Split every segment at every intersection / touching point, snapping
    new points to the grid; repeat until the set of segments is stable (no
    two segments cross or overlap except at shared end points)."""
    segs = set(segs)
    cell = 20 * GRID
    for iteration in range(30):
        seglist = sorted(segs)
        grid = {}
        for i, (a, b) in enumerate(seglist):
            for gx in range(min(a[0], b[0]) // cell, max(a[0], b[0]) // cell + 1):
                for gy in range(min(a[1], b[1]) // cell, max(a[1], b[1]) // cell + 1):
                    grid.setdefault((gx, gy), []).append(i)
        splits = {}
        seen = set()
        for members in grid.values():
            m = len(members)
            for ii in range(m):
                i = members[ii]
                a, b = seglist[i]
                for jj in range(ii + 1, m):
                    j = members[jj]
                    if (i, j) in seen:
                        continue
                    seen.add((i, j))
                    c, d = seglist[j]
                    if (max(a[0], b[0]) < min(c[0], d[0]) or max(c[0], d[0]) < min(a[0], b[0]) or
                            max(a[1], b[1]) < min(c[1], d[1]) or max(c[1], d[1]) < min(a[1], b[1])):
                        continue
                    d1, d2 = orient(c, d, a), orient(c, d, b)
                    d3, d4 = orient(a, b, c), orient(a, b, d)
                    if d1 == 0 and d2 == 0:
                        # collinear: split each at the other's end points
                        for p in (c, d):
                            if on_segment_interior(p, a, b):
                                splits.setdefault(i, set()).add(p)
                        for p in (a, b):
                            if on_segment_interior(p, c, d):
                                splits.setdefault(j, set()).add(p)
                        continue
                    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and \
                            ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)):
                        t = d1 / (d1 - d2)
                        p = (int(math.floor(a[0] + (b[0] - a[0]) * t + 0.5)),
                             int(math.floor(a[1] + (b[1] - a[1]) * t + 0.5)))
                        splits.setdefault(i, set()).add(p)
                        splits.setdefault(j, set()).add(p)
                        continue
                    # touching: an end point lying inside the other segment
                    if d1 == 0 and on_segment_interior(a, c, d):
                        splits.setdefault(j, set()).add(a)
                    if d2 == 0 and on_segment_interior(b, c, d):
                        splits.setdefault(j, set()).add(b)
                    if d3 == 0 and on_segment_interior(c, a, b):
                        splits.setdefault(i, set()).add(c)
                    if d4 == 0 and on_segment_interior(d, a, b):
                        splits.setdefault(i, set()).add(d)
        if not splits:
            return segs
        new = set()
        for i, (a, b) in enumerate(seglist):
            pts = splits.get(i)
            if not pts:
                new.add((a, b))
                continue
            dx, dy = b[0] - a[0], b[1] - a[1]
            chain = sorted(set(pts) | {a, b}, key=lambda p: (p[0] - a[0]) * dx + (p[1] - a[1]) * dy)
            for p, q in zip(chain, chain[1:]):
                if p != q:
                    new.add((min(p, q), max(p, q)))
        segs = new
    raise SystemExit("error: the arrangement did not converge")


def prune_dangles(segs):
    adj = {}
    for a, b in segs:
        adj.setdefault(a, set()).add(b)
        adj.setdefault(b, set()).add(a)
    stack = [v for v, n in adj.items() if len(n) <= 1]
    while stack:
        v = stack.pop()
        nb = adj.get(v)
        if nb is None or len(nb) > 1:
            continue
        for u in nb:
            adj[u].discard(v)
            if len(adj[u]) <= 1:
                stack.append(u)
        del adj[v]
    return adj


class Arrangement:
    """Half-edge structure over an adjacency map {vertex: set(vertices)}."""

    def __init__(self, adj):
        self.order = {}
        self.pos = {}
        for v in sorted(adj):
            nb = sorted(adj[v], key=lambda u: math.atan2(u[1] - v[1], u[0] - v[0]))
            self.order[v] = nb
            for k, u in enumerate(nb):
                self.pos[(v, u)] = k
        self.face_of = {}
        self.faces = []     # list of vertex cycles
        for v in sorted(self.order):
            for u in self.order[v]:
                if (v, u) in self.face_of:
                    continue
                fid = len(self.faces)
                cyc = []
                h = (v, u)
                while h not in self.face_of:
                    self.face_of[h] = fid
                    cyc.append(h[0])
                    h = self.next(h)
                self.faces.append(cyc)
        self.area = [ring_area(c) for c in self.faces]
        self.bbox = [(min(p[0] for p in c), min(p[1] for p in c),
                      max(p[0] for p in c), max(p[1] for p in c)) for c in self.faces]

    def next(self, h):
        a, b = h
        nb = self.order[b]
        return (b, nb[(self.pos[(b, a)] - 1) % len(nb)])

    def faces_containing(self, p):
        out = []
        for f, c in enumerate(self.faces):
            if self.area[f] <= 0:
                continue
            x0, y0, x1, y1 = self.bbox[f]
            if x0 <= p[0] <= x1 and y0 <= p[1] <= y1 and point_in_ring(p, c):
                out.append(f)
        return out


def fail(msgs):
    for m in msgs:
        print("error: " + m, file=sys.stderr)
    if msgs:
        raise SystemExit(1)


def simplify_ring(pts):
    far = max(range(len(pts)), key=lambda k: (pts[k][0] - pts[0][0]) ** 2 + (pts[k][1] - pts[0][1]) ** 2)
    a = douglas_peucker(pts[:far + 1], SIMPLIFY)
    b = douglas_peucker(pts[far:] + [pts[0]], SIMPLIFY)
    return a[:-1] + b[:-1]


def report_pruned_lines(polylines, adj):
    """Warn about hand-authored lines of which nothing is left after pruning
    (usually: one end does not reach the coast or line it should cross)."""
    C = 5 * GRID
    cells = {}
    for a, nb in adj.items():
        for b in nb:
            if a < b:
                for gx in range(min(a[0], b[0]) // C, max(a[0], b[0]) // C + 1):
                    for gy in range(min(a[1], b[1]) // C, max(a[1], b[1]) // C + 1):
                        cells.setdefault((gx, gy), []).append((a, b))
    for name, pts in polylines:
        if name in ("coast", "frame"):
            continue
        alive = 0
        total = 0
        for a, b in zip(pts, pts[1:]):
            L = math.hypot(b[0] - a[0], b[1] - a[1])
            n = max(1, int(L / (2 * GRID)))
            for k in range(n):
                t = (k + 0.5) / n
                p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                total += 1
                for e in cells.get((int(p[0] // C), int(p[1] // C)), ()):
                    if seg_dist(p, e[0], e[1]) < 0.6 * GRID:
                        alive += 1
                        break
        if alive == 0:
            print("warning: line %s was pruned entirely (an end does not reach anything)" % name)


def build_arrangement(land_rings):
    """Returns (Arrangement, name per face, alive per face, errors)."""
    W, H = WIDTH, HEIGHT
    polylines = []
    for r in land_rings:
        if not any(-40 < lon < 80 and 20 < lat < 85 for lon, lat in r):
            continue
        pr = [project(*p) for p in r]
        if abs(ring_area(pr)) < ISLAND_MIN_AREA:
            continue
        for pts, closed in clip_polyline(pr, W, H, True):
            if closed:
                simp = simplify_ring(pts)
                if len(simp) >= 3:
                    polylines.append(("coast", [to_grid(p) for p in simp + [simp[0]]]))
            else:
                polylines.append(("coast", [to_grid(p) for p in douglas_peucker(pts, SIMPLIFY)]))
    G = GRID
    polylines.append(("frame", [(0, 0), (W * G, 0), (W * G, H * G), (0, H * G), (0, 0)]))
    for name in sorted(BORDERS):
        pts = BORDERS[name]
        closed = pts[0] == pts[-1]
        pr = [project(*p) for p in (pts[:-1] if closed else pts)]
        for piece, cl in clip_polyline(pr, W, H, closed):
            seq = piece + [piece[0]] if cl else piece
            polylines.append((name, [to_grid(p) for p in seq]))
    segs = set()
    for _, pts in polylines:
        for a, b in zip(pts, pts[1:]):
            if a != b:
                segs.add((min(a, b), max(a, b)))
    segs = split_segments(segs)
    adj = prune_dangles(segs)
    report_pruned_lines(polylines, adj)
    arr = Arrangement(adj)

    # connected components (union-find on vertices)
    parent = {v: v for v in arr.order}

    def find(v):
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v
    for v, nb in arr.order.items():
        for u in nb:
            ru, rv = find(u), find(v)
            if ru != rv:
                parent[ru] = rv
    main = find((0, 0))
    comp = [find(c[0]) for c in arr.faces]

    errors = []
    names = [set() for _ in arr.faces]
    for name in sorted(SEEDS):
        for lon, lat in SEEDS[name]:
            x, y = project(lon, lat)
            p = (x * G, y * G)
            fs = arr.faces_containing(p)
            if not fs:
                errors.append("seed %s at %s is outside the drawing" % (name, (lon, lat)))
                continue
            f = min(fs, key=lambda k: arr.area[k])
            if comp[f] != main:
                errors.append("seed %s at %s lies on an island that is not connected to the rest; "
                              "connect it with a line or move the seed" % (name, (lon, lat)))
                continue
            names[f].add(name)
    alive = [comp[f] == main and arr.area[f] > 0 for f in range(len(arr.faces))]
    for f, n in enumerate(names):
        if len(n) > 1:
            c = arr.faces[f][0]
            errors.append("face near %s holds seeds of several names: %s" % (
                fmt_ll(c[0] / G, c[1] / G), sorted(n)))
    if errors:
        return arr, ["+".join(sorted(n)) if n else None for n in names], alive, errors
    name_of = [next(iter(n)) if n else None for n in names]

    # neighbours of each face with shared border length
    nbl = [dict() for _ in arr.faces]
    for (a, b), f in arr.face_of.items():
        g = arr.face_of[(b, a)]
        if f != g:
            nbl[f][g] = nbl[f].get(g, 0.0) + math.hypot(b[0] - a[0], b[1] - a[1]) / G
    changed = True
    while changed:
        changed = False
        for f in range(len(arr.faces)):
            if not alive[f] or name_of[f] is not None:
                continue
            named = {g: L for g, L in nbl[f].items() if alive[g] and name_of[g] is not None}
            nn = {name_of[g] for g in named}
            if len(nn) == 1 and not any(alive[g] and name_of[g] is None for g in nbl[f]):
                name_of[f] = nn.pop()
                changed = True
                if arr.area[f] / (G * G) > 5:
                    c = arr.faces[f][0]
                    print("note: unnamed face of %.0f units^2 near %s enclosed by %s" % (
                        arr.area[f] / (G * G), fmt_ll(c[0] / G, c[1] / G), name_of[f]))
            elif named and arr.area[f] / (G * G) < SLIVER_AREA:
                g = max(sorted(named), key=lambda k: named[k])
                name_of[f] = name_of[g]
                changed = True
                if arr.area[f] / (G * G) > 5:
                    c = arr.faces[f][0]
                    print("note: unnamed face of %.0f units^2 near %s merged into %s" % (
                        arr.area[f] / (G * G), fmt_ll(c[0] / G, c[1] / G), name_of[f]))
    for f in range(len(arr.faces)):
        if alive[f] and name_of[f] is None:
            c = arr.faces[f]
            cx = sum(p[0] for p in c) / len(c) / G
            cy = sum(p[1] for p in c) / len(c) / G
            errors.append("unnamed face of %.0f units^2 around %s (vertex %s), neighbours %s" % (
                arr.area[f] / (G * G), fmt_ll(cx, cy), fmt_ll(c[0][0] / G, c[0][1] / G),
                sorted({name_of[g] for g in nbl[f] if alive[g] and name_of[g]})))
    for f in range(len(arr.faces)):
        if not alive[f]:
            name_of[f] = None
    return arr, name_of, alive, errors


def region_rings(arr, name_of):
    """Boundary rings of every name (faces of the same name merged)."""
    def hname(h):
        return name_of[arr.face_of[h]]

    def next_boundary(h, n):
        a, b = h
        nb = arr.order[b]
        j = arr.pos[(b, a)] - 1
        for _ in range(len(nb)):
            w = nb[j % len(nb)]
            if hname((w, b)) != n:
                return (b, w)
            j -= 1
        raise AssertionError("isolated vertex")
    rings = {}
    visited = set()
    for h in sorted(arr.face_of):
        n = hname(h)
        if n is None or h in visited or hname((h[1], h[0])) == n:
            continue
        cyc = []
        cur = h
        while cur not in visited:
            visited.add(cur)
            cyc.append(cur[0])
            cur = next_boundary(cur, n)
        rings.setdefault(n, []).append(cyc)
    errors = []
    for n, rs in sorted(rings.items()):
        for r in rs:
            if ring_area(r) <= 0:
                errors.append("%s has a hole near %s" % (n, fmt_ll(r[0][0] / GRID, r[0][1] / GRID)))
            if len(set(r)) != len(r):
                dup = [p for p in set(r) if r.count(p) > 1]
                errors.append("%s ring touches itself at %s" % (
                    n, ", ".join(fmt_ll(p[0] / GRID, p[1] / GRID) for p in dup[:3])))
    fail(errors)
    # drop vertices of degree 2 in the border graph where the border goes
    # straight on (they are dropped from both sides, so borders stay identical)
    deg = {}
    for n, rs in rings.items():
        for r in rs:
            for i in range(len(r)):
                a, b = r[i], r[(i + 1) % len(r)]
                deg.setdefault(a, set()).add(b)
                deg.setdefault(b, set()).add(a)
    out = {}
    for n, rs in rings.items():
        clean = []
        for r in rs:
            k = len(r)
            keep = [not (len(deg[r[i]]) == 2 and orient(r[i - 1], r[i], r[(i + 1) % k]) == 0)
                    for i in range(k)]
            clean.append([p for p, kp in zip(r, keep) if kp])
        # largest ring first
        clean.sort(key=lambda r: -ring_area(r))
        out[n] = clean
    return out


def shared_lengths(arr, name_of):
    L = {}
    for (a, b), f in arr.face_of.items():
        n1, n2 = name_of[f], name_of[arr.face_of[(b, a)]]
        if n1 and n2 and n1 < n2:
            L[(n1, n2)] = L.get((n1, n2), 0.0) + math.hypot(b[0] - a[0], b[1] - a[1]) / GRID
    return L


# --------------------------------------------------------------------------
# Point placement (label, unit, supply centre)
# --------------------------------------------------------------------------
class Shape:
    """A region (list of rings in map units) with a fast distance query."""
    CELL = 10.0

    def __init__(self, rings):
        self.rings = rings
        self.segs = []
        for r in rings:
            for i in range(len(r)):
                self.segs.append((r[i], r[(i + 1) % len(r)]))
        xs = [p[0] for r in rings for p in r]
        ys = [p[1] for r in rings for p in r]
        self.bbox = (min(xs), min(ys), max(xs), max(ys))
        self.grid = {}
        C = self.CELL
        for k, (a, b) in enumerate(self.segs):
            for gx in range(int(min(a[0], b[0]) // C), int(max(a[0], b[0]) // C) + 1):
                for gy in range(int(min(a[1], b[1]) // C), int(max(a[1], b[1]) // C) + 1):
                    self.grid.setdefault((gx, gy), []).append(k)
        self.span = int(max(self.bbox[2] - self.bbox[0], self.bbox[3] - self.bbox[1]) // C) + 2
        self.bands = {}
        for k, (a, b) in enumerate(self.segs):
            for gy in range(int(min(a[1], b[1]) // C), int(max(a[1], b[1]) // C) + 1):
                self.bands.setdefault(gy, []).append(k)

    def inside(self, p):
        """Even-odd ray casting towards +x (all rings together)."""
        x, y = p
        inside = False
        for k in self.bands.get(int(y // self.CELL), ()):
            (xi, yi), (xj, yj) = self.segs[k]
            if (yi > y) != (yj > y):
                if xi + (y - yi) * (xj - xi) / (yj - yi) > x:
                    inside = not inside
        return inside

    def boundary_dist(self, p, cap=float("inf")):
        """Distance from p to the border (at most `cap`, when given: the search
        stops there)."""
        C = self.CELL
        ci, cj = int(p[0] // C), int(p[1] // C)
        best = cap
        r = 0
        while True:
            if r == 0:
                cells = [(ci, cj)]
            else:
                cells = [(i, j) for i in range(ci - r, ci + r + 1) for j in (cj - r, cj + r)]
                cells += [(i, j) for i in (ci - r, ci + r) for j in range(cj - r + 1, cj + r)]
            for cell in cells:
                for k in self.grid.get(cell, ()):
                    a, b = self.segs[k]
                    d = seg_dist(p, a, b)
                    if d < best:
                        best = d
            if best <= r * C or r > self.span + abs(ci) + abs(cj):
                return best
            r += 1

    def sdist(self, p, cap=float("inf")):
        d = self.boundary_dist(p, cap)
        return d if self.inside(p) else -d


class Objective:
    """f(p) = min(sdist(p), cap, |p - q| - r for (q, r) in repel) - pull * |p - attract|
    where sdist is the signed distance to the shape's border.  bound(p, rad)
    is an upper bound of f over the disc of radius rad around p."""

    def __init__(self, shape, cap, repel=(), attract=None, pull=0.0, clear=None):
        self.shape, self.cap, self.repel = shape, cap, list(repel)
        self.attract, self.pull = attract, pull
        self.clear = clear

    def clearance(self, p):
        """Signed distance to the border of p, or the `clear` function given
        (which must be 1-Lipschitz too)."""
        return self.clear(p) if self.clear else self.shape.sdist(p)

    def parts(self, p):
        terms = [self.clearance(p)] + [dist(p, q) - r for q, r in self.repel]
        da = dist(p, self.attract) if self.attract else 0.0
        return terms, da

    def value(self, p):
        terms, da = self.parts(p)
        return min(min(terms), self.cap) - self.pull * da

    def bound(self, p, rad):
        terms, da = self.parts(p)
        return min(min(terms) + rad, self.cap) - self.pull * max(0.0, da - rad)


def polylabel(shape, obj, precision=0.2):
    """Maximise obj.value over the shape (quadtree search after Mapbox's
    polylabel, with the objective's own upper bound for pruning)."""
    x0, y0, x1, y1 = shape.bbox
    size = min(x1 - x0, y1 - y0)
    if size <= 0:
        return ((x0 + x1) / 2, (y0 + y1) / 2)
    heap = []
    counter = 0

    def push(x, y, h):
        nonlocal counter
        v = obj.value((x, y))
        ub = obj.bound((x, y), h * math.sqrt(2))
        heapq.heappush(heap, (-ub, counter, v, x, y, h))
        counter += 1
    h = size / 2
    x = x0
    while x < x1:
        y = y0
        while y < y1:
            push(x + h, y + h, h)
            y += size
        x += size
    best_p = shape_centre(shape)
    best_v = obj.value(best_p)
    while heap:
        negub, _, v, x, y, h = heapq.heappop(heap)
        if v > best_v:
            best_v, best_p = v, (x, y)
        if -negub - best_v <= precision:
            continue
        h2 = h / 2
        for dx in (-h2, h2):
            for dy in (-h2, h2):
                push(x + dx, y + dy, h2)
    return best_p


def dist(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


# What MapView draws and the rules a reader needs (token and name sizes, which
# units stand where, how far inside...) are the checker's: one source.
sys.path.insert(0, HERE)
import check_diplomacy_map as reading  # noqa: E402

PLACE_SLACK = 0.3   # map units the placement keeps above the checker's limits where it samples outlines
GAP_SLACK = 0.2     # and where it computes exactly (points are rounded to 0.1)
SAMPLE_STEP = 0.5   # spacing of the points a footprint's outline is tested at
SEARCH_STEP = 1.0   # grid of the nearest-good-point search (refined to a quarter)
SEARCH_RADIUS = 45.0  # how far from the wanted spot a point may move


def outline_samples(pts):
    """Points every SAMPLE_STEP along a closed outline (or the single point)."""
    if len(pts) == 1:
        return [tuple(pts[0])]
    out = []
    for i in range(len(pts)):
        a, b = pts[i - 1], pts[i]
        n = max(1, int(math.ceil(dist(a, b) / SAMPLE_STEP)))
        out += [(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(n)]
    return out


class Footprint:
    """A mark's footprint relative to its point: sample offsets along its
    outline (its corners first, to reject a bad spot quickly), how much it is
    grown by, and its reach (largest offset)."""

    def __init__(self, fp):
        pts, self.grown = fp
        self.corners = [tuple(q) for q in pts]
        self.offsets = outline_samples(pts)
        self.reach = max(math.hypot(x, y) for x, y in self.offsets)
        self.fp = fp

    def at(self, p):
        pts, grown = self.fp
        return ([(p[0] + x, p[1] + y) for x, y in pts], grown)

    def inside(self, shape, p):
        """How far the footprint at p stays inside the shape (sampled; once a
        corner is out, only that)."""
        d = shape.sdist(p)
        if d - self.reach - self.grown > 3.0 or len(self.corners) == 1:
            # well inside (or a disc, exact): a lower bound is enough
            return d - self.reach - self.grown
        v = min(shape.sdist((p[0] + x, p[1] + y), 30.0) for x, y in self.corners)
        if v < 0:
            return v - self.grown
        return min(shape.sdist((p[0] + x, p[1] + y), 30.0) for x, y in self.offsets) - self.grown

    def off_land(self, shape, foreign, p):
        """How far the footprint at p (a fleet on a coast) stays from any land
        but its own province's (`foreign`) and from the drawing's edge."""
        d = shape.sdist(p)
        if d - self.reach - self.grown > 6.0:
            # well inside its own province: a lower bound is enough
            return d - self.reach - self.grown
        if len(self.corners) == 1:
            # a disc: its centre's distance to the other land, exactly
            return min(-foreign.sdist(p), p[0], p[1], WIDTH - p[0], HEIGHT - p[1]) - self.grown
        best = float("inf")
        for k, (x, y) in enumerate(self.corners + self.offsets):
            q = (p[0] + x, p[1] + y)
            own = shape.sdist(q, 6.0)
            # inside its own province a point is at least that far from any other land
            v = own if own > 5.0 else -foreign.sdist(q, 30.0)
            best = min(best, v, q[0], q[1], WIDTH - q[0], HEIGHT - q[1])
            if k == len(self.corners) - 1 and best < 0:
                break
        return best - self.grown


ARMY = Footprint(reading.army_footprint((0.0, 0.0)))
FLEET = Footprint(reading.fleet_footprint((0.0, 0.0)))
RING = Footprint(reading.centre_footprint((0.0, 0.0)))


def nearest_good(hint, score, need, shape, core=0.0, radius=SEARCH_RADIUS, known=None):
    """The point nearest to `hint` whose score reaches `need` (searched on a
    grid of SEARCH_STEP up to SEARCH_RADIUS, then a quarter of it around the
    point found), else `known` (a good point found otherwise) or the best
    scored one.  Points less than `core` inside the shape are not tried.
    Deterministic."""
    v = score(hint)
    if v >= need:
        return hint, v
    best, best_v = hint, v
    n = int(math.ceil(radius / SEARCH_STEP))
    found = None
    for i, j in _offsets(n):
        p = (hint[0] + i * SEARCH_STEP, hint[1] + j * SEARCH_STEP)
        if shape.sdist(p) < core:
            continue
        v = score(p)
        if v >= need:
            found = p
            break
        if v > best_v:
            best, best_v = p, v
    if found is None:
        if known is not None and score(known) >= need:
            return known, score(known)
        return best, best_v
    fine = SEARCH_STEP / 4
    cands = sorted(((found[0] + i * fine, found[1] + j * fine) for i in range(-4, 5) for j in range(-4, 5)),
                   key=lambda q: (dist(q, hint), q))
    for q in cands:
        if dist(q, hint) >= dist(found, hint):
            break
        v = score(q)
        if v >= need:
            return q, v
    return found, score(found)


def grid_points(shape, core):
    """Points of a 1-unit grid at least `core` inside the shape."""
    x0, y0, x1, y1 = shape.bbox
    return [(float(x), float(y)) for x in range(int(x0), int(x1) + 2) for y in range(int(y0), int(y1) + 2)
            if shape.sdist((float(x), float(y))) >= core]


_OFFSETS = {}


def _offsets(n):
    """Grid offsets within radius n, nearest first (ties in a fixed order)."""
    if n not in _OFFSETS:
        _OFFSETS[n] = sorted(((i, j) for i in range(-n, n + 1) for j in range(-n, n + 1) if i * i + j * j <= n * n),
                             key=lambda o: (o[0] * o[0] + o[1] * o[1], o))
    return _OFFSETS[n]


def place_points(code, shape, prov, places, foreign, obstacles):
    """Label, unit, centre and coast points (map units) of one province.

    PLACES gives the points wanted (label where the name reads best, centre at
    the city...); each is kept if it satisfies the reading rules of
    check_diplomacy_map.py with some slack, or else moved to the nearest point
    that does:
      * an army (land, coasts) or a fleet at sea inside the province, TOKEN_MARGIN
        from its border; a fleet on a coast (or an army of COAST_OVERHANG) with
        its centre FLEET_DEPTH (ARMY_DEPTH) inside, reaching over water but
        TOKEN_MARGIN clear of any other land;
      * the name's box inside the province, or for a coastal province reaching
        over water but clear of other land; clear of the province's own tokens
        (unless there is no room: see OWN_LABEL_UNDER_TOKEN);
      * the supply-centre ring inside the province, clear of its tokens and name;
      * every mark clear of the marks of the provinces placed before
        (`obstacles`, footprints: seas are placed first, then land, then coasts).
    Without a wanted point the label goes to the widest spot for the name,
    the unit about 30 units from it."""
    over = places.get(code, {})
    kind = prov["kind"]
    named_coasts = sorted(prov.get("coasts", {}))
    army = kind != "sea"
    fleet = kind == "sea" or (kind == "coast" and not named_coasts)
    overhang = code in reading.COAST_OVERHANG
    margin = reading.TOKEN_MARGIN + PLACE_SLACK
    box = Footprint(reading.box_footprint(reading.label_box(code, kind, (0.0, 0.0))))
    # how far inside a point must be for its mark to have a chance
    if kind == "coast":
        box_core = reading.LABEL_DEPTH + GAP_SLACK
    else:
        box_core = min(abs(y) for _, y in box.offsets) + PLACE_SLACK
    if overhang:
        unit_core = reading.ARMY_DEPTH + GAP_SLACK
    elif army:
        unit_core = ARMY.grown + reading.TOKEN_MARGIN + GAP_SLACK
    else:
        unit_core = 1.65 + FLEET.grown + margin

    def given(key):
        return project(*over[key]) if key in over else None

    def clear_of_others(fp):
        """Distance from a footprint to the other provinces' marks near it."""
        (pts, grown) = fp
        x0 = min(p[0] for p in pts) - grown
        x1 = max(p[0] for p in pts) + grown
        y0 = min(p[1] for p in pts) - grown
        y1 = max(p[1] for p in pts) + grown
        best = 1e9
        for bb, g in obstacles:
            if bb[0] < x1 + 5 and bb[2] > x0 - 5 and bb[1] < y1 + 5 and bb[3] > y0 - 5:
                best = min(best, reading.gap(fp, g))
        return best

    memo = {}

    def label_fp(lab):
        return reading.box_footprint(reading.label_box(code, kind, lab))

    def box_ok(lab):
        """How well the name fits at lab, alone (memoised)."""
        if lab not in memo:
            if kind == "coast":
                v = min(box.off_land(shape, foreign, lab) - PLACE_SLACK, shape.sdist(lab) - reading.LABEL_DEPTH)
            else:
                v = box.inside(shape, lab) - PLACE_SLACK
            if v >= 0:
                v = min(v, clear_of_others(label_fp(lab)) - GAP_SLACK)
            memo[lab] = v
        return memo[lab]

    def unit_fps(u):
        return ([ARMY.at(u)] if army else []) + ([FLEET.at(u)] if fleet else [])

    def unit_ok(u):
        terms = []
        if army and overhang:
            terms.append(min(ARMY.off_land(shape, foreign, u) - reading.TOKEN_MARGIN - GAP_SLACK,
                             shape.sdist(u) - reading.ARMY_DEPTH - GAP_SLACK))
        elif army:
            terms.append(ARMY.inside(shape, u) - reading.TOKEN_MARGIN - GAP_SLACK)
        if fleet and kind == "sea":
            terms.append(FLEET.inside(shape, u) - margin)
        elif fleet and min(terms) >= 0:
            terms.append(FLEET.off_land(shape, foreign, u) - margin)
        if min(terms) >= 0:
            terms += [clear_of_others(f) - GAP_SLACK for f in unit_fps(u)]
        return min(terms)

    def apart(u, lab):
        """How far the unit's tokens at u stay from the name at lab."""
        d = reading.point_rect_dist(u, reading.label_box(code, kind, lab))
        if army and d < ARMY.grown + GAP_SLACK:
            return d - ARMY.grown
        if d > FLEET.reach + FLEET.grown + GAP_SLACK:
            return d - FLEET.reach - FLEET.grown
        return min(reading.gap(f, label_fp(lab)) for f in unit_fps(u))

    def unit_score(u, lab=None):
        v = unit_ok(u)
        if lab is not None and v >= 0:
            v = min(v, apart(u, lab) - GAP_SLACK)
        return v

    def label_score(lab, u=None):
        v = box_ok(lab)
        if u is not None and v >= 0:
            v = min(v, apart(u, lab) - GAP_SLACK)
        return v

    # the wanted (or widest) spot for the name, and for the unit
    lab0 = given("label")
    if lab0 is None:
        repel = [(given("unit"), 19.0)] if "unit" in over else []
        hw = max(abs(x) for x, _ in box.offsets)
        hh = max(abs(y) for _, y in box.offsets)
        lab0 = polylabel(shape, Objective(shape, 10.0, repel=repel, attract=shape_centre(shape), pull=0.004,
                                          clear=lambda p: box_clearance(shape, p, hw, hh)))
    unit0 = given("unit")
    if unit0 is None:
        # a spot with a little room to spare for a token, near the name
        unit0 = polylabel(shape, Objective(shape, ARMY.grown + 2.5, repel=[(lab0, 24.0)], attract=lab0, pull=0.02))
    rings = []   # where the ring may go, within the centre search's reach (computed once needed)

    def ring_room(u, p):
        """Whether the supply centre's ring still finds a place beside the
        unit at u and the name at p."""
        if not prov.get("centre"):
            return True
        if not rings:
            c = given("centre") or shape_centre(shape)
            rings.extend(q for _, q in sorted(
                (dist(q, c), q) for q in ((c[0] + i * SEARCH_STEP, c[1] + j * SEARCH_STEP)
                                          for i, j in _offsets(int(SEARCH_RADIUS / SEARCH_STEP)))
                if shape.sdist(q) >= RING.grown + GAP_SLACK and clear_of_others(RING.at(q)) >= GAP_SLACK))
        fps = unit_fps(u) + [label_fp(p)]
        return any(all(reading.gap(RING.at(q), f) >= GAP_SLACK for f in fps) for q in rings)

    def name_and_unit():
        """(label, unit, whether they are clear of each other)."""
        # a. the name where wanted, the unit nearest to its spot clear of it;
        # b. else the pair of spots, clear of each other, nearest to the wanted ones;
        # c. else the pair where the name covers the token least (MapView writes
        #    such a name again over the token, on a halo).
        lab, lv = nearest_good(lab0, label_score, 0.0, shape, box_core)
        unit, v = nearest_good(unit0, lambda u: unit_score(u, lab), 0.0, shape, unit_core)
        if v < 0 or lv < 0 or not ring_room(unit, lab):
            units = [u for u in grid_points(shape, unit_core) if unit_ok(u) >= 0]
            labels = [p for p in grid_points(shape, box_core) if box_ok(p) >= 0]
            units.sort(key=lambda u: (dist(u, unit0), u))
            labels.sort(key=lambda p: (dist(p, lab0), p))
            best = None
            for u in units:
                if best and dist(u, unit0) >= best[0]:
                    break
                for p in labels:
                    if best and dist(u, unit0) + dist(p, lab0) >= best[0]:
                        break
                    if apart(u, p) >= GAP_SLACK and ring_room(u, p):
                        best = (dist(u, unit0) + dist(p, lab0), u, p)
                        break
            if best:
                # from the grid to the nearest good points (those of the grid at the latest)
                _, u, p = best
                lab, _ = nearest_good(lab0, lambda q: label_score(q, u), 0.0, shape, box_core, dist(p, lab0) + 1, p)
                unit, _ = nearest_good(unit0, lambda q: unit_score(q, lab), 0.0, shape, unit_core, dist(u, unit0) + 1,
                                       u)
                if not ring_room(unit, lab):
                    lab, unit = p, u
            elif units and labels:
                # the token's centre (the power's letter) as far out of the name as can be
                def sep(u, p):
                    x0, y0, x1, y1 = reading.label_box(code, kind, p)
                    d = reading.point_rect_dist(u, (x0, y0, x1, y1))
                    return d if d > 0 else -min(u[0] - x0, x1 - u[0], u[1] - y0, y1 - u[1])
                pairs = [(min(sep(u, p), ARMY.grown), -dist(u, unit0) - dist(p, lab0), u, p)
                         for u in units for p in labels]
                _, _, unit, lab = max(pairs)
                return lab, unit, False
            else:
                unit, _ = nearest_good(unit0, unit_ok, 0.0, shape, unit_core)
                return lab, unit, False
        return lab, unit, True

    # The supply centre's ring at its city first, if there is room for the
    # unit and the name beside it; else the ring finds room after them.
    ring0 = None
    if prov.get("centre") and "centre" in over:
        def ring_alone(p):
            v = RING.inside(shape, p) - GAP_SLACK
            return min(v, clear_of_others(RING.at(p)) - GAP_SLACK) if v >= 0 else v
        ring0, v = nearest_good(given("centre"), ring_alone, 0.0, shape, RING.grown + GAP_SLACK)
        if v >= 0:
            fp = RING.at(ring0)
            obstacles.append((grow_box(fp), fp))
            memo.clear()
            lab, unit, ok = name_and_unit()
            obstacles.pop()
            memo.clear()
            if not ok:
                ring0 = None
        else:
            ring0 = None
    if ring0 is None:
        lab, unit, ok = name_and_unit()
    out = {"label": lab, "unit": unit}
    tokens = unit_fps(unit)

    if named_coasts:
        out["coasts"] = {}
        for cn in named_coasts:
            if cn not in over.get("coasts", {}):
                raise SystemExit("error: PLACES[%r] needs a point for coast %s" % (code, cn))

            def coast_score(p):
                v = min(shape.sdist(p) - reading.FLEET_DEPTH - PLACE_SLACK,
                        FLEET.off_land(shape, foreign, p) - margin)
                if v >= 0:
                    fp = FLEET.at(p)
                    v = min(v, reading.gap(fp, label_fp(lab)) - GAP_SLACK, clear_of_others(fp) - GAP_SLACK)
                return v
            out["coasts"][cn], _ = nearest_good(project(*over["coasts"][cn]), coast_score, 0.0, shape,
                                                reading.FLEET_DEPTH + PLACE_SLACK)
            tokens.append(FLEET.at(out["coasts"][cn]))

    if prov.get("centre"):
        def centre_score(p):
            v = RING.inside(shape, p) - GAP_SLACK
            if v >= 0:
                ring = RING.at(p)
                v = min([v, reading.gap(ring, label_fp(lab)) - GAP_SLACK, clear_of_others(ring) - GAP_SLACK] +
                        [reading.gap(ring, f) - GAP_SLACK for f in tokens])
            return v
        c0 = given("centre")
        if c0 is None:
            c0 = polylabel(shape, Objective(shape, 5.0 + RING.grown, repel=[(lab, 14.0), (unit, 19.0)],
                                            attract=lab, pull=0.02))
        if ring0 is not None and centre_score(ring0) >= 0:
            out["centre"] = ring0
        else:
            out["centre"], _ = nearest_good(c0, centre_score, 0.0, shape, RING.grown + GAP_SLACK)
        tokens.append(RING.at(out["centre"]))
    # what the next provinces must keep clear of
    for fp in tokens + [label_fp(lab)]:
        obstacles.append((grow_box(fp), fp))
    return out


def grow_box(fp):
    """Bounding box of a footprint."""
    pts, grown = fp
    return (min(p[0] for p in pts) - grown, min(p[1] for p in pts) - grown,
            max(p[0] for p in pts) + grown, max(p[1] for p in pts) + grown)


def box_clearance(shape, p, hw, hh):
    """Smallest signed border distance over sample points of the box (half
    width hw, half height hh) around p; 1-Lipschitz like sdist."""
    return min(shape.sdist((p[0] + dx, p[1] + dy))
               for dx in (-hw, -hw / 2, 0.0, hw / 2, hw) for dy in (-hh, 0.0, hh))



def shape_centre(shape):
    # area-weighted centroid of the largest ring
    r = shape.rings[0]
    A = cx = cy = 0.0
    for i in range(len(r)):
        x1, y1 = r[i]
        x2, y2 = r[(i + 1) % len(r)]
        c = x1 * y2 - x2 * y1
        A += c
        cx += (x1 + x2) * c
        cy += (y1 + y2) * c
    if A == 0:
        return r[0]
    return (cx / (3 * A), cy / (3 * A))


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------
def num(v):
    """Map units rounded to 0.1, as an int when whole."""
    t = int(math.floor(v * 10 + 0.5))
    return t // 10 if t % 10 == 0 else t / 10.0


def gnum(t):
    return t // GRID if t % GRID == 0 else t / GRID


def ring_json(r):
    return [[gnum(x), gnum(y)] for x, y in r]


def pt_json(p):
    return [num(p[0]), num(p[1])]


def write_json(path, doc):
    lines = ["{"]
    lines.append('"comment": %s,' % json.dumps(doc["comment"], ensure_ascii=False))
    lines.append('"size": %s,' % json.dumps(doc["size"]))
    lines.append('"provinces": {')
    codes = sorted(doc["provinces"])
    for i, c in enumerate(codes):
        lines.append("%s: %s%s" % (json.dumps(c), json.dumps(doc["provinces"][c], separators=(",", ":")),
                                   "," if i + 1 < len(codes) else ""))
    lines.append("},")
    for key in ("impassable", "decor"):
        lines.append('"%s": [' % key)
        items = doc[key]
        for i, it in enumerate(items):
            lines.append(json.dumps(it, separators=(",", ":"), ensure_ascii=False) +
                         ("," if i + 1 < len(items) else ""))
        lines.append("],")
    lines.append('"border_exceptions": [')
    ex = doc["border_exceptions"]
    for i, it in enumerate(ex):
        lines.append(json.dumps(it, ensure_ascii=False) + ("," if i + 1 < len(ex) else ""))
    lines.append("]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)  # sanity
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return len(text.encode("utf-8"))


def debug_render(path, regions, rules, points, zoom=None, scale=2.0):
    """Rough MVG/PNG rendering with a lon/lat graticule, for authoring."""
    kinds = {p["code"]: p["kind"] for p in rules["provinces"]}
    x0, y0, x1, y1 = zoom or (0, 0, WIDTH, HEIGHT)
    s = scale
    W, H = int((x1 - x0) * s), int((y1 - y0) * s)
    out = ["viewbox 0 0 %d %d" % (W, H), "font DejaVu-Sans",
           "affine %g 0 0 %g %g %g" % (s, s, -x0 * s, -y0 * s)]
    for n in sorted(regions):
        base = n.split("#")[0]
        k = kinds.get(base, "decor" if base.startswith("decor:") else ("swi" if base == "SWI" else "?"))
        col = {"sea": "#b9d7ee", "land": "#efe2bd", "coast": "#e8d7a5", "decor": "#cfcab8", "swi": "#b0aaa0",
               "?": "#ff6060"}[k]
        d = " ".join("M " + " ".join("%g,%g" % (x / GRID, y / GRID) for x, y in r) + " Z" for r in regions[n])
        out.append("fill '%s' stroke '#333' stroke-width %g path '%s'" % (col, 0.6 / s * 2, d))
    step = 1 if zoom else 5
    for lon in range(-40, 81, step):
        pts = [project(lon, la / 4) for la in range(80, 341)]
        out.append("fill none stroke '#e33' stroke-width %g stroke-opacity 0.5 path 'M %s'" % (
            0.4 / s * 2, " ".join("%.1f,%.1f" % p for p in pts)))
    for lat in range(20, 86, step):
        pts = [project(lo / 4, lat) for lo in range(-160, 321)]
        out.append("fill none stroke '#e33' stroke-width %g stroke-opacity 0.5 path 'M %s'" % (
            0.4 / s * 2, " ".join("%.1f,%.1f" % p for p in pts)))
    fs = 3.0 if zoom else 5.0
    for lon in range(-40, 81, step):
        for lat in range(20, 86, step):
            x, y = project(lon, lat)
            if x0 <= x <= x1 and y0 <= y <= y1:
                out.append("fill '#c00' stroke none font-size %g text %.1f,%.1f '%d,%d'" % (fs, x + 0.5, y - 0.5, lon, lat))
    for code, pt in sorted(points.items()):
        lx, ly = pt["label"]
        ux, uy = pt["unit"]
        out.append("fill none stroke '#000' stroke-width 0.5 rectangle %.1f,%.1f %.1f,%.1f" % (ux - 5, uy - 5, ux + 5, uy + 5))
        out.append("fill '#000' stroke none font-size 8 text %.1f,%.1f '%s'" % (lx - 8, ly + 3, code))
        if "centre" in pt:
            cx, cy = pt["centre"]
            out.append("fill '#000' stroke none circle %.1f,%.1f %.1f,%.1f" % (cx, cy, cx + 2.2, cy))
        for cn, (ax, ay) in pt.get("coasts", {}).items():
            out.append("fill '#a0a' stroke none path 'M %.1f,%.1f L %.1f,%.1f L %.1f,%.1f Z'" % (
                ax, ay - 3, ax - 3, ay + 2.5, ax + 3, ay + 2.5))
            out.append("fill '#a0a' stroke none font-size 5 text %.1f,%.1f '%s'" % (ax + 3, ay, cn))
    for name, pts in sorted(SEEDS.items()):
        for p in pts:
            x, y = project(*p)
            out.append("fill '#f0f' stroke none circle %.1f,%.1f %.1f,%.1f" % (x, y, x + 1.0, y))
            if not points:
                out.append("fill '#808' stroke none font-size %g text %.1f,%.1f '%s'" % (
                    fs * 1.5, x + 1.5, y, name.replace("decor:", "")))
    mvg = path + ".mvg"
    with open(mvg, "w") as fh:
        fh.write("\n".join(out) + "\n")
    import subprocess
    subprocess.run(["convert", "-size", "%dx%d" % (W, H), "mvg:" + mvg, path], check=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--topojson", help="world-atlas %s land-50m.json" % WORLD_ATLAS_VERSION)
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--debug", help="also write a rough PNG with a lon/lat graticule")
    ap.add_argument("--zoom", help="x0,y0,x1,y1 (map units) for --debug")
    ap.add_argument("--scale", type=float, default=2.0, help="pixels per map unit for --debug")
    ap.add_argument("--keep-going", action="store_true", help="write the file despite reading problems")
    args = ap.parse_args()
    path = args.topojson or os.environ.get("WORLD_ATLAS_LAND_50M")
    if not path:
        for c in DEFAULT_TOPOJSON:
            if os.path.exists(c):
                path = c
                break
    if not path or not os.path.exists(path):
        raise SystemExit("error: land-50m.json not found; run\n  npm install --prefix /tmp/world-atlas "
                         "world-atlas@%s\nor pass --topojson PATH" % WORLD_ATLAS_VERSION)
    rules = json.load(open(RULES_PATH, encoding="utf-8"))
    provs = {p["code"]: p for p in rules["provinces"]}

    arr, name_of, alive, errors = build_arrangement(load_land(path))
    zoom = tuple(float(v) for v in args.zoom.split(",")) if args.zoom else None
    if errors:
        if args.debug:
            raw = {}
            for f, c in enumerate(arr.faces):
                if alive[f]:
                    raw["%s#%d" % (name_of[f] or "?", f)] = [c]
            debug_render(args.debug, raw, rules, {}, zoom, args.scale)
            print("wrote", args.debug)
        fail(errors)
    regions = region_rings(arr, name_of)
    errors = []
    for code in sorted(provs):
        if code not in regions:
            errors.append("province %s has no face (missing seed?)" % code)
    for n in sorted(regions):
        if n not in provs and n != "SWI" and not n.startswith("decor:"):
            errors.append("unknown region name %s" % n)

    # adjacency report
    lengths = shared_lengths(arr, name_of)
    adjacent = set()
    for p in rules["provinces"]:
        nbrs = list(p.get("armies", [])) + list(p.get("fleets", []))
        for cl in p.get("coasts", {}).values():
            nbrs += cl
        for q in nbrs:
            q = q.split("/")[0]
            adjacent.add((min(p["code"], q), max(p["code"], q)))
    for a, b in sorted(adjacent):
        if lengths.get((a, b), 0.0) <= 3.0:
            errors.append("%s-%s are adjacent in the rules but share only %.1f units of border" % (
                a, b, lengths.get((a, b), 0.0)))
    exceptions = []
    for (a, b), L in sorted(lengths.items()):
        if a in provs and b in provs and L > 3.0 and (a, b) not in adjacent:
            why = BORDER_EXCEPTIONS.get((a, b))
            if why is None:
                errors.append("%s-%s share %.1f units of border but are not adjacent in the rules" % (a, b, L))
            else:
                exceptions.append({"a": a, "b": b, "why": why})
    for (a, b) in sorted(BORDER_EXCEPTIONS):
        if lengths.get((a, b), 0.0) <= 3.0:
            errors.append("BORDER_EXCEPTIONS lists %s-%s but they share no border" % (a, b))

    # points
    land = [n for n in sorted(regions) if n == "SWI" or n.startswith("decor:") or
            (n in provs and provs[n]["kind"] != "sea")]
    points = {}
    doc_provs = {}
    obstacles = []
    # seas first, then inland provinces, then coasts: the marks of a coastal
    # province may reach over water, and keep clear of those placed before
    order = {"sea": 0, "land": 1, "coast": 2}
    for code in sorted(provs, key=lambda c: (order[provs[c]["kind"]], c)):
        if code not in regions:
            continue
        rings_mu = [[(x / GRID, y / GRID) for x, y in r] for r in regions[code]]
        shape = Shape(rings_mu)
        foreign = None
        if provs[code]["kind"] == "coast":
            # the land near by that a fleet of this province must keep clear of
            x0, y0, x1, y1 = shape.bbox
            near = [r for n in land if n != code for r in regions[n]
                    if min(p[0] for p in r) / GRID < x1 + 40 and max(p[0] for p in r) / GRID > x0 - 40 and
                    min(p[1] for p in r) / GRID < y1 + 40 and max(p[1] for p in r) / GRID > y0 - 40]
            foreign = Shape([[(x / GRID, y / GRID) for x, y in r] for r in near])
        pts = place_points(code, shape, provs[code], PLACES, foreign, obstacles)
        points[code] = pts
        entry = {"polygon": [ring_json(r) for r in regions[code]], "label": pt_json(pts["label"]),
                 "unit": pt_json(pts["unit"])}
        if "coasts" in pts:
            entry["coasts"] = {k: pt_json(v) for k, v in sorted(pts["coasts"].items())}
        if "centre" in pts:
            entry["centre"] = pt_json(pts["centre"])
        doc_provs[code] = entry
        for key in ("label", "unit", "centre"):
            if key in pts and shape.sdist(pts[key]) < 0:
                errors.append("%s %s point %s is outside the province" % (code, key, fmt_ll(*pts[key])))
        if dist(pts["label"], pts["unit"]) < 12:
            errors.append("%s label and unit are only %.1f apart" % (code, dist(pts["label"], pts["unit"])))
    if errors and args.debug:
        debug_render(args.debug, regions, rules, points, zoom, args.scale)
        print("wrote", args.debug)
    if args.keep_going:
        for m in errors:
            print("error: " + m, file=sys.stderr)
    else:
        fail(errors)

    impassable, decor = [], []
    for n in sorted(regions):
        if n == "SWI":
            shape = Shape([[(x / GRID, y / GRID) for x, y in r] for r in regions[n]])
            lab = polylabel(shape, Objective(shape, 1e9))
            impassable.append({"name": "Switzerland", "polygon": [ring_json(r) for r in regions[n]],
                               "label": pt_json(lab)})
        elif n.startswith("decor:"):
            decor.append({"name": n[6:], "kind": "land", "polygon": [ring_json(r) for r in regions[n]]})
    doc_provs = {c: doc_provs[c] for c in sorted(doc_provs)}
    doc = {
        "comment": ("Tablée's own vector drawing of the standard Diplomacy board, generated by "
                    "scripts/make_diplomacy_map.py (do not edit by hand; rerun the script). Coordinates "
                    "are map units, origin top-left, x right, y down (as in Qt), drawing size 'size'. "
                    "Coastlines: Natural Earth 1:50m land (public domain) via world-atlas %s, Lambert "
                    "conformal conic projection (parallels 40N/60N, meridian 15E), simplified; province "
                    "borders are hand-authored. Every province: 'polygon' = list of rings (clockwise on "
                    "screen; extra rings are islands), 'label', 'unit', optional 'centre' (supply centre) "
                    "and 'coasts' (fleet anchors of split coasts). Neighbouring polygons share identical "
                    "vertices along their common border; provinces + impassable + decor tile the "
                    "rectangle. 'border_exceptions' lists drawn borders between provinces that are not "
                    "adjacent in standard_map.json." % WORLD_ATLAS_VERSION),
        "size": [WIDTH, HEIGHT],
        "provinces": doc_provs,
        "impassable": impassable,
        "decor": decor,
        "border_exceptions": exceptions,
    }
    # what a player reads, checked as check_diplomacy_map.py does
    seas = [reading.Poly(c, doc_provs[c]["polygon"]) for c in sorted(doc_provs) if provs[c]["kind"] == "sea"]
    reading.check_reading(provs, json.loads(json.dumps(doc)), seas)
    if reading.failures and args.debug:
        debug_render(args.debug, regions, rules, points, zoom, args.scale)
        print("wrote", args.debug)
    if reading.failures and not args.keep_going:
        raise SystemExit("error: %d reading problem(s) above (--keep-going writes the file all the same)" % (
            len(reading.failures)))
    nbytes = write_json(args.out, doc)
    nv = sum(len(r) for e in doc_provs.values() for r in e["polygon"])
    print("wrote %s: %d bytes, %d provinces, %d ring vertices, %d exceptions" % (
        args.out, nbytes, len(doc_provs), nv, len(exceptions)))
    if args.debug:
        debug_render(args.debug, regions, rules, points, zoom, args.scale)
        print("wrote", args.debug)


# --------------------------------------------------------------------------
# DATA
# --------------------------------------------------------------------------
# Border lines, (lon, lat).  "J_..." comments name the triple points that
# several lines share exactly.
J = {
    # Britain
    "CLY_EDI_LVP": (-3.85, 55.8), "EDI_LVP_YOR": (-2.5, 55.3), "LVP_YOR_WAL": (-2.3, 53.05),
    "WAL_YOR_LON": (-1.5, 52.6),
    # sea triple point south-west of Cornwall
    "ENG_IRI_MAO": (-6.6, 49.6),
    # France / Low Countries / Germany
    "GAS_MAR_SPA": (0.8, 42.8), "GAS_MAR_BUR": (3.0, 45.6), "GAS_PAR_BUR": (2.3, 46.5),
    "GAS_PAR_BRE": (0.3, 47.1), "BRE_PAR_PIC": (1.0, 49.0), "PAR_PIC_BUR": (3.2, 49.2),
    "PIC_BEL_BUR": (4.2, 50.0), "BEL_BUR_RUH": (5.9, 49.6), "BUR_RUH_MUN": (7.0, 49.2),
    "BEL_HOL_RUH": (6.1, 51.2), "HOL_RUH_KIE": (7.0, 52.3), "RUH_KIE_MUN": (8.9, 51.7),
    "KIE_MUN_BER": (11.2, 52.2), "BER_MUN_SIL": (14.6, 51.6), "MUN_SIL_BOH": (14.8, 50.85),
    "BER_PRU_SIL": (16.6, 53.4), "PRU_SIL_WAR": (19.0, 53.2), "LVN_PRU_WAR": (22.8, 54.35),
    "LVN_MOS_WAR": (27.5, 54.8), "LVN_MOS_STP": (29.0, 57.0), "MOS_WAR_UKR": (28.5, 52.2),
    "WAR_UKR_GAL": (24.0, 50.8), "SIL_WAR_GAL": (19.6, 50.3), "SIL_GAL_BOH": (18.6, 49.9),
    "BOH_GAL_VIE": (19.0, 49.45), "VIE_GAL_BUD": (20.3, 49.25), "BUD_GAL_RUM": (24.9, 47.8),
    "GAL_RUM_UKR": (26.6, 48.25), "UKR_RUM_SEV": (27.3, 48.45), "UKR_SEV_MOS": (39.0, 49.8),
    "MUN_BOH_TYR": (13.75, 48.6), "BOH_TYR_VIE": (14.9, 48.55), "TYR_VIE_TRI": (14.8, 46.6),
    "VIE_BUD_TRI": (16.3, 46.6), "TYR_TRI_VEN": (13.4, 46.45), "PIE_TYR_VEN": (10.7, 46.0),
    "PIE_TUS_VEN": (10.05, 44.35), "TUS_ROM_VEN": (12.1, 43.5), "ROM_VEN_APU": (13.1, 43.2),
    "ROM_NAP_APU": (14.55, 41.6),
    # Balkans
    "TRI_BUD_SER": (19.3, 44.9), "SER_RUM_BUD": (21.9, 44.65), "SER_BUL_RUM": (22.7, 44.2),
    "TRI_SER_ALB": (19.8, 42.8), "ALB_SER_GRE": (21.0, 41.3), "SER_GRE_BUL": (22.9, 41.6),
    # Anatolia
    "CON_ANK_SMY": (30.4, 40.0), "ANK_ARM_SMY": (35.5, 39.7), "ARM_SYR_SMY": (37.0, 38.2),
    # Scandinavia
    "NWY_SWE_FIN": (20.55, 69.06), "NWY_FIN_STP": (28.93, 69.05),
}


def jl(*pts):
    """Polyline from points and triple-point names."""
    return [J[p] if isinstance(p, str) else p for p in pts]


BORDERS.update({
    # ---------------- sea / sea ----------------
    "NAO-NWG": [(-4.9, 58.45), (-10.0, 62.2), (-14.5, 65.0), (-17.0, 66.0), (-19.0, 75.0)],
    "NAO-MAO": [(-9.6, 51.9), (-30.0, 50.0)],
    "NAO-IRI": [(-6.0, 54.6), (-4.7, 54.75)],
    "IRI-MAO": [(-8.3, 52.1), J["ENG_IRI_MAO"]],
    "IRI-ENG": [J["ENG_IRI_MAO"], (-5.3, 50.2)],
    "ENG-MAO": [J["ENG_IRI_MAO"], (-4.3, 48.4)],
    "ENG-NTH": [(1.2, 51.3), (3.1, 51.3), (3.3, 51.15)],
    "NTH-NWG": [(-3.2, 58.55), (5.6, 61.3)],
    "NWG-BAR": [(25.2, 70.6), (24.0, 76.0)],
    "NTH-HEL": [(4.85, 52.85), (8.3, 56.15)],  # the Bight a little wider than a fleet and its name
    "NTH-SKA": [(7.2, 58.2), (8.8, 57.0)],
    "BAL-BOT": [(18.3, 59.8), (23.9, 59.2)],
    "MAO-WES": [(-5.45, 36.25), (-5.45, 35.7)],
    "LYO-WES": [(8.6, 40.3), (0.5, 40.8)],
    "LYO-TYS": [(10.6, 43.0), (9.35, 42.8), (9.1, 41.6), (9.2, 40.9)],
    "TYS-WES": [(8.8, 39.2), (9.7, 37.0)],
    "TYS-ION": [(10.6, 36.7), (12.6, 37.75)],
    "MESSINA": [(15.3, 38.05), (15.85, 38.2)],
    "ADR-ION": [(18.3, 40.2), (19.6, 40.4)],
    "AEG-ION": [(22.95, 36.6), (23.7, 35.4)],
    "AEG-EAS": [(26.1, 35.2), (27.3, 36.1), (28.3, 36.9)],
    "ION-EAS": [(24.8, 35.25), (23.5, 30.0)],
    # ---------------- straits closed by a province ----------------
    "DEN-north": [(9.9, 55.75), (10.6, 55.75), (11.25, 55.85), (11.5, 55.7)],
    "ORESUND-north": [(12.5, 56.0), (12.85, 56.1)],
    "DEN-south": [(8.4, 54.9), (9.45, 54.83), (10.0, 54.78), (10.7, 54.72), (11.2, 54.6),
                  (11.9, 54.55), (12.4, 54.95), (12.85, 55.3), (13.0, 55.45)],
    "DARDANELLES": [(26.25, 40.25), (26.45, 40.05)],
    "BOSPORUS": [(29.0, 41.25), (29.25, 41.15)],
    # ---------------- Britain ----------------
    # Britain is narrow for tokens 22 units across: Clyde and Edinburgh split
    # Scotland about halfway at 57N (Clyde keeps off the Moray Firth), Liverpool
    # gets Ayrshire and the Pennines, so that each has a place for its unit.
    "CLY-EDI": jl((-4.0, 58.75), (-4.1, 58.0), (-4.3, 57.62), (-3.8, 57.35), (-3.8, 56.9), (-4.0, 56.4),
                  (-4.05, 56.15), "CLY_EDI_LVP"),
    "CLY-LVP": jl("CLY_EDI_LVP", (-4.3, 55.75), (-5.0, 55.78)),
    "EDI-LVP": jl("CLY_EDI_LVP", (-3.4, 55.55), "EDI_LVP_YOR"),
    "EDI-YOR": jl("EDI_LVP_YOR", (-2.3, 55.55), (-1.8, 55.85)),
    "LVP-YOR": jl("EDI_LVP_YOR", (-2.1, 55.0), (-1.8, 54.4), (-1.75, 53.9), (-2.0, 53.4), "LVP_YOR_WAL"),
    "LVP-WAL": jl("LVP_YOR_WAL", (-2.9, 53.15), (-3.3, 53.45)),
    "WAL-YOR": jl("LVP_YOR_WAL", "WAL_YOR_LON"),
    "YOR-LON": jl("WAL_YOR_LON", (-0.5, 52.7), (0.4, 53.0)),
    "WAL-LON": jl("WAL_YOR_LON", (-1.6, 51.8), (-1.6, 51.2), (-1.8, 50.5)),
    # ---------------- Iberia / France ----------------
    "SPA-POR": [(-9.1, 41.87), (-8.2, 42.0), (-7.0, 41.95), (-6.5, 41.6), (-6.9, 41.0), (-7.0, 40.2),
                (-7.0, 39.6), (-7.3, 39.2), (-7.0, 38.5), (-7.3, 37.9), (-7.45, 37.5), (-7.4, 36.9)],
    "MAR-SPA": jl((3.4, 42.5), (3.15, 42.43), (2.5, 42.35), (1.7, 42.5), "GAS_MAR_SPA"),
    "GAS-SPA": jl("GAS_MAR_SPA", (-0.5, 42.85), (-1.4, 43.05), (-1.85, 43.5)),
    "GAS-MAR": jl("GAS_MAR_SPA", (1.2, 43.5), (1.5, 44.2), "GAS_MAR_BUR"),
    "MAR-BUR": jl("GAS_MAR_BUR", (4.5, 46.0), (5.5, 46.2), (6.3, 46.35)),
    "GAS-BUR": jl("GAS_MAR_BUR", "GAS_PAR_BUR"),
    "GAS-PAR": jl("GAS_PAR_BUR", "GAS_PAR_BRE"),
    "GAS-BRE": jl("GAS_PAR_BRE", (-0.5, 46.9), (-2.4, 46.9)),
    "BRE-PAR": jl("GAS_PAR_BRE", (0.5, 48.0), "BRE_PAR_PIC"),
    "BRE-PIC": jl("BRE_PAR_PIC", (0.25, 49.4), (-0.1, 49.6)),
    "PAR-PIC": jl("BRE_PAR_PIC", (2.0, 49.0), "PAR_PIC_BUR"),
    "PIC-BUR": jl("PAR_PIC_BUR", (3.5, 49.6), "PIC_BEL_BUR"),
    "PIC-BEL": jl("PIC_BEL_BUR", (3.2, 50.4), (2.6, 50.8), (2.1, 51.2)),
    "PAR-BUR": jl("PAR_PIC_BUR", (3.0, 48.0), "GAS_PAR_BUR"),
    "BEL-BUR": jl("PIC_BEL_BUR", "BEL_BUR_RUH"),
    "BUR-RUH": jl("BEL_BUR_RUH", "BUR_RUH_MUN"),
    "BUR-MUN": jl("BUR_RUH_MUN", (7.5, 48.6), (7.2, 48.0), (7.3, 47.3)),
    "MAR-PIE": [(7.0, 46.2), (7.0, 45.5), (6.7, 45.0), (7.0, 44.3), (7.5, 43.78), (7.55, 43.6)],
    # ---------------- Low Countries / Germany ----------------
    "BEL-RUH": jl("BEL_BUR_RUH", (6.1, 50.3), (6.0, 50.8), "BEL_HOL_RUH"),
    "BEL-HOL": jl("BEL_HOL_RUH", (5.0, 51.45), (3.3, 51.5)),
    "HOL-RUH": jl("BEL_HOL_RUH", (6.2, 51.8), "HOL_RUH_KIE"),
    "HOL-KIE": jl("HOL_RUH_KIE", (7.1, 52.8), (7.1, 53.6)),
    "RUH-KIE": jl("HOL_RUH_KIE", (8.0, 52.1), "RUH_KIE_MUN"),
    "RUH-MUN": jl("RUH_KIE_MUN", (8.3, 50.8), (7.6, 50.0), "BUR_RUH_MUN"),
    "KIE-MUN": jl("RUH_KIE_MUN", (10.0, 51.8), "KIE_MUN_BER"),
    "KIE-BER": jl("KIE_MUN_BER", (11.3, 53.0), (11.6, 54.2)),
    "BER-MUN": jl("KIE_MUN_BER", (12.5, 51.9), "BER_MUN_SIL"),
    "MUN-SIL": jl("BER_MUN_SIL", (14.9, 51.0), "MUN_SIL_BOH"),
    "BER-SIL": jl("BER_MUN_SIL", (15.5, 52.4), "BER_PRU_SIL"),
    "BER-PRU": jl("BER_PRU_SIL", (16.6, 54.1), (16.6, 54.8)),
    "SIL-PRU": jl("BER_PRU_SIL", "PRU_SIL_WAR"),
    "PRU-WAR": jl("PRU_SIL_WAR", (21.5, 53.6), "LVN_PRU_WAR"),
    "LVN-PRU": jl("LVN_PRU_WAR", (22.0, 55.0), (21.2, 55.7), (20.9, 55.75)),
    "SIL-WAR": jl("PRU_SIL_WAR", (18.8, 52.3), (19.3, 51.0), "SIL_WAR_GAL"),
    "SIL-GAL": jl("SIL_WAR_GAL", "SIL_GAL_BOH"),
    "SIL-BOH": jl("MUN_SIL_BOH", (16.0, 50.6), (17.0, 50.3), (18.0, 50.1), "SIL_GAL_BOH"),
    "MUN-BOH": jl("MUN_SIL_BOH", (13.4, 50.6), (12.3, 50.3), (12.5, 49.7), (13.5, 48.95), "MUN_BOH_TYR"),
    "MUN-TYR": jl("MUN_BOH_TYR", (13.0, 48.0), (12.5, 47.65), (11.0, 47.4), (10.2, 47.35), (9.45, 47.3)),
    # ---------------- Austria / Italy ----------------
    "BOH-TYR": jl("MUN_BOH_TYR", "BOH_TYR_VIE"),
    "BOH-VIE": jl("BOH_TYR_VIE", (16.5, 48.75), (17.6, 49.0), (18.5, 49.2), "BOH_GAL_VIE"),
    "BOH-GAL": jl("SIL_GAL_BOH", "BOH_GAL_VIE"),
    "VIE-GAL": jl("BOH_GAL_VIE", "VIE_GAL_BUD"),
    "TYR-VIE": jl("BOH_TYR_VIE", (14.6, 48.0), (14.3, 47.4), "TYR_VIE_TRI"),
    "TRI-VIE": jl("TYR_VIE_TRI", (15.8, 46.55), "VIE_BUD_TRI"),
    "BUD-VIE": jl("VIE_BUD_TRI", (16.6, 47.3), (17.1, 48.0), (18.3, 48.3), (19.6, 48.6), "VIE_GAL_BUD"),
    "BUD-GAL": jl("VIE_GAL_BUD", (22.0, 49.0), (23.5, 48.2), "BUD_GAL_RUM"),
    "TYR-TRI": jl("TYR_VIE_TRI", (13.7, 46.5), "TYR_TRI_VEN"),
    "VEN-TRI": jl("TYR_TRI_VEN", (13.55, 46.0), (13.55, 45.6)),
    "TYR-VEN": jl("TYR_TRI_VEN", (12.5, 46.6), (11.5, 46.35), "PIE_TYR_VEN"),
    "PIE-TYR": jl("PIE_TYR_VEN", (10.35, 46.5)),
    "PIE-VEN": jl("PIE_TYR_VEN", (10.6, 45.6), (10.3, 45.1), (10.1, 44.7), "PIE_TUS_VEN"),
    "PIE-TUS": jl((9.8, 43.9), "PIE_TUS_VEN"),
    "TUS-VEN": jl("PIE_TUS_VEN", (10.8, 44.2), (11.6, 43.95), "TUS_ROM_VEN"),
    "TUS-ROM": jl("TUS_ROM_VEN", (11.9, 43.0), (11.6, 42.6), (11.35, 42.3)),
    "ROM-VEN": jl("TUS_ROM_VEN", (12.6, 43.4), "ROM_VEN_APU"),
    "VEN-APU": jl("ROM_VEN_APU", (14.0, 43.15)),
    # Apulia reaches inland over Basilicata, for room for its unit
    "ROM-APU": jl("ROM_VEN_APU", (13.55, 42.5), (14.25, 41.9), "ROM_NAP_APU"),
    "ROM-NAP": jl("ROM_NAP_APU", (14.0, 41.45), (13.6, 41.1)),
    "NAP-APU": jl("ROM_NAP_APU", (14.95, 41.1), (15.6, 40.45), (16.5, 40.0), (16.9, 39.85)),
    # ---------------- Balkans ----------------
    "BUD-TRI": jl("VIE_BUD_TRI", (17.0, 46.3), (18.5, 45.8), "TRI_BUD_SER"),
    "BUD-SER": jl("TRI_BUD_SER", (20.4, 44.85), (21.4, 44.75), "SER_RUM_BUD"),
    "BUD-RUM": jl("SER_RUM_BUD", (22.7, 45.2), (24.0, 45.4), (25.5, 45.45), (26.3, 45.8), (26.1, 46.6),
                  (25.4, 47.4), "BUD_GAL_RUM"),
    "GAL-RUM": jl("BUD_GAL_RUM", (25.8, 47.9), "GAL_RUM_UKR"),
    "SER-RUM": jl("SER_RUM_BUD", (22.5, 44.5), "SER_BUL_RUM"),
    "TRI-SER": jl("TRI_BUD_SER", (19.2, 44.3), (19.5, 43.6), "TRI_SER_ALB"),
    "TRI-ALB": jl("TRI_SER_ALB", (19.5, 42.3), (19.1, 41.8)),
    "ALB-SER": jl("TRI_SER_ALB", (20.6, 42.1), "ALB_SER_GRE"),
    "ALB-GRE": jl("ALB_SER_GRE", (20.8, 40.4), (20.2, 39.7), (19.8, 39.7)),
    "SER-GRE": jl("ALB_SER_GRE", (22.2, 41.4), "SER_GRE_BUL"),
    "GRE-BUL": jl("SER_GRE_BUL", (23.8, 41.2), (24.4, 40.6)),
    "SER-BUL": jl("SER_GRE_BUL", (22.5, 42.5), (22.6, 43.3), "SER_BUL_RUM"),
    "BUL-RUM": jl("SER_BUL_RUM", (23.5, 43.8), (25.0, 43.65), (26.1, 43.95), (27.3, 44.1), (27.9, 43.9),
                  (28.9, 43.7)),
    "BUL-CON": [(28.3, 41.95), (27.5, 41.9), (26.6, 41.7), (26.3, 41.3), (26.1, 40.9), (26.0, 40.6)],
    # ---------------- Anatolia ----------------
    "CON-ANK": jl((30.6, 41.4), (30.5, 40.5), "CON_ANK_SMY"),
    "CON-SMY": jl("CON_ANK_SMY", (29.5, 40.0), (28.0, 40.0), (27.0, 39.9), (26.0, 39.7)),
    "ANK-SMY": jl("CON_ANK_SMY", (31.5, 39.6), (33.0, 39.35), (34.5, 39.4), "ANK_ARM_SMY"),
    "ANK-ARM": jl("ANK_ARM_SMY", (36.8, 40.6), (37.6, 41.4)),
    "ARM-SMY": jl("ANK_ARM_SMY", (36.0, 39.2), "ARM_SYR_SMY"),
    "SMY-SYR": jl("ARM_SYR_SMY", (36.5, 37.3), (35.6, 36.4)),
    "ARM-SYR": jl("ARM_SYR_SMY", (39.5, 38.3), (42.0, 38.2), (47.0, 38.0)),
    "ARM-SEV": [(41.4, 41.6), (42.5, 41.4), (47.0, 41.3)],
    # ---------------- Russia ----------------
    "RUM-SEV": jl("UKR_RUM_SEV", (27.8, 47.6), (28.2, 46.5), (28.2, 45.5), (29.0, 45.35), (29.7, 45.2),
                  (30.0, 45.2)),
    "UKR-RUM": jl("GAL_RUM_UKR", "UKR_RUM_SEV"),
    "UKR-SEV": jl("UKR_RUM_SEV", (29.5, 47.9), (32.0, 47.7), (35.0, 47.9), (37.5, 48.8), "UKR_SEV_MOS"),
    "UKR-MOS": jl("MOS_WAR_UKR", (31.5, 52.2), (34.5, 51.8), (37.0, 51.0), "UKR_SEV_MOS"),
    "MOS-SEV": jl("UKR_SEV_MOS", (42.0, 50.5), (46.0, 50.2), (55.0, 49.5)),
    "GAL-UKR": jl("GAL_RUM_UKR", (26.0, 49.2), "WAR_UKR_GAL"),
    "WAR-UKR": jl("MOS_WAR_UKR", (26.0, 51.6), "WAR_UKR_GAL"),
    "WAR-GAL": jl("WAR_UKR_GAL", (22.0, 50.7), (20.5, 50.4), "SIL_WAR_GAL"),
    "MOS-WAR": jl("LVN_MOS_WAR", (27.8, 53.5), "MOS_WAR_UKR"),
    "LVN-WAR": jl("LVN_MOS_WAR", (25.0, 54.6), "LVN_PRU_WAR"),
    "LVN-MOS": jl("LVN_MOS_STP", (28.5, 55.8), "LVN_MOS_WAR"),
    "LVN-STP": jl((28.0, 59.6), (28.05, 59.4), (27.7, 58.9), (27.5, 58.3), (27.7, 57.8), (28.2, 57.3),
                  "LVN_MOS_STP"),
    "STP-MOS": jl("LVN_MOS_STP", (31.0, 57.3), (34.0, 57.6), (37.0, 57.8), (40.0, 57.9), (44.0, 57.6),
                  (50.0, 56.8), (62.0, 55.5)),
    # ---------------- Scandinavia ----------------
    "NWY-SWE": jl((10.9, 58.95), (11.55, 59.1), (11.8, 59.85), (12.5, 60.15), (12.55, 61.0), (12.2, 61.8),
                  (12.15, 62.4), (12.2, 63.0), (12.6, 63.7), (13.6, 64.2), (14.2, 64.9), (14.5, 65.6),
                  (15.4, 66.2), (16.0, 66.9), (16.5, 67.5), (17.6, 68.05), (18.2, 68.5), (19.0, 68.5),
                  (20.1, 69.0), "NWY_SWE_FIN"),
    "SWE-FIN": jl("NWY_SWE_FIN", (21.0, 68.8), (22.4, 68.45), (23.5, 67.9), (23.7, 67.3), (23.6, 66.6),
                  (23.9, 66.1), (24.15, 65.8), (24.2, 65.5)),
    "NWY-FIN": jl("NWY_SWE_FIN", (21.3, 69.3), (22.3, 68.7), (23.8, 68.8), (24.9, 68.6), (25.8, 69.4),
                  (26.4, 69.95), (27.9, 70.08), (29.2, 69.7), "NWY_FIN_STP"),
    "NWY-STP": jl("NWY_FIN_STP", (29.3, 69.3), (30.15, 69.65), (30.85, 69.78), (31.0, 70.2)),
    "FIN-STP": jl("NWY_FIN_STP", (28.5, 68.5), (28.7, 68.0), (30.0, 67.65), (29.1, 66.9), (30.1, 65.7),
                  (29.7, 64.8), (30.5, 64.2), (30.0, 63.7), (31.5, 62.9), (31.2, 61.6), (30.0, 60.7),
                  (29.2, 60.22), (29.25, 60.05)),
    # ---------------- Africa ----------------
    "NAF-TUN": [(8.5, 37.2), (8.35, 36.5), (8.2, 35.5), (8.0, 34.0), (7.8, 30.0)],
    # ---------------- Switzerland (closed) ----------------
    "SWI": [(6.05, 46.15), (6.95, 45.93), (7.85, 45.92), (8.15, 46.25), (8.45, 46.45), (8.6, 46.1),
            (8.9, 45.85), (9.05, 45.82), (9.3, 46.5), (9.7, 46.3), (10.1, 46.22), (10.45, 46.55),
            (10.47, 46.87), (9.9, 46.95), (9.6, 47.06), (9.6, 47.45), (9.0, 47.65), (8.55, 47.7),
            (7.6, 47.58), (7.0, 47.45), (6.45, 47.0), (6.1, 46.6), (5.97, 46.2), (6.05, 46.15)],
})

SEEDS.update({
    "ADR": [(15.5, 43.0)], "AEG": [(24.7, 39.4)], "ALB": [(20.0, 41.0)], "ANK": [(33.0, 40.8)],
    "APU": [(16.5, 41.0)], "ARM": [(40.5, 40.0)], "BAL": [(17.5, 55.8)], "BAR": [(33.0, 70.0)],
    "BEL": [(4.6, 50.6)], "BER": [(13.5, 53.0)], "BLA": [(34.0, 43.5)], "BOH": [(14.8, 49.7)],
    "BOT": [(20.5, 62.5)], "BRE": [(-2.5, 48.2)], "BUD": [(20.0, 47.0)], "BUL": [(25.0, 42.7)],
    "BUR": [(5.0, 47.5)], "CLY": [(-5.0, 57.2)], "CON": [(27.5, 41.3), (28.0, 40.75), (29.8, 40.5)],
    "DEN": [(9.2, 56.2), (11.8, 55.5), (10.95, 55.2)],
    "EAS": [(31.0, 34.5)], "EDI": [(-3.2, 57.0)], "ENG": [(-2.5, 50.0)], "FIN": [(26.0, 63.0)],
    "GAL": [(23.0, 49.7)], "GAS": [(0.0, 44.5)], "GRE": [(22.0, 39.5)], "HEL": [(7.0, 54.4)],
    "HOL": [(5.5, 52.3)], "ION": [(18.0, 37.0)], "IRI": [(-5.5, 53.5)], "KIE": [(9.5, 53.3)],
    "LON": [(0.2, 51.8)], "LVN": [(25.0, 57.0)], "LVP": [(-3.0, 54.4)], "LYO": [(5.0, 42.5)],
    "MAO": [(-12.0, 45.0)], "MAR": [(4.5, 44.0)], "MOS": [(36.0, 55.0)], "MUN": [(11.0, 49.0)],
    "NAF": [(0.0, 34.5)], "NAO": [(-20.0, 55.0)], "NAP": [(15.5, 40.5), (14.0, 37.5)],
    "NTH": [(3.0, 56.0)], "NWG": [(0.0, 66.0)], "NWY": [(9.0, 61.0)], "PAR": [(2.0, 48.0)],
    "PIC": [(2.3, 49.9)], "PIE": [(8.5, 45.0)], "POR": [(-8.0, 39.5)], "PRU": [(20.5, 54.0)],
    "ROM": [(12.7, 42.3)], "RUH": [(7.5, 51.0)], "RUM": [(25.5, 44.6)], "SER": [(21.0, 43.5)],
    "SEV": [(41.0, 45.0)], "SIL": [(17.0, 51.5)], "SKA": [(9.5, 57.9)], "SMY": [(30.0, 38.5)],
    "SPA": [(-3.5, 40.0)], "STP": [(35.0, 63.0)], "SWE": [(15.0, 60.0)], "SYR": [(37.5, 35.5)],
    "TRI": [(16.0, 44.5)], "TUN": [(9.5, 34.8)], "TUS": [(11.1, 43.4)], "TYR": [(12.0, 47.2)],
    "TYS": [(12.0, 40.0)], "UKR": [(31.0, 49.5)], "VEN": [(11.5, 45.4)], "VIE": [(15.5, 47.8)],
    "WAL": [(-3.7, 52.3)], "WAR": [(21.0, 52.5)], "WES": [(3.0, 38.0)], "YOR": [(-1.2, 53.9)],
    "SWI": [(8.2, 46.8)],
    "decor:Ireland": [(-8.0, 53.0)], "decor:Iceland": [(-19.0, 64.8), (-14.8, 65.8)], "decor:Corsica": [(9.1, 42.2), (9.4, 42.2)],
    "decor:Sardinia": [(9.0, 40.0)], "decor:Crete": [(24.9, 35.25)],
})

PLACES.update({
    # split coasts
    "SPA": {"coasts": {"NC": (-5.5, 43.1), "SC": (-1.2, 37.9)}, "centre": (-3.7, 40.4),
            "label": (-4.3, 39.6), "unit": (-2.6, 41.3)},
    "STP": {"coasts": {"NC": (35.5, 68.85), "SC": (29.0, 59.65)}, "centre": (30.5, 59.95),
            "label": (34.0, 62.5), "unit": (35.0, 60.6)},
    "BUL": {"coasts": {"EC": (27.6, 43.0), "SC": (25.2, 41.1)}, "centre": (23.4, 42.7),
            "label": (24.8, 43.25), "unit": (25.6, 42.35)},
    # Britain
    "CLY": {"unit": (-4.75, 56.45)},
    "EDI": {"label": (-2.9, 57.45), "unit": (-3.3, 56.8), "centre": (-3.3, 55.8)},
    "LVP": {"unit": (-2.55, 53.95), "centre": (-2.55, 53.45)},
    "YOR": {"label": (-1.25, 54.15), "unit": (-1.0, 53.4)},
    "WAL": {"unit": (-3.9, 50.65)},
    "LON": {"label": (-0.5, 52.05), "unit": (0.8, 52.4), "centre": (-0.1, 51.5)},
    # Low Countries, Germany, Scandinavia, Russia
    "HOL": {"label": (5.9, 52.6), "unit": (5.5, 51.85), "centre": (4.95, 52.3)},
    "BEL": {"label": (4.7, 50.35), "unit": (5.6, 50.0), "centre": (4.35, 50.85)},
    "HEL": {"label": (7.2, 54.05), "unit": (7.95, 54.7)},
    "PAR": {"label": (1.6, 48.05), "unit": (1.75, 47.25), "centre": (2.35, 48.85)},
    # (Burgundy's own middle, east of its name: in its south-west corner a token read as Paris's
    # or Gascony's.)
    "BUR": {"label": (4.15, 47.8), "unit": (6.3, 47.8)},
    "KIE": {"label": (9.9, 52.75), "unit": (9.3, 53.4), "centre": (10.1, 54.05)},
    "VIE": {"label": (15.1, 47.65), "unit": (17.6, 48.6), "centre": (16.37, 48.2)},
    "MOS": {"centre": (37.6, 55.75), "label": (37.5, 54.8), "unit": (33.0, 55.0)},
    "FIN": {"label": (26.0, 62.6), "unit": (25.2, 61.3)},
    # Italy
    "PIE": {"label": (8.6, 45.3), "unit": (7.9, 44.65)},
    "VEN": {"label": (11.2, 45.35), "unit": (11.8, 44.55), "centre": (12.2, 45.55)},
    "TUS": {"unit": (11.35, 42.95)},
    # Rome's strip holds the unit only north of Rome: the ring goes beside it, inland
    "ROM": {"unit": (12.4, 42.55), "centre": (12.5, 41.9)},
    "APU": {"unit": (17.0, 40.78)},
    "NAP": {"label": (15.55, 40.42), "unit": (16.3, 39.5), "centre": (14.4, 40.9)},
    # Balkans, Turkey
    "SER": {"label": (21.0, 43.9), "unit": (21.3, 43.0), "centre": (20.5, 44.6)},
    "GRE": {"label": (21.9, 39.4), "unit": (22.3, 40.6), "centre": (23.55, 38.2)},
    "ALB": {"unit": (20.15, 40.55)},
    # supply centres at their cities (nudged inland where the city is on the coast)
    "BRE": {"centre": (-4.0, 48.3)}, "MAR": {"centre": (5.4, 43.45)},
    "POR": {"centre": (-8.8, 38.85)}, "TUN": {"centre": (10.1, 36.7)},
    "BER": {"centre": (13.4, 52.5)}, "MUN": {"centre": (11.6, 48.15)},
    "DEN": {"centre": (12.3, 55.65)}, "SWE": {"centre": (17.6, 59.45)},
    "NWY": {"centre": (10.75, 60.05)},
    "WAR": {"centre": (21.0, 52.23), "label": (23.0, 52.6), "unit": (22.2, 51.35)},
    "SEV": {"centre": (34.0, 44.9), "label": (40.5, 46.8)},
    "RUM": {"centre": (26.1, 44.45)}, "CON": {"centre": (28.9, 41.05)}, "ANK": {"centre": (32.85, 39.95)},
    "SMY": {"centre": (27.4, 38.45)}, "TRI": {"centre": (13.95, 45.65)}, "BUD": {"centre": (19.05, 47.5)},
})

BORDER_EXCEPTIONS.update({})


if __name__ == "__main__":
    main()
