// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What is on the Fiefs board and in the players' hands, and the regions it makes
// (../shared/rules/fiefs-variant.md, "Board" and "Pieces and setup").
//
// [decision] Regions: spaces joined without crossing a border. Once every castle is placed, a
// region holding exactly one castle is its owner's fief, one holding none a neutral zone, one
// holding two or more open land. During setup there is no fief and no neutral zone. Fiefs are
// named by their castle's space: castles never move and a closed fief never opens again.

#include "fiefs_variant/engine/board.hpp"

#include <bitset>
#include <cstdint>
#include <optional>
#include <vector>

namespace tablee::fiefs_variant {

inline constexpr int no_player = -1;
inline constexpr int min_players = 2;
inline constexpr int max_players = 4;
inline constexpr int border_supply = 100;
inline constexpr int knights_each = 15;
inline constexpr int starting_ducats = 7;

constexpr int castles_each(int players)
{
    return players == 4 ? 3 : 4;
}
// The King token's place on the score track.
constexpr int king_token(int players)
{
    return players == 2 ? 50 : players == 3 ? 40 : 30;
}

struct Stock {
    int ducats = starting_ducats;
    int knights = knights_each; // in the supply, not yet on the board
    int castles = 0; // still to place in the setup
    friend bool operator==(const Stock&, const Stock&) = default;
};

// Two fiefs allied for the rest of the game, by their castles, and the marker's space.
struct Alliance {
    Space fief = 0; // the player's who made it
    Space partner = 0;
    Space marker = 0;
    friend bool operator==(const Alliance&, const Alliance&) = default;
};

struct Position {
    Terrains terrain {};
    std::bitset<edge_count> borders;
    std::array<std::int8_t, space_count> castle {}; // owner, or no_player
    std::array<std::int8_t, space_count> knight {}; // owner, or no_player
    std::vector<Stock> players;
    std::vector<Alliance> alliances;

    // An empty board of `terrain` for `players` players, each with their castles to place.
    static Position empty(const Terrains& terrain, int players);

    int player_count() const { return static_cast<int>(players.size()); }
    bool setup_over() const;
    int borders_in_supply() const { return border_supply - static_cast<int>(borders.count()); }
    int castle_at(Space space) const { return castle[static_cast<std::size_t>(space)]; }
    int knight_at(Space space) const { return knight[static_cast<std::size_t>(space)]; }
    Terrain terrain_at(Space space) const { return terrain[static_cast<std::size_t>(space)]; }
    bool free(Space space) const { return castle_at(space) == no_player && knight_at(space) == no_player; }
    bool allied(Space fief, Space other) const;

    friend bool operator==(const Position&, const Position&) = default;
};

enum class RegionKind : std::uint8_t { open_land, fief, neutral_zone };

struct Region {
    RegionKind kind = RegionKind::open_land;
    int owner = no_player; // a fief's
    Space castle = -1; // a fief's
    std::vector<Space> spaces; // ascending
    int value = 0; // what it scores as a fief: forests, villages, the royal city
    int strength = 0; // a fief's owner's knights in it
    int castles = 0;
};

// The regions of a position: computed in one flood fill over the 144 spaces (well under a
// microsecond per space), so callers recompute after every change rather than keep them in step.
class Regions {
public:
    explicit Regions(const Position& position);

    int size() const { return static_cast<int>(m_regions.size()); }
    const Region& operator[](int index) const { return m_regions[static_cast<std::size_t>(index)]; }
    const std::vector<Region>& all() const { return m_regions; }
    int index_of(Space space) const { return m_of[static_cast<std::size_t>(space)]; }
    const Region& of(Space space) const { return (*this)[index_of(space)]; }
    // The fief of the castle at `castle`, if that castle is in a fief.
    const Region* fief_of(Space castle) const;
    // The indexes of the regions across a border from region `index`, ascending.
    std::vector<int> touching(int index) const;

private:
    std::array<int, space_count> m_of {};
    std::vector<Region> m_regions;
};

// Each player's points: the value of their fiefs.
std::vector<int> scores(const Position& position, const Regions& regions);
// The player's castles not yet in a fief.
std::vector<Space> open_castles(const Position& position, const Regions& regions, int player);
// Every player's castles not yet in a fief: the game ends when none is left.
int castles_outside_fiefs(const Position& position, const Regions& regions);

} // namespace tablee::fiefs_variant
