#include "core/save.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace tablee::core {

std::string write_save(
    const SaveSchema& schema, const nlohmann::json& game, std::string_view app_version, std::string_view saved_at)
{
    const nlohmann::json envelope = {
        {"format", save_format_id},
        {"format_version", save_format_version},
        {"variant", schema.variant},
        {"schema", schema.current},
        {"app_version", app_version},
        {"saved_at", saved_at},
        {"game", game},
    };
    return envelope.dump(1, '\t') + '\n';
}

namespace {

Expected<std::string> string_field(const nlohmann::json& object, const char* field)
{
    const auto it = object.find(field);
    if (it == object.end() || !it->is_string())
        return fail("save.bad_field", fmt::format("the save's \"{}\" field is missing or not text", field), {field});
    return it->get<std::string>();
}

Expected<int> int_field(const nlohmann::json& object, const char* field)
{
    const auto it = object.find(field);
    if (it == object.end() || !it->is_number_integer() || it->get<std::int64_t>() < 1
        || it->get<std::int64_t>() > 1'000'000)
        return fail("save.bad_field", fmt::format("the save's \"{}\" field is missing or not a version number", field),
            {field});
    return static_cast<int>(it->get<std::int64_t>());
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
        return fail(
            "save.not_json", "this file is not a Tablée save: it is not even valid JSON (" + error.message + ")");
    }
    const nlohmann::json& root = *parsed;
    if (!root.is_object() || root.value("format", std::string {}) != save_format_id)
        return fail("save.foreign", "this file is JSON but not a Tablée save");

    auto format_version = int_field(root, "format_version");
    if (!format_version)
        return std::unexpected(format_version.error());
    if (*format_version > save_format_version)
        return fail("save.newer_format",
            fmt::format(
                "this save was written by a newer Tablée (file format {}); please update Tablée", *format_version),
            {std::to_string(*format_version)});

    SaveEnvelope envelope;
    auto variant = string_field(root, "variant");
    if (!variant)
        return std::unexpected(variant.error());
    envelope.variant = *variant;
    const auto known = std::ranges::find(known_variants, envelope.variant, &SaveSchema::variant);
    if (known == known_variants.end())
        return fail("save.unknown_variant",
            fmt::format("this save is of a game this version of Tablée does not know (\"{}\")", envelope.variant),
            {envelope.variant});

    auto schema = int_field(root, "schema");
    if (!schema)
        return std::unexpected(schema.error());
    if (*schema > known->current)
        return fail("save.newer_schema",
            fmt::format("this {} save uses version {} of its format; this Tablée reads up to version {}. "
                        "Please update Tablée",
                envelope.variant, *schema, known->current),
            {envelope.variant, std::to_string(*schema), std::to_string(known->current)});

    envelope.app_version = root.value("app_version", std::string {});
    envelope.saved_at = root.value("saved_at", std::string {});
    const auto game = root.find("game");
    if (game == root.end() || !game->is_object())
        return fail("save.bad_field", "the save's \"game\" field is missing or not an object", {"game"});
    envelope.game = *game;

    for (int from = *schema; from < known->current; ++from) {
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

} // namespace tablee::core
