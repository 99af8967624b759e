<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CampaignDocument</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/campaign_document.cpp" line="+102"/>
        <source>Kingdom:</source>
        <translation>Royaume&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+42"/>
        <source>Playing order:</source>
        <translation>Ordre de jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>%1 %2 (total %3)</source>
        <translation>%1 %2 (total %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Scores:</source>
        <translation>Scores&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These scores were corrected during round %1: the keeps, eliminations and playing order that followed were made on the scores first entered.</source>
        <translation>Ces points ont été corrigés pendant la manche %1&#xa0;: les cartes gardées, les éliminations et l’ordre de jeu qui ont suivi ont été faits sur les points saisis d’abord.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+2"/>
        <source>Kept:</source>
        <translation>Gardées&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>being chosen in private</source>
        <translation>choix en secret en cours</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Eliminated:</source>
        <translation>Éliminées&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drawn for the next round:</source>
        <translation>Tirées pour la manche suivante&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dominion campaign — setup of round %1 of %2</source>
        <translation>Campagne Dominion — mise en place de la manche %1 sur %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Why reduced</source>
        <translation>Pourquoi réduite</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the decks need %1 more than a pile holds</source>
        <translation>les decks en demandent %1 de plus qu’une pile n’en contient</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 − %2 in the decks</source>
        <translation>%1 − %2 dans les decks</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Kingdom</source>
        <translation>Royaume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic cards</source>
        <translation>Cartes de base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting decks, in playing order</source>
        <translation>Decks de départ, dans l’ordre de jeu</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Campaign score by round</source>
        <translation>Score de campagne par manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign score</source>
        <translation>Score de campagne</translation>
    </message>
    <message>
        <location line="-158"/>
        <location line="+79"/>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 (%2)</source>
        <comment>a player and the copies in their deck</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the decks of</source>
        <translation>Dans les decks de</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From the box, for the starting decks</source>
        <translation>À sortir de la boîte, pour les decks de départ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept cards whose pile is not on the table this round: take these copies from the box.</source>
        <translation>Cartes gardées dont la pile n’est pas sur la table cette manche&#xa0;: prenez ces exemplaires dans la boîte.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pile</source>
        <translation>Pile</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Dominion campaign — final results</source>
        <translation>Campagne Dominion — résultats finaux</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dominion campaign — results so far</source>
        <translation>Campagne Dominion — résultats provisoires</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winner: %1</source>
        <translation>Vainqueur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score sheet</source>
        <translation>Feuille de scores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
</context>
<context>
    <name>CivAreas</name>
    <message>
        <location filename="../../src/civ_calamities/ui/area_names.cpp" line="+14"/>
        <source>Adriatic Sea</source>
        <translation>Mer Adriatique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aegean Sea</source>
        <translation>Mer Égée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aleppo</source>
        <translation>Alep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alexandria</source>
        <translation>Alexandrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ankara</source>
        <translation>Ankara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antiochia</source>
        <translation>Antioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apollonia</source>
        <translation>Apollonia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Arabia</source>
        <translation>Arabie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Argos</source>
        <translation>Argos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armenia</source>
        <translation>Arménie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assyria</source>
        <translation>Assyrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Athens</source>
        <translation>Athènes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylon</source>
        <translation>Babylone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Babylonia</source>
        <translation>Babylonie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bithynia</source>
        <translation>Bithynie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Sea</source>
        <translation>Mer Noire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buhen</source>
        <translation>Bouhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byzantium</source>
        <translation>Byzance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campania</source>
        <translation>Campanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cappadocia</source>
        <translation>Cappadoce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carales</source>
        <translation>Carales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carrhae</source>
        <translation>Carrhes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carthago</source>
        <translation>Carthage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caspian Sea</source>
        <translation>Mer Caspienne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Caucasus</source>
        <translation>Caucase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Central Mediterranean</source>
        <translation>Méditerranée centrale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chaldaea</source>
        <translation>Chaldée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chalkis</source>
        <translation>Chalcis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charax</source>
        <translation>Charax</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cilicia</source>
        <translation>Cilicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cisalpina</source>
        <translation>Cisalpine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corinth</source>
        <translation>Corinthe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corsica</source>
        <translation>Corse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crimea</source>
        <translation>Crimée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyprus</source>
        <translation>Chypre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyrenaica</source>
        <translation>Cyrénaïque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cyrene</source>
        <translation>Cyrène</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dacia</source>
        <translation>Dacie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dalmatia</source>
        <translation>Dalmatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damascus</source>
        <translation>Damas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Danube</source>
        <translation>Danube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delphi</source>
        <translation>Delphes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eastern Desert</source>
        <translation>Désert oriental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eastern Mediterranean</source>
        <translation>Méditerranée orientale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elam</source>
        <translation>Élam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epirus</source>
        <translation>Épire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eretria</source>
        <translation>Érétrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Etruria</source>
        <translation>Étrurie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fayum</source>
        <translation>Fayoum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Galatia</source>
        <translation>Galatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gaza</source>
        <translation>Gaza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Germania</source>
        <translation>Germanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gordium</source>
        <translation>Gordion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Illyricum</source>
        <translation>Illyricum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ionia</source>
        <translation>Ionie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ithaka</source>
        <translation>Ithaque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jalo</source>
        <translation>Jalo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jericho</source>
        <translation>Jéricho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jerusalem</source>
        <translation>Jérusalem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kanesh</source>
        <translation>Kanesh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knossos</source>
        <translation>Cnossos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kuban</source>
        <translation>Kouban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lemnos</source>
        <translation>Lemnos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesbos</source>
        <translation>Lesbos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lesser Armenia</source>
        <translation>Petite-Arménie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libya</source>
        <translation>Libye</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lycia</source>
        <translation>Lycie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Macedonia</source>
        <translation>Macédoine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mari</source>
        <translation>Mari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media</source>
        <translation>Médie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memphis</source>
        <translation>Memphis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mesopotamia</source>
        <translation>Mésopotamie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midian</source>
        <translation>Madian</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maikop</source>
        <translation>Maïkop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Milazzo</source>
        <translation>Milazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miletus</source>
        <translation>Milet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moesia</source>
        <translation>Mésie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nalchik</source>
        <translation>Naltchik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neapolis</source>
        <translation>Néapolis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nineveh</source>
        <translation>Ninive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nubia</source>
        <translation>Nubie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numidia</source>
        <translation>Numidie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paeonia</source>
        <translation>Péonie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Palermo</source>
        <translation>Palerme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pannonia</source>
        <translation>Pannonie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parthia</source>
        <translation>Parthie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petra</source>
        <translation>Pétra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phaestos</source>
        <translation>Phaistos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phoenicia</source>
        <translation>Phénicie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phrygia</source>
        <translation>Phrygie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ptolemais</source>
        <translation>Ptolémaïs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red Sea</source>
        <translation>Mer Rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rhodes</source>
        <translation>Rhodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roma</source>
        <translation>Rome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sabratha</source>
        <translation>Sabratha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sahara</source>
        <translation>Sahara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salamis</source>
        <translation>Salamine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samnium</source>
        <translation>Samnium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sardes</source>
        <translation>Sardes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sardinia</source>
        <translation>Sardaigne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scythia</source>
        <translation>Scythie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidon</source>
        <translation>Sidon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sinai</source>
        <translation>Sinaï</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sinope</source>
        <translation>Sinope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Siwa</source>
        <translation>Siwa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sparta</source>
        <translation>Sparte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sudeten</source>
        <translation>Sudètes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sumeria</source>
        <translation>Sumer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Susa</source>
        <translation>Suse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Syracuse</source>
        <translation>Syracuse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Syria</source>
        <translation>Syrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanis</source>
        <translation>Tanis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tarentum</source>
        <translation>Tarente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thapsus</source>
        <translation>Thapsus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thebes</source>
        <translation>Thèbes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thera</source>
        <translation>Théra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thessalonica</source>
        <translation>Thessalonique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thessaly</source>
        <translation>Thessalie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thrace</source>
        <translation>Thrace</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tyras</source>
        <translation>Tyras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tripoli</source>
        <translation>Tripoli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tripolitania</source>
        <translation>Tripolitaine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Troy</source>
        <translation>Troie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunisia</source>
        <translation>Tunisie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tyros</source>
        <translation>Tyr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upper Egypt</source>
        <translation>Haute-Égypte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ur</source>
        <translation>Ur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Van</source>
        <translation>Van</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Western Desert</source>
        <translation>Désert occidental</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Western Mediterranean</source>
        <translation>Méditerranée occidentale</translation>
    </message>
</context>
<context>
    <name>CivModule</name>
    <message>
        <location filename="../../src/civ_calamities/ui/civ_calamities_module.cpp" line="+17"/>
        <source>Civilization calamities</source>
        <translation>Calamités de Civilisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A referee beside your Advanced Civilization board: it keeps the areas, tokens and cities, and settles Secession and Successive Wars step by step, so that nobody argues about contiguity or losses again.</source>
        <translation>Un arbitre à côté de votre plateau d’Advanced Civilization&#xa0;: il tient les territoires, les pions et les cités, et règle Sécession et Guerres successives pas à pas, pour qu’on ne se dispute plus sur la contiguïté ni sur les pertes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>2 to 7 players, one referee</source>
        <translation>2 à 7&#xa0;joueurs, un arbitre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two calamities (French variant texts) for Civilization by Francis Tresham and Advanced Civilization (Avalon Hill). Board facts re-encoded from johnchampaign/advanced-civilization (MIT licence, copyright © 2026 John Champaign); coastlines from Natural Earth (public domain); the board is drawn by Tablée.</source>
        <translation>Deux calamités (textes de la variante française) pour Civilisation de Francis Tresham et Advanced Civilization (Avalon Hill). Faits du plateau ré-encodés d’après johnchampaign/advanced-civilization (licence MIT, copyright © 2026 John Champaign)&#xa0;; côtes d’après Natural Earth (domaine public)&#xa0;; le plateau est dessiné par Tablée.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n unit point(s)</source>
        <comment>a nation&apos;s count in the results</comment>
        <translation>
            <numerusform>%n&#xa0;point d’unité</numerusform>
            <numerusform>%n&#xa0;points d’unité</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CivSheet</name>
    <message>
        <location filename="../../src/civ_calamities/ui/civ_sheet.cpp" line="+47"/>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tokens</source>
        <translation>Pions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Cités</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Areas</source>
        <translation>Territoires</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Owed</source>
        <translation>Dû</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forgiven</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1. Secession against %2, traded by %3</source>
        <translation>%1. Sécession contre %2, carte échangée par %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. Successive Wars against %2, traded by %3, won by %4</source>
        <translation>%1. Guerres successives contre %2, carte échangée par %3, gagnées par %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. Successive Wars against %2, traded by %3</source>
        <translation>%1. Guerres successives contre %2, carte échangée par %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Losses, in unit points (a token 1, a city 5)</source>
        <translation>Pertes, en unités (un pion 1, une cité 5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The nations after it</source>
        <translation>Les nations après elle</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (city) %2</source>
        <comment>an area, its city and its tokens</comment>
        <translation>%1 (cité) %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (city)</source>
        <comment>an area and its city</comment>
        <translation>%1 (cité)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <comment>an area and its tokens</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <comment>a nation, then where it stands</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing on the board</source>
        <translation>rien sur le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between the areas of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The two calamities, in short</source>
        <translation>Les deux calamités, en bref</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secession: trade stack %1. Successive Wars: trade stack %2. Secessions: %3.</source>
        <translation>Sécession&#xa0;: tas %1. Guerres successives&#xa0;: tas %2. Sécessions&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one nation for all</source>
        <translation>une seule nation pour toutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new colour each</source>
        <translation>une nouvelle couleur chacune</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The trader, who gave the card, makes every choice: one city of the victim, three of its tokens and up to two of other players’ (his own included), in any order, each next to the city or to an area holding only seceded units.</source>
        <translation>Le donneur, qui a donné la carte, fait tous les choix&#xa0;: une cité de la victime, trois de ses pions et jusqu’à deux pions d’autres joueurs (les siens compris), dans l’ordre qu’il veut, chacun voisin de la cité ou d’un territoire qui ne contient que des unités sécessionnistes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The secessionists keep the victim’s Agriculture, Metalworking and Engineering; they grow only where below their limit or where they share the area with another nation, and never move or build.</source>
        <translation>Les sécessionnistes gardent l’Agriculture, la Métallurgie et le Génie civil de la victime&#xa0;; ils ne croissent que sous leur limite ou là où ils partagent le territoire avec une autre nation, et ne se déplacent ni ne bâtissent jamais.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The trader names the winner, next to the victim; the victim owes 9 unit points, the winner 6 (+1 against Metalworking, +2 against Military).</source>
        <translation>Le donneur désigne le vainqueur, voisin de la victime&#xa0;; la victime doit 9&#xa0;unités, le vainqueur 6 (+1 contre la Métallurgie, +2 contre le Militaire).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner picks the centre of the conflict, where every unit is eliminated, then every loss, next to the centre or to an area the war has emptied; a city counts 5.</source>
        <translation>Le vainqueur choisit le centre du conflit, où toute unité est éliminée, puis chaque perte, voisine du centre ou d’un territoire que la guerre a vidé&#xa0;; une cité compte 5.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Civilization calamities — what happened</source>
        <translation>Calamités de Civilisation — ce qui s’est passé</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Population expansion</source>
        <translation>Croissance de la population</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surplus population removed</source>
        <translation>Excédent de population retiré</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>City support: the city of %1 in %2 reduced to tokens</source>
        <translation>Ravitaillement des cités&#xa0;: la cité de %1 dans le territoire de %2 réduite en pions</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No calamity has been resolved yet.</source>
        <translation>Aucune calamité n’a encore été résolue.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n calamity(ies) resolved at this table.</source>
        <translation>
            <numerusform>%n&#xa0;calamité résolue à cette table.</numerusform>
            <numerusform>%n&#xa0;calamités résolues à cette table.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board at the end of the evening</source>
        <translation>Le plateau à la fin de la soirée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The board as it stands</source>
        <translation>Le plateau tel qu’il est</translation>
    </message>
</context>
<context>
    <name>CivTexts</name>
    <message>
        <location filename="../../src/civ_calamities/ui/civ_texts.cpp" line="+70"/>
        <source>Choice %1 is refused: %2</source>
        <translation>Le choix %1 est refusé&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A choice of the calamity is refused.</source>
        <translation>Un choix de la calamité est refusé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board built into Tablée is damaged (%1): please report it.</source>
        <translation>Le plateau intégré à Tablée est abîmé (%1)&#xa0;: merci de le signaler.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This position cannot exist: %1.</source>
        <translation>Cette position ne peut pas exister&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The referee takes 2 to 7 players, not %1.</source>
        <translation>L’arbitre prend 2 à 7&#xa0;joueurs, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secession goes in trade stack 3 or 4, Successive Wars in 4 or 5.</source>
        <translation>Sécession va dans le tas d’échange 3 ou 4, Guerres successives dans le 4 ou le 5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such nation or area on this board.</source>
        <translation>Il n’y a pas cette nation ou ce territoire sur ce plateau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is a sea area: no units stand there.</source>
        <translation>%1 est une zone de mer&#xa0;: aucune unité n’y stationne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has no city left in stock (9 at most).</source>
        <translation>%1 n’a plus de cité en réserve (9 au plus).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already has a city in %2: one city per area.</source>
        <translation>%1 a déjà une cité dans le territoire de %2&#xa0;: une cité par territoire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no city in %2.</source>
        <translation>%1 n’a pas de cité dans le territoire de %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The trader gave the card to another player: choose two different players.</source>
        <translation>Le donneur a donné la carte à un autre joueur&#xa0;: choisissez deux joueurs différents.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No colour is left for new secessionists: join them into one nation (Settings of the game).</source>
        <translation>Il ne reste pas de couleur pour de nouveaux sécessionnistes&#xa0;: réunissez-les en une seule nation (réglages de la partie).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The evening is over: this game is the table’s result now (Undo brings it back).</source>
        <translation>La soirée est finie&#xa0;: cette partie est maintenant le résultat de la table (Annuler la rouvre).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The calamity still waits for a choice.</source>
        <translation>La calamité attend encore un choix.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is not the choice to make now.</source>
        <translation>Ce n’est pas le choix à faire maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The victim has no city in %1.</source>
        <translation>La victime n’a pas de cité dans le territoire de %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no token in %2.</source>
        <translation>%1 n’a pas de pion dans le territoire de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not contiguous to the seceding city: it is neither next to the city nor next to an area that holds only seceded units.</source>
        <translation>%1 n’est pas contigu à la cité qui fait sécession&#xa0;: ni voisin de la cité, ni voisin d’un territoire qui ne contient que des unités sécessionnistes.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 is not a player: secessionists trade no cards, win no war, and their tokens never secede again.</source>
        <translation>%1 n’est pas un joueur&#xa0;: les sécessionnistes n’échangent pas de cartes, ne gagnent pas de guerre, et leurs pions ne refont jamais sécession.</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>more than %1 nations are in play</source>
        <translation>plus de %1 nations sont en jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the players’ nations must be 1 to %1</source>
        <translation>les nations des joueurs doivent être de 1 à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a nation has no name, or a very long one</source>
        <translation>une nation n’a pas de nom, ou un nom très long</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two nations are both called %1, and each needs its own name</source>
        <translation>deux nations s’appellent toutes deux %1, et chacune a besoin de son propre nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is missing areas of the board</source>
        <translation>il manque à %1 des territoires du plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has units at sea or a negative count in %2</source>
        <translation>%1 a des unités en mer ou un nombre négatif dans %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has more than its %2 tokens on the board</source>
        <translation>%1 a plus que ses %2&#xa0;pions sur le plateau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has more than its %2 cities</source>
        <translation>%1 a plus que ses %2&#xa0;cités</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 holds two cities, one per area at most</source>
        <translation>%1 porte deux cités, une par territoire au plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This position cannot exist.</source>
        <translation>Cette position ne peut pas exister.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 has only %n token(s) to place there.</source>
        <translation>
            <numerusform>%1 n’a que %n&#xa0;pion à y placer.</numerusform>
            <numerusform>%1 n’a que %n&#xa0;pions à y placer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No nation stands alone over an area’s limit: there is no surplus to take back.</source>
        <translation>Aucune nation seule ne dépasse la limite d’un territoire&#xa0;: il n’y a pas d’excédent à retirer.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Three of the victim’s tokens have seceded: no more of them.</source>
        <translation>Trois pions de la victime ont fait sécession&#xa0;: pas davantage.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two tokens of other players have seceded: no more of them.</source>
        <translation>Deux pions d’autres joueurs ont fait sécession&#xa0;: pas davantage.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n of the victim’s tokens can secede: the trader must take them, and may not spend a choice that would leave fewer within reach.</source>
        <translation>
            <numerusform>%n&#xa0;pion de la victime peut faire sécession&#xa0;: le donneur doit le prendre, et ne peut faire aucun choix qui en laisserait moins à portée.</numerusform>
            <numerusform>%n&#xa0;pions de la victime peuvent faire sécession&#xa0;: le donneur doit les prendre, et ne peut faire aucun choix qui en laisserait moins à portée.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The victim cannot be the winner.</source>
        <translation>La victime ne peut pas être le vainqueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no units in or next to an area of the victim’s.</source>
        <translation>%1 n’a pas d’unités dans un territoire de la victime ni à côté.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be the centre: an area holding units of both belligerents exists, and the centre must be one of them.</source>
        <translation>%1 ne peut pas être le centre&#xa0;: il existe un territoire avec des unités des deux belligérants, et le centre doit en être un.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be the centre: it must hold the victim’s units next to the winner’s.</source>
        <translation>%1 ne peut pas être le centre&#xa0;: il doit contenir des unités du vaincu voisines de celles du vainqueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the two belligerents lose units now.</source>
        <translation>Seuls les deux belligérants perdent des unités maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 owes nothing more.</source>
        <translation>%1 ne doit plus rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no such unit in %2.</source>
        <translation>%1 n’a pas cette unité dans le territoire de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A city counts 5: it may be taken only while 5 or more points are owed (%1 now).</source>
        <translation>Une cité vaut 5&#xa0;: elle ne peut être prise que s’il reste 5&#xa0;unités ou plus à perdre (%1 maintenant).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is out of the war’s reach: neither next to the centre of the conflict nor next to an area the war has emptied.</source>
        <translation>%1 est hors de portée de la guerre&#xa0;: ni voisin du centre du conflit, ni voisin d’un territoire que la guerre a vidé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Taking it would empty %1: a loss far from the war never leaves an area empty.</source>
        <translation>La prendre viderait %1&#xa0;: une perte loin de la guerre ne vide jamais un territoire.</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%1: %n token(s), over its limit of %2 — several nations: a conflict to settle at the table</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;pion, au-delà de sa limite de %2 — plusieurs nations&#xa0;: un conflit que la table règle</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;pions, au-delà de sa limite de %2 — plusieurs nations&#xa0;: un conflit que la table règle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %n token(s), over its limit of %2</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;pion, au-delà de sa limite de %2</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;pions, au-delà de sa limite de %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: a city of %2, but the board has no city site there</source>
        <translation>%1&#xa0;: une cité (%2), mais le plateau n’y a pas d’emplacement de cité</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: a city of %2 and %n token(s) of its own beside it — a city stands alone in its area</source>
        <translation>
            <numerusform>%1&#xa0;: une cité de %2 et %n&#xa0;pion à elle à côté — une cité est seule dans son territoire</numerusform>
            <numerusform>%1&#xa0;: une cité de %2 et %n&#xa0;pions à elle à côté — une cité est seule dans son territoire</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 touches no other nation: no war can reach it</source>
        <translation>%1 ne touche aucune autre nation&#xa0;: aucune guerre ne peut l’atteindre</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Africa</source>
        <translation>Afrique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italy</source>
        <translation>Italie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illyria</source>
        <translation>Illyrie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thrace</source>
        <translation>Thrace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crete</source>
        <translation>Crète</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asia</source>
        <translation>Asie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assyria</source>
        <translation>Assyrie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Babylon</source>
        <translation>Babylone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egypt</source>
        <translation>Égypte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Af</source>
        <comment>Africa&apos;s two letters on its tokens</comment>
        <translation>Af</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It</source>
        <comment>Italy&apos;s two letters on its tokens</comment>
        <translation>It</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Il</source>
        <comment>Illyria&apos;s two letters on its tokens</comment>
        <translation>Il</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Th</source>
        <comment>Thrace&apos;s two letters on its tokens</comment>
        <translation>Th</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cr</source>
        <comment>Crete&apos;s two letters on its tokens</comment>
        <translation>Cr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As</source>
        <comment>Asia&apos;s two letters on its tokens</comment>
        <translation>As</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sy</source>
        <comment>Assyria&apos;s two letters on its tokens (Asia has As)</comment>
        <translation>Sy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ba</source>
        <comment>Babylon&apos;s two letters on its tokens</comment>
        <translation>Ba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eg</source>
        <comment>Egypt&apos;s two letters on its tokens</comment>
        <translation>Ég</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Secessionists</source>
        <translation>Sécessionnistes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Secessionists %1</source>
        <translation>Sécessionnistes %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Secessionists</source>
        <comment>in running text: French with its article</comment>
        <translation>les Sécessionnistes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secessionists %1</source>
        <comment>in running text: French with its article</comment>
        <translation>les Sécessionnistes %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Africa</source>
        <comment>in running text: French with its article</comment>
        <translation>l’Afrique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italy</source>
        <comment>in running text: French with its article</comment>
        <translation>l’Italie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Illyria</source>
        <comment>in running text: French with its article</comment>
        <translation>l’Illyrie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thrace</source>
        <comment>in running text: French with its article</comment>
        <translation>la Thrace</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crete</source>
        <comment>in running text: French with its article</comment>
        <translation>la Crète</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asia</source>
        <comment>in running text: French with its article</comment>
        <translation>l’Asie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assyria</source>
        <comment>in running text: French with its article</comment>
        <translation>l’Assyrie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Babylon</source>
        <comment>in running text: French with its article</comment>
        <translation>Babylone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Egypt</source>
        <comment>in running text: French with its article</comment>
        <translation>l’Égypte</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Agriculture</source>
        <translation>Agriculture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metalworking</source>
        <translation>Métallurgie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineering</source>
        <translation>Génie civil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Military</source>
        <translation>Militaire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Agri.</source>
        <comment>Agriculture, in a narrow column</comment>
        <translation>Agri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metal.</source>
        <comment>Metalworking, in a narrow column</comment>
        <translation>Métal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engin.</source>
        <comment>Engineering, in a narrow column</comment>
        <translation>Génie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milit.</source>
        <comment>Military, in a narrow column</comment>
        <translation>Milit.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Secession</source>
        <translation>Sécession</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Successive Wars</source>
        <translation>Guerres successives</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, the trader, picks the victim’s city that secedes.</source>
        <translation>%1, le donneur, choisit la cité de la victime qui fait sécession.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing of %1’s is within the war’s reach any more: its losses now come from its units anywhere, never the last unit of an area.</source>
        <translation>Plus rien de %1 n’est à portée de la guerre&#xa0;: ses pertes viennent désormais de ses unités où qu’elles soient, jamais de la dernière unité d’un territoire.</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>None of %1’s tokens was within reach: none secedes.</source>
        <translation>%1&#xa0;: aucun pion n’était à portée&#xa0;; aucun ne fait sécession.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Only %n of %1’s tokens were within reach: no more secede.</source>
        <translation>
            <numerusform>%1&#xa0;: un seul pion était à portée&#xa0;; aucun autre ne fait sécession.</numerusform>
            <numerusform>%1&#xa0;: seuls %n&#xa0;pions étaient à portée&#xa0;; aucun autre ne fait sécession.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The trader stops: no more tokens secede.</source>
        <translation>Le donneur s’arrête&#xa0;: aucun autre pion ne fait sécession.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>+%1 as %2 holds %3</source>
        <comment>a war debt&apos;s extra: its points, the other side, its advance</comment>
        <translation>+%1, car %2 a la carte «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1’s debt: %2.</source>
        <comment>a nation, then why its war debt is higher</comment>
        <translation>Dette de %1&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1: %n point(s) cannot be taken under the rules and are forgiven.</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;unité ne peut pas être prise selon les règles et est remise.</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;unités ne peuvent pas être prises selon les règles et sont remises.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>%1, the trader, names the winner: a player next to the victim.</source>
        <translation>%1, le donneur, désigne le vainqueur&#xa0;: un joueur voisin de la victime.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1, the trader, picks the tokens that secede, in any order: three of the victim’s (%2 so far) and, if the trader wishes, one or two of other players’, the trader’s own included (%3 so far). Another player’s token may open the way to the victim’s.</source>
        <translation>%1, le donneur, choisit les pions qui font sécession, dans l’ordre qu’il veut&#xa0;: trois de la victime (%2 jusqu’ici) et, s’il le souhaite, un ou deux d’autres joueurs, les siens compris (%3 jusqu’ici). Le pion d’un autre joueur peut ouvrir le chemin vers ceux de la victime.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, the winner, picks the centre of the conflict.</source>
        <translation>%1, le vainqueur, choisit le centre du conflit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the winner, picks the losses of both sides.</source>
        <translation>%1, le vainqueur, choisit les pertes des deux camps.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The calamity is resolved: apply it to the board.</source>
        <translation>La calamité est résolue&#xa0;: appliquez-la au plateau.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The city in %1</source>
        <translation>La cité du territoire de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>A token of %1 in %2</source>
        <translation>Un pion de %1 dans le territoire de %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>No more tokens</source>
        <translation>Aucun autre pion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins</source>
        <translation>%1 l’emporte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Centre of the conflict: %1</source>
        <translation>Centre du conflit&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The city of %1 in %2 (5 points)</source>
        <translation>La cité de %1 dans le territoire de %2 (5&#xa0;unités)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Secession strikes %1 (traded by %2).</source>
        <translation>%1&#xa0;: Sécession (carte échangée par %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no city: nothing secedes.</source>
        <translation>%1 n’a pas de cité&#xa0;: rien ne fait sécession.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The city of %1 in %2 secedes: it joins %3.</source>
        <translation>La cité de %1 dans le territoire de %2 fait sécession&#xa0;: elle rejoint %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token of %1 in %2 secedes.</source>
        <translation>Un pion de %1 dans le territoire de %2 fait sécession.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Successive Wars strike %1 (traded by %2).</source>
        <translation>%1&#xa0;: Guerres successives (carte échangée par %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No player is next to %1: the calamity has no effect.</source>
        <translation>%1&#xa0;: aucun joueur n’en est voisin, la calamité est sans effet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 names %2 the winner: %3 owes %4 points, %2 owes %5.</source>
        <translation>%1 désigne %2 vainqueur&#xa0;: %3 doit perdre %4&#xa0;unités, %2 doit en perdre %5.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 %2</source>
        <comment>a nation, then the unit points it lost</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the centre of the conflict: every unit there is eliminated (unit points: %2).</source>
        <translation>Centre du conflit&#xa0;: %1, toutes les unités qui s’y trouvent sont éliminées (unités&#xa0;: %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <comment>between the nations of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses its city in %2 (%3 of %4 points).</source>
        <translation>%1 perd sa cité du territoire de %2 (%3 sur %4&#xa0;unités).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses a token in %2 (%3 of %4 points).</source>
        <translation>%1 perd un pion dans le territoire de %2 (%3 sur %4&#xa0;unités).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The calamity is resolved.</source>
        <translation>La calamité est résolue.</translation>
    </message>
</context>
<context>
    <name>DiplomacyModule</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_deadman_module.cpp" line="+15"/>
        <source>Diplomacy “Dead Man”</source>
        <translation>Diplomacy «&#xa0;Dead&#xa0;Man&#xa0;»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy at one computer, orders written in private and adjudicated by Tablée. Six players: the seventh power, the dead man, moves as the majority of everyone’s proposals says. Or the plain game for seven.</source>
        <translation>Diplomacy sur un seul ordinateur, ordres écrits en secret et arbitrés par Tablée. À six joueurs&#xa0;: la septième puissance, le mort, joue ce que propose la majorité. Ou la partie classique à sept.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>1 to 7 people, the computer playing the other powers (or dead men)</source>
        <translation>1 à 7&#xa0;personnes, l’ordinateur jouant les autres puissances (ou des morts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“Dead Man”, a tournament variant by Yann Clouet (18centres, 2004), for Diplomacy by Allan B. Calhamer. Adjudication after the Diplomacy Adjudicator Test Cases of Lucas Kruijswijk. Map drawn from Natural Earth data (public domain).</source>
        <translation>«&#xa0;Dead Man&#xa0;», une variante de tournoi de Yann Clouet (18centres, 2004), pour Diplomacy d’Allan B. Calhamer. Arbitrage selon les Diplomacy Adjudicator Test Cases de Lucas Kruijswijk. Carte dessinée d’après les données Natural Earth (domaine public).</translation>
    </message>
</context>
<context>
    <name>DiplomacyTexts</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_texts.cpp" line="+35"/>
        <source>%1 has already handed in for this phase.</source>
        <translation>%1 a déjà rendu ses ordres pour cette phase.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 players have handed in for this phase: it is played when the last one does.</source>
        <translation>%1&#xa0;joueurs ont rendu leurs ordres pour cette phase&#xa0;: elle se joue quand le dernier les rend.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has nothing to write in this phase.</source>
        <translation>%1 n’a rien à écrire dans cette phase.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 orders: more than a power could give (%2 at most).</source>
        <translation>%1&#xa0;ordres&#xa0;: plus qu’une puissance ne peut en donner (%2 au plus).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” is not a phase: write it like S1901M, F1901R or W1901A.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une phase&#xa0;: écrivez-la comme S1901M, F1901R ou W1901A.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the dead man: it proposes nothing.</source>
        <translation>%1 est le mort&#xa0;: il ne propose rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This position cannot exist: %1.</source>
        <translation>Cette position ne peut pas exister&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The unit %1 cannot stand there.</source>
        <translation>L’unité %1 ne peut pas se trouver là.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is the dead man: its units carry out the vote of the proposals, not orders.</source>
        <translation>%1 est le mort&#xa0;: ses unités exécutent le vote des propositions, pas des ordres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: the table agreed a draw.</source>
        <translation>La partie est finie&#xa0;: la table a convenu d’une partie nulle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: %1 won.</source>
        <translation>La partie est finie&#xa0;: %1 a gagné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The map built into Tablée is damaged (%1): please report it.</source>
        <translation>La carte intégrée à Tablée est endommagée (%1)&#xa0;: merci de le signaler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has no dead man: there is nothing to propose.</source>
        <translation>Cette partie n’a pas de mort&#xa0;: il n’y a rien à proposer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order is empty.</source>
        <translation>L’ordre est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” cannot be read as an order (expected: %2). Write it like “A PAR - BUR”, “F NTH C A LON - BEL” or “A VEN S A ROM - APU”.</source>
        <translation>«&#xa0;%1&#xa0;» ne se lit pas comme un ordre (attendu&#xa0;: %2). Écrivez-le comme «&#xa0;A PAR - BUR&#xa0;», «&#xa0;F NTH C A LON - BEL&#xa0;» ou «&#xa0;A VEN S A ROM - APU&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The order is too long.</source>
        <translation>L’ordre est trop long.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” begins the names of several places (%2): write more of it.</source>
        <translation>«&#xa0;%1&#xa0;» commence le nom de plusieurs lieux (%2)&#xa0;: écrivez-en davantage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a place on the map.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un lieu de la carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 proposals: more than a table of players could make (%2 at most).</source>
        <translation>%1&#xa0;propositions&#xa0;: plus qu’une table de joueurs ne pourrait en faire (%2 au plus).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two units stand in %1.</source>
        <translation>Deux unités se trouvent en %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Austria</source>
        <translation>Autriche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>England</source>
        <translation>Angleterre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>France</source>
        <translation>France</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Germany</source>
        <translation>Allemagne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Italy</source>
        <translation>Italie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Russia</source>
        <translation>Russie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turkey</source>
        <translation>Turquie</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 %2</source>
        <comment>a power and its supply centres</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply centres (%1 win): %2.</source>
        <translation>Centres de ravitaillement (%1 pour gagner)&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (dead man)</source>
        <translation>%1 (mort)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+21"/>
        <source>%1 (computer)</source>
        <comment>a power a computer plays</comment>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 — %2</source>
        <comment>power — player</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <comment>a player (the power played)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n centre(s)</source>
        <comment>a power&apos;s score in the results: its supply centres</comment>
        <translation>
            <numerusform>%n&#xa0;centre</numerusform>
            <numerusform>%n&#xa0;centres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>name_en</source>
        <comment>which province name field to show: name_en or name_fr</comment>
        <translation>name_fr</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Spring %1 — movement</source>
        <translation>Printemps %1 — mouvements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fall %1 — movement</source>
        <translation>Automne %1 — mouvements</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spring %1 — retreats</source>
        <translation>Printemps %1 — retraites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fall %1 — retreats</source>
        <translation>Automne %1 — retraites</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winter %1 — adjustments</source>
        <translation>Hiver %1 — ajustements</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>there is no unit there</source>
        <translation>il n’y a pas d’unité là</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the unit belongs to another power</source>
        <translation>l’unité appartient à une autre puissance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not an order of this phase</source>
        <translation>pas un ordre de cette phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the unit was given several orders: it holds</source>
        <translation>l’unité a reçu plusieurs ordres&#xa0;: elle tient</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move to where the unit already stands</source>
        <translation>un mouvement vers là où l’unité se trouve déjà</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not next to the unit</source>
        <translation>destination non voisine de l’unité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an army cannot go to sea</source>
        <translation>une armée ne va pas en mer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a fleet cannot go inland</source>
        <translation>une flotte ne va pas à l’intérieur des terres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two coasts can be reached: name one</source>
        <translation>deux côtes sont accessibles&#xa0;: nommez-en une</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that coast cannot be reached</source>
        <translation>cette côte n’est pas accessible</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+16"/>
        <source>only armies are convoyed</source>
        <translation>seules les armées sont convoyées</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>no chain of fleets could carry the army there</source>
        <translation>aucune chaîne de flottes ne pourrait y porter l’armée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a unit cannot support into its own province</source>
        <translation>une unité ne soutient pas vers sa propre province</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no unit to support or convoy there</source>
        <translation>pas d’unité à soutenir ou convoyer là</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the supporting unit could not go there itself</source>
        <translation>l’unité qui soutient ne pourrait pas y aller elle-même</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the supported unit could not make that move</source>
        <translation>l’unité soutenue ne pourrait pas faire ce mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the supported unit did something else</source>
        <translation>l’unité soutenue a fait autre chose</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only fleets at sea convoy</source>
        <translation>seules les flottes en mer convoient</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the fleet is on no route the army needs</source>
        <translation>la flotte n’est sur aucune route dont l’armée a besoin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no army moved by convoy as described</source>
        <translation>aucune armée n’a été convoyée comme décrit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the unit was not dislodged</source>
        <translation>l’unité n’a pas été délogée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that place is occupied, contested or where the attack came from</source>
        <translation>ce lieu est occupé, disputé ou d’où venait l’attaque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>several units retreated there: all are disbanded</source>
        <translation>plusieurs unités y ont fait retraite&#xa0;: toutes sont dissoutes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not one of the power’s home centres</source>
        <translation>pas l’un des centres d’origine de la puissance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the power does not own that centre</source>
        <translation>la puissance ne possède pas ce centre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a unit already stands in that centre</source>
        <translation>une unité occupe déjà ce centre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no build is allowed, or every build allowed is written already</source>
        <translation>aucune construction n’est permise, ou toutes celles permises sont déjà écrites</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no disband is owed, or every disband owed is written already</source>
        <translation>aucune dissolution n’est due, ou toutes celles dues sont déjà écrites</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>already ordered</source>
        <translation>déjà ordonné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>say army or fleet (A or F)</source>
        <translation>précisez armée ou flotte (A ou F)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>held</source>
        <translation>est restée en place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved</source>
        <translation>s’est déplacée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bounced</source>
        <translation>repoussée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no convoy route left</source>
        <translation>plus de route de convoi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>supported</source>
        <translation>a soutenu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>support cut</source>
        <translation>soutien coupé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convoyed</source>
        <translation>a convoyé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>convoy disrupted</source>
        <translation>convoi rompu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>void</source>
        <translation>nul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>retreated</source>
        <translation>a fait retraite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disbanded</source>
        <translation>dissoute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>built</source>
        <translation>construite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waived</source>
        <translation>non construite</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>north coast</source>
        <translation>côte nord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>south coast</source>
        <translation>côte sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>east coast</source>
        <translation>côte est</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>H</source>
        <comment>a hold in an order written with names: the letter the order line reads for it, H or T</comment>
        <translation>T</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 (%2)</source>
        <comment>a province, then which of its coasts</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Hold</source>
        <translation>Tenir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to %1 by convoy</source>
        <translation>Aller vers %1 par convoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to %1</source>
        <translation>Aller vers %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Support the unit in %1 holding</source>
        <translation>Soutenir l’unité en %1 sur place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support the unit in %1 into %2</source>
        <translation>Soutenir l’unité en %1 vers %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Convoy the army in %1 to %2</source>
        <translation>Convoyer l’armée en %1 vers %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retreat to %1</source>
        <translation>Retraite vers %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Disband it</source>
        <translation>La dissoudre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build a fleet in %1</source>
        <translation>Construire une flotte à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build an army in %1</source>
        <translation>Construire une armée à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build nothing</source>
        <translation>Ne rien construire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <comment>an order in words, then its notation</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>DocumentOutput</name>
    <message>
        <location filename="../../src/gui/document_output.cpp" line="+165"/>
        <source>Save as PDF</source>
        <translation>Enregistrer en PDF</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PDF documents</source>
        <translation>Documents PDF</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot save the PDF</source>
        <translation>Impossible d’enregistrer le PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Print “%1”</source>
        <translation>Imprimer «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>DominionCampaignModule</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/dominion_campaign_module.cpp" line="+18"/>
        <source>Dominion campaign</source>
        <translation>Campagne Dominion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The organizer of “To the end of the world”, a Dominion campaign played with your own cards: it draws the kingdoms, keeps the scores, referees the kept and eliminated cards and tells the table what to lay out for each round.</source>
        <translation>L’organisateur de «&#xa0;Jusqu’au bout du monde&#xa0;», une campagne de Dominion jouée avec vos propres cartes&#xa0;: il tire les royaumes, tient les scores, arbitre les cartes gardées et éliminées et dit à la table quoi installer à chaque manche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2 to 4 players</source>
        <translation>2 à 4&#xa0;joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“Jusqu’au bout du monde”, an unofficial campaign by Dncan after an idea of greg909, for Dominion by Donald X. Vaccarino.</source>
        <translation>«&#xa0;Jusqu’au bout du monde&#xa0;», une campagne non officielle de Dncan d’après une idée de greg909, pour Dominion de Donald X. Vaccarino.</translation>
    </message>
</context>
<context>
    <name>DominionCampaignTexts</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/dominion_campaign_texts.cpp" line="+43"/>
        <source>while the campaign is being set up</source>
        <translation>pendant la préparation de la campagne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>while the round is being played</source>
        <translation>pendant que la manche se joue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>while the players keep their cards</source>
        <translation>pendant que les joueurs gardent leur carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>while cards are being eliminated</source>
        <translation>pendant l’élimination des cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>once the campaign is over</source>
        <translation>une fois la campagne terminée</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>name_en</source>
        <comment>which card name field to show: name_en or name_fr</comment>
        <translation>name_fr</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reaction</source>
        <translation>Réaction</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treasure</source>
        <translation>Trésor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curse</source>
        <comment>card type</comment>
        <translation>Malédiction</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1: %2</source>
        <comment>player: kept card</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (by %2)</source>
        <comment>an eliminated card and its chooser</comment>
        <translation>%1 (par %2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>costs more than %1</source>
        <translation>coûte plus de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>already in your deck</source>
        <translation>déjà dans votre deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pile empty</source>
        <translation>pile vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eliminated</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2</source>
        <comment>a count and a card name in a deck</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n&#xa0;point</numerusform>
            <numerusform>%n&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1. %2 (%3)</source>
        <comment>rank, player, campaign score</comment>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>, then </source>
        <comment>between the names of a playing order</comment>
        <translation>, puis </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Choose at least one set of cards.</source>
        <translation>Choisissez au moins une boîte de cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no set of cards called “%1”.</source>
        <translation>Il n’y a pas de boîte de cartes «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The set “%1” is chosen twice.</source>
        <translation>La boîte «&#xa0;%1&#xa0;» est choisie deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The chosen sets hold %1 kingdom cards; a campaign needs at least %2.</source>
        <translation>Les boîtes choisies comptent %1&#xa0;cartes Royaume&#xa0;; une campagne en demande au moins %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cards replaced per round is not possible here: choose from 1 to %2, so that the campaign lasts at least two rounds.</source>
        <translation>Remplacer %1&#xa0;cartes par manche n’est pas possible ici&#xa0;: choisissez de 1 à %2, pour que la campagne dure au moins deux manches.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done %1.</source>
        <translation>Ce n’est pas possible %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such player.</source>
        <translation>Ce joueur n’existe pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 given where %2 are expected.</source>
        <translation>%1 donnés là où %2 sont attendus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scored %2: a round’s score must lie between -100000 and 100000.</source>
        <translation>%1 a marqué %2&#xa0;: le score d’une manche doit être compris entre -100000 et 100000.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 is not a finished round before this one: its scores cannot be corrected.</source>
        <translation>La manche %1 n’est pas une manche terminée avant celle-ci&#xa0;: ses points ne peuvent pas être corrigés.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The playing order must name every player once.</source>
        <translation>L’ordre de jeu doit nommer chaque joueur une fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no card “%1”.</source>
        <translation>Il n’y a pas de carte «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is chosen twice.</source>
        <translation>%1 est choisie deux fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a kingdom card of the chosen sets.</source>
        <translation>%1 n’est pas une carte Royaume des boîtes choisies.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has already been in the kingdom (round %2): the cards drawn must be new to the campaign.</source>
        <translation>%1 a déjà été dans le royaume (manche %2)&#xa0;: les cartes tirées doivent être nouvelles dans la campagne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has already kept %2 this round.</source>
        <translation>%1 a déjà gardé %2 à cette manche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot come in this draw: it is not in the pool, or already drawn or used.</source>
        <translation>%1 ne peut pas sortir dans ce tirage&#xa0;: la carte n’est pas dans le stock de cartes Royaume, ou elle est déjà tirée ou utilisée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not in round %2’s supply.</source>
        <translation>%1 n’est pas dans la réserve de la manche %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 costs %2 coins: a kept card costs at most 4.</source>
        <translation>%1 coûte %2 pièces&#xa0;: une carte gardée coûte 4 au plus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1’s starting deck already holds %2: only Copper, Estate and Curse may be there twice.</source>
        <translation>Le deck de départ de %1 contient déjà %2&#xa0;: seuls Cuivre, Domaine et Malédiction peuvent y être deux fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 pile is empty: no copy is left to keep.</source>
        <translation>La pile %1 est vide&#xa0;: il ne reste aucun exemplaire à garder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not %1’s turn to eliminate a card: %2 chooses now.</source>
        <translation>Ce n’est pas à %1 d’éliminer une carte&#xa0;: c’est à %2 de choisir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not in round %2’s kingdom.</source>
        <translation>%1 n’est pas dans le royaume de la manche %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already eliminated.</source>
        <translation>%1 est déjà éliminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card data is damaged (%1).</source>
        <translation>Les données des cartes sont abîmées (%1).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>draw the kingdom again</source>
        <translation>tirer de nouveau le royaume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose the kingdom</source>
        <translation>choisir le royaume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set the playing order</source>
        <translation>fixer l’ordre de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw the playing order</source>
        <translation>tirer l’ordre de jeu au sort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start the campaign</source>
        <translation>commencer la campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose the new cards</source>
        <translation>choisir les nouvelles cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enter the scores</source>
        <translation>saisir les scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1’s keep</source>
        <translation>la carte gardée par %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 eliminates %2</source>
        <translation>%1 élimine %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw %1</source>
        <translation>tirer %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draw %1’s place</source>
        <translation>tirer la place de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>correct the scores of round %1</source>
        <translation>corriger les points de la manche %1</translation>
    </message>
</context>
<context>
    <name>DominyamModule</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_module.cpp" line="+19"/>
        <source>Dominyam</source>
        <translation>Dominyam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice and dominoes: eat pairs of dominoes from a spiral board with Yam’s rolls, then score end-game combinations.</source>
        <translation>Dés et dominos&#xa0;: mangez des paires de dominos sur un plateau en escargot avec des lancers de Yam’s, puis marquez des combinaisons en fin de partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 player (solo high scores) or 2 to 8, people or computer</source>
        <translation>1&#xa0;joueur (records en solitaire) ou 2 à 8, humains ou ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“Dominyam — du domino et du Yam’s remixés”, a French game published on 15 September 2013, played with a set of dominoes and five dice.</source>
        <translation>«&#xa0;Dominyam — du domino et du Yam’s remixés&#xa0;», un jeu publié le 15 septembre 2013, qui se joue avec un jeu de dominos et cinq dés.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Solo high scores…</source>
        <translation>Records en solitaire…</translation>
    </message>
</context>
<context>
    <name>DominyamTexts</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_texts.cpp" line="+27"/>
        <source>A board holds at most 28 tiles, not %1.</source>
        <translation>Un plateau contient au plus 28&#xa0;dominos, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1 has a half of %2: halves go from 0 (blank) to 6.</source>
        <translation>Le domino %1 a une moitié de %2&#xa0;: les moitiés vont de 0 (blanc) à 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tile %1 lies on the cell (%2), off the 8 × 7 board.</source>
        <translation>Le domino %1 est posé sur la case (%2), hors du plateau de 8 × 7.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two cells of tile %1 are not side by side.</source>
        <translation>Les deux cases du domino %1 ne sont pas côte à côte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two tiles cover the cell (%1).</source>
        <translation>Deux dominos couvrent la case (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The domino %1 appears twice: a set has each domino once.</source>
        <translation>Le domino %1 apparaît deux fois&#xa0;: un jeu contient chaque domino une seule fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tiles %1 and %2 do not touch: a meal is two tiles side by side.</source>
        <translation>Les dominos %1 et %2 ne se touchent pas&#xa0;: un repas, ce sont deux dominos côte à côte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Four of the dice (%3) must match the four halves of %1 and %2; a blank half takes any die.</source>
        <translation>Quatre des dés (%3) doivent correspondre aux quatre moitiés de %1 et %2&#xa0;; une moitié vide accepte n’importe quel dé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With this meal the point die can be %2, not %1.</source>
        <translation>Avec ce repas, le dé de point peut être %2, pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tiles %1 and %2 are not exposed to the void: one of them must have an empty long side, and the other one too once the first is gone.</source>
        <translation>Les dominos %1 et %2 ne sont pas à la merci du néant&#xa0;: l’un d’eux doit avoir un bord long vide, et l’autre aussi une fois le premier mangé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This meal would leave the tile %1 isolated: every tile must keep touching another one.</source>
        <translation>Ce repas isolerait le domino %1&#xa0;: chaque domino doit continuer à en toucher un autre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These tiles are worth %2 pips; this turn’s objective is %1.</source>
        <translation>Ces dominos valent %2&#xa0;points&#xa0;; l’objectif de ce tour est %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The tile %1 has already been eaten.</source>
        <translation>Le domino %1 a déjà été mangé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A meal is two different tiles.</source>
        <translation>Un repas, ce sont deux dominos différents.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such tile on the board.</source>
        <translation>Ce domino n’est pas sur le plateau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice are already rolled this turn: hold some and re-roll, eat, or pass.</source>
        <translation>Les dés sont déjà lancés ce tour-ci&#xa0;: gardez-en et relancez, mangez, ou passez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No re-roll left this turn: eat two tiles or pass.</source>
        <translation>Plus de relance ce tour-ci&#xa0;: mangez deux dominos ou passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every die is held: release at least one to re-roll.</source>
        <translation>Tous les dés sont gardés&#xa0;: libérez-en au moins un pour relancer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice are rolling: wait for them to land.</source>
        <translation>Les dés roulent&#xa0;: attendez qu’ils s’arrêtent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No dice are rolling now.</source>
        <translation>Aucun dé ne roule en ce moment.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dice cannot land as %1: each shows 1 to 6, and the held dice do not change.</source>
        <translation>Les dés ne peuvent pas tomber sur %1&#xa0;: chacun montre 1 à 6, et les dés gardés ne changent pas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roll the dice first.</source>
        <translation>Lancez d’abord les dés.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Full house with a blank</source>
        <translation>Plein de néant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Small straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All 28 tiles have been eaten.</source>
        <translation>Les 28&#xa0;dominos ont été mangés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead board: no two tiles can ever be eaten together again.</source>
        <translation>Monde mort&#xa0;: plus aucune paire de dominos ne pourra être mangée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 14 turns are played.</source>
        <translation>Les 14&#xa0;tours sont joués.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 points</source>
        <comment>a negative score</comment>
        <translation>%1&#xa0;points</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n&#xa0;point</numerusform>
            <numerusform>%n&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>re-roll %n dice</source>
        <translation>
            <numerusform>relancer %n&#xa0;dé</numerusform>
            <numerusform>relancer %n&#xa0;dés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>eat</source>
        <translation>manger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eat %1 and %2</source>
        <translation>manger %1 et %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the dice show %1</source>
        <translation>les dés montrent %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, strong level</source>
        <translation>%1, niveau fort</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ate %1 and %2 — point die: %3 (%4)</source>
        <translation>a mangé %1 et %2 — dé de point&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Turn %1 — %2: %3; dice %4, %n roll(s)</source>
        <translation>
            <numerusform>Tour %1 — %2&#xa0;: %3&#xa0;; dés %4, %n&#xa0;lancer</numerusform>
            <numerusform>Tour %1 — %2&#xa0;: %3&#xa0;; dés %4, %n&#xa0;lancers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../../src/gui/error_text.cpp" line="+31"/>
        <source>the entry “%1” is missing</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” should be a group of named entries</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait être un groupe d’entrées nommées</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” should be a list</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait être une liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” should be a text</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait être un texte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” should be true or false</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait valoir vrai ou faux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” should be a whole number from %2 to %3</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the entry “%1” should be a whole number written as text</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait être un nombre entier écrit comme un texte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” is longer than %2 characters</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» dépasse %2 caractères</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” holds more than %2 items</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» contient plus de %2 éléments</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” should hold exactly %2 items</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» devrait contenir exactement %2 éléments</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the entry “%1” holds “%2”, which means nothing here</source>
        <translation>l’entrée «&#xa0;%1&#xa0;» contient «&#xa0;%2&#xa0;», qui ne signifie rien ici</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>It is damaged: it no longer reads as JSON.</source>
        <translation>Il est abîmé&#xa0;: il ne se lit plus comme du JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is far too large for such a file.</source>
        <translation>Il est bien trop gros pour un tel fichier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is damaged: %1.</source>
        <translation>Il est abîmé&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This file is empty: it holds no game.</source>
        <translation>Ce fichier est vide&#xa0;: il ne contient aucune partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is too large to be a Tablée save (%1 bytes; a save never exceeds %2 bytes).</source>
        <translation>Ce fichier est trop gros pour être une sauvegarde de Tablée (%1 octets&#xa0;; une sauvegarde ne dépasse jamais %2 octets).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a Tablée save: its structure is nested far too deep.</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée&#xa0;: sa structure est bien trop imbriquée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Tablée save: it holds a number far too large.</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée&#xa0;: il contient un nombre bien trop grand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Tablée save: it is damaged or of another kind (not valid JSON).</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée&#xa0;: il est abîmé ou d’un autre type (JSON invalide).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Tablée save.</source>
        <translation>Ce fichier n’est pas une sauvegarde Tablée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This save was written by a newer version of Tablée. Please update Tablée to open it.</source>
        <translation>Cette sauvegarde a été écrite par une version plus récente de Tablée. Mettez Tablée à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This %1 save uses version %2 of its format, but this Tablée reads up to version %3. Please update Tablée to open it.</source>
        <translation>Cette sauvegarde de %1 utilise la version %2 de son format, mais cette version de Tablée ne lit que jusqu’à la version %3. Mettez Tablée à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This save is of a game this version of Tablée does not know (&quot;%1&quot;).</source>
        <translation>Cette sauvegarde est celle d’un jeu que cette version de Tablée ne connaît pas («&#xa0;%1&#xa0;»).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Tablée save: it holds more than %1 values, far more than any game.</source>
        <translation>Ce fichier n’est pas une sauvegarde de Tablée&#xa0;: il contient plus de %1 valeurs, bien plus que n’importe quelle partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is damaged: %1.</source>
        <translation>Ce fichier est endommagé&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This save could not be upgraded from version %1 of its format: %2</source>
        <translation>Impossible de mettre à niveau cette sauvegarde depuis la version %1 de son format&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This save is damaged: its move %1 cannot be replayed, because the rules refuse it: %2</source>
        <translation>Cette sauvegarde est endommagée&#xa0;: son coup %1 ne peut être rejoué, car les règles le refusent&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This save is damaged: the rules refuse the settings of the game it holds: %1</source>
        <translation>Cette sauvegarde est endommagée&#xa0;: les règles refusent les réglages de la partie qu’elle contient&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not save to %1: %2. The previous file, if any, is untouched.</source>
        <translation>Impossible d’enregistrer dans %1&#xa0;: %2. Le fichier précédent, s’il existe, est intact.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game takes %1 to %2 players.</source>
        <translation>Ce jeu se joue de %1 à %2&#xa0;joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1 has no name.</source>
        <translation>Le joueur %1 n’a pas de nom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players are called &quot;%1&quot;.</source>
        <translation>Deux joueurs s’appellent «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This save is damaged: %1.</source>
        <translation>Cette sauvegarde est abîmée&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>FiefsModule</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/fiefs_module.cpp" line="+15"/>
        <source>Fiefs</source>
        <translation>Fiefs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board game Domaine without its action cards: enclose your castles with borders, place knights, expand, ally and bribe, buying one action a turn from a price list in ducats and dice. Against friends or the computer.</source>
        <translation>Le jeu Domaine sans ses cartes d’action&#xa0;: entourez vos châteaux de frontières, placez des chevaliers, étendez-vous, alliez-vous et soudoyez, en achetant une action par tour sur une liste de prix en ducats et en dés. Entre amis ou contre l’ordinateur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2 to 4 players, people or computer</source>
        <translation>2 à 4&#xa0;joueurs, humains ou ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The “no action cards” variant by Alain Trépanier of Domaine (Klaus Teuber, 2003); the board’s tiles are Tablée’s own design.</source>
        <translation>La variante «&#xa0;sans cartes d’action&#xa0;» d’Alain Trépanier pour Domaine (Klaus Teuber, 2003)&#xa0;; les tuiles du plateau sont une création de Tablée.</translation>
    </message>
</context>
<context>
    <name>FiefsTexts</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/fiefs_texts.cpp" line="+32"/>
        <source>The board’s tiles built into Tablée are damaged (%1): please report it.</source>
        <translation>Les tuiles du plateau intégrées à Tablée sont abîmées (%1)&#xa0;: merci de le signaler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position cannot exist: %1.</source>
        <translation>Cette position ne peut pas exister&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such place on the board.</source>
        <translation>Ce lieu n’existe pas sur le plateau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That does not answer the question of the moment.</source>
        <translation>Cela ne répond pas à la question du moment.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die shows 1 to 6, not %1.</source>
        <translation>Un dé montre 1 à 6, pas %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>This costs %n ducat(s) and you have %1.</source>
        <translation>
            <numerusform>Cela coûte %n&#xa0;ducat et vous en avez %1.</numerusform>
            <numerusform>Cela coûte %n&#xa0;ducats et vous en avez %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A castle goes on a free meadow: %1 is not one.</source>
        <translation>Un château se place sur un pré libre&#xa0;: %1 n’en est pas un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first knight goes on a free meadow or forest next to its castle: not %1.</source>
        <translation>Le premier chevalier se place sur un pré ou une forêt libre à côté de son château&#xa0;: pas en %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your castles must stand at least %n spaces apart (counted along rows and columns).</source>
        <translation>
            <numerusform>Vos châteaux doivent être à au moins %n&#xa0;case l’un de l’autre (comptée en lignes et colonnes).</numerusform>
            <numerusform>Vos châteaux doivent être à au moins %n&#xa0;cases l’un de l’autre (comptées en lignes et colonnes).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action places 1, 2 or 3 borders.</source>
        <translation>Une action place 1, 2 ou 3&#xa0;frontières.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is a border on %1 already.</source>
        <translation>Il y a déjà une frontière en %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The supply has no border left.</source>
        <translation>La réserve n’a plus de frontière.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A border never goes inside a fief (%1).</source>
        <translation>Une frontière ne va jamais à l’intérieur d’un fief (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A border never goes inside a neutral zone (%1).</source>
        <translation>Une frontière ne va jamais à l’intérieur d’une zone neutre (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While one of your castles is not in a fief, your borders bound the open land round it: %1 does not.</source>
        <translation>Tant qu’un de vos châteaux n’est pas dans un fief, vos frontières bordent la terre ouverte qui l’entoure&#xa0;: %1 ne la borde pas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A border on %1 would shut in land without a castle: borders never make a neutral zone.</source>
        <translation>Une frontière en %1 enfermerait une terre sans château&#xa0;: les frontières ne créent jamais de zone neutre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With two players, a border closes your opponent’s fief only if it closes one of yours too (%1).</source>
        <translation>À deux joueurs, une frontière ne ferme le fief de l’adversaire que si elle ferme aussi l’un des vôtres (%1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action places 1 or 2 knights.</source>
        <translation>Une action place 1 ou 2&#xa0;chevaliers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no knight left.</source>
        <translation>Il ne vous reste aucun chevalier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 already holds a castle or a knight.</source>
        <translation>%1 porte déjà un château ou un chevalier.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A knight goes on a meadow or a forest: not on %1.</source>
        <translation>Un chevalier se place sur un pré ou une forêt&#xa0;: pas en %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A knight goes next to one of your castles or knights: %1 is not.</source>
        <translation>Un chevalier se place à côté de l’un de vos châteaux ou chevaliers&#xa0;: %1 ne l’est pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A knight never goes into another player’s fief (%1).</source>
        <translation>Un chevalier n’entre jamais dans le fief d’un autre joueur (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not the castle of one of your fiefs.</source>
        <translation>%1 n’est pas le château de l’un de vos fiefs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expansion takes a space next to the fief: %1 is not.</source>
        <translation>Une expansion prend une case à côté du fief&#xa0;: %1 ne l’est pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expansion never takes a castle’s space (%1).</source>
        <translation>Une expansion ne prend jamais la case d’un château (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expansion never takes a space with another player’s knight (%1).</source>
        <translation>Une expansion ne prend jamais une case portant le chevalier d’un autre joueur (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in another of your fiefs.</source>
        <translation>%1 est dans un autre de vos fiefs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allied fiefs never expand into each other (%1).</source>
        <translation>Des fiefs alliés ne s’étendent jamais l’un sur l’autre (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To expand into that fief yours needs more knights: %1 against %2.</source>
        <translation>Pour s’étendre dans ce fief, le vôtre doit avoir plus de chevaliers&#xa0;: %1 contre %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Treason takes a knight of another player standing in that player’s fief: not %1.</source>
        <translation>La trahison vise le chevalier d’un autre joueur dans un fief de ce joueur&#xa0;: pas en %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your knight goes on a free meadow or forest of your fief bordering the traitor’s: not %1.</source>
        <translation>Votre chevalier va sur un pré ou une forêt libre de votre fief voisin de celui du traître&#xa0;: pas en %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An alliance takes in one fief (several with the option of the sub-variant).</source>
        <translation>Une alliance se fait avec un fief (plusieurs avec l’option de la sous-variante).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An alliance is with another player’s fief next to yours: not %1.</source>
        <translation>Une alliance se fait avec le fief d’un autre joueur voisin du vôtre&#xa0;: pas %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These fiefs are allied already.</source>
        <translation>Ces fiefs sont déjà alliés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The alliance marker goes on a space of either fief touching the other: not %1.</source>
        <translation>Le marqueur d’alliance va sur une case de l’un des fiefs qui touche l’autre&#xa0;: pas en %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The part joins one of the fiefs of one colour it touches.</source>
        <translation>La partie rejoint l’un des fiefs de la seule couleur qu’elle touche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No border can be placed now.</source>
        <translation>Aucune frontière ne peut être placée maintenant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No space you can pay for is open to your knights.</source>
        <translation>Aucune case que vous pouvez payer n’est ouverte à vos chevaliers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of your fiefs can expand.</source>
        <translation>Aucun de vos fiefs ne peut s’étendre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No enemy knight in a fief next to yours.</source>
        <translation>Pas de chevalier ennemi dans un fief voisin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No free meadow or forest for the traitor.</source>
        <translation>Aucun pré ni forêt libre pour le traître.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of your fiefs touches another player’s.</source>
        <translation>Aucun de vos fiefs ne touche celui d’un autre joueur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rules refuse this move.</source>
        <translation>Les règles refusent ce coup.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>meadow</source>
        <translation>pré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>iron mine</source>
        <translation>mine de fer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>silver mine</source>
        <translation>mine d’argent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gold mine</source>
        <translation>mine d’or</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>royal city</source>
        <translation>ville royale</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place 1 border</source>
        <translation>Placer 1&#xa0;frontière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place 2 borders</source>
        <translation>Placer 2&#xa0;frontières</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place 3 borders</source>
        <translation>Placer 3&#xa0;frontières</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place 1 knight</source>
        <translation>Placer 1&#xa0;chevalier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place 2 knights</source>
        <translation>Placer 2&#xa0;chevaliers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expand a fief</source>
        <translation>Étendre un fief</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempt treason</source>
        <translation>Tenter une trahison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Attempt an alliance</source>
        <translation>Tenter une alliance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take 3 ducats</source>
        <translation>Prendre 3&#xa0;ducats</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>die</source>
        <translation>dé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n ducat(s)</source>
        <translation>
            <numerusform>%n&#xa0;ducat</numerusform>
            <numerusform>%n&#xa0;ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n ducat(s)</source>
        <comment>a die&apos;s face, then its price</comment>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;ducat</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;ducats</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: failure</source>
        <comment>a die&apos;s face where the attempt fails</comment>
        <translation>%1&#xa0;: échec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; </source>
        <comment>between the faces of the die table</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Borders close fiefs: each must bound the region of one of your castles not yet in a fief (anywhere outside a fief once all are), and none may make a neutral zone.</source>
        <translation>Les frontières ferment les fiefs&#xa0;: chacune doit border la région d’un de vos châteaux qui n’est pas encore dans un fief (n’importe où hors d’un fief une fois qu’ils le sont tous), et aucune ne peut créer de zone neutre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A knight goes on a free meadow or forest next to one of your castles or knights, never in another player’s fief; a forest costs 1 ducat more. Knights make a fief strong.</source>
        <translation>Un chevalier se place sur un pré ou une forêt libre à côté de l’un de vos châteaux ou chevaliers, jamais dans le fief d’un autre joueur&#xa0;; une forêt coûte 1&#xa0;ducat de plus. Les chevaliers font la force d’un fief.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add to one of your fiefs a space next to it: open land, a neutral zone, or a space of a weaker fief (fewer knights), never a castle, a knight’s space or an allied fief.</source>
        <translation>Ajoutez à l’un de vos fiefs une case voisine&#xa0;: terre libre, zone neutre ou case d’un fief plus faible (moins de chevaliers), jamais un château, la case d’un chevalier ni un fief allié.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the die for the price (%1): an enemy knight in a fief next to yours goes back to its owner, and one of yours takes its place in your fief.</source>
        <translation>Lancez le dé pour le prix (%1)&#xa0;: un chevalier ennemi dans un fief voisin du vôtre retourne à son propriétaire, et l’un des vôtres prend sa place dans votre fief.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the die for the price (%1): your fief and another player’s next to it never expand into each other, until a third player takes the alliance marker’s space.</source>
        <translation>Lancez le dé pour le prix (%1)&#xa0;: votre fief et celui d’un autre joueur, voisins, ne s’étendent plus l’un dans l’autre, jusqu’à ce qu’un troisième joueur prenne la case du marqueur d’alliance.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll the die: 1 to %1, take that many ducats; %2, place one knight free at once (1 ducat if in a forest), or decline it.</source>
        <translation>Lancez le dé&#xa0;: de 1 à %1, prenez autant de ducats&#xa0;; sur %2, placez aussitôt un chevalier gratuit (1&#xa0;ducat en forêt), ou refusez-le.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>%1’s fief at %2</source>
        <translation>le fief de %1 en %2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n ducat(s) taken</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;ducat pris</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;ducats pris</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: a knight placed free</source>
        <translation>%1&#xa0;: un chevalier placé gratuitement</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n ducat(s) paid</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;ducat payé</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;ducats payés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%1 now holds %n more fief(s).</source>
        <translation>
            <numerusform>%1 détient désormais %n&#xa0;fief de plus.</numerusform>
            <numerusform>%1 détient désormais %n&#xa0;fiefs de plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 is %n point(s) from the King token.</source>
        <translation>
            <numerusform>%1 est à %n&#xa0;point du jeton du roi.</numerusform>
            <numerusform>%1 est à %n&#xa0;points du jeton du roi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n castle(s) still outside a fief: the game ends when none is.</source>
        <translation>
            <numerusform>%n&#xa0;château encore hors d’un fief&#xa0;: la partie s’arrête quand il n’en reste aucun.</numerusform>
            <numerusform>%n&#xa0;châteaux encore hors d’un fief&#xa0;: la partie s’arrête quand il n’en reste aucun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n ducat(s)</source>
        <comment>a price paid</comment>
        <translation>
            <numerusform>%n&#xa0;ducat</numerusform>
            <numerusform>%n&#xa0;ducats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1 places %n border(s) for %2: %3.</source>
        <translation>
            <numerusform>%1&#xa0;place %n&#xa0;frontière pour %2&#xa0;: %3.</numerusform>
            <numerusform>%1&#xa0;place %n&#xa0;frontières pour %2&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 places %n knight(s) for %2: %3.</source>
        <translation>
            <numerusform>%1&#xa0;place %n&#xa0;chevalier pour %2&#xa0;: %3.</numerusform>
            <numerusform>%1&#xa0;place %n&#xa0;chevaliers pour %2&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, of %2’s fief</source>
        <comment>a space taken from another player&apos;s fief</comment>
        <translation>%1, pris à %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 expands the fief of %2 onto %3 for %4.</source>
        <translation>%1 étend le fief de %2 en %3 pour %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the knight of %2 over by treason and moves it to %3 (die %4).</source>
        <translation>%1 gagne par trahison le chevalier de %2 et le place en %3 (dé %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 attempts treason on the knight of %2 (die %3).</source>
        <translation>%1 tente une trahison sur le chevalier de %2 (dé %3).</translation>
    </message>
    <message numerus="yes">
        <location line="-188"/>
        <source>Take %n ducat(s) from the bank.</source>
        <translation>
            <numerusform>Prenez %n&#xa0;ducat à la banque.</numerusform>
            <numerusform>Prenez %n&#xa0;ducats à la banque.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-185"/>
        <source>The die asks %n ducat(s) at least; you have %1.</source>
        <translation>
            <numerusform>Le dé demande %n&#xa0;ducat au moins&#xa0;; vous en avez %1.</numerusform>
            <numerusform>Le dé demande %n&#xa0;ducats au moins&#xa0;; vous en avez %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Every neighbouring fief is allied already.</source>
        <translation>Tous les fiefs voisins sont déjà alliés.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Special income (a die)</source>
        <translation>Revenu spécial (un dé)</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong</source>
        <translation>fort</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: a free knight, but no space is open to it</source>
        <translation>%1&#xa0;: un chevalier gratuit, mais aucune case ne lui est ouverte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the attempt fails</source>
        <translation>%1&#xa0;: la tentative échoue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 ducats asked, more than in hand: the attempt fails</source>
        <translation>%1&#xa0;: %2&#xa0;ducats demandés, plus qu’en caisse&#xa0;: la tentative échoue</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>castle on %1</source>
        <translation>château en %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>place %n border(s)</source>
        <translation>
            <numerusform>placer %n&#xa0;frontière</numerusform>
            <numerusform>placer %n&#xa0;frontières</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>place %n knight(s)</source>
        <translation>
            <numerusform>placer %n&#xa0;chevalier</numerusform>
            <numerusform>placer %n&#xa0;chevaliers</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expand onto %1</source>
        <translation>s’étendre en %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>treason</source>
        <translation>trahison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alliance</source>
        <translation>alliance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take 3 ducats</source>
        <translation>prendre 3&#xa0;ducats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>special income</source>
        <translation>revenu spécial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free knight</source>
        <translation>chevalier gratuit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>join a fief</source>
        <translation>rejoindre un fief</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>die %1</source>
        <translation>dé %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1 gains %n point(s), now %2.</source>
        <translation>
            <numerusform>%1 gagne %n&#xa0;point, soit %2.</numerusform>
            <numerusform>%1 gagne %n&#xa0;points, soit %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 loses %n point(s), now %2.</source>
        <translation>
            <numerusform>%1 perd %n&#xa0;point, soit %2.</numerusform>
            <numerusform>%1 perd %n&#xa0;points, soit %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 places a castle on %2 and a knight on %3.</source>
        <translation>%1&#xa0;place un château en %2 et un chevalier en %3.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 allies the fief at %2 with %3 (die %4).</source>
        <translation>%1 allie son fief en %2 avec %3 (dé %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 attempts an alliance of the fief at %2 with %3 (die %4).</source>
        <translation>%1 tente d’allier son fief en %2 avec %3 (dé %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes 3 ducats.</source>
        <translation>%1 prend 3&#xa0;ducats.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the special income (die %2).</source>
        <translation>%1 prend le revenu spécial (dé %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places the free knight on %2.</source>
        <translation>%1&#xa0;place le chevalier gratuit en %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declines the free knight.</source>
        <translation>%1 refuse le chevalier gratuit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 joins the cut-off part to the fief of %2.</source>
        <translation>%1 rattache la partie coupée au fief de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The die shows %1.</source>
        <translation>Le dé montre %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The game is over: %1 wins.</source>
        <translation>
            <numerusform>La partie est terminée&#xa0;: %1 gagne.</numerusform>
            <numerusform>La partie est terminée&#xa0;: %1 gagnent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 takes %n ducat(s) from the mines.</source>
        <translation>
            <numerusform>%1 tire %n&#xa0;ducat des mines.</numerusform>
            <numerusform>%1 tire %n&#xa0;ducats des mines.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilePlaces</name>
    <message>
        <location filename="../../src/gui/file_places.cpp" line="+83"/>
        <source>“%1” is in the folder %2.</source>
        <translation>«&#xa0;%1&#xa0;» est dans le dossier %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File written</source>
        <translation>Fichier enregistré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show the folder</source>
        <translation>&amp;Montrer le dossier</translation>
    </message>
</context>
<context>
    <name>PhaseReport</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/phase_report.cpp" line="+110"/>
        <source>dislodged</source>
        <translation>délogée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>removed (civil disorder)</source>
        <translation>retirée (désordre civil)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>%1 (%2)</source>
        <comment>an order (what became of it)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+15"/>
        <location line="+6"/>
        <location line="+8"/>
        <source>%1:</source>
        <comment>a power&apos;s orders follow</comment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+101"/>
        <source>The dead man’s vote (%1)</source>
        <translation>Le vote du mort (%1)</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 × %2</source>
        <comment>a count of proposals and the order proposed</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>no strict plurality: the unit holds</source>
        <translation>pas de majorité relative stricte&#xa0;: l’unité tient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no strict plurality: the unit is disbanded</source>
        <translation>pas de majorité relative stricte&#xa0;: l’unité est dissoute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not built: the builds allowed went to centres with more proposals</source>
        <translation>pas construit&#xa0;: les constructions permises sont allées aux centres qui avaient plus de propositions</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>no strict plurality: no build here</source>
        <translation>pas de majorité relative stricte&#xa0;: pas de construction ici</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>dislodged, with nowhere to retreat: disbanded</source>
        <translation>délogée, sans retraite possible&#xa0;: dissoute</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1; %2</source>
        <comment>a dislodged unit: its fate, then why its order failed</comment>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>kept: the disbands owed went to units with more proposals</source>
        <translation>gardée&#xa0;: les dissolutions dues sont allées à des unités plus proposées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>kept: tied with other units for the last disbands owed, none of them is taken</source>
        <translation>gardée&#xa0;: à égalité avec d’autres unités pour les dernières dissolutions dues, aucune n’est retenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not built: tied with other centres for the last builds allowed, none of them is taken</source>
        <translation>pas de construction&#xa0;: à égalité avec d’autres centres pour les dernières constructions permises, aucun n’est retenu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept: units with more proposals tied for the last disbands, and nothing after a tie is taken</source>
        <translation>gardée&#xa0;: des unités plus proposées étaient à égalité pour les dernières dissolutions, et rien n’est retenu après une égalité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not built: centres with more proposals tied for the last builds, and nothing after a tie is taken</source>
        <translation>pas de construction&#xa0;: des centres plus proposés étaient à égalité pour les dernières constructions, et rien n’est retenu après une égalité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the vote did not disband it: the disbands still owed are chosen by the civil-disorder rule</source>
        <translation>le vote ne l’a pas dissoute&#xa0;: les dissolutions encore dues sont choisies par la règle du désordre civil</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>carried out: %1</source>
        <translation>exécuté&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+214"/>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;br&gt;%3&lt;/p&gt;</source>
        <comment>a unit or centre: its proposals, what the vote gave</comment>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2&lt;br&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>no proposal</source>
        <translation>aucune proposition</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>&lt;li&gt;%1: %2&lt;/li&gt;</source>
        <comment>a player: the proposals they wrote</comment>
        <translation>&lt;li&gt;%1&#xa0;: %2&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+106"/>
        <source>Proposals, as written</source>
        <translation>Les propositions, telles que les joueurs les ont écrites</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Supply centres</source>
        <translation>Centres de ravitaillement</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+107"/>
        <source>Nobody had anything to decide in this phase: it was skipped.</source>
        <translation>Personne n’avait rien à décider dans cette phase&#xa0;: elle a été passée.</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>%1 — %2</source>
        <comment>an order — what became of it</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 (%3)</source>
        <comment>an order — what became of it (why)</comment>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2</source>
        <comment>a power, its supply centres</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 (%3)</source>
        <comment>a power, its supply centres (the change)</comment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: %2 — %3</source>
        <comment>a unit or centre: its proposals — what the vote gave</comment>
        <translation>%1&#xa0;: %2 — %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <comment>a player: the proposals they wrote</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Supply centres after %1: %2</source>
        <comment>the year, then each power&apos;s count</comment>
        <translation>Centres de ravitaillement après %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>wins alone</source>
        <translation>gagne seule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>out of the game</source>
        <translation>éliminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shares the draw</source>
        <translation>partage la nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <comment>centres, units</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n centre(s)</source>
        <comment>supply centres at the end</comment>
        <translation>
            <numerusform>%n&#xa0;centre</numerusform>
            <numerusform>%n&#xa0;centres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n unit(s)</source>
        <comment>units at the end</comment>
        <translation>
            <numerusform>%n&#xa0;unité</numerusform>
            <numerusform>%n&#xa0;unités</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDocument</name>
    <message>
        <location filename="../../src/dominyam/ui/score_sheet_document.cpp" line="+54"/>
        <location line="+54"/>
        <location line="+33"/>
        <source>Dominyam — score sheet</source>
        <translation>Dominyam — feuille de score</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Game in progress.</source>
        <translation>Partie en cours.</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+30"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-57"/>
        <source> — shares the win</source>
        <translation> — partage la victoire</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Game number %1%2. %3</source>
        <translation>Numéro de partie %1%2. %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, mental arithmetic variant</source>
        <translation>, variante «&#xa0;calcul mental&#xa0;»</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> — winner</source>
        <translation> — vainqueur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Meals (point dice)</source>
        <translation>Repas (dés de point)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Calcul mental bonus</source>
        <translation>Bonus de calcul mental</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+34"/>
        <source>Values (higher half of each other tile)</source>
        <translation>Valeurs (plus forte moitié des autres dominos)</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Tiles left on the board</source>
        <translation>Dominos restés sur le plateau</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Date: ____________  Game number: ____________</source>
        <translation>Date&#xa0;: ____________  N° de partie&#xa0;: ____________</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Turn %1 (objective %1)</source>
        <translation>Tour %1 (objectif %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2 × X</source>
        <translation>%1 — %2 × X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo: tiles left (−%1 each)</source>
        <translation>Solitaire&#xa0;: dominos restants (−%1 chacun)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each combination at most once per player, each tile in at most one combination; the blank is a joker for the dice only.</source>
        <translation>Chaque combinaison au plus une fois par joueur, chaque domino dans au plus une combinaison&#xa0;; le vide n’est un joker que pour les dés.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetRows</name>
    <message>
        <location filename="../../src/dominyam/ui/score_sheet_rows.cpp" line="+16"/>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles left</source>
        <translation>Dominos restants</translation>
    </message>
</context>
<context>
    <name>VariantModule</name>
    <message numerus="yes">
        <location filename="../../src/gui/variant_module.cpp" line="+127"/>
        <source>%n move(s) played</source>
        <comment>how far a game in progress went</comment>
        <translation>
            <numerusform>%n&#xa0;coup joué</numerusform>
            <numerusform>%n&#xa0;coups joués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::app::HomeScreen</name>
    <message>
        <location filename="../../src/app/home_screen.cpp" line="+54"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>Tablée closed suddenly during this game (a crash, a power cut): the game comes back at its last move.</source>
        <translation>Tablée s’est fermé brusquement pendant cette partie (plantage, coupure de courant)&#xa0;: la partie reprend à son dernier coup.</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Board, referee and score keeper for your games around one screen. Choose a game:</source>
        <translation>Plateau, arbitre et feuille de score pour vos parties autour d’un seul écran. Choisissez un jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is available in this build yet.</source>
        <translation>Aucun jeu n’est encore disponible dans cette version.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Recent games:</source>
        <translation>Parties récentes&#xa0;:</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Games in progress:</source>
        <translation>Parties en cours&#xa0;:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Last played %1.</source>
        <translation>Jouée pour la dernière fois le %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kept as it was left.</source>
        <translation>Gardée telle qu’elle a été laissée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its last changes are not saved in %1 yet.</source>
        <translation>Ses derniers changements ne sont pas encore enregistrés dans %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saves this game to a file of your choice; it then leaves this list.</source>
        <translation>Enregistre cette partie dans un fichier de votre choix&#xa0;; elle quitte alors cette liste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard…</source>
        <translation>&amp;Abandonner…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard…</source>
        <translation>Abandonner…</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Remove from the list</source>
        <translation>Retirer de la liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes it off the recent games; the file itself is left as it is.</source>
        <translation>L’enlève des parties récentes&#xa0;; le fichier lui-même reste tel quel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — saved %2</source>
        <translation>%1 — enregistrée le %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — no longer found</source>
        <translation>%1 — introuvable</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results of &amp;past games…</source>
        <translation>Résultats des parties pa&amp;ssées…</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
</context>
<context>
    <name>tablee::app::MainWindow</name>
    <message>
        <location filename="../../src/app/main_window.cpp" line="+246"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>Tablée saves</source>
        <translation>Sauvegardes Tablée</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>Paramè&amp;tres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Tablée</source>
        <translation>À &amp;propos de Tablée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 — finished — Tablée</source>
        <comment>a game in no file, over</comment>
        <translation>%1 — terminée — Tablée</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Take it back?</source>
        <translation>Revenir en arrière&#xa0;?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take it &amp;back</source>
        <translation>&amp;Revenir en arrière</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Leave it as it is</source>
        <translation>&amp;Laisser tel quel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the game to play: each has its New game button (Tab goes from one to the next).</source>
        <translation>Choisissez le jeu&#xa0;: chacun a son bouton Nouvelle partie (Tab passe de l’un à l’autre).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tablée saves (*.tablee *.json);;All files (*)</source>
        <translation>Sauvegardes Tablée (*.tablee *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+28"/>
        <location line="+214"/>
        <location line="+6"/>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <location line="-234"/>
        <source>Move %1 of this game cannot be played again: %2 Open the game at move %3, without move %1 and those after it? The file stays as it is: the game opens as a new game in progress, to save under another name.</source>
        <translation>Le coup %1 de cette partie ne peut plus être rejoué&#xa0;: %2 Ouvrir la partie au coup %3, sans le coup %1 ni ceux qui le suivent&#xa0;? Le fichier reste tel quel&#xa0;: la partie s’ouvre comme une nouvelle partie en cours, à enregistrer sous un autre nom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the game at its last good move?</source>
        <translation>Ouvrir la partie à son dernier bon coup&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open at move %1</source>
        <translation>&amp;Ouvrir au coup %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Resume the changes kept?</source>
        <translation>Reprendre les changements gardés&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has changes not saved in %1, kept in progress since %2. Resume them, or open the file as it was saved? The changes stay in the games in progress either way.</source>
        <translation>Cette partie a des changements non enregistrés dans %1, gardés en cours depuis le %2. Les reprendre, ou ouvrir le fichier tel qu’il a été enregistré&#xa0;? Les changements restent de toute façon dans les parties en cours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume the changes</source>
        <translation>&amp;Reprendre les changements</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the file &amp;as saved</source>
        <translation>Ouvrir le fichier &amp;tel qu’enregistré</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+383"/>
        <location filename="../../src/app/main_window_games.cpp" line="+202"/>
        <location line="+5"/>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The results file could not be read; it was kept as %1 and a new one begun.</source>
        <translation>Le fichier des résultats n’a pas pu être lu&#xa0;; il a été gardé sous le nom %1 et un nouveau a été commencé.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Cannot go on from this position</source>
        <translation>Impossible de repartir de cette position</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Autosave failed: %1</source>
        <translation>La sauvegarde automatique a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window_games.cpp" line="-113"/>
        <source>The game of %1 in progress (%2), last written %3, cannot be read: %4</source>
        <translation>La partie de %1 en cours (%2), écrite pour la dernière fois le %3, ne peut pas être lue&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game of %1 in progress, last written %2, cannot be read: %3</source>
        <translation>La partie de %1 en cours, écrite pour la dernière fois le %2, ne peut pas être lue&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A game in progress, last written %1, cannot be read: %2</source>
        <translation>Une partie en cours, écrite pour la dernière fois le %1, ne peut pas être lue&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can open the copy saved before its last change (%1).</source>
        <translation>Vous pouvez ouvrir la copie enregistrée avant son dernier changement (le %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can also open it at move %1: move %2 cannot be played again: %3</source>
        <translation>Vous pouvez aussi l’ouvrir au coup %1&#xa0;: le coup %2 ne peut plus être rejoué&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose later, and that copy waits in the games in progress.</source>
        <translation>Choisissez plus tard, et cette copie attend dans les parties en cours.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot resume the game</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Saved as %1: it opens from the recent games or File › Open.</source>
        <translation>Enregistrée sous %1&#xa0;: elle s’ouvre depuis les parties récentes ou Fichier › Ouvrir.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game of %1 is abandoned: the results of past games list it.</source>
        <translation>La partie de %1 est abandonnée&#xa0;: les résultats des parties passées la mentionnent.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Save the game?</source>
        <translation>Enregistrer la partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The finished game is not saved (its result is already in the results of past games). Save it to look back at its moves later?</source>
        <translation>La partie terminée n’est pas enregistrée (son résultat est déjà parmi les résultats des parties passées). L’enregistrer pour revoir ses coups plus tard&#xa0;?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Don’t save</source>
        <translation>Ne pas &amp;enregistrer</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="+71"/>
        <source>&lt;p&gt;Tablée is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It comes with no warranty. The licence’s text is in the LICENSE file installed with it, and at &lt;a href=&quot;https://www.gnu.org/licenses/&quot;&gt;gnu.org/licenses&lt;/a&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tablée est un logiciel libre&#xa0;: vous pouvez le redistribuer et/ou le modifier selon les termes de la Licence publique générale GNU (GNU General Public License) telle que publiée par la Free Software Foundation, soit la version 3 de la licence, soit (à votre choix) toute version ultérieure. Il est fourni sans aucune garantie. Le texte de la licence est dans le fichier LICENSE installé avec lui, et sur &lt;a href=&quot;https://www.gnu.org/licenses/&quot;&gt;gnu.org/licenses&lt;/a&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>About Tablée</source>
        <translation>À propos de Tablée</translation>
    </message>
    <message>
        <location line="-374"/>
        <location line="+322"/>
        <source>%1

%2</source>
        <comment>a file&apos;s path, then what is wrong with it</comment>
        <translation>%1

%2</translation>
    </message>
    <message>
        <location line="-461"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a&amp;gain</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results of &amp;past games…</source>
        <translation>Résultats des parties &amp;passées…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 — kept in progress — Tablée</source>
        <comment>a game in no file yet</comment>
        <translation>%1 — gardée en cours — Tablée</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window_games.cpp" line="-194"/>
        <source>It stays where it is, untouched: %1</source>
        <translation>Elle reste où elle est, intacte&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It was set aside as it is, untouched: %1</source>
        <translation>Elle a été mise de côté telle quelle, intacte&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A game in progress cannot be read</source>
        <translation>Une partie en cours ne peut pas être lue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open the &amp;copy before</source>
        <translation>Ouvrir la &amp;copie d’avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at &amp;move %1</source>
        <translation>Ouvrir au co&amp;up %1</translation>
    </message>
    <message>
        <location line="+99"/>
        <location line="+12"/>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Discard the game of %1 last played %2? It leaves the games in progress for good.</source>
        <translation>Abandonner la partie de %1 jouée pour la dernière fois le %2&#xa0;? Elle quitte pour de bon les parties en cours.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Discard it</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="+76"/>
        <location line="+322"/>
        <source>File: %1</source>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-539"/>
        <source>Nothing is undone: %1.</source>
        <translation>Rien n’est annulé&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>&amp;Undo (unavailable: %1)</source>
        <translation>&amp;Annuler (impossible&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window_games.cpp" line="+0"/>
        <source>Discard the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The game has changes not saved in %1. Save them? If not, they are gone: the file stays as it was last saved.</source>
        <translation>La partie a des changements non enregistrés dans %1. Les enregistrer&#xa0;? Sinon, ils sont perdus&#xa0;: le fichier reste tel qu’il a été enregistré.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Your game of %1 is kept in progress: resume it from the home screen.</source>
        <translation>Votre partie de %1 est gardée en cours&#xa0;: reprenez-la depuis l’écran d’accueil.</translation>
    </message>
    <message>
        <location filename="../../src/app/main_window.cpp" line="+445"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</source>
        <comment>a game&apos;s name, then its credits</comment>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;&#xa0;: %2&lt;/li&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Board, referee and score keeper for tabletop game variants played together at one computer.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (GNU LGPL v3), nlohmann/json and {fmt} (MIT licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablée %1&lt;/h3&gt;&lt;p&gt;Plateau, arbitre et feuille de score pour des variantes de jeux de société jouées ensemble sur un seul ordinateur.&lt;/p&gt;&lt;p&gt;Construit avec Qt %2 (GNU LGPL v3), nlohmann/json et {fmt} (licence MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The games, with thanks to their authors:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les jeux, avec nos remerciements à leurs auteurs&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Tablée draws its own boards and cards: it uses no artwork of the published games.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tablée dessine ses propres plateaux et cartes&#xa0;: il n’utilise aucune illustration des jeux publiés.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 (no longer found)</source>
        <translation>%1 (introuvable)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
</context>
<context>
    <name>tablee::app::ResultsHistoryDialog</name>
    <message>
        <location filename="../../src/app/results_history.cpp" line="+70"/>
        <source>Results of past games</source>
        <translation>Résultats des parties passées</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The results file %1 cannot be read; it is left as it is. %2</source>
        <translation>Le fichier des résultats %1 ne peut pas être lu&#xa0;; il est laissé tel quel. %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+232"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+232"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="-181"/>
        <source>CSV tables</source>
        <translation>Tableaux CSV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tablée results</source>
        <translation>Résultats Tablée</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>The result of the game of %1 ended %2 leaves the history, with the copy of the game kept for it. This cannot be undone.</source>
        <translation>Le résultat de la partie de %1 finie le %2 quitte l’historique, avec la copie de la partie gardée pour lui. Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result of the game of %1 ended %2 leaves the history. This cannot be undone.</source>
        <translation>Le résultat de la partie de %1 finie le %2 quitte l’historique. Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Game number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>No game of %1 finished yet.</source>
        <translation>Aucune partie de %1 terminée pour l’instant.</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+232"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+7"/>
        <location line="+225"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="-202"/>
        <source>&amp;Open the game</source>
        <translation>&amp;Ouvrir la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game as it ended, to look back at its moves</source>
        <translation>La partie telle qu’elle a fini, pour revoir ses coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Export the results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 share the first place</source>
        <translation>%1 se partagent la première place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won alone in %2</source>
        <translation>%1 a gagné seul en %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won alone</source>
        <translation>%1 a gagné seul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw agreed in %1</source>
        <translation>Partie nulle convenue en %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw agreed</source>
        <translation>Partie nulle convenue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A record of the evening (nobody wins)</source>
        <translation>Le relevé de la soirée (personne ne gagne)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Abandoned in %1</source>
        <translation>Abandonnée en %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Abandoned after %n move(s)</source>
        <translation>
            <numerusform>Abandonnée après %n&#xa0;coup</numerusform>
            <numerusform>Abandonnée après %n&#xa0;coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: %2</source>
        <comment>player&apos;s name, score</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1. %2 (tied): %3</source>
        <comment>a place shared with others, player&apos;s name, score</comment>
        <translation>%1. %2 (ex æquo)&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2: %3</source>
        <comment>place, player&apos;s name, score</comment>
        <translation>%1. %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1
Game number %2</source>
        <comment>a game&apos;s name, then its number</comment>
        <translation>%1
Partie n°&#xa0;%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No game finished yet.

Every game played to its end is written here: when it ended, which game, how it ended, the players by place with their scores, and its game number, to play it again.</source>
        <translation>Aucune partie terminée pour l’instant.

Chaque partie jouée jusqu’au bout est notée ici&#xa0;: quand elle a fini, quel jeu, comment elle a fini, les joueurs par place avec leurs scores, et son numéro de partie, pour la rejouer.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Delete this result?</source>
        <translation>Supprimer ce résultat&#xa0;?</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>&amp;Delete it</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot delete the result</source>
        <translation>Impossible de supprimer le résultat</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Cannot export the results</source>
        <translation>Impossible d’exporter les résultats</translation>
    </message>
</context>
<context>
    <name>tablee::app::RulesDialog</name>
    <message>
        <location filename="../../src/app/rules_dialog.cpp" line="+210"/>
        <source>No rules to show.</source>
        <translation>Aucune règle à afficher.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of this game are missing from this build.</source>
        <translation>Les règles de ce jeu manquent dans cette version.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::BoardKey</name>
    <message>
        <location filename="../../src/civ_calamities/ui/board_key.cpp" line="+35"/>
        <source>The area’s population limit</source>
        <translation>La limite de population du territoire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A city site</source>
        <translation>Un site de cité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A city site on a flood plain (white)</source>
        <translation>Un site de cité en plaine inondable (blanc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A flood plain (its land lined, two waves)</source>
        <translation>Une plaine inondable (sa terre rayée, deux vagues)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A volcano</source>
        <translation>Un volcan</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Each area’s marks, in the area once zoomed in (wheel, Ctrl++); zoomed out, its limit and city site follow its name:</source>
        <translation>Les marques de chaque territoire, dans le territoire une fois zoomé (molette, Ctrl++)&#xa0;; vue d’ensemble, sa limite et son site de cité suivent son nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tokens of %1 in an area: its letters and how many</source>
        <translation>Les pions de %1 dans un territoire&#xa0;: ses lettres et leur nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A city of %1</source>
        <translation>Une cité de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoomed out, the same as tags: tokens rounded with their count, a city square</source>
        <translation>Vue d’ensemble, les mêmes en étiquettes&#xa0;: les pions arrondis avec leur nombre, une cité carrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An area held most by %1: its land tinted</source>
        <translation>Un territoire tenu surtout par %1&#xa0;: sa terre teintée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secessionists: greys of their own, lettered S1, S2…</source>
        <translation>Les Sécessionnistes&#xa0;: des gris à eux, marqués S1, S2…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hatched and outlined: a legal choice of the calamity’s step</source>
        <translation>Hachuré et cerné&#xa0;: un choix permis à cette étape de la calamité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The area chosen, ringed; its neighbours by land dotted, across water dashed</source>
        <translation>Le territoire choisi, cerné&#xa0;; ses voisins par la terre en pointillés, par la mer en tirets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red dashes and “!”: something to check there (see the warnings beside the board)</source>
        <translation>Tirets rouges et «&#xa0;!&#xa0;»&#xa0;: quelque chose à vérifier là (voir les avertissements à côté du plateau)</translation>
    </message>
    <message>
        <location filename="../../src/civ_calamities/ui/board_key.hpp" line="+23"/>
        <source>Board key</source>
        <translation>Légende du plateau</translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::BoardView</name>
    <message>
        <location filename="../../src/civ_calamities/ui/board_view.cpp" line="+85"/>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <location line="+624"/>
        <source>Population limit %1</source>
        <translation>Limite de population %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>City site on the flood plain (white)</source>
        <translation>Site de cité dans la plaine inondable (blanc)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City site</source>
        <translation>Site de cité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flood plain</source>
        <translation>Plaine inondable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Volcano</source>
        <translation>Volcan</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n token(s)%2</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;pion%2</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;pions%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, a city</source>
        <translation>, une cité</translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::CivController</name>
    <message>
        <location filename="../../src/civ_calamities/ui/civ_controller.cpp" line="+95"/>
        <source>a calamity just begun: Cancel gives it up</source>
        <comment>why Undo is off</comment>
        <translation>une calamité tout juste commencée&#xa0;: Abandonner y renonce</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the calamity’s last step</source>
        <translation>la dernière étape de la calamité</translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::CivSession</name>
    <message>
        <location filename="../../src/civ_calamities/ui/civ_session.cpp" line="+63"/>
        <location line="+6"/>
        <source>Civilization calamities</source>
        <translation>Calamités de Civilisation</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End the evening?</source>
        <translation>Finir la soirée&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board as it stands is kept as the result of the game, and nothing more is refereed in it. (Undo brings the game back.)</source>
        <translation>Le plateau tel qu’il est devient le résultat de la partie, et plus rien n’y est arbitré. (Édition › Annuler rouvre la partie.)</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>&amp;Resolve a calamity…</source>
        <translation>&amp;Résoudre une calamité…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Population e&amp;xpansion…</source>
        <translation>&amp;Croissance de la population…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove &amp;surplus population…</source>
        <translation>Retirer l’e&amp;xcédent de population…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>City su&amp;pport check…</source>
        <translation>Ra&amp;vitaillement des cités…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Board &amp;key</source>
        <translation>&amp;Légende du plateau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Board key</source>
        <translation>Légende du plateau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What happened, as a P&amp;DF sheet…</source>
        <translation>Ce qui s’est passé, en feuille P&amp;DF…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Print what &amp;happened…</source>
        <translation>Imprimer ce qui s’est &amp;passé…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;End the evening…</source>
        <translation>Finir la s&amp;oirée…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;End the evening</source>
        <translation>&amp;Finir la soirée</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Resolve a calamity</source>
        <translation>Résoudre une calamité</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Calamity:</source>
        <translation>&amp;Calamité&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Victim (who received it in trade):</source>
        <translation>&amp;Victime (qui l’a reçue par échange)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Trader (who gave it):</source>
        <translation>&amp;Donneur (qui l’a donnée)&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Begin</source>
        <translation>Commencer</translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>%1: %n token(s) grow</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;pion croît</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;pions croissent</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Nothing to remove now.</source>
        <translation>Rien à retirer maintenant.</translation>
    </message>
    <message numerus="yes">
        <location line="+104"/>
        <source>%n change(s) to the board</source>
        <comment>how far an evening went</comment>
        <translation>
            <numerusform>%n&#xa0;changement au plateau</numerusform>
            <numerusform>%n&#xa0;changements au plateau</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-165"/>
        <source> and %n more area(s)</source>
        <translation>
            <numerusform> et %n&#xa0;autre territoire</numerusform>
            <numerusform> et %n&#xa0;autres territoires</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source> — the stock ran out: areas grew in the board’s order</source>
        <translation> — la réserve s’est épuisée&#xa0;: les territoires ont crû dans l’ordre du plateau</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing grows.</source>
        <translation>Rien ne croît.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n area(s) will be over the limit: the surplus is removed later in the turn (“Remove surplus…”), after movement, conflict and city building.</source>
        <translation>
            <numerusform>%n&#xa0;territoire dépassera sa limite&#xa0;: l’excédent est retiré plus tard dans le tour («&#xa0;Retirer l’excédent…&#xa0;»), après les mouvements, les conflits et la construction des cités.</numerusform>
            <numerusform>%n&#xa0;territoires dépasseront leur limite&#xa0;: l’excédent est retiré plus tard dans le tour («&#xa0;Retirer l’excédent…&#xa0;»), après les mouvements, les conflits et la construction des cités.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Conflict to settle at the table in %1: %2 (%3 tokens, limit %4).</source>
        <translation>Conflit à régler à la table dans le territoire %1&#xa0;: %2 (%3&#xa0;pions, limite %4).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The last thing done on this board was already a population expansion. Expand again (a new turn)?</source>
        <translation>La dernière action sur ce plateau était déjà une croissance de la population. Croître encore (un nouveau tour)&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Population expansion</source>
        <translation>Croissance de la population</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Apply the expansion to the board?</source>
        <translation>Appliquer la croissance au plateau&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location line="-43"/>
        <source>%1: %n token(s) back to the stock</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;pion rendu à la réserve</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;pions rendus à la réserve</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No nation stands alone over an area’s limit.</source>
        <translation>Aucune nation seule ne dépasse la limite d’un territoire.</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+6"/>
        <source>Remove surplus population</source>
        <translation>Retirer l’excédent de population</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the surplus back to the stocks?</source>
        <translation>Rendre l’excédent aux réserves&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove the surplus</source>
        <translation>&amp;Retirer l’excédent</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Apply the expansion</source>
        <translation>Appliquer la &amp;croissance</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>City support check</source>
        <translation>Ravitaillement des cités</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Reduce the city chosen</source>
        <translation>&amp;Réduire la cité choisie</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1: %n city(ies) need %2 tokens on the board, %3 there.</source>
        <translation>
            <numerusform>%1&#xa0;: %n&#xa0;cité demande %2&#xa0;pions sur le plateau, il y en a %3.</numerusform>
            <numerusform>%1&#xa0;: %n&#xa0;cités demandent %2&#xa0;pions sur le plateau, il y en a %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1’s city in %2</source>
        <translation>La cité (%1) du territoire %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every city is supported.</source>
        <translation>Toutes les cités sont ravitaillées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each owner picks which city is reduced: it becomes tokens up to the area’s limit.</source>
        <translation>Chaque propriétaire choisit quelle cité est réduite&#xa0;: elle devient des pions dans la limite du territoire.</translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::CivView</name>
    <message>
        <location filename="../../src/civ_calamities/ui/civ_view.cpp" line="+131"/>
        <source>“%1” is not an area of the board: choose a name from the list.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un territoire du plateau&#xa0;: choisissez un nom dans la liste.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>%1 against %2: applied to the board (Undo takes it back).</source>
        <translation>Plateau mis à jour&#xa0;: %1 contre %2 (Annuler revient en arrière).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Give up this calamity?</source>
        <translation>Abandonner cette calamité&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The %n step(s) chosen so far are lost; the board stays as it was before the calamity.</source>
        <translation>
            <numerusform>L’étape choisie jusqu’ici est perdue&#xa0;; le plateau reste comme avant la calamité.</numerusform>
            <numerusform>Les %n&#xa0;étapes choisies jusqu’ici sont perdues&#xa0;; le plateau reste comme avant la calamité.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Give up the calamity</source>
        <translation>A&amp;bandonner la calamité</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Mark a choice first: the arrow keys, or Space on the framed one; then Return.</source>
        <translation>Marquez d’abord un choix&#xa0;: les flèches, ou Espace sur celui qui est encadré&#xa0;; puis Entrée.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Advances that matter here:</source>
        <translation>Avancées utiles ici&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are&amp;a:</source>
        <translation>Terr&amp;itoire&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type an area’s name, or click the board</source>
        <translation>Tapez le nom d’un territoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Resolve a calamity…</source>
        <translation>&amp;Résoudre une calamité…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Population e&amp;xpansion…</source>
        <translation>&amp;Croissance de la population…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City su&amp;pport check…</source>
        <translation>Ra&amp;vitaillement des cités…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove &amp;surplus…</source>
        <translation>Retirer l’e&amp;xcédent…</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Remove surplus population: where a nation stands alone over an area’s limit, its extra tokens go back to its stock (a phase of its own, after movement, conflict and city building).</source>
        <translation>Retirer l’excédent de population&#xa0;: là où une nation seule dépasse la limite d’un territoire, ses pions en trop retournent à sa réserve (une phase à part, après les mouvements, les conflits et la construction des cités).</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Tags: rounded, a nation’s tokens (letters, number); square, its city; S1, S2…: secessionists. Ctrl+I: the key.</source>
        <translation>Étiquettes&#xa0;: arrondie, les pions d’une nation (lettres, nombre)&#xa0;; carrée, sa cité&#xa0;; S1, S2…&#xa0;: sécessionnistes. Ctrl+I&#xa0;: la légende.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Owes</source>
        <translation>Doit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Taken</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Forgiven</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left</source>
        <translation>Reste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legal choices (double-click or Return; or click the board):</source>
        <translation>C&amp;hoix permis (double-clic ou Entrée&#xa0;; ou cliquez sur le plateau)&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log:</source>
        <translation>Journal&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo the step</source>
        <translation>Annu&amp;ler l’étape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Apply to the board</source>
        <translation>Appli&amp;quer au plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ca&amp;ncel</source>
        <translation>Abando&amp;nner</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>The evening is over: the board as it stands is the result. (Undo brings it back.)</source>
        <translation>La soirée est finie&#xa0;: le plateau tel qu’il est en est le résultat. (Édition › Annuler la rouvre.)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Click an area of the board</source>
        <translation>Cliquez sur un territoire du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A sea area: no units stand there.</source>
        <translation>Une zone de mer&#xa0;: aucune unité n’y stationne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its tokens and city, nation by nation, are set here at the table’s pace.</source>
        <translation>Ses pions et sa cité, nation par nation, se règlent ici au rythme de la table.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Population limit %1</source>
        <translation>Limite de population %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>city site on the flood plain (white)</source>
        <translation>site de cité dans la plaine inondable (blanc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>city site</source>
        <translation>site de cité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>flood plain</source>
        <translation>plaine inondable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>volcano</source>
        <translation>volcan</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+12"/>
        <source>Tokens of %1 in %2</source>
        <translation>Pions (%1) du territoire %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Resolved: apply it to the board (%1).</source>
        <translation>Résolue&#xa0;: appliquez-la au plateau (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>Resolved: apply it to the board (%1), or undo a step.</source>
        <translation>Résolue&#xa0;: appliquez-la au plateau (%1), ou annulez une étape.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Calamity resumed where it stood when the game was saved: %1, %n step(s) chosen.</source>
        <translation>
            <numerusform>Calamité reprise là où elle en était à l’enregistrement de la partie&#xa0;: %1, %n&#xa0;étape choisie.</numerusform>
            <numerusform>Calamité reprise là où elle en était à l’enregistrement de la partie&#xa0;: %1, %n&#xa0;étapes choisies.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A calamity in progress was saved with this game, but it no longer fits the board: it was dropped. Resolve it again from the Game menu.</source>
        <translation>Une calamité en cours était enregistrée avec cette partie, mais elle ne correspond plus au plateau&#xa0;: elle a été abandonnée. Résolvez-la de nouveau depuis le menu Partie.</translation>
    </message>
    <message>
        <location line="-152"/>
        <location line="+18"/>
        <source>city</source>
        <translation>cité</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+19"/>
        <source>City of %1 in %2</source>
        <translation>Cité (%1) du territoire %2</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: %2 (traded by %3)</source>
        <translation>%1&#xa0;: %2 (carte échangée par %3)</translation>
    </message>
</context>
<context>
    <name>tablee::civ_calamities::ui::NewGameDialog</name>
    <message>
        <location filename="../../src/civ_calamities/ui/new_game_dialog.cpp" line="+24"/>
        <source>New game of Civilization calamities</source>
        <translation>Nouvelle partie de Calamités de Civilisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players’ nations</source>
        <translation>Les nations des joueurs</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A nation another player has is marked with that player&apos;s number; choosing it gives them this player&apos;s nation.</source>
        <translation>Une nation qu’a déjà un autre joueur porte son numéro&#xa0;; la choisir lui donne la nation de ce joueur-ci.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The calamities</source>
        <translation>Les calamités</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack 3</source>
        <translation>Tas 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Stack 4</source>
        <translation>Tas 4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stack 5</source>
        <translation>Tas 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All secessions form &amp;one nation (one colour for every secession)</source>
        <translation>Toutes les sécessions forment &amp;une seule nation (une couleur pour toutes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Secession goes in trade:</source>
        <translation>S&amp;écession dans le tas d’échange&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Successive &amp;Wars goes in trade:</source>
        <translation>&amp;Guerres successives dans le tas d’échange&#xa0;:</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 (player %2&apos;s)</source>
        <comment>a nation another player has: the nation, that player&apos;s number</comment>
        <translation>%1 (au joueur %2)</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Set up the board</source>
        <translation>Mettre en place le plateau</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::DiplomacyController</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_controller.cpp" line="+324"/>
        <source>it is one of your own units: its order is written under “Orders for my units”</source>
        <translation>c’est l’une de vos propres unités&#xa0;: son ordre s’écrit sous «&#xa0;Ordres pour mes unités&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a fleet is built on one of the two coasts: write %1 or %2</source>
        <translation>une flotte se construit sur l’une des deux côtes&#xa0;: écrivez %1 ou %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>two coasts can be reached: write %1 or %2</source>
        <translation>deux côtes sont accessibles&#xa0;: écrivez %1 ou %2</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>%1’s orders</source>
        <translation>les ordres de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the adjudication</source>
        <translation>la résolution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the agreed draw</source>
        <translation>la partie nulle convenue</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::DiplomacySession</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_session.cpp" line="+184"/>
        <source>End the game in a draw?</source>
        <translation>Convenir d’une partie nulle&#xa0;?</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Do all the players still in the game agree to end it in a draw?</source>
        <translation>Tous les joueurs encore en jeu sont-ils d’accord pour finir la partie sur une nulle&#xa0;?</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Text record</source>
        <translation>Compte rendu en texte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON record</source>
        <translation>Compte rendu en JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diplomacy record %1</source>
        <translation>Compte rendu Diplomacy %1</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Hand in?</source>
        <translation>Rendre mes ordres&#xa0;?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1’s orders were changed since they were handed in. Redo hands in the old ones again.</source>
        <translation>Les ordres de %1 ont changé depuis qu’ils ont été rendus. Rétablir rend de nouveau les anciens.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Diplomacy — a game recorded by Tablée</source>
        <translation>Diplomacy — une partie enregistrée par Tablée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy “Dead Man” — a game recorded by Tablée</source>
        <translation>Diplomacy «&#xa0;Dead&#xa0;Man&#xa0;» — une partie enregistrée par Tablée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded %1</source>
        <translation>Enregistrée le %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number: %1</source>
        <translation>Numéro de partie&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <comment>a power: who plays it</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Result: %1 wins alone, in %2.</source>
        <translation>Résultat&#xa0;: %1 gagne seul, en %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Result: a draw agreed in %1, before %2.</source>
        <translation>Résultat&#xa0;: partie nulle convenue en %1, avant %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game goes on: %1.</source>
        <translation>La partie continue&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Orders and results — %1:</source>
        <translation>Ordres et résultats — %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>PDF documents</source>
        <translation>Documents PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG pictures</source>
        <translation>Images PNG</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Diplomacy %1</source>
        <comment>an exported map&apos;s file name: the phase</comment>
        <translation>Diplomacy %1</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Export the map as PDF</source>
        <translation>Exporter la carte en PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export the map as a picture</source>
        <translation>Exporter la carte en image</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot export the map</source>
        <translation>Impossible d’exporter la carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>Supply centres by year</source>
        <translation>Centres de ravitaillement par année</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Supply centres after each Fall</source>
        <translation>Centres de ravitaillement après chaque automne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Supply centres</source>
        <translation>Centres de ravitaillement</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n centre(s): victory</source>
        <translation>
            <numerusform>%n&#xa0;centre&#xa0;: victoire</numerusform>
            <numerusform>%n&#xa0;centres&#xa0;: victoire</numerusform>
        </translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Map key</source>
        <translation>Légende de la carte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Export the game record</source>
        <translation>Exporter le compte rendu de la partie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot export the record</source>
        <translation>Impossible d’exporter le compte rendu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Do all the people still in the game agree to end it in a draw? The computer powers accept it.</source>
        <translation>Toutes les personnes encore en jeu sont-elles d’accord pour finir la partie sur une nulle&#xa0;? Les puissances jouées par l’ordinateur l’acceptent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End in a draw</source>
        <translation>&amp;Convenir d’une nulle</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 retreat to %2 together: they will all be disbanded.</source>
        <translation>%1 retraitent ensemble vers %2&#xa0;: toutes seront dissoutes.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Nothing is written for %1: their units will hold.</source>
        <translation>Rien n’est écrit pour %1&#xa0;: les unités tiendront.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is written for %1: their dislodged units will be disbanded.</source>
        <translation>Rien n’est écrit pour %1&#xa0;: les unités délogées seront dissoutes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is written for %1: no builds, and the rules choose any disbands owed.</source>
        <translation>Rien n’est écrit pour %1&#xa0;: pas de construction, et les règles choisissent les dissolutions dues.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n unit(s) without an order will hold.</source>
        <translation>
            <numerusform>%n&#xa0;unité sans ordre tiendra.</numerusform>
            <numerusform>%n&#xa0;unités sans ordre tiendront.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n disband(s) owed not written: the rules will choose which units go.</source>
        <translation>
            <numerusform>%n&#xa0;dissolution due n’est pas écrite&#xa0;: les règles choisiront l’unité qui part.</numerusform>
            <numerusform>%n&#xa0;dissolutions dues ne sont pas écrites&#xa0;: les règles choisiront les unités qui partent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n build(s) not written: lost for this year.</source>
        <translation>
            <numerusform>%n&#xa0;construction n’est pas écrite&#xa0;: elle est perdue pour cette année.</numerusform>
            <numerusform>%n&#xa0;constructions ne sont pas écrites&#xa0;: elles sont perdues pour cette année.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You propose nothing for the dead man: the vote will go without you.</source>
        <translation>Vous ne proposez rien pour le mort&#xa0;: le vote se fera sans vous.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You propose nothing for the dead men: the vote will go without you.</source>
        <translation>Vous ne proposez rien pour les morts&#xa0;: le vote se fera sans vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adjudicate?</source>
        <translation>Arbitrer&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand in anyway?</source>
        <translation>Rendre mes ordres quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Adjudicate anyway?</source>
        <translation>Arbitrer quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Adjudicate anyway</source>
        <translation>A&amp;rbitrer quand même</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Hand in anyway</source>
        <translation>&amp;Rendre quand même</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Redo?</source>
        <translation>Rétablir&#xa0;?</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The orders of this phase were changed since it was adjudicated. Redo plays it again as it was, with its old orders.</source>
        <translation>Les ordres de cette phase ont changé depuis qu’elle a été résolue. Rétablir la rejoue telle qu’elle était, avec ses anciens ordres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The changed orders are kept: Undo brings them back.</source>
        <translation>Les ordres changés sont conservés&#xa0;: Annuler les fait revenir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo as it was</source>
        <translation>&amp;Rétablir tel quel</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+19"/>
        <source>&amp;Keep writing</source>
        <translation>&amp;Continuer à écrire</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the dead man, its units moved by the vote</source>
        <translation>le mort, ses unités jouées par le vote</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Diplomacy — %1</source>
        <translation>Diplomacy — %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Orders and results:</source>
        <translation>Ordres et résultats&#xa0;:</translation>
    </message>
    <message>
        <location line="-382"/>
        <source>Game &amp;history…</source>
        <translation>&amp;Historique de la partie…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Supply &amp;centres by year…</source>
        <translation>&amp;Centres de ravitaillement par année…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Edit the position…</source>
        <translation>&amp;Modifier la position…</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Map &amp;key</source>
        <translation>&amp;Légende de la carte</translation>
    </message>
    <message>
        <location line="+357"/>
        <source>What the map’s tokens, letters, lines and marks mean</source>
        <translation>Ce que disent les pions, les lettres, les traits et les marques de la carte</translation>
    </message>
    <message>
        <location line="-327"/>
        <source>Agree a &amp;draw…</source>
        <translation>Convenir d’une partie &amp;nulle…</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Export the map as a p&amp;icture…</source>
        <translation>Exporter la carte en &amp;image…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export the map as &amp;PDF…</source>
        <translation>Exporter la carte en &amp;PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export the game &amp;record…</source>
        <translation>Exporter le compte &amp;rendu de la partie…</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::DiplomacyView</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/diplomacy_view.cpp" line="+378"/>
        <source>%1 cannot be carried out: %2.</source>
        <translation>%1 ne peut pas être exécuté&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>&amp;Remove the order</source>
        <translation>&amp;Retirer l’ordre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Adjudicate</source>
        <translation>&amp;Arbitrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hand &amp;in</source>
        <translation>Rendre mes ordre&amp;s</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>&amp;Continue</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+385"/>
        <source>Order, e.g. A PAR - BUR</source>
        <translation>Ordre, p. ex. A PAR - BUR</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>Type an order in the usual notation (A PAR - BUR, F NTH C A LON - BEL) or with the places&apos; names (A Paris - Burgundy): the list offers the orders that match. Enter takes it; Ctrl+Return hands in.</source>
        <translation>Tapez un ordre dans la notation usuelle (A PAR - BUR, F NTH C A LON - BEL) ou avec le nom des lieux (A Paris - Bourgogne)&#xa0;: la liste propose les ordres qui correspondent. Entrée le prend&#xa0;; Ctrl+Entrée rend vos ordres.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Pass the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 — %2 writes in private: the others look away until the hand-in.</source>
        <translation>%1 — %2&#xa0;: ordres écrits en secret, les autres regardent ailleurs jusqu’à leur remise.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The dead man of this game, drawn at random: %1.</source>
        <translation>Le mort de cette partie, tiré au sort&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dead man of this game, chosen by the organizer: %1.</source>
        <translation>Le mort de cette partie, choisi par l’organisateur&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dead men of this game, drawn at random: %1.</source>
        <translation>Les morts de cette partie, tirés au sort&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dead men of this game, chosen by the organizer: %1.</source>
        <translation>Les morts de cette partie, choisis par l’organisateur&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>I am %1: show my orders</source>
        <translation>Je suis %1&#xa0;: montrer mes ordres</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>&amp;Remove the proposal</source>
        <translation>&amp;Retirer la proposition</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>&amp;Play again, same table</source>
        <translation>&amp;Rejouer, même table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back to the board</source>
        <translation>&amp;Revenir à la carte</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>The board is everyone’s: look, negotiate, then hand the screen to the next player.</source>
        <translation>La carte est à tous&#xa0;: regardez, négociez, puis passez l’écran au joueur suivant.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Handed in: %1 of %2</source>
        <translation>Ordres &amp;rendus&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>moved by the vote</source>
        <translation>joue selon le vote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing to write this phase</source>
        <translation>rien à écrire dans cette phase</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>still to write</source>
        <translation>doit encore écrire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <comment>who: status</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Pass the screen to %1</source>
        <translation>&amp;Passer l’écran à %1</translation>
    </message>
    <message>
        <location line="-210"/>
        <source>Orders for &amp;my units (%1)</source>
        <translation>Ordres pour &amp;mes unités (%1)</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Finish &amp;later</source>
        <translation>Finir p&amp;lus tard</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&amp;Proposals for the dead man’s units (%1)</source>
        <translation>Pr&amp;opositions pour les unités du mort (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Proposals for the dead men’s units (%1)</source>
        <translation>Pr&amp;opositions pour les unités des morts (%1)</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>handed in&#xa0;✓</source>
        <translation>ordres rendus&#xa0;✓</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>writing its orders…</source>
        <translation>écrit ses ordres…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&amp;Write my orders</source>
        <translation>É&amp;crire mes ordres</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Sandbox: the orders of every power, written here. Click a unit or type an order; the power follows.</source>
        <translation>Bac à sable&#xa0;: les ordres de toutes les puissances s’écrivent ici. Cliquez sur une unité ou tapez un ordre&#xa0;: la puissance choisie change avec elle.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 proposes orders for the dead man.</source>
        <translation>%1 propose des ordres pour le mort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 proposes orders for the dead men.</source>
        <translation>%1 propose des ordres pour les morts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 writes the orders of %2.</source>
        <translation>%1 écrit ses ordres (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — no proposal yet (if the vote carries none, it is disbanded)</source>
        <comment>a dead man&apos;s dislodged unit</comment>
        <translation>%1 — pas encore de proposition (si le vote n’en retient aucune, elle est dissoute)</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Builds: all %n written (to build elsewhere, select one below, then Remove the order)</source>
        <translation>
            <numerusform>Construction&#xa0;: celle permise est écrite (pour construire ailleurs, choisissez-la ci-dessous, puis Retirer l’ordre)</numerusform>
            <numerusform>Constructions&#xa0;: les %n&#xa0;sont écrites (pour construire ailleurs, choisissez-en une ci-dessous, puis Retirer l’ordre)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Then click where the unit in %1 goes (or %1 itself, to support it holding); Escape to go back.</source>
        <translation>Puis cliquez où va l’unité de %1 (ou sur %1 même, pour la soutenir sur place)&#xa0;; Échap pour revenir en arrière.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then click where the unit in %1 goes (outlined); Escape to go back.</source>
        <translation>Puis cliquez où va l’unité de %1 (les provinces entourées)&#xa0;; Échap pour revenir en arrière.</translation>
    </message>
    <message>
        <location line="-590"/>
        <location line="+332"/>
        <source>S&amp;uggest orders</source>
        <translation>S&amp;uggérer des ordres</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 (%n order(s))</source>
        <translation>
            <numerusform>%1 (%n&#xa0;ordre)</numerusform>
            <numerusform>%1 (%n&#xa0;ordres)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — no order yet (it is disbanded)</source>
        <comment>a dislodged unit without an order</comment>
        <translation>%1 — pas encore d’ordre (elle sera dissoute)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — no proposal yet</source>
        <comment>a dead man&apos;s unit</comment>
        <translation>%1 — pas encore de proposition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — no order yet (it holds)</source>
        <comment>a unit without an order</comment>
        <translation>%1 — pas encore d’ordre (elle tient)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1: %2</source>
        <comment>a dead man&apos;s power, then its unit&apos;s row</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="-434"/>
        <source>Back to the board without handing in: the orders written stay yours, seen by nobody, and come back when you write again.</source>
        <translation>Revenir à la carte sans rendre vos ordres&#xa0;: ceux écrits restent les vôtres, vus de personne, et reviennent quand vous écrivez de nouveau.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Orders begun and saved with this game no longer fit its position (the file was changed): they were dropped.</source>
        <translation>Des ordres commencés et enregistrés avec cette partie ne correspondent plus à sa position (le fichier a été modifié)&#xa0;: ils ont été abandonnés.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 — %2 takes back the orders handed in, in private: they come back to this screen only, to be changed and handed in again. The others look away.</source>
        <translation>%1 — %2&#xa0;: ordres rendus repris en secret, sur cet écran seulement, pour être changés et rendus de nouveau. Les autres regardent ailleurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am %1: take back my orders</source>
        <translation>Je suis %1&#xa0;: reprendre mes ordres</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Each player’s power is in the list above: check yours before the first orders.</source>
        <translation>La puissance de chaque joueur est dans la liste ci-dessus&#xa0;: vérifiez la vôtre avant les premiers ordres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the board, then write your orders.</source>
        <translation>Regardez le plateau, puis écrivez vos ordres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The faint arrows on the map: the last phase played (%1), not orders of this one.</source>
        <translation>Les flèches pâles sur la carte&#xa0;: la dernière phase jouée (%1), pas des ordres de celle-ci.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 disbands %n unit(s)</source>
        <comment>a power in a Winter</comment>
        <translation>
            <numerusform>%1 (%n&#xa0;unité à dissoudre)</numerusform>
            <numerusform>%1 (%n&#xa0;unités à dissoudre)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 may build %n unit(s)</source>
        <comment>a power in a Winter</comment>
        <translation>
            <numerusform>%1 (%n&#xa0;construction)</numerusform>
            <numerusform>%1 (%n&#xa0;constructions)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This winter: %1.</source>
        <translation>Cet hiver&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The orders handed in, and those begun, are kept even if the program closes.</source>
        <translation>Les ordres rendus, et ceux commencés, sont conservés même si le programme se ferme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Orders handed in are sealed until the results: only their writer may take them back, by choosing their line in the list above.</source>
        <translation>Les ordres rendus sont scellés jusqu’aux résultats&#xa0;: seul leur auteur peut les reprendre, en choisissant sa ligne dans la liste ci-dessus.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>orders begun, not handed in</source>
        <translation>ordres commencés, pas encore rendus</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Take &amp;back %1’s orders…</source>
        <translation>Repr&amp;endre les ordres de %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only %1 may: behind the hand-over screen, the orders handed in come back to be changed. Nobody else sees them.</source>
        <translation>Réservé à %1&#xa0;: après la page «&#xa0;Passez l’écran&#xa0;», les ordres rendus reviennent pour être changés. Personne d’autre ne les voit.</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Order, e.g. A MUN R BOH or A MUN D</source>
        <translation>Ordre, p. ex. A MUN R BOH ou A MUN D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Order, e.g. A PAR B or F BRE B</source>
        <translation>Ordre, p. ex. A PAR B ou F BRE B</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The strong computer&apos;s orders for the units of %1 without an order (for all of them when each has one), written as drafts you can change.</source>
        <translation>Les ordres de l’ordinateur fort pour les unités de %1 sans ordre (pour toutes quand chacune en a un), écrits en brouillon que vous pouvez changer.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Disbands still owed: %1 of %2 (click the units to remove)</source>
        <translation>Dissolutions encore dues&#xa0;: %1 sur %2 (cliquez les unités à retirer)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Disbands owed: all %n written</source>
        <translation>
            <numerusform>Dissolution due&#xa0;: écrite</numerusform>
            <numerusform>Dissolutions dues&#xa0;: les %n&#xa0;sont écrites</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Builds left: %1 of %2 (click a free home centre)</source>
        <translation>Constructions restantes&#xa0;: %1 sur %2 (cliquez sur un centre d’origine libre)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The dead men have nothing to decide in this phase.</source>
        <translation>Les morts n’ont rien à décider dans cette phase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has nothing to decide in this phase: its units stay as they are.</source>
        <translation>%1 n’a rien à décider dans cette phase&#xa0;: ses unités restent où elles sont.</translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n unit(s) without an order will hold.</source>
        <translation>
            <numerusform>%n&#xa0;unité sans ordre tiendra.</numerusform>
            <numerusform>%n&#xa0;unités sans ordre tiendront.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Nothing to build or disband in %1.</source>
        <translation>%1&#xa0;: rien à construire ni à dissoudre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No unit to order in %1.</source>
        <translation>Aucune unité à qui donner un ordre en %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: click where it retreats, or %1 again to disband it.</source>
        <translation>%1&#xa0;: cliquez où elle se retire, ou de nouveau %1 pour la dissoudre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+91"/>
        <source>%1: click where it goes, a unit to support or convoy, or %1 again to hold.</source>
        <translation>%1&#xa0;: cliquez où elle va, une unité à soutenir ou convoyer, ou %1 à nouveau pour tenir.</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>%1 cannot be supported there: click an outlined province, or Escape to go back.</source>
        <translation>%1 ne peut pas être soutenue là&#xa0;: cliquez sur une province entourée, ou Échap pour revenir en arrière.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot go to %2; click %1 again to hold, or press Escape.</source>
        <translation>%2&#xa0;: %1 ne peut pas y aller&#xa0;; cliquez à nouveau sur %1 pour tenir, ou appuyez sur Échap.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Support or convoy the unit in %1…</source>
        <translation>Soutenir ou convoyer l’unité en %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support the unit in %1…</source>
        <translation>Soutenir l’unité en %1…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Type an order (A PAR - BUR), or click a unit on the map; then hand in with its button.</source>
        <translation>Tapez un ordre (A PAR - BUR), ou cliquez sur une unité de la carte&#xa0;; puis rendez les ordres avec leur bouton.</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>“%1” finds %n orders: choose one in the list, with the arrows and Enter.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» trouve %n&#xa0;ordre&#xa0;: choisissez-le dans la liste, avec les flèches et Entrée.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» trouve %n&#xa0;ordres&#xa0;: choisissez-en un dans la liste, avec les flèches et Entrée.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+110"/>
        <source>%1 wins with %2 supply centres!</source>
        <translation>%1 gagne avec %2&#xa0;centres de ravitaillement&#xa0;!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table agreed a draw.</source>
        <translation>La table a convenu d’une partie nulle.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>What happened: %1</source>
        <translation>Ce qui s’est passé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::HistoryDialog</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/history_dialog.cpp" line="+30"/>
        <source>Diplomacy — the game so far</source>
        <translation>Diplomacy — la partie jusqu’ici</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Now: the table agreed a draw</source>
        <translation>Maintenant&#xa0;: la table a convenu d’une nulle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now: %1</source>
        <translation>Maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>← &amp;Earlier</source>
        <translation>← &amp;Précédente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phase before (Left arrow)</source>
        <translation>La phase d’avant (flèche gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later →</source>
        <translation>&amp;Suivante →</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phase after (Right arrow)</source>
        <translation>La phase d’après (flèche droite)</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Try it in a sandbox</source>
        <translation>&amp;Essayer dans un bac à sable</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game from the position of this phase, where one person writes every power’s orders.</source>
        <translation>Une nouvelle partie depuis la position de cette phase, où une seule personne écrit les ordres de toutes les puissances.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The table agreed a draw.</source>
        <translation>La table a convenu d’une partie nulle.</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::MapKey</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/map_view.hpp" line="+130"/>
        <source>Map key</source>
        <translation>Légende de la carte</translation>
    </message>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/map_view.cpp" line="+668"/>
        <source>%1: %2, its army, fleet and centres</source>
        <translation>%1&#xa0;: %2, son armée, sa flotte et ses centres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support (of a move: to its middle)</source>
        <translation>Soutien (d’un mouvement&#xa0;: vers son milieu)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Convoy</source>
        <translation>Convoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed: bounced, cut or void</source>
        <translation>Échoué&#xa0;: repoussé, coupé ou sans effet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pale: the orders of the phase just played</source>
        <translation>Pâle&#xa0;: les ordres de la phase qui vient d’être jouée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply centre: white while nobody owns it, then its owner’s colour and letters</source>
        <translation>Centre de ravitaillement&#xa0;: blanc tant que personne ne le possède, puis à la couleur et aux lettres de son propriétaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A coast of Spain, St Petersburg or Bulgaria (nc north, sc south, ec east): its fleet stands there</source>
        <translation>Une côte de l’Espagne, de Saint-Pétersbourg ou de la Bulgarie (nc nord, sc sud, ec est)&#xa0;: une flotte sur cette côte se place là</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switzerland, stippled: no unit may enter it</source>
        <translation>La Suisse, en pointillé&#xa0;: aucune unité ne peut y entrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Outlined and hatched: where a click may choose now; the chosen place ringed</source>
        <translation>Entouré et hachuré&#xa0;: ce qu’un clic peut choisir maintenant&#xa0;; le lieu choisi, cerclé</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Build (the unit to come)</source>
        <translation>Construction (l’unité à venir)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disband</source>
        <translation>Dissolution</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dislodged: waits beside its place to retreat</source>
        <translation>Délogée&#xa0;: attend à côté de sa place pour retraiter</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::MapView</name>
    <message>
        <location line="-415"/>
        <source>Au</source>
        <comment>Austria&apos;s mark on its units: two letters, neither A nor F alone</comment>
        <translation>Au</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>En</source>
        <comment>England&apos;s mark on its units: two letters</comment>
        <translation>An</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fr</source>
        <comment>France&apos;s mark on its units: two letters</comment>
        <translation>Fr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ge</source>
        <comment>Germany&apos;s mark on its units: two letters</comment>
        <translation>Al</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It</source>
        <comment>Italy&apos;s mark on its units: two letters</comment>
        <translation>It</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ru</source>
        <comment>Russia&apos;s mark on its units: two letters</comment>
        <translation>Ru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tu</source>
        <comment>Turkey&apos;s mark on its units: two letters</comment>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>The map cannot be drawn.</source>
        <translation>La carte ne peut pas être dessinée.</translation>
    </message>
    <message>
        <location line="+266"/>
        <source>Supply centre of %1</source>
        <translation>Centre de ravitaillement de la puissance %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neutral supply centre</source>
        <translation>Centre de ravitaillement neutre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Army of %1</source>
        <translation>Armée de la puissance %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fleet of %1</source>
        <translation>Flotte de la puissance %1</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::NewGameDialog</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/new_game_dialog.cpp" line="+53"/>
        <source>New game of Diplomacy</source>
        <translation>Nouvelle partie de Diplomacy</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Nobody plays %1: its units move by the vote of everyone’s proposals.</source>
        <translation>Personne ne joue %1&#xa0;: ses unités suivent le vote des propositions de tous.</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>1. Who plays</source>
        <translation>1. Qui joue</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Power of player %1</source>
        <translation>Puissance du joueur %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>2. The dead men</source>
        <translation>2. Les morts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Drawn at random with the game number</source>
        <translation>&amp;Tirés au sort avec le numéro de partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Chosen: tick the powers nobody plays</source>
        <translation>&amp;Choisis&#xa0;: cochez les puissances que personne ne joue</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is a dead man</source>
        <translation>%1 est un mort</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>3. The powers</source>
        <translation>3. Les puissances</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dra&amp;wn at random for the players, shown to everyone at the start</source>
        <translation>Tirées au &amp;sort pour les joueurs, montrées à tous au début</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player ch&amp;ooses a power (in the list beside their name)</source>
        <translation>Chaque joueur ch&amp;oisit une puissance (dans la liste à côté de son nom)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Six players: nobody plays the dead man, but its units move as the majority of everyone’s proposals says. Fewer players (an extension beyond the rules): every power nobody plays is a dead man moved by the same vote. Seven players: the plain game, no dead man. Computer powers propose for the dead men and count in the vote like anyone.</source>
        <translation>À six joueurs&#xa0;: personne ne joue le mort, mais ses unités font ce que propose la majorité. Moins de joueurs (extension au-delà des règles)&#xa0;: chaque puissance que personne ne joue est un mort, déplacé par le même vote. À sept joueurs&#xa0;: la partie classique, sans mort. Les puissances jouées par l’ordinateur proposent aussi pour les morts et comptent au vote comme chacun.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>S&amp;andbox: one person enters the orders of every power</source>
        <translation>&amp;Bac à sable&#xa0;: une seule personne saisit les ordres de toutes les puissances</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For a table playing on a cardboard map, or to study a position.</source>
        <translation>Pour une table qui joue sur une carte en carton, ou pour étudier une position.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Alone against si&amp;x computers</source>
        <translation>Seul contre si&amp;x ordinateurs</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>2. The dead men: none, seven players</source>
        <translation>2. Les morts&#xa0;: aucun, sept joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2. The dead men: the powers nobody chose</source>
        <translation>2. Les morts&#xa0;: les puissances que personne n’a choisies</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>2. The dead men: %n power(s) nobody plays</source>
        <translation>
            <numerusform>2. Les morts&#xa0;: %n&#xa0;puissance que personne ne joue</numerusform>
            <numerusform>2. Les morts&#xa0;: %n&#xa0;puissances que personne ne joue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Tick %n power(s) as dead men: one for each player missing from seven.</source>
        <translation>
            <numerusform>Cochez %n&#xa0;puissance comme mort&#xa0;: une par joueur qui manque pour être sept.</numerusform>
            <numerusform>Cochez %n&#xa0;puissances comme morts&#xa0;: une par joueur qui manque pour être sept.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two players chose %1: each power has one player.</source>
        <translation>Deux joueurs ont choisi %1&#xa0;: chaque puissance a un seul joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is ticked as a dead man: nobody plays it.</source>
        <translation>%1 est cochée comme mort&#xa0;: personne ne la joue.</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::PositionEditor</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/position_editor.cpp" line="+37"/>
        <source>Sandbox — edit the position</source>
        <translation>Bac à sable — modifier la position</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Put an &amp;army</source>
        <translation>Poser une &amp;armée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put a &amp;fleet</source>
        <translation>Poser une &amp;flotte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Take a unit away</source>
        <translation>&amp;Retirer une unité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the &amp;centre</source>
        <translation>Donner le &amp;centre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Make the centre &amp;neutral</source>
        <translation>Rendre le centre &amp;neutre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Spring (orders)</source>
        <translation>Printemps (ordres)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fall (orders)</source>
        <translation>Automne (ordres)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winter (adjustments)</source>
        <translation>Hiver (ajustements)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>App&amp;ly</source>
        <translation>Appli&amp;quer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“%1” is not a province of the map.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une province de la carte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Power:</source>
        <translation>&amp;Puissance&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pro&amp;vince:</source>
        <translation>Pro&amp;vince&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Season:</source>
        <translation>&amp;Saison&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Year:</source>
        <translation>Anné&amp;e&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose what a click on the map (or a province typed below) does:</source>
        <translation>Choisissez ce que fait un clic sur la carte (ou une province tapée plus bas)&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Use this position</source>
        <translation>&amp;Utiliser cette position</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1 is not a supply centre.</source>
        <translation>%1 n’est pas un centre de ravitaillement.</translation>
    </message>
</context>
<context>
    <name>tablee::diplomacy_deadman::ui::SandboxWindow</name>
    <message>
        <location filename="../../src/diplomacy_deadman/ui/sandbox_window.cpp" line="+39"/>
        <source>Save the sandbox</source>
        <translation>Enregistrer le bac à sable</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Tablée games</source>
        <translation>Sauvegardes Tablée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Diplomacy sandbox</source>
        <translation>Bac à sable Diplomacy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save the sandbox</source>
        <translation>Impossible d’enregistrer le bac à sable</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Close the sandbox?</source>
        <translation>Fermer le bac à sable&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The orders played in this sandbox are not saved. Close it anyway?</source>
        <translation>Les ordres joués dans ce bac à sable ne sont pas enregistrés. Le fermer quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;lose the sandbox</source>
        <translation>&amp;Fermer le bac à sable</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Sandbox</source>
        <translation>&amp;Bac à sable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sa&amp;ve the sandbox as…</source>
        <translation>En&amp;registrer le bac à sable sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close the sandbox</source>
        <translation>&amp;Fermer le bac à sable</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Undo the phase</source>
        <translation>&amp;Annuler la phase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo the phase</source>
        <translation>Re&amp;faire la phase</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandbox from %1 — Diplomacy</source>
        <translation>Bac à sable depuis&#xa0;%1 — Diplomacy</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::CampaignController</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/campaign_controller.hpp" line="+28"/>
        <source>the cards have been drawn</source>
        <comment>why Undo is off</comment>
        <translation>les cartes sont tirées</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::CampaignView</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/campaign_view.cpp" line="+173"/>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the setup sheet…</source>
        <translation>Imprimer la fiche de mise en place…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kingdom (sorted by cost)</source>
        <translation>Royaume (par coût)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic cards</source>
        <translation>Cartes de base</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting decks of this round, in playing order</source>
        <translation>Decks de départ de cette manche, dans l’ordre de jeu</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Setting up the campaign (%n round(s))</source>
        <translation>
            <numerusform>Préparation de la campagne (%n&#xa0;manche)</numerusform>
            <numerusform>Préparation de la campagne (%n&#xa0;manches)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of round…</source>
        <translation>Fin de manche…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 1’s kingdom is drawn; start the campaign when the table is ready.</source>
        <translation>Le royaume de la manche 1 est tiré&#xa0;; lancez la campagne quand la table est prête.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the campaign</source>
        <translation>Lancer la campagne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay out this supply and these decks, play the round, then enter the scores with “End of round…”.</source>
        <translation>Installez cette réserve et ces decks, jouez la manche, puis saisissez les scores avec «&#xa0;Fin de manche…&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>End of the round: %n of %1 players have kept their card.</source>
        <translation>
            <numerusform>Fin de manche&#xa0;: %n&#xa0;joueur sur %1 a gardé sa carte.</numerusform>
            <numerusform>Fin de manche&#xa0;: %n&#xa0;joueurs sur %1 ont gardé leur carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End of the round: %1 eliminates cards from the kingdom.</source>
        <translation>Fin de manche&#xa0;: %1 élimine des cartes du royaume.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The campaign is over. Winner: %1.</source>
        <translation>La campagne est terminée. Vainqueur&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final ranking…</source>
        <translation>Classement final…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Playing order: %1 (%2 starts).</source>
        <translation>Ordre de jeu&#xa0;: %1 (%2 commence).</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1:</source>
        <comment>player name before a deck</comment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Ranking (ties: the one who played later ranks higher): %1</source>
        <translation>Classement (égalité&#xa0;: celui qui a joué plus tard est devant)&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::CardTile</name>
    <message numerus="yes">
        <location filename="../../src/dominion_campaign/ui/card_tile.cpp" line="+122"/>
        <source>Cost: %n coin(s)</source>
        <translation>
            <numerusform>Coût&#xa0;: %n&#xa0;pièce</numerusform>
            <numerusform>Coût&#xa0;: %n&#xa0;pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pile: %n card(s)</source>
        <translation>
            <numerusform>Pile&#xa0;: %n&#xa0;carte</numerusform>
            <numerusform>Pile&#xa0;: %n&#xa0;cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Reduced: %n copy(ies) of the standard %1 are in the starting decks.</source>
        <translation>
            <numerusform>Réduite&#xa0;: %n&#xa0;exemplaire des %1 habituels est dans les decks de départ.</numerusform>
            <numerusform>Réduite&#xa0;: %n&#xa0;exemplaires des %1 habituels sont dans les decks de départ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The starting decks need %n more copy(ies) than a pile holds: use a substitute.</source>
        <translation>
            <numerusform>Les decks de départ demandent %n&#xa0;exemplaire de plus que la pile&#xa0;: utilisez un substitut.</numerusform>
            <numerusform>Les decks de départ demandent %n&#xa0;exemplaires de plus que la pile&#xa0;: utilisez des substituts.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+105"/>
        <source>×%1</source>
        <comment>cards in a pile</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>short %1</source>
        <translation>manque %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 in decks</source>
        <translation>%1 en decks</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::DominionCampaignSession</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/dominion_campaign_session.cpp" line="+78"/>
        <source>Dominion campaign — results</source>
        <translation>Campagne Dominion — résultats</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>&amp;End of round…</source>
        <translation>&amp;Fin de manche…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Final ranking…</source>
        <translation>&amp;Classement final…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print this round’s setup sheet…</source>
        <translation>&amp;Imprimer la fiche de mise en place de la manche…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save this round’s &amp;setup sheet as PDF…</source>
        <translation>Enregistrer la fiche de mise en place de la manche en &amp;PDF…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dominion campaign round %1</source>
        <comment>a PDF&apos;s suggested file name</comment>
        <translation>Campagne Dominion manche %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;orrect a round’s scores…</source>
        <translation>C&amp;orriger les points d’une manche…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the res&amp;ults…</source>
        <translation>Imprimer les rés&amp;ultats…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the &amp;results as PDF…</source>
        <translation>Enregistrer les &amp;résultats en PDF…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dominion campaign results</source>
        <comment>a PDF&apos;s suggested file name</comment>
        <translation>Campagne Dominion résultats</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dominion campaign — setup of round %1</source>
        <translation>Campagne Dominion — mise en place de la manche %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>round %1 of %2</source>
        <translation>manche %1 sur %2</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::EndOfRoundWizard</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/end_of_round_wizard.cpp" line="+200"/>
        <source>End of round %1</source>
        <translation>Fin de la manche %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="-306"/>
        <source>The campaign has not started yet.</source>
        <translation>La campagne n’a pas encore commencé.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1 of %2: each player’s victory points</source>
        <translation>Manche %1 sur %2&#xa0;: les points de victoire de chacun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter the victory points each player scored in this round (they may be negative).</source>
        <translation>Saisissez les points de victoire marqués par chaque joueur à cette manche (ils peuvent être négatifs).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1:</source>
        <comment>player name before a score</comment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>campaign score %1 → %2</source>
        <translation>score de campagne %1 → %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Confirm the scores</source>
        <translation>Valider les scores</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 for %2</source>
        <comment>the points to record, then the player&apos;s name</comment>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To be recorded for round %1: %2. Press Enter again, or click Confirm the scores, to record them; a score above can still be changed.</source>
        <translation>À inscrire pour la manche %1&#xa0;: %2. Appuyez à nouveau sur Entrée, ou cliquez sur «&#xa0;Valider les scores&#xa0;», pour les inscrire&#xa0;; un score ci-dessus peut encore être changé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keeps: each player chooses in private</source>
        <translation>Cartes gardées&#xa0;: chacun choisit en secret</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ranking after round %1: %2.</source>
        <translation>Classement après la manche %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the screen to %1.</source>
        <translation>Passez l’écran à %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other players look away: the card you keep stays secret until everyone has chosen.</source>
        <translation>Les autres joueurs détournent le regard&#xa0;: la carte gardée reste secrète jusqu’à ce que tout le monde ait choisi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show my choices</source>
        <translation>Voir mes choix</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1, keep one card for all your future starting decks</source>
        <translation>%1, gardez une carte pour tous vos futurs decks de départ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your starting deck this round: %1.</source>
        <translation>Votre deck de départ à cette manche&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card that is in your deck now. Faded cards cannot be kept: the reason is written on them.</source>
        <translation>Choisissez une carte qui est dans votre deck maintenant. Les cartes pâles ne peuvent pas être gardées&#xa0;: la raison est écrite dessus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Keep this card</source>
        <translation>Garder cette carte</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Eliminations: %1 removes %n card(s) from the campaign</source>
        <translation>
            <numerusform>Éliminations&#xa0;: %1 retire %n&#xa0;carte de la campagne</numerusform>
            <numerusform>Éliminations&#xa0;: %1 retire %n&#xa0;cartes de la campagne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 (rank %2): %n card(s)</source>
        <translation>
            <numerusform>%1 (rang %2)&#xa0;: %n&#xa0;carte</numerusform>
            <numerusform>%1 (rang %2)&#xa0;: %n&#xa0;cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choosers, best-ranked first: %1.</source>
        <translation>Ceux qui choisissent, le mieux classé d’abord&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <comment>between list items that hold commas</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards kept this round: %1.</source>
        <translation>Cartes gardées à cette manche&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Already eliminated: none yet.</source>
        <translation>Déjà éliminées&#xa0;: aucune pour l’instant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already eliminated: %1.</source>
        <translation>Déjà éliminées&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, choose a card of this round’s kingdom to eliminate for good (card %2 of %3):</source>
        <translation>%1, choisissez une carte du royaume de cette manche à éliminer pour de bon (carte %2 sur %3)&#xa0;:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>kept by %1</source>
        <translation>gardée par %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Eliminate this card</source>
        <translation>Éliminer cette carte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Round %1: the new cards</source>
        <translation>Manche %1&#xa0;: les nouvelles cartes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Eliminated for good: %1.</source>
        <translation>Éliminées pour de bon&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn from the cards never used yet:</source>
        <translation>Tirées parmi les cartes jamais encore utilisées&#xa0;:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every starting deck gains %1 Copper and %2 Curse.</source>
        <translation>Chaque deck de départ reçoit %1 Cuivre et %2 Malédiction.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every starting deck gains %1 Copper.</source>
        <translation>Chaque deck de départ reçoit %1 Cuivre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1’s playing order: %2.</source>
        <translation>Ordre de jeu de la manche %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The worst-ranked player starts, the leader plays last.</source>
        <translation>Le dernier du classement commence, le premier joue en dernier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the setup sheet…</source>
        <translation>Imprimer la fiche de mise en place…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To the table</source>
        <translation>Vers le tableau de bord</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The campaign is over</source>
        <translation>La campagne est terminée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins the campaign!</source>
        <translation>%1 remporte la campagne&#xa0;!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1.</source>
        <comment>a rank</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="-163"/>
        <location line="+173"/>
        <source>Ties go to the player who played later in the last round.</source>
        <translation>En cas d’égalité, celui qui a joué plus tard dans la dernière manche est devant.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print the results…</source>
        <translation>Imprimer les résultats…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Choose the card to keep.</source>
        <translation>Choisissez la carte à garder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep this card?</source>
        <translation>Garder cette carte&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 goes into your deck for the rest of the campaign.</source>
        <translation>%1 rejoint votre deck pour le reste de la campagne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Garder la carte</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose the card to eliminate.</source>
        <translation>Choisissez la carte à éliminer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Eliminate this card?</source>
        <translation>Éliminer cette carte&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 leaves the campaign for good: no kingdom will hold it again. (The copies kept in decks stay.)</source>
        <translation>%1 quitte la campagne pour de bon&#xa0;: aucun royaume ne la contiendra plus. (Les exemplaires gardés dans les decks restent.)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Eliminate it</source>
        <translation>É&amp;liminer la carte</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::KingdomPicker</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/kingdom_picker.cpp" line="+25"/>
        <source>Choose round 1’s kingdom</source>
        <translation>Choisir le royaume de la manche 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the %1 cards of round 1’s kingdom, for instance the rulebook’s “First Game” or the table’s favourite set. The other cards of the pool are drawn in later rounds.</source>
        <translation>Cochez les %1&#xa0;cartes du royaume de la manche 1, par exemple la «&#xa0;Première partie&#xa0;» de la règle ou le jeu préféré de la table. Les autres cartes du stock sont tirées aux manches suivantes.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Use these cards</source>
        <translation>Prendre ces cartes</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 of %2 cards ticked.</source>
        <translation>%1&#xa0;cartes cochées sur %2.</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::ScoreCorrectionDialog</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/score_correction_dialog.cpp" line="+44"/>
        <source>Correct a round’s scores</source>
        <translation>Corriger les points d’une manche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter again the points of a finished round entered wrongly. The totals and the standings are worked out again from that round on.</source>
        <translation>Saisissez de nouveau les points d’une manche terminée qui avaient été mal saisis. Les totaux et le classement sont recalculés à partir de cette manche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Round:</source>
        <translation>&amp;Manche&#xa0;:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&amp;Correct the scores</source>
        <translation>&amp;Corriger les points</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (entered: %2):</source>
        <comment>a player&apos;s name, the points recorded</comment>
        <translation>%1 (saisi&#xa0;: %2)&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Change a player’s points to see what the totals become.</source>
        <translation>Changez les points d’un joueur pour voir ce que deviennent les totaux.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 %2</source>
        <comment>a player&apos;s name and campaign total</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 (was %3)</source>
        <comment>a player&apos;s name, corrected total, total before</comment>
        <translation>%1 %2 (au lieu de %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Campaign totals after the correction, best first: %1.
The playing orders, keeps and eliminations already made stay as they were played.</source>
        <translation>Totaux de la campagne après la correction, du premier au dernier&#xa0;: %1.
Les ordres de jeu, cartes gardées et éliminations déjà faits restent tels qu’ils ont été joués.</translation>
    </message>
</context>
<context>
    <name>tablee::dominion_campaign::ui::SetupWizard</name>
    <message>
        <location filename="../../src/dominion_campaign/ui/setup_wizard.cpp" line="+247"/>
        <source>%1: %2</source>
        <comment>pool size: campaign length</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n kingdom card(s) in the pool</source>
        <translation>
            <numerusform>%n&#xa0;carte Royaume dans le stock</numerusform>
            <numerusform>%n&#xa0;cartes Royaume dans le stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the campaign lasts %n round(s).</source>
        <translation>
            <numerusform>la campagne dure %n&#xa0;manche.</numerusform>
            <numerusform>la campagne dure %n&#xa0;manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Since %1 cards minus the first 10 is not a multiple of %2, %n card(s) of the pool will never be used (Tablée’s decision).</source>
        <translation>
            <numerusform>Comme %1&#xa0;cartes moins les 10 premières ne font pas un multiple de %2, %n&#xa0;carte du stock ne servira jamais (choix de Tablée).</numerusform>
            <numerusform>Comme %1&#xa0;cartes moins les 10 premières ne font pas un multiple de %2, %n&#xa0;cartes du stock ne serviront jamais (choix de Tablée).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Round 1’s playing order: %1. The campaign lasts %n round(s).</source>
        <translation>
            <numerusform>Ordre de jeu de la manche 1&#xa0;: %1. La campagne dure %n&#xa0;manche.</numerusform>
            <numerusform>Ordre de jeu de la manche 1&#xa0;: %1. La campagne dure %n&#xa0;manches.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>New Dominion campaign</source>
        <translation>Nouvelle campagne Dominion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players and cards</source>
        <translation>Joueurs et cartes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the names in round 1’s playing order, or draw the order at random on the next page.</source>
        <translation>Entrez les noms dans l’ordre de jeu de la manche 1, ou tirez cet ordre au sort à la page suivante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sets:</source>
        <translation>Boîtes de cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards replaced per round:</source>
        <translation>Cartes remplacées par manche&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round 1’s kingdom</source>
        <translation>Le royaume de la manche 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw it again or choose its cards, and draw the playing order at random, until the table is happy.</source>
        <translation>Tirez-le à nouveau ou choisissez ses cartes, et tirez l’ordre de jeu au sort, jusqu’à ce que la table soit satisfaite.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redraw the kingdom</source>
        <translation>Tirer un &amp;autre royaume</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose the cards…</source>
        <translation>&amp;Choisir les cartes…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the playing order at random</source>
        <translation>Tirer l’ordre de jeu au sort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the campaign</source>
        <translation>Lancer la campagne</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::BoardView</name>
    <message>
        <location filename="../../src/dominyam/ui/board_view.cpp" line="+95"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Eat %1 — point die: %2</source>
        <translation>Manger %1 — dé de point&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>exposed to the void</source>
        <translation>à la merci du néant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>protected</source>
        <translation>protégé</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DiceTray</name>
    <message>
        <location filename="../../src/dominyam/ui/dice_tray.cpp" line="+164"/>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eat nothing this turn</source>
        <translation>Ne rien manger ce tour-ci</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>H</source>
        <comment>the key that asks a hint: the first letter of the word on its button</comment>
        <translation>C</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Pass this turn?</source>
        <translation>Passer ce tour&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A meal is possible with these dice (its tiles are outlined in green). Passing eats nothing this turn, and a ranked game cannot undo it.</source>
        <translation>Un repas est possible avec ces dés (ses dominos sont entourés de vert). Passer ne mange rien ce tour-ci, et une partie classée ne peut pas l’annuler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass all the same</source>
        <translation>&amp;Passer quand même</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Hint (%1)</source>
        <comment>the hint button; its key</comment>
        <translation>Conseil (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What would the advisor do?</source>
        <translation>Que ferait le conseiller&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Re-roll (Space)</source>
        <translation>Relancer (Espace)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll (Space)</source>
        <translation>Lancer (Espace)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-roll the dice not held (click a die or press 1-5 to hold it)</source>
        <translation>Relancer les dés non gardés (cliquez sur un dé ou tapez 1 à 5 pour le garder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the five dice</source>
        <translation>Lancer les cinq dés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>then up to 2 re-rolls</source>
        <translation>puis jusqu’à 2&#xa0;relances</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n re-roll(s) left</source>
        <translation>
            <numerusform>%n&#xa0;relance restante</numerusform>
            <numerusform>%n&#xa0;relances restantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DominyamController</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_controller.cpp" line="+56"/>
        <source>a ranked game has no undo</source>
        <comment>why Undo is off</comment>
        <translation>une partie classée ne s’annule pas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the dice have been rolled</source>
        <comment>why Undo is off</comment>
        <translation>les dés sont lancés</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DominyamSession</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_session.cpp" line="+50"/>
        <source>Dominyam — final results</source>
        <translation>Dominyam — résultats finaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dominyam — results so far</source>
        <translation>Dominyam — résultats provisoires</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Dominyam — game log</source>
        <translation>Dominyam — journal de la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No turn finished yet.</source>
        <translation>Aucun tour terminé pour l’instant.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Results and combinations…</source>
        <translation>&amp;Résultats et combinaisons…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pr&amp;int the score sheet…</source>
        <translation>&amp;Imprimer la feuille de score…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the score sheet as &amp;PDF…</source>
        <translation>Enregistrer la feuille de score en &amp;PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print a &amp;blank score sheet…</source>
        <translation>Imprimer une feuille de score &amp;vierge…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Solo &amp;high scores…</source>
        <translation>&amp;Records en solitaire…</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>turn %1, counting down from %2</source>
        <translation>tour %1, à rebours depuis&#xa0;%2</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>Game &amp;log…</source>
        <translation>&amp;Journal de la partie…</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Dominyam %1 seed %2</source>
        <comment>a PDF&apos;s suggested file name: date, seed</comment>
        <translation>Dominyam %1&#xa0;partie %2</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Copy the game &amp;number (%1)</source>
        <translation>Copier le &amp;numéro de partie (%1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The high-score file could not be read; it was kept as %1 and a new table begun.</source>
        <translation>Le fichier des records n’a pas pu être lu&#xa0;; il a été conservé sous le nom %1 et un nouveau tableau a été commencé.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your score of %1 enters the solo high scores at place %2.</source>
        <translation>Votre score de %1 entre dans les records en solitaire à la place %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your score of %1 did not enter the solo high scores.</source>
        <translation>Votre score de %1 n’entre pas dans les records en solitaire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;High scores…</source>
        <translation>Re&amp;cords…</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::DominyamView</name>
    <message>
        <location filename="../../src/dominyam/ui/dominyam_view.cpp" line="+84"/>
        <source>exposed to the void</source>
        <translation>à la merci du néant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>can be eaten with these dice</source>
        <translation>mangeable avec ces dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hint</source>
        <translation>conseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen</source>
        <translation>choisi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held die: kept when the others are rolled again (click it or press 1-5)</source>
        <translation>dé gardé&#xa0;: il reste quand les autres sont relancés (cliquez sur lui ou tapez 1 à 5)</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>&amp;Legend…</source>
        <translation>&amp;Légende…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the marks on the board and the dice mean</source>
        <translation>Ce que veulent dire les marques du plateau et des dés</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score sheet (tiles eaten counted as if the game ended now)</source>
        <translation>Feuille de score (dominos mangés comptés comme si la partie finissait maintenant)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: roll the dice.</source>
        <translation>Conseil&#xa0;: lancez les dés.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>die %1 (%2)</source>
        <comment>a die kept: its place (its key), its value</comment>
        <translation>le dé %1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>die %1</source>
        <comment>a die to release: its place (its key)</comment>
        <translation>le dé&#xa0;%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hint: re-roll all the dice; on average that brings about %1 points, end-game lines included.</source>
        <translation>Conseil&#xa0;: relancez tous les dés&#xa0;; en moyenne, cela rapporte environ %1&#xa0;points, lignes de fin de partie comprises.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: keep %1 and re-roll the others; on average that brings about %2 points, end-game lines included.</source>
        <translation>Conseil&#xa0;: gardez %1 et relancez les autres&#xa0;; en moyenne, cela rapporte environ %2&#xa0;points, lignes de fin de partie comprises.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Release %1 first (its key, or a click).</source>
        <translation>
            <numerusform>Libérez d’abord %1 (sa touche, ou un clic).</numerusform>
            <numerusform>Libérez d’abord %1 (leurs touches, ou un clic).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: eat %1 and %2 (point die: %3; about %4 points in all, end-game lines included).</source>
        <translation>Conseil&#xa0;: mangez %1 et %2 (dé de point&#xa0;: %3&#xa0;; environ %4&#xa0;points en tout, lignes de fin de partie comprises).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: nothing can be eaten with these dice; pass.</source>
        <translation>Conseil&#xa0;: rien n’est mangeable avec ces dés&#xa0;; passez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(With a hint, this game’s score goes in the high scores marked “with hints”.)</source>
        <translation>(Avec un conseil, le score de cette partie entre dans les meilleurs scores marqué «&#xa0;avec conseils&#xa0;».)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice (Space).</source>
        <translation>Lancez les dés (Espace).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing can be eaten with these dice: hold some and re-roll, or pass.</source>
        <translation>Rien n’est mangeable avec ces dés&#xa0;: gardez-en et relancez, ou passez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing can be eaten with these dice: pass.</source>
        <translation>Rien n’est mangeable avec ces dés&#xa0;: passez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chosen: click a tile outlined in green to eat both, or click %1 again to change your mind.</source>
        <translation>%1 choisi&#xa0;: cliquez un domino entouré de vert pour manger les deux, ou de nouveau %1 pour changer d’avis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click two touching tiles to eat them (green outline: possible with these dice), or re-roll.</source>
        <translation>Cliquez sur deux dominos qui se touchent pour les manger (entourés de vert&#xa0;: possible avec ces dés), ou relancez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click two touching tiles to eat them (green outline: possible with these dice), or pass.</source>
        <translation>Cliquez sur deux dominos qui se touchent pour les manger (entourés de vert&#xa0;: possible avec ces dés), ou passez.</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::HighScoresDialog</name>
    <message>
        <location filename="../../src/dominyam/ui/high_score_store.cpp" line="+34"/>
        <source>The high-score file %1 cannot be read; it is left as it is. %2</source>
        <translation>Le fichier des records %1 ne peut pas être lu&#xa0;; il est laissé tel quel. %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dominyam — solo high scores</source>
        <translation>Dominyam — records en solitaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advice</source>
        <translation>Conseils</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>with hints</source>
        <translation>avec conseils</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Type a game number in a new game to play the same board again: it plays unranked, as only a board nobody chose counts here.</source>
        <translation>Tapez un numéro de partie dans une nouvelle partie pour rejouer le même plateau&#xa0;: elle n’est pas classée, car seul un plateau que personne n’a choisi compte ici.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>No solo game finished yet.</source>
        <translation>Aucune partie en solitaire terminée pour l’instant.</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::NewGameDialog</name>
    <message>
        <location filename="../../src/dominyam/ui/new_game_dialog.cpp" line="+19"/>
        <source>New game of Dominyam</source>
        <translation>Nouvelle partie de Dominyam</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One player plays the solo game (14 turns, high-score table); two or more play hotseat, passing the mouse round the table, and every seat but one may be played by the computer: normal, or strong, which also looks several turns ahead.</source>
        <translation>Un joueur joue en solitaire (14&#xa0;tours, tableau des records)&#xa0;; à deux ou plus, on se passe la souris autour de la table, et chaque place sauf une peut être tenue par l’ordinateur&#xa0;: normal, ou fort, qui voit aussi plusieurs tours plus loin.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice game: undo allowed, the score kept off the high-score table</source>
        <translation>Partie d’entraînement&#xa0;: annulation permise, le score n’entre pas au tableau des records</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+71"/>
        <source>A ranked solo game has no undo: it would show the dice to come.</source>
        <translation>Une partie en solitaire classée n’a pas d’annulation&#xa0;: elle montrerait les dés à venir.</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Mental arithmetic variant: a meal also scores its pips above the objective</source>
        <translation>Variante «&#xa0;calcul mental&#xa0;»&#xa0;: un repas rapporte aussi ses points au-delà de l’objectif</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>(a game number chosen: unranked)</source>
        <translation>(numéro de partie choisi&#xa0;: hors classement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game number chosen plays unranked: only a board nobody chose counts in the high-score table.</source>
        <translation>Un numéro de partie choisi joue hors classement&#xa0;: seul un plateau que personne n’a choisi compte au tableau des records.</translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::PlayersPanel</name>
    <message>
        <location filename="../../src/dominyam/ui/players_panel.cpp" line="+162"/>
        <source>%1 — winner</source>
        <translation>%1 — vainqueur</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>of which %1 for the %n tile(s) left on the board</source>
        <translation>
            <numerusform>dont %1 pour %n&#xa0;domino restant sur le plateau</numerusform>
            <numerusform>dont %1 pour les %n&#xa0;dominos restants sur le plateau</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::dominyam::ui::TurnTrack</name>
    <message>
        <location filename="../../src/dominyam/ui/turn_track.cpp" line="+81"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn %1, counting down from %2</source>
        <translation>Tour %1, en comptant à rebours depuis&#xa0;%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1 — %2 is playing…</source>
        <translation>Tour %1 — %2 joue…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn %1 again — %2 is playing…</source>
        <translation>Tour&#xa0;%1 à nouveau — %2 joue…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1 again — %2 to play</source>
        <translation>Tour&#xa0;%1 à nouveau — %2 joue</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Objective: at least %n pip(s) in the two tiles eaten.</source>
        <translation>
            <numerusform>Objectif&#xa0;: au moins %n&#xa0;point sur les deux dominos mangés.</numerusform>
            <numerusform>Objectif&#xa0;: au moins %n&#xa0;points sur les deux dominos mangés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Turn %1 — %2 to play</source>
        <translation>Tour %1 — %2 joue</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Objective: %1 pips — lowered from %2, because no pair that may be eaten reaches %2 pips.</source>
        <translation>Objectif&#xa0;: %1&#xa0;points — abaissé depuis&#xa0;%2, car aucune paire mangeable n’atteint %2&#xa0;points.</translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::BoardView</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/board_view.cpp" line="+116"/>
        <source>Gold</source>
        <comment>a mine&apos;s ore, under it</comment>
        <translation>Or</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver</source>
        <comment>a mine&apos;s ore, under it</comment>
        <translation>Argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iron</source>
        <comment>a mine&apos;s ore, under it</comment>
        <translation>Fer</translation>
    </message>
    <message numerus="yes">
        <location line="+156"/>
        <source>%1, worth %n point(s)</source>
        <comment>a fief, then its value</comment>
        <translation>
            <numerusform>%1, qui vaut %n&#xa0;point</numerusform>
            <numerusform>%1, qui vaut %n&#xa0;points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A neutral zone: land closed in without a castle; nobody’s, for good</source>
        <translation>Une zone neutre&#xa0;: terre enclose sans château, à personne, pour de bon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open land</source>
        <translation>Terre ouverte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1’s castle</source>
        <translation>Château&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1’s knight</source>
        <translation>Chevalier&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The alliance marker of %1 and %2</source>
        <translation>Le marqueur de l’alliance entre %1 et %2</translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::FiefsController</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/fiefs_controller.cpp" line="+44"/>
        <source>the game is over: its result stands</source>
        <comment>why Undo is off</comment>
        <translation>la partie est finie&#xa0;: son résultat est acquis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the die has been rolled</source>
        <comment>why Undo is off</comment>
        <translation>le dé est lancé</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The results are below, fief by fief.</source>
        <translation>Les résultats sont ci-dessous, fief par fief.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is about to play.</source>
        <translation>%1 va jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, place a castle on a free meadow (the spaces marked).</source>
        <translation>%1, placez un château sur un pré libre (les cases marquées).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, place its first knight on a meadow or forest next to it.</source>
        <translation>%1, placez le premier chevalier de ce château sur un pré ou une forêt voisine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, place the free knight next to one of your castles or knights, or decline it.</source>
        <translation>%1, placez le chevalier gratuit à côté de l’un de vos châteaux ou chevaliers, ou refusez-le.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, choose the fief the cut-off part joins.</source>
        <translation>%1, choisissez le fief que rejoint la partie coupée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, choose an action from the price list.</source>
        <translation>%1, choisissez une action dans la liste de prix.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click the edges for your borders: %1 of %2.</source>
        <translation>Cliquez sur les côtés où poser vos frontières&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the spaces for your knights: %1 of %2.</source>
        <translation>Cliquez sur les cases où placer vos chevaliers&#xa0;: %1 sur %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click the space your fief expands onto.</source>
        <translation>Cliquez sur la case où s’étend votre fief.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click where your own knight goes.</source>
        <translation>Cliquez où va votre propre chevalier.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click the enemy knight to win over.</source>
        <translation>Cliquez sur le chevalier ennemi à rallier.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the space for the alliance marker: it says which of your fiefs allies.</source>
        <translation>Cliquez sur la case du marqueur d’alliance&#xa0;: elle désigne celui de vos fiefs qui s’allie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the fief to ally with.</source>
        <translation>Cliquez sur le fief avec lequel s’allier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click another fief to take into the alliance (1 ducat more), or make it now.</source>
        <translation>Cliquez sur un autre fief à faire entrer dans l’alliance (1&#xa0;ducat de plus), ou concluez-la maintenant.</translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::FiefsSession</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/fiefs_session.cpp" line="+19"/>
        <source>&amp;Results…</source>
        <translation>&amp;Résultats…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Fiefs — results</source>
        <translation>Fiefs — résultats</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>setting up (castles and first knights)</source>
        <comment>how far a game in progress went</comment>
        <translation>mise en place (châteaux et premiers chevaliers)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round %1</source>
        <comment>how far a game in progress went</comment>
        <translation>tour %1</translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::FiefsView</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/fiefs_view.cpp" line="+416"/>
        <location line="+279"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="-279"/>
        <location line="+279"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="-279"/>
        <location line="+279"/>
        <source>Ducats</source>
        <translation>Ducats</translation>
    </message>
    <message>
        <location line="-279"/>
        <source>Knights</source>
        <translation>Chevaliers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Castles</source>
        <translation>Châteaux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points of the fiefs; a score that reaches the King token on the score track (the number after “of”) ends the game</source>
        <translation>Points des fiefs&#xa0;; un score qui atteint le jeton du roi sur la piste de score (le nombre après «&#xa0;sur&#xa0;») termine la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knights left to place</source>
        <translation>Chevaliers restant à placer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>During the setup, the castles placed; then those enclosed in fiefs, of those placed</source>
        <translation>Pendant la mise en place, les châteaux posés&#xa0;; ensuite, ceux enfermés dans des fiefs, sur ceux posés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price list</source>
        <translation>Liste de prix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Targets (or click the board)</source>
        <translation>&amp;Cibles (ou cliquez sur le plateau)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel the action</source>
        <translation>A&amp;nnuler l’action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Decline the knight</source>
        <translation>&amp;Refuser le chevalier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Make the alliance</source>
        <translation>Concl&amp;ure l’alliance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Setup — %1 places a castle</source>
        <translation>Mise en place — %1&#xa0;place un château</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup — %1 places the castle’s first knight</source>
        <translation>Mise en place — %1&#xa0;place le premier chevalier du château</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 — %2’s turn</source>
        <translation>Tour %1 — %2 joue</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 — %2</source>
        <comment>a player&apos;s name, then the computer level playing the seat</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1/%2 placed</source>
        <comment>castles: placed of each one&apos;s share</comment>
        <translation>%1/%2 posés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1/%2 in fiefs</source>
        <comment>castles: in fiefs of those placed</comment>
        <translation>%1/%2 en fief</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: %2</source>
        <comment>an action&apos;s key, why it cannot be bought</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1’s die — %2</source>
        <comment>who rolled the last die, what it gave</comment>
        <translation>Dé de %1 — %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Border on %1</source>
        <translation>Frontière en %1</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1, %n space(s)</source>
        <comment>a fief, then its size</comment>
        <translation>
            <numerusform>%1, %n&#xa0;case</numerusform>
            <numerusform>%1, %n&#xa0;cases</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: your fief at %2 with %3</source>
        <comment>a marker&apos;s space, then the two fiefs it allies</comment>
        <translation>%1&#xa0;: votre fief en %2 avec %3</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%1 wins.</source>
        <translation>
            <numerusform>%1 gagne.</numerusform>
            <numerusform>%1 gagnent.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A score reached the King token on the score track (%1 points).</source>
        <translation>Un score a atteint le jeton du roi sur la piste de score (%1&#xa0;points).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Several reached it on the same move: the player who moved wins if among them, else the highest score.</source>
        <translation>Plusieurs l’ont atteint au même coup&#xa0;: le joueur qui a joué gagne s’il en fait partie, sinon le meilleur score.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every castle is in a fief: the highest score wins.</source>
        <translation>Tous les châteaux sont dans des fiefs&#xa0;: le meilleur score gagne.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The game reached the limit of %n round(s) [decision]: scored as when every castle is in a fief.</source>
        <translation>
            <numerusform>La partie a atteint la limite de %n&#xa0;tour [décision]&#xa0;: elle est décomptée comme quand tous les châteaux sont dans des fiefs.</numerusform>
            <numerusform>La partie a atteint la limite de %n&#xa0;tours [décision]&#xa0;: elle est décomptée comme quand tous les châteaux sont dans des fiefs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tied on points: the richer wins.</source>
        <translation>Égalité de points&#xa0;: le plus riche gagne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tied on points and ducats: the win is shared.</source>
        <translation>Égalité de points et de ducats&#xa0;: la victoire est partagée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fiefs</source>
        <translation>Fiefs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n&#xa0;point</numerusform>
            <numerusform>%n&#xa0;points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n ducat(s)</source>
        <translation>
            <numerusform>%n&#xa0;ducat</numerusform>
            <numerusform>%n&#xa0;ducats</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fief (castle)</source>
        <translation>Fief (château)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n space(s)</source>
        <translation>
            <numerusform>%n&#xa0;case</numerusform>
            <numerusform>%n&#xa0;cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n space(s); scoring: %1</source>
        <comment>a fief&apos;s size, then its spaces worth points</comment>
        <translation>
            <numerusform>%n&#xa0;case&#xa0;; qui comptent&#xa0;: %1</numerusform>
            <numerusform>%n&#xa0;cases&#xa0;; qui comptent&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::fiefs_variant::ui::NewGameDialog</name>
    <message>
        <location filename="../../src/fiefs_variant/ui/new_game_dialog.cpp" line="+21"/>
        <source>New game of Fiefs</source>
        <translation>Nouvelle partie de Fiefs</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Mines by kind: 1 ducat per kind of mine held, not per mine</source>
        <translation>&amp;Mines par type&#xa0;: 1&#xa0;ducat par type de mine tenu, pas par mine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Wide alliance: one alliance may take in several fiefs, for 1 ducat more</source>
        <translation>Alliance é&amp;largie&#xa0;: une alliance peut réunir plusieurs fiefs, pour 1&#xa0;ducat de plus</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Set up the board</source>
        <translation>Mettre en place le plateau</translation>
    </message>
</context>
<context>
    <name>tablee::gui::Confirm</name>
    <message>
        <location filename="../../src/gui/confirm.cpp" line="+20"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
</context>
<context>
    <name>tablee::gui::DateText</name>
    <message>
        <location filename="../../src/gui/date_text.cpp" line="+14"/>
        <location line="+13"/>
        <source>%1 at %2</source>
        <comment>a date, then a time of day</comment>
        <translation>%1 à %2</translation>
    </message>
</context>
<context>
    <name>tablee::gui::GameController</name>
    <message numerus="yes">
        <location filename="../../src/gui/game_controller.hpp" line="+124"/>
        <source>%1 and the %n computer move(s) after it</source>
        <translation>
            <numerusform>%1 et le coup d’ordinateur qui a suivi</numerusform>
            <numerusform>%1 et les %n&#xa0;coups d’ordinateur qui ont suivi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1’s orders are sealed until the reveal</source>
        <comment>why Undo is off</comment>
        <translation>les ordres de %1 sont scellés jusqu’aux résultats</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chance has been drawn</source>
        <comment>why Undo is off</comment>
        <translation>le hasard a parlé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo takes back a phase everyone has seen revealed (%1).

%2 hands in again, having seen everyone’s orders: they come back to %2’s own screen only. Take it back only if everyone at the table agrees.</source>
        <translation>Revenir en arrière reprend une phase dont tout le monde a vu les résultats (%1).

%2 rend de nouveau ses ordres, après avoir vu ceux de tous&#xa0;: ils reviennent sur son écran seulement. Ne revenez en arrière que si toute la table est d’accord.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back a phase everyone has seen revealed (%1). Take it back only if everyone at the table agrees.</source>
        <translation>Revenir en arrière reprend une phase dont tout le monde a vu les résultats (%1). Ne revenez en arrière que si toute la table est d’accord.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Undo takes back %2’s last turn (%1), already seen by the table.

%2 plays it again. Take it back only if everyone at the table agrees.</source>
        <translation>Revenir en arrière reprend le dernier tour de %2 (%1), déjà vu par la table.

%2 le rejoue. Ne revenez en arrière que si toute la table est d’accord.</translation>
    </message>
</context>
<context>
    <name>tablee::gui::GameNumberField</name>
    <message>
        <location filename="../../src/gui/player_table.cpp" line="+460"/>
        <source>&amp;Game number:</source>
        <translation>N&amp;uméro de partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same game number gives the same game (the same board, dice and draws): to replay it or share it. Left empty, a new one is drawn.</source>
        <translation>Le même numéro de partie donne la même partie (le même plateau, les mêmes dés, les mêmes tirages)&#xa0;: pour la rejouer ou la partager. Laissé vide, un nouveau numéro est tiré.</translation>
    </message>
</context>
<context>
    <name>tablee::gui::NewGameDialogBase</name>
    <message>
        <location line="+22"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
</context>
<context>
    <name>tablee::gui::PlayerTable</name>
    <message>
        <location line="-613"/>
        <source>(computer)</source>
        <translation>(ordinateur)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1 (computer)</source>
        <translation>Joueur %1 (ordinateur)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+258"/>
        <source>Two players are both called “%1”: give them different names.</source>
        <translation>Deux joueurs s’appellent «&#xa0;%1&#xa0;»&#xa0;: donnez-leur des noms différents.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At least one player must be a person.</source>
        <translation>Au moins un joueur doit être humain.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer, easy</source>
        <translation>Ordinateur, facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer, normal</source>
        <translation>Ordinateur, normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer, strong</source>
        <translation>Ordinateur, fort</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;eople:</source>
        <translation>P&amp;ersonnes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Co&amp;mputers:</source>
        <translation>Ordi&amp;nateurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player %1:</source>
        <translation>Joueur %1&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who plays seat %1</source>
        <translation>Qui joue la place %1</translation>
    </message>
</context>
<context>
    <name>tablee::gui::ResultsDialog</name>
    <message>
        <location filename="../../src/gui/results_dialog.cpp" line="+36"/>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
</context>
<context>
    <name>tablee::gui::ScoreSheetModel</name>
    <message>
        <location filename="../../src/gui/score_sheet_model.cpp" line="+69"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
</context>
<context>
    <name>tablee::gui::ScoreSheetView</name>
    <message numerus="yes">
        <location filename="../../src/gui/score_sheet_view.cpp" line="+388"/>
        <source>↑ %n row(s) above</source>
        <comment>rows of a score sheet scrolled out of sight, summed</comment>
        <translation>
            <numerusform>↑&#xa0;%n&#xa0;ligne avant</numerusform>
            <numerusform>↑&#xa0;%n&#xa0;lignes avant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>↓ %n row(s) below</source>
        <comment>rows of a score sheet scrolled out of sight, summed</comment>
        <translation>
            <numerusform>↓&#xa0;%n&#xa0;ligne après</numerusform>
            <numerusform>↓&#xa0;%n&#xa0;lignes après</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablee::gui::ZoomActions</name>
    <message>
        <location filename="../../src/gui/zoom_actions.cpp" line="+44"/>
        <source>Zoom: wheel, Ctrl++ or Ctrl+−. Move: drag, or the arrow keys on the board. Ctrl+0: the whole board.</source>
        <translation>Zoom&#xa0;: molette, Ctrl++ ou Ctrl+−. Déplacer&#xa0;: glisser, ou les flèches sur le plateau. Ctrl+0&#xa0;: tout le plateau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &amp;whole drawing in the window</source>
        <translation>Ajuster à la &amp;fenêtre</translation>
    </message>
</context>
</TS>
