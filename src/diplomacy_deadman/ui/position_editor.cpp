// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/position_editor.hpp"

#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QButtonGroup>
#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::diplomacy_deadman::ui {

namespace {

const Map& board()
{
    return standard_map();
}

} // namespace

PositionEditor::PositionEditor(const GameState& position, QWidget* parent) : QDialog(parent), m_position(position)
{
    setObjectName(QStringLiteral("positionEditor"));
    setWindowTitle(tr("Sandbox — edit the position"));
    // A retreat phase's pending units have no place in an edited position: it starts with orders.
    m_position.dislodged.clear();
    m_position.contested.reset();
    if (m_position.phase.kind == PhaseKind::retreats)
        m_position.phase.kind = PhaseKind::movement;

    m_map = new MapView;
    connect(m_map, &MapView::provinceClicked, this, [this](ProvinceId province) { apply(province); });

    m_tools = new QButtonGroup(this);
    auto* tools = new QVBoxLayout;
    const std::pair<Tool, QString> choices[]
        = {{Tool::army, tr("Put an &army")}, {Tool::fleet, tr("Put a &fleet")}, {Tool::remove, tr("&Take a unit away")},
            {Tool::owner, tr("Give the &centre")}, {Tool::neutral, tr("Make the centre &neutral")}};
    for (const auto& [tool, text] : choices) {
        auto* button = new QRadioButton(text);
        m_tools->addButton(button, static_cast<int>(tool));
        tools->addWidget(button);
    }
    m_tools->button(static_cast<int>(Tool::army))->setChecked(true);
    m_power = new QComboBox;
    m_power->setObjectName(QStringLiteral("editorPower"));
    for (Power power : all_powers)
        m_power->addItem(DiplomacyTexts::powerName(power), static_cast<int>(power));
    m_season = new QComboBox;
    m_season->addItem(tr("Spring (orders)"), static_cast<int>(Season::spring));
    m_season->addItem(tr("Fall (orders)"), static_cast<int>(Season::fall));
    m_season->addItem(tr("Winter (adjustments)"), static_cast<int>(Season::winter));
    m_season->setCurrentIndex(m_season->findData(static_cast<int>(m_position.phase.season)));
    m_year = new QSpinBox;
    m_year->setRange(1901, 2100);
    m_year->setValue(m_position.phase.year);
    connect(m_season, &QComboBox::activated, this,
        [this] { setPhase(static_cast<Season>(m_season->currentData().toInt()), m_year->value()); });
    connect(m_year, &QSpinBox::valueChanged, this,
        [this](int year) { setPhase(static_cast<Season>(m_season->currentData().toInt()), year); });
    // The same by keyboard: the province typed (code or name, with completion), then Return.
    m_province = new QComboBox;
    m_province->setObjectName(QStringLiteral("editorProvince"));
    m_province->setEditable(true);
    m_province->setInsertPolicy(QComboBox::NoInsert);
    for (ProvinceId id = 0; id < board().province_count(); ++id)
        m_province->addItem(QStringLiteral("%1 — %2").arg(
                                QString::fromStdString(board().province(id).code), DiplomacyTexts::provinceName(id)),
            static_cast<int>(id));
    m_province->setCurrentIndex(-1);
    m_province->completer()->setFilterMode(Qt::MatchContains);
    m_province->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    auto* applyHere = new QPushButton(tr("App&ly"));
    applyHere->setObjectName(QStringLiteral("editorApply"));
    const auto applyTyped = [this] {
        const int index = m_province->findText(m_province->currentText(), Qt::MatchStartsWith);
        if (index < 0) {
            m_problem->setText(tr("“%1” is not a province of the map.").arg(m_province->currentText()));
            return;
        }
        apply(static_cast<ProvinceId>(m_province->itemData(index).toInt()));
    };
    connect(applyHere, &QPushButton::clicked, this, applyTyped);
    connect(m_province->lineEdit(), &QLineEdit::returnPressed, this, applyTyped);
    auto* provinceRow = new QHBoxLayout;
    provinceRow->addWidget(m_province, 1);
    provinceRow->addWidget(applyHere);
    auto* form = new QFormLayout;
    form->addRow(tr("&Power:"), m_power);
    auto* provinceLabel = new QLabel(tr("Pro&vince:"));
    provinceLabel->setBuddy(m_province);
    form->addRow(provinceLabel, provinceRow);
    form->addRow(tr("&Season:"), m_season);
    form->addRow(tr("&Year:"), m_year);
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("editorProblem"));
    m_problem->setWordWrap(true);
    auto* side = new QVBoxLayout;
    side->addWidget(new QLabel(tr("Choose what a click on the map (or a province typed below) does:")));
    side->addLayout(tools);
    side->addLayout(form);
    side->addWidget(m_problem);
    side->addStretch(1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_use = buttons->addButton(tr("&Use this position"), QDialogButtonBox::AcceptRole);
    m_use->setObjectName(QStringLiteral("usePosition"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* body = new QHBoxLayout;
    body->addWidget(m_map, 1);
    body->addLayout(side);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);
    resize(1100, 760);
    refresh();
}

void PositionEditor::setTool(Tool tool)
{
    m_tools->button(static_cast<int>(tool))->setChecked(true);
}

void PositionEditor::setPower(Power power)
{
    m_power->setCurrentIndex(static_cast<int>(power));
}

void PositionEditor::setPhase(Season season, int year)
{
    m_position.phase = {year, season, season == Season::winter ? PhaseKind::adjustments : PhaseKind::movement};
    m_season->setCurrentIndex(m_season->findData(static_cast<int>(season)));
    m_year->setValue(year);
    refresh();
}

bool PositionEditor::apply(ProvinceId province)
{
    const auto tool = static_cast<Tool>(m_tools->checkedId());
    const auto power = static_cast<Power>(m_power->currentData().toInt());
    const Province& p = board().province(province);
    auto& units = m_position.units;
    const auto here
        = std::ranges::find_if(units, [&](const Unit& u) { return board().province_of(u.location) == province; });
    switch (tool) {
    case Tool::army:
    case Tool::fleet: {
        LocationId location = province;
        const auto type = tool == Tool::army ? UnitType::army : UnitType::fleet;
        if (type == UnitType::fleet && !p.coasts.empty()) {
            // A fleet in Spain, St Petersburg or Bulgaria stands on one coast: which one.
            QMenu menu(this);
            for (const LocationId coast : p.coasts)
                menu.addAction(QString::fromStdString(board().location(coast).code))->setData(coast);
            QAction* chosen = menu.actions().size() == 1 ? menu.actions().front() : menu.exec(QCursor::pos());
            if (!chosen)
                return false;
            location = static_cast<LocationId>(chosen->data().toInt());
        }
        if (here != units.end())
            units.erase(here);
        units.push_back({power, type, location});
        break;
    }
    case Tool::remove:
        if (here == units.end())
            return false;
        units.erase(here);
        break;
    case Tool::owner:
    case Tool::neutral:
        if (!p.supply_centre) {
            m_problem->setText(tr("%1 is not a supply centre.").arg(DiplomacyTexts::provinceName(province)));
            return false;
        }
        m_position.owners[province] = tool == Tool::owner ? std::optional<Power>(power) : std::nullopt;
        break;
    }
    std::ranges::sort(units, {}, [](const Unit& u) { return board().province_of(u.location); });
    refresh();
    return true;
}

QString PositionEditor::problem() const
{
    return m_problem->text();
}

void PositionEditor::refresh()
{
    m_map->setPosition(m_position);
    // Only a position that could exist may be used: the engine says why not.
    const auto checked = check_state(board(), m_position);
    m_problem->setText(checked ? QString() : DiplomacyTexts::describe(checked.error()));
    m_use->setEnabled(checked.has_value());
}

} // namespace tablee::diplomacy_deadman::ui
