<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CivModule</name>
    <message numerus="yes">
        <location filename="../../src/civ_calamities/ui/civ_calamities_module.cpp" line="+36"/>
        <source>%n unit point(s)</source>
        <comment>a nation&apos;s count in the results</comment>
        <translation>
            <numerusform>%n unit point</numerusform>
            <numerusform>%n unit points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CivSheet</name>
    <message numerus="yes">
        <location filename="../../src/civ_calamities/ui/civ_sheet.cpp" line="+201"/>
        <source>%n calamity(ies) resolved at this table.</source>
        <translation>
            <numerusform>%n calamity resolved at this table.</numerusform>
            <numerusform>%n calamities resolved at this table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CivTexts</name>
    <message numerus="yes">
        <location filename="../../src/civ_calamities/ui/civ_texts.cpp" line="+108"/>
        <source>%1 has only %n token(s) to place there.</source>
        <translation>
            <numerusform>%1 has only %n token to place there.</numerusform>
            <numerusform>%1 has only %n tokens to place there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n of the victim’s tokens can secede: the trader must take them, and may not spend a choice that would leave fewer within reach.</source>
        <translation>
            <numerusform>%n of the victim’s tokens can secede: the trader must take it, and may not spend a choice that would leave it out of reach.</numerusform>
            <numerusform>%n of the victim’s tokens can secede: the trader must take them, and may not spend a choice that would leave fewer within reach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>%1: %n token(s), over its limit of %2 — several nations: a conflict to settle at the table</source>
        <translation>
            <numerusform>%1: %n token, over its limit of %2 — several nations: a conflict to settle at the table</numerusform>
            <numerusform>%1: %n tokens, over its limit of %2 — several nations: a conflict to settle at the table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n token(s), over its limit of %2</source>
        <translation>
            <numerusform>%1: %n token, over its limit of %2</numerusform>
            <numerusform>%1: %n tokens, over its limit of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: a city of %2 and %n token(s) of its own beside it — a city stands alone in its area</source>
        <translation>
            <numerusform>%1: a city of %2 and %n token of its own beside it — a city stands alone in its area</numerusform>
            <numerusform>%1: a city of %2 and %n tokens of its own beside it — a city stands alone in its area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+241"/>
        <source>Only %n of %1’s tokens were within reach: no more secede.</source>
        <translation>
            <numerusform>Only %n of %1’s tokens was within reach: no more secede.</numerusform>
            <numerusform>Only %n of %1’s tokens were within reach: no more secede.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%1: %n point(s) cannot be taken under the rules and are forgiven.</source>
        <translation>
            <numerusform>%1: %n point cannot be taken under the rules and is forgiven.</numerusform>
            <numerusform>%1: %n points cannot be taken under the rules and are forgiven.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiplomacyTexts</name>
    <message numerus="yes">
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_texts.cpp" line="+163"/>
        <source>%n centre(s)</source>
        <comment>a power&apos;s score in the results: its supply centres</comment>
        <translation>
            <numerusform>%n centre</numerusform>
            <numerusform>%n centres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DominionCampaignTexts</name>
    <message numerus="yes">
        <location filename="../../src/dominion_campaign/ui/dominion_campaign_texts.cpp" line="+208"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DominyamTexts</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/dominyam_texts.cpp" line="+124"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>re-roll %n dice</source>
        <translation>
            <numerusform>re-roll %n die</numerusform>
            <numerusform>re-roll %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Turn %1 — %2: %3; dice %4, %n roll(s)</source>
        <translation>
            <numerusform>Turn %1 — %2: %3; dice %4, %n roll</numerusform>
            <numerusform>Turn %1 — %2: %3; dice %4, %n rolls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FiefsTexts</name>
    <message numerus="yes">
        <location filename="../../src/fiefs_variant/ui/fiefs_texts.cpp" line="+45"/>
        <source>This costs %n ducat(s) and you have %1.</source>
        <translation>
            <numerusform>This costs %n ducat and you have %1.</numerusform>
            <numerusform>This costs %n ducats and you have %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The die asks %n ducat(s) at least; you have %1.</source>
        <translation>
            <numerusform>The die asks %n ducat at least; you have %1.</numerusform>
            <numerusform>The die asks %n ducats at least; you have %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Your castles must stand at least %n spaces apart (counted along rows and columns).</source>
        <translation>
            <numerusform>Your castles must stand at least %n space apart (counted along rows and columns).</numerusform>
            <numerusform>Your castles must stand at least %n spaces apart (counted along rows and columns).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+140"/>
        <source>%n ducat(s)</source>
        <translation>
            <numerusform>%n ducat</numerusform>
            <numerusform>%n ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n ducat(s)</source>
        <comment>a die&apos;s face, then its price</comment>
        <translation>
            <numerusform>%1: %n ducat</numerusform>
            <numerusform>%1: %n ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>Take %n ducat(s) from the bank.</source>
        <translation>
            <numerusform>Take %n ducat from the bank.</numerusform>
            <numerusform>Take %n ducats from the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+113"/>
        <source>%1 now holds %n more fief(s).</source>
        <translation>
            <numerusform>%1 now holds %n more fief.</numerusform>
            <numerusform>%1 now holds %n more fiefs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n ducat(s)</source>
        <comment>a price paid</comment>
        <translation>
            <numerusform>%n ducat</numerusform>
            <numerusform>%n ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 places %n border(s) for %2: %3.</source>
        <translation>
            <numerusform>%1 places %n border for %2: %3.</numerusform>
            <numerusform>%1 places %n borders for %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 places %n knight(s) for %2: %3.</source>
        <translation>
            <numerusform>%1 places %n knight for %2: %3.</numerusform>
            <numerusform>%1 places %n knights for %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-108"/>
        <source>%1: %n ducat(s) taken</source>
        <translation>
            <numerusform>%1: %n ducat taken</numerusform>
            <numerusform>%1: %n ducats taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1: %n ducat(s) paid</source>
        <translation>
            <numerusform>%1: %n ducat paid</numerusform>
            <numerusform>%1: %n ducats paid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>place %n border(s)</source>
        <translation>
            <numerusform>place %n border</numerusform>
            <numerusform>place %n borders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>place %n knight(s)</source>
        <translation>
            <numerusform>place %n knight</numerusform>
            <numerusform>place %n knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>%1 gains %n point(s), now %2.</source>
        <translation>
            <numerusform>%1 gains %n point, now %2.</numerusform>
            <numerusform>%1 gains %n points, now %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 loses %n point(s), now %2.</source>
        <translation>
            <numerusform>%1 loses %n point, now %2.</numerusform>
            <numerusform>%1 loses %n points, now %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 is %n point(s) from the King token.</source>
        <translation>
            <numerusform>%1 is %n point from the King token.</numerusform>
            <numerusform>%1 is %n points from the King token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n castle(s) still outside a fief: the game ends when none is.</source>
        <translation>
            <numerusform>%n castle still outside a fief: the game ends when none is.</numerusform>
            <numerusform>%n castles still outside a fief: the game ends when none is.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>The game is over: %1 wins.</source>
        <translation>
            <numerusform>The game is over: %1 wins.</numerusform>
            <numerusform>The game is over: %1 win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 takes %n ducat(s) from the mines.</source>
        <translation>
            <numerusform>%1 takes %n ducat from the mines.</numerusform>
            <numerusform>%1 takes %n ducats from the mines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseReport</name>
    <message numerus="yes">
        <location filename="../../src/diplomacy_deadman/ui/phase_report.cpp" line="+395"/>
        <source>%n centre(s)</source>
        <comment>supply centres at the end</comment>
        <translation>
            <numerusform>%n centre</numerusform>
            <numerusform>%n centres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n unit(s)</source>
        <comment>units at the end</comment>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantModule</name>
    <message numerus="yes">
        <location filename="../../src/gui/variant_module.cpp" line="+127"/>
        <source>%n move(s) played</source>
        <comment>how far a game in progress went</comment>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::app::ResultsHistoryDialog</name>
    <message numerus="yes">
        <location filename="../../src/app/results_history.cpp" line="+197"/>
        <source>Abandoned after %n move(s)</source>
        <translation>
            <numerusform>Abandoned after %n move</numerusform>
            <numerusform>Abandoned after %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::BoardView</name>
    <message numerus="yes">
        <location filename="../../src/civ_calamities/ui/board_view.cpp" line="+721"/>
        <source>%1: %n token(s)%2</source>
        <translation>
            <numerusform>%1: %n token%2</numerusform>
            <numerusform>%1: %n tokens%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::CivSession</name>
    <message numerus="yes">
        <location filename="../../src/civ_calamities/ui/civ_session.cpp" line="+203"/>
        <source>%1: %n token(s) grow</source>
        <translation>
            <numerusform>%1: %n token grows</numerusform>
            <numerusform>%1: %n tokens grow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source> and %n more area(s)</source>
        <translation>
            <numerusform> and %n more area</numerusform>
            <numerusform> and %n more areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n area(s) will be over the limit: the surplus is removed later in the turn (“Remove surplus…”), after movement, conflict and city building.</source>
        <translation>
            <numerusform>%n area will be over the limit: the surplus is removed later in the turn (“Remove surplus…”), after movement, conflict and city building.</numerusform>
            <numerusform>%n areas will be over the limit: the surplus is removed later in the turn (“Remove surplus…”), after movement, conflict and city building.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%1: %n token(s) back to the stock</source>
        <translation>
            <numerusform>%1: %n token back to the stock</numerusform>
            <numerusform>%1: %n tokens back to the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>%1: %n city(ies) need %2 tokens on the board, %3 there.</source>
        <translation>
            <numerusform>%1: %n city needs %2 tokens on the board, %3 there.</numerusform>
            <numerusform>%1: %n cities need %2 tokens on the board, %3 there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%n change(s) to the board</source>
        <comment>how far an evening went</comment>
        <translation>
            <numerusform>%n change to the board</numerusform>
            <numerusform>%n changes to the board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::CivView</name>
    <message numerus="yes">
        <location filename="../../src/civ_calamities/ui/civ_view.cpp" line="+290"/>
        <source>The %n step(s) chosen so far are lost; the board stays as it was before the calamity.</source>
        <translation>
            <numerusform>The step chosen so far is lost; the board stays as it was before the calamity.</numerusform>
            <numerusform>The %n steps chosen so far are lost; the board stays as it was before the calamity.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+512"/>
        <source>Calamity resumed where it stood when the game was saved: %1, %n step(s) chosen.</source>
        <translation>
            <numerusform>Calamity resumed where it stood when the game was saved: %1, %n step chosen.</numerusform>
            <numerusform>Calamity resumed where it stood when the game was saved: %1, %n steps chosen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::DiplomacySession</name>
    <message numerus="yes">
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_session.cpp" line="+88"/>
        <source>%n centre(s): victory</source>
        <translation>
            <numerusform>%n centre: victory</numerusform>
            <numerusform>%n centres: victory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+150"/>
        <source>%n unit(s) without an order will hold.</source>
        <translation>
            <numerusform>%n unit without an order will hold.</numerusform>
            <numerusform>%n units without an order will hold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n disband(s) owed not written: the rules will choose which units go.</source>
        <translation>
            <numerusform>%n disband owed is not written: the rules will choose which unit goes.</numerusform>
            <numerusform>%n disbands owed are not written: the rules will choose which units go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n build(s) not written: lost for this year.</source>
        <translation>
            <numerusform>%n build is not written: it is lost for this year.</numerusform>
            <numerusform>%n builds are not written: they are lost for this year.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::DiplomacyView</name>
    <message numerus="yes">
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_view.cpp" line="+642"/>
        <source>%1 disbands %n unit(s)</source>
        <comment>a power in a Winter</comment>
        <translation>
            <numerusform>%1 disbands %n unit</numerusform>
            <numerusform>%1 disbands %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 may build %n unit(s)</source>
        <comment>a power in a Winter</comment>
        <translation>
            <numerusform>%1 may build %n unit</numerusform>
            <numerusform>%1 may build %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+231"/>
        <source>%1 (%n order(s))</source>
        <translation>
            <numerusform>%1 (%n order)</numerusform>
            <numerusform>%1 (%n orders)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>Disbands owed: all %n written</source>
        <translation>
            <numerusform>Disband owed: written</numerusform>
            <numerusform>Disbands owed: all %n written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Builds: all %n written (to build elsewhere, select one below, then Remove the order)</source>
        <translation>
            <numerusform>Build: the one allowed is written (to build elsewhere, select it below, then Remove the order)</numerusform>
            <numerusform>Builds: all %n written (to build elsewhere, select one below, then Remove the order)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>%n unit(s) without an order will hold.</source>
        <translation>
            <numerusform>%n unit without an order will hold.</numerusform>
            <numerusform>%n units without an order will hold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+236"/>
        <source>“%1” finds %n orders: choose one in the list, with the arrows and Enter.</source>
        <translation>
            <numerusform>“%1” finds %n order: choose it in the list, with the arrows and Enter.</numerusform>
            <numerusform>“%1” finds %n orders: choose one in the list, with the arrows and Enter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::NewGameDialog</name>
    <message numerus="yes">
        <location filename="../../src/diplomacy_deadman/ui/new_game_dialog.cpp" line="+246"/>
        <source>2. The dead men: %n power(s) nobody plays</source>
        <translation>
            <numerusform>2. The dead men: %n power nobody plays</numerusform>
            <numerusform>2. The dead men: %n powers nobody plays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Tick %n power(s) as dead men: one for each player missing from seven.</source>
        <translation>
            <numerusform>Tick %n power as a dead man: one for each player missing from seven.</numerusform>
            <numerusform>Tick %n powers as dead men: one for each player missing from seven.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::CampaignView</name>
    <message numerus="yes">
        <location filename="../../src/dominion_campaign/ui/campaign_view.cpp" line="+195"/>
        <source>Setting up the campaign (%n round(s))</source>
        <translation>
            <numerusform>Setting up the campaign (%n round)</numerusform>
            <numerusform>Setting up the campaign (%n rounds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>End of the round: %n of %1 players have kept their card.</source>
        <translation>
            <numerusform>End of the round: %n of %1 players has kept their card.</numerusform>
            <numerusform>End of the round: %n of %1 players have kept their card.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::CardTile</name>
    <message numerus="yes">
        <location filename="../../src/dominion_campaign/ui/card_tile.cpp" line="+122"/>
        <source>Cost: %n coin(s)</source>
        <translation>
            <numerusform>Cost: %n coin</numerusform>
            <numerusform>Cost: %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pile: %n card(s)</source>
        <translation>
            <numerusform>Pile: %n card</numerusform>
            <numerusform>Pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reduced: %n copy(ies) of the standard %1 are in the starting decks.</source>
        <translation>
            <numerusform>Reduced: %n copy of the standard %1 is in the starting decks.</numerusform>
            <numerusform>Reduced: %n copies of the standard %1 are in the starting decks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The starting decks need %n more copy(ies) than a pile holds: use a substitute.</source>
        <translation>
            <numerusform>The starting decks need %n more copy than a pile holds: use a substitute.</numerusform>
            <numerusform>The starting decks need %n more copies than a pile holds: use a substitute.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::EndOfRoundWizard</name>
    <message numerus="yes">
        <location filename="../../src/dominion_campaign/ui/end_of_round_wizard.cpp" line="+390"/>
        <source>Eliminations: %1 removes %n card(s) from the campaign</source>
        <translation>
            <numerusform>Eliminations: %1 removes %n card from the campaign</numerusform>
            <numerusform>Eliminations: %1 removes %n cards from the campaign</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 (rank %2): %n card(s)</source>
        <translation>
            <numerusform>%1 (rank %2): %n card</numerusform>
            <numerusform>%1 (rank %2): %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::SetupWizard</name>
    <message numerus="yes">
        <location filename="../../src/dominion_campaign/ui/setup_wizard.cpp" line="+248"/>
        <source>%n kingdom card(s) in the pool</source>
        <translation>
            <numerusform>%n kingdom card in the pool</numerusform>
            <numerusform>%n kingdom cards in the pool</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the campaign lasts %n round(s).</source>
        <translation>
            <numerusform>the campaign lasts %n round.</numerusform>
            <numerusform>the campaign lasts %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Since %1 cards minus the first 10 is not a multiple of %2, %n card(s) of the pool will never be used (Tablée’s decision).</source>
        <translation>
            <numerusform>Since %1 cards minus the first 10 is not a multiple of %2, %n card of the pool will never be used (Tablée’s decision).</numerusform>
            <numerusform>Since %1 cards minus the first 10 is not a multiple of %2, %n cards of the pool will never be used (Tablée’s decision).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Round 1’s playing order: %1. The campaign lasts %n round(s).</source>
        <translation>
            <numerusform>Round 1’s playing order: %1. The campaign lasts %n round.</numerusform>
            <numerusform>Round 1’s playing order: %1. The campaign lasts %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DiceTray</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/dice_tray.cpp" line="+192"/>
        <source>%n re-roll(s) left</source>
        <translation>
            <numerusform>%n re-roll left</numerusform>
            <numerusform>%n re-rolls left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DominyamView</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/dominyam_view.cpp" line="+365"/>
        <source>Release %1 first (its key, or a click).</source>
        <translation>
            <numerusform>Release %1 first (its key, or a click).</numerusform>
            <numerusform>Release %1 first (their keys, or a click).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::PlayersPanel</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/players_panel.cpp" line="+167"/>
        <source>of which %1 for the %n tile(s) left on the board</source>
        <translation>
            <numerusform>of which %1 for the %n tile left on the board</numerusform>
            <numerusform>of which %1 for the %n tiles left on the board</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::TurnTrack</name>
    <message numerus="yes">
        <location filename="../../src/dominyam/ui/turn_track.cpp" line="+111"/>
        <source>Objective: at least %n pip(s) in the two tiles eaten.</source>
        <translation>
            <numerusform>Objective: at least %n pip in the two tiles eaten.</numerusform>
            <numerusform>Objective: at least %n pips in the two tiles eaten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::BoardView</name>
    <message numerus="yes">
        <location filename="../../src/fiefs_variant/ui/board_view.cpp" line="+274"/>
        <source>%1, worth %n point(s)</source>
        <comment>a fief, then its value</comment>
        <translation>
            <numerusform>%1, worth %n point</numerusform>
            <numerusform>%1, worth %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::FiefsView</name>
    <message numerus="yes">
        <location filename="../../src/fiefs_variant/ui/fiefs_view.cpp" line="+607"/>
        <source>%1, %n space(s)</source>
        <comment>a fief, then its size</comment>
        <translation>
            <numerusform>%1, %n space</numerusform>
            <numerusform>%1, %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%1 wins.</source>
        <translation>
            <numerusform>%1 wins.</numerusform>
            <numerusform>%1 win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>The game reached the limit of %n round(s) [decision]: scored as when every castle is in a fief.</source>
        <translation>
            <numerusform>The game reached the limit of %n round [decision]: scored as when every castle is in a fief.</numerusform>
            <numerusform>The game reached the limit of %n rounds [decision]: scored as when every castle is in a fief.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n ducat(s)</source>
        <translation>
            <numerusform>%n ducat</numerusform>
            <numerusform>%n ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n space(s); scoring: %1</source>
        <comment>a fief&apos;s size, then its spaces worth points</comment>
        <translation>
            <numerusform>%n space; scoring: %1</numerusform>
            <numerusform>%n spaces; scoring: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::gui::GameController</name>
    <message numerus="yes">
        <location filename="../../src/gui/game_controller.hpp" line="+124"/>
        <source>%1 and the %n computer move(s) after it</source>
        <translation>
            <numerusform>%1 and the computer’s move after it</numerusform>
            <numerusform>%1 and the %n computer moves after it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::gui::ScoreSheetView</name>
    <message numerus="yes">
        <location filename="../../src/gui/score_sheet_view.cpp" line="+388"/>
        <source>↑ %n row(s) above</source>
        <comment>rows of a score sheet scrolled out of sight, summed</comment>
        <translation>
            <numerusform>↑ %n row above</numerusform>
            <numerusform>↑ %n rows above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>↓ %n row(s) below</source>
        <comment>rows of a score sheet scrolled out of sight, summed</comment>
        <translation>
            <numerusform>↓ %n row below</numerusform>
            <numerusform>↓ %n rows below</numerusform>
        </translation>
    </message>
</context>
</TS>
