#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate resources/civ_calamities/map_drawing.json: Tablée's own drawing of
the Civilization mapboard (the Mediterranean and the Near East) on real
coastlines, one region per area of resources/civ_calamities/board.json.

Usage
-----
    npm install --prefix /tmp/world-atlas world-atlas@2.0.2   # once; do not commit it
    python3 scripts/make_civ_map.py [--topojson .../world-atlas/land-50m.json]
                                    [--out resources/civ_calamities/map_drawing.json]
                                    [--debug /tmp/civ_debug.png [--zoom x0,y0,x1,y1]]
    python3 scripts/check_civ_map.py

Python 3 standard library only (scripts/map_geometry.py holds the shared
geometry).  The output is deterministic: a rerun on the same input file
recreates map_drawing.json byte for byte.  A run takes about two minutes.

Where the data comes from
-------------------------
Coastlines: Natural Earth 1:50m "Land" (version 4.1.0, public domain,
https://www.naturalearthdata.com/), as redistributed in TopoJSON by the npm
package world-atlas 2.0.2 (https://github.com/topojson/world-atlas, ISC), file
land-50m.json, checked by its sha256 (map_geometry.LAND_50M_SHA256).  Only the
coastline is taken from it; the file is fetched by whoever runs the script and
is never committed.

The areas, their neighbours and their marks (population limit, city site,
flood plain, volcano) are those of board.json.  Everything else is
hand-authored in this file, in longitude/latitude degrees (tables at the end):
  * SEEDS: per area, points and lines placing it on real geography (Egypt on
    the Nile delta, Byzantium on the Bosporus...); the seas too (SEA_SEEDS), and
    DECOR_SEEDS for land shown but outside the board (Provence, the steppe
    north-east of the Caspian);
  * FILLS and CUTS: land added or removed so that the board's topology holds
    where the 1:50m coast is too fine for it (a strait kept open at the
    drawing's resolution, an isthmus wide enough to carry two borders);
  * ENLARGE: small islands drawn larger, as the printed board does, so that
    they hold their marks (Thera, Lemnos, Rhodes...);
  * BARRIERS: lines no area grows across (the edge of the board's land).

How the drawing is derived
--------------------------
1. The land rings are projected (Lambert conformal conic, parallels 30N and
   44N, central meridian 31E, sphere), scaled so that FRAME becomes the
   rectangle [0, WIDTH] x [0, HEIGHT] (map units, y down; 1 unit is about 2 km)
   and magnified where the board is crowded (LENSES: smooth one-to-one
   magnifying glasses, as the printed board enlarges the Aegean, the Nile
   delta and the islands), then rasterized on cells of 1 map unit; FILLS,
   ENLARGE and CUTS are applied.
2. Every land area grows from its seeds over the land cells (multi-source
   growth by straight-line distance to the seed point, map_geometry.grow), a
   cell going to the nearest seed, except that an area never takes a cell that
   touches (shares a cell side with) an area that is not its land neighbour
   in board.json.  Cells left between two areas that may not touch go to an
   area allowed to touch all around them.  Land not reached (islands without
   a seed) is decor.
3. The seas grow the same way over the water, an area of sea never touching
   land or sea it is not a water neighbour of; water left over is unnamed
   water (the coastal water the board gives to land areas, the Persian Gulf...).
4. Diagonal-only contacts are mended, the outlines are traced along cell
   sides and cut into chains where three labels meet; each chain is smoothed
   and simplified once (Douglas-Peucker) for both sides, less where that would
   make chains cross: neighbours share identical vertices, nothing overlaps,
   and areas + seas + water + decor tile the rectangle.
5. Adjacency is checked: two land areas share a border of at least
   MIN_SHARED map units if and only if board.json makes them land neighbours
   (the script fails otherwise).
6. In every land area the marks are placed (label, population limit, city
   site, flood plain, volcano, tokens), inside the area and clear of one
   another, with the sizes of MARKS (the same as scripts/check_civ_map.py
   checks), near PLACES hints when given.

Liberties taken with geography (as the printed board does)
----------------------------------------------------------
* The map is magnified around the Aegean, the Nile delta, the Levant, lower
  Mesopotamia, Cyprus, Sicily, Calabria and the board's small islands
  (LENSES); Thera, Lemnos and Ithaka are also thickened (ENLARGE).  Other
  islands are decor; pieces smaller than ISLAND_MIN_CELLS cells are dropped,
  and water pieces that small filled.
* The straits the board keeps as water (Bosporus, Dardanelles, Messina,
  Kerch, the Euripus) stay open at this scale; CUTS would widen one that did
  not (none is needed at present).  The Isthmus of Corinth is widened (FILLS)
  to carry the Corinth-Athens border along it; lakes are land.
* Borders between areas are not historical borders: they are where the
  growth from the seeds puts them, under the board's adjacency.
"""

import argparse
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
import map_geometry as mg  # noqa: E402

BOARD_PATH = os.path.join(ROOT, "resources", "civ_calamities", "board.json")
OUT_PATH = os.path.join(ROOT, "resources", "civ_calamities", "map_drawing.json")

PROJ = mg.LambertConic(30.0, 44.0, 31.0, 37.0)
FRAME = (-318.0, -248.0, 322.0, 229.0)   # projected units (x0, y0, x1, y1), y north
WIDTH = 2000
# Magnifying glasses where the board is crowded, as the printed board does
# (lon, lat, scale at the centre, radius in map units): the Aegean, the Nile
# delta, the Levant, lower Mesopotamia, Cyprus, Sicily; and the small
# islands of the board (Crete, Thera, Lemnos, Rhodes, Ithaka, Lesbos, Euboea)
# and Calabria (Campania), so that they hold their marks.
LENSES = [(24.8, 38.0, 1.9, 250.0), (31.0, 30.4, 1.5, 140.0), (35.6, 33.0, 1.4, 130.0),
          (46.5, 31.6, 1.35, 160.0), (33.3, 35.1, 1.6, 75.0), (14.3, 37.6, 1.35, 90.0),
          # small islands of the board
          (24.9, 35.25, 1.45, 80.0), (25.43, 36.40, 3.1, 24.0), (25.25, 39.9, 2.2, 25.0),
          (28.0, 36.2, 2.0, 30.0), (20.6, 38.3, 2.4, 30.0), (26.2, 39.2, 1.3, 30.0),
          (23.9, 38.5, 1.3, 60.0), (16.3, 39.3, 1.35, 50.0)]
MF = mg.MapFrame(PROJ, FRAME, WIDTH, LENSES)
W, H = MF.width, MF.height

ISLAND_MIN_CELLS = 12     # land pieces smaller than this (cells of 1 unit^2) are dropped
SIMPLIFY = 0.8            # Douglas-Peucker tolerance of the traced outlines, map units
MIN_SHARED = 2.0          # map units: shorter contacts do not make a border

# Tokens, names and signs: sizes in map units (see check_civ_map.py, which
# holds the footprints).  They are the sizes at which the drawing guarantees
# that nothing overlaps; the window may draw them larger once zoomed in.
sys.path.insert(0, HERE)
import check_civ_map as reading  # noqa: E402

# --------------------------------------------------------------------------
# Raster
# --------------------------------------------------------------------------


def project(lon, lat):
    return MF.project(lon, lat)


def cell_of(lon, lat):
    x, y = project(lon, lat)
    return int(math.floor(y)) * W + int(math.floor(x)), (x, y)


def polyline_cells(pts_ll, half_width):
    return mg.cells_near_polyline(W, H, [project(*p) for p in pts_ll], half_width)


def build_land(rings):
    land = bytearray(W * H)
    prings = []
    for r in rings:
        lons = [p[0] for p in r]
        lats = [p[1] for p in r]
        if max(lons) < -5 or min(lons) > 70 or max(lats) < 10 or min(lats) > 60:
            continue
        prings.append([project(*p) for p in r])
    mg.fill_rings(land, W, H, prings, 1)
    for name in sorted(FILLS):
        spec = FILLS[name]
        if spec[0] == "polygon":
            mg.fill_rings(land, W, H, [[project(*p) for p in spec[1]]], 1)
        else:
            for c in polyline_cells(spec[1], spec[2]):
                land[c] = 1
    enlarge(land)
    # drop tiny pieces of land, fill tiny pieces of water (lakes are land)
    for value in (1, 0):
        for cells in components(land, value):
            if len(cells) < ISLAND_MIN_CELLS:
                for c in cells:
                    land[c] = 1 - value
    for name in sorted(CUTS):
        pts, hw = CUTS[name]
        for c in polyline_cells(pts, hw):
            land[c] = 0
    return land


def components(mask, value):
    seen = bytearray(W * H)
    out = []
    for c0 in range(W * H):
        if mask[c0] != value or seen[c0]:
            continue
        seen[c0] = 1
        stack = [c0]
        cells = []
        while stack:
            c = stack.pop()
            cells.append(c)
            for n in mg.neighbours4(c, W, H):
                if mask[n] == value and not seen[n]:
                    seen[n] = 1
                    stack.append(n)
        out.append(cells)
    return out


def component_at(mask, c0):
    if not mask[c0]:
        return []
    seen = {c0}
    stack = [c0]
    while stack:
        c = stack.pop()
        for n in mg.neighbours4(c, W, H):
            if mask[n] and n not in seen:
                seen.add(n)
                stack.append(n)
    return sorted(seen)


def enlarge(land):
    """ENLARGE: grow the island at (lon, lat) by r map units over the water,
    keeping `gap` units from any other land."""
    for name in sorted(ENLARGE):
        lon, lat, r, gap = ENLARGE[name]
        c0, _ = cell_of(lon, lat)
        isl = component_at(land, c0)
        if not isl:
            raise SystemExit("error: ENLARGE %s: (%g, %g) is not on land" % (name, lon, lat))
        if len(isl) > 200000:
            raise SystemExit("error: ENLARGE %s: (%g, %g) is on a continent" % (name, lon, lat))
        own = set(isl)
        xs = [c % W for c in isl]
        ys = [c // W for c in isl]
        R = int(r + gap + 3)
        x0, x1 = max(0, min(xs) - R), min(W - 1, max(xs) + R)
        y0, y1 = max(0, min(ys) - R), min(H - 1, max(ys) + R)
        other = [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
                 if land[y * W + x] and y * W + x not in own]
        edge = [c for c in isl if any(not land[n] for n in mg.neighbours4(c, W, H))]
        add = []
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                c = y * W + x
                if land[c]:
                    continue
                px, py = x + 0.5, y + 0.5
                d = min((px - (e % W + 0.5)) ** 2 + (py - (e // W + 0.5)) ** 2 for e in edge)
                if d > r * r:
                    continue
                if other and min((px - ox - 0.5) ** 2 + (py - oy - 0.5) ** 2 for ox, oy in other) < gap * gap:
                    continue
                add.append(c)
        for c in add:
            land[c] = 1


# --------------------------------------------------------------------------
# Growth
# --------------------------------------------------------------------------
def seed_points(spec, with_kind=False):
    """SEEDS entry -> list of (lon, lat) points (lines densified; points of a
    line that fall in the water or off the drawing are skipped)."""
    pts = []
    for item in spec:
        if isinstance(item, list):
            pr = [project(*p) for p in item]
            for (a, b), (la, lb) in zip(zip(pr, pr[1:]), zip(item, item[1:])):
                n = max(1, int(mg.dist(a, b)))
                for k in range(n):
                    t = k / n
                    pts.append(((la[0] + (lb[0] - la[0]) * t, la[1] + (lb[1] - la[1]) * t), True))
            pts.append((item[-1], True))
        else:
            pts.append((item, False))
    return pts if with_kind else [p for p, _ in pts]


def grow_all(land, board, errors):
    areas = board["areas"]
    ids = [a["id"] for a in areas if a["kind"] == "land"] + [a["id"] for a in areas if a["kind"] == "sea"]
    index = {aid: i for i, aid in enumerate(ids)}
    A = {a["id"]: a for a in areas}
    nland = sum(1 for a in areas if a["kind"] == "land")
    DECOR, WATER = len(ids), len(ids) + 1
    BARRIER = -2
    owner = [-1] * (W * H)
    # barriers: cells no area takes (they go to a neighbour at the end)
    for name in sorted(BARRIERS):
        for c in polyline_cells(BARRIERS[name], 0.75):
            if land[c]:
                owner[c] = BARRIER
    allowed = []
    for aid in ids:
        a = A[aid]
        if a["kind"] == "land":
            ok = {index[n] for n in a["land_neighbours"]}
        else:
            ok = {index[n] for n in a["water_neighbours"]}
        ok |= {index[aid], DECOR, WATER}
        allowed.append(ok)
    allowed.append(set(range(len(ids) + 2)))   # decor touches anything
    allowed.append(set(range(len(ids) + 2)))   # so does unnamed water

    def may_take(label, c):
        ok = allowed[label]
        x = c % W
        for n in (c - 1 if x > 0 else -1, c + 1 if x < W - 1 else -1, c - W, c + W):
            if 0 <= n < W * H:
                o = owner[n]
                if o >= 0 and o not in ok:
                    return False
        return True

    sources = []
    for aid in ids[:nland]:
        spec = SEEDS.get(aid)
        if not spec:
            errors.append("no seed for %s" % aid)
            continue
        for (lon, lat), on_line in seed_points(spec, True):
            c, p = cell_of(lon, lat)
            if not (0 <= p[0] < W and 0 <= p[1] < H):
                if not on_line:
                    errors.append("seed of %s at (%g, %g) is outside the drawing" % (aid, lon, lat))
            elif not land[c]:
                if not on_line:
                    errors.append("seed of %s at (%g, %g) is in the water" % (aid, lon, lat))
            else:
                sources.append((index[aid], c, p))
    for lon, lat in DECOR_SEEDS:
        c, p = cell_of(lon, lat)
        if land[c]:
            sources.append((DECOR, c, p))
        else:
            errors.append("decor seed (%g, %g) is in the water" % (lon, lat))
    weight = [WEIGHTS.get(aid, 1.0) for aid in ids] + [1.0, 1.0]
    mg.grow(W, H, owner, lambda c: land[c] and owner[c] == -1, sources, may_take, weight)
    # leftovers on land: cells next to an area that may take them
    fill_leftovers(owner, land, 1, may_take, nland, allowed)
    # land not reached: decor if it is a piece of its own, else a gap
    for cells in components_owner(owner, land, 1):
        touching = set()
        for c in cells:
            for n in mg.neighbours4(c, W, H):
                if land[n] and owner[n] >= 0:
                    touching.add(owner[n])
        if touching - {DECOR}:
            c = cells[0]
            errors.append("%d land cells near %s are left between %s (no area may take them)" % (
                len(cells), MF.fmt(c % W + 0.5, c // W + 0.5), sorted(ids[t] for t in touching if t < len(ids))))
        for c in cells:
            owner[c] = DECOR
    for c in range(W * H):
        if land[c] and owner[c] == BARRIER:
            owner[c] = DECOR
    # seas
    sources = []
    for aid in ids[nland:]:
        for (lon, lat), on_line in seed_points(SEA_SEEDS[aid], True):
            c, p = cell_of(lon, lat)
            if land[c]:
                if not on_line:
                    errors.append("seed of %s at (%g, %g) is on land" % (aid, lon, lat))
            else:
                sources.append((index[aid], c, p))
    mg.grow(W, H, owner, lambda c: not land[c] and owner[c] == -1, sources, may_take, weight)
    for c in range(W * H):
        if owner[c] == -1:
            owner[c] = WATER if not land[c] else DECOR
    return ids, index, owner, allowed, DECOR, WATER


def components_owner(owner, land, value):
    """Connected pieces of land==value cells with owner -1 (or a barrier)."""
    seen = bytearray(W * H)
    out = []
    for c0 in range(W * H):
        if land[c0] != value or owner[c0] not in (-1, -2) or seen[c0]:
            continue
        seen[c0] = 1
        stack = [c0]
        cells = []
        while stack:
            c = stack.pop()
            cells.append(c)
            for n in mg.neighbours4(c, W, H):
                if land[n] == value and owner[n] in (-1, -2) and not seen[n]:
                    seen[n] = 1
                    stack.append(n)
        out.append(cells)
    return out


def fill_leftovers(owner, land, value, may_take, nlabels, allowed):
    """Free cells next to a region that may take them join it (the most
    frequent such neighbour, ties to the lowest label), repeatedly."""
    changed = True
    while changed:
        changed = False
        for c in range(W * H):
            if land[c] != value or owner[c] not in (-1, -2):
                continue
            counts = {}
            for n in mg.neighbours4(c, W, H):
                o = owner[n]
                if 0 <= o < nlabels:
                    counts[o] = counts.get(o, 0) + 1
            for lab in sorted(counts, key=lambda k: (-counts[k], k)):
                if may_take(lab, c):
                    owner[c] = lab
                    changed = True
                    break


def contacts(owner):
    """{(a, b): number of cell sides between labels a < b}."""
    out = {}
    for c in range(W * H):
        a = owner[c]
        x = c % W
        if x < W - 1:
            b = owner[c + 1]
            if a != b:
                k = (a, b) if a < b else (b, a)
                out[k] = out.get(k, 0) + 1
        if c + W < W * H:
            b = owner[c + W]
            if a != b:
                k = (a, b) if a < b else (b, a)
                out[k] = out.get(k, 0) + 1
    return out


# --------------------------------------------------------------------------
# Debug picture of the raster
# --------------------------------------------------------------------------
def colour_of(label, ids, nland):
    if label >= len(ids):
        return (200, 200, 190) if label == len(ids) else (150, 190, 225)
    if label >= nland:
        return (110, 160, 215)
    h = (label * 0.618033988749895) % 1.0
    import colorsys
    r, g, b = colorsys.hsv_to_rgb(h, 0.35, 0.95)
    return (int(r * 255), int(g * 255), int(b * 255))


def debug_picture(path, owner, ids, nland, zoom=None, scale=1.0):
    x0, y0, x1, y1 = zoom or (0, 0, W, H)
    x0, y0, x1, y1 = int(x0), int(y0), int(x1), int(y1)
    s = scale
    pw, ph = int((x1 - x0) * s), int((y1 - y0) * s)
    data = bytearray(pw * ph * 3)
    for py in range(ph):
        y = y0 + int(py / s)
        for px in range(pw):
            x = x0 + int(px / s)
            lab = owner[y * W + x]
            col = colour_of(lab, ids, nland)
            # darken borders
            if (x + 1 < W and owner[y * W + x + 1] != lab) or (y + 1 < H and owner[(y + 1) * W + x] != lab):
                col = (60, 60, 60)
            k = (py * pw + px) * 3
            data[k:k + 3] = bytes(col)
    ppm = path + ".ppm"
    with open(ppm, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (pw, ph))
        f.write(bytes(data))
    draw = []
    for i, aid in enumerate(ids):
        for lon, lat in seed_points((SEEDS if i < nland else SEA_SEEDS)[aid])[:1]:
            x, y = project(lon, lat)
            if x0 <= x <= x1 and y0 <= y <= y1:
                draw.append("text %d,%d '%s'" % ((x - x0) * s, (y - y0) * s, aid))
    for lon in range(0, 61, 5 if zoom is None else 1):
        for lat in range(15, 55, 5 if zoom is None else 1):
            x, y = project(lon, lat)
            if x0 <= x <= x1 and y0 <= y <= y1:
                draw.append("text %d,%d '+%d,%d'" % ((x - x0) * s, (y - y0) * s, lon, lat))
    cmd = ["convert", ppm, "-fill", "black", "-pointsize", "10" if zoom is None else "11"]
    for d in draw:
        cmd += ["-draw", d]
    subprocess.run(cmd + [path], check=True)
    os.remove(ppm)


# --------------------------------------------------------------------------
# Pinches, outlines
# --------------------------------------------------------------------------
def remove_pinches(owner, allowed):
    """Labels meet only along cell sides: where two diagonal cells of a 2x2
    block share a label that the two others do not have, one of the others
    takes it (if that label may touch all around it).  Returns the blocks
    left."""
    def blocks_near(cells):
        out = set()
        for c in cells:
            x, y = c % W, c // W
            for bx in (x - 1, x):
                for by in (y - 1, y):
                    if 0 <= bx < W - 1 and 0 <= by < H - 1:
                        out.add(by * W + bx)
        return out
    todo = set()
    for c in range(W * H - W):
        x = c % W
        if x < W - 1 and (owner[c] != owner[c + 1] or owner[c] != owner[c + W]):
            todo.add(c)
    bad = []
    for _ in range(100):
        changed = []
        bad = []
        for a in sorted(todo):
            b, c, d = a + 1, a + W, a + W + 1
            for (p, q, r, t) in ((a, d, b, c), (b, c, a, d)):
                lp = owner[p]
                if lp == owner[q] and owner[r] != lp and owner[t] != lp:
                    done = False
                    for cand in (r, t):
                        if all(owner[n] == lp or owner[n] in allowed[lp] for n in mg.neighbours4(cand, W, H)):
                            owner[cand] = lp
                            changed.append(cand)
                            done = True
                            break
                    if not done:
                        bad.append(a)
                    break
        if not changed:
            break
        todo = blocks_near(changed)
    return bad


def outlines(owner, errors):
    """Traced and simplified rings per label (map units)."""
    rings = mg.trace_rings(W, H, owner)
    out = mg.simplify_shared(rings, SIMPLIFY, keep=[(0, 0), (W, 0), (W, H), (0, H)], frame=(W, H))
    out.pop(None, None)
    return out


def shared_lengths(polys):
    """{(label a, label b): length of their common edges}."""
    owners = {}
    for lab, rs in polys.items():
        for r in rs:
            for i in range(len(r)):
                a, b = r[i - 1], r[i]
                key = (a, b) if a < b else (b, a)
                owners.setdefault(key, []).append(lab)
    out = {}
    for (a, b), labs in owners.items():
        if len(labs) == 2 and labs[0] != labs[1]:
            k = (min(labs), max(labs))
            out[k] = out.get(k, 0.0) + mg.dist(a, b)
    return out


# --------------------------------------------------------------------------
# Marks
# --------------------------------------------------------------------------
SLACK = 0.8     # raster distance kept above the exact requirement (outline simplification)


def area_distances(owner, labels):
    """Per cell of the given labels: distance from its centre to its region's
    outline (approximately; the raster's edge counts as outline)."""
    INF = float("inf")
    dist_ = {}
    heap = []
    import heapq
    for c in range(W * H):
        lab = owner[c]
        if lab not in labels:
            continue
        x, y = c % W, c // W
        for (n, ex, ey) in ((c - 1 if x > 0 else -1, x, y + 0.5), (c + 1 if x < W - 1 else -1, x + 1, y + 0.5),
                            (c - W if y > 0 else -1, x + 0.5, y), (c + W if y < H - 1 else -1, x + 0.5, y + 1)):
            if n < 0 or owner[n] != lab:
                heap.append((0.5, c, ex, ey))
    heapq.heapify(heap)
    while heap:
        d, c, sx, sy = heapq.heappop(heap)
        if d >= dist_.get(c, INF):
            continue
        dist_[c] = d
        x, y = c % W, c // W
        lab = owner[c]
        for n in (c - 1 if x > 0 else -1, c + 1 if x < W - 1 else -1,
                  c - W if y > 0 else -1, c + W if y < H - 1 else -1):
            if n >= 0 and owner[n] == lab:
                nd = math.hypot(n % W + 0.5 - sx, n // W + 0.5 - sy)
                if nd < dist_.get(n, INF):
                    heapq.heappush(heap, (nd, n, sx, sy))
    return dist_


def place_area_marks(aid, area, cells, dist_, shape, errors):
    """Label, limit, city, signs and token spots of one land area (see
    check_civ_map.py for what must hold)."""
    M = reading.MARKS
    margin, gap = M["margin"], M["gap"]
    name = area["name"]
    box0 = reading.label_box(name, (0.0, 0.0))
    hw, hh = box0[2], box0[3]
    samples = reading.box_samples(box0, 2.0)

    def raster_d(p):
        c = int(p[1]) * W + int(p[0])
        return dist_.get(c, -1.0)

    # the label: wide room, near the middle of the main piece (or PLACES)
    xs = [c % W + 0.5 for c in cells]
    ys = [c // W + 0.5 for c in cells]
    centre = (sum(xs) / len(xs), sum(ys) / len(ys))
    hint = project(*PLACES[aid]["label"]) if aid in PLACES and "label" in PLACES[aid] else None
    cands = []
    for c in cells:
        d = dist_[c]
        if d < hh + margin + SLACK:
            continue
        p = (c % W + 0.5, c // W + 0.5)
        room = min(raster_d((p[0] + sx, p[1] + sy)) for sx, sy in samples)
        if room < margin + SLACK:
            continue
        score = (-mg.dist(p, hint) if hint else min(room, 8.0) - 0.05 * mg.dist(p, centre))
        cands.append((-score, p))
    cands.sort()
    lab = None
    for _, p in cands:
        if reading.footprint_inside(shape, None, box=reading.label_box(name, p)) >= margin + 0.05:
            lab = p
            break
    if lab is None:
        errors.append("%s: no room for its name" % aid)
        return None
    box = reading.label_box(name, lab)
    out = {"label": lab}
    placed = []   # (centre, radius)
    want = [("limit", (-(hw + 5.0), 0.0))]
    if area["city_site"]:
        want.append(("city", (hw + 5.5, 0.0)))
    if area["flood_plain"]:
        want.append(("flood_plain", (-(hw + 5.0), hh + 5.0)))
    if area["volcano"]:
        want.append(("volcano", (hw + 5.0, -(hh + 4.0))))
    n = reading.tokens_for(area["population_limit"])
    r_t = reading.mark_radius("token")
    row = (n - 1) * (2 * r_t + 2.0)
    for k in range(n):
        want.append(("token", (-row / 2 + k * (2 * r_t + 2.0), hh + r_t + 3.0)))
    tokens = []
    for kind, (ox, oy) in want:
        r = reading.mark_radius(kind)
        anchor = (lab[0] + ox, lab[1] + oy)
        if aid in PLACES and kind in PLACES[aid]:
            anchor = project(*PLACES[aid][kind])
        found = None
        for c in sorted(cells, key=lambda c: ((c % W + 0.5 - anchor[0]) ** 2 + (c // W + 0.5 - anchor[1]) ** 2, c)):
            if dist_[c] < r + margin + SLACK:
                continue
            p = (c % W + 0.5, c // W + 0.5)
            if reading.point_box_dist(p, box) < r + gap + 0.3:
                continue
            if any(mg.dist(p, q) < r + rq + gap + 0.3 for q, rq in placed):
                continue
            if shape.sdist(p) - r < margin + 0.2:
                continue
            found = p
            break
        if found is None:
            errors.append("%s: no room for its %s" % (aid, kind))
            continue
        placed.append((found, r))
        if kind == "token":
            tokens.append(found)
        else:
            out[kind] = found
    out["tokens"] = tokens
    return out


def place_sea_label(aid, area, shape, errors):
    M = reading.MARKS
    hint = project(*(PLACES.get(aid, {}).get("label") or seed_points(SEA_SEEDS[aid])[0]))
    for rad in range(0, 200, 2):
        cands = []
        for dx in range(-rad, rad + 1, 2):
            for dy in range(-rad, rad + 1, 2):
                if max(abs(dx), abs(dy)) == rad:
                    cands.append((dx * dx + dy * dy, dx, dy))
        for _, dx, dy in sorted(cands):
            p = (hint[0] + dx, hint[1] + dy)
            box = reading.label_box(area["name"], p, sea=True)
            if reading.footprint_inside(shape, None, box=box) >= M["margin"] + 0.3:
                return p
    errors.append("%s: no room for its name" % aid)
    return hint


# --------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------
def num(v):
    t = int(math.floor(v * 10 + 0.5))
    return t // 10 if t % 10 == 0 else t / 10.0


def pt(p):
    return [num(p[0]), num(p[1])]


COMMENT = (
    "Tablée's own drawing of the Civilization mapboard, generated by scripts/make_civ_map.py "
    "(do not edit by hand; rerun the script) and checked by scripts/check_civ_map.py. Coordinates "
    "are map units, origin top-left, x right, y down (as in Qt), drawing size 'size'; 1 unit is about "
    "2 km, more where magnified. Coastlines: Natural Earth 1:50m land (public domain) via world-atlas %s, "
    "Lambert conformal conic projection (parallels 30N/44N, meridian 31E) with magnifying glasses on the "
    "Aegean, the Nile delta, the Levant and lower Mesopotamia; small islands of the board enlarged. "
    "'areas' has one entry per area of board.json: 'polygon' = list of rings (outlines clockwise on "
    "screen, holes anticlockwise: fill with either rule; extra outlines are islands); 'label' = centre of "
    "the name. Land areas also: 'limit' (population limit), 'city' (city site, if any), 'flood_plain' and "
    "'volcano' (signs, if flagged) and 'tokens' (spots for the nations' tokens). All marks lie inside their "
    "area without overlapping at the sizes of 'marks' (map units; a name's box is its DejaVu Sans advance "
    "by 1.164 em, plus 'label_pad'). Neighbouring polygons share identical vertices along their common "
    "border; two land areas share a border exactly when board.json makes them land neighbours. 'water' is "
    "the water that belongs to no sea area (coastal water of land areas, gulfs), 'decor' the land outside "
    "the board's areas; areas + water + decor tile the rectangle." % mg.WORLD_ATLAS_VERSION)


def dump(doc):
    d = lambda v: json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    lines = ["{", '"comment": %s,' % json.dumps(doc["comment"], ensure_ascii=False),
             '"size": %s,' % d(doc["size"]), '"marks": %s,' % json.dumps(doc["marks"]), '"areas": {']
    ids = sorted(doc["areas"])
    for i, aid in enumerate(ids):
        lines.append("%s: %s%s" % (json.dumps(aid), d(doc["areas"][aid]), "," if i + 1 < len(ids) else ""))
    lines.append("},")
    lines.append('"water": %s,' % d(doc["water"]))
    lines.append('"decor": %s' % d(doc["decor"]))
    lines.append("}")
    text = "\n".join(lines) + "\n"
    json.loads(text)
    return text


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------
def generate(land_file, debug=None):
    """Returns (text of map_drawing.json or None, errors)."""
    board = json.load(open(BOARD_PATH, encoding="utf-8"))
    errors = []
    land = build_land(mg.load_land(land_file))
    ids, index, owner, allowed, DECOR, WATER = grow_all(land, board, errors)
    nland = sum(1 for a in board["areas"] if a["kind"] == "land")
    A = {a["id"]: a for a in board["areas"]}
    bad = remove_pinches(owner, allowed)
    for a in bad[:10]:
        errors.append("cells meet only at a corner near %s" % MF.fmt(a % W + 1, a // W + 1))
    cnt = contacts(owner)
    for i in range(nland):
        for n in A[ids[i]]["land_neighbours"]:
            j = index[n]
            if i < j and cnt.get((i, j), 0) < MIN_SHARED + 1:
                errors.append("missing border %s-%s (%d cell sides)" % (ids[i], n, cnt.get((i, j), 0)))
    for (i, j), k in sorted(cnt.items()):
        if i < nland and j < nland and ids[j] not in A[ids[i]]["land_neighbours"]:
            errors.append("extra border %s-%s (%d cell sides)" % (ids[i], ids[j], k))
    if debug:
        debug(owner, ids, nland)
    if errors:
        return None, errors
    polys = outlines(owner, errors)
    lengths = shared_lengths(polys)
    for i in range(nland):
        for n in A[ids[i]]["land_neighbours"]:
            j = index[n]
            if i < j and lengths.get((i, j), 0.0) < MIN_SHARED:
                errors.append("border %s-%s is only %.1f units long" % (ids[i], n, lengths.get((i, j), 0.0)))
    # marks
    cells_of = {}
    for c in range(W * H):
        o = owner[c]
        if o < nland:
            cells_of.setdefault(o, []).append(c)
    dist_ = area_distances(owner, set(range(nland)))
    entries = {}
    for i, aid in enumerate(ids):
        rings = [[(float(x), float(y)) for x, y in r] for r in polys[i]]
        shape = reading.Poly(aid, rings)
        entry = {"polygon": [[pt(p) for p in r] for r in rings]}
        if i < nland:
            marks = place_area_marks(aid, A[aid], sorted(cells_of[i]), dist_, shape, errors)
            if marks:
                entry["label"] = pt(marks["label"])
                for k in ("limit", "city", "flood_plain", "volcano"):
                    if k in marks:
                        entry[k] = pt(marks[k])
                entry["tokens"] = [pt(p) for p in marks["tokens"]]
        else:
            entry["label"] = pt(place_sea_label(aid, A[aid], shape, errors))
        entries[aid] = entry
    doc = {
        "comment": COMMENT,
        "size": [W, H],
        "marks": reading.MARKS,
        "areas": {aid: entries[aid] for aid in sorted(entries)},
        "water": {"polygon": [[pt(p) for p in r] for r in polys.get(WATER, [])]},
        "decor": {"polygon": [[pt(p) for p in r] for r in polys.get(DECOR, [])]},
    }
    text = dump(doc)
    problems = []
    reading.check(json.loads(text), board, problems.append, lambda m: None)
    errors += problems
    return text, errors


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--topojson", help="world-atlas %s land-50m.json" % mg.WORLD_ATLAS_VERSION)
    ap.add_argument("--out", default=OUT_PATH)
    ap.add_argument("--debug", help="write a PNG of the raster (for authoring)")
    ap.add_argument("--zoom", help="x0,y0,x1,y1 map units for --debug (several: separated by ';')")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--keep-going", action="store_true", help="write the file despite problems")
    args = ap.parse_args()
    path = mg.find_land_50m(args.topojson, ROOT)
    if not path:
        raise SystemExit("error: land-50m.json not found; run\n  %s\nor pass --topojson PATH" % mg.NPM_INSTALL)

    def debug(owner, ids, nland):
        zooms = [tuple(float(v) for v in z.split(",")) for z in args.zoom.split(";")] if args.zoom else [None]
        for k, zoom in enumerate(zooms):
            p = args.debug if len(zooms) == 1 else args.debug.replace(".png", "-%d.png" % k)
            debug_picture(p, owner, ids, nland, zoom, args.scale)
            print("wrote", p)
    text, errors = generate(path, debug if args.debug else None)
    for e in errors:
        print("error: " + e, file=sys.stderr)
    if text is None or (errors and not args.keep_going):
        return 1
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print("wrote %s: %d bytes%s" % (os.path.relpath(args.out, ROOT), len(text.encode("utf-8")),
                                    ", %d problem(s)" % len(errors) if errors else ""))
    return 1 if errors else 0


# --------------------------------------------------------------------------
# DATA (lon, lat degrees)
# --------------------------------------------------------------------------
# Per area: points and lines (a nested list is a line, densified; its points
# that fall in the water are skipped).  The growth gives every cell to the
# nearest seed its area may take, so lines steer an area towards a neighbour
# it must touch or between two areas it must keep apart.
SEEDS = {}
SEA_SEEDS = {}
# Growth speed per area (distance multiplier; 1 when absent).
WEIGHTS = {}
# Land shown but outside the board's areas.
DECOR_SEEDS = []
# name: ("polygon", [(lon, lat)...]) or ("line", [(lon, lat)...], half width in map units): land added.
FILLS = {}
# name: ([(lon, lat)...], half width in map units): water cut through the land.
CUTS = {}
# Islands thickened (after LENSES): see enlarge().
ENLARGE = {}
# Lines no area grows across (their cells go to decor when nothing else takes them).
BARRIERS = {}
# Optional placement hints: id -> {"label": (lon, lat), "limit": ..., "city": ..., "token": ...}.
PLACES = {}

SEEDS.update({
    # ---- Italy and the islands west ----
    "corsica-2": [(9.1, 42.2)],
    "sardinia-2": [(9.0, 40.7)],
    "carales-2": [(9.0, 39.4)],
    "cisalpina-2": [(9.2, 45.4), (7.8, 45.3), [(9.2, 45.4), (10.8, 46.5)]],
    "etruria-2": [(11.2, 43.3)],
    "rubicon": [[(12.2, 44.1), (12.0, 45.4)]],
    "pannonia-2": [[(12.8, 47.2), (14.5, 46.6), (16.5, 46.7)], (14.0, 45.4)],
    "roma": [(12.7, 42.0)],
    "samnium": [[(14.3, 41.8), (15.3, 40.9)]],
    "neapolis": [[(13.8, 41.3), (14.5, 40.9), (15.2, 40.3)]],
    "campania": [[(16.3, 39.3), (15.9, 40.5)]],
    "tarentum": [(17.0, 40.6)],
    "palermo": [(13.3, 37.9)],
    "milazzo": [(15.0, 38.0)],
    "syracus": [(14.8, 37.2)],
    # ---- North Africa ----
    "numidia-2": [[(8.4, 36.6), (8.8, 35.6), (9.0, 34.9)]],
    "carthago": [(10.2, 36.8)],
    "thapsus": [[(9.9, 35.6), (10.7, 35.4), (10.2, 34.0), (11.0, 33.4), (12.6, 32.85)]],
    "tunisia-2": [[(9.2, 34.4), (9.9, 32.8)]],
    "sahara": [[(10.6, 30.8), (10.8, 28.5)]],
    "sabrata": [[(11.2, 32.0), (12.2, 31.6)]],
    "tripoli": [[(12.9, 32.8), (14.5, 32.3)]],
    "tripolitania": [[(13.5, 29.0), (16.0, 27.0)]],
    "libya": [[(16.5, 30.8), (18.5, 30.0)]],
    "jalo": [[(21.5, 29.0), (21.5, 24.0)]],
    "cyrene": [(21.8, 32.7)],
    "cyrenaica": [[(23.9, 31.8), (24.5, 30.5)]],
    # ---- Egypt, Nubia ----
    "western-desert": [[(27.0, 31.0), (28.0, 30.5), (29.4, 29.8)]],
    "siwa": [[(25.5, 29.2), (28.5, 28.3)], [(25.5, 29.2), (26.0, 24.5)]],
    "alexandria": [[(29.9, 31.0), (30.3, 30.7)]],
    "tanis": [(31.9, 30.9)],
    "memphis": [[(31.2, 30.0), (30.3, 29.85)]],
    "fayum": [(30.7, 29.3)],
    "eastern-desert": [[(32.3, 29.8), (32.5, 28.7)]],
    "upper-egypt": [[(30.8, 27.5), (30.0, 26.0), (29.5, 23.8)]],
    "ptolemais": [[(31.9, 26.5), (33.5, 26.2), (34.3, 25.8)]],
    "thebes": [[(32.65, 25.7), (33.3, 24.5), (33.7, 22.9)]],
    "buhen": [[(31.9, 25.3), (32.6, 24.3), (31.5, 23.2)]],
    "nubia": [[(35.0, 23.5), (34.8, 25.0)]],
    # ---- Levant, Arabia ----
    "gaza": [[(34.4, 31.35), (33.5, 31.1), (32.8, 31.05)]],
    "sinai": [[(32.7, 30.3), (33.8, 29.3), (34.8, 30.6)], (34.85, 29.8)],
    "petra": [(35.5, 30.4)],
    "midian": [[(36.5, 27.5), (35.2, 29.3)]],
    "arabia": [[(37.5, 30.0), (40.0, 28.5), (43.0, 28.0), (46.5, 25.5), (49.0, 23.0)]],
    "jerusalem": [[(35.0, 31.8), (34.9, 31.1)]],
    "jericho": [(35.9, 32.0)],
    "tyros": [(35.2, 32.9)],
    "sidon": [(35.5, 33.8)],
    "damascus": [(36.4, 33.5)],
    "phoenicia": [(36.0, 35.1), (36.5, 35.4)],
    "antiochia": [(36.2, 36.3), (36.45, 36.1)],
    "aleppo": [(37.4, 36.2), (36.9, 36.7)],
    "syria": [[(38.0, 36.6), (38.3, 35.8), (38.5, 34.5), (37.5, 33.0), (36.9, 31.4)]],
    # ---- Mesopotamia, Iran ----
    "mari": [(40.8, 34.6)],
    "carrhae": [[(38.9, 36.8), (41.0, 36.3)]],
    "assyria": [[(37.8, 37.3), (40.2, 37.9), (41.4, 37.6)]],
    "niniveh": [[(44.4, 35.6), (43.2, 36.4), (44.0, 37.3), (44.2, 38.2)]],
    "mesopotamia": [[(42.0, 34.5), (43.5, 34.6)], (41.6, 35.4)],
    "babylon": [[(44.4, 32.5), (45.5, 31.3), (46.3, 30.9)]],
    "babylonia": [[(44.8, 34.3), (45.0, 33.6), (48.0, 33.2)]],
    "sumeria": [[(43.0, 31.5), (45.5, 30.2)]],
    "ur": [[(46.5, 31.8), (47.4, 31.5)]],
    "charax": [[(46.9, 30.7), (47.7, 30.5)]],
    "chaldaea": [[(47.7, 29.4), (48.4, 30.0), (48.3, 30.8)]],
    "susa": [[(48.7, 31.6), (50.0, 31.5)]],
    "elam": [[(46.5, 34.8), (49.0, 34.3)]],
    "parthia": [[(50.3, 33.5), (51.5, 34.5), (52.5, 36.0)]],
    "media": [[(49.5, 37.0), (48.8, 36.0)]],
    "lesser-armenia": [(45.5, 38.3)],
    "caucasus": [[(47.0, 41.5), (48.5, 40.8)]],
    "armenia": [[(42.0, 40.0), (44.5, 40.2), (44.0, 39.3)], (44.8, 41.7)],
    "nalchik": [[(43.6, 43.5), (44.5, 45.5)]],
    "mikop": [[(40.1, 44.6), (42.0, 46.5)], (39.7, 43.8)],
    "kuban": [[(37.5, 45.2), (38.7, 45.3), (40.0, 47.3)]],
    "cappadocia": [[(42.0, 42.2), (40.5, 40.9)]],
    # ---- Anatolia ----
    "troy": [(26.8, 39.7)],
    "bithynia": [[(29.5, 40.3), (30.5, 40.8)]],
    "phrygia": [(32.8, 41.3)],
    "sinope": [[(35.0, 41.3), (36.5, 40.6)]],
    "ankara": [(33.0, 39.9)],
    "gordium": [[(30.5, 39.0), (32.5, 38.6)]],
    "sardes": [(28.0, 38.8)],
    "ionia": [[(27.5, 38.1), (29.3, 37.9)]],
    "miletus": [(27.6, 37.3)],
    "lycia": [(29.7, 36.7)],
    "galatia": [[(30.5, 37.5), (32.0, 37.2), (34.5, 36.9)]],
    "kanesh": [[(33.8, 38.6), (35.5, 38.8), (37.0, 39.2)]],
    "cilicia": [[(36.4, 37.5), (37.6, 38.2)]],
    "van": [[(38.3, 39.2), (38.6, 38.9), (42.5, 38.8)]],
    # ---- Balkans, Greece ----
    "bycantinum": [(28.5, 41.2), [(26.3, 40.15), (26.6, 40.45), (27.0, 40.7)]],
    "thrace": [[(24.0, 40.95), (24.3, 41.4), (25.5, 41.3), (26.0, 42.0)], (24.8, 41.7)],
    "moesia": [[(22.6, 43.8), (25.0, 43.4), (27.5, 43.7), (28.2, 44.8)]],
    "thyras": [[(29.0, 45.2), (30.0, 46.0)]],
    "danube": [[(28.7, 46.5), (31.0, 47.0), (33.0, 46.9)]],
    "crimea": [[(34.2, 45.0), (33.6, 45.7)]],
    "scythia": [[(29.0, 48.8), (30.0, 48.5), (34.5, 47.8), (37.5, 47.3)]],
    "dacia": [[(22.8, 45.0), (24.5, 46.2), (27.8, 48.2)], (25.5, 44.7)],
    "sudeten": [[(23.0, 49.0), (26.5, 49.3)]],
    "germania-2": [[(19.5, 48.2), (20.5, 46.8), (20.5, 45.8)]],
    "illyricum": [[(18.5, 44.2), (20.5, 43.8), (19.5, 42.8), (19.7, 42.3)], [(20.5, 43.8), (22.2, 44.0)]],
    "dalmatia": [[(15.5, 44.5), (16.5, 43.6)]],
    "paeonia": [[(20.6, 41.6), (22.0, 42.0), (24.3, 42.2)]],
    "appolonia": [[(19.8, 40.6), (19.8, 41.5)]],
    "macedonia": [[(21.2, 40.7), (22.5, 41.1), (23.3, 41.1)]],
    "thessalonica": [(23.0, 40.5), (23.5, 40.3), (23.7, 40.8)],
    "epirus": [(20.8, 39.6)],
    "thessaly": [(22.2, 39.5)],
    "delphi": [[(21.3, 38.7), (22.5, 38.5), (23.25, 38.25)]],
    "athens": [(23.7, 38.05), [(23.35, 38.02), (23.05, 37.9), (23.1, 37.7)]],
    "corinth": [(22.2, 38.0), [(22.7, 37.9), (22.95, 37.96), (23.05, 38.02), (23.18, 38.1)]],
    "argos": [(22.7, 37.6)],
    "sparta": [(22.4, 37.0)],
    "chalkis": [(23.5, 38.7)],
    "eretria": [(24.2, 38.3)],
    "ithaka": [(20.6, 38.25)],
    "lemnos": [(25.2, 39.9)],
    "lesbos": [(26.2, 39.2)],
    "thera": [(25.43, 36.40)],
    "knossos": [(25.2, 35.2)],
    "phaestos": [(24.4, 35.27)],
    "rhodes": [(28.0, 36.2)],
    "cyprus": [(33.0, 34.9)],
    "salamis": [(33.7, 35.25), (34.3, 35.55)],
})

SEA_SEEDS.update({
    "adriatic-sea": [(15.8, 42.8)],
    "aegean-sea": [[(25.2, 38.5), (25.0, 36.0)], (27.0, 36.9)],
    "black-sea": [(34.0, 43.5)],
    "caspian-sea": [(50.5, 41.0)],
    "central-mediterranean": [(17.5, 35.5), (21.5, 34.6), (19.5, 32.5), (12.3, 36.5), (17.3, 39.5)],
    "eastern-mediterranean": [(29.0, 33.5), (25.5, 34.4), (24.0, 33.2), (28.8, 35.8)],
    "red-sea": [(37.0, 23.5)],
    "western-mediterranean-2": [(11.5, 39.5), (9.0, 37.6), (13.5, 38.6), (15.5, 38.8)],
})

DECOR_SEEDS.extend([(5.0, 45.5), (55.0, 45.0)])

FILLS.update({
    # the Isthmus of Corinth, wide enough for the Corinth-Athens border along it
    "Isthmus": ("polygon", [(22.86, 37.88), (22.92, 37.97), (23.0, 38.03), (23.12, 38.03), (23.12, 37.93),
                            (23.02, 37.86), (22.93, 37.84)]),
})

ENLARGE.update({
    # name: (lon, lat of a point of the island, grown by (map units), kept this far from other land)
    "Thera": (25.43, 36.40, 6.0, 6.0),
    "Lemnos": (25.2, 39.9, 2.0, 6.0),
    "Ithaka": (20.6, 38.25, 1.5, 5.0),
})

BARRIERS.update({
    "France-Italy": [(7.55, 43.6), (7.0, 44.2), (6.9, 45.2), (7.0, 45.9), (6.8, 46.6), (6.5, 47.5)],
})

if __name__ == "__main__":
    sys.exit(main())
