// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The envelope every Tablée save file shares:
//
//   {"format": "tablee-save", "format_version": 1, "variant": "dominyam", "schema": 2,
//    "app_version": "0.1.0", "saved_at": "2026-11-22T10:00:00Z", "game": { ...variant's own... }}
//
// `format_version` versions this envelope; `schema` versions the variant's `game` object. A
// variant that changes its game layout bumps its schema and adds a migration from the previous
// one, so every older save still opens. A save from a newer Tablée is refused, never guessed at.

#include "core/error.hpp"
#include "core/json_input.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::core {

inline constexpr std::string_view save_format_id = "tablee-save";
inline constexpr int save_format_version = 1;
// Larger than any real game by far; protects the loader from whatever file is opened.
inline constexpr std::size_t max_save_bytes = 16u * 1024u * 1024u;
inline constexpr std::size_t max_variant_id_length = 64;
// app_version and saved_at: informative texts, kept short.
inline constexpr std::size_t max_informative_length = 256;
// A file path (SaveEnvelope::origin): far beyond any real one.
inline constexpr std::size_t max_origin_length = 4096;

// Upgrades one variant's game object from schema N to N+1.
using Migration = std::function<Expected<nlohmann::json>(nlohmann::json)>;

// What a variant declares about its save layout.
struct SaveSchema {
    std::string variant; // the id written in saves, e.g. "dominyam"
    int current = 1; // the schema this build writes
    // migrations[i] upgrades schema i+1 to i+2; there are exactly current-1 of them.
    std::vector<Migration> migrations;
};

// For a migration that gives chance's outcomes moves of their own (a die drawn inside a move
// becomes a move after it): `after(move)` says what follows each move of a game object
// {"moves": [...], "cursor": n}, in order (none, one or several moves); the cursor moves past what
// follows the moves in force, so that the game opens where it was. A game object without a list of moves
// is returned as it is, for reading to refuse. Errors: those of `after`.
using MoveAfter = std::function<Expected<std::vector<nlohmann::json>>(const nlohmann::json& move)>;
Expected<nlohmann::json> insert_after_moves(nlohmann::json game, const MoveAfter& after);

// Whether `object` is a JSON object whose `key` holds the string `text`. For migrations, which
// read a save before it is checked: json's value(key, "") throws when the key holds another type.
bool holds_text(const nlohmann::json& object, std::string_view key, std::string_view text);

struct SaveEnvelope {
    std::string variant;
    int schema = 0; // after read_save: always the variant's current schema
    std::string app_version;
    std::string saved_at;
    // An autosave's own file, if the game has one (opened from it or saved to it): where Save
    // writes once the game is resumed. Empty in a file saved by the player.
    std::string origin;
    nlohmann::json game;
};

// Serialises a game with its envelope (indented, UTF-8); `origin` (an autosave's file) only when
// not empty.
std::string write_save(const SaveSchema& schema, const nlohmann::json& game, std::string_view app_version,
    std::string_view saved_at, std::string_view origin = {});

// Reads and checks an envelope, then migrates its game to the variant's current schema.
// Errors (code, args):
//   save.too_large (size, limit), save.too_deep, json.too_many_values (limit), save.not_json,
//   save.foreign, save.newer_format (format version), json.bad_value (path, kind...: a field of
//   the envelope missing or wrong), save.unknown_variant (variant),
//   save.newer_schema (variant, schema, current), save.migration_failed (from, message).
// Never throws, whatever the text.
Expected<SaveEnvelope> read_save(std::string_view text, std::span<const SaveSchema> known_variants);

} // namespace tablee::core
