#include "dominion_campaign/engine/cards.hpp"

#include "core/json_input.hpp"

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

std::unexpected<core::Error> bad_field(const std::string& where, const std::string& expected)
{
    return core::fail(
        "dominion_campaign.data_field", fmt::format("card data: {}: expected {}", where, expected), {where, expected});
}

// "kingdom[3] \"village\"" or "kingdom[3]" when the id itself is unreadable: every message
// names the card.
std::string card_label(const std::string& list, std::size_t index, const nlohmann::json& entry)
{
    if (entry.is_object()) {
        const auto id = entry.find("id");
        if (id != entry.end() && id->is_string())
            return fmt::format("{}[{}] \"{}\"", list, index, id->get_ref<const std::string&>());
    }
    return fmt::format("{}[{}]", list, index);
}

core::Expected<std::string> text_field(const nlohmann::json& entry, const std::string& where, const char* key)
{
    const auto found = entry.find(key);
    if (found == entry.end() || !found->is_string() || found->get_ref<const std::string&>().empty())
        return bad_field(fmt::format("{}.{}", where, key), "a non-empty string");
    return found->get<std::string>();
}

core::Expected<Card> card_from_json(
    const nlohmann::json& entry, const std::string& where, bool basic, const std::vector<CardSet>& sets)
{
    if (!entry.is_object())
        return bad_field(where, "an object");
    Card card;
    card.basic = basic;
    auto id = text_field(entry, where, "id");
    if (!id)
        return std::unexpected(id.error());
    if (!valid_id(*id))
        return bad_field(where + ".id", "lower-case letters, digits and '_'");
    card.id = std::move(*id);
    auto en = text_field(entry, where, "en");
    if (!en)
        return std::unexpected(en.error());
    card.name_en = std::move(*en);
    auto fr = text_field(entry, where, "fr");
    if (!fr)
        return std::unexpected(fr.error());
    card.name_fr = std::move(*fr);

    const auto cost = entry.find("cost");
    if (cost == entry.end() || !cost->is_number_integer()
        || (cost->is_number_unsigned() ? cost->get<std::uint64_t>() > static_cast<std::uint64_t>(max_cost)
                                       : cost->get<std::int64_t>() < 0 || cost->get<std::int64_t>() > max_cost))
        return bad_field(where + ".cost", fmt::format("a whole number of coins from 0 to {}", max_cost));
    card.cost = static_cast<int>(cost->get<std::int64_t>());

    const auto types = entry.find("types");
    if (types == entry.end() || !types->is_array() || types->empty() || types->size() > type_ids.size())
        return bad_field(where + ".types", "a non-empty array of card types");
    for (const auto& type_json : *types) {
        const auto type = type_json.is_string() ? type_from_id(type_json.get_ref<const std::string&>()) : std::nullopt;
        if (!type)
            return bad_field(where + ".types", "types among action, attack, reaction, treasure, victory, curse");
        if (card.has_type(*type))
            return bad_field(where + ".types", "each type once");
        card.types.push_back(*type);
    }

    const auto card_sets = entry.find("sets");
    if (basic) {
        if (card_sets != entry.end())
            return bad_field(where + ".sets", "no sets: basic cards come with every set");
        return card;
    }
    if (card_sets == entry.end() || !card_sets->is_array() || card_sets->empty())
        return bad_field(where + ".sets", "a non-empty array of set ids");
    for (const auto& set_json : *card_sets) {
        if (!set_json.is_string())
            return bad_field(where + ".sets", "set ids (strings)");
        const auto& set = set_json.get_ref<const std::string&>();
        if (std::ranges::find(sets, set, &CardSet::id) == sets.end())
            return core::fail("dominion_campaign.data_unknown_set",
                fmt::format("card data: {}: the set \"{}\" is not declared in \"sets\"", where, set), {card.id, set});
        if (std::ranges::find(card.sets, set) != card.sets.end())
            return bad_field(where + ".sets", "each set once");
        card.sets.push_back(set);
    }
    return card;
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
    if (!json->is_object())
        return bad_field("the file", "a JSON object");
    const auto format = json->find("format");
    if (format == json->end() || !format->is_number_integer() || format->get<std::int64_t>() != 1)
        return bad_field("format", "1");

    Catalog catalog;
    const auto sets = json->find("sets");
    if (sets == json->end() || !sets->is_array() || sets->empty() || sets->size() > max_cards)
        return bad_field("sets", "a non-empty array of sets");
    for (std::size_t i = 0; i < sets->size(); ++i) {
        const auto& entry = (*sets)[i];
        const auto where = card_label("sets", i, entry);
        if (!entry.is_object())
            return bad_field(where, "an object");
        CardSet set;
        auto id = text_field(entry, where, "id");
        if (!id)
            return std::unexpected(id.error());
        if (!valid_id(*id))
            return bad_field(where + ".id", "lower-case letters, digits and '_'");
        if (catalog.find_set(*id))
            return core::fail("dominion_campaign.data_duplicate",
                fmt::format("card data: the set \"{}\" is declared twice", *id), {*id});
        set.id = std::move(*id);
        auto en = text_field(entry, where, "en");
        if (!en)
            return std::unexpected(en.error());
        auto fr = text_field(entry, where, "fr");
        if (!fr)
            return std::unexpected(fr.error());
        set.name_en = std::move(*en);
        set.name_fr = std::move(*fr);
        catalog.m_sets.push_back(std::move(set));
    }

    for (const bool basic : {true, false}) {
        const std::string list_name = basic ? "basic" : "kingdom";
        const auto list = json->find(list_name);
        if (list == json->end() || !list->is_array() || list->size() > max_cards)
            return bad_field(list_name, "an array of cards");
        for (std::size_t i = 0; i < list->size(); ++i) {
            const auto& entry = (*list)[i];
            auto card = card_from_json(entry, card_label(list_name, i, entry), basic, catalog.m_sets);
            if (!card)
                return std::unexpected(card.error());
            if (catalog.find(card->id))
                return core::fail("dominion_campaign.data_duplicate",
                    fmt::format("card data: the card \"{}\" is listed twice", card->id), {card->id});
            (basic ? catalog.m_basic : catalog.m_kingdom).push_back(std::move(*card));
        }
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
