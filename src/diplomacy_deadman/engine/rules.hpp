// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Diplomacy "Dead Man" as a game like the others: seed + options + moves (core/game.hpp). A move
// is one phase: every power's orders as written, and, in a game with a dead man, everyone's
// proposals for its units; the dead man's orders are the vote's (deadman.hpp). [extension] A
// smaller table may leave several powers to the vote: every power without a player is a dead
// man. Or it is the draw the surviving players agree on. A save holds the whole game, so every earlier phase can be
// replayed, undone and redone.
//
// Orders are kept as the players wrote them: an order that cannot be read, or that the board
// does not allow, is void and its unit holds (as at the table); it never refuses the phase. A
// phase is refused only for what no table would write: orders given for the dead man, a
// proposal by the dead man, proposals in a game without one, a move after the end.
//
// At one computer each power hands in on its own (HandIn): what it wrote is kept in the state,
// hidden from the others, so that a crash loses nothing handed in; the last hand-in of the phase
// plays it. A whole phase at once (PhaseOrders) is the sandbox's "Adjudicate", the command line's
// and the earlier saves' move.
//
// JSON (the "game" of a save, variant "diplomacy_deadman", schema 3; schema 2 had no hand-ins):
//   options: {"players": {"FRANCE": "Ana", ...}, "computers": {"ITALY": "normal", ...} (optional:
//             the powers computers play), "dead_man": null | "ITALY" | "drawn" |
//             ["ITALY", "TURKEY"] (several dead men [extension]), "drawn_dead_men": 2 (optional,
//             with "drawn": how many; 1 if absent), "seed": "12345", "start": STATE (optional: a position to start
//             from, see serialization.hpp; schema-1 saves, which held only a position, open this way), "sandbox": true
//             (optional)}
//   move:    {"type": "phase", "orders": {"FRANCE": ["A PAR - BUR", ...], ...},
//             "proposals": {"FRANCE": ["A ROM - VEN", ...], ...}} | {"type": "draw"} |
//            {"type": "hand_in", "power": "FRANCE", "orders": ["A PAR - BUR", ...],
//             "proposals": ["A ROM - VEN", ...]}

#include "diplomacy_deadman/engine/deadman.hpp"
#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/serialization.hpp"

#include "core/game.hpp"
#include "core/json_reader.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tablee::diplomacy_deadman {

enum class DeadManRule : std::uint8_t {
    none, // the plain seven-player game
    chosen, // the organizer names the dead man (or the dead men)
    drawn, // drawn with the game's seed (drawn_dead_men), announced at the start
};

// How well a computer power plays (computer.hpp).
enum class ComputerLevel : std::uint8_t { normal, strong };
std::string_view computer_level_id(ComputerLevel level); // "normal", "strong"
// The level whose id is `id`; nothing for any other word.
std::optional<ComputerLevel> computer_level_from_id(std::string_view id);
// The computer level of each power, by Power; nothing for a person (or a dead man).
using ComputerSeats = std::array<std::optional<ComputerLevel>, power_count>;

struct Options {
    // A name per power, by Power; "" shows the power's own name. The dead men's are not used.
    std::array<std::string, power_count> players {};
    // The powers a computer plays, and how well (a dead man is the vote's, whatever this says).
    ComputerSeats computers {};
    DeadManRule dead_man_rule = DeadManRule::none;
    PowerSet chosen_dead_men {Power::austria}; // with DeadManRule::chosen: 1 to max_dead_men powers
    int drawn_dead_men = 1; // with DeadManRule::drawn: how many (1 to max_dead_men)
    std::uint64_t seed = 0;
    // The people's powers were drawn with the seed (drawn_seating), not chosen: another game of
    // the same table draws them again (another_game).
    bool seating_drawn = false;
    // A position to start from instead of Spring 1901 (its dead men are replaced by the options').
    std::optional<GameState> start;
    // A sandbox: one person enters every power's orders (a table playing on a cardboard map, or
    // a player studying a position). Nothing changes in the rules; there is no dead man then.
    bool sandbox = false;

    friend bool operator==(const Options&, const Options&) = default;
};

// `count` dead men drawn from `seed`, uniformly without replacement among the seven powers
// (core::Random); the first is the six-player game's. Precondition: 1 <= count <= max_dead_men.
PowerSet drawn_dead_men(std::uint64_t seed, int count = 1);
// The powers of a table of `people` (their names, in the order given) with these dead men: the
// living powers drawn for them with `seed` (core::Random, on a stream apart from the dead men's
// draw, so that the same seed draws the same dead men as before), by Power as Options::players
// holds them. Precondition: people.size() == power_count - dead_men.size().
std::array<std::string, power_count> drawn_seating(
    std::uint64_t seed, std::span<const std::string> people, PowerSet dead_men);
// The dead men of a game with these options (none in a sandbox or the plain game).
PowerSet dead_men_of(const Options& options);
// The options of the same table's next game, numbered `seed`: the same players (people with
// their names, computers with their levels) and the same rules; what the first game drew with its
// seed (the dead men, the people's powers when Options::seating_drawn) is drawn again.
Options another_game(Options options, std::uint64_t seed);

// One phase's orders and proposals, as written, by power (index = Power).
struct PhaseOrders {
    std::array<std::vector<std::string>, power_count> orders {};
    std::array<std::vector<std::string>, power_count> proposals {};

    friend bool operator==(const PhaseOrders&, const PhaseOrders&) = default;
};
// One power's orders (and, in a game with dead men, its proposals for their units) handed in
// for the current phase.
struct HandIn {
    Power power = Power::austria;
    std::vector<std::string> orders;
    std::vector<std::string> proposals;

    friend bool operator==(const HandIn&, const HandIn&) = default;
};
// The surviving players end the game in a draw.
struct AgreeDraw {
    friend bool operator==(const AgreeDraw&, const AgreeDraw&) = default;
};
using Move = std::variant<PhaseOrders, AgreeDraw, HandIn>;

struct State {
    GameState position;
    bool draw_agreed = false;
    // What each power handed in for the current phase, by Power (empty once the phase is played).
    // Hidden: a window shows another seat only whether it has handed in, never what.
    std::array<std::optional<HandIn>, power_count> handed_in {};

    bool over() const { return position.winner.has_value() || draw_agreed; }
    friend bool operator==(const State&, const State&) = default;
};

// The powers that write in the current phase: those with something to decide, and, when a dead
// man has something to decide, every living power (everyone proposes for the dead men). Empty
// once the game is over, or when nobody has anything to decide (the phase is then played with
// no orders).
std::vector<Power> writers(const State& state);
// The writers who have not handed in yet.
std::vector<Power> writers_left(const State& state);
// Whether `power` handed in for the current phase.
inline bool has_handed_in(const State& state, Power power)
{
    return state.handed_in[static_cast<std::size_t>(power)].has_value();
}

// Bounds of what a table writes, far above a real phase: the order count is max_orders_per_power
// (serialization.hpp); a power proposes at most max_proposals_per_proposer orders (deadman.hpp).

struct PhasePlayed; // below: what a played phase did

struct Rules {
    using Options = diplomacy_deadman::Options;
    using State = diplomacy_deadman::State;
    using Move = diplomacy_deadman::Move;

    // About five phases a year: a thousand years of play.
    static constexpr std::size_t max_moves = 5'000;
    // Variant "diplomacy_deadman", schema 3 (schema 1, a position alone, and schema 2, without
    // hand-ins, are migrated).
    static const core::SaveSchema& save_schema();

    // Spring 1901 (or options.start) with the dead men of the options. Errors:
    // diplomacy_deadman.bad_state (what) for an impossible start position or more than
    // max_dead_men dead men.
    static core::Expected<State> start(const Options& options);
    // Errors: diplomacy_deadman.game_over (winner, or "draw"), diplomacy_deadman.dead_man_order
    // (power), diplomacy_deadman.bad_proposer (power), diplomacy_deadman.no_dead_man,
    // diplomacy_deadman.too_many_proposals (count, limit), those of step(); for a hand-in,
    // diplomacy_deadman.not_a_writer (power) when the power writes nothing this phase,
    // diplomacy_deadman.already_handed_in (power); for a whole phase while some powers have
    // handed in, diplomacy_deadman.hand_ins_pending (count).
    static core::Expected<void> apply(State& state, const Move& move);
    // The same, with the phase the move played, if it played one (apply_move).
    static core::Expected<void> apply(State& state, const Move& move, std::optional<PhasePlayed>& played);

    static nlohmann::json options_to_json(const Options& options);
    static nlohmann::json move_to_json(const Move& move);
    static Options read_options(const core::JsonValue& json);
    static Move read_move(const core::JsonValue& json);

    // Nobody alone: every power writes its orders at once.
    static std::optional<std::size_t> to_play(const State&) { return std::nullopt; }
    // The seats (index_of each power) that have still to hand in: writers_left. Empty once over,
    // and in a phase where nobody has anything to decide (legal_moves then plays it as it stands).
    static std::vector<std::size_t> acting_seats(const State& state);
    // A hand-in is its power's; a whole phase or a draw is the table's.
    static std::optional<std::size_t> seat_of(const State&, const Move& move)
    {
        const auto* hand_in = std::get_if<HandIn>(&move);
        return hand_in ? std::optional(index_of(hand_in->power)) : std::nullopt;
    }
    // What `seat`'s power may know: the others' hand-ins are there, but empty (a window shows
    // only who has handed in).
    static State seen_by(const State& state, std::size_t seat);
    // A power's hand-ins as a tree of choices (order_tree.cpp, core/choices.hpp): one legal order
    // per unit, or its adjustments one at a time, then its proposals for the dead men's units.
    // Precondition: the seat's power is among writers_left.
    using Choice = Order;
    static std::vector<Order> choices(const State& state, std::size_t seat, std::span<const Order> made);
    static Move move_of_choices(const State& state, std::size_t seat, std::span<const Order> made);
    // Three leaves of the seat's tree (the first choice at every step, the middle one, the last):
    // a sample; the tree holds them all. None when the seat does not write now.
    static std::vector<Move> moves_of(const State& state, std::size_t seat);
    // A sample spanning the kinds of phase: every unit holding (no order); each unit moving to
    // its first, or its last, reachable neighbour; each unit supporting a neighbour; in retreats,
    // each dislodged unit retreating to its first or last place; in adjustments, the builds owed
    // (armies in free home centres) and the disbands owed; the dead man's units ordered through
    // proposals; and the draw.
    static std::vector<Move> legal_moves(const State& state);
    static bool is_over(const State& state) { return state.over(); }
    // Supply centres owned, by power.
    static std::vector<int> scores(const State& state);
    // Once over, the centres by power, ranked: a solo winner first, the others by centres; in a
    // draw, every power still on the board shares the first rank, the others after them.
    static std::optional<core::Outcome> outcome(const State& state);
    // The players' names by power, each with its power's English name ("Ana (France)"); empty for
    // a dead man's power, and in a sandbox (nobody's). A computer power left unnamed is its
    // power's name and computer_seat_suffix ("France (computer)"). The window reads both back in
    // its language.
    static std::vector<std::string> seat_names(const Options& options);
    static constexpr std::string_view computer_seat_suffix = " (computer)";
    // "Play again": the same table's next game (the free function another_game).
    static Options another_game(Options options, std::uint64_t seed)
    {
        return diplomacy_deadman::another_game(std::move(options), seed);
    }
};

using Game = core::Game<Rules>;

// What one phase of written orders does, for the window's reveal and the game record: the dead
// men's vote (when the game has them) and the adjudication's report, the position after it.
// Rules::apply is this, keeping the position. Errors: those of Rules::apply for a PhaseOrders move.
struct PhaseOutcome {
    std::vector<SubmittedOrder> submitted; // every order as written, then the vote's (canonical)
    std::vector<OrderEntry> entries; // the orders read, as adjudicated (SubmittedOrder::entry)
    std::vector<Proposal> proposals; // the proposals read, by power code (indices of vote->rejected)
    std::optional<DeadManVote> vote;
    StepResult step;
};
core::Expected<PhaseOutcome> play_phase(const State& state, const PhaseOrders& phase);

// Every hand-in of `state` gathered as one phase's orders (what play_phase is given when the last
// writer hands in).
PhaseOrders gathered_orders(const State& state);

// A phase of a game's history that was played: the position its orders were written in,
// everything written (the hand-ins gathered), what it did, and the move that played it.
struct PhasePlayed {
    GameState before;
    PhaseOrders written;
    PhaseOutcome outcome;
    std::size_t move = 0; // its index in the moves replayed
};
// Applies `move` as Rules::apply does; when it plays a phase (a whole phase, or the last hand-in)
// `played` receives what the phase did, from the one adjudication. Errors: those of Rules::apply.
core::Expected<void> apply_move(State& state, const Move& move, std::optional<PhasePlayed>& played);
// The same, adding the phase played, if one, to `phases` (a table's phases revealed so far, as the
// computer powers read them; PhasePlayed::move is not counted here).
core::Expected<void> apply_move(State& state, const Move& move, std::vector<PhasePlayed>& phases);
// The phases played by `moves` from `start`, each adjudicated once. Precondition: the moves were
// accepted by the rules from that state (a game's history): a refused move ends the list.
std::vector<PhasePlayed> phases_played(State start, std::span<const Move> moves);

} // namespace tablee::diplomacy_deadman
