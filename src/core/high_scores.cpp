// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/high_scores.hpp"

#include "core/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <limits>

namespace tablee::core {

HighScores::HighScores(std::size_t capacity) : m_capacity(capacity) { }

bool HighScores::qualifies(int score) const
{
    return m_capacity > 0 && (m_entries.size() < m_capacity || score > m_entries.back().score);
}

std::optional<std::size_t> HighScores::add(HighScore entry)
{
    if (!qualifies(entry.score))
        return std::nullopt;
    const auto place = std::ranges::find_if(m_entries, [&](const HighScore& e) { return e.score < entry.score; });
    const auto index = static_cast<std::size_t>(place - m_entries.begin());
    m_entries.insert(place, std::move(entry));
    if (m_entries.size() > m_capacity)
        m_entries.pop_back();
    return index;
}

nlohmann::json HighScores::to_json() const
{
    auto entries = nlohmann::json::array();
    for (const auto& e : m_entries) {
        nlohmann::json entry {{"name", e.name}, {"score", e.score}, {"date", e.date}, {"seed", std::to_string(e.seed)}};
        if (e.advised)
            entry["advised"] = true;
        entries.push_back(std::move(entry));
    }
    return {{"capacity", m_capacity}, {"entries", std::move(entries)}};
}

Expected<HighScores> HighScores::from_json(const nlohmann::json& json)
{
    // Far above any table the app keeps (10), so that a hand-edited file still opens.
    constexpr int max_capacity = 1000;
    constexpr std::size_t max_name_length = 1000;
    constexpr std::size_t max_date_length = 100;
    const JsonReader reader(json);
    const JsonValue root = reader.root();
    const int capacity = root.find("capacity") ? root["capacity"].integer(1, max_capacity) : 10;
    std::vector<HighScore> entries;
    // A table never holds more than its capacity; more entries than the largest capacity is no table.
    for (const JsonValue& item : root["entries"].items(max_capacity)) {
        HighScore entry;
        entry.name = item["name"].string(max_name_length);
        entry.score = item["score"].integer(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        if (const auto date = item.find("date"))
            entry.date = date->string(max_date_length);
        entry.seed = item["seed"].decimal_u64();
        if (item.find("advised"))
            entry.advised = item["advised"].boolean();
        entries.push_back(std::move(entry));
    }
    if (!reader.ok())
        return std::unexpected(*reader.error());
    HighScores table(static_cast<std::size_t>(capacity));
    std::ranges::stable_sort(entries, std::ranges::greater {}, &HighScore::score);
    for (auto& entry : entries)
        table.add(std::move(entry));
    return table;
}

} // namespace tablee::core
