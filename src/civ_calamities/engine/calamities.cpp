// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/engine/calamities.hpp"

#include "core/overloaded.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cassert>

namespace tablee::civ_calamities {

namespace {

constexpr std::size_t max_text = 100;

const std::string& name_of(const Position& position, NationId nation)
{
    return position.nations.at(nation).name;
}

void log(CalamityState& state, std::string code, std::vector<std::string> args, std::string text)
{
    state.log.push_back({std::move(code), std::move(args), std::move(text)});
}

core::Expected<void> refuse(std::string code, std::string message, std::vector<std::string> args = {})
{
    return core::fail(std::move(code), std::move(message), std::move(args));
}

bool is_player(const Position& position, NationId nation)
{
    return nation < position.nations.size() && !position.nations[nation].secessionist;
}

// --- Secession ---------------------------------------------------------------------------------

// The seceded group as it stands: the city and the secessionists' nation.
struct SecedingGroup {
    AreaId city = 0;
    NationId seceded = 0;
};

// The areas a seceding token may be in: the chain of areas from the city through areas that
// hold only seceded units, and every area next to it.
std::vector<bool> secession_reach(const Board& board, const Position& position, const SecedingGroup& group)
{
    std::vector<bool> chain(board.size(), false), reach(board.size(), false);
    std::vector<AreaId> todo {group.city};
    chain[group.city] = true;
    while (!todo.empty()) {
        const AreaId area = todo.back();
        todo.pop_back();
        reach[area] = true;
        for (const AreaId next : board.area(area).land_neighbours) {
            reach[next] = true;
            if (!chain[next] && position.only(group.seceded, next)) {
                chain[next] = true;
                todo.push_back(next);
            }
        }
    }
    return reach;
}

// The tokens within reach, of the victim (`victim`) or of the other players.
std::vector<PickToken> tokens_within_reach(
    const Board& board, const Position& position, const SecedingGroup& group, NationId victim, bool of_victim)
{
    std::vector<PickToken> tokens;
    const auto reach = secession_reach(board, position, group);
    for (NationId n = 0; n < position.nations.size(); ++n) {
        if (!is_player(position, n) || (n == victim) != of_victim)
            continue;
        for (AreaId a = 0; a < board.size(); ++a)
            if (reach[a] && position.at(n, a).tokens > 0)
                tokens.push_back({a, n});
    }
    return tokens;
}

void secede_token(Position& position, NationId seceded, const PickToken& pick)
{
    --position.at(pick.nation, pick.area).tokens;
    ++position.at(seceded, pick.area).tokens;
}

// How many more of the victim's tokens can secede from `position`, at most `victim_left`, with at
// most `others_left` tokens of other players. Every token within reach of the victim's is worth
// taking (one more, and the reach only grows), so they are taken all at once; only the other
// players' tokens, which cost one of the two, are searched (at most two levels).
int most_victim_tokens(const Board& board, Position position, const SecedingGroup& group, NationId victim,
    int victim_left, int others_left)
{
    int taken = 0;
    for (;;) {
        const auto within = tokens_within_reach(board, position, group, victim, true);
        int count = 0;
        for (const PickToken& t : within)
            count += position.at(t.nation, t.area).tokens;
        if (count >= victim_left - taken)
            return victim_left;
        if (count == 0)
            break;
        for (const PickToken& t : within) {
            position.at(group.seceded, t.area).tokens += position.at(t.nation, t.area).tokens;
            position.at(t.nation, t.area).tokens = 0;
        }
        taken += count;
    }
    int best = taken;
    if (others_left > 0)
        for (const PickToken& other : tokens_within_reach(board, position, group, victim, false)) {
            Position next = position;
            secede_token(next, group.seceded, other);
            best = std::max(best,
                taken
                    + most_victim_tokens(board, std::move(next), group, victim, victim_left - taken, others_left - 1));
            if (best == victim_left)
                break;
        }
    return best;
}

SecedingGroup group_of(const CalamityState& state)
{
    assert(state.city && state.seceded);
    return {*state.city, *state.seceded};
}

// The most of the victim's tokens this secession can still reach, counting those taken.
int victim_tokens_possible(const Board& board, const CalamityState& state)
{
    return state.victim_tokens
        + most_victim_tokens(board, state.position, group_of(state), state.start.victim,
            secession_victim_tokens - state.victim_tokens, secession_other_tokens - state.other_tokens);
}

// Why `pick` may not secede now, if it may not: the nation, the token, the budgets, the reach,
// and whether the victim's three (or as many as can be reached) stay within reach after it.
core::Expected<void> check_token(const Board& board, const CalamityState& state, const PickToken& pick)
{
    const Position& p = state.position;
    const std::string area_id = pick.area < board.size() ? board.area(pick.area).id : std::string("?");
    if (!is_player(p, pick.nation))
        return refuse("civ_calamities.not_a_player", "only a player's token may secede, not a secessionist's",
            {pick.nation < p.nations.size() ? name_of(p, pick.nation) : std::string("?")});
    const bool victims = pick.nation == state.start.victim;
    if (victims ? state.victim_tokens == secession_victim_tokens : state.other_tokens == secession_other_tokens)
        return refuse("civ_calamities.enough_tokens",
            victims ? "three of the victim's tokens have seceded: no more of them"
                    : "two tokens of other players have seceded: no more of them",
            {victims ? "victim" : "others"});
    if (pick.area >= board.size() || p.at(pick.nation, pick.area).tokens == 0)
        return refuse("civ_calamities.no_token", "no token of that nation there", {name_of(p, pick.nation), area_id});
    if (!secession_reach(board, p, group_of(state))[pick.area])
        return refuse("civ_calamities.not_contiguous",
            fmt::format("{} is not contiguous to the seceding city: not next to it, nor next to an area of "
                        "seceded units only",
                board.area(pick.area).name),
            {area_id});
    if (!victims && !state.start.victim_first) {
        // Another player's token spends one of the two: it may not cost the victim a token the
        // trader could otherwise take.
        const int possible = victim_tokens_possible(board, state);
        CalamityState after = state;
        secede_token(after.position, *after.seceded, pick);
        ++after.other_tokens;
        if (victim_tokens_possible(board, after) < possible)
            return refuse("civ_calamities.victim_tokens_owed",
                fmt::format("after it, fewer of the victim's tokens could secede than the {} that can", possible),
                {std::to_string(possible)});
    }
    return {};
}

void finish_secession(CalamityState& state)
{
    if (state.victim_tokens < secession_victim_tokens) {
        const std::string& victim = name_of(state.position, state.start.victim);
        log(state, "secession.short", {victim, std::to_string(state.victim_tokens)},
            fmt::format("only {} of {}'s tokens were within reach: no more secede", state.victim_tokens, victim));
    }
    state.step = Step::done;
}

// Ends the secession when nothing is left to choose: the victim's tokens all taken or out of
// reach, and no other player's token may secede.
void settle_secession(const Board& board, CalamityState& state)
{
    if (state.step != Step::tokens)
        return;
    const auto candidates = [&](bool of_victim) {
        return tokens_within_reach(board, state.position, group_of(state), state.start.victim, of_victim);
    };
    const bool victim_more = state.victim_tokens < secession_victim_tokens && !candidates(true).empty();
    const bool others_more = state.other_tokens < secession_other_tokens
        && std::ranges::any_of(candidates(false), [&](const PickToken& t) { return !!check_token(board, state, t); });
    if (!victim_more && !others_more)
        finish_secession(state);
}

core::Expected<void> pick_city(const Board& board, CalamityState& state, AreaId area)
{
    const NationId victim = state.start.victim;
    if (area >= board.size() || !state.position.at(victim, area).city)
        return refuse("civ_calamities.not_victims_city",
            fmt::format("{} has no city there", name_of(state.position, victim)),
            {area < board.size() ? board.area(area).id : std::string("?")});
    state.position.at(victim, area).city = false;
    state.position.at(*state.seceded, area).city = true;
    state.city = area;
    state.step = Step::tokens;
    log(state, "secession.city",
        {board.area(area).id, name_of(state.position, victim), name_of(state.position, *state.seceded)},
        fmt::format("the city of {} in {} secedes: it joins {}", name_of(state.position, victim), board.area(area).name,
            name_of(state.position, *state.seceded)));
    settle_secession(board, state);
    return {};
}

core::Expected<void> pick_token(const Board& board, CalamityState& state, const PickToken& pick)
{
    if (auto ok = check_token(board, state, pick); !ok)
        return ok;
    secede_token(state.position, *state.seceded, pick);
    (pick.nation == state.start.victim ? state.victim_tokens : state.other_tokens) += 1;
    log(state, "secession.token", {board.area(pick.area).id, name_of(state.position, pick.nation)},
        fmt::format("a token of {} in {} secedes", name_of(state.position, pick.nation), board.area(pick.area).name));
    settle_secession(board, state);
    return {};
}

// Whether the trader may stop now: once the victim's tokens that can secede have (a secession
// replayed as played before the order was free stops where its choices stop).
bool may_stop(const Board& board, const CalamityState& state)
{
    return state.start.victim_first || state.victim_tokens == victim_tokens_possible(board, state);
}

core::Expected<void> finish(const Board& board, CalamityState& state)
{
    if (!may_stop(board, state)) {
        const int possible = victim_tokens_possible(board, state);
        return refuse("civ_calamities.victim_tokens_owed",
            fmt::format("{} of the victim's tokens can secede: the trader may stop only after them", possible),
            {std::to_string(possible)});
    }
    log(state, "secession.finish", {}, "the trader stops: no more tokens secede");
    finish_secession(state);
    return {};
}

// --- Successive Wars ---------------------------------------------------------------------------

// Whether `nation` has units in an area holding the victim's units or next to one.
std::vector<NationId> possible_winners(const Board& board, const CalamityState& state)
{
    std::vector<NationId> winners;
    for (NationId n = 0; n < state.position.nations.size(); ++n)
        if (is_player(state.position, n) && n != state.start.victim
            && in_contact(board, state.position, n, state.start.victim))
            winners.push_back(n);
    return winners;
}

std::vector<AreaId> possible_centres(const Board& board, const CalamityState& state)
{
    const Position& p = state.position;
    const NationId victim = state.start.victim, winner = *state.winner;
    std::vector<AreaId> shared, next_to;
    for (AreaId a = 0; a < board.size(); ++a) {
        if (!p.has_units(victim, a))
            continue;
        if (p.has_units(winner, a))
            shared.push_back(a);
        else if (std::ranges::any_of(board.area(a).land_neighbours, [&](AreaId b) { return p.has_units(winner, b); }))
            next_to.push_back(a);
    }
    return shared.empty() ? next_to : shared;
}

// Whether the war reaches `area`: next to the centre, or next to an area it has emptied.
bool war_reaches(const Board& board, const CalamityState& state, AreaId area)
{
    return std::ranges::any_of(
        board.area(area).land_neighbours, [&](AreaId b) { return b == *state.centre || state.emptied[b]; });
}

// The losses `side` may take now: within the war's reach, or, when none is, anywhere but the last
// unit of an area. A city only while 5 or more are owed.
std::vector<TakeLoss> possible_losses(const Board& board, const CalamityState& state, const Belligerent& side)
{
    std::vector<TakeLoss> within, elsewhere;
    const int left = side.left();
    if (left == 0)
        return {};
    const Position& p = state.position;
    for (AreaId a = 0; a < board.size(); ++a) {
        const Holding& h = p.at(side.nation, a);
        if (h.empty())
            continue;
        const bool reached = war_reaches(board, state, a);
        int units_there = 0;
        for (const Nation& n : p.nations)
            units_there += n.areas[a].tokens + (n.areas[a].city ? 1 : 0);
        const auto offer = [&](bool city) {
            if (reached)
                within.push_back({side.nation, a, city});
            else if (units_there > 1)
                elsewhere.push_back({side.nation, a, city});
        };
        if (h.tokens > 0)
            offer(false);
        if (h.city && left >= city_points)
            offer(true);
    }
    return within.empty() ? elsewhere : within;
}

void settle_wars(const Board& board, CalamityState& state)
{
    if (state.step != Step::losses)
        return;
    for (Belligerent& side : state.sides)
        if (side.left() > 0 && possible_losses(board, state, side).empty()) {
            const int forgiven = side.left();
            side.forgiven += forgiven;
            log(state, "wars.forgiven", {name_of(state.position, side.nation), std::to_string(forgiven)},
                fmt::format("{}: {} points cannot be taken under the rules and are forgiven",
                    name_of(state.position, side.nation), forgiven));
        }
    if (std::ranges::all_of(state.sides, [](const Belligerent& s) { return s.left() == 0; }))
        state.step = Step::done;
}

core::Expected<void> pick_winner(const Board& board, CalamityState& state, NationId winner)
{
    const Position& p = state.position;
    if (!is_player(p, winner))
        return refuse("civ_calamities.not_a_player", "the winner must be a player",
            {winner < p.nations.size() ? name_of(p, winner) : "?"});
    if (winner == state.start.victim)
        return refuse("civ_calamities.winner_is_victim", "the victim cannot be the winner", {name_of(p, winner)});
    if (!in_contact(board, p, winner, state.start.victim))
        return refuse("civ_calamities.not_in_contact",
            fmt::format("{} has no units next to {}'s", name_of(p, winner), name_of(p, state.start.victim)),
            {name_of(p, winner)});
    const Nation& v = p.nations[state.start.victim];
    const Nation& w = p.nations[winner];
    // Each side's debt is more where the other holds Metalworking (+1) or Military (+2).
    const auto metal = [](const Nation& against) { return against.has(Advance::metalworking) ? 1 : 0; };
    const auto military = [](const Nation& against) { return against.has(Advance::military) ? 2 : 0; };
    state.winner = winner;
    state.sides = {
        Belligerent {state.start.victim, 9 + metal(w) + military(w)}, Belligerent {winner, 6 + metal(v) + military(v)}};
    state.chooser = winner;
    state.step = Step::centre;
    // The extras after the debts, for the table to read why (older logs stop at the debts).
    log(state, "wars.winner",
        {name_of(p, state.start.trader), w.name, v.name, std::to_string(state.sides[0].owed),
            std::to_string(state.sides[1].owed), std::to_string(metal(w)), std::to_string(military(w)),
            std::to_string(metal(v)), std::to_string(military(v))},
        fmt::format("{} names {} the winner: {} owes {} points, {} owes {}", name_of(p, state.start.trader), w.name,
            v.name, state.sides[0].owed, w.name, state.sides[1].owed));
    return {};
}

core::Expected<void> pick_centre(const Board& board, CalamityState& state, AreaId area)
{
    const auto centres = possible_centres(board, state);
    if (std::ranges::find(centres, area) == centres.end()) {
        const bool shared_exists = !centres.empty() && state.position.has_units(*state.winner, centres.front());
        return refuse("civ_calamities.not_a_centre",
            shared_exists ? "the centre must be an area holding units of both belligerents"
                          : "the centre must hold the victim's units next to the winner's",
            {area < board.size() ? board.area(area).id : "?", shared_exists ? "shared" : "next_to"});
    }
    state.centre = area;
    std::vector<std::string> lost;
    std::vector<std::string> args {board.area(area).id}; // then each nation and its unit points
    for (NationId n = 0; n < state.position.nations.size(); ++n) {
        Holding& h = state.position.at(n, area);
        if (h.empty())
            continue;
        lost.push_back(fmt::format("{} {}", name_of(state.position, n), h.points()));
        args.push_back(name_of(state.position, n));
        args.push_back(std::to_string(h.points()));
        for (Belligerent& side : state.sides)
            if (side.nation == n)
                side.taken += h.points();
        h = {};
    }
    state.emptied[area] = true;
    log(state, "wars.centre", std::move(args),
        fmt::format("{} is the centre of the conflict: every unit there is eliminated (unit points: {})",
            board.area(area).name, fmt::join(lost, ", ")));
    state.step = Step::losses;
    settle_wars(board, state);
    return {};
}

core::Expected<void> take_loss(const Board& board, CalamityState& state, const TakeLoss& loss)
{
    const Position& p = state.position;
    const auto side = std::ranges::find_if(state.sides, [&](const Belligerent& s) { return s.nation == loss.nation; });
    const std::string area_id = loss.area < board.size() ? board.area(loss.area).id : "?";
    if (side == state.sides.end())
        return refuse("civ_calamities.not_belligerent", "only the two belligerents lose units now",
            {loss.nation < p.nations.size() ? name_of(p, loss.nation) : "?"});
    if (side->left() == 0)
        return refuse("civ_calamities.nothing_owed", fmt::format("{} owes nothing more", name_of(p, loss.nation)),
            {name_of(p, loss.nation)});
    if (loss.area >= board.size()
        || (loss.city ? !p.at(loss.nation, loss.area).city : p.at(loss.nation, loss.area).tokens == 0))
        return refuse("civ_calamities.no_unit", fmt::format("{} has no such unit there", name_of(p, loss.nation)),
            {name_of(p, loss.nation), area_id});
    if (loss.city && side->left() < city_points)
        return refuse("civ_calamities.city_needs_five",
            fmt::format("a city counts 5: it may be taken only while 5 or more are owed ({} now)", side->left()),
            {std::to_string(side->left())});
    const auto legal = possible_losses(board, state, *side);
    if (std::ranges::find(legal, loss) == legal.end()) {
        if (war_reaches(board, state, loss.area)
            || std::ranges::any_of(legal, [&](const TakeLoss& l) { return war_reaches(board, state, l.area); }))
            return refuse("civ_calamities.not_in_reach",
                fmt::format("{} is not next to the centre of the conflict nor to an area the war has emptied",
                    board.area(loss.area).name),
                {area_id});
        return refuse("civ_calamities.would_empty_area",
            fmt::format("taking it would leave {} empty: a loss far from the war never empties an area",
                board.area(loss.area).name),
            {area_id});
    }
    Holding& h = state.position.at(loss.nation, loss.area);
    const int points = loss.city ? city_points : 1;
    if (loss.city)
        h.city = false;
    else
        --h.tokens;
    side->taken += points;
    if (!state.position.occupied(loss.area))
        state.emptied[loss.area] = true;
    log(state, "wars.loss",
        {name_of(p, loss.nation), area_id, loss.city ? "city" : "token", std::to_string(side->taken),
            std::to_string(side->owed)},
        fmt::format("{} loses a {} in {} ({} of {} points)", name_of(p, loss.nation), loss.city ? "city" : "token",
            board.area(loss.area).name, side->taken, side->owed));
    settle_wars(board, state);
    return {};
}

} // namespace

bool in_contact(const Board& board, const Position& position, NationId nation, NationId other)
{
    for (AreaId a = 0; a < board.size(); ++a) {
        if (!position.has_units(other, a))
            continue;
        if (position.has_units(nation, a))
            return true;
        for (const AreaId b : board.area(a).land_neighbours)
            if (position.has_units(nation, b))
                return true;
    }
    return false;
}

std::string_view calamity_code(Calamity calamity)
{
    return calamity == Calamity::secession ? "secession" : "successive_wars";
}

std::string_view step_code(Step step)
{
    constexpr std::array<std::string_view, 6> codes {"city", "tokens", "winner", "centre", "losses", "done"};
    return codes[static_cast<std::size_t>(step)];
}

core::Expected<CalamityState> begin_calamity(
    const Board& board, const Position& position, const Settings& settings, const CalamityStart& start)
{
    if (auto ok = check_position(board, position); !ok)
        return std::unexpected(ok.error());
    for (const NationId n : {start.victim, start.trader}) {
        if (n >= position.nations.size())
            return core::fail("civ_calamities.unknown_nation", fmt::format("no nation {}", n), {std::to_string(n)});
        if (!is_player(position, n))
            return core::fail("civ_calamities.not_a_player",
                fmt::format("{} is not a player: secessionists trade no cards", name_of(position, n)),
                {name_of(position, n)});
    }
    if (start.victim == start.trader)
        return core::fail("civ_calamities.trader_is_victim", "the trader gave the card to another player", {});
    CalamityState state;
    state.start = start;
    state.position = position;
    state.chooser = start.trader;
    state.emptied.assign(board.size(), false);
    const std::string& victim = name_of(position, start.victim);
    if (start.calamity == Calamity::successive_wars) {
        state.step = Step::winner;
        log(state, "wars.begin", {victim, name_of(position, start.trader)},
            fmt::format("Successive Wars strike {} (traded by {})", victim, name_of(position, start.trader)));
        if (possible_winners(board, state).empty()) {
            log(state, "wars.no_winner", {victim},
                fmt::format("no player is next to {}: the calamity has no effect", victim));
            state.step = Step::done;
        }
        return state;
    }
    log(state, "secession.begin", {victim, name_of(position, start.trader)},
        fmt::format("Secession strikes {} (traded by {})", victim, name_of(position, start.trader)));
    if (position.nations[start.victim].cities() == 0) {
        log(state, "secession.no_city", {victim}, fmt::format("{} has no city: nothing secedes", victim));
        state.step = Step::done;
        return state;
    }
    // The secessionists' nation: a new colour, or the one all secessions share.
    std::optional<NationId> shared;
    if (settings.one_secessionist_nation)
        for (NationId n = 0; n < position.nations.size(); ++n)
            if (position.nations[n].secessionist)
                shared = n;
    if (!shared) {
        if (position.nations.size() >= max_nations)
            return core::fail("civ_calamities.no_colour_left", "no colour is left for new secessionists", {});
        const auto count = std::ranges::count_if(position.nations, [](const Nation& n) { return n.secessionist; });
        std::string name = settings.one_secessionist_nation ? std::string("Secessionists")
                                                            : fmt::format("Secessionists {}", count + 1);
        while (state.position.find(name))
            name += "'";
        state.position.nations.push_back(Nation {name, true, {}, std::vector<Holding>(board.size())});
        shared = static_cast<NationId>(state.position.nations.size() - 1);
    }
    state.seceded = shared;
    // The victim's Agriculture, Metalworking and Engineering go with them.
    for (const Advance advance : {Advance::agriculture, Advance::metalworking, Advance::engineering})
        if (position.nations[start.victim].has(advance))
            state.position.nations[*shared].advances[static_cast<std::size_t>(advance)] = true;
    state.step = Step::city;
    return state;
}

std::vector<Choice> legal_choices(const Board& board, const CalamityState& state)
{
    std::vector<Choice> choices;
    switch (state.step) {
    case Step::city:
        for (AreaId a = 0; a < board.size(); ++a)
            if (state.position.at(state.start.victim, a).city)
                choices.emplace_back(PickCity {a});
        break;
    case Step::tokens:
        for (const bool of_victim : {true, false})
            for (const PickToken& token :
                tokens_within_reach(board, state.position, group_of(state), state.start.victim, of_victim))
                if (check_token(board, state, token))
                    choices.emplace_back(token);
        if (may_stop(board, state))
            choices.emplace_back(Finish {});
        break;
    case Step::winner:
        for (const NationId n : possible_winners(board, state))
            choices.emplace_back(PickWinner {n});
        break;
    case Step::centre:
        for (const AreaId a : possible_centres(board, state))
            choices.emplace_back(PickCentre {a});
        break;
    case Step::losses:
        for (const Belligerent& side : state.sides)
            for (const TakeLoss& loss : possible_losses(board, state, side))
                choices.emplace_back(loss);
        break;
    case Step::done:
        break;
    }
    return choices;
}

core::Expected<void> apply_choice(const Board& board, CalamityState& state, const Choice& choice)
{
    const auto wrong = [&] {
        return refuse("civ_calamities.wrong_step",
            fmt::format("that choice is not the one to make now ({})", step_code(state.step)),
            {std::string(step_code(state.step))});
    };
    CalamityState next = state; // nothing half-applied: the copy is kept only when all went well
    auto applied = std::visit(
        core::Overloaded {
            [&](const PickCity& c) { return next.step == Step::city ? pick_city(board, next, c.area) : wrong(); },
            [&](const PickToken& t) { return next.step == Step::tokens ? pick_token(board, next, t) : wrong(); },
            [&](const Finish&) { return next.step == Step::tokens ? finish(board, next) : wrong(); },
            [&](const PickWinner& w) {
                return next.step == Step::winner ? pick_winner(board, next, w.nation) : wrong();
            },
            [&](const PickCentre& c) { return next.step == Step::centre ? pick_centre(board, next, c.area) : wrong(); },
            [&](const TakeLoss& l) { return next.step == Step::losses ? take_loss(board, next, l) : wrong(); },
        },
        choice);
    if (!applied)
        return applied;
    if (next.step == Step::done && state.step != Step::done)
        log(next, "calamity.done", {}, "the calamity is resolved");
    state = std::move(next);
    return {};
}

std::optional<AreaId> choice_area(const Choice& choice)
{
    return std::visit(
        [](const auto& c) -> std::optional<AreaId> {
            if constexpr (requires { c.area; })
                return c.area;
            else
                return std::nullopt;
        },
        choice);
}

std::vector<NationId> losing_far_from_war(const Board& board, const CalamityState& state)
{
    std::vector<NationId> far;
    if (state.step != Step::losses)
        return far;
    for (const Belligerent& side : state.sides) {
        const auto losses = possible_losses(board, state, side);
        if (!losses.empty()
            && std::ranges::none_of(losses, [&](const TakeLoss& loss) { return war_reaches(board, state, loss.area); }))
            far.push_back(side.nation);
    }
    return far;
}

std::vector<Choice> legal_choices_at(const Board& board, const CalamityState& state, AreaId area)
{
    std::vector<Choice> here;
    for (const Choice& choice : legal_choices(board, state)) {
        const auto* winner = std::get_if<PickWinner>(&choice);
        if (choice_area(choice) == area || (winner && state.position.has_units(winner->nation, area)))
            here.push_back(choice);
    }
    return here;
}

std::optional<Choice> choice_meant_at(const Board& board, const CalamityState& state, AreaId area)
{
    if (area >= board.size())
        return std::nullopt;
    const Position& p = state.position;
    switch (state.step) {
    case Step::city:
        return PickCity {area};
    case Step::tokens: {
        // The victim's token if it has one there, otherwise another player's.
        if (p.at(state.start.victim, area).tokens == 0)
            for (NationId n = 0; n < p.nations.size(); ++n)
                if (is_player(p, n) && p.at(n, area).tokens > 0)
                    return PickToken {area, n};
        return PickToken {area, state.start.victim};
    }
    case Step::centre:
        return PickCentre {area};
    case Step::losses: {
        // The side that owes something and has a unit there, otherwise the first that owes.
        std::optional<Choice> meant;
        for (const Belligerent& side : state.sides)
            if (side.left() > 0) {
                if (p.has_units(side.nation, area))
                    return TakeLoss {side.nation, area, p.at(side.nation, area).tokens == 0};
                if (!meant)
                    meant = TakeLoss {side.nation, area, false};
            }
        return meant;
    }
    case Step::winner: // a player's pieces there, named the winner: refused with why
        for (NationId n = 0; n < p.nations.size(); ++n)
            if (is_player(p, n) && p.has_units(n, area))
                return PickWinner {n};
        return std::nullopt;
    case Step::done:
        return std::nullopt;
    }
    return std::nullopt;
}

core::Expected<CalamityState> run_calamity(const Board& board, const Position& position, const Settings& settings,
    const CalamityStart& start, std::span<const Choice> choices)
{
    auto state = begin_calamity(board, position, settings, start);
    if (!state)
        return state;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const Step step = state->step;
        if (auto ok = apply_choice(board, *state, choices[i]); !ok)
            return std::unexpected(
                core::with_cause("civ_calamities.refused_choice", fmt::format("choice {} ({})", i + 1, step_code(step)),
                    {std::to_string(i + 1), std::string(step_code(step))}, ok.error()));
    }
    if (start.victim_first && state->step == Step::tokens) { // the trader stopped there, as the rules then allowed
        finish_secession(*state);
        log(*state, "calamity.done", {}, "the calamity is resolved");
    }
    return state;
}

nlohmann::json choice_to_json(const Board& board, const Choice& choice, const Position* names)
{
    const auto nation = [&](NationId n) -> nlohmann::json {
        if (!names)
            return n;
        return n < names->nations.size() ? names->nations[n].name : std::string("?");
    };
    return std::visit(core::Overloaded {
                          [&](const PickCity& c) -> nlohmann::json {
                              return {{"city", board.area(c.area).id}};
                          },
                          [&](const PickToken& t) -> nlohmann::json {
                              return {{"token", board.area(t.area).id}, {"nation", nation(t.nation)}};
                          },
                          [](const Finish&) -> nlohmann::json {
                              return {{"finish", true}};
                          },
                          [&](const PickWinner& w) -> nlohmann::json {
                              return {{"winner", nation(w.nation)}};
                          },
                          [&](const PickCentre& c) -> nlohmann::json {
                              return {{"centre", board.area(c.area).id}};
                          },
                          [&](const TakeLoss& l) -> nlohmann::json {
                              return {{"loss", board.area(l.area).id}, {"nation", nation(l.nation)},
                                  {"unit", l.city ? "city" : "token"}};
                          },
                      },
        choice);
}

Choice read_choice(const Board& board, const core::JsonValue& json, const Position* names)
{
    const auto area = [&](const core::JsonValue& value) {
        return value.parsed(max_text, [&](const std::string& id) { return board.find(id); });
    };
    const auto nation = [&](const core::JsonValue& value) -> NationId {
        if (!names)
            return value.integer<NationId>(0, max_nations - 1);
        return value.parsed(max_name_length, [&](const std::string& name) { return names->find(name); });
    };
    // One kind of choice per object: {"city": ..., "token": ...} is not read as either.
    std::vector<std::string> kinds;
    for (const char* kind : {"city", "token", "finish", "winner", "centre", "loss"})
        if (json.find(kind))
            kinds.emplace_back(kind);
    if (kinds.size() > 1) {
        json.reader().fail_at(json.path(), fmt::format("one choice, not both {} and {}", kinds[0], kinds[1]),
            {"choice", kinds[0], kinds[1]});
        return Finish {};
    }
    if (const auto city = json.find("city"))
        return PickCity {area(*city)};
    if (const auto token = json.find("token"))
        return PickToken {area(*token), nation(json["nation"])};
    if (const auto finish = json.find("finish")) {
        (void)finish->boolean();
        return Finish {};
    }
    if (const auto winner = json.find("winner"))
        return PickWinner {nation(*winner)};
    if (const auto centre = json.find("centre"))
        return PickCentre {area(*centre)};
    if (const auto loss = json.find("loss")) {
        const std::string unit = json["unit"].string(max_text);
        if (json.reader().ok() && unit != "token" && unit != "city")
            json.reader().fail_at(json.path() + ".unit", "\"token\" or \"city\"", {"choice", unit});
        return TakeLoss {nation(json["nation"]), area(*loss), unit == "city"};
    }
    json.reader().fail_at(json.path(), "a choice: city, token, finish, winner, centre or loss", {"choice"});
    return Finish {};
}

} // namespace tablee::civ_calamities
