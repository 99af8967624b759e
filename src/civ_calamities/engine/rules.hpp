// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The referee's game (core/game.hpp): the table's players and settings, then the edits and
// phases the referee applies to the board, each one move that undo takes back whole: a
// holding set in the quick editor, an advance, a population expansion, a city reduced for lack
// of support, a calamity resolved (its start and every choice, finished).
//
// Population expansion and the removal of surplus population are two moves, as they are two
// phases of the turn: a nation's tokens are not capped when they grow.
//
// When the evening is over the table ends the game (EndEvening): the board as it stands is the
// result, and nothing more is applied.
//
// JSON (the "game" of a save, variant "civ_calamities", schema 4; schema 1 could not end, schema
// 2's secessions took the victim's tokens first: they read with "victim_first"; schema 3's
// expansions removed the surplus at once: they read with "with_surplus"):
//   options: {"players": ["Egypt", "Babylon", ...], "settings": {"secession_stack": 3,
//             "wars_stack": 4, "one_secessionist_nation": false}, "start": POSITION (optional)}
//   move:    {"type": "set", "nation": 0, "area": "memphis", "tokens": 3, "city": false}
//          | {"type": "advance", "nation": 0, "advance": "agriculture", "held": true}
//          | {"type": "expand", "with_surplus": true (optional)} | {"type": "remove_surplus"}
//          | {"type": "reduce_city", "nation": 0, "area": "memphis"}
//          | {"type": "calamity", "calamity": "secession", "victim": 0, "trader": 1,
//             "choices": [CHOICE, ...], "victim_first": true (optional)}
//                                       (nations by their index in the position)
//          | {"type": "end"}
//   calamity_in_progress (optional, beside options and moves): a calamity being resolved when the
//             game was saved, in a calamity move's form; the window resumes it (the engine, which
//             applies whole calamities only, does not read it)

#include "civ_calamities/engine/calamities.hpp"
#include "civ_calamities/engine/phases.hpp"
#include "civ_calamities/engine/position.hpp"

#include "core/game.hpp"
#include "core/json_reader.hpp"

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace tablee::civ_calamities {

struct Options {
    std::vector<std::string> players; // 2 to 7 nations, by name
    Settings settings;
    std::optional<Position> start; // a position to start from (else every area empty)

    friend bool operator==(const Options&, const Options&) = default;
};

struct SetHolding {
    NationId nation = 0;
    AreaId area = 0;
    int tokens = 0;
    bool city = false;
    friend bool operator==(const SetHolding&, const SetHolding&) = default;
};
struct SetAdvance {
    NationId nation = 0;
    Advance advance = Advance::agriculture;
    bool held = true;
    friend bool operator==(const SetAdvance&, const SetAdvance&) = default;
};
struct Expand {
    // The surplus removed at once after the growth, as schema-3 games were played (their
    // expansions replay so); a new expansion leaves it to RemoveSurplus.
    bool with_surplus = false;
    friend bool operator==(const Expand&, const Expand&) = default;
};
// The surplus population phase (phases.hpp: remove_surplus). Refused when no nation stands alone
// over an area's limit (civ_calamities.no_surplus).
struct RemoveSurplus {
    friend bool operator==(const RemoveSurplus&, const RemoveSurplus&) = default;
};
struct ReduceCity {
    NationId nation = 0;
    AreaId area = 0;
    friend bool operator==(const ReduceCity&, const ReduceCity&) = default;
};
struct ResolveCalamity {
    CalamityStart start;
    std::vector<Choice> choices;
    friend bool operator==(const ResolveCalamity&, const ResolveCalamity&) = default;
};
struct EndEvening {
    friend bool operator==(const EndEvening&, const EndEvening&) = default;
};
using Move = std::variant<SetHolding, SetAdvance, Expand, ReduceCity, ResolveCalamity, EndEvening, RemoveSurplus>;

// The table's moves as a tree of choices (core/choices.hpp), one step at a time: which edit, then
// its nation, area and value; a calamity's kind, victim and trader, then each of its own choices
// (calamities.hpp) until it is finished. Paths:
//   Edit::holding, OfNation, InArea, HoldingChoice      -> SetHolding
//   Edit::advance, OfNation, AdvanceChoice              -> SetAdvance
//   Edit::expand                                        -> Expand
//   Edit::remove_surplus (when a nation alone is over a limit) -> RemoveSurplus
//   Edit::reduce_city, OfNation, InArea                 -> ReduceCity
//   Edit::calamity, Calamity, OfNation (victim), OfNation (trader), Choice...  -> ResolveCalamity
//   Edit::end                                           -> EndEvening
enum class Edit : std::uint8_t { holding, advance, expand, reduce_city, calamity, end, remove_surplus };
struct OfNation {
    NationId nation = 0;
    friend bool operator==(const OfNation&, const OfNation&) = default;
};
struct InArea {
    AreaId area = 0;
    friend bool operator==(const InArea&, const InArea&) = default;
};
struct HoldingChoice {
    int tokens = 0;
    bool city = false;
    friend bool operator==(const HoldingChoice&, const HoldingChoice&) = default;
};
struct AdvanceChoice {
    Advance advance = Advance::agriculture;
    bool held = true;
    friend bool operator==(const AdvanceChoice&, const AdvanceChoice&) = default;
};
using TableChoice = std::variant<Edit, OfNation, InArea, HoldingChoice, AdvanceChoice, Calamity, Choice>;

struct State {
    Settings settings;
    Position position;
    bool ended = false; // the table ended the evening: the game is over
    friend bool operator==(const State&, const State&) = default;
};

struct Rules {
    using Options = civ_calamities::Options;
    using State = civ_calamities::State;
    using Move = civ_calamities::Move;

    // A long evening at the table is a few hundred edits. Variant "civ_calamities", schema 3
    // (older schemas read through migrations: see save_schema()).
    static constexpr std::size_t max_moves = 20'000;
    static const core::SaveSchema& save_schema();

    // Errors: civ_calamities.bad_players (count), civ_calamities.bad_position,
    // civ_calamities.bad_setting (which).
    static core::Expected<State> start(const Options& options);
    // Errors: those of set_tokens/set_city/reduce_city, of run_calamity,
    // civ_calamities.unfinished (the calamity still has a choice to make), and
    // civ_calamities.evening_over once the game has ended.
    static core::Expected<void> apply(State& state, const Move& move);

    static nlohmann::json options_to_json(const Options& options);
    static nlohmann::json move_to_json(const Move& move);
    static Options read_options(const core::JsonValue& json);
    static Move read_move(const core::JsonValue& json);

    static std::optional<std::size_t> to_play(const State&) { return std::nullopt; } // the table
    // A sample: a token added where a nation stands (or its first land area), an expansion, a city
    // reduced where support is short, each calamity resolved by its first legal choices, and the
    // end of the evening; nothing once ended. Every legal move is a leaf of the table's tree.
    static std::vector<Move> legal_moves(const State& state);

    // The table's moves, every one of them, as a tree of choices (TableChoice; core/choices.hpp).
    // `seat` is core::table_seat: nobody else acts here.
    using Choice = TableChoice;
    static constexpr bool table_choices = true;
    static std::vector<Choice> choices(const State& state, std::size_t seat, std::span<const Choice> made);
    static Move move_of_choices(const State& state, std::size_t seat, std::span<const Choice> made);
    static bool is_over(const State& state) { return state.ended; }
    // Unit points on the board, by player (the secessionists are nobody's seat).
    static std::vector<int> scores(const State& state);
    // Once the evening is ended, its points ranked: the board as it stands is the result.
    static std::optional<core::Outcome> outcome(const State& state)
    {
        return state.ended ? std::optional(core::outcome_by_scores(scores(state))) : std::nullopt;
    }
    // The players' nations, as saved.
    static std::vector<std::string> seat_names(const Options& options) { return options.players; }
};

using Game = core::Game<Rules>;

} // namespace tablee::civ_calamities
