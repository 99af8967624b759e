// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Civilization mapboard (/work/shared/rules/civ-calamities.md): 123 land and 8 sea areas, read
// from the project's own data (resources/civ_calamities/board.json, embedded at build time;
// docs/civ-calamities.md says where it comes from). Loaded and checked at start: a broken file
// is refused with an error naming the area.
//
// [decision] For both calamities "adjacent" means sharing a land border (land_neighbours):
// population does not cross water without ships, and the data tells the 40 pairs that only face
// each other across a strait or a sea.

#include "core/error.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::civ_calamities {

using AreaId = std::uint8_t;
inline constexpr std::size_t max_areas = 200; // bounds the file; the board has 131

enum class CitySite : std::uint8_t { none, normal, white };

struct Area {
    std::string id; // "memphis"
    std::string name; // "Memphis"
    bool sea = false;
    bool open_sea = false;
    int population_limit = 0; // 1-5 on land, 0 at sea (before Agriculture)
    CitySite city_site = CitySite::none;
    bool flood_plain = false;
    bool volcano = false;
    double x = 0, y = 0; // a placement hint for the drawing, in the board's units
    std::vector<AreaId> land_neighbours; // sorted
    std::vector<AreaId> water_neighbours; // sorted
};

class Board {
public:
    // Reads and checks the board (schema 1). Errors: json.bad_value (path...),
    // civ_calamities.board_unknown_area (area, neighbour), civ_calamities.board_asymmetric (a, b),
    // civ_calamities.board_bad_area (area, what).
    static core::Expected<Board> from_json(std::string_view text);

    std::size_t size() const { return m_areas.size(); }
    const Area& area(AreaId id) const { return m_areas.at(id); }
    std::optional<AreaId> find(std::string_view id) const;
    bool adjacent(AreaId a, AreaId b) const; // a land border

private:
    std::vector<Area> m_areas; // sorted by id
    std::vector<std::vector<bool>> m_adjacent; // land borders, both ways
};

// The embedded file's text.
std::string_view standard_board_json();
// The board of the embedded file, loaded once.
const core::Expected<Board>& load_standard_board();
// Precondition: load_standard_board() succeeded (it aborts with the message otherwise).
const Board& standard_board();

} // namespace tablee::civ_calamities
