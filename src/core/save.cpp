// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/save.hpp"

#include <fmt/format.h>

#include "core/json_reader.hpp"

#include <algorithm>
#include <cstdint>

namespace tablee::core {

std::string write_save(const SaveSchema& schema, const nlohmann::json& game, std::string_view app_version,
    std::string_view saved_at, std::string_view origin)
{
    nlohmann::json envelope = {
        {"format", save_format_id},
        {"format_version", save_format_version},
        {"variant", schema.variant},
        {"schema", schema.current},
        {"app_version", app_version},
        {"saved_at", saved_at},
        {"game", game},
    };
    if (!origin.empty())
        envelope["origin"] = origin;
    return envelope.dump(1, '\t') + '\n';
}

namespace {

bool is_tablee_save(const nlohmann::json& root)
{
    if (!root.is_object())
        return false;
    const auto format = root.find("format");
    return format != root.end() && format->is_string() && format->get_ref<const std::string&>() == save_format_id;
}

} // namespace

Expected<SaveEnvelope> read_save(std::string_view text, std::span<const SaveSchema> known_variants)
{
    auto parsed = parse_json(text, {.max_bytes = max_save_bytes, .max_depth = 128});
    if (!parsed) {
        auto error = parsed.error();
        if (error.code == "json.too_large")
            return fail("save.too_large",
                fmt::format("this file is {} bytes long; a Tablée save is never larger than {} bytes", error.args.at(0),
                    error.args.at(1)),
                error.args);
        if (error.code == "json.too_deep")
            return fail("save.too_deep", "this file is not a Tablée save (its structure is nested far too deep)");
        if (error.code == "json.too_many_values")
            return std::unexpected(std::move(error));
        return fail(
            "save.not_json", "this file is not a Tablée save: it is not even valid JSON (" + error.message + ")");
    }
    nlohmann::json& root = *parsed;
    if (!is_tablee_save(root))
        return fail("save.foreign", "this file is JSON but not a Tablée save");

    // Versions are small positive numbers; the bound keeps a damaged one from reading as huge.
    constexpr int max_version = 1'000'000;
    const JsonReader reader(root);
    const JsonValue fields = reader.root();
    const int format_version = fields["format_version"].integer(1, max_version);
    if (!reader.ok())
        return std::unexpected(*reader.error());
    if (format_version > save_format_version)
        return fail("save.newer_format",
            fmt::format(
                "this save was written by a newer Tablée (file format {}); please update Tablée", format_version),
            {std::to_string(format_version)});

    SaveEnvelope envelope;
    envelope.variant = fields["variant"].string(max_variant_id_length);
    const int schema = fields["schema"].integer(1, max_version);
    // Informative, so optional; but a value of the wrong type says the file is not ours as written.
    if (const auto version = fields.find("app_version"))
        envelope.app_version = version->string(max_informative_length);
    if (const auto saved = fields.find("saved_at"))
        envelope.saved_at = saved->string(max_informative_length);
    if (const auto origin = fields.find("origin"))
        envelope.origin = origin->string(max_origin_length);
    if (!fields["game"].is_object())
        reader.fail_at("game", "an object", {"object"});
    if (!reader.ok())
        return std::unexpected(*reader.error());

    const auto known = std::ranges::find(known_variants, envelope.variant, &SaveSchema::variant);
    if (known == known_variants.end())
        return fail("save.unknown_variant",
            fmt::format("this save is of a game this version of Tablée does not know (\"{}\")", envelope.variant),
            {envelope.variant});
    if (schema > known->current)
        return fail("save.newer_schema",
            fmt::format("this {} save uses version {} of its format; this Tablée reads up to version {}. "
                        "Please update Tablée",
                envelope.variant, schema, known->current),
            {envelope.variant, std::to_string(schema), std::to_string(known->current)});

    // Moved, not copied: the game is most of the document.
    envelope.game = std::move(root["game"]);
    for (int from = schema; from < known->current; ++from) {
        const auto index = static_cast<std::size_t>(from - 1);
        if (index >= known->migrations.size())
            return fail("save.migration_failed", fmt::format("no way to upgrade a save from version {}", from),
                {std::to_string(from), "missing migration"});
        auto upgraded = known->migrations[index](std::move(envelope.game));
        if (!upgraded)
            return fail("save.migration_failed",
                fmt::format("could not upgrade this save from version {}: {}", from, upgraded.error().message),
                {std::to_string(from), upgraded.error().message});
        envelope.game = std::move(*upgraded);
    }
    envelope.schema = known->current;
    return envelope;
}

bool holds_text(const nlohmann::json& object, std::string_view key, std::string_view text)
{
    if (!object.is_object())
        return false;
    const auto found = object.find(key);
    return found != object.end() && found->is_string() && found->get_ref<const std::string&>() == text;
}

Expected<nlohmann::json> insert_after_moves(nlohmann::json game, const MoveAfter& after)
{
    if (!game.is_object() || !game.contains("moves") || !game["moves"].is_array())
        return game;
    const nlohmann::json& old_moves = game["moves"];
    // A cursor that is not a count of the moves is left as it is, for reading to refuse.
    const bool counts_moves = game.contains("cursor") && game["cursor"].is_number_integer()
        && game["cursor"].get<std::int64_t>() >= 0 && game["cursor"].get<std::uint64_t>() <= old_moves.size();
    const std::size_t cursor = counts_moves ? game["cursor"].get<std::size_t>() : 0;
    nlohmann::json moves = nlohmann::json::array();
    std::size_t new_cursor = 0;
    for (std::size_t i = 0; i < old_moves.size(); ++i) {
        auto next = after(old_moves[i]);
        if (!next)
            return std::unexpected(std::move(next.error()));
        moves.push_back(old_moves[i]);
        for (auto& following : *next)
            moves.push_back(std::move(following));
        if (i < cursor)
            new_cursor = moves.size();
    }
    game["moves"] = std::move(moves);
    if (counts_moves)
        game["cursor"] = new_cursor;
    return game;
}

} // namespace tablee::core
