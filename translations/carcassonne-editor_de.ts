<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>FeatureStyle</name>
    <message>
        <source>Field</source>
        <comment>landscape</comment>
        <translation type="vanished">Wiese</translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="vanished">Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation type="vanished">Stadt</translation>
    </message>
    <message>
        <source>River</source>
        <translation type="vanished">Fluss</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation type="vanished">Kloster</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation type="vanished">Garten</translation>
    </message>
    <message>
        <source>Farm</source>
        <comment>Mayflower building</comment>
        <translation type="vanished">Bauernhof</translation>
    </message>
    <message>
        <source>Haunted Castle</source>
        <translation type="vanished">Spukschloss</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation type="vanished">Friedhof</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation type="vanished">Nebel</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no arrow symbol</comment>
        <translation type="vanished">Keines</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation type="vanished">Verstärken</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation type="vanished">Überall</translation>
    </message>
    <message>
        <source>Extra Turn</source>
        <translation type="vanished">Extrazug</translation>
    </message>
</context>
<context>
    <name>PlayLauncher</name>
    <message>
        <source>The game program was not found at %1.</source>
        <translation type="vanished">Das Spielprogramm wurde unter %1 nicht gefunden.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="vanished">Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <translation type="vanished">Das Spiel konnte nicht gestartet werden.</translation>
    </message>
</context>
<context>
    <name>RemoveTileCommand</name>
    <message>
        <source>Remove Tile %1</source>
        <translation type="vanished">Karte %1 entfernen</translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Farmers</source>
        <translation type="vanished">Bauern</translation>
    </message>
    <message>
        <source>River</source>
        <translation type="vanished">Fluss</translation>
    </message>
    <message>
        <source>Abbot</source>
        <translation type="vanished">Abt</translation>
    </message>
    <message>
        <source>Arrow tiles</source>
        <translation type="vanished">Pfeilkarten</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation type="vanished">Handelswaren</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation type="vanished">Baumeister</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation type="vanished">Schwein</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation type="vanished">Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation type="vanished">Höchstzahl der Spieler</translation>
    </message>
    <message>
        <source>Meeples per player</source>
        <translation type="vanished">Gefolgsleute pro Spieler</translation>
    </message>
    <message>
        <source>Road: points per tile</source>
        <translation type="vanished">Straße: Punkte pro Karte</translation>
    </message>
    <message>
        <source>Road at the end: points per tile</source>
        <translation type="vanished">Straße in der Schlusswertung: Punkte pro Karte</translation>
    </message>
    <message>
        <source>City: points per tile</source>
        <translation type="vanished">Stadt: Punkte pro Karte</translation>
    </message>
    <message>
        <source>City: points per pennant</source>
        <translation type="vanished">Stadt: Punkte pro Wappen</translation>
    </message>
    <message>
        <source>City at the end: points per tile</source>
        <translation type="vanished">Stadt in der Schlusswertung: Punkte pro Karte</translation>
    </message>
    <message>
        <source>City at the end: points per pennant</source>
        <translation type="vanished">Stadt in der Schlusswertung: Punkte pro Wappen</translation>
    </message>
    <message>
        <source>Cloister: points per tile</source>
        <translation type="vanished">Kloster: Punkte pro Karte</translation>
    </message>
    <message>
        <source>Cloister at the end: points per tile</source>
        <translation type="vanished">Kloster in der Schlusswertung: Punkte pro Karte</translation>
    </message>
    <message>
        <source>Farmer: points per completed city</source>
        <translation type="vanished">Bauer: Punkte pro abgeschlossener Stadt</translation>
    </message>
    <message>
        <source>Abbots per player</source>
        <translation type="vanished">Äbte pro Spieler</translation>
    </message>
    <message>
        <source>Arrow at an empty side: points</source>
        <translation type="vanished">Pfeil zu einer freien Seite: Punkte</translation>
    </message>
    <message>
        <source>Goods: points for the most of a kind</source>
        <translation type="vanished">Handelswaren: Punkte für die meisten einer Sorte</translation>
    </message>
    <message>
        <source>Builders per player</source>
        <translation type="vanished">Baumeister pro Spieler</translation>
    </message>
    <message>
        <source>Pigs per player</source>
        <translation type="vanished">Schweine pro Spieler</translation>
    </message>
    <message>
        <source>Farmer with a pig: points per completed city</source>
        <translation type="vanished">Bauer mit Schwein: Punkte pro abgeschlossener Stadt</translation>
    </message>
</context>
<context>
    <name>carcassonne::CopyTileDialog</name>
    <message>
        <source>Copy Tile from Package</source>
        <translation type="vanished">Karte aus Paket kopieren</translation>
    </message>
    <message>
        <source>&amp;Package:</source>
        <translation type="vanished">&amp;Paket:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="vanished">&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>carcassonne::MainWindow</name>
    <message>
        <source>Tile</source>
        <comment>the tile canvas page</comment>
        <translation type="vanished">Karte</translation>
    </message>
    <message>
        <source>Package</source>
        <translation type="vanished">Paket</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="vanished">Regeln</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation type="vanished">Keine Probleme</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="vanished">
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation type="vanished">Karten</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="vanished">Eigenschaften</translation>
    </message>
    <message>
        <source>History</source>
        <translation type="vanished">Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation type="vanished">&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="vanished">Probleme</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="vanished">&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Package</source>
        <translation type="vanished">&amp;Neues Paket</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation type="vanished">&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="vanished">Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open Package Folder</source>
        <translation type="vanished">Paketordner öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Import Built-in Package</source>
        <translation type="vanished">Eingebautes Paket &amp;importieren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="vanished">&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="vanished">Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Contact Sheet…</source>
        <translation type="vanished">Kontaktabzug &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="vanished">Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="vanished">&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="vanished">&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="vanished">&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="vanished">Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation type="vanished">Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Delete Feature</source>
        <translation type="vanished">Gebiet &amp;löschen</translation>
    </message>
    <message>
        <source>Delete Feature</source>
        <translation type="vanished">Gebiet löschen</translation>
    </message>
    <message>
        <source>&amp;Merge Features</source>
        <translation type="vanished">Gebiete &amp;zusammenführen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation type="vanished">Ctrl+M</translation>
    </message>
    <message>
        <source>Merge Features</source>
        <translation type="vanished">Gebiete zusammenführen</translation>
    </message>
    <message>
        <source>S&amp;plit Feature</source>
        <translation type="vanished">Gebiet &amp;teilen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation type="vanished">Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Split Feature</source>
        <translation type="vanished">Gebiet teilen</translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <comment>menu</comment>
        <translation type="vanished">&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;New Tile</source>
        <translation type="vanished">&amp;Neue Karte</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation type="vanished">Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;Duplicate Tile</source>
        <translation type="vanished">Karte &amp;duplizieren</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation type="vanished">Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Copy Tile from Package…</source>
        <translation type="vanished">Karte aus Paket &amp;kopieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation type="vanished">Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>&amp;Remove Tile</source>
        <translation type="vanished">Karte &amp;entfernen</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation type="vanished">Ctrl+Del</translation>
    </message>
    <message>
        <source>Add &amp;Cell</source>
        <translation type="vanished">&amp;Zelle hinzufügen</translation>
    </message>
    <message>
        <source>To the North</source>
        <translation type="vanished">Im Norden</translation>
    </message>
    <message>
        <source>To the East</source>
        <translation type="vanished">Im Osten</translation>
    </message>
    <message>
        <source>To the South</source>
        <translation type="vanished">Im Süden</translation>
    </message>
    <message>
        <source>To the West</source>
        <translation type="vanished">Im Westen</translation>
    </message>
    <message>
        <source>Remove &amp;Last Cell</source>
        <translation type="vanished">&amp;Letzte Zelle entfernen</translation>
    </message>
    <message>
        <source>Remove Cell</source>
        <translation type="vanished">Zelle entfernen</translation>
    </message>
    <message>
        <source>R&amp;otate View Clockwise</source>
        <translation type="vanished">Ansicht im Uhrzeigersinn &amp;drehen</translation>
    </message>
    <message>
        <source>R</source>
        <translation type="vanished">R</translation>
    </message>
    <message>
        <source>Rotate View &amp;Anticlockwise</source>
        <translation type="vanished">Ansicht gegen den Uhrzeigersinn d&amp;rehen</translation>
    </message>
    <message>
        <source>Shift+R</source>
        <translation type="vanished">Shift+R</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation type="vanished">&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Features</source>
        <translation type="vanished">Gebiete</translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="vanished">Auswählen</translation>
    </message>
    <message>
        <source>S</source>
        <translation type="vanished">S</translation>
    </message>
    <message>
        <source>F</source>
        <translation type="vanished">F</translation>
    </message>
    <message>
        <source>D</source>
        <translation type="vanished">D</translation>
    </message>
    <message>
        <source>C</source>
        <translation type="vanished">C</translation>
    </message>
    <message>
        <source>V</source>
        <translation type="vanished">V</translation>
    </message>
    <message>
        <source>G</source>
        <translation type="vanished">G</translation>
    </message>
    <message>
        <source>K</source>
        <translation type="vanished">K</translation>
    </message>
    <message>
        <source>Draw %1: drag over ports</source>
        <translation type="vanished">%1 zeichnen: über die Anschlusspunkte ziehen</translation>
    </message>
    <message>
        <source>Place %1: click in a cell</source>
        <translation type="vanished">%1 platzieren: in eine Zelle klicken</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Play…</source>
        <translation type="vanished">&amp;Spielen…</translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="vanished">F5</translation>
    </message>
    <message>
        <source>Play a game with this package now (F5)</source>
        <translation type="vanished">Jetzt ein Spiel mit diesem Paket spielen (F5)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="vanished">&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="vanished">&amp;Über</translation>
    </message>
    <message>
        <source>About the Tile Editor</source>
        <translation type="vanished">Über den Karteneditor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Carcassonne Tile Editor&lt;/h3&gt;&lt;p&gt;Draw tiles, build tile sets and variants, and play them at once.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Carcassonne-Karteneditor&lt;/h3&gt;&lt;p&gt;Zeichne Karten, stelle Kartensätze und Varianten zusammen und spiele sie sofort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tile List</source>
        <translation type="vanished">Kartenliste</translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="vanished">Hauptleiste</translation>
    </message>
    <message>
        <source>Untitled (%1)</source>
        <translation type="vanished">Unbenannt (%1)</translation>
    </message>
    <message>
        <source>%1[*] — Carcassonne Tile Editor</source>
        <translation type="vanished">%1[*] — Carcassonne-Karteneditor</translation>
    </message>
    <message>
        <source>Open Package</source>
        <translation type="vanished">Paket öffnen</translation>
    </message>
    <message>
        <source>Packages (*.zip manifest.json);;Zip packages (*.zip);;Package manifests (manifest.json)</source>
        <translation type="vanished">Pakete (*.zip manifest.json);;Zip-Pakete (*.zip);;Paketmanifeste (manifest.json)</translation>
    </message>
    <message>
        <source>The package could not be opened:

%1</source>
        <translation type="vanished">Das Paket konnte nicht geöffnet werden:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="vanished">%1 geöffnet</translation>
    </message>
    <message>
        <source>Save Package</source>
        <translation type="vanished">Paket speichern</translation>
    </message>
    <message>
        <source>The package could not be saved. Your work is still here.

%1</source>
        <translation type="vanished">Das Paket konnte nicht gespeichert werden. Deine Arbeit ist noch da.

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="vanished">%1 gespeichert</translation>
    </message>
    <message>
        <source>Zip package (*.zip)</source>
        <translation type="vanished">Zip-Paket (*.zip)</translation>
    </message>
    <message>
        <source>Package folder</source>
        <translation type="vanished">Paketordner</translation>
    </message>
    <message>
        <source>Save Package As</source>
        <translation type="vanished">Paket speichern unter</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="vanished">Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The package &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="vanished">Das Paket „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>New Tile</source>
        <translation type="vanished">Neue Karte</translation>
    </message>
    <message>
        <source>Duplicate Tile %1</source>
        <translation type="vanished">Karte %1 duplizieren</translation>
    </message>
    <message>
        <source>Copy Tile %1/%2</source>
        <translation type="vanished">Karte %1/%2 kopieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="vanished">Importieren</translation>
    </message>
    <message>
        <source>The package %1 could not be read.</source>
        <translation type="vanished">Das Paket %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Add Cell</source>
        <translation type="vanished">Zelle hinzufügen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Spielen</translation>
    </message>
    <message>
        <source>The package has problems (%1); the game may refuse it. Play anyway?</source>
        <translation type="vanished">Das Paket hat Probleme (%1); das Spiel lehnt es womöglich ab. Trotzdem spielen?</translation>
    </message>
    <message>
        <source>The game could not be started.

%1

Command: %2</source>
        <translation type="vanished">Das Spiel konnte nicht gestartet werden.

%1

Befehl: %2</translation>
    </message>
    <message>
        <source>Game started</source>
        <translation type="vanished">Spiel gestartet</translation>
    </message>
    <message>
        <source>Export Contact Sheet</source>
        <translation type="vanished">Kontaktabzug exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="vanished">PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation type="vanished">Das Bild konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="vanished">%1 exportiert</translation>
    </message>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation type="vanished">Die Wiederherstellungskopie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation type="vanished">Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>The editor did not close properly last time. Restore the unsaved package it was editing?</source>
        <translation type="vanished">Der Editor wurde beim letzten Mal nicht richtig beendet. Das ungespeicherte Paket wiederherstellen?</translation>
    </message>
</context>
<context>
    <name>carcassonne::PackageDocument</name>
    <message>
        <source>Rename Tile %1 to %2</source>
        <translation type="vanished">Karte %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Rename Tile</source>
        <translation type="vanished">Karte umbenennen</translation>
    </message>
    <message>
        <source>Change Start Tile</source>
        <translation type="vanished">Startkarte ändern</translation>
    </message>
</context>
<context>
    <name>carcassonne::PackagePage</name>
    <message>
        <source>English</source>
        <translation type="vanished">Englisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation type="vanished">Niederländisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation type="vanished">Deutsch</translation>
    </message>
    <message>
        <source>Package</source>
        <translation type="vanished">Paket</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="vanished">&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation type="vanished">&amp;Version:</translation>
    </message>
    <message>
        <source>Names and descriptions</source>
        <translation type="vanished">Namen und Beschreibungen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="vanished">Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation type="vanished">Beschreibung:</translation>
    </message>
    <message>
        <source>Change Package Name</source>
        <translation type="vanished">Paketnamen ändern</translation>
    </message>
    <message>
        <source>Change Package Description</source>
        <translation type="vanished">Paketbeschreibung ändern</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Spiel</translation>
    </message>
    <message>
        <source>&amp;Requires:</source>
        <translation type="vanished">&amp;Benötigt:</translation>
    </message>
    <message>
        <source>&amp;Start tile:</source>
        <translation type="vanished">&amp;Startkarte:</translation>
    </message>
    <message>
        <source>Without a start tile of its own, the game starts with the start tile of a required package.</source>
        <translation type="vanished">Ohne eigene Startkarte beginnt das Spiel mit der Startkarte eines benötigten Pakets.</translation>
    </message>
    <message>
        <source>Change Package Id</source>
        <translation type="vanished">Paket-ID ändern</translation>
    </message>
    <message>
        <source>Change Package Version</source>
        <translation type="vanished">Paketversion ändern</translation>
    </message>
    <message>
        <source>Change Required Packages</source>
        <translation type="vanished">Benötigte Pakete ändern</translation>
    </message>
    <message>
        <source>Change Start Tile</source>
        <translation type="vanished">Startkarte ändern</translation>
    </message>
    <message>
        <source>(none: use a required package&apos;s)</source>
        <translation type="vanished">(keine: die eines benötigten Pakets)</translation>
    </message>
</context>
<context>
    <name>carcassonne::PlayDialog</name>
    <message>
        <source>Play</source>
        <translation type="vanished">Spielen</translation>
    </message>
    <message>
        <source>Start a game with this package now. The editor stays open: change a tile and play again.</source>
        <translation type="vanished">Starte jetzt ein Spiel mit diesem Paket. Der Editor bleibt offen: ändere eine Karte und spiele erneut.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="vanished">&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="vanished">S&amp;pielen</translation>
    </message>
    <message>
        <source>Person at this screen (hot seat)</source>
        <translation type="vanished">Person an diesem Bildschirm (Hot Seat)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="vanished">Computer (%1)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation type="vanished">Platz %1:</translation>
    </message>
</context>
<context>
    <name>carcassonne::ProblemsWidget</name>
    <message>
        <source>Tile</source>
        <translation type="vanished">Karte</translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="vanished">Wo</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="vanished">Problem</translation>
    </message>
    <message>
        <source>No problems: the package loads, and every tile can be placed in a game with what it requires.</source>
        <translation type="vanished">Keine Probleme: Das Paket lädt, und jede Karte kann in einem Spiel mit den benötigten Paketen angelegt werden.</translation>
    </message>
</context>
<context>
    <name>carcassonne::RulesPage</name>
    <message>
        <source>Rule modules</source>
        <translation type="vanished">Regelmodule</translation>
    </message>
    <message>
        <source>Not part of this package</source>
        <translation type="vanished">Nicht Teil dieses Pakets</translation>
    </message>
    <message>
        <source>On by default</source>
        <translation type="vanished">Standardmäßig an</translation>
    </message>
    <message>
        <source>Off by default</source>
        <translation type="vanished">Standardmäßig aus</translation>
    </message>
    <message>
        <source>Change Module %1</source>
        <translation type="vanished">Modul %1 ändern</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="vanished">Parameter</translation>
    </message>
    <message>
        <source>Reset to the default</source>
        <translation type="vanished">Auf den Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation type="vanished">%1 zurücksetzen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>parameter name (module name)</comment>
        <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="vanished">%1 ändern</translation>
    </message>
    <message>
        <source>set here (default %1)</source>
        <translation type="vanished">hier gesetzt (Standard %1)</translation>
    </message>
    <message>
        <source>default</source>
        <translation type="vanished">Standard</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">aus %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::TileCanvas</name>
    <message>
        <source>No tile: add one with Tile &gt; New Tile</source>
        <translation type="vanished">Keine Karte: füge eine mit Karte &gt; Neue Karte hinzu</translation>
    </message>
    <message>
        <source>%1  ·  copies: %2</source>
        <extracomment>Caption under the tile: its id and how many copies the package holds.</extracomment>
        <translation type="vanished">%1  ·  Exemplare: %2</translation>
    </message>
    <message>
        <source>  ·  start tile</source>
        <translation type="vanished">  ·  Startkarte</translation>
    </message>
    <message>
        <source>Drag over ports to draw %1</source>
        <translation type="vanished">Über Anschlusspunkte ziehen, um %1 zu zeichnen</translation>
    </message>
    <message>
        <source>Click in a cell to place %1</source>
        <translation type="vanished">In eine Zelle klicken, um %1 zu platzieren</translation>
    </message>
    <message>
        <source>Click a port to select its feature; Ctrl+click to add</source>
        <translation type="vanished">Klicke auf einen Anschlusspunkt, um sein Gebiet auszuwählen; Strg+Klick fügt hinzu</translation>
    </message>
    <message>
        <source>View turned %1°</source>
        <translation type="vanished">Ansicht um %1° gedreht</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="vanished">%1 hinzufügen</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation type="vanished">%1 zeichnen</translation>
    </message>
</context>
<context>
    <name>carcassonne::TileListModel</name>
    <message>
        <source>%1  ×%2  (start)</source>
        <extracomment>A tile&apos;s entry in the tile list: its id and how many copies the package has.</extracomment>
        <translation type="vanished">%1  ×%2  (Start)</translation>
    </message>
    <message>
        <source>%1  ×%2</source>
        <translation type="vanished">%1  ×%2</translation>
    </message>
    <message>
        <source>Tile %1: copies: %2, features: %3</source>
        <translation type="vanished">Karte %1: Exemplare: %2, Gebiete: %3</translation>
    </message>
</context>
<context>
    <name>carcassonne::TilePropertiesWidget</name>
    <message>
        <source>Tile</source>
        <translation type="vanished">Karte</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="vanished">&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Copies:</source>
        <translation type="vanished">&amp;Exemplare:</translation>
    </message>
    <message>
        <source>Cells:</source>
        <translation type="vanished">Zellen:</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation type="vanished">Gebiet</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="vanished">Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation type="vanished">Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="vanished">Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation type="vanished">West</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="vanished">Art:</translation>
    </message>
    <message>
        <source>&amp;Pennants:</source>
        <translation type="vanished">&amp;Wappen:</translation>
    </message>
    <message>
        <source>&amp;Wine:</source>
        <translation type="vanished">W&amp;ein:</translation>
    </message>
    <message>
        <source>&amp;Grain:</source>
        <translation type="vanished">&amp;Getreide:</translation>
    </message>
    <message>
        <source>Clo&amp;th:</source>
        <translation type="vanished">S&amp;toff:</translation>
    </message>
    <message>
        <source>&amp;Trading posts:</source>
        <translation type="vanished">&amp;Handelsposten:</translation>
    </message>
    <message>
        <source>&amp;Animals:</source>
        <translation type="vanished">&amp;Tiere:</translation>
    </message>
    <message>
        <source>Ghosts:</source>
        <comment>The Mist</comment>
        <translation type="vanished">Gespenster:</translation>
    </message>
    <message>
        <source>Arrow &amp;symbol:</source>
        <translation type="vanished">Pfeil&amp;symbol:</translation>
    </message>
    <message>
        <source>Arrow si&amp;de:</source>
        <translation type="vanished">Pfeil&amp;seite:</translation>
    </message>
    <message>
        <source>Borders cities:</source>
        <translation type="vanished">Grenzt an Städte:</translation>
    </message>
    <message>
        <source>Change Copies of %1</source>
        <translation type="vanished">Exemplare von %1 ändern</translation>
    </message>
    <message>
        <source>Change Pennants</source>
        <translation type="vanished">Wappen ändern</translation>
    </message>
    <message>
        <source>Change Goods</source>
        <translation type="vanished">Handelswaren ändern</translation>
    </message>
    <message>
        <source>Change Trading Posts</source>
        <translation type="vanished">Handelsposten ändern</translation>
    </message>
    <message>
        <source>Change Animals</source>
        <translation type="vanished">Tiere ändern</translation>
    </message>
    <message>
        <source>Change Ghosts</source>
        <translation type="vanished">Gespenster ändern</translation>
    </message>
    <message>
        <source>Change Arrow Symbol</source>
        <translation type="vanished">Pfeilsymbol ändern</translation>
    </message>
    <message>
        <source>Change Arrow Side</source>
        <translation type="vanished">Pfeilseite ändern</translation>
    </message>
    <message>
        <source>Change Bordered Cities</source>
        <translation type="vanished">Angrenzende Städte ändern</translation>
    </message>
    <message>
        <source>Selected features: %1</source>
        <translation type="vanished">Ausgewählte Gebiete: %1</translation>
    </message>
    <message>
        <source>None selected</source>
        <translation type="vanished">Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Pick a terrain in the tool bar and drag over the ports to draw it. Choose Select (S) and click a port to edit its feature; Ctrl+click selects a second one to merge.</source>
        <translation type="vanished">Wähle eine Landschaft in der Werkzeugleiste und ziehe über die Anschlusspunkte, um sie zu zeichnen. Wähle Auswählen (S) und klicke auf einen Anschlusspunkt, um sein Gebiet zu bearbeiten; Strg+Klick wählt ein zweites zum Zusammenführen.</translation>
    </message>
    <message>
        <source>City features[%1]</source>
        <translation type="vanished">Stadtgebiete[%1]</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Carcassonne Tile Editor</source>
        <translation type="vanished">Carcassonne-Karteneditor</translation>
    </message>
    <message>
        <source>Draw Carcassonne tiles and variants, and play them at once.</source>
        <translation type="vanished">Zeichne Carcassonne-Karten und -Varianten und spiele sie sofort.</translation>
    </message>
    <message>
        <source>A package folder or .zip to open.</source>
        <translation type="vanished">Ein Paketordner oder eine .zip zum Öffnen.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt;, then quit.</source>
        <translation type="vanished">Ein Bild des Fensters in &lt;Datei&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation type="vanished">Datei</translation>
    </message>
    <message>
        <source>Show the tile &lt;id&gt;.</source>
        <translation type="vanished">Die Karte &lt;ID&gt; zeigen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation type="vanished">ID</translation>
    </message>
    <message>
        <source>Select the feature &lt;index&gt; of the tile shown.</source>
        <translation type="vanished">Das Gebiet &lt;Index&gt; der gezeigten Karte auswählen.</translation>
    </message>
    <message>
        <source>index</source>
        <translation type="vanished">Index</translation>
    </message>
    <message>
        <source>Show the page &lt;page&gt;: tile, package or rules.</source>
        <translation type="vanished">Die Seite &lt;Seite&gt; zeigen: tile, package oder rules.</translation>
    </message>
    <message>
        <source>page</source>
        <translation type="vanished">Seite</translation>
    </message>
    <message>
        <source>Show the editor in &lt;code&gt; (en, nl or de) this time.</source>
        <translation type="vanished">Den Editor diesmal in &lt;Code&gt; (en, nl oder de) zeigen.</translation>
    </message>
    <message>
        <source>code</source>
        <translation type="vanished">Code</translation>
    </message>
</context>
</TS>
