// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/results_history.hpp"

#include "core/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cassert>
#include <limits>

namespace tablee::core {

std::vector<PlayerResult> player_results(const Outcome& outcome, const std::vector<std::string>& names)
{
    assert(names.size() == outcome.ranks.size() && outcome.scores.size() == outcome.ranks.size());
    std::vector<int> kept_ranks;
    for (std::size_t seat = 0; seat < names.size(); ++seat)
        if (!names[seat].empty())
            kept_ranks.push_back(outcome.ranks[seat]);
    std::vector<PlayerResult> players;
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        if (names[seat].empty())
            continue;
        const int rank = outcome.ranks[seat];
        players.push_back({names[seat], outcome.scores[seat],
            1 + static_cast<int>(std::ranges::count_if(kept_ranks, [rank](int other) { return other < rank; }))});
    }
    return players;
}

namespace {

constexpr std::array<std::string_view, 5> ending_codes {"ranked", "solo", "draw", "record", "abandoned"};

} // namespace

std::string_view ending_code(Ending ending)
{
    return ending_codes[static_cast<std::size_t>(ending)];
}

std::optional<Ending> ending_from_code(std::string_view code)
{
    for (std::size_t i = 0; i < ending_codes.size(); ++i)
        if (ending_codes[i] == code)
            return static_cast<Ending>(i);
    return std::nullopt;
}

ResultsHistory::ResultsHistory(std::size_t capacity) : m_capacity(capacity) { }

void ResultsHistory::remove(std::size_t index)
{
    assert(index < m_entries.size());
    m_entries.erase(m_entries.begin() + static_cast<std::ptrdiff_t>(index));
}

std::optional<std::size_t> ResultsHistory::add(GameResult result)
{
    if (m_capacity == 0)
        return std::nullopt;
    m_entries.insert(m_entries.begin(), std::move(result));
    if (m_entries.size() > m_capacity)
        m_entries.pop_back();
    return 0;
}

nlohmann::json ResultsHistory::to_json() const
{
    auto entries = nlohmann::json::array();
    for (const auto& result : m_entries) {
        auto players = nlohmann::json::array();
        for (const auto& player : result.players)
            players.push_back({{"name", player.name}, {"score", player.score}, {"rank", player.rank}});
        nlohmann::json entry {{"variant", result.variant}, {"date", result.date}, {"players", std::move(players)}};
        if (result.seed)
            entry["seed"] = std::to_string(*result.seed);
        if (result.ending != Ending::ranked)
            entry["ending"] = ending_code(result.ending);
        if (result.year)
            entry["year"] = *result.year;
        if (result.moves)
            entry["moves"] = *result.moves;
        if (!result.save.empty())
            entry["save"] = result.save;
        entries.push_back(std::move(entry));
    }
    return {{"capacity", m_capacity}, {"entries", std::move(entries)}};
}

Expected<ResultsHistory> ResultsHistory::from_json(const nlohmann::json& json)
{
    // Far above what the app keeps (500), so that a hand-edited file still opens.
    constexpr int max_capacity = 100'000;
    constexpr std::size_t max_players = 64;
    constexpr std::size_t max_text_length = 1000;
    const JsonReader reader(json);
    const JsonValue root = reader.root();
    const int capacity = root.find("capacity") ? root["capacity"].integer(1, max_capacity) : 500;
    ResultsHistory history(static_cast<std::size_t>(capacity));
    for (const JsonValue& item : root["entries"].items(static_cast<std::size_t>(capacity))) {
        GameResult result;
        result.variant = item["variant"].string(max_text_length);
        result.date = item["date"].string(max_text_length);
        if (item.find("seed"))
            result.seed = item["seed"].decimal_u64();
        if (item.find("ending"))
            result.ending = item["ending"].parsed(max_text_length, ending_from_code);
        if (item.find("year"))
            result.year = item["year"].integer(-100'000, 100'000);
        if (item.find("moves"))
            result.moves = item["moves"].integer<std::size_t>(0, 1'000'000);
        if (item.find("save"))
            result.save = item["save"].string(max_text_length);
        for (const JsonValue& seat : item["players"].items(max_players)) {
            PlayerResult player;
            player.name = seat["name"].string(max_text_length);
            player.score = seat["score"].integer(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
            player.rank = seat["rank"].integer(1, static_cast<int>(max_players));
            result.players.push_back(std::move(player));
        }
        history.m_entries.push_back(std::move(result));
    }
    if (!reader.ok())
        return std::unexpected(*reader.error());
    return history;
}

} // namespace tablee::core
