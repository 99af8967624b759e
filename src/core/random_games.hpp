// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One tester for every variant: plays a seeded random game through the generic queries of its
// Rules (core/game.hpp) and checks, at every position, what must hold for any game:
//
//   - every move legal_moves lists is accepted;
//   - a refused move changes nothing (tried with moves that were legal a position earlier);
//   - undo then redo is the identity, and undo gives back the position before the move (checked
//     at each of the first 64 moves, then every 16th: undo replays from the start, so checking
//     every move of a long game would cost its length squared);
//   - the game is over exactly when no move is listed and chance does not act, and exactly when
//     it has an outcome; whose turn it is names a seat, and nobody's while chance acts; there is
//     one score per seat throughout, and one name;
//   - where chance acts, its outcomes' probabilities are positive and add up to 1, and each
//     outcome is accepted: all of them where there are at most 16, else 16 drawn at random (a
//     first roll of five dice has 252, and copying the position for each at every throw made the
//     test the slowest of all); then one is played, drawn with its probability;
//   - the seats acting now are seats, the one to play alone when there is one; for one of them,
//     drawn, the moves it may make (moves_of) are accepted, and what it sees (seen_by) gives it
//     the same moves;
//   - where moves are trees of choices (core/choices.hpp), a few moves walked at random from that
//     seat's tree are accepted; where the tree has at most 64 leaves, they are all
//     accepted, each reached once, and every move moves_of lists for the seat is among them; one
//     move in two is then played from an acting seat's tree, so that random games play the
//     combinations too; where no seat acts and the table's moves are a tree (core::table_seat's),
//     the same holds of that tree, with the listed legal moves;
//   - the outcome ranks every seat as a competition ranking does (core::outcome_problem);
//   - at the end, replaying the moves and a save/load round trip give the same position and
//     the same history.
//
// Random choices come from core::Random, so a failure names a seed that reproduces it.

#include "core/choices.hpp"
#include "core/game.hpp"
#include "core/random.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tablee::core {

struct RandomGameReport {
    std::size_t moves = 0; // moves played
    std::size_t listed = 0; // listed legal moves tried (all accepted)
    std::size_t refused = 0; // moves tried that the rules refused (none changed the position)
    std::size_t chance_steps = 0; // moves drawn where chance acts
    std::size_t walked = 0; // moves walked from a tree of choices and tried (all accepted)
    bool finished = false; // the game ended before `max_moves`
};

// Where chance has more outcomes, as many drawn among them are tried at each of its steps.
inline constexpr std::size_t max_outcomes_tried = 16;
// Moves walked at random from each acting seat's tree of choices at each position; a tree with
// at most max_leaves_listed leaves is walked whole.
inline constexpr std::size_t choice_walks = 4;
inline constexpr std::size_t max_leaves_listed = 64;

namespace detail {
// Why `seat`'s tree of choices breaks the promise of core/choices.hpp at `state`, where
// `listed` are the moves moves_of gives the seat; empty when it keeps it.
template <ChoiceRules R>
std::string choices_problem(const typename R::State& state, std::size_t seat,
    const std::vector<typename R::Move>& listed, Random& choose, std::size_t& walked)
{
    const auto refused = [&](const typename R::Move& move) -> std::string {
        auto copy = state;
        if (auto applied = R::apply(copy, move); !applied)
            return fmt::format("seat {}: a move of its tree of choices was refused: {} ({})", seat,
                applied.error().message, R::move_to_json(move).dump());
        ++walked;
        return {};
    };
    // The root's choices once: a variant's root is often its legal moves, the dearest node.
    const auto root = R::choices(state, seat, {});
    for (std::size_t walk = 0; walk < choice_walks && !root.empty(); ++walk)
        if (auto problem = refused(random_move_by_choices<R>(
                state, seat, choose, {root[static_cast<std::size_t>(choose.below(root.size()))]}));
            !problem.empty())
            return problem;
    if (root.size() > max_leaves_listed) // more leaves than that: not walked whole
        return {};
    const auto leaves = moves_by_choices<R>(state, seat, max_leaves_listed);
    if (!leaves)
        return {};
    for (std::size_t i = 0; i < leaves->size(); ++i) {
        if (auto problem = refused((*leaves)[i]); !problem.empty())
            return problem;
        for (std::size_t j = 0; j < i; ++j)
            if ((*leaves)[i] == (*leaves)[j])
                return fmt::format(
                    "seat {}: two paths of its tree of choices lead to {}", seat, R::move_to_json((*leaves)[i]).dump());
    }
    for (const auto& move : listed)
        if (std::ranges::find(*leaves, move) == leaves->end())
            return fmt::format(
                "seat {}: {} is listed but not in its tree of choices", seat, R::move_to_json(move).dump());
    return {};
}
} // namespace detail

// Plays one game from `options`, choosing among the listed legal moves with a generator seeded by
// `seed`, for at most `max_moves` moves. With `shun_endings`, a move that ends the game is chosen
// only one time in 16 when others are listed: where the game can be ended at any time (a draw
// agreed), random play then reaches late positions too; where playing on can last for ever
// (passing), leave it false. Errors: random_games.<what> (the check that failed, the
// seed and the move number in the message), or the error of Game::create.
template <GameRules R>
Expected<RandomGameReport> play_random_game(
    const typename R::Options& options, std::uint64_t seed, std::size_t max_moves, bool shun_endings = false)
{
    using Move = typename R::Move;
    using State = typename R::State;
    auto created = Game<R>::create(options);
    if (!created)
        return std::unexpected(std::move(created.error()));
    Game<R>& game = *created;
    Random choose(seed);
    RandomGameReport report;
    const auto violation = [&](std::string_view what, const std::string& detail) {
        return fail(fmt::format("random_games.{}", what),
            fmt::format("seed {}, after {} moves: {}", seed, report.moves, detail),
            {std::to_string(seed), std::to_string(report.moves)});
    };
    const std::size_t seats = R::scores(game.state()).size();
    if (R::seat_names(options).size() != seats)
        return violation("seat_names", fmt::format("{} names for {} seats", R::seat_names(options).size(), seats));
    std::vector<Move> earlier; // the moves listed one position before

    while (true) {
        const State& state = game.state();
        const std::vector<Move> legal = R::legal_moves(state);
        const auto chance = chance_outcomes<R>(state);
        if (!chance.empty() && (!legal.empty() || R::to_play(state)))
            return violation("chance_and_seat", "chance acts, and a seat too");
        if (R::is_over(state) != (legal.empty() && chance.empty()))
            return violation("over_mismatch", R::is_over(state) ? "moves listed after the end" : "no move listed");
        if (R::scores(state).size() != seats)
            return violation("scores_size", "the number of scores changed");
        if (const auto seat = R::to_play(state); seat && *seat >= seats)
            return violation("to_play", fmt::format("seat {} is to play among {}", *seat, seats));
        const auto outcome = R::outcome(state);
        if (outcome.has_value() != R::is_over(state))
            return violation("outcome", outcome ? "an outcome before the end" : "no outcome at the end");
        if (outcome)
            if (const std::string problem = outcome_problem(*outcome, seats); !problem.empty())
                return violation("outcome", problem);
        if (legal.empty() && chance.empty()) {
            report.finished = true;
            break;
        }
        if (report.moves == max_moves)
            break;
        if (!chance.empty()) {
            double total = 0;
            for (const auto& possible : chance) {
                if (!(possible.probability > 0))
                    return violation("chance", "an outcome of probability " + std::to_string(possible.probability));
                total += possible.probability;
            }
            const bool all = chance.size() <= max_outcomes_tried;
            for (std::size_t k = 0; k < std::min(chance.size(), max_outcomes_tried); ++k) {
                const auto& possible = chance[all ? k : static_cast<std::size_t>(choose.below(chance.size()))];
                State copy = state;
                if (auto applied = R::apply(copy, possible.move); !applied)
                    return violation("chance", "an outcome was refused: " + applied.error().message);
            }
            if (std::abs(total - 1.0) > 1e-9)
                return violation("chance", fmt::format("the outcomes' probabilities add up to {}", total));
            if (auto played = game.play(draw_outcome(chance, choose)); !played)
                return violation("play_refused", played.error().message);
            ++report.moves;
            ++report.chance_steps;
            earlier.clear();
            continue;
        }

        // The seats acting now, what each may do, and what each sees.
        const std::vector<std::size_t> acting = acting_seats<R>(state);
        if (const auto seat = R::to_play(state); seat && acting != std::vector<std::size_t> {*seat})
            return violation("acting_seats", fmt::format("seat {} is to play, but others act", *seat));
        for (const std::size_t seat : acting)
            if (seat >= seats)
                return violation("acting_seats", fmt::format("seat {} acts among {}", seat, seats));
        // One acting seat's moves, view and tree: a tree walked for every power at every position
        // made Diplomacy's test four times as long, and over a game each seat is drawn often.
        if (!acting.empty()) {
            const std::size_t seat = acting[static_cast<std::size_t>(choose.below(acting.size()))];
            const std::vector<Move> own = moves_of<R>(state, seat);
            // Without R::moves_of (or R::seen_by), these are the legal moves, tried below.
            constexpr bool own_moves = requires
            {
                R::moves_of(state, seat);
            };
            constexpr bool own_view = requires
            {
                R::seen_by(state, seat);
            };
            if constexpr (own_moves) {
                for (const Move& move : own) {
                    State copy = state;
                    if (auto applied = R::apply(copy, move); !applied)
                        return violation("listed_refused",
                            fmt::format("a move of seat {} was refused: {} ({})", seat, applied.error().message,
                                R::move_to_json(move).dump()));
                }
            }
            if (own_view && !(moves_of<R>(seen_by<R>(state, seat), seat) == own))
                return violation("seen_by", fmt::format("what seat {} sees does not give it its own moves", seat));
            if constexpr (ChoiceRules<R>)
                if (auto problem = detail::choices_problem<R>(state, seat, own, choose, report.walked);
                    !problem.empty())
                    return violation("choices", problem);
        }

        // The table's moves, where no seat acts: its tree, where it has one.
        if constexpr (TableChoiceRules<R>)
            if (acting.empty() && !legal.empty())
                if (auto problem = detail::choices_problem<R>(state, table_seat, legal, choose, report.walked);
                    !problem.empty())
                    return violation("choices", problem);

        std::vector<std::size_t> going_on; // the listed moves after which the game is not over
        for (std::size_t i = 0; i < legal.size(); ++i) {
            State copy = state;
            if (auto applied = R::apply(copy, legal[i]); !applied)
                return violation("listed_refused",
                    "a listed move was refused: " + applied.error().message + " (" + R::move_to_json(legal[i]).dump()
                        + ")");
            if (!R::is_over(copy))
                going_on.push_back(i);
            ++report.listed;
        }
        for (const Move& move : earlier) {
            if (std::ranges::find(legal, move) != legal.end())
                continue;
            State copy = state;
            if (!R::apply(copy, move)) {
                ++report.refused;
                if (!(copy == state))
                    return violation("refusal_changed",
                        "a refused move changed the position (" + R::move_to_json(move).dump() + ")");
            }
        }

        const bool end_now = !shun_endings || going_on.empty() || choose.below(16) == 0;
        Move chosen = end_now ? legal[static_cast<std::size_t>(choose.below(legal.size()))]
                              : legal[going_on[static_cast<std::size_t>(choose.below(going_on.size()))]];
        if constexpr (ChoiceRules<R>)
            if (!acting.empty() && choose.below(2) == 0)
                chosen = random_move_by_choices<R>(
                    state, acting[static_cast<std::size_t>(choose.below(acting.size()))], choose);
        if constexpr (TableChoiceRules<R>)
            if (acting.empty() && choose.below(2) == 0)
                chosen = random_move_by_choices<R>(state, table_seat, choose);
        const State before = state; // `state` refers to the game's, which play changes
        if (auto played = game.play(chosen); !played)
            return violation("play_refused", played.error().message);
        ++report.moves;
        if (report.moves <= 64 || report.moves % 16 == 0) {
            const State after = game.state();
            game.undo();
            if (!(game.state() == before))
                return violation("undo", "undo did not give back the position before the move");
            game.redo();
            if (!(game.state() == after))
                return violation("redo", "undo then redo is not the identity");
        }
        earlier = legal;
    }

    const auto replayed = Game<R>::replay(game.options(), game.history().applied());
    if (!replayed || !(*replayed == game.state()))
        return violation("replay", "replaying the moves gives another position");
    const auto loaded = Game<R>::load(game.save("test", "now"));
    if (!loaded)
        return violation("load", "the game's own save is refused: " + loaded.error().message);
    if (!(loaded->state() == game.state()) || !std::ranges::equal(loaded->history().moves(), game.history().moves())
        || loaded->history().cursor() != game.history().cursor())
        return violation("load", "a saved and loaded game differs from the game");
    return report;
}

} // namespace tablee::core
