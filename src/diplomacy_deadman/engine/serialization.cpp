#include "diplomacy_deadman/engine/serialization.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace tablee::diplomacy {

namespace {

std::unexpected<core::Error> bad_input(const std::string& what, const std::string& message)
{
    return core::fail("diplomacy.bad_input", message, {what});
}

core::Expected<Power> power_key(const std::string& key)
{
    const auto power = power_from_name(key);
    if (!power)
        return bad_input(
            key, fmt::format("\"{}\" is not a power (AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY)", key));
    return *power;
}

core::Expected<ProvinceId> province_code(const Map& map, const nlohmann::json& json, const std::string& where)
{
    if (!json.is_string())
        return bad_input(where, fmt::format("{} must hold province codes", where));
    const auto province = map.find_province(json.get<std::string>());
    if (!province)
        return bad_input(where, fmt::format("\"{}\" in {} is not a province", json.get<std::string>(), where));
    return *province;
}

} // namespace

const core::SaveSchema& save_schema()
{
    static const core::SaveSchema schema {"diplomacy_deadman", 1, {}};
    return schema;
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

core::Expected<std::vector<Unit>> units_from_json(const Map& map, const nlohmann::json& json)
{
    if (!json.is_object())
        return bad_input("units", "\"units\" must be an object: {\"AUSTRIA\": [\"A VIE\", ...], ...}");
    std::vector<Unit> units;
    for (auto it = json.begin(); it != json.end(); ++it) {
        auto power = power_key(it.key());
        if (!power)
            return std::unexpected(power.error());
        if (!it->is_array())
            return bad_input(it.key(), fmt::format("the units of {} must be an array of strings", it.key()));
        for (const auto& text : *it) {
            if (!text.is_string())
                return bad_input(it.key(), fmt::format("the units of {} must be an array of strings", it.key()));
            auto unit = parse_unit(map, *power, text.get<std::string>());
            if (!unit)
                return std::unexpected(unit.error());
            units.push_back(*unit);
        }
    }
    return canonical_units(map, std::move(units));
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
    json["dead_man"] = state.dead_man ? nlohmann::json(power_code(*state.dead_man)) : nlohmann::json(nullptr);
    return json;
}

core::Expected<GameState> state_from_json(const Map& map, const nlohmann::json& json)
{
    if (!json.is_object())
        return bad_input("state", "the game state must be an object");
    GameState state;
    const auto phase = json.find("phase");
    if (phase == json.end() || !phase->is_string())
        return bad_input("phase", "\"phase\" must be a string like \"S1901M\"");
    auto parsed_phase = parse_phase(phase->get<std::string>());
    if (!parsed_phase)
        return std::unexpected(parsed_phase.error());
    state.phase = *parsed_phase;
    const auto units = json.find("units");
    if (units == json.end())
        return bad_input("units", "\"units\" is missing");
    auto parsed_units = units_from_json(map, *units);
    if (!parsed_units)
        return std::unexpected(parsed_units.error());
    state.units = std::move(*parsed_units);
    if (const auto dislodged = json.find("dislodged"); dislodged != json.end()) {
        if (!dislodged->is_array())
            return bad_input("dislodged", "\"dislodged\" must be an array");
        for (const auto& d : *dislodged) {
            if (!d.is_object() || !d.contains("power") || !d.contains("unit") || !d.contains("attacker_from")
                || !d["power"].is_string() || !d["unit"].is_string())
                return bad_input("dislodged",
                    "each dislodged unit is {\"power\": P, \"unit\": \"A VEN\", \"attacker_from\": \"TYR\", "
                    "\"by_convoy\": false}");
            auto power = power_key(d["power"].get<std::string>());
            if (!power)
                return std::unexpected(power.error());
            auto unit = parse_unit(map, *power, d["unit"].get<std::string>());
            if (!unit)
                return std::unexpected(unit.error());
            auto from = province_code(map, d["attacker_from"], "dislodged.attacker_from");
            if (!from)
                return std::unexpected(from.error());
            bool by_convoy = false;
            if (const auto flag = d.find("by_convoy"); flag != d.end()) {
                if (!flag->is_boolean())
                    return bad_input("dislodged.by_convoy", "\"by_convoy\" must be true or false");
                by_convoy = flag->get<bool>();
            }
            state.dislodged.push_back({*unit, *from, by_convoy});
        }
    }
    if (const auto contested = json.find("contested"); contested != json.end()) {
        if (!contested->is_array())
            return bad_input("contested", "\"contested\" must be an array of province codes");
        for (const auto& c : *contested) {
            auto p = province_code(map, c, "contested");
            if (!p)
                return std::unexpected(p.error());
            state.contested.set(*p);
        }
    }
    state.owners.assign(map.province_count(), std::nullopt);
    const auto centres = json.find("centres");
    if (centres == json.end() || !centres->is_object())
        return bad_input("centres", "\"centres\" must be an object: {\"AUSTRIA\": [\"BUD\", ...], ...}");
    for (auto it = centres->begin(); it != centres->end(); ++it) {
        auto power = power_key(it.key());
        if (!power)
            return std::unexpected(power.error());
        if (!it->is_array())
            return bad_input("centres", "each power's centres must be an array of province codes");
        for (const auto& c : *it) {
            auto p = province_code(map, c, "centres");
            if (!p)
                return std::unexpected(p.error());
            if (state.owners[*p])
                return bad_input("centres", fmt::format("{} is owned twice", map.province(*p).code));
            state.owners[*p] = *power;
        }
    }
    for (const char* key : {"winner", "dead_man"}) {
        const auto it = json.find(key);
        if (it == json.end() || it->is_null())
            continue;
        if (!it->is_string())
            return bad_input(key, fmt::format("\"{}\" must be a power code or null", key));
        auto power = power_key(it->get<std::string>());
        if (!power)
            return std::unexpected(power.error());
        (std::string_view(key) == "winner" ? state.winner : state.dead_man) = *power;
    }
    if (auto ok = check_state(map, state); !ok)
        return std::unexpected(ok.error());
    return state;
}

core::Expected<std::vector<SubmittedOrder>> orders_from_json(
    const Map& map, const nlohmann::json& json, std::vector<OrderEntry>& entries)
{
    if (!json.is_object())
        return bad_input("orders", "\"orders\" must be an object: {\"AUSTRIA\": [\"A VIE - GAL\", ...], ...}");
    std::vector<SubmittedOrder> submitted;
    for (auto it = json.begin(); it != json.end(); ++it) {
        auto power = power_key(it.key());
        if (!power)
            return std::unexpected(power.error());
        if (!it->is_array())
            return bad_input("orders", fmt::format("the orders of {} must be an array of strings", it.key()));
        for (const auto& text : *it) {
            if (!text.is_string())
                return bad_input("orders", fmt::format("the orders of {} must be an array of strings", it.key()));
            SubmittedOrder s {*power, text.get<std::string>(), std::nullopt, std::nullopt};
            auto order = parse_order(map, s.text);
            if (order) {
                s.entry = entries.size();
                entries.push_back({*power, *order});
            } else
                s.error = order.error();
            submitted.push_back(std::move(s));
        }
    }
    return submitted;
}

} // namespace tablee::diplomacy
