// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON forms of options and moves (Rules' JSON members are defined here), and the save schema.
// Readers check everything and refuse damaged data with an error; they never throw. The campaign
// and its save file are core::Game's: `campaign.to_json()`, `Campaign::from_json`,
// `campaign.save(...)`, `Campaign::load(text)`.
//
//   move:     {"type": "redraw_kingdom"} | {"type": "set_kingdom", "cards": [id x10]} |
//             {"type": "set_seating", "order": [player, ...]} | {"type": "shuffle_seating"} |
//             {"type": "start"} | {"type": "set_drawn", "cards": [id x k]} |
//             {"type": "scores", "points": [n per player]} |
//             {"type": "keep", "player": p, "card": id} | {"type": "eliminate", "chooser": p, "card": id}
//   options:  {"players": ["Alex", ...], "sets": ["base1"], "replaced": 3, "seed": "12345"}
//   campaign: {"options": options, "moves": [move, ...], "cursor": n}
// The seed is a decimal string: JSON numbers lose precision beyond 2^53 in many readers. Card
// data is not saved: the set ids name it, and the embedded catalog provides it on loading.

// The readers and writers are the members of Rules (campaign.hpp), defined in serialization.cpp;
// a move or options alone read with core::move_from_json<Rules> / core::options_from_json<Rules>.

#include "dominion_campaign/engine/campaign.hpp"
