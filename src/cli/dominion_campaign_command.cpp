// tablee-cli dominion-campaign [cards]: a Dominion campaign run from a JSON description, or the
// card list (docs/cli.md).

#include "cli/command.hpp"

#include "dominion_campaign/engine/campaign.hpp"
#include "dominion_campaign/engine/cards.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdint>
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

std::unexpected<core::Error> bad_input(const std::string& what, const std::string& message)
{
    return core::fail("dominion_campaign.bad_input", message, {what});
}

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

core::Expected<std::vector<dc::CardId>> card_list(
    const dc::Catalog& catalog, const nlohmann::json& json, const std::string& what)
{
    if (!json.is_array() || json.size() > 64)
        return bad_input(what, fmt::format("\"{}\" must be an array of cards", what));
    std::vector<dc::CardId> cards;
    for (const auto& item : json) {
        if (!item.is_string())
            return bad_input(what, fmt::format("\"{}\" must be an array of cards (strings)", what));
        cards.push_back(card_id(catalog, item.get<std::string>()));
    }
    return cards;
}

core::Expected<std::size_t> player_index(
    const dc::Options& options, const nlohmann::json& json, const std::string& what)
{
    if (json.is_string()) {
        const auto found = std::ranges::find(options.players, json.get_ref<const std::string&>());
        if (found != options.players.end())
            return static_cast<std::size_t>(found - options.players.begin());
    }
    return bad_input(what, fmt::format("\"{}\" must name a player of the setup, not {}", what, json.dump()));
}

core::Expected<dc::Options> setup_from_json(const nlohmann::json& json)
{
    if (!json.is_object())
        return bad_input("setup", "\"setup\" must be an object with \"players\"");
    dc::Options options;
    const auto players = json.find("players");
    if (players == json.end() || !players->is_array() || players->size() > 64)
        return bad_input("setup.players", "\"setup.players\" must be an array of names");
    for (const auto& name : *players) {
        if (!name.is_string())
            return bad_input("setup.players", "\"setup.players\" must be an array of names");
        options.players.push_back(name.get<std::string>());
    }
    if (const auto sets = json.find("sets"); sets != json.end()) {
        if (!sets->is_array() || sets->size() > 64)
            return bad_input("setup.sets", "\"setup.sets\" must be an array of set ids");
        options.sets.clear();
        for (const auto& set : *sets) {
            if (!set.is_string())
                return bad_input("setup.sets", "\"setup.sets\" must be an array of set ids");
            options.sets.push_back(set.get<std::string>());
        }
    }
    if (const auto replaced = json.find("replaced"); replaced != json.end()) {
        if (!replaced->is_number_integer() || replaced->get<std::int64_t>() < -1000
            || replaced->get<std::int64_t>() > 1000
            || (replaced->is_number_unsigned() && replaced->get<std::uint64_t>() > 1000))
            return bad_input("setup.replaced", "\"setup.replaced\" must be a whole number");
        options.replaced = static_cast<int>(replaced->get<std::int64_t>());
    }
    if (const auto seed = json.find("seed"); seed != json.end()) {
        if (seed->is_number_unsigned()) {
            options.seed = seed->get<std::uint64_t>();
        } else if (seed->is_string()) {
            const auto& text = seed->get_ref<const std::string&>();
            const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), options.seed);
            if (text.empty() || error != std::errc {} || end != text.data() + text.size())
                return bad_input("setup.seed", "\"setup.seed\" must be a whole number from 0 to 2^64-1");
        } else {
            return bad_input("setup.seed", "\"setup.seed\" must be a whole number from 0 to 2^64-1");
        }
    }
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
core::Expected<void> play(dc::State& state, const dc::Move& move)
{
    const int round = state.round();
    auto applied = dc::apply_in_place(state, move);
    if (!applied) {
        auto error = applied.error();
        error.message = fmt::format("round {}: {}", round, error.message);
        return std::unexpected(std::move(error));
    }
    return {};
}

core::Expected<nlohmann::json> run_campaign(std::istream& in)
{
    auto json = read_json_input(in);
    if (!json)
        return json;
    if (!json->is_object())
        return bad_input("input", "the input must be a JSON object with \"setup\" and \"rounds\"");
    const auto setup_json = json->find("setup");
    if (setup_json == json->end())
        return bad_input("setup", "\"setup\" is missing");
    auto options = setup_from_json(*setup_json);
    if (!options)
        return std::unexpected(options.error());
    auto state = dc::State::start(*options);
    if (!state)
        return std::unexpected(state.error());
    const auto& catalog = state->catalog();

    if (const auto kingdom = json->find("kingdom"); kingdom != json->end()) {
        auto cards = card_list(catalog, *kingdom, "kingdom");
        if (!cards)
            return std::unexpected(cards.error());
        if (auto played = play(*state, dc::SetKingdom {std::move(*cards)}); !played)
            return std::unexpected(played.error());
    }
    if (auto played = play(*state, dc::StartCampaign {}); !played)
        return std::unexpected(played.error());

    const auto rounds = json->find("rounds");
    if (rounds == json->end() || !rounds->is_array())
        return bad_input("rounds", "\"rounds\" must be an array of rounds");
    for (std::size_t r = 0; r < rounds->size(); ++r) {
        const auto& round = (*rounds)[r];
        const auto where = fmt::format("rounds[{}]", r);
        if (!round.is_object())
            return bad_input(where, fmt::format("\"{}\" must be an object", where));
        if (state->over())
            return core::fail("dominion_campaign.campaign_over",
                fmt::format("{}: the campaign is over after round {}", where, state->round_count()),
                {std::to_string(r + 1)});

        if (const auto scores_json = round.find("scores"); scores_json != round.end()) {
            if (!scores_json->is_object())
                return bad_input(where + ".scores", fmt::format("\"{}.scores\" must map each player to points", where));
            std::vector<int> points(state->player_count(), 0);
            std::vector<bool> given(state->player_count(), false);
            for (const auto& [name, value] : scores_json->items()) {
                auto player = player_index(*options, name, where + ".scores");
                if (!player)
                    return std::unexpected(player.error());
                const bool in_range = value.is_number_integer()
                    && (value.is_number_unsigned() ? value.get<std::uint64_t>() <= 1'000'000'000u
                                                   : value.get<std::int64_t>() >= -1'000'000'000
                                && value.get<std::int64_t>() <= 1'000'000'000);
                if (!in_range)
                    return bad_input(where + ".scores", fmt::format("{}'s score must be a whole number", name));
                points[*player] = static_cast<int>(value.get<std::int64_t>());
                given[*player] = true;
            }
            for (std::size_t p = 0; p < given.size(); ++p)
                if (!given[p])
                    return bad_input(
                        where + ".scores", fmt::format("{}: {}'s score is missing", where, state->player_name(p)));
            if (auto played = play(*state, dc::EnterScores {std::move(points)}); !played)
                return std::unexpected(played.error());
        }
        if (const auto keeps = round.find("keeps"); keeps != round.end()) {
            if (!keeps->is_object())
                return bad_input(where + ".keeps", fmt::format("\"{}.keeps\" must map players to cards", where));
            // In name order (a JSON object has no order): a pile's last copy goes to the first name.
            for (const auto& [name, card] : keeps->items()) {
                auto player = player_index(*options, name, where + ".keeps");
                if (!player)
                    return std::unexpected(player.error());
                if (!card.is_string())
                    return bad_input(where + ".keeps", fmt::format("{}'s keep must be a card", name));
                if (auto played = play(*state, dc::Keep {*player, card_id(catalog, card.get<std::string>())}); !played)
                    return std::unexpected(played.error());
            }
        }
        if (const auto eliminations = round.find("eliminations"); eliminations != round.end()) {
            if (!eliminations->is_array())
                return bad_input(where + ".eliminations",
                    fmt::format("\"{}.eliminations\" must be an array of {{\"chooser\", \"card\"}}", where));
            for (const auto& pick : *eliminations) {
                const auto chooser = pick.is_object() ? pick.find("chooser") : pick.end();
                const auto card = pick.is_object() ? pick.find("card") : pick.end();
                if (!pick.is_object() || chooser == pick.end() || card == pick.end() || !card->is_string())
                    return bad_input(where + ".eliminations",
                        fmt::format("\"{}.eliminations\" must be an array of {{\"chooser\", \"card\"}}", where));
                auto player = player_index(*options, *chooser, where + ".eliminations");
                if (!player)
                    return std::unexpected(player.error());
                if (auto played = play(*state, dc::Eliminate {*player, card_id(catalog, card->get<std::string>())});
                    !played)
                    return std::unexpected(played.error());
            }
        }
        if (const auto draw = round.find("draw"); draw != round.end()) {
            auto cards = card_list(catalog, *draw, where + ".draw");
            if (!cards)
                return std::unexpected(cards.error());
            if (auto played = play(*state, dc::SetDrawn {std::move(*cards)}); !played)
                return std::unexpected(played.error());
        }
    }
    return campaign_to_output(*state);
}

int run(Invocation& invocation)
{
    const auto& args = invocation.args;
    if (args.size() == 1 && args[0] == "cards") {
        const auto& catalog = dc::load_standard_catalog();
        if (!catalog)
            return report_error(invocation.err, catalog.error());
        print_json(invocation.out, cards_json(*catalog));
        return exit_ok;
    }
    if (!args.empty())
        return report_usage(invocation.err,
            fmt::format("unknown argument \"{}\"; tablee-cli dominion-campaign reads a campaign on standard input, "
                        "or lists the cards with \"cards\"",
                args[0]));
    const auto result = run_campaign(invocation.in);
    if (!result)
        return report_error(invocation.err, result.error());
    print_json(invocation.out, *result);
    return exit_ok;
}

} // namespace

Command dominion_campaign_command()
{
    return {"dominion-campaign", "Dominion campaign: run a campaign round by round, list the cards", usage_text, run};
}

} // namespace tablee::cli
