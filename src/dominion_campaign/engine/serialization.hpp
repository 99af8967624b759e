#pragma once

// JSON forms of options, moves and campaigns, and the save schema. Readers check everything and
// refuse damaged data with an error; they never throw.
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

#include "dominion_campaign/engine/campaign.hpp"

#include "core/error.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace tablee::dominion_campaign {

nlohmann::json move_to_json(const Move& move);
// Errors: json.bad_value (path, kind...: core/json_reader.hpp).
core::Expected<Move> move_from_json(const nlohmann::json& json);

nlohmann::json options_to_json(const Options& options);
// Errors: json.bad_value (path, kind...).
core::Expected<Options> options_from_json(const nlohmann::json& json);

nlohmann::json campaign_to_json(const Campaign& campaign);
// Errors: json.bad_value (path, kind..., e.g. "game.moves[3].card"), history.bad_cursor, those
// of State::start, or the code of a move that does not replay (args end with the move number).
// Never throws, whatever the JSON.
core::Expected<Campaign> campaign_from_json(const nlohmann::json& json);

// Variant "dominion_campaign", schema 1.
const core::SaveSchema& save_schema();
// A complete save file (envelope + campaign_to_json).
std::string save_campaign(const Campaign& campaign, std::string_view app_version, std::string_view saved_at);
// Errors: those of core::read_save (save.*), then those of campaign_from_json.
core::Expected<Campaign> load_campaign(std::string_view text);

} // namespace tablee::dominion_campaign
