// SPDX-License-Identifier: GPL-3.0-or-later
// Diplomacy as a game of the shared model (rules.hpp): seed + options + moves, a move being one
// phase's orders and proposals; undo, redo, replay and saves over whole games; the dead man's
// units moved by the vote; the phases no table would write refused; random games.

#include "random_game_count.hpp"

#include "diplomacy_deadman/engine/rules.hpp"

#include "core/random_games.hpp"

#include <catch2/catch.hpp>

#include <set>

namespace dip = tablee::diplomacy_deadman;
using P = dip::Power;

namespace {

dip::PhaseOrders orders(std::initializer_list<std::pair<P, std::string>> given,
    std::initializer_list<std::pair<P, std::string>> proposed = {})
{
    dip::PhaseOrders phase;
    for (const auto& [power, text] : given)
        phase.orders[static_cast<std::size_t>(power)].push_back(text);
    for (const auto& [power, text] : proposed)
        phase.proposals[static_cast<std::size_t>(power)].push_back(text);
    return phase;
}

bool has_unit(const dip::GameState& state, P power, const std::string& text)
{
    const auto unit = dip::parse_unit(dip::standard_map(), power, text);
    return unit && std::ranges::find(state.units, *unit) != state.units.end();
}

dip::Options italy_dead()
{
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {P::italy};
    options.players[static_cast<std::size_t>(P::france)] = "Ana";
    options.seed = 2026;
    return options;
}

} // namespace

TEST_CASE("diplomacy rules: a game of phases with undo redo and a save of the whole game", "[rules]")
{
    auto game = dip::Game::create(italy_dead()).value();
    REQUIRE(game.play(orders({{P::france, "A PAR - BUR"}, {P::germany, "A MUN - RUH"}})));
    REQUIRE(dip::phase_text(game.state().position.phase) == "F1901M");
    CHECK(has_unit(game.state().position, P::france, "A BUR"));
    REQUIRE(game.play(orders({{P::france, "A BUR - BEL"}, {P::germany, "A RUH - HOL"}})));
    CHECK(dip::phase_text(game.state().position.phase) == "W1901A");

    const auto after_two = game.state();
    game.undo();
    CHECK(has_unit(game.state().position, P::france, "A BUR"));
    CHECK(dip::phase_text(game.state().position.phase) == "F1901M");
    game.redo();
    CHECK(game.state() == after_two);

    const auto loaded = dip::Game::load(game.save("test", "now"));
    REQUIRE(loaded);
    CHECK(loaded->state() == game.state());
    CHECK(loaded->history().moves() == game.history().moves());
    CHECK(loaded->options() == game.options());
    // Every earlier phase can be replayed from the save.
    const auto first_phase = dip::Game::replay(loaded->options(), loaded->history().applied().first(1));
    REQUIRE(first_phase);
    CHECK(dip::phase_text(first_phase->position.phase) == "F1901M");
}

TEST_CASE("diplomacy rules: the dead man's units carry out the vote of the proposals", "[rules]")
{
    auto game = dip::Game::create(italy_dead()).value();
    REQUIRE(
        game.play(orders({}, {{P::france, "A VEN - TYR"}, {P::austria, "A VEN - TYR"}, {P::turkey, "A VEN - PIE"}})));
    CHECK(has_unit(game.state().position, P::italy, "A TYR"));
    // An unreadable order is void, as at the table: the unit holds, the phase goes on.
    REQUIRE(game.play(orders({{P::france, "A PAR to the moon"}})));
    CHECK(has_unit(game.state().position, P::france, "A PAR"));
}

TEST_CASE("diplomacy rules: phases no table would write are refused and change nothing", "[rules]")
{
    auto game = dip::Game::create(italy_dead()).value();
    const auto before = game.state();
    CHECK(game.play(orders({{P::italy, "A VEN - TYR"}})).error().code == "diplomacy_deadman.dead_man_order");
    CHECK(game.play(orders({}, {{P::italy, "A VEN - TYR"}})).error().code == "diplomacy_deadman.bad_proposer");
    CHECK(game.state() == before);
    CHECK_FALSE(game.can_undo());

    auto plain = dip::Game::create(dip::Options {}).value();
    CHECK(plain.play(orders({}, {{P::france, "A VEN - TYR"}})).error().code == "diplomacy_deadman.no_dead_man");

    REQUIRE(plain.play(dip::AgreeDraw {}));
    CHECK(dip::Rules::is_over(plain.state()));
    CHECK(plain.play(orders({})).error().code == "diplomacy_deadman.game_over");
    CHECK(dip::Rules::legal_moves(plain.state()).empty());
}

TEST_CASE("diplomacy rules: each power hands in on its own and the last hand-in plays the phase", "[rules]")
{
    auto game = dip::Game::create(italy_dead()).value();
    // A dead man has units: every living power writes (and proposes).
    const auto writers = dip::writers(game.state());
    REQUIRE(writers.size() == 6);
    CHECK(std::ranges::find(writers, P::italy) == writers.end());
    for (P power : writers) {
        REQUIRE(dip::phase_text(game.state().position.phase) == "S1901M");
        dip::HandIn hand_in {power, {}, {"A VEN - TYR"}};
        if (power == P::france)
            hand_in.orders = {"A PAR - BUR"};
        REQUIRE(game.play(hand_in));
        if (power != writers.back()) {
            CHECK(dip::has_handed_in(game.state(), power));
            CHECK(dip::writers_left(game.state()).size() < 6);
        }
    }
    // The sixth hand-in played Spring: France in Burgundy, Italy in Tyrolia by the vote.
    CHECK(dip::phase_text(game.state().position.phase) == "F1901M");
    CHECK(has_unit(game.state().position, P::france, "A BUR"));
    CHECK(has_unit(game.state().position, P::italy, "A TYR"));
    CHECK(std::ranges::none_of(game.state().handed_in, [](const auto& h) { return h.has_value(); }));
    // The phases played, from the history: one, with everything written gathered.
    const auto phases = dip::phases_played(game.initial_state(), game.history().applied());
    REQUIRE(phases.size() == 1);
    CHECK(phases[0].move == 5);
    CHECK(phases[0].written.orders[static_cast<std::size_t>(P::france)] == std::vector<std::string> {"A PAR - BUR"});
    CHECK(phases[0].written.proposals[static_cast<std::size_t>(P::england)].size() == 1);
    // Undo takes back the last hand-in only: the phase waits for it again.
    game.undo();
    CHECK(dip::phase_text(game.state().position.phase) == "S1901M");
    CHECK(dip::writers_left(game.state()) == std::vector<P> {writers.back()});
    // A save in the middle of a phase keeps every hand-in.
    const auto restored = dip::Game::from_json(game.to_json());
    REQUIRE(restored);
    CHECK(restored->state() == game.state());
}

TEST_CASE("diplomacy rules: hand-ins no table would make are refused and change nothing", "[rules]")
{
    auto game = dip::Game::create(italy_dead()).value();
    REQUIRE(game.play(dip::HandIn {P::france, {"A PAR - BUR"}, {}}));
    const auto before = game.state();
    CHECK(game.play(dip::HandIn {P::france, {}, {}}).error().code == "diplomacy_deadman.already_handed_in");
    CHECK(game.play(dip::HandIn {P::italy, {}, {}}).error().code == "diplomacy_deadman.not_a_writer");
    CHECK(game.play(orders({{P::germany, "A MUN - RUH"}})).error().code == "diplomacy_deadman.hand_ins_pending");
    dip::HandIn flood {P::germany, std::vector<std::string>(100, "A MUN H"), {}};
    CHECK(game.play(flood).error().code == "diplomacy_deadman.too_many_orders");
    CHECK(game.state() == before);

    auto plain = dip::Game::create(dip::Options {}).value();
    CHECK(plain.play(dip::HandIn {P::france, {}, {"A VEN - TYR"}}).error().code == "diplomacy_deadman.no_dead_man");
    // Without a dead man every power with units writes, and nobody proposes.
    CHECK(dip::writers(plain.state()).size() == 7);
}

TEST_CASE("diplomacy rules: the powers drawn for the people of a table", "[rules]")
{
    const std::vector<std::string> people {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid"};
    const auto dead = dip::drawn_dead_men(12);
    const auto seats = dip::drawn_seating(12, people, dead);
    CHECK(seats == dip::drawn_seating(12, people, dead)); // the same game number, the same seats
    std::set<std::string> seated;
    for (P power : dip::all_powers) {
        const auto& name = seats[static_cast<std::size_t>(power)];
        CHECK(name.empty() == dead.contains(power)); // nobody on the dead man
        seated.insert(name);
    }
    CHECK(seated.size() == 7); // six people and the dead man's empty seat
    // Over many game numbers, the first person gets every living power at some time.
    std::set<P> firsts;
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        for (P power : dip::all_powers)
            if (dip::drawn_seating(seed, people, {P::italy})[static_cast<std::size_t>(power)] == "Ana")
                firsts.insert(power);
    CHECK(firsts.size() == 6);
    CHECK_FALSE(firsts.contains(P::italy));
}

TEST_CASE("diplomacy rules: the same table's next game draws again what the first drew", "[rules]")
{
    // Two people and two computers, three dead men drawn, the powers drawn for the four.
    dip::Options first;
    first.dead_man_rule = dip::DeadManRule::drawn;
    first.drawn_dead_men = 3;
    first.seed = 5;
    first.seating_drawn = true;
    first.players = dip::drawn_seating(
        first.seed, std::vector<std::string> {"Ana", "Bruno", "", "Carl"}, dip::dead_men_of(first));
    for (P power : dip::all_powers) {
        const auto& name = first.players[static_cast<std::size_t>(power)];
        if (name.empty() && !dip::dead_men_of(first).contains(power))
            first.computers[static_cast<std::size_t>(power)] = dip::ComputerLevel::strong; // unnamed
        if (name == "Carl")
            first.computers[static_cast<std::size_t>(power)] = dip::ComputerLevel::normal;
    }
    // The saves keep how the powers were given.
    const auto json = dip::Rules::options_to_json(first);
    CHECK(json["seating"] == "drawn");
    CHECK(dip::Game::from_json(dip::Game::create(first).value().to_json())->options() == first);
    CHECK_FALSE(dip::Rules::options_to_json(dip::Options {}).contains("seating"));

    std::set<P> anasPowers;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const auto next = dip::another_game(first, seed);
        CHECK(next.seed == seed);
        CHECK(next.seating_drawn);
        const auto dead = dip::dead_men_of(next);
        CHECK(dead.size() == 3);
        std::multiset<std::string> seated;
        int strong = 0;
        for (P power : dip::all_powers) {
            const auto i = static_cast<std::size_t>(power);
            if (dead.contains(power)) { // nobody on a dead man, person or computer
                CHECK(next.players[i].empty());
                CHECK_FALSE(next.computers[i]);
                continue;
            }
            seated.insert(next.players[i]);
            if (next.players[i] == "Ana")
                anasPowers.insert(power);
            if (next.players[i] == "Carl")
                CHECK(next.computers[i] == dip::ComputerLevel::normal);
            if (next.players[i] == "Ana" || next.players[i] == "Bruno")
                CHECK_FALSE(next.computers[i]);
            strong += next.computers[i] == dip::ComputerLevel::strong;
        }
        CHECK(seated == std::multiset<std::string> {"Ana", "Bruno", "", "Carl"});
        CHECK(strong == 1);
        CHECK(dip::Game::create(next)); // a game that starts
    }
    CHECK(anasPowers.size() >= 5); // Ana does not keep her power

    // Powers the players chose stay theirs: only the game number changes.
    dip::Options chosen = first;
    chosen.seating_drawn = false;
    chosen.dead_man_rule = dip::DeadManRule::chosen;
    chosen.chosen_dead_men = dip::dead_men_of(first);
    auto expected = chosen;
    expected.seed = 9;
    CHECK(dip::another_game(chosen, 9) == expected);
}

TEST_CASE("diplomacy rules: the dead man drawn with the seed", "[rules]")
{
    std::set<P> drawn;
    for (std::uint64_t seed = 1; seed <= 200; ++seed)
        drawn.insert(dip::drawn_dead_men(seed).powers().front());
    CHECK(drawn.size() == 7);
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::drawn;
    options.seed = 77;
    const auto game = dip::Game::create(options).value();
    CHECK(game.state().position.dead_men == dip::drawn_dead_men(77));
    const auto json = dip::Rules::options_to_json(options);
    CHECK(json["dead_man"] == "drawn");
}

TEST_CASE("diplomacy rules: a sandbox has no dead man and is saved as one", "[rules]")
{
    dip::Options options;
    options.sandbox = true;
    options.dead_man_rule = dip::DeadManRule::chosen; // ignored: one person writes every power
    options.chosen_dead_men = {P::italy};
    const auto game = dip::Game::create(options).value();
    CHECK(game.state().position.dead_men.empty());
    const auto restored = dip::Game::from_json(game.to_json());
    REQUIRE(restored);
    CHECK(restored->options().sandbox);
    CHECK_FALSE(dip::Game::from_json(dip::Game::create(dip::Options {}).value().to_json())->options().sandbox);
}

TEST_CASE("diplomacy rules: damaged options and moves name their path", "[rules]")
{
    auto json = dip::Game::create(italy_dead()).value().to_json();
    SECTION("an unknown power")
    {
        json["options"]["players"]["PRUSSIA"] = "Otto";
        const auto loaded = dip::Game::from_json(json);
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().code == "json.bad_value");
        CHECK(loaded.error().args.at(0) == "game.options.players.PRUSSIA");
    }
    SECTION("a move of no known type")
    {
        json["moves"] = {{{"type", "surrender"}}};
        json["cursor"] = 1;
        const auto loaded = dip::Game::from_json(json);
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().args.at(0) == "game.moves[0].type");
    }
    SECTION("an impossible start position")
    {
        json["options"]["start"]
            = {{"phase", "S1901M"}, {"units", {{"ITALY", {"A NTH"}}}}, {"centres", nlohmann::json::object()}};
        const auto loaded = dip::Game::from_json(json);
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().code == "diplomacy_deadman.bad_unit");
    }
}

TEST_CASE("diplomacy rules [extension]: several dead men, each proposal counting for the dead man it names",
    "[rules][extension]")
{
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {P::italy, P::russia, P::turkey};
    auto game = dip::Game::create(options).value();
    CHECK(game.state().position.dead_men == dip::PowerSet {P::italy, P::russia, P::turkey});
    const auto before = game.state();
    CHECK(game.play(orders({{P::turkey, "F ANK - BLA"}})).error().code == "diplomacy_deadman.dead_man_order");
    CHECK(game.play(orders({}, {{P::russia, "A VEN - TYR"}})).error().code == "diplomacy_deadman.bad_proposer");
    CHECK(game.state() == before);

    REQUIRE(game.play(orders({{P::france, "A PAR - BUR"}},
        {{P::france, "A VEN - TYR"}, {P::france, "F ANK - BLA"}, {P::england, "F ANK - BLA"},
            {P::germany, "A MOS - UKR"}, {P::england, "A MOS - LVN"}, {P::austria, "A MOS - LVN"}})));
    const auto& after = game.state().position;
    CHECK(has_unit(after, P::italy, "A TYR"));
    CHECK(has_unit(after, P::turkey, "F BLA"));
    CHECK(has_unit(after, P::russia, "A LVN")); // two proposals against one
    CHECK(has_unit(after, P::france, "A BUR"));

    // The list is saved and read back, in the options and in the position.
    const auto json = dip::Rules::options_to_json(options);
    CHECK(json["dead_man"] == nlohmann::json {"ITALY", "RUSSIA", "TURKEY"});
    const auto loaded = dip::Game::load(game.save("test", "now"));
    REQUIRE(loaded);
    CHECK(loaded->options() == game.options());
    CHECK(loaded->state() == game.state());

    // Two players at least remain to vote.
    options.chosen_dead_men = {P::austria, P::england, P::france, P::germany, P::italy, P::russia};
    CHECK(dip::Game::create(options).error().code == "diplomacy_deadman.bad_state");
}

TEST_CASE("diplomacy rules [extension]: dead men drawn with the seed, the first as in the six-player game",
    "[rules][extension]")
{
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        const auto one = dip::drawn_dead_men(seed, 1);
        for (int count = 2; count <= dip::max_dead_men; ++count) {
            const auto drawn = dip::drawn_dead_men(seed, count);
            CHECK(drawn.size() == count);
            CHECK(drawn.contains(one.powers().front()));
        }
    }
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::drawn;
    options.drawn_dead_men = 3;
    options.seed = 12;
    const auto game = dip::Game::create(options).value();
    CHECK(game.state().position.dead_men == dip::drawn_dead_men(12, 3));
    const auto json = dip::Rules::options_to_json(options);
    CHECK(json["drawn_dead_men"] == 3);
    const auto restored = dip::Game::from_json(game.to_json());
    REQUIRE(restored);
    CHECK(restored->options().drawn_dead_men == 3);
}

TEST_CASE("diplomacy rules [extension]: a Winter with two dead men builds each one's home centres by vote",
    "[rules][extension]")
{
    const auto& map = dip::standard_map();
    auto start = dip::initial_state(map);
    start.phase = dip::parse_phase("W1901A").value();
    std::erase_if(start.units, [&](const dip::Unit& unit) {
        const auto code = map.province(map.province_of(unit.location)).code;
        return code == "VEN" || code == "CON";
    });
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {P::italy, P::turkey};
    options.start = start;
    auto game = dip::Game::create(options).value();
    const auto outcome = dip::play_phase(
        game.state(), orders({}, {{P::france, "A VEN B"}, {P::france, "A CON B"}, {P::england, "A PAR B"}}));
    REQUIRE(outcome);
    REQUIRE(outcome->vote);
    REQUIRE(outcome->vote->tallies.size() == 2);
    CHECK(outcome->vote->tallies[0].power == P::italy);
    CHECK(outcome->vote->tallies[1].power == P::turkey);
    REQUIRE(outcome->vote->rejected.size() == 1); // Paris is no dead man's home centre
    CHECK(outcome->vote->rejected[0].reason == dip::VoidReason::not_home_centre);
    CHECK(has_unit(outcome->step.state, P::italy, "A VEN"));
    CHECK(has_unit(outcome->step.state, P::turkey, "A CON"));
}

TEST_CASE("diplomacy rules: random legal games keep the invariants of every game", "[rules][random_games]")
{
    const unsigned games = random_game_count(40, 12);
    std::size_t moves = 0;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        dip::Options options;
        if (seed % 2 == 0) {
            options.dead_man_rule = dip::DeadManRule::drawn;
            options.seed = seed;
            // Every fourth game a smaller table with several dead men [extension].
            options.drawn_dead_men = seed % 4 == 0 ? 2 + static_cast<int>(seed / 4 % 4) : 1;
        }
        const auto report = tablee::core::play_random_game<dip::Rules>(options, seed, 60, true);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        moves += report->moves;
    }
    // Most games run past a few years: a draw is chosen one time in 16.
    CHECK(moves > games * 8);
}
