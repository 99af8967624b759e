// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A score sheet: one column per player, one row per scoring line (a meal, a round, a
// combination...), totals and the ranking. The Qt layer shows it through a table model; the
// engines fill it.

#include "core/outcome.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tablee::core {

class ScoreSheet {
public:
    explicit ScoreSheet(std::vector<std::string> players = {});

    // Appends a line and returns its index. All cells start blank.
    std::size_t add_row(std::string label);
    // Preconditions: row < rows(), player < players().
    void set(std::size_t row, std::size_t player, int points);
    void clear(std::size_t row, std::size_t player);

    std::size_t rows() const { return m_labels.size(); }
    std::size_t players() const { return m_players.size(); }
    const std::string& player_name(std::size_t player) const { return m_players[player]; }
    const std::string& row_label(std::size_t row) const { return m_labels[row]; }
    std::optional<int> cell(std::size_t row, std::size_t player) const;

    // Sum of the player's filled cells.
    int total(std::size_t player) const;
    // For a game whose rules break ties their own way (the Dominion campaign: the later player
    // ranks higher): the rank of each player, 1 = winner. Precondition: one rank per player.
    void set_ranks(std::vector<int> ranks);
    // The ranks given by set_ranks; otherwise the standard competition ranking of the totals,
    // highest first: equal totals share a rank and the next rank is skipped (1, 1, 3).
    // ranks()[player] is that player's rank (1 = winner).
    std::vector<int> ranks() const;
    // Every player ranked first (several when they tie).
    std::vector<std::size_t> winners() const;

private:
    std::vector<std::string> m_players;
    std::vector<std::string> m_labels;
    std::vector<std::vector<std::optional<int>>> m_cells; // [row][player]
    std::vector<int> m_ranks; // set_ranks; empty: competition ranking
};

} // namespace tablee::core
