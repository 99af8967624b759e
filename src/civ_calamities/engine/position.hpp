// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The board state of an Advanced Civilization game at the table, as the referee keeps it
// (/work/shared/rules/civ-calamities.md): nations (the players', up to 7, and the secessionists
// the Secession calamity creates), each with its population tokens and cities per area, its
// stock (55 tokens, 9 cities) and the advances that matter here. Unit points: a token 1, a city 5.
//
// Edits are checked: an edit that would make an impossible position (more tokens than the stock,
// two cities in one area, units at sea) is refused with the reason and changes nothing.
//
// JSON: {"nations": [{"name": "Egypt", "secessionist": false, "advances": ["agriculture"],
//         "areas": {"memphis": {"tokens": 2, "city": true}, ...}}, ...]}

#include "civ_calamities/engine/board.hpp"

#include "core/error.hpp"
#include "core/json_reader.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::civ_calamities {

inline constexpr int tokens_per_nation = 55;
inline constexpr int cities_per_nation = 9;
inline constexpr int city_points = 5;
inline constexpr std::size_t max_players = 7;
// The players' nations and the secessionists': far more colours than a box has.
inline constexpr std::size_t max_nations = 16;
inline constexpr std::size_t max_name_length = 40;

using NationId = std::uint8_t;

// The nine civilizations of the Advanced Civilization main board (Civilization's eight and
// Assyria), in the order of its Archaeological Succession Table: the players' nations are chosen
// among them. A position may name a nation otherwise (saves made when names were typed).
inline constexpr std::array<std::string_view, 9> civilizations {
    "Africa", "Italy", "Illyria", "Thrace", "Crete", "Asia", "Assyria", "Babylon", "Egypt"};
std::optional<std::size_t> civilization_index(std::string_view name);

enum class Advance : std::uint8_t { agriculture, metalworking, engineering, military };
inline constexpr std::array<Advance, 4> all_advances {
    Advance::agriculture, Advance::metalworking, Advance::engineering, Advance::military};
std::string_view advance_code(Advance advance); // "agriculture"...
std::optional<Advance> advance_from_code(std::string_view code);

struct Holding {
    int tokens = 0;
    bool city = false;

    int points() const { return tokens + (city ? city_points : 0); }
    bool empty() const { return tokens == 0 && !city; }
    friend bool operator==(const Holding&, const Holding&) = default;
};

struct Nation {
    std::string name;
    bool secessionist = false;
    std::array<bool, all_advances.size()> advances {};
    std::vector<Holding> areas; // one per board area

    bool has(Advance advance) const { return advances[static_cast<std::size_t>(advance)]; }
    int tokens_on_board() const;
    int cities() const;
    int stock() const { return tokens_per_nation - tokens_on_board(); }
    // The most tokens it may have in `area` (set_tokens refuses more): those there and its stock.
    int most_tokens_in(AreaId area) const { return areas.at(area).tokens + stock(); }
    friend bool operator==(const Nation&, const Nation&) = default;
};

struct Position {
    std::vector<Nation> nations;

    const Holding& at(NationId nation, AreaId area) const { return nations.at(nation).areas.at(area); }
    Holding& at(NationId nation, AreaId area) { return nations.at(nation).areas.at(area); }
    std::optional<NationId> find(std::string_view name) const;
    // Whether any nation has a unit in `area`; whether only `nation` has.
    bool occupied(AreaId area) const;
    bool only(NationId nation, AreaId area) const;
    bool has_units(NationId nation, AreaId area) const { return !at(nation, area).empty(); }
    friend bool operator==(const Position&, const Position&) = default;
};

// A position of these nations with no units (each `areas` sized for `board`).
Position empty_position(const Board& board, const std::vector<std::string>& players);

// The population limit of `area` for `nation`: the printed one, +1 with Agriculture.
int population_limit(const Board& board, const Nation& nation, AreaId area);

// Errors: civ_calamities.bad_position (the reason: nation_count or player_count with the most
// allowed, nation_name, same_name or missing_areas with the nation, units_at_sea with the nation
// and the area, token_count or city_count with the nation and the most allowed, two_cities with the
// area).
core::Expected<void> check_position(const Board& board, const Position& position);

// Edits (the quick editor, the referee's routine phases). Errors: civ_calamities.unknown_nation,
// civ_calamities.sea_area (area), civ_calamities.no_stock (nation, wanted, stock),
// civ_calamities.no_city_stock (nation), civ_calamities.city_taken (area, owner),
// civ_calamities.no_city (nation, area).
core::Expected<void> set_tokens(const Board& board, Position& position, NationId nation, AreaId area, int tokens);
core::Expected<void> set_city(const Board& board, Position& position, NationId nation, AreaId area, bool city);
core::Expected<void> set_advance(Position& position, NationId nation, Advance advance, bool held);
// A city reduced (for lack of support): it becomes tokens of its nation, up to the area's limit
// for that nation and what its stock holds.
core::Expected<void> reduce_city(const Board& board, Position& position, NationId nation, AreaId area);

nlohmann::json position_to_json(const Board& board, const Position& position);
// Errors go to json's reader (json.bad_value; civ_calamities.bad_position).
Position read_position(const Board& board, const core::JsonValue& json);

} // namespace tablee::civ_calamities
