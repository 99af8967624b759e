// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli fiefs new|legal|apply|computer: the Fiefs engine behind JSON (docs/cli.md, section
// "fiefs").

#include "cli/command.hpp"

#include "fiefs_variant/engine/computer.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include "core/json_reader.hpp"

#include <fmt/format.h>

#include <limits>
#include <optional>
#include <string>

namespace tablee::cli {

namespace {

namespace fv = tablee::fiefs_variant;
using nlohmann::json;

const char* const usage_text = R"(Usage: tablee-cli fiefs <subcommand>

  new --seed S --players N [--option income_per_mine_kind] [--option alliance_with_several]
            print the starting state of a game of N players (2 to 4) on the board dealt by
            seed S (a whole number 0..2^64-1): {"state": STATE, "regions": [...], "scores": [...]}
  legal     read {"state": STATE} and print whose move it is, the price list (each action with
            its price, whether it can be bought now and why not) and the legal moves (borders
            and knights one at a time)
  apply     read {"state": STATE, "move": MOVE, "die": 1..6 (optional)} and print the state
            after the move, every region (kind, owner, castle, spaces, value) and the scores;
            a move that rolls a die (treason, alliance, special income) takes "die" when given,
            else draws it from the state's generator; or the refusal with the rule broken
  computer [--level L]
            read {"state": STATE, "level": "easy" | "normal" | "strong"} and print the move that
            computer player makes: {"move": MOVE}; --level gives the level instead of the input

STATE: what "new" and "apply" print under "state". MOVE: {"type": "castle", "castle": "c4",
"knight": "c5"} | {"type": "borders", "edges": ["c4/d4"]} | {"type": "knights", "spaces": ["c4"]}
| {"type": "expand", "fief": "c4", "space": "d4"} | {"type": "treason", "knight": "e5",
"destination": "d5"} | {"type": "alliance", "fief": "c4", "partners": [{"fief": "f4", "marker":
"d4"}]} | {"type": "take_ducats"} | {"type": "special_income"} | {"type": "free_knight", "space":
"c4" | null} | {"type": "join", "fief": "c4"}. Spaces "a1" (top left) to "l12"; a fief is named
by its castle's space; an edge by its two spaces.
Refused input: JSON error on standard error, exit 1. Usage errors: exit 2.
)";

json answer_state(const fv::State& state)
{
    json answer = fv::regions_to_json(state.position);
    answer["state"] = fv::state_to_json(state);
    return answer;
}

Answer new_game(std::span<const std::string> words)
{
    std::optional<std::uint64_t> seed;
    std::optional<std::uint64_t> players;
    fv::Settings settings;
    for (std::size_t i = 0; i < words.size(); i += 2) {
        if (i + 1 >= words.size())
            return std::unexpected(usage_error("usage: tablee-cli fiefs new --seed S --players N [--option NAME]"));
        const std::string& word = words[i];
        const std::string& value = words[i + 1];
        if (word == "--seed" || word == "--players") {
            const bool is_seed = word == "--seed";
            auto number = whole_number_word(word, value,
                is_seed ? std::numeric_limits<std::uint64_t>::max() : static_cast<std::uint64_t>(fv::max_players));
            if (!number)
                return std::unexpected(number.error());
            // A table the game cannot seat is a wrong command, as docs/cli.md says (cli.usage).
            if (!is_seed
                && (*number < static_cast<std::uint64_t>(fv::min_players)
                    || *number > static_cast<std::uint64_t>(fv::max_players)))
                return std::unexpected(usage_error(fmt::format(
                    "--players takes a number from {} to {}, not {}", fv::min_players, fv::max_players, *number)));
            (is_seed ? seed : players) = *number;
        } else if (word == "--option" && value == "income_per_mine_kind") {
            settings.income_per_mine_kind = true;
        } else if (word == "--option" && value == "alliance_with_several") {
            settings.alliance_with_several = true;
        } else {
            return std::unexpected(usage_error("unknown option \"" + word + " " + value + "\" for fiefs new"));
        }
    }
    if (!seed || !players)
        return std::unexpected(usage_error("usage: tablee-cli fiefs new --seed S --players N [--option NAME]"));
    fv::Options options;
    options.seed = *seed;
    options.settings = settings;
    for (std::uint64_t i = 0; i < *players; ++i)
        options.players.push_back({"Player " + std::to_string(i + 1), fv::Control::human});
    auto state = fv::Rules::start(options);
    if (!state)
        return std::unexpected(state.error());
    return answer_state(*state);
}

core::Expected<fv::State> read_state(const json& input)
{
    const core::JsonReader reader(input);
    const json& state = reader.root()["state"].json();
    if (!reader.ok())
        return std::unexpected(*reader.error());
    return fv::state_from_json(state);
}

Answer legal(const json& input)
{
    auto state = read_state(input);
    if (!state)
        return std::unexpected(state.error());
    json actions = json::array();
    for (const fv::Action action : fv::all_actions) {
        json entry {{"action", fv::action_id(action)}};
        const auto price = fv::fixed_price(action);
        entry["price"] = price ? json(*price) : json("die");
        const auto why = fv::why_not(*state, action);
        entry["available"] = !why.has_value();
        if (why)
            entry["why"] = {{"code", why->code}, {"message", why->message}};
        actions.push_back(std::move(entry));
    }
    json moves = json::array();
    for (const auto& move : fv::legal_moves(*state))
        moves.push_back(fv::Rules::move_to_json(move));
    return json {{"step", fv::step_id(state->step)}, {"player", state->current}, {"actions", std::move(actions)},
        {"moves", std::move(moves)}};
}

Answer apply(const json& input)
{
    auto state = read_state(input);
    if (!state)
        return std::unexpected(state.error());
    const core::JsonReader reader(input);
    std::optional<int> die;
    if (const auto given = reader.root().find("die"))
        die = given->integer(1, 6);
    const json& move_json = reader.root()["move"].json();
    if (!reader.ok())
        return std::unexpected(*reader.error());
    auto move = core::move_from_json<fv::Rules>(move_json);
    if (!move)
        return std::unexpected(move.error());
    // The move and its die in one, as the command has always answered: a die not given is drawn
    // from the state's generator (a state is all the command knows of a game).
    const int face = die ? *die : fv::rolls_die(*move) ? state->random.between(1, 6) : 1;
    auto applied = fv::apply_with_die(*state, *move, face);
    if (!applied)
        return std::unexpected(applied.error());
    return answer_state(*state);
}

Answer computer(const json& input)
{
    auto state = read_state(input);
    if (!state)
        return std::unexpected(state.error());
    const core::JsonReader reader(input);
    const std::string level = reader.root()["level"].string(10);
    const auto control = fv::computer_level(level);
    if (reader.ok() && !control)
        reader.fail_at("level", "\"easy\", \"normal\" or \"strong\"", {"choice", level});
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (state->step == fv::Step::over)
        return core::fail("fiefs_variant.game_over", "the game is over");
    if (state->step == fv::Step::die)
        return core::fail("fiefs_variant.wrong_step", "the die is to roll: no player chooses now");
    const auto move = fv::computer_move(*state, *control);
    return json {{"move", fv::Rules::move_to_json(move)}};
}

} // namespace

Command fiefs_variant_command()
{
    return Command {
        .name = "fiefs",
        .variant = "fiefs_variant",
        .summary = "Fiefs: new game, price list and legal moves, apply a move, a computer player's move",
        .usage = usage_text,
        .subcommands = {
            {.name = "new", .from_words = new_game},
            {.name = "legal", .from_input = legal},
            {.name = "apply", .from_input = apply},
            {.name = "computer", .from_input = computer, .input_options = {"level"}},
        },
    };
}

} // namespace tablee::cli
