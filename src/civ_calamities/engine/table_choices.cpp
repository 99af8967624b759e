// SPDX-License-Identifier: GPL-3.0-or-later
// The table's moves as a tree of choices (rules.hpp, core/choices.hpp). A node offers only what
// leads to a legal move: a value the rules may refuse (a city, a reduction, a calamity's start)
// is tried first with the rules' own apply or begin_calamity on a copy, so that no rule is
// written twice; a calamity's own steps are its legal_choices.
#include "civ_calamities/engine/rules.hpp"

#include "core/choices.hpp"

#include <cassert>

namespace tablee::civ_calamities {

namespace {

bool accepted(const State& state, const Move& move)
{
    State copy = state;
    return Rules::apply(copy, move).has_value();
}

NationId nation_count(const State& state)
{
    return static_cast<NationId>(state.position.nations.size());
}

std::vector<TableChoice> every_nation(const State& state)
{
    std::vector<TableChoice> open;
    for (NationId n = 0; n < nation_count(state); ++n)
        open.push_back(OfNation {n});
    return open;
}

std::vector<TableChoice> land_areas(const Board& board)
{
    std::vector<TableChoice> open;
    for (AreaId a = 0; a < board.size(); ++a)
        if (!board.area(a).sea)
            open.push_back(InArea {a});
    return open;
}

// Every holding the table may set there: tokens from none to all it may place, with or without
// a city. (The holding as it stands is always among them, so every nation and land area leads
// to a leaf.)
std::vector<TableChoice> holdings(const State& state, NationId nation, AreaId area)
{
    std::vector<TableChoice> open;
    const int most = state.position.nations[nation].most_tokens_in(area);
    for (int tokens = 0; tokens <= most; ++tokens)
        for (const bool city : {false, true})
            if (accepted(state, SetHolding {nation, area, tokens, city}))
                open.push_back(HoldingChoice {tokens, city});
    return open;
}

std::vector<TableChoice> advances(const State& state, NationId nation)
{
    std::vector<TableChoice> open;
    for (const Advance advance : all_advances)
        for (const bool held : {true, false})
            if (accepted(state, SetAdvance {nation, advance, held}))
                open.push_back(AdvanceChoice {advance, held});
    return open;
}

std::vector<TableChoice> reducible_areas(const Board& board, const State& state, NationId nation)
{
    std::vector<TableChoice> open;
    for (AreaId a = 0; a < board.size(); ++a)
        if (state.position.at(nation, a).city && accepted(state, ReduceCity {nation, a}))
            open.push_back(InArea {a});
    return open;
}

bool begins(const Board& board, const State& state, const CalamityStart& start)
{
    return begin_calamity(board, state.position, state.settings, start).has_value();
}

// The starts of `calamity` open: with `victim` given, its traders; else the victims with one.
std::vector<TableChoice> starts(
    const Board& board, const State& state, Calamity calamity, std::optional<NationId> victim = std::nullopt)
{
    std::vector<TableChoice> open;
    for (NationId v = 0; v < nation_count(state); ++v) {
        if (victim && v != *victim)
            continue;
        for (NationId t = 0; t < nation_count(state); ++t)
            if (begins(board, state, {calamity, v, t})) {
                open.push_back(OfNation {victim ? t : v});
                if (!victim)
                    break; // one trader is enough to offer the victim
            }
    }
    return open;
}

CalamityStart start_of(std::span<const TableChoice> made)
{
    assert(made.size() >= 4);
    return {std::get<Calamity>(made[1]), std::get<OfNation>(made[2]).nation, std::get<OfNation>(made[3]).nation};
}

std::vector<Choice> steps_of(std::span<const TableChoice> made)
{
    std::vector<Choice> steps;
    for (std::size_t i = 4; i < made.size(); ++i)
        steps.push_back(std::get<Choice>(made[i]));
    return steps;
}

} // namespace

std::vector<TableChoice> Rules::choices(const State& state, std::size_t seat, std::span<const TableChoice> made)
{
    assert(seat == core::table_seat);
    (void)seat;
    if (state.ended)
        return {};
    const Board& board = standard_board();
    if (made.empty()) {
        std::vector<TableChoice> open {Edit::holding, Edit::advance, Edit::expand};
        if (has_lone_surplus(board, state.position))
            open.push_back(Edit::remove_surplus);
        for (NationId n = 0; n < nation_count(state); ++n)
            if (!reducible_areas(board, state, n).empty()) {
                open.push_back(Edit::reduce_city);
                break;
            }
        for (const Calamity calamity : {Calamity::secession, Calamity::successive_wars})
            if (!starts(board, state, calamity).empty()) {
                open.push_back(Edit::calamity);
                break;
            }
        open.push_back(Edit::end);
        return open;
    }
    const auto nation = [&](std::size_t i) { return std::get<OfNation>(made[i]).nation; };
    switch (std::get<Edit>(made[0])) {
    case Edit::holding:
        if (made.size() == 1)
            return every_nation(state);
        if (made.size() == 2)
            return land_areas(board);
        if (made.size() == 3)
            return holdings(state, nation(1), std::get<InArea>(made[2]).area);
        return {};
    case Edit::advance:
        if (made.size() == 1)
            return every_nation(state);
        if (made.size() == 2)
            return advances(state, nation(1));
        return {};
    case Edit::reduce_city:
        if (made.size() == 1) {
            std::vector<TableChoice> open;
            for (NationId n = 0; n < nation_count(state); ++n)
                if (!reducible_areas(board, state, n).empty())
                    open.push_back(OfNation {n});
            return open;
        }
        if (made.size() == 2)
            return reducible_areas(board, state, nation(1));
        return {};
    case Edit::calamity: {
        if (made.size() == 1) {
            std::vector<TableChoice> open;
            for (const Calamity calamity : {Calamity::secession, Calamity::successive_wars})
                if (!starts(board, state, calamity).empty())
                    open.push_back(calamity);
            return open;
        }
        const Calamity calamity = std::get<Calamity>(made[1]);
        if (made.size() == 2)
            return starts(board, state, calamity);
        if (made.size() == 3)
            return starts(board, state, calamity, nation(2));
        // Then the calamity's own steps, until it is finished.
        const auto run = run_calamity(board, state.position, state.settings, start_of(made), steps_of(made));
        if (!run || run->finished())
            return {};
        std::vector<TableChoice> open;
        for (civ_calamities::Choice& step : legal_choices(board, *run))
            open.push_back(std::move(step));
        return open;
    }
    case Edit::expand:
    case Edit::remove_surplus:
    case Edit::end:
        return {};
    }
    return {};
}

Move Rules::move_of_choices(const State& state, std::size_t seat, std::span<const TableChoice> made)
{
    assert(seat == core::table_seat && !made.empty());
    (void)state;
    (void)seat;
    const auto nation = [&](std::size_t i) { return std::get<OfNation>(made[i]).nation; };
    const auto area = [&](std::size_t i) { return std::get<InArea>(made[i]).area; };
    switch (std::get<Edit>(made[0])) {
    case Edit::holding: {
        const auto& holding = std::get<HoldingChoice>(made[3]);
        return SetHolding {nation(1), area(2), holding.tokens, holding.city};
    }
    case Edit::advance: {
        const auto& advance = std::get<AdvanceChoice>(made[2]);
        return SetAdvance {nation(1), advance.advance, advance.held};
    }
    case Edit::expand:
        return Expand {};
    case Edit::remove_surplus:
        return RemoveSurplus {};
    case Edit::reduce_city:
        return ReduceCity {nation(1), area(2)};
    case Edit::calamity:
        return ResolveCalamity {start_of(made), steps_of(made)};
    case Edit::end:
        return EndEvening {};
    }
    return EndEvening {};
}

} // namespace tablee::civ_calamities
