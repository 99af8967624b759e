// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"
#include "gui/player_table.hpp"

#include <optional>

class QCheckBox;

namespace tablee::fiefs_variant::ui {

// A new game of Fiefs: 2 to 4 seats, each a person or a computer player (easy or normal), and
// the two options of the rules.
class NewGameDialog : public gui::NewGameDialogBase {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    std::optional<Options> options() const;

private:
    QString refusal() const override;
    void rememberChoices() const override;

    QCheckBox* m_minesByKind = nullptr;
    QCheckBox* m_wideAlliance = nullptr;
};

} // namespace tablee::fiefs_variant::ui
