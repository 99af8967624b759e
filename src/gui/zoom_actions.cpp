// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/zoom_actions.hpp"

#include "gui/zoomable_view.hpp"

#include <QAction>
#include <QEvent>

namespace tablee::gui {

ZoomActions::ZoomActions(ZoomableView& view, QObject* parent) : QObject(parent), m_view(view)
{
    m_in = new QAction(this);
    m_in->setObjectName(QStringLiteral("zoomIn"));
    m_in->setShortcuts(QKeySequence::ZoomIn);
    connect(m_in, &QAction::triggered, &m_view, &ZoomableView::zoomIn);
    m_out = new QAction(this);
    m_out->setObjectName(QStringLiteral("zoomOut"));
    m_out->setShortcuts(QKeySequence::ZoomOut);
    connect(m_out, &QAction::triggered, &m_view, &ZoomableView::zoomOut);
    m_fit = new QAction(this);
    m_fit->setObjectName(QStringLiteral("fitToWindow"));
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fit, &QAction::triggered, &m_view, &ZoomableView::fitToWindow);
    // The view hears the language change (a widget); the actions follow it.
    m_view.installEventFilter(this);
    retranslate();
}

QList<QAction*> ZoomActions::actions() const
{
    return {m_in, m_out, m_fit};
}

bool ZoomActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_view && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

QString ZoomActions::hint()
{
    return tr("Zoom: wheel, Ctrl++ or Ctrl+−. Move: drag, or the arrow keys on the board. Ctrl+0: the whole board.");
}

void ZoomActions::retranslate()
{
    m_in->setText(tr("Zoom &in"));
    m_out->setText(tr("Zoom &out"));
    m_fit->setText(tr("The &whole drawing in the window"));
}

} // namespace tablee::gui
