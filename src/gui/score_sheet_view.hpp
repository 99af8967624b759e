// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

#include <optional>
#include <vector>

namespace tablee::gui {

class ScoreSheetModel;

// A ScoreSheetModel as a read-only table: one stretched column per player, nothing to select.
// A long sheet may keep Total and Rank in sight at its foot, over the rows that scroll (a footer
// table over the viewport's foot, its columns as wide as the sheet's, shown while the sheet
// scrolls), so that a long game never hides who leads. It lays itself out again whenever the sheet is replaced: new row
// labels (another language, new rows) may need another header width, which a model reset alone does not bring.
class ScoreSheetView : public QTableView {
    Q_OBJECT

public:
    explicit ScoreSheetView(ScoreSheetModel* model, QWidget* parent = nullptr);

    // Total and Rank kept at the foot, in sight however the sheet scrolls (off by default: a
    // sheet sized to its rows needs no footer).
    void keepTotalsInSight(bool keep);
    // Scrolls to the last rows, and keeps them in sight as the sheet is laid out again (new rows,
    // another height), until the player scrolls elsewhere: Dominyam's last turns and end-game
    // lines, which a layout after the call would otherwise leave a row or two under the foot.
    // Where the room is short, the rows from `firstRow` on are the ones in sight: the turn just
    // scored stays at the top rather than scroll out above the end-game lines (at scale 2).
    void scrollToEnd(int firstRow = -1);
    // The table of Total and Rank at the foot (for tests); nullptr when they are not kept apart.
    QTableView* footer() const { return m_footer; }

    // Rows scrolled out of sight, above or below, carried: the first row in sight gives its place
    // to "n rows above" and the sums of them and it, the last to "n rows below" and theirs, so
    // that what is in sight always adds up to Total (a long Dominyam game: the visible turns and
    // Total disagreed, a review). Off by default; needs three rows in sight, else nothing is
    // carried. With Total kept apart only.
    void carryRowsOutOfSight(bool carry);
    // What a carried line holds (for tests): how many rows, and each player's sum (none where
    // every cell carried is blank).
    struct Carried {
        int rows = 0;
        std::vector<std::optional<int>> sums;
    };
    std::optional<Carried> carriedAbove() const;
    std::optional<Carried> carriedBelow() const;
    // The sheet's rows wholly in sight and not under a carried line (for tests): first and last.
    std::pair<int, int> rowsShown() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    // With Total and Rank kept apart: room for the header, rows_in_sight rows of the sheet and
    // them (at scale 2 the sheet was given the footer's room alone, its rows never in sight; with
    // two, a review saw the end-game lines and not one turn). A window short of height makes
    // room elsewhere (Dominyam folds its legend).
    static constexpr int rows_in_sight = 3;
    QSize minimumSizeHint() const override;
    void updateGeometries() override;

private:
    // Which rows the footer shows, and its place and widths.
    void splitRows();
    void placeFooter();
    int footerHeight() const; // Total's and Rank's rows
    void placeCarried(); // the carried lines' places and texts, after a scroll or a layout
    static QString carriedLabel(bool above, int rows);
    void makeRoomForCarriedLabels();
    // The carried line for the rows [from, to] of the sheet, or none when the range is empty.
    std::optional<Carried> carried(int from, int to) const;
    int endValue() const; // where scrollToEnd() holds the scroll bar

    ScoreSheetModel* m_model;
    QTableView* m_footer = nullptr;
    QWidget* m_carriedAbove = nullptr; // painted lines over the first and last rows in sight
    QWidget* m_carriedBelow = nullptr;
    bool m_atEnd = false; // scrollToEnd() holds: the player has not scrolled away since
    int m_endFrom = -1; // scrollToEnd()'s first row, if any
    bool m_laying = false; // the scroll bar moves with a layout, not by the player's hand
};

} // namespace tablee::gui
