// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/engine/cards.hpp"

#include "core/json_input.hpp"
#include "core/json_reader.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace tablee::dominion_campaign {

namespace {

constexpr std::array type_ids {std::string_view("action"), std::string_view("attack"), std::string_view("reaction"),
    std::string_view("treasure"), std::string_view("victory"), std::string_view("curse")};

// No real card costs more than this; the bound keeps damaged data from overflowing sums.
constexpr int max_cost = 99;
// Far above any real collection; keeps a hostile file from growing the pool without end.
constexpr std::size_t max_cards = 2000;

std::optional<CardType> type_from_id(std::string_view id)
{
    for (std::size_t i = 0; i < type_ids.size(); ++i)
        if (type_ids[i] == id)
            return static_cast<CardType>(i);
    return std::nullopt;
}

bool valid_id(std::string_view id)
{
    return !id.empty() && id.size() <= 64
        && std::ranges::all_of(id, [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

bool equal_ignoring_ascii_case(std::string_view a, std::string_view b)
{
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return a.size() == b.size() && std::ranges::equal(a, b, {}, lower, lower);
}

constexpr std::size_t max_text = 100; // an id or a name

// `kingdom[3] "village"`, or `kingdom[3]` when the id itself is unreadable: every message names
// the card.
core::JsonValue labelled(const core::JsonValue& entry)
{
    if (const auto id = entry.is_object() ? entry.find("id") : std::nullopt; id && id->is_string())
        return entry.with_path(fmt::format("{} \"{}\"", entry.path(), id->json().get_ref<const std::string&>()));
    return entry;
}

std::string non_empty_text(const core::JsonValue& value)
{
    std::string text = value.string(max_text);
    if (text.empty())
        value.reader().fail_at(value.path(), "a non-empty string", {"string"});
    return text;
}

// An id of lower-case letters, digits and '_'.
std::string id_text(const core::JsonValue& value)
{
    std::string id = non_empty_text(value);
    if (value.reader().ok() && !valid_id(id))
        value.reader().fail_at(value.path(), "lower-case letters, digits and '_'", {"choice", id});
    return id;
}

Card read_card(const core::JsonValue& item, bool basic, const std::vector<CardSet>& sets)
{
    const core::JsonReader& reader = item.reader();
    const core::JsonValue entry = labelled(item);
    Card card;
    card.basic = basic;
    card.id = id_text(entry["id"]);
    card.name_en = non_empty_text(entry["en"]);
    card.name_fr = non_empty_text(entry["fr"]);
    card.cost = entry["cost"].integer(0, max_cost);
    const auto types = entry["types"];
    for (const auto& type_json : types.items(type_ids.size())) {
        const CardType type = type_json.parsed(max_text, type_from_id);
        if (reader.ok() && card.has_type(type))
            reader.fail_at(type_json.path(), "each type once", {"choice", std::string(card_type_id(type))});
        card.types.push_back(type);
    }
    if (reader.ok() && card.types.empty())
        reader.fail_at(types.path(), "at least one card type", {"count", "1"});
    if (basic) {
        if (entry.find("sets"))
            reader.fail_at(entry.path() + ".sets", "no sets: basic cards come with every set", {"choice", "sets"});
        return card;
    }
    const auto card_sets = entry["sets"];
    for (const auto& set_json : card_sets.items(sets.size())) {
        const std::string set = set_json.string(max_text);
        if (!reader.ok())
            break;
        if (std::ranges::find(sets, set, &CardSet::id) == sets.end())
            reader.fail(core::Error {"dominion_campaign.data_unknown_set",
                fmt::format("card data: {}: the set \"{}\" is not declared in \"sets\"", entry.path(), set),
                {card.id, set}});
        else if (std::ranges::find(card.sets, set) != card.sets.end())
            reader.fail_at(set_json.path(), "each set once", {"choice", set});
        card.sets.push_back(set);
    }
    if (reader.ok() && card.sets.empty())
        reader.fail_at(card_sets.path(), "at least one set id", {"count", "1"});
    return card;
}

struct CatalogEntry {
    std::vector<CardSet> sets;
    std::vector<Card> basic;
    std::vector<Card> kingdom;
};

CatalogEntry read_catalog_entry(const core::JsonValue& root)
{
    const core::JsonReader& reader = root.reader();
    CatalogEntry catalog;
    root["format"].integer(1, 1);
    for (const auto& item : root["sets"].items(max_cards)) {
        const core::JsonValue entry = labelled(item);
        CardSet set;
        set.id = id_text(entry["id"]);
        set.name_en = non_empty_text(entry["en"]);
        set.name_fr = non_empty_text(entry["fr"]);
        catalog.sets.push_back(std::move(set));
    }
    if (reader.ok() && catalog.sets.empty())
        reader.fail_at("sets", "at least one set", {"count", "1"});
    for (const auto& item : root["basic"].items(max_cards))
        catalog.basic.push_back(read_card(item, true, catalog.sets));
    for (const auto& item : root["kingdom"].items(max_cards))
        catalog.kingdom.push_back(read_card(item, false, catalog.sets));
    return catalog;
}

} // namespace

std::string_view card_type_id(CardType type)
{
    return type_ids[static_cast<std::size_t>(type)];
}

bool Card::has_type(CardType type) const
{
    return std::ranges::find(types, type) != types.end();
}

const Card* Catalog::find(std::string_view id) const
{
    for (const auto* list : {&m_basic, &m_kingdom}) {
        const auto found = std::ranges::find(*list, id, &Card::id);
        if (found != list->end())
            return &*found;
    }
    return nullptr;
}

const CardSet* Catalog::find_set(std::string_view id) const
{
    const auto found = std::ranges::find(m_sets, id, &CardSet::id);
    return found == m_sets.end() ? nullptr : &*found;
}

const Card* Catalog::find_by_id_or_name(std::string_view text) const
{
    if (const auto* card = find(text))
        return card;
    for (const auto* list : {&m_basic, &m_kingdom})
        for (const auto& card : *list)
            if (equal_ignoring_ascii_case(card.name_en, text) || equal_ignoring_ascii_case(card.name_fr, text))
                return &card;
    return nullptr;
}

std::vector<CardId> Catalog::pool(const std::vector<std::string>& set_ids) const
{
    std::vector<CardId> out;
    for (const auto& card : m_kingdom)
        if (std::ranges::any_of(
                card.sets, [&](const std::string& set) { return std::ranges::find(set_ids, set) != set_ids.end(); }))
            out.push_back(card.id);
    return out;
}

core::Expected<Catalog> load_catalog(std::string_view json_text)
{
    auto json = core::parse_json(json_text);
    if (!json)
        return core::fail("dominion_campaign.data_syntax", "card data: " + json.error().message, {json.error().code});
    auto entry = core::read_json(*json, "", read_catalog_entry);
    if (!entry)
        return std::unexpected(entry.error());

    Catalog catalog;
    for (auto& set : entry->sets) {
        if (catalog.find_set(set.id))
            return core::fail("dominion_campaign.data_duplicate",
                fmt::format("card data: the set \"{}\" is declared twice", set.id), {set.id});
        catalog.m_sets.push_back(std::move(set));
    }
    for (const bool basic : {true, false})
        for (auto& card : basic ? entry->basic : entry->kingdom) {
            if (catalog.find(card.id))
                return core::fail("dominion_campaign.data_duplicate",
                    fmt::format("card data: the card \"{}\" is listed twice", card.id), {card.id});
            (basic ? catalog.m_basic : catalog.m_kingdom).push_back(std::move(card));
        }

    // The rules name the basic cards; any other basic card would be silently ignored, so refuse.
    for (const auto& card : catalog.m_basic)
        if (std::ranges::find(basic_card_ids, card.id) == std::end(basic_card_ids))
            return core::fail("dominion_campaign.data_basic",
                fmt::format("card data: \"{}\" is not a basic card (copper, silver, gold, estate, duchy, province, "
                            "curse)",
                    card.id),
                {card.id});
    std::vector<Card> ordered;
    for (const auto id : basic_card_ids) {
        const auto found = std::ranges::find(catalog.m_basic, id, &Card::id);
        if (found == catalog.m_basic.end())
            return core::fail("dominion_campaign.data_basic",
                fmt::format("card data: the basic card \"{}\" is missing", id), {std::string(id)});
        ordered.push_back(*found);
    }
    catalog.m_basic = std::move(ordered);
    return catalog;
}

const core::Expected<Catalog>& load_standard_catalog()
{
    static const core::Expected<Catalog> catalog = load_catalog(standard_catalog_json());
    return catalog;
}

std::shared_ptr<const Catalog> standard_catalog()
{
    static const std::shared_ptr<const Catalog> shared = [] {
        const auto& catalog = load_standard_catalog();
        if (!catalog) {
            std::fprintf(
                stderr, "tablee: the embedded Dominion card data is broken: %s\n", catalog.error().message.c_str());
            std::abort();
        }
        return std::make_shared<const Catalog>(*catalog);
    }();
    return shared;
}

} // namespace tablee::dominion_campaign
