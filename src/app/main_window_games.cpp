// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's part that keeps every unfinished game (app/games_in_progress.hpp): the list
// on the home screen, resuming, saving or discarding one, a damaged one set aside and recovered,
// and what happens to the open game when it is closed or replaced (askBeforeLeaving, leaveGame).
// The window's other parts are in main_window.cpp.
#include "app/main_window.hpp"

#include "app/home_screen.hpp"
#include "app/recovery.hpp"
#include "app/results_history.hpp"
#include "core/version.hpp"
#include "gui/confirm.hpp"
#include "gui/date_text.hpp"
#include "gui/error_text.hpp"
#include "gui/file_places.hpp"
#include "gui/save_files.hpp"
#include "gui/variant_registry.hpp"

#include <QAbstractButton>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <nlohmann/json.hpp>

namespace tablee::app {

void MainWindow::refreshGamesInProgress()
{
    const auto schemas = m_registry.saveSchemas();
    QList<HomeScreen::GameInProgress> rows;
    for (const auto& kept : m_games.list()) {
        if (m_session && kept.slot == m_slot)
            continue; // the one open
        const auto envelope = gui::readSaveFile(kept.path, schemas);
        const auto* module = envelope ? m_registry.find(QString::fromStdString(envelope->variant)) : nullptr;
        const auto summary = module ? module->summarize(envelope->game) : core::fail("", "");
        if (!summary)
            continue; // one this build cannot read: recoverDamagedGames says it at start-up
        rows.push_back({kept.slot, module->id(), summary->players, summary->progress, kept.savedAt,
            kept.closedOnPurpose, QString::fromStdString(envelope->origin)});
    }
    m_home->showGamesInProgress(std::move(rows));
}

void MainWindow::recoverDamagedGames()
{
    const auto schemas = m_registry.saveSchemas();
    for (const auto& kept : m_games.list()) {
        if (m_session && kept.slot == m_slot)
            continue;
        const auto envelope = gui::readSaveFile(kept.path, schemas);
        if (!envelope) {
            recoverDamagedGame(kept.slot, envelope.error(), std::nullopt);
            continue;
        }
        const auto* module = m_registry.find(QString::fromStdString(envelope->variant));
        if (!module) // read_save accepts only the variants registered; kept for safety
            continue;
        if (const auto summary = module->summarize(envelope->game); !summary)
            recoverDamagedGame(kept.slot, summary.error(), *envelope);
    }
}

void MainWindow::recoverDamagedGame(
    const QString& slot, const core::Error& error, const std::optional<core::SaveEnvelope>& envelope)
{
    const QDateTime when = m_games.savedAt(slot);
    const QString previousPath = m_games.previousCopy(slot);
    // Out of the way first: nothing is ever written over it.
    const QString aside = m_games.setAside(slot);
    // What can still be opened of it: the copy written before its last change, and its moves
    // before one that no longer replays.
    std::optional<core::SaveEnvelope> previous;
    if (!previousPath.isEmpty())
        if (auto read = gui::readSaveFile(previousPath, m_registry.saveSchemas())) {
            const auto* module = m_registry.find(QString::fromStdString(read->variant));
            if (module && module->summarize(read->game))
                previous = std::move(*read);
        }
    const auto truncated = envelope ? gameBeforeRefusal(*envelope, error, m_registry) : std::nullopt;
    // Which game it is, from whatever still reads of it.
    const core::SaveEnvelope* named = previous ? &*previous : envelope ? &*envelope : nullptr;
    const auto* module = named ? m_registry.find(QString::fromStdString(named->variant)) : nullptr;
    const auto summary = module ? module->summarize(named->game) : core::fail("", "");
    const QString why = gui::ErrorText::describe(error, &m_registry);
    QStringList text;
    if (module && summary && !summary->players.isEmpty())
        text << tr("The game of %1 in progress (%2), last written %3, cannot be read: %4")
                    .arg(module->displayName(), QLocale().createSeparatedList(summary->players),
                        gui::readableDateTime(when), why);
    else if (module)
        text << tr("The game of %1 in progress, last written %2, cannot be read: %3")
                    .arg(module->displayName(), gui::readableDateTime(when), why);
    else
        text << tr("A game in progress, last written %1, cannot be read: %2").arg(gui::readableDateTime(when), why);
    text << (aside.isEmpty()
            ? tr("It stays where it is, untouched: %1").arg(QDir::toNativeSeparators(m_games.pathOf(slot)))
            : tr("It was set aside as it is, untouched: %1").arg(QDir::toNativeSeparators(aside)));
    if (previous)
        text << tr("You can open the copy saved before its last change (%1).")
                    .arg(gui::readableDateTime(QFileInfo(previousPath).lastModified()));
    if (truncated)
        text << tr("You can also open it at move %1: move %2 cannot be played again: %3")
                    .arg(truncated->keptMoves)
                    .arg(truncated->droppedMove)
                    .arg(truncated->why);
    if (previous || truncated)
        text << tr("Choose later, and that copy waits in the games in progress.");
    const QString message = text.join(QStringLiteral("\n\n"));
    emit errorReported(message);
    // Window-modal and non-blocking: the window is usable behind it, and tests are not stopped.
    auto* box = new QMessageBox(
        QMessageBox::Warning, tr("A game in progress cannot be read"), message, QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("recoveryDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QAbstractButton* openPrevious
        = previous ? box->addButton(tr("Open the &copy before"), QMessageBox::AcceptRole) : nullptr;
    QAbstractButton* openTruncated = truncated
        ? box->addButton(tr("Open at &move %1").arg(truncated->keptMoves), QMessageBox::AcceptRole)
        : nullptr;
    box->addButton(previous || truncated ? tr("&Later") : tr("&Close"), QMessageBox::RejectRole);
    // Whatever is chosen, nothing that still reads is lost: the copy opened, or kept for later
    // (Later, Escape, the box closed).
    connect(
        box, &QMessageBox::finished, this, [this, box, openPrevious, openTruncated, previous, truncated, previousPath] {
            QAbstractButton* clicked = box->clickedButton();
            const bool usePrevious = previous && !(clicked && clicked == openTruncated);
            if (!usePrevious && !truncated)
                return;
            const QString kept = keepRecovered(usePrevious ? *previous : truncated->envelope);
            if (kept.isEmpty())
                return;
            if (usePrevious)
                QFile::remove(previousPath); // in the store again, as a game of its own
            if (clicked && (clicked == openPrevious || clicked == openTruncated))
                resumeGame(kept);
            else
                refreshGamesInProgress();
        });
    box->open();
}

QString MainWindow::keepRecovered(const core::SaveEnvelope& envelope)
{
    const auto* module = m_registry.find(QString::fromStdString(envelope.variant));
    if (!module)
        return {};
    const QString slot = m_games.newSlot();
    const auto text
        = core::write_save(module->saveSchema(), envelope.game, core::app_version, nowIso(), envelope.origin);
    if (auto written = m_games.write(slot, text); !written) {
        reportError(tr("Cannot resume the game"), written.error());
        return {};
    }
    return slot;
}

bool MainWindow::resumeRecovered(const core::SaveEnvelope& envelope)
{
    const QString slot = keepRecovered(envelope);
    return !slot.isEmpty() && resumeGame(slot);
}

bool MainWindow::resumeGame(const QString& slot)
{
    const QString path = m_games.pathOf(slot);
    auto envelope = gui::readSaveFile(path, m_registry.saveSchemas());
    if (!envelope) {
        recoverDamagedGame(slot, envelope.error(), std::nullopt);
        refreshGamesInProgress();
        return false;
    }
    gui::VariantModule* module = nullptr;
    auto session = restoreSession(*envelope, &module);
    if (!session) {
        recoverDamagedGame(slot, session.error(), *envelope);
        refreshGamesInProgress();
        return false;
    }
    if (!askBeforeLeaving())
        return false;
    // Back in its own file, if it had one: Save writes there, and the organizer keeps one campaign
    // file instead of two that diverge. Its last changes are in no file yet: closing it will ask.
    installSession(std::move(*session), module, QString::fromStdString(envelope->origin), slot);
    m_modified = true;
    updateTitle();
    return true;
}

bool MainWindow::saveGameInProgressTo(const QString& slot, const QString& path)
{
    auto envelope = gui::readSaveFile(m_games.pathOf(slot), m_registry.saveSchemas());
    const auto* module = envelope ? m_registry.find(QString::fromStdString(envelope->variant)) : nullptr;
    if (!module) {
        if (!envelope)
            reportError(tr("Cannot save the game"), envelope.error(), m_games.pathOf(slot));
        return false;
    }
    const auto text = core::write_save(module->saveSchema(), envelope->game, core::app_version, nowIso());
    if (auto written = gui::writeFileAtomically(path, text); !written) {
        reportError(tr("Cannot save the game"), written.error());
        return false;
    }
    m_games.remove(slot); // whole in its own file now
    addRecentFile(path);
    gui::FilePlaces::rememberFolderOf(path);
    refreshGamesInProgress();
    // It leaves the games in progress: where it went is said, not only that it went.
    statusBar()->showMessage(
        tr("Saved as %1: it opens from the recent games or File › Open.").arg(QDir::toNativeSeparators(path)), 15000);
    return true;
}

void MainWindow::askToSaveGameInProgress(const QString& slot)
{
    const auto envelope = gui::readSaveFile(m_games.pathOf(slot), m_registry.saveSchemas());
    const auto* module = envelope ? m_registry.find(QString::fromStdString(envelope->variant)) : nullptr;
    const QString name = module ? module->displayName() : tr("game");
    if (const auto path = askWhereToSave(envelope ? QString::fromStdString(envelope->origin) : QString(), name))
        saveGameInProgressTo(slot, *path);
}

void MainWindow::askToDiscardGameInProgress(const QString& slot)
{
    // One click next to Resume must not end an evening's game: asked first, Cancel the default.
    const auto envelope = gui::readSaveFile(m_games.pathOf(slot), m_registry.saveSchemas());
    const auto* module = envelope ? m_registry.find(QString::fromStdString(envelope->variant)) : nullptr;
    const QString text
        = tr("Discard the game of %1 last played %2? It leaves the games in progress for good.")
              .arg(module ? module->displayName() : tr("game"), gui::readableDateTime(m_games.savedAt(slot)));
    if (!gui::confirm(this, tr("Discard the game in progress?"), text, tr("&Discard it")))
        return;
    // A game given up is a game the table played: the history lists it as abandoned.
    if (module && envelope)
        if (auto abandoned = module->abandonedResultOf(envelope->game)) {
            addResult(*module, std::move(*abandoned), envelope->game);
            statusBar()->showMessage(
                tr("The game of %1 is abandoned: the results of past games list it.").arg(module->displayName()),
                15000);
        }
    m_games.discard(slot);
    refreshGamesInProgress();
}

QString MainWindow::slotWithChangesTo(const QString& path) const
{
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (const auto& kept : m_games.list()) {
        if (m_session && kept.slot == m_slot)
            continue;
        const auto envelope = gui::readSaveFile(kept.path, m_registry.saveSchemas());
        if (envelope && !envelope->origin.empty()
            && QFileInfo(QString::fromStdString(envelope->origin)).absoluteFilePath() == wanted)
            return kept.slot;
    }
    return {};
}

bool MainWindow::nothingToKeep() const
{
    // As dealt, and no move at all: a campaign set up in its wizard (its kingdom drawn, its
    // seating) holds moves already, and is kept.
    if (!m_session || !m_asDealt)
        return false;
    const auto game = m_session->saveGame();
    return *m_asDealt == game && game.value("cursor", std::size_t {0}) == 0;
}

bool MainWindow::askBeforeLeaving()
{
    m_dontSave = false;
    if (!m_session || !m_modified)
        return true;
    if (m_asDealt && *m_asDealt == m_session->saveGame())
        return true; // nothing played nor handed in yet: nothing to keep
    const bool finished = m_session->isFinished();
    if (finished && !m_session->askToSaveWhenFinished())
        return true;
    if (!finished && m_filePath.isEmpty())
        return true; // kept in progress, on the home screen's list: nothing is asked, nothing lost
    QMessageBox question(QMessageBox::Question, tr("Save the game?"),
        finished ? tr("The finished game is not saved (its result is already in the results of past "
                      "games). Save it to look back at its moves later?")
                 : tr("The game has changes not saved in %1. Save them? If not, they are gone: the file stays as "
                      "it was last saved.")
                       .arg(QFileInfo(m_filePath).fileName()),
        QMessageBox::Save | QMessageBox::Cancel, this);
    question.setDefaultButton(QMessageBox::Save);
    // Qt's own Discard reads as "ignore" in French ("Ne pas tenir compte"): a button of ours says
    // what it does (Qt would write its text again over a standard button's).
    auto* dontSave = question.addButton(tr("&Don’t save"), QMessageBox::DestructiveRole);
    question.exec();
    if (question.clickedButton() == question.button(QMessageBox::Save))
        return save();
    if (question.clickedButton() != dontSave) // Cancel, Escape, the window closed
        return false;
    // Carried out when the game really goes (the caller may still give up: a dialog cancelled).
    m_dontSave = true;
    return true;
}

void MainWindow::leaveGame()
{
    const bool nothingPlayed = nothingToKeep();
    if (m_dontSave || m_session->isFinished()) {
        m_games.discard(m_slot); // gone from the list, kept once more in "discarded"
    } else if (nothingPlayed || !m_modified) {
        m_games.remove(m_slot); // nothing to keep, or whole in its file
    } else {
        autosaveNow();
        m_games.markClosed(m_slot);
        statusBar()->showMessage(
            tr("Your game of %1 is kept in progress: resume it from the home screen.").arg(m_module->displayName()),
            15000);
    }
    m_dontSave = false;
}

} // namespace tablee::app
