// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominion_campaign/engine/campaign.hpp"
#include "gui/game_controller.hpp"

#include <QCoreApplication>

namespace tablee::dominion_campaign::ui {

// Owns a Dominion campaign and is the only way the windows change it (gui::GameControllerOf):
// they send moves; refusals come back as the engine's errors, which the windows put in the words
// of DominionCampaignTexts::refusal.
class CampaignController : public gui::GameControllerOf<Campaign> {
public:
    explicit CampaignController(Campaign campaign, MoveWords words = nullptr, QObject* parent = nullptr)
        : GameControllerOf(std::move(campaign), std::move(words), parent)
    {
        // Chance's steps are the table's draws (never undone: core/undo_policy.hpp), unnamed.
        followComputers();
    }

    const Campaign& campaign() const { return game(); }

protected:
    QString chanceReason() const override
    {
        return QCoreApplication::translate(
            "tablee::dominion_campaign::ui::CampaignController", "the cards have been drawn", "why Undo is off");
    }
};

} // namespace tablee::dominion_campaign::ui
