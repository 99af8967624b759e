<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>DominyamModule</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_module.cpp" line="+31" />
        <source>Dice and dominoes: eat pairs of dominoes from a spiral board with Yam's rolls, then score end-game combinations.</source>
        <translation>Dés et dominos : mangez des paires de dominos sur un plateau en escargot avec des lancers de Yam’s, puis marquez des combinaisons en fin de partie.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>1 player (solo high scores) or 2 to 8</source>
        <translation>1 joueur (records en solitaire) ou 2 à 8</translation>
    </message>
</context>
<context>
    <name>DominyamTexts</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_texts.cpp" line="+18" />
        <source>The tiles %1 and %2 do not touch: a meal is two tiles side by side.</source>
        <translation>Les dominos %1 et %2 ne se touchent pas : un repas, ce sont deux dominos côte à côte.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Four of the dice (%3) must match the four halves of %1 and %2; a blank half takes any die.</source>
        <translation>Quatre des dés (%3) doivent correspondre aux quatre moitiés de %1 et %2 ; une moitié vide accepte n’importe quel dé.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>With this meal the point die can be %2, not %1.</source>
        <translation>Avec ce repas, le dé de point peut être %2, pas %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The tiles %1 and %2 are not exposed to the void: one of them must have an empty long side, and the other one too once the first is gone.</source>
        <translation>Les dominos %1 et %2 ne sont pas à la merci du néant : l’un d’eux doit avoir un bord long vide, et l’autre aussi une fois le premier mangé.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This meal would leave the tile %1 isolated: every tile must keep touching another one.</source>
        <translation>Ce repas isolerait le domino %1 : chaque domino doit continuer à en toucher un autre.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>These tiles are worth %2 pips; this turn's objective is %1.</source>
        <translation>Ces dominos valent %2 points ; l’objectif de ce tour est %1.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The tile %1 has already been eaten.</source>
        <translation>Le domino %1 a déjà été mangé.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A meal is two different tiles.</source>
        <translation>Un repas, ce sont deux dominos différents.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is no such tile on the board.</source>
        <translation>Ce domino n’est pas sur le plateau.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The dice are already rolled this turn: hold some and re-roll, eat, or pass.</source>
        <translation>Les dés sont déjà lancés ce tour-ci : gardez-en et relancez, mangez, ou passez.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No re-roll left this turn: eat two tiles or pass.</source>
        <translation>Plus de relance ce tour-ci : mangez deux dominos ou passez.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Every die is held: release at least one to re-roll.</source>
        <translation>Tous les dés sont gardés : libérez-en au moins un pour relancer.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This Dominyam game is damaged (%1).</source>
        <translation>Cette partie de Dominyam est abîmée (%1).</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Roll the dice first.</source>
        <translation>Lancez d’abord les dés.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Full (of the void)</source>
        <translation>Plein de néant</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Large straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Small straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location line="+9" />
        <source>All 28 tiles have been eaten.</source>
        <translation>Les 28 dominos ont été mangés.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dead board: no two tiles can ever be eaten together again.</source>
        <translation>Monde mort : plus aucune paire de dominos ne pourra être mangée.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The 14 turns are played.</source>
        <translation>Les 14 tours sont joués.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 points</source>
        <comment>a negative score</comment>
        <translation>%1 points</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n point(s)</source>
        <translation><numerusform>%n point</numerusform><numerusform>%n points</numerusform></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../src/app/error_text.cpp" line="+25" />
        <source>This file is too large to be a Tablée save (%1 bytes).</source>
        <translation>Ce fichier est trop gros pour être une sauvegarde Tablée (%1 octets).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This file is not a Tablée save: its structure is nested far too deep.</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée : sa structure est bien trop imbriquée.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This file is not a Tablée save: it holds a number far too large.</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée : il contient un nombre bien trop grand.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This file is not a Tablée save: it is damaged or of another kind (not valid JSON).</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée : il est abîmé ou d’un autre type (JSON invalide).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This file is not a Tablée save.</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This save was written by a newer version of Tablée. Please update Tablée to open it.</source>
        <translation>Cette sauvegarde a été écrite par une version plus récente de Tablée. Mettez Tablée à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This %1 save uses version %2 of its format, but this Tablée reads up to version %3. Please update Tablée to open it.</source>
        <translation>Cette sauvegarde de %1 utilise la version %2 de son format, mais cette version de Tablée ne lit que jusqu’à la version %3. Mettez Tablée à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>This save is of a game this version of Tablée does not know ("%1").</source>
        <translation>Cette sauvegarde est celle d’un jeu que cette version de Tablée ne connaît pas (« %1 »).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This save is damaged: its "%1" entry is missing or wrong.</source>
        <translation>Cette sauvegarde est abîmée : son entrée « %1 » manque ou est fausse.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This save could not be upgraded from version %1 of its format: %2</source>
        <translation>Impossible de mettre à niveau cette sauvegarde depuis la version %1 de son format : %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This save is damaged: the game it holds cannot be replayed (%1).</source>
        <translation>Cette sauvegarde est abîmée : la partie qu’elle contient ne peut pas être rejouée (%1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Could not save to %1: %2. The previous file, if any, is untouched.</source>
        <translation>Impossible d’enregistrer dans %1 : %2. Le fichier précédent, s’il existe, est intact.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>This game takes %1 to %2 players.</source>
        <translation>Ce jeu se joue de %1 à %2 joueurs.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Player %1 has no name.</source>
        <translation>Le joueur %1 n’a pas de nom.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Two players are called "%1".</source>
        <translation>Deux joueurs s’appellent « %1 ».</translation>
    </message>
    <message>
        <location line="+2" />
        <source>This save is damaged: %1.</source>
        <translation>Cette sauvegarde est abîmée : %1.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDocument</name>
    <message>
        <location filename="../../src/dominyam/ui/score_sheet_document.cpp" line="+58" />
        <location line="+69" />
        <location line="+35" />
        <source>Dominyam — score sheet</source>
        <translation>Dominyam — feuille de score</translation>
    </message>
    <message>
        <location line="-102" />
        <source>Seed %1%2. %3</source>
        <translation>Graine %1%2. %3</translation>
    </message>
    <message>
        <location line="+2" />
        <source>, variant "calcul mental"</source>
        <translation>, variante « calcul mental »</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Game in progress.</source>
        <translation>Partie en cours.</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+41" />
        <location line="+30" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-58" />
        <source> — shares the win</source>
        <translation> — partage la victoire</translation>
    </message>
    <message>
        <location line="+0" />
        <source> — winner</source>
        <translation> — vainqueur</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Meals (point dice)</source>
        <translation>Repas (dés de point)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Calcul mental bonus</source>
        <translation>Bonus de calcul mental</translation>
    </message>
    <message>
        <location line="+14" />
        <location line="+35" />
        <source>Values (higher half of each other tile)</source>
        <translation>Valeurs (plus forte moitié des autres dominos)</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Tiles left on the board</source>
        <translation>Dominos restés sur le plateau</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Date: ____________  Seed: ____________</source>
        <translation>Date : ____________  Graine : ____________</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Turn %1 (objective %1)</source>
        <translation>Tour %1 (objectif %1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — 25</source>
        <translation>%1 — 25</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — 20</source>
        <translation>%1 — 20</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — 15</source>
        <translation>%1 — 15</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — 3 × X</source>
        <translation>%1 — 3 × X</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — 2 × X</source>
        <translation>%1 — 2 × X</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Solo: tiles left (−1 each)</source>
        <translation>Solitaire : dominos restants (−1 chacun)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Each combination at most once per player, each tile in at most one combination; the blank is a joker for the dice only.</source>
        <translation>Chaque combinaison au plus une fois par joueur, chaque domino dans au plus une combinaison ; le vide n’est un joker que pour les dés.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetRows</name>
    <message>
        <location filename="../../src/dominyam/ui/score_sheet_rows.cpp" line="+21" />
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Tiles left</source>
        <translation>Dominos restants</translation>
    </message>
</context>
<context>
    <name>tablee::app::HomeScreen</name>
    <message>
        <location filename="../../src/app/home_screen.cpp" line="+41" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+144" />
        <source>Board, referee and score keeper for your games around one screen. Choose a game:</source>
        <translation>Plateau, arbitre et feuille de score pour vos parties autour d’un seul écran. Choisissez un jeu :</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No game is available in this build yet.</source>
        <translation>Aucun jeu n’est encore disponible dans cette version.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A game of %1 was not closed properly (last autosaved %2). Resume it where you left off?</source>
        <translation>Une partie de %1 n’a pas été fermée correctement (dernière sauvegarde automatique : %2). La reprendre là où vous en étiez ?</translation>
    </message>
</context>
<context>
    <name>tablee::app::MainWindow</name>
    <message>
        <location filename="../../src/app/main_window.cpp" line="+159" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Close Game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;About Tablée</source>
        <translation>À &amp;propos de Tablée</translation>
    </message>
    <message>
        <location line="+27" />
        <source>unsaved game</source>
        <translation>partie non enregistrée</translation>
    </message>
    <message>
        <location line="+38" />
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tablée saves (*.tablee *.json);;All files (*)</source>
        <translation>Sauvegardes Tablée (*.tablee *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+6" />
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tablée saves (*.tablee)</source>
        <translation>Sauvegardes Tablée (*.tablee)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location line="+75" />
        <source>Autosave failed: %1</source>
        <translation>La sauvegarde automatique a échoué : %1</translation>
    </message>
    <message>
        <location line="+23" />
        <location line="+6" />
        <source>Cannot resume the game</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Save the game?</source>
        <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The game in progress has changes that are not saved. Save them?</source>
        <translation>La partie en cours a des changements non enregistrés. Les enregistrer ?</translation>
    </message>
    <message>
        <location line="+42" />
        <source>About Tablée</source>
        <translation>À propos de Tablée</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Board, referee and score keeper for tabletop game variants played together at one computer.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Plateau, arbitre et feuille de score pour des variantes de jeux de société jouées ensemble sur un seul ordinateur.&lt;/p&gt;&lt;p&gt;Construit avec Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+32" />
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
</context>
<context>
    <name>tablee::app::RulesDialog</name>
    <message>
        <location filename="../../src/app/rules_dialog.cpp" line="+54" />
        <source>No rules to show.</source>
        <translation>Aucune règle à afficher.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The rules of this game are missing from this build.</source>
        <translation>Les règles de ce jeu manquent dans cette version.</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>tablee::app::ScoreSheetModel</name>
    <message>
        <location filename="../../src/app/score_sheet_model.cpp" line="+61" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::BoardView</name>
    <message>
        <location filename="../../src/dominyam/ui/board_view.cpp" line="+174" />
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Eat %1 with point die %2</source>
        <translation>Manger %1 avec le dé de point %2</translation>
    </message>
    <message>
        <location line="+31" />
        <source>exposed to the void</source>
        <translation>à la merci du néant</translation>
    </message>
    <message>
        <location line="+0" />
        <source>protected</source>
        <translation>protégé</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DiceTray</name>
    <message>
        <location filename="../../src/dominyam/ui/dice_tray.cpp" line="+133" />
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Eat nothing this turn</source>
        <translation>Ne rien manger ce tour-ci</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hint (H)</source>
        <translation>Conseil (H)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What would the advisor do?</source>
        <translation>Que ferait le conseiller ?</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Re-roll (Space)</source>
        <translation>Relancer (Espace)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Roll (Space)</source>
        <translation>Lancer (Espace)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re-roll the dice not held (click a die or press 1-5 to hold it)</source>
        <translation>Relancer les dés non gardés (cliquez un dé ou tapez 1 à 5 pour le garder)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Roll the five dice</source>
        <translation>Lancer les cinq dés</translation>
    </message>
    <message>
        <location line="+7" />
        <source>then up to 2 re-rolls</source>
        <translation>puis jusqu’à 2 relances</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n re-roll(s) left</source>
        <translation><numerusform>%n relance restante</numerusform><numerusform>%n relances restantes</numerusform></translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DominyamSession</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_session.cpp" line="+32" />
        <source>Save the score sheet as PDF</source>
        <translation>Enregistrer la feuille de score en PDF</translation>
    </message>
    <message>
        <location line="+2" />
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Cannot save the PDF</source>
        <translation>Impossible d’enregistrer le PDF</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Dominyam — final results</source>
        <translation>Dominyam — résultats finaux</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dominyam — results so far</source>
        <translation>Dominyam — résultats provisoires</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="+62" />
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Results and combinations…</source>
        <translation>&amp;Résultats et combinaisons…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the score sheet as &amp;PDF…</source>
        <translation>Enregistrer la feuille de score en &amp;PDF…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Print a &amp;blank score sheet (PDF)…</source>
        <translation>Imprimer une feuille de score &amp;vierge (PDF)…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Solo &amp;high scores…</source>
        <translation>&amp;Records en solitaire…</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DominyamView</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_view.cpp" line="+96" />
        <source>&lt;span style='color:#c98a12'&gt;■&lt;/span&gt; exposed to the void &amp;nbsp; &lt;span style='color:#2e9e5b'&gt;■&lt;/span&gt; can be eaten with these dice &amp;nbsp; &lt;span style='color:#4d9cff'&gt;■&lt;/span&gt; chosen &amp;nbsp; &lt;span style='color:#b04fd6'&gt;■&lt;/span&gt; hint</source>
        <translation>&lt;span style='color:#c98a12'&gt;■&lt;/span&gt; à la merci du néant &amp;nbsp; &lt;span style='color:#2e9e5b'&gt;■&lt;/span&gt; mangeable avec ces dés &amp;nbsp; &lt;span style='color:#4d9cff'&gt;■&lt;/span&gt; choisi &amp;nbsp; &lt;span style='color:#b04fd6'&gt;■&lt;/span&gt; conseil</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Score sheet (end-game lines as if it ended now)</source>
        <translation>Feuille de score (fin de partie comme si elle s’arrêtait maintenant)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Hint: roll the dice.</source>
        <translation>Conseil : lancez les dés.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Hint: re-roll all the dice (expected value %1).</source>
        <translation>Conseil : relancez tous les dés (espérance %1).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hint: keep %1 and re-roll the others (expected value %2).</source>
        <translation>Conseil : gardez %1 et relancez les autres (espérance %2).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Hint: eat %1 and %2 (point die %3, worth about %4 points in all).</source>
        <translation>Conseil : mangez %1 et %2 (dé de point %3, environ %4 points en tout).</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Hint: nothing can be eaten with these dice; pass.</source>
        <translation>Conseil : rien n’est mangeable avec ces dés ; passez.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Roll the dice (Space).</source>
        <translation>Lancez les dés (Espace).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Nothing can be eaten with these dice: hold some and re-roll, or pass.</source>
        <translation>Rien n’est mangeable avec ces dés : gardez-en et relancez, ou passez.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing can be eaten with these dice: pass.</source>
        <translation>Rien n’est mangeable avec ces dés : passez.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 chosen: click a tile outlined in green to eat both, or click %1 again to change your mind.</source>
        <translation>%1 choisi : cliquez un domino entouré de vert pour manger les deux, ou de nouveau %1 pour changer d’avis.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Click two touching tiles to eat them (green outline: possible with these dice), or re-roll.</source>
        <translation>Cliquez deux dominos qui se touchent pour les manger (entourés de vert : possible avec ces dés), ou relancez.</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::HighScoresDialog</name>
    <message>
        <location filename="../../src/dominyam/ui/high_score_store.cpp" line="+59" />
        <source>Dominyam — solo high scores</source>
        <translation>Dominyam — records en solitaire</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location line="+22" />
        <source>No solo game finished yet.</source>
        <translation>Aucune partie en solitaire terminée pour l’instant.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Enter a seed in a new game to play the same board again.</source>
        <translation>Saisissez une graine dans une nouvelle partie pour rejouer le même plateau.</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::NewGameDialog</name>
    <message>
        <location filename="../../src/dominyam/ui/new_game_dialog.cpp" line="+27" />
        <source>New game of Dominyam</source>
        <translation>Nouvelle partie de Dominyam</translation>
    </message>
    <message>
        <location line="+11" />
        <location line="+1" />
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Variant "calcul mental": a meal also scores its pips above the objective</source>
        <translation>Variante « calcul mental » : un repas rapporte aussi ses points au-delà de l’objectif</translation>
    </message>
    <message>
        <location line="+3" />
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The same seed gives the same board and the same dice: to replay or share a game.</source>
        <translation>La même graine donne le même plateau et les mêmes dés : pour rejouer ou partager une partie.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <location line="+2" />
        <source>One player plays the solo game (14 turns, high-score table); two or more play hotseat, passing the mouse round the table.</source>
        <translation>Un joueur joue en solitaire (14 tours, tableau des records) ; à deux ou plus, on se passe la souris autour de la table.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location line="+75" />
        <source>At least one player must be a person.</source>
        <translation>Au moins un joueur doit être une personne.</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::PlayersPanel</name>
    <message>
        <location filename="../../src/dominyam/ui/players_panel.cpp" line="+132" />
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 — winner</source>
        <translation>%1 — vainqueur</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::TurnTrack</name>
    <message>
        <location filename="../../src/dominyam/ui/turn_track.cpp" line="+82" />
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Turn %1 of 14</source>
        <translation>Tour %1 sur 14</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Turn %1 — %2 (computer) is playing…</source>
        <translation>Tour %1 — %2 (ordinateur) joue…</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Turn %1 — %2 to play</source>
        <translation>Tour %1 — à %2 de jouer</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Objective: %1 pips — lowered from %2, because no pair that may be eaten reaches %2 pips.</source>
        <translation>Objectif : %1 points — abaissé depuis %2, car aucune paire mangeable n’atteint %2 points.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Objective: at least %1 pips in the two tiles eaten.</source>
        <translation>Objectif : au moins %1 points sur les deux dominos mangés.</translation>
    </message>
</context>
</TS>