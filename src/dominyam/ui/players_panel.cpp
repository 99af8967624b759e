// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/players_panel.hpp"

#include "dominyam/ui/domino_painter.hpp"
#include "dominyam/ui/dominyam_controller.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "gui/score_sheet_model.hpp"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QVBoxLayout>

namespace tablee::dominyam::ui {

namespace {
constexpr int trayTileWidth = 30;
constexpr int trayTileHeight = 15;
constexpr int trayGap = 4;
constexpr int trayPreferredColumns = 7;
} // namespace

// A player's tray of eaten tiles, painted small, as many to a row as its width holds (a finished
// solo game eats up to 28): the rows grow, nothing runs past the edge.
class Tray : public QWidget {
public:
    explicit Tray(QWidget* parent) : QWidget(parent)
    {
        setObjectName(QStringLiteral("eatenTiles"));
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }

    void setTiles(std::vector<Tile> tiles)
    {
        m_tiles = std::move(tiles);
        updateGeometry();
        update();
    }
    QSize sizeHint() const override
    {
        const int width = trayPreferredColumns * (trayTileWidth + trayGap);
        return {width, heightForWidth(width)};
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override
    {
        const int columns = columnsFor(width);
        const int rows = std::max(1, (static_cast<int>(m_tiles.size()) + columns - 1) / columns);
        return rows * (trayTileHeight + trayGap);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        const auto columns = static_cast<std::size_t>(columnsFor(width()));
        for (std::size_t i = 0; i < m_tiles.size(); ++i) {
            const int column = static_cast<int>(i % columns);
            const int row = static_cast<int>(i / columns);
            const QRectF rect(column * (trayTileWidth + trayGap) + 1, row * (trayTileHeight + trayGap) + 1,
                trayTileWidth, trayTileHeight);
            paintDomino(painter, rect, m_tiles[i].low, m_tiles[i].high, true);
        }
    }

private:
    static int columnsFor(int width) { return std::max(1, width / (trayTileWidth + trayGap)); }

    std::vector<Tile> m_tiles;
};

class PlayerCard : public QFrame {
public:
    explicit PlayerCard(QWidget* parent) : QFrame(parent)
    {
        setObjectName(QStringLiteral("playerCard"));
        m_name = new QLabel(this);
        m_points = new QLabel(this);
        m_points->setObjectName(QStringLiteral("playerPoints"));
        m_tray = new Tray(this);
        // One line a player: name, the tiles eaten (their rows growing under it), points. With
        // the tray under the name, a third player's card scrolled away at 1280x800.
        auto* layout = new QHBoxLayout(this);
        layout->setContentsMargins(8, 4, 8, 4);
        layout->addWidget(m_name, 0, Qt::AlignTop);
        layout->addWidget(m_tray, 1, Qt::AlignTop);
        // The points, and under them what they count that is not a meal (a solo's tiles left).
        auto* pointsColumn = new QVBoxLayout;
        pointsColumn->setSpacing(0);
        pointsColumn->addWidget(m_points, 0, Qt::AlignRight);
        m_penalty = new QLabel(this);
        m_penalty->setObjectName(QStringLiteral("playerPenalty"));
        m_penalty->setStyleSheet(QStringLiteral("font-weight: normal; color: #4a4a4a;")); // readable grey
        pointsColumn->addWidget(m_penalty, 0, Qt::AlignRight);
        pointsColumn->addStretch();
        layout->addLayout(pointsColumn);
    }

    void show(const QString& name, const QString& points, const QString& penalty, bool current, std::vector<Tile> eaten)
    {
        m_name->setText(name);
        m_points->setText(points);
        m_penalty->setText(penalty);
        m_penalty->setVisible(!penalty.isEmpty());
        setStyleSheet(current ? QStringLiteral("#playerCard { border: 2px solid #e8b03e; border-radius: 8px; "
                                               "background: #fff8e6; } QLabel { font-weight: 600; }")
                              : QStringLiteral("#playerCard { border: 1px solid palette(mid); border-radius: 8px; }"));
        m_tray->setTiles(std::move(eaten));
    }

private:
    QLabel* m_name = nullptr;
    QLabel* m_points = nullptr;
    QLabel* m_penalty = nullptr;
    Tray* m_tray = nullptr;
};

PlayersPanel::PlayersPanel(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("playersPanel"));
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addStretch(1);
    rebuild();
    connect(&m_controller, &DominyamController::stateChanged, this, &PlayersPanel::refresh);
}

void PlayersPanel::rebuild()
{
    for (auto* card : m_cards)
        delete card;
    m_cards.clear();
    for (std::size_t p = 0; p < m_controller.state().seats().size(); ++p) {
        auto* card = new PlayerCard(this);
        m_layout->insertWidget(static_cast<int>(p), card); // above the closing stretch
        m_cards.push_back(card);
    }
    refresh();
}

void PlayersPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void PlayersPanel::refresh()
{
    const auto& state = m_controller.state();
    const Results result = results(state);
    for (std::size_t p = 0; p < m_cards.size(); ++p) {
        const QString name = DominyamTexts::seatName(state, p);
        const auto& player = result.players[p];
        QString points = DominyamTexts::points(player.total);
        if (result.is_winner(p))
            points = tr("%1 — winner").arg(points);
        // Alone, the tiles still on the board count against the total as they would at the end:
        // a new player read the « −28 points » of the first turn as a mistake.
        QString penalty;
        if (state.solo() && !state.over() && player.penalty < 0)
            penalty = tr("of which %1 for the %n tile(s) left on the board", nullptr,
                -player.penalty / solo_penalty_per_tile_left)
                          .arg(gui::pointsText(player.penalty, QLocale()));
        m_cards[p]->show(name, points, penalty, !state.over() && state.current_player() == p, player.eaten);
    }
}

} // namespace tablee::dominyam::ui
