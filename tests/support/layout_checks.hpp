// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The three screens a table plays on, and whether a part of a window is whole in sight there:
// inside the window, not cut by a parent that scrolls or clips it, and not under another part.

#include <QAbstractScrollArea>
#include <QList>
#include <QRect>
#include <QScrollArea>
#include <QSize>
#include <QString>
#include <QWidget>

namespace tablee::test {

// A screen, and the room a game's view has on it: the screen less the window manager's title bar
// and borders (openbox: 7 pixels a side, 30 above) and the main window's menu and status bars.
struct ScreenRoom {
    const char* name;
    QSize view;
};

// 1920x1080 at scale 2 is a screen of 960x540 logical pixels: the same words in half the room.
inline const QList<ScreenRoom>& screen_rooms()
{
    static const QList<ScreenRoom> rooms {
        {"1280x800", QSize(1266, 730)},
        {"1024x700", QSize(1010, 630)},
        {"1920x1080 at scale 2", QSize(946, 470)},
    };
    return rooms;
}

// `part`'s rectangle in `window`'s coordinates.
inline QRect rectIn(const QWidget& part, const QWidget& window)
{
    return {part.mapTo(&window, QPoint(0, 0)), part.size()};
}

// Empty when `part` is shown whole: visible, inside `window`, and inside every parent up to it (a
// scroll area's viewport, a splitter's pane); else what is wrong, for the test's message.
inline QString wholeInSight(const QWidget* part, const QWidget& window)
{
    if (part == nullptr)
        return QStringLiteral("missing");
    const QString name
        = part->objectName().isEmpty() ? QString::fromLatin1(part->metaObject()->className()) : part->objectName();
    if (!part->isVisible())
        return name + QStringLiteral(" hidden");
    const QRect rect = rectIn(*part, window);
    for (const QWidget* parent = part->parentWidget(); parent != nullptr && parent != &window;
         parent = parent->parentWidget())
        if (!rectIn(*parent, window).contains(rect))
            return QStringLiteral("%1 cut by %2")
                .arg(name,
                    parent->objectName().isEmpty() ? QString::fromLatin1(parent->metaObject()->className())
                                                   : parent->objectName());
    if (!window.rect().contains(rect))
        return QStringLiteral("%1 at (%2, %3, %4x%5) outside the window of %6x%7")
            .arg(name)
            .arg(rect.x())
            .arg(rect.y())
            .arg(rect.width())
            .arg(rect.height())
            .arg(window.width())
            .arg(window.height());
    return {};
}

// Empty when no two of `parts` overlap; else which two do.
inline QString noneOverlaps(const QList<const QWidget*>& parts, const QWidget& window)
{
    for (qsizetype i = 0; i < parts.size(); ++i)
        for (qsizetype j = i + 1; j < parts.size(); ++j)
            if (parts[i]->isVisible() && parts[j]->isVisible()
                && rectIn(*parts[i], window).intersects(rectIn(*parts[j], window)))
                return QStringLiteral("%1 over %2").arg(parts[i]->objectName(), parts[j]->objectName());
    return {};
}

// The places Tab stops at in `window` (shown, enabled, taking Tab) that show nothing of having the
// keyboard: a scroll area's own frame, which holds the keys for nobody (a review's first Tab in
// Dominyam "went nowhere": the players' scroll area had it). Each as its class and name.
inline QStringList unseenTabStops(QWidget& window)
{
    QStringList unseen;
    QWidget* stop = &window;
    for (int step = 0; step < 500; ++step) { // the chain is a ring: once round
        stop = stop->nextInFocusChain();
        if (stop == &window)
            break;
        if (!window.isAncestorOf(stop) || !stop->isVisible() || !stop->isEnabled()
            || !(stop->focusPolicy() & Qt::TabFocus))
            continue;
        const bool drawsItsFocus = stop->property("tableeFocusFramed").toBool(); // gui::frameWhenFocused
        if (!drawsItsFocus
            && (stop->metaObject() == &QScrollArea::staticMetaObject
                || stop->metaObject() == &QAbstractScrollArea::staticMetaObject))
            unseen << QStringLiteral("%1 %2").arg(QLatin1String(stop->metaObject()->className()), stop->objectName());
    }
    return unseen;
}

} // namespace tablee::test
