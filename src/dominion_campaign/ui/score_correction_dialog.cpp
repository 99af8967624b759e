// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/score_correction_dialog.hpp"

#include "dominion_campaign/ui/campaign_controller.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tablee::dominion_campaign::ui {

namespace {

using Texts = DominionCampaignTexts;

// The correction the dialog's boxes hold.
CorrectScores correctionOf(const QComboBox& round, const std::vector<QSpinBox*>& scores)
{
    CorrectScores correction {round.currentData().toInt(), {}};
    for (const QSpinBox* box : scores)
        correction.points.push_back(box->value());
    return correction;
}

} // namespace

bool ScoreCorrectionDialog::available(const CampaignController& controller)
{
    const State& state = controller.state();
    return state.phase() == Phase::playing && state.drawing() == Draw::none && state.round() >= 2;
}

ScoreCorrectionDialog::ScoreCorrectionDialog(CampaignController& controller, QWidget* parent)
    : QDialog(parent), m_controller(controller)
{
    Q_ASSERT(available(controller));
    setObjectName(QStringLiteral("scoreCorrectionDialog"));
    setWindowTitle(tr("Correct a round’s scores"));
    const State& state = controller.state();

    auto* introduction = new QLabel(tr("Enter again the points of a finished round entered wrongly. The totals and "
                                       "the standings are worked out again from that round on."));
    introduction->setWordWrap(true);
    m_round = new QComboBox;
    m_round->setObjectName(QStringLiteral("correctedRound"));
    for (int number = 1; number < state.round(); ++number)
        m_round->addItem(tr("Round %1").arg(number), number);
    m_round->setCurrentIndex(m_round->count() - 1); // the last one: the likeliest slip
    auto* form = new QFormLayout;
    form->addRow(tr("&Round:"), m_round);
    for (std::size_t player = 0; player < state.player_count(); ++player) {
        auto* name = new QLabel;
        auto* box = new QSpinBox;
        box->setObjectName(QStringLiteral("correctedScore%1").arg(player));
        box->setRange(-max_round_score, max_round_score);
        box->setAccelerated(true);
        name->setBuddy(box);
        form->addRow(name, box);
        m_names.push_back(name);
        m_scores.push_back(box);
        connect(box, &QSpinBox::valueChanged, this, &ScoreCorrectionDialog::showPreview);
    }
    m_preview = new QLabel;
    m_preview->setObjectName(QStringLiteral("correctionPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    // Room for the longest preview from the start: grown by it, the dialog squeezed its boxes.
    m_preview->setMinimumHeight(6 * m_preview->fontMetrics().lineSpacing());
    m_preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_refusal = new QLabel;
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #a31515;"));
    m_refusal->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_correct = buttons->button(QDialogButtonBox::Ok);
    m_correct->setText(tr("&Correct the scores"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ScoreCorrectionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ScoreCorrectionDialog::reject);
    connect(m_round, &QComboBox::currentIndexChanged, this, &ScoreCorrectionDialog::showRound);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(introduction);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    setMinimumWidth(70 * fontMetrics().averageCharWidth());
    showRound();
    m_scores.front()->setFocus(); // the first player's points, ready to type
    m_scores.front()->selectAll();
}

void ScoreCorrectionDialog::showRound()
{
    const State& state = m_controller.state();
    const RoundRecord& record = state.round_record(m_round->currentData().toInt());
    for (std::size_t player = 0; player < m_scores.size(); ++player) {
        m_names[player]->setText(tr("%1 (entered: %2):", "a player's name, the points recorded")
                                     .arg(Texts::playerName(state, player), QLocale().toString(record.scores[player])));
        const QSignalBlocker quiet(m_scores[player]);
        m_scores[player]->setValue(record.scores[player]);
    }
    showPreview();
}

void ScoreCorrectionDialog::showPreview()
{
    const State& state = m_controller.state();
    m_refusal->hide();
    const CorrectScores correction = correctionOf(*m_round, m_scores);
    const bool changed = correction.points != state.round_record(correction.round).scores;
    m_correct->setEnabled(changed);
    if (!changed) {
        m_preview->setText(tr("Change a player’s points to see what the totals become."));
        return;
    }
    const auto corrected = dominion_campaign::apply(state, correction);
    if (!corrected) {
        m_preview->clear();
        m_refusal->setText(Texts::refusal(corrected.error()));
        m_refusal->show();
        m_correct->setEnabled(false);
        return;
    }
    const std::vector<int> before = state.totals();
    const std::vector<int> after = corrected->totals();
    QStringList totals;
    for (const std::size_t player : corrected->ranking())
        totals << (before[player] == after[player]
                ? tr("%1 %2", "a player's name and campaign total")
                      .arg(Texts::playerName(state, player), QLocale().toString(after[player]))
                : tr("%1 %2 (was %3)", "a player's name, corrected total, total before")
                      .arg(Texts::playerName(state, player), QLocale().toString(after[player]),
                          QLocale().toString(before[player])));
    m_preview->setText(tr("Campaign totals after the correction, best first: %1.\n"
                          "The playing orders, keeps and eliminations already made stay as they were played.")
                           .arg(QLocale().createSeparatedList(totals)));
}

void ScoreCorrectionDialog::accept()
{
    if (!m_correct->isEnabled())
        return;
    if (!m_controller.play(correctionOf(*m_round, m_scores)))
        return; // (refused: the preview said why, and the controller's view says it too)
    QDialog::accept();
}

} // namespace tablee::dominion_campaign::ui
