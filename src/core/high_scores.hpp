// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A table of best scores (solo games), highest first, kept to a fixed number of entries.
// Qt-free: the Qt layer stores its JSON in the user's application-data folder.

#include "core/error.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tablee::core {

struct HighScore {
    std::string name;
    int score = 0;
    std::string date; // ISO 8601, as written by the caller
    std::uint64_t seed = 0; // replays the same board
    bool advised = false; // the player asked the advisor for a hint during the game
    friend bool operator==(const HighScore&, const HighScore&) = default;
};

class HighScores {
public:
    explicit HighScores(std::size_t capacity = 10);

    // Whether `score` would enter the table now.
    bool qualifies(int score) const;
    // Inserts the entry below the equal scores already there (first come, first ranked).
    // Returns its 0-based place, or nothing when it did not make the table.
    std::optional<std::size_t> add(HighScore entry);

    const std::vector<HighScore>& entries() const { return m_entries; }
    std::size_t capacity() const { return m_capacity; }

    // {"capacity": 10, "entries": [{"name": ..., "score": ..., "date": ..., "seed": "123", "advised":
    // true (absent: false)}, ...]}
    nlohmann::json to_json() const;
    // Errors: "json.bad_value" (path, kind...: see core/json_reader.hpp); never throws.
    // Entries are re-sorted and trimmed to the capacity.
    static Expected<HighScores> from_json(const nlohmann::json& json);

private:
    std::size_t m_capacity;
    std::vector<HighScore> m_entries;
};

} // namespace tablee::core
