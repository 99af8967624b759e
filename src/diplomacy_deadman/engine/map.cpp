// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/map.hpp"

#include "core/json_input.hpp"
#include "core/json_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace tablee::diplomacy_deadman {

namespace {

struct PowerNames {
    std::string_view code, en, fr;
};
constexpr std::array<PowerNames, power_count> power_names {{
    {"AUSTRIA", "Austria", "Autriche"},
    {"ENGLAND", "England", "Angleterre"},
    {"FRANCE", "France", "France"},
    {"GERMANY", "Germany", "Allemagne"},
    {"ITALY", "Italy", "Italie"},
    {"RUSSIA", "Russia", "Russie"},
    {"TURKEY", "Turkey", "Turquie"},
}};

std::unexpected<core::Error> field_error(const std::string& path, const std::string& expected)
{
    return core::fail("json.bad_value", fmt::format("map data: {}: expected {}", path, expected), {path, expected});
}

// The map file as written, read through the typed reader: every field's type and presence is
// checked here, the geography (names, neighbours both ways, coasts, the start) by load_map.
struct ProvinceEntry {
    std::string path; // "provinces[3]", for messages
    std::string code, name_en, name_fr;
    ProvinceKind kind = ProvinceKind::land;
    std::vector<std::string> aliases;
    bool centre = false;
    std::optional<Power> home;
    std::optional<std::vector<std::string>> armies; // neighbours of an army here
    std::optional<std::vector<std::string>> fleets; // neighbours of a fleet here (one coast)
    std::vector<std::pair<std::string, std::vector<std::string>>> coasts; // split coasts: coast -> fleet neighbours
};

struct MapEntry {
    std::vector<ProvinceEntry> provinces;
    std::vector<std::pair<Power, std::vector<std::string>>> start; // units like "A PAR", by power
};

// A place, a name or a unit: a few words at most.
constexpr std::size_t max_text = 100;

std::vector<std::string> place_list(const core::JsonValue& list)
{
    std::vector<std::string> places;
    for (const auto& place : list.items(max_locations))
        places.push_back(place.string(max_text));
    return places;
}

std::optional<ProvinceKind> province_kind(const std::string& text)
{
    if (text == "land")
        return ProvinceKind::land;
    if (text == "coast")
        return ProvinceKind::coast;
    if (text == "sea")
        return ProvinceKind::sea;
    return std::nullopt;
}

MapEntry read_map_entry(const core::JsonValue& root)
{
    MapEntry map;
    for (const auto& entry : root["provinces"].items(max_locations)) {
        ProvinceEntry& province = map.provinces.emplace_back();
        province.path = entry.path();
        province.code = entry["code"].string(max_text);
        province.name_en = entry["en"].string(max_text);
        province.name_fr = entry["fr"].string(max_text);
        province.kind = entry["kind"].parsed(max_text, province_kind);
        if (const auto aliases = entry.find("aliases"))
            province.aliases = place_list(*aliases);
        if (const auto centre = entry.find("centre"))
            province.centre = centre->boolean();
        if (const auto home = entry.find("home"))
            province.home = home->parsed(max_text, power_from_name);
        if (const auto armies = entry.find("armies"))
            province.armies = place_list(*armies);
        if (const auto fleets = entry.find("fleets"))
            province.fleets = place_list(*fleets);
        if (const auto coasts = entry.find("coasts"))
            for (const auto& [coast, list] : coasts->members(max_locations))
                province.coasts.emplace_back(coast, place_list(list));
    }
    for (const auto& [key, units] : root["start"].members(all_powers.size())) {
        const auto power = power_from_name(key);
        if (!power)
            root.reader().fail_at(units.path(), "a power code", {"choice", key});
        map.start.emplace_back(power.value_or(Power::austria), place_list(units));
    }
    return map;
}

std::string upper(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    return out;
}

} // namespace

std::string_view power_code(Power power)
{
    return power_names[static_cast<std::size_t>(power)].code;
}
std::string_view power_name_en(Power power)
{
    return power_names[static_cast<std::size_t>(power)].en;
}
std::optional<Power> power_from_name(std::string_view name)
{
    const std::string key = normalise_name(name);
    for (std::size_t i = 0; i < power_names.size(); ++i) {
        const auto& names = power_names[i];
        if (key == normalise_name(names.code) || key == normalise_name(names.en) || key == normalise_name(names.fr))
            return static_cast<Power>(i);
    }
    return std::nullopt;
}

std::string normalise_name(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 'A' && c <= 'Z')
            out.push_back(static_cast<char>(c - 'A' + 'a'));
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            out.push_back(static_cast<char>(c));
        else if (c == 0xC3 && i + 1 < text.size()) {
            // Latin-1 supplement letters in UTF-8: fold the accented ones French names use.
            const auto d = static_cast<unsigned char>(text[++i]);
            const unsigned code = 0xC0u + (d & 0x3Fu);
            char folded = 0;
            if ((code >= 0xC0 && code <= 0xC5) || (code >= 0xE0 && code <= 0xE5))
                folded = 'a';
            else if (code == 0xC7 || code == 0xE7)
                folded = 'c';
            else if ((code >= 0xC8 && code <= 0xCB) || (code >= 0xE8 && code <= 0xEB))
                folded = 'e';
            else if ((code >= 0xCC && code <= 0xCF) || (code >= 0xEC && code <= 0xEF))
                folded = 'i';
            else if ((code >= 0xD2 && code <= 0xD6) || (code >= 0xF2 && code <= 0xF6))
                folded = 'o';
            else if ((code >= 0xD9 && code <= 0xDC) || (code >= 0xF9 && code <= 0xFC))
                folded = 'u';
            if (folded != 0)
                out.push_back(folded);
        }
    }
    return out;
}

std::optional<ProvinceId> Map::find_province(std::string_view name) const
{
    const std::string key = normalise_name(name);
    if (key.empty())
        return std::nullopt;
    const auto it = std::lower_bound(m_names.begin(), m_names.end(), key,
        [](const std::pair<std::string, ProvinceId>& entry, const std::string& k) { return entry.first < k; });
    if (it == m_names.end() || it->first != key)
        return std::nullopt;
    return it->second;
}

std::vector<ProvinceId> Map::provinces_starting(std::string_view start) const
{
    const std::string key = normalise_name(start);
    std::vector<ProvinceId> found;
    if (key.size() < min_start_letters)
        return found;
    // The names beginning with `key` follow one another in the sorted list, from where it would go.
    for (auto it = std::lower_bound(m_names.begin(), m_names.end(), key,
             [](const std::pair<std::string, ProvinceId>&entry, const std::string&k) { return entry.first < k; });
         it != m_names.end() && it->first.starts_with(key); ++it)
        if (std::ranges::find(found, it->second) == found.end())
            found.push_back(it->second);
    return found;
}

std::optional<ProvinceId> Map::find_province_starting(std::string_view start) const
{
    const auto found = provinces_starting(start);
    return found.size() == 1 ? std::optional(found.front()) : std::nullopt;
}

std::optional<LocationId> Map::find_location_code(std::string_view code) const
{
    const std::string key = upper(code);
    for (std::size_t i = 0; i < m_locations.size(); ++i)
        if (m_locations[i].code == key)
            return static_cast<LocationId>(i);
    return std::nullopt;
}

std::optional<LocationId> Map::coast_location(ProvinceId province, std::string_view coast) const
{
    const std::string key = upper(coast);
    for (LocationId id : m_provinces[province].coasts)
        if (m_locations[id].coast == key)
            return id;
    return std::nullopt;
}

core::Expected<Map> load_map(std::string_view json_text)
{
    auto parsed = core::parse_json(json_text);
    if (!parsed)
        return core::fail("diplomacy_deadman.map_syntax", "map data: " + parsed.error().message, parsed.error().args);
    auto description = core::read_json(*parsed, "", read_map_entry);
    if (!description)
        return std::unexpected(description.error());
    if (description->provinces.empty())
        return field_error("provinces", "a non-empty array");

    Map map;
    // First pass: provinces, their names and coasts, so that adjacency lists can name any place.
    std::vector<std::pair<std::size_t, std::string>> pending_coasts; // province index, coast code
    for (std::size_t i = 0; i < description->provinces.size(); ++i) {
        const ProvinceEntry& raw = description->provinces[i];
        Province province;
        province.code = upper(raw.code);
        if (province.code.size() != 3 || normalise_name(province.code).size() != 3)
            return field_error(raw.path + ".code", "three letters");
        province.name_en = raw.name_en;
        province.name_fr = raw.name_fr;
        province.kind = raw.kind;
        province.aliases = raw.aliases;
        province.supply_centre = raw.centre;
        province.home = raw.home;
        if (province.home && !province.supply_centre)
            return field_error(raw.path + ".centre", "true for a home centre");
        if (raw.armies && province.kind == ProvinceKind::sea)
            return core::fail("diplomacy_deadman.map_bad_adjacency",
                fmt::format("map data: {} is a sea but lists army neighbours", province.code),
                {"army", province.code, "", "sea"});
        if (!raw.armies && province.kind != ProvinceKind::sea)
            return field_error(raw.path + ".armies", "an array (armies can stand on land and coasts)");
        const bool has_coasts = !raw.coasts.empty();
        if (province.kind == ProvinceKind::land && (raw.fleets || has_coasts))
            return core::fail("diplomacy_deadman.map_bad_adjacency",
                fmt::format("map data: {} is inland but lists fleet neighbours", province.code),
                {"fleet", province.code, "", "inland"});
        if (province.kind != ProvinceKind::land && raw.fleets.has_value() == has_coasts)
            return field_error(raw.path, "a coast or sea with either \"fleets\" or \"coasts\" (split coasts)");
        if (has_coasts && (raw.coasts.size() < 2 || province.kind != ProvinceKind::coast))
            return field_error(raw.path + ".coasts", "an object of two or more coasts of a coastal province");
        for (const auto& [coast, list] : raw.coasts)
            pending_coasts.emplace_back(i, upper(coast));
        map.m_provinces.push_back(std::move(province));
    }
    const std::size_t province_count = map.m_provinces.size();
    if (province_count + pending_coasts.size() > max_locations)
        return core::fail("diplomacy_deadman.map_too_large",
            fmt::format("map data: {} places, more than the {} supported", province_count + pending_coasts.size(),
                max_locations),
            {std::to_string(province_count + pending_coasts.size())});
    for (std::size_t i = 0; i < province_count; ++i)
        map.m_locations.push_back(Location {map.m_provinces[i].code, static_cast<ProvinceId>(i), ""});
    for (const auto& [index, coast] : pending_coasts) {
        const auto id = static_cast<LocationId>(map.m_locations.size());
        map.m_locations.push_back(
            Location {map.m_provinces[index].code + "/" + coast, static_cast<ProvinceId>(index), coast});
        map.m_provinces[index].coasts.push_back(id);
    }

    // Names: every code, name and alias must point at one province only.
    for (std::size_t i = 0; i < province_count; ++i) {
        const Province& p = map.m_provinces[i];
        std::vector<std::string> names {p.code, p.name_en, p.name_fr};
        names.insert(names.end(), p.aliases.begin(), p.aliases.end());
        for (const std::string& name : names) {
            std::string key = normalise_name(name);
            if (key.empty())
                return field_error(p.code + " name", "a name with letters");
            const auto clash = std::find_if(
                map.m_names.begin(), map.m_names.end(), [&](const auto& entry) { return entry.first == key; });
            if (clash != map.m_names.end()) {
                if (clash->second != i)
                    return core::fail("diplomacy_deadman.map_duplicate",
                        fmt::format("map data: the name \"{}\" is used by both {} and {}", name,
                            map.m_provinces[clash->second].code, p.code),
                        {name});
                continue;
            }
            map.m_names.emplace_back(std::move(key), static_cast<ProvinceId>(i));
            std::size_t words = 1;
            std::string word;
            for (char c : name + " ") {
                if (c == ' ') {
                    if (word.find('-') != std::string::npos) {
                        std::string lowered;
                        for (char w : word)
                            lowered.push_back(static_cast<char>(w >= 'A' && w <= 'Z' ? w - 'A' + 'a' : w));
                        map.m_hyphenated.push_back(lowered);
                    }
                    word.clear();
                    continue;
                }
                word.push_back(c);
            }
            words += static_cast<std::size_t>(std::count(name.begin(), name.end(), ' '));
            map.m_longest_name_words = std::max(map.m_longest_name_words, words);
        }
    }
    std::sort(map.m_names.begin(), map.m_names.end());

    // Adjacency.
    const std::size_t location_count = map.m_locations.size();
    map.m_army.assign(province_count, {});
    map.m_fleet.assign(location_count, {});
    map.m_fleet_prov.assign(location_count, {});
    map.m_any.assign(province_count, {});
    auto resolve_place = [&](const std::string& place, const std::string& where) -> core::Expected<LocationId> {
        if (const auto location = map.find_location_code(place))
            return *location;
        return core::fail("diplomacy_deadman.map_unknown_place",
            fmt::format("map data: unknown place \"{}\" in {}", place, where), {place, where});
    };
    for (std::size_t i = 0; i < province_count; ++i) {
        const Province& p = map.m_provinces[i];
        const ProvinceEntry& raw = description->provinces[i];
        for (const std::string& place : raw.armies.value_or(std::vector<std::string> {})) {
            auto to = resolve_place(place, p.code + ".armies");
            if (!to)
                return std::unexpected(to.error());
            const Location& target = map.m_locations[*to];
            if (!target.coast.empty() || map.m_provinces[target.province].kind == ProvinceKind::sea || *to == i)
                return core::fail("diplomacy_deadman.map_bad_adjacency",
                    fmt::format("map data: {} cannot list {} as an army neighbour", p.code, target.code),
                    {"army", p.code, target.code, "not a land province"});
            if (map.m_army[i].test(*to))
                return core::fail("diplomacy_deadman.map_duplicate",
                    fmt::format("map data: {} lists {} twice as an army neighbour", p.code, target.code),
                    {p.code + "->" + target.code});
            map.m_army[i].set(*to);
        }
        std::vector<std::pair<LocationId, const std::vector<std::string>*>> fleet_lists;
        if (raw.fleets)
            fleet_lists.emplace_back(static_cast<LocationId>(i), &*raw.fleets);
        for (const auto& [coast, list] : raw.coasts)
            fleet_lists.emplace_back(*map.coast_location(static_cast<ProvinceId>(i), coast), &list);
        for (const auto& [from, list] : fleet_lists) {
            const std::string& from_code = map.m_locations[from].code;
            for (const std::string& place : *list) {
                auto to = resolve_place(place, from_code + ".fleets");
                if (!to)
                    return std::unexpected(to.error());
                const Location& target = map.m_locations[*to];
                const Province& target_province = map.m_provinces[target.province];
                if (target_province.kind == ProvinceKind::land
                    || (target.coast.empty() && !target_province.coasts.empty()) || target.province == i)
                    return core::fail("diplomacy_deadman.map_bad_adjacency",
                        fmt::format("map data: {} cannot list {} as a fleet neighbour{}", from_code, target.code,
                            target_province.coasts.empty() ? "" : " (name the coast)"),
                        {"fleet", from_code, target.code,
                            target_province.coasts.empty() ? "not a coast or sea" : "coast missing"});
                if (map.m_fleet[from].test(*to))
                    return core::fail("diplomacy_deadman.map_duplicate",
                        fmt::format("map data: {} lists {} twice as a fleet neighbour", from_code, target.code),
                        {from_code + "->" + target.code});
                map.m_fleet[from].set(*to);
                map.m_fleet_prov[from].set(target.province);
            }
        }
    }
    // Symmetry: a border crossed one way can be crossed back.
    for (std::size_t a = 0; a < province_count; ++a)
        for (std::size_t b = 0; b < province_count; ++b)
            if (map.m_army[a].test(b) && !map.m_army[b].test(a))
                return core::fail("diplomacy_deadman.map_asymmetric",
                    fmt::format("map data: {} lists {} as an army neighbour but {} does not list {}",
                        map.m_locations[a].code, map.m_locations[b].code, map.m_locations[b].code,
                        map.m_locations[a].code),
                    {"army", map.m_locations[a].code, map.m_locations[b].code});
    for (std::size_t a = 0; a < location_count; ++a)
        for (std::size_t b = 0; b < location_count; ++b)
            if (map.m_fleet[a].test(b) && !map.m_fleet[b].test(a))
                return core::fail("diplomacy_deadman.map_asymmetric",
                    fmt::format("map data: {} lists {} as a fleet neighbour but {} does not list {}",
                        map.m_locations[a].code, map.m_locations[b].code, map.m_locations[b].code,
                        map.m_locations[a].code),
                    {"fleet", map.m_locations[a].code, map.m_locations[b].code});
    for (std::size_t i = 0; i < province_count; ++i) {
        const Province& p = map.m_provinces[i];
        map.m_any[i] = map.m_army[i];
        map.m_any[i] |= map.m_fleet_prov[i];
        for (LocationId c : p.coasts) {
            map.m_any[i] |= map.m_fleet_prov[c];
            map.m_fleet_prov[i] |= map.m_fleet_prov[c]; // the province as a whole (supports)
        }
        if (p.kind == ProvinceKind::coast && map.m_fleet_prov[i].none())
            return core::fail("diplomacy_deadman.map_bad_adjacency",
                fmt::format("map data: the coastal province {} has no fleet neighbour", p.code),
                {"fleet", p.code, "", "no neighbour"});
        if (p.supply_centre)
            map.m_centres.push_back(static_cast<ProvinceId>(i));
        if (p.home)
            map.m_homes[static_cast<std::size_t>(*p.home)].push_back(static_cast<ProvinceId>(i));
    }
    // The province location of a split-coast province has no fleet edges of its own; its
    // "reach" (for supports) is the union above. Fleets never stand on it.

    // The 1901 position.
    if (description->start.empty())
        return field_error("start", "an object of powers and their units");
    std::vector<bool> occupied(province_count, false);
    for (const auto& [power, units] : description->start) {
        for (const std::string& unit : units) {
            const std::string text = upper(unit);
            if (text.size() < 5 || (text[0] != 'A' && text[0] != 'F') || text[1] != ' ')
                return core::fail("diplomacy_deadman.map_bad_start",
                    fmt::format("map data: start unit \"{}\" must look like \"A PAR\" or \"F STP/SC\"", unit),
                    {unit, "syntax"});
            const auto location = map.find_location_code(text.substr(2));
            if (!location)
                return core::fail("diplomacy_deadman.map_bad_start",
                    fmt::format("map data: start unit \"{}\" stands on an unknown place", text),
                    {text, "unknown place"});
            const UnitType type = text[0] == 'A' ? UnitType::army : UnitType::fleet;
            const ProvinceId province = map.m_locations[*location].province;
            const Province& p = map.m_provinces[province];
            const bool fits = type == UnitType::army
                ? (p.kind != ProvinceKind::sea && *location == province)
                : (p.kind != ProvinceKind::land && (p.coasts.empty() || *location != province));
            if (!fits)
                return core::fail("diplomacy_deadman.map_bad_start",
                    fmt::format("map data: start unit \"{}\" cannot stand there", text), {text, "cannot stand there"});
            if (occupied[province])
                return core::fail("diplomacy_deadman.map_bad_start",
                    fmt::format("map data: two start units in {}", p.code), {text, "province taken"});
            occupied[province] = true;
            map.m_start.push_back(StartUnit {power, type, *location});
        }
    }
    return map;
}

const core::Expected<Map>& load_standard_map()
{
    static const core::Expected<Map> map = load_map(standard_map_json());
    return map;
}

const Map& standard_map()
{
    const auto& map = load_standard_map();
    if (!map) {
        std::fprintf(stderr, "tablee: the embedded Diplomacy map is broken: %s\n", map.error().message.c_str());
        std::abort();
    }
    return *map;
}

} // namespace tablee::diplomacy_deadman
