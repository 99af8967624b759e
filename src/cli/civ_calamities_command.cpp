// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli civ-calamities resolve|legal|expand|support: the Civilization calamities referee
// behind JSON (docs/cli.md, section "civ-calamities").

#include "cli/command.hpp"

#include "civ_calamities/engine/calamities.hpp"
#include "civ_calamities/engine/phases.hpp"
#include "civ_calamities/engine/position.hpp"

#include "core/json_reader.hpp"

#include <fmt/format.h>

#include <functional>
#include <string>

namespace tablee::cli {

namespace {

namespace civ = tablee::civ_calamities;
using nlohmann::json;

const char* const usage_text = R"(Usage: tablee-cli civ-calamities <subcommand>

  resolve   read {"position": POSITION, "calamity": "secession" | "successive_wars",
                  "victim": "Egypt", "trader": "Babylon", "choices": [CHOICE, ...],
                  "settings": {"one_secessionist_nation": false} (optional)}
            and print the position after the choices, each side's losses, the log and
            whether the calamity is finished; or the first refused choice, with its
            number, its step and the reason (civ_calamities.refused_choice)
  legal     read the same, the choices so far, and print the legal choices of the next
            step and who makes them
  expand    read {"position": POSITION} and print the position after a population
            expansion (secessionists included) and what grew; nothing is taken back there
  surplus   read {"position": POSITION} and print the position after the surplus
            population is removed (its own phase, later in the turn): the tokens taken back
            where a nation stood alone over the limit, and the conflicts left to the table
  support   read {"position": POSITION, "reduce": [{"nation": "Egypt", "area": "thebes"}]}
            (optional), reduce those cities in turn, and print the position and the
            nations still short of city support

POSITION: {"nations": [{"name": "Egypt", "secessionist": false, "advances": ["agriculture",
"metalworking", "engineering", "military"], "areas": {"memphis": {"tokens": 2, "city": true}}}]}
Areas by their id (docs/civ-calamities.md: resources/civ_calamities/board.json).
CHOICE: {"city": "memphis"} | {"token": "tanis", "nation": "Egypt"} | {"finish": true} |
{"winner": "Babylon"} | {"centre": "tanis"} | {"loss": "gaza", "nation": "Egypt", "unit": "token" | "city"}.
Refused input: JSON error on standard error, exit 1. Usage errors: exit 2.
)";

constexpr std::size_t max_choices = 400;

const civ::Board* the_board()
{
    const auto& board = civ::load_standard_board();
    return board ? &*board : nullptr;
}

struct CalamityInput {
    civ::Position position;
    civ::Settings settings;
    civ::CalamityStart start;
    std::vector<civ::Choice> choices;
};

core::Expected<CalamityInput> read_calamity(const civ::Board& board, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    CalamityInput in;
    in.position = civ::read_position(board, root["position"]);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (const auto settings = root.find("settings"))
        if (const auto one = settings->find("one_secessionist_nation"))
            in.settings.one_secessionist_nation = one->boolean();
    const std::string which = root["calamity"].string(40);
    if (reader.ok() && which != "secession" && which != "successive_wars")
        reader.fail_at("calamity", "\"secession\" or \"successive_wars\"", {"choice", which});
    const auto nation = [&](const core::JsonValue& value) {
        return value.parsed(civ::max_name_length, [&](const std::string& name) { return in.position.find(name); });
    };
    in.start = {which == "secession" ? civ::Calamity::secession : civ::Calamity::successive_wars,
        nation(root["victim"]), nation(root["trader"])};
    if (const auto choices = root.find("choices"))
        for (const auto& choice : choices->items(max_choices))
            in.choices.push_back(civ::read_choice(board, choice, &in.position));
    return reader.result(std::move(in));
}

json log_json(const civ::CalamityState& state)
{
    json log = json::array();
    for (const civ::LogLine& line : state.log)
        log.push_back(line.text);
    return log;
}

Answer resolve(const civ::Board& board, const json& input)
{
    auto in = read_calamity(board, input);
    if (!in)
        return std::unexpected(in.error());
    auto state = civ::run_calamity(board, in->position, in->settings, in->start, in->choices);
    if (!state)
        return std::unexpected(state.error());
    json sides = json::array();
    if (state->winner)
        for (const civ::Belligerent& side : state->sides)
            sides.push_back({{"nation", state->position.nations[side.nation].name}, {"owed", side.owed},
                {"taken", side.taken}, {"forgiven", side.forgiven}, {"left", side.left()}});
    return json {{"finished", state->finished()}, {"step", civ::step_code(state->step)},
        {"position", civ::position_to_json(board, state->position)}, {"losses", sides}, {"log", log_json(*state)}};
}

Answer legal(const civ::Board& board, const json& input)
{
    auto in = read_calamity(board, input);
    if (!in)
        return std::unexpected(in.error());
    auto state = civ::run_calamity(board, in->position, in->settings, in->start, in->choices);
    if (!state)
        return std::unexpected(state.error());
    json choices = json::array();
    for (const civ::Choice& choice : civ::legal_choices(board, *state))
        choices.push_back(civ::choice_to_json(board, choice, &state->position));
    return json {{"step", civ::step_code(state->step)},
        {"chooser", state->finished() ? json(nullptr) : json(state->position.nations[state->chooser].name)},
        {"choices", choices}, {"log", log_json(*state)}};
}

json by_nation(const civ::Position& position, const std::vector<int>& counts)
{
    json out = json::object();
    for (std::size_t n = 0; n < counts.size(); ++n)
        if (counts[n] != 0)
            out[position.nations[n].name] = counts[n];
    return out;
}

// The areas over their limit, by id: what a surplus phase would take back or leave to the table.
json over_limit(const civ::Board& board, const civ::Position& position)
{
    json areas = json::array();
    for (const civ::AreaId a : civ::areas_over_limit(board, position))
        areas.push_back(board.area(a).id);
    return areas;
}

// The position of an input {"position": POSITION}. Errors: those of read_position.
core::Expected<civ::Position> position_of(const civ::Board& board, const json& input)
{
    const core::JsonReader reader(input);
    civ::Position position = civ::read_position(board, reader.root()["position"]);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    return position;
}

Answer expand(const civ::Board& board, const json& input)
{
    const auto position = position_of(board, input);
    if (!position)
        return std::unexpected(position.error());
    const auto result = civ::population_expansion(board, *position);
    json short_of = json::array();
    for (std::size_t n = 0; n < result.stock_short.size(); ++n)
        if (result.stock_short[n])
            short_of.push_back(position->nations[n].name);
    return json {{"position", civ::position_to_json(board, result.position)},
        {"grown", by_nation(*position, result.grown)}, {"stock_short", short_of},
        {"over_limit", over_limit(board, result.position)}};
}

Answer surplus(const civ::Board& board, const json& input)
{
    const auto read = position_of(board, input);
    if (!read)
        return std::unexpected(read.error());
    const civ::Position& position = *read;
    const auto result = civ::remove_surplus(board, position);
    json conflicts = json::array();
    for (const civ::SurplusConflict& c : result.conflicts) {
        json nations = json::array();
        for (const civ::NationId n : c.nations)
            nations.push_back(position.nations[n].name);
        conflicts.push_back(
            {{"area", board.area(c.area).id}, {"nations", nations}, {"tokens", c.tokens}, {"limit", c.limit}});
    }
    return json {{"position", civ::position_to_json(board, result.position)},
        {"surplus_removed", by_nation(position, result.removed)}, {"conflicts", conflicts}};
}

Answer support(const civ::Board& board, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    civ::Position position = civ::read_position(board, root["position"]);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (const auto reduce = root.find("reduce")) {
        // Not a list, or longer than the board has cities: refused with its path (items() says
        // so in the reader and gives nothing to loop over).
        const auto items = reduce->items(civ::cities_per_nation * civ::max_nations);
        if (!reader.ok())
            return std::unexpected(*reader.error());
        for (const auto& item : items) {
            const auto nation = item["nation"].parsed(
                civ::max_name_length, [&](const std::string& name) { return position.find(name); });
            const auto area = item["area"].parsed(100, [&](const std::string& id) { return board.find(id); });
            if (!reader.ok())
                return std::unexpected(*reader.error());
            if (auto ok = civ::reduce_city(board, position, nation, area); !ok)
                return std::unexpected(ok.error());
        }
    }
    json shortfalls = json::array();
    for (const civ::SupportShortfall& s : civ::city_support(position))
        shortfalls.push_back({{"nation", position.nations[s.nation].name}, {"cities", s.cities}, {"tokens", s.tokens},
            {"needed", s.tokens_needed}});
    return json {{"position", civ::position_to_json(board, position)}, {"shortfalls", shortfalls}};
}

std::function<Answer(const json&)> on_the_board(Answer (*answer)(const civ::Board&, const json&))
{
    return [answer](const json& input) -> Answer {
        const civ::Board* board = the_board();
        if (!board)
            return std::unexpected(civ::load_standard_board().error());
        return answer(*board, input);
    };
}

} // namespace

Command civ_calamities_command()
{
    // resolve, legal, expand, support, surplus: the order the fuzz target's first byte picks them
    // in.
    return {.name = "civ-calamities",
        .variant = "civ_calamities",
        .summary = "Civilization calamities: resolve Secession and Successive Wars, expansion, surplus, city "
                   "support",
        .usage = usage_text,
        .subcommands = {{.name = "resolve", .from_input = on_the_board(resolve)},
            {.name = "legal", .from_input = on_the_board(legal)},
            {.name = "expand", .from_input = on_the_board(expand)},
            {.name = "support", .from_input = on_the_board(support)},
            {.name = "surplus", .from_input = on_the_board(surplus)}}};
}

} // namespace tablee::cli
