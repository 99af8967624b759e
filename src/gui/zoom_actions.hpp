// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The View menu of a board or a map: zoom in, zoom out, the whole drawing. The drawing answers
// +, − and 0 when it has the focus; these actions give the same from anywhere in the window
// (Ctrl++, Ctrl+−, Ctrl+0) and say in a menu that they exist. One set per session, the same in
// every variant; their texts follow the interface language by themselves.

#include <QList>
#include <QObject>
#include <QString>

class QAction;

namespace tablee::gui {

class ZoomableView;

class ZoomActions : public QObject {
    Q_OBJECT

public:
    // `view` must outlive the actions (both belong to the session).
    ZoomActions(ZoomableView& view, QObject* parent);

    QList<QAction*> actions() const;
    // How to zoom and move, in a line for a hint under the drawing (translated): the shortcuts
    // that work from anywhere in the window, so that a key meant for the board is never typed
    // into a field that has the focus.
    static QString hint();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();

    ZoomableView& m_view;
    QAction* m_in = nullptr;
    QAction* m_out = nullptr;
    QAction* m_fit = nullptr;
};

} // namespace tablee::gui
