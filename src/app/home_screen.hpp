// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;
class QFrame;
class QVBoxLayout;

namespace tablee::gui {
class VariantRegistry;
} // namespace tablee::gui

namespace tablee::app {

// The first screen: one card per variant (icon, name, one line, players), the games saved
// lately, a button to open a saved game, and the offer to resume a game that was autosaved but
// never closed properly (the game in progress).
class HomeScreen : public QWidget {
    Q_OBJECT

public:
    explicit HomeScreen(const gui::VariantRegistry& registry, QWidget* parent = nullptr);

    // Shows (or hides, with an invalid `when`) the banner offering the autosaved game back.
    // `kept`: the game was kept on purpose when Tablée closed (else it stopped in the middle).
    void showAutosaveOffer(const QString& variantName, const QDateTime& when, bool kept);
    void hideAutosaveOffer();
    bool isAutosaveOfferVisible() const;
    // The games saved or opened lately (newest first, as File > Open Recent lists them): the first
    // few shown under the cards, each opened by a click; the section hidden when there are none.
    void showRecentFiles(const QStringList& paths);

signals:
    void variantChosen(const QString& id);
    void openRequested();
    void resultsHistoryRequested();
    void resumeAutosaveRequested();
    void discardAutosaveRequested();
    void recentFileChosen(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildCards();
    void retranslate();
    void retranslateRecent(); // the recent games' texts (their dates in the interface language)

    const gui::VariantRegistry& m_registry;
    QLabel* m_title = nullptr;
    QLabel* m_logo = nullptr;
    QVBoxLayout* m_content = nullptr;
    // How much room the heading takes: all of it in a tall window; in a low one (1024 x 700) a
    // smaller heading, in a very low one (1920 x 1080 at a scale of 2 is 960 x 540) without the
    // line under the title, so that the cards and their buttons come into sight without scrolling.
    enum class Heading { full, compact, low };
    Heading m_heading = Heading::full;
    void setHeading(Heading heading);
    QLabel* m_subtitle = nullptr;
    QFrame* m_autosaveBanner = nullptr;
    QLabel* m_autosaveText = nullptr;
    QPushButton* m_resumeButton = nullptr;
    QPushButton* m_discardButton = nullptr;
    QGridLayout* m_cards = nullptr;
    QLabel* m_noVariants = nullptr;
    QPushButton* m_openButton = nullptr;
    QPushButton* m_historyButton = nullptr;
    QWidget* m_fileButtons = nullptr; // the two above, in the cards' grid after the last one
    QLabel* m_recentTitle = nullptr;
    QWidget* m_recentHost = nullptr; // one button per recent game
    QStringList m_recentFiles;
    QString m_autosaveVariant;
    QDateTime m_autosaveTime;
    bool m_autosaveKept = false;
};

} // namespace tablee::app
