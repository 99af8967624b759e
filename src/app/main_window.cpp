// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/main_window.hpp"

#include "app/home_screen.hpp"
#include "app/language.hpp"
#include "app/recovery.hpp"
#include "app/results_history.hpp"
#include "app/rules_dialog.hpp"
#include "core/version.hpp"
#include "gui/confirm.hpp"
#include "gui/date_text.hpp"
#include "gui/error_text.hpp"
#include "gui/field_undo.hpp"
#include "gui/file_places.hpp"
#include "gui/save_files.hpp"
#include "gui/variant_registry.hpp"
#include "gui/window_memory.hpp"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace tablee::app {

namespace {
constexpr auto recentFilesKey = "files/recent";
constexpr int maxRecentFiles = 8;

// Holds the session's widget in the scroll area. A view with a word-wrapped label has a height
// for its width, the one it would like (its size hint), and the scroll area makes such a widget
// that tall: Dominyam's dice and buttons, which fit on a 1024 x 700 screen, went below the fold.
// Without that preference the view gets the room there is, never less than its minimum (then it
// scrolls).
class SessionFrame : public QWidget {
public:
    SessionFrame()
    {
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
    }
    int heightForWidth(int) const override { return -1; }
};
} // namespace

std::string MainWindow::nowIso()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
}

std::optional<QString> MainWindow::askWhereToSave(const QString& ownFile, const QString& gameName)
{
    // The game's own file when it has one, else its name and today's date in the folder last used.
    const std::array types {gui::FileType {tr("Tablée saves"), QStringLiteral("tablee")}};
    const QString suggested
        = ownFile.isEmpty() ? gameName + QDate::currentDate().toString(QStringLiteral(" yyyy-MM-dd")) : ownFile;
    const auto chosen = gui::FilePlaces::askWhereToWrite(this, tr("Save the game"), suggested, types);
    if (!chosen)
        return std::nullopt;
    return chosen->path;
}

MainWindow::MainWindow(
    gui::VariantRegistry& registry, LanguageManager& language, GamesInProgress games, QWidget* parent)
    : QMainWindow(parent), m_registry(registry), m_language(language), m_games(std::move(games))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/tablee.svg")));

    m_stack = new QStackedWidget(this);
    m_home = new HomeScreen(m_registry, m_stack);
    m_stack->addWidget(m_home);
    // The game's view in a scroll area: a view taller than a low screen (1920 x 1080 at scale 2 is
    // 960 x 540) scrolls, instead of growing the window past the screen's bottom edge.
    m_sessionArea = new QScrollArea;
    m_sessionArea->setObjectName(QStringLiteral("sessionArea"));
    m_sessionArea->setWidgetResizable(true);
    m_sessionArea->setFrameShape(QFrame::NoFrame);
    m_sessionArea->setFocusPolicy(Qt::NoFocus); // the view takes the keys, not its frame
    m_sessionFrame = new SessionFrame;
    m_sessionArea->setWidget(m_sessionFrame);
    m_stack->addWidget(m_sessionArea);
    setCentralWidget(m_stack);
    connect(m_home, &HomeScreen::variantChosen, this, &MainWindow::startNewGame);
    connect(m_home, &HomeScreen::openRequested, this, &MainWindow::open);
    connect(m_home, &HomeScreen::resultsHistoryRequested, this, &MainWindow::showResultsHistory);
    connect(m_home, &HomeScreen::resumeRequested, this, &MainWindow::resumeGame);
    connect(m_home, &HomeScreen::saveAsRequested, this, &MainWindow::askToSaveGameInProgress);
    connect(m_home, &HomeScreen::discardRequested, this, &MainWindow::askToDiscardGameInProgress);
    connect(m_home, &HomeScreen::recentFileChosen, this, [this](const QString& path) { openFile(path); });
    connect(m_home, &HomeScreen::recentFileRemoved, this, &MainWindow::removeRecentFile);

    createActions();
    createMenus();
    // Ctrl+Z is a field's own while it has typing to undo, the game's after that.
    new gui::FieldUndoFallThrough(this);
    retranslate();
    updateActions();
    gui::rememberGeometry(*this, QStringLiteral("window/main"), QSize(1200, 800));
    m_games.adoptEarlierAutosave(); // the one autosave of earlier versions
    refreshGamesInProgress();
    // Once the window is up: a dialog for each game that cannot be read.
    QTimer::singleShot(0, this, &MainWindow::recoverDamagedGames);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newGame);
    m_playAgainAction = new QAction(this);
    m_playAgainAction->setObjectName(QStringLiteral("playAgain"));
    m_playAgainAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_playAgainAction, &QAction::triggered, this, &MainWindow::playAgain);
    m_resultsHistoryAction = new QAction(this);
    m_resultsHistoryAction->setObjectName(QStringLiteral("resultsHistory"));
    connect(m_resultsHistoryAction, &QAction::triggered, this, &MainWindow::showResultsHistory);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    // Ctrl+Shift+S everywhere: some desktops give QKeySequence::SaveAs no key at all.
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_closeAction = new QAction(this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeGame);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    m_undoRefusedKey = new QShortcut(QKeySequence::Undo, this);
    m_undoRefusedKey->setEnabled(false);
    connect(m_undoRefusedKey, &QShortcut::activated, this, [this] {
        if (m_session && !m_session->undoOffReason().isEmpty())
            statusBar()->showMessage(tr("Nothing is undone: %1.").arg(m_session->undoOffReason()), 8000);
    });
    m_redoAction = new QAction(this);
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redoAction, &QAction::triggered, this, [this] {
        if (m_session && m_session->canRedo())
            m_session->redo();
    });

    m_languageGroup = new QActionGroup(this);
    for (const QString& code : LanguageManager::available()) {
        auto* action = new QAction(LanguageManager::nativeName(code), m_languageGroup);
        action->setCheckable(true);
        action->setData(code);
        action->setObjectName(QStringLiteral("language_") + code);
        connect(action, &QAction::triggered, this, [this, code] { m_language.setLanguage(code); });
    }
    connect(&m_language, &LanguageManager::languageChanged, this, [this](const QString& code) {
        for (auto* action : m_languageGroup->actions())
            action->setChecked(action->data().toString() == code);
    });
    for (auto* action : m_languageGroup->actions())
        action->setChecked(action->data().toString() == m_language.current());

    m_rulesAction = new QAction(this);
    m_rulesAction->setShortcut(QKeySequence::HelpContents);
    connect(m_rulesAction, &QAction::triggered, this, &MainWindow::showRules);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_playAgainAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_resultsHistoryAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_closeAction);
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->menuAction()->setVisible(false);

    // The settings the user makes: the language today (its choice is remembered).
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->menuAction()->setVisible(false);
    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_rulesAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
    rebuildRecentMenu();
}

void MainWindow::retranslate()
{
    // Sentence case, as the variants' own menus and the buttons are.
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New game…"));
    m_playAgainAction->setText(tr("Play a&gain"));
    m_resultsHistoryAction->setText(tr("Results of &past games…"));
    m_openAction->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_closeAction->setText(tr("&Close the game"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_gameMenu->setTitle(tr("&Game"));
    m_viewMenu->setTitle(tr("&View"));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rulesAction->setText(tr("&Rules"));
    m_aboutAction->setText(tr("&About Tablée"));
    m_aboutQtAction->setText(tr("About &Qt"));
    rebuildRecentMenu();
    updateActions(); // Undo and Redo say what they do
    updateTitle();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::updateActions()
{
    const bool inGame = m_session != nullptr;
    m_saveAction->setEnabled(inGame);
    m_saveAsAction->setEnabled(inGame);
    m_closeAction->setEnabled(inGame);
    m_playAgainAction->setEnabled(inGame && m_session->isFinished());
    m_undoAction->setEnabled(inGame && m_session->canUndo());
    m_redoAction->setEnabled(inGame && m_session->canRedo());
    // Say what they would do: "Undo: eat 3-6 and 2-2", or why Undo is off ("the die has been
    // rolled": greyed without a word, it reads as a fault).
    const QString undoWhat = inGame ? m_session->undoText() : QString();
    const QString undoOff = inGame ? m_session->undoOffReason() : QString();
    const QString redoWhat = inGame ? m_session->redoText() : QString();
    // Ctrl+Z while Undo is off says why, where the player looks (the greyed item does not).
    m_undoRefusedKey->setEnabled(!undoOff.isEmpty() && !m_undoAction->isEnabled());
    m_undoAction->setText(!undoOff.isEmpty() ? tr("&Undo (unavailable: %1)").arg(undoOff)
            : undoWhat.isEmpty()             ? tr("&Undo")
                                             : tr("&Undo: %1").arg(undoWhat));
    m_redoAction->setText(redoWhat.isEmpty() ? tr("&Redo") : tr("&Redo: %1").arg(redoWhat));
    m_rulesAction->setEnabled(!m_registry.modules().empty());
}

void MainWindow::updateTitle()
{
    // The game's name, said once: its file's (without the variant when the name holds it already),
    // or, for a game in no file yet, that it is kept in progress all the same (not "unsaved": it is
    // autosaved). The modified mark is for a file whose last changes are not in it.
    QString title = QStringLiteral("Tablée");
    if (m_module && m_filePath.isEmpty() && m_session && m_session->isFinished()) {
        // Over: its result is kept with the others, not a game in progress (a review read "kept in
        // progress" over the final scores).
        title = tr("%1 — finished — Tablée", "a game in no file, over").arg(m_module->displayName());
    } else if (m_module && m_filePath.isEmpty()) {
        title = tr("%1 — kept in progress — Tablée", "a game in no file yet").arg(m_module->displayName());
    } else if (m_module) {
        const QString name = QFileInfo(m_filePath).completeBaseName();
        title = name.contains(m_module->displayName(), Qt::CaseInsensitive)
            ? QStringLiteral("%1[*] — Tablée").arg(name)
            : QStringLiteral("%1[*] — %2 — Tablée").arg(name, m_module->displayName());
    }
    setWindowTitle(title);
    setWindowModified(m_modified && !m_filePath.isEmpty());
}

void MainWindow::undo()
{
    if (!m_session || !m_session->canUndo())
        return;
    // Another player's finished turn, or a phase everyone has seen: the table decides, not
    // whoever holds the keyboard.
    if (const QString question = m_session->undoConsentQuestion(); !question.isEmpty()
        && !gui::confirm(
            this, tr("Take it back?"), question, tr("Take it &back"), gui::Answered::cancel, tr("&Leave it as it is")))
        return;
    m_session->undo();
}

void MainWindow::newGame()
{
    // A new game starts from the home screen, where the variant is chosen: its first New game
    // button takes the keys (Tab goes on to the others), and the status line says so.
    closeGame();
    if (m_session)
        return; // leaving the game was given up
    m_home->focusNewGame();
    statusBar()->showMessage(
        tr("Choose the game to play: each has its New game button (Tab goes from one to the next)."), 8000);
}

bool MainWindow::startNewGame(const QString& variantId)
{
    auto* module = m_registry.find(variantId);
    if (!module || !askBeforeLeaving())
        return false;
    auto session = module->newGame(this);
    if (!session)
        return false; // the new game given up: the open one stays as it was
    installNewGame(std::move(session), module);
    return true;
}

void MainWindow::open()
{
    // The file is chosen and read first: the game in progress is asked about only once there is
    // something to replace it with (openFile).
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a game"), gui::FilePlaces::folder(), tr("Tablée saves (*.tablee *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path, OpenAt at)
{
    const auto schemas = m_registry.saveSchemas();
    auto envelope = gui::readSaveFile(path, schemas);
    if (!envelope) {
        reportError(tr("Cannot open this file"), envelope.error(), path);
        return false;
    }
    if (at == OpenAt::start && envelope->game.is_object()) // every move left to redo (core::Game::to_json)
        envelope->game["cursor"] = 0;
    gui::VariantModule* module = nullptr;
    auto session = restoreSession(*envelope, &module);
    if (!session) {
        // A move that no longer replays: the moves before it can still be played on, as a new
        // game in progress; the file itself is never written over.
        if (const auto recovered = gameBeforeRefusal(*envelope, session.error(), m_registry)) {
            const QString question
                = tr("%1\n\n%2", "a file's path, then what is wrong with it")
                      .arg(tr("File: %1").arg(QDir::toNativeSeparators(path)),
                          tr("Move %1 of this game cannot be played again: %2 Open the game at move %3, without "
                             "move %1 and those after it? The file stays as it is: the game opens as a new game "
                             "in progress, to save under another name.")
                              .arg(recovered->droppedMove)
                              .arg(recovered->why)
                              .arg(recovered->keptMoves));
            if (gui::confirm(this, tr("Open the game at its last good move?"), question,
                    tr("&Open at move %1").arg(recovered->keptMoves))) {
                auto recoveredGame = recovered->envelope;
                recoveredGame.origin.clear(); // a new game in progress: the file stays as it is
                return resumeRecovered(recoveredGame);
            }
            return false;
        }
        reportError(tr("Cannot open this file"), session.error(), path);
        return false;
    }
    // Changes to this file kept in progress (Tablée was quit before they were saved): the table
    // chooses, and neither is lost.
    if (const QString kept = slotWithChangesTo(path); !kept.isEmpty() && at == OpenAt::saved_position) {
        QMessageBox question(QMessageBox::Question, tr("Resume the changes kept?"),
            tr("This game has changes not saved in %1, kept in progress since %2. Resume them, or open the file "
               "as it was saved? The changes stay in the games in progress either way.")
                .arg(QFileInfo(path).fileName(), gui::readableDateTime(m_games.savedAt(kept))),
            QMessageBox::Cancel, this);
        auto* resume = question.addButton(tr("&Resume the changes"), QMessageBox::AcceptRole);
        auto* asSaved = question.addButton(tr("Open the file &as saved"), QMessageBox::ActionRole);
        question.setDefaultButton(resume);
        question.exec();
        if (question.clickedButton() == resume)
            return resumeGame(kept);
        if (question.clickedButton() != asSaved)
            return false;
    }
    // Only now, with the file read, may the open game be replaced.
    if (!askBeforeLeaving())
        return false;
    installSession(std::move(*session), module, path);
    m_modified = false;
    updateTitle();
    addRecentFile(path);
    gui::FilePlaces::rememberFolderOf(path);
    return true;
}

core::Expected<std::unique_ptr<gui::GameSession>> MainWindow::restoreSession(
    const core::SaveEnvelope& envelope, gui::VariantModule** module)
{
    *module = m_registry.find(QString::fromStdString(envelope.variant));
    if (!*module) // read_save only accepts registered variants; kept for safety
        return core::fail("save.unknown_variant", "unknown variant", {envelope.variant});
    return (*module)->loadGame(envelope.game);
}

bool MainWindow::save()
{
    if (!m_session)
        return false;
    if (m_filePath.isEmpty())
        return saveAs();
    return saveTo(m_filePath);
}

bool MainWindow::saveAs()
{
    if (!m_session)
        return false;
    const auto path = askWhereToSave(m_filePath, m_module->displayName());
    return path && saveTo(*path);
}

bool MainWindow::saveTo(const QString& path)
{
    if (!m_session)
        return false;
    const auto text = core::write_save(m_module->saveSchema(), m_session->saveGame(), core::app_version, nowIso());
    if (auto written = gui::writeFileAtomically(path, text); !written) {
        reportError(tr("Cannot save the game"), written.error());
        return false;
    }
    m_filePath = path;
    m_modified = false;
    // The game is safe in its own file now (its next change is autosaved again).
    m_games.remove(m_slot);
    addRecentFile(path);
    gui::FilePlaces::rememberFolderOf(path);
    updateTitle();
    return true;
}

void MainWindow::closeGame()
{
    if (!m_session) {
        m_stack->setCurrentWidget(m_home);
        return;
    }
    if (!askBeforeLeaving())
        return;
    leaveGame();
    detachSessionWidget();
    m_gameMenu->clear();
    m_gameMenu->menuAction()->setVisible(false);
    m_viewMenu->clear();
    m_viewMenu->menuAction()->setVisible(false);
    m_session.reset();
    m_module = nullptr;
    m_filePath.clear();
    m_slot.clear();
    m_modified = false;
    m_stack->setCurrentWidget(m_home);
    refreshGamesInProgress();
    updateActions();
    updateTitle();
}

void MainWindow::detachSessionWidget()
{
    // The session's widget, deleted with the session, not with the frame.
    QWidget* widget = m_session->widget();
    m_sessionFrame->layout()->removeWidget(widget);
    widget->setParent(nullptr);
}

void MainWindow::installNewGame(std::unique_ptr<gui::GameSession> session, gui::VariantModule* module)
{
    installSession(std::move(session), module, QString());
    m_asDealt = m_session->saveGame();
    m_modified = true;
    updateTitle();
    autosaveNow();
}

void MainWindow::installSession(
    std::unique_ptr<gui::GameSession> session, gui::VariantModule* module, const QString& path, const QString& slot)
{
    statusBar()->clearMessage(); // a word about the game before is not about this one
    if (m_session) {
        leaveGame(); // (which may say where it went)
        detachSessionWidget();
    }
    m_session = std::move(session);
    m_asDealt.reset();
    m_module = module;
    m_slot = slot.isEmpty() ? m_games.newSlot() : slot;
    // A game is being played again: if Tablée stops now, that is no longer a close on purpose.
    m_games.clearClosedMark(m_slot);
    m_filePath = path;
    m_sessionFrame->layout()->addWidget(m_session->widget());
    m_stack->setCurrentWidget(m_sessionArea);
    m_gameMenu->clear();
    const auto actions = m_session->gameActions();
    m_gameMenu->addActions(actions);
    m_gameMenu->menuAction()->setVisible(!actions.isEmpty());
    m_viewMenu->clear();
    const auto viewing = m_session->viewActions();
    m_viewMenu->addActions(viewing);
    m_viewMenu->menuAction()->setVisible(!viewing.isEmpty());
    connect(m_session.get(), &gui::GameSession::changed, this, &MainWindow::onSessionChanged);
    connect(m_session.get(), &gui::GameSession::commandsChanged, this, &MainWindow::updateActions);
    // Queued: the session asking is replaced by the new game, and must not be deleted while it asks.
    connect(m_session.get(), &gui::GameSession::playAgainRequested, this, &MainWindow::playAgain, Qt::QueuedConnection);
    connect(
        m_session.get(), &gui::GameSession::replacementRequested, this, &MainWindow::replaceGame, Qt::QueuedConnection);
    // A finished game opened from a file is not a new result.
    m_resultRecorded = m_session->isFinished();
    refreshGamesInProgress();
    updateActions();
    updateTitle();
}

void MainWindow::onSessionChanged()
{
    m_modified = true;
    updateActions();
    updateTitle();
    // Every completed action is on disk before the next one can be made: a crash (or a kill)
    // at any moment brings back the position of the last action. One small file, written
    // atomically, per action a person makes: nobody plays fast enough to notice.
    if (m_session->isFinished()) {
        m_games.discard(m_slot); // its result is in the history; the game kept once more
        recordResult();
    } else {
        autosaveNow();
    }
}

void MainWindow::recordResult()
{
    // Once a game: undone and finished again, it is still the same game.
    if (m_resultRecorded)
        return;
    m_resultRecorded = true;
    auto result = m_module->resultOf(*m_session);
    if (!result)
        return;
    addResult(*m_module, std::move(*result), m_session->saveGame());
}

void MainWindow::addResult(const gui::VariantModule& module, core::GameResult result, const nlohmann::json& game)
{
    const ResultsStore store(m_games.directory());
    result.variant = module.id().toStdString();
    result.date = nowIso();
    // The game as it ended, kept with its entry: the history opens it.
    result.save
        = store.keepGame(result.variant, core::write_save(module.saveSchema(), game, core::app_version, result.date))
              .toStdString();
    const auto added = store.add(std::move(result));
    if (!added.keptAs.isEmpty())
        statusBar()->showMessage(tr("The results file could not be read; it was kept as %1 and a new one begun.")
                                     .arg(QDir::toNativeSeparators(added.keptAs)),
            20000);
}

void MainWindow::showResultsHistory()
{
    ResultsHistoryDialog dialog(ResultsStore(m_games.directory()), m_registry, this);
    QString chosen;
    connect(&dialog, &ResultsHistoryDialog::openRequested, this, [&chosen](const QString& path) { chosen = path; });
    dialog.exec();
    if (!chosen.isEmpty())
        openCopy(chosen);
}

bool MainWindow::openCopy(const QString& path)
{
    auto envelope = gui::readSaveFile(path, m_registry.saveSchemas());
    if (!envelope) {
        reportError(tr("Cannot open this file"), envelope.error(), path);
        return false;
    }
    gui::VariantModule* module = nullptr;
    auto session = restoreSession(*envelope, &module);
    if (!session) {
        reportError(tr("Cannot open this file"), session.error(), path);
        return false;
    }
    if (!askBeforeLeaving())
        return false;
    // In no file: Save asks for a name of the player's, and the history's copy stays as it ended.
    installSession(std::move(*session), module, QString());
    m_modified = false;
    updateTitle();
    return true;
}

void MainWindow::playAgain()
{
    if (!m_session || !m_session->isFinished())
        return;
    auto again = m_module->playAgain(*m_session);
    if (!again || !askBeforeLeaving())
        return;
    installNewGame(std::move(again), m_module);
}

void MainWindow::replaceGame(const QByteArray& game)
{
    if (!m_session)
        return;
    gui::VariantModule* module = m_module;
    auto session = module->loadGame(nlohmann::json::parse(game.toStdString(), nullptr, false));
    if (!session) {
        reportError(tr("Cannot go on from this position"), session.error());
        return;
    }
    // A game with a file and changes not in it asks first, as leaving it would; one in no file
    // goes on in its own place in the games in progress, under the same slot.
    if (!m_filePath.isEmpty() && m_modified && !askBeforeLeaving())
        return;
    const QString slot = m_slot;
    detachSessionWidget();
    m_session.reset();
    installSession(std::move(*session), module, QString(), slot);
    m_modified = true;
    autosaveNow();
    updateTitle();
}

void MainWindow::autosaveNow()
{
    if (!m_session || m_session->isFinished())
        return;
    const auto text = core::write_save(
        m_module->saveSchema(), m_session->saveGame(), core::app_version, nowIso(), m_filePath.toStdString());
    if (auto written = m_games.write(m_slot, text); !written)
        statusBar()->showMessage(
            tr("Autosave failed: %1").arg(gui::ErrorText::describe(written.error(), &m_registry)), 10000);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // A game in progress is kept as it is (every action is autosaved; orders handed in were
    // promised to be kept even if the program closes) and listed again at the next start: no
    // question whose "Don't save" would lose an evening's play.
    if (m_session && !m_session->isFinished()) {
        if (nothingToKeep()) {
            m_games.remove(m_slot); // nothing played in it
        } else {
            if (m_modified)
                autosaveNow();
            m_games.markClosed(m_slot); // listed as kept, not as after a crash
        }
        event->accept();
        return;
    }
    if (!askBeforeLeaving()) {
        event->ignore();
        return;
    }
    if (m_session)
        leaveGame();
    event->accept();
}

void MainWindow::reportError(const QString& title, const core::Error& error, const QString& path)
{
    const QString description = gui::ErrorText::describe(error, &m_registry);
    // A file's problem names the file: the user may have several of the same name in mind.
    const QString text = path.isEmpty() ? description
                                        : tr("%1\n\n%2", "a file's path, then what is wrong with it")
                                              .arg(tr("File: %1").arg(QDir::toNativeSeparators(path)), description);
    emit errorReported(text);
    // Window-modal and non-blocking: the game goes on behind it, and tests are not stopped.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showRules()
{
    // One Rules window: F1 again brings it forward, at the rules of the game being played.
    const QString variant = m_module ? m_module->id() : QString();
    if (!m_rulesDialog) {
        m_rulesDialog = new RulesDialog(m_registry, m_language, variant, this);
        m_rulesDialog->setAttribute(Qt::WA_DeleteOnClose);
    } else if (!variant.isEmpty()) {
        m_rulesDialog->showVariant(variant);
    }
    m_rulesDialog->show();
    m_rulesDialog->raise();
    m_rulesDialog->activateWindow();
}

QString MainWindow::aboutText() const
{
    // The games Tablée referees are other people's work: each variant names the source of its
    // rules and the authors of the game it plays on (VariantDescription::credits).
    QString credits;
    for (const auto& module : m_registry.modules())
        credits += tr("<li><b>%1</b>: %2</li>", "a game's name, then its credits")
                       .arg(module->displayName(), module->credits());
    return tr("<h3>Tablée %1</h3>"
              "<p>Board, referee and score keeper for tabletop game variants played together at one "
              "computer.</p><p>Built with Qt %2 (GNU LGPL v3), nlohmann/json and {fmt} (MIT licence).</p>")
               .arg(QString::fromLatin1(core::app_version), QString::fromLatin1(qVersion()))
        + tr("<p>The games, with thanks to their authors:</p>") + QStringLiteral("<ul>%1</ul>").arg(credits)
        + tr("<p>Tablée draws its own boards and cards: it uses no artwork of the published games.</p>")
        + tr("<p>Tablée is free software: you can redistribute it and/or modify it under the terms of the GNU "
             "General Public License as published by the Free Software Foundation, either version 3 of the "
             "License, or (at your option) any later version. It comes with no warranty. The licence’s text is "
             "in the LICENSE file installed with it, and at <a href=\"https://www.gnu.org/licenses/\">"
             "gnu.org/licenses</a>.</p>");
}

QDialog* MainWindow::makeAboutDialog()
{
    // Not a message box: with every variant's credits and the licence it ran past the bottom of a
    // screen at scale 2, its OK button out of reach.
    auto* dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("aboutDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("About Tablée"));
    auto* text = new QTextBrowser(dialog);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setOpenExternalLinks(true);
    text->setFrameShape(QFrame::NoFrame);
    text->viewport()->setAutoFillBackground(false); // the dialog's colour, as a message box's
    text->setHtml(aboutText());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, dialog);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    const QRect available = screen()->availableGeometry();
    const int width = std::min(40 * fontMetrics().averageCharWidth() * 2, available.width() * 9 / 10);
    text->document()->setTextWidth(width);
    const int wanted = static_cast<int>(text->document()->size().height()) + buttons->sizeHint().height() + 48;
    dialog->resize(width, std::min(wanted, available.height() * 85 / 100));
    return dialog;
}

void MainWindow::showAbout()
{
    makeAboutDialog()->open();
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(recentFilesKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    settings.setValue(recentFilesKey, files);
    rebuildRecentMenu();
}

void MainWindow::removeRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(recentFilesKey).toStringList();
    files.removeAll(path);
    settings.setValue(recentFilesKey, files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(recentFilesKey).toStringList();
    for (const QString& file : files) {
        // A file since moved or deleted says so, as the home screen's list does.
        auto* action = m_recentMenu->addAction(QFileInfo::exists(file)
                ? QFileInfo(file).fileName()
                : tr("%1 (no longer found)").arg(QFileInfo(file).fileName()));
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] { openFile(file); });
    }
    m_home->showRecentFiles(files);
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent games"))->setEnabled(false);
    } else {
        m_recentMenu->addSeparator();
        connect(m_recentMenu->addAction(tr("Clear the list")), &QAction::triggered, this, [this] {
            QSettings().remove(recentFilesKey);
            rebuildRecentMenu();
        });
    }
}

} // namespace tablee::app
