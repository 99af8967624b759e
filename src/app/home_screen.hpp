// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;
class QFrame;
class QScrollArea;
class QVBoxLayout;

namespace tablee::gui {
class VariantRegistry;
} // namespace tablee::gui

namespace tablee::app {

// The first screen: the games in progress (each autosaved on its own: app/games_in_progress.hpp),
// each with Resume, Save as… and Discard; one card per variant (icon, name, one line, players);
// the games saved lately; a button to open a saved game.
class HomeScreen : public QWidget {
    Q_OBJECT

public:
    explicit HomeScreen(const gui::VariantRegistry& registry, QWidget* parent = nullptr);

    // A game in progress as the list shows it.
    struct GameInProgress {
        QString slot; // its name in the store
        QString variantId;
        QStringList players;
        QString progress; // how far it has gone ("Spring 1903")
        QDateTime lastPlayed;
        // Put aside on purpose (Tablée quit, another game opened); else Tablée stopped during it.
        bool kept = false;
        QString file; // the file it came from, whose last changes are in no file yet; or empty
    };
    // The games in progress, the last played first (the section hidden when there are none).
    void showGamesInProgress(QList<GameInProgress> games);
    qsizetype gamesInProgressCount() const { return m_games.size(); }
    // The games saved or opened lately (newest first, as File > Open Recent lists them): the first
    // few shown under the cards, each opened by a click; the section hidden when there are none.
    void showRecentFiles(const QStringList& paths);
    // The first game's New game button takes the keyboard, in sight (File › New game on the home
    // screen, where the game is chosen: Ctrl+N did nothing there, a review).
    void focusNewGame();

signals:
    void variantChosen(const QString& id);
    void openRequested();
    void resultsHistoryRequested();
    // A game in progress's buttons, by its name in the store.
    void resumeRequested(const QString& slot);
    void saveAsRequested(const QString& slot);
    void discardRequested(const QString& slot);
    void recentFileChosen(const QString& path);
    void recentFileRemoved(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // Return or Enter on a button presses it, as Space does (a button outside a dialog answers
    // Space only, and a review pressed Return on New game to no effect).
    void keyPressEvent(QKeyEvent* event) override;
    // Back from a game, the page from its top (it kept the scroll of the last visit, the games in
    // progress half cut).
    void showEvent(QShowEvent* event) override;

private:
    void buildCards();
    void retranslate();
    void retranslateRecent(); // the recent games' texts (their dates in the interface language)
    void buildGamesInProgress(); // the list's rows, made again with their texts

    const gui::VariantRegistry& m_registry;
    QLabel* m_title = nullptr;
    QLabel* m_logo = nullptr;
    QVBoxLayout* m_content = nullptr;
    QScrollArea* m_scroll = nullptr;
    // How much room the heading takes, the fullest with which the page is in sight without
    // scrolling (fitHeading measures): all of it; logo and title smaller (compact); then the line
    // under the title gone (brief); then the cards' summaries in their tooltips (low).
    enum class Heading { full, compact, brief, low };
    Heading m_heading = Heading::full;
    void setHeading(Heading heading);
    void fitHeading(); // the fullest heading the height leaves room for
    QLabel* m_subtitle = nullptr;
    QLabel* m_gamesTitle = nullptr;
    QWidget* m_gamesHost = nullptr; // one row per game in progress
    QList<GameInProgress> m_games;
    QGridLayout* m_cards = nullptr;
    QLabel* m_noVariants = nullptr;
    QPushButton* m_openButton = nullptr;
    QPushButton* m_historyButton = nullptr;
    QWidget* m_fileButtons = nullptr; // the two above, in the cards' grid after the last one
    QLabel* m_recentTitle = nullptr;
    QWidget* m_recentHost = nullptr; // one button per recent game
    QStringList m_recentFiles;
};

} // namespace tablee::app
