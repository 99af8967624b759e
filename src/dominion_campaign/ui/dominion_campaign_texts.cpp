// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

#include "core/overloaded.hpp"

#include "dominion_campaign/engine/rules.hpp"
#include "gui/elision.hpp"
#include "gui/error_text.hpp"
#include "gui/player_table.hpp"

#include <algorithm>
#include <tuple>

#include <variant>

namespace tablee::dominion_campaign::ui {

using gui::errorArg;

namespace {

QString cardArg(const core::Error& error, std::size_t index)
{
    if (index >= error.args.size())
        return {};
    return DominionCampaignTexts::cardName(error.args[index]);
}

QString setArg(const core::Error& error, std::size_t index)
{
    if (index >= error.args.size())
        return {};
    const auto& catalog = load_standard_catalog();
    if (catalog)
        if (const CardSet* set = catalog->find_set(error.args[index]))
            return DominionCampaignTexts::setName(*set);
    return QString::fromStdString(error.args[index]);
}

QString phaseText(const std::string& phase)
{
    if (phase == "setup")
        return DominionCampaignTexts::tr("while the campaign is being set up");
    if (phase == "playing")
        return DominionCampaignTexts::tr("while the round is being played");
    if (phase == "keeps")
        return DominionCampaignTexts::tr("while the players keep their cards");
    if (phase == "eliminations")
        return DominionCampaignTexts::tr("while cards are being eliminated");
    if (phase == "over")
        return DominionCampaignTexts::tr("once the campaign is over");
    return QString::fromStdString(phase);
}

} // namespace

QString DominionCampaignTexts::refusal(const core::Error& error)
{
    const QString text = describe(error);
    return text.isEmpty() ? gui::ErrorText::describe(error) : text;
}

bool DominionCampaignTexts::frenchNames()
{
    return tr("name_en", "which card name field to show: name_en or name_fr") == QLatin1String("name_fr");
}

QString DominionCampaignTexts::cardName(const Card& card)
{
    return QString::fromStdString(frenchNames() ? card.name_fr : card.name_en);
}

QString DominionCampaignTexts::cardName(const Catalog& catalog, const std::string& id)
{
    if (const Card* card = catalog.find(id))
        return cardName(*card);
    return QString::fromStdString(id);
}

QString DominionCampaignTexts::cardName(const std::string& id)
{
    const auto& catalog = load_standard_catalog();
    if (!catalog)
        return QString::fromStdString(id);
    return cardName(*catalog, id);
}

QString DominionCampaignTexts::setName(const CardSet& set)
{
    return QString::fromStdString(frenchNames() ? set.name_fr : set.name_en);
}

QString DominionCampaignTexts::cardTypes(const Card& card)
{
    QStringList names;
    for (const CardType type : card.types) {
        switch (type) {
        case CardType::action:
            names << tr("Action");
            break;
        case CardType::attack:
            names << tr("Attack");
            break;
        case CardType::reaction:
            names << tr("Reaction");
            break;
        case CardType::treasure:
            names << tr("Treasure");
            break;
        case CardType::victory:
            names << tr("Victory");
            break;
        case CardType::curse:
            names << tr("Curse", "card type");
            break;
        }
    }
    return names.join(QStringLiteral(" – "));
}

std::vector<CardId> DominionCampaignTexts::displayOrder(const Catalog& catalog, std::vector<CardId> cards)
{
    // Cards missing from the catalog (never in a valid state) go last rather than crash.
    auto key = [&](const CardId& id) {
        const Card* card = catalog.find(id);
        const auto basic = std::ranges::find(basic_card_ids, id);
        const int basicIndex = basic == std::ranges::end(basic_card_ids)
            ? -1
            : static_cast<int>(std::ranges::distance(std::ranges::begin(basic_card_ids), basic));
        return std::tuple(card == nullptr, basicIndex, card ? card->cost : 0);
    };
    std::ranges::stable_sort(cards, [&](const CardId& a, const CardId& b) {
        const auto keyA = key(a);
        const auto keyB = key(b);
        if (keyA != keyB)
            return keyA < keyB;
        return cardName(catalog, a).localeAwareCompare(cardName(catalog, b)) < 0;
    });
    return cards;
}

DominionCampaignTexts::ShownSupply DominionCampaignTexts::shownSupply(const State& state)
{
    const Catalog& catalog = state.catalog();
    const auto piles = supply(state);
    std::vector<CardId> ids;
    for (const Pile& pile : piles)
        ids.push_back(pile.card);
    ShownSupply shown;
    for (const CardId& id : displayOrder(catalog, ids)) {
        const Pile& pile = *std::ranges::find(piles, id, &Pile::card);
        const Card* card = catalog.find(id);
        (card && card->basic ? shown.basic : shown.kingdom).push_back(pile);
    }
    return shown;
}

QString DominionCampaignTexts::keepsText(const State& state, const RoundRecord& round)
{
    QStringList keeps;
    for (std::size_t p = 0; p < round.keeps.size(); ++p)
        if (round.keeps[p])
            keeps << tr("%1: %2", "player: kept card")
                         .arg(playerName(state, p), cardName(state.catalog(), *round.keeps[p]));
    return keeps.join(QStringLiteral(", "));
}

QString DominionCampaignTexts::eliminationsText(const State& state, const RoundRecord& round)
{
    QStringList eliminated;
    for (const auto& elimination : round.eliminated)
        eliminated << tr("%1 (by %2)", "an eliminated card and its chooser")
                          .arg(cardName(state.catalog(), elimination.card), playerName(state, elimination.chooser));
    return eliminated.join(QStringLiteral(", "));
}

QString DominionCampaignTexts::shortReason(const core::Error& error)
{
    if (error.code == "dominion_campaign.cost_too_high")
        return tr("costs more than %1").arg(max_keep_cost);
    if (error.code == "dominion_campaign.duplicate_in_deck")
        return tr("already in your deck");
    if (error.code == "dominion_campaign.pile_empty")
        return tr("pile empty");
    if (error.code == "dominion_campaign.already_eliminated")
        return tr("eliminated");
    return refusal(error);
}

QString DominionCampaignTexts::cardList(const Catalog& catalog, const std::vector<CardId>& cards)
{
    QStringList names;
    for (const auto& card : displayOrder(catalog, cards))
        names << cardName(catalog, card);
    return names.join(QStringLiteral(", "));
}

QString DominionCampaignTexts::deckText(const Catalog& catalog, const std::vector<DeckEntry>& deck)
{
    QStringList parts;
    for (const auto& entry : deck)
        parts << tr("%1 %2", "a count and a card name in a deck").arg(entry.count).arg(cardName(catalog, entry.card));
    return parts.join(QStringLiteral(", "));
}

QString DominionCampaignTexts::points(int points)
{
    return tr("%n point(s)", nullptr, points);
}

QString DominionCampaignTexts::roundOf(int round, int rounds)
{
    return tr("Round %1 of %2").arg(round).arg(rounds);
}

QStringList DominionCampaignTexts::scoreSheetLabels(const core::ScoreSheet& sheet)
{
    const std::string round_key = "round ";
    QStringList labels;
    for (std::size_t row = 0; row < sheet.rows(); ++row) {
        const std::string& key = sheet.row_label(row);
        labels << (key.starts_with(round_key) ? tr("Round %1").arg(QString::fromStdString(key.substr(round_key.size())))
                                              : QString::fromStdString(key));
    }
    return labels;
}

QString DominionCampaignTexts::rankingText(const State& state)
{
    QStringList ranking;
    for (const auto& entry : standings(state))
        ranking << tr("%1. %2 (%3)", "rank, player, campaign score")
                       .arg(entry.rank)
                       .arg(playerName(state, entry.player))
                       .arg(entry.total);
    return ranking.join(QStringLiteral(" · "));
}

QString DominionCampaignTexts::playerName(const State& state, std::size_t player)
{
    return gui::PlayerTable::shownName(QString::fromStdString(state.player_name(player)));
}

QString DominionCampaignTexts::seatingText(const State& state, const std::vector<std::size_t>& seating)
{
    QStringList names;
    for (const std::size_t player : seating)
        names << playerName(state, player);
    return names.join(tr(", then ", "between the names of a playing order"));
}

QColor DominionCampaignTexts::typeColor(const Card& card)
{
    if (card.has_type(CardType::curse))
        return QColor(0x7b, 0x3f, 0xa0);
    if (card.has_type(CardType::attack))
        return QColor(0xc6, 0x28, 0x28);
    if (card.has_type(CardType::reaction))
        return QColor(0x1e, 0x63, 0xb8);
    if (card.has_type(CardType::treasure))
        return QColor(0xd4, 0xa0, 0x17);
    if (card.has_type(CardType::victory))
        return QColor(0x2e, 0x8b, 0x3e);
    return QColor(0x9e, 0x9e, 0x9e);
}

QColor DominionCampaignTexts::typeTint(const Card& card)
{
    if (card.has_type(CardType::curse))
        return QColor(0xf1, 0xe6, 0xf7);
    if (card.has_type(CardType::treasure))
        return QColor(0xfb, 0xf3, 0xd9);
    if (card.has_type(CardType::victory))
        return QColor(0xe5, 0xf4, 0xe7);
    if (card.has_type(CardType::reaction))
        return QColor(0xe3, 0xee, 0xfa);
    return QColor(0xfa, 0xfa, 0xfa);
}

QString DominionCampaignTexts::describe(const core::Error& error)
{
    const auto& code = error.code;
    if (code.rfind("dominion_campaign.", 0) != 0)
        return {};
    if (code == "dominion_campaign.no_set")
        return tr("Choose at least one set of cards.");
    if (code == "dominion_campaign.unknown_set")
        return tr("There is no set of cards called “%1”.").arg(errorArg(error, 0));
    if (code == "dominion_campaign.duplicate_set")
        return tr("The set “%1” is chosen twice.").arg(setArg(error, 0));
    if (code == "dominion_campaign.pool_too_small")
        return tr("The chosen sets hold %1 kingdom cards; a campaign needs at least %2.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.bad_replaced")
        return tr("%1 cards replaced per round is not possible here: choose from 1 to %2, so that the campaign "
                  "lasts at least two rounds.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.wrong_phase")
        return tr("This cannot be done %1.").arg(phaseText(error.args.size() > 1 ? error.args[1] : std::string()));
    if (code == "dominion_campaign.bad_player")
        return tr("There is no such player.");
    if (code == "dominion_campaign.wrong_count")
        return tr("%1 given where %2 are expected.").arg(errorArg(error, 1), errorArg(error, 2));
    if (code == "dominion_campaign.bad_score")
        return tr("%1 scored %2: a round’s score must lie between -100000 and 100000.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.not_scored")
        return tr("Round %1 is not a finished round before this one: its scores cannot be corrected.")
            .arg(errorArg(error, 0));
    if (code == "dominion_campaign.bad_seating")
        return tr("The playing order must name every player once.");
    if (code == "dominion_campaign.unknown_card")
        return tr("There is no card “%1”.").arg(errorArg(error, 0));
    if (code == "dominion_campaign.duplicate_card")
        return tr("%1 is chosen twice.").arg(cardArg(error, 0));
    if (code == "dominion_campaign.not_in_pool")
        return tr("%1 is not a kingdom card of the chosen sets.").arg(cardArg(error, 0));
    if (code == "dominion_campaign.already_used")
        return tr("%1 has already been in the kingdom (round %2): the cards drawn must be new to the campaign.")
            .arg(cardArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.already_kept")
        return tr("%1 has already kept %2 this round.").arg(errorArg(error, 0), cardArg(error, 1));
    if (code == "dominion_campaign.not_drawable")
        return tr("%1 cannot come in this draw: it is not in the pool, or already drawn or used.")
            .arg(cardArg(error, 0));
    if (code == "dominion_campaign.not_in_supply")
        return tr("%1 is not in round %2’s supply.").arg(cardArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.cost_too_high")
        return tr("%1 costs %2 coins: a kept card costs at most 4.").arg(cardArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.duplicate_in_deck")
        return gui::elideBeforeNames(
            tr("%1’s starting deck already holds %2: only Copper, Estate and Curse may be there twice.")
                .arg(errorArg(error, 0), cardArg(error, 1)));
    if (code == "dominion_campaign.pile_empty")
        return tr("The %1 pile is empty: no copy is left to keep.").arg(cardArg(error, 0));
    if (code == "dominion_campaign.not_your_turn")
        return tr("It is not %1’s turn to eliminate a card: %2 chooses now.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.not_in_kingdom")
        return tr("%1 is not in round %2’s kingdom.").arg(cardArg(error, 0), errorArg(error, 1));
    if (code == "dominion_campaign.already_eliminated")
        return tr("%1 is already eliminated.").arg(cardArg(error, 0));
    if (code == "dominion_campaign.data_syntax" || code == "dominion_campaign.data_duplicate"
        || code == "dominion_campaign.data_unknown_set" || code == "dominion_campaign.data_basic")
        return tr("The card data is damaged (%1).").arg(QString::fromStdString(error.message));
    return QString::fromStdString(error.message);
}

QString DominionCampaignTexts::moveText(const State& state, const Move& move)
{
    const auto player = [&](std::size_t index) {
        return index < state.player_count() ? playerName(state, index) : QString::number(index + 1);
    };
    return std::visit(
        core::Overloaded {[](const RedrawKingdom&) { return tr("draw the kingdom again"); },
            [](const SetKingdom&) { return tr("choose the kingdom"); },
            [](const SetSeating&) { return tr("set the playing order"); },
            [](const ShuffleSeating&) { return tr("draw the playing order"); },
            [](const StartCampaign&) { return tr("start the campaign"); },
            [](const SetDrawn&) { return tr("choose the new cards"); },
            [](const EnterScores&) { return tr("enter the scores"); },
            [&](const Keep& keep) { return tr("%1’s keep").arg(player(keep.player)); },
            [&](const Eliminate& eliminate) {
                return tr("%1 eliminates %2").arg(player(eliminate.chooser), cardName(state.catalog(), eliminate.card));
            },
            [&](const DrawCard& draw) { return tr("draw %1").arg(cardName(state.catalog(), draw.card)); },
            [&](const DrawSeat& draw) { return gui::elideBeforeNames(tr("draw %1’s place").arg(player(draw.player))); },
            [](const CorrectScores& correction) { return tr("correct the scores of round %1").arg(correction.round); }},
        move);
}

} // namespace tablee::dominion_campaign::ui
