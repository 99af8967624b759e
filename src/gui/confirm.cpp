// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/confirm.hpp"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QGridLayout>
#include <QMessageBox>
#include <QSpacerItem>

#include <algorithm>

namespace tablee::gui {

bool confirm(QWidget* parent, const QString& title, const QString& text, const QString& action, Answered byDefault,
    const QString& cancel)
{
    QMessageBox question(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, parent);
    question.button(QMessageBox::Yes)->setText(action);
    question.button(QMessageBox::No)
        ->setText(cancel.isEmpty() ? QCoreApplication::translate("tablee::gui::Confirm", "&Cancel") : cancel);
    // A spacer under the text, which still wraps as the box lays it out.
    if (auto* grid = qobject_cast<QGridLayout*>(question.layout())) {
        const int wide = std::max(
            question.fontMetrics().averageCharWidth() * 40, question.fontMetrics().horizontalAdvance(title) + 120);
        grid->addItem(new QSpacerItem(wide, 0), grid->rowCount(), 0, 1, grid->columnCount());
    }
    question.setDefaultButton(byDefault == Answered::action ? QMessageBox::Yes : QMessageBox::No);
    question.setEscapeButton(QMessageBox::No);
    return question.exec() == QMessageBox::Yes;
}

} // namespace tablee::gui
