// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/engine/board.hpp"

#include "core/json_reader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace tablee::civ_calamities {

namespace {

constexpr std::size_t max_text = 100;

core::Error bad_area(const std::string& id, const std::string& what)
{
    return {"civ_calamities.board_bad_area", fmt::format("area \"{}\": {}", id, what), {id, what}};
}

// The area's own facts, as a land or sea area may have them.
std::optional<core::Error> check_facts(const Area& area)
{
    if (area.sea) {
        if (area.population_limit != 0)
            return bad_area(area.id, "a sea area with a population limit");
        if (area.city_site != CitySite::none || area.flood_plain || area.volcano)
            return bad_area(area.id, "a sea area with a city site, flood plain or volcano");
        if (!area.land_neighbours.empty())
            return bad_area(area.id, "a sea area with land borders");
        return std::nullopt;
    }
    if (area.population_limit < 1 || area.population_limit > 5)
        return bad_area(area.id, "a population limit outside 1-5");
    if (area.open_sea)
        return bad_area(area.id, "a land area marked open sea");
    if (area.city_site == CitySite::white && !area.flood_plain)
        return bad_area(area.id, "a white city site off the flood plain");
    return std::nullopt;
}

} // namespace

core::Expected<Board> Board::from_json(std::string_view text)
{
    const auto document = nlohmann::json::parse(text, nullptr, false);
    if (document.is_discarded())
        return core::fail("json.bad_value", "the board file is not JSON", {"board", "syntax"});
    const core::JsonReader reader(document, "board");
    const core::JsonValue root = reader.root();
    if (root["schema"].integer(1, 1) != 1 || !reader.ok())
        return std::unexpected(*reader.error());

    struct Raw {
        Area area;
        std::vector<std::string> land, water;
    };
    std::vector<Raw> raws;
    for (const auto& item : root["areas"].items(max_areas)) {
        Raw raw;
        Area& area = raw.area;
        area.id = item["id"].string(max_text);
        area.name = item["name"].string(max_text);
        const std::string kind = item["kind"].string(max_text);
        area.sea = kind == "sea";
        if (reader.ok() && kind != "sea" && kind != "land")
            reader.fail(bad_area(area.id, "a kind other than land or sea"));
        area.population_limit = item["population_limit"].integer(0, 5);
        if (const auto open = item.find("open_sea"))
            area.open_sea = open->boolean();
        if (const auto site = item.find("city_site")) {
            const std::string s = site->string(max_text);
            area.city_site = s == "white" ? CitySite::white : CitySite::normal;
            if (reader.ok() && s != "white" && s != "normal")
                reader.fail(bad_area(area.id, "a city site other than normal or white"));
        }
        area.flood_plain = item["flood_plain"].boolean();
        area.volcano = item["volcano"].boolean();
        const auto centre = item["centre"].items_exactly(2);
        if (centre.size() == 2) {
            area.x = centre[0].integer(0, 100'000);
            area.y = centre[1].integer(0, 100'000);
        }
        for (const auto& n : item["land_neighbours"].items(max_areas))
            raw.land.push_back(n.string(max_text));
        for (const auto& n : item["water_neighbours"].items(max_areas))
            raw.water.push_back(n.string(max_text));
        if (!reader.ok())
            return std::unexpected(*reader.error());
        if (auto problem = check_facts(area))
            return std::unexpected(std::move(*problem));
        raws.push_back(std::move(raw));
    }
    if (!reader.ok())
        return std::unexpected(*reader.error());

    Board board;
    std::sort(raws.begin(), raws.end(), [](const Raw& a, const Raw& b) { return a.area.id < b.area.id; });
    for (std::size_t i = 0; i < raws.size(); ++i) {
        if (i > 0 && raws[i].area.id == raws[i - 1].area.id)
            return std::unexpected(bad_area(raws[i].area.id, "listed twice"));
        board.m_areas.push_back(raws[i].area);
    }
    const auto resolve = [&](const std::string& from, const std::vector<std::string>& ids,
                             std::vector<AreaId>& out) -> std::optional<core::Error> {
        for (const std::string& id : ids) {
            const auto found = board.find(id);
            if (!found)
                return core::Error {"civ_calamities.board_unknown_area",
                    fmt::format("area \"{}\" names an unknown neighbour \"{}\"", from, id), {from, id}};
            if (board.m_areas[*found].id == from)
                return bad_area(from, "its own neighbour");
            out.push_back(*found);
        }
        std::sort(out.begin(), out.end());
        return std::nullopt;
    };
    for (std::size_t i = 0; i < raws.size(); ++i) {
        Area& area = board.m_areas[i];
        if (auto e = resolve(area.id, raws[i].land, area.land_neighbours))
            return std::unexpected(std::move(*e));
        if (auto e = resolve(area.id, raws[i].water, area.water_neighbours))
            return std::unexpected(std::move(*e));
    }
    // Every border both ways, land with land.
    for (const Area& area : board.m_areas) {
        const AreaId self = *board.find(area.id);
        for (const bool land : {true, false})
            for (const AreaId other : land ? area.land_neighbours : area.water_neighbours) {
                const Area& o = board.m_areas[other];
                const auto& back = land ? o.land_neighbours : o.water_neighbours;
                if (!std::binary_search(back.begin(), back.end(), self))
                    return core::fail("civ_calamities.board_asymmetric",
                        fmt::format("\"{}\" borders \"{}\" but not the other way", area.id, o.id), {area.id, o.id});
                if (land && o.sea)
                    return std::unexpected(bad_area(area.id, "a land border with the sea area " + o.id));
            }
    }
    board.m_adjacent.assign(board.m_areas.size(), std::vector<bool>(board.m_areas.size(), false));
    for (std::size_t a = 0; a < board.m_areas.size(); ++a)
        for (const AreaId b : board.m_areas[a].land_neighbours)
            board.m_adjacent[a][b] = true;
    return board;
}

std::optional<AreaId> Board::find(std::string_view id) const
{
    const auto it = std::lower_bound(
        m_areas.begin(), m_areas.end(), id, [](const Area& area, std::string_view key) { return area.id < key; });
    if (it == m_areas.end() || it->id != id)
        return std::nullopt;
    return static_cast<AreaId>(it - m_areas.begin());
}

bool Board::adjacent(AreaId a, AreaId b) const
{
    return m_adjacent.at(a).at(b);
}

const core::Expected<Board>& load_standard_board()
{
    static const core::Expected<Board> board = Board::from_json(standard_board_json());
    return board;
}

const Board& standard_board()
{
    const auto& board = load_standard_board();
    if (!board) {
        std::fprintf(stderr, "the embedded board is broken: %s\n", board.error().message.c_str());
        std::abort();
    }
    return *board;
}

} // namespace tablee::civ_calamities
