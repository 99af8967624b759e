// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/engine/rules.hpp"

#include "core/overloaded.hpp"

#include <fmt/format.h>

namespace tablee::civ_calamities {

namespace {

constexpr std::size_t max_text = 100;
constexpr std::size_t max_choices = 400; // a calamity takes about twenty

NationId read_nation(const core::JsonValue& json)
{
    return json.integer<NationId>(0, max_nations - 1);
}

AreaId read_area(const core::JsonValue& json)
{
    const Board& board = standard_board();
    return json.parsed(max_text, [&](const std::string& id) { return board.find(id); });
}

} // namespace

const core::SaveSchema& Rules::save_schema()
{
    // Schema 2 added the end of the evening; a schema-1 game reads as it is, and the version still
    // changes so that an older Tablée refuses an ended game as newer instead of as damaged.
    // Schema 3 lets a secession's tokens be chosen in any order: the secessions of older games
    // were played with the victim's first, and are marked so, to be replayed as they were played.
    // Schema 4 makes the removal of surplus population a move of its own: the expansions of older
    // games removed it at once, and are marked so.
    static const core::SaveSchema schema {.variant = "civ_calamities",
        .current = 4,
        .migrations = {[](nlohmann::json game) -> core::Expected<nlohmann::json> { return game; },
            [](nlohmann::json game) -> core::Expected<nlohmann::json> {
                if (game.is_object() && game.contains("moves") && game["moves"].is_array())
                    for (nlohmann::json& move : game["moves"])
                        if (core::holds_text(move, "type", "calamity")
                            && core::holds_text(move, "calamity", "secession"))
                            move["victim_first"] = true;
                return game;
            },
            [](nlohmann::json game) -> core::Expected<nlohmann::json> {
                if (game.is_object() && game.contains("moves") && game["moves"].is_array())
                    for (nlohmann::json& move : game["moves"])
                        if (core::holds_text(move, "type", "expand"))
                            move["with_surplus"] = true;
                return game;
            }}};
    return schema;
}

core::Expected<State> Rules::start(const Options& options)
{
    const Board& board = standard_board();
    if (options.players.size() < 2 || options.players.size() > max_players)
        return core::fail("civ_calamities.bad_players",
            fmt::format("2 to {} players, not {}", max_players, options.players.size()),
            {std::to_string(options.players.size())});
    const Settings& s = options.settings;
    if (s.secession_stack < 3 || s.secession_stack > 4)
        return core::fail("civ_calamities.bad_setting", "Secession goes in trade stack 3 or 4", {"secession_stack"});
    if (s.wars_stack < 4 || s.wars_stack > 5)
        return core::fail("civ_calamities.bad_setting", "Successive Wars goes in trade stack 4 or 5", {"wars_stack"});
    State state {s, options.start ? *options.start : empty_position(board, options.players)};
    if (auto ok = check_position(board, state.position); !ok)
        return std::unexpected(ok.error());
    return state;
}

core::Expected<void> Rules::apply(State& state, const Move& move)
{
    const Board& board = standard_board();
    if (state.ended)
        return core::fail("civ_calamities.evening_over", "the table has ended the evening: nothing more is refereed");
    if (std::holds_alternative<EndEvening>(move)) {
        state.ended = true;
        return {};
    }
    Position next = state.position; // changed whole or not at all
    auto applied = std::visit(
        core::Overloaded {
            [&](const SetHolding& m) -> core::Expected<void> {
                if (auto ok = set_city(board, next, m.nation, m.area, m.city); !ok)
                    return ok;
                return set_tokens(board, next, m.nation, m.area, m.tokens);
            },
            [&](const SetAdvance& m) -> core::Expected<void> { return set_advance(next, m.nation, m.advance, m.held); },
            [&](const Expand& m) -> core::Expected<void> {
                next = population_expansion(board, next).position;
                if (m.with_surplus)
                    next = remove_surplus(board, next).position;
                return {};
            },
            [&](const RemoveSurplus&) -> core::Expected<void> {
                if (!has_lone_surplus(board, next))
                    return core::fail("civ_calamities.no_surplus", "no nation stands alone over an area's limit");
                next = remove_surplus(board, next).position;
                return {};
            },
            [&](const ReduceCity& m) -> core::Expected<void> { return reduce_city(board, next, m.nation, m.area); },
            [&](const ResolveCalamity& m) -> core::Expected<void> {
                auto run = run_calamity(board, next, state.settings, m.start, m.choices);
                if (!run)
                    return std::unexpected(std::move(run.error()));
                if (!run->finished())
                    return core::fail("civ_calamities.unfinished",
                        fmt::format("the calamity still waits for a choice ({})", step_code(run->step)),
                        {std::string(step_code(run->step))});
                next = std::move(run->position);
                return {};
            },
            [](const EndEvening&) -> core::Expected<void> { return {}; }, // handled above
        },
        move);
    if (!applied)
        return applied;
    state.position = std::move(next);
    return {};
}

nlohmann::json Rules::options_to_json(const Options& options)
{
    nlohmann::json json = {{"players", options.players},
        {"settings",
            {{"secession_stack", options.settings.secession_stack}, {"wars_stack", options.settings.wars_stack},
                {"one_secessionist_nation", options.settings.one_secessionist_nation}}}};
    if (options.start)
        json["start"] = position_to_json(standard_board(), *options.start);
    return json;
}

Options Rules::read_options(const core::JsonValue& json)
{
    Options options;
    for (const auto& name : json["players"].items(max_players))
        options.players.push_back(name.string(max_name_length));
    const auto settings = json["settings"];
    options.settings.secession_stack = settings["secession_stack"].integer(3, 4);
    options.settings.wars_stack = settings["wars_stack"].integer(4, 5);
    options.settings.one_secessionist_nation = settings["one_secessionist_nation"].boolean();
    if (const auto start = json.find("start"))
        options.start = read_position(standard_board(), *start);
    return options;
}

nlohmann::json Rules::move_to_json(const Move& move)
{
    const Board& board = standard_board();
    return std::visit(core::Overloaded {
                          [&](const SetHolding& m) -> nlohmann::json {
                              return {{"type", "set"}, {"nation", m.nation}, {"area", board.area(m.area).id},
                                  {"tokens", m.tokens}, {"city", m.city}};
                          },
                          [](const SetAdvance& m) -> nlohmann::json {
                              return {{"type", "advance"}, {"nation", m.nation}, {"advance", advance_code(m.advance)},
                                  {"held", m.held}};
                          },
                          [](const Expand& m) -> nlohmann::json {
                              nlohmann::json json {{"type", "expand"}};
                              if (m.with_surplus)
                                  json["with_surplus"] = true;
                              return json;
                          },
                          [](const RemoveSurplus&) -> nlohmann::json {
                              return {{"type", "remove_surplus"}};
                          },
                          [&](const ReduceCity& m) -> nlohmann::json {
                              return {{"type", "reduce_city"}, {"nation", m.nation}, {"area", board.area(m.area).id}};
                          },
                          [](const ResolveCalamity& m) -> nlohmann::json {
                              nlohmann::json choices = nlohmann::json::array();
                              for (const civ_calamities::Choice& c : m.choices)
                                  choices.push_back(choice_to_json(standard_board(), c));
                              nlohmann::json json {{"type", "calamity"}, {"calamity", calamity_code(m.start.calamity)},
                                  {"victim", m.start.victim}, {"trader", m.start.trader}, {"choices", choices}};
                              if (m.start.victim_first)
                                  json["victim_first"] = true;
                              return json;
                          },
                          [](const EndEvening&) -> nlohmann::json {
                              return {{"type", "end"}};
                          },
                      },
        move);
}

Move Rules::read_move(const core::JsonValue& json)
{
    const std::string type = json["type"].string(max_text);
    if (type == "set")
        return SetHolding {read_nation(json["nation"]), read_area(json["area"]),
            json["tokens"].integer(0, tokens_per_nation), json["city"].boolean()};
    if (type == "advance")
        return SetAdvance {
            read_nation(json["nation"]), json["advance"].parsed(max_text, advance_from_code), json["held"].boolean()};
    if (type == "expand") {
        Expand m;
        if (const auto with_surplus = json.find("with_surplus"))
            m.with_surplus = with_surplus->boolean();
        return m;
    }
    if (type == "remove_surplus")
        return RemoveSurplus {};
    if (type == "reduce_city")
        return ReduceCity {read_nation(json["nation"]), read_area(json["area"])};
    if (type == "calamity") {
        ResolveCalamity m;
        const std::string which = json["calamity"].string(max_text);
        if (json.reader().ok() && which != "secession" && which != "successive_wars")
            json.reader().fail_at(json.path() + ".calamity", "\"secession\" or \"successive_wars\"", {"choice", which});
        m.start = {which == "secession" ? Calamity::secession : Calamity::successive_wars, read_nation(json["victim"]),
            read_nation(json["trader"])};
        if (const auto victim_first = json.find("victim_first"))
            m.start.victim_first = victim_first->boolean() && m.start.calamity == Calamity::secession;
        for (const auto& c : json["choices"].items(max_choices))
            m.choices.push_back(read_choice(standard_board(), c));
        return m;
    }
    if (type == "end")
        return EndEvening {};
    if (json.reader().ok())
        json.reader().fail_at(json.path() + ".type",
            "set, advance, expand, remove_surplus, reduce_city, calamity or end", {"choice", type});
    return Expand {};
}

std::vector<Move> Rules::legal_moves(const State& state)
{
    if (state.ended)
        return {};
    const Board& board = standard_board();
    const Position& p = state.position;
    std::vector<Move> moves {Expand {}, EndEvening {}};
    if (has_lone_surplus(board, p))
        moves.push_back(RemoveSurplus {});
    for (NationId n = 0; n < p.nations.size(); ++n) {
        if (p.nations[n].secessionist || p.nations[n].stock() == 0)
            continue;
        // One more token where the nation stands, or in the first land area if it stands nowhere.
        std::optional<AreaId> where;
        for (AreaId a = 0; a < board.size() && !where; ++a)
            if (p.at(n, a).tokens > 0 && p.at(n, a).tokens < tokens_per_nation)
                where = a;
        for (AreaId a = static_cast<AreaId>(n * 7 % board.size()); a < board.size() && !where; ++a)
            if (!board.area(a).sea)
                where = a;
        if (where)
            moves.emplace_back(SetHolding {n, *where, p.at(n, *where).tokens + 1, p.at(n, *where).city});
    }
    for (const SupportShortfall& short_of : city_support(p))
        for (AreaId a = 0; a < board.size(); ++a)
            if (p.at(short_of.nation, a).city) {
                moves.emplace_back(ReduceCity {short_of.nation, a});
                break;
            }
    // Each calamity between the first two players, resolved by the first legal choice each step.
    for (const Calamity calamity : {Calamity::secession, Calamity::successive_wars}) {
        const CalamityStart start {calamity, 0, 1};
        auto run = begin_calamity(board, p, state.settings, start);
        if (!run)
            continue;
        ResolveCalamity m {start, {}};
        while (!run->finished() && m.choices.size() < max_choices) {
            const auto choices = legal_choices(board, *run);
            if (choices.empty() || !apply_choice(board, *run, choices.front()))
                break;
            m.choices.push_back(choices.front());
        }
        if (run->finished())
            moves.emplace_back(std::move(m));
    }
    return moves;
}

std::vector<int> Rules::scores(const State& state)
{
    std::vector<int> points;
    for (const Nation& nation : state.position.nations) {
        if (nation.secessionist)
            continue; // the seats are the players'
        int total = 0;
        for (const Holding& h : nation.areas)
            total += h.points();
        points.push_back(total);
    }
    return points;
}

} // namespace tablee::civ_calamities
