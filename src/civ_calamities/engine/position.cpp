// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/engine/position.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

namespace tablee::civ_calamities {

namespace {

constexpr std::array<std::string_view, all_advances.size()> advance_codes {
    "agriculture", "metalworking", "engineering", "military"};

// The reason is the first argument, a word a window translates ("same_name"), then what it names
// (a nation, an area); the message says it in English for the CLI and the logs. A window may get
// the error back from its arguments alone (a cause inside a save's error), without its message.
core::Error bad_position(std::string reason, std::string what, std::vector<std::string> args = {})
{
    std::string message = "impossible position: " + what;
    args.insert(args.begin(), std::move(reason));
    return {"civ_calamities.bad_position", std::move(message), std::move(args)};
}

core::Expected<void> check_nation(const Position& position, NationId nation)
{
    if (nation >= position.nations.size())
        return core::fail(
            "civ_calamities.unknown_nation", fmt::format("no nation {}", nation), {std::to_string(nation)});
    return {};
}

core::Expected<void> check_edit(const Board& board, const Position& position, NationId nation, AreaId area)
{
    if (auto ok = check_nation(position, nation); !ok)
        return ok;
    if (area >= board.size())
        return core::fail("civ_calamities.unknown_area", fmt::format("no area {}", area), {std::to_string(area)});
    if (board.area(area).sea)
        return core::fail("civ_calamities.sea_area",
            fmt::format("{} is a sea area: no units there", board.area(area).name), {board.area(area).id});
    return {};
}

} // namespace

std::string_view advance_code(Advance advance)
{
    return advance_codes[static_cast<std::size_t>(advance)];
}

std::optional<Advance> advance_from_code(std::string_view code)
{
    for (Advance advance : all_advances)
        if (advance_code(advance) == code)
            return advance;
    return std::nullopt;
}

int Nation::tokens_on_board() const
{
    return std::accumulate(areas.begin(), areas.end(), 0, [](int sum, const Holding& h) { return sum + h.tokens; });
}

int Nation::cities() const
{
    return static_cast<int>(std::count_if(areas.begin(), areas.end(), [](const Holding& h) { return h.city; }));
}

std::optional<std::size_t> civilization_index(std::string_view name)
{
    const auto found = std::ranges::find(civilizations, name);
    if (found == civilizations.end())
        return std::nullopt;
    return static_cast<std::size_t>(found - civilizations.begin());
}

std::optional<NationId> Position::find(std::string_view name) const
{
    for (std::size_t i = 0; i < nations.size(); ++i)
        if (nations[i].name == name)
            return static_cast<NationId>(i);
    return std::nullopt;
}

bool Position::occupied(AreaId area) const
{
    return std::ranges::any_of(nations, [&](const Nation& n) { return !n.areas.at(area).empty(); });
}

bool Position::only(NationId nation, AreaId area) const
{
    for (std::size_t i = 0; i < nations.size(); ++i)
        if (!nations[i].areas.at(area).empty() && i != nation)
            return false;
    return has_units(nation, area);
}

Position empty_position(const Board& board, const std::vector<std::string>& players)
{
    Position position;
    for (const std::string& name : players)
        position.nations.push_back(Nation {name, false, {}, std::vector<Holding>(board.size())});
    return position;
}

int population_limit(const Board& board, const Nation& nation, AreaId area)
{
    const int printed = board.area(area).population_limit;
    return printed + (printed > 0 && nation.has(Advance::agriculture) ? 1 : 0);
}

core::Expected<void> check_position(const Board& board, const Position& position)
{
    if (position.nations.size() > max_nations)
        return std::unexpected(bad_position(
            "nation_count", fmt::format("more than {} nations", max_nations), {std::to_string(max_nations)}));
    const auto players = std::ranges::count_if(position.nations, [](const Nation& n) { return !n.secessionist; });
    if (players < 1 || static_cast<std::size_t>(players) > max_players)
        return std::unexpected(bad_position(
            "player_count", fmt::format("1 to {} players' nations", max_players), {std::to_string(max_players)}));
    for (std::size_t i = 0; i < position.nations.size(); ++i) {
        const Nation& nation = position.nations[i];
        if (nation.name.empty() || nation.name.size() > max_name_length)
            return std::unexpected(bad_position("nation_name", "a nation without a name, or with a very long one"));
        for (std::size_t j = 0; j < i; ++j)
            if (position.nations[j].name == nation.name)
                return std::unexpected(bad_position("same_name", "two nations named " + nation.name, {nation.name}));
        if (nation.areas.size() != board.size())
            return std::unexpected(bad_position("missing_areas", "a nation without every area", {nation.name}));
        for (AreaId a = 0; a < board.size(); ++a) {
            const Holding& h = nation.areas[a];
            if (h.tokens < 0 || (board.area(a).sea && !h.empty()))
                return std::unexpected(
                    bad_position("units_at_sea", "units at sea or a negative count", {nation.name, board.area(a).id}));
        }
        if (nation.tokens_on_board() > tokens_per_nation)
            return std::unexpected(bad_position("token_count", fmt::format("more than {} tokens", tokens_per_nation),
                {nation.name, std::to_string(tokens_per_nation)}));
        if (nation.cities() > cities_per_nation)
            return std::unexpected(bad_position("city_count", fmt::format("more than {} cities", cities_per_nation),
                {nation.name, std::to_string(cities_per_nation)}));
    }
    for (AreaId a = 0; a < board.size(); ++a) {
        const auto cities = std::ranges::count_if(position.nations, [&](const Nation& n) { return n.areas[a].city; });
        if (cities > 1)
            return std::unexpected(bad_position("two_cities", "two cities in one area", {board.area(a).id}));
    }
    return {};
}

core::Expected<void> set_tokens(const Board& board, Position& position, NationId nation, AreaId area, int tokens)
{
    if (auto ok = check_edit(board, position, nation, area); !ok)
        return ok;
    Nation& n = position.nations[nation];
    const int available = n.most_tokens_in(area);
    if (tokens < 0 || tokens > available)
        return core::fail("civ_calamities.no_stock",
            fmt::format("{} has {} tokens to place there, not {}", n.name, available, tokens),
            {n.name, std::to_string(tokens), std::to_string(available)});
    n.areas[area].tokens = tokens;
    return {};
}

core::Expected<void> set_city(const Board& board, Position& position, NationId nation, AreaId area, bool city)
{
    if (auto ok = check_edit(board, position, nation, area); !ok)
        return ok;
    Nation& n = position.nations[nation];
    if (!city) {
        n.areas[area].city = false;
        return {};
    }
    if (n.areas[area].city)
        return {};
    for (const Nation& other : position.nations)
        if (other.areas[area].city)
            return core::fail("civ_calamities.city_taken",
                fmt::format("{} already has a city in {}", other.name, board.area(area).name),
                {board.area(area).id, other.name});
    if (n.cities() >= cities_per_nation)
        return core::fail(
            "civ_calamities.no_city_stock", fmt::format("{} has no city left to place", n.name), {n.name});
    n.areas[area].city = true;
    return {};
}

core::Expected<void> set_advance(Position& position, NationId nation, Advance advance, bool held)
{
    if (auto ok = check_nation(position, nation); !ok)
        return ok;
    position.nations[nation].advances[static_cast<std::size_t>(advance)] = held;
    return {};
}

core::Expected<void> reduce_city(const Board& board, Position& position, NationId nation, AreaId area)
{
    if (auto ok = check_edit(board, position, nation, area); !ok)
        return ok;
    Nation& n = position.nations[nation];
    if (!n.areas[area].city)
        return core::fail("civ_calamities.no_city", fmt::format("{} has no city in {}", n.name, board.area(area).name),
            {n.name, board.area(area).id});
    n.areas[area].city = false;
    const int room = std::max(0, population_limit(board, n, area) - n.areas[area].tokens);
    n.areas[area].tokens += std::min(room, n.stock());
    return {};
}

nlohmann::json position_to_json(const Board& board, const Position& position)
{
    nlohmann::json nations = nlohmann::json::array();
    for (const Nation& nation : position.nations) {
        nlohmann::json advances = nlohmann::json::array();
        for (Advance advance : all_advances)
            if (nation.has(advance))
                advances.push_back(advance_code(advance));
        nlohmann::json areas = nlohmann::json::object();
        for (AreaId a = 0; a < board.size(); ++a) {
            const Holding& h = nation.areas[a];
            if (!h.empty())
                areas[board.area(a).id] = {{"tokens", h.tokens}, {"city", h.city}};
        }
        nations.push_back(
            {{"name", nation.name}, {"secessionist", nation.secessionist}, {"advances", advances}, {"areas", areas}});
    }
    return {{"nations", nations}};
}

Position read_position(const Board& board, const core::JsonValue& json)
{
    const core::JsonReader& reader = json.reader();
    Position position;
    for (const auto& item : json["nations"].items(max_nations)) {
        Nation nation {item["name"].string(max_name_length), false, {}, std::vector<Holding>(board.size())};
        if (const auto secessionist = item.find("secessionist"))
            nation.secessionist = secessionist->boolean();
        if (const auto advances = item.find("advances"))
            for (const auto& advance : advances->items(all_advances.size()))
                nation.advances[static_cast<std::size_t>(advance.parsed(max_name_length, advance_from_code))] = true;
        if (const auto areas = item.find("areas"))
            for (const auto& [id, holding] : areas->members(board.size())) {
                const auto area = board.find(id);
                if (!area) {
                    holding.reader().fail_at(
                        holding.path(), "an area of the board, not \"" + id + "\"", {"choice", id});
                    break;
                }
                nation.areas[*area].tokens = holding["tokens"].integer(0, tokens_per_nation);
                if (const auto city = holding.find("city"))
                    nation.areas[*area].city = city->boolean();
            }
        position.nations.push_back(std::move(nation));
    }
    if (reader.ok())
        if (auto ok = check_position(board, position); !ok)
            reader.fail(ok.error());
    return position;
}

} // namespace tablee::civ_calamities
