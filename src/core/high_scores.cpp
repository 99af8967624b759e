#include "core/high_scores.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

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
    for (const auto& e : m_entries)
        entries.push_back({{"name", e.name}, {"score", e.score}, {"date", e.date}, {"seed", std::to_string(e.seed)}});
    return {{"capacity", m_capacity}, {"entries", std::move(entries)}};
}

Expected<HighScores> HighScores::from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return fail("high_scores.bad_file", "the high-score file is damaged (" + what + ")", {what});
    };
    if (!json.is_object() || !json.contains("entries") || !json["entries"].is_array())
        return bad("entries");
    const auto capacity = json.value("capacity", 10);
    if (capacity < 1 || capacity > 1000)
        return bad("capacity");
    HighScores table(static_cast<std::size_t>(capacity));
    std::vector<HighScore> entries;
    for (const auto& item : json["entries"]) {
        if (!item.is_object() || !item.contains("name") || !item["name"].is_string() || !item.contains("score")
            || !item["score"].is_number_integer() || !item.contains("seed") || !item["seed"].is_string())
            return bad("entry");
        HighScore entry;
        entry.name = item["name"].get<std::string>();
        entry.score = item["score"].get<int>();
        entry.date = item.value("date", std::string {});
        const auto& seed = item["seed"].get_ref<const std::string&>();
        if (seed.empty() || seed.size() > 20 || seed.find_first_not_of("0123456789") != std::string::npos)
            return bad("seed");
        entry.seed = std::stoull(seed);
        entries.push_back(std::move(entry));
    }
    std::ranges::stable_sort(entries, std::ranges::greater {}, &HighScore::score);
    for (auto& entry : entries)
        table.add(std::move(entry));
    return table;
}

} // namespace tablee::core
