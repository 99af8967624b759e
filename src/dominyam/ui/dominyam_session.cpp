// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/dominyam_session.hpp"

#include "core/version.hpp"
#include "dominyam/engine/serialization.hpp"
#include "dominyam/ui/dice_tray.hpp"
#include "dominyam/ui/dominyam_controller.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/dominyam_view.hpp"
#include "dominyam/ui/high_score_store.hpp"
#include "dominyam/ui/score_sheet_document.hpp"
#include "gui/document_output.hpp"
#include "gui/results_dialog.hpp"

#include <QClipboard>
#include <QDate>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QInputDialog>
#include <QKeySequence>
#include <QListWidget>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

namespace tablee::dominyam::ui {

namespace {

// The score sheet as a PDF, under a name that says which game and when: "Dominyam 2026-11-23
// seed 1234.pdf" (the seed replays the same board).
void exportPdf(QWidget* parent, QTextDocument& document, std::uint64_t seed)
{
    const QString name = DominyamSession::tr("Dominyam %1 seed %2", "a PDF's suggested file name: date, seed")
                             .arg(QDate::currentDate().toString(Qt::ISODate))
                             .arg(seed);
    gui::DocumentOutput::savePdfAs(parent, document, name, ScoreSheetDocument::title());
}

// The filled score sheet on screen (the kit's results dialog), with the combinations tile by
// tile, and a PDF of it.
class ResultsDialog : public gui::ResultsDialog {
public:
    ResultsDialog(const State& state, gui::GameSession* session, QWidget* parent)
        : gui::ResultsDialog(state.over() ? DominyamSession::tr("Dominyam — final results")
                                          : DominyamSession::tr("Dominyam — results so far"),
            state.over() ? session : nullptr, parent)
    {
        setObjectName(QStringLiteral("dominyamResults"));
        ScoreSheetDocument::fillResults(*browser()->document(), state);
        auto* pdf = buttons()->addButton(DominyamSession::tr("Save as PDF…"), QDialogButtonBox::ActionRole);
        connect(pdf, &QPushButton::clicked, this,
            [this, seed = state.options().seed] { exportPdf(this, *browser()->document(), seed); });
    }
};

// Every finished turn, oldest first: to follow what the computer and the others did.
class GameLogDialog : public QDialog {
public:
    GameLogDialog(const State& state, QWidget* parent) : QDialog(parent)
    {
        setObjectName(QStringLiteral("dominyamLog"));
        setWindowTitle(DominyamSession::tr("Dominyam — game log"));
        auto* list = new QListWidget(this);
        list->setObjectName(QStringLiteral("logList"));
        for (const auto& record : state.log())
            list->addItem(DominyamTexts::turnText(state, record));
        if (state.log().empty())
            list->addItem(DominyamSession::tr("No turn finished yet."));
        list->scrollToBottom();
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
        connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(list);
        layout->addWidget(buttons);
        resize(640, 480);
    }
};

} // namespace

DominyamSession::DominyamSession(Game game, QObject* parent) : GameSessionOf(parent, std::move(game))
{
    // A finished game loaded from a file is not a new result for the high scores.
    m_highScoreRecorded = controller().state().over();
    connect(&controller(), &DominyamController::gameOver, this, &DominyamSession::onGameOver);

    // Its key beside it as a menu shows a shortcut (the key itself is the dice tray's: owned by
    // both, Qt would find it ambiguous and trigger neither).
    addGameAction(
        [] { return tr("&Hint") + QLatin1Char('\t') + DiceTray::hintKey(); }, [this] { controller().requestHint(); });
    addGameAction([] { return tr("&Results and combinations…"); },
        [this] {
            ResultsDialog dialog(controller().state(), this, &view());
            dialog.exec();
        });
    auto* log = addGameAction([] { return tr("Game &log…"); },
        [this] {
            GameLogDialog dialog(controller().state(), &view());
            dialog.exec();
        });
    log->setObjectName(QStringLiteral("gameLog"));
    log->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    auto* print = addGameAction([] { return tr("Pr&int the score sheet…"); },
        [this] {
            QTextDocument document;
            ScoreSheetDocument::fillResults(document, controller().state());
            gui::DocumentOutput::print(&view(), document, ScoreSheetDocument::title());
        });
    print->setShortcut(QKeySequence::Print);
    addGameAction([] { return tr("Save the score sheet as &PDF…"); },
        [this] {
            QTextDocument document;
            ScoreSheetDocument::fillResults(document, controller().state());
            exportPdf(&view(), document, controller().state().options().seed);
        });
    addGameAction([] { return tr("Print a &blank score sheet…"); },
        [this] {
            // Five columns: a table of friends playing with a real box.
            QTextDocument document;
            ScoreSheetDocument::fillBlank(document, 5);
            gui::DocumentOutput::print(&view(), document, ScoreSheetDocument::title());
        });
    addGameAction([] { return tr("Solo &high scores…"); },
        [this] {
            std::unique_ptr<HighScoresDialog> dialog(
                HighScoresDialog::forStoredTable(HighScoreStore(), std::nullopt, {}, &view()));
            dialog->exec();
        });
    auto* copySeed
        = addGameAction([this] { return tr("Copy the game &number (%1)").arg(controller().state().options().seed); },
            [this] {
                // Whole and as digits only: to paste into a new game, or send to a friend.
                QGuiApplication::clipboard()->setText(QString::number(controller().state().options().seed));
            });
    copySeed->setObjectName(QStringLiteral("copySeed"));
    followLanguage(&view());
}

DominyamSession::~DominyamSession() = default;

bool DominyamSession::askToSaveWhenFinished() const
{
    return !controller().state().solo();
}

void DominyamSession::onGameOver()
{
    const State& state = controller().state();
    std::optional<std::size_t> place;
    QString note;
    if (state.solo() && !state.options().practice && !m_highScoreRecorded) {
        m_highScoreRecorded = true;
        const auto result = results(state);
        const HighScoreStore store;
        const auto recorded = store.add(core::HighScore {state.seats()[0].name, result.players[0].total,
            QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString(), state.options().seed,
            controller().adviceUsed()});
        place = recorded.place;
        if (!recorded.keptAs.isEmpty())
            note = tr("The high-score file could not be read; it was kept as %1 and a new table begun.")
                       .arg(QDir::toNativeSeparators(recorded.keptAs));
    }
    // Window-modal but not blocking: the board stays drawn behind, and tests can read them.
    const bool ranked = state.solo() && !state.options().practice;
    const int total = results(state).players.front().total;
    QTimer::singleShot(0, this, [this, place, note, ranked, total] {
        if (!view().isVisible())
            return;
        auto* resultsDialog = new ResultsDialog(controller().state(), this, &view());
        resultsDialog->setAttribute(Qt::WA_DeleteOnClose);
        if (ranked) { // where the score stands; the table itself opens when asked
            QString said = place
                ? tr("Your score of %1 enters the solo high scores at place %2.")
                      .arg(QLocale().toString(total), QLocale().toString(static_cast<int>(*place) + 1))
                : tr("Your score of %1 did not enter the solo high scores.").arg(QLocale().toString(total));
            if (!note.isEmpty())
                said += QLatin1Char(' ') + note;
            resultsDialog->setNote(said);
            auto* table = resultsDialog->buttons()->addButton(tr("&High scores…"), QDialogButtonBox::ActionRole);
            table->setObjectName(QStringLiteral("highScoresButton"));
            connect(table, &QPushButton::clicked, resultsDialog, [this, place, note, resultsDialog] {
                auto* scores = HighScoresDialog::forStoredTable(HighScoreStore(), place, note, resultsDialog);
                scores->setAttribute(Qt::WA_DeleteOnClose);
                scores->open();
            });
        }
        resultsDialog->open();
    });
}

QString DominyamSession::progressText(const Game& game)
{
    return tr("turn %1, counting down from %2").arg(game.state().turn()).arg(first_turn);
}

} // namespace tablee::dominyam::ui
