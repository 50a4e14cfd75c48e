<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>FeatureStyle</name>
    <message>
        <source>Field</source>
        <comment>landscape</comment>
        <translation>Weide</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stad</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Rivier</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Klooster</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Tuin</translation>
    </message>
    <message>
        <source>Farm</source>
        <comment>Mayflower building</comment>
        <translation>Boerderij</translation>
    </message>
    <message>
        <source>Haunted Castle</source>
        <translation>Spookslot</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Kerkhof</translation>
    </message>
    <message>
        <source>Fog</source>
        <translation>Mist</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no arrow symbol</comment>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>Versterken</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>Overal</translation>
    </message>
    <message>
        <source>Extra Turn</source>
        <translation>Extra beurt</translation>
    </message>
</context>
<context>
    <name>PlayLauncher</name>
    <message>
        <source>The game program was not found at %1.</source>
        <translation>Het spelprogramma is niet gevonden in %1.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Kan de map %1 niet aanmaken.</translation>
    </message>
    <message>
        <source>The game could not be started.</source>
        <translation>Het spel kon niet gestart worden.</translation>
    </message>
</context>
<context>
    <name>RemoveTileCommand</name>
    <message>
        <source>Remove Tile %1</source>
        <translation>Tegel %1 verwijderen</translation>
    </message>
</context>
<context>
    <name>carcassonne::AttributesEditor</name>
    <message>
        <source>Attributes of this package&apos;s own that its tiles&apos; features carry (an inn on a road, a cathedral in a city), for its scoring rules to count. Mark a feature with one in the Properties dock.</source>
        <translation>Eigen kenmerken van dit pakket die de gebieden van zijn tegels dragen (een herberg aan een weg, een kathedraal in een stad), om door zijn telregels geteld te worden. Geef een gebied er een in het venster Eigenschappen.</translation>
    </message>
    <message>
        <source>The attributes in rules.json could not be read (the Problems dock says why). They are kept and saved as they are written; mend them in the file, or discard them to declare attributes here.</source>
        <translation>De kenmerken in rules.json konden niet worden gelezen (het venster Problemen zegt waarom). Ze blijven bewaard en worden opgeslagen zoals ze geschreven zijn; herstel ze in het bestand, of gooi ze weg om hier kenmerken te declareren.</translation>
    </message>
    <message>
        <source>Discard the Unread Attributes</source>
        <translation>Ongelezen kenmerken weggooien</translation>
    </message>
    <message>
        <source>Discard Unread Attributes</source>
        <translation>Ongelezen kenmerken weggooien</translation>
    </message>
    <message>
        <source>Add Attribute</source>
        <translation>Kenmerk toevoegen</translation>
    </message>
    <message>
        <source>dot</source>
        <translation>stip</translation>
    </message>
    <message>
        <source>star</source>
        <translation>ster</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>ruit</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>toren</translation>
    </message>
    <message>
        <source>inn</source>
        <translation>herberg</translation>
    </message>
    <message>
        <source>well</source>
        <translation>put</translation>
    </message>
    <message>
        <source>flower</source>
        <translation>bloem</translation>
    </message>
    <message numerus="yes">
        <source>%1 was taken off %n feature(s) that can no longer carry it (Undo brings it back).</source>
        <translation>
            <numerusform>%1 is weggehaald van %n gebied dat het niet meer kan dragen (Ongedaan maken brengt het terug).</numerusform>
            <numerusform>%1 is weggehaald van %n gebieden die het niet meer kunnen dragen (Ongedaan maken brengt het terug).</numerusform>
        </translation>
    </message>
    <message>
        <source>How rules.json and tiles.json name it: 2-24 letters and digits, starting with a lower-case letter</source>
        <translation>Hoe rules.json en tiles.json het noemen: 2-24 letters en cijfers, beginnend met een kleine letter</translation>
    </message>
    <message>
        <source>The id %1 cannot be used: %2.</source>
        <translation>De id %1 kan niet worden gebruikt: %2.</translation>
    </message>
    <message>
        <source>Rename Attribute %1 to %2</source>
        <translation>Kenmerk %1 hernoemen naar %2</translation>
    </message>
    <message>
        <source>Carried by:</source>
        <translation>Gedragen door:</translation>
    </message>
    <message>
        <source>Change Features of Attribute</source>
        <translation>Gebieden van kenmerk wijzigen</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>1: a flag</source>
        <translation>1: ja/nee</translation>
    </message>
    <message>
        <source>How many one feature of a tile may carry: 1 is a flag (a check box in the Properties dock), more a count</source>
        <translation>Hoeveel één gebied van een tegel mag dragen: 1 is ja/nee (een vinkje in het venster Eigenschappen), meer een aantal</translation>
    </message>
    <message>
        <source>Change Maximum of Attribute</source>
        <translation>Maximum van kenmerk wijzigen</translation>
    </message>
    <message>
        <source>How the tile art marks each one</source>
        <translation>Hoe de tegeltekening elk ervan aangeeft</translation>
    </message>
    <message>
        <source>Remove this attribute, and its marks from every tile</source>
        <translation>Dit kenmerk verwijderen, en zijn tekens van elke tegel</translation>
    </message>
    <message numerus="yes">
        <source>%1 was taken off %n feature(s) (Undo brings it back).</source>
        <translation>
            <numerusform>%1 is weggehaald van %n gebied (Ongedaan maken brengt het terug).</numerusform>
            <numerusform>%1 is weggehaald van %n gebieden (Ongedaan maken brengt het terug).</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark:</source>
        <translation>Teken:</translation>
    </message>
    <message>
        <source>Most per feature:</source>
        <translation>Hoogstens per gebied:</translation>
    </message>
    <message>
        <source>Its name in %1, as the rules help and the scoring rules&apos; sentences say it (singular: &quot;inn&quot;)</source>
        <translation>Zijn naam in het %1, zoals de spelregels en de zinnen van de telregels hem zeggen (enkelvoud: &quot;herberg&quot;)</translation>
    </message>
    <message>
        <source>An attribute needs its English name.</source>
        <translation>Een kenmerk heeft een Engelse naam nodig.</translation>
    </message>
    <message>
        <source>Rename Attribute</source>
        <translation>Kenmerk hernoemen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message numerus="yes">
        <source>on %n feature(s)</source>
        <translation>
            <numerusform>op %n gebied</numerusform>
            <numerusform>op %n gebieden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>counted by %n rule(s)</source>
        <translation>
            <numerusform>geteld door %n regel</numerusform>
            <numerusform>geteld door %n regels</numerusform>
        </translation>
    </message>
    <message>
        <source>A package declares at most %1 attributes</source>
        <translation>Een pakket declareert hoogstens %1 kenmerken</translation>
    </message>
    <message>
        <source>Own Mark…</source>
        <translation>Eigen teken…</translation>
    </message>
    <message>
        <source>Mark it with a picture of your own: an SVG file, stored in the package (choose a mark in the list to go back)</source>
        <translation>Geef het aan met een eigen plaatje: een SVG-bestand, opgeslagen in het pakket (kies een teken in de lijst om terug te gaan)</translation>
    </message>
    <message>
        <source>Own Mark</source>
        <translation>Eigen teken</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-plaatjes (*.svg)</translation>
    </message>
</context>
<context>
    <name>carcassonne::CopyTileDialog</name>
    <message>
        <source>Copy Tile from Package</source>
        <translation>Tegel uit pakket kopiëren</translation>
    </message>
    <message>
        <source>&amp;Package:</source>
        <translation>&amp;Pakket:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
</context>
<context>
    <name>carcassonne::FiguresEditor</name>
    <message>
        <source>Figures of this package&apos;s own, placed like a meeple on the feature types you choose, which may count as more than one figure in a majority (a large meeple). At most %1.</source>
        <translation>Figuren van dit pakket zelf, geplaatst als een meeple op de soorten gebied die je kiest, die bij een meerderheid als meer dan één figuur kunnen tellen (een grote meeple). Hoogstens %1.</translation>
    </message>
    <message>
        <source>The figures in rules.json could not be read (the Problems dock says why). They are kept and saved as they are written; mend them in the file, or discard them to declare figures here.</source>
        <translation>De figuren in rules.json konden niet worden gelezen (het paneel Problemen zegt waarom). Ze worden bewaard en opgeslagen zoals ze geschreven zijn; herstel ze in het bestand, of gooi ze weg om hier figuren te declareren.</translation>
    </message>
    <message>
        <source>Discard the Unread Figures</source>
        <translation>Ongelezen figuren weggooien</translation>
    </message>
    <message>
        <source>Discard Unread Figures</source>
        <translation>Ongelezen figuren weggooien</translation>
    </message>
    <message>
        <source>No figures of its own: players have the figures of the modules.</source>
        <translation>Geen eigen figuren: spelers hebben de figuren van de modules.</translation>
    </message>
    <message>
        <source>Add Figure</source>
        <translation>Figuur toevoegen</translation>
    </message>
    <message>
        <source>roads</source>
        <comment>a figure stands on roads</comment>
        <translation>wegen</translation>
    </message>
    <message>
        <source>cities</source>
        <comment>a figure stands on cities</comment>
        <translation>steden</translation>
    </message>
    <message>
        <source>cloisters</source>
        <comment>a figure stands on cloisters</comment>
        <translation>kloosters</translation>
    </message>
    <message>
        <source>gardens</source>
        <comment>a figure stands on gardens</comment>
        <translation>tuinen</translation>
    </message>
    <message>
        <source>fields</source>
        <comment>a figure stands on fields</comment>
        <translation>weiden</translation>
    </message>
    <message>
        <source> and </source>
        <comment>the last of a list</comment>
        <translation> en </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n %1: it stands on %2 and counts as %3 in every majority.</source>
        <comment>%1: the figure&apos;s name, %2: feature types, %3: &apos;2 figures&apos;</comment>
        <translation>
            <numerusform>Elke speler heeft %n figuur „%1” voor %2; die telt bij elke meerderheid als %3.</numerusform>
            <numerusform>Elke speler heeft %n figuren „%1” voor %2; elk telt bij elke meerderheid als %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <comment>a figure counts as so many in a majority</comment>
        <translation>
            <numerusform>%n figuur</numerusform>
            <numerusform>%n figuren</numerusform>
        </translation>
    </message>
    <message>
        <source>How rules.json and saved games name it: 2-24 letters and digits, starting with a lower-case letter; not a built-in figure&apos;s name (meeple, abbot, builder, pig)</source>
        <translation>Hoe rules.json en opgeslagen spellen hem noemen: 2-24 letters en cijfers, beginnend met een kleine letter; niet de naam van een ingebouwde figuur (meeple, abbot, builder, pig)</translation>
    </message>
    <message>
        <source>The id %1 cannot be used: %2.</source>
        <translation>De id %1 kan niet worden gebruikt: %2.</translation>
    </message>
    <message>
        <source>Rename Figure %1 to %2</source>
        <translation>Figuur %1 hernoemen naar %2</translation>
    </message>
    <message>
        <source>Stands on:</source>
        <translation>Staat op:</translation>
    </message>
    <message>
        <source>Change Features of Figure</source>
        <translation>Gebieden van figuur wijzigen</translation>
    </message>
    <message>
        <source>Remove this figure</source>
        <translation>Deze figuur verwijderen</translation>
    </message>
    <message>
        <source>Remove Figure %1</source>
        <translation>Figuur %1 verwijderen</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>How many of it each player has</source>
        <translation>Hoeveel ervan elke speler heeft</translation>
    </message>
    <message>
        <source>Change Count of Figure</source>
        <translation>Aantal van figuur wijzigen</translation>
    </message>
    <message>
        <source>How many figures it counts as when the figures on a feature are counted for the majority (a meeple: 1)</source>
        <translation>Als hoeveel figuren hij telt wanneer de figuren op een gebied voor de meerderheid worden geteld (een meeple: 1)</translation>
    </message>
    <message>
        <source>Change Strength of Figure</source>
        <translation>Sterkte van figuur wijzigen</translation>
    </message>
    <message>
        <source>How large the board draws it, against a meeple&apos;s picture</source>
        <translation>Hoe groot het bord hem tekent, vergeleken met het plaatje van een meeple</translation>
    </message>
    <message>
        <source>Change Size of Figure</source>
        <translation>Grootte van figuur wijzigen</translation>
    </message>
    <message>
        <source>Counts as:</source>
        <translation>Telt als:</translation>
    </message>
    <message>
        <source>Picture size:</source>
        <translation>Grootte plaatje:</translation>
    </message>
    <message>
        <source>Per player:</source>
        <translation>Per speler:</translation>
    </message>
    <message>
        <source>Its name in %1, as the rules help and the game say it (singular: &quot;large meeple&quot;)</source>
        <translation>Zijn naam in het %1, zoals de spelregelhulp en het spel hem zeggen (enkelvoud: &quot;grote meeple&quot;)</translation>
    </message>
    <message>
        <source>A figure needs its English name.</source>
        <translation>Een figuur heeft een Engelse naam nodig.</translation>
    </message>
    <message>
        <source>Rename Figure</source>
        <translation>Figuur hernoemen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message numerus="yes">
        <source> figure(s) in a majority</source>
        <translation>
            <numerusform> figuur bij een meerderheid</numerusform>
            <numerusform> figuren bij een meerderheid</numerusform>
        </translation>
    </message>
    <message>
        <source>A figure like a large meeple: change it from there</source>
        <translation>Een figuur als een grote meeple: pas hem vanaf daar aan</translation>
    </message>
    <message>
        <source>Mend or discard the unread figures first</source>
        <translation>Herstel de ongelezen figuren eerst of gooi ze weg</translation>
    </message>
    <message>
        <source>A package declares at most %1 figures</source>
        <translation>Een pakket declareert hoogstens %1 figuren</translation>
    </message>
    <message>
        <source>Picture…</source>
        <translation>Plaatje…</translation>
    </message>
    <message>
        <source>Draw it with a picture of your own: an SVG file, stored in the package, whose currentColor is painted in the player&apos;s colour</source>
        <translation>Teken hem met een eigen plaatje: een SVG-bestand, opgeslagen in het pakket, waarvan currentColor in de kleur van de speler wordt geschilderd</translation>
    </message>
    <message>
        <source>Picture of the Figure</source>
        <translation>Plaatje van de figuur</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-plaatjes (*.svg)</translation>
    </message>
    <message>
        <source>No Own Picture</source>
        <translation>Geen eigen plaatje</translation>
    </message>
    <message>
        <source>Draw it as a broad meeple at its picture size</source>
        <translation>Teken hem als een brede meeple op zijn plaatjesgrootte</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>Plaatje:</translation>
    </message>
    <message>
        <source>a broad meeple</source>
        <translation>een brede meeple</translation>
    </message>
</context>
<context>
    <name>carcassonne::MainWindow</name>
    <message>
        <source>the picture could not be encoded</source>
        <translation>de afbeelding kon niet gecodeerd worden</translation>
    </message>
    <message>
        <source>Tile</source>
        <comment>the tile canvas page</comment>
        <translation>Tegel</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Pakket</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>No problems</source>
        <translation>Geen problemen</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n probleem</numerusform>
            <numerusform>%n problemen</numerusform>
        </translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tegels</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Eigenschappen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geopend&gt;</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New Package</source>
        <translation>&amp;Nieuw pakket</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Map openen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open Package Folder</source>
        <translation>Pakketmap openen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Import Built-in Package</source>
        <translation>&amp;Ingebouwd pakket importeren</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Export Contact Sheet…</source>
        <translation>Overzichtsblad &amp;exporteren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
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
        <translation>Gebied &amp;verwijderen</translation>
    </message>
    <message>
        <source>Delete Feature</source>
        <translation>Gebied verwijderen</translation>
    </message>
    <message>
        <source>&amp;Merge Features</source>
        <translation>Gebieden samen&amp;voegen</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Merge Features</source>
        <translation>Gebieden samenvoegen</translation>
    </message>
    <message>
        <source>S&amp;plit Feature</source>
        <translation>Gebied &amp;splitsen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Split Feature</source>
        <translation>Gebied splitsen</translation>
    </message>
    <message>
        <source>&amp;Tile</source>
        <comment>menu</comment>
        <translation>&amp;Tegel</translation>
    </message>
    <message>
        <source>&amp;New Tile</source>
        <translation>&amp;Nieuwe tegel</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;Duplicate Tile</source>
        <translation>Tegel &amp;dupliceren</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Copy Tile from Package…</source>
        <translation>Tegel uit pakket &amp;kopiëren…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>&amp;Remove Tile</source>
        <translation>Tegel ve&amp;rwijderen</translation>
    </message>
    <message>
        <source>Ctrl+Del</source>
        <translation>Ctrl+Del</translation>
    </message>
    <message>
        <source>Add &amp;Cell</source>
        <translation>&amp;Cel toevoegen</translation>
    </message>
    <message>
        <source>To the North</source>
        <translation>Aan de noordkant</translation>
    </message>
    <message>
        <source>To the East</source>
        <translation>Aan de oostkant</translation>
    </message>
    <message>
        <source>To the South</source>
        <translation>Aan de zuidkant</translation>
    </message>
    <message>
        <source>To the West</source>
        <translation>Aan de westkant</translation>
    </message>
    <message>
        <source>R&amp;otate View Clockwise</source>
        <translation>Weergave met de klok mee &amp;draaien</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Rotate View &amp;Anticlockwise</source>
        <translation>Weergave tegen de klok in d&amp;raaien</translation>
    </message>
    <message>
        <source>Shift+R</source>
        <translation>Shift+R</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Gereedschap</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Gebieden</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selecteren</translation>
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
        <translation>%1 tekenen: sleep over de aansluitpunten</translation>
    </message>
    <message>
        <source>Place %1: click in a cell</source>
        <translation>%1 plaatsen: klik in een cel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Play…</source>
        <translation>&amp;Spelen…</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Play a game with this package now (F5)</source>
        <translation>Nu een spel spelen met dit pakket (F5)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over</translation>
    </message>
    <message>
        <source>About the Tile Editor</source>
        <translation>Over de tegeleditor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Carcassonne Tile Editor&lt;/h3&gt;&lt;p&gt;Draw tiles, build tile sets and variants, and play them at once.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Carcassonne-tegeleditor&lt;/h3&gt;&lt;p&gt;Teken tegels, stel tegelsets en varianten samen en speel ze meteen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tile List</source>
        <translation>Tegellijst</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoofdwerkbalk</translation>
    </message>
    <message>
        <source>Untitled (%1)</source>
        <translation>Naamloos (%1)</translation>
    </message>
    <message>
        <source>%1[*] — Carcassonne Tile Editor</source>
        <translation>%1[*] — Carcassonne-tegeleditor</translation>
    </message>
    <message>
        <source>Open Package</source>
        <translation>Pakket openen</translation>
    </message>
    <message>
        <source>Packages (*.zip manifest.json);;Zip packages (*.zip);;Package manifests (manifest.json)</source>
        <translation>Pakketten (*.zip manifest.json);;Zip-pakketten (*.zip);;Pakketmanifesten (manifest.json)</translation>
    </message>
    <message>
        <source>The package could not be opened:

%1</source>
        <translation>Het pakket kon niet geopend worden:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <source>Save Package</source>
        <translation>Pakket opslaan</translation>
    </message>
    <message>
        <source>The package could not be saved. Your work is still here.

%1</source>
        <translation>Het pakket kon niet opgeslagen worden. Je werk is er nog.

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 opgeslagen</translation>
    </message>
    <message>
        <source>Zip package (*.zip)</source>
        <translation>Zip-pakket (*.zip)</translation>
    </message>
    <message>
        <source>Package folder</source>
        <translation>Pakketmap</translation>
    </message>
    <message>
        <source>Save Package As</source>
        <translation>Pakket opslaan als</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>The package &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>Het pakket &quot;%1&quot; heeft wijzigingen die niet zijn opgeslagen. Opslaan?</translation>
    </message>
    <message>
        <source>New Tile</source>
        <translation>Nieuwe tegel</translation>
    </message>
    <message>
        <source>Duplicate Tile %1</source>
        <translation>Tegel %1 dupliceren</translation>
    </message>
    <message>
        <source>Copy Tile %1/%2</source>
        <translation>Tegel %1/%2 kopiëren</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>The package %1 could not be read.</source>
        <translation>Het pakket %1 kon niet gelezen worden.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>The package has problems (%1); the game may refuse it. Play anyway?</source>
        <translation>Het pakket heeft problemen (%1); het spel kan het weigeren. Toch spelen?</translation>
    </message>
    <message>
        <source>The game could not be started.

%1

Command: %2</source>
        <translation>Het spel kon niet gestart worden.

%1

Opdracht: %2</translation>
    </message>
    <message>
        <source>Game started</source>
        <translation>Spel gestart</translation>
    </message>
    <message>
        <source>Export Contact Sheet</source>
        <translation>Overzichtsblad exporteren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>The picture could not be saved: %1</source>
        <translation>De afbeelding kon niet opgeslagen worden: %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 geëxporteerd</translation>
    </message>
    <message>
        <source>The recovery copy could not be written: %1</source>
        <translation>De herstelkopie kon niet geschreven worden: %1</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Niet-opgeslagen werk herstellen</translation>
    </message>
    <message>
        <source>Cell [0, 0] is the tile&apos;s anchor: where the tile lies and turns in a game. It stays.</source>
        <translation>Cel [0, 0] is het anker van de tegel: waar de tegel in een spel ligt en draait. Die blijft.</translation>
    </message>
    <message>
        <source>A tile keeps at least one cell</source>
        <translation>Een tegel houdt minstens één cel</translation>
    </message>
    <message>
        <source>Without this cell the tile would fall apart</source>
        <translation>Zonder deze cel zou de tegel uit elkaar vallen</translation>
    </message>
    <message>
        <source>Remove C&amp;ell [%1, %2]</source>
        <extracomment>The Tile menu&apos;s cell removal, naming the current cell.</extracomment>
        <translation>Cel [%1, %2] verwijd&amp;eren</translation>
    </message>
    <message>
        <source>&amp;Install in the Game</source>
        <translation>In het spel &amp;installeren</translation>
    </message>
    <message>
        <source>Put this package in your packages folder, where the game offers it</source>
        <translation>Zet dit pakket in je pakkettenmap, waar het spel het aanbiedt</translation>
    </message>
    <message>
        <source>Install in the Game</source>
        <translation>In het spel installeren</translation>
    </message>
    <message>
        <source>The package has problems (%1): the game would refuse it. The Problems dock lists them.</source>
        <translation>Het pakket heeft problemen (%1): het spel zou het weigeren. Het paneel Problemen somt ze op.</translation>
    </message>
    <message>
        <source>Installed %1: the game offers it in its new game dialog</source>
        <translation>%1 geïnstalleerd: het spel biedt het aan bij een nieuw spel</translation>
    </message>
    <message>
        <source>A package %1 is installed already. Replace it?</source>
        <translation>Er is al een pakket %1 geïnstalleerd. Vervangen?</translation>
    </message>
    <message>
        <source>%1 is a built-in package&apos;s id: give the package another id on the Package page.</source>
        <translation>%1 is de id van een ingebouwd pakket: geef het pakket een andere id op de pagina Pakket.</translation>
    </message>
    <message>
        <source>A package folder %1 is installed (%2); it is left as it is.</source>
        <translation>Er is een pakketmap %1 geïnstalleerd (%2); die blijft zoals ze is.</translation>
    </message>
    <message>
        <source>The package could not be installed: %1</source>
        <translation>Het pakket kon niet geïnstalleerd worden: %1</translation>
    </message>
    <message>
        <source>A copy of unsaved work from an editor that did not close properly cannot be read:
%1

%2

Delete it? (No keeps it there.)</source>
        <translation>Een kopie van niet-opgeslagen werk van een editor die niet goed werd afgesloten, kan niet gelezen worden:
%1

%2

Verwijderen? (Nee laat hem staan.)</translation>
    </message>
    <message>
        <source>The editor did not close properly last time. Restore the package &quot;%1&quot;, never saved, as it was at %2?</source>
        <translation>De editor werd de vorige keer niet goed afgesloten. Het nooit opgeslagen pakket &quot;%1&quot; herstellen (stand van %2)?</translation>
    </message>
    <message>
        <source>The editor did not close properly last time. Restore the unsaved changes to the package &quot;%1&quot; (%2) as they were at %3?</source>
        <translation>De editor werd de vorige keer niet goed afgesloten. De niet-opgeslagen wijzigingen aan het pakket &quot;%1&quot; (%2) herstellen (stand van %3)?</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>%1 is installed: it is saved in the game&apos;s packages folder, and the game offers it in its new game dialog</source>
        <translation>%1 is geïnstalleerd: het staat opgeslagen in de pakkettenmap van het spel, en het spel biedt het aan bij een nieuw spel</translation>
    </message>
    <message>
        <source>New package %1 (id %2)</source>
        <translation>Nieuw pakket %1 (id %2)</translation>
    </message>
</context>
<context>
    <name>carcassonne::NameFields</name>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
</context>
<context>
    <name>carcassonne::NewPackageDialog</name>
    <message>
        <source>New Package</source>
        <translation>Nieuw pakket</translation>
    </message>
    <message>
        <source>My tiles</source>
        <translation>Mijn tegels</translation>
    </message>
    <message>
        <source>&amp;Name (English):</source>
        <translation>&amp;Naam (Engels):</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>The id names the package&apos;s file and is how other packages require it. Dutch and German names, and another id, can be given on the Package page.</source>
        <translation>De id is de naam van het bestand van het pakket, en daarmee vereisen andere pakketten het. Nederlandse en Duitse namen, en een andere id, geef je op de pagina Pakket.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Maken</translation>
    </message>
    <message>
        <source>(from the name)</source>
        <translation>(uit de naam)</translation>
    </message>
</context>
<context>
    <name>carcassonne::PackageDocument</name>
    <message>
        <source>Rename Tile %1 to %2</source>
        <translation>Tegel %1 hernoemen naar %2</translation>
    </message>
    <message>
        <source>Rename Tile</source>
        <translation>Tegel hernoemen</translation>
    </message>
    <message>
        <source>Change Start Tile</source>
        <translation>Starttegel wijzigen</translation>
    </message>
    <message>
        <source>Scoring rules that count %1: %2. Change or remove them first.</source>
        <comment>%1: the attribute&apos;s id, %2: rule numbers</comment>
        <translation>Telregels die %1 tellen: %2. Wijzig of verwijder die eerst.</translation>
    </message>
    <message>
        <source>Remove Attribute %1</source>
        <translation>Kenmerk %1 verwijderen</translation>
    </message>
    <message>
        <source>The picture cannot be used: %1.</source>
        <comment>%1: why, from the art checker</comment>
        <translation>Het plaatje kan niet gebruikt worden: %1.</translation>
    </message>
    <message>
        <source>Own Mark for Attribute %1</source>
        <translation>Eigen teken voor kenmerk %1</translation>
    </message>
    <message>
        <source>Picture for Figure %1</source>
        <translation>Plaatje voor figuur %1</translation>
    </message>
    <message>
        <source>Change Mark of Attribute</source>
        <translation>Teken van kenmerk wijzigen</translation>
    </message>
    <message>
        <source>No Own Picture for Figure %1</source>
        <translation>Geen eigen plaatje voor figuur %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2.</source>
        <translation>%1 kon niet gelezen worden: %2.</translation>
    </message>
</context>
<context>
    <name>carcassonne::PackagePage</name>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Package</source>
        <translation>Pakket</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Versie:</translation>
    </message>
    <message>
        <source>Names and descriptions</source>
        <translation>Namen en beschrijvingen</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschrijving:</translation>
    </message>
    <message>
        <source>Change Package Name</source>
        <translation>Pakketnaam wijzigen</translation>
    </message>
    <message>
        <source>Change Package Description</source>
        <translation>Pakketbeschrijving wijzigen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Requires:</source>
        <translation>&amp;Vereist:</translation>
    </message>
    <message>
        <source>&amp;Start tile:</source>
        <translation>&amp;Starttegel:</translation>
    </message>
    <message>
        <source>Without a start tile of its own, the game starts with the start tile of a required package.</source>
        <translation>Zonder eigen starttegel begint het spel met de starttegel van een vereist pakket.</translation>
    </message>
    <message>
        <source>Change Package Id</source>
        <translation>Pakket-id wijzigen</translation>
    </message>
    <message>
        <source>Change Package Version</source>
        <translation>Pakketversie wijzigen</translation>
    </message>
    <message>
        <source>Change Required Packages</source>
        <translation>Vereiste pakketten wijzigen</translation>
    </message>
    <message>
        <source>Change Start Tile</source>
        <translation>Starttegel wijzigen</translation>
    </message>
    <message>
        <source>(none: use a required package&apos;s)</source>
        <translation>(geen: die van een vereist pakket)</translation>
    </message>
    <message>
        <source>%1 (cannot be read)</source>
        <translation>%1 (onleesbaar)</translation>
    </message>
    <message>
        <source>%1 (not installed)</source>
        <translation>%1 (niet geïnstalleerd)</translation>
    </message>
    <message>
        <source>The package %1 is installed but cannot be read.</source>
        <translation>Het pakket %1 is geïnstalleerd maar kan niet gelezen worden.</translation>
    </message>
    <message>
        <source>The package %1 is not installed: the game cannot start this package without it.</source>
        <translation>Het pakket %1 is niet geïnstalleerd: zonder dat kan het spel dit pakket niet starten.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a required package: its name (its id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Package id: %1</source>
        <translation>Id van het pakket: %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::PlayDialog</name>
    <message>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Start a game with this package now. The editor stays open: change a tile and play again.</source>
        <translation>Start nu een spel met dit pakket. De editor blijft open: wijzig een tegel en speel opnieuw.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pelers:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;pelen</translation>
    </message>
    <message>
        <source>Person at this screen (hot seat)</source>
        <translation>Persoon aan dit scherm (hot seat)</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Plaats %1:</translation>
    </message>
    <message>
        <source>%1 (%2-%3):</source>
        <extracomment>A parameter the game starts at, e.g. &quot;Level (1-6):&quot;.</extracomment>
        <translation>%1 (%2-%3):</translation>
    </message>
    <message>
        <source>All tiles shuffled together</source>
        <translation>Alle tegels samen geschud</translation>
    </message>
    <message>
        <source>This package&apos;s tiles first</source>
        <translation>Eerst de tegels van dit pakket</translation>
    </message>
    <message>
        <source>Only this package&apos;s tiles</source>
        <translation>Alleen de tegels van dit pakket</translation>
    </message>
    <message>
        <source>The start tile stays the rule set&apos;s; the rest follow shuffled.</source>
        <translation>De starttegel blijft die van de spelregels; de rest volgt geschud.</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>&amp;Tegels:</translation>
    </message>
    <message>
        <source>Let other computers join the table</source>
        <translation>Andere computers aan tafel laten meedoen</translation>
    </message>
    <message>
        <source>Without it, only a second game window on this computer can take a friend&apos;s seat.</source>
        <translation>Zonder dit kan alleen een tweede spelvenster op deze computer de plaats van een vriend innemen.</translation>
    </message>
    <message>
        <source>A friend at another computer (you host)</source>
        <translation>Een vriend op een andere computer (jij host)</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Hosten</translation>
    </message>
</context>
<context>
    <name>carcassonne::ProblemsWidget</name>
    <message>
        <source>Tile</source>
        <translation>Tegel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Waar</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>No problems: the package loads, and every tile can be placed in a game with what it requires.</source>
        <translation>Geen problemen: het pakket laadt, en elke tegel kan gelegd worden in een spel met wat het vereist.</translation>
    </message>
</context>
<context>
    <name>carcassonne::RulesPage</name>
    <message>
        <source>Rule modules</source>
        <translation>Regelmodules</translation>
    </message>
    <message>
        <source>Not part of this package</source>
        <translation>Geen deel van dit pakket</translation>
    </message>
    <message>
        <source>On by default</source>
        <translation>Standaard aan</translation>
    </message>
    <message>
        <source>Off by default</source>
        <translation>Standaard uit</translation>
    </message>
    <message>
        <source>Change Module %1</source>
        <translation>Module %1 wijzigen</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Reset to the default</source>
        <translation>Terugzetten naar de standaard</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 terugzetten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>parameter name (module name)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 wijzigen</translation>
    </message>
    <message>
        <source>set here (default %1)</source>
        <translation>hier ingesteld (standaard %1)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>uit %1</translation>
    </message>
    <message>
        <source>from %1 %2</source>
        <extracomment>Where a parameter&apos;s value comes from: another parameter&apos;s value, e.g. &quot;from Level 3&quot;.</extracomment>
        <translation>van %1 %2</translation>
    </message>
    <message>
        <source>preset by %1</source>
        <translation>voorinstelling van %1</translation>
    </message>
    <message>
        <source>Show the modules of other rule sets</source>
        <translation>De modules van andere spelregels tonen</translation>
    </message>
    <message>
        <source>Modules that neither this package nor the packages it requires name, with their parameters</source>
        <translation>Modules die dit pakket en de pakketten die het vereist niet noemen, met hun parameters</translation>
    </message>
</context>
<context>
    <name>carcassonne::ScoringPage</name>
    <message>
        <source>Switch It On</source>
        <translation>Inschakelen</translation>
    </message>
    <message>
        <source>Change Module %1</source>
        <translation>Module %1 wijzigen</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Kenmerken</translation>
    </message>
    <message>
        <source>Scoring rules</source>
        <translation>Telregels</translation>
    </message>
    <message>
        <source>Each rule changes how features of one type score when its conditions hold. A feature&apos;s points: the amounts of the Set rules that match (or the usual points), times each matching factor, plus each matching addition; nothing if a Score Nothing rule matches. Two Set rules that could both match one feature must not give one thing two amounts.</source>
        <translation>Elke regel verandert hoe gebieden van één soort scoren als zijn voorwaarden gelden. De punten van een gebied: de bedragen van de passende regels die punten vastleggen (of de gewone punten), maal elke passende factor, plus elke passende toevoeging; niets als een regel die niets laat scoren past. Twee regels die punten vastleggen en allebei op één gebied kunnen passen, mogen één ding geen twee bedragen geven.</translation>
    </message>
    <message>
        <source>The scoring rules in rules.json could not be read (the Problems dock says why). They are kept and saved as they are written; mend them in the file, or discard them to write rules here.</source>
        <translation>De telregels in rules.json konden niet worden gelezen (het venster Problemen zegt waarom). Ze blijven bewaard en worden opgeslagen zoals ze geschreven zijn; herstel ze in het bestand, of gooi ze weg om hier regels te schrijven.</translation>
    </message>
    <message>
        <source>Discard the Unread Rules</source>
        <translation>Ongelezen regels weggooien</translation>
    </message>
    <message>
        <source>Discard Unread Scoring Rules</source>
        <translation>Ongelezen telregels weggooien</translation>
    </message>
    <message>
        <source>No scoring rules yet: features score as the other modules say.</source>
        <translation>Nog geen telregels: gebieden scoren zoals de andere modules zeggen.</translation>
    </message>
    <message>
        <source>Add Rule</source>
        <translation>Regel toevoegen</translation>
    </message>
    <message>
        <source>A rule for completed cities that scores them as usual: change it from there</source>
        <translation>Een regel voor afgebouwde steden die ze gewoon laat scoren: pas hem vanaf daar aan</translation>
    </message>
    <message>
        <source>Add Scoring Rule</source>
        <translation>Telregel toevoegen</translation>
    </message>
    <message>
        <source>Move Scoring Rule %1 Up</source>
        <translation>Telregel %1 omhoog</translation>
    </message>
    <message>
        <source>Move Scoring Rule %1 Down</source>
        <translation>Telregel %1 omlaag</translation>
    </message>
    <message>
        <source>Remove Scoring Rule %1</source>
        <translation>Telregel %1 verwijderen</translation>
    </message>
    <message>
        <source>The package does not name the rule module “%1”: games will not play these rules.</source>
        <translation>Het pakket noemt de regelmodule „%1” niet: spellen spelen deze regels niet.</translation>
    </message>
    <message>
        <source>The rule module “%1” is off by default (Rules page): games play these rules only when the players switch it on.</source>
        <translation>De regelmodule „%1” staat standaard uit (pagina Regels): spellen spelen deze regels alleen als de spelers hem inschakelen.</translation>
    </message>
    <message>
        <source>Games play these rules through the rule module “%1”, on by default in this package (Rules page).</source>
        <translation>Spellen spelen deze regels via de regelmodule „%1”, standaard aan in dit pakket (pagina Regels).</translation>
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
        <translation>Hoe het venster Problemen en rules.json deze regel noemen</translation>
    </message>
    <message>
        <source>Move this rule up</source>
        <translation>Deze regel omhoog</translation>
    </message>
    <message>
        <source>Move this rule down</source>
        <translation>Deze regel omlaag</translation>
    </message>
    <message>
        <source>Remove this rule</source>
        <translation>Deze regel verwijderen</translation>
    </message>
    <message>
        <source>Change Feature of Rule %1</source>
        <translation>Gebied van regel %1 wijzigen</translation>
    </message>
    <message>
        <source>Change When of Rule %1</source>
        <translation>Moment van regel %1 wijzigen</translation>
    </message>
    <message>
        <source>Feature:</source>
        <translation>Gebied:</translation>
    </message>
    <message>
        <source>If:</source>
        <translation>Als:</translation>
    </message>
    <message>
        <source>sets the points</source>
        <translation>legt de punten vast</translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>levert niets op</translation>
    </message>
    <message>
        <source>multiplies its points</source>
        <translation>vermenigvuldigt zijn punten</translation>
    </message>
    <message>
        <source>adds points</source>
        <translation>telt punten op</translation>
    </message>
    <message>
        <source>Set: points per tile, pennant or attribute in place of the usual ones. Multiply and add change what the feature scores otherwise.</source>
        <translation>Vastleggen: punten per tegel, wapen of kenmerk in plaats van de gewone. Vermenigvuldigen en optellen veranderen wat het gebied anders oplevert.</translation>
    </message>
    <message>
        <source>Change Effect of Rule %1</source>
        <translation>Gevolg van regel %1 wijzigen</translation>
    </message>
    <message>
        <source>Then it:</source>
        <translation>Dan:</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>bonus (once)</source>
        <translation>bonus (één keer)</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>hoogstens</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>Deze voorwaarde verwijderen</translation>
    </message>
    <message>
        <source>Change Condition of Rule %1</source>
        <translation>Voorwaarde van regel %1 wijzigen</translation>
    </message>
    <message>
        <source>Remove Condition from Rule %1</source>
        <translation>Voorwaarde uit regel %1 verwijderen</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>minstens</translation>
    </message>
    <message>
        <source>every one (no condition)</source>
        <translation>elk (geen voorwaarde)</translation>
    </message>
    <message>
        <source>Add Condition</source>
        <translation>Voorwaarde toevoegen</translation>
    </message>
    <message>
        <source>Add Condition to Rule %1</source>
        <translation>Voorwaarde aan regel %1 toevoegen</translation>
    </message>
    <message>
        <source>Remove this amount</source>
        <translation>Dit bedrag verwijderen</translation>
    </message>
    <message>
        <source>Change Points of Rule %1</source>
        <translation>Punten van regel %1 wijzigen</translation>
    </message>
    <message>
        <source>Remove Points from Rule %1</source>
        <translation>Punten uit regel %1 verwijderen</translation>
    </message>
    <message>
        <source>points for each</source>
        <extracomment>Scoring rule amounts: &quot;[2] points for each [tile]&quot;</extracomment>
        <translation>punten per</translation>
    </message>
    <message>
        <source>Add Points</source>
        <translation>Punten toevoegen</translation>
    </message>
    <message>
        <source>Points for each of another thing the feature counts, or a bonus once</source>
        <translation>Punten voor elk van iets anders dat het gebied telt, of één keer een bonus</translation>
    </message>
    <message>
        <source>Add Points to Rule %1</source>
        <translation>Punten aan regel %1 toevoegen</translation>
    </message>
    <message>
        <source>by</source>
        <translation>met</translation>
    </message>
    <message>
        <source>points:</source>
        <translation>punten:</translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation>aan het einde van het spel</translation>
    </message>
    <message>
        <source>when completed</source>
        <translation>als afgebouwd</translation>
    </message>
    <message>
        <source>at the end, unfinished</source>
        <translation>aan het einde, onafgebouwd</translation>
    </message>
    <message>
        <source>completed or at the end</source>
        <translation>afgebouwd of aan het einde</translation>
    </message>
</context>
<context>
    <name>carcassonne::TileCanvas</name>
    <message>
        <source>No tile: add one with Tile &gt; New Tile</source>
        <translation>Geen tegel: voeg er een toe met Tegel &gt; Nieuwe tegel</translation>
    </message>
    <message>
        <source>%1  ·  copies: %2</source>
        <extracomment>Caption under the tile: its id and how many copies the package holds.</extracomment>
        <translation>%1  ·  exemplaren: %2</translation>
    </message>
    <message>
        <source>  ·  start tile</source>
        <translation>  ·  starttegel</translation>
    </message>
    <message>
        <source>Drag over ports to draw %1</source>
        <translation>Sleep over aansluitpunten om %1 te tekenen</translation>
    </message>
    <message>
        <source>Click in a cell to place %1</source>
        <translation>Klik in een cel om %1 te plaatsen</translation>
    </message>
    <message>
        <source>Click a port to select its feature; Ctrl+click to add</source>
        <translation>Klik op een aansluitpunt om het gebied te selecteren; Ctrl+klik voegt toe</translation>
    </message>
    <message>
        <source>View turned %1°</source>
        <translation>Weergave %1° gedraaid</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 toevoegen</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>%1 tekenen</translation>
    </message>
    <message>
        <source>Add Cell %1</source>
        <extracomment>Undo step: a cell added to a multi-cell tile at offset [x, y].</extracomment>
        <translation>Cel %1 toevoegen</translation>
    </message>
    <message>
        <source>Remove Cell %1</source>
        <extracomment>Undo step: a cell removed from a multi-cell tile, with the features in it.</extracomment>
        <translation>Cel %1 verwijderen</translation>
    </message>
    <message>
        <source>Add Cell %1 Here</source>
        <translation>Cel %1 hier toevoegen</translation>
    </message>
    <message>
        <source>Cell %1</source>
        <translation>Cel %1</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;North</source>
        <translation>Cel aan de &amp;noordkant toevoegen</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;East</source>
        <translation>Cel aan de &amp;oostkant toevoegen</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;South</source>
        <translation>Cel aan de &amp;zuidkant toevoegen</translation>
    </message>
    <message>
        <source>Add Cell to the &amp;West</source>
        <translation>Cel aan de &amp;westkant toevoegen</translation>
    </message>
    <message>
        <source>Cell %1 is there already</source>
        <translation>Cel %1 is er al</translation>
    </message>
    <message>
        <source>A tile has at most %1 cells</source>
        <translation>Een tegel heeft hoogstens %1 cellen</translation>
    </message>
    <message>
        <source>&amp;Remove Cell %1</source>
        <translation>Cel %1 &amp;verwijderen</translation>
    </message>
    <message>
        <source>Cell [0, 0] is the tile&apos;s anchor: where the tile lies and turns in a game. It stays.</source>
        <translation>Cel [0, 0] is het anker van de tegel: waar de tegel in een spel ligt en draait. Die blijft.</translation>
    </message>
    <message>
        <source>Without this cell the tile would fall apart</source>
        <translation>Zonder deze cel zou de tegel uit elkaar vallen</translation>
    </message>
    <message>
        <source>Add a cell at %1</source>
        <translation>Een cel toevoegen op %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::TileListModel</name>
    <message>
        <source>%1  ×%2  (start)</source>
        <extracomment>A tile&apos;s entry in the tile list: its id and how many copies the package has.</extracomment>
        <translation>%1  ×%2  (start)</translation>
    </message>
    <message>
        <source>%1  ×%2</source>
        <translation>%1  ×%2</translation>
    </message>
    <message>
        <source>Tile %1: copies: %2, features: %3</source>
        <translation>Tegel %1: exemplaren: %2, gebieden: %3</translation>
    </message>
</context>
<context>
    <name>carcassonne::TilePropertiesWidget</name>
    <message>
        <source>Tile</source>
        <translation>Tegel</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Id:</translation>
    </message>
    <message>
        <source>&amp;Copies:</source>
        <translation>&amp;Exemplaren:</translation>
    </message>
    <message>
        <source>Cells:</source>
        <translation>Cellen:</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Gebied</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Soort:</translation>
    </message>
    <message>
        <source>&amp;Pennants:</source>
        <translation>&amp;Wapens:</translation>
    </message>
    <message>
        <source>&amp;Wine:</source>
        <translation>Wij&amp;n:</translation>
    </message>
    <message>
        <source>&amp;Grain:</source>
        <translation>&amp;Graan:</translation>
    </message>
    <message>
        <source>Clo&amp;th:</source>
        <translation>&amp;Laken:</translation>
    </message>
    <message>
        <source>&amp;Trading posts:</source>
        <translation>&amp;Handelsposten:</translation>
    </message>
    <message>
        <source>&amp;Animals:</source>
        <translation>&amp;Dieren:</translation>
    </message>
    <message>
        <source>Ghosts:</source>
        <comment>The Mist</comment>
        <translation>Spoken:</translation>
    </message>
    <message>
        <source>Arrow &amp;symbol:</source>
        <translation>Pijl&amp;symbool:</translation>
    </message>
    <message>
        <source>Arrow si&amp;de:</source>
        <translation>Pijl&amp;zijde:</translation>
    </message>
    <message>
        <source>Borders cities:</source>
        <translation>Grenst aan steden:</translation>
    </message>
    <message>
        <source>Change Copies of %1</source>
        <translation>Exemplaren van %1 wijzigen</translation>
    </message>
    <message>
        <source>Change Pennants</source>
        <translation>Wapens wijzigen</translation>
    </message>
    <message>
        <source>Change Goods</source>
        <translation>Handelswaren wijzigen</translation>
    </message>
    <message>
        <source>Change Trading Posts</source>
        <translation>Handelsposten wijzigen</translation>
    </message>
    <message>
        <source>Change Animals</source>
        <translation>Dieren wijzigen</translation>
    </message>
    <message>
        <source>Change Ghosts</source>
        <translation>Spoken wijzigen</translation>
    </message>
    <message>
        <source>Change Arrow Symbol</source>
        <translation>Pijlsymbool wijzigen</translation>
    </message>
    <message>
        <source>Change Arrow Side</source>
        <translation>Pijlzijde wijzigen</translation>
    </message>
    <message>
        <source>Change Bordered Cities</source>
        <translation>Aangrenzende steden wijzigen</translation>
    </message>
    <message>
        <source>Selected features: %1</source>
        <translation>Geselecteerde gebieden: %1</translation>
    </message>
    <message>
        <source>None selected</source>
        <translation>Niets geselecteerd</translation>
    </message>
    <message>
        <source>Pick a terrain in the tool bar and drag over the ports to draw it. Choose Select (S) and click a port to edit its feature; Ctrl+click selects a second one to merge.</source>
        <translation>Kies een landschap in de werkbalk en sleep over de aansluitpunten om het te tekenen. Kies Selecteren (S) en klik op een aansluitpunt om het gebied te bewerken; Ctrl+klik selecteert een tweede om samen te voegen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a feature&apos;s type and its number among the tile&apos;s of that type: Road 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <comment>an attribute of the package&apos;s own: Change Inn</comment>
        <translation>%1 wijzigen</translation>
    </message>
    <message>
        <source>This package&apos;s own attribute %1 (Scoring page)</source>
        <translation>Eigen kenmerk %1 van dit pakket (pagina Telling)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Carcassonne Tile Editor</source>
        <translation>Carcassonne-tegeleditor</translation>
    </message>
    <message>
        <source>Draw Carcassonne tiles and variants, and play them at once.</source>
        <translation>Teken Carcassonne-tegels en -varianten en speel ze meteen.</translation>
    </message>
    <message>
        <source>A package folder or .zip to open.</source>
        <translation>Een pakketmap of .zip om te openen.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt;, then quit.</source>
        <translation>Een afbeelding van het venster opslaan in &lt;bestand&gt;, dan afsluiten.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>bestand</translation>
    </message>
    <message>
        <source>Show the tile &lt;id&gt;.</source>
        <translation>De tegel &lt;id&gt; tonen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Select the feature &lt;index&gt; of the tile shown.</source>
        <translation>Het gebied &lt;index&gt; van de getoonde tegel selecteren.</translation>
    </message>
    <message>
        <source>index</source>
        <translation>index</translation>
    </message>
    <message>
        <source>page</source>
        <translation>pagina</translation>
    </message>
    <message>
        <source>Show the editor in &lt;code&gt; (en, nl or de) this time.</source>
        <translation>De editor deze keer in &lt;code&gt; (en, nl of de) tonen.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Show the page &lt;page&gt;: tile, package, rules or scoring.</source>
        <translation>De pagina &lt;pagina&gt; tonen: tile, package, rules of scoring.</translation>
    </message>
</context>
</TS>
