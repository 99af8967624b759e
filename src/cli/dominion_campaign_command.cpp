// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli dominion-campaign [cards]: a Dominion campaign run from a JSON description, or the
// card list (docs/cli.md).

#include "cli/command.hpp"

#include "dominion_campaign/engine/campaign.hpp"
#include "dominion_campaign/engine/cards.hpp"

#include "core/json_reader.hpp"
#include "core/seats.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <limits>
#include <string>

namespace tablee::cli {

namespace {

namespace dc = tablee::dominion_campaign;

const char* const usage_text = R"(Usage: tablee-cli dominion-campaign [cards]

  (no argument)  read a campaign from standard input and print every round:
                 {"setup": {"players": ["Alex", "Bob", "Chris"], "sets": ["base1"],
                            "replaced": 3, "seed": 1},
                  "kingdom": [10 cards]                          (optional: round 1's kingdom)
                  "rounds": [{"scores": {"Alex": 30, ...},
                              "keeps": {"Alex": "village", ...},
                              "eliminations": [{"chooser": "Bob", "card": "cellar"}, ...],
                              "draw": [k cards]}, ...]}          (optional: the replacements)
                 Cards are ids ("throne_room") or English or French names.
                 Prints {"round_count": R, "rounds": [{kingdom with pile counts, decks,
                 scores, ranking, keeps, eliminations, draw, next seating}, ...], "phase": ...}
  cards          print the sets and cards known: ids, names, costs, types, sets

Refused input: JSON error on standard error (the first refusal, with its reason), exit 1.
Usage errors: exit 2.
)";

// Far above any real campaign (4 players, 6 rounds, 10 kingdom cards); the rules check the
// exact counts, these keep a hostile input from making the command loop or allocate without end.
constexpr std::size_t max_list = 64;
constexpr std::size_t max_rounds = 64;
constexpr std::size_t max_card_text = 100;
// Scores are points of one Dominion game; the engine sums them over the campaign.
constexpr int max_points = 1'000'000'000;

nlohmann::json card_to_json(const dc::Card& card)
{
    auto types = nlohmann::json::array();
    for (const auto type : card.types)
        types.push_back(dc::card_type_id(type));
    nlohmann::json json = {
        {"id", card.id}, {"en", card.name_en}, {"fr", card.name_fr}, {"cost", card.cost}, {"types", std::move(types)}};
    if (!card.basic)
        json["sets"] = card.sets;
    return json;
}

nlohmann::json cards_json(const dc::Catalog& catalog)
{
    auto sets = nlohmann::json::array();
    for (const auto& set : catalog.sets())
        sets.push_back({{"id", set.id}, {"en", set.name_en}, {"fr", set.name_fr},
            {"kingdom_cards", catalog.pool({set.id}).size()}});
    auto basic = nlohmann::json::array();
    for (const auto& card : catalog.basic_cards())
        basic.push_back(card_to_json(card));
    auto kingdom = nlohmann::json::array();
    for (const auto& card : catalog.kingdom_cards())
        kingdom.push_back(card_to_json(card));
    return {{"sets", std::move(sets)}, {"basic", std::move(basic)}, {"kingdom", std::move(kingdom)}};
}

// A card named by id or by English or French name; unknown text is passed on as it is, so the
// engine refuses it with its own reason.
dc::CardId card_id(const dc::Catalog& catalog, const std::string& text)
{
    const auto* card = catalog.find_by_id_or_name(text);
    return card ? card->id : text;
}

std::vector<dc::CardId> card_list(const dc::Catalog& catalog, const core::JsonValue& json)
{
    std::vector<dc::CardId> cards;
    for (const auto& item : json.items(max_list))
        cards.push_back(card_id(catalog, item.string(max_card_text)));
    return cards;
}

// The index of the player `name` names; records a "choice" error at `where` otherwise.
std::size_t player_index(const dc::Options& options, const std::string& name, const core::JsonValue& where)
{
    const auto found = std::ranges::find(options.players, name);
    if (found != options.players.end())
        return static_cast<std::size_t>(found - options.players.begin());
    where.reader().fail_at(where.path(), "a player of the setup, not \"" + name + "\"", {"choice", name});
    return 0;
}

dc::Options read_setup(const core::JsonValue& json)
{
    dc::Options options;
    for (const auto& name : json["players"].items(max_list))
        options.players.push_back(name.string(core::max_name_length));
    if (const auto sets = json.find("sets")) {
        options.sets.clear();
        for (const auto& set : sets->items(max_list))
            options.sets.push_back(set.string(max_card_text));
    }
    if (const auto replaced = json.find("replaced"))
        options.replaced = replaced->integer(-1000, 1000);
    if (const auto seed = json.find("seed"))
        options.seed = seed->is_string() ? seed->decimal_u64()
                                         : seed->integer<std::uint64_t>(0, std::numeric_limits<std::int64_t>::max());
    return options;
}

nlohmann::json names(const dc::State& state, const std::vector<std::size_t>& players)
{
    auto out = nlohmann::json::array();
    for (const auto player : players)
        out.push_back(state.player_name(player));
    return out;
}

nlohmann::json round_to_json(const dc::State& state, const dc::RoundRecord& round)
{
    nlohmann::json json = {{"round", round.number}, {"seating", names(state, round.seating)}};
    auto kingdom = nlohmann::json::array();
    auto basic = nlohmann::json::object();
    for (const auto& pile : dc::supply(state, round.number)) {
        const bool is_basic = state.catalog().find(pile.card)->basic;
        if (is_basic)
            basic[pile.card] = pile.count;
        else
            kingdom.push_back({{"card", pile.card}, {"count", pile.count}});
        if (pile.shortfall > 0)
            json["shortfall"][pile.card] = pile.shortfall;
    }
    json["kingdom"] = std::move(kingdom);
    json["basic"] = std::move(basic);
    auto decks = nlohmann::json::object();
    for (std::size_t p = 0; p < state.player_count(); ++p) {
        auto deck = nlohmann::json::object();
        for (const auto& entry : dc::starting_deck(state, p, round.number))
            deck[entry.card] = entry.count;
        decks[state.player_name(p)] = std::move(deck);
    }
    json["decks"] = std::move(decks);
    if (round.scored()) {
        auto scores = nlohmann::json::object();
        auto totals = nlohmann::json::object();
        for (std::size_t p = 0; p < state.player_count(); ++p) {
            scores[state.player_name(p)] = round.scores[p];
            totals[state.player_name(p)] = round.totals[p];
        }
        json["scores"] = std::move(scores);
        json["totals"] = std::move(totals);
        json["ranking"] = names(state, round.ranking);
    }
    auto keeps = nlohmann::json::object();
    for (std::size_t p = 0; p < state.player_count(); ++p)
        if (round.keeps[p])
            keeps[state.player_name(p)] = *round.keeps[p];
    if (!keeps.empty())
        json["keeps"] = std::move(keeps);
    if (!round.eliminated.empty()) {
        auto eliminated = nlohmann::json::array();
        for (const auto& pick : round.eliminated)
            eliminated.push_back({{"chooser", state.player_name(pick.chooser)}, {"card", pick.card}});
        json["eliminations"] = std::move(eliminated);
    }
    if (!round.drawn.empty())
        json["draw"] = round.drawn;
    if (round.number < state.round())
        json["next_seating"] = names(state, state.round_record(round.number + 1).seating);
    return json;
}

nlohmann::json campaign_to_output(const dc::State& state)
{
    auto rounds = nlohmann::json::array();
    for (const auto& round : state.rounds())
        rounds.push_back(round_to_json(state, round));
    nlohmann::json json = {{"round_count", state.round_count()}, {"pool", state.pool().size()},
        {"unused_cards", state.unused_card_count()}, {"rounds", std::move(rounds)},
        {"phase", dc::phase_name(state.phase())}};
    if (state.over())
        json["final_ranking"] = names(state, state.ranking());
    return json;
}

// Applies one move; a refusal names the round it happened in.
// The draws it starts are made at once, as the window makes them (from the campaign's seed).
core::Expected<void> play(dc::Campaign& campaign, const dc::Move& move)
{
    const int round = campaign.state().round();
    auto applied = campaign.play(move);
    if (!applied) {
        auto error = applied.error();
        error.message = fmt::format("round {}: {}", round, error.message);
        return std::unexpected(std::move(error));
    }
    campaign.play_chance();
    return {};
}

Answer run_campaign(const nlohmann::json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    const auto refused = [&] { return std::unexpected(*reader.error()); };
    const dc::Options options = read_setup(root["setup"]);
    if (!reader.ok())
        return refused();
    auto campaign = dc::Campaign::create(options);
    if (!campaign)
        return std::unexpected(campaign.error());
    const auto& catalog = campaign->state().catalog();

    if (const auto kingdom = root.find("kingdom")) {
        auto cards = card_list(catalog, *kingdom);
        if (!reader.ok())
            return refused();
        if (auto played = play(*campaign, dc::SetKingdom {std::move(cards)}); !played)
            return std::unexpected(played.error());
    }
    if (auto played = play(*campaign, dc::StartCampaign {}); !played)
        return std::unexpected(played.error());

    const auto rounds = root["rounds"].items(max_rounds);
    if (!reader.ok())
        return refused();
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        const core::JsonValue& round = rounds[r];
        if (campaign->state().over())
            return core::fail("cli.round_after_end",
                fmt::format("{}: the campaign is over after round {}", round.path(), campaign->state().round_count()),
                {std::to_string(r + 1)});

        if (const auto scores_json = round.find("scores")) {
            std::vector<int> points(campaign->state().player_count(), 0);
            std::vector<bool> given(campaign->state().player_count(), false);
            for (const auto& [name, value] : scores_json->members(max_list)) {
                const auto player = player_index(options, name, value);
                points[player] = value.integer(-max_points, max_points);
                given[player] = true;
            }
            for (std::size_t p = 0; p < given.size() && reader.ok(); ++p)
                if (!given[p])
                    reader.fail_at(scores_json->path() + "." + campaign->state().player_name(p),
                        "a score (it is missing)", {"missing"});
            if (!reader.ok())
                return refused();
            if (auto played = play(*campaign, dc::EnterScores {std::move(points)}); !played)
                return std::unexpected(played.error());
        }
        if (const auto keeps = round.find("keeps")) {
            // In name order (a JSON object has no order): a pile's last copy goes to the first name.
            for (const auto& [name, card] : keeps->members(max_list)) {
                const auto player = player_index(options, name, card);
                const auto id = card_id(catalog, card.string(max_card_text));
                if (!reader.ok())
                    return refused();
                if (auto played = play(*campaign, dc::Keep {player, id}); !played)
                    return std::unexpected(played.error());
            }
        }
        if (const auto eliminations = round.find("eliminations")) {
            for (const auto& pick : eliminations->items(max_list)) {
                const auto chooser = pick["chooser"];
                const auto player = player_index(options, chooser.string(core::max_name_length), chooser);
                const auto id = card_id(catalog, pick["card"].string(max_card_text));
                if (!reader.ok())
                    return refused();
                if (auto played = play(*campaign, dc::Eliminate {player, id}); !played)
                    return std::unexpected(played.error());
            }
            if (!reader.ok())
                return refused();
        }
        if (const auto draw = round.find("draw")) {
            auto cards = card_list(catalog, *draw);
            if (!reader.ok())
                return refused();
            if (auto played = play(*campaign, dc::SetDrawn {std::move(cards)}); !played)
                return std::unexpected(played.error());
        }
        if (!reader.ok())
            return refused();
    }
    return campaign_to_output(campaign->state());
}

Answer list_cards(std::span<const std::string> words)
{
    if (!words.empty())
        return std::unexpected(usage_error(fmt::format("unknown option \"{}\" for dominion-campaign cards", words[0])));
    const auto& catalog = dc::load_standard_catalog();
    if (!catalog)
        return std::unexpected(catalog.error());
    return cards_json(*catalog);
}

} // namespace

Command dominion_campaign_command()
{
    return {.name = "dominion-campaign",
        .variant = "dominion_campaign",
        .summary = "Dominion campaign: run a campaign round by round, list the cards",
        .usage = usage_text,
        .subcommands = {{.name = "", .from_input = run_campaign}, {.name = "cards", .from_words = list_cards}}};
}

} // namespace tablee::cli
