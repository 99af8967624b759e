// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/engine/campaign.hpp"

#include "core/overloaded.hpp"
#include "core/random.hpp"
#include "core/seats.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <utility>

namespace tablee::dominion_campaign {

namespace {

template <class Item, class Wanted> bool contains(const std::vector<Item>& items, const Wanted& wanted)
{
    return std::ranges::find(items, wanted) != items.end();
}

// The previous kingdom without its eliminated cards, in kingdom order.
std::vector<CardId> remaining_kingdom(const RoundRecord& round)
{
    std::vector<CardId> out;
    for (const auto& card : round.kingdom)
        if (std::ranges::find(round.eliminated, card, &Elimination::card) == round.eliminated.end())
            out.push_back(card);
    return out;
}

std::unexpected<core::Error> wrong_phase(const Move& move, Phase phase, std::string_view why)
{
    return core::fail("dominion_campaign.wrong_phase", fmt::format("{} ({} now)", why, phase_name(phase)),
        {std::string(move_name(move)), std::string(phase_name(phase))});
}

std::unexpected<core::Error> wrong_count(std::string_view what, std::size_t given, std::size_t expected)
{
    return core::fail("dominion_campaign.wrong_count",
        fmt::format("{} {} given where {} are expected", given, what, expected),
        {std::string(what), std::to_string(given), std::to_string(expected)});
}

std::unexpected<core::Error> bad_player(std::size_t index, std::size_t players)
{
    return core::fail("dominion_campaign.bad_player",
        fmt::format("there is no player {} (players are numbered 0 to {})", index, players - 1),
        {std::to_string(index)});
}

// Checks a list of kingdom cards chosen by the table (round 1's kingdom or a round's draw):
// known, in the pool, each once.
core::Expected<void> check_chosen_cards(const State& state, const std::vector<CardId>& cards)
{
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const auto& card = cards[i];
        if (!state.catalog().find(card))
            return core::fail("dominion_campaign.unknown_card", fmt::format("there is no card \"{}\"", card), {card});
        if (!contains(state.pool(), card))
            return core::fail("dominion_campaign.not_in_pool",
                fmt::format("\"{}\" is not a kingdom card of this campaign's sets", card), {card});
        if (std::ranges::find(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(i), card)
            != cards.begin() + static_cast<std::ptrdiff_t>(i))
            return core::fail("dominion_campaign.duplicate_card", fmt::format("\"{}\" is given twice", card), {card});
    }
    return {};
}

// Copies of `card` in one starting deck of round `round`, that come from the card's pile.
int deck_copies_from_pile(int round, const std::vector<CardId>& kept, const CardId& card)
{
    int copies = static_cast<int>(std::ranges::count(kept, card));
    if (card == card_ids::copper)
        copies += starting_coppers(round);
    else if (card == card_ids::curse)
        copies += starting_curses(round);
    // The starting Estates are outside the Estate pile, as in Dominion: only kept ones count.
    return copies;
}

// Whether `points` are a round's scores: one per player, each within +-max_round_score.
core::Expected<void> check_round_points(const State& state, const std::vector<int>& points)
{
    if (points.size() != state.player_count())
        return wrong_count("scores", points.size(), state.player_count());
    for (std::size_t p = 0; p < points.size(); ++p)
        if (points[p] < -max_round_score || points[p] > max_round_score)
            return core::fail("dominion_campaign.bad_score",
                fmt::format(
                    "{} scored {}: a round's score lies within +-{}", state.player_name(p), points[p], max_round_score),
                {state.player_name(p), std::to_string(points[p])});
    return {};
}

bool duplicates_allowed(std::string_view card)
{
    return card == card_ids::copper || card == card_ids::estate || card == card_ids::curse;
}

} // namespace

std::string_view move_name(const Move& move)
{
    return std::visit(core::Overloaded {
                          [](const RedrawKingdom&) { return std::string_view("redraw_kingdom"); },
                          [](const SetKingdom&) { return std::string_view("set_kingdom"); },
                          [](const SetSeating&) { return std::string_view("set_seating"); },
                          [](const ShuffleSeating&) { return std::string_view("shuffle_seating"); },
                          [](const StartCampaign&) { return std::string_view("start"); },
                          [](const SetDrawn&) { return std::string_view("set_drawn"); },
                          [](const EnterScores&) { return std::string_view("scores"); },
                          [](const Keep&) { return std::string_view("keep"); },
                          [](const Eliminate&) { return std::string_view("eliminate"); },
                          [](const DrawCard&) { return std::string_view("draw_card"); },
                          [](const DrawSeat&) { return std::string_view("draw_seat"); },
                          [](const CorrectScores&) { return std::string_view("correct_scores"); },
                      },
        move);
}

std::string_view phase_name(Phase phase)
{
    switch (phase) {
    case Phase::setup:
        return "setup";
    case Phase::playing:
        return "playing";
    case Phase::keeps:
        return "keeps";
    case Phase::eliminations:
        return "eliminations";
    case Phase::over:
        return "over";
    }
    return "?";
}

core::Expected<State> State::start(const Options& options)
{
    return start(options, standard_catalog());
}

core::Expected<State> State::start(const Options& options, std::shared_ptr<const Catalog> catalog)
{
    std::vector<core::Seat> seats;
    for (const auto& name : options.players)
        seats.push_back({name, false});
    const auto checked = core::Seats::create(std::move(seats), min_players, max_players);
    if (!checked)
        return std::unexpected(checked.error());

    if (options.sets.empty())
        return core::fail("dominion_campaign.no_set", "choose at least one set of cards");
    for (std::size_t i = 0; i < options.sets.size(); ++i) {
        const auto& set = options.sets[i];
        if (!catalog->find_set(set))
            return core::fail("dominion_campaign.unknown_set", fmt::format("there is no set \"{}\"", set), {set});
        if (std::ranges::count(options.sets, set) > 1)
            return core::fail(
                "dominion_campaign.duplicate_set", fmt::format("the set \"{}\" is chosen twice", set), {set});
    }

    State state;
    state.m_options = options;
    state.m_catalog = std::move(catalog);
    state.m_pool = state.m_catalog->pool(options.sets);
    const auto length = campaign_length(static_cast<int>(state.m_pool.size()), options.replaced);
    if (!length)
        return std::unexpected(length.error());
    state.m_round_count = length->rounds;

    RoundRecord first;
    first.number = 1;
    // The first kingdom is dealt from the seed, as a board is, before anyone moves.
    core::Random random(options.seed);
    first.kingdom = draw_cards(random, state.m_pool, kingdom_size);
    for (std::size_t p = 0; p < options.players.size(); ++p)
        first.seating.push_back(p);
    first.kept.resize(options.players.size());
    first.keeps.resize(options.players.size());
    state.m_rounds.push_back(std::move(first));
    return state;
}

int State::unused_card_count() const
{
    return dominion_campaign::unused_card_count(static_cast<int>(m_pool.size()), m_options.replaced);
}

std::vector<CardId> State::unused_cards() const
{
    std::vector<CardId> out;
    for (const auto& card : m_pool)
        if (std::ranges::none_of(m_rounds, [&](const RoundRecord& round) { return contains(round.kingdom, card); }))
            out.push_back(card);
    return out;
}

std::vector<int> State::totals() const
{
    for (auto round = m_rounds.rbegin(); round != m_rounds.rend(); ++round)
        if (round->scored())
            return round->totals;
    return std::vector<int>(player_count(), 0);
}

std::vector<std::size_t> State::ranking() const
{
    for (auto round = m_rounds.rbegin(); round != m_rounds.rend(); ++round)
        if (round->scored())
            return round->ranking;
    return rank_players(totals(), m_rounds.front().seating);
}

core::Expected<void> apply_in_place(State& state, const Move& move)
{
    // Work on a copy and commit at the end: whatever is refused half-way leaves `state` as it was.
    State next = state;
    auto& round = next.m_rounds.back();
    const std::size_t players = next.player_count();
    const auto k = static_cast<std::size_t>(next.m_options.replaced);

    const bool chance_moves = std::holds_alternative<DrawCard>(move) || std::holds_alternative<DrawSeat>(move);
    if (next.m_drawing != Draw::none && !chance_moves)
        return wrong_phase(
            move, next.m_phase, "chance is drawing: nothing else may be done until the draw is complete");
    if (next.m_drawing == Draw::none && chance_moves)
        return wrong_phase(move, next.m_phase, "there is no draw under way");

    auto result = std::visit(
        core::Overloaded {
            [&](const RedrawKingdom&) -> core::Expected<void> {
                if (next.m_phase != Phase::setup)
                    return wrong_phase(move, next.m_phase, "the kingdom can only be redrawn before round 1 starts");
                round.kingdom.clear();
                next.m_drawing = Draw::kingdom;
                return {};
            },
            [&](const SetKingdom& set) -> core::Expected<void> {
                if (next.m_phase != Phase::setup)
                    return wrong_phase(move, next.m_phase, "round 1's kingdom can only be chosen before it starts");
                if (set.cards.size() != static_cast<std::size_t>(kingdom_size))
                    return wrong_count("kingdom cards", set.cards.size(), static_cast<std::size_t>(kingdom_size));
                if (auto checked = check_chosen_cards(next, set.cards); !checked)
                    return checked;
                round.kingdom = set.cards;
                return {};
            },
            [&](const SetSeating& seating) -> core::Expected<void> {
                if (next.m_phase != Phase::setup)
                    return wrong_phase(move, next.m_phase, "the seating can only be chosen before round 1 starts");
                if (seating.order.size() != players)
                    return wrong_count("seats", seating.order.size(), players);
                std::vector<bool> seen(players, false);
                for (const auto player : seating.order) {
                    if (player >= players || seen[player])
                        return core::fail(
                            "dominion_campaign.bad_seating", "the seating must list every player exactly once");
                    seen[player] = true;
                }
                round.seating = seating.order;
                return {};
            },
            [&](const ShuffleSeating&) -> core::Expected<void> {
                if (next.m_phase != Phase::setup)
                    return wrong_phase(move, next.m_phase, "the seating can only be drawn before round 1 starts");
                round.seating.clear();
                next.m_drawing = Draw::seating;
                return {};
            },
            [&](const StartCampaign&) -> core::Expected<void> {
                if (next.m_phase != Phase::setup)
                    return wrong_phase(move, next.m_phase, "the campaign has already started");
                next.m_phase = Phase::playing;
                return {};
            },
            [&](const SetDrawn& set) -> core::Expected<void> {
                if (next.m_phase != Phase::playing || round.number < 2)
                    return wrong_phase(move, next.m_phase,
                        "the drawn cards can only be chosen while a round after the first is being played");
                if (set.cards.size() != k)
                    return wrong_count("drawn cards", set.cards.size(), k);
                if (auto checked = check_chosen_cards(next, set.cards); !checked)
                    return checked;
                auto& previous = next.m_rounds[next.m_rounds.size() - 2];
                for (const auto& card : set.cards)
                    for (std::size_t r = 0; r + 1 < next.m_rounds.size(); ++r)
                        if (contains(next.m_rounds[r].kingdom, card))
                            return core::fail("dominion_campaign.already_used",
                                fmt::format(
                                    "\"{}\" was already in round {}'s kingdom; drawn cards must be new", card, r + 1),
                                {card, std::to_string(r + 1)});
                previous.drawn = set.cards;
                round.kingdom = remaining_kingdom(previous);
                round.kingdom.insert(round.kingdom.end(), set.cards.begin(), set.cards.end());
                return {};
            },
            [&](const EnterScores& scores) -> core::Expected<void> {
                if (next.m_phase != Phase::playing)
                    return wrong_phase(move, next.m_phase, "scores are entered at the end of a round being played");
                if (auto checked = check_round_points(next, scores.points); !checked)
                    return checked;
                auto totals = next.totals();
                for (std::size_t p = 0; p < players; ++p)
                    totals[p] += scores.points[p];
                round.scores = scores.points;
                round.totals = totals;
                round.ranking = rank_players(totals, round.seating);
                next.m_phase = next.last_round() ? Phase::over : Phase::keeps;
                return {};
            },
            [&](const Keep& keep) -> core::Expected<void> {
                if (auto checked = check_keep(next, keep.player, keep.card); !checked)
                    return checked;
                round.keeps[keep.player] = keep.card;
                if (std::ranges::all_of(round.keeps, [](const auto& kept) { return kept.has_value(); }))
                    next.m_phase = Phase::eliminations;
                return {};
            },
            [&](const Eliminate& eliminate) -> core::Expected<void> {
                if (auto checked = check_elimination(next, eliminate.chooser, eliminate.card); !checked)
                    return checked;
                round.eliminated.push_back({eliminate.chooser, eliminate.card});
                if (round.eliminated.size() == k) // the last pick: chance draws the replacements
                    next.m_drawing = Draw::replacements;
                return {};
            },
            [&](const DrawCard& draw) -> core::Expected<void> {
                if (next.m_drawing == Draw::seating)
                    return wrong_phase(move, next.m_phase, "the playing order is being drawn, not cards");
                if (!contains(cards_to_draw(next), draw.card))
                    return core::fail("dominion_campaign.not_drawable",
                        fmt::format("\"{}\" cannot come in this draw: it is not in the pool, or already drawn or used",
                            draw.card),
                        {draw.card});
                if (next.m_drawing == Draw::kingdom) {
                    round.kingdom.push_back(draw.card);
                    if (round.kingdom.size() == static_cast<std::size_t>(kingdom_size))
                        next.m_drawing = Draw::none;
                    return {};
                }
                round.drawn.push_back(draw.card);
                if (round.drawn.size() < k)
                    return {};
                // The replacements are in: growth (implied by the next round's number) and seating.
                next.m_drawing = Draw::none;
                RoundRecord following;
                following.number = round.number + 1;
                following.kingdom = remaining_kingdom(round);
                following.kingdom.insert(following.kingdom.end(), round.drawn.begin(), round.drawn.end());
                following.seating.assign(round.ranking.rbegin(), round.ranking.rend());
                following.kept = round.kept;
                for (std::size_t p = 0; p < players; ++p)
                    following.kept[p].push_back(*round.keeps[p]);
                following.keeps.resize(players);
                next.m_rounds.push_back(std::move(following));
                next.m_phase = Phase::playing;
                return {};
            },
            [&](const CorrectScores& correction) -> core::Expected<void> {
                // While a round is played: the rounds before it are whole, and no round's
                // eliminations are under way on the rankings a correction changes.
                if (next.m_phase != Phase::playing)
                    return wrong_phase(move, next.m_phase, "a round's scores are corrected while the next is played");
                if (correction.round < 1 || correction.round >= next.round())
                    return core::fail("dominion_campaign.not_scored",
                        fmt::format("round {} is not a finished round before this one", correction.round),
                        {std::to_string(correction.round)});
                if (auto checked = check_round_points(next, correction.points); !checked)
                    return checked;
                const auto first = static_cast<std::size_t>(correction.round - 1);
                next.m_rounds[first].scores = correction.points;
                next.m_rounds[first].corrected_in = next.round();
                std::vector<int> totals = first == 0 ? std::vector<int>(players, 0) : next.m_rounds[first - 1].totals;
                for (std::size_t r = first; r < next.m_rounds.size() && next.m_rounds[r].scored(); ++r) {
                    RoundRecord& record = next.m_rounds[r];
                    for (std::size_t p = 0; p < players; ++p)
                        totals[p] += record.scores[p];
                    record.totals = totals;
                    record.ranking = rank_players(totals, record.seating);
                }
                return {};
            },
            [&](const DrawSeat& draw) -> core::Expected<void> {
                if (next.m_drawing != Draw::seating)
                    return wrong_phase(move, next.m_phase, "cards are being drawn, not the playing order");
                if (draw.player >= players)
                    return bad_player(draw.player, players);
                if (contains(round.seating, draw.player))
                    return core::fail("dominion_campaign.bad_seating",
                        fmt::format("{} already has a place in the playing order", next.player_name(draw.player)),
                        {next.player_name(draw.player)});
                round.seating.push_back(draw.player);
                if (round.seating.size() == players)
                    next.m_drawing = Draw::none;
                return {};
            },
        },
        move);
    if (!result)
        return result;
    state = std::move(next);
    return {};
}

core::Expected<State> apply(const State& state, const Move& move)
{
    State next = state;
    auto applied = apply_in_place(next, move);
    if (!applied)
        return std::unexpected(applied.error());
    return next;
}

std::vector<CardId> draw_cards(core::Random& random, std::vector<CardId> candidates, int count)
{
    assert(count >= 0 && static_cast<std::size_t>(count) <= candidates.size());
    std::vector<CardId> drawn;
    for (int i = 0; i < count; ++i) {
        const auto index = static_cast<std::size_t>(random.below(candidates.size()));
        drawn.push_back(std::move(candidates[index]));
        candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(index));
    }
    return drawn;
}

std::vector<CardId> cards_to_draw(const State& state)
{
    std::vector<CardId> out;
    const auto& round = state.current();
    if (state.drawing() == Draw::kingdom) {
        for (const auto& card : state.pool())
            if (!contains(round.kingdom, card))
                out.push_back(card);
    } else if (state.drawing() == Draw::replacements) {
        for (auto& card : state.unused_cards())
            if (!contains(round.drawn, card))
                out.push_back(std::move(card));
    }
    return out;
}

std::vector<std::size_t> seats_to_draw(const State& state)
{
    std::vector<std::size_t> out;
    if (state.drawing() != Draw::seating)
        return out;
    for (std::size_t player = 0; player < state.player_count(); ++player)
        if (!contains(state.seating(), player))
            out.push_back(player);
    return out;
}

std::vector<Pile> supply(const State& state, int number)
{
    const auto& round = state.round_record(number == 0 ? state.round() : number);
    std::vector<const Card*> cards;
    for (const auto& id : round.kingdom)
        cards.push_back(state.catalog().find(id));
    for (const auto& card : state.catalog().basic_cards())
        cards.push_back(&card);
    std::vector<Pile> piles;
    for (const Card* card : cards) {
        if (!card)
            continue; // cannot happen: every kingdom card was checked against the catalog
        Pile pile;
        pile.card = card->id;
        pile.standard = pile_size(*card, state.player_count());
        for (const auto& kept : round.kept)
            pile.taken += deck_copies_from_pile(round.number, kept, card->id);
        pile.count = std::max(0, pile.standard - pile.taken);
        pile.shortfall = std::max(0, pile.taken - pile.standard);
        piles.push_back(std::move(pile));
    }
    return piles;
}

std::vector<DeckEntry> starting_deck(int round, const std::vector<CardId>& kept)
{
    std::vector<DeckEntry> deck {
        {CardId(card_ids::copper), starting_coppers(round)}, {CardId(card_ids::estate), starting_estates}};
    if (starting_curses(round) > 0)
        deck.push_back({CardId(card_ids::curse), starting_curses(round)});
    for (const auto& card : kept) {
        const auto line = std::ranges::find(deck, card, &DeckEntry::card);
        if (line != deck.end())
            ++line->count;
        else
            deck.push_back({card, 1});
    }
    return deck;
}

std::vector<DeckEntry> starting_deck(const State& state, std::size_t player, int number)
{
    const auto& round = state.round_record(number == 0 ? state.round() : number);
    return starting_deck(round.number, round.kept[player]);
}

bool keeps_revealed(const State& state, const RoundRecord& round)
{
    return !(round.number == state.round() && state.phase() == Phase::keeps);
}

std::vector<std::size_t> missing_keeps(const State& state)
{
    std::vector<std::size_t> out;
    if (state.phase() != Phase::keeps)
        return out;
    for (std::size_t p = 0; p < state.player_count(); ++p)
        if (!state.current().keeps[p])
            out.push_back(p);
    return out;
}

core::Expected<void> check_keep(const State& state, std::size_t player, std::string_view card_id)
{
    const Move move = Keep {player, CardId(card_id)};
    if (state.phase() != Phase::keeps)
        return wrong_phase(move, state.phase(), "cards are kept at the end of a round, once its scores are entered");
    if (player >= state.player_count())
        return bad_player(player, state.player_count());
    const auto& round = state.current();
    const auto& name = state.player_name(player);
    if (round.keeps[player])
        return core::fail("dominion_campaign.already_kept",
            fmt::format("{} has already kept \"{}\" this round", name, *round.keeps[player]),
            {name, *round.keeps[player]});
    const CardId card(card_id);
    const Card* found = state.catalog().find(card);
    if (!found)
        return core::fail("dominion_campaign.unknown_card", fmt::format("there is no card \"{}\"", card), {card});
    if (!found->basic && !contains(round.kingdom, card))
        return core::fail("dominion_campaign.not_in_supply",
            fmt::format("\"{}\" is not in round {}'s supply", card, round.number),
            {card, std::to_string(round.number)});
    if (found->cost > max_keep_cost)
        return core::fail("dominion_campaign.cost_too_high",
            fmt::format("\"{}\" costs {}; a kept card costs at most {}", card, found->cost, max_keep_cost),
            {card, std::to_string(found->cost)});
    if (!duplicates_allowed(card) && contains(round.kept[player], card))
        return core::fail("dominion_campaign.duplicate_in_deck",
            fmt::format("{}'s starting deck already holds \"{}\"; only Copper, Estate and Curse may be there twice",
                name, card),
            {name, card});
    const auto piles = supply(state);
    const auto pile = std::ranges::find(piles, card, &Pile::card);
    const int pending = static_cast<int>(std::ranges::count(round.keeps, std::optional<CardId>(card)));
    if (pile == piles.end() || pile->count - pending <= 0)
        return core::fail("dominion_campaign.pile_empty",
            fmt::format("the \"{}\" pile is empty: no copy is left to keep", card), {card});
    return {};
}

std::vector<KeepOption> legal_keeps(const State& state, std::size_t player)
{
    std::vector<KeepOption> out;
    if (state.phase() != Phase::keeps || player >= state.player_count())
        return out;
    for (const auto& pile : supply(state)) {
        auto checked = check_keep(state, player, pile.card);
        out.push_back({pile.card, checked ? std::nullopt : std::optional<core::Error>(checked.error())});
    }
    return out;
}

std::vector<EliminationTurn> elimination_turns(const State& state)
{
    std::vector<EliminationTurn> out;
    const auto& round = state.current();
    if (!round.scored() || state.last_round())
        return out;
    int done = static_cast<int>(round.eliminated.size());
    for (const auto& turn : chooser_table(state.player_count(), state.options().replaced)) {
        const int made = std::clamp(done, 0, turn.picks);
        done -= made;
        out.push_back({round.ranking[turn.rank], turn.rank, turn.picks, made});
    }
    return out;
}

std::optional<EliminationTurn> current_chooser(const State& state)
{
    if (state.phase() != Phase::eliminations)
        return std::nullopt;
    for (const auto& turn : elimination_turns(state))
        if (turn.made < turn.picks)
            return turn;
    return std::nullopt;
}

std::vector<CardId> eliminable_cards(const State& state)
{
    if (state.phase() != Phase::eliminations)
        return {};
    return remaining_kingdom(state.current());
}

core::Expected<void> check_elimination(const State& state, std::size_t chooser, std::string_view card_id)
{
    const CardId card(card_id);
    const Move move = Eliminate {chooser, card};
    if (state.phase() != Phase::eliminations)
        return wrong_phase(move, state.phase(), "cards are eliminated once every player has kept a card");
    if (chooser >= state.player_count())
        return bad_player(chooser, state.player_count());
    const auto turn = current_chooser(state);
    if (!turn || turn->chooser != chooser) {
        const std::string expected = turn ? state.player_name(turn->chooser) : std::string();
        return core::fail("dominion_campaign.not_your_turn",
            fmt::format(
                "it is not {}'s turn to eliminate a card; {} chooses now", state.player_name(chooser), expected),
            {state.player_name(chooser), expected});
    }
    const auto& round = state.current();
    if (!state.catalog().find(card))
        return core::fail("dominion_campaign.unknown_card", fmt::format("there is no card \"{}\"", card), {card});
    if (!contains(round.kingdom, card))
        return core::fail("dominion_campaign.not_in_kingdom",
            fmt::format("\"{}\" is not in round {}'s kingdom", card, round.number),
            {card, std::to_string(round.number)});
    if (std::ranges::find(round.eliminated, card, &Elimination::card) != round.eliminated.end())
        return core::fail(
            "dominion_campaign.already_eliminated", fmt::format("\"{}\" is already eliminated", card), {card});
    return {};
}

std::vector<Standing> standings(const State& state)
{
    const auto totals = state.totals();
    const auto ranking = state.ranking();
    std::vector<Standing> out;
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        Standing standing;
        standing.player = ranking[i];
        standing.rank = static_cast<int>(i) + 1;
        standing.total = totals[ranking[i]];
        for (const auto& round : state.rounds())
            if (round.scored())
                standing.rounds.push_back(round.scores[ranking[i]]);
        out.push_back(std::move(standing));
    }
    return out;
}

core::ScoreSheet score_sheet(const State& state)
{
    std::vector<std::string> names;
    for (std::size_t p = 0; p < state.player_count(); ++p)
        names.push_back(state.player_name(p));
    core::ScoreSheet sheet(std::move(names));
    for (const auto& record : state.rounds()) {
        if (!record.scored())
            continue;
        const std::size_t row = sheet.add_row("round " + std::to_string(record.number));
        for (std::size_t p = 0; p < state.player_count(); ++p)
            sheet.set(row, p, record.scores[p]);
    }
    std::vector<int> ranks(state.player_count(), 0);
    for (const auto& entry : standings(state))
        ranks[entry.player] = entry.rank;
    sheet.set_ranks(std::move(ranks));
    return sheet;
}

std::optional<std::size_t> Rules::to_play(const State& state)
{
    if (state.drawing() != Draw::none)
        return std::nullopt;
    if (const auto turn = current_chooser(state))
        return turn->chooser;
    return std::nullopt;
}

std::vector<core::ChanceOutcome<Move>> Rules::chance(const State& state)
{
    std::vector<core::ChanceOutcome<Move>> outcomes;
    for (auto& card : cards_to_draw(state))
        outcomes.push_back({DrawCard {std::move(card)}, 0});
    for (const std::size_t player : seats_to_draw(state))
        outcomes.push_back({DrawSeat {player}, 0});
    for (auto& outcome : outcomes)
        outcome.probability = 1.0 / static_cast<double>(outcomes.size());
    return outcomes;
}

std::vector<Move> Rules::legal_moves(const State& state)
{
    std::vector<Move> moves;
    if (state.drawing() != Draw::none)
        return moves; // chance acts
    const std::size_t players = state.player_count();
    switch (state.phase()) {
    case Phase::setup:
        moves.push_back(RedrawKingdom {});
        moves.push_back(SetKingdom {state.kingdom()});
        moves.push_back(SetSeating {state.seating()});
        moves.push_back(ShuffleSeating {});
        moves.push_back(StartCampaign {});
        break;
    case Phase::playing: {
        if (state.round() >= 2)
            moves.push_back(SetDrawn {state.round_record(state.round() - 1).drawn});
        EnterScores equal, rising, falling;
        for (std::size_t player = 0; player < players; ++player) {
            equal.points.push_back(10);
            rising.points.push_back(static_cast<int>(player) * 7);
            falling.points.push_back(static_cast<int>(players - player) * 5);
        }
        moves.insert(moves.end(), {equal, rising, falling});
        if (state.round() >= 2 && state.round_record(state.round() - 1).scores != falling.points)
            moves.push_back(CorrectScores {state.round() - 1, falling.points});
        break;
    }
    case Phase::keeps:
        for (const std::size_t player : missing_keeps(state))
            for (const KeepOption& option : legal_keeps(state, player))
                if (!option.refusal)
                    moves.push_back(Keep {player, option.card});
        break;
    case Phase::eliminations:
        if (const auto turn = current_chooser(state))
            for (const CardId& card : eliminable_cards(state))
                moves.push_back(Eliminate {turn->chooser, card});
        break;
    case Phase::over:
        break;
    }
    return moves;
}

std::optional<core::Outcome> Rules::outcome(const State& state)
{
    if (!state.over())
        return std::nullopt;
    core::Outcome outcome {state.totals(), std::vector<int>(state.totals().size())};
    for (const Standing& standing : standings(state))
        outcome.ranks[standing.player] = standing.rank;
    return outcome;
}

} // namespace tablee::dominion_campaign
