// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_reader.hpp"

#include <fmt/format.h>

#include <charconv>

namespace tablee::core {

namespace {

const nlohmann::json& null_json()
{
    static const nlohmann::json null;
    return null;
}

} // namespace

JsonReader::JsonReader(const nlohmann::json& document, std::string root_path)
    : m_document(document), m_root_path(std::move(root_path))
{ }

JsonValue JsonReader::root() const
{
    return JsonValue(*this, &m_document, m_root_path);
}

void JsonReader::fail(Error error) const
{
    if (!m_error)
        m_error = std::move(error);
}

void JsonReader::fail_at(const std::string& path, std::string_view expected, std::vector<std::string> args) const
{
    if (m_error)
        return;
    args.insert(args.begin(), path);
    const std::string where = path.empty() ? std::string("the document") : path;
    fail(Error {"json.bad_value", fmt::format("{}: expected {}", where, expected), std::move(args)});
}

const nlohmann::json& JsonValue::json() const
{
    return m_value != nullptr ? *m_value : null_json();
}

std::string JsonValue::child_path(std::string_view key) const
{
    if (m_path.empty())
        return std::string(key);
    std::string path;
    path.reserve(m_path.size() + 1 + key.size());
    path.append(m_path).append(1, '.').append(key);
    return path;
}

JsonValue JsonValue::operator[](std::string_view key) const
{
    if (!is_object()) {
        m_reader->fail_at(m_path, "an object", {"object"});
        return JsonValue(*m_reader, nullptr, child_path(key));
    }
    const auto found = m_value->find(key);
    if (found == m_value->end()) {
        const std::string path = child_path(key);
        m_reader->fail_at(path, "a value (it is missing)", {"missing"});
        return JsonValue(*m_reader, nullptr, path);
    }
    return JsonValue(*m_reader, &*found, child_path(key));
}

std::optional<JsonValue> JsonValue::find(std::string_view key) const
{
    if (!is_object()) {
        m_reader->fail_at(m_path, "an object", {"object"});
        return std::nullopt;
    }
    const auto found = m_value->find(key);
    if (found == m_value->end() || found->is_null())
        return std::nullopt;
    return JsonValue(*m_reader, &*found, child_path(key));
}

bool JsonValue::container_fits(bool is_kind, std::string_view kind, std::size_t max_count) const
{
    if (!is_kind) {
        m_reader->fail_at(m_path, kind == "array" ? "an array" : "an object", {std::string(kind)});
        return false;
    }
    if (m_value->size() > max_count) {
        m_reader->fail_at(m_path, fmt::format("at most {} entries, not {}", max_count, m_value->size()),
            {"count", std::to_string(max_count)});
        return false;
    }
    return true;
}

std::vector<JsonValue> JsonValue::items(std::size_t max_count) const
{
    if (!container_fits(is_array(), "array", max_count))
        return {};
    std::vector<JsonValue> items;
    items.reserve(m_value->size());
    for (std::size_t i = 0; i < m_value->size(); ++i)
        items.push_back(JsonValue(*m_reader, &(*m_value)[i], fmt::format("{}[{}]", m_path, i)));
    return items;
}

std::vector<JsonValue> JsonValue::items_exactly(std::size_t count) const
{
    if (is_array() && m_value->size() != count) {
        m_reader->fail_at(
            m_path, fmt::format("exactly {} items, not {}", count, m_value->size()), {"size", std::to_string(count)});
        return {};
    }
    return items(count);
}

std::vector<std::pair<std::string, JsonValue>> JsonValue::members(std::size_t max_count) const
{
    if (!container_fits(is_object(), "object", max_count))
        return {};
    std::vector<std::pair<std::string, JsonValue>> members;
    members.reserve(m_value->size());
    for (const auto& [key, value] : m_value->items())
        members.emplace_back(key, JsonValue(*m_reader, &value, child_path(key)));
    return members;
}

std::string JsonValue::string(std::size_t max_length) const
{
    const auto* text = json().get_ptr<const std::string*>();
    if (text == nullptr) {
        m_reader->fail_at(m_path, "a string", {"string"});
        return {};
    }
    if (text->size() > max_length) {
        m_reader->fail_at(
            m_path, fmt::format("a string of at most {} bytes", max_length), {"length", std::to_string(max_length)});
        return {};
    }
    return *text;
}

bool JsonValue::boolean() const
{
    const auto* flag = json().get_ptr<const bool*>();
    if (flag == nullptr) {
        m_reader->fail_at(m_path, "true or false", {"boolean"});
        return false;
    }
    return *flag;
}

std::optional<std::int64_t> JsonValue::integer_in_range(std::int64_t min, std::int64_t max) const
{
    const nlohmann::json& value = json();
    std::optional<std::int64_t> number;
    if (const auto* u = value.get_ptr<const nlohmann::json::number_unsigned_t*>()) {
        if (std::in_range<std::int64_t>(*u))
            number = static_cast<std::int64_t>(*u);
    } else if (const auto* i = value.get_ptr<const nlohmann::json::number_integer_t*>())
        number = *i;
    if (number && *number >= min && *number <= max)
        return number;
    m_reader->fail_at(m_path, fmt::format("a whole number from {} to {}", min, max),
        {"integer", std::to_string(min), std::to_string(max)});
    return std::nullopt;
}

std::uint64_t JsonValue::decimal_u64() const
{
    const auto* text = json().get_ptr<const std::string*>();
    std::uint64_t number = 0;
    if (text != nullptr && !text->empty() && text->size() <= 20) {
        const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), number);
        if (error == std::errc {} && end == text->data() + text->size())
            return number;
    }
    m_reader->fail_at(m_path, "a whole number from 0 to 18446744073709551615 written as text (\"12345\")", {"decimal"});
    return 0;
}

} // namespace tablee::core
