// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/score_sheet.hpp"

#include <algorithm>
#include <cassert>

namespace tablee::core {

ScoreSheet::ScoreSheet(std::vector<std::string> players) : m_players(std::move(players)) { }

std::size_t ScoreSheet::add_row(std::string label)
{
    m_labels.push_back(std::move(label));
    m_cells.emplace_back(m_players.size());
    return m_labels.size() - 1;
}

void ScoreSheet::set(std::size_t row, std::size_t player, int points)
{
    m_cells[row][player] = points;
}

void ScoreSheet::clear(std::size_t row, std::size_t player)
{
    m_cells[row][player].reset();
}

std::optional<int> ScoreSheet::cell(std::size_t row, std::size_t player) const
{
    return m_cells[row][player];
}

int ScoreSheet::total(std::size_t player) const
{
    int sum = 0;
    for (const auto& row : m_cells)
        sum += row[player].value_or(0);
    return sum;
}

void ScoreSheet::set_ranks(std::vector<int> ranks)
{
    assert(ranks.size() == m_players.size());
    m_ranks = std::move(ranks);
}

std::vector<int> ScoreSheet::ranks() const
{
    if (!m_ranks.empty())
        return m_ranks;
    std::vector<int> totals;
    for (std::size_t p = 0; p < m_players.size(); ++p)
        totals.push_back(total(p));
    return competition_ranks(totals);
}

std::vector<std::size_t> ScoreSheet::winners() const
{
    std::vector<std::size_t> result;
    const auto r = ranks();
    for (std::size_t p = 0; p < r.size(); ++p)
        if (r[p] == 1)
            result.push_back(p);
    return result;
}

} // namespace tablee::core
