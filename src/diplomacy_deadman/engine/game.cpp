// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/game.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace tablee::diplomacy_deadman {

namespace {

std::unexpected<core::Error> bad_state(const std::string& what)
{
    return core::fail("diplomacy_deadman.bad_state", "impossible game state: " + what, {what});
}

bool needs_adjustments(const Map& map, const GameState& state)
{
    for (Power power : all_powers) {
        if (adjustment_delta(map, state.units, state.owners, power) < 0)
            return true;
        if (builds_possible(map, state.units, state.owners, power) > 0)
            return true;
    }
    return false;
}

// After a movement without dislodgement, or after the retreats.
void end_of_season(const Map& map, GameState& state)
{
    state.dislodged.clear();
    state.contested.reset();
    if (state.phase.season == Season::spring) {
        state.phase = Phase {state.phase.year, Season::fall, PhaseKind::movement};
        return;
    }
    // End of Fall: a unit standing on a centre takes it.
    for (const Unit& unit : state.units) {
        const ProvinceId p = map.province_of(unit.location);
        if (map.province(p).supply_centre)
            state.owners[p] = unit.power;
    }
    for (Power power : all_powers)
        if (centre_count(state, power) >= static_cast<int>(map.victory_centres()))
            state.winner = power;
    if (!state.winner && needs_adjustments(map, state))
        state.phase = Phase {state.phase.year, Season::winter, PhaseKind::adjustments};
    else if (state.winner)
        state.phase = Phase {state.phase.year, Season::winter, PhaseKind::adjustments};
    else
        state.phase = Phase {state.phase.year + 1, Season::spring, PhaseKind::movement};
}

} // namespace

std::string phase_text(const Phase& phase)
{
    const char season = phase.season == Season::spring ? 'S' : phase.season == Season::fall ? 'F' : 'W';
    const char kind = phase.kind == PhaseKind::movement ? 'M' : phase.kind == PhaseKind::retreats ? 'R' : 'A';
    return fmt::format("{}{}{}", season, phase.year, kind);
}

core::Expected<Phase> parse_phase(std::string_view text)
{
    auto bad = [&]() {
        return core::fail("diplomacy_deadman.bad_phase",
            fmt::format("\"{}\" is not a phase (write it like S1901M, F1901R or W1901A)", text), {std::string(text)});
    };
    if (text.size() < 3)
        return bad();
    Phase phase;
    const char season = text.front();
    const char kind = text.back();
    if (season == 'S' || season == 's')
        phase.season = Season::spring;
    else if (season == 'F' || season == 'f')
        phase.season = Season::fall;
    else if (season == 'W' || season == 'w')
        phase.season = Season::winter;
    else
        return bad();
    if (kind == 'M' || kind == 'm')
        phase.kind = PhaseKind::movement;
    else if (kind == 'R' || kind == 'r')
        phase.kind = PhaseKind::retreats;
    else if (kind == 'A' || kind == 'a')
        phase.kind = PhaseKind::adjustments;
    else
        return bad();
    const std::string_view digits = text.substr(1, text.size() - 2);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), phase.year);
    if (error != std::errc {} || end != digits.data() + digits.size() || phase.year < 1 || phase.year > 9999)
        return bad();
    if ((phase.season == Season::winter) != (phase.kind == PhaseKind::adjustments))
        return bad();
    return phase;
}

GameState initial_state(const Map& map, PowerSet dead_men)
{
    GameState state;
    for (const StartUnit& start : map.start_units())
        state.units.push_back(Unit {start.power, start.type, start.location});
    std::sort(state.units.begin(), state.units.end(),
        [&](const Unit& a, const Unit& b) { return map.province_of(a.location) < map.province_of(b.location); });
    state.owners.assign(map.province_count(), std::nullopt);
    for (Power power : all_powers)
        for (ProvinceId centre : map.home_centres(power))
            state.owners[centre] = power;
    state.dead_men = dead_men;
    return state;
}

int centre_count(const GameState& state, Power power)
{
    return static_cast<int>(std::count(state.owners.begin(), state.owners.end(), std::optional<Power>(power)));
}

core::Expected<void> check_state(const Map& map, const GameState& state)
{
    if (state.owners.size() != map.province_count())
        return bad_state("owners must list every province");
    if (state.dead_men.size() > max_dead_men)
        return bad_state(
            fmt::format("{} dead men: at most {}, so that two players vote", state.dead_men.size(), max_dead_men));
    for (std::size_t p = 0; p < state.owners.size(); ++p)
        if (state.owners[p] && !map.province(static_cast<ProvinceId>(p)).supply_centre)
            return bad_state(map.province(static_cast<ProvinceId>(p)).code + " is not a supply centre");
    auto board = BoardIndex::build(map, state.units);
    if (!board)
        return std::unexpected(board.error());
    if (state.phase.kind != PhaseKind::retreats && !state.dislodged.empty())
        return bad_state("dislodged units outside a retreat phase");
    std::vector<Unit> dislodged;
    for (const DislodgedUnit& d : state.dislodged) {
        dislodged.push_back(d.unit);
        const ProvinceId p = map.province_of(d.unit.location);
        if (board->unit_at(p) == nullptr || board->unit_at(p)->power == d.unit.power)
            return bad_state("a dislodged unit in " + map.province(p).code + " without a foreign unit there");
    }
    if (auto check = BoardIndex::build(map, dislodged); !check)
        return std::unexpected(check.error());
    return {};
}

core::Expected<StepResult> step(const Map& map, const GameState& state, std::span<const OrderEntry> orders)
{
    if (state.winner)
        return core::fail("diplomacy_deadman.game_over",
            fmt::format("the game is over: {} won", power_name_en(*state.winner)),
            {std::string(power_code(*state.winner))});
    if (auto ok = check_state(map, state); !ok)
        return std::unexpected(ok.error());
    StepResult out {state, PhaseReport {state.phase, std::nullopt, std::nullopt, std::nullopt}};
    GameState& next = out.state;
    switch (state.phase.kind) {
    case PhaseKind::movement: {
        auto movement = adjudicate_movement(map, state.units, orders);
        if (!movement)
            return std::unexpected(movement.error());
        next.units = movement->after;
        next.dislodged = movement->dislodged;
        next.contested = movement->contested;
        out.report.movement = std::move(*movement);
        if (!next.dislodged.empty())
            next.phase.kind = PhaseKind::retreats;
        else
            end_of_season(map, next);
        break;
    }
    case PhaseKind::retreats: {
        auto retreats = adjudicate_retreats(map, state.units, state.dislodged, state.contested, orders);
        if (!retreats)
            return std::unexpected(retreats.error());
        next.units = retreats->after;
        out.report.retreats = std::move(*retreats);
        end_of_season(map, next);
        break;
    }
    case PhaseKind::adjustments: {
        auto adjustments = adjudicate_adjustments(map, state.units, state.owners, orders);
        if (!adjustments)
            return std::unexpected(adjustments.error());
        next.units = adjustments->after;
        out.report.adjustments = std::move(*adjustments);
        next.phase = Phase {state.phase.year + 1, Season::spring, PhaseKind::movement};
        break;
    }
    }
    return out;
}

} // namespace tablee::diplomacy_deadman
