// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cards the campaign organizer knows: sets, basic cards and kingdom cards, read from data
// (resources/dominion_campaign/cards.json, embedded in the library at build time). Adding a set is a
// change of that file only: a new entry in "sets" and its cards, or a set id added to the
// "sets" list of the cards it shares with another set.
//
// File layout:
//   {"format": 1,
//    "sets":    [{"id": "base1", "en": "...", "fr": "..."}, ...],
//    "basic":   [{"id": "copper", "en": "Copper", "fr": "Cuivre", "cost": 0, "types": ["treasure"]}, ...],
//    "kingdom": [{"id": "village", "en": "Village", "fr": "Village", "cost": 3, "types": ["action"],
//                 "sets": ["base1", "base2"]}, ...]}
// Ids are lower-case ASCII letters, digits and '_', unique across basic and kingdom cards; they
// are what saves and the command line use. The basic cards must be exactly copper, silver, gold,
// estate, duchy, province and curse.

#include "core/error.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::dominion_campaign {

using CardId = std::string;

// The card ids the rules refer to by name.
namespace card_ids {
inline constexpr std::string_view copper = "copper";
inline constexpr std::string_view silver = "silver";
inline constexpr std::string_view gold = "gold";
inline constexpr std::string_view estate = "estate";
inline constexpr std::string_view duchy = "duchy";
inline constexpr std::string_view province = "province";
inline constexpr std::string_view curse = "curse";
} // namespace card_ids

// The basic cards in supply order (as a supply is listed after its kingdom cards).
inline constexpr std::string_view basic_card_ids[] = {card_ids::copper, card_ids::silver, card_ids::gold,
    card_ids::estate, card_ids::duchy, card_ids::province, card_ids::curse};

enum class CardType : std::uint8_t { action, attack, reaction, treasure, victory, curse };

// "action", "attack", ...: the ids used in the data file.
std::string_view card_type_id(CardType type);

struct Card {
    CardId id;
    std::string name_en;
    std::string name_fr;
    int cost = 0; // in coins
    std::vector<CardType> types; // as listed in the data, never empty
    std::vector<std::string> sets; // set ids; empty for basic cards (they come with every set)
    bool basic = false;

    bool has_type(CardType type) const;
    friend bool operator==(const Card&, const Card&) = default;
};

struct CardSet {
    std::string id;
    std::string name_en;
    std::string name_fr;
    friend bool operator==(const CardSet&, const CardSet&) = default;
};

class Catalog {
public:
    const std::vector<CardSet>& sets() const { return m_sets; }
    // The basic cards, in the order of basic_card_ids.
    const std::vector<Card>& basic_cards() const { return m_basic; }
    // The kingdom cards, in file order.
    const std::vector<Card>& kingdom_cards() const { return m_kingdom; }

    // Nothing when the id is unknown.
    const Card* find(std::string_view id) const;
    const CardSet* find_set(std::string_view id) const;
    // A card by id, or by its English or French name ignoring ASCII case ("throne room",
    // "Salle du trône"); for the command line. Nothing when no card matches.
    const Card* find_by_id_or_name(std::string_view text) const;

    // The kingdom cards of the given sets, each once, in file order (a card listed in two of
    // the chosen sets counts once). Unknown set ids are ignored; check them with find_set.
    std::vector<CardId> pool(const std::vector<std::string>& set_ids) const;

private:
    friend core::Expected<Catalog> load_catalog(std::string_view json_text);

    std::vector<CardSet> m_sets;
    std::vector<Card> m_basic;
    std::vector<Card> m_kingdom;
};

// Reads and checks card data. Every refusal names the card (or set) and what is wrong.
// Errors (code, args):
//   dominion_campaign.data_syntax (what json.* said),
//   json.bad_value (path, kind..., the path naming the card: "kingdom[3] \"village\".cost"),
//   dominion_campaign.data_duplicate (id), dominion_campaign.data_unknown_set (card, set),
//   dominion_campaign.data_basic (what is missing or extra).
core::Expected<Catalog> load_catalog(std::string_view json_text);

// The text of resources/dominion_campaign/cards.json, embedded at build time.
std::string_view standard_catalog_json();

// The embedded catalog, loaded and checked once (thread-safe). A broken embedded file is a
// build defect: the error names the card; the tests load it.
const core::Expected<Catalog>& load_standard_catalog();

// Precondition: load_standard_catalog() succeeded (it aborts with the message otherwise).
// Shared, so that campaign states can hold it cheaply.
std::shared_ptr<const Catalog> standard_catalog();

} // namespace tablee::dominion_campaign
