#include "diplomacy_deadman/ui/phase_report.hpp"

#include "diplomacy_deadman/ui/diplomacy_texts.hpp"

#include <QCoreApplication>

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

bool failed(Outcome outcome)
{
    return outcome == Outcome::bounced || outcome == Outcome::cut || outcome == Outcome::voided
        || outcome == Outcome::no_route || outcome == Outcome::disrupted;
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

// What `power`'s orders did, one line each.
QString powerItems(const PlayedPhase& phase, Power power)
{
    const auto& report = phase.outcome.step.report;
    QString items;
    if (report.movement)
        for (const UnitResult& result : report.movement->units)
            if (result.unit.power == power) {
                QString why = DiplomacyTexts::voidReason(result.reason);
                if (result.dislodged)
                    why = why.isEmpty() ? PhaseReport::tr("dislodged")
                                        : PhaseReport::tr("dislodged") + QStringLiteral("; ") + why;
                items += item(DiplomacyTexts::orderText(result.order), DiplomacyTexts::outcome(result.outcome), why);
            }
    if (report.retreats)
        for (std::size_t i = 0; i < report.retreats->units.size() && i < phase.before.dislodged.size(); ++i)
            if (phase.before.dislodged[i].unit.power == power) {
                const RetreatUnitResult& result = report.retreats->units[i];
                items += item(DiplomacyTexts::orderText(result.order), DiplomacyTexts::outcome(result.outcome),
                    DiplomacyTexts::voidReason(result.reason));
            }
    if (report.adjustments) {
        for (const AdjustmentOrderResult& result : report.adjustments->orders)
            if (adjustmentPower(phase.before, result.order) == power)
                items += item(DiplomacyTexts::orderText(result.order), DiplomacyTexts::outcome(result.outcome),
                    DiplomacyTexts::voidReason(result.reason));
        for (const Unit& unit : report.adjustments->civil_disorder)
            if (unit.power == power)
                items += item(unitText(unit), PhaseReport::tr("removed (civil disorder)"), QString());
    }
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

QString phaseRecordText(const PlayedPhase& phase)
{
    const auto& report = phase.outcome.step.report;
    QString text = QString::fromStdString(phase_text(phase.before.phase)) + QLatin1Char('\n');
    for (Power power : all_powers) {
        QStringList orders;
        const auto add = [&](const Order& order, Outcome outcome) {
            orders << QStringLiteral("%1 (%2)").arg(QString::fromStdString(order_text(board(), order)),
                QString::fromLatin1(
                    outcome_code(outcome).data(), static_cast<qsizetype>(outcome_code(outcome).size())));
        };
        if (report.movement)
            for (const UnitResult& result : report.movement->units)
                if (result.unit.power == power)
                    add(result.order, result.outcome);
        if (report.retreats)
            for (std::size_t i = 0; i < report.retreats->units.size() && i < phase.before.dislodged.size(); ++i)
                if (phase.before.dislodged[i].unit.power == power)
                    add(report.retreats->units[i].order, report.retreats->units[i].outcome);
        if (report.adjustments)
            for (const AdjustmentOrderResult& result : report.adjustments->orders)
                if (adjustmentPower(phase.before, result.order) == power)
                    add(result.order, result.outcome);
        if (orders.isEmpty())
            continue;
        text += QString::fromLatin1(power_code(power).data(), static_cast<qsizetype>(power_code(power).size()))
            + (phase.before.dead_man == power ? QStringLiteral(" (dead man, by vote)") : QString())
            + QStringLiteral(": ") + orders.join(QStringLiteral("; ")) + QLatin1Char('\n');
    }
    return text;
}

std::vector<DrawnOrder> phaseReportDrawing(const PlayedPhase& phase)
{
    std::vector<DrawnOrder> orders;
    const auto& report = phase.outcome.step.report;
    const auto add = [&](Power power, const Order& order, bool didFail) {
        if (const auto d = drawnOrder(power, order, didFail))
            orders.push_back(*d);
    };
    if (report.movement)
        for (const UnitResult& result : report.movement->units)
            add(result.unit.power, result.order, failed(result.outcome));
    if (report.retreats)
        for (std::size_t i = 0; i < report.retreats->units.size() && i < phase.before.dislodged.size(); ++i)
            add(phase.before.dislodged[i].unit.power, report.retreats->units[i].order,
                report.retreats->units[i].outcome != Outcome::retreated);
    if (report.adjustments)
        for (const AdjustmentOrderResult& result : report.adjustments->orders)
            if (const auto power = adjustmentPower(phase.before, result.order))
                add(*power, result.order, result.outcome == Outcome::voided);
    return orders;
}

QString phaseReportHtml(const Options& options, const PlayedPhase& phase)
{
    const GameState& before = phase.before;
    const GameState& after = phase.outcome.step.state;
    QString html;
    for (Power power : all_powers) {
        const QString items = powerItems(phase, power);
        if (items.isEmpty())
            continue;
        const QString who = DiplomacyTexts::playerName(options, before, power);
        html += heading(
                    before.dead_man == power ? who : who + QStringLiteral(" — ") + DiplomacyTexts::powerName(power), 4)
            + QStringLiteral("<ul>%1</ul>").arg(items);
    }
    // The dead man's vote: the tally per unit (or centre) and what it gave; then every
    // proposal as its player wrote it.
    if (const auto& vote = phase.outcome.vote; vote && !vote->tallies.empty()) {
        html += heading(PhaseReport::tr("The dead man’s vote (%1)").arg(DiplomacyTexts::powerName(vote->power)), 3);
        for (const UnitTally& tally : vote->tallies) {
            const QString what = tally.unit ? unitText(*tally.unit)
                                            : DiplomacyTexts::provinceName(static_cast<ProvinceId>(tally.place));
            QStringList counts;
            for (const TallyEntry& entry : tally.entries)
                counts << PhaseReport::tr("%1 × %2", "a count of proposals and the order proposed")
                              .arg(entry.count)
                              .arg(QString::fromStdString(entry.text));
            const QString result = tally.chosen
                ? PhaseReport::tr("carried out: %1").arg(DiplomacyTexts::orderText(*tally.chosen))
                : PhaseReport::tr("no strict plurality: the default applies");
            html += QStringLiteral("<p><b>%1</b>: %2<br>%3</p>")
                        .arg(what.toHtmlEscaped(),
                            (counts.isEmpty() ? PhaseReport::tr("no proposal") : counts.join(QStringLiteral(", ")))
                                .toHtmlEscaped(),
                            result.toHtmlEscaped());
        }
        QString proposals;
        for (Power power : all_powers) {
            const auto& written = phase.written.proposals[static_cast<std::size_t>(power)];
            QStringList orders;
            for (const std::string& text : written)
                orders << QString::fromStdString(text);
            proposals += QStringLiteral("<li>%1: %2</li>")
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

} // namespace tablee::diplomacy_deadman::ui
