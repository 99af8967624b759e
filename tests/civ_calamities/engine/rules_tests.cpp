// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's game: moves, undo and redo, saves; seeded random games; and property tests over
// random positions: a legal choice is always accepted, any other refused, and losses never
// exceed what is owed.

#include "civ_calamities/engine/rules.hpp"

#include "civ_test_positions.hpp"
#include "random_game_count.hpp"
#include "saved_file.hpp"

#include "core/choices.hpp"
#include "core/overloaded.hpp"
#include "core/random.hpp"
#include "core/random_games.hpp"

#include <fstream>
#include <iterator>
#include <optional>
#include <set>

using namespace civ_test;

namespace {

civ::Options table()
{
    civ::Options options;
    options.players = {"Egypt", "Babylon", "Crete", "Assyria"};
    options.start = make_position(options.players,
        {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 2}, {"Egypt", "alexandria", 3}, {"Babylon", "tanis", 1},
            {"Babylon", "sinai", 2}, {"Crete", "knossos", 0, true}, {"Crete", "phaestos", 2},
            {"Assyria", "assyria", 3}});
    return options;
}

// A random position of four nations: tokens and a few cities on random land areas.
civ::Position random_position(tablee::core::Random& random)
{
    civ::Position position = civ::empty_position(board(), {"Egypt", "Babylon", "Crete", "Assyria"});
    for (civ::NationId n = 0; n < 4; ++n)
        for (int i = 0; i < 14; ++i) {
            const auto a = static_cast<civ::AreaId>(random.below(board().size()));
            if (board().area(a).sea)
                continue;
            civ::Holding& h = position.at(n, a);
            if (random.below(5) == 0
                && !std::any_of(position.nations.begin(), position.nations.end(),
                    [&](const civ::Nation& x) { return x.areas[a].city; }))
                h.city = true;
            else if (position.nations[n].stock() > 0)
                h.tokens += 1 + static_cast<int>(random.below(2));
        }
    REQUIRE(civ::check_position(board(), position));
    return position;
}

// A choice that is probably illegal: any area, any nation, any kind.
civ::Choice random_choice(tablee::core::Random& random, const civ::CalamityState& state)
{
    const auto a = static_cast<civ::AreaId>(random.below(board().size()));
    const auto n = static_cast<civ::NationId>(random.below(state.position.nations.size()));
    switch (random.below(6)) {
    case 0:
        return civ::PickCity {a};
    case 1:
        return civ::PickToken {a, n};
    case 2:
        return civ::PickWinner {n};
    case 3:
        return civ::PickCentre {a};
    case 4:
        return civ::Finish {};
    default:
        return civ::TakeLoss {n, a, random.below(2) == 0};
    }
}

// The most of the victim's tokens that any order of token choices lets secede from `state` (just
// after the city): every sequence of picks tried, with no shortcut, each pick checked by the
// engine replaying the way the table played before the order was free (which checks the reach
// and the counts only), so this search shares nothing with the engine's own.
using Picks = std::vector<std::pair<civ::AreaId, civ::NationId>>; // sorted: the order does not matter
int most_victim_tokens_by_search(const civ::CalamityState& state, std::set<Picks>& seen, Picks picks = {})
{
    std::sort(picks.begin(), picks.end());
    if (!seen.insert(picks).second || state.step != civ::Step::tokens)
        return state.victim_tokens;
    int best = state.victim_tokens;
    for (civ::NationId n = 0; n < state.position.nations.size() && best < 3; ++n)
        for (civ::AreaId a = 0; a < board().size() && best < 3; ++a) {
            if (state.position.at(n, a).tokens == 0)
                continue;
            auto next = state;
            if (!civ::apply_choice(board(), next, civ::PickToken {a, n}))
                continue;
            auto more = picks;
            more.emplace_back(a, n);
            best = std::max(best, most_victim_tokens_by_search(next, seen, more));
        }
    return best;
}

} // namespace

TEST_CASE("civ rules: edits, an expansion and a calamity are moves; undo and saves", "[rules]")
{
    auto game = civ::Game::create(table()).value();
    REQUIRE(game.play(civ::SetHolding {3, area("fayum"), 2, false}));
    REQUIRE(game.play(civ::SetAdvance {0, civ::Advance::agriculture, true}));
    REQUIRE(game.play(civ::Expand {}));
    CHECK(game.state().position.at(3, area("fayum")).tokens == 4);
    // An unfinished calamity is refused whole.
    const civ::ResolveCalamity half {{civ::Calamity::secession, 0, 1}, {civ::PickCity {area("memphis")}}};
    CHECK(game.play(half).error().code == "civ_calamities.unfinished");
    civ::ResolveCalamity whole = half;
    for (int i = 0; i < 3; ++i)
        whole.choices.push_back(civ::PickToken {area("tanis"), 0});
    whole.choices.push_back(civ::Finish {});
    const auto refused = game.play(whole);
    INFO((refused ? std::string() : refused.error().message));
    REQUIRE(refused);
    CHECK(game.state().position.nations.size() == 5);
    const auto after = game.state();

    const auto loaded = civ::Game::load(game.save("test", "now"));
    REQUIRE(loaded);
    CHECK(loaded->state() == after);
    CHECK(loaded->history().moves() == game.history().moves());
    game.undo();
    CHECK(game.state().position.nations.size() == 4);
    game.redo();
    CHECK(game.state() == after);
}

TEST_CASE("civ rules: options the table cannot have are refused", "[rules]")
{
    civ::Options options = table();
    options.players = {"Egypt"};
    options.start.reset();
    CHECK(civ::Game::create(options).error().code == "civ_calamities.bad_players");
    options = table();
    options.settings.wars_stack = 3;
    CHECK(civ::Game::create(options).error().code == "civ_calamities.bad_setting");
}

TEST_CASE("civ rules: the table ends the evening; nothing more is refereed, undo brings it back", "[rules]")
{
    auto game = civ::Game::create(table()).value();
    REQUIRE(game.play(civ::Expand {}));
    CHECK_FALSE(civ::Rules::is_over(game.state()));
    REQUIRE(game.play(civ::EndEvening {}));
    CHECK(civ::Rules::is_over(game.state()));
    CHECK(civ::Rules::legal_moves(game.state()).empty());
    const auto before = game.state();
    CHECK(game.play(civ::Expand {}).error().code == "civ_calamities.evening_over");
    CHECK(game.state() == before);
    const auto loaded = civ::Game::load(game.save("test", "now"));
    REQUIRE(loaded);
    CHECK(civ::Rules::is_over(loaded->state()));
    game.undo();
    CHECK_FALSE(civ::Rules::is_over(game.state()));
}

TEST_CASE(
    "civ rules: random legal games keep the invariants of every game and reach their end", "[rules][random_games]")
{
    const unsigned games = random_game_count(20);
    unsigned finished = 0;
    std::size_t walked = 0;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        const auto report = tablee::core::play_random_game<civ::Rules>(table(), seed, 200, true);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        finished += report->finished ? 1u : 0u;
        walked += report->walked;
    }
    // The end is listed among the moves (chosen one time in 16): most games reach it, so the
    // checks of a finished game run too.
    INFO(finished << " of " << games << " games ended");
    CHECK(finished >= games / 2);
    CHECK(walked > games); // the table's tree was walked, its moves tried
}

TEST_CASE("civ rules: the table's moves are a tree of choices, a calamity's losses one at a time", "[rules][choices]")
{
    using tablee::core::table_seat;
    auto game = civ::Game::create(table()).value();
    const civ::State& state = game.state();
    const auto root = civ::Rules::choices(state, table_seat, {});
    // Every kind of edit: Egypt's and Crete's cities may be reduced, and a nation stands alone over a
    // limit (the surplus phase is offered).
    CHECK(civ::has_lone_surplus(civ::standard_board(), state.position));
    CHECK(root.size() == 7);
    // Every move legal_moves lists is a leaf: its path, each choice open in turn, ends on it.
    const auto path_of = [](const civ::Move& move) {
        return std::visit(
            tablee::core::Overloaded {
                [](const civ::SetHolding& m) -> std::vector<civ::TableChoice> {
                    return {civ::Edit::holding, civ::OfNation {m.nation}, civ::InArea {m.area},
                        civ::HoldingChoice {m.tokens, m.city}};
                },
                [](const civ::SetAdvance& m) -> std::vector<civ::TableChoice> {
                    return {civ::Edit::advance, civ::OfNation {m.nation}, civ::AdvanceChoice {m.advance, m.held}};
                },
                [](const civ::Expand&) -> std::vector<civ::TableChoice> { return {civ::Edit::expand}; },
                [](const civ::RemoveSurplus&) -> std::vector<civ::TableChoice> { return {civ::Edit::remove_surplus}; },
                [](const civ::ReduceCity& m) -> std::vector<civ::TableChoice> {
                    return {civ::Edit::reduce_city, civ::OfNation {m.nation}, civ::InArea {m.area}};
                },
                [](const civ::ResolveCalamity& m) -> std::vector<civ::TableChoice> {
                    std::vector<civ::TableChoice> path {civ::Edit::calamity, m.start.calamity,
                        civ::OfNation {m.start.victim}, civ::OfNation {m.start.trader}};
                    for (const civ::Choice& c : m.choices)
                        path.push_back(c);
                    return path;
                },
                [](const civ::EndEvening&) -> std::vector<civ::TableChoice> { return {civ::Edit::end}; },
            },
            move);
    };
    for (const civ::Move& listed : civ::Rules::legal_moves(state)) {
        INFO(civ::Rules::move_to_json(listed).dump());
        const auto path = path_of(listed);
        std::vector<civ::TableChoice> made;
        for (const civ::TableChoice& choice : path) {
            const auto open = civ::Rules::choices(state, table_seat, made);
            REQUIRE(std::ranges::find(open, choice) != open.end());
            made.push_back(choice);
        }
        CHECK(civ::Rules::choices(state, table_seat, made).empty()); // a leaf
        CHECK(bool(civ::Rules::move_of_choices(state, table_seat, made) == listed));
    }
    // Successive Wars on Egypt, traded by Babylon: every way the table may resolve it is a leaf,
    // each accepted, each once; the winner, the centre and every loss chosen in turn.
    const std::vector<civ::TableChoice> wars {
        civ::Edit::calamity, civ::Calamity::successive_wars, civ::OfNation {0}, civ::OfNation {1}};
    const auto leaves = tablee::core::moves_by_choices<civ::Rules>(state, table_seat, 20000, wars);
    REQUIRE(leaves.has_value());
    CHECK(leaves->size() > 1);
    for (std::size_t i = 0; i < leaves->size(); ++i) {
        auto copy = state;
        CHECK(civ::Rules::apply(copy, (*leaves)[i]).has_value());
        const auto& resolved = std::get<civ::ResolveCalamity>((*leaves)[i]);
        CHECK(std::ranges::any_of(
            resolved.choices, [](const civ::Choice& c) { return std::holds_alternative<civ::TakeLoss>(c); }));
        for (std::size_t j = 0; j < i; ++j)
            CHECK_FALSE(bool((*leaves)[i] == (*leaves)[j]));
    }
    // A holding: from none to every token the nation may place there, with a city or not, and
    // never a city where another nation has one.
    const auto memphis = board().find("memphis").value();
    const auto babylonInMemphis = civ::Rules::choices(state, table_seat,
        std::vector<civ::TableChoice> {civ::Edit::holding, civ::OfNation {1}, civ::InArea {memphis}});
    CHECK(babylonInMemphis.size()
        == static_cast<std::size_t>(state.position.nations[1].most_tokens_in(memphis) + 1)); // Egypt's city there
    CHECK(std::ranges::none_of(
        babylonInMemphis, [](const civ::TableChoice& c) { return std::get<civ::HoldingChoice>(c).city; }));
}

TEST_CASE(
    "civ calamities: over random positions, legal choices pass, others are refused, losses stay within what is owed",
    "[calamities][property]")
{
    tablee::core::Random random(20261123);
    const unsigned positions = random_game_count(150);
    for (unsigned p = 0; p < positions; ++p) {
        const civ::Position position = random_position(random);
        const auto calamity = random.below(2) == 0 ? civ::Calamity::secession : civ::Calamity::successive_wars;
        const auto victim = static_cast<civ::NationId>(random.below(4));
        const auto trader = static_cast<civ::NationId>((victim + 1 + random.below(3)) % 4);
        auto state = civ::begin_calamity(board(), position, {}, {calamity, victim, trader});
        REQUIRE(state);
        std::optional<int> victim_tokens_possible;
        int steps = 0;
        while (!state->finished()) {
            REQUIRE(++steps < 200);
            const auto legal = civ::legal_choices(board(), *state);
            REQUIRE_FALSE(legal.empty()); // never stuck before the end
            // A few stray choices: refused unless offered, and nothing changes when refused.
            for (int i = 0; i < 3; ++i) {
                const civ::Choice stray = random_choice(random, *state);
                const bool is_legal = std::find(legal.begin(), legal.end(), stray) != legal.end();
                auto copy = *state;
                const auto applied = civ::apply_choice(board(), copy, stray);
                CHECK(bool(applied) == is_legal);
                if (!applied)
                    CHECK(copy == *state);
            }
            const civ::Choice& chosen = legal[random.below(legal.size())];
            const auto before = state->sides;
            REQUIRE(civ::apply_choice(board(), *state, chosen));
            if (std::holds_alternative<civ::PickCity>(chosen) && state->step == civ::Step::tokens) {
                auto searched = *state;
                searched.start.victim_first = true;
                std::set<Picks> seen;
                victim_tokens_possible = most_victim_tokens_by_search(searched, seen);
            }
            if (std::holds_alternative<civ::TakeLoss>(chosen)) {
                const auto& loss = std::get<civ::TakeLoss>(chosen);
                const auto& side = before[before[0].nation == loss.nation ? 0 : 1];
                CHECK((loss.city ? civ::city_points : 1) <= side.left()); // never beyond what is owed
            }
        }
        for (const civ::Belligerent& side : state->sides)
            CHECK(side.left() == 0);
        // Three of the victim's tokens, or as many as any order of choices could take.
        if (victim_tokens_possible)
            CHECK(state->victim_tokens == *victim_tokens_possible);
        REQUIRE(civ::check_position(board(), state->position));
        // Token counts: nothing made, only moved (secession) or removed (war).
        int before_tokens = 0, after_tokens = 0;
        for (const auto& n : position.nations)
            before_tokens += n.tokens_on_board();
        for (const auto& n : state->position.nations)
            after_tokens += n.tokens_on_board();
        if (calamity == civ::Calamity::secession)
            CHECK(after_tokens == before_tokens);
        else
            CHECK(after_tokens <= before_tokens);
    }
}

TEST_CASE("civ rules: a save of schema 1 still opens where it was", "[rules][saves]")
{
    const auto game = civ::Game::load(saved_file("civ_calamities/schema-1/secession_then_expansion.tablee"));
    REQUIRE(game);
    CHECK(game->history().cursor() == 3);
    const auto& position = game->state().position;
    REQUIRE(position.nations.size() == 5);
    CHECK(position.nations[4].secessionist);
    CHECK(position.nations[4].has(civ::Advance::agriculture)); // Egypt's, inherited
    CHECK(position.at(4, area("memphis")).city);
    CHECK(position.at(4, area("tanis")).tokens == 5); // 3 seceded, +2 beside Babylon (a conflict for the table)
    // Its expansion removed the surplus at once, as such games were played: it replays so.
    CHECK(std::ranges::any_of(game->history().moves(), [](const civ::Move& move) {
        const auto* expand = std::get_if<civ::Expand>(&move);
        return expand && expand->with_surplus;
    }));
}

TEST_CASE("civ rules: a save of schema 2 holds an evening ended by the table", "[rules][saves]")
{
    // Saved by the window after Egypt's 3 tokens and city in Memphis, then "End the evening".
    const auto game = civ::Game::load(saved_file("civ_calamities/schema-2/memphis_then_evening_ended.tablee"));
    REQUIRE(game);
    CHECK(civ::Rules::is_over(game->state()));
    CHECK(game->state().position.at(0, area("memphis")).tokens == 3);
    CHECK(game->state().position.at(0, area("memphis")).city);
}

TEST_CASE("civ rules: a secession of schema 2, stopped short when the victim's tokens came first, opens as played",
    "[rules][saves]")
{
    // Written by the window before the tokens could be chosen in any order: the trader stopped
    // after Egypt's token in Alexandria, which today would be refused (Babylon's token in Tanis
    // opens the way to Gaza's two).
    auto game = civ::Game::load(saved_file("civ_calamities/schema-2/secession_stopped_short.tablee"));
    REQUIRE(game);
    CHECK(game->history().cursor() == 6);
    const auto& position = game->state().position;
    REQUIRE(position.nations.size() == 3);
    CHECK(position.at(2, area("memphis")).city);
    CHECK(position.at(2, area("alexandria")).tokens == 1);
    CHECK(position.at(0, area("gaza")).tokens == 2);
    CHECK(position.at(1, area("tanis")).tokens == 1);
    // Saved again, it keeps how it was played, and reads back the same.
    const auto again = civ::Game::load(game->save("test", "now"));
    REQUIRE(again);
    CHECK(again->state() == game->state());
    CHECK(std::get<civ::ResolveCalamity>(again->history().moves().back()).start.victim_first);
}

TEST_CASE(
    "civ rules: a save of schema 3, a secession whose other player's tokens came first, then a war", "[rules][saves]")
{
    const auto game = civ::Game::load(saved_file("civ_calamities/schema-3/secession_other_first_then_wars.tablee"));
    REQUIRE(game);
    CHECK(game->history().cursor() == 11);
    const auto& moves = game->history().moves();
    const auto& secession = std::get<civ::ResolveCalamity>(moves[9]);
    CHECK_FALSE(secession.start.victim_first); // played with the tokens in any order
    CHECK(std::get<civ::PickToken>(secession.choices[1]).nation == 1); // Babylon's first
    const auto& position = game->state().position;
    REQUIRE(position.nations.size() == 4);
    CHECK(position.nations[3].secessionist);
    CHECK(position.at(3, area("memphis")).city);
    CHECK(position.at(3, area("tanis")).tokens == 2);
    CHECK(position.at(3, area("gaza")).tokens == 3);
    CHECK_FALSE(position.at(0, area("jerusalem")).tokens > 0); // the war's centre, emptied
}

TEST_CASE("civ rules: a save of schema 4 holds an expansion and then its surplus removed", "[rules][saves]")
{
    // The autosave of a real window killed (kill -9) after Babylon's 3 tokens in Ur grew to 5 and
    // the surplus phase took 2 back.
    const auto game = civ::Game::load(saved_file("civ_calamities/schema-4/ur_expansion_then_surplus.tablee"));
    REQUIRE(game);
    const auto& moves = game->history().moves();
    REQUIRE(moves.size() == 3);
    CHECK_FALSE(std::get<civ::Expand>(moves[1]).with_surplus); // the expansion took nothing back
    CHECK(std::holds_alternative<civ::RemoveSurplus>(moves[2]));
    CHECK(game->state().position.at(1, area("ur")).tokens == 3);
    // Replayed without its last move, the expansion left Babylon over Ur's limit.
    const auto before = civ::Game::replay(game->options(), std::span(moves).first(2));
    REQUIRE(before);
    CHECK(before->position.at(1, area("ur")).tokens == 5);
}
