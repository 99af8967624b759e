// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a variant's Qt layer gives the application: its description (entry on the home screen,
// rules, save layout), a way to start or restore a game, and its error texts. The application knows variants only
// through this interface; each `src/<variant>/ui` library implements it and main.cpp registers it.

#include "core/error.hpp"
#include "core/random.hpp"
#include "core/results_history.hpp"
#include "core/save.hpp"
#include "gui/game_controller.hpp"

#include <QAction>
#include <QByteArray>
#include <QCoreApplication>
#include <QDialog>
#include <QIcon>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QWidget;

namespace tablee::gui {

// One game in progress: the variant's controller (app::GameController), its main widget and its
// menu commands. Undo, redo, the save and the "changed" signal come from the controller once for
// every variant; a session without one (a test's) overrides them.
class GameSession : public QObject {
    Q_OBJECT

public:
    // `controller` must outlive the session's use of it (the session usually owns it).
    explicit GameSession(GameController* controller = nullptr, QObject* parent = nullptr);
    ~GameSession() override = default;

    // The widget shown in the main window while this game is open. Owned by the session.
    virtual QWidget* widget() = 0;
    // The game, as the `game` object of a save (see core/save.hpp).
    virtual nlohmann::json saveGame() const;
    // Takes back what saveGame() kept of the choices in progress (GameController's
    // resumeWorkInProgress); false when they were dropped.
    bool resumeWorkInProgress(const nlohmann::json& game);

    virtual bool canUndo() const;
    virtual bool canRedo() const;
    // What Undo and Redo would do, in a few words ("eat 3-6 and 2-2"); empty when unknown.
    virtual QString undoText() const;
    virtual QString redoText() const;
    // Why Undo is off now, in a few words for its menu item; empty when it is not
    // (GameController::undoOffReason).
    virtual QString undoOffReason() const;
    // The question the table answers before Undo takes back another player's finished turn or a
    // revealed phase (GameController::undoConsentQuestion); empty when none is needed.
    virtual QString undoConsentQuestion() const;
    // Takes back what Undo offers; the window asked undoConsentQuestion() first.
    virtual void undo();
    virtual void redo();

    // A finished game is no longer autosaved and needs no "save changes?" question...
    virtual bool isFinished() const;
    // ...unless its results are worth the question (a whole campaign's history, say).
    virtual bool askToSaveWhenFinished() const { return false; }

    // The variant's own commands (hint, print the score sheet...), shown in the window's Game
    // menu while this session is open: those added by addGameAction, in that order.
    QList<QAction*> gameActions() const { return m_gameActions; }
    // How its board or map is looked at (gui::ZoomActions), shown in the window's View menu.
    virtual QList<QAction*> viewActions() { return {}; }

signals:
    // Emitted after every change of the game (a move, an undo...): the window marks the game
    // modified, refreshes Undo/Redo and autosaves.
    void changed();
    // What Undo and Redo may do changed without a move: a computer started or stopped thinking
    // (nothing is undone while it thinks).
    void commandsChanged();
    // The players asked for another game at the same table (a button of the variant's results).
    void playAgainRequested();
    // The session asks its window to go on with `game` (this variant's game, as a save's `game`
    // object, in JSON) in its place: a sandbox whose position was edited goes on from it. The
    // window asks nothing about the game replaced, beyond what leaving a game with a file asks.
    void replacementRequested(const QByteArray& game);

protected:
    // A command of the Game menu, owned by the session and named by `text` in the interface's
    // language (asked again at each change of language, and by nameGameActions); `triggered` is
    // what it does.
    QAction* addGameAction(std::function<QString()> text, std::function<void()> triggered);
    // Names the Game menu's commands again: for a name that follows the game ("End of round" or
    // "Final ranking").
    void nameGameActions();
    // The session's other texts in the interface language (tooltips): set by followLanguage, and
    // again whenever the followed widget's language changes.
    virtual void retranslate() { }
    // Names the commands and calls retranslate() now and at each language change of `view` (the
    // session's widget), once for every variant. Call it at the end of the variant's constructor.
    void followLanguage(QWidget* view);
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    GameController* m_controller;
    QObject* m_languageSource = nullptr; // the widget whose language changes are followed
    QList<QAction*> m_gameActions;
    std::vector<std::function<QString()>> m_gameActionTexts; // one per action, in the same order
};

// What a variant says of itself, as one value. The texts are English source texts translated in
// `context` (mark them with QT_TRANSLATE_NOOP(context, text) so that lupdate finds them). The id
// is the variant's one name: the saves' variant id, the icon `:/icons/<id>.svg` and the rules
// `:/rules/<id>.<language>.md` (cmake/TableeVariantResources.cmake embeds both).
struct VariantDescription {
    const char* id = "";
    const char* context = "";
    const char* name = "";
    const char* summary = "";
    const char* players = "";
    // Where the rules come from and whose game it is played on, for the About box.
    const char* credits = "";
    // The save layout (variant id, current schema, migrations): the Rules' save_schema.
    const core::SaveSchema& (*schema)() = nullptr;
    // How a seat's name kept in the results history reads in the interface language, where the
    // variant keeps a code (Civilization's nations); as kept when none.
    QString (*seatName)(const std::string& kept) = nullptr;
    // A player's score as the results history shows it, with its unit ("5 supply centres"); the
    // number alone when none.
    QString (*scoreText)(int score) = nullptr;
};

class VariantModule {
    Q_DECLARE_TR_FUNCTIONS(VariantModule)

public:
    // Precondition: description.schema is set and names the same variant as description.id.
    explicit VariantModule(VariantDescription description);
    virtual ~VariantModule() = default;

    const VariantDescription& description() const { return m_description; }
    QString id() const;
    // Translated texts for the home screen.
    QString displayName() const;
    QString summary() const;
    QString playerCount() const;
    QString credits() const;
    // A seat's name as the results history keeps it, in the interface language.
    QString seatName(const std::string& kept) const;
    // A player's score in the results history, in the interface language.
    QString scoreText(int score) const;
    QIcon icon() const;
    // Resource path of the rules in Markdown for a language code ("en", "fr"; English otherwise).
    QString rulesResource(const QString& language) const;
    const core::SaveSchema& saveSchema() const { return m_description.schema(); }

    // Asks the user for the game's settings (its own dialog) and starts it; nullptr if the user
    // cancelled.
    virtual std::unique_ptr<GameSession> newGame(QWidget* parent) = 0;
    // Restores a game from the `game` object of a save already migrated to the current schema.
    virtual core::Expected<std::unique_ptr<GameSession>> loadGame(const nlohmann::json& game) = 0;
    // Translated text for an error code of this variant's engine; empty when the code is not
    // its own (the application then uses its own texts, then the English message).
    virtual QString describeError(const core::Error& error) const = 0;

    // What this variant offers on the home screen besides a new game (Dominyam's solo high
    // scores): a button's text, in the interface language, and what it opens. None by default.
    struct HomeCommand {
        QString text;
        std::function<void(QWidget* parent)> run;
    };
    virtual QList<HomeCommand> homeCommands() const { return {}; }

    // A finished game's result for the results history (players, scores, ranks, seed, how it
    // ended; the window adds the variant and the date); nothing when the variant keeps no score
    // sheet.
    virtual std::optional<core::GameResult> resultOf(const GameSession&) const { return std::nullopt; }
    // The result of a game given up before its end (the `game` object of its save), listed as
    // abandoned; nothing when nobody made a move in it.
    virtual std::optional<core::GameResult> abandonedResultOf(const nlohmann::json& game) const
    {
        (void)game;
        return std::nullopt;
    }
    // Play again: a new game of the same table and options as `session`'s, with a new seed;
    // nullptr when the variant cannot.
    virtual std::unique_ptr<GameSession> playAgain(const GameSession&) const { return nullptr; }

    // A game in progress as the home screen lists it: who plays, and how far it has gone, in the
    // interface language.
    struct GameSummary {
        QStringList players;
        QString progress;
    };
    // The summary of the `game` object of a save (already migrated). Errors: those of loadGame
    // (a game that does not replay).
    virtual core::Expected<GameSummary> summarize(const nlohmann::json& game) const = 0;
    // The number of moves in force in `game`, for the words "%n moves played".
    static QString movesPlayed(std::size_t moves);

private:
    VariantDescription m_description;
};

// How most variants ask the table for a new game: their dialog, whose `options()` gives the
// settings (nothing when the rules refuse them), then the game made of them; nothing when the
// dialog is cancelled. A GameModule's AskNewGame: `&gui::askNewGameWith<NewGameDialog, Game>`.
template <class Dialog, class Game> std::optional<Game> askNewGameWith(QWidget* parent)
{
    Dialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    auto options = dialog.options();
    if (!options)
        return std::nullopt;
    auto game = Game::create(std::move(*options));
    if (!game)
        return std::nullopt;
    return std::move(*game);
}

// The module of a variant whose games are core::Game values shown by a `Session(Game)`: loading
// and error texts are the same for every such variant, so a variant gives its description, its
// texts for its engine's errors, and how it asks the table for a new game.
template <class Session, class Game> class GameModule : public VariantModule {
public:
    // The game the table set up in the variant's dialog, or nothing when it was cancelled.
    using AskNewGame = std::optional<Game> (*)(QWidget* parent);
    using DescribeError = QString (*)(const core::Error&);
    using HomeCommands = QList<HomeCommand> (*)();

    GameModule(VariantDescription description, DescribeError describe, AskNewGame ask, HomeCommands home = nullptr)
        : VariantModule(description), m_describe(describe), m_ask(ask), m_home(home)
    { }

    std::unique_ptr<GameSession> newGame(QWidget* parent) override
    {
        auto game = m_ask(parent);
        if (!game)
            return nullptr;
        return std::make_unique<Session>(std::move(*game));
    }
    core::Expected<std::unique_ptr<GameSession>> loadGame(const nlohmann::json& game) override
    {
        auto restored = Game::from_json(game);
        if (!restored)
            return std::unexpected(std::move(restored.error()));
        auto session = std::make_unique<Session>(std::move(*restored));
        session->resumeWorkInProgress(game); // what cannot be resumed is said by the variant's view
        return session;
    }
    QString describeError(const core::Error& error) const override { return m_describe(error); }
    QList<HomeCommand> homeCommands() const override { return m_home ? m_home() : QList<HomeCommand> {}; }

    // The outcome the variant's rules declare, with the seats' names.
    std::optional<core::GameResult> resultOf(const GameSession& session) const override
    {
        const auto game = Game::from_json(session.saveGame());
        if (!game)
            return std::nullopt;
        using Rules = typename Game::Rules;
        const auto outcome = Rules::outcome(game->state());
        if (!outcome)
            return std::nullopt;
        core::GameResult result;
        if constexpr (requires { game->options().seed; })
            result.seed = game->options().seed;
        result.players = core::player_results(*outcome, Rules::seat_names(game->options()));
        if (result.players.empty())
            return std::nullopt; // nobody played it (a sandbox)
        describeEnding(*game, result);
        return result;
    }
    // A game given up: its players with their scores when it stopped, the moves they made (not
    // chance's), the variant's words (Diplomacy's year); nothing when nobody moved.
    std::optional<core::GameResult> abandonedResultOf(const nlohmann::json& json) const override
    {
        const auto game = Game::from_json(json);
        if (!game)
            return std::nullopt;
        using Rules = typename Game::Rules;
        const auto makers = core::move_makers(*game);
        const auto moves = static_cast<std::size_t>(std::ranges::count_if(
            makers, [](const core::MoveMaker& maker) { return !maker.chance && !maker.automatic; }));
        const auto names = Rules::seat_names(game->options());
        const auto scores = Rules::scores(game->state());
        if (moves == 0 || std::ranges::all_of(names, [](const std::string& name) { return name.empty(); }))
            return std::nullopt;
        core::GameResult result;
        if constexpr (requires { game->options().seed; })
            result.seed = game->options().seed;
        for (std::size_t seat = 0; seat < names.size(); ++seat)
            if (!names[seat].empty()) // nobody's places: no rank but the first for all
                result.players.push_back({names[seat], seat < scores.size() ? scores[seat] : 0, 1});
        result.ending = core::Ending::abandoned;
        result.moves = moves;
        describeEnding(*game, result);
        return result;
    }
    // Its players' names as the rules give them (a seat nobody plays left out), and how far the
    // game has gone: the session's words where it has them (`static QString
    // Session::progressText(const Game&)`: "Spring 1903", "round 3 of 6"), else the moves played.
    core::Expected<GameSummary> summarize(const nlohmann::json& json) const override
    {
        const auto game = Game::from_json(json);
        if (!game)
            return std::unexpected(game.error());
        GameSummary summary;
        for (const std::string& name : Game::Rules::seat_names(game->options()))
            if (!name.empty())
                summary.players << seatName(name);
        if constexpr (requires { Session::progressText(*game); }) {
            summary.progress = Session::progressText(*game);
        } else {
            // The players' moves: a die rolled or a phase played by itself is no move of theirs.
            const auto makers = core::move_makers(*game);
            summary.progress = movesPlayed(static_cast<std::size_t>(std::ranges::count_if(
                makers, [](const core::MoveMaker& maker) { return !maker.chance && !maker.automatic; })));
        }
        return summary;
    }

private:
    // The variant's own words on how its game ended (`static void Session::describeResult(const
    // Game&, core::GameResult&)`: Diplomacy's solo, draw and year, Civilization's record).
    static void describeEnding(const Game& game, core::GameResult& result)
    {
        if constexpr (requires { Session::describeResult(game, result); })
            Session::describeResult(game, result);
    }

public:
    std::unique_ptr<GameSession> playAgain(const GameSession& session) const override
    {
        const auto game = Game::from_json(session.saveGame());
        if (!game)
            return nullptr;
        auto options = game->options();
        using Rules = typename Game::Rules;
        // A new board and new dice (a game is replayed with its own seed), and whatever else the
        // variant drew with the seed drawn again (Diplomacy's powers).
        if constexpr (requires { Rules::another_game(options, std::uint64_t {}); })
            options = Rules::another_game(std::move(options), core::fresh_seed());
        else if constexpr (requires { options.seed; })
            options.seed = core::fresh_seed();
        auto again = Game::create(std::move(options));
        if (!again)
            return nullptr;
        return std::make_unique<Session>(std::move(*again));
    }

private:
    DescribeError m_describe;
    AskNewGame m_ask;
    HomeCommands m_home;
};

} // namespace tablee::gui
