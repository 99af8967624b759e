// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/dominion_campaign_session.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

#include "dominion_campaign/engine/serialization.hpp"
#include "dominion_campaign/ui/campaign_controller.hpp"
#include "dominion_campaign/ui/campaign_document.hpp"
#include "dominion_campaign/ui/campaign_view.hpp"
#include "dominion_campaign/ui/end_of_round_wizard.hpp"
#include "gui/document_output.hpp"

#include <QEvent>
#include <QKeySequence>
#include <QTextDocument>

namespace tablee::dominion_campaign::ui {

DominionCampaignSession::DominionCampaignSession(Campaign campaign, QObject* parent)
    : GameSessionOf(parent, std::move(campaign), &DominionCampaignTexts::moveText)
{
    connect(&controller(), &CampaignController::stateChanged, this, &DominionCampaignSession::retranslate);
    connect(&view(), &CampaignView::endOfRoundRequested, this, &DominionCampaignSession::openEndOfRound);
    connect(&view(), &CampaignView::setupSheetRequested, this, &DominionCampaignSession::printSetupSheet);

    m_endOfRoundAction = new QAction(this);
    connect(m_endOfRoundAction, &QAction::triggered, this, &DominionCampaignSession::openEndOfRound);
    m_printSetupAction = new QAction(this);
    m_printSetupAction->setShortcut(QKeySequence::Print);
    connect(m_printSetupAction, &QAction::triggered, this, &DominionCampaignSession::printSetupSheet);
    m_setupSheetAction = new QAction(this);
    connect(m_setupSheetAction, &QAction::triggered, this, [this] {
        QTextDocument document;
        CampaignDocument::fillSetupSheet(document, controller().state());
        gui::DocumentOutput::savePdfAs(&view(), document,
            QStringLiteral("dominion-campaign-round-%1.pdf").arg(controller().state().round()), setupSheetTitle());
    });
    m_printResultsAction = new QAction(this);
    connect(m_printResultsAction, &QAction::triggered, this, &DominionCampaignSession::printResults);
    m_resultsAction = new QAction(this);
    connect(m_resultsAction, &QAction::triggered, this, [this] {
        QTextDocument document;
        CampaignDocument::fillResults(document, controller().state());
        gui::DocumentOutput::savePdfAs(
            &view(), document, QStringLiteral("dominion-campaign-results.pdf"), resultsTitle());
    });
    followLanguage(&view());
}

DominionCampaignSession::~DominionCampaignSession()
{
    delete m_wizard.data();
}

void DominionCampaignSession::retranslate()
{
    // The same command as the dashboard's button, named as it is.
    m_endOfRoundAction->setText(controller().state().over() ? tr("&Final ranking…") : tr("&End of round…"));
    m_printSetupAction->setText(tr("&Print this round’s setup sheet…"));
    m_setupSheetAction->setText(tr("Save this round’s &setup sheet as PDF…"));
    m_printResultsAction->setText(tr("Print the res&ults…"));
    m_resultsAction->setText(tr("Save the &results as PDF…"));
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

QList<QAction*> DominionCampaignSession::gameActions()
{
    return {m_endOfRoundAction, m_printSetupAction, m_setupSheetAction, m_printResultsAction, m_resultsAction};
}

} // namespace tablee::dominion_campaign::ui
