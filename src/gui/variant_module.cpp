// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/variant_module.hpp"

#include "gui/player_table.hpp"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QWidget>

#include <cassert>

namespace tablee::gui {

GameSession::GameSession(GameController* controller, QObject* parent) : QObject(parent), m_controller(controller)
{
    if (m_controller) {
        connect(m_controller, &GameController::movePlayed, this, &GameSession::changed);
        connect(m_controller, &GameController::workInProgressChanged, this, &GameSession::changed);
        connect(m_controller, &GameController::stateChanged, this, &GameSession::commandsChanged);
    }
}

// Without a controller, a session must override these (precondition, asserted).
nlohmann::json GameSession::saveGame() const
{
    assert(m_controller);
    return m_controller->saveGame();
}

QAction* GameSession::addGameAction(std::function<QString()> text, std::function<void()> triggered)
{
    assert(text && triggered);
    auto* action = new QAction(text(), this);
    connect(action, &QAction::triggered, this, std::move(triggered));
    m_gameActions.append(action);
    m_gameActionTexts.push_back(std::move(text));
    return action;
}

void GameSession::nameGameActions()
{
    for (qsizetype i = 0; i < m_gameActions.size(); ++i)
        m_gameActions[i]->setText(m_gameActionTexts[static_cast<std::size_t>(i)]());
}

void GameSession::followLanguage(QWidget* view)
{
    assert(view);
    m_languageSource = view;
    view->installEventFilter(this);
    nameGameActions();
    retranslate();
}

bool GameSession::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_languageSource && event->type() == QEvent::LanguageChange) {
        nameGameActions();
        retranslate();
    }
    return QObject::eventFilter(watched, event);
}

bool GameSession::resumeWorkInProgress(const nlohmann::json& game)
{
    return m_controller ? m_controller->resumeWorkInProgress(game) : true;
}

bool GameSession::canUndo() const
{
    assert(m_controller);
    return m_controller->canUndo();
}

bool GameSession::canRedo() const
{
    assert(m_controller);
    return m_controller->canRedo();
}

QString GameSession::undoText() const
{
    return m_controller ? m_controller->undoText() : QString();
}

QString GameSession::undoOffReason() const
{
    return m_controller ? m_controller->undoOffReason() : QString();
}

QString GameSession::undoConsentQuestion() const
{
    return m_controller ? m_controller->undoConsentQuestion() : QString();
}

QString GameSession::redoText() const
{
    return m_controller ? m_controller->redoText() : QString();
}

void GameSession::undo()
{
    assert(m_controller);
    m_controller->undo();
}

void GameSession::redo()
{
    assert(m_controller);
    m_controller->redo();
}

bool GameSession::isFinished() const
{
    assert(m_controller);
    return m_controller->isOver();
}

VariantModule::VariantModule(VariantDescription description) : m_description(description)
{
    assert(m_description.schema != nullptr && m_description.schema().variant == m_description.id);
}

QString VariantModule::movesPlayed(std::size_t moves)
{
    return tr("%n move(s) played", "how far a game in progress went", static_cast<int>(moves));
}

QString VariantModule::id() const
{
    return QString::fromUtf8(m_description.id);
}

QString VariantModule::scoreText(int score) const
{
    return m_description.scoreText ? m_description.scoreText(score) : QLocale().toString(score);
}

QString VariantModule::seatName(const std::string& kept) const
{
    return m_description.seatName ? m_description.seatName(kept) : PlayerTable::shownName(QString::fromStdString(kept));
}

QString VariantModule::displayName() const
{
    return QCoreApplication::translate(m_description.context, m_description.name);
}

QString VariantModule::summary() const
{
    return QCoreApplication::translate(m_description.context, m_description.summary);
}

QString VariantModule::playerCount() const
{
    return QCoreApplication::translate(m_description.context, m_description.players);
}

QString VariantModule::credits() const
{
    return QCoreApplication::translate(m_description.context, m_description.credits);
}

QIcon VariantModule::icon() const
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(id()));
}

QString VariantModule::rulesResource(const QString& language) const
{
    return QStringLiteral(":/rules/%1.%2.md")
        .arg(id(), language == QLatin1String("fr") ? language : QStringLiteral("en"));
}

} // namespace tablee::gui
