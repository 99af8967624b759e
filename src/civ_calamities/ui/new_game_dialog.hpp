#pragma once

#include "civ_calamities/engine/rules.hpp"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace tablee::civ_calamities::ui {

// A new evening at the table: the players' nations (2 to 7, by name), which trade stack each
// calamity goes in, and whether all secessions form one nation. The last table comes back.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    std::optional<Options> options() const;
    void setPlayers(const QStringList& names);
    void accept() override;

private:
    void updateRows();

    QSpinBox* m_count = nullptr;
    std::array<QLineEdit*, max_players> m_names {};
    QComboBox* m_secessionStack = nullptr;
    QComboBox* m_warsStack = nullptr;
    QCheckBox* m_oneNation = nullptr;
};

} // namespace tablee::civ_calamities::ui
