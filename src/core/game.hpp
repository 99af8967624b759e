// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one game model every variant runs on. A variant supplies its rules as a type (below,
// `GameRules`): options, state, moves, how a game starts, how a move applies, the JSON of its
// options and moves, and what generic tools ask of any game (whose turn, the legal moves,
// whether it is over, the scores). `Game<Rules>` gives the rest once for everyone:
//
//   a game = options (seed included) + the moves made, with a cursor (core::History);
//   play validates through the rules and records; undo/redo rebuild by replay from the start,
//   so every random event comes back exactly (chance's outcomes are moves of their own, drawn
//   from the seed and the move count: chance_move);
//   the JSON of a game {"options": ..., "moves": [...], "cursor": n}, read through
//   core::JsonReader (never throws, errors name the path); save and load in the envelope of
//   core/save.hpp (schema version, migrations).
//
// The generic queries follow OpenSpiel's State and boardgame.io's game object: with them one
// tester (core/random_games.hpp) plays seeded random games of any variant and checks what holds
// for all, and one search (core/search.hpp, SearchPlayer) can play any variant.

#include "core/error.hpp"
#include "core/history.hpp"
#include "core/json_reader.hpp"
#include "core/outcome.hpp"
#include "core/random.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tablee::core {

// What a variant's Rules type provides, all as static members:
//   Options, State, Move          value types; State and Move compare with ==
//   save_schema()                 the save layout (variant id, schema, migrations)
//   max_moves                     the most moves a save may hold: far beyond any real game, so
//                                 that a hostile file cannot make a load replay for ever
//   start(options)                the state before the first move, or why the options are refused
//   apply(state, move)            validates, then changes `state` in place; on an error `state`
//                                 is unchanged (never half-applied)
//   options_to_json, move_to_json its JSON forms
//   read_options, read_move       read them back through a JsonValue: errors are recorded in the
//                                 value's reader (core/json_reader.hpp), a harmless value returned
//   to_play(state)                the seat that alone must move now; nothing when the table
//                                 moves together (orders, a vote) or the game is over
//   legal_moves(state)            the legal moves: all of them where they can be listed, else
//                                 (a score typed in, a whole phase of orders) a sample that spans
//                                 every kind of move legal now; empty once over
//   is_over(state)                the game has ended
//   scores(state)                 one number per seat (points, centres...), higher is better
//   outcome(state)                once over, each seat's score and rank after every tie rule
//                                 (core/outcome.hpp); nothing while the game goes on
//   seat_names(options)           each seat's name, as the results history records it; empty for
//                                 a seat nobody plays (Diplomacy's dead man)
// and, where the variant has them (the helpers below give their defaults):
//   chance(state)                 when chance acts now (dice to roll, a deck to shuffle): its
//                                 outcomes as moves, with their probabilities (adding up to 1);
//                                 legal_moves is then empty and to_play nothing. Chance is a step
//                                 of its own, recorded in the history like any move, so that a
//                                 search that copies a state does not see the dice to come
//   seed(options)                 with chance: the game's seed, from which the table draws
//                                 chance's outcomes (Game::chance_move)
//   acting_seats(state)           the seats that act now: in a simultaneous phase every seat that
//                                 writes orders (Diplomacy's powers); to_play's seat otherwise
//   seen_by(state, seat)          the state as `seat` may see it (another seat's orders not yet
//                                 revealed taken out); everything is on the table otherwise
//   seat_of(state, move)          in a simultaneous phase, the seat whose move `move` is (a
//                                 power's hand-in); nothing for the table's; to_play otherwise
//   moves_of(state, seat)         in a simultaneous phase, the moves `seat` may make now (each
//                                 acting seat makes one, in any order); legal_moves' when the
//                                 seat is to play otherwise
// and, where a move is a combination too large to list (a power's orders, Fiefs' borders), a tree
// of choices walked one choice at a time, whose leaves are the moves: core/choices.hpp.
template <class R>
concept GameRules = requires(const typename R::Options& options, typename R::State& state,
    const typename R::State& const_state, const typename R::Move& move, const JsonValue& json)
{
    requires std::equality_comparable<typename R::State>;
    requires std::equality_comparable<typename R::Move>;
    {
        R::save_schema()
        } -> std::same_as<const SaveSchema&>;
    {
        R::max_moves
        } -> std::convertible_to<std::size_t>;
    {
        R::start(options)
        } -> std::same_as<Expected<typename R::State>>;
    {
        R::apply(state, move)
        } -> std::same_as<Expected<void>>;
    {
        R::options_to_json(options)
        } -> std::same_as<nlohmann::json>;
    {
        R::move_to_json(move)
        } -> std::same_as<nlohmann::json>;
    {
        R::read_options(json)
        } -> std::same_as<typename R::Options>;
    {
        R::read_move(json)
        } -> std::same_as<typename R::Move>;
    {
        R::to_play(const_state)
        } -> std::same_as<std::optional<std::size_t>>;
    {
        R::legal_moves(const_state)
        } -> std::same_as<std::vector<typename R::Move>>;
    {
        R::is_over(const_state)
        } -> std::same_as<bool>;
    {
        R::scores(const_state)
        } -> std::same_as<std::vector<int>>;
    {
        R::outcome(const_state)
        } -> std::same_as<std::optional<Outcome>>;
    {
        R::seat_names(options)
        } -> std::same_as<std::vector<std::string>>;
};

// Chance's outcomes now, each a move with its probability; empty when a seat acts, or in a
// variant without chance.
template <class Move> struct ChanceOutcome {
    Move move;
    double probability = 0;
};
template <GameRules R> std::vector<ChanceOutcome<typename R::Move>> chance_outcomes(const typename R::State& state)
{
    if constexpr (requires { R::chance(state); })
        return R::chance(state);
    else
        return {};
}

// The index of one of `items` drawn with its probability (`probability(item)`). Precondition:
// `items` is not empty.
template <class Items, class Probability>
std::size_t draw_index(const Items& items, Probability probability, Random& random)
{
    assert(!std::empty(items));
    // 53 random bits: a double in [0, 1) with every value equally likely.
    double left = static_cast<double>(random.next() >> 11) * 0x1.0p-53;
    std::size_t index = 0;
    for (const auto& item : items) {
        left -= probability(item);
        if (left < 0)
            return index;
        ++index;
    }
    return index - 1; // rounding: the last takes what is left
}

// One of `outcomes` drawn with its probability. Precondition: `outcomes` is not empty.
template <class Move> const Move& draw_outcome(const std::vector<ChanceOutcome<Move>>& outcomes, Random& random)
{
    return outcomes[draw_index(
                        outcomes, [](const ChanceOutcome<Move>& outcome) { return outcome.probability; }, random)]
        .move;
}

// Plays chance's steps from `state`, each outcome drawn with its probability from `random`, until
// a seat acts or the game is over: for tests, benchmarks and the command line, which hold a state
// without a game (the table draws from the game's seed instead: Game::chance_move).
template <GameRules R> void play_chance(typename R::State& state, Random& random)
{
    for (auto outcomes = chance_outcomes<R>(state); !outcomes.empty(); outcomes = chance_outcomes<R>(state)) {
        [[maybe_unused]] const auto applied = R::apply(state, draw_outcome(outcomes, random));
        assert(applied); // chance's outcomes are legal moves
    }
}

// The seats that act now, in order: in a simultaneous phase all those who write orders; none
// while chance acts or once the game is over.
template <GameRules R> std::vector<std::size_t> acting_seats(const typename R::State& state)
{
    if constexpr (requires { R::acting_seats(state); }) {
        return R::acting_seats(state);
    } else {
        const auto seat = R::to_play(state);
        return seat ? std::vector<std::size_t> {*seat} : std::vector<std::size_t> {};
    }
}

// The moves `seat` may make now: in a simultaneous phase, its own (R::moves_of); otherwise the
// legal moves when it is to play, none when it is not.
template <GameRules R> std::vector<typename R::Move> moves_of(const typename R::State& state, std::size_t seat)
{
    if constexpr (requires { R::moves_of(state, seat); }) {
        return R::moves_of(state, seat);
    } else {
        return R::to_play(state) == seat ? R::legal_moves(state) : std::vector<typename R::Move> {};
    }
}

// The seat that makes `move` in `state`: in a simultaneous phase the one whose move it is
// (R::seat_of); otherwise the seat to play (nothing: chance, or the table together).
template <GameRules R> std::optional<std::size_t> seat_of(const typename R::State& state, const typename R::Move& move)
{
    if constexpr (requires { R::seat_of(state, move); })
        return R::seat_of(state, move);
    else
        return R::to_play(state);
}

// The state as `seat` may see it.
template <GameRules R> typename R::State seen_by(const typename R::State& state, std::size_t seat)
{
    if constexpr (requires { R::seen_by(state, seat); })
        return R::seen_by(state, seat);
    else
        return state;
}

// A move or options read alone (the command line, tests), as R::read_move / R::read_options do
// inside a game. Errors: json.bad_value (path from "move" / "options", kind...).
template <GameRules R> Expected<typename R::Move> move_from_json(const nlohmann::json& json)
{
    return read_json(json, "move", R::read_move);
}
template <GameRules R> Expected<typename R::Options> options_from_json(const nlohmann::json& json)
{
    return read_json(json, "options", R::read_options);
}

// The number of the move a replay refused (game.refused_move: counted from 1), if `error` is
// such a refusal; the game's first moves before it still replay, and game_before_move keeps them.
inline std::optional<std::size_t> refused_move_number(const Error& error)
{
    if (error.code != "game.refused_move" || error.args.empty())
        return std::nullopt;
    std::size_t number = 0;
    for (const char digit : error.args.front()) {
        if (digit < '0' || digit > '9' || number > max_save_bytes)
            return std::nullopt;
        number = number * 10 + static_cast<std::size_t>(digit - '0');
    }
    return number >= 1 ? std::optional(number) : std::nullopt;
}

// The `game` object of a save (Game::to_json's form) kept to its first `moves` moves, the cursor
// no further; for a save whose later move no longer replays (a file damaged or changed by hand),
// opened at its last move that does. Anything else in the object is dropped with the moves (work in
// progress saved beside them was for the position they led to).
inline nlohmann::json game_before_move(const nlohmann::json& game, std::size_t moves)
{
    nlohmann::json kept = nlohmann::json::object();
    if (!game.is_object())
        return kept;
    if (game.contains("options"))
        kept["options"] = game["options"];
    kept["moves"] = nlohmann::json::array();
    if (game.contains("moves") && game["moves"].is_array())
        for (std::size_t i = 0; i < moves && i < game["moves"].size(); ++i)
            kept["moves"].push_back(game["moves"][i]);
    std::size_t cursor = kept["moves"].size();
    if (game.contains("cursor") && game["cursor"].is_number_unsigned())
        cursor = std::min(cursor, game["cursor"].get<std::size_t>());
    kept["cursor"] = cursor;
    return kept;
}

template <GameRules R> class Game {
public:
    using Rules = R;
    using Options = typename R::Options;
    using State = typename R::State;
    using Move = typename R::Move;

    // A new game. Errors: those of R::start.
    static Expected<Game> create(Options options)
    {
        auto state = R::start(options);
        if (!state)
            return std::unexpected(std::move(state.error()));
        return Game(std::move(options), std::move(*state));
    }

    // The state after `moves` from the start. Errors: those of R::start; game.refused_move (the
    // first refused move's number, then the rule's error code and args: apply_all).
    static Expected<State> replay(const Options& options, std::span<const Move> moves)
    {
        auto state = R::start(options);
        if (!state)
            return state;
        if (auto applied = apply_all(*state, moves, 0); !applied)
            return std::unexpected(std::move(applied.error()));
        return state;
    }

    // A game rebuilt from saved moves and cursor. Every recorded move must replay, the undone ones
    // too, so that redo never fails later. Errors: history.bad_cursor; settings the rules refuse,
    // game.refused_options with its cause (core::with_cause: the cause's code and args); those of
    // replay.
    static Expected<Game> restore(Options options, std::vector<Move> moves, std::size_t cursor)
    {
        auto game = create(std::move(options));
        if (!game)
            return std::unexpected(
                with_cause("game.refused_options", "the rules refuse the game's settings", {}, game.error()));
        auto history = History<Move>::restore(std::move(moves), cursor);
        if (!history)
            return std::unexpected(std::move(history.error()));
        // One pass over the moves: in force first, then the undone ones on a copy.
        const auto& all = history->moves();
        const std::span<const Move> in_force(all.data(), cursor);
        if (auto applied = apply_all(game->m_state, in_force, 0); !applied)
            return std::unexpected(std::move(applied.error()));
        State beyond = game->m_state;
        if (auto applied = apply_all(beyond, std::span<const Move>(all).subspan(cursor), cursor); !applied)
            return std::unexpected(std::move(applied.error()));
        game->m_history = std::move(*history);
        return game;
    }

    const Options& options() const { return m_options; }
    const State& state() const { return m_state; }
    const State& initial_state() const { return m_initial; }
    const History<Move>& history() const { return m_history; }

    // Applies and records `move`, dropping any undone moves. Errors: those of R::apply; on an
    // error nothing changes.
    Expected<void> play(const Move& move)
    {
        auto applied = R::apply(m_state, move);
        if (!applied)
            return applied;
        m_history.record(move);
        return {};
    }

    // The same, for rules whose apply also reports what the move did (Diplomacy: the phase a
    // last hand-in played), so that the caller need not apply it twice to know.
    template <class Report>
    requires requires(State& state, const Move& move, Report& report) { R::apply(state, move, report); }
    Expected<void> play(const Move& move, Report& report)
    {
        auto applied = R::apply(m_state, move, report);
        if (!applied)
            return applied;
        m_history.record(move);
        return {};
    }

    // Where chance acts now: the outcome the table draws, from the game's seed and the number of
    // moves in force, so that the same game always draws the same (a die undone and rolled again
    // shows the same face, and a replay needs nothing but the moves). Precondition: chance acts.
    Move chance_move() const requires requires(const Options& options)
    {
        {
            R::seed(options)
            } -> std::convertible_to<std::uint64_t>;
    }
    {
        const auto outcomes = chance_outcomes<R>(m_state);
        assert(!outcomes.empty());
        // The golden ratio's odd multiplier spreads consecutive counts over all 64 bits before
        // Random's own seeding mixes them.
        Random random(R::seed(m_options) ^ (0x9E3779B97F4A7C15ULL * (m_history.cursor() + 1)));
        return draw_outcome(outcomes, random);
    }

    // While chance acts, plays the outcomes the table draws (chance_move): what a move that only
    // starts a draw (a kingdom, a seating) leaves to chance, done at once.
    void play_chance() requires requires(const Game& game) { game.chance_move(); }
    {
        while (!chance_outcomes<R>(m_state).empty()) {
            [[maybe_unused]] const auto played = play(chance_move());
            assert(played); // chance's outcomes are legal moves
        }
    }

    bool can_undo() const { return m_history.can_undo(); }
    bool can_redo() const { return m_history.can_redo(); }
    // Precondition: can_undo(). The state is rebuilt by replay from the start.
    void undo()
    {
        m_history.undo();
        State state = m_initial;
        [[maybe_unused]] const auto replayed = apply_all(state, m_history.applied(), 0);
        assert(replayed); // accepted before, from the same start
        m_state = std::move(state);
    }
    // Precondition: can_redo().
    void redo()
    {
        [[maybe_unused]] const auto applied = R::apply(m_state, m_history.redo());
        assert(applied); // it replayed when recorded or restored
    }

    // Takes the move in force at `index` out of the game as if it had never been made: the moves
    // after it are replayed without it, and the moves undone are dropped (as by a new move). For a
    // hand-in its writer takes back while its phase is open (core/undo_policy.hpp): the others'
    // hand-ins after it stand. Returns the move taken out. Errors: game.refused_move (numbered
    // without it) when a later move no longer replays; nothing changes then. Precondition:
    // index < history().cursor().
    Expected<Move> withdraw(std::size_t index)
    {
        const auto applied = m_history.applied();
        assert(index < applied.size());
        std::vector<Move> kept(applied.begin(), applied.end());
        Move taken = std::move(kept[index]);
        kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(index));
        State state = m_initial;
        if (auto replayed = apply_all(state, kept, 0); !replayed)
            return std::unexpected(std::move(replayed.error()));
        const std::size_t cursor = kept.size();
        m_history = History<Move>::restore(std::move(kept), cursor).value();
        m_state = std::move(state);
        return taken;
    }

    // {"options": ..., "moves": [every move, undone ones included], "cursor": n}
    nlohmann::json to_json() const
    {
        auto moves = nlohmann::json::array();
        for (const Move& move : m_history.moves())
            moves.push_back(R::move_to_json(move));
        return {
            {"options", R::options_to_json(m_options)}, {"moves", std::move(moves)}, {"cursor", m_history.cursor()}};
    }

    // Reads the form of to_json (the `game` object of a save). Errors: json.bad_value (path,
    // kind..., e.g. "game.moves[3].type"), those of restore. Never throws, whatever the JSON.
    static Expected<Game> from_json(const nlohmann::json& game)
    {
        const JsonReader reader(game, "game");
        const JsonValue root = reader.root();
        Options options = R::read_options(root["options"]);
        std::vector<Move> moves;
        for (const JsonValue& move : root["moves"].items(R::max_moves))
            moves.push_back(R::read_move(move));
        const auto cursor = root["cursor"].template integer<std::size_t>(0, R::max_moves);
        if (!reader.ok())
            return std::unexpected(*reader.error());
        return restore(std::move(options), std::move(moves), cursor);
    }

    // A complete save file: the envelope of core/save.hpp around to_json().
    std::string save(std::string_view version, std::string_view saved_at) const
    {
        return write_save(R::save_schema(), to_json(), version, saved_at);
    }

    // Errors: those of core::read_save (save.*; a save of another variant is
    // save.unknown_variant), then those of from_json.
    static Expected<Game> load(std::string_view text)
    {
        auto envelope = read_save(text, std::span(&R::save_schema(), 1));
        if (!envelope)
            return std::unexpected(std::move(envelope.error()));
        return from_json(envelope->game);
    }

private:
    Game(Options options, State initial)
        : m_options(std::move(options)), m_initial(std::move(initial)), m_state(m_initial)
    { }

    // Applies `moves` in order; `first_number` is the number of moves before them. Errors:
    // game.refused_move with its cause (core::with_cause): the move's number from 1, then the
    // cause's code and args.
    static Expected<void> apply_all(State& state, std::span<const Move> moves, std::size_t first_number)
    {
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (auto applied = R::apply(state, moves[i]); !applied) {
                const std::string number = std::to_string(first_number + i + 1);
                return std::unexpected(
                    with_cause("game.refused_move", "the rules refuse move " + number, {number}, applied.error()));
            }
        }
        return {};
    }

    Options m_options;
    State m_initial;
    State m_state;
    History<Move> m_history;
};

} // namespace tablee::core
