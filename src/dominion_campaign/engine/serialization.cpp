// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/engine/serialization.hpp"

#include "core/json_reader.hpp"
#include "core/overloaded.hpp"
#include "core/seats.hpp"

#include <fmt/format.h>

#include <array>
#include <cstdint>

namespace tablee::dominion_campaign {

namespace {

// Bounds far above any real campaign, so that a hostile file cannot make us allocate without
// end; the rules check the exact counts.
constexpr std::size_t max_list = 64;
constexpr std::size_t max_text = 100; // a card or set id, a move's type
constexpr int max_points = 1'000'000'000;

std::vector<std::string> strings(const core::JsonValue& json, std::size_t max_length)
{
    std::vector<std::string> out;
    for (const auto& item : json.items(max_list))
        out.push_back(item.string(max_length));
    return out;
}

} // namespace

Move Rules::read_move(const core::JsonValue& json)
{
    const std::string name = json["type"].string(max_text);
    const auto player = [&](const char* key) { return json[key].integer<std::size_t>(0, max_list); };
    if (name == "redraw_kingdom")
        return RedrawKingdom {};
    if (name == "shuffle_seating")
        return ShuffleSeating {};
    if (name == "start")
        return StartCampaign {};
    if (name == "set_kingdom")
        return SetKingdom {strings(json["cards"], max_text)};
    if (name == "set_drawn")
        return SetDrawn {strings(json["cards"], max_text)};
    if (name == "set_seating") {
        SetSeating seating;
        for (const auto& item : json["order"].items(max_list))
            seating.order.push_back(item.integer<std::size_t>(0, max_list));
        return seating;
    }
    if (name == "scores") {
        EnterScores scores;
        for (const auto& item : json["points"].items(max_list))
            scores.points.push_back(item.integer(-max_points, max_points));
        return scores;
    }
    if (name == "keep")
        return Keep {player("player"), json["card"].string(max_text)};
    if (name == "eliminate")
        return Eliminate {player("chooser"), json["card"].string(max_text)};
    if (json.reader().ok())
        json.reader().fail_at(json["type"].path(), "a move's name, not \"" + name + "\"", {"choice", name});
    return StartCampaign {};
}

Options Rules::read_options(const core::JsonValue& json)
{
    Options options;
    options.players = strings(json["players"], core::max_name_length);
    options.sets = strings(json["sets"], max_text);
    options.replaced = json["replaced"].integer(-1000, 1000);
    options.seed = json["seed"].decimal_u64();
    return options;
}

nlohmann::json Rules::move_to_json(const Move& move)
{
    nlohmann::json json = {{"type", move_name(move)}};
    std::visit(core::Overloaded {
                   [](const RedrawKingdom&) {},
                   [&](const SetKingdom& set) { json["cards"] = set.cards; },
                   [&](const SetSeating& seating) { json["order"] = seating.order; },
                   [](const ShuffleSeating&) {},
                   [](const StartCampaign&) {},
                   [&](const SetDrawn& set) { json["cards"] = set.cards; },
                   [&](const EnterScores& scores) { json["points"] = scores.points; },
                   [&](const Keep& keep) {
                       json["player"] = keep.player;
                       json["card"] = keep.card;
                   },
                   [&](const Eliminate& eliminate) {
                       json["chooser"] = eliminate.chooser;
                       json["card"] = eliminate.card;
                   },
               },
        move);
    return json;
}

nlohmann::json Rules::options_to_json(const Options& options)
{
    return {{"players", options.players}, {"sets", options.sets}, {"replaced", options.replaced},
        {"seed", std::to_string(options.seed)}};
}

const core::SaveSchema& Rules::save_schema()
{
    static const core::SaveSchema schema {.variant = "dominion_campaign", .current = 1, .migrations = {}};
    return schema;
}

} // namespace tablee::dominion_campaign
