// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominion_campaign/engine/campaign.hpp"

#include <QAbstractButton>
#include <QFont>
#include <QRectF>

#include <optional>

namespace tablee::dominion_campaign::ui {

// One card of the table drawn as a tile: its name in the interface language, its types, its
// cost on a coin, a band in the colour of its type, and, for a pile, how many copies the table
// lays out with a "reduced" mark when some copies sit in starting decks.
//
// A button, so that the wizards let players choose a card by clicking its tile (checkable, in
// an exclusive QButtonGroup, with the keyboard too); on the dashboard tiles are display only.
// A tile that cannot be chosen is disabled and says why on its bottom line.
class CardTile : public QAbstractButton {
    Q_OBJECT

public:
    explicit CardTile(QWidget* parent = nullptr);

    // `pile` nothing: the card alone (no count).
    void setCard(const Card& card, std::optional<Pile> pile = std::nullopt);
    // The name shown (for tests and accessibility).
    QString shownName() const;
    // A short text on the tile's bottom line (why it cannot be chosen...); the tooltip gets
    // `explanation` (or the note itself when there is none).
    void setNote(const QString& note, const QString& explanation = {});
    const QString& note() const { return m_note; }
    // Display only: no focus, no hover, clicks ignored.
    void setDisplayOnly(bool displayOnly);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // How much larger than the application's font this tile's is (at least 1): its sizes follow.
    qreal zoom() const;
    // Where a pile's count (« ×33 ») and its mark (« 27 en decks ») are drawn, for tests: never
    // over each other, nor over the name or the types; empty when not drawn.
    QRectF countArea() const { return marks().count; }
    QRectF markArea() const { return marks().mark; }

signals:
    // A double click on a tile that may be chosen: choose it and confirm at once.
    void chosenAndConfirmed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool hitButton(const QPoint& position) const override;

private:
    // The tile's lines and a pile's marks, as paintEvent draws them.
    struct Marks {
        QRectF name, types, bottom;
        QRectF count, mark;
        QString markText;
        QFont markFont;
    };
    Marks marks() const;
    void updateToolTip();
    bool hasBottomLine() const;

    Card m_card;
    std::optional<Pile> m_pile;
    QString m_note;
    QString m_explanation;
    bool m_displayOnly = true;
};

} // namespace tablee::dominion_campaign::ui
