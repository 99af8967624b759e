// tablee-cli diplomacy new|adjudicate|deadman-tally|step: the Diplomacy engine behind JSON
// (docs/cli.md, section "diplomacy").

#include "cli/command.hpp"

#include "diplomacy_deadman/engine/deadman.hpp"
#include "diplomacy_deadman/engine/game.hpp"
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

  new [--dead-man POWER]  print the game state of Spring 1901 (the "state" below)
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

Powers: AUSTRIA ENGLAND FRANCE GERMANY ITALY RUSSIA TURKEY. Units: "A PAR", "F STP/SC".
Orders: "A PAR - BUR", "A LON - BEL VIA", "F NTH C A LON - BEL", "A VEN S A ROM - APU",
"F CON S F BLA", "A MUN R BOH", "A MUN D", "F STP/NC B", "WAIVE" (names and case are free).
An illegal or unreadable order is reported as "void" with its reason; the unit holds.
STATE: {"phase": "S1901M", "units": {...}, "dislodged": [...], "contested": [...],
"centres": {...}, "winner": null, "dead_man": null}, or a Tablée save (its current position).
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

json void_entry(const std::string& text, std::string_view code, std::string_view message)
{
    return {{"order", text}, {"result", "void"}, {"reason", code}, {"message", message}};
}

json results_object()
{
    json results = json::object();
    for (dip::Power power : dip::all_powers)
        results[std::string(dip::power_code(power))] = json::array();
    return results;
}

// Per-order results: what each unit did (with the order as written), then the orders no unit
// carried out and the unreadable ones.
template <class UnitResults, class Describe>
json order_results(const dip::Map& map, const std::vector<dip::SubmittedOrder>& submitted,
    const std::vector<dip::OrderEntry>& entries, const UnitResults& units,
    const std::vector<dip::RejectedOrder>& rejected, Describe describe)
{
    json results = results_object();
    std::vector<std::string> text_of(entries.size());
    for (const auto& s : submitted)
        if (s.entry)
            text_of[*s.entry] = s.text;
    for (const auto& unit : units) {
        json entry = describe(unit);
        entry["order"] = unit.entry == dip::no_entry ? json(nullptr) : json(text_of[unit.entry]);
        results[entry["power"].template get<std::string>()].push_back(entry);
    }
    for (const auto& r : rejected)
        results[std::string(dip::power_code(entries[r.entry].power))].push_back(
            void_entry(text_of[r.entry], dip::void_reason_code(r.reason), dip::void_reason_message(r.reason)));
    for (const auto& s : submitted)
        if (s.error)
            results[std::string(dip::power_code(s.power))].push_back(void_entry(
                s.text, s.error->code == "cli.dead_man_order" ? "dead_man" : "unreadable", s.error->message));
    for (auto& [power, list] : results.items())
        for (auto& entry : list)
            entry.erase("power");
    (void)map;
    return results;
}

json movement_results(const dip::Map& map, const std::vector<dip::SubmittedOrder>& submitted,
    const std::vector<dip::OrderEntry>& entries, const dip::MovementResult& movement)
{
    return order_results(map, submitted, entries, movement.units, movement.rejected, [&](const dip::UnitResult& r) {
        json entry {{"power", dip::power_code(r.unit.power)}, {"unit", dip::unit_text(map, r.unit)},
            {"canonical", dip::order_text(map, r.order)}, {"result", dip::outcome_code(r.outcome)}};
        if (r.outcome == dip::Outcome::voided) {
            entry["reason"] = dip::void_reason_code(r.reason);
            entry["message"] = dip::void_reason_message(r.reason);
        }
        entry["dislodged"] = r.dislodged;
        if (r.dislodged)
            entry["dislodged_by"] = map.province(r.dislodged_from).code;
        return entry;
    });
}

json retreat_results(const dip::Map& map, const std::vector<dip::SubmittedOrder>& submitted,
    const std::vector<dip::OrderEntry>& entries, const dip::RetreatResult& retreats)
{
    return order_results(
        map, submitted, entries, retreats.units, retreats.rejected, [&](const dip::RetreatUnitResult& r) {
            json entry {{"power", dip::power_code(r.unit.unit.power)}, {"unit", dip::unit_text(map, r.unit.unit)},
                {"canonical", dip::order_text(map, r.order)}, {"result", dip::outcome_code(r.outcome)}};
            if (r.reason != dip::VoidReason::none) {
                entry["reason"] = dip::void_reason_code(r.reason);
                entry["message"] = dip::void_reason_message(r.reason);
            }
            return entry;
        });
}

json adjustment_results(const dip::Map& map, const std::vector<dip::SubmittedOrder>& submitted,
    const std::vector<dip::OrderEntry>& entries, const dip::AdjustmentResult& adjustments)
{
    json results = results_object();
    std::vector<std::string> text_of(entries.size());
    for (const auto& s : submitted)
        if (s.entry)
            text_of[*s.entry] = s.text;
    for (const auto& r : adjustments.orders) {
        json entry {{"order", text_of[r.entry]}, {"canonical", dip::order_text(map, r.order)},
            {"result", dip::outcome_code(r.outcome)}};
        if (r.outcome == dip::Outcome::voided) {
            entry["reason"] = dip::void_reason_code(r.reason);
            entry["message"] = dip::void_reason_message(r.reason);
        }
        results[std::string(dip::power_code(entries[r.entry].power))].push_back(entry);
    }
    for (const auto& unit : adjustments.civil_disorder)
        results[std::string(dip::power_code(unit.power))].push_back({{"order", nullptr},
            {"canonical", dip::unit_text(map, unit) + " D"}, {"result", "disbanded"}, {"reason", "civil_disorder"},
            {"message", "disbanded by the civil-disorder rule: too few disbands were ordered"}});
    for (const auto& s : submitted)
        if (s.error)
            results[std::string(dip::power_code(s.power))].push_back(void_entry(
                s.text, s.error->code == "cli.dead_man_order" ? "dead_man" : "unreadable", s.error->message));
    return results;
}

// "after": every unit after the movement, the dislodged ones marked "*" where they stood.
json after_movement(const dip::Map& map, const dip::MovementResult& movement)
{
    json after = dip::units_to_json(map, movement.after);
    for (const auto& d : movement.dislodged)
        after[std::string(dip::power_code(d.unit.power))].push_back("*" + dip::unit_text(map, d.unit));
    return after;
}

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
    return json {
        {"after", after_movement(map, *movement)}, {"results", movement_results(map, submitted, entries, *movement)}};
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

json tally_json(const dip::Map& map, const dip::DeadManVote& vote, std::span<const dip::Proposal> proposals)
{
    json tallies = json::array();
    for (const auto& t : vote.tallies) {
        json entries = json::array();
        for (const auto& e : t.entries)
            entries.push_back({{"order", e.text}, {"count", e.count}});
        tallies.push_back({{"place", map.location(t.place).code},
            {"unit", t.unit ? json(dip::unit_text(map, *t.unit)) : json(nullptr)}, {"proposals", entries},
            {"chosen", t.chosen ? json(dip::order_text(map, *t.chosen)) : json(nullptr)}});
    }
    json orders = json::array();
    for (const auto& o : vote.orders)
        orders.push_back(dip::order_text(map, o.order));
    json rejected = json::array();
    for (const auto& r : vote.rejected)
        rejected.push_back({{"proposer", proposals[r.entry].proposer},
            {"order", dip::order_text(map, proposals[r.entry].order)}, {"reason", dip::void_reason_code(r.reason)}});
    return {
        {"dead_man", dip::power_code(vote.power)}, {"orders", orders}, {"tally", tallies}, {"not_counted", rejected}};
}

Answer deadman_tally(const dip::Map& map, const json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    dip::GameState state;
    if (const auto given = root.find("state"))
        state = read_state_or_save(map, *given);
    else {
        // A movement phase given by its units and the dead man alone.
        const auto dead_man = root["dead_man"].parsed(max_text, dip::power_from_name);
        auto units = dip::read_units(map, root["units"]);
        state = dip::initial_state(map, dead_man);
        state.units = std::move(units);
    }
    json unreadable;
    const auto proposals = read_proposals(map, root, unreadable);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    auto vote = dip::tally_dead_man(map, state, proposals);
    if (!vote)
        return std::unexpected(vote.error());
    json out = tally_json(map, *vote, proposals);
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
    if (state.dead_man) {
        // The dead man's own orders come from the vote only; orders written for it are refused.
        for (auto& s : submitted)
            if (s.power == *state.dead_man && !s.error) {
                s.entry.reset();
                s.error = core::Error {
                    "cli.dead_man_order", "the dead man's units carry out the vote of the proposals, not orders", {}};
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
        out["dead_man"] = tally_json(map, *vote, proposals);
        out["dead_man"]["unreadable"] = unreadable;
    } else if (root.find("proposals"))
        return core::fail("diplomacy_deadman.no_dead_man", "this game has no dead man: \"proposals\" is meaningless");
    const dip::Phase phase = state.phase;
    auto stepped = dip::step(map, state, entries);
    if (!stepped)
        return std::unexpected(stepped.error());
    out["phase"] = dip::phase_text(phase);
    const auto& report = stepped->report;
    if (report.movement) {
        out["after"] = after_movement(map, *report.movement);
        out["results"] = movement_results(map, submitted, entries, *report.movement);
    } else if (report.retreats)
        out["results"] = retreat_results(map, submitted, entries, *report.retreats);
    else if (report.adjustments)
        out["results"] = adjustment_results(map, submitted, entries, *report.adjustments);
    out["state"] = dip::state_to_json(map, stepped->state);
    return out;
}

Answer new_game(std::span<const std::string> words)
{
    std::optional<dip::Power> dead_man;
    if (words.size() == 2 && words[0] == "--dead-man") {
        dead_man = dip::power_from_name(words[1]);
        if (!dead_man)
            return std::unexpected(usage_error(fmt::format("\"{}\" is not a power", words[1])));
    } else if (!words.empty())
        return std::unexpected(usage_error("usage: tablee-cli diplomacy new [--dead-man POWER]"));
    const auto map = the_map();
    if (!map)
        return std::unexpected(map.error());
    return dip::state_to_json(**map, dip::initial_state(**map, dead_man));
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
            {.name = "deadman-tally", .from_input = on_the_map(deadman_tally)}}};
}

} // namespace tablee::cli
