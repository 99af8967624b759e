// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/engine/rules.hpp"

#include "core/overloaded.hpp"
#include "core/save.hpp"
#include "core/seats.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

namespace tablee::fiefs_variant {

namespace {

using Json = nlohmann::json;

constexpr std::size_t max_name = 8; // "l12/l11"
constexpr int max_ducats = 1'000'000; // far beyond any game: a file cannot overflow a purse

constexpr std::array<std::pair<Control, std::string_view>, 4> control_ids {{
    {Control::human, "human"},
    {Control::easy, "easy"},
    {Control::normal, "normal"},
    {Control::strong, "strong"},
}};
constexpr std::array<std::pair<Step, std::string_view>, 6> step_ids {{
    {Step::setup, "setup"},
    {Step::action, "action"},
    {Step::free_knight, "free_knight"},
    {Step::join_fief, "join_fief"},
    {Step::over, "over"},
    {Step::die, "die"},
}};
constexpr std::array<std::pair<Action, std::string_view>, action_count> action_ids {{
    {Action::one_border, "one_border"},
    {Action::two_borders, "two_borders"},
    {Action::three_borders, "three_borders"},
    {Action::one_knight, "one_knight"},
    {Action::two_knights, "two_knights"},
    {Action::expansion, "expansion"},
    {Action::treason, "treason"},
    {Action::alliance, "alliance"},
    {Action::take_ducats, "take_ducats"},
    {Action::special_income, "special_income"},
}};
constexpr std::array<std::pair<RegionKind, std::string_view>, 3> region_ids {{
    {RegionKind::open_land, "open_land"},
    {RegionKind::fief, "fief"},
    {RegionKind::neutral_zone, "neutral_zone"},
}};

template <class T, std::size_t N>
std::string_view id_of(const std::array<std::pair<T, std::string_view>, N>& ids, T value)
{
    return std::ranges::find(ids, value, &std::pair<T, std::string_view>::first)->second;
}
template <class T, std::size_t N>
T read_id(const core::JsonValue& json, const std::array<std::pair<T, std::string_view>, N>& ids)
{
    return json.parsed(40, [&](const std::string& text) -> std::optional<T> {
        const auto found = std::ranges::find(ids, text, &std::pair<T, std::string_view>::second);
        return found == ids.end() ? std::nullopt : std::optional(found->first);
    });
}

Space read_space(const core::JsonValue& json)
{
    return json.parsed(max_name, parse_space);
}
Edge read_edge(const core::JsonValue& json)
{
    return json.parsed(max_name, parse_edge);
}

Json spaces_json(const std::vector<Space>& spaces)
{
    Json list = Json::array();
    for (const Space space : spaces)
        list.push_back(space_name(space));
    return list;
}
std::vector<Space> read_spaces(const core::JsonValue& json, std::size_t most)
{
    std::vector<Space> spaces;
    for (const auto& item : json.items(most))
        spaces.push_back(read_space(item));
    return spaces;
}

Json settings_json(const Settings& settings)
{
    return {{"income_per_mine_kind", settings.income_per_mine_kind},
        {"alliance_with_several", settings.alliance_with_several}};
}
Settings read_settings(const core::JsonValue& json)
{
    Settings settings;
    if (const auto kind = json.find("income_per_mine_kind"))
        settings.income_per_mine_kind = kind->boolean();
    if (const auto several = json.find("alliance_with_several"))
        settings.alliance_with_several = several->boolean();
    return settings;
}

} // namespace

std::string_view control_id(Control control)
{
    return id_of(control_ids, control);
}
std::string_view action_id(Action action)
{
    return id_of(action_ids, action);
}
std::optional<Control> computer_level(std::string_view id)
{
    const auto found = std::ranges::find(control_ids, id, &std::pair<Control, std::string_view>::second);
    if (found == control_ids.end() || found->first == Control::human)
        return std::nullopt;
    return found->first;
}
std::string_view step_id(Step step)
{
    return id_of(step_ids, step);
}

namespace {

// Schema 1 to 2: an alliance marker never stands on a castle; schema-1 alliances were made when it
// could, and replay as they were played.
core::Expected<Json> alliances_made_on_castles(Json game)
{
    if (game.is_object() && game.contains("moves") && game["moves"].is_array())
        for (Json& move : game["moves"])
            if (core::holds_text(move, "type", "alliance"))
                move["marker_on_castle_allowed"] = true;
    return game;
}

// Schema 2 to 3: the die is chance's move of its own. A schema-2 move that rolled drew its die
// from the state's generator, the board's after dealing it, one draw per die in the order played
// (undone moves after the cursor went on from there when redone): the game is replayed to give
// each its die, written after it, and the cursor moves past the dice of the moves in force.
core::Expected<Json> dice_as_moves(Json game)
{
    if (!game.is_object() || !game.contains("moves") || !game["moves"].is_array())
        return game; // reading it says what is wrong
    auto options = core::options_from_json<Rules>(game.value("options", Json()));
    if (!options)
        return std::unexpected(std::move(options.error()));
    auto state = Rules::start(*options);
    if (!state)
        return std::unexpected(std::move(state.error()));
    core::Random dice = state->random;
    return core::insert_after_moves(std::move(game), [&](const Json& json) -> core::Expected<std::vector<Json>> {
        auto move = core::move_from_json<Rules>(json);
        if (!move)
            return std::unexpected(std::move(move.error()));
        const bool rolled = rolls_die(*move);
        const int die = rolled ? dice.between(1, 6) : 1;
        if (auto applied = apply_with_die(*state, *move, die); !applied)
            return std::unexpected(std::move(applied.error()));
        if (!rolled)
            return std::vector<Json> {};
        return std::vector {Rules::move_to_json(RollDie {die})};
    });
}

} // namespace

const core::SaveSchema& Rules::save_schema()
{
    static const core::SaveSchema schema {
        .variant = "fiefs_variant", .current = 3, .migrations = {alliances_made_on_castles, dice_as_moves}};
    return schema;
}

std::vector<core::ChanceOutcome<Move>> Rules::chance(const State& state)
{
    std::vector<core::ChanceOutcome<Move>> outcomes;
    for (const RollDie& face : die_faces(state))
        outcomes.push_back({face, 1.0 / 6});
    return outcomes;
}

core::Expected<State> Rules::start(const Options& options)
{
    std::vector<core::Seat> seats;
    for (const auto& player : options.players)
        seats.push_back({player.name, player.control != Control::human});
    if (auto checked = core::Seats::create(std::move(seats), min_players, max_players); !checked)
        return std::unexpected(std::move(checked.error()));
    core::Random random(options.seed);
    const Terrains board = make_board(standard_tiles(), random);
    return new_state(board, static_cast<int>(options.players.size()), options.settings, random);
}

std::vector<Rules::Choice> Rules::choices(
    const State& state, [[maybe_unused]] std::size_t seat, std::span<const Choice> made)
{
    assert(to_play(state) == seat);
    std::vector<Choice> open;
    if (made.empty()) {
        for (Move& move : fiefs_variant::legal_moves(state))
            open.emplace_back(std::move(move));
        return open;
    }
    if (!made.back())
        return open; // stopped
    for (Move& move : longer_moves(state, *made.back()))
        open.emplace_back(std::move(move));
    if (!open.empty())
        open.emplace_back(std::nullopt); // or stop here
    return open;
}

Move Rules::move_of_choices(const State&, std::size_t, std::span<const Choice> made)
{
    assert(!made.empty());
    // The last move chosen, before the stop if there is one.
    return made.back() ? *made.back() : *made[made.size() - 2];
}

std::optional<std::size_t> Rules::to_play(const State& state)
{
    if (state.step == Step::over || state.step == Step::die)
        return std::nullopt;
    return static_cast<std::size_t>(state.current);
}

Json Rules::options_to_json(const Options& options)
{
    Json players = Json::array();
    for (const auto& player : options.players)
        players.push_back({{"name", player.name}, {"control", control_id(player.control)}});
    return {{"players", std::move(players)}, {"settings", settings_json(options.settings)},
        {"seed", std::to_string(options.seed)}};
}

Options Rules::read_options(const core::JsonValue& json)
{
    Options options;
    for (const auto& player : json["players"].items(max_players))
        options.players.push_back(
            {player["name"].string(core::max_name_length), read_id(player["control"], control_ids)});
    if (const auto settings = json.find("settings"))
        options.settings = read_settings(*settings);
    options.seed = json["seed"].decimal_u64();
    return options;
}

Json Rules::move_to_json(const Move& move)
{
    return std::visit(
        core::Overloaded {
            [](const PlaceCastle& m) -> Json {
                return {{"type", "castle"}, {"castle", space_name(m.castle)}, {"knight", space_name(m.knight)}};
            },
            [](const PlaceBorders& m) -> Json {
                Json edges = Json::array();
                for (const Edge edge : m.edges)
                    edges.push_back(edge_name(edge));
                return {{"type", "borders"}, {"edges", std::move(edges)}};
            },
            [](const PlaceKnights& m) -> Json {
                return {{"type", "knights"}, {"spaces", spaces_json(m.spaces)}};
            },
            [](const Expand& m) -> Json {
                return {{"type", "expand"}, {"fief", space_name(m.fief)}, {"space", space_name(m.space)}};
            },
            [](const AttemptTreason& m) -> Json {
                return {
                    {"type", "treason"}, {"knight", space_name(m.knight)}, {"destination", space_name(m.destination)}};
            },
            [](const AttemptAlliance& m) -> Json {
                Json partners = Json::array();
                for (const auto& partner : m.partners)
                    partners.push_back({{"fief", space_name(partner.fief)}, {"marker", space_name(partner.marker)}});
                Json alliance {{"type", "alliance"}, {"fief", space_name(m.fief)}, {"partners", std::move(partners)}};
                if (m.marker_on_castle_allowed)
                    alliance["marker_on_castle_allowed"] = true;
                return alliance;
            },
            [](const TakeDucats&) -> Json {
                return {{"type", "take_ducats"}};
            },
            [](const SpecialIncome&) -> Json {
                return {{"type", "special_income"}};
            },
            [](const PlaceFreeKnight& m) -> Json {
                return {{"type", "free_knight"}, {"space", m.space ? Json(space_name(*m.space)) : Json(nullptr)}};
            },
            [](const JoinFief& m) -> Json {
                return {{"type", "join"}, {"fief", space_name(m.fief)}};
            },
            [](const RollDie& m) -> Json {
                return {{"type", "die"}, {"die", m.die}};
            },
        },
        move);
}

Move Rules::read_move(const core::JsonValue& json)
{
    const std::string type = json["type"].string(20);
    if (type == "castle")
        return PlaceCastle {read_space(json["castle"]), read_space(json["knight"])};
    if (type == "borders") {
        PlaceBorders borders;
        for (const auto& edge : json["edges"].items(3))
            borders.edges.push_back(read_edge(edge));
        return borders;
    }
    if (type == "knights")
        return PlaceKnights {read_spaces(json["spaces"], 2)};
    if (type == "expand")
        return Expand {read_space(json["fief"]), read_space(json["space"])};
    if (type == "treason")
        return AttemptTreason {read_space(json["knight"]), read_space(json["destination"])};
    if (type == "alliance") {
        AttemptAlliance alliance {read_space(json["fief"]), {}};
        for (const auto& partner : json["partners"].items(4 * max_players))
            alliance.partners.push_back({read_space(partner["fief"]), read_space(partner["marker"])});
        if (const auto allowed = json.find("marker_on_castle_allowed"))
            alliance.marker_on_castle_allowed = allowed->boolean();
        return alliance;
    }
    if (type == "take_ducats")
        return TakeDucats {};
    if (type == "special_income")
        return SpecialIncome {};
    if (type == "free_knight") {
        PlaceFreeKnight knight;
        if (const auto space = json.find("space"))
            knight.space = read_space(*space);
        return knight;
    }
    if (type == "join")
        return JoinFief {read_space(json["fief"])};
    if (type == "die")
        return RollDie {json["die"].integer(1, 6)};
    if (json.reader().ok())
        json.reader().fail_at(json.path() + ".type", "a kind of move", {"choice", type});
    return TakeDucats {};
}

Json state_to_json(const State& state)
{
    const Position& position = state.position;
    Json rows = Json::array();
    for (int row = 0; row < board_side; ++row) {
        std::string letters;
        for (int column = 0; column < board_side; ++column)
            letters += terrain_letter(position.terrain_at(space_at(row, column)));
        rows.push_back(letters);
    }
    Json borders = Json::array();
    for (Edge edge = 0; edge < edge_count; ++edge)
        if (position.borders[static_cast<std::size_t>(edge)])
            borders.push_back(edge_name(edge));
    Json castles = Json::array(), knights = Json::array();
    for (Space space = 0; space < space_count; ++space) {
        if (position.castle_at(space) != no_player)
            castles.push_back({{"space", space_name(space)}, {"player", position.castle_at(space)}});
        if (position.knight_at(space) != no_player)
            knights.push_back({{"space", space_name(space)}, {"player", position.knight_at(space)}});
    }
    Json players = Json::array();
    for (const auto& stock : position.players)
        players.push_back({{"ducats", stock.ducats}, {"knights", stock.knights}, {"castles", stock.castles}});
    Json alliances = Json::array();
    for (const auto& alliance : position.alliances)
        alliances.push_back({{"fief", space_name(alliance.fief)}, {"partner", space_name(alliance.partner)},
            {"marker", space_name(alliance.marker)}});
    Json random;
    to_json(random, state.random);
    Json roll = nullptr;
    if (state.roll)
        roll = {{"action", id_of(action_ids, state.roll->action)}, {"die", state.roll->die},
            {"succeeded", state.roll->succeeded}, {"paid", state.roll->paid}};
    Json json {{"settings", settings_json(state.settings)}, {"board", std::move(rows)}, {"borders", std::move(borders)},
        {"castles", std::move(castles)}, {"knights", std::move(knights)}, {"players", std::move(players)},
        {"alliances", std::move(alliances)}, {"random", std::move(random)}, {"step", id_of(step_ids, state.step)},
        {"current", state.current}, {"turn_player", state.turn_player}, {"round", state.round},
        {"income", state.income}, {"roll", std::move(roll)}, {"castleless", spaces_json(state.castleless)},
        {"winners", state.winners}};
    if (state.pending) // only while the die is to roll: states printed before it read the same
        json["pending"] = Rules::move_to_json(*state.pending);
    return json;
}

core::Expected<State> state_from_json(const Json& document)
{
    const core::JsonReader reader(document, "state");
    const core::JsonValue root = reader.root();
    State state;
    if (const auto settings = root.find("settings"))
        state.settings = read_settings(*settings);
    const auto stocks = root["players"].items(max_players);
    const int players = static_cast<int>(stocks.size());
    Terrains terrain {};
    const auto rows = root["board"].items_exactly(board_side);
    for (std::size_t row = 0; row < rows.size(); ++row) {
        const std::string letters = rows[row].string(board_side);
        for (std::size_t column = 0; column < letters.size(); ++column) {
            const auto found = terrain_from_letter(letters[column]);
            if (!found || letters.size() != static_cast<std::size_t>(board_side)) {
                reader.fail_at(rows[row].path(), "12 terrain letters (M F V I S G R)", {"choice", letters});
                break;
            }
            terrain[row * board_side + column] = *found;
        }
    }
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (players < min_players)
        return core::fail("fiefs_variant.bad_state", "a game has 2 to 4 players", {"players"});
    state.position = Position::empty(terrain, players);
    Position& position = state.position;
    const auto read_player = [&](const core::JsonValue& json) { return json.integer(0, players - 1); };
    for (std::size_t i = 0; i < stocks.size(); ++i) {
        auto& stock = position.players[i];
        stock.ducats = stocks[i]["ducats"].integer(0, max_ducats);
        stock.knights = stocks[i]["knights"].integer(0, knights_each);
        stock.castles = stocks[i]["castles"].integer(0, castles_each(players));
    }
    for (const auto& edge : root["borders"].items(edge_count)) {
        const Edge read = read_edge(edge);
        if (reader.ok())
            position.borders.set(static_cast<std::size_t>(read));
    }
    std::vector<int> castles(static_cast<std::size_t>(players), 0), knights(castles);
    const auto place = [&](const char* key, auto& pieces, std::vector<int>& counts) {
        for (const auto& piece : root[key].items(space_count)) {
            const Space space = read_space(piece["space"]);
            const int player = read_player(piece["player"]);
            if (!reader.ok())
                return;
            if (pieces[static_cast<std::size_t>(space)] != no_player)
                reader.fail(core::Error {
                    "fiefs_variant.bad_state", space_name(space) + " holds two pieces of a kind", {space_name(space)}});
            pieces[static_cast<std::size_t>(space)] = static_cast<std::int8_t>(player);
            ++counts[static_cast<std::size_t>(player)];
        }
    };
    place("castles", position.castle, castles);
    place("knights", position.knight, knights);
    for (const auto& alliance : root["alliances"].items(space_count))
        position.alliances.push_back(
            {read_space(alliance["fief"]), read_space(alliance["partner"]), read_space(alliance["marker"])});
    auto random = core::random_from_json(root["random"].json());
    state.step = read_id(root["step"], step_ids);
    state.current = read_player(root["current"]);
    state.turn_player = read_player(root["turn_player"]);
    state.round = root["round"].integer(0, max_rounds + 1);
    state.income = root["income"].integer(0, space_count);
    if (const auto roll = root.find("roll"))
        state.roll = Roll {read_id((*roll)["action"], action_ids), (*roll)["die"].integer(1, 6),
            (*roll)["succeeded"].boolean(), (*roll)["paid"].integer(0, 8)};
    state.castleless = read_spaces(root["castleless"], space_count);
    for (const auto& winner : root["winners"].items(max_players))
        state.winners.push_back(read_player(winner));
    if (state.step == Step::die)
        state.pending = Rules::read_move(root["pending"]);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (!random)
        return std::unexpected(std::move(random.error()));
    state.random = *random;
    for (int player = 0; player < players; ++player) {
        const auto& stock = position.players[static_cast<std::size_t>(player)];
        if (castles[static_cast<std::size_t>(player)] + stock.castles != castles_each(players)
            || knights[static_cast<std::size_t>(player)] + stock.knights != knights_each)
            return core::fail("fiefs_variant.bad_state",
                "player " + std::to_string(player) + "'s castles or knights do not add up", {"pieces"});
    }
    if (position.setup_over() != (state.step != Step::setup))
        return core::fail("fiefs_variant.bad_state", "the step does not match the castles left to place", {"step"});
    if (state.step == Step::die) {
        // The move waiting for the die must be one that rolls it, and legal at the action step.
        State before = state;
        before.step = Step::action;
        before.pending.reset();
        if (!rolls_die(*state.pending) || !apply_with_die(before, *state.pending, 1))
            return core::fail("fiefs_variant.bad_state", "the move waiting for the die cannot be made", {"pending"});
    }
    return state;
}

Json regions_to_json(const Position& position)
{
    const Regions regions(position);
    Json list = Json::array();
    for (const Region& region : regions.all()) {
        Json entry {{"kind", id_of(region_ids, region.kind)}, {"spaces", spaces_json(region.spaces)}};
        if (region.kind == RegionKind::fief) {
            entry["owner"] = region.owner;
            entry["castle"] = space_name(region.castle);
            entry["value"] = region.value;
            entry["knights"] = region.strength;
        }
        list.push_back(std::move(entry));
    }
    return {{"regions", std::move(list)}, {"scores", scores(position, regions)}};
}

} // namespace tablee::fiefs_variant
