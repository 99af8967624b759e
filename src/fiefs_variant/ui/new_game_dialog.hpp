// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"
#include "gui/new_game_dialog_of.hpp"

class QCheckBox;

namespace tablee::fiefs_variant::ui {

// A new game of Fiefs: 2 to 4 seats, each a person or a computer player (easy or normal), and
// the two options of the rules.
class NewGameDialog : public tablee::gui::NewGameDialogOf<tablee::fiefs_variant::Rules> {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

private:
    Options chosen() const override;

    QCheckBox* m_minesByKind = nullptr;
    QCheckBox* m_wideAlliance = nullptr;
};

} // namespace tablee::fiefs_variant::ui
