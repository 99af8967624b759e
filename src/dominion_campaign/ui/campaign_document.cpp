// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/campaign_document.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "gui/document_output.hpp"
#include "gui/score_sheet_model.hpp"

#include <QTextDocument>
#include <QUrl>

#include <algorithm>

namespace tablee::dominion_campaign::ui {

namespace {

using Texts = DominionCampaignTexts;

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString style()
{
    return QStringLiteral(
        "<style>body{font-family:sans-serif;} h1{font-size:16pt;} h2{font-size:13pt;margin-top:14px;}"
        "table{border-collapse:collapse;} td,th{border:1px solid #888;padding:3px 8px;}"
        "th{background:#eee;} .num{text-align:right;} .total td{font-weight:bold;background:#eee;}</style>");
}

// The score sheet as the dashboard shows it: a row per round, Total, Rank by the tie rule.
QString standingsTable(const State& state)
{
    gui::ScoreSheetModel sheet;
    auto scores = score_sheet(state);
    QStringList labels = Texts::scoreSheetLabels(scores);
    sheet.setSheet(std::move(scores), std::move(labels));
    return sheet.toHtml(gui::ScoreSheetModel::Footer::totalAndRank);
}

// The kept cards whose pile is not on the table this round (eliminated, or not drawn): their
// copies come from the box for the starting decks, and a table laying out by the piles' rows
// alone forgot them. Empty when there are none.
QString keptFromTheBox(const State& state, const Texts::ShownSupply& shown)
{
    const auto onTable = [&](const CardId& card) {
        const auto holds = [&](const std::vector<Pile>& piles) {
            return std::ranges::any_of(piles, [&](const Pile& pile) { return pile.card == card; });
        };
        return holds(shown.kingdom) || holds(shown.basic);
    };
    struct Needed {
        CardId card;
        int copies = 0;
        QStringList holders;
    };
    std::vector<Needed> needed;
    for (const std::size_t player : state.seating())
        for (const DeckEntry& entry : starting_deck(state, player)) {
            if (onTable(entry.card))
                continue;
            auto found = std::ranges::find(needed, entry.card, &Needed::card);
            if (found == needed.end())
                found = needed.insert(needed.end(), Needed {entry.card, 0, {}});
            found->copies += entry.count;
            found->holders << CampaignDocument::tr("%1 (%2)", "a player and the copies in their deck")
                                  .arg(Texts::playerName(state, player))
                                  .arg(entry.count);
        }
    if (needed.empty())
        return {};
    QString rows = QStringLiteral("<table width=\"100%\"><tr><th width=\"5%\"></th><th width=\"30%\">%1</th>"
                                  "<th width=\"10%\">%2</th><th width=\"55%\">%3</th></tr>")
                       .arg(esc(CampaignDocument::tr("Card")), esc(CampaignDocument::tr("Copies")),
                           esc(CampaignDocument::tr("In the decks of")));
    for (const Needed& card : needed) {
        const Card* shownCard = state.catalog().find(card.card);
        rows += QStringLiteral("<tr><td>☐</td><td>%1</td><td align=\"right\"><b>%2</b></td><td>%3</td></tr>")
                    .arg(esc(shownCard ? Texts::cardName(*shownCard) : QString::fromStdString(card.card)))
                    .arg(card.copies)
                    .arg(esc(card.holders.join(QStringLiteral(", "))));
    }
    return gui::DocumentOutput::heading(2, CampaignDocument::tr("From the box, for the starting decks"))
        + QStringLiteral("<p>%1</p>")
              .arg(esc(CampaignDocument::tr("Kept cards whose pile is not on the table this round: take these "
                                            "copies from the box.")))
        + rows + QStringLiteral("</table>");
}

} // namespace

QString CampaignDocument::historyHtml(const State& state)
{
    const Catalog& catalog = state.catalog();
    QString html;
    for (auto it = state.rounds().rbegin(); it != state.rounds().rend(); ++it) {
        const RoundRecord& record = *it;
        html += gui::DocumentOutput::heading(2, Texts::roundOf(record.number, state.round_count()))
            + QStringLiteral("<ul>");
        html += QStringLiteral("<li><b>%1</b> %2</li>")
                    .arg(esc(tr("Kingdom:")), esc(Texts::cardList(catalog, record.kingdom)));
        html += QStringLiteral("<li><b>%1</b> %2</li>")
                    .arg(esc(tr("Playing order:")), esc(Texts::seatingText(state, record.seating)));
        if (record.scored()) {
            QStringList scores;
            for (std::size_t p = 0; p < state.player_count(); ++p)
                scores << tr("%1 %2 (total %3)")
                              .arg(Texts::playerName(state, p))
                              .arg(record.scores[p])
                              .arg(record.totals[p]);
            html += QStringLiteral("<li><b>%1</b> %2</li>")
                        .arg(esc(tr("Scores:")), esc(scores.join(QStringLiteral(", "))));
            // Said, so that a history read later does not seem to break the rules: a leader
            // seated first, or eliminating as the last (a review).
            if (record.corrected_in)
                html += QStringLiteral("<li>%1</li>")
                            .arg(esc(tr("These scores were corrected during round %1: the keeps, eliminations and "
                                        "playing order that followed were made on the scores first entered.")
                                         .arg(*record.corrected_in)));
        }
        if (keeps_revealed(state, record)) {
            if (const QString keeps = Texts::keepsText(state, record); !keeps.isEmpty())
                html += QStringLiteral("<li><b>%1</b> %2</li>").arg(esc(tr("Kept:")), esc(keeps));
        } else {
            html += QStringLiteral("<li><b>%1</b> %2</li>").arg(esc(tr("Kept:")), esc(tr("being chosen in private")));
        }
        if (!record.eliminated.empty())
            html += QStringLiteral("<li><b>%1</b> %2</li>")
                        .arg(esc(tr("Eliminated:")), esc(Texts::eliminationsText(state, record)));
        if (!record.drawn.empty())
            html += QStringLiteral("<li><b>%1</b> %2</li>")
                        .arg(esc(tr("Drawn for the next round:")), esc(Texts::cardList(catalog, record.drawn)));
        html += QStringLiteral("</ul>");
    }
    return html;
}

void CampaignDocument::fillSetupSheet(QTextDocument& document, const State& state)
{
    const Catalog& catalog = state.catalog();
    QString html = style();
    html += gui::DocumentOutput::heading(
        1, tr("Dominion campaign — setup of round %1 of %2").arg(state.round()).arg(state.round_count()));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Playing order:")), esc(Texts::seatingText(state, state.seating())));
    // Kingdom then basic cards, each pile with a box to tick while laying the table out.
    const auto shown = Texts::shownSupply(state);
    auto pileRows = [&](const std::vector<Pile>& piles) {
        QString rows
            = QStringLiteral("<table width=\"100%\"><tr><th width=\"5%\"></th><th width=\"22%\">%1</th>"
                             "<th width=\"11%\">%2</th><th width=\"24%\">%3</th><th width=\"10%\">%4</th>"
                             "<th width=\"28%\">%5</th></tr>")
                  .arg(esc(tr("Card")), esc(tr("Cost")), esc(tr("Type")), esc(tr("Pile")), esc(tr("Why reduced")));
        for (const Pile& pile : piles) {
            const Card* card = catalog.find(pile.card);
            if (!card)
                continue;
            QString why;
            if (pile.shortfall > 0)
                why = tr("the decks need %1 more than a pile holds").arg(pile.shortfall);
            else if (pile.taken > 0)
                why = tr("%1 − %2 in the decks").arg(pile.standard).arg(pile.taken);
            rows += QStringLiteral("<tr><td>☐</td><td>%1</td><td align=\"right\">%2</td><td>%3</td>"
                                   "<td align=\"right\"><b>%4</b></td><td>%5</td></tr>")
                        .arg(esc(Texts::cardName(*card)))
                        .arg(card->cost)
                        .arg(esc(Texts::cardTypes(*card)))
                        .arg(pile.count)
                        .arg(esc(why));
        }
        return rows + QStringLiteral("</table>");
    };
    html += gui::DocumentOutput::heading(2, tr("Kingdom")) + pileRows(shown.kingdom);
    html += gui::DocumentOutput::heading(2, tr("Basic cards")) + pileRows(shown.basic);
    html += keptFromTheBox(state, shown);
    html += gui::DocumentOutput::heading(2, tr("Starting decks, in playing order"))
        + QStringLiteral("<table width=\"100%\">");
    int seat = 0;
    for (const std::size_t player : state.seating())
        html += QStringLiteral("<tr><td width=\"7%\">%1.</td><td width=\"20%\"><b>%2</b></td><td>%3</td></tr>")
                    .arg(++seat)
                    .arg(esc(Texts::playerName(state, player)),
                        esc(Texts::deckText(catalog, starting_deck(state, player))));
    html += QStringLiteral("</table>");
    document.setHtml(html);
}

void CampaignDocument::fillResults(QTextDocument& document, const State& state)
{
    QString html = style();
    html += gui::DocumentOutput::heading(
        1, state.over() ? tr("Dominion campaign — final results") : tr("Dominion campaign — results so far"));
    const auto standing = standings(state);
    if (state.over() && !standing.empty())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(tr("Winner: %1").arg(Texts::playerName(state, standing.front().player))));
    html += gui::DocumentOutput::heading(2, tr("Ranking")) + QStringLiteral("<ol>");
    for (const auto& entry : standing)
        html += QStringLiteral("<li>%1 — %2</li>")
                    .arg(esc(Texts::playerName(state, entry.player)), esc(Texts::points(entry.total)));
    html += QStringLiteral("</ol>");
    html += gui::DocumentOutput::heading(2, tr("Score sheet")) + standingsTable(state);
    // The chart as the dashboard shows it, once a round is scored: who led when.
    if (std::ranges::any_of(state.rounds(), [](const RoundRecord& record) { return record.scored(); })) {
        const QString name = QStringLiteral("tablee:standings-chart");
        document.addResource(QTextDocument::ImageResource, QUrl(name),
            gui::standingsChartImage(standingsAxes(state), standingsLines(state), QSize(640, 360)));
        html += QStringLiteral("<p><img src=\"%1\" width=\"640\" height=\"360\"></p>").arg(name);
    }
    html += gui::DocumentOutput::heading(2, tr("History")) + historyHtml(state);
    document.setHtml(html);
}

std::vector<gui::StandingsLine> CampaignDocument::standingsLines(const State& state)
{
    std::vector<gui::StandingsLine> lines;
    for (std::size_t p = 0; p < state.player_count(); ++p) {
        gui::StandingsLine line {Texts::playerName(state, p), {QPointF(0, 0)}, std::nullopt};
        for (const auto& record : state.rounds())
            if (record.scored())
                line.points.emplace_back(record.number, record.totals[p]);
        lines.push_back(std::move(line));
    }
    return lines;
}

gui::StandingsAxes CampaignDocument::standingsAxes(const State& state)
{
    gui::StandingsAxes axes;
    axes.title = tr("Campaign score by round");
    axes.x = tr("Round");
    axes.y = tr("Campaign score");
    axes.xMax = static_cast<qreal>(state.round_count());
    return axes;
}

} // namespace tablee::dominion_campaign::ui
