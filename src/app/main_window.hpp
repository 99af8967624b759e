// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/games_in_progress.hpp"
#include "app/rules_dialog.hpp"
#include "core/error.hpp"
#include "core/results_history.hpp"
#include "core/save.hpp"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QScrollArea;
class QShortcut;
class QStackedWidget;

namespace tablee::gui {
class GameSession;
class VariantModule;
class VariantRegistry;
} // namespace tablee::gui

namespace tablee::app {

class HomeScreen;
class LanguageManager;

// The application window: the home screen, the game open, the menus, saving and autosaving. Every
// unfinished game is autosaved on its own (GamesInProgress): another game opened or started puts
// the one open aside, kept, never at risk (that part: main_window_games.cpp). It knows games only
// through gui::VariantModule and GameSession.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(gui::VariantRegistry& registry, LanguageManager& language, GamesInProgress games = GamesInProgress(),
        QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a new game of a variant (its settings dialog first). False if cancelled or unknown.
    bool startNewGame(const QString& variantId);
    // Where an opened game stands: as it was saved, or at its first position with all its moves
    // left to redo (the crash tests' scripted games: main.cpp, --play-through).
    enum class OpenAt { saved_position, start };
    // Opens a save file; on refusal reports the error and keeps the current game.
    bool openFile(const QString& path, OpenAt at = OpenAt::saved_position);
    // Opens a copy of the game in `path` (a game the results history kept), in no file: Save asks
    // for a name, the copy stays as it was, the recent games do not list it.
    bool openCopy(const QString& path);
    // Saves the current game to `path` atomically and makes it the current file.
    bool saveTo(const QString& path);
    // Resumes a game in progress (the home screen's Resume); one that cannot be read is set aside
    // and said, with what can still be opened of it. False when it was not resumed.
    bool resumeGame(const QString& slot);
    // Saves a game in progress to `path` (the home screen's Save as…): it leaves the list.
    bool saveGameInProgressTo(const QString& slot, const QString& path);
    // Where games in progress are kept, and the name of the open one's (empty without a game).
    const GamesInProgress& gamesInProgress() const { return m_games; }
    QString currentSlot() const { return m_session ? m_slot : QString(); }

    HomeScreen* homeScreen() const { return m_home; }
    gui::GameSession* session() const { return m_session.get(); }
    QString currentFile() const { return m_filePath; }
    bool isGameModified() const { return m_modified; }
    // Writes the autosave now (the window does it after each change of the game).
    void autosaveNow();
    // The About box's text: the version, and each variant's credits.
    QString aboutText() const;
    // The About box (deleted when closed): the text in a browser that scrolls, sized to fit the
    // screen, its OK button always in sight.
    QDialog* makeAboutDialog();
    // F1: the Rules window, made once and brought forward after.
    void showRules();
    RulesDialog* rulesDialog() const { return m_rulesDialog; }

signals:
    // Every error shown to the user, already translated (tests and logs listen to it).
    void errorReported(const QString& text);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void updateActions();
    void updateTitle();

    // Edit > Undo: asks the table first where it takes back another player's turn or a revealed
    // phase (GameSession::undoConsentQuestion).
    void undo();
    void newGame();
    void open();
    bool save();
    bool saveAs();
    void closeGame();
    void showAbout();
    // Play Again: the same table and options, a new seed (the variant's module makes it).
    void playAgain();
    // The session's game goes on as `game` (its variant's, in JSON), in the same place in the
    // games in progress: a sandbox from an edited position (GameSession::replacementRequested).
    void replaceGame(const QByteArray& game);
    void showResultsHistory();
    // A game just finished: its result goes to the results history (once per game).
    void recordResult();
    // Adds `result`, a game of `module`'s, to the results history, dated now, with `game` (the
    // `game` object of its save) kept for it.
    void addResult(const gui::VariantModule& module, core::GameResult result, const nlohmann::json& game);

    // The games in progress the home screen lists (all but the one open), read again.
    void refreshGamesInProgress();
    // At start-up: each game in progress this build cannot read (recoverDamagedGame).
    void recoverDamagedGames();
    // A game in progress that cannot be read (`error`; `envelope` when its file could be read):
    // set aside as it is, and said in a dialog that offers its previous copy and its last move
    // that replays, when they open.
    void recoverDamagedGame(
        const QString& slot, const core::Error& error, const std::optional<core::SaveEnvelope>& envelope);
    // Puts `envelope` in the store as a game in progress of its own (its name there, or empty
    // when it could not be written: said), and resumes it.
    QString keepRecovered(const core::SaveEnvelope& envelope);
    bool resumeRecovered(const core::SaveEnvelope& envelope);
    // The home screen's Save as… and Discard… (it asks first).
    void askToSaveGameInProgress(const QString& slot);
    void askToDiscardGameInProgress(const QString& slot);
    // The game in progress whose changes are not yet in the file `path`, if any.
    QString slotWithChangesTo(const QString& path) const;

    // Shows the session's widget and takes ownership. `path` is its file, if any; `slot` its
    // name in the games in progress (a new one when empty). The game it replaces leaves first
    // (leaveGame).
    void installSession(std::unique_ptr<gui::GameSession> session, gui::VariantModule* module, const QString& path,
        const QString& slot = {});
    // Takes the session's widget out of the window (the session deletes it). Precondition: a session.
    void detachSessionWidget();
    // A game in no file yet (new, played again, forked): shown, marked modified, autosaved at once.
    void installNewGame(std::unique_ptr<gui::GameSession> session, gui::VariantModule* module);
    core::Expected<std::unique_ptr<gui::GameSession>> restoreSession(
        const core::SaveEnvelope& envelope, gui::VariantModule** module);
    void onSessionChanged();
    // Before the open game is closed or replaced: a game with a file whose changes are not in it
    // asks whether to save them (Don't save: they are gone, never resumed later), and so does a
    // finished campaign; an unfinished game without a file is kept in progress, asked nothing.
    // False if the user cancelled what they were doing. Call it only once the game is about to
    // be replaced (a file read, a new game set up): the answer is carried out by leaveGame, when
    // the game really goes.
    bool askBeforeLeaving();
    // The open game goes (replaced or closed): kept in progress, said "kept", or gone from the
    // store (saved in its file, finished, nothing played, or Don't save). Precondition: a session.
    void leaveGame();
    // A new game nobody has made a move in: closed or replaced, nothing of it is kept.
    bool nothingToKeep() const;
    // Asks where to save a game: its own file proposed when it has one (`ownFile`), else
    // `gameName` and today's date in the folder last used. Nothing when the player cancels.
    std::optional<QString> askWhereToSave(const QString& ownFile, const QString& gameName);
    // Now, as saves and results date it (ISO 8601, UTC).
    static std::string nowIso();
    // Says `error` in a window-modal box titled `title`, naming `path` when the error is a file's.
    void reportError(const QString& title, const core::Error& error, const QString& path = {});

    void addRecentFile(const QString& path);
    // Takes `path` off the recent games (the file itself stays).
    void removeRecentFile(const QString& path);
    void rebuildRecentMenu();

    gui::VariantRegistry& m_registry;
    LanguageManager& m_language;
    GamesInProgress m_games;
    QString m_slot; // the open game's name in m_games
    bool m_dontSave = false; // askBeforeLeaving's answer, for leaveGame

    QPointer<RulesDialog> m_rulesDialog; // the one Rules window, while it is open
    QStackedWidget* m_stack = nullptr;
    QScrollArea* m_sessionArea = nullptr; // holds m_sessionFrame
    QWidget* m_sessionFrame = nullptr; // holds the session's widget
    HomeScreen* m_home = nullptr;
    std::unique_ptr<gui::GameSession> m_session;
    gui::VariantModule* m_module = nullptr;
    QString m_filePath;
    bool m_modified = false;
    bool m_resultRecorded = false; // the session's result is in the history (or it came finished)
    // A new game as it was dealt (its save), until it is saved: closed or replaced as it is, it
    // loses nothing and asks nothing.
    std::optional<nlohmann::json> m_asDealt;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_viewMenu = nullptr; // the session's board or map: zoom, the whole drawing
    QMenu* m_settingsMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_playAgainAction = nullptr;
    QAction* m_resultsHistoryAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QShortcut* m_undoRefusedKey = nullptr; // Ctrl+Z while Undo is off: why, in the status bar
    QAction* m_redoAction = nullptr;
    QAction* m_rulesAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace tablee::app
