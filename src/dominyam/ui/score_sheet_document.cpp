// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/score_sheet_document.hpp"
#include "gui/player_table.hpp"

#include "dominyam/ui/domino_painter.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/score_sheet_rows.hpp"
#include "gui/document_output.hpp"
#include "gui/score_sheet_model.hpp"

#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QTextDocument>
#include <QUrl>

namespace tablee::dominyam::ui {

namespace {

const QString style = QStringLiteral("<style>"
                                     "body { font-family: 'DejaVu Sans', sans-serif; }"
                                     "h1 { font-size: 18pt; } h2 { font-size: 13pt; margin-top: 14px; }"
                                     "table.sheet { border-collapse: collapse; }"
                                     "table.sheet td, table.sheet th { border: 1px solid #555; padding: 3px 8px; }"
                                     "table.blank td, table.blank th { padding: 8px; }"
                                     "th { background: #e9e3d3; }"
                                     "td.num { text-align: center; }"
                                     ".total td { font-weight: bold; background: #f4efe2; }"
                                     "</style>");

// Registers a picture of the tile in the document and returns the <img> tag for it.
QString tileImage(QTextDocument& document, const Tile& tile)
{
    const QString name = QStringLiteral("tile:%1-%2").arg(tile.low).arg(tile.high);
    if (document.resource(QTextDocument::ImageResource, QUrl(name)).isNull()) {
        QImage image(QSize(64, 32), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        paintDomino(painter, QRectF(1, 1, 62, 30), tile.low, tile.high, true);
        painter.end();
        document.addResource(QTextDocument::ImageResource, QUrl(name), image);
    }
    return QStringLiteral("<img src=\"%1\" width=\"48\" height=\"24\"> ").arg(name);
}

} // namespace

void ScoreSheetDocument::fillResults(QTextDocument& document, const State& state)
{
    const Results result = results(state);
    const auto rows = scoreSheetRows(state);
    QString html = style + gui::DocumentOutput::heading(1, tr("Dominyam — score sheet"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Game number %1%2. %3")
                         .arg(state.options().seed)
                         .arg(state.options().mental_arithmetic ? tr(", mental arithmetic variant") : QString())
                         .arg(state.over() ? DominyamTexts::endReason(state.end_reason()) : tr("Game in progress.")));

    // The sheet: rows x players, as the game screen shows it.
    gui::ScoreSheetModel sheet;
    sheet.setSheet(rows.sheet, rows.labels);
    html += sheet.toHtml(gui::ScoreSheetModel::Footer::total);

    // Each player's end game, tile by tile.
    for (std::size_t p = 0; p < result.players.size(); ++p) {
        const auto& player = result.players[p];
        const bool winner = result.is_winner(p);
        html += gui::DocumentOutput::heading(2,
            QStringLiteral("%1 — %2%3")
                .arg(gui::PlayerTable::shownName(QString::fromStdString(player.name)),
                    DominyamTexts::points(player.total),
                    winner ? (result.winners.size() > 1 ? tr(" — shares the win") : tr(" — winner")) : QString()));
        html += QStringLiteral("<table cellpadding=\"3\">");
        html += QStringLiteral("<tr><td>%1</td><td></td><td align=\"right\">%2</td></tr>")
                    .arg(tr("Meals (point dice)"))
                    .arg(player.meal_points);
        if (state.options().mental_arithmetic)
            html += QStringLiteral("<tr><td>%1</td><td></td><td align=\"right\">%2</td></tr>")
                        .arg(tr("Calcul mental bonus"))
                        .arg(player.bonus_points);
        for (const auto& combination : player.end_game.combinations) {
            QString tiles;
            for (auto index : combination.tiles)
                tiles += tileImage(document, player.eaten[index]);
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td></tr>")
                        .arg(DominyamTexts::combinationName(combination.kind), tiles)
                        .arg(combination.points);
        }
        QString values;
        for (auto index : player.end_game.value_tiles)
            values += tileImage(document, player.eaten[index]);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td></tr>")
                    .arg(tr("Values (higher half of each other tile)"), values)
                    .arg(player.end_game.values);
        if (state.solo() && result.final)
            html += QStringLiteral("<tr><td>%1</td><td></td><td align=\"right\">%2</td></tr>")
                        .arg(tr("Tiles left on the board"), gui::pointsText(player.penalty, QLocale()));
        html += QStringLiteral("<tr><td><b>%1</b></td><td></td><td align=\"right\"><b>%2</b></td></tr></table>")
                    .arg(tr("Total"), gui::pointsText(player.total, QLocale()));
    }
    document.setHtml(html);
}

void ScoreSheetDocument::fillBlank(QTextDocument& document, int players)
{
    QString html = style + gui::DocumentOutput::heading(1, tr("Dominyam — score sheet"));
    html += QStringLiteral("<p>%1</p>").arg(tr("Date: ____________  Game number: ____________"));
    html += QStringLiteral("<table class=\"sheet blank\" width=\"100%\"><tr><th width=\"30%\">%1</th>")
                .arg(tr("Player"));
    for (int p = 0; p < players; ++p)
        html += QStringLiteral("<th>&nbsp;</th>");
    html += QStringLiteral("</tr>");
    auto addRow = [&](const QString& label, bool total = false) {
        html += total ? QStringLiteral("<tr class=\"total\">") : QStringLiteral("<tr>");
        html += QStringLiteral("<td>%1</td>").arg(label);
        for (int p = 0; p < players; ++p)
            html += QStringLiteral("<td>&nbsp;</td>");
        html += QStringLiteral("</tr>");
    };
    for (int turn = first_turn; turn >= 1; --turn)
        addRow(tr("Turn %1 (objective %1)").arg(turn));
    for (const auto kind : all_combination_kinds) {
        const auto value = combination_value(kind);
        addRow(value.per_x != 0 ? tr("%1 — %2 × X").arg(DominyamTexts::combinationName(kind)).arg(value.per_x)
                                : tr("%1 — %2").arg(DominyamTexts::combinationName(kind)).arg(value.fixed));
    }
    addRow(tr("Values (higher half of each other tile)"));
    addRow(tr("Solo: tiles left (−%1 each)").arg(solo_penalty_per_tile_left));
    addRow(tr("Total"), true);
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(tr("Each combination at most once per player, each tile in at most one combination; "
                        "the blank is a joker for the dice only."));
    document.setHtml(html);
}

QString ScoreSheetDocument::title()
{
    return tr("Dominyam — score sheet");
}

} // namespace tablee::dominyam::ui
