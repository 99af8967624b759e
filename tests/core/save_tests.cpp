// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/save.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace tablee::core;
using nlohmann::json;

namespace {

// A variant at schema 3: schema 1 called the score "pts", schema 2 added "round".
std::vector<SaveSchema> test_schemas()
{
    SaveSchema schema {.variant = "testgame", .current = 3, .migrations = {}};
    schema.migrations.push_back([](json game) -> Expected<json> {
        if (!game.contains("pts"))
            return fail("test.missing", "no pts");
        game["score"] = game["pts"];
        game.erase("pts");
        return game;
    });
    schema.migrations.push_back([](json game) -> Expected<json> {
        game["round"] = 1;
        return game;
    });
    return {schema, SaveSchema {.variant = "other", .current = 1, .migrations = {}}};
}

std::string envelope_text(const json& changes)
{
    json envelope = {{"format", "tablee-save"}, {"format_version", 1}, {"variant", "testgame"}, {"schema", 3},
        {"app_version", "0.1.0"}, {"saved_at", "2026-11-22T10:00:00Z"}, {"game", {{"score", 7}, {"round", 2}}}};
    envelope.merge_patch(changes);
    return envelope.dump();
}

} // namespace

TEST_CASE("a save round-trips through its envelope", "[save]")
{
    const auto schemas = test_schemas();
    const json game = {{"score", 12}, {"round", 4}, {"names", {"Ana", "Chloé"}}};
    const auto text = write_save(schemas[0], game, "0.1.0", "2026-11-22T10:00:00Z");
    const auto envelope = read_save(text, schemas);
    REQUIRE(envelope);
    CHECK(envelope->variant == "testgame");
    CHECK(envelope->schema == 3);
    CHECK(envelope->app_version == "0.1.0");
    CHECK(envelope->saved_at == "2026-11-22T10:00:00Z");
    CHECK(envelope->origin.empty());
    CHECK(envelope->game == game);
}

TEST_CASE("an autosave remembers the file its game belongs to", "[save]")
{
    const auto schemas = test_schemas();
    const std::string path = "/home/ana/Documents/Campagne d’hiver.tablee";
    const auto envelope = read_save(write_save(schemas[0], json::object(), "0.1.0", "now", path), schemas);
    REQUIRE(envelope);
    CHECK(envelope->origin == path);
    const auto refused = read_save(envelope_text({{"origin", 3}}), schemas);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().args.at(0) == "origin");
}

TEST_CASE("an old save is migrated step by step to the current schema", "[save]")
{
    const auto envelope = read_save(
        envelope_text({{"schema", 1}, {"game", {{"pts", 5}, {"score", nullptr}, {"round", nullptr}}}}), test_schemas());
    REQUIRE(envelope);
    CHECK(envelope->schema == 3);
    CHECK(envelope->game == json {{"score", 5}, {"round", 1}});
}

TEST_CASE("a failing migration is reported and nothing half-applied", "[save]")
{
    const auto envelope = read_save(
        envelope_text({{"schema", 1}, {"game", {{"score", nullptr}, {"round", nullptr}, {"x", 1}}}}), test_schemas());
    REQUIRE_FALSE(envelope);
    CHECK(envelope.error().code == "save.migration_failed");
    CHECK(envelope.error().args.at(0) == "1");
}

TEST_CASE("damaged or foreign or newer or huge files are refused with a clear message", "[save]")
{
    const auto schemas = test_schemas();
    struct Case {
        std::string name;
        std::string text;
        std::string code;
    };
    const std::vector<Case> cases = {
        {"empty file", "", "save.not_json"},
        {"truncated save", envelope_text(json::object()).substr(0, 60), "save.not_json"},
        {"binary garbage", std::string("\x89PNG\r\n\x1a\n\0\0", 10), "save.not_json"},
        {"other JSON", R"({"name": "a settings file"})", "save.foreign"},
        {"JSON array", "[1, 2, 3]", "save.foreign"},
        {"newer envelope", envelope_text({{"format_version", 2}}), "save.newer_format"},
        {"newer schema", envelope_text({{"schema", 4}}), "save.newer_schema"},
        {"unknown variant", envelope_text({{"variant", "chess"}}), "save.unknown_variant"},
        {"schema not a number", envelope_text({{"schema", "three"}}), "json.bad_value"},
        {"schema zero", envelope_text({{"schema", 0}}), "json.bad_value"},
        {"schema beyond int", envelope_text({{"schema", 1e300}}), "json.bad_value"},
        {"game missing", envelope_text({{"game", nullptr}}), "json.bad_value"},
        {"game not an object", envelope_text({{"game", json::array()}}), "json.bad_value"},
        // Found by fuzzing: each of these threw nlohmann's type_error and aborted the app.
        {"format a number", R"({"format":0})", "save.foreign"},
        {"app_version a number", envelope_text({{"app_version", 0}}), "json.bad_value"},
        {"saved_at an array", envelope_text({{"saved_at", json::array()}}), "json.bad_value"},
        {"variant a number", envelope_text({{"variant", 5}}), "json.bad_value"},
        {"huge variant name", envelope_text({{"variant", std::string(100000, 'x')}}), "json.bad_value"},
        {"a million empty moves", "[" + std::string(1'000'000, ',') + "]", "json.too_many_values"},
        {"huge file", std::string(max_save_bytes + 1, ' '), "save.too_large"},
        {"deeply nested", std::string(100000, '['), "save.too_deep"},
    };
    for (const auto& c : cases) {
        INFO(c.name);
        const auto envelope = read_save(c.text, schemas);
        REQUIRE_FALSE(envelope);
        CHECK(envelope.error().code == c.code);
        CHECK_FALSE(envelope.error().message.empty());
    }
}

TEST_CASE("a refused envelope field is named by its path", "[save]")
{
    const auto envelope = read_save(envelope_text({{"saved_at", json::array()}}), test_schemas());
    REQUIRE_FALSE(envelope);
    CHECK(envelope.error().args.at(0) == "saved_at");
    CHECK(envelope.error().args.at(1) == "string");
    CHECK(envelope.error().message == "saved_at: expected a string");
}

TEST_CASE("the refusal of a newer schema names both versions", "[save]")
{
    const auto envelope = read_save(envelope_text({{"schema", 9}}), test_schemas());
    REQUIRE_FALSE(envelope);
    CHECK(envelope.error().args == std::vector<std::string> {"testgame", "9", "3"});
    CHECK(envelope.error().message.find("update Tablée") != std::string::npos);
}

TEST_CASE("a migration inserts moves after others and keeps the cursor at its place", "[save]")
{
    // Every "roll" gets a "die" after it; two of the four moves are in force.
    const nlohmann::json game {
        {"moves", {{{"type", "roll"}}, {{"type", "pass"}}, {{"type", "roll"}}, {{"type", "pass"}}}}, {"cursor", 3},
        {"options", {{"seed", "1"}}}};
    int dice = 0;
    const MoveAfter die_after_roll = [&](const nlohmann::json& move) -> Expected<std::vector<nlohmann::json>> {
        if (move["type"] != "roll")
            return std::vector<nlohmann::json> {};
        return std::vector {nlohmann::json {{"type", "die"}, {"face", ++dice}}};
    };
    const auto migrated = insert_after_moves(game, die_after_roll);
    REQUIRE(migrated);
    const nlohmann::json expected_moves {{{"type", "roll"}}, {{"type", "die"}, {"face", 1}}, {{"type", "pass"}},
        {{"type", "roll"}}, {{"type", "die"}, {"face", 2}}, {{"type", "pass"}}};
    CHECK((*migrated)["moves"] == expected_moves);
    // The third move (a roll) was in force: its die is too.
    CHECK((*migrated)["cursor"] == 5);
    CHECK((*migrated)["options"] == game["options"]);

    // A cursor at the start stays there; one that counts no moves is left for reading to refuse.
    auto at_start = game;
    at_start["cursor"] = 0;
    CHECK((*insert_after_moves(at_start, die_after_roll))["cursor"] == 0);
    auto beyond = game;
    beyond["cursor"] = 9;
    CHECK((*insert_after_moves(beyond, die_after_roll))["cursor"] == 9);
    // No list of moves: nothing to do.
    CHECK(*insert_after_moves(nlohmann::json {{"moves", 3}}, die_after_roll) == nlohmann::json {{"moves", 3}});
    // Several moves may follow one (a kingdom's cards drawn one at a time): all of them, and the
    // cursor past them.
    const MoveAfter two_dice = [](const nlohmann::json& move) -> Expected<std::vector<nlohmann::json>> {
        if (move["type"] != "roll")
            return std::vector<nlohmann::json> {};
        return std::vector {nlohmann::json {{"type", "die"}}, nlohmann::json {{"type", "die"}}};
    };
    const auto doubled = insert_after_moves(game, two_dice);
    REQUIRE(doubled);
    CHECK((*doubled)["moves"].size() == 8);
    CHECK((*doubled)["moves"][5] == nlohmann::json {{"type", "die"}});
    CHECK((*doubled)["cursor"] == 7);
    // A move the migration cannot read stops it with its error.
    const auto refused = insert_after_moves(game, [](const nlohmann::json&) -> Expected<std::vector<nlohmann::json>> {
        return fail("json.bad_value", "unreadable");
    });
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "json.bad_value");
}

TEST_CASE("holds_text reads a key of a save not yet checked without throwing", "[save]")
{
    using tablee::core::holds_text;
    const auto move = nlohmann::json::parse(R"({"type": "alliance", "other": {"type": "x"}, "n": 3})");
    CHECK(holds_text(move, "type", "alliance"));
    CHECK_FALSE(holds_text(move, "type", "castle"));
    CHECK_FALSE(holds_text(move, "other", "x")); // an object where a string was expected
    CHECK_FALSE(holds_text(move, "n", "3"));
    CHECK_FALSE(holds_text(move, "missing", ""));
    CHECK_FALSE(holds_text(nlohmann::json::array(), "type", "alliance"));
}
