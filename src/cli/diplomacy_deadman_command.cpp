// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli diplomacy new|adjudicate|deadman-tally|step|computer|self-play: the Diplomacy engine
// behind JSON
// (docs/cli.md, section "diplomacy").

#include "cli/command.hpp"

#include "diplomacy_deadman/engine/computer.hpp"
#include "diplomacy_deadman/engine/deadman.hpp"
#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/record.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/engine/serialization.hpp"

#include "core/json_reader.hpp"
#include "core/save.hpp"

#include <fmt/format.h>

#include <functional>
#include <optional>
#include <string>

namespace tablee::cli {

namespace {

namespace dip = tablee::diplomacy_deadman;
using nlohmann::json;

const char* const usage_text = R"(Usage: tablee-cli diplomacy <subcommand>

  new [--dead-man POWER]...  print the game state of Spring 1901 (the "state" below);
                 --dead-man again for each dead man of a smaller table
  adjudicate     read {"units": {"AUSTRIA": ["A VIE", "F TRI"], ...},
                       "orders": {"AUSTRIA": ["A VIE - GAL", ...], ...}}
                 and print the movement phase's outcome:
                 {"after": {"AUSTRIA": ["A GAL", "*F TRI"], ...},
                  "results": {"AUSTRIA": [{"order": "A VIE - GAL", "unit": "A VIE",
                                           "canonical": "A VIE - GAL", "result": "moved"}, ...]}}
                 ("*": dislodged, shown where it stood)
  deadman-tally  read {"state": STATE, "proposals": {"Alice": ["A VEN - TRI", ...], ...}}
                 (or {"units": ..., "dead_man": "ITALY", "proposals": ...} for a movement phase)
                 and print the dead man's orders and the tally of each of its units
  step           read {"state": STATE, "orders": {...}, "proposals": {...}} and print
                 {"phase": "S1901M", "results": {...}, "state": NEXT_STATE}: the phase
                 adjudicated (the dead man's orders voted from "proposals"), the next state
  computer [--power P] [--level L] [--seed S]
                 read {"state": STATE, "power": "FRANCE", "level": "normal", "seed": "0"}
                 and print the orders the computer of that level hands in for the power:
                 {"phase": "S1901M", "power": "FRANCE", "level": "normal", "seed": "0",
                  "orders": [...], "proposals": [...]} (proposals for the dead men's units)
  self-play [--seed S] [--until YEAR] [--level L]
                 seven computer powers from Spring 1901 to a solo or the end of YEAR (1910):
                 {"seed", "level", "until", "phases": [{"phase", "orders": {...}}, ...],
                  "winner": null, "centres": {...}, "state": STATE}

Powers: AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY. Units: "A PAR", "F STP/SC".
Orders: "A PAR - BUR", "A LON - BEL VIA", "F NTH C A LON - BEL", "A VEN S A ROM - APU",
"F CON S F BLA", "A MUN R BOH", "A MUN D", "F STP/NC B", "WAIVE" (names and case are free).
An illegal or unreadable order is reported as "void" with its reason; the unit holds.
STATE: {"phase": "S1901M", "units": {...}, "dislodged": [...], "contested": [...],
"centres": {...}, "winner": null, "dead_man": null}, or a Tablée save (its current position);
"dead_man" is null, a power, or a list of powers (several dead men).
Refused input: JSON error on standard error, exit 1. Usage errors: exit 2.
)";

core::Expected<const dip::Map*> the_map()
{
    const auto& map = dip::load_standard_map();
    if (!map)
        return std::unexpected(map.error());
    return &*map;
}

constexpr std::size_t max_text = 100; // an order, a unit, a player's name

Answer adjudicate(const dip::Map& map, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    const auto units = dip::read_units(map, root["units"]);
    std::vector<dip::OrderEntry> entries;
    std::vector<dip::SubmittedOrder> submitted;
    if (const auto orders = root.find("orders"))
        submitted = dip::read_orders(map, *orders, entries);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    auto movement = dip::adjudicate_movement(map, units, entries);
    if (!movement)
        return std::unexpected(movement.error());
    const dip::PhaseReport report {dip::Phase {}, *movement, std::nullopt, std::nullopt};
    return json {{"after", dip::after_movement_json(map, *movement)},
        {"results", dip::phase_results_json(map, submitted, entries, report)}};
}

// A state, or a Tablée save: the position its game has reached.
dip::GameState read_state_or_save(const dip::Map& map, const core::JsonValue& value)
{
    if (!value.is_object() || !value.json().contains("format"))
        return dip::read_state(map, value);
    auto game = dip::Game::load(value.json().dump());
    if (!game) {
        value.reader().fail(game.error());
        return {};
    }
    return game->state().position;
}

// The proposals, in the input's order; those that are not orders at all go to `unreadable`.
std::vector<dip::Proposal> read_proposals(const dip::Map& map, const core::JsonValue& root, json& unreadable)
{
    std::vector<dip::Proposal> proposals;
    unreadable = json::array();
    const auto given = root.find("proposals");
    if (!given)
        return proposals;
    for (const auto& [player, list] : given->members(dip::max_proposers)) {
        for (const auto& item : list.items(dip::max_proposals_per_proposer)) {
            const std::string text = item.string(max_text);
            auto order = dip::parse_order(map, text);
            if (!order) {
                unreadable.push_back({{"proposer", player}, {"order", text}, {"message", order.error().message}});
                continue;
            }
            proposals.push_back({player, *order});
        }
    }
    return proposals;
}

Answer deadman_tally(const dip::Map& map, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    dip::GameState state;
    if (const auto given = root.find("state"))
        state = read_state_or_save(map, *given);
    else {
        // A movement phase given by its units and the dead man (or dead men) alone.
        const auto dead_men = dip::read_dead_men(root["dead_man"]);
        auto units = dip::read_units(map, root["units"]);
        state = dip::initial_state(map, dead_men);
        state.units = std::move(units);
    }
    json unreadable;
    const auto proposals = read_proposals(map, root, unreadable);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    auto vote = dip::tally_dead_man(map, state, proposals);
    if (!vote)
        return std::unexpected(vote.error());
    json out = dip::vote_json(map, state.dead_men, *vote, proposals);
    out["unreadable"] = unreadable;
    return out;
}

Answer step(const dip::Map& map, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    auto state = read_state_or_save(map, root["state"]);
    std::vector<dip::OrderEntry> entries;
    std::vector<dip::SubmittedOrder> submitted;
    if (const auto orders = root.find("orders"))
        submitted = dip::read_orders(map, *orders, entries);
    json unreadable;
    const auto proposals = read_proposals(map, root, unreadable);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    json out = json::object();
    if (!state.dead_men.empty()) {
        // The dead men's own orders come from the vote only; orders written for them are refused.
        for (auto& s : submitted)
            if (state.dead_men.contains(s.power) && !s.error) {
                s.entry.reset();
                s.error = core::Error {"diplomacy_deadman.dead_man_order",
                    "the dead man's units carry out the vote of the proposals, not orders", {}};
            }
        auto vote = dip::tally_dead_man(map, state, proposals);
        if (!vote)
            return std::unexpected(vote.error());
        std::vector<dip::OrderEntry> kept;
        for (auto& s : submitted)
            if (s.entry) {
                const std::size_t index = kept.size();
                kept.push_back(entries[*s.entry]);
                s.entry = index;
            }
        entries = std::move(kept);
        for (const auto& order : vote->orders) {
            submitted.push_back({order.power, dip::order_text(map, order.order), entries.size(), std::nullopt});
            entries.push_back(order);
        }
        out["dead_man"] = dip::vote_json(map, state.dead_men, *vote, proposals);
        out["dead_man"]["unreadable"] = unreadable;
    } else if (root.find("proposals"))
        return core::fail("diplomacy_deadman.no_dead_man", "this game has no dead man: \"proposals\" is meaningless");
    const dip::Phase phase = state.phase;
    auto stepped = dip::step(map, state, entries);
    if (!stepped)
        return std::unexpected(stepped.error());
    out["phase"] = dip::phase_text(phase);
    const auto& report = stepped->report;
    if (report.movement)
        out["after"] = dip::after_movement_json(map, *report.movement);
    out["results"] = dip::phase_results_json(map, submitted, entries, report);
    out["state"] = dip::state_to_json(map, stepped->state);
    return out;
}

constexpr std::size_t max_level_length = 16; // the longest word read as a level

Answer computer(const dip::Map& map, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    dip::State state;
    state.position = read_state_or_save(map, root["state"]);
    const core::JsonValue power_json = root["power"];
    const dip::Power power
        = power_json.parsed(max_text, [](const std::string& word) { return dip::power_from_name(word); });
    const auto level_json = root.find("level");
    const dip::ComputerLevel level = level_json ? level_json->parsed(max_level_length,
                                         [](const std::string& word) { return dip::computer_level_from_id(word); })
                                                : dip::ComputerLevel::normal;
    const auto seed_json = root.find("seed");
    const std::uint64_t seed = seed_json ? seed_json->decimal_u64() : 0;
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (state.over())
        return core::fail(
            "diplomacy_deadman.game_over", "the game is over", {std::string(dip::power_code(*state.position.winner))});
    const auto writing = dip::writers(state);
    if (std::ranges::find(writing, power) == writing.end())
        return core::fail("diplomacy_deadman.not_a_writer",
            fmt::format("{} has nothing to write in this phase", dip::power_name_en(power)),
            {std::string(dip::power_code(power))});
    const dip::HandIn hand_in = dip::computer_hand_in(state, power, level, seed);
    return json {{"phase", dip::phase_text(state.position.phase)}, {"power", dip::power_code(power)},
        {"level", dip::computer_level_id(level)}, {"seed", std::to_string(seed)}, {"orders", hand_in.orders},
        {"proposals", hand_in.proposals}};
}

Answer self_play(std::span<const std::string> words)
{
    const auto usage
        = [] { return usage_error("usage: tablee-cli diplomacy self-play [--seed S] [--until YEAR] [--level L]"); };
    std::uint64_t seed = 0;
    int until = 1910;
    dip::ComputerLevel level = dip::ComputerLevel::normal;
    for (std::size_t k = 0; k < words.size(); k += 2) {
        if (k + 1 == words.size())
            return std::unexpected(usage());
        if (words[k] == "--seed") {
            const auto number = whole_number_word("--seed", words[k + 1], UINT64_MAX);
            if (!number)
                return std::unexpected(number.error());
            seed = *number;
        } else if (words[k] == "--until") {
            // A long game is a few decades; a century bounds what one call plays.
            const auto year = whole_number_word("--until", words[k + 1], 2000);
            if (!year || *year < 1901)
                return std::unexpected(usage_error("--until takes a year from 1901 to 2000"));
            until = static_cast<int>(*year);
        } else if (words[k] == "--level") {
            const auto named = dip::computer_level_from_id(words[k + 1]);
            if (!named)
                return std::unexpected(usage_error(fmt::format("--level takes \"normal\", not \"{}\"", words[k + 1])));
            level = *named;
        } else {
            return std::unexpected(usage());
        }
    }
    const auto map = the_map();
    if (!map)
        return std::unexpected(map.error());
    dip::Options options;
    options.seed = seed;
    auto state = dip::Rules::start(options).value();
    dip::ComputerSeats computers;
    computers.fill(level);
    json phases = json::array();
    std::vector<dip::PhasePlayed> revealed;
    while (!state.over() && state.position.phase.year <= until) {
        const dip::Phase phase = state.position.phase;
        const auto made = dip::computers_play(state, computers, seed, &revealed);
        if (!made)
            return std::unexpected(made.error());
        json orders = json::object();
        for (const dip::HandIn& hand_in : *made)
            orders[std::string(dip::power_code(hand_in.power))] = hand_in.orders;
        phases.push_back({{"phase", dip::phase_text(phase)}, {"orders", std::move(orders)}});
    }
    json centres = json::object();
    for (const dip::Power power : dip::all_powers)
        centres[std::string(dip::power_code(power))] = dip::centre_count(state.position, power);
    return json {{"seed", std::to_string(seed)}, {"level", dip::computer_level_id(level)}, {"until", until},
        {"phases", std::move(phases)},
        {"winner", state.position.winner ? json(dip::power_code(*state.position.winner)) : json(nullptr)},
        {"centres", std::move(centres)}, {"state", dip::state_to_json(**map, state.position)}};
}

Answer new_game(std::span<const std::string> words)
{
    // --dead-man POWER, given again for each dead man of a smaller table [extension].
    dip::PowerSet dead_men;
    for (std::size_t i = 0; i < words.size(); i += 2) {
        if (words[i] != "--dead-man" || i + 1 == words.size())
            return std::unexpected(usage_error("usage: tablee-cli diplomacy new [--dead-man POWER]..."));
        const auto dead_man = dip::power_from_name(words[i + 1]);
        if (!dead_man)
            return std::unexpected(usage_error(fmt::format("\"{}\" is not a power", words[i + 1])));
        dead_men.insert(*dead_man);
    }
    if (dead_men.size() > dip::max_dead_men)
        return std::unexpected(usage_error(fmt::format("at most {} dead men: two players vote", dip::max_dead_men)));
    const auto map = the_map();
    if (!map)
        return std::unexpected(map.error());
    return dip::state_to_json(**map, dip::initial_state(**map, dead_men));
}

// A subcommand that reads its input against the standard map.
std::function<Answer(const json&)> on_the_map(Answer (*answer)(const dip::Map&, const json&))
{
    return [answer](const json& input) -> Answer {
        const auto map = the_map();
        if (!map)
            return std::unexpected(map.error());
        return answer(**map, input);
    };
}

} // namespace

Command diplomacy_deadman_command()
{
    // adjudicate, step, deadman-tally: the order the fuzz target's first byte picks them in.
    return {.name = "diplomacy",
        .variant = "diplomacy_deadman",
        .summary = "Diplomacy: adjudicate a movement phase, tally the Dead Man vote, play a phase",
        .usage = usage_text,
        .subcommands
        = {{.name = "new", .from_words = new_game}, {.name = "adjudicate", .from_input = on_the_map(adjudicate)},
            {.name = "step", .from_input = on_the_map(step)},
            {.name = "deadman-tally", .from_input = on_the_map(deadman_tally)},
            {.name = "computer", .from_input = on_the_map(computer), .input_options = {"power", "level", "seed"}},
            {.name = "self-play", .from_words = self_play}}};
}

} // namespace tablee::cli
