// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/autosave.hpp"
#include "app/rules_dialog.hpp"
#include "core/error.hpp"
#include "core/save.hpp"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QMenu;
class QScrollArea;
class QStackedWidget;

namespace tablee::gui {
class GameSession;
class VariantModule;
class VariantRegistry;
} // namespace tablee::gui

namespace tablee::app {

class HomeScreen;
class LanguageManager;

// The application window: the home screen, the game in progress, the menus, saving and
// autosaving. It knows games only through gui::VariantModule and GameSession.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    MainWindow(gui::VariantRegistry& registry, LanguageManager& language, Autosave autosave = Autosave(),
        QWidget* parent = nullptr);
    ~MainWindow() override;

    // Starts a new game of a variant (its settings dialog first). False if cancelled or unknown.
    bool startNewGame(const QString& variantId);
    // Where an opened game stands: as it was saved, or at its first position with all its moves
    // left to redo (the crash tests' scripted games: main.cpp, --play-through).
    enum class OpenAt { saved_position, start };
    // Opens a save file; on refusal reports the error and keeps the current game.
    bool openFile(const QString& path, OpenAt at = OpenAt::saved_position);
    // Saves the current game to `path` atomically and makes it the current file.
    bool saveTo(const QString& path);

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
    void showResultsHistory();
    // A game just finished: its result goes to the results history (once per game).
    void recordResult();

    void offerAutosaveIfAny();
    void resumeAutosave();
    void discardAutosave();
    // The banner's Discard: discardAutosave once the user confirms (confirmDiscardWaitingGame).
    void askToDiscardAutosave();

    // Shows the session's widget and takes ownership. `path` is its file, if any.
    void installSession(std::unique_ptr<gui::GameSession> session, gui::VariantModule* module, const QString& path);
    // Takes the session's widget out of the window (the session deletes it). Precondition: a session.
    void detachSessionWidget();
    // A game in no file yet (new, played again, forked): shown, marked modified, autosaved at once.
    void installNewGame(std::unique_ptr<gui::GameSession> session, gui::VariantModule* module);
    core::Expected<std::unique_ptr<gui::GameSession>> restoreSession(
        const core::SaveEnvelope& envelope, gui::VariantModule** module);
    void onSessionChanged();
    // Asks whether to save a modified game; false if the user cancelled what they were doing.
    // Call it only once the game is about to be replaced (a file read, a new game set up): an
    // answer "Discard" leaves the game marked modified until it is actually replaced.
    bool maybeKeepChanges();
    // A game autosaved before a crash and offered back on the home screen: another game would
    // write over its autosave, so the user is asked first. False if they chose to keep it.
    bool mayReplaceWaitingGame();
    // The question before that game is given up, whether another takes its place (`replaced`) or
    // the banner's Discard was clicked: true when the user chose to discard it (or it is no longer
    // there to protect).
    bool confirmDiscardWaitingGame(bool replaced);
    // Where Open and Save as look first.
    static QString savesFolder();
    // Sets that game aside (autosave.previous.json), once another has really taken its place: a
    // new-game dialog cancelled after the question leaves it offered.
    void discardWaitingGame();
    // Says `error` in a window-modal box titled `title`, naming `path` when the error is a file's.
    void reportError(const QString& title, const core::Error& error, const QString& path = {});

    void addRecentFile(const QString& path);
    void rebuildRecentMenu();

    gui::VariantRegistry& m_registry;
    LanguageManager& m_language;
    Autosave m_autosave;

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
    QAction* m_redoAction = nullptr;
    QAction* m_rulesAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace tablee::app
