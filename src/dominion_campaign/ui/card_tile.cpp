// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/card_tile.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace tablee::dominion_campaign::ui {

namespace {

// Sizes at the application's font; a tile drawn in a larger font (the dashboard on a large
// screen) grows with it (CardTile::zoom).
constexpr qreal band_width = 10;
constexpr qreal coin_size = 26;
constexpr qreal name_line_height = 34;
constexpr qreal types_line_height = 16;
constexpr qreal bottom_line_height = 26;

const QColor chosen_colour(0x15, 0x65, 0xc0);

} // namespace

CardTile::CardTile(QWidget* parent) : QAbstractButton(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setDisplayOnly(true);
}

void CardTile::setDisplayOnly(bool displayOnly)
{
    m_displayOnly = displayOnly;
    updateGeometry();
    setCheckable(!displayOnly);
    setFocusPolicy(displayOnly ? Qt::NoFocus : Qt::StrongFocus);
    setAttribute(Qt::WA_Hover, !displayOnly);
    setCursor(displayOnly ? Qt::ArrowCursor : Qt::PointingHandCursor);
}

void CardTile::setCard(const Card& card, std::optional<Pile> pile)
{
    m_card = card;
    m_pile = pile;
    setAccessibleName(shownName());
    updateToolTip();
    updateGeometry();
    update();
}

void CardTile::setNote(const QString& note, const QString& explanation)
{
    m_note = note;
    m_explanation = explanation.isEmpty() ? note : explanation;
    updateToolTip();
    updateGeometry();
    update();
}

QString CardTile::shownName() const
{
    return DominionCampaignTexts::cardName(m_card);
}

bool CardTile::hasBottomLine() const
{
    // Tiles to choose from always keep room for a note, so that a grid of them stays aligned.
    return m_pile.has_value() || !m_note.isEmpty() || !m_displayOnly;
}

qreal CardTile::zoom() const
{
    return std::max(1.0, font().pointSizeF() / QApplication::font().pointSizeF());
}

QSize CardTile::sizeHint() const
{
    const qreal height = 6 + name_line_height + types_line_height + (hasBottomLine() ? bottom_line_height : 4);
    return (QSizeF(150, height) * zoom()).toSize();
}

QSize CardTile::minimumSizeHint() const
{
    return {qRound(110 * zoom()), sizeHint().height()};
}

void CardTile::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (m_displayOnly || !isEnabled()) {
        QAbstractButton::mouseDoubleClickEvent(event);
        return;
    }
    setChecked(true);
    emit chosenAndConfirmed();
}

bool CardTile::hitButton(const QPoint& position) const
{
    return !m_displayOnly && rect().contains(position);
}

void CardTile::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(shownName());
        updateToolTip();
        update();
    } else if (event->type() == QEvent::FontChange) {
        updateGeometry(); // its size follows the font
    }
    QAbstractButton::changeEvent(event);
}

void CardTile::updateToolTip()
{
    QString tip = QStringLiteral("<b>%1</b><br>%2<br>%3")
                      .arg(shownName().toHtmlEscaped(), DominionCampaignTexts::cardTypes(m_card).toHtmlEscaped(),
                          tr("Cost: %n coin(s)", nullptr, m_card.cost));
    if (m_pile) {
        tip += QStringLiteral("<br>") + tr("Pile: %n card(s)", nullptr, m_pile->count);
        if (m_pile->taken > 0)
            tip += QStringLiteral("<br>")
                + tr("Reduced: %n copy(ies) of the standard %1 are in the starting decks.", nullptr, m_pile->taken)
                      .arg(m_pile->standard);
        if (m_pile->shortfall > 0)
            tip += QStringLiteral("<br>")
                + tr("The starting decks need %n more copy(ies) than a pile holds: use a substitute.", nullptr,
                    m_pile->shortfall);
    }
    if (!m_note.isEmpty())
        tip += QStringLiteral("<br><i>%1</i>").arg(m_explanation.toHtmlEscaped());
    setToolTip(tip);
}

CardTile::Marks CardTile::marks() const
{
    Marks marks;
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    const qreal zoomed = zoom();
    const qreal coinLeft = area.right() - (coin_size + 6) * zoomed;
    const qreal textLeft = area.left() + (band_width + 6) * zoomed;
    marks.name = QRectF(textLeft, area.top() + 4, coinLeft - textLeft - 4, name_line_height * zoomed);
    marks.types = QRectF(textLeft, marks.name.bottom(), area.right() - textLeft - 6, types_line_height * zoomed);
    marks.bottom = QRectF(textLeft, marks.types.bottom(), area.right() - textLeft - 6, bottom_line_height * zoomed);
    if (!m_pile)
        return marks;
    const QString count = tr("×%1", "cards in a pile").arg(m_pile->count);
    marks.count
        = QRectF(marks.bottom.topLeft(), QSizeF(QFontMetricsF(font()).horizontalAdvance(count), marks.bottom.height()));
    if (m_pile->taken == 0 && m_pile->shortfall == 0)
        return marks;
    // Where the pile's missing cards are (« réduite −21 » left the table guessing why).
    marks.markText
        = m_pile->shortfall > 0 ? tr("short %1").arg(m_pile->shortfall) : tr("%1 in decks").arg(m_pile->taken);
    marks.markFont = font();
    marks.markFont.setPointSizeF(marks.markFont.pointSizeF() * 0.85);
    marks.markFont.setBold(true);
    const auto placed = [&](const QRectF& line) {
        const qreal width = QFontMetricsF(marks.markFont).horizontalAdvance(marks.markText) + 12;
        const qreal height = std::min(bottom_line_height * zoomed - 6, line.height());
        return QRectF(line.right() - width, line.center().y() - height / 2, width, height);
    };
    // Beside the count when both fit, smaller if need be (on the types' line it cut Copper's
    // « Trésor » to « Tr… » at 1024x700); else on the types' line, the types shortened before it
    // (a narrow tile at scale 2 had « 27 en decks » over Copper's « ×33 »); smaller, at the last.
    const QFont markFont = marks.markFont;
    marks.mark = placed(marks.bottom);
    for (int step = 0; step < 2 && marks.mark.left() < marks.count.right() + 4; ++step) {
        marks.markFont.setPointSizeF(marks.markFont.pointSizeF() * 0.9);
        marks.mark = placed(marks.bottom);
    }
    if (marks.mark.left() < marks.count.right() + 4) {
        marks.markFont = markFont;
        marks.mark = placed(marks.types);
        for (int step = 0; step < 3 && marks.mark.width() > marks.types.width(); ++step) {
            marks.markFont.setPointSizeF(marks.markFont.pointSizeF() * 0.9);
            marks.mark = placed(marks.types);
        }
        marks.types.setRight(marks.mark.left() - 4);
    }
    return marks;
}

void CardTile::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = QRectF(rect()).adjusted(2, 2, -2, -2);
    const QColor band = DominionCampaignTexts::typeColor(m_card);
    const bool chosen = isChecked();
    const bool hovered = !m_displayOnly && isEnabled() && underMouse();

    // A card that cannot be chosen is drawn faded; its note (why) stays readable.
    painter.setOpacity(isEnabled() ? 1.0 : 0.45);
    QPainterPath outline;
    outline.addRoundedRect(area, 7, 7);
    painter.fillPath(outline, DominionCampaignTexts::typeTint(m_card));
    // The type band along the left edge.
    painter.save();
    painter.setClipPath(outline);
    const qreal zoomed = zoom();
    painter.fillRect(QRectF(area.left(), area.top(), band_width * zoomed, area.height()), band);
    painter.restore();

    // The cost on a coin, top right.
    const QRectF coin(
        area.right() - (coin_size + 6) * zoomed, area.top() + 6 * zoomed, coin_size * zoomed, coin_size * zoomed);
    painter.setPen(QPen(QColor(0x8a, 0x64, 0x00), 1.2));
    painter.setBrush(QColor(0xf2, 0xc2, 0x2e));
    painter.drawEllipse(coin);
    QFont boldFont = font();
    boldFont.setBold(true);
    painter.setFont(boldFont);
    painter.setPen(QColor(0x3a, 0x2a, 0x00));
    painter.drawText(coin, Qt::AlignCenter, QString::number(m_card.cost));

    // The name, then the types in small grey letters.
    const Marks laidOut = marks();
    painter.setPen(QColor(0x20, 0x20, 0x20));
    const QRectF& nameArea = laidOut.name;
    // A long name wraps on two lines; a single long word is set smaller rather than cut.
    QFont nameFont = boldFont;
    const auto fits = [&] {
        const QRectF needed = QFontMetricsF(nameFont).boundingRect(nameArea, Qt::TextWordWrap, shownName());
        return needed.width() <= nameArea.width() + 0.5 && needed.height() <= nameArea.height() + 0.5;
    };
    for (int step = 0; step < 4 && !fits(); ++step)
        nameFont.setPointSizeF(nameFont.pointSizeF() * 0.9);
    painter.setFont(nameFont);
    // Still too wide at two thirds of its size, a single word is shortened rather than run into
    // the cost's coin (« Malédiction » at 1024x700: a review); its tooltip has it whole.
    const QString name
        = fits() ? shownName() : QFontMetricsF(nameFont).elidedText(shownName(), Qt::ElideRight, nameArea.width());
    painter.drawText(nameArea, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, name);
    QFont smallFont = font();
    smallFont.setPointSizeF(smallFont.pointSizeF() * 0.85);
    painter.setFont(smallFont);
    painter.setPen(QColor(0x55, 0x55, 0x55));
    const QRectF& typesArea = laidOut.types;
    // Shortened to the room left by a mark beside them; none rather than a lone « … » (the
    // tooltip and the band say them).
    const QString types = QFontMetricsF(smallFont).elidedText(
        DominionCampaignTexts::cardTypes(m_card), Qt::ElideRight, typesArea.width());
    if (types != QStringLiteral("…"))
        painter.drawText(typesArea, Qt::AlignLeft | Qt::AlignVCenter, types);

    const QRectF& bottomArea = laidOut.bottom;
    if (m_pile) {
        painter.setFont(font());
        painter.setPen(QColor(0x30, 0x30, 0x30));
        painter.drawText(
            laidOut.count, Qt::AlignLeft | Qt::AlignVCenter, tr("×%1", "cards in a pile").arg(m_pile->count));
        if (!laidOut.markText.isEmpty()) {
            painter.setFont(laidOut.markFont);
            painter.setPen(Qt::NoPen);
            painter.setBrush(m_pile->shortfall > 0 ? QColor(0xb7, 0x1c, 0x1c) : QColor(0xe0, 0x6c, 0x00));
            painter.drawRoundedRect(laidOut.mark, 8, 8);
            painter.setPen(Qt::white);
            painter.drawText(laidOut.mark, Qt::AlignCenter, laidOut.markText);
        }
    } else if (!m_note.isEmpty()) {
        painter.setOpacity(1.0);
        // Clear of the chosen card's check mark; a long note ("kept by" three long names) in a
        // smaller type before it is shortened at all.
        const QRectF noteArea = chosen ? bottomArea.adjusted(0, 0, -26, 0) : bottomArea;
        QFont noteFont = smallFont;
        for (int step = 0; step < 3 && QFontMetricsF(noteFont).horizontalAdvance(m_note) > noteArea.width(); ++step)
            noteFont.setPointSizeF(noteFont.pointSizeF() * 0.9);
        painter.setFont(noteFont);
        painter.setPen(isEnabled() ? QColor(0x30, 0x30, 0x30) : QColor(0x8a, 0x1c, 0x1c));
        painter.drawText(noteArea, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(noteFont).elidedText(m_note, Qt::ElideRight, noteArea.width()));
    }

    // The outline last: thick and blue when chosen, darker under the mouse. An attack is told by
    // its band and its types only: a thick red outline of its own read as chosen (a review).
    painter.setOpacity(isEnabled() ? 1.0 : 0.45);
    painter.setBrush(Qt::NoBrush);
    if (chosen)
        painter.setPen(QPen(chosen_colour, 3.5));
    else
        painter.setPen(QPen(hovered ? QColor(0x30, 0x30, 0x30) : QColor(0x70, 0x70, 0x70), hovered ? 2.0 : 1.0));
    painter.drawPath(outline);
    if (chosen) {
        // A check mark on a blue disc, bottom right, so the choice reads without colour too.
        const QRectF disc(area.right() - 24, area.bottom() - 24, 20, 20);
        painter.setPen(Qt::NoPen);
        painter.setBrush(chosen_colour);
        painter.drawEllipse(disc);
        painter.setPen(QPen(Qt::white, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const QPointF tick[] = {{disc.left() + 5, disc.center().y()}, {disc.left() + 9, disc.bottom() - 5},
            {disc.right() - 4.5, disc.top() + 5.5}};
        painter.drawPolyline(tick, 3);
    }
    if (hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(chosen_colour, 1.0, Qt::DotLine));
        painter.drawRoundedRect(area.adjusted(4, 4, -4, -4), 5, 5);
    }
}

} // namespace tablee::dominion_campaign::ui
