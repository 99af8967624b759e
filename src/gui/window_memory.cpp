// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window_memory.hpp"

#include <QEvent>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace tablee::gui {

namespace {

// Watches its parent window and writes its geometry when it is hidden or closed (a dialog
// deleted on close is hidden first).
class GeometryKeeper : public QObject {
public:
    GeometryKeeper(QWidget& window, QString key) : QObject(&window), m_window(window), m_key(std::move(key))
    {
        window.installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == &m_window && (event->type() == QEvent::Hide || event->type() == QEvent::Close))
            QSettings().setValue(m_key, m_window.saveGeometry());
        return false;
    }

private:
    QWidget& m_window;
    QString m_key;
};

} // namespace

void rememberGeometry(QWidget& window, const QString& key, QSize defaultSize)
{
    const QByteArray saved = QSettings().value(key).toByteArray();
    // Never larger than the screen it opens on (a 1280 x 800 laptop, say), frame included:
    // resize() sets the inside, and the title bar and borders, not known before the window is
    // shown, take about this much (a 1200 x 800 window lost its bottom buttons there). The window
    // manager draws them in the screen's pixels: fewer of the window's at a scale of 2 (where a
    // frame counted whole left a strip of 50 pixels under the window).
    const QScreen* screen = window.screen();
    const qreal ratio = screen ? std::max<qreal>(1.0, screen->devicePixelRatio()) : 1.0;
    const QSize frame(static_cast<int>(std::ceil(16 / ratio)), static_cast<int>(std::ceil(48 / ratio)));
    if (saved.isEmpty() || !window.restoreGeometry(saved)) {
        window.resize(screen ? defaultSize.boundedTo(screen->availableGeometry().size() - frame) : defaultSize);
    } else if (screen) {
        // Remembered on a larger screen (or at another scale): brought back inside this one, its
        // buttons on screen.
        const QRect available = screen->availableGeometry();
        const QSize room = available.size() - frame;
        if (window.width() > room.width() || window.height() > room.height()) {
            window.resize(window.size().boundedTo(room));
            window.move(available.topLeft());
        } else if (!available.contains(window.frameGeometry().topLeft())) {
            window.move(available.topLeft());
        }
    }
    new GeometryKeeper(window, key);
}

void rememberSplitter(QSplitter& splitter, const QString& key)
{
    const QByteArray saved = QSettings().value(key).toByteArray();
    if (!saved.isEmpty())
        splitter.restoreState(saved);
    // Written once the user has let go, not at every pixel of a drag (each write is a file's).
    auto* pause = new QTimer(&splitter);
    pause->setSingleShot(true);
    pause->setInterval(500);
    QObject::connect(
        pause, &QTimer::timeout, &splitter, [&splitter, key] { QSettings().setValue(key, splitter.saveState()); });
    QObject::connect(&splitter, &QSplitter::splitterMoved, pause, qOverload<>(&QTimer::start));
}

} // namespace tablee::gui
