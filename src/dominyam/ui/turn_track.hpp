// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace tablee::dominyam::ui {

class DominyamController;

// The turn track 14 -> 1, whose turn it is, and the turn's objective (and why it was lowered).
class TurnTrack : public QWidget {
    Q_OBJECT

public:
    explicit TurnTrack(DominyamController& controller, QWidget* parent = nullptr);

    QString objectiveText() const;
    QString playerText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    DominyamController& m_controller;
    class TrackStrip* m_strip = nullptr;
    QLabel* m_player = nullptr;
    QLabel* m_objective = nullptr;
};

} // namespace tablee::dominyam::ui
