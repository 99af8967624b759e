// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/symbol_key.hpp"

#include "gui/focus_frame.hpp"

#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::gui {

SymbolKey::SymbolKey(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Minimum); // every line whole
}

void SymbolKey::describe()
{
    setAccessibleName(keyName());
    setAccessibleDescription(entries().join(QLatin1Char('\n')));
}

QSize SymbolKey::minimumSizeHint() const
{
    return sizeHint();
}

int SymbolKey::textWidth() const
{
    // A long line wraps on two (a row has room for them) rather than make the key wider than a
    // screen at a large scale (« Une côte de l’Espagne, de Saint-Pétersbourg ou de la Bulgarie… »).
    const int widest = fontMetrics().averageCharWidth() * 64;
    int width = 0;
    for (const QString& line : entries())
        width = std::max(width, fontMetrics().horizontalAdvance(line));
    return std::min(width, widest);
}

QSize SymbolKey::sizeHint() const
{
    return {static_cast<int>(symbol_width) + 28 + textWidth(),
        static_cast<int>(row_height * static_cast<qreal>(entries().size())) + 8};
}

void SymbolKey::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        describe();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void SymbolKey::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    painter.save();
    paintSymbols(painter, [](int line) { return QPointF(8 + symbol_width / 2, 4 + row_height * (line + 0.5)); });
    painter.restore();
    painter.setPen(palette().text().color());
    painter.setFont(font());
    const QStringList lines = entries();
    for (int index = 0; index < lines.size(); ++index)
        painter.drawText(QRectF(16 + symbol_width, 4 + row_height * index, width() - symbol_width - 20, row_height),
            Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap, lines[index]);
}

void showKeyWindow(QWidget* parent, SymbolKey* key, const QString& title, const QString& objectName)
{
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(objectName);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    // In a scroll area: at a large scale the key is taller than the screen (its Close button must
    // stay on it).
    auto* scroll = new QScrollArea;
    scroll->setWidget(key);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    frameWhenFocused(*scroll); // the arrow keys scroll a long key
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    dialog->ensurePolished(); // the key measured in the font it will have there
    key->ensurePolished();
    const QSize wanted = key->sizeHint();
    const QSize room = parent->screen()->availableGeometry().size() * 0.9;
    dialog->resize(QSize(wanted.width() + scroll->verticalScrollBar()->sizeHint().width() + 24,
        wanted.height() + buttons->sizeHint().height() + 40)
                       .boundedTo(room));
    dialog->show();
}

QKeySequence keyWindowShortcut()
{
    return QKeySequence(Qt::CTRL | Qt::Key_I);
}

} // namespace tablee::gui
