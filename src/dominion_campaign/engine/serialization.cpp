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
    if (name == "correct_scores") {
        CorrectScores correction {json["round"].integer(0, 1000), {}};
        for (const auto& item : json["points"].items(max_list))
            correction.points.push_back(item.integer(-max_points, max_points));
        return correction;
    }
    if (name == "keep")
        return Keep {player("player"), json["card"].string(max_text)};
    if (name == "eliminate")
        return Eliminate {player("chooser"), json["card"].string(max_text)};
    if (name == "draw_card")
        return DrawCard {json["card"].string(max_text)};
    if (name == "draw_seat")
        return DrawSeat {player("player")};
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
                   [&](const DrawCard& draw) { json["card"] = draw.card; },
                   [&](const DrawSeat& draw) { json["player"] = draw.player; },
                   [&](const CorrectScores& correction) {
                       json["round"] = correction.round;
                       json["points"] = correction.points;
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

namespace {

// Schema 1 to 2: chance draws in moves of its own. A schema-1 redraw, shuffle or last elimination
// drew from the state's generator, the one that had dealt the first kingdom, in the order the
// moves were played (undone moves after the cursor went on from there when redone): the campaign
// is replayed to give each its draws, written after it, one card or place per move.
core::Expected<nlohmann::json> draws_as_moves(nlohmann::json game)
{
    if (!game.is_object() || !game.contains("moves") || !game["moves"].is_array())
        return game; // reading it says what is wrong
    auto options = core::options_from_json<Rules>(game.value("options", nlohmann::json()));
    if (!options)
        return std::unexpected(std::move(options.error()));
    auto state = Rules::start(*options);
    if (!state)
        return std::unexpected(std::move(state.error()));
    core::Random random(options->seed);
    (void)draw_cards(random, state->pool(), kingdom_size); // the first kingdom, dealt by start
    const auto play = [&](const Move& move) -> core::Expected<void> { return apply_in_place(*state, move); };
    return core::insert_after_moves(
        std::move(game), [&](const nlohmann::json& json) -> core::Expected<std::vector<nlohmann::json>> {
            auto move = core::move_from_json<Rules>(json);
            if (!move)
                return std::unexpected(std::move(move.error()));
            std::vector<Move> draws;
            if (std::holds_alternative<ShuffleSeating>(*move)) {
                auto seating = state->seating();
                random.shuffle(std::span<std::size_t>(seating));
                for (const std::size_t player : seating)
                    draws.push_back(DrawSeat {player});
            }
            if (auto played = play(*move); !played)
                return std::unexpected(std::move(played.error()));
            if (state->drawing() == Draw::kingdom || state->drawing() == Draw::replacements) {
                const int count = state->drawing() == Draw::kingdom ? kingdom_size : state->options().replaced;
                for (auto& card : draw_cards(random, cards_to_draw(*state), count))
                    draws.push_back(DrawCard {std::move(card)});
            }
            std::vector<nlohmann::json> after;
            for (const Move& draw : draws) {
                if (auto played = play(draw); !played)
                    return std::unexpected(std::move(played.error()));
                after.push_back(Rules::move_to_json(draw));
            }
            return after;
        });
}

} // namespace

const core::SaveSchema& Rules::save_schema()
{
    // Schema 3 adds the correction of a round's scores (a move older builds do not know): a
    // schema-2 campaign reads as it is.
    static const core::SaveSchema schema {.variant = "dominion_campaign",
        .current = 3,
        .migrations = {draws_as_moves, [](nlohmann::json game) -> core::Expected<nlohmann::json> { return game; }}};
    return schema;
}

} // namespace tablee::dominion_campaign
