// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/home_screen.hpp"

#include "gui/date_text.hpp"

#include "gui/variant_registry.hpp"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace tablee::app {

namespace {

constexpr int cardColumns = 3;
constexpr int iconSize = 64;

// One variant's card. Rebuilt on a language change, so its texts are plain.
class VariantCard : public QFrame {
public:
    VariantCard(const gui::VariantModule& module, QWidget* parent) : QFrame(parent)
    {
        setObjectName(QStringLiteral("variantCard"));
        setProperty("variantId", module.id());
        setFrameShape(QFrame::StyledPanel);
        setMinimumWidth(260);
        setMaximumWidth(420);

        auto* icon = new QLabel(this);
        icon->setPixmap(module.icon().pixmap(iconSize, iconSize));
        auto* name = new QLabel(module.displayName(), this);
        name->setObjectName(QStringLiteral("variantName"));
        // Long names ("Calamités de Civilisation") wrap in a narrow card rather than being cut.
        name->setWordWrap(true);
        summary = new QLabel(module.summary(), this);
        summary->setWordWrap(true);
        setToolTip(module.summary()); // where the summary is folded away
        auto* players = new QLabel(module.playerCount(), this);
        players->setObjectName(QStringLiteral("variantPlayers"));
        players->setWordWrap(true);
        playButton = new QPushButton(HomeScreen::tr("New game"), this);
        playButton->setObjectName(QStringLiteral("playButton"));

        auto* header = new QHBoxLayout;
        header->addWidget(icon);
        auto* titles = new QVBoxLayout;
        titles->addWidget(name);
        titles->addWidget(players);
        header->addLayout(titles, 1);

        // The variant's other commands (high scores...), then New game, at the bottom right.
        auto* buttons = new QHBoxLayout;
        buttons->addStretch(1);
        for (const auto& command : module.homeCommands()) {
            auto* button = new QPushButton(command.text, this);
            button->setObjectName(QStringLiteral("homeCommand"));
            connect(button, &QPushButton::clicked, this, [this, run = command.run] { run(window()); });
            buttons->addWidget(button);
        }
        buttons->addWidget(playButton);

        auto* layout = new QVBoxLayout(this);
        layout->addLayout(header);
        layout->addWidget(summary, 1);
        layout->addLayout(buttons);
    }

    // Short of height (a small screen, or at scale 2), the card is its name, its players and its
    // buttons: what the game is stays in its tooltip.
    void showSummary(bool shown) { summary->setVisible(shown); }

    QPushButton* playButton = nullptr;
    QLabel* summary = nullptr;
};

} // namespace

HomeScreen::HomeScreen(const gui::VariantRegistry& registry, QWidget* parent) : QWidget(parent), m_registry(registry)
{
    setObjectName(QStringLiteral("homeScreen"));
    setStyleSheet(QStringLiteral(
        "#homeTitle { font-size: 28pt; font-weight: 600; }"
        // Greys dark enough to read on white (palette(dark) under the names was 2.6:1, a review).
        "#homeSubtitle { font-size: 12pt; color: #404040; }"
        "#variantCard { border: 1px solid palette(mid); border-radius: 10px; background: palette(base); }"
        "#variantName { font-size: 15pt; font-weight: 600; }"
        "#variantPlayers { color: #4a4a4a; }"
        "#gameInProgress { border: 1px solid palette(mid); border-radius: 8px; background: palette(base); }"
        "#gameInProgress[stopped=\"true\"] { border: 1px solid #c9a227; background: #fff6d5; }"
        "#gameInProgress[stopped=\"true\"] QLabel { color: #5a4500; }"
        "#gamesTitle, #recentTitle { font-weight: 600; }"
        // A recent game reads as a link to open (flat grey text was not seen as clickable).
        "QPushButton#recentFile { color: palette(link); text-decoration: underline; text-align: left;"
        " padding: 2px 6px; }"));

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("homeTitle"));
    m_subtitle = new QLabel(this);
    m_subtitle->setObjectName(QStringLiteral("homeSubtitle"));
    m_subtitle->setWordWrap(true);

    m_gamesTitle = new QLabel(this);
    m_gamesTitle->setObjectName(QStringLiteral("gamesTitle"));
    m_gamesHost = new QWidget(this);
    m_gamesHost->setObjectName(QStringLiteral("gamesInProgress"));
    auto* gamesLayout = new QVBoxLayout(m_gamesHost);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->setSpacing(6);
    m_gamesTitle->hide();
    m_gamesHost->hide();

    auto* cardsHost = new QWidget(this);
    m_cards = new QGridLayout(cardsHost);
    m_cards->setSpacing(16);
    m_cards->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_noVariants = new QLabel(this);
    m_noVariants->setWordWrap(true);

    m_openButton = new QPushButton(this);
    m_openButton->setObjectName(QStringLiteral("openButton"));
    connect(m_openButton, &QPushButton::clicked, this, &HomeScreen::openRequested);
    m_historyButton = new QPushButton(this);
    m_historyButton->setObjectName(QStringLiteral("resultsHistoryButton"));
    connect(m_historyButton, &QPushButton::clicked, this, &HomeScreen::resultsHistoryRequested);
    // Opening a saved game and the results of past ones take the place after the last card, at
    // its top: in sight with the cards (below them, at 1024x700 with a game to resume, they were
    // under the fold).
    m_fileButtons = new QWidget(this);
    auto* fileButtons = new QVBoxLayout(m_fileButtons);
    fileButtons->setContentsMargins(0, 0, 0, 0);
    fileButtons->addWidget(m_openButton, 0, Qt::AlignRight);
    fileButtons->addWidget(m_historyButton, 0, Qt::AlignRight);
    fileButtons->addStretch(1);

    m_recentTitle = new QLabel(this);
    m_recentTitle->setObjectName(QStringLiteral("recentTitle"));
    m_recentHost = new QWidget(this);
    new QVBoxLayout(m_recentHost);
    m_recentHost->layout()->setContentsMargins(0, 0, 0, 0);
    m_recentHost->layout()->setSpacing(2);
    m_recentTitle->hide();
    m_recentHost->hide();

    auto* scroll = new QScrollArea(this);
    m_scroll = scroll;
    // Tab goes from button to button (the area follows the focus); the area itself took a Tab
    // with nothing seen to hold it (a review).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    m_content = layout;
    m_logo = new QLabel(content);
    auto* heading = new QHBoxLayout;
    heading->setSpacing(16);
    heading->addWidget(m_logo);
    auto* titles = new QVBoxLayout;
    titles->addWidget(m_title);
    titles->addWidget(m_subtitle);
    heading->addLayout(titles, 1);
    layout->addLayout(heading);
    layout->addWidget(m_gamesTitle);
    layout->addWidget(m_gamesHost);
    layout->addWidget(cardsHost);
    layout->addWidget(m_noVariants);
    layout->addWidget(m_recentTitle);
    layout->addWidget(m_recentHost);
    layout->addStretch(1);
    scroll->setWidget(content);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    m_heading = Heading::low; // so that the first call lays out the full heading
    setHeading(Heading::full);

    retranslate();
}

void HomeScreen::buildCards()
{
    m_cards->removeWidget(m_fileButtons); // kept: only the cards are made again
    while (auto* item = m_cards->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    int index = 0;
    for (const auto& module : m_registry.modules()) {
        auto* card = new VariantCard(*module, this);
        const QString id = module->id();
        connect(card->playButton, &QPushButton::clicked, this, [this, id] { emit variantChosen(id); });
        card->showSummary(m_heading != Heading::low);
        m_cards->addWidget(card, index / cardColumns, index % cardColumns);
        ++index;
    }
    m_cards->addWidget(m_fileButtons, index / cardColumns, index % cardColumns);
    m_noVariants->setVisible(index == 0);
}

void HomeScreen::focusNewGame()
{
    const auto cards = findChildren<QFrame*>(QStringLiteral("variantCard"));
    if (cards.isEmpty())
        return;
    // The first card of the grid (findChildren's order is the children's, not the grid's).
    auto* first = static_cast<VariantCard*>(m_cards->itemAtPosition(0, 0)->widget());
    first->playButton->setFocus(Qt::ShortcutFocusReason);
    m_scroll->ensureWidgetVisible(first);
}

void HomeScreen::showGamesInProgress(QList<GameInProgress> games)
{
    m_games = std::move(games);
    buildGamesInProgress();
}

void HomeScreen::buildGamesInProgress()
{
    auto* list = static_cast<QVBoxLayout*>(m_gamesHost->layout());
    while (auto* item = list->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_gamesTitle->setText(tr("Games in progress:"));
    m_gamesTitle->setVisible(!m_games.isEmpty());
    m_gamesHost->setVisible(!m_games.isEmpty());
    bool first = true;
    for (const GameInProgress& game : m_games) {
        const gui::VariantModule* module = m_registry.find(game.variantId);
        auto* row = new QFrame(m_gamesHost);
        row->setObjectName(QStringLiteral("gameInProgress"));
        row->setProperty("slot", game.slot);
        // A game Tablée stopped in the middle of stands out, and says so in words.
        row->setProperty("stopped", !game.kept);
        auto* icon = new QLabel(row);
        if (module)
            icon->setPixmap(module->icon().pixmap(32, 32));
        auto* title = new QLabel(row);
        title->setObjectName(QStringLiteral("gameTitle"));
        title->setWordWrap(true);
        title->setTextFormat(Qt::RichText);
        const QString name = module ? module->displayName() : game.variantId;
        QStringList parts {QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped())};
        if (!game.players.isEmpty())
            parts << QLocale().createSeparatedList(game.players).toHtmlEscaped();
        if (!game.progress.isEmpty())
            parts << game.progress.toHtmlEscaped();
        title->setText(parts.join(QStringLiteral(" — ")));
        auto* detail = new QLabel(row);
        detail->setObjectName(QStringLiteral("gameDetail"));
        detail->setWordWrap(true);
        QString when = tr("Last played %1.").arg(gui::readableDateTime(game.lastPlayed));
        when += QLatin1Char(' ')
            + (game.kept ? tr("Kept as it was left.")
                         : tr("Tablée closed suddenly during this game (a crash, a power cut): the game comes back "
                              "at its last move."));
        if (!game.file.isEmpty())
            when += QLatin1Char(' ')
                + tr("Its last changes are not saved in %1 yet.").arg(QFileInfo(game.file).fileName());
        detail->setText(when);
        // The first row's buttons answer Alt and a letter (the most recent game); the others Tab.
        auto* resume = new QPushButton(first ? tr("&Resume") : tr("Resume"), row);
        resume->setObjectName(QStringLiteral("resumeButton"));
        auto* saveAs = new QPushButton(first ? tr("Save &as…") : tr("Save as…"), row);
        saveAs->setObjectName(QStringLiteral("saveAsButton"));
        saveAs->setToolTip(tr("Saves this game to a file of your choice; it then leaves this list."));
        auto* discard = new QPushButton(first ? tr("&Discard…") : tr("Discard…"), row);
        discard->setObjectName(QStringLiteral("discardButton"));
        const QString slot = game.slot;
        connect(resume, &QPushButton::clicked, this, [this, slot] { emit resumeRequested(slot); });
        connect(saveAs, &QPushButton::clicked, this, [this, slot] { emit saveAsRequested(slot); });
        connect(discard, &QPushButton::clicked, this, [this, slot] { emit discardRequested(slot); });
        auto* texts = new QVBoxLayout;
        texts->addWidget(title);
        texts->addWidget(detail);
        auto* buttons = new QHBoxLayout;
        buttons->addWidget(resume);
        buttons->addWidget(saveAs);
        buttons->addWidget(discard);
        auto* layout = new QHBoxLayout(row);
        layout->addWidget(icon, 0, Qt::AlignTop);
        layout->addLayout(texts, 1);
        layout->addLayout(buttons);
        list->addWidget(row);
        first = false;
    }
    // Once the rows are shown (the layout shows them from the event loop; hidden, they measure 0).
    QTimer::singleShot(0, this, &HomeScreen::fitHeading);
}

void HomeScreen::showRecentFiles(const QStringList& paths)
{
    m_recentFiles = paths;
    constexpr qsizetype shown = 5; // the File menu lists them all
    auto* list = static_cast<QVBoxLayout*>(m_recentHost->layout());
    while (auto* item = list->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const QString& path : paths.first(std::min(shown, paths.size()))) {
        const QFileInfo file(path);
        auto* row = new QWidget(m_recentHost);
        auto* rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto* button = new QPushButton(row);
        button->setObjectName(QStringLiteral("recentFile"));
        button->setFlat(true);
        button->setCursor(Qt::PointingHandCursor);
        button->setToolTip(QDir::toNativeSeparators(file.absoluteFilePath()));
        button->setProperty("path", path);
        connect(button, &QPushButton::clicked, this, [this, path] { emit recentFileChosen(path); });
        // Off the list (a file moved or deleted, or one not wanted there): the file itself stays.
        auto* remove = new QPushButton(row);
        remove->setObjectName(QStringLiteral("removeRecentFile"));
        remove->setProperty("path", path);
        connect(remove, &QPushButton::clicked, this, [this, path] { emit recentFileRemoved(path); });
        rowLayout->addWidget(button);
        rowLayout->addWidget(remove);
        rowLayout->addStretch(1);
        list->addWidget(row);
    }
    m_recentTitle->setVisible(!paths.isEmpty());
    m_recentHost->setVisible(!paths.isEmpty());
    retranslateRecent();
}

void HomeScreen::retranslateRecent()
{
    m_recentTitle->setText(tr("Recent games:"));
    for (auto* remove : m_recentHost->findChildren<QPushButton*>(QStringLiteral("removeRecentFile"))) {
        remove->setText(tr("Remove from the list"));
        remove->setToolTip(tr("Takes it off the recent games; the file itself is left as it is."));
    }
    for (auto* button : m_recentHost->findChildren<QPushButton*>(QStringLiteral("recentFile"))) {
        const QFileInfo file(button->property("path").toString());
        // Its name and when it was last saved; a file since moved or deleted says so.
        button->setText(file.exists()
                ? tr("%1 — saved %2").arg(file.completeBaseName(), gui::readableDateTime(file.lastModified()))
                : tr("%1 — no longer found").arg(file.completeBaseName()));
    }
}

void HomeScreen::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HomeScreen::setHeading(Heading heading)
{
    if (heading == m_heading)
        return;
    m_heading = heading;
    const bool compact = heading != Heading::full;
    const int logo = heading == Heading::full ? 72 : heading == Heading::compact ? 44 : 32;
    m_logo->setPixmap(QIcon(QStringLiteral(":/icons/tablee.svg")).pixmap(logo, logo));
    m_title->setStyleSheet(heading == Heading::full ? QString()
            : heading == Heading::compact           ? QStringLiteral("font-size: 20pt;")
                                                    : QStringLiteral("font-size: 16pt;"));
    // The cards say what each game is without the line above them; lower still, in their
    // tooltips (at scale 2 the second row's New game buttons were under the fold).
    m_subtitle->setVisible(heading == Heading::full || heading == Heading::compact);
    // (By name: the card has no meta-object of its own for findChildren to tell it by.)
    for (auto* card : findChildren<QFrame*>(QStringLiteral("variantCard")))
        static_cast<VariantCard*>(card)->showSummary(heading != Heading::low);
    // Brief and low, the margins and gaps tighter still: at scale 2 the summaries missed their
    // room by a dozen pixels.
    const bool tight = heading == Heading::brief || heading == Heading::low;
    m_content->setContentsMargins(tight ? QMargins(12, 4, 12, 4)
            : compact                   ? QMargins(20, 10, 20, 10)
                                        : QMargins(32, 24, 32, 24));
    m_content->setSpacing(tight ? 5 : compact ? 8 : 14);
    m_cards->setSpacing(tight ? 8 : compact ? 10 : 16);
}

void HomeScreen::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_scroll->verticalScrollBar()->setValue(0);
}

void HomeScreen::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeading();
}

void HomeScreen::keyPressEvent(QKeyEvent* event)
{
    auto* button = qobject_cast<QPushButton*>(focusWidget());
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && button && isAncestorOf(button)) {
        button->click();
        return;
    }
    QWidget::keyPressEvent(event);
}

void HomeScreen::fitHeading()
{
    // The fullest heading with which the whole page is in sight, measured as it is now (its games
    // in progress, its cards' summaries in the language of the day): fixed heights folded every
    // summary at 1280x800 with a game in progress and half the window empty (a review); the
    // games in progress come first and take their room from the heading, not from the cards.
    QWidget* page = m_scroll->widget();
    // The line under the title goes before the cards' summaries: they say what each game is (at
    // scale 2 they went, 40% of the window empty under the cards: a review).
    for (const Heading heading : {Heading::full, Heading::compact, Heading::brief, Heading::low}) {
        setHeading(heading);
        if (heading == Heading::low)
            return;
        page->layout()->invalidate();
        page->layout()->activate();
        // At the width the page has beside a scroll bar, whether one shows now or not: the bar
        // comes and goes from the event loop, and a measure made at the width without it said
        // "fits" where, the bar come, the page did not (a test failed so on a busy machine).
        const QScrollBar* bar = m_scroll->verticalScrollBar();
        const int width = m_scroll->viewport()->width() - (bar->isVisible() ? 0 : bar->sizeHint().width());
        const int needed = page->hasHeightForWidth() ? page->heightForWidth(width) : page->sizeHint().height();
        if (needed <= m_scroll->viewport()->height())
            return;
    }
}

void HomeScreen::retranslate()
{
    m_title->setText(QStringLiteral("Tablée"));
    m_subtitle->setText(tr("Board, referee and score keeper for your games around one screen. Choose a game:"));
    m_noVariants->setText(tr("No game is available in this build yet."));
    // Alt and a letter from the keyboard, as the menus (the cards' five "New game" share a text:
    // Tab reaches them).
    m_openButton->setText(tr("&Open a saved game…"));
    m_historyButton->setText(tr("Results of &past games…"));
    retranslateRecent();
    buildGamesInProgress();
    buildCards();
}

} // namespace tablee::app
