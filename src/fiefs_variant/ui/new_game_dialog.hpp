// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tablee::fiefs_variant::ui {

// A new game of Fiefs: 2 to 4 seats, each a person or a computer player (easy or normal), their
// names, the seed (empty: a new board), the two options. The last table comes back.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    std::optional<Options> options() const;
    void accept() override;

private:
    void updateRows();

    QSpinBox* m_count = nullptr;
    std::array<QLineEdit*, max_players> m_names {};
    std::array<QComboBox*, max_players> m_controls {};
    QLineEdit* m_seed = nullptr;
    QCheckBox* m_minesByKind = nullptr;
    QCheckBox* m_wideAlliance = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace tablee::fiefs_variant::ui
