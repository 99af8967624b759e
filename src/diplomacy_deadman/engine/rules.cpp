// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/rules.hpp"

#include "diplomacy_deadman/engine/deadman.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/serialization.hpp"

#include "core/overloaded.hpp"
#include "core/random.hpp"
#include "core/seats.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <span>
#include <utility>

namespace tablee::diplomacy_deadman {

namespace {

constexpr std::size_t max_text = 100; // an order as written, a move's type
constexpr std::size_t max_level_length = 16; // a computer level's id

// Schema 1 saved a position alone: it becomes a game that starts there, with no moves yet (its
// earlier phases were never recorded). The position is checked when the options are read.
core::Expected<nlohmann::json> position_to_game(nlohmann::json position)
{
    nlohmann::json dead_man = nullptr;
    if (position.is_object())
        if (const auto found = position.find("dead_man"); found != position.end())
            dead_man = *found;
    return nlohmann::json {{"options",
                               {{"players", nlohmann::json::object()}, {"dead_man", std::move(dead_man)}, {"seed", "0"},
                                   {"start", std::move(position)}}},
        {"moves", nlohmann::json::array()}, {"cursor", 0}};
}

// Schema 3 added the hand-in move; a schema-2 game reads as it is. The version still changes, so
// that an older Tablée refuses a game with hand-ins as newer instead of as damaged.
core::Expected<nlohmann::json> hand_ins_added(nlohmann::json game)
{
    return game;
}

// {"FRANCE": [text, ...], ...}, the empty lists left out.
nlohmann::json texts_by_power(const std::array<std::vector<std::string>, power_count>& texts)
{
    nlohmann::json json = nlohmann::json::object();
    for (Power power : all_powers)
        if (!texts[index_of(power)].empty())
            json[std::string(power_code(power))] = texts[index_of(power)];
    return json;
}

std::array<std::vector<std::string>, power_count> read_texts_by_power(
    const core::JsonValue& json, std::size_t max_per_power)
{
    std::array<std::vector<std::string>, power_count> texts {};
    for (const auto& [key, list] : json.members(all_powers.size())) {
        const Power power = power_key(key, list);
        for (const auto& text : list.items(max_per_power))
            texts[index_of(power)].push_back(text.string(max_text));
    }
    return texts;
}

// --- The sample of legal_moves -------------------------------------------------------------

// Orders of one sample phase: the dead men's go to the proposals of the first living power, so
// that the vote carries them.
class SamplePhase {
public:
    SamplePhase(const Map& map, PowerSet dead_men) : m_map(map), m_dead_men(dead_men)
    {
        for (Power power : all_powers)
            if (!dead_men.contains(power)) {
                m_proposer = power;
                break;
            }
    }

    void add(Power power, const Order& order)
    {
        const std::string text = order_text(m_map, order);
        if (m_dead_men.contains(power))
            m_phase.proposals[index_of(m_proposer)].push_back(text);
        else
            m_phase.orders[index_of(power)].push_back(text);
    }
    PhaseOrders take() { return std::move(m_phase); }

private:
    const Map& m_map;
    PowerSet m_dead_men;
    Power m_proposer = Power::austria; // the first living power
    PhaseOrders m_phase;
};

// Where `unit` could move, in the map's order.
std::vector<LocationId> neighbours(const Map& map, const Unit& unit)
{
    const LocationSet& set = unit.type == UnitType::army ? map.army_neighbours(map.province_of(unit.location))
                                                         : map.fleet_neighbours(unit.location);
    std::vector<LocationId> out;
    for (std::size_t l = 0; l < map.location_count(); ++l)
        if (set.test(l))
            out.push_back(static_cast<LocationId>(l));
    return out;
}

void movement_samples(const Map& map, const GameState& position, std::vector<Move>& moves)
{
    const auto board = BoardIndex::build(map, position.units);
    if (!board)
        return;
    const auto legal = [&](const Unit& unit, const Order& order) {
        return check_movement_order(map, *board, unit.power, order) == VoidReason::none;
    };
    SamplePhase first(map, position.dead_men), last(map, position.dead_men), support(map, position.dead_men);
    for (const Unit& unit : position.units) {
        const auto places = neighbours(map, unit);
        const auto move_to = [&](LocationId target) {
            return Order {OrderKind::move, unit.type, unit.location, target, std::nullopt, no_location, false};
        };
        if (const auto it = std::ranges::find_if(places, [&](LocationId l) { return legal(unit, move_to(l)); });
            it != places.end())
            first.add(unit.power, move_to(*it));
        for (auto it = places.rbegin(); it != places.rend(); ++it)
            if (legal(unit, move_to(*it))) {
                last.add(unit.power, move_to(*it));
                break;
            }
        for (const Unit& other : position.units) {
            const Order order {
                OrderKind::support, unit.type, unit.location, no_location, other.type, other.location, false};
            if (&other != &unit && legal(unit, order)) {
                support.add(unit.power, order);
                break;
            }
        }
    }
    moves.insert(moves.end(), {first.take(), last.take(), support.take()});
}

void retreat_samples(const Map& map, const GameState& position, std::vector<Move>& moves)
{
    SamplePhase first(map, position.dead_men), last(map, position.dead_men);
    for (const DislodgedUnit& dislodged : position.dislodged) {
        const auto options = retreat_options(map, position.units, dislodged, position.contested);
        if (options.empty())
            continue;
        const Unit& unit = dislodged.unit;
        const auto retreat_to = [&](LocationId target) {
            return Order {OrderKind::retreat, unit.type, unit.location, target, std::nullopt, no_location, false};
        };
        first.add(unit.power, retreat_to(options.front()));
        last.add(unit.power, retreat_to(options.back()));
    }
    moves.insert(moves.end(), {first.take(), last.take()});
}

void adjustment_samples(const Map& map, const GameState& position, std::vector<Move>& moves)
{
    SamplePhase owed(map, position.dead_men);
    for (Power power : all_powers) {
        int builds = builds_possible(map, position.units, position.owners, power);
        for (ProvinceId centre : map.home_centres(power)) {
            if (builds == 0)
                break;
            if (position.owners[centre] == power && !unit_in(map, position.units, centre)) {
                owed.add(power,
                    Order {OrderKind::build, UnitType::army, centre, no_location, std::nullopt, no_location, false});
                --builds;
            }
        }
        const int delta = adjustment_delta(map, position.units, position.owners, power);
        int disbands = -delta;
        for (auto it = position.units.rbegin(); it != position.units.rend() && disbands > 0; ++it)
            if (it->power == power) {
                owed.add(power,
                    Order {OrderKind::disband, it->type, it->location, no_location, std::nullopt, no_location, false});
                --disbands;
            }
    }
    moves.push_back(owed.take());
}

} // namespace

std::string_view computer_level_id(ComputerLevel level)
{
    switch (level) {
    case ComputerLevel::normal:
        return "normal";
    case ComputerLevel::strong:
        return "strong";
    }
    return "normal";
}

std::optional<ComputerLevel> computer_level_from_id(std::string_view id)
{
    if (id == "normal")
        return ComputerLevel::normal;
    if (id == "strong")
        return ComputerLevel::strong;
    return std::nullopt;
}

PowerSet drawn_dead_men(std::uint64_t seed, int count)
{
    assert(count >= 1 && count <= max_dead_men);
    core::Random random(seed);
    std::vector<Power> left(all_powers.begin(), all_powers.end());
    PowerSet drawn;
    // The first draw is the one of the six-player game, so every seed keeps its dead man.
    for (int i = 0; i < count; ++i) {
        const auto at = static_cast<std::size_t>(random.below(left.size()));
        drawn.insert(left[at]);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
    }
    return drawn;
}

std::array<std::string, power_count> drawn_seating(
    std::uint64_t seed, std::span<const std::string> people, PowerSet dead_men)
{
    assert(people.size() + static_cast<std::size_t>(dead_men.size()) == all_powers.size());
    std::vector<Power> living;
    for (Power power : all_powers)
        if (!dead_men.contains(power))
            living.push_back(power);
    // A stream of its own (the golden ratio's bits mixed into the seed): the dead men's draw
    // from the seed itself stays what it always was.
    core::Random random(seed ^ 0x9e3779b97f4a7c15ULL);
    random.shuffle(std::span(living));
    std::array<std::string, power_count> players {};
    for (std::size_t i = 0; i < people.size(); ++i)
        players[index_of(living[i])] = people[i];
    return players;
}

PowerSet dead_men_of(const Options& options)
{
    if (options.sandbox)
        return {};
    switch (options.dead_man_rule) {
    case DeadManRule::none:
        return {};
    case DeadManRule::chosen:
        return options.chosen_dead_men;
    case DeadManRule::drawn:
        return drawn_dead_men(options.seed, options.drawn_dead_men);
    }
    return {};
}

Options another_game(Options options, std::uint64_t seed)
{
    const PowerSet dead_before = dead_men_of(options);
    options.seed = seed;
    if (!options.seating_drawn)
        return options;
    // The seats of the living powers, each a name and a control, drawn onto the new game's
    // living powers as the new-game dialog draws the people: by their place in this list.
    struct Seat {
        std::string name;
        std::optional<ComputerLevel> computer;
    };
    std::vector<Seat> seats;
    std::vector<std::string> places;
    for (Power power : all_powers)
        if (!dead_before.contains(power)) {
            seats.push_back({options.players[index_of(power)], options.computers[index_of(power)]});
            places.push_back(std::to_string(places.size()));
        }
    const auto seating = drawn_seating(seed, places, dead_men_of(options));
    options.players = {};
    options.computers = {};
    for (Power power : all_powers)
        if (const std::string& place = seating[index_of(power)]; !place.empty()) {
            const Seat& seat = seats[std::stoul(place)];
            options.players[index_of(power)] = seat.name;
            options.computers[index_of(power)] = seat.computer;
        }
    return options;
}

const core::SaveSchema& Rules::save_schema()
{
    static const core::SaveSchema schema {
        .variant = "diplomacy_deadman", .current = 3, .migrations = {position_to_game, hand_ins_added}};
    return schema;
}

core::Expected<State> Rules::start(const Options& options)
{
    const Map& map = standard_map();
    State state;
    if (const PowerSet dead_men = dead_men_of(options); dead_men.size() > max_dead_men)
        return core::fail("diplomacy_deadman.bad_state",
            fmt::format("{} dead men: at most {}, so that two players vote", dead_men.size(), max_dead_men),
            {"dead_man"});
    if (options.start) {
        if (auto checked = check_state(map, *options.start); !checked)
            return std::unexpected(std::move(checked.error()));
        state.position = *options.start;
        state.position.dead_men = dead_men_of(options);
    } else
        state.position = initial_state(map, dead_men_of(options));
    return state;
}

core::Expected<PhaseOutcome> play_phase(const State& state, const PhaseOrders& phase)
{
    const Map& map = standard_map();
    const PowerSet dead_men = state.position.dead_men;
    PhaseOutcome outcome;
    for (Power power : all_powers) {
        const auto& texts = phase.orders[index_of(power)];
        if (dead_men.contains(power) && !texts.empty())
            return core::fail("diplomacy_deadman.dead_man_order",
                fmt::format("{} is the dead man: its units carry out the vote of the proposals, not "
                            "orders",
                    power_name_en(power)),
                {std::string(power_code(power))});
        // An order that cannot be read is void: the unit holds, as at the table.
        for (const std::string& text : texts) {
            auto order = parse_order(map, text);
            if (!order) {
                outcome.submitted.push_back({power, text, std::nullopt, std::move(order.error())});
                continue;
            }
            outcome.submitted.push_back({power, text, outcome.entries.size(), std::nullopt});
            outcome.entries.push_back({power, *order});
        }
    }
    for (Power power : all_powers) {
        const auto& texts = phase.proposals[index_of(power)];
        if (texts.empty())
            continue;
        if (dead_men.empty())
            return core::fail("diplomacy_deadman.no_dead_man", "this game has no dead man: proposals are meaningless");
        if (dead_men.contains(power))
            return core::fail("diplomacy_deadman.bad_proposer",
                fmt::format("{} is the dead man: it proposes nothing", power_name_en(power)),
                {std::string(power_code(power))});
        for (const std::string& text : texts)
            if (auto order = parse_order(map, text))
                outcome.proposals.push_back({std::string(power_code(power)), *order});
    }
    if (!dead_men.empty() && !state.position.winner) {
        auto vote = tally_dead_man(map, state.position, outcome.proposals);
        if (!vote)
            return std::unexpected(std::move(vote.error()));
        for (const OrderEntry& order : vote->orders) {
            outcome.submitted.push_back(
                {order.power, order_text(map, order.order), outcome.entries.size(), std::nullopt});
            outcome.entries.push_back(order);
        }
        outcome.vote = std::move(*vote);
    }
    auto stepped = step(map, state.position, outcome.entries);
    if (!stepped)
        return std::unexpected(std::move(stepped.error()));
    outcome.step = std::move(*stepped);
    return outcome;
}

std::vector<Power> writers(const State& state)
{
    std::vector<Power> powers;
    if (state.over())
        return powers;
    const Map& map = standard_map();
    const GameState& position = state.position;
    const bool everyone_proposes = dead_men_decide(map, position);
    for (Power power : all_powers)
        if (!position.dead_men.contains(power) && (everyone_proposes || has_decisions(map, position, power)))
            powers.push_back(power);
    return powers;
}

std::vector<Power> writers_left(const State& state)
{
    auto powers = writers(state);
    std::erase_if(powers, [&](Power power) { return has_handed_in(state, power); });
    return powers;
}

PhaseOrders gathered_orders(const State& state)
{
    PhaseOrders phase;
    for (const auto& hand_in : state.handed_in)
        if (hand_in) {
            phase.orders[index_of(hand_in->power)] = hand_in->orders;
            phase.proposals[index_of(hand_in->power)] = hand_in->proposals;
        }
    return phase;
}

namespace {

core::Expected<void> game_not_over(const State& state)
{
    if (state.draw_agreed)
        return core::fail("diplomacy_deadman.game_over", "the game is over: a draw was agreed", {"draw"});
    if (state.position.winner)
        return core::fail("diplomacy_deadman.game_over",
            fmt::format("the game is over: {} won", power_name_en(*state.position.winner)),
            {std::string(power_code(*state.position.winner))});
    return {};
}

// Plays the phase written in `phase` from `state`; `state` changes only on success.
core::Expected<void> play_whole_phase(State& state, PhaseOrders phase, std::optional<PhasePlayed>& played)
{
    auto outcome = play_phase(state, phase);
    if (!outcome)
        return std::unexpected(std::move(outcome.error()));
    GameState after = outcome->step.state;
    played = PhasePlayed {state.position, std::move(phase), std::move(*outcome), 0};
    state.position = std::move(after);
    state.handed_in = {};
    return {};
}

core::Expected<void> hand_in(State& state, const HandIn& move, std::optional<PhasePlayed>& played)
{
    const std::string code(power_code(move.power));
    const auto writing = writers(state);
    if (std::ranges::find(writing, move.power) == writing.end())
        return core::fail("diplomacy_deadman.not_a_writer",
            fmt::format("{} has nothing to write in this phase", power_name_en(move.power)), {code});
    if (has_handed_in(state, move.power))
        return core::fail("diplomacy_deadman.already_handed_in",
            fmt::format("{} has already handed in for this phase", power_name_en(move.power)), {code});
    if (move.orders.size() > max_orders_per_power)
        return core::fail("diplomacy_deadman.too_many_orders",
            fmt::format("{} orders: at most {}", move.orders.size(), max_orders_per_power),
            {std::to_string(move.orders.size()), std::to_string(max_orders_per_power)});
    if (move.proposals.size() > max_proposals_per_proposer)
        return core::fail("diplomacy_deadman.too_many_proposals",
            fmt::format("{} proposals: at most {}", move.proposals.size(), max_proposals_per_proposer),
            {std::to_string(move.proposals.size()), std::to_string(max_proposals_per_proposer)});
    if (!move.proposals.empty() && state.position.dead_men.empty())
        return core::fail("diplomacy_deadman.no_dead_man", "this game has no dead man: proposals are meaningless");
    State next = state;
    next.handed_in[index_of(move.power)] = move;
    if (writers_left(next).empty())
        if (auto applied = play_whole_phase(next, gathered_orders(next), played); !applied)
            return applied;
    state = std::move(next);
    return {};
}

} // namespace

core::Expected<void> apply_move(State& state, const Move& move, std::optional<PhasePlayed>& played)
{
    played.reset();
    if (auto open = game_not_over(state); !open)
        return open;
    return std::visit(core::Overloaded {
                          [&](const AgreeDraw&) -> core::Expected<void> {
                              state.draw_agreed = true;
                              state.handed_in = {};
                              return {};
                          },
                          [&](const PhaseOrders& phase) -> core::Expected<void> {
                              const auto pending = std::ranges::count_if(
                                  state.handed_in, [](const auto& hand_in) { return hand_in.has_value(); });
                              if (pending > 0)
                                  return core::fail("diplomacy_deadman.hand_ins_pending",
                                      fmt::format("{} powers have handed in for this phase: the phase is "
                                                  "played by the last hand-in",
                                          pending),
                                      {std::to_string(pending)});
                              return play_whole_phase(state, phase, played);
                          },
                          [&](const HandIn& handed) { return hand_in(state, handed, played); },
                      },
        move);
}

core::Expected<void> apply_move(State& state, const Move& move, std::vector<PhasePlayed>& phases)
{
    std::optional<PhasePlayed> played;
    auto applied = apply_move(state, move, played);
    if (played)
        phases.push_back(std::move(*played));
    return applied;
}

core::Expected<void> Rules::apply(State& state, const Move& move)
{
    std::optional<PhasePlayed> played;
    return apply_move(state, move, played);
}

core::Expected<void> Rules::apply(State& state, const Move& move, std::optional<PhasePlayed>& played)
{
    return apply_move(state, move, played);
}

std::vector<PhasePlayed> phases_played(State state, std::span<const Move> moves)
{
    std::vector<PhasePlayed> phases;
    for (std::size_t index = 0; index < moves.size(); ++index) {
        std::optional<PhasePlayed> played;
        if (!apply_move(state, moves[index], played))
            break; // not a game's history: what was played so far
        if (played) {
            played->move = index;
            phases.push_back(std::move(*played));
        }
    }
    return phases;
}

nlohmann::json Rules::options_to_json(const Options& options)
{
    nlohmann::json players = nlohmann::json::object();
    for (Power power : all_powers)
        if (!options.players[index_of(power)].empty())
            players[std::string(power_code(power))] = options.players[index_of(power)];
    nlohmann::json dead_man = nullptr;
    if (options.dead_man_rule == DeadManRule::chosen)
        dead_man = dead_men_to_json(options.chosen_dead_men);
    else if (options.dead_man_rule == DeadManRule::drawn)
        dead_man = "drawn";
    nlohmann::json json
        = {{"players", std::move(players)}, {"dead_man", std::move(dead_man)}, {"seed", std::to_string(options.seed)}};
    nlohmann::json computers = nlohmann::json::object();
    for (Power power : all_powers)
        if (const auto level = options.computers[index_of(power)])
            computers[std::string(power_code(power))] = computer_level_id(*level);
    if (!computers.empty()) // saves without computers stay as they were
        json["computers"] = std::move(computers);
    if (options.dead_man_rule == DeadManRule::drawn && options.drawn_dead_men != 1)
        json["drawn_dead_men"] = options.drawn_dead_men;
    if (options.seating_drawn) // older saves: the seating kept as it is
        json["seating"] = "drawn";
    if (options.start)
        json["start"] = state_to_json(standard_map(), *options.start);
    if (options.sandbox)
        json["sandbox"] = true;
    return json;
}

Options Rules::read_options(const core::JsonValue& json)
{
    Options options;
    for (const auto& [key, name] : json["players"].members(all_powers.size()))
        options.players[index_of(power_key(key, name))] = name.string(core::max_name_length);
    if (const auto computers = json.find("computers"))
        for (const auto& [key, level] : computers->members(all_powers.size()))
            options.computers[index_of(power_key(key, level))]
                = level.parsed(max_level_length, [](const std::string& word) { return computer_level_from_id(word); });
    if (const auto dead_man = json.find("dead_man")) {
        if (dead_man->is_string() && dead_man->json().get_ref<const std::string&>() == "drawn")
            options.dead_man_rule = DeadManRule::drawn;
        else {
            options.dead_man_rule = DeadManRule::chosen;
            options.chosen_dead_men = read_dead_men(*dead_man);
        }
    }
    if (const auto drawn = json.find("drawn_dead_men"))
        options.drawn_dead_men = drawn->integer(1, max_dead_men);
    options.seed = json["seed"].decimal_u64();
    if (const auto seating = json.find("seating"))
        options.seating_drawn = seating->parsed(max_level_length, [](const std::string& word) {
            return word == "drawn" ? std::optional(true) : word == "chosen" ? std::optional(false) : std::nullopt;
        });
    if (const auto start = json.find("start"))
        options.start = read_state(standard_map(), *start);
    if (const auto sandbox = json.find("sandbox"))
        options.sandbox = sandbox->boolean();
    return options;
}

nlohmann::json Rules::move_to_json(const Move& move)
{
    return std::visit(core::Overloaded {
                          [](const PhaseOrders& phase) -> nlohmann::json {
                              return {{"type", "phase"}, {"orders", texts_by_power(phase.orders)},
                                  {"proposals", texts_by_power(phase.proposals)}};
                          },
                          [](const AgreeDraw&) -> nlohmann::json {
                              return {{"type", "draw"}};
                          },
                          [](const HandIn& hand_in) -> nlohmann::json {
                              return {{"type", "hand_in"}, {"power", power_code(hand_in.power)},
                                  {"orders", hand_in.orders}, {"proposals", hand_in.proposals}};
                          },
                      },
        move);
}

Move Rules::read_move(const core::JsonValue& json)
{
    const std::string type = json["type"].string(max_text);
    if (type == "draw")
        return AgreeDraw {};
    if (type == "phase") {
        PhaseOrders phase;
        if (const auto orders = json.find("orders"))
            phase.orders = read_texts_by_power(*orders, max_orders_per_power);
        if (const auto proposals = json.find("proposals"))
            phase.proposals = read_texts_by_power(*proposals, max_proposals_per_proposer);
        return phase;
    }
    if (type == "hand_in") {
        HandIn hand_in;
        const core::JsonValue power = json["power"];
        hand_in.power = power_key(power.string(max_text), power);
        for (const auto& text : json["orders"].items(max_orders_per_power))
            hand_in.orders.push_back(text.string(max_text));
        for (const auto& text : json["proposals"].items(max_proposals_per_proposer))
            hand_in.proposals.push_back(text.string(max_text));
        return hand_in;
    }
    if (json.reader().ok())
        json.reader().fail_at(json["type"].path(), "phase, hand_in or draw, not \"" + type + "\"", {"choice", type});
    return AgreeDraw {};
}

std::vector<Move> Rules::legal_moves(const State& state)
{
    if (state.over())
        return {};
    const Map& map = standard_map();
    std::vector<Move> moves {PhaseOrders {}};
    switch (state.position.phase.kind) {
    case PhaseKind::movement:
        movement_samples(map, state.position, moves);
        break;
    case PhaseKind::retreats:
        retreat_samples(map, state.position, moves);
        break;
    case PhaseKind::adjustments:
        adjustment_samples(map, state.position, moves);
        break;
    }
    moves.push_back(AgreeDraw {});
    // At the table each power hands in on its own: the first writer left hands in its part of
    // each sample (the last one's plays the phase); a whole phase only before anyone has.
    const auto left = writers_left(state);
    if (left.empty())
        return moves;
    const Power next = left.front();
    std::vector<Move> hand_ins;
    for (const Move& move : moves)
        if (const auto* phase = std::get_if<PhaseOrders>(&move)) {
            HandIn hand_in {next, phase->orders[index_of(next)], phase->proposals[index_of(next)]};
            if (std::ranges::find(hand_ins, Move(hand_in)) == hand_ins.end())
                hand_ins.push_back(std::move(hand_in));
        }
    if (left.size() != writers(state).size()) // someone has handed in: no whole phase now
        std::erase_if(moves, [](const Move& move) { return std::holds_alternative<PhaseOrders>(move); });
    moves.insert(moves.end(), hand_ins.begin(), hand_ins.end());
    return moves;
}

std::vector<int> Rules::scores(const State& state)
{
    std::vector<int> centres;
    for (Power power : all_powers)
        centres.push_back(centre_count(state.position, power));
    return centres;
}

std::optional<core::Outcome> Rules::outcome(const State& state)
{
    if (!state.over())
        return std::nullopt;
    // The key of a power's rank: whether it shares the result at the top (the winner, or a
    // survivor of a draw), then its centres.
    std::vector<std::pair<bool, int>> keys;
    for (Power power : all_powers) {
        const int centres = centre_count(state.position, power);
        const bool on_board = centres > 0
            || std::ranges::any_of(state.position.units, [power](const Unit& unit) { return unit.power == power; });
        const bool top = state.position.winner ? *state.position.winner == power : on_board;
        keys.emplace_back(top, state.position.winner || !top ? centres : 0);
    }
    return core::Outcome {scores(state), core::competition_ranks(std::span<const std::pair<bool, int>>(keys))};
}

std::vector<std::string> Rules::seat_names(const Options& options)
{
    if (options.sandbox)
        return std::vector<std::string>(power_count);
    const PowerSet dead = dead_men_of(options);
    std::vector<std::string> names;
    for (Power power : all_powers) {
        const std::string& name = options.players[index_of(power)];
        if (dead.contains(power))
            names.emplace_back();
        else if (!name.empty()) // the power with the name: which one was played is part of the result
            names.push_back(fmt::format("{} ({})", name, power_name_en(power)));
        else // a computer power left unnamed: its power's English name, as saves keep names
            names.push_back(fmt::format(
                "{}{}", power_name_en(power), options.computers[index_of(power)] ? computer_seat_suffix : ""));
    }
    return names;
}

} // namespace tablee::diplomacy_deadman
