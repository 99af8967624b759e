// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/record.hpp"

#include <cassert>
#include <string>
#include <string_view>

namespace tablee::diplomacy_deadman {

using nlohmann::json;

namespace {

json void_entry(const std::string& text, std::string_view code, std::string_view message)
{
    return {{"order", text}, {"result", "void"}, {"reason", code}, {"message", message}};
}

json results_object()
{
    json results = json::object();
    for (Power power : all_powers)
        results[std::string(power_code(power))] = json::array();
    return results;
}

// Per-order results: what each unit did (with the order as written), then the orders no unit
// carried out and the unreadable ones.
template <class UnitResults, class Describe>
json order_results(const Map& map, std::span<const SubmittedOrder> submitted, std::span<const OrderEntry> entries,
    const UnitResults& units, std::span<const RejectedOrder> rejected, Describe describe)
{
    json results = results_object();
    std::vector<std::string> text_of(entries.size());
    for (const auto& s : submitted)
        if (s.entry)
            text_of[*s.entry] = s.text;
    for (const auto& unit : units) {
        json entry = describe(unit);
        entry["order"] = unit.entry == no_entry ? json(nullptr) : json(text_of[unit.entry]);
        results[entry["power"].template get<std::string>()].push_back(entry);
    }
    for (const auto& r : rejected)
        results[std::string(power_code(entries[r.entry].power))].push_back(
            void_entry(text_of[r.entry], void_reason_code(r.reason), void_reason_message(r.reason)));
    for (const auto& s : submitted)
        if (s.error)
            results[std::string(power_code(s.power))].push_back(void_entry(s.text,
                s.error->code == "diplomacy_deadman.dead_man_order" ? "dead_man" : "unreadable", s.error->message));
    for (auto& [power, list] : results.items())
        for (auto& entry : list)
            entry.erase("power");
    (void)map;
    return results;
}

json movement_results(const Map& map, std::span<const SubmittedOrder> submitted, std::span<const OrderEntry> entries,
    const MovementResult& movement)
{
    return order_results(map, submitted, entries, movement.units, movement.rejected, [&](const UnitResult& r) {
        json entry {{"power", power_code(r.unit.power)}, {"unit", unit_text(map, r.unit)},
            {"canonical", order_text(map, r.order)}, {"result", outcome_code(r.outcome)}};
        if (r.outcome == Outcome::voided) {
            entry["reason"] = void_reason_code(r.reason);
            entry["message"] = void_reason_message(r.reason);
        }
        entry["dislodged"] = r.dislodged;
        if (r.dislodged)
            entry["dislodged_by"] = map.province(r.dislodged_from).code;
        return entry;
    });
}

json retreat_results(const Map& map, std::span<const SubmittedOrder> submitted, std::span<const OrderEntry> entries,
    const RetreatResult& retreats)
{
    return order_results(map, submitted, entries, retreats.units, retreats.rejected, [&](const RetreatUnitResult& r) {
        json entry {{"power", power_code(r.unit.unit.power)}, {"unit", unit_text(map, r.unit.unit)},
            {"canonical", order_text(map, r.order)}, {"result", outcome_code(r.outcome)}};
        if (r.reason != VoidReason::none) {
            entry["reason"] = void_reason_code(r.reason);
            entry["message"] = void_reason_message(r.reason);
        }
        return entry;
    });
}

json adjustment_results(const Map& map, std::span<const SubmittedOrder> submitted, std::span<const OrderEntry> entries,
    const AdjustmentResult& adjustments)
{
    json results = results_object();
    std::vector<std::string> text_of(entries.size());
    for (const auto& s : submitted)
        if (s.entry)
            text_of[*s.entry] = s.text;
    for (const auto& r : adjustments.orders) {
        json entry {
            {"order", text_of[r.entry]}, {"canonical", order_text(map, r.order)}, {"result", outcome_code(r.outcome)}};
        if (r.outcome == Outcome::voided) {
            entry["reason"] = void_reason_code(r.reason);
            entry["message"] = void_reason_message(r.reason);
        }
        results[std::string(power_code(entries[r.entry].power))].push_back(entry);
    }
    for (const auto& unit : adjustments.civil_disorder)
        results[std::string(power_code(unit.power))].push_back({{"order", nullptr},
            {"canonical", unit_text(map, unit) + " D"}, {"result", "disbanded"}, {"reason", "civil_disorder"},
            {"message", "disbanded by the civil-disorder rule: too few disbands were ordered"}});
    for (const auto& s : submitted)
        if (s.error)
            results[std::string(power_code(s.power))].push_back(void_entry(s.text,
                s.error->code == "diplomacy_deadman.dead_man_order" ? "dead_man" : "unreadable", s.error->message));
    return results;
}

} // namespace

json after_movement_json(const Map& map, const MovementResult& movement)
{
    json after = units_to_json(map, movement.after);
    for (const auto& d : movement.dislodged)
        after[std::string(power_code(d.unit.power))].push_back("*" + unit_text(map, d.unit));
    return after;
}

json phase_results_json(const Map& map, std::span<const SubmittedOrder> submitted, std::span<const OrderEntry> entries,
    const PhaseReport& report)
{
    if (report.movement)
        return movement_results(map, submitted, entries, *report.movement);
    if (report.retreats)
        return retreat_results(map, submitted, entries, *report.retreats);
    assert(report.adjustments); // a report holds one of the three
    return adjustment_results(map, submitted, entries, *report.adjustments);
}

json vote_json(const Map& map, PowerSet dead_men, const DeadManVote& vote, std::span<const Proposal> proposals)
{
    json tallies = json::array();
    for (const auto& t : vote.tallies) {
        json entries = json::array();
        for (const auto& e : t.entries)
            entries.push_back({{"order", e.text}, {"count", e.count}});
        tallies.push_back(
            {{"place", map.location(t.place).code}, {"unit", t.unit ? json(unit_text(map, *t.unit)) : json(nullptr)},
                {"proposals", entries}, {"chosen", t.chosen ? json(order_text(map, *t.chosen)) : json(nullptr)}});
    }
    json orders = json::array();
    for (const auto& o : vote.orders)
        orders.push_back(order_text(map, o.order));
    json rejected = json::array();
    for (const auto& r : vote.rejected)
        rejected.push_back({{"proposer", proposals[r.entry].proposer},
            {"order", order_text(map, proposals[r.entry].order)}, {"reason", void_reason_code(r.reason)}});
    return {
        {"dead_man", dead_men_to_json(dead_men)}, {"orders", orders}, {"tally", tallies}, {"not_counted", rejected}};
}

json game_record_json(const Game& game)
{
    const Map& map = standard_map();
    json phases = json::array();
    // Each power's supply centres once a year, after the Fall's phases (when centres change hands).
    json centres = json::array();
    int year = game.initial_state().position.phase.year;
    for (PhasePlayed& played : phases_played(game.initial_state(), game.history().applied())) {
        json phase = Rules::move_to_json(played.written);
        phase.erase("type");
        phase["phase"] = phase_text(played.before.phase);
        const PhaseOutcome& outcome = played.outcome;
        if (outcome.vote)
            phase["dead_man"] = vote_json(map, played.before.dead_men, *outcome.vote, outcome.proposals);
        phase["results"] = phase_results_json(map, outcome.submitted, outcome.entries, outcome.step.report);
        if (outcome.step.report.movement)
            phase["after"] = after_movement_json(map, *outcome.step.report.movement);
        const GameState& after = outcome.step.state;
        phase["state"] = state_to_json(map, after);
        year = played.before.phase.year;
        if (played.before.phase.season == Season::fall && after.phase.season != Season::fall) {
            json counts {{"year", year}};
            for (Power power : all_powers)
                counts[std::string(power_code(power))] = centre_count(after, power);
            centres.push_back(std::move(counts));
        }
        phases.push_back(std::move(phase));
    }
    const State& state = game.state();
    const auto winner = state.position.winner;
    json result {{"winner", winner ? json(power_code(*winner)) : json(nullptr)}, {"draw", state.draw_agreed}};
    if (state.over())
        result["year"] = year;
    return {{"format", "tablee-diplomacy-record"}, {"version", 2}, {"game_number", std::to_string(game.options().seed)},
        {"options", Rules::options_to_json(game.options())}, {"phases", std::move(phases)},
        {"centres", std::move(centres)}, {"result", std::move(result)}};
}

} // namespace tablee::diplomacy_deadman
