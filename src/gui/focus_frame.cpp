// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/focus_frame.hpp"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QPainter>

namespace tablee::gui {

namespace {

// A frame in the highlight colour over its area while the area has the keyboard. Drawn by a
// child laid over it rather than by a style sheet or a palette: either would reach what the area
// holds (a style sheet stopped the campaign dashboard's larger fonts, a palette would colour its
// words).
class FocusFrame : public QWidget {
public:
    explicit FocusFrame(QAbstractScrollArea& area) : QWidget(&area)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setFocusPolicy(Qt::NoFocus);
        hide();
        area.installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* area = static_cast<QWidget*>(watched);
        switch (event->type()) {
        case QEvent::FocusIn:
            setGeometry(area->rect());
            raise();
            show();
            break;
        case QEvent::FocusOut:
            hide();
            break;
        case QEvent::Resize:
            setGeometry(area->rect());
            break;
        default:
            break;
        }
        return false;
    }

    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
};

} // namespace

void frameWhenFocused(QAbstractScrollArea& area)
{
    area.setFocusPolicy(Qt::StrongFocus);
    area.setProperty(focus_framed_property, true);
    new FocusFrame(area);
}

} // namespace tablee::gui
