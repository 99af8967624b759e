// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QLineEdit>
#include <QWidget>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

class QAbstractButton;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QBoxLayout;
class QVBoxLayout;

namespace tablee::gui {

// A computer player's level, named alike in every variant: each variant offers those it has.
enum class ComputerLevel { easy, normal, strong };

// The table of a new game, the same in every variant's new-game dialog: how many play, then one
// row per seat with its name and who plays it (a person, or a computer of some level). A seat
// left blank is called "Player 2", or "Player 2 (computer)" when a computer plays it, in the
// interface language. The last table played comes back. A variant adds its own column to a row
// (Diplomacy's power, Civilization's nation) with setRowWidget.
class PlayerTable : public QWidget {
    Q_OBJECT

public:
    // Where the last table is kept in the settings; an empty key is not kept. Each variant keeps
    // the keys it has always used, so a table remembered by an earlier version comes back.
    struct Memory {
        QString names;
        QString controls; // absent: every seat a person
        QString count; // absent: as many as the names remembered
    };

    struct Setup {
        int minimum = 2;
        int maximum = 4;
        int initial = 3;
        bool names = true; // false: the seats are told apart by the variant's own column
        // The levels a computer may play a seat at, in the order of the row's list after
        // "Person" (a row's control i + 1 is levels[i]); none: only people.
        std::vector<ComputerLevel> levels = {};
        // The first time (nothing remembered), who plays the seats after the first.
        int othersFirstTime = 0;
        // People and computers counted apart ("People: 1, Computers: 6") instead of one count of
        // seats: where the seats nobody takes mean something (Diplomacy's dead men), one person
        // against computers is then one obvious choice. Setting either count lays the table out
        // as the people first, then the computers.
        bool countsApart = false;
        Memory memory = {};
    };

    // The longest name typed: what any variant keeps in a save (core::max_name_length).
    static int maxNameLength();

    explicit PlayerTable(Setup setup, QWidget* parent = nullptr);

    int count() const;
    void setCount(int count);
    // With countsApart: the seats people play and those computers play.
    int peopleCount() const;
    int computerCount() const;
    void setCountsApart(int people, int computers);
    // The seats in play: their names, defaults given to blank ones, and who plays each (0 a person).
    std::vector<std::string> names() const;
    std::vector<int> controls() const;
    // For tests and scripted set-ups: fills the first names.size() seats and sets the count.
    void setPlayers(const QStringList& names, const QList<int>& controls = {});
    // A seat only a person may play (Dominyam's solo game); its control shows "person".
    void setPersonOnly(int row, bool personOnly);
    // The variant's own column, beside the row's name (the table owns it from now).
    void setRowWidget(int row, QWidget* widget);

    // Why the table cannot start a game (two seats with one name, no person at the table),
    // in words; empty when it can.
    QString problem() const;
    // Keeps the table for the next game.
    void remember() const;

    // Who plays a seat, as the rows' lists say it: "Person", "Computer, normal".
    static QString personName();
    static QString levelName(ComputerLevel level);

    // The name a blank seat gets.
    static QString defaultName(int row, bool computer);
    // A computer seat's name as the table reads it: "Robot (computer)", or the name alone when it
    // says so already (a blank seat's default).
    static QString computerSeatName(const QString& name);
    // A seat's name as kept in a game, in the interface's language when it is the table's default
    // ("Player 3 (computer)" made in English reads « Joueur 3 (ordinateur) » in French); any other
    // name as it is.
    static QString shownName(const QString& stored);

signals:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void restore();
    void retranslate();
    void update();
    // The people's and computers' counts as the rows say (countsApart), without laying out again.
    void showCountsApart();
    // What a row's list offers, in its order: "Person", then the setup's levels.
    QStringList controlNames() const;

    struct Row {
        QLabel* label = nullptr;
        QLineEdit* name = nullptr;
        QComboBox* control = nullptr;
        QWidget* extra = nullptr;
        bool personOnly = false;
        bool controlChosen = false; // its player or computer chosen in its list by hand
    };
    Setup m_setup;
    QGridLayout* m_grid = nullptr;
    QLabel* m_countLabel = nullptr;
    QSpinBox* m_count = nullptr;
    QLabel* m_peopleLabel = nullptr; // countsApart: the two counts in place of m_count
    QSpinBox* m_people = nullptr;
    QLabel* m_computersLabel = nullptr;
    QSpinBox* m_computers = nullptr;
    std::vector<Row> m_rows;
};

// The seed of a new game, as people call it: its game number. Left empty, a new one is drawn;
// the same number gives the same game, to replay or share it.
class GameNumberField : public QLineEdit {
    Q_OBJECT

public:
    explicit GameNumberField(QWidget* parent = nullptr);

    // The number typed, or a new one.
    std::uint64_t seed() const;
    // "&Game number:", for the field's form row.
    static QString label();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
};

} // namespace tablee::gui

namespace tablee::gui {

// The skeleton every variant's new-game dialog shares: the table of players in its box, the
// variant's own sections below it or beside it, the game number, a line saying why the game
// cannot start yet (its room kept, so that the buttons do not move under the mouse), Start and
// Cancel. Start waits until the table and the variant's rules accept the options; the table is
// remembered when the game starts. A variant gives its sections, its refusal and its options().
class NewGameDialogBase : public QDialog {
    Q_OBJECT

public:
    struct Parts {
        QString objectName;
        QString title; // the window's
        QString tableTitle = {}; // the table's box; empty: "The table"
        QString startText = {}; // the Start button's; empty: "Start the game"
        PlayerTable::Setup table;
        bool gameNumber = true; // false: nothing in the game is drawn
    };

    // Why the options cannot start a game, in words; empty when they can.
    QString problem() const;
    void accept() override;

protected:
    NewGameDialogBase(Parts parts, QWidget* parent);

    PlayerTable* table() const { return m_table; }
    // Null when the game draws nothing.
    GameNumberField* gameNumber() const { return m_gameNumber; }

    enum class Place { below, beside, across };
    // A section of the variant's own: below the table, in a column beside it, or across the
    // dialog below both.
    void addSection(QWidget* section, Place place = Place::below);
    // A line above everything (what kind of game the numbers of players make).
    void setIntroduction(const QString& text);
    // An explanation the dialog may leave out on a screen too low for the whole body (scale 2):
    // hidden then, its text in its section's tooltip, rather than the body scrolling.
    void addFoldableNote(QLabel* note);

    // Why the variant's rules refuse the options as they stand, in words; empty when they accept
    // them. The table's own problems (two seats of one name, no person) are said before, unless
    // the variant has set the table aside (disabled it).
    virtual QString refusal() const = 0;
    // A box of the variant's that comes back as the last game started left it: ticked as kept
    // under `key` (`otherwise` when nothing is kept yet), kept there when a game starts.
    void rememberChecked(QAbstractButton* box, const QString& key, bool otherwise = false);
    // One of the variant's options, a box in the dialog's "Options" section below the table (made
    // on the first), remembered under `key` as rememberChecked says and named after the key's
    // last part (for tests and scripts).
    QCheckBox* addOption(const QString& text, const QString& key, bool otherwise = false);
    // What else the variant keeps for next time besides the table and its remembered boxes.
    virtual void rememberChoices() const { }
    // Says again why the game cannot start, if it cannot: a variant calls it when its own fields change.
    void refresh();
    // Sizes the dialog to its body, as far as the screen allows (the body scrolls beyond): on
    // showing, and when a variant shows or hides rows.
    void fitToScreen();
    void remeasureBody(); // its layouts worked out again, to read its size hints as they now are
    void showEvent(QShowEvent* event) override;
    // The variant's part is built: from now on the dialog says why the game cannot start. Called
    // at the end of the variant's constructor (before, its fields may not exist yet).
    void finishSetup();

private:
    std::vector<QLabel*> m_foldableNotes;
    bool m_whole = false;
    bool m_placed = false; // placed once on its screen: later fits keep it there
    int m_fittedSeats = 0; // the seats the dialog was last sized for
    PlayerTable* m_table = nullptr;
    GameNumberField* m_gameNumber = nullptr;
    QLabel* m_introduction = nullptr;
    QVBoxLayout* m_below = nullptr;
    QVBoxLayout* m_beside = nullptr;
    QBoxLayout* m_columns = nullptr; // the table and the sections beside it; one under the other when too wide
    QVBoxLayout* m_across = nullptr;
    QVBoxLayout* m_options = nullptr; // the "Options" section's, once there is one
    QScrollArea* m_body = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_start = nullptr;
    std::vector<std::pair<QAbstractButton*, QString>> m_rememberedBoxes;
};

} // namespace tablee::gui
