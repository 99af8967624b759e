// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A Dominion campaign ("Jusqu'au bout du monde"): options, moves, the state (a copyable value),
// `apply` (validate, then produce the next state; never half-applied), the queries a window
// needs, and its Rules for the shared game model: `Campaign` = options + history with undo/redo by
// replay, its JSON and its save file (core/game.hpp).
//
// Flow (State::phase()):
//   setup         round 1's kingdom is drawn; RedrawKingdom / SetKingdom / SetSeating /
//                 ShuffleSeating may change it; StartCampaign starts round 1.
//   playing       round r is played at the table; SetDrawn may replace the cards drawn for it
//                 (r >= 2); EnterScores ends it: ranking, then `keeps` (or `over` after the last
//                 round).
//   keeps         each player Keeps one card, in any order (hotseat: in private); when the last
//                 keep is in, the decks grow and `eliminations` starts.
//   eliminations  the choosers Eliminate k cards of the round's kingdom, in the chooser table's
//                 order; after the last pick the replacements are drawn, the players re-seated
//                 (worst-ranked first) and round r+1 is `playing`.
//   over          the final ranking is the last round's ranking.
//
// Chance draws in steps of its own (State::drawing(), Rules::chance): RedrawKingdom,
// ShuffleSeating and the last Eliminate only start a draw, and chance's DrawCard / DrawSeat moves
// then draw one card or one place at a time, until the kingdom, the order or the replacements
// are complete. No move a person makes draws a hidden number; round 1's first kingdom is drawn
// from the seed when the campaign starts.
//
// Players are indexes into Options::players everywhere (moves, records, queries). Error args
// name players by name and cards by id (the window shows the card's name in its language).

#include "dominion_campaign/engine/cards.hpp"
#include "dominion_campaign/engine/rules.hpp"

#include "core/error.hpp"
#include "core/game.hpp"
#include "core/json_reader.hpp"
#include "core/random.hpp"
#include "core/score_sheet.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tablee::dominion_campaign {

struct Options {
    std::vector<std::string> players; // names; round 1 is played in this order unless re-seated
    std::vector<std::string> sets {"base1"}; // the pool: every kingdom card of these sets
    int replaced = default_replaced; // k, kingdom cards replaced per round
    std::uint64_t seed = 0; // every draw comes from core::Random(seed)

    friend bool operator==(const Options&, const Options&) = default;
};

// Moves as data.
struct RedrawKingdom { // setup: draw round 1's ten cards again
    friend bool operator==(const RedrawKingdom&, const RedrawKingdom&) = default;
};
struct SetKingdom { // setup: round 1's ten cards chosen by the table
    std::vector<CardId> cards;
    friend bool operator==(const SetKingdom&, const SetKingdom&) = default;
};
struct SetSeating { // setup: round 1's playing order (player indexes)
    std::vector<std::size_t> order;
    friend bool operator==(const SetSeating&, const SetSeating&) = default;
};
struct ShuffleSeating { // setup: round 1's playing order drawn at random
    friend bool operator==(const ShuffleSeating&, const ShuffleSeating&) = default;
};
struct StartCampaign { // setup -> round 1 playing
    friend bool operator==(const StartCampaign&, const StartCampaign&) = default;
};
struct SetDrawn { // playing, round >= 2: the k cards drawn for this round, chosen by the table
    std::vector<CardId> cards;
    friend bool operator==(const SetDrawn&, const SetDrawn&) = default;
};
struct EnterScores { // playing: each player's victory points of the round (by player index)
    std::vector<int> points;
    friend bool operator==(const EnterScores&, const EnterScores&) = default;
};
struct Keep { // keeps: `player` keeps `card` for all future starting decks
    std::size_t player = 0;
    CardId card;
    friend bool operator==(const Keep&, const Keep&) = default;
};
struct Eliminate { // eliminations: `chooser` removes `card` of the round's kingdom for good
    std::size_t chooser = 0;
    CardId card;
    friend bool operator==(const Eliminate&, const Eliminate&) = default;
};
struct DrawCard { // chance: the next card of the draw under way, each left in the pool as likely
    CardId card;
    friend bool operator==(const DrawCard&, const DrawCard&) = default;
};
struct DrawSeat { // chance: the next place of round 1's playing order, each player left as likely
    std::size_t player = 0;
    friend bool operator==(const DrawSeat&, const DrawSeat&) = default;
};
// playing: the scores of an earlier round entered again (by player index), when they were
// entered wrongly and the draw since keeps Undo from reaching them. The totals and rankings from
// that round on are worked out again; the playing orders, keeps and eliminations made on the old
// ones stay as they were played ([decision], the rules screen says so).
struct CorrectScores {
    int round = 1;
    std::vector<int> points;
    friend bool operator==(const CorrectScores&, const CorrectScores&) = default;
};
using Move = std::variant<RedrawKingdom, SetKingdom, SetSeating, ShuffleSeating, StartCampaign, SetDrawn, EnterScores,
    Keep, Eliminate, DrawCard, DrawSeat, CorrectScores>;

// "redraw_kingdom", "set_kingdom", ...: the move's name in saves and error args.
std::string_view move_name(const Move& move);

enum class Phase : std::uint8_t { setup, playing, keeps, eliminations, over };
std::string_view phase_name(Phase phase); // "setup", "playing", ...

// What chance is drawing, while no one else may move: round 1's kingdom again (setup), round 1's
// playing order (setup), or the round's replacements (after the last elimination).
enum class Draw : std::uint8_t { none, kingdom, seating, replacements };

struct Elimination {
    std::size_t chooser = 0;
    CardId card;
    friend bool operator==(const Elimination&, const Elimination&) = default;
};

// Everything about one round, for the dashboard and the history. The current round's record
// fills in as the round goes.
struct RoundRecord {
    int number = 1;
    std::vector<CardId> kingdom; // 10 cards: the previous round's remaining ones, then the drawn
    std::vector<std::size_t> seating; // playing order (player indexes), first player first
    std::vector<std::vector<CardId>> kept; // per player: the kept cards in this round's deck
    std::vector<int> scores; // per player; empty until entered
    std::vector<int> totals; // campaign scores after this round; empty until entered
    std::vector<std::size_t> ranking; // after this round, best first; empty until entered
    std::vector<std::optional<CardId>> keeps; // per player, at the end of the round
    std::vector<Elimination> eliminated; // in the order chosen
    std::vector<CardId> drawn; // the replacements drawn at the end of the round
    // The round whose play saw these scores corrected (CorrectScores), if any: what was played
    // on them before followed the scores as first entered.
    std::optional<int> corrected_in;

    bool scored() const { return !scores.empty(); }
    friend bool operator==(const RoundRecord&, const RoundRecord&) = default;
};

class State {
public:
    // Round 1's kingdom drawn from the pool, phase setup.
    // Errors (args): seats.count (count; 2 to 4 players), seats.empty_name, seats.duplicate_name
    // (name), dominion_campaign.no_set, dominion_campaign.unknown_set (set),
    // dominion_campaign.duplicate_set (set), and those of campaign_length (rules.hpp):
    // dominion_campaign.pool_too_small, dominion_campaign.bad_replaced.
    static core::Expected<State> start(const Options& options, std::shared_ptr<const Catalog> catalog);
    // The same with the embedded card data.
    static core::Expected<State> start(const Options& options);

    const Options& options() const { return m_options; }
    const Catalog& catalog() const { return *m_catalog; }
    std::size_t player_count() const { return m_options.players.size(); }
    const std::string& player_name(std::size_t player) const { return m_options.players[player]; }

    Phase phase() const { return m_phase; }
    Draw drawing() const { return m_drawing; }
    bool over() const { return m_phase == Phase::over; }
    int round() const { return m_rounds.back().number; } // the current round, 1..round_count()
    int round_count() const { return m_round_count; }
    bool last_round() const { return round() == m_round_count; }
    // The pool's cards never used because (N - 10) is not a multiple of k.
    int unused_card_count() const;

    const std::vector<CardId>& pool() const { return m_pool; } // every kingdom card of the sets
    // Pool cards that have never been in a kingdom yet, in pool order.
    std::vector<CardId> unused_cards() const;

    // Every round so far, oldest first; back() is the current one.
    const std::vector<RoundRecord>& rounds() const { return m_rounds; }
    const RoundRecord& current() const { return m_rounds.back(); }
    // Preconditions: 1 <= number <= round().
    const RoundRecord& round_record(int number) const { return m_rounds[static_cast<std::size_t>(number - 1)]; }
    const std::vector<CardId>& kingdom() const { return current().kingdom; }
    const std::vector<std::size_t>& seating() const { return current().seating; }

    // Campaign scores: after the last round whose scores are entered (zeros before).
    std::vector<int> totals() const;
    // The ranking by those totals with the tie rule, best first (player indexes). Before any
    // score: the reverse of round 1's playing order.
    std::vector<std::size_t> ranking() const;

    friend bool operator==(const State&, const State&) = default;

private:
    friend core::Expected<void> apply_in_place(State& state, const Move& move);

    Options m_options;
    std::shared_ptr<const Catalog> m_catalog;
    std::vector<CardId> m_pool;
    int m_round_count = 1;
    Phase m_phase = Phase::setup;
    Draw m_drawing = Draw::none;
    std::vector<RoundRecord> m_rounds;
};

// The state after `move`, or why it is refused (the state is then unchanged).
// Errors (args):
//   dominion_campaign.wrong_phase (move, phase): the move does not belong to this phase;
//   dominion_campaign.bad_player (index);
//   dominion_campaign.wrong_count (what, given, expected): scores, kingdom, drawn or seating size;
//   dominion_campaign.bad_score (player, points): beyond +-max_round_score;
//   dominion_campaign.not_scored (round): a correction of a round not finished before this one;
//   dominion_campaign.bad_seating: not a permutation of the players;
//   dominion_campaign.unknown_card (card); dominion_campaign.duplicate_card (card);
//   dominion_campaign.not_in_pool (card): not a kingdom card of the chosen sets;
//   dominion_campaign.already_used (card, round): drawn cards must be new to the campaign;
//   keeps: those of check_keep; eliminations: those of check_elimination;
//   while chance draws, every move but its own: dominion_campaign.wrong_phase (move, phase);
//   dominion_campaign.not_drawable (card): not a card the draw under way may bring;
//   dominion_campaign.bad_seating (player): a place drawn for a player already seated.
core::Expected<State> apply(const State& state, const Move& move);
// The same, changing `state` itself. On an error `state` is unchanged.
core::Expected<void> apply_in_place(State& state, const Move& move);

// `count` cards drawn one by one from `candidates` with `random` (each draw uniform over what is
// left): how the first kingdom is dealt from the seed, and how a schema-1 campaign drew every
// draw (its migration replays them). Precondition: count <= candidates.size().
std::vector<CardId> draw_cards(core::Random& random, std::vector<CardId> candidates, int count);

// What the draw under way may bring next, each as likely: the pool's cards not in the kingdom yet
// (round 1's kingdom) or never used yet (the replacements), in pool order; empty otherwise.
std::vector<CardId> cards_to_draw(const State& state);
// The players not yet placed in round 1's playing order being drawn, by index; empty otherwise.
std::vector<std::size_t> seats_to_draw(const State& state);

// --- The table ---------------------------------------------------------------------------

struct Pile {
    CardId card;
    int count = 0; // what the table lays out: max(0, standard - taken)
    int standard = 0; // pile_size()
    int taken = 0; // copies in the round's starting decks (Estate: kept ones only)
    int shortfall = 0; // copies the decks need beyond the standard pile (more Coppers than a set has)
    friend bool operator==(const Pile&, const Pile&) = default;
};

// The supply of round `number` (default: the current round): its ten kingdom cards in kingdom
// order, then the basic cards in basic_card_ids order. Precondition: 1 <= number <= round().
std::vector<Pile> supply(const State& state, int number = 0);

struct DeckEntry {
    CardId card;
    int count = 0;
    friend bool operator==(const DeckEntry&, const DeckEntry&) = default;
};
// The starting deck of round `round` with these kept cards: Copper, Estate, Curse (when any),
// then the kept cards in the order kept (a kept Copper, Estate or Curse adds to its line).
std::vector<DeckEntry> starting_deck(int round, const std::vector<CardId>& kept);
// A player's starting deck in round `number` (default: current). Preconditions: valid player,
// 1 <= number <= round().
std::vector<DeckEntry> starting_deck(const State& state, std::size_t player, int number = 0);

// --- End of round: keeps -----------------------------------------------------------------

// The players whose keep is still missing (phase keeps; empty otherwise), by index.
std::vector<std::size_t> missing_keeps(const State& state);
// Whether the keeps of `round` may be shown: they are chosen in private (hotseat) and revealed
// once everyone has chosen, that is once the round is past its keeps phase.
bool keeps_revealed(const State& state, const RoundRecord& round);

// Whether `player` may keep `card` now. Errors (args):
//   dominion_campaign.wrong_phase (move, phase), dominion_campaign.bad_player (index),
//   dominion_campaign.already_kept (player, card kept), dominion_campaign.unknown_card (card),
//   dominion_campaign.not_in_supply (card, round), dominion_campaign.cost_too_high (card, cost),
//   dominion_campaign.duplicate_in_deck (player, card), dominion_campaign.pile_empty (card)
//   (the round's pile, minus the keeps already entered this round).
core::Expected<void> check_keep(const State& state, std::size_t player, std::string_view card);

struct KeepOption {
    CardId card;
    std::optional<core::Error> refusal; // nothing = may be kept
    friend bool operator==(const KeepOption&, const KeepOption&) = default;
};
// Every card of the round's supply, in supply order, with the reason each refused one is
// refused (for greying out with a tooltip). Empty outside the keeps phase or for a bad player.
std::vector<KeepOption> legal_keeps(const State& state, std::size_t player);

// --- End of round: eliminations ----------------------------------------------------------

struct EliminationTurn {
    std::size_t chooser = 0; // player index
    std::size_t rank = 0; // 0-based in the round's ranking
    int picks = 0; // how many cards this chooser eliminates
    int made = 0; // how many they have eliminated so far
    friend bool operator==(const EliminationTurn&, const EliminationTurn&) = default;
};
// The choosers of the current round in order with their picks (the chooser table applied to
// the round's ranking). Empty before the round's scores are entered or after the last round.
std::vector<EliminationTurn> elimination_turns(const State& state);
// The chooser whose turn it is, with their picks and those made (phase eliminations only).
std::optional<EliminationTurn> current_chooser(const State& state);
// The round's kingdom cards not eliminated yet (phase eliminations; empty otherwise).
std::vector<CardId> eliminable_cards(const State& state);

// Whether `chooser` may eliminate `card` now. Errors (args):
//   dominion_campaign.wrong_phase (move, phase), dominion_campaign.bad_player (index),
//   dominion_campaign.not_your_turn (chooser, expected chooser), dominion_campaign.unknown_card
//   (card), dominion_campaign.not_in_kingdom (card, round), dominion_campaign.already_eliminated
//   (card).
core::Expected<void> check_elimination(const State& state, std::size_t chooser, std::string_view card);

// --- Standings ---------------------------------------------------------------------------

struct Standing {
    std::size_t player = 0;
    int rank = 1; // 1 = leader; the tie rule leaves no shared ranks
    int total = 0; // campaign score
    std::vector<int> rounds; // the score of each scored round
    friend bool operator==(const Standing&, const Standing&) = default;
};
// The players in ranking order (State::ranking), with their totals and round scores. Once
// over(), this is the final ranking and front() the winner.
std::vector<Standing> standings(const State& state);

// The score sheet as the organizer keeps it: one column per player, one row per scored round
// (label "round N", a stable key for the window to translate), in order; its totals are the
// campaign totals and its ranks those of the tie rule (the standings).
core::ScoreSheet score_sheet(const State& state);

// --- A campaign in progress --------------------------------------------------------------

// The rules as the shared game model takes them (core/game.hpp); JSON forms in serialization.cpp.
struct Rules {
    using Options = dominion_campaign::Options;
    using State = dominion_campaign::State;
    using Move = dominion_campaign::Move;

    // Far above any real campaign (six rounds of four players is about sixty moves, plus one a
    // redraw of the first kingdom): 100,000 valid moves took seconds to replay, at every load and
    // every undo.
    static constexpr std::size_t max_moves = 10'000;
    // Variant "dominion_campaign", schema 1.
    static const core::SaveSchema& save_schema();

    // With the embedded card data.
    static core::Expected<State> start(const Options& options) { return State::start(options); }
    static core::Expected<void> apply(State& state, const Move& move) { return apply_in_place(state, move); }

    static nlohmann::json options_to_json(const Options& options);
    static nlohmann::json move_to_json(const Move& move);
    static Options read_options(const core::JsonValue& json);
    static Move read_move(const core::JsonValue& json);

    // The chooser whose turn it is in the eliminations; nothing otherwise: the organizer enters
    // what the table decides, and the keeps are made in any order.
    static std::optional<std::size_t> to_play(const State& state);
    // While a draw is under way: its next card or place, each as likely (legal_moves is empty).
    static std::vector<core::ChanceOutcome<Move>> chance(const State& state);
    // The draws of chance's steps come from the campaign's seed (core::Game::chance_move).
    static std::uint64_t seed(const Options& options) { return options.seed; }
    // Setup: redraw, the kingdom and the seating as they stand, a random seating, start; playing:
    // the cards drawn as they stand (round 2 on) and three score lists (all equal, rising and
    // falling by player: a tie and two rankings), and from round 2 the last round's scores
    // corrected to the falling ones (when they differ); keeps: every allowed keep of each player still
    // to keep; eliminations: every card the chooser may remove.
    static std::vector<Move> legal_moves(const State& state);
    static bool is_over(const State& state) { return state.over(); }
    // The campaign scores, by player.
    static std::vector<int> scores(const State& state) { return state.totals(); }
    // Once over, the totals and the final ranking (the tie rule leaves no shared rank).
    static std::optional<core::Outcome> outcome(const State& state);
    static std::vector<std::string> seat_names(const Options& options) { return options.players; }
};

using Campaign = core::Game<Rules>;

} // namespace tablee::dominion_campaign
