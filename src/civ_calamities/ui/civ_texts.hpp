// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/calamities.hpp"
#include "civ_calamities/engine/warnings.hpp"
#include "core/error.hpp"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tablee::civ_calamities::ui {

// Every Civilization calamities text that depends on engine values, in the interface language:
// refusals, nations, advances, steps, choices and log lines. Area names are the board's.
class CivTexts {
    Q_DECLARE_TR_FUNCTIONS(CivTexts)

public:
    // The rule an error breaks, in words; empty when `error` is not a civ_calamities code.
    static QString describe(const core::Error& error);
    static QString areaName(AreaId area);
    // Its name in every language the interface speaks (gui::textsInEveryLanguage).
    static QStringList areaNames(AreaId area);
    // A nation's name; the secessionists' names ("Secessionists 2") in the interface language.
    static QString nationName(const Position& position, NationId nation);
    // The same in running text, where French names a country with its article ("l’Égypte
    // perd", "contre la Crète", "les Sécessionnistes 2"); English as nationName.
    static QString nationInText(const Position& position, NationId nation);
    // `text` beginning with a capital (a sentence that begins with a nation in text), French
    // elisions made (gui::elideBeforeNames).
    static QString sentence(QString text);
    // One of the nine civilizations (civilizations[index]) in the interface language, and the two
    // letters on its tokens (Asia "As", Assyria "Sy").
    static QString civilizationName(std::size_t index);
    // The same in running text (French with its article, « l’Égypte »).
    static QString civilizationInText(std::size_t index);
    static QString civilizationMark(std::size_t index);
    // The number of a secessionists' nation ("2"); empty for the one nation of all secessions.
    static QString secessionNumber(const Nation& nation);
    static QString advanceName(Advance advance);
    static QString advanceShortName(Advance advance); // for a narrow column: "Agri.", "Metal."
    static QString calamityName(Calamity calamity);
    // What the step asks, of whom ("Babylon (the trader) picks the city that secedes").
    static QString stepPrompt(const CalamityState& state);
    // A choice as a line of the list ("Egypt's token in Tanis").
    static QString choiceText(const Position& position, const Choice& choice);
    // A log line in the interface language.
    static QString logLine(const Position& position, const LogLine& line);
    // A warning of the editor, in a sentence.
    static QString warningText(const Position& position, const PositionWarning& warning);

private:
    // The words of stepPrompt and logLine, before their first letter is made a capital.
    static QString promptWords(const CalamityState& state);
    static QString logWords(const Position& position, const LogLine& line);
    // describe's words, before French elides « de » before a name.
    static QString describeWords(const core::Error& error);
};

} // namespace tablee::civ_calamities::ui
