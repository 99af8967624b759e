// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/phase_report.hpp"

#include "diplomacy_deadman/ui/diplomacy_texts.hpp"

#include "diplomacy_deadman/engine/order_choices.hpp"

#include <QCoreApplication>

#include <algorithm>
#include <cassert>
#include <functional>

namespace tablee::diplomacy_deadman::ui {

namespace {

// The texts of the report, translated in one context.
struct PhaseReport {
    Q_DECLARE_TR_FUNCTIONS(PhaseReport)
};

const Map& board()
{
    return standard_map();
}

QString unitText(const Unit& unit)
{
    return QString::fromStdString(unit_text(board(), unit));
}

QString heading(const QString& text, int level)
{
    return QStringLiteral("<h%1>%2</h%1>").arg(level).arg(text.toHtmlEscaped());
}

QString item(const QString& order, const QString& what, const QString& why)
{
    return QStringLiteral("<li><b>%1</b> — %2%3</li>")
        .arg(order.toHtmlEscaped(), what.toHtmlEscaped(),
            why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why.toHtmlEscaped()));
}

// Whose an adjustment order is: the owner of the centre built in, or of the unit disbanded.
std::optional<Power> adjustmentPower(const GameState& before, const Order& order)
{
    if (order.unit == no_location)
        return std::nullopt;
    const ProvinceId province = board().province_of(order.unit);
    if (order.kind == OrderKind::build)
        return before.owners[province];
    if (const auto unit = unit_in(board(), before.units, province))
        return unit->power;
    return std::nullopt;
}

// One order of the phase and what became of it, whatever the kind of phase.
struct OrderResult {
    Power power;
    Order order; // as the board read it
    Outcome outcome;
    VoidReason reason;
    bool dislodged; // the unit was dislodged (a movement)
    bool failed; // drawn crossed out
};

// Every order of the phase with its result, in the adjudicator's order: the one walk over the
// movement, retreat or adjustment report that the words, the record and the drawing share.
std::vector<OrderResult> orderResults(const PlayedPhase& phase)
{
    std::vector<OrderResult> results;
    const auto& report = phase.outcome.step.report;
    if (report.movement)
        for (const UnitResult& r : report.movement->units) {
            const bool failed = r.outcome == Outcome::bounced || r.outcome == Outcome::cut
                || r.outcome == Outcome::voided || r.outcome == Outcome::no_route || r.outcome == Outcome::disrupted;
            results.push_back({r.unit.power, r.order, r.outcome, r.reason, r.dislodged, failed});
        }
    // The retreats come one per dislodged unit, in the position's order.
    if (report.retreats)
        for (std::size_t i = 0; i < report.retreats->units.size() && i < phase.before.dislodged.size(); ++i) {
            const RetreatUnitResult& r = report.retreats->units[i];
            results.push_back({phase.before.dislodged[i].unit.power, r.order, r.outcome, r.reason, false,
                r.outcome != Outcome::retreated});
        }
    if (report.adjustments)
        for (const AdjustmentOrderResult& r : report.adjustments->orders)
            if (const auto power = adjustmentPower(phase.before, r.order))
                results.push_back({*power, r.order, r.outcome, r.reason, false, r.outcome == Outcome::voided});
    return results;
}

// What `power`'s orders did, one line each.
QString powerItems(const PlayedPhase& phase, const std::vector<OrderResult>& results, Power power)
{
    QString items;
    for (const OrderResult& result : results) {
        if (result.power != power)
            continue;
        QString why = DiplomacyTexts::voidReason(result.reason);
        QString outcome = DiplomacyTexts::outcome(result.outcome);
        if (result.dislodged) {
            // With nowhere to go, the unit is disbanded in a retreat phase nobody writes: said
            // here, where the players look, not only in the history.
            const bool nowhere
                = !has_retreat(board(), phase.outcome.step.state, board().province_of(result.order.unit));
            const QString dislodged = nowhere ? PhaseReport::tr("dislodged, with nowhere to retreat: disbanded")
                                              : PhaseReport::tr("dislodged");
            if (result.outcome == Outcome::held) // it did not hold: its fate says what became of it
                outcome = dislodged;
            else
                why = why.isEmpty() ? dislodged
                                    : PhaseReport::tr("%1; %2", "a dislodged unit: its fate, then why its order failed")
                                          .arg(dislodged, why);
        }
        items += item(DiplomacyTexts::orderShown(result.order), outcome, why);
    }
    if (const auto& adjustments = phase.outcome.step.report.adjustments)
        for (const Unit& unit : adjustments->civil_disorder)
            if (unit.power == power)
                items += item(unitText(unit), PhaseReport::tr("removed (civil disorder)"), QString());
    return items;
}

} // namespace

std::optional<DrawnOrder> drawnOrder(Power power, const Order& order, bool failed)
{
    DrawnOrder d;
    d.power = power;
    d.from = order.unit;
    d.to = order.target;
    d.other = order.other;
    d.failed = failed;
    switch (order.kind) {
    case OrderKind::move:
    case OrderKind::retreat:
        d.kind = DrawnOrder::Kind::move;
        break;
    case OrderKind::support:
        d.kind = order.target == no_location ? DrawnOrder::Kind::support_hold : DrawnOrder::Kind::support_move;
        break;
    case OrderKind::convoy:
        d.kind = DrawnOrder::Kind::convoy;
        break;
    case OrderKind::build:
        d.kind = DrawnOrder::Kind::build;
        d.unit = order.unit_type.value_or(UnitType::army);
        break;
    case OrderKind::disband:
        d.kind = DrawnOrder::Kind::disband;
        break;
    case OrderKind::hold:
    case OrderKind::waive:
        return std::nullopt;
    }
    if (d.from == no_location)
        return std::nullopt;
    return d;
}

QString phaseSummaryText(const Options& options, const PlayedPhase& phase)
{
    const auto results = orderResults(phase);
    QStringList lines;
    for (Power power : all_powers) {
        QStringList orders;
        for (const OrderResult& result : results)
            if (result.power == power)
                orders << PhaseReport::tr("%1 (%2)", "an order (what became of it)")
                              .arg(DiplomacyTexts::orderText(result.order), DiplomacyTexts::outcome(result.outcome));
        if (orders.isEmpty())
            continue;
        lines << PhaseReport::tr("%1:", "a power's orders follow")
                     .arg(DiplomacyTexts::playerName(options, phase.before, power));
        for (const QString& order : orders)
            lines << QStringLiteral("    ") + order;
    }
    return lines.join(QLatin1Char('\n'));
}

QString phaseRecordText(const PlayedPhase& phase)
{
    const auto results = orderResults(phase);
    QString text = QString::fromStdString(phase_text(phase.before.phase)) + QLatin1Char('\n');
    for (Power power : all_powers) {
        QStringList orders;
        for (const OrderResult& result : results)
            if (result.power == power) {
                const auto outcome = outcome_code(result.outcome);
                orders << QStringLiteral("%1 (%2)").arg(QString::fromStdString(order_text(board(), result.order)),
                    QString::fromLatin1(outcome.data(), static_cast<qsizetype>(outcome.size())));
            }
        if (orders.isEmpty())
            continue;
        text += QString::fromLatin1(power_code(power).data(), static_cast<qsizetype>(power_code(power).size()))
            + (phase.before.dead_men.contains(power) ? QStringLiteral(" (dead man, by vote)") : QString())
            + QStringLiteral(": ") + orders.join(QStringLiteral("; ")) + QLatin1Char('\n');
    }
    return text;
}

std::vector<DrawnOrder> phaseReportDrawing(const PlayedPhase& phase)
{
    std::vector<DrawnOrder> orders;
    for (const OrderResult& result : orderResults(phase))
        if (const auto d = drawnOrder(result.power, result.order, result.failed))
            orders.push_back(*d);
    return orders;
}

QString phaseReportHtml(const Options& options, const PlayedPhase& phase)
{
    const GameState& before = phase.before;
    const GameState& after = phase.outcome.step.state;
    QString html;
    const auto results = orderResults(phase);
    for (Power power : all_powers) {
        const QString items = powerItems(phase, results, power);
        if (items.isEmpty())
            continue;
        html += heading(DiplomacyTexts::seatLabel(options, before, power), 4) // "Austria — Ana"
            + QStringLiteral("<ul>%1</ul>").arg(items);
    }
    // Each dead man's vote: the tally per unit (or centre) and what it gave; then every
    // proposal as its player wrote it.
    if (const auto& vote = phase.outcome.vote; vote && !vote->tallies.empty()) {
        std::optional<Power> shown; // the tallies come by power: a heading for each
        for (const UnitTally& tally : vote->tallies) {
            if (tally.power != shown) {
                shown = tally.power;
                html += heading(
                    PhaseReport::tr("The dead man’s vote (%1)").arg(DiplomacyTexts::powerName(tally.power)), 3);
            }
            const QString what = tally.unit ? unitText(*tally.unit)
                                            : DiplomacyTexts::provinceName(static_cast<ProvinceId>(tally.place));
            QStringList counts;
            for (const TallyEntry& entry : tally.entries)
                counts << DiplomacyTexts::unbroken(
                    PhaseReport::tr("%1 × %2", "a count of proposals and the order proposed")
                        .arg(entry.count)
                        .arg(QString::fromStdString(entry.text)));
            // What the vote gave, and why, in words (the engine says why: tally.outcome).
            QString fallback;
            switch (tally.outcome) {
            case TallyOutcome::carried_out:
                break;
            case TallyOutcome::no_plurality:
                fallback = before.phase.kind == PhaseKind::movement
                    ? PhaseReport::tr("no strict plurality: the unit holds")
                    : before.phase.kind == PhaseKind::retreats
                    ? PhaseReport::tr("no strict plurality: the unit is disbanded")
                    : PhaseReport::tr("no strict plurality: no build here");
                break;
            case TallyOutcome::outnumbered:
                fallback = tally.unit
                    ? PhaseReport::tr("kept: the disbands owed went to units with more proposals")
                    : PhaseReport::tr("not built: the builds allowed went to centres with more proposals");
                break;
            case TallyOutcome::tie_at_cut:
                fallback = tally.unit
                    ? PhaseReport::tr("kept: tied with other units for the last disbands owed, none of them is taken")
                    : PhaseReport::tr(
                        "not built: tied with other centres for the last builds allowed, none of them is taken");
                break;
            case TallyOutcome::after_tie:
                fallback = tally.unit
                    ? PhaseReport::tr("kept: units with more proposals tied for the last disbands, and nothing after a "
                                      "tie is taken")
                    : PhaseReport::tr("not built: centres with more proposals tied for the last builds, and nothing "
                                      "after a tie is taken");
                break;
            case TallyOutcome::civil_disorder:
                fallback = PhaseReport::tr(
                    "the vote did not disband it: the disbands still owed are chosen by the civil-disorder rule");
                break;
            }
            const QString result = tally.chosen
                ? PhaseReport::tr("carried out: %1").arg(DiplomacyTexts::orderShown(*tally.chosen))
                : fallback;
            html += PhaseReport::tr("<p><b>%1</b>: %2<br>%3</p>", "a unit or centre: its proposals, what the vote gave")
                        .arg(what.toHtmlEscaped(),
                            (counts.isEmpty() ? PhaseReport::tr("no proposal") : counts.join(QStringLiteral(", ")))
                                .toHtmlEscaped(),
                            result.toHtmlEscaped());
        }
        QString proposals;
        for (Power power : all_powers) {
            if (before.dead_men.contains(power))
                continue; // a dead man proposes nothing
            const auto& written = phase.written.proposals[static_cast<std::size_t>(power)];
            QStringList orders;
            for (const std::string& text : written)
                orders << DiplomacyTexts::unbroken(QString::fromStdString(text));
            proposals += PhaseReport::tr("<li>%1: %2</li>", "a player: the proposals they wrote")
                             .arg(DiplomacyTexts::playerName(options, before, power).toHtmlEscaped(),
                                 (orders.isEmpty() ? PhaseReport::tr("nothing") : orders.join(QStringLiteral(", ")))
                                     .toHtmlEscaped());
        }
        html += heading(PhaseReport::tr("Proposals, as written"), 4) + QStringLiteral("<ul>%1</ul>").arg(proposals);
    }
    // Supply centres after the Fall, and who gained or lost.
    if (before.phase.season == Season::fall && after.phase.season != Season::fall) {
        QString rows;
        for (Power power : all_powers) {
            const int now = centre_count(after, power);
            const int then = centre_count(before, power);
            if (now == 0 && then == 0)
                continue; // out of the game, or not in a sandbox's position: nothing to say
            const QString change
                = now == then ? QString() : QStringLiteral("%1%2").arg(now > then ? "+" : "").arg(now - then);
            rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                        .arg(DiplomacyTexts::powerName(power).toHtmlEscaped())
                        .arg(now)
                        .arg(change);
        }
        html += heading(PhaseReport::tr("Supply centres"), 3)
            + QStringLiteral("<table cellpadding=\"3\">%1</table>").arg(rows);
    }
    if (html.isEmpty())
        html
            = QStringLiteral("<p>%1</p>")
                  .arg(PhaseReport::tr("Nobody had anything to decide in this phase: it was skipped.").toHtmlEscaped());
    return html;
}

QString finalStandingsHtml(const Options& options, const State& state)
{
    assert(state.over());
    const GameState& position = state.position;
    std::vector<Power> powers(all_powers.begin(), all_powers.end());
    std::ranges::stable_sort(powers, std::greater {}, [&](Power power) { return centre_count(position, power); });
    // A line a power, the part in the result after it: it reads in a narrow panel too.
    QString items;
    for (const Power power : powers) {
        const int centres = centre_count(position, power);
        const auto units = std::ranges::count(position.units, power, &Unit::power);
        QString part;
        if (position.winner == power)
            part = PhaseReport::tr("wins alone");
        else if (centres == 0 && units == 0)
            part = PhaseReport::tr("out of the game");
        else if (!position.winner && !position.dead_men.contains(power)) // nobody's to share
            part = PhaseReport::tr("shares the draw");
        const QString counts = PhaseReport::tr("%1, %2", "centres, units")
                                   .arg(PhaseReport::tr("%n centre(s)", "supply centres at the end", centres),
                                       PhaseReport::tr("%n unit(s)", "units at the end", static_cast<int>(units)));
        items += QStringLiteral("<p style=\"margin-top:0; margin-bottom:6px\"><b>%1</b><br>%2%3</p>")
                     .arg(DiplomacyTexts::seatLabel(options, position, power).toHtmlEscaped(), counts.toHtmlEscaped(),
                         part.isEmpty() ? QString() : QStringLiteral(" — ") + part.toHtmlEscaped());
    }
    return heading(PhaseReport::tr("Final standings"), 3) + items;
}

} // namespace tablee::diplomacy_deadman::ui
