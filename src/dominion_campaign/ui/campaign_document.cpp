// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/campaign_document.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "gui/document_output.hpp"
#include "gui/score_sheet_model.hpp"

#include <QTextDocument>

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
    html += gui::DocumentOutput::heading(2, tr("History")) + historyHtml(state);
    document.setHtml(html);
}

} // namespace tablee::dominion_campaign::ui
