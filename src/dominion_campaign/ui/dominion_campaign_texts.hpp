// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"
#include "dominion_campaign/engine/campaign.hpp"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tablee::dominion_campaign::ui {

// Every Dominion-campaign text that depends on engine values: refusals in words, card and set
// names in the interface language, card types. One place, so that the dashboard, the wizards,
// the history and the printed sheets say the same.
class DominionCampaignTexts {
    Q_DECLARE_TR_FUNCTIONS(DominionCampaignTexts)

public:
    // The rule an error breaks, in words; empty when `error` is not a dominion_campaign code.
    static QString describe(const core::Error& error);
    // The same for any error the campaign's screens may meet (core and save errors included).
    static QString refusal(const core::Error& error);
    // Whether card and set names are shown in French (follows the interface language through
    // the translation of a marker string, so that it switches with the translators).
    static bool frenchNames();
    static QString cardName(const Card& card);
    // A card by id in the embedded catalog (the id itself when unknown).
    static QString cardName(const Catalog& catalog, const std::string& id);
    static QString cardName(const std::string& id);
    static QString setName(const CardSet& set);
    // "Action – Attack".
    static QString cardTypes(const Card& card);
    // The order cards are shown in everywhere: kingdom cards by cost, then by name in the
    // interface language; basic cards after them, in supply order.
    static std::vector<CardId> displayOrder(const Catalog& catalog, std::vector<CardId> cards);
    // The current round's supply as the dashboard and the setup sheet show it: the kingdom
    // piles in display order, then the basic piles in supply order.
    struct ShownSupply {
        std::vector<Pile> kingdom;
        std::vector<Pile> basic;
    };
    static ShownSupply shownSupply(const State& state);
    // "Alex: Village, Bob: Smithy": the cards kept at the end of `round`, by player.
    static QString keepsText(const State& state, const RoundRecord& round);
    // "Cellar (by Bob), Market (by Chris)": the cards eliminated at the end of `round`.
    static QString eliminationsText(const State& state, const RoundRecord& round);
    // Why a card cannot be chosen, in a few words for a card tile (describe() gives it whole).
    static QString shortReason(const core::Error& error);
    // Comma-separated names of `cards`, in display order.
    static QString cardList(const Catalog& catalog, const std::vector<CardId>& cards);
    static QString deckText(const Catalog& catalog, const std::vector<DeckEntry>& deck);
    static QString points(int points);
    static QString roundOf(int round, int rounds);
    // The row keys of the engine's score sheet (dominion_campaign::score_sheet: "round 3") in words.
    static QStringList scoreSheetLabels(const core::ScoreSheet& sheet);
    static QString playerName(const State& state, std::size_t player);
    // A move of `state`'s campaign in a few words, for Undo and Redo ("Bob's scores", "Alex's
    // keep": a keep is not named, the keeps being chosen in private).
    static QString moveText(const State& state, const Move& move);
    // "1. Ana (31) · 2. Chloé (28) · 3. Bruno (25)": the standings by the campaign's tie rule.
    static QString rankingText(const State& state);
    // "Ana, then Bruno, then Chloé": a playing order.
    static QString seatingText(const State& state, const std::vector<std::size_t>& seating);
    // The colour of the card's type band: action white/grey, attack red, reaction blue, victory
    // green, treasure gold, curse purple.
    static QColor typeColor(const Card& card);
    // A light tint of the same, for backgrounds.
    static QColor typeTint(const Card& card);
};

} // namespace tablee::dominion_campaign::ui
