// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"

#include "gui/error_text.hpp"
#include "gui/player_table.hpp"

#include <QLocale>

#include <algorithm>
#include <utility>
#include <vector>

namespace tablee::diplomacy_deadman::ui {

using gui::errorArg;

namespace {

// A power named by its code in an error ("FRANCE"), in the interface language.
QString powerArg(const core::Error& error, std::size_t index)
{
    const QString code = errorArg(error, index);
    const auto power = power_from_name(code.toStdString());
    return power ? DiplomacyTexts::powerName(*power) : code;
}

} // namespace

QString DiplomacyTexts::describe(const core::Error& error)
{
    const auto& code = error.code;
    if (code.rfind("diplomacy_deadman.", 0) != 0)
        return {};
    if (code == "diplomacy_deadman.already_handed_in")
        return tr("%1 has already handed in for this phase.").arg(powerArg(error, 0));
    if (code == "diplomacy_deadman.hand_ins_pending")
        return tr("%1 players have handed in for this phase: it is played when the last one does.")
            .arg(errorArg(error, 0));
    if (code == "diplomacy_deadman.not_a_writer")
        return tr("%1 has nothing to write in this phase.").arg(powerArg(error, 0));
    if (code == "diplomacy_deadman.too_many_orders")
        return tr("%1 orders: more than a power could give (%2 at most).").arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "diplomacy_deadman.bad_phase")
        return tr("“%1” is not a phase: write it like S1901M, F1901R or W1901A.").arg(errorArg(error, 0));
    if (code == "diplomacy_deadman.bad_proposer")
        return tr("%1 is the dead man: it proposes nothing.").arg(powerArg(error, 0));
    if (code == "diplomacy_deadman.bad_state")
        return tr("This position cannot exist: %1.").arg(errorArg(error, 0));
    if (code == "diplomacy_deadman.bad_unit")
        return tr("The unit %1 cannot stand there.").arg(errorArg(error, 0));
    if (code == "diplomacy_deadman.dead_man_order")
        return tr("%1 is the dead man: its units carry out the vote of the proposals, not orders.")
            .arg(powerArg(error, 0));
    if (code == "diplomacy_deadman.game_over")
        return errorArg(error, 0) == QLatin1String("draw") ? tr("The game is over: the table agreed a draw.")
                                                           : tr("The game is over: %1 won.").arg(powerArg(error, 0));
    if (code.rfind("diplomacy_deadman.map_", 0) == 0)
        return tr("The map built into Tablée is damaged (%1): please report it.")
            .arg(QString::fromStdString(error.message));
    if (code == "diplomacy_deadman.no_dead_man")
        return tr("This game has no dead man: there is nothing to propose.");
    if (code == "diplomacy_deadman.order_empty")
        return tr("The order is empty.");
    if (code == "diplomacy_deadman.order_syntax")
        return tr("“%1” cannot be read as an order (expected: %2). Write it like “A PAR - BUR”, “F NTH C A LON - "
                  "BEL” or “A VEN S A ROM - APU”.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "diplomacy_deadman.order_too_long")
        return tr("The order is too long.");
    if (code == "diplomacy_deadman.order_ambiguous_place")
        return tr("“%1” begins the names of several places (%2): write more of it.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "diplomacy_deadman.order_unknown_place")
        return tr("“%1” is not a place on the map.").arg(errorArg(error, 0));
    if (code == "diplomacy_deadman.too_many_proposals")
        return tr("%1 proposals: more than a table of players could make (%2 at most).")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "diplomacy_deadman.two_units")
        return tr("Two units stand in %1.").arg(errorArg(error, 0));
    return {};
}

QString DiplomacyTexts::powerName(Power power)
{
    switch (power) {
    case Power::austria:
        return tr("Austria");
    case Power::england:
        return tr("England");
    case Power::france:
        return tr("France");
    case Power::germany:
        return tr("Germany");
    case Power::italy:
        return tr("Italy");
    case Power::russia:
        return tr("Russia");
    case Power::turkey:
        return tr("Turkey");
    }
    return {};
}

QString DiplomacyTexts::powerNames(PowerSet powers)
{
    QStringList names;
    for (Power power : powers.powers())
        names << powerName(power);
    return QLocale().createSeparatedList(names);
}

QString DiplomacyTexts::centresStanding(const GameState& state, std::size_t victoryCentres)
{
    std::vector<std::pair<int, Power>> standing;
    for (Power power : all_powers)
        if (const int centres = centre_count(state, power); centres > 0)
            standing.emplace_back(centres, power);
    std::ranges::stable_sort(standing, std::ranges::greater {}, &std::pair<int, Power>::first);
    QStringList counts;
    for (const auto& [centres, power] : standing)
        counts << tr("%1 %2", "a power and its supply centres").arg(powerName(power)).arg(centres);
    return tr("Supply centres (%1 win): %2.").arg(victoryCentres).arg(counts.join(QStringLiteral(", ")));
}

QString DiplomacyTexts::playerName(const Options& options, const GameState& state, Power power)
{
    if (state.dead_men.contains(power))
        return tr("%1 (dead man)").arg(powerName(power));
    const auto& name = options.players[static_cast<std::size_t>(power)];
    if (!options.sandbox && options.computers[static_cast<std::size_t>(power)])
        return name.empty() ? tr("%1 (computer)", "a power a computer plays").arg(powerName(power))
                            : gui::PlayerTable::computerSeatName(QString::fromStdString(name));
    return name.empty() ? powerName(power) : QString::fromStdString(name);
}

QString DiplomacyTexts::seatLabel(const Options& options, const GameState& state, Power power)
{
    const QString player = playerName(options, state, power);
    const QString name = powerName(power);
    if (player.startsWith(name))
        return player;
    return tr("%1 — %2", "power — player").arg(name, player);
}

QString DiplomacyTexts::keptSeatName(const std::string& kept)
{
    for (const Power power : all_powers) {
        const std::string_view english = power_name_en(power);
        if (kept == english)
            return powerName(power);
        if (kept.starts_with(english) && kept.substr(english.size()) == Rules::computer_seat_suffix)
            return tr("%1 (computer)", "a power a computer plays").arg(powerName(power));
        const std::string played = " (" + std::string(english) + ")"; // "Ana (France)"
        if (kept.size() > played.size() && kept.ends_with(played))
            return tr("%1 (%2)", "a player (the power played)")
                .arg(QString::fromStdString(kept.substr(0, kept.size() - played.size())), powerName(power));
    }
    return QString::fromStdString(kept);
}

QString DiplomacyTexts::centresText(int centres)
{
    return tr("%n centre(s)", "a power's score in the results: its supply centres", centres);
}

bool DiplomacyTexts::frenchNames()
{
    return tr("name_en", "which province name field to show: name_en or name_fr") == QLatin1String("name_fr");
}

QString DiplomacyTexts::provinceName(ProvinceId province)
{
    const Province& p = standard_map().province(province);
    return QString::fromStdString(frenchNames() ? p.name_fr : p.name_en);
}

QString DiplomacyTexts::phaseName(const Phase& phase)
{
    switch (phase.kind) {
    case PhaseKind::movement:
        return phase.season == Season::spring ? tr("Spring %1 — movement").arg(phase.year)
                                              : tr("Fall %1 — movement").arg(phase.year);
    case PhaseKind::retreats:
        return phase.season == Season::spring ? tr("Spring %1 — retreats").arg(phase.year)
                                              : tr("Fall %1 — retreats").arg(phase.year);
    case PhaseKind::adjustments:
        return tr("Winter %1 — adjustments").arg(phase.year);
    }
    return {};
}

QString DiplomacyTexts::voidReason(VoidReason reason)
{
    switch (reason) {
    case VoidReason::none:
        return {};
    case VoidReason::no_unit:
        return tr("there is no unit there");
    case VoidReason::foreign_unit:
        return tr("the unit belongs to another power");
    case VoidReason::wrong_phase:
        return tr("not an order of this phase");
    case VoidReason::several_orders:
        return tr("the unit was given several orders: it holds");
    case VoidReason::same_place:
        return tr("a move to where the unit already stands");
    case VoidReason::not_adjacent:
        return tr("not next to the unit");
    case VoidReason::army_to_sea:
        return tr("an army cannot go to sea");
    case VoidReason::fleet_inland:
        return tr("a fleet cannot go inland");
    case VoidReason::coast_needed:
        return tr("two coasts can be reached: name one");
    case VoidReason::coast_unreachable:
        return tr("that coast cannot be reached");
    case VoidReason::only_armies_convoyed:
        return tr("only armies are convoyed");
    case VoidReason::no_convoy_route:
        return tr("no chain of fleets could carry the army there");
    case VoidReason::support_own_place:
        return tr("a unit cannot support into its own province");
    case VoidReason::support_no_unit:
        return tr("no unit to support or convoy there");
    case VoidReason::support_unreachable:
        return tr("the supporting unit could not go there itself");
    case VoidReason::supported_move_impossible:
        return tr("the supported unit could not make that move");
    case VoidReason::support_not_matched:
        return tr("the supported unit did something else");
    case VoidReason::convoy_from_coast:
        return tr("only fleets at sea convoy");
    case VoidReason::convoy_not_army:
        return tr("only armies are convoyed");
    case VoidReason::convoy_not_on_route:
        return tr("the fleet is on no route the army needs");
    case VoidReason::convoy_not_matched:
        return tr("no army moved by convoy as described");
    case VoidReason::not_dislodged:
        return tr("the unit was not dislodged");
    case VoidReason::retreat_blocked:
        return tr("that place is occupied, contested or where the attack came from");
    case VoidReason::retreat_collision:
        return tr("several units retreated there: all are disbanded");
    case VoidReason::not_home_centre:
        return tr("not one of the power’s home centres");
    case VoidReason::centre_not_owned:
        return tr("the power does not own that centre");
    case VoidReason::centre_occupied:
        return tr("a unit already stands in that centre");
    case VoidReason::no_build_allowed:
        return tr("no build is allowed, or every build allowed is written already");
    case VoidReason::no_disband_owed:
        return tr("no disband is owed, or every disband owed is written already");
    case VoidReason::already_ordered:
        return tr("already ordered");
    case VoidReason::unit_type_needed:
        return tr("say army or fleet (A or F)");
    }
    return {};
}

QString DiplomacyTexts::outcome(Outcome outcome)
{
    switch (outcome) {
    case Outcome::held:
        return tr("held");
    case Outcome::moved:
        return tr("moved");
    case Outcome::bounced:
        return tr("bounced");
    case Outcome::no_route:
        return tr("no convoy route left");
    case Outcome::supported:
        return tr("supported");
    case Outcome::cut:
        return tr("support cut");
    case Outcome::convoyed:
        return tr("convoyed");
    case Outcome::disrupted:
        return tr("convoy disrupted");
    case Outcome::voided:
        return tr("void");
    case Outcome::retreated:
        return tr("retreated");
    case Outcome::disbanded:
        return tr("disbanded");
    case Outcome::built:
        return tr("built");
    case Outcome::waived:
        return tr("waived");
    }
    return {};
}

QString DiplomacyTexts::orderText(const Order& order)
{
    return QString::fromStdString(order_text(standard_map(), order));
}

namespace {

// A coast in words ("north coast", « côte nord »): words the order line also reads.
QString coastWords(const std::string& coast)
{
    return coast == "NC" ? DiplomacyTexts::tr("north coast")
        : coast == "SC"  ? DiplomacyTexts::tr("south coast")
                         : DiplomacyTexts::tr("east coast");
}

} // namespace

QString DiplomacyTexts::orderNamed(const Order& order)
{
    const Map& map = standard_map();
    return QString::fromStdString(order_text(
        order,
        [&](LocationId location) {
            QString name = provinceName(map.province_of(location));
            // The coast in words after the name, as the order line reads it (not in brackets).
            if (const std::string& coast = map.location(location).coast; !coast.empty())
                name += QLatin1Char(' ') + coastWords(coast);
            return name.toStdString();
        },
        tr("H", "a hold in an order written with names: the letter the order line reads for it, H or T")
            .toStdString()));
}

QString DiplomacyTexts::orderShown(const Order& order)
{
    return unbroken(orderText(order));
}

QString DiplomacyTexts::unbroken(QString text)
{
    // No break at a space, nor after a move's dash (a line may break after a hyphen): the word
    // joiner, invisible, holds it to what follows.
    return text.replace(QLatin1Char(' '), QChar::Nbsp).replace(QLatin1Char('-'), QStringLiteral("-\u2060"));
}

namespace {

// A place of an order in words: the province, and its coast where it has several.
QString placeName(LocationId location)
{
    const Map& map = standard_map();
    const QString province = DiplomacyTexts::provinceName(map.province_of(location));
    const std::string& coast = map.location(location).coast;
    if (coast.empty())
        return province;
    return DiplomacyTexts::tr("%1 (%2)", "a province, then which of its coasts").arg(province, coastWords(coast));
}

} // namespace

QString DiplomacyTexts::orderChoice(const Order& order)
{
    const bool fleet = order.unit_type == UnitType::fleet;
    QString words;
    switch (order.kind) {
    case OrderKind::hold:
        words = tr("Hold");
        break;
    case OrderKind::move:
        words = order.via_convoy ? tr("Go to %1 by convoy").arg(placeName(order.target))
                                 : tr("Move to %1").arg(placeName(order.target));
        break;
    case OrderKind::support:
        words = order.target == no_location
            ? tr("Support the unit in %1 holding").arg(placeName(order.other))
            : tr("Support the unit in %1 into %2").arg(placeName(order.other), placeName(order.target));
        break;
    case OrderKind::convoy:
        words = tr("Convoy the army in %1 to %2").arg(placeName(order.other), placeName(order.target));
        break;
    case OrderKind::retreat:
        words = tr("Retreat to %1").arg(placeName(order.target));
        break;
    case OrderKind::disband:
        words = tr("Disband it");
        break;
    case OrderKind::build:
        words = fleet ? tr("Build a fleet in %1").arg(placeName(order.unit))
                      : tr("Build an army in %1").arg(placeName(order.unit));
        break;
    case OrderKind::waive:
        words = tr("Build nothing");
        break;
    }
    return tr("%1 (%2)", "an order in words, then its notation").arg(words, orderText(order));
}

} // namespace tablee::diplomacy_deadman::ui
