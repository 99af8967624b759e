// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominion_campaign/engine/campaign.hpp"
#include "dominion_campaign/ui/end_of_round_wizard.hpp"
#include "gui/game_session_of.hpp"

#include <QPointer>

#include <memory>

namespace tablee::dominion_campaign::ui {

class CampaignController;
class CampaignView;

// A Dominion campaign open in the window: the controller, its view, the end-of-round wizard
// and the Game menu's commands.
class DominionCampaignSession : public gui::GameSessionOf<CampaignController, CampaignView> {
    Q_OBJECT

public:
    explicit DominionCampaignSession(Campaign campaign, QObject* parent = nullptr);
    ~DominionCampaignSession() override;

    // Six rounds of results: closing without saving them deserves a question.
    bool askToSaveWhenFinished() const override { return true; }
    // How far a campaign went, for the list of games in progress: its round.
    static QString progressText(const Campaign& campaign);

    // The end-of-round wizard while it is open (window-modal, not blocking).
    EndOfRoundWizard* endOfRoundWizard() const { return m_wizard; }

public slots:
    // Opens the end-of-round wizard at the step the campaign is at (or starts the campaign when
    // it is still being set up).
    void openEndOfRound();
    // The print dialog, then this round's setup sheet on paper (or in a PDF file).
    void printSetupSheet();
    // The print dialog, then the results so far (the final results once the campaign is over).
    void printResults();
    // The dialog to enter a finished round's scores again (while a round from the second on is
    // played; nothing otherwise).
    void correctScores();

private:
    QString setupSheetTitle() const;
    QString resultsTitle() const;

    QPointer<EndOfRoundWizard> m_wizard;
};

} // namespace tablee::dominion_campaign::ui
