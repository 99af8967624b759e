// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading JSON that came from outside (a save, a high-score file, the command line's input) into
// typed values, without ever throwing and with errors that say where the document is wrong:
//
//     core::JsonReader reader(game_json, "game");
//     const core::JsonValue root = reader.root();
//     options.seed = root["options"]["seed"].decimal_u64();        // "game.options.seed: ..."
//     for (const auto& seat : root["options"]["seats"].items(max_players))
//         names.push_back(seat["name"].string(max_name_length));
//     if (!reader.ok())
//         return std::unexpected(*reader.error());
//
// A JsonReader holds the first error met while reading one document; a JsonValue is a handle on
// one value of it with the path that leads there ("options.players[2].name"). Every getter checks
// the type and the bounds it is given. On a failure it records the error (unless an earlier one
// is already recorded: the first error is the one reported) and returns a harmless default (zero,
// false, an empty string or list), so a loader describes its fields in a straight line and looks
// at `ok()` before it builds anything from what it read. Loaders must not index, allocate or loop
// on a value read before checking `ok()`, unless the default is safe for that use (the defaults
// are zero and empty, and item lists are bounded).
//
// Errors recorded by the getters: code "json.bad_value", message "<path>: expected ...",
// args {path, kind, detail...} where kind is one of
//   "missing"   a required member is absent                  (path, "missing")
//   "object", "array", "string", "boolean"  wrong type        (path, kind)
//   "integer"   not a whole number within [min, max]          (path, "integer", min, max)
//   "decimal"   not a whole number written as decimal text    (path, "decimal")
//   "length"    a string longer than allowed                  (path, "length", max)
//   "count"     an array or object with too many entries      (path, "count", max)
//   "size"      an array of another length than required       (path, "size", length)
//   "choice"    a string that names nothing known here        (path, "choice", the string)
// A loader records its own rule errors (a unit in an impossible place...) with `fail`.

#include "core/error.hpp"

#include <nlohmann/json.hpp>

#include <cassert>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace tablee::core {

class JsonValue;

class JsonReader {
public:
    // `document` must outlive the reader and every JsonValue taken from it. `root_path` names the
    // document in error paths: "game" gives "game.moves[3]"; empty gives "moves[3]".
    explicit JsonReader(const nlohmann::json& document, std::string root_path = {});

    JsonReader(const JsonReader&) = delete;
    JsonReader& operator=(const JsonReader&) = delete;

    JsonValue root() const;

    bool ok() const { return !m_error.has_value(); }
    const std::optional<Error>& error() const { return m_error; }

    // Records `error` unless an error is already recorded.
    void fail(Error error) const;
    // Records a "json.bad_value" error (see the header comment); `expected` completes the
    // message "<path>: expected ...".
    void fail_at(const std::string& path, std::string_view expected, std::vector<std::string> args) const;

    // `value` when nothing failed, else the first error.
    template <class T> Expected<T> result(T value) const
    {
        if (m_error)
            return std::unexpected(*m_error);
        return value;
    }

private:
    const nlohmann::json& m_document;
    std::string m_root_path;
    // Mutable: reading is logically const; the error is the reader's memory of what went wrong.
    mutable std::optional<Error> m_error;
};

class JsonValue {
public:
    // The path of this value in the document, e.g. "options.players[2].name".
    const std::string& path() const { return m_path; }
    const JsonReader& reader() const { return *m_reader; }
    // The raw value, for what the getters do not cover (dumping it back as text). A missing member
    // reads as null.
    const nlohmann::json& json() const;

    // The same value under another path, for messages that name what the value is:
    // `entry.with_path(entry.path() + " \"smithy\"")` makes its cost "kingdom[3] \"smithy\".cost".
    JsonValue with_path(std::string path) const { return JsonValue(*m_reader, m_value, std::move(path)); }

    bool is_null() const { return json().is_null(); }
    bool is_string() const { return json().is_string(); }
    bool is_object() const { return json().is_object(); }
    bool is_array() const { return json().is_array(); }

    // A required member of this object. Records "object" when this is not an object, "missing"
    // when the member is absent; the value returned then reads as null.
    JsonValue operator[](std::string_view key) const;
    // An optional member: nothing when absent or null. Records "object" when this is not an object.
    std::optional<JsonValue> find(std::string_view key) const;

    // The elements of an array of at most `max_count` (records "array" or "count"; empty then).
    std::vector<JsonValue> items(std::size_t max_count) const;
    // The elements of an array of exactly `count` (records "array" or "size"; empty then).
    std::vector<JsonValue> items_exactly(std::size_t count) const;
    // The members of an object of at most `max_count`, in the document's order (records "object"
    // or "count"; empty then).
    std::vector<std::pair<std::string, JsonValue>> members(std::size_t max_count) const;

    // A string of at most `max_length` bytes (records "string" or "length"; "" then).
    std::string string(std::size_t max_length) const;
    bool boolean() const;
    // A JSON whole number within [min, max] (records "integer"). On failure it returns the value
    // of the range closest to zero. Precondition: min <= max, both within int64's range.
    template <std::integral T> T integer(T min, T max) const
    {
        static_assert(!std::is_same_v<T, bool>, "use boolean()");
        assert(min <= max && std::in_range<std::int64_t>(min) && std::in_range<std::int64_t>(max));
        if (const auto value = integer_in_range(static_cast<std::int64_t>(min), static_cast<std::int64_t>(max)))
            return static_cast<T>(*value);
        if (min > T {})
            return min;
        if (max < T {})
            return max;
        return T {};
    }
    // A whole number from 0 to 2^64-1 written as decimal text: seeds, which JSON numbers cannot
    // carry exactly in many readers (records "decimal"; 0 then).
    std::uint64_t decimal_u64() const;

    // A string turned into a value by `parse`, which returns std::optional<T> (records "choice"
    // with the string when it gives nothing) or core::Expected<T> (records its error).
    // Returns T{} on failure.
    template <class Parse> auto parsed(std::size_t max_length, Parse&& parse) const
    {
        using Result = std::invoke_result_t<Parse, const std::string&>;
        using T = typename Result::value_type;
        const std::string text = string(max_length);
        if (!reader().ok())
            return T {};
        Result result = std::forward<Parse>(parse)(text);
        if (result)
            return T(std::move(*result));
        if constexpr (requires { result.error(); })
            reader().fail(std::move(result.error()));
        else
            reader().fail_at(m_path, "one of the accepted names, not \"" + text + "\"", {"choice", text});
        return T {};
    }

private:
    friend class JsonReader;
    JsonValue(const JsonReader& reader, const nlohmann::json* value, std::string path)
        : m_reader(&reader), m_value(value), m_path(std::move(path))
    { }

    std::optional<std::int64_t> integer_in_range(std::int64_t min, std::int64_t max) const;
    std::string child_path(std::string_view key) const;
    // Whether this is the container `kind` ("array" or "object", `is_kind` telling) with at most
    // `max_count` entries; records "array"/"object" or "count" otherwise.
    bool container_fits(bool is_kind, std::string_view kind, std::size_t max_count) const;

    const JsonReader* m_reader;
    const nlohmann::json* m_value; // nullptr for a missing member
    std::string m_path;
};

// Reads a whole document with `read(root) -> T` and returns T, or the first error recorded.
template <class Read>
auto read_json(const nlohmann::json& document, std::string root_path, Read&& read)
    -> Expected<std::invoke_result_t<Read, const JsonValue&>>
{
    const JsonReader reader(document, std::move(root_path));
    auto value = std::forward<Read>(read)(reader.root());
    return reader.result(std::move(value));
}

} // namespace tablee::core
