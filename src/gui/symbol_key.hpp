// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A key to a board's marks: a line per mark, the mark drawn in a column on the left as the board
// draws it, what it means on the right, in the interface language. A variant's key says its lines
// (entries) and draws each line's mark (paintSymbols); the kit lays them out, follows the language
// and shows the key in a window beside the board (showKeyWindow).

#include <QKeySequence>
#include <QWidget>

#include <functional>

class QPainter;

namespace tablee::gui {

class SymbolKey : public QWidget {
    Q_OBJECT

public:
    explicit SymbolKey(QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The key's lines, in the interface language (also read by screen readers and tests).
    virtual QStringList entries() const = 0;

protected:
    static constexpr qreal row_height = 34; // pixels per line
    static constexpr qreal symbol_width = 64; // the marks' column

    // Every line's mark, centred on symbolCentre(line).
    virtual void paintSymbols(QPainter& painter, const std::function<QPointF(int)>& symbolCentre) const = 0;
    // The key's name for screen readers ("Map key").
    virtual QString keyName() const = 0;
    // To call at the end of a key's constructor (a base cannot ask its subclass while built).
    void describe();

    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int textWidth() const; // the text's column: its longest line, or two lines for a very long one
};

// Shows `key` (taken over) in a window of its own titled `title`, beside the board rather than
// over it, and open while the table plays; its text scrolls where the screen is too small.
void showKeyWindow(QWidget* parent, SymbolKey* key, const QString& title, const QString& objectName);

// The shortcut of every variant's "key" action (Ctrl+I, as "what is it?"), one for all so that a
// table that learnt it in one game finds it in the next.
QKeySequence keyWindowShortcut();

} // namespace tablee::gui
