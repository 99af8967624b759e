// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Secession and Successive Wars (/work/shared/rules/civ-calamities.md) as step-by-step
// procedures. A calamity is its start (which, the victim, the trader) and the list of choices
// made so far; run_calamity replays them from the position before it, so undoing a step is
// dropping the last choice, and nothing is ever half-applied. At each step legal_choices lists
// every legal choice and who makes it; apply_choice refuses any other with the rule it breaks.
//
// Secession: the trader picks one city of the victim, then, in any order, three of the victim's
// tokens and up to two tokens of other players (himself included). Contiguity is a property of
// the whole seceded group: every token must be in the city's area, next to it, or next to an area
// that holds only seceded units, in a chain from the city; so another player's token may open the
// way to the victim's. The trader may stop once the victim's three have seceded, and must take
// three of them whenever some order of choices allows it: a choice that would leave fewer within
// reach is refused. [decision] A victim without a city suffers no secession; fewer than three
// tokens secede when no order of choices reaches three (the log says how many).
//
// Successive Wars: the trader names the winner, a player in contact with the victim ([decision]
// sharing an area with the victim's units or in an area next to one); the victim owes 9 points,
// the winner 6, each +1 when the other holds Metalworking and +2 when the other holds Military.
// The winner picks the centre of the conflict (an area with units of both, if any; otherwise an
// area of the victim's next to the winner's): every unit there is eliminated, a third player's
// too, and the belligerents' count towards what they owe. Then the winner picks every loss, for
// both sides: in an area next to the centre or ([decision], "the war spreads") next to an area the
// war has emptied; when a side has no such unit, from its other units anywhere, never the last
// unit of an area. [decision] A city counts 5 and may be taken only while 5 or more are owed;
// what cannot be taken is forgiven, and the log says so.

#include "civ_calamities/engine/position.hpp"

#include "core/error.hpp"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace tablee::civ_calamities {

enum class Calamity : std::uint8_t { secession, successive_wars };
std::string_view calamity_code(Calamity calamity); // "secession", "successive_wars"

struct Settings {
    int secession_stack = 3; // the trade stack the Secession card goes in (3 or 4)
    int wars_stack = 4; // Successive Wars' (4 or 5)
    bool one_secessionist_nation = false; // every secession joins the same nation (one colour)

    friend bool operator==(const Settings&, const Settings&) = default;
};

struct CalamityStart {
    Calamity calamity = Calamity::secession;
    NationId victim = 0; // who received the card in trade
    NationId trader = 0; // who gave it
    // A secession saved before its tokens could be chosen in any order (saves of schema 2 and
    // older): the victim's came first, and the trader could stop with fewer than three of them
    // when only another player's token opened the way. Its choices are replayed as the table made
    // them: no choice is refused for leaving the victim's tokens out of reach, and the secession
    // ends where its choices end.
    bool victim_first = false;

    friend bool operator==(const CalamityStart&, const CalamityStart&) = default;
};

// The choices, as data.
struct PickCity { // Secession: the victim's city that secedes
    AreaId area = 0;
    friend bool operator==(const PickCity&, const PickCity&) = default;
};
struct PickToken { // Secession: a token of `nation` in `area` secedes
    AreaId area = 0;
    NationId nation = 0;
    friend bool operator==(const PickToken&, const PickToken&) = default;
};
struct Finish { // Secession: the trader stops (once the victim's tokens that can secede have)
    friend bool operator==(const Finish&, const Finish&) = default;
};
struct PickWinner { // Successive Wars: the trader names the winner
    NationId nation = 0;
    friend bool operator==(const PickWinner&, const PickWinner&) = default;
};
struct PickCentre { // Successive Wars: the winner picks the centre of the conflict
    AreaId area = 0;
    friend bool operator==(const PickCentre&, const PickCentre&) = default;
};
struct TakeLoss { // Successive Wars: a loss of `nation`, a token or its city in `area`
    NationId nation = 0;
    AreaId area = 0;
    bool city = false;
    friend bool operator==(const TakeLoss&, const TakeLoss&) = default;
};
using Choice = std::variant<PickCity, PickToken, Finish, PickWinner, PickCentre, TakeLoss>;

inline constexpr int secession_victim_tokens = 3; // of the victim's, with its city
inline constexpr int secession_other_tokens = 2; // at most, of other players'

enum class Step : std::uint8_t { city, tokens, winner, centre, losses, done };
std::string_view step_code(Step step);

// One line of the log: a stable code with its arguments (for the window's words) and English.
struct LogLine {
    std::string code;
    std::vector<std::string> args;
    std::string text;
    friend bool operator==(const LogLine&, const LogLine&) = default;
};

// A belligerent of Successive Wars: what it owes, has lost, and was forgiven (in unit points).
struct Belligerent {
    NationId nation = 0;
    int owed = 0;
    int taken = 0;
    int forgiven = 0;
    int left() const { return owed - taken - forgiven > 0 ? owed - taken - forgiven : 0; }
    friend bool operator==(const Belligerent&, const Belligerent&) = default;
};

struct CalamityState {
    CalamityStart start;
    Position position; // as it stands after the choices so far
    Step step = Step::done;
    NationId chooser = 0; // who makes the next choice (the trader, or the winner)
    // Secession.
    std::optional<NationId> seceded; // the secessionists' nation
    std::optional<AreaId> city;
    int victim_tokens = 0; // the victim's tokens seceded so far
    int other_tokens = 0; // other players' tokens seceded so far
    // Successive Wars: the vanquished (the victim) first, then the winner.
    std::optional<NationId> winner;
    std::optional<AreaId> centre;
    std::array<Belligerent, 2> sides {};
    std::vector<bool> emptied; // areas the war's eliminations have emptied, by area
    std::vector<LogLine> log;

    bool finished() const { return step == Step::done; }
    friend bool operator==(const CalamityState&, const CalamityState&) = default;
};

// The calamity before any choice. Errors: civ_calamities.unknown_nation,
// civ_calamities.not_a_player (nation), civ_calamities.trader_is_victim,
// civ_calamities.no_colour_left, civ_calamities.bad_position.
core::Expected<CalamityState> begin_calamity(
    const Board& board, const Position& position, const Settings& settings, const CalamityStart& start);

// Every choice legal now (empty once finished), in a fixed order.
std::vector<Choice> legal_choices(const Board& board, const CalamityState& state);

// Applies `choice` if legal; otherwise refuses with the rule it breaks and changes nothing.
// Errors: civ_calamities.wrong_step (step), civ_calamities.not_victims_city (area),
// civ_calamities.no_token (nation, area), civ_calamities.not_contiguous (area),
// civ_calamities.enough_tokens ("victim" | "others"), civ_calamities.victim_tokens_owed (how many
// of the victim's can secede), civ_calamities.not_a_player (nation), civ_calamities.winner_is_victim,
// civ_calamities.not_in_contact (nation), civ_calamities.not_a_centre (area, why),
// civ_calamities.not_belligerent (nation), civ_calamities.nothing_owed (nation),
// civ_calamities.no_unit (nation, area), civ_calamities.city_needs_five (owed),
// civ_calamities.not_in_reach (area), civ_calamities.would_empty_area (area).
core::Expected<void> apply_choice(const Board& board, CalamityState& state, const Choice& choice);

// The area a choice is made on, if it is made on one (a click on the board).
std::optional<AreaId> choice_area(const Choice& choice);
// At the losses step, the sides none of whose units is within the war's reach any more: their
// losses now come from their units anywhere (the table is told why far areas are offered).
std::vector<NationId> losing_far_from_war(const Board& board, const CalamityState& state);
// The legal choices a click on `area` may mean: those made on that area, and at the winner's
// step each legal winner with units there (the board names a nation by its pieces).
std::vector<Choice> legal_choices_at(const Board& board, const CalamityState& state, AreaId area);
// What a click on `area` means now when no legal choice is made there: the choice to try anyway,
// so that its refusal says why (none at a step that chooses no area).
std::optional<Choice> choice_meant_at(const Board& board, const CalamityState& state, AreaId area);

// The calamity after `choices`. Errors: those of begin_calamity, or civ_calamities.refused_choice
// (index, step, then the refusal's code and args: core::with_cause) for the first refused choice.
core::Expected<CalamityState> run_calamity(const Board& board, const Position& position, const Settings& settings,
    const CalamityStart& start, std::span<const Choice> choices);

// JSON of a choice: {"city": "memphis"} | {"token": "memphis", "nation": N} | {"finish": true} |
// {"winner": N} | {"centre": "ur"} | {"loss": "ur", "nation": N, "unit": "token" | "city"}, where N
// is the nation's name in `names` (the command line: the position before the calamity, where the
// secessionists' nation does not exist yet, and choices never name it) or, without `names`, its
// index (a save, read before any position is known).
nlohmann::json choice_to_json(const Board& board, const Choice& choice, const Position* names = nullptr);
// Errors go to json's reader.
Choice read_choice(const Board& board, const core::JsonValue& json, const Position* names = nullptr);

// Whether `nation` has units in an area with `other`'s units or next to one, by land (the
// contact Successive Wars asks of its winner).
bool in_contact(const Board& board, const Position& position, NationId nation, NationId other);

} // namespace tablee::civ_calamities
