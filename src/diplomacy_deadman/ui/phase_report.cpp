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

// What `power`'s orders did, one line each, as the reveal says it: a unit the adjudicator
// dislodged is said dislodged, whatever its order did.
std::vector<ReportLine> powerLines(const PlayedPhase& phase, const std::vector<OrderResult>& results, Power power)
{
    std::vector<ReportLine> lines;
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
        lines.push_back({DiplomacyTexts::orderText(result.order), outcome, why});
    }
    if (const auto& adjustments = phase.outcome.step.report.adjustments)
        for (const Unit& unit : adjustments->civil_disorder)
            if (unit.power == power)
                lines.push_back({unitText(unit), PhaseReport::tr("removed (civil disorder)"), QString()});
    return lines;
}

// What the vote gave for one unit or centre, and why, in words (the engine says why:
// tally.outcome).
QString tallyResult(const GameState& before, const UnitTally& tally)
{
    if (tally.chosen)
        return PhaseReport::tr("carried out: %1").arg(DiplomacyTexts::orderText(*tally.chosen));
    switch (tally.outcome) {
    case TallyOutcome::carried_out:
        break;
    case TallyOutcome::no_plurality:
        return before.phase.kind == PhaseKind::movement ? PhaseReport::tr("no strict plurality: the unit holds")
            : before.phase.kind == PhaseKind::retreats  ? PhaseReport::tr("no strict plurality: the unit is disbanded")
                                                        : PhaseReport::tr("no strict plurality: no build here");
    case TallyOutcome::outnumbered:
        return tally.unit ? PhaseReport::tr("kept: the disbands owed went to units with more proposals")
                          : PhaseReport::tr("not built: the builds allowed went to centres with more proposals");
    case TallyOutcome::tie_at_cut:
        return tally.unit
            ? PhaseReport::tr("kept: tied with other units for the last disbands owed, none of them is taken")
            : PhaseReport::tr("not built: tied with other centres for the last builds allowed, none of them is taken");
    case TallyOutcome::after_tie:
        return tally.unit ? PhaseReport::tr("kept: units with more proposals tied for the last disbands, and nothing "
                                            "after a tie is taken")
                          : PhaseReport::tr("not built: centres with more proposals tied for the last builds, and "
                                            "nothing after a tie is taken");
    case TallyOutcome::civil_disorder:
        return PhaseReport::tr(
            "the vote did not disband it: the disbands still owed are chosen by the civil-disorder rule");
    }
    return {};
}

// A line of a power's orders in plain words: "A PAR - BUR — moved", "(why)" after it.
QString lineText(const ReportLine& line)
{
    return line.why.isEmpty()
        ? PhaseReport::tr("%1 — %2", "an order — what became of it").arg(line.order, line.what)
        : PhaseReport::tr("%1 — %2 (%3)", "an order — what became of it (why)").arg(line.order, line.what, line.why);
}

// A power's supply centres after a Fall, with the change: "France 6 (+1)".
QString centreText(const CentreRow& row)
{
    const QString name = DiplomacyTexts::powerName(row.power);
    if (row.change == 0)
        return PhaseReport::tr("%1 %2", "a power, its supply centres").arg(name).arg(row.now);
    return PhaseReport::tr("%1 %2 (%3)", "a power, its supply centres (the change)")
        .arg(name)
        .arg(row.now)
        .arg(QStringLiteral("%1%2").arg(row.change > 0 ? "+" : "").arg(row.change));
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
    const auto words = phaseReportWords(phase);
    QStringList lines;
    for (const auto& section : words.powers) {
        lines << PhaseReport::tr("%1:", "a power's orders follow")
                     .arg(DiplomacyTexts::seatLabel(options, phase.before, section.power));
        for (const ReportLine& line : section.lines)
            lines << QStringLiteral("    ")
                    + PhaseReport::tr("%1 (%2)", "an order (what became of it)").arg(line.order, line.what);
    }
    return lines.join(QLatin1Char('\n'));
}

QString phaseRecordText(const Options& options, const PlayedPhase& phase)
{
    const auto words = phaseReportWords(phase);
    const QString indent = QStringLiteral("    ");
    QStringList lines {DiplomacyTexts::phaseName(phase.before.phase)};
    for (const auto& section : words.powers) {
        lines << PhaseReport::tr("%1:", "a power's orders follow")
                     .arg(DiplomacyTexts::seatLabel(options, phase.before, section.power));
        for (const ReportLine& line : section.lines)
            lines << indent + lineText(line);
    }
    for (const auto& vote : words.votes) {
        lines << PhaseReport::tr("%1:", "a power's orders follow")
                     .arg(PhaseReport::tr("The dead man’s vote (%1)").arg(DiplomacyTexts::powerName(vote.deadMan)));
        for (const VoteLine& line : vote.lines)
            lines << indent
                    + PhaseReport::tr("%1: %2 — %3", "a unit or centre: its proposals — what the vote gave")
                          .arg(line.what, line.counts, line.result);
    }
    if (!words.proposals.empty()) {
        lines << PhaseReport::tr("%1:", "a power's orders follow").arg(PhaseReport::tr("Proposals, as written"));
        for (const ProposalLine& line : words.proposals)
            lines << indent
                    + PhaseReport::tr("%1: %2", "a player: the proposals they wrote")
                          .arg(DiplomacyTexts::seatLabel(options, phase.before, line.power), line.orders);
    }
    if (!words.centres.empty()) {
        QStringList counts;
        for (const CentreRow& row : words.centres)
            counts << centreText(row);
        lines << PhaseReport::tr("Supply centres after %1: %2", "the year, then each power's count")
                     .arg(phase.before.phase.year)
                     .arg(counts.join(QStringLiteral(", ")));
    }
    if (words.nothingDecided())
        lines << PhaseReport::tr("Nobody had anything to decide in this phase: it was skipped.");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

std::vector<DrawnOrder> phaseReportDrawing(const PlayedPhase& phase)
{
    std::vector<DrawnOrder> orders;
    for (const OrderResult& result : orderResults(phase))
        if (const auto d = drawnOrder(result.power, result.order, result.failed))
            orders.push_back(*d);
    return orders;
}

PhaseReportWords phaseReportWords(const PlayedPhase& phase)
{
    const GameState& before = phase.before;
    const GameState& after = phase.outcome.step.state;
    PhaseReportWords words;
    const auto results = orderResults(phase);
    for (Power power : all_powers)
        if (auto lines = powerLines(phase, results, power); !lines.empty())
            words.powers.push_back({power, std::move(lines)});
    // Each dead man's vote: the tally per unit (or centre) and what it gave; then every
    // proposal as its player wrote it.
    if (const auto& vote = phase.outcome.vote; vote && !vote->tallies.empty()) {
        for (const UnitTally& tally : vote->tallies) {
            if (words.votes.empty() || words.votes.back().deadMan != tally.power)
                words.votes.push_back({tally.power, {}});
            const QString what = tally.unit ? unitText(*tally.unit)
                                            : DiplomacyTexts::provinceName(static_cast<ProvinceId>(tally.place));
            QStringList counts;
            for (const TallyEntry& entry : tally.entries)
                counts << PhaseReport::tr("%1 × %2", "a count of proposals and the order proposed")
                              .arg(entry.count)
                              .arg(QString::fromStdString(entry.text));
            words.votes.back().lines.push_back(
                {what, counts.isEmpty() ? PhaseReport::tr("no proposal") : counts.join(QStringLiteral(", ")),
                    tallyResult(before, tally)});
        }
        for (Power power : all_powers) {
            if (before.dead_men.contains(power))
                continue; // a dead man proposes nothing
            QStringList orders;
            for (const std::string& text : phase.written.proposals[static_cast<std::size_t>(power)])
                orders << QString::fromStdString(text);
            words.proposals.push_back(
                {power, orders.isEmpty() ? PhaseReport::tr("nothing") : orders.join(QStringLiteral(", "))});
        }
    }
    // Supply centres after the Fall, and who gained or lost.
    if (before.phase.season == Season::fall && after.phase.season != Season::fall)
        for (Power power : all_powers) {
            const int now = centre_count(after, power);
            const int then = centre_count(before, power);
            if (now == 0 && then == 0)
                continue; // out of the game, or not in a sandbox's position: nothing to say
            words.centres.push_back({power, now, now - then});
        }
    return words;
}

QString phaseReportHtml(const Options& options, const PlayedPhase& phase)
{
    const GameState& before = phase.before;
    auto words = phaseReportWords(phase);
    // The people's powers first: against computers, what became of one's own orders was last
    // and below the fold of a small screen.
    std::ranges::stable_partition(words.powers, [&](const auto& section) {
        return !options.computers[static_cast<std::size_t>(section.power)] && !before.dead_men.contains(section.power);
    });
    QString html;
    for (const auto& section : words.powers) {
        QString items;
        for (const ReportLine& line : section.lines)
            items += item(DiplomacyTexts::unbroken(line.order), line.what, line.why);
        html += heading(DiplomacyTexts::seatLabel(options, before, section.power), 4) // "Austria — Ana"
            + QStringLiteral("<ul>%1</ul>").arg(items);
    }
    for (const auto& vote : words.votes) {
        html += heading(PhaseReport::tr("The dead man’s vote (%1)").arg(DiplomacyTexts::powerName(vote.deadMan)), 3);
        for (const VoteLine& line : vote.lines)
            html += PhaseReport::tr("<p><b>%1</b>: %2<br>%3</p>", "a unit or centre: its proposals, what the vote gave")
                        .arg(line.what.toHtmlEscaped(), DiplomacyTexts::unbroken(line.counts).toHtmlEscaped(),
                            line.result.toHtmlEscaped());
    }
    if (!words.proposals.empty()) {
        QString proposals;
        for (const ProposalLine& line : words.proposals)
            proposals += PhaseReport::tr("<li>%1: %2</li>", "a player: the proposals they wrote")
                             .arg(DiplomacyTexts::playerName(options, before, line.power).toHtmlEscaped(),
                                 DiplomacyTexts::unbroken(line.orders).toHtmlEscaped());
        html += heading(PhaseReport::tr("Proposals, as written"), 4) + QStringLiteral("<ul>%1</ul>").arg(proposals);
    }
    if (!words.centres.empty()) {
        QString rows;
        for (const CentreRow& row : words.centres)
            rows += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                        .arg(DiplomacyTexts::powerName(row.power).toHtmlEscaped())
                        .arg(row.now)
                        .arg(row.change == 0 ? QString()
                                             : QStringLiteral("%1%2").arg(row.change > 0 ? "+" : "").arg(row.change));
        html += heading(PhaseReport::tr("Supply centres"), 3)
            + QStringLiteral("<table cellpadding=\"3\">%1</table>").arg(rows);
    }
    if (words.nothingDecided())
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
