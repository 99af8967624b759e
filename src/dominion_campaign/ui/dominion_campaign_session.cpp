// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/dominion_campaign_session.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

#include "dominion_campaign/engine/serialization.hpp"
#include "dominion_campaign/ui/campaign_controller.hpp"
#include "dominion_campaign/ui/campaign_document.hpp"
#include "dominion_campaign/ui/campaign_view.hpp"
#include "dominion_campaign/ui/end_of_round_wizard.hpp"
#include "dominion_campaign/ui/score_correction_dialog.hpp"
#include "gui/document_output.hpp"

#include <QEvent>
#include <QKeySequence>
#include <QTextDocument>

namespace tablee::dominion_campaign::ui {

DominionCampaignSession::DominionCampaignSession(Campaign campaign, QObject* parent)
    : GameSessionOf(parent, std::move(campaign), &DominionCampaignTexts::moveText)
{
    connect(&controller(), &CampaignController::stateChanged, this, &DominionCampaignSession::nameGameActions);
    connect(&view(), &CampaignView::endOfRoundRequested, this, &DominionCampaignSession::openEndOfRound);
    connect(&view(), &CampaignView::setupSheetRequested, this, &DominionCampaignSession::printSetupSheet);

    // The same command as the dashboard's button, named as it is.
    addGameAction([this] { return controller().state().over() ? tr("&Final ranking…") : tr("&End of round…"); },
        [this] { openEndOfRound(); });
    auto* printSetup
        = addGameAction([] { return tr("&Print this round’s setup sheet…"); }, [this] { printSetupSheet(); });
    printSetup->setShortcut(QKeySequence::Print);
    addGameAction([] { return tr("Save this round’s &setup sheet as PDF…"); },
        [this] {
            QTextDocument document;
            CampaignDocument::fillSetupSheet(document, controller().state());
            gui::DocumentOutput::savePdfAs(&view(), document,
                tr("Dominion campaign round %1", "a PDF's suggested file name").arg(controller().state().round()),
                setupSheetTitle());
        });
    // A round's scores entered wrongly, past the draw that stops Undo.
    auto* correct = addGameAction([] { return tr("C&orrect a round’s scores…"); }, [this] { correctScores(); });
    const auto enableCorrection
        = [this, correct] { correct->setEnabled(ScoreCorrectionDialog::available(controller())); };
    connect(&controller(), &CampaignController::stateChanged, correct, enableCorrection);
    enableCorrection();
    addGameAction([] { return tr("Print the res&ults…"); }, [this] { printResults(); });
    addGameAction([] { return tr("Save the &results as PDF…"); },
        [this] {
            QTextDocument document;
            CampaignDocument::fillResults(document, controller().state());
            gui::DocumentOutput::savePdfAs(
                &view(), document, tr("Dominion campaign results", "a PDF's suggested file name"), resultsTitle());
        });
    followLanguage(&view());
}

DominionCampaignSession::~DominionCampaignSession()
{
    delete m_wizard.data();
}

QString DominionCampaignSession::setupSheetTitle() const
{
    return tr("Dominion campaign — setup of round %1").arg(controller().state().round());
}

void DominionCampaignSession::printSetupSheet()
{
    QTextDocument document;
    CampaignDocument::fillSetupSheet(document, controller().state());
    QWidget* parent = m_wizard ? static_cast<QWidget*>(m_wizard.data()) : &view();
    gui::DocumentOutput::print(parent, document, setupSheetTitle());
}

QString DominionCampaignSession::resultsTitle() const
{
    return tr("Dominion campaign — results");
}

void DominionCampaignSession::printResults()
{
    QTextDocument document;
    CampaignDocument::fillResults(document, controller().state());
    QWidget* parent = m_wizard ? static_cast<QWidget*>(m_wizard.data()) : &view();
    gui::DocumentOutput::print(parent, document, resultsTitle());
}

void DominionCampaignSession::correctScores()
{
    if (!ScoreCorrectionDialog::available(controller()))
        return;
    auto* dialog = new ScoreCorrectionDialog(controller(), &view());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void DominionCampaignSession::openEndOfRound()
{
    if (controller().state().phase() == Phase::setup) {
        controller().play(StartCampaign {});
        return;
    }
    if (m_wizard) {
        m_wizard->raise();
        m_wizard->activateWindow();
        return;
    }
    auto* wizard = new EndOfRoundWizard(controller(), &view());
    m_wizard = wizard; // followed: it deletes itself when closed
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &EndOfRoundWizard::setupSheetRequested, this, &DominionCampaignSession::printSetupSheet);
    connect(wizard, &EndOfRoundWizard::resultsRequested, this, &DominionCampaignSession::printResults);
    wizard->open();
}

QString DominionCampaignSession::progressText(const Campaign& campaign)
{
    const auto& state = campaign.state();
    return tr("round %1 of %2").arg(state.round()).arg(state.round_count());
}

} // namespace tablee::dominion_campaign::ui
