// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Diplomacy board: provinces, coasts, supply centres, home centres, army and fleet
// adjacencies and the 1901 position, read from the project's own JSON data
// (resources/diplomacy_deadman/standard_map.json, embedded in the library at build time).
//
// Places are "locations": every province is a location whose id equals its province id, and
// each coast of a split-coast province (SPA/NC, SPA/SC, STP/NC, STP/SC, BUL/EC, BUL/SC) is one
// more location after the provinces. An army always stands on a province's location; a fleet
// in a split-coast province stands on one of its coasts. Adjacency is kept as bit sets so that
// the adjudicator's questions ("can this fleet reach that coast?") are one bit test.

#include "core/error.hpp"

#include <array>
#include <bit>
#include <bitset>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::diplomacy_deadman {

enum class Power : std::uint8_t { austria, england, france, germany, italy, russia, turkey };
inline constexpr int power_count = 7;
inline constexpr std::array<Power, power_count> all_powers {
    Power::austria, Power::england, Power::france, Power::germany, Power::italy, Power::russia, Power::turkey};

// The power's place in arrays indexed by power (all_powers' order).
constexpr std::size_t index_of(Power power)
{
    return static_cast<std::size_t>(power);
}

// A set of powers (the dead men of a game), as bits: a value, compared with ==.
class PowerSet {
public:
    constexpr PowerSet() = default;
    constexpr PowerSet(std::initializer_list<Power> powers)
    {
        for (Power power : powers)
            insert(power);
    }

    constexpr bool contains(Power power) const { return (m_bits >> static_cast<unsigned>(power)) & 1u; }
    constexpr void insert(Power power)
    {
        m_bits = static_cast<std::uint8_t>(m_bits | (1u << static_cast<unsigned>(power)));
    }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr int size() const { return std::popcount(m_bits); }
    // The powers of the set, in the order of all_powers.
    std::vector<Power> powers() const
    {
        std::vector<Power> out;
        for (Power power : all_powers)
            if (contains(power))
                out.push_back(power);
        return out;
    }

    friend bool operator==(const PowerSet&, const PowerSet&) = default;

private:
    std::uint8_t m_bits = 0;
};

// "AUSTRIA", "ENGLAND"... (the codes of the JSON formats).
std::string_view power_code(Power power);
// Accepts the code or the English or French name, any case ("austria", "Autriche").
std::optional<Power> power_from_name(std::string_view name);
// English display names ("England"); the French ones are the interface's translations.
std::string_view power_name_en(Power power);

enum class UnitType : std::uint8_t { army, fleet };
enum class ProvinceKind : std::uint8_t { land, coast, sea };

using ProvinceId = std::uint8_t;
using LocationId = std::uint8_t;
inline constexpr LocationId no_location = 0xFF;
// Upper bound on locations, so that adjacency fits a fixed bit set and the adjudicator's
// per-province tables are flat arrays on the stack.
inline constexpr std::size_t max_locations = 128;
using LocationSet = std::bitset<max_locations>;

struct Province {
    std::string code; // "SPA"
    std::string name_en; // "Spain"
    std::string name_fr; // "Espagne"
    std::vector<std::string> aliases; // other accepted spellings
    ProvinceKind kind = ProvinceKind::land;
    bool supply_centre = false;
    std::optional<Power> home; // whose home centre it is
    std::vector<LocationId> coasts; // the coast locations of a split-coast province, else empty
};

struct Location {
    std::string code; // "SPA" or "SPA/NC"
    ProvinceId province = 0;
    std::string coast; // "" or "NC", "SC", "EC"
};

struct StartUnit {
    Power power;
    UnitType type;
    LocationId location;
};

class Map {
public:
    std::size_t province_count() const { return m_provinces.size(); }
    std::size_t location_count() const { return m_locations.size(); }
    const Province& province(ProvinceId id) const { return m_provinces[id]; }
    const Location& location(LocationId id) const { return m_locations[id]; }
    ProvinceId province_of(LocationId id) const { return m_locations[id].province; }
    bool is_coast_location(LocationId id) const { return id >= m_provinces.size(); }
    bool has_coasts(ProvinceId id) const { return !m_provinces[id].coasts.empty(); }

    // Armies move between provinces (land and coast) that share a land border.
    bool army_adjacent(ProvinceId from, ProvinceId to) const { return m_army[from].test(to); }
    // Fleets move between locations along a coast or across water (coast-specific).
    bool fleet_adjacent(LocationId from, LocationId to) const { return m_fleet[from].test(to); }
    // Whether a fleet at `from` can reach some location of province `to` (the test for
    // supports, where the coast does not matter).
    bool fleet_reaches_province(LocationId from, ProvinceId to) const
    {
        return (m_fleet_prov[from] & province_bit(to)).any();
    }
    // Provinces (by id) a fleet at `from` can reach, coasts folded into their province.
    const LocationSet& fleet_province_neighbours(LocationId from) const { return m_fleet_prov[from]; }
    const LocationSet& army_neighbours(ProvinceId from) const { return m_army[from]; }
    const LocationSet& fleet_neighbours(LocationId from) const { return m_fleet[from]; }
    // Provinces next to each other for any unit (civil disorder distances, 2023 rules).
    const LocationSet& any_neighbours(ProvinceId from) const { return m_any[from]; }

    // Looks a province up by code, English or French name or alias: case, accents, spaces,
    // hyphens and apostrophes do not matter ("mid-atlantic ocean", "SAINT PETERSBOURG").
    std::optional<ProvinceId> find_province(std::string_view name) const;
    // The provinces whose code, name or alias begins as `start` does (at least min_start_letters
    // letters, normalised as above), each once, in the names' order: what a player types short
    // ("Norv", "Tyrol"); none under min_start_letters.
    static constexpr std::size_t min_start_letters = 3;
    std::vector<ProvinceId> provinces_starting(std::string_view start) const;
    // The one province provinces_starting() gives; none when it gives none or several ("Nor":
    // Norway, North Sea, North Africa).
    std::optional<ProvinceId> find_province_starting(std::string_view start) const;
    // "SPA/NC" style codes only (province code, '/', coast code), any case.
    std::optional<LocationId> find_location_code(std::string_view code) const;
    // The coast location of `province` named `coast` ("NC"), if it has one.
    std::optional<LocationId> coast_location(ProvinceId province, std::string_view coast) const;
    // Hyphenated words of the names ("mid-atlantic"), which the order parser keeps whole.
    const std::vector<std::string>& hyphenated_words() const { return m_hyphenated; }
    // Longest province name, in words (the parser tries that many words at most).
    std::size_t longest_name_words() const { return m_longest_name_words; }

    const std::vector<StartUnit>& start_units() const { return m_start; }
    const std::vector<ProvinceId>& supply_centres() const { return m_centres; }
    const std::vector<ProvinceId>& home_centres(Power power) const { return m_homes[static_cast<std::size_t>(power)]; }
    std::size_t victory_centres() const { return m_centres.size() / 2 + 1; }

    static LocationSet province_bit(ProvinceId id)
    {
        LocationSet set;
        set.set(id);
        return set;
    }

private:
    friend core::Expected<Map> load_map(std::string_view json_text);

    std::vector<Province> m_provinces;
    std::vector<Location> m_locations;
    std::vector<LocationSet> m_army; // by province
    std::vector<LocationSet> m_fleet; // by location: neighbouring locations
    std::vector<LocationSet> m_fleet_prov; // by location: neighbouring provinces
    std::vector<LocationSet> m_any; // by province
    std::vector<std::pair<std::string, ProvinceId>> m_names; // normalised name -> province, sorted
    std::vector<std::string> m_hyphenated;
    std::size_t m_longest_name_words = 1;
    std::vector<StartUnit> m_start;
    std::vector<ProvinceId> m_centres;
    std::array<std::vector<ProvinceId>, power_count> m_homes;
};

// Reads and checks a map. Every problem is reported with what is wrong and where, e.g.
// "diplomacy_deadman.map_asymmetric" (args: "army", "BUR", "PAR") when Burgundy lists Paris but not
// the reverse. Errors (code, args): diplomacy_deadman.map_syntax (offset), json.bad_value (path, kind...:
// a field missing or of the wrong type, core/json_reader.hpp), diplomacy_deadman.map_duplicate (name),
// diplomacy_deadman.map_unknown_place (place, where), diplomacy_deadman.map_asymmetric (kind, from, to),
// diplomacy_deadman.map_bad_adjacency (kind, from, to, reason), diplomacy_deadman.map_bad_start (unit, reason),
// diplomacy_deadman.map_too_large (count).
core::Expected<Map> load_map(std::string_view json_text);

// The JSON text of the standard map, embedded from resources/diplomacy_deadman/standard_map.json.
std::string_view standard_map_json();

// The standard map, loaded and checked once (thread-safe). Call it at start and report the
// error: a broken embedded file is a build defect, the message names what is wrong.
const core::Expected<Map>& load_standard_map();

// Precondition: load_standard_map() succeeded (it aborts with the message otherwise).
const Map& standard_map();

// Lower case, accents folded to ASCII, only letters and digits kept: the key the name lookups
// compare ("Saint-Pétersbourg" -> "saintpetersbourg").
std::string normalise_name(std::string_view text);

} // namespace tablee::diplomacy_deadman
