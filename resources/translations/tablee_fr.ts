<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <location line="+2" />
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
    <name>tablee::app::HomeScreen</name>
    <message>
        <location filename="../../src/app/home_screen.cpp" line="+41" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+137" />
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
        <location line="+1" />
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
        <location line="+41" />
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
        <location line="+68" />
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
        <location line="+20" />
        <source>Save the game?</source>
        <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The game in progress has changes that are not saved. Save them?</source>
        <translation>La partie en cours a des changements non enregistrés. Les enregistrer ?</translation>
    </message>
    <message>
        <location line="+43" />
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
        <location filename="../../src/app/rules_dialog.cpp" line="+56" />
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
</TS>