#include "dominion_campaign/engine/serialization.hpp"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <cstdint>
#include <optional>

namespace tablee::dominion_campaign {

namespace {

template <class... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};

// Any JSON integer within +-1e9; nothing for other types or larger values.
std::optional<int> small_int(const nlohmann::json& json)
{
    constexpr std::int64_t limit = 1'000'000'000;
    if (json.is_number_unsigned()) {
        const auto value = json.get<std::uint64_t>();
        return value <= static_cast<std::uint64_t>(limit) ? std::optional<int>(static_cast<int>(value)) : std::nullopt;
    }
    if (json.is_number_integer()) {
        const auto value = json.get<std::int64_t>();
        return value >= -limit && value <= limit ? std::optional<int>(static_cast<int>(value)) : std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::size_t> small_index(const nlohmann::json& json)
{
    const auto value = small_int(json);
    if (!value || *value < 0)
        return std::nullopt;
    return static_cast<std::size_t>(*value);
}

// An array of at most `limit` strings.
std::optional<std::vector<std::string>> strings(const nlohmann::json& json, std::size_t limit)
{
    if (!json.is_array() || json.size() > limit)
        return std::nullopt;
    std::vector<std::string> out;
    for (const auto& item : json) {
        if (!item.is_string())
            return std::nullopt;
        out.push_back(item.get<std::string>());
    }
    return out;
}

// Bounds far above any real campaign, so that a hostile file cannot make us allocate or replay
// without end; the rules check the exact counts.
constexpr std::size_t max_list = 64;
constexpr std::size_t max_moves = 100'000;

} // namespace

nlohmann::json move_to_json(const Move& move)
{
    nlohmann::json json = {{"type", move_name(move)}};
    std::visit(Overloaded {
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

core::Expected<Move> move_from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return core::fail("dominion_campaign.bad_move", fmt::format("a recorded move is malformed ({})", what), {what});
    };
    if (!json.is_object())
        return bad("not an object");
    const auto type = json.find("type");
    if (type == json.end() || !type->is_string())
        return bad("type");
    const auto& name = type->get_ref<const std::string&>();
    const auto card_list = [&](const char* key) -> std::optional<std::vector<CardId>> {
        const auto found = json.find(key);
        return found == json.end() ? std::nullopt : strings(*found, max_list);
    };
    const auto index = [&](const char* key) -> std::optional<std::size_t> {
        const auto found = json.find(key);
        return found == json.end() ? std::nullopt : small_index(*found);
    };
    const auto card = [&]() -> std::optional<CardId> {
        const auto found = json.find("card");
        if (found == json.end() || !found->is_string())
            return std::nullopt;
        return found->get<std::string>();
    };
    if (name == "redraw_kingdom")
        return RedrawKingdom {};
    if (name == "shuffle_seating")
        return ShuffleSeating {};
    if (name == "start")
        return StartCampaign {};
    if (name == "set_kingdom" || name == "set_drawn") {
        auto cards = card_list("cards");
        if (!cards)
            return bad("cards");
        if (name == "set_kingdom")
            return SetKingdom {std::move(*cards)};
        return SetDrawn {std::move(*cards)};
    }
    if (name == "set_seating") {
        const auto order = json.find("order");
        if (order == json.end() || !order->is_array() || order->size() > max_list)
            return bad("order");
        SetSeating seating;
        for (const auto& item : *order) {
            const auto player = small_index(item);
            if (!player)
                return bad("order");
            seating.order.push_back(*player);
        }
        return seating;
    }
    if (name == "scores") {
        const auto points = json.find("points");
        if (points == json.end() || !points->is_array() || points->size() > max_list)
            return bad("points");
        EnterScores scores;
        for (const auto& item : *points) {
            const auto value = small_int(item);
            if (!value)
                return bad("points");
            scores.points.push_back(*value);
        }
        return scores;
    }
    if (name == "keep" || name == "eliminate") {
        const auto player = index(name == "keep" ? "player" : "chooser");
        if (!player)
            return bad(name == "keep" ? "player" : "chooser");
        auto id = card();
        if (!id)
            return bad("card");
        if (name == "keep")
            return Keep {*player, std::move(*id)};
        return Eliminate {*player, std::move(*id)};
    }
    return bad("type");
}

nlohmann::json options_to_json(const Options& options)
{
    return {{"players", options.players}, {"sets", options.sets}, {"replaced", options.replaced},
        {"seed", std::to_string(options.seed)}};
}

core::Expected<Options> options_from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return core::fail(
            "dominion_campaign.bad_options", fmt::format("the campaign's options are malformed ({})", what), {what});
    };
    if (!json.is_object())
        return bad("options");
    Options options;
    const auto players = json.find("players");
    auto names = players == json.end() ? std::nullopt : strings(*players, max_list);
    if (!names)
        return bad("players");
    options.players = std::move(*names);
    const auto sets = json.find("sets");
    auto set_ids = sets == json.end() ? std::nullopt : strings(*sets, max_list);
    if (!set_ids)
        return bad("sets");
    options.sets = std::move(*set_ids);
    const auto replaced = json.find("replaced");
    const auto k = replaced == json.end() ? std::nullopt : small_int(*replaced);
    if (!k)
        return bad("replaced");
    options.replaced = *k;
    const auto seed = json.find("seed");
    if (seed == json.end() || !seed->is_string())
        return bad("seed");
    const auto& text = seed->get_ref<const std::string&>();
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), options.seed);
    if (text.empty() || error != std::errc {} || end != text.data() + text.size())
        return bad("seed");
    return options;
}

nlohmann::json campaign_to_json(const Campaign& campaign)
{
    auto moves = nlohmann::json::array();
    for (const auto& move : campaign.history().moves())
        moves.push_back(move_to_json(move));
    return {{"options", options_to_json(campaign.options())}, {"moves", std::move(moves)},
        {"cursor", campaign.history().cursor()}};
}

core::Expected<Campaign> campaign_from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return core::fail(
            "dominion_campaign.bad_save", fmt::format("the saved campaign is damaged ({})", what), {what});
    };
    if (!json.is_object())
        return bad("campaign");
    const auto options_json = json.find("options");
    if (options_json == json.end())
        return bad("options");
    auto options = options_from_json(*options_json);
    if (!options)
        return std::unexpected(options.error());
    const auto moves_json = json.find("moves");
    if (moves_json == json.end() || !moves_json->is_array() || moves_json->size() > max_moves)
        return bad("moves");
    std::vector<Move> moves;
    moves.reserve(moves_json->size());
    for (const auto& move_json : *moves_json) {
        auto move = move_from_json(move_json);
        if (!move)
            return std::unexpected(move.error());
        moves.push_back(std::move(*move));
    }
    const auto cursor_json = json.find("cursor");
    const auto cursor = cursor_json == json.end() ? std::nullopt : small_index(*cursor_json);
    if (!cursor)
        return bad("cursor");
    return Campaign::restore(std::move(*options), std::move(moves), *cursor, standard_catalog());
}

const core::SaveSchema& save_schema()
{
    static const core::SaveSchema schema {.variant = "dominion_campaign", .current = 1, .migrations = {}};
    return schema;
}

std::string save_campaign(const Campaign& campaign, std::string_view app_version, std::string_view saved_at)
{
    return core::write_save(save_schema(), campaign_to_json(campaign), app_version, saved_at);
}

core::Expected<Campaign> load_campaign(std::string_view text)
{
    const std::array schemas {save_schema()};
    auto envelope = core::read_save(text, schemas);
    if (!envelope)
        return std::unexpected(envelope.error());
    return campaign_from_json(envelope->game);
}

} // namespace tablee::dominion_campaign
