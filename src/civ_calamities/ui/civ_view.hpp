// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/rules.hpp"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QSplitter;
class QStackedWidget;
class QTableWidget;
class QVBoxLayout;

namespace tablee::civ_calamities::ui {

class BoardView;
class CivController;

// The referee's window: the board, and beside it either the quick editor of the area chosen
// (each nation's tokens and city, at the table's pace) with the nations' advances, or the
// calamity being resolved: what the step asks and of whom, the legal choices (also highlighted on
// the board; a click on an area makes the choice there, or says why it cannot), each side's owed
// and taken losses, the log, undo of a step, and the result applied to the board.
class CivView : public QWidget {
    Q_OBJECT

public:
    explicit CivView(CivController& controller, QWidget* parent = nullptr);

    BoardView* board() const { return m_board; }
    // The editor's area (a click on the board chooses it).
    void selectArea(AreaId area);
    // The spin box of `nation`'s tokens in the selected area, its city box (tests, keyboard).
    QSpinBox* tokensBox(NationId nation) const;
    QCheckBox* cityBox(NationId nation) const;
    QComboBox* areaField() const { return m_areaField; }
    QListWidget* choiceList() const { return m_choices; }
    QLabel* prompt() const { return m_prompt; }
    QLabel* message() const { return m_message; }
    QLabel* editRefusal() const { return m_editRefusal; }
    QLabel* warningsLabel() const { return m_warnings; }
    QTableWidget* lossTable() const { return m_losses; }
    QPushButton* applyButton() const { return m_apply; }
    QPushButton* undoStepButton() const { return m_undoStep; }
    // A click on the board during a calamity: the legal choice in that area (a menu when there
    // are several), or the choice the step means there, refused with the reason.
    void chooseAt(AreaId area);

signals:
    void calamityRequested();
    void expansionRequested();
    void surplusRequested();
    void supportRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The board as wide as its height asks for, the panel the rest (at least its minimum): no
    // bands of empty sea above and below the board. Until the table drags the splitter.
    void fitBoardToHeight();
    // Why an edit was refused, under the area's rows (empty: nothing refused).
    void sayEditRefused(const QString& why);
    // Says what became of a calamity in progress found in the save (CivController::resumed).
    void sayResumed();
    void refresh();
    // The advances' headers as wide as the panel allows: full names, else short ones (the full
    // name in the tooltip), else the nations without their letters: never a horizontal scroll.
    void fitAdvancesTable();
    static QString eveningOverText();
    void refreshEditor();
    void refreshCalamity();
    void retranslate();

    CivController& m_controller;
    BoardView* m_board = nullptr;
    QStackedWidget* m_side = nullptr;
    QSplitter* m_split = nullptr;
    bool m_splitDragged = false; // the table chose the board's width: it is kept
    // The editor.
    QLabel* m_areaTitle = nullptr;
    QLabel* m_areaLabel = nullptr;
    QComboBox* m_areaField = nullptr; // the area chosen by keyboard
    QLabel* m_areaFacts = nullptr;
    QWidget* m_holdings = nullptr;
    QVBoxLayout* m_holdingRows = nullptr;
    std::vector<QSpinBox*> m_tokenBoxes;
    std::vector<QLabel*> m_nationLabels; // the rows' names (again in a new language)
    std::vector<QCheckBox*> m_cityBoxes;
    QTableWidget* m_advances = nullptr;
    QPushButton* m_calamityButton = nullptr;
    QPushButton* m_expansionButton = nullptr;
    QPushButton* m_surplusButton = nullptr;
    QPushButton* m_supportButton = nullptr;
    QLabel* m_advancesTitle = nullptr;
    // The calamity.
    QLabel* m_calamityTitle = nullptr;
    QLabel* m_prompt = nullptr;
    QTableWidget* m_losses = nullptr;
    QListWidget* m_choices = nullptr;
    QListWidget* m_log = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_editRefusal = nullptr;
    QLabel* m_boardHint = nullptr;
    QLabel* m_warnings = nullptr;
    QScrollArea* m_warningsScroll = nullptr;
    QPushButton* m_undoStep = nullptr;
    QPushButton* m_apply = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_choicesTitle = nullptr;
    QLabel* m_logTitle = nullptr;
    // The order the choices of this calamity's step were shown in, every one shown so far: the
    // list keeps it as choices are made (rebuilt in the engine's order, the lines moved under the
    // reader's eyes), an undone choice coming back to its place.
    std::optional<std::pair<CalamityStart, Step>> m_orderFor;
    std::vector<Choice> m_shownOrder;
    std::optional<AreaId> m_area;
    std::optional<AreaId> m_rowsArea; // the area the editor's rows were made for
    bool m_refreshing = false;
};

} // namespace tablee::civ_calamities::ui
