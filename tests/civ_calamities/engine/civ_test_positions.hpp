// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Positions for the Civilization calamities tests, written as the table would say them:
// make_position({"Egypt", "Babylon"}, {{"Egypt", "memphis", 2, true}, {"Babylon", "gaza", 1}}).

#include "civ_calamities/engine/calamities.hpp"
#include "civ_calamities/engine/position.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace civ_test {

namespace civ = tablee::civ_calamities;

struct Piece {
    std::string nation;
    std::string area;
    int tokens = 0;
    bool city = false;
};

inline const civ::Board& board()
{
    return civ::standard_board();
}

inline civ::AreaId area(const std::string& id)
{
    const auto found = board().find(id);
    REQUIRE(found);
    return *found;
}

inline civ::Position make_position(const std::vector<std::string>& players, const std::vector<Piece>& pieces)
{
    civ::Position position = civ::empty_position(board(), players);
    for (const Piece& piece : pieces) {
        const auto nation = position.find(piece.nation);
        REQUIRE(nation);
        position.at(*nation, area(piece.area)) = {piece.tokens, piece.city};
    }
    REQUIRE(civ::check_position(board(), position));
    return position;
}

inline civ::NationId nation(const civ::Position& position, const std::string& name)
{
    const auto found = position.find(name);
    REQUIRE(found);
    return *found;
}

inline bool offered(const civ::CalamityState& state, const civ::Choice& choice)
{
    const auto choices = civ::legal_choices(board(), state);
    return std::find(choices.begin(), choices.end(), choice) != choices.end();
}

} // namespace civ_test
