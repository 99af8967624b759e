#include "diplomacy_deadman/engine/map.hpp"

#include "core/json_input.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mutex>

namespace tablee::diplomacy {

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
    return core::fail(
        "diplomacy.map_field", fmt::format("map data: \"{}\" must be {}", path, expected), {path, expected});
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
std::string_view power_name_fr(Power power)
{
    return power_names[static_cast<std::size_t>(power)].fr;
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
        return core::fail("diplomacy.map_syntax", "map data: " + parsed.error().message, parsed.error().args);
    const nlohmann::json& root = *parsed;
    if (!root.is_object())
        return field_error("(root)", "an object");

    Map map;
    const auto provinces = root.find("provinces");
    if (provinces == root.end() || !provinces->is_array() || provinces->empty())
        return field_error("provinces", "a non-empty array");

    // First pass: provinces, their names and coasts, so that adjacency lists can name any place.
    struct RawLists {
        const nlohmann::json* armies = nullptr;
        std::vector<std::pair<LocationId, const nlohmann::json*>> fleets;
    };
    std::vector<RawLists> lists;
    std::vector<std::pair<std::size_t, std::string>> pending_coasts; // province index, coast code
    for (std::size_t i = 0; i < provinces->size(); ++i) {
        const nlohmann::json& entry = (*provinces)[i];
        const std::string where = fmt::format("provinces[{}]", i);
        if (!entry.is_object())
            return field_error(where, "an object");
        Province province;
        for (const char* key : {"code", "en", "fr", "kind"}) {
            const auto it = entry.find(key);
            if (it == entry.end() || !it->is_string() || it->get_ref<const std::string&>().empty())
                return field_error(where + "." + key, "a non-empty string");
        }
        province.code = upper(entry["code"].get<std::string>());
        if (province.code.size() != 3 || normalise_name(province.code).size() != 3)
            return field_error(where + ".code", "three letters");
        province.name_en = entry["en"].get<std::string>();
        province.name_fr = entry["fr"].get<std::string>();
        const std::string kind = entry["kind"].get<std::string>();
        if (kind == "land")
            province.kind = ProvinceKind::Land;
        else if (kind == "coast")
            province.kind = ProvinceKind::Coast;
        else if (kind == "sea")
            province.kind = ProvinceKind::Sea;
        else
            return field_error(where + ".kind", "\"land\", \"coast\" or \"sea\"");
        if (const auto it = entry.find("aliases"); it != entry.end()) {
            if (!it->is_array())
                return field_error(where + ".aliases", "an array of strings");
            for (const auto& alias : *it) {
                if (!alias.is_string())
                    return field_error(where + ".aliases", "an array of strings");
                province.aliases.push_back(alias.get<std::string>());
            }
        }
        if (const auto it = entry.find("centre"); it != entry.end()) {
            if (!it->is_boolean())
                return field_error(where + ".centre", "true or false");
            province.supply_centre = it->get<bool>();
        }
        if (const auto it = entry.find("home"); it != entry.end()) {
            if (!it->is_string() || !power_from_name(it->get<std::string>()))
                return field_error(where + ".home", "a power code");
            province.home = power_from_name(it->get<std::string>());
            if (!province.supply_centre)
                return field_error(where + ".centre", "true for a home centre");
        }
        RawLists raw;
        if (const auto it = entry.find("armies"); it != entry.end()) {
            if (province.kind == ProvinceKind::Sea)
                return core::fail("diplomacy.map_bad_adjacency",
                    fmt::format("map data: {} is a sea but lists army neighbours", province.code),
                    {"army", province.code, "", "sea"});
            raw.armies = &*it;
        } else if (province.kind != ProvinceKind::Sea)
            return field_error(where + ".armies", "an array (armies can stand on land and coasts)");
        const bool has_fleets = entry.contains("fleets");
        const bool has_coasts = entry.contains("coasts");
        if (province.kind == ProvinceKind::Land && (has_fleets || has_coasts))
            return core::fail("diplomacy.map_bad_adjacency",
                fmt::format("map data: {} is inland but lists fleet neighbours", province.code),
                {"fleet", province.code, "", "inland"});
        if (province.kind != ProvinceKind::Land && has_fleets == has_coasts)
            return field_error(where, "a coast or sea with either \"fleets\" or \"coasts\" (split coasts)");
        if (has_coasts) {
            const auto& coasts = entry["coasts"];
            if (!coasts.is_object() || coasts.size() < 2 || province.kind != ProvinceKind::Coast)
                return field_error(where + ".coasts", "an object of two or more coasts of a coastal province");
            for (auto it = coasts.begin(); it != coasts.end(); ++it)
                pending_coasts.emplace_back(i, upper(it.key()));
        }
        lists.push_back(std::move(raw));
        map.m_provinces.push_back(std::move(province));
    }
    const std::size_t province_count = map.m_provinces.size();
    if (province_count + pending_coasts.size() > max_locations)
        return core::fail("diplomacy.map_too_large",
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
                    return core::fail("diplomacy.map_duplicate",
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
    auto resolve_place = [&](const nlohmann::json& value, const std::string& where) -> core::Expected<LocationId> {
        if (!value.is_string())
            return field_error(where, "a list of place codes");
        const std::string code = upper(value.get<std::string>());
        for (std::size_t l = 0; l < location_count; ++l)
            if (map.m_locations[l].code == code)
                return static_cast<LocationId>(l);
        return core::fail("diplomacy.map_unknown_place",
            fmt::format("map data: unknown place \"{}\" in {}", value.get<std::string>(), where),
            {value.get<std::string>(), where});
    };
    for (std::size_t i = 0; i < province_count; ++i) {
        const Province& p = map.m_provinces[i];
        const nlohmann::json& entry = (*provinces)[i];
        if (lists[i].armies) {
            if (!lists[i].armies->is_array())
                return field_error(p.code + ".armies", "an array");
            for (const auto& value : *lists[i].armies) {
                auto to = resolve_place(value, p.code + ".armies");
                if (!to)
                    return std::unexpected(to.error());
                const Location& target = map.m_locations[*to];
                if (!target.coast.empty() || map.m_provinces[target.province].kind == ProvinceKind::Sea || *to == i)
                    return core::fail("diplomacy.map_bad_adjacency",
                        fmt::format("map data: {} cannot list {} as an army neighbour", p.code, target.code),
                        {"army", p.code, target.code, "not a land province"});
                if (map.m_army[i].test(*to))
                    return core::fail("diplomacy.map_duplicate",
                        fmt::format("map data: {} lists {} twice as an army neighbour", p.code, target.code),
                        {p.code + "->" + target.code});
                map.m_army[i].set(*to);
            }
        }
        std::vector<std::pair<LocationId, const nlohmann::json*>> fleet_lists;
        if (const auto it = entry.find("fleets"); it != entry.end())
            fleet_lists.emplace_back(static_cast<LocationId>(i), &*it);
        if (const auto it = entry.find("coasts"); it != entry.end())
            for (auto c = it->begin(); c != it->end(); ++c)
                fleet_lists.emplace_back(*map.coast_location(static_cast<ProvinceId>(i), c.key()), &c.value());
        for (const auto& [from, list] : fleet_lists) {
            const std::string& from_code = map.m_locations[from].code;
            if (!list->is_array())
                return field_error(from_code + ".fleets", "an array");
            for (const auto& value : *list) {
                auto to = resolve_place(value, from_code + ".fleets");
                if (!to)
                    return std::unexpected(to.error());
                const Location& target = map.m_locations[*to];
                const Province& target_province = map.m_provinces[target.province];
                if (target_province.kind == ProvinceKind::Land
                    || (target.coast.empty() && !target_province.coasts.empty()) || target.province == i)
                    return core::fail("diplomacy.map_bad_adjacency",
                        fmt::format("map data: {} cannot list {} as a fleet neighbour{}", from_code, target.code,
                            target_province.coasts.empty() ? "" : " (name the coast)"),
                        {"fleet", from_code, target.code,
                            target_province.coasts.empty() ? "not a coast or sea" : "coast missing"});
                if (map.m_fleet[from].test(*to))
                    return core::fail("diplomacy.map_duplicate",
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
                return core::fail("diplomacy.map_asymmetric",
                    fmt::format("map data: {} lists {} as an army neighbour but {} does not list {}",
                        map.m_locations[a].code, map.m_locations[b].code, map.m_locations[b].code,
                        map.m_locations[a].code),
                    {"army", map.m_locations[a].code, map.m_locations[b].code});
    for (std::size_t a = 0; a < location_count; ++a)
        for (std::size_t b = 0; b < location_count; ++b)
            if (map.m_fleet[a].test(b) && !map.m_fleet[b].test(a))
                return core::fail("diplomacy.map_asymmetric",
                    fmt::format("map data: {} lists {} as a fleet neighbour but {} does not list {}",
                        map.m_locations[a].code, map.m_locations[b].code, map.m_locations[b].code,
                        map.m_locations[a].code),
                    {"fleet", map.m_locations[a].code, map.m_locations[b].code});
    for (std::size_t i = 0; i < province_count; ++i) {
        const Province& p = map.m_provinces[i];
        if (p.kind == ProvinceKind::Sea)
            map.m_seas.set(i);
        map.m_any[i] = map.m_army[i];
        map.m_any[i] |= map.m_fleet_prov[i];
        for (LocationId c : p.coasts) {
            map.m_any[i] |= map.m_fleet_prov[c];
            map.m_fleet_prov[i] |= map.m_fleet_prov[c]; // the province as a whole (supports)
        }
        if (p.kind == ProvinceKind::Coast && map.m_fleet_prov[i].none())
            return core::fail("diplomacy.map_bad_adjacency",
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
    const auto start = root.find("start");
    if (start == root.end() || !start->is_object())
        return field_error("start", "an object of powers and their units");
    std::vector<bool> occupied(province_count, false);
    for (auto it = start->begin(); it != start->end(); ++it) {
        const auto power = power_from_name(it.key());
        if (!power)
            return field_error("start." + it.key(), "keyed by a power code");
        if (!it->is_array())
            return field_error("start." + it.key(), "an array of units like \"A PAR\"");
        for (const auto& unit : *it) {
            const std::string text = unit.is_string() ? upper(unit.get<std::string>()) : std::string();
            if (text.size() < 5 || (text[0] != 'A' && text[0] != 'F') || text[1] != ' ')
                return core::fail("diplomacy.map_bad_start",
                    fmt::format("map data: start unit {} must look like \"A PAR\" or \"F STP/SC\"", unit.dump()),
                    {unit.dump(), "syntax"});
            const auto location = map.find_location_code(text.substr(2));
            if (!location)
                return core::fail("diplomacy.map_bad_start",
                    fmt::format("map data: start unit \"{}\" stands on an unknown place", text),
                    {text, "unknown place"});
            const UnitType type = text[0] == 'A' ? UnitType::Army : UnitType::Fleet;
            const ProvinceId province = map.m_locations[*location].province;
            const Province& p = map.m_provinces[province];
            const bool fits = type == UnitType::Army
                ? (p.kind != ProvinceKind::Sea && *location == province)
                : (p.kind != ProvinceKind::Land && (p.coasts.empty() || *location != province));
            if (!fits)
                return core::fail("diplomacy.map_bad_start",
                    fmt::format("map data: start unit \"{}\" cannot stand there", text), {text, "cannot stand there"});
            if (occupied[province])
                return core::fail("diplomacy.map_bad_start", fmt::format("map data: two start units in {}", p.code),
                    {text, "province taken"});
            occupied[province] = true;
            map.m_start.push_back(StartUnit {*power, type, *location});
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

} // namespace tablee::diplomacy
