// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/diplomacy_session.hpp"

#include "diplomacy_deadman/engine/record.hpp"
#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/diplomacy_view.hpp"
#include "diplomacy_deadman/ui/history_dialog.hpp"
#include "diplomacy_deadman/ui/map_drawing.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "diplomacy_deadman/ui/position_editor.hpp"
#include "diplomacy_deadman/ui/sandbox_window.hpp"
#include "gui/confirm.hpp"
#include "gui/date_text.hpp"
#include "gui/elision.hpp"
#include "gui/error_text.hpp"
#include "gui/file_places.hpp"
#include "gui/player_table.hpp"
#include "gui/save_files.hpp"
#include "gui/symbol_key.hpp"
#include "gui/window_memory.hpp"

#include <QAction>
#include <QChartView>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QLegend>
#include <QLocale>
#include <QMessageBox>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cassert>
#include <map>

namespace tablee::diplomacy_deadman::ui {

DiplomacySession::DiplomacySession(Game game, QObject* parent) : GameSessionOf(parent, std::move(game))
{
    connect(&view(), &DiplomacyView::handInRequested, this, &DiplomacySession::confirmHandIn);
    connect(&view(), &DiplomacyView::playAgainRequested, this, &gui::GameSession::playAgainRequested);
    auto* history = addGameAction([] { return tr("Game &history…"); },
        [this] {
            HistoryDialog dialog(controller(), &view());
            connect(&dialog, &HistoryDialog::forkRequested, this, &DiplomacySession::openSandbox);
            dialog.exec();
        });
    history->setObjectName(QStringLiteral("history"));
    history->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    auto* edit = addGameAction([] { return tr("&Edit the position…"); },
        [this] {
            // The sandbox goes on from the edited position, in its place (its history begins there).
            PositionEditor editor(controller().position(), &view());
            if (editor.exec() == QDialog::Accepted)
                emit replacementRequested(QByteArray::fromStdString(sandboxFrom(editor.position()).to_json().dump()));
        });
    edit->setObjectName(QStringLiteral("editPosition"));
    edit->setVisible(controller().isSandbox());
    auto* centres = addGameAction([] { return tr("Supply &centres by year…"); },
        [this] {
            QDialog dialog(&view());
            dialog.setObjectName(QStringLiteral("centresChartDialog"));
            dialog.setWindowTitle(tr("Supply centres by year"));
            const auto lines = centreLines();
            qreal last = 1901;
            for (const auto& line : lines)
                if (!line.points.empty())
                    last = std::max(last, line.points.back().x());
            // The chart reaches the centres that win, with a line there: how far each power is.
            const auto victory = static_cast<qreal>(standard_map().victory_centres());
            auto* view = new QChartView(
                gui::makeStandingsChart({tr("Supply centres after each Fall"), tr("Year"), tr("Supply centres"), 1901,
                                            std::max<qreal>(last, 1902), 0, victory,
                                            tr("%n centre(s): victory", nullptr, static_cast<int>(victory))},
                    lines));
            view->setRenderHint(QPainter::Antialiasing);
            view->setMinimumWidth(480);
            // Seven powers' names do not fit in a row above the chart: a column beside it.
            view->chart()->legend()->setAlignment(Qt::AlignRight);
            // Lines of powers with the same count lie on each other: the table beside says every
            // number.
            auto* table = new QTableWidget;
            table->setObjectName(QStringLiteral("centresTable"));
            table->setEditTriggers(QAbstractItemView::NoEditTriggers);
            table->setRowCount(static_cast<int>(lines.size()));
            int years = 0;
            for (const auto& line : lines)
                years = std::max(years, static_cast<int>(line.points.size()));
            table->setColumnCount(years);
            QStringList headers;
            for (int column = 0; column < years; ++column)
                headers << QLocale().toString(1901 + column).remove(QLocale().groupSeparator());
            table->setHorizontalHeaderLabels(headers);
            for (std::size_t row = 0; row < lines.size(); ++row) {
                const Power power = all_powers[row];
                QPixmap swatch(12, 12);
                swatch.fill(powerColour(power));
                auto* name = new QTableWidgetItem(QIcon(swatch), lines[row].name);
                table->setVerticalHeaderItem(static_cast<int>(row), name);
                for (std::size_t column = 0; column < lines[row].points.size(); ++column) {
                    auto* cell = new QTableWidgetItem(QLocale().toString(qRound(lines[row].points[column].y())));
                    cell->setTextAlignment(Qt::AlignCenter);
                    table->setItem(static_cast<int>(row), static_cast<int>(column), cell);
                }
            }
            table->resizeColumnsToContents();
            auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
            connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
            auto* split = new QSplitter(Qt::Horizontal);
            split->addWidget(view);
            split->addWidget(table);
            split->setStretchFactor(0, 1);
            split->setStretchFactor(1, 0);
            auto* layout = new QVBoxLayout(&dialog);
            layout->addWidget(split, 1);
            layout->addWidget(buttons);
            // Within the screen, whatever its size and scale (its Close button on it), and as
            // the player last left it.
            gui::rememberGeometry(dialog, QStringLiteral("diplomacy_deadman/centresChart"), QSize(980, 560));
            // The table as wide as its numbers (up to half the window; it scrolls past that), the
            // chart the rest.
            const int tableWidth = std::min(dialog.width() / 2,
                table->verticalHeader()->sizeHint().width() + table->horizontalHeader()->length()
                    + 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width());
            split->setSizes({dialog.width() - tableWidth, tableWidth});
            dialog.exec();
        });
    centres->setObjectName(QStringLiteral("centresChart"));
    m_keyAction = addGameAction([] { return tr("Map &key"); },
        [this] { gui::showKeyWindow(&view(), new MapKey, tr("Map key"), QStringLiteral("mapKeyDialog")); });
    m_keyAction->setObjectName(QStringLiteral("mapKey"));
    m_keyAction->setShortcut(gui::keyWindowShortcut());
    zoomWith(*view().map());
    auto* exportPng = addGameAction([] { return tr("Export the map as a p&icture…"); }, [this] { exportMap(false); });
    exportPng->setObjectName(QStringLiteral("exportMapPng"));
    auto* exportPdf = addGameAction([] { return tr("Export the map as &PDF…"); }, [this] { exportMap(true); });
    exportPdf->setObjectName(QStringLiteral("exportMapPdf"));
    auto* exportRecord = addGameAction([] { return tr("Export the game &record…"); },
        [this] {
            // The usual notation for people, or JSON (every phase's orders, tallies, results and
            // position: engine/record.hpp) for scripts; the type chosen, or the name's ending, says which.
            const std::array types {gui::FileType {tr("Text record"), QStringLiteral("txt")},
                gui::FileType {tr("JSON record"), QStringLiteral("json")}};
            const auto chosen = gui::FilePlaces::askWhereToWrite(
                &view(), tr("Export the game record"), tr("Diplomacy record %1").arg(phaseInFileName()), types);
            if (!chosen)
                return;
            const bool asJson = chosen->type == 1;
            if (auto written = gui::writeFileAtomically(
                    chosen->path, asJson ? recordJson().toStdString() : recordText().toStdString());
                !written) {
                QMessageBox::warning(
                    &view(), tr("Cannot export the record"), gui::ErrorText::describe(written.error()));
                return;
            }
            gui::FilePlaces::sayWhereWritten(&view(), chosen->path);
        });
    exportRecord->setObjectName(QStringLiteral("exportRecord"));
    auto* draw = addGameAction([] { return tr("Agree a &draw…"); },
        [this] {
            if (controller().state().over())
                return;
            // The computer powers accept whatever the people decide ([decision], in the rules).
            const bool computers = std::ranges::any_of(all_powers, [this](Power power) {
                return controller().isComputer(power) && !controller().state().position.dead_men.contains(power);
            });
            const QString question = computers
                ? tr("Do all the people still in the game agree to end it in a draw? The computer powers accept it.")
                : tr("Do all the players still in the game agree to end it in a draw?");
            if (gui::confirm(&view(), tr("End the game in a draw?"), question, tr("&End in a draw")))
                controller().agreeDraw();
        });
    draw->setObjectName(QStringLiteral("agreeDraw"));
    draw->setVisible(!controller().isSandbox()); // a sandbox is nobody's game: nothing to end
    followLanguage(&view());
}

DiplomacySession::~DiplomacySession() = default;

void DiplomacySession::confirmHandIn()
{
    // Units left without an order hold, and a dead man's vote goes without this player's voice:
    // said before the hand-in, not discovered at the reveal.
    const auto writer = controller().writer();
    QStringList warnings;
    // One's own units retreating to one province are all disbanded (the rules): said before.
    if (writer && controller().position().phase.kind == PhaseKind::retreats)
        for (const Power power : controller().isSandbox() ? controller().writers() : std::vector {*writer}) {
            std::vector<Order> retreats;
            for (const auto& [unit, order] : controller().drafts(power, false))
                retreats.push_back(order);
            for (const ProvinceId province : retreats_meeting(standard_map(), retreats)) {
                QStringList meeting;
                for (const Order& order : retreats)
                    if (order.target != no_location && standard_map().province_of(order.target) == province)
                        meeting << DiplomacyTexts::orderShown(order);
                warnings << tr("%1 retreat to %2 together: they will all be disbanded.")
                                .arg(QLocale().createSeparatedList(meeting), DiplomacyTexts::provinceName(province));
            }
        }
    if (writer && controller().isSandbox()) {
        // Before adjudicating: the powers nothing was written for.
        QStringList silent;
        for (const Power power : controller().writers())
            if (controller().drafts(power, false).empty())
                silent << DiplomacyTexts::powerName(power);
        if (!silent.isEmpty()) {
            const QString powers = QLocale().createSeparatedList(silent);
            switch (controller().position().phase.kind) {
            case PhaseKind::movement:
                warnings << tr("Nothing is written for %1: their units will hold.").arg(powers);
                break;
            case PhaseKind::retreats:
                warnings << tr("Nothing is written for %1: their dislodged units will be disbanded.").arg(powers);
                break;
            case PhaseKind::adjustments:
                warnings
                    << tr("Nothing is written for %1: no builds, and the rules choose any disbands owed.").arg(powers);
                break;
            }
        }
    } else if (writer) {
        if (const auto own = controller().unordered(false).size(); own > 0)
            warnings << tr("%n unit(s) without an order will hold.", nullptr, static_cast<int>(own));
        if (controller().position().phase.kind == PhaseKind::adjustments) {
            const AdjustmentCount count = controller().adjustmentCount(*writer, false);
            if (count.left() > 0)
                warnings << (count.disbands
                        ? tr("%n disband(s) owed not written: the rules will choose which units go.", nullptr,
                            count.left())
                        : tr("%n build(s) not written: lost for this year.", nullptr, count.left()));
        }
        if (controller().deadMenDecide() && controller().drafts(*writer, true).empty())
            warnings << (controller().position().dead_men.size() == 1
                    ? tr("You propose nothing for the dead man: the vote will go without you.")
                    : tr("You propose nothing for the dead men: the vote will go without you."));
    }
    if (!warnings.isEmpty()) {
        const bool sandbox = controller().isSandbox();
        if (!gui::confirm(&view(), sandbox ? tr("Adjudicate?") : tr("Hand in?"),
                warnings.join(QLatin1Char('\n')) + QStringLiteral("\n\n")
                    + (sandbox ? tr("Adjudicate anyway?") : tr("Hand in anyway?")),
                sandbox ? tr("&Adjudicate anyway") : tr("&Hand in anyway"), gui::Answered::cancel, tr("&Keep writing")))
            return;
    }
    view().handIn();
}

void DiplomacySession::redo()
{
    if (controller().redoDiffersFromDrafts()) {
        // The changed orders are kept either way (the controller's kept drafts): Undo brings
        // them back.
        const QString text = (controller().isSandbox()
                                     ? tr("The orders of this phase were changed since it was adjudicated. Redo plays "
                                          "it again as it was, with its old orders.")
                                     : gui::elideBeforeNames(tr("%1’s orders were changed since they were handed in. "
                                                                "Redo hands in the old ones again.")
                                                                 .arg(controller().redoWriterName())))
            + QStringLiteral("\n\n") + tr("The changed orders are kept: Undo brings them back.");
        if (!gui::confirm(
                &view(), tr("Redo?"), text, tr("&Redo as it was"), gui::Answered::cancel, tr("&Keep writing")))
            return;
    }
    GameSessionOf::redo();
}

Game DiplomacySession::sandboxFrom(const GameState& position) const
{
    // One person writes every power: no players' names, no dead man.
    Options options;
    options.sandbox = true;
    options.seed = controller().options().seed;
    options.start = position;
    auto game = Game::create(std::move(options));
    assert(game); // a position the game went through, or one the editor checked
    return std::move(*game);
}

SandboxWindow* DiplomacySession::openSandbox(const GameState& position)
{
    auto session = std::make_unique<DiplomacySession>(sandboxFrom(position));
    auto* window = new SandboxWindow(std::move(session), view().window());
    window->show();
    window->raise();
    window->activateWindow();
    emit sandboxOpened(window);
    return window;
}

std::vector<gui::StandingsLine> DiplomacySession::centreLines() const
{
    // The count after the Fall of year Y is the Winter's (or, with no adjustment to make, the
    // next Spring's); the chart starts with the first Fall, as the centres change only then.
    const int firstYear = controller().game().initial_state().position.phase.year;
    std::map<int, std::array<int, power_count>> byYear;
    for (const GameState& position : controller().positions()) {
        int year = 0;
        if (position.phase.season == Season::winter)
            year = position.phase.year;
        else if (position.phase.season == Season::spring && position.phase.kind == PhaseKind::movement)
            year = position.phase.year - 1;
        if (year < firstYear)
            continue;
        for (Power power : all_powers)
            byYear[year][static_cast<std::size_t>(power)] = centre_count(position, power);
    }
    std::vector<gui::StandingsLine> lines;
    for (Power power : all_powers) {
        gui::StandingsLine line {DiplomacyTexts::powerName(power), {}, powerColour(power)};
        for (const auto& [year, counts] : byYear)
            line.points.emplace_back(year, counts[static_cast<std::size_t>(power)]);
        lines.push_back(std::move(line));
    }
    return lines;
}

QByteArray DiplomacySession::recordJson() const
{
    return QByteArray::fromStdString(game_record_json(controller().game()).dump(1) + '\n');
}

QString DiplomacySession::recordText() const
{
    const auto& options = controller().options();
    const auto& game = controller().game();
    const auto& start = game.initial_state().position;
    const auto& phases = controller().playedPhases();
    QStringList lines {start.dead_men.empty() ? tr("Diplomacy — a game recorded by Tablée")
                                              : tr("Diplomacy “Dead Man” — a game recorded by Tablée")};
    lines << tr("Recorded %1").arg(gui::readableDateTime(QDateTime::currentDateTime()));
    // The number that deals the same game again (the new-game dialog's "game number").
    lines << tr("Game number: %1").arg(QString::number(options.seed));
    for (const Power power : all_powers) {
        const auto level = options.computers[static_cast<std::size_t>(power)];
        QString who;
        if (start.dead_men.contains(power))
            who = tr("the dead man, its units moved by the vote");
        else if (level && !options.sandbox)
            who = gui::PlayerTable::levelName(
                *level == ComputerLevel::strong ? gui::ComputerLevel::strong : gui::ComputerLevel::normal);
        else
            who = DiplomacyTexts::playerName(options, start, power);
        lines << tr("%1: %2", "a power: who plays it").arg(DiplomacyTexts::powerName(power), who);
    }
    for (const PlayedPhase& phase : phases)
        lines << QString() << phaseRecordText(options, phase).chopped(1);
    lines << QString();
    const auto& state = controller().state();
    const int year = phases.empty() ? state.position.phase.year : phases.back().before.phase.year;
    if (state.position.winner)
        lines << tr("Result: %1 wins alone, in %2.")
                     .arg(DiplomacyTexts::seatLabel(options, state.position, *state.position.winner))
                     .arg(year);
    else if (state.draw_agreed)
        lines << tr("Result: a draw agreed in %1, before %2.")
                     .arg(year)
                     .arg(DiplomacyTexts::phaseName(state.position.phase));
    else
        lines << tr("The game goes on: %1.").arg(DiplomacyTexts::phaseName(state.position.phase));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

namespace {

// An exported map's page: the phase named at the top, the map, and the orders of the phase shown
// with what became of them beside it, as on the screen but without what the screen's clicks need;
// `pdf`: the page is a PDF's.
void paintMapPage(
    QPainter& painter, const QRectF& page, const MapView& map, const QString& title, const QString& orders, bool pdf)
{
    const qreal unit = page.width() / 100; // sizes in hundredths of the page's width
    QFont heading = painter.font();
    heading.setPixelSize(qRound(unit * 2.0));
    heading.setBold(true);
    painter.setFont(heading);
    painter.setPen(Qt::black);
    const QRectF titleBox(page.left(), page.top(), page.width(), unit * 3.2);
    painter.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter, title);
    QRectF body(
        page.left(), titleBox.bottom() + unit * 0.6, page.width(), page.bottom() - titleBox.bottom() - unit * 0.6);
    if (!orders.isEmpty()) {
        const QRectF textBox(body.left() + body.width() * 0.74, body.top(), body.width() * 0.26, body.height());
        body.setWidth(body.width() * 0.72);
        QFont small = painter.font();
        small.setBold(false);
        small.setPixelSize(qRound(unit * 0.85));
        painter.setFont(small);
        painter.drawText(textBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, orders);
    }
    // The map keeps its proportions inside its part of the page. On a PDF page it goes as a
    // picture 3000 pixels wide: Qt's PDF output turns text drawn under the map's scaling into
    // black blocks in common viewers.
    const QSizeF size = MapDrawing::standard()->size().scaled(body.size(), Qt::KeepAspectRatio);
    const QRectF target(body.topLeft(), size);
    if (!pdf) {
        map.paintMap(painter, target);
        return;
    }
    const QSize pixels = size.scaled(QSizeF(3000, 3000), Qt::KeepAspectRatio).toSize();
    QImage picture(pixels, QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::white);
    QPainter onPicture(&picture);
    map.paintMap(onPicture, QRectF(QPointF(0, 0), QSizeF(pixels)));
    onPicture.end();
    painter.drawImage(target, picture);
}

} // namespace

QString DiplomacySession::mapTitle() const
{
    return tr("Diplomacy — %1").arg(DiplomacyTexts::phaseName(view().map()->position().phase));
}

QString DiplomacySession::mapOrders() const
{
    // What the map shows: the played phase's position and orders (the reveal), or the position
    // now with the last phase's results (the board between phases), or the position alone.
    const PhasePlayed* shown = view().shownPhase();
    if (!shown)
        return {};
    const bool same = shown->before.phase == view().map()->position().phase;
    return (same ? tr("Orders and results:")
                 : tr("Orders and results — %1:").arg(DiplomacyTexts::phaseName(shown->before.phase)))
        + QLatin1Char('\n') + phaseSummaryText(controller().options(), *shown);
}

bool DiplomacySession::writeMap(const QString& path, bool pdf) const
{
    const auto& drawing = MapDrawing::standard();
    if (!drawing)
        return false;
    const MapView& map = *view().map();
    const QString title = mapTitle();
    const QString orders = mapOrders();
    if (pdf) {
        QPdfWriter writer(path);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(10, 10, 10, 10)));
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Tablée"));
        QPainter painter(&writer);
        paintMapPage(painter, QRectF(QPointF(0, 0), QSizeF(writer.width(), writer.height())), map, title, orders, true);
        painter.end();
        return QFileInfo(path).size() > 0;
    }
    // Vector drawing: crisp at any size; the map 2400 pixels wide is enough to print or zoom in.
    const QSizeF size = drawing->size();
    const qreal mapWidth = 2400;
    const qreal pageWidth = orders.isEmpty() ? mapWidth : mapWidth / 0.72;
    const QSize pixels(qRound(pageWidth), qRound(mapWidth * size.height() / size.width() + pageWidth * 0.038));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintMapPage(painter, QRectF(QPointF(0, 0), QSizeF(pixels)), map, title, orders, false);
    painter.end();
    return image.save(path, "PNG");
}

QString DiplomacySession::phaseInFileName() const
{
    // "Spring 1901 — movement" in the interface's language, without the dash a file name needs
    // not ("Diplomacy Spring 1901 movement.png").
    return DiplomacyTexts::phaseName(controller().position().phase).replace(QStringLiteral(" — "), QStringLiteral(" "));
}

void DiplomacySession::exportMap(bool pdf)
{
    const std::array types {pdf ? gui::FileType {tr("PDF documents"), QStringLiteral("pdf")}
                                : gui::FileType {tr("PNG pictures"), QStringLiteral("png")}};
    const auto chosen = gui::FilePlaces::askWhereToWrite(&view(),
        pdf ? tr("Export the map as PDF") : tr("Export the map as a picture"),
        tr("Diplomacy %1", "an exported map's file name: the phase").arg(phaseInFileName()), types);
    if (!chosen)
        return;
    if (!writeMap(chosen->path, pdf)) {
        QMessageBox::warning(&view(), tr("Cannot export the map"), tr("Could not write %1.").arg(chosen->path));
        return;
    }
    gui::FilePlaces::sayWhereWritten(&view(), chosen->path);
}

void DiplomacySession::retranslate()
{
    m_keyAction->setToolTip(tr("What the map’s tokens, letters, lines and marks mean"));
}

QString DiplomacySession::progressText(const Game& game)
{
    return DiplomacyTexts::phaseName(game.state().position.phase);
}

void DiplomacySession::describeResult(const Game& game, core::GameResult& result)
{
    const State& state = game.state();
    const Phase& phase = state.position.phase;
    // A solo is won at the end of a Fall: the position is the next phase's by then (a Winter, or
    // the next Spring).
    result.year = state.position.winner && phase.season == Season::spring ? phase.year - 1 : phase.year;
    if (result.ending == core::Ending::ranked) {
        if (state.position.winner)
            result.ending = core::Ending::solo;
        else if (state.draw_agreed)
            result.ending = core::Ending::draw;
    }
}

} // namespace tablee::diplomacy_deadman::ui
