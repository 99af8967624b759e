// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/civ_sheet.hpp"

#include "civ_calamities/ui/board_view.hpp"
#include "civ_calamities/ui/civ_texts.hpp"
#include "core/overloaded.hpp"
#include "gui/document_output.hpp"
#include "gui/elision.hpp"

#include <QLocale>
#include <QTextDocument>

namespace tablee::civ_calamities::ui {

namespace {

// The board's picture in the sheet's document, and its width in pixels (shown at half).
const QString boardPicture = QStringLiteral("tablee-board.png");
constexpr int boardPictureWidth = 1400;

QString escaped(const QString& text)
{
    return text.toHtmlEscaped();
}

int areasHeld(const Nation& nation)
{
    return static_cast<int>(std::ranges::count_if(nation.areas, [](const Holding& h) { return !h.empty(); }));
}

// A change as the table reads it: "+2", "−3" (a true minus), nothing when none.
QString change(int now, int then)
{
    if (now == then)
        return {};
    const QLocale locale;
    return now > then ? QStringLiteral("+") + locale.toString(now - then)
                      : QStringLiteral("\u2212") + locale.toString(then - now);
}

// Every nation's tokens, cities and areas in `after`, with what changed since `before` (a nation
// new in `after`, the secessionists, changes from nothing).
QString nationsTable(const Position& after, const Position* before)
{
    const QLocale locale;
    QString rows = QStringLiteral("<tr><th align=\"left\">%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                       .arg(escaped(CivSheet::tr("Nation")), escaped(CivSheet::tr("Tokens")),
                           escaped(CivSheet::tr("Cities")), escaped(CivSheet::tr("Areas")));
    for (NationId n = 0; n < after.nations.size(); ++n) {
        const Nation& nation = after.nations[n];
        const Nation* then = before && n < before->nations.size() ? &before->nations[n] : nullptr;
        const auto cell = [&](int now, int previous) {
            const QString delta = before ? change(now, previous) : QString();
            return delta.isEmpty() ? locale.toString(now) : QStringLiteral("%1 (%2)").arg(locale.toString(now), delta);
        };
        rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                               "<td align=\"right\">%4</td></tr>")
                    .arg(escaped(CivTexts::nationName(after, n)),
                        cell(nation.tokens_on_board(), then ? then->tokens_on_board() : 0),
                        cell(nation.cities(), then ? then->cities() : 0),
                        cell(areasHeld(nation), then ? areasHeld(*then) : 0));
    }
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">%1</table>").arg(rows);
}

// The losses of Successive Wars' two sides, in unit points.
QString lossesTable(const CalamityState& state)
{
    const QLocale locale;
    QString rows = QStringLiteral("<tr><th align=\"left\">%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                       .arg(escaped(CivSheet::tr("Side")), escaped(CivSheet::tr("Owed")),
                           escaped(CivSheet::tr("Taken")), escaped(CivSheet::tr("Forgiven")));
    for (const Belligerent& side : state.sides)
        rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                               "<td align=\"right\">%4</td></tr>")
                    .arg(escaped(CivTexts::nationName(state.position, side.nation)), locale.toString(side.owed),
                        locale.toString(side.taken), locale.toString(side.forgiven));
    return QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">%1</table>").arg(rows);
}

// One calamity: its title, its log (a line per choice, in order), the losses, the nations after.
QString calamityRecord(int number, const Position& before, const CalamityState& state)
{
    const QString victim = CivTexts::nationInText(before, state.start.victim);
    const QString trader = CivTexts::nationInText(before, state.start.trader);
    QString title = state.start.calamity == Calamity::secession
        ? CivSheet::tr("%1. Secession against %2, traded by %3").arg(number).arg(victim, trader)
        : state.winner ? CivSheet::tr("%1. Successive Wars against %2, traded by %3, won by %4")
                             .arg(number)
                             .arg(victim, trader, CivTexts::nationInText(before, *state.winner))
                       : CivSheet::tr("%1. Successive Wars against %2, traded by %3").arg(number).arg(victim, trader);
    QString html = gui::DocumentOutput::heading(2, title) + QStringLiteral("<ol>");
    for (const LogLine& line : state.log)
        html += QStringLiteral("<li>%1</li>").arg(escaped(CivTexts::logLine(state.position, line)));
    html += QStringLiteral("</ol>");
    if (state.start.calamity == Calamity::successive_wars && state.winner)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(escaped(CivSheet::tr("Losses, in unit points (a token 1, a city 5)")))
            + lossesTable(state);
    html += QStringLiteral("<p><b>%1</b></p>").arg(escaped(CivSheet::tr("The nations after it")))
        + nationsTable(state.position, &before);
    return html;
}

// Where each nation stands, area by area, so that the table can set the board up again from the
// sheet: "Egypt: Memphis (city), Tanis 2, Gaza 3."
QString whereEachStands(const Position& position)
{
    const QLocale locale;
    QString items;
    for (NationId n = 0; n < position.nations.size(); ++n) {
        QStringList places;
        for (AreaId a = 0; a < position.nations[n].areas.size(); ++a) {
            const Holding& h = position.nations[n].areas[a];
            if (h.empty())
                continue;
            const QString area = CivTexts::areaName(a);
            places << (h.city && h.tokens > 0 ? CivSheet::tr("%1 (city) %2", "an area, its city and its tokens")
                                                    .arg(area, locale.toString(h.tokens))
                    : h.city ? CivSheet::tr("%1 (city)", "an area and its city").arg(area)
                             : CivSheet::tr("%1 %2", "an area and its tokens").arg(area, locale.toString(h.tokens)));
        }
        items += QStringLiteral("<li>%1</li>")
                     .arg(escaped(
                         CivSheet::tr("%1: %2", "a nation, then where it stands")
                             .arg(CivTexts::nationName(position, n),
                                 places.isEmpty() ? CivSheet::tr("nothing on the board")
                                                  : places.join(CivSheet::tr(", ", "between the areas of a list")))));
    }
    return QStringLiteral("<ul>%1</ul>").arg(items);
}

QString rulesInShort(const Settings& s)
{
    QString html = gui::DocumentOutput::heading(2, CivSheet::tr("The two calamities, in short"));
    html += QStringLiteral("<p>%1</p>")
                .arg(escaped(CivSheet::tr("Secession: trade stack %1. Successive Wars: trade stack %2. Secessions: %3.")
                                 .arg(s.secession_stack)
                                 .arg(s.wars_stack)
                                 .arg(s.one_secessionist_nation ? CivSheet::tr("one nation for all")
                                                                : CivSheet::tr("a new colour each"))));
    const auto section = [&](const QString& title, const QStringList& points) {
        html += gui::DocumentOutput::heading(3, title) + QStringLiteral("<ul>");
        for (const QString& point : points)
            html += QStringLiteral("<li>%1</li>").arg(escaped(point));
        html += QStringLiteral("</ul>");
    };
    section(CivTexts::calamityName(Calamity::secession),
        {CivSheet::tr("The trader, who gave the card, makes every choice: one city of the victim, three of its tokens "
                      "and up to two of other players’ (his own included), in any order, each next to the city or to "
                      "an area holding only seceded units."),
            CivSheet::tr(
                "The secessionists keep the victim’s Agriculture, Metalworking and Engineering; they grow only "
                "where below their limit or where they share the area with another nation, and never move or "
                "build.")});
    section(CivTexts::calamityName(Calamity::successive_wars),
        {CivSheet::tr("The trader names the winner, next to the victim; the victim owes 9 unit points, the winner 6 "
                      "(+1 against Metalworking, +2 against Military)."),
            CivSheet::tr(
                "The winner picks the centre of the conflict, where every unit is eliminated, then every loss, "
                "next to the centre or to an area the war has emptied; a city counts 5.")});
    return html;
}

} // namespace

QString CivSheet::html(const Game& game)
{
    QString html = gui::DocumentOutput::heading(1, tr("Civilization calamities — what happened"));
    // Every move replayed from the start, each calamity run again from the position before it
    // for its log and losses (the game keeps its choices, not their words).
    State state = game.initial_state();
    int number = 0;
    for (const Move& move : game.history().applied()) {
        if (const auto* resolved = std::get_if<ResolveCalamity>(&move))
            if (const auto run
                = run_calamity(standard_board(), state.position, state.settings, resolved->start, resolved->choices))
                html += calamityRecord(++number, state.position, *run);
        const Position before = state.position;
        [[maybe_unused]] const auto applied = Rules::apply(state, move);
        assert(applied); // a game's history replays
        // The other phases that change the board, each with what it changed (the editor's own
        // edits are the table setting its board, not a phase).
        const QString phase = std::visit(
            core::Overloaded {
                [](const Expand&) { return tr("Population expansion"); },
                [](const RemoveSurplus&) { return tr("Surplus population removed"); },
                [&](const ReduceCity& reduced) {
                    return gui::elideBeforeNames(
                        tr("City support: the city of %1 in %2 reduced to tokens")
                            .arg(CivTexts::nationName(before, reduced.nation), CivTexts::areaName(reduced.area)));
                },
                [](const auto&) { return QString(); },
            },
            move);
        if (!phase.isEmpty())
            html += gui::DocumentOutput::heading(2, phase) + nationsTable(state.position, &before);
    }
    if (number == 0)
        html += QStringLiteral("<p>%1</p>").arg(escaped(tr("No calamity has been resolved yet.")));
    html += QStringLiteral("<p>%1</p>").arg(escaped(tr("%n calamity(ies) resolved at this table.", nullptr, number)));
    html += gui::DocumentOutput::heading(
                2, game.state().ended ? tr("The board at the end of the evening") : tr("The board as it stands"))
        + QStringLiteral("<p><img src=\"%1\" width=\"%2\"></p>").arg(boardPicture).arg(boardPictureWidth / 2)
        + nationsTable(game.state().position, nullptr) + whereEachStands(game.state().position);
    html += rulesInShort(game.state().settings);
    return html;
}

std::unique_ptr<QTextDocument> CivSheet::make(const Game& game)
{
    auto document = std::make_unique<QTextDocument>();
    // The board as it stands, drawn as the window draws it whole (its picture twice the width
    // it is shown at, for print).
    BoardView board;
    board.setPosition(game.state().position);
    document->addResource(QTextDocument::ImageResource, QUrl(boardPicture), board.picture(boardPictureWidth));
    document->setHtml(html(game));
    return document;
}

} // namespace tablee::civ_calamities::ui
