// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"
#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/rules.hpp"

#include <QCoreApplication>
#include <QString>

namespace tablee::diplomacy_deadman::ui {

// Every Diplomacy text that depends on engine values, in the interface language: refusals,
// powers, provinces, phases, why an order was void. One place, so that the map, the order
// panel, the reveal and the history say the same. Orders themselves are written in the usual
// notation ("A PAR - BUR"), which players of both languages read.
class DiplomacyTexts {
    Q_DECLARE_TR_FUNCTIONS(DiplomacyTexts)

public:
    // The rule an error breaks, in words; empty when `error` is not a diplomacy_deadman code.
    static QString describe(const core::Error& error);
    static QString powerName(Power power);
    // The powers' names as a list in the interface language ("Italy, Russia and Turkey").
    static QString powerNames(PowerSet powers);
    // Who leads: the powers by their supply centres, most first, and how many win (« Centres de
    // ravitaillement (18 pour gagner) : France 5, Russie 4. »).
    static QString centresStanding(const GameState& state, std::size_t victoryCentres);
    // The power's player: their name, or the power's when none was given; "Italy (dead man)".
    static QString playerName(const Options& options, const GameState& state, Power power);
    // The power and who plays it as one label, the power first: "Austria — Ana", or the power's
    // name alone where the player's already says it ("Austria (computer)", "Italy (dead man)",
    // a power nobody named).
    static QString seatLabel(const Options& options, const GameState& state, Power power);
    // A seat's name as the results history keeps it (Rules::seat_names), in the interface's
    // language: a person with the power played ("Ana (France)") and an unnamed power ("France",
    // "France (computer)") with the power's name translated; anything else as kept.
    static QString keptSeatName(const std::string& kept);
    // "5 centres": a power's score in the results.
    static QString centresText(int centres);
    // Whether province names are shown in French (follows the interface language through the
    // translation of a marker string, so that it switches with the translators).
    static bool frenchNames();
    static QString provinceName(ProvinceId province);
    // "Spring 1901 — movement", "Fall 1902 — retreats", "Winter 1902 — adjustments".
    static QString phaseName(const Phase& phase);
    static QString voidReason(VoidReason reason);
    // "moved", "bounced", "cut"...: what became of an order.
    static QString outcome(Outcome outcome);
    // The canonical notation of an order ("F NTH C A LON - BEL").
    static QString orderText(const Order& order);
    // The notation with the places' names in the interface language, which the order line reads
    // back: "A Paris - Bourgogne", "F Espagne côte sud - Golfe du Lion" (the completion offers it
    // beside the codes, so that a player who types a name finds the order).
    static QString orderNamed(const Order& order);
    // The same, kept on one line where it is shown in a narrow list (no break between its words;
    // never for a text to type or read back).
    static QString orderShown(const Order& order);
    static QString unbroken(QString text);
    // The order in words for a menu, its notation after it: "Move to Budapest (A VIE - BUD)".
    static QString orderChoice(const Order& order);
};

} // namespace tablee::diplomacy_deadman::ui
