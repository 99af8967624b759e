#pragma once

#include "dominion_campaign/engine/campaign.hpp"

#include <QObject>
#include <QString>

namespace tablee::dominion_campaign::ui {

// Owns a Dominion campaign and is the only way the windows change it: they send moves, the
// controller asks the engine, applies what is legal and reports what is not (in words).
class CampaignController : public QObject {
    Q_OBJECT

public:
    explicit CampaignController(Campaign campaign, QObject* parent = nullptr);

    const Campaign& campaign() const { return m_campaign; }
    const State& state() const { return m_campaign.state(); }
    const Catalog& catalog() const { return m_campaign.state().catalog(); }

    // Applies `move`; on a refusal emits moveRejected with the rule in words and returns false.
    bool play(const Move& move);
    // The last refusal in words (empty after a successful move).
    const QString& lastRefusal() const { return m_lastRefusal; }

    bool canUndo() const { return m_campaign.can_undo(); }
    bool canRedo() const { return m_campaign.can_redo(); }

public slots:
    void undo();
    void redo();

signals:
    // After every change of the campaign (a move, an undo, a redo).
    void stateChanged();
    // A move the rules refuse, with the rule in words.
    void moveRejected(const QString& reason);
    // A move was played, undone or redone: for the session's "modified" mark and autosave.
    void movePlayed();

private:
    Campaign m_campaign;
    QString m_lastRefusal;
};

} // namespace tablee::dominion_campaign::ui
