// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The results of finished games, newest first, kept to a fixed number of entries: what the
// table looks back on ("who won last Friday?"). Qt-free: the application keeps its JSON in the
// user's application-data folder (gui::RecordFile).

#include "core/error.hpp"
#include "core/outcome.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::core {

struct PlayerResult {
    std::string name;
    int score = 0;
    int rank = 1; // 1 = won; equal scores share a rank (competition ranking)
    friend bool operator==(const PlayerResult&, const PlayerResult&) = default;
};

// How a game ended, for the history to say it rightly: most games rank their players; a
// Diplomacy game ends in one power's solo or in a draw the table agrees; a Civilization evening is
// a record of what happened, with no winner; and a game given up before its end is abandoned.
enum class Ending : std::uint8_t { ranked, solo, draw, record, abandoned };
std::string_view ending_code(Ending ending); // "ranked", "solo", "draw", "record", "abandoned"
std::optional<Ending> ending_from_code(std::string_view code);

struct GameResult {
    std::string variant; // the save id ("dominyam")
    std::string date; // ISO 8601 UTC, as written by the caller
    std::optional<std::uint64_t> seed; // none where nothing in the game is drawn
    std::vector<PlayerResult> players; // in seat order
    Ending ending = Ending::ranked;
    std::optional<int> year; // the game's year when it ended (Diplomacy), if it counts years
    std::optional<std::size_t> moves; // an abandoned game: the players' moves made
    // The game as it ended, kept in the application's results folder (its file name there), so
    // that an entry opens it; empty when none was kept.
    std::string save;
    friend bool operator==(const GameResult&, const GameResult&) = default;
};

// The players of a finished game: each named seat with its score and rank. A seat nobody played
// (no name: a dead man's power) is left out, and the others' ranks are counted among themselves.
std::vector<PlayerResult> player_results(const Outcome& outcome, const std::vector<std::string>& names);

class ResultsHistory {
public:
    explicit ResultsHistory(std::size_t capacity = 500);

    // Puts `result` first, dropping the oldest beyond the capacity. Returns its place (0): the
    // shape of HighScores::add, for the application's record files.
    std::optional<std::size_t> add(GameResult result);
    // Takes the entry at `index` out (the table deletes it). Precondition: index < entries().size().
    void remove(std::size_t index);

    const std::vector<GameResult>& entries() const { return m_entries; }
    std::size_t capacity() const { return m_capacity; }

    // {"capacity": 500, "entries": [{"variant", "date", "seed": "123" (absent: none), "players": [{"name",
    // "score", "rank"}], "ending": "solo" (absent: ranked), "year": 1907, "moves": 42, "save":
    // "20261207-014501-diplomacy_deadman.tablee" (each absent when none)}, ...]}
    nlohmann::json to_json() const;
    // Errors: "json.bad_value" (path, kind...: see core/json_reader.hpp); never throws.
    static Expected<ResultsHistory> from_json(const nlohmann::json& json);

private:
    std::size_t m_capacity;
    std::vector<GameResult> m_entries;
};

} // namespace tablee::core
