<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>FeatureStyle</name>
    <message>
        <source>Field</source>
        <comment>landscape</comment>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Garten</translation>
    </message>
    <message>
        <source>Farm</source>
        <comment>Mayflower building</comment>
        <translation>Bauernhof</translation>
    </message>
    <message>
        <source>Haunted Castle</source>
        <translation>Spukschloss</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Nebel</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no arrow symbol</comment>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Verstärken</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Extra Turn</source>
        <translation>Extrazug</translation>
    </message>
</context>
<context>
    <name>PlayLauncher</name>
    <message>
        <source>The game program was not found at %1.</source>
        <translation>Das Spielprogramm wurde unter %1 nicht gefunden.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <translation>Das Spiel konnte nicht gestartet werden.</translation>
    </message>
</context>
<context>
    <name>RemoveTileCommand</name>
    <message>
        <source>Remove Tile %1</source>
        <translation>Karte %1 entfernen</translation>
    </message>
</context>
<context>
    <name>carcassonne::AttributesEditor</name>
    <message>
        <source>Attributes of this package&apos;s own that its tiles&apos; features carry (an inn on a road, a cathedral in a city), for its scoring rules to count. Mark a feature with one in the Properties dock.</source>
        <translation>Eigene Merkmale dieses Pakets, die die Gebiete seiner Karten tragen (ein Wirtshaus an einer Straße, eine Kathedrale in einer Stadt), damit seine Wertungsregeln sie zählen. Ein Gebiet erhält eines im Fenster Eigenschaften.</translation>
    </message>
    <message>
        <source>The attributes in rules.json could not be read (the Problems dock says why). They are kept and saved as they are written; mend them in the file, or discard them to declare attributes here.</source>
        <translation>Die Merkmale in rules.json konnten nicht gelesen werden (das Fenster Probleme sagt, warum). Sie bleiben erhalten und werden gespeichert, wie sie geschrieben sind; korrigieren Sie sie in der Datei oder verwerfen Sie sie, um hier Merkmale anzulegen.</translation>
    </message>
    <message>
        <source>Discard the Unread Attributes</source>
        <translation>Ungelesene Merkmale verwerfen</translation>
    </message>
    <message>
        <source>Discard Unread Attributes</source>
        <translation>Ungelesene Merkmale verwerfen</translation>
    </message>
    <message>
        <source>Add Attribute</source>
        <translation>Merkmal hinzufügen</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>inn</source>
        <translation>Wirtshaus</translation>
    </message>
    <message>
        <source>well</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>Blume</translation>
    </message>
    <message numerus="yes">
        <source>%1 was taken off %n feature(s) that can no longer carry it (Undo brings it back).</source>
        <translation>
            <numerusform>%1 wurde von %n Gebiet entfernt, das es nicht mehr tragen kann (Rückgängig bringt es zurück).</numerusform>
            <numerusform>%1 wurde von %n Gebieten entfernt, die es nicht mehr tragen können (Rückgängig bringt es zurück).</numerusform>
        </translation>
    </message>
    <message>
        <source>How rules.json and tiles.json name it: 2-24 letters and digits, starting with a lower-case letter</source>
        <translation>Wie rules.json und tiles.json es nennen: 2-24 Buchstaben und Ziffern, beginnend mit einem Kleinbuchstaben</translation>
    </message>
    <message>
        <source>The id %1 cannot be used: %2.</source>
        <translation>Die ID %1 kann nicht verwendet werden: %2.</translation>
    </message>
    <message>
        <source>Rename Attribute %1 to %2</source>
        <translation>Merkmal %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Carried by:</source>
        <translation>Getragen von:</translation>
    </message>
    <message>
        <source>Change Features of Attribute</source>
        <translation>Gebiete des Merkmals ändern</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>1: a flag</source>
        <translation>1: ja/nein</translation>
    </message>
    <message>
        <source>How many one feature of a tile may carry: 1 is a flag (a check box in the Properties dock), more a count</source>
        <translation>Wie viele ein Gebiet einer Karte tragen darf: 1 ist ja/nein (ein Häkchen im Fenster Eigenschaften), mehr eine Anzahl</translation>
    </message>
    <message>
        <source>Change Maximum of Attribute</source>
        <translation>Höchstzahl des Merkmals ändern</translation>
    </message>
    <message>
        <source>How the tile art marks each one</source>
        <translation>Wie die Kartengrafik jedes davon zeichnet</translation>
    </message>
    <message>
        <source>Remove this attribute, and its marks from every tile</source>
        <translation>Dieses Merkmal entfernen, und seine Zeichen von jeder Karte</translation>
    </message>
    <message numerus="yes">
        <source>%1 was taken off %n feature(s) (Undo brings it back).</source>
        <translation>
            <numerusform>%1 wurde von %n Gebiet entfernt (Rückgängig bringt es zurück).</numerusform>
            <numerusform>%1 wurde von %n Gebieten entfernt (Rückgängig bringt es zurück).</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark:</source>
        <translation>Zeichen:</translation>
    </message>
    <message>
        <source>Most per feature:</source>
        <translation>Höchstens je Gebiet:</translation>
    </message>
    <message>
        <source>Its name in %1, as the rules help and the scoring rules&apos; sentences say it (singular: &quot;inn&quot;)</source>
        <translation>Sein Name auf %1, wie die Spielregeln und die Sätze der Wertungsregeln ihn sagen (Einzahl: &quot;Wirtshaus&quot;)</translation>
    </message>
    <message>
        <source>An attribute needs its English name.</source>
        <translation>Ein Merkmal braucht seinen englischen Namen.</translation>
    </message>
    <message>
        <source>Rename Attribute</source>
        <translation>Merkmal umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message numerus="yes">
        <source>on %n feature(s)</source>
        <translation>
            <numerusform>auf %n Gebiet</numerusform>
            <numerusform>auf %n Gebieten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>counted by %n rule(s)</source>
        <translation>
            <numerusform>gezählt von %n Regel</numerusform>
            <numerusform>gezählt von %n Regeln</numerusform>
        </translation>
    </message>
    <message>
        <source>A package declares at most %1 attributes</source>
        <translation>Ein Paket legt höchstens %1 Merkmale an</translation>
    </message>
    <message>
        <source>Own Mark…</source>
        <translation>Eigenes Zeichen…</translation>
    </message>
    <message>
        <source>Mark it with a picture of your own: an SVG file, stored in the package (choose a mark in the list to go back)</source>
        <translation>Mit einem eigenen Bild kennzeichnen: eine SVG-Datei, im Paket gespeichert (ein Zeichen in der Liste wählen, um zurückzukehren)</translation>
    </message>
    <message>
        <source>Own Mark</source>
        <translation>Eigenes Zeichen</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
</context>
<context>
    <name>carcassonne::CopyTileDialog</name>
    <message>
        <source>Copy Tile from Package</source>
        <translation>Karte aus Paket kopieren</translation>
    </message>
    <message>
        <source>&amp;Package:</source>
        <translation>&amp;Paket:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>carcassonne::FiguresEditor</name>
    <message>
        <source>Figures of this package&apos;s own, placed like a meeple on the feature types you choose, which may count as more than one figure in a majority (a large meeple). At most %1.</source>
        <translation>Eigene Figuren dieses Pakets, eingesetzt wie ein Meeple auf den Gebietsarten, die du wählst, und bei einer Mehrheit womöglich als mehr als eine Figur gezählt (ein großer Meeple). Höchstens %1.</translation>
    </message>
    <message>
        <source>The figures in rules.json could not be read (the Problems dock says why). They are kept and saved as they are written; mend them in the file, or discard them to declare figures here.</source>
        <translation>Die Figuren in rules.json konnten nicht gelesen werden (das Fenster Probleme sagt, warum). Sie werden behalten und so gespeichert, wie sie geschrieben sind; berichtige sie in der Datei oder verwirf sie, um hier Figuren anzulegen.</translation>
    </message>
    <message>
        <source>Discard the Unread Figures</source>
        <translation>Ungelesene Figuren verwerfen</translation>
    </message>
    <message>
        <source>Discard Unread Figures</source>
        <translation>Ungelesene Figuren verwerfen</translation>
    </message>
    <message>
        <source>No figures of its own: players have the figures of the modules.</source>
        <translation>Keine eigenen Figuren: Die Spieler haben die Figuren der Module.</translation>
    </message>
    <message>
        <source>Add Figure</source>
        <translation>Figur hinzufügen</translation>
    </message>
    <message>
        <source>roads</source>
        <comment>a figure stands on roads</comment>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>cities</source>
        <comment>a figure stands on cities</comment>
        <translation>Städte</translation>
    </message>
    <message>
        <source>cloisters</source>
        <comment>a figure stands on cloisters</comment>
        <translation>Klöster</translation>
    </message>
    <message>
        <source>gardens</source>
        <comment>a figure stands on gardens</comment>
        <translation>Gärten</translation>
    </message>
    <message>
        <source>fields</source>
        <comment>a figure stands on fields</comment>
        <translation>Wiesen</translation>
    </message>
    <message>
        <source> and </source>
        <comment>the last of a list</comment>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n %1: it stands on %2 and counts as %3 in every majority.</source>
        <comment>%1: the figure&apos;s name, %2: feature types, %3: &apos;2 figures&apos;</comment>
        <translation>
            <numerusform>Jeder Spieler hat %n Figur „%1“ für %2; sie zählt bei jeder Mehrheit als %3.</numerusform>
            <numerusform>Jeder Spieler hat %n Figuren „%1“ für %2; jede zählt bei jeder Mehrheit als %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <comment>a figure counts as so many in a majority</comment>
        <translation>
            <numerusform>%n Figur</numerusform>
            <numerusform>%n Figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>How rules.json and saved games name it: 2-24 letters and digits, starting with a lower-case letter; not a built-in figure&apos;s name (meeple, abbot, builder, pig)</source>
        <translation>Wie rules.json und gespeicherte Spiele sie nennen: 2-24 Buchstaben und Ziffern, beginnend mit einem Kleinbuchstaben; nicht der Name einer eingebauten Figur (meeple, abbot, builder, pig)</translation>
    </message>
    <message>
        <source>The id %1 cannot be used: %2.</source>
        <translation>Die ID %1 kann nicht verwendet werden: %2.</translation>
    </message>
    <message>
        <source>Rename Figure %1 to %2</source>
        <translation>Figur %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Stands on:</source>
        <translation>Steht auf:</translation>
    </message>
    <message>
        <source>Change Features of Figure</source>
        <translation>Gebiete der Figur ändern</translation>
    </message>
    <message>
        <source>Remove this figure</source>
        <translation>Diese Figur entfernen</translation>
    </message>
    <message>
        <source>Remove Figure %1</source>
        <translation>Figur %1 entfernen</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>How many of it each player has</source>
        <translation>Wie viele davon jeder Spieler hat</translation>
    </message>
    <message>
        <source>Change Count of Figure</source>
        <translation>Anzahl der Figur ändern</translation>
    </message>
    <message>
        <source>How many figures it counts as when the figures on a feature are counted for the majority (a meeple: 1)</source>
        <translation>Als wie viele Figuren sie zählt, wenn die Figuren auf einem Gebiet für die Mehrheit gezählt werden (ein Meeple: 1)</translation>
    </message>
    <message>
        <source>Change Strength of Figure</source>
        <translation>Stärke der Figur ändern</translation>
    </message>
    <message>
        <source>How large the board draws it, against a meeple&apos;s picture</source>
        <translation>Wie groß das Spielfeld sie zeichnet, verglichen mit dem Bild eines Meeples</translation>
    </message>
    <message>
        <source>Change Size of Figure</source>
        <translation>Größe der Figur ändern</translation>
    </message>
    <message>
        <source>Counts as:</source>
        <translation>Zählt als:</translation>
    </message>
    <message>
        <source>Picture size:</source>
        <translation>Bildgröße:</translation>
    </message>
    <message>
        <source>Per player:</source>
        <translation>Je Spieler:</translation>
    </message>
    <message>
        <source>Its name in %1, as the rules help and the game say it (singular: &quot;large meeple&quot;)</source>
        <translation>Ihr Name auf %1, wie die Regelhilfe und das Spiel ihn sagen (Einzahl: &quot;großer Meeple&quot;)</translation>
    </message>
    <message>
        <source>A figure needs its English name.</source>
        <translation>Eine Figur braucht ihren englischen Namen.</translation>
    </message>
    <message>
        <source>Rename Figure</source>
        <translation>Figur umbenennen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message numerus="yes">
        <source> figure(s) in a majority</source>
        <translation>
            <numerusform> Figur bei einer Mehrheit</numerusform>
            <numerusform> Figuren bei einer Mehrheit</numerusform>
        </translation>
    </message>
    <message>
        <source>A figure like a large meeple: change it from there</source>
        <translation>Eine Figur wie ein großer Meeple: ändere sie von dort aus</translation>
    </message>
    <message>
        <source>Mend or discard the unread figures first</source>
        <translation>Berichtige oder verwirf zuerst die ungelesenen Figuren</translation>
    </message>
    <message>
        <source>A package declares at most %1 figures</source>
        <translation>Ein Paket legt höchstens %1 Figuren an</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Bild…</translation>
    </message>
    <message>
        <source>Draw it with a picture of your own: an SVG file, stored in the package, whose currentColor is painted in the player&apos;s colour</source>
        <translation>Sie mit einem eigenen Bild zeichnen: eine SVG-Datei, im Paket gespeichert, deren currentColor in der Farbe des Spielers gemalt wird</translation>
    </message>
    <message>
        <source>Picture of the Figure</source>
        <translation>Bild der Figur</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>No Own Picture</source>
        <translation>Kein eigenes Bild</translation>
    </message>
    <message>
        <source>Draw it as a broad meeple at its picture size</source>
        <translation>Sie als breiten Meeple in ihrer Bildgröße zeichnen</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <source>a broad meeple</source>
        <translation>ein breiter Meeple</translation>
    </message>
</context>
<context>
    <name>carcassonne::MainWindow</name>
    <message>
        <source>the picture could not be encoded</source>
        <translation>das Bild konnte nicht kodiert werden</translation>
    </message>
    <message>
        <source>Tile</source>
        <comment>the tile canvas page</comment>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Keine Probleme</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Package</source>
        <translation>&amp;Neues Paket</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open Package Folder</source>
        <translation>Paketordner öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Import Built-in Package</source>
        <translation>Eingebautes Paket &amp;importieren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export Contact Sheet…</source>
        <translation>Kontaktabzug &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Delete Feature</source>
        <translation>Gebiet &amp;löschen</translation>
    </message>
    <message>
        <source>Delete Feature</source>
        <translation>Gebiet löschen</translation>
    </message>
    <message>
        <source>&amp;Merge Features</source>
        <translation>Gebiete &amp;zusammenführen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Merge Features</source>
        <translation>Gebiete zusammenführen</translation>
    </message>
    <message>
        <source>S&amp;plit Feature</source>
        <translation>Gebiet &amp;teilen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Split Feature</source>
        <translation>Gebiet teilen</translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <comment>menu</comment>
        <translation>&amp;Karte</translation>
    </message>
    <message>
        <source>&amp;New Tile</source>
        <translation>&amp;Neue Karte</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;Duplicate Tile</source>
        <translation>Karte &amp;duplizieren</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Copy Tile from Package…</source>
        <translation>Karte aus Paket &amp;kopieren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>&amp;Remove Tile</source>
        <translation>Karte &amp;entfernen</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>Add &amp;Cell</source>
        <translation>&amp;Zelle hinzufügen</translation>
    </message>
    <message>
        <source>To the North</source>
        <translation>Im Norden</translation>
    </message>
    <message>
        <source>To the East</source>
        <translation>Im Osten</translation>
    </message>
    <message>
        <source>To the South</source>
        <translation>Im Süden</translation>
    </message>
    <message>
        <source>To the West</source>
        <translation>Im Westen</translation>
    </message>
    <message>
        <source>R&amp;otate View Clockwise</source>
        <translation>Ansicht im Uhrzeigersinn &amp;drehen</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Rotate View &amp;Anticlockwise</source>
        <translation>Ansicht gegen den Uhrzeigersinn d&amp;rehen</translation>
    </message>
    <message>
        <source>Shift+R</source>
        <translation>Shift+R</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Draw %1: drag over ports</source>
        <translation>%1 zeichnen: über die Anschlusspunkte ziehen</translation>
    </message>
    <message>
        <source>Place %1: click in a cell</source>
        <translation>%1 platzieren: in eine Zelle klicken</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Play…</source>
        <translation>&amp;Spielen…</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Play a game with this package now (F5)</source>
        <translation>Jetzt ein Spiel mit diesem Paket spielen (F5)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über</translation>
    </message>
    <message>
        <source>About the Tile Editor</source>
        <translation>Über den Karteneditor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Carcassonne Tile Editor&lt;/h3&gt;&lt;p&gt;Draw tiles, build tile sets and variants, and play them at once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Carcassonne-Karteneditor&lt;/h3&gt;&lt;p&gt;Zeichne Karten, stelle Kartensätze und Varianten zusammen und spiele sie sofort.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tile List</source>
        <translation>Kartenliste</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Untitled (%1)</source>
        <translation>Unbenannt (%1)</translation>
    </message>
    <message>
        <source>%1[*] — Carcassonne Tile Editor</source>
        <translation>%1[*] — Carcassonne-Karteneditor</translation>
    </message>
    <message>
        <source>Open Package</source>
        <translation>Paket öffnen</translation>
    </message>
    <message>
        <source>Packages (*.zip manifest.json);;Zip packages (*.zip);;Package manifests (manifest.json)</source>
        <translation>Pakete (*.zip manifest.json);;Zip-Pakete (*.zip);;Paketmanifeste (manifest.json)</translation>
    </message>
    <message>
        <source>The package could not be opened:

%1</source>
        <translation>Das Paket konnte nicht geöffnet werden:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Save Package</source>
        <translation>Paket speichern</translation>
    </message>
    <message>
        <source>The package could not be saved. Your work is still here.

%1</source>
        <translation>Das Paket konnte nicht gespeichert werden. Deine Arbeit ist noch da.

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Zip package (*.zip)</source>
        <translation>Zip-Paket (*.zip)</translation>
    </message>
    <message>
        <source>Package folder</source>
        <translation>Paketordner</translation>
    </message>
    <message>
        <source>Save Package As</source>
        <translation>Paket speichern unter</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The package &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>Das Paket „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>New Tile</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Duplicate Tile %1</source>
        <translation>Karte %1 duplizieren</translation>
    </message>
    <message>
        <source>Copy Tile %1/%2</source>
        <translation>Karte %1/%2 kopieren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>The package %1 could not be read.</source>
        <translation>Das Paket %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>The package has problems (%1); the game may refuse it. Play anyway?</source>
        <translation>Das Paket hat Probleme (%1); das Spiel lehnt es womöglich ab. Trotzdem spielen?</translation>
    </message>
    <message>
        <source>The game could not be started.

%1

Command: %2</source>
        <translation>Das Spiel konnte nicht gestartet werden.

%1

Befehl: %2</translation>
    </message>
    <message>
        <source>Game started</source>
        <translation>Spiel gestartet</translation>
    </message>
    <message>
        <source>Export Contact Sheet</source>
        <translation>Kontaktabzug exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation>Das Bild konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation>Die Wiederherstellungskopie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Cell [0, 0] is the tile&apos;s anchor: where the tile lies and turns in a game. It stays.</source>
        <translation>Zelle [0, 0] ist der Anker der Karte: wo die Karte im Spiel liegt und sich dreht. Sie bleibt.</translation>
    </message>
    <message>
        <source>A tile keeps at least one cell</source>
        <translation>Eine Karte behält mindestens eine Zelle</translation>
    </message>
    <message>
        <source>Without this cell the tile would fall apart</source>
        <translation>Ohne diese Zelle würde die Karte zerfallen</translation>
    </message>
    <message>
        <source>Remove C&amp;ell [%1, %2]</source>
        <extracomment>The Tile menu&apos;s cell removal, naming the current cell.</extracomment>
        <translation>Ze&amp;lle [%1, %2] entfernen</translation>
    </message>
    <message>
        <source>&amp;Install in the Game</source>
        <translation>Im Spiel &amp;installieren</translation>
    </message>
    <message>
        <source>Put this package in your packages folder, where the game offers it</source>
        <translation>Dieses Paket in deinen Paketordner legen, wo das Spiel es anbietet</translation>
    </message>
    <message>
        <source>Install in the Game</source>
        <translation>Im Spiel installieren</translation>
    </message>
    <message>
        <source>The package has problems (%1): the game would refuse it. The Problems dock lists them.</source>
        <translation>Das Paket hat Probleme (%1): Das Spiel würde es ablehnen. Das Fenster Probleme listet sie auf.</translation>
    </message>
    <message>
        <source>Installed %1: the game offers it in its new game dialog</source>
        <translation>%1 installiert: Das Spiel bietet es beim neuen Spiel an</translation>
    </message>
    <message>
        <source>A package %1 is installed already. Replace it?</source>
        <translation>Ein Paket %1 ist schon installiert. Ersetzen?</translation>
    </message>
    <message>
        <source>%1 is a built-in package&apos;s id: give the package another id on the Package page.</source>
        <translation>%1 ist die ID eines eingebauten Pakets: Gib dem Paket auf der Seite Paket eine andere ID.</translation>
    </message>
    <message>
        <source>A package folder %1 is installed (%2); it is left as it is.</source>
        <translation>Ein Paketordner %1 ist installiert (%2); er bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>The package could not be installed: %1</source>
        <translation>Das Paket konnte nicht installiert werden: %1</translation>
    </message>
    <message>
        <source>A copy of unsaved work from an editor that did not close properly cannot be read:
%1

%2

Delete it? (No keeps it there.)</source>
        <translation>Eine Kopie ungespeicherter Arbeit aus einem Editor, der nicht richtig beendet wurde, lässt sich nicht lesen:
%1

%2

Löschen? (Nein lässt sie liegen.)</translation>
    </message>
    <message>
        <source>The editor did not close properly last time. Restore the package &quot;%1&quot;, never saved, as it was at %2?</source>
        <translation>Der Editor wurde beim letzten Mal nicht richtig beendet. Das nie gespeicherte Paket „%1“ wiederherstellen (Stand: %2)?</translation>
    </message>
    <message>
        <source>The editor did not close properly last time. Restore the unsaved changes to the package &quot;%1&quot; (%2) as they were at %3?</source>
        <translation>Der Editor wurde beim letzten Mal nicht richtig beendet. Die ungespeicherten Änderungen am Paket „%1“ (%2) wiederherstellen (Stand: %3)?</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>%1 is installed: it is saved in the game&apos;s packages folder, and the game offers it in its new game dialog</source>
        <translation>%1 ist installiert: Es ist im Paketordner des Spiels gespeichert, und das Spiel bietet es beim neuen Spiel an</translation>
    </message>
    <message>
        <source>New package %1 (id %2)</source>
        <translation>Neues Paket %1 (ID %2)</translation>
    </message>
</context>
<context>
    <name>carcassonne::NameFields</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
</context>
<context>
    <name>carcassonne::NewPackageDialog</name>
    <message>
        <source>New Package</source>
        <translation>Neues Paket</translation>
    </message>
    <message>
        <source>My tiles</source>
        <translation>Meine Karten</translation>
    </message>
    <message>
        <source>&amp;Name (English):</source>
        <translation>&amp;Name (Englisch):</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>The id names the package&apos;s file and is how other packages require it. Dutch and German names, and another id, can be given on the Package page.</source>
        <translation>Die ID benennt die Datei des Pakets, und mit ihr setzen andere Pakete es voraus. Niederländische und deutsche Namen, und eine andere ID, gibst du auf der Seite Paket an.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>(from the name)</source>
        <translation>(aus dem Namen)</translation>
    </message>
</context>
<context>
    <name>carcassonne::PackageDocument</name>
    <message>
        <source>Rename Tile %1 to %2</source>
        <translation>Karte %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Rename Tile</source>
        <translation>Karte umbenennen</translation>
    </message>
    <message>
        <source>Change Start Tile</source>
        <translation>Startkarte ändern</translation>
    </message>
    <message>
        <source>Scoring rules that count %1: %2. Change or remove them first.</source>
        <comment>%1: the attribute&apos;s id, %2: rule numbers</comment>
        <translation>Wertungsregeln, die %1 zählen: %2. Ändern oder entfernen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Remove Attribute %1</source>
        <translation>Merkmal %1 entfernen</translation>
    </message>
    <message>
        <source>The picture cannot be used: %1.</source>
        <comment>%1: why, from the art checker</comment>
        <translation>Das Bild kann nicht verwendet werden: %1.</translation>
    </message>
    <message>
        <source>Own Mark for Attribute %1</source>
        <translation>Eigenes Zeichen für Merkmal %1</translation>
    </message>
    <message>
        <source>Picture for Figure %1</source>
        <translation>Bild für Figur %1</translation>
    </message>
    <message>
        <source>Change Mark of Attribute</source>
        <translation>Zeichen des Merkmals ändern</translation>
    </message>
    <message>
        <source>No Own Picture for Figure %1</source>
        <translation>Kein eigenes Bild für Figur %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2.</source>
        <translation>%1 konnte nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>carcassonne::PackagePage</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version:</translation>
    </message>
    <message>
        <source>Names and descriptions</source>
        <translation>Namen und Beschreibungen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>Change Package Name</source>
        <translation>Paketnamen ändern</translation>
    </message>
    <message>
        <source>Change Package Description</source>
        <translation>Paketbeschreibung ändern</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Requires:</source>
        <translation>&amp;Benötigt:</translation>
    </message>
    <message>
        <source>&amp;Start tile:</source>
        <translation>&amp;Startkarte:</translation>
    </message>
    <message>
        <source>Without a start tile of its own, the game starts with the start tile of a required package.</source>
        <translation>Ohne eigene Startkarte beginnt das Spiel mit der Startkarte eines benötigten Pakets.</translation>
    </message>
    <message>
        <source>Change Package Id</source>
        <translation>Paket-ID ändern</translation>
    </message>
    <message>
        <source>Change Package Version</source>
        <translation>Paketversion ändern</translation>
    </message>
    <message>
        <source>Change Required Packages</source>
        <translation>Benötigte Pakete ändern</translation>
    </message>
    <message>
        <source>Change Start Tile</source>
        <translation>Startkarte ändern</translation>
    </message>
    <message>
        <source>(none: use a required package&apos;s)</source>
        <translation>(keine: die eines benötigten Pakets)</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (nicht lesbar)</translation>
    </message>
    <message>
        <source>%1 (not installed)</source>
        <translation>%1 (nicht installiert)</translation>
    </message>
    <message>
        <source>The package %1 is installed but cannot be read.</source>
        <translation>Das Paket %1 ist installiert, kann aber nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The package %1 is not installed: the game cannot start this package without it.</source>
        <translation>Das Paket %1 ist nicht installiert: Ohne es kann das Spiel dieses Paket nicht starten.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a required package: its name (its id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Package id: %1</source>
        <translation>ID des Pakets: %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::PlayDialog</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Start a game with this package now. The editor stays open: change a tile and play again.</source>
        <translation>Starte jetzt ein Spiel mit diesem Paket. Der Editor bleibt offen: ändere eine Karte und spiele erneut.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>Person at this screen (hot seat)</source>
        <translation>Person an diesem Bildschirm (Hot Seat)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <source>%1 (%2-%3):</source>
        <extracomment>A parameter the game starts at, e.g. &quot;Level (1-6):&quot;.</extracomment>
        <translation>%1 (%2-%3):</translation>
    </message>
    <message>
        <source>All tiles shuffled together</source>
        <translation>Alle Karten zusammen gemischt</translation>
    </message>
    <message>
        <source>This package&apos;s tiles first</source>
        <translation>Zuerst die Karten dieses Pakets</translation>
    </message>
    <message>
        <source>Only this package&apos;s tiles</source>
        <translation>Nur die Karten dieses Pakets</translation>
    </message>
    <message>
        <source>The start tile stays the rule set&apos;s; the rest follow shuffled.</source>
        <translation>Die Startkarte bleibt die des Regelwerks; der Rest folgt gemischt.</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <source>Let other computers join the table</source>
        <translation>Andere Computer am Tisch teilnehmen lassen</translation>
    </message>
    <message>
        <source>Without it, only a second game window on this computer can take a friend&apos;s seat.</source>
        <translation>Ohne dies kann nur ein zweites Spielfenster auf diesem Computer den Platz eines Freundes einnehmen.</translation>
    </message>
    <message>
        <source>A friend at another computer (you host)</source>
        <translation>Ein Freund an einem anderen Computer (du richtest aus)</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Ausrichten</translation>
    </message>
</context>
<context>
    <name>carcassonne::ProblemsWidget</name>
    <message>
        <source>Tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>No problems: the package loads, and every tile can be placed in a game with what it requires.</source>
        <translation>Keine Probleme: Das Paket lädt, und jede Karte kann in einem Spiel mit den benötigten Paketen angelegt werden.</translation>
    </message>
</context>
<context>
    <name>carcassonne::RulesPage</name>
    <message>
        <source>Rule modules</source>
        <translation>Regelmodule</translation>
    </message>
    <message>
        <source>Not part of this package</source>
        <translation>Nicht Teil dieses Pakets</translation>
    </message>
    <message>
        <source>On by default</source>
        <translation>Standardmäßig an</translation>
    </message>
    <message>
        <source>Off by default</source>
        <translation>Standardmäßig aus</translation>
    </message>
    <message>
        <source>Change Module %1</source>
        <translation>Modul %1 ändern</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Reset to the default</source>
        <translation>Auf den Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 zurücksetzen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>parameter name (module name)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>set here (default %1)</source>
        <translation>hier gesetzt (Standard %1)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>from %1 %2</source>
        <extracomment>Where a parameter&apos;s value comes from: another parameter&apos;s value, e.g. &quot;from Level 3&quot;.</extracomment>
        <translation>von %1 %2</translation>
    </message>
    <message>
        <source>preset by %1</source>
        <translation>voreingestellt durch %1</translation>
    </message>
    <message>
        <source>Show the modules of other rule sets</source>
        <translation>Module anderer Regelwerke zeigen</translation>
    </message>
    <message>
        <source>Modules that neither this package nor the packages it requires name, with their parameters</source>
        <translation>Module, die weder dieses Paket noch die Pakete, die es voraussetzt, nennen, mit ihren Parametern</translation>
    </message>
</context>
<context>
    <name>carcassonne::ScoringPage</name>
    <message>
        <source>Switch It On</source>
        <translation>Einschalten</translation>
    </message>
    <message>
        <source>Change Module %1</source>
        <translation>Modul %1 ändern</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Merkmale</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Wertungsregeln</translation>
    </message>
    <message>
        <source>Each rule changes how features of one type score when its conditions hold. A feature&apos;s points: the amounts of the Set rules that match (or the usual points), times each matching factor, plus each matching addition; nothing if a Score Nothing rule matches. Two Set rules that could both match one feature must not give one thing two amounts.</source>
        <translation>Jede Regel ändert, wie Gebiete einer Art werten, wenn ihre Bedingungen gelten. Die Punkte eines Gebiets: die Beträge der passenden Regeln, die Punkte festlegen (oder die üblichen Punkte), mal jeden passenden Faktor, plus jede passende Zugabe; nichts, wenn eine Regel passt, die nichts werten lässt. Zwei Regeln, die Punkte festlegen und beide auf ein Gebiet passen können, dürfen einer Sache nicht zwei Beträge geben.</translation>
    </message>
    <message>
        <source>The scoring rules in rules.json could not be read (the Problems dock says why). They are kept and saved as they are written; mend them in the file, or discard them to write rules here.</source>
        <translation>Die Wertungsregeln in rules.json konnten nicht gelesen werden (das Fenster Probleme sagt, warum). Sie bleiben erhalten und werden gespeichert, wie sie geschrieben sind; korrigieren Sie sie in der Datei oder verwerfen Sie sie, um hier Regeln zu schreiben.</translation>
    </message>
    <message>
        <source>Discard the Unread Rules</source>
        <translation>Ungelesene Regeln verwerfen</translation>
    </message>
    <message>
        <source>Discard Unread Scoring Rules</source>
        <translation>Ungelesene Wertungsregeln verwerfen</translation>
    </message>
    <message>
        <source>No scoring rules yet: features score as the other modules say.</source>
        <translation>Noch keine Wertungsregeln: Gebiete werten, wie die anderen Module sagen.</translation>
    </message>
    <message>
        <source>Add Rule</source>
        <translation>Regel hinzufügen</translation>
    </message>
    <message>
        <source>A rule for completed cities that scores them as usual: change it from there</source>
        <translation>Eine Regel für fertige Städte, die sie wie üblich werten lässt: ändern Sie sie von dort aus</translation>
    </message>
    <message>
        <source>Add Scoring Rule</source>
        <translation>Wertungsregel hinzufügen</translation>
    </message>
    <message>
        <source>Move Scoring Rule %1 Up</source>
        <translation>Wertungsregel %1 nach oben</translation>
    </message>
    <message>
        <source>Move Scoring Rule %1 Down</source>
        <translation>Wertungsregel %1 nach unten</translation>
    </message>
    <message>
        <source>Remove Scoring Rule %1</source>
        <translation>Wertungsregel %1 entfernen</translation>
    </message>
    <message>
        <source>The package does not name the rule module “%1”: games will not play these rules.</source>
        <translation>Das Paket nennt das Regelmodul „%1“ nicht: Spiele spielen diese Regeln nicht.</translation>
    </message>
    <message>
        <source>The rule module “%1” is off by default (Rules page): games play these rules only when the players switch it on.</source>
        <translation>Das Regelmodul „%1“ ist standardmäßig aus (Seite Regeln): Spiele spielen diese Regeln nur, wenn die Spieler es einschalten.</translation>
    </message>
    <message>
        <source>Games play these rules through the rule module “%1”, on by default in this package (Rules page).</source>
        <translation>Spiele spielen diese Regeln über das Regelmodul „%1“, in diesem Paket standardmäßig an (Seite Regeln).</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
</context>
<context>
    <name>carcassonne::ScoringRuleRow</name>
    <message>
        <source>Where the Problems dock and rules.json name this rule</source>
        <translation>Wie das Fenster Probleme und rules.json diese Regel nennen</translation>
    </message>
    <message>
        <source>Move this rule up</source>
        <translation>Diese Regel nach oben</translation>
    </message>
    <message>
        <source>Move this rule down</source>
        <translation>Diese Regel nach unten</translation>
    </message>
    <message>
        <source>Remove this rule</source>
        <translation>Diese Regel entfernen</translation>
    </message>
    <message>
        <source>Change Feature of Rule %1</source>
        <translation>Gebiet von Regel %1 ändern</translation>
    </message>
    <message>
        <source>Change When of Rule %1</source>
        <translation>Zeitpunkt von Regel %1 ändern</translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation>Gebiet:</translation>
    </message>
    <message>
        <source>If:</source>
        <translation>Wenn:</translation>
    </message>
    <message>
        <source>sets the points</source>
        <translation>legt die Punkte fest</translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>bringt nichts</translation>
    </message>
    <message>
        <source>multiplies its points</source>
        <translation>vervielfacht seine Punkte</translation>
    </message>
    <message>
        <source>adds points</source>
        <translation>zählt Punkte dazu</translation>
    </message>
    <message>
        <source>Set: points per tile, pennant or attribute in place of the usual ones. Multiply and add change what the feature scores otherwise.</source>
        <translation>Festlegen: Punkte je Karte, Wappen oder Merkmal anstelle der üblichen. Vervielfachen und Dazuzählen ändern, was das Gebiet sonst bringt.</translation>
    </message>
    <message>
        <source>Change Effect of Rule %1</source>
        <translation>Wirkung von Regel %1 ändern</translation>
    </message>
    <message>
        <source>Then it:</source>
        <translation>Dann:</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>bonus (once)</source>
        <translation>Bonus (einmal)</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>Diese Bedingung entfernen</translation>
    </message>
    <message>
        <source>Change Condition of Rule %1</source>
        <translation>Bedingung von Regel %1 ändern</translation>
    </message>
    <message>
        <source>Remove Condition from Rule %1</source>
        <translation>Bedingung aus Regel %1 entfernen</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>every one (no condition)</source>
        <translation>jedes (keine Bedingung)</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Bedingung hinzufügen</translation>
    </message>
    <message>
        <source>Add Condition to Rule %1</source>
        <translation>Bedingung zu Regel %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove this amount</source>
        <translation>Diesen Betrag entfernen</translation>
    </message>
    <message>
        <source>Change Points of Rule %1</source>
        <translation>Punkte von Regel %1 ändern</translation>
    </message>
    <message>
        <source>Remove Points from Rule %1</source>
        <translation>Punkte aus Regel %1 entfernen</translation>
    </message>
    <message>
        <source>points for each</source>
        <extracomment>Scoring rule amounts: &quot;[2] points for each [tile]&quot;</extracomment>
        <translation>Punkte je</translation>
    </message>
    <message>
        <source>Add Points</source>
        <translation>Punkte hinzufügen</translation>
    </message>
    <message>
        <source>Points for each of another thing the feature counts, or a bonus once</source>
        <translation>Punkte für jedes von etwas anderem, das das Gebiet zählt, oder einmal ein Bonus</translation>
    </message>
    <message>
        <source>Add Points to Rule %1</source>
        <translation>Punkte zu Regel %1 hinzufügen</translation>
    </message>
    <message>
        <source>by</source>
        <translation>mit</translation>
    </message>
    <message>
        <source>points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation>am Ende des Spiels</translation>
    </message>
    <message>
        <source>when completed</source>
        <translation>wenn fertig</translation>
    </message>
    <message>
        <source>at the end, unfinished</source>
        <translation>am Ende, unfertig</translation>
    </message>
    <message>
        <source>completed or at the end</source>
        <translation>fertig oder am Ende</translation>
    </message>
</context>
<context>
    <name>carcassonne::TileCanvas</name>
    <message>
        <source>No tile: add one with Tile &gt; New Tile</source>
        <translation>Keine Karte: füge eine mit Karte &gt; Neue Karte hinzu</translation>
    </message>
    <message>
        <source>%1  ·  copies: %2</source>
        <extracomment>Caption under the tile: its id and how many copies the package holds.</extracomment>
        <translation>%1  ·  Exemplare: %2</translation>
    </message>
    <message>
        <source>  ·  start tile</source>
        <translation>  ·  Startkarte</translation>
    </message>
    <message>
        <source>Drag over ports to draw %1</source>
        <translation>Über Anschlusspunkte ziehen, um %1 zu zeichnen</translation>
    </message>
    <message>
        <source>Click in a cell to place %1</source>
        <translation>In eine Zelle klicken, um %1 zu platzieren</translation>
    </message>
    <message>
        <source>Click a port to select its feature; Ctrl+click to add</source>
        <translation>Klicke auf einen Anschlusspunkt, um sein Gebiet auszuwählen; Strg+Klick fügt hinzu</translation>
    </message>
    <message>
        <source>View turned %1°</source>
        <translation>Ansicht um %1° gedreht</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>%1 zeichnen</translation>
    </message>
    <message>
        <source>Add Cell %1</source>
        <extracomment>Undo step: a cell added to a multi-cell tile at offset [x, y].</extracomment>
        <translation>Zelle %1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove Cell %1</source>
        <extracomment>Undo step: a cell removed from a multi-cell tile, with the features in it.</extracomment>
        <translation>Zelle %1 entfernen</translation>
    </message>
    <message>
        <source>Add Cell %1 Here</source>
        <translation>Zelle %1 hier hinzufügen</translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation>Zelle %1</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;North</source>
        <translation>Zelle im &amp;Norden hinzufügen</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;East</source>
        <translation>Zelle im &amp;Osten hinzufügen</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;South</source>
        <translation>Zelle im &amp;Süden hinzufügen</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;West</source>
        <translation>Zelle im &amp;Westen hinzufügen</translation>
    </message>
    <message>
        <source>Cell %1 is there already</source>
        <translation>Zelle %1 gibt es schon</translation>
    </message>
    <message>
        <source>A tile has at most %1 cells</source>
        <translation>Eine Karte hat höchstens %1 Zellen</translation>
    </message>
    <message>
        <source>&amp;Remove Cell %1</source>
        <translation>Zelle %1 &amp;entfernen</translation>
    </message>
    <message>
        <source>Cell [0, 0] is the tile&apos;s anchor: where the tile lies and turns in a game. It stays.</source>
        <translation>Zelle [0, 0] ist der Anker der Karte: wo die Karte im Spiel liegt und sich dreht. Sie bleibt.</translation>
    </message>
    <message>
        <source>Without this cell the tile would fall apart</source>
        <translation>Ohne diese Zelle würde die Karte zerfallen</translation>
    </message>
    <message>
        <source>Add a cell at %1</source>
        <translation>Eine Zelle bei %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>carcassonne::TileListModel</name>
    <message>
        <source>%1  ×%2  (start)</source>
        <extracomment>A tile&apos;s entry in the tile list: its id and how many copies the package has.</extracomment>
        <translation>%1  ×%2  (Start)</translation>
    </message>
    <message>
        <source>%1  ×%2</source>
        <translation>%1  ×%2</translation>
    </message>
    <message>
        <source>Tile %1: copies: %2, features: %3</source>
        <translation>Karte %1: Exemplare: %2, Gebiete: %3</translation>
    </message>
</context>
<context>
    <name>carcassonne::TilePropertiesWidget</name>
    <message>
        <source>Tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>&amp;Copies:</source>
        <translation>&amp;Exemplare:</translation>
    </message>
    <message>
        <source>Cells:</source>
        <translation>Zellen:</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>&amp;Pennants:</source>
        <translation>&amp;Wappen:</translation>
    </message>
    <message>
        <source>&amp;Wine:</source>
        <translation>W&amp;ein:</translation>
    </message>
    <message>
        <source>&amp;Grain:</source>
        <translation>&amp;Getreide:</translation>
    </message>
    <message>
        <source>Clo&amp;th:</source>
        <translation>S&amp;toff:</translation>
    </message>
    <message>
        <source>&amp;Trading posts:</source>
        <translation>&amp;Handelsposten:</translation>
    </message>
    <message>
        <source>&amp;Animals:</source>
        <translation>&amp;Tiere:</translation>
    </message>
    <message>
        <source>Ghosts:</source>
        <comment>The Mist</comment>
        <translation>Gespenster:</translation>
    </message>
    <message>
        <source>Arrow &amp;symbol:</source>
        <translation>Pfeil&amp;symbol:</translation>
    </message>
    <message>
        <source>Arrow si&amp;de:</source>
        <translation>Pfeil&amp;seite:</translation>
    </message>
    <message>
        <source>Borders cities:</source>
        <translation>Grenzt an Städte:</translation>
    </message>
    <message>
        <source>Change Copies of %1</source>
        <translation>Exemplare von %1 ändern</translation>
    </message>
    <message>
        <source>Change Pennants</source>
        <translation>Wappen ändern</translation>
    </message>
    <message>
        <source>Change Goods</source>
        <translation>Handelswaren ändern</translation>
    </message>
    <message>
        <source>Change Trading Posts</source>
        <translation>Handelsposten ändern</translation>
    </message>
    <message>
        <source>Change Animals</source>
        <translation>Tiere ändern</translation>
    </message>
    <message>
        <source>Change Ghosts</source>
        <translation>Gespenster ändern</translation>
    </message>
    <message>
        <source>Change Arrow Symbol</source>
        <translation>Pfeilsymbol ändern</translation>
    </message>
    <message>
        <source>Change Arrow Side</source>
        <translation>Pfeilseite ändern</translation>
    </message>
    <message>
        <source>Change Bordered Cities</source>
        <translation>Angrenzende Städte ändern</translation>
    </message>
    <message>
        <source>Selected features: %1</source>
        <translation>Ausgewählte Gebiete: %1</translation>
    </message>
    <message>
        <source>None selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Pick a terrain in the tool bar and drag over the ports to draw it. Choose Select (S) and click a port to edit its feature; Ctrl+click selects a second one to merge.</source>
        <translation>Wähle eine Landschaft in der Werkzeugleiste und ziehe über die Anschlusspunkte, um sie zu zeichnen. Wähle Auswählen (S) und klicke auf einen Anschlusspunkt, um sein Gebiet zu bearbeiten; Strg+Klick wählt ein zweites zum Zusammenführen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a feature&apos;s type and its number among the tile&apos;s of that type: Road 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <comment>an attribute of the package&apos;s own: Change Inn</comment>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>This package&apos;s own attribute %1 (Scoring page)</source>
        <translation>Eigenes Merkmal %1 dieses Pakets (Seite Wertung)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Carcassonne Tile Editor</source>
        <translation>Carcassonne-Karteneditor</translation>
    </message>
    <message>
        <source>Draw Carcassonne tiles and variants, and play them at once.</source>
        <translation>Zeichne Carcassonne-Karten und -Varianten und spiele sie sofort.</translation>
    </message>
    <message>
        <source>A package folder or .zip to open.</source>
        <translation>Ein Paketordner oder eine .zip zum Öffnen.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt;, then quit.</source>
        <translation>Ein Bild des Fensters in &lt;Datei&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Show the tile &lt;id&gt;.</source>
        <translation>Die Karte &lt;ID&gt; zeigen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Select the feature &lt;index&gt; of the tile shown.</source>
        <translation>Das Gebiet &lt;Index&gt; der gezeigten Karte auswählen.</translation>
    </message>
    <message>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Show the editor in &lt;code&gt; (en, nl or de) this time.</source>
        <translation>Den Editor diesmal in &lt;Code&gt; (en, nl oder de) zeigen.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Show the page &lt;page&gt;: tile, package, rules or scoring.</source>
        <translation>Die Seite &lt;Seite&gt; zeigen: tile, package, rules oder scoring.</translation>
    </message>
</context>
</TS>
