// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/serialization.hpp"

#include "core/json_reader.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace tablee::diplomacy_deadman {

namespace {

// An order, a unit or a province is a few words; a phase is "S1901M".
constexpr std::size_t max_text = 100;

Power read_power(const core::JsonValue& json)
{
    return json.parsed(max_text, [](const std::string& name) { return power_from_name(name); });
}

ProvinceId read_province(const Map& map, const core::JsonValue& json)
{
    return json.parsed(max_text, [&](const std::string& code) { return map.find_province(code); });
}

} // namespace

nlohmann::json dead_men_to_json(PowerSet dead_men)
{
    if (dead_men.empty())
        return nullptr;
    if (dead_men.size() == 1)
        return power_code(dead_men.powers().front());
    nlohmann::json list = nlohmann::json::array();
    for (Power power : dead_men.powers())
        list.push_back(power_code(power));
    return list;
}

PowerSet read_dead_men(const core::JsonValue& json)
{
    PowerSet dead_men;
    if (json.is_array()) {
        for (const auto& item : json.items(all_powers.size()))
            dead_men.insert(read_power(item));
    } else if (!json.is_null())
        dead_men.insert(read_power(json));
    return dead_men;
}

// The power a member's key names; records a "choice" error at `where` otherwise.
Power power_key(const std::string& key, const core::JsonValue& where)
{
    const auto power = power_from_name(key);
    if (!power) {
        where.reader().fail_at(where.path(),
            "a power (AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY), not \"" + key + "\"", {"choice", key});
        return Power::austria;
    }
    return *power;
}

nlohmann::json units_to_json(const Map& map, std::span<const Unit> units)
{
    nlohmann::json json = nlohmann::json::object();
    for (Power power : all_powers)
        json[std::string(power_code(power))] = nlohmann::json::array();
    for (const Unit& unit : units)
        json[std::string(power_code(unit.power))].push_back(unit_text(map, unit));
    return json;
}

std::vector<Unit> read_units(const Map& map, const core::JsonValue& json)
{
    std::vector<Unit> units;
    for (const auto& [key, list] : json.members(all_powers.size())) {
        const Power power = power_key(key, list);
        // One unit a province at most: more in one power's list cannot be a position.
        for (const auto& text : list.items(map.province_count()))
            units.push_back(
                text.parsed(max_text, [&](const std::string& unit) { return parse_unit(map, power, unit); }));
    }
    if (!json.reader().ok())
        return {};
    auto canonical = canonical_units(map, std::move(units));
    if (!canonical) {
        json.reader().fail(canonical.error());
        return {};
    }
    return std::move(*canonical);
}

nlohmann::json state_to_json(const Map& map, const GameState& state)
{
    nlohmann::json json;
    json["phase"] = phase_text(state.phase);
    json["units"] = units_to_json(map, state.units);
    json["dislodged"] = nlohmann::json::array();
    for (const DislodgedUnit& d : state.dislodged)
        json["dislodged"].push_back({{"power", power_code(d.unit.power)}, {"unit", unit_text(map, d.unit)},
            {"attacker_from", map.province(d.attacker_from).code}, {"by_convoy", d.by_convoy}});
    json["contested"] = nlohmann::json::array();
    for (std::size_t p = 0; p < map.province_count(); ++p)
        if (state.contested.test(p))
            json["contested"].push_back(map.province(static_cast<ProvinceId>(p)).code);
    nlohmann::json centres = nlohmann::json::object();
    for (Power power : all_powers)
        centres[std::string(power_code(power))] = nlohmann::json::array();
    for (std::size_t p = 0; p < state.owners.size(); ++p)
        if (state.owners[p])
            centres[std::string(power_code(*state.owners[p]))].push_back(map.province(static_cast<ProvinceId>(p)).code);
    json["centres"] = centres;
    json["winner"] = state.winner ? nlohmann::json(power_code(*state.winner)) : nlohmann::json(nullptr);
    json["dead_man"] = dead_men_to_json(state.dead_men);
    return json;
}

GameState read_state(const Map& map, const core::JsonValue& json)
{
    const core::JsonReader& reader = json.reader();
    GameState state;
    state.phase = json["phase"].parsed(max_text, parse_phase);
    state.units = read_units(map, json["units"]);
    if (const auto dislodged = json.find("dislodged")) {
        for (const auto& d : dislodged->items(map.province_count())) {
            const Power power = read_power(d["power"]);
            const Unit unit
                = d["unit"].parsed(max_text, [&](const std::string& text) { return parse_unit(map, power, text); });
            const ProvinceId from = read_province(map, d["attacker_from"]);
            const auto by_convoy = d.find("by_convoy");
            state.dislodged.push_back({unit, from, by_convoy && by_convoy->boolean()});
        }
    }
    if (const auto contested = json.find("contested"))
        for (const auto& c : contested->items(map.province_count()))
            state.contested.set(read_province(map, c));
    state.owners.assign(map.province_count(), std::nullopt);
    for (const auto& [key, list] : json["centres"].members(all_powers.size())) {
        const Power power = power_key(key, list);
        for (const auto& c : list.items(map.province_count())) {
            const ProvinceId p = read_province(map, c);
            if (reader.ok() && state.owners[p])
                reader.fail(core::Error {"diplomacy_deadman.bad_state",
                    fmt::format("{} is owned twice", map.province(p).code), {map.province(p).code}});
            state.owners[p] = power;
        }
    }
    if (const auto winner = json.find("winner"))
        state.winner = read_power(*winner);
    if (const auto dead_man = json.find("dead_man"))
        state.dead_men = read_dead_men(*dead_man);
    if (reader.ok())
        if (auto ok = check_state(map, state); !ok)
            reader.fail(ok.error());
    return state;
}

core::Expected<GameState> state_from_json(const Map& map, const nlohmann::json& json)
{
    return core::read_json(json, "state", [&](const core::JsonValue& root) { return read_state(map, root); });
}

std::vector<SubmittedOrder> read_orders(const Map& map, const core::JsonValue& json, std::vector<OrderEntry>& entries)
{
    std::vector<SubmittedOrder> submitted;
    for (const auto& [key, list] : json.members(all_powers.size())) {
        const Power power = power_key(key, list);
        for (const auto& text : list.items(max_orders_per_power)) {
            SubmittedOrder s {power, text.string(max_text), std::nullopt, std::nullopt};
            auto order = parse_order(map, s.text);
            if (order) {
                s.entry = entries.size();
                entries.push_back({power, *order});
            } else
                s.error = order.error();
            submitted.push_back(std::move(s));
        }
    }
    return submitted;
}

} // namespace tablee::diplomacy_deadman
