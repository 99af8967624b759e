// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/board.hpp"

#include <fmt/format.h>

#include <bit>
#include <span>

namespace tablee::dominyam {

std::string Tile::name() const
{
    return fmt::format("{}-{}", low, high);
}

Tile tile_from_id(int id)
{
    for (int low = 0; low <= max_pip; ++low)
        for (int high = low; high <= max_pip; ++high)
            if (Tile {low, high}.id() == id)
                return {low, high};
    return {};
}

namespace {

std::array<Cell, cell_count> make_spiral()
{
    std::array<Cell, cell_count> walk {};
    int left = 0;
    int top = 0;
    int right = board_columns - 1;
    int bottom = board_rows - 1;
    std::size_t n = 0;
    while (left <= right && top <= bottom) {
        for (int x = left; x <= right; ++x)
            walk[n++] = {x, top};
        for (int y = top + 1; y <= bottom; ++y)
            walk[n++] = {right, y};
        if (top < bottom)
            for (int x = right - 1; x >= left; --x)
                walk[n++] = {x, bottom};
        if (left < right)
            for (int y = bottom - 1; y > top; --y)
                walk[n++] = {left, y};
        ++left;
        ++top;
        --right;
        --bottom;
    }
    return walk;
}

CellMask bit(Cell cell)
{
    return cell.on_board() ? CellMask {1} << cell.index() : 0;
}

std::string cell_text(Cell cell)
{
    return fmt::format("{},{}", cell.x, cell.y);
}

} // namespace

const std::array<Cell, cell_count>& spiral_cells()
{
    static const auto walk = make_spiral();
    return walk;
}

const std::array<std::array<Cell, 2>, tile_count>& spiral_places()
{
    static const auto places = [] {
        std::array<std::array<Cell, 2>, tile_count> result {};
        const auto& walk = spiral_cells();
        for (std::size_t k = 0; k < result.size(); ++k)
            result[k] = {walk[2 * k], walk[2 * k + 1]};
        return result;
    }();
    return places;
}

core::Expected<Board> Board::create(std::vector<PlacedTile> tiles)
{
    if (tiles.size() > static_cast<std::size_t>(tile_count))
        return core::fail("dominyam.too_many_tiles",
            fmt::format("a board holds at most {} tiles, not {}", tile_count, tiles.size()),
            {std::to_string(tiles.size())});
    CellMask covered = 0;
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const auto& placed = tiles[i];
        for (int half : placed.halves)
            if (half < 0 || half > max_pip)
                return core::fail("dominyam.bad_half",
                    fmt::format("tile {} has a half of {}; halves go from 0 (blank) to 6", i, half),
                    {std::to_string(i), std::to_string(half)});
        for (Cell cell : placed.cells)
            if (!cell.on_board())
                return core::fail("dominyam.cell_off_board",
                    fmt::format("tile {} lies on cell ({}), off the 8 x 7 board", i, cell_text(cell)),
                    {std::to_string(i), cell_text(cell)});
        if (!adjacent(placed.cells[0], placed.cells[1]))
            return core::fail("dominyam.cells_not_adjacent",
                fmt::format("the two cells of tile {} are not side by side", i), {std::to_string(i)});
        for (Cell cell : placed.cells) {
            if (covered & bit(cell))
                return core::fail("dominyam.cells_overlap", fmt::format("two tiles cover cell ({})", cell_text(cell)),
                    {cell_text(cell)});
            covered |= bit(cell);
        }
        const Tile tile = placed.tile();
        const auto id_bit = std::uint32_t {1} << tile.id();
        if (seen & id_bit)
            return core::fail("dominyam.duplicate_tile",
                fmt::format("the domino {} appears twice; a set has each domino once", tile.name()), {tile.name()});
        seen |= id_bit;
    }
    Board board;
    board.m_tiles = std::move(tiles);
    board.index_tiles();
    return board;
}

Board Board::generate(core::Random& random)
{
    std::array<int, tile_count> ids {};
    for (int i = 0; i < tile_count; ++i)
        ids[static_cast<std::size_t>(i)] = i;
    random.shuffle(std::span<int>(ids));
    Board board;
    board.m_tiles.reserve(ids.size());
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const Tile tile = tile_from_id(ids[k]);
        const bool flipped = random.below(2) == 1;
        board.m_tiles.push_back(
            {spiral_places()[k], flipped ? std::array {tile.high, tile.low} : std::array {tile.low, tile.high}});
    }
    board.index_tiles();
    return board;
}

void Board::index_tiles()
{
    m_present = m_tiles.empty() ? 0 : static_cast<TileMask>((std::uint64_t {1} << m_tiles.size()) - 1);
    m_occupied = 0;
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        const auto& cells = m_tiles[i].cells;
        m_cells[i] = bit(cells[0]) | bit(cells[1]);
        m_occupied |= m_cells[i];
        // The long sides run parallel to the tile: above/below a horizontal one, left/right of a
        // vertical one. Off-board cells are left out: they are empty for ever.
        const int dx = m_tiles[i].horizontal() ? 0 : 1;
        const int dy = m_tiles[i].horizontal() ? 1 : 0;
        for (std::size_t side = 0; side < 2; ++side) {
            const int sign = side == 0 ? -1 : 1;
            m_sides[i][side] = bit({cells[0].x + sign * dx, cells[0].y + sign * dy})
                | bit({cells[1].x + sign * dx, cells[1].y + sign * dy});
        }
    }
    for (std::size_t i = 0; i < m_tiles.size(); ++i) {
        m_neighbours[i] = 0;
        for (std::size_t j = 0; j < m_tiles.size(); ++j) {
            if (i == j)
                continue;
            bool touching = false;
            for (Cell a : m_tiles[i].cells)
                for (Cell b : m_tiles[j].cells)
                    touching = touching || adjacent(a, b);
            if (touching)
                m_neighbours[i] |= TileMask {1} << j;
        }
    }
}

std::size_t Board::remaining() const
{
    return static_cast<std::size_t>(std::popcount(m_present));
}

std::optional<std::size_t> Board::tile_at(Cell cell) const
{
    for (std::size_t i = 0; i < m_tiles.size(); ++i)
        if (is_present(i) && (m_tiles[i].cells[0] == cell || m_tiles[i].cells[1] == cell))
            return i;
    return std::nullopt;
}

bool Board::exposed_together(std::size_t i, std::size_t j) const
{
    return (exposed_with(i, m_occupied) && exposed_with(j, m_occupied & ~m_cells[i]))
        || (exposed_with(j, m_occupied) && exposed_with(i, m_occupied & ~m_cells[j]));
}

std::optional<std::size_t> Board::isolated_after(std::size_t i, std::size_t j) const
{
    const TileMask rest = m_present & ~(TileMask {1} << i) & ~(TileMask {1} << j);
    for (TileMask left = rest; left != 0; left &= left - 1) {
        const auto k = static_cast<std::size_t>(std::countr_zero(left));
        if ((m_neighbours[k] & rest) == 0)
            return k;
    }
    return std::nullopt;
}

std::vector<std::pair<std::size_t, std::size_t>> Board::eatable_pairs() const
{
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (TileMask left = m_present; left != 0; left &= left - 1) {
        const auto i = static_cast<std::size_t>(std::countr_zero(left));
        // Only touching partners with a higher index: each pair once.
        for (TileMask others = m_neighbours[i] & m_present & ~((TileMask {2} << i) - 1); others != 0;
             others &= others - 1) {
            const auto j = static_cast<std::size_t>(std::countr_zero(others));
            if (exposed_together(i, j) && !isolated_after(i, j))
                pairs.emplace_back(i, j);
        }
    }
    return pairs;
}

void Board::remove(std::size_t i)
{
    m_present &= ~(TileMask {1} << i);
    m_occupied &= ~m_cells[i];
}

} // namespace tablee::dominyam
