<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbbotUi</name>
    <message>
        <source>abbot</source>
        <translation>Abt</translation>
    </message>
</context>
<context>
    <name>ArrowsUi</name>
    <message>
        <source>a second meeple beside your own</source>
        <comment>arrow symbol</comment>
        <translation>ein zweiter Gefolgsmann neben deinem</translation>
    </message>
    <message>
        <source>a meeple anywhere</source>
        <comment>arrow symbol</comment>
        <translation>ein Gefolgsmann, wo du willst</translation>
    </message>
    <message>
        <source>another turn</source>
        <comment>arrow symbol</comment>
        <translation>ein weiterer Zug</translation>
    </message>
    <message>
        <source>%1 activated an arrow: a meeple may reinforce a feature</source>
        <translation>%1 aktivierte einen Pfeil: ein Gefolgsmann darf ein Gebiet verstärken</translation>
    </message>
    <message>
        <source>%1 activated an arrow: a meeple may go anywhere</source>
        <translation>%1 aktivierte einen Pfeil: ein Gefolgsmann darf überallhin</translation>
    </message>
    <message>
        <source>%1 activated an arrow: another turn</source>
        <translation>%1 aktivierte einen Pfeil: ein weiterer Zug</translation>
    </message>
    <message>
        <source>Several arrows point at tiles: choose the one to use.</source>
        <translation>Mehrere Pfeile zeigen auf Karten: Wähle den, den du nutzt.</translation>
    </message>
    <message>
        <source>Extra turn from an arrow</source>
        <translation>Zusatzzug durch einen Pfeil</translation>
    </message>
    <message>
        <source>The arrow %1: %2</source>
        <extracomment>%1: where the arrow&apos;s tile lies (&quot;on your tile&quot;, &quot;north of your tile&quot;); %2 its effect.</extracomment>
        <translation>Der Pfeil %1: %2</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Computer: beginner</source>
        <translation>Computer: Anfänger</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: casual</source>
        <translation>Computer: gemütlich</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
</context>
<context>
    <name>BuilderUi</name>
    <message>
        <source>%1&apos;s builder grants a second tile</source>
        <translation>Der Baumeister von %1 bringt eine zweite Karte</translation>
    </message>
    <message>
        <source>Double turn: the builder&apos;s second tile</source>
        <translation>Doppelzug: die zweite Karte des Baumeisters</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>Baumeister</translation>
    </message>
</context>
<context>
    <name>CastlesUi</name>
    <message>
        <source>haunted castle</source>
        <translation>Geisterburg</translation>
    </message>
</context>
<context>
    <name>CoastUi</name>
    <message>
        <source>bandit</source>
        <translation>Bandit</translation>
    </message>
    <message>
        <source>sheriff</source>
        <translation>Sheriff</translation>
    </message>
    <message>
        <source>colonist</source>
        <translation>Siedler</translation>
    </message>
    <message>
        <source>Start field: a tile may touch it with any side. It is not a tile and joins nothing.</source>
        <translation>Startfeld: Eine Karte darf mit jeder Seite daran anliegen. Es ist keine Karte und verbindet nichts.</translation>
    </message>
    <message>
        <source>The sea: no tile lies east of the coast.</source>
        <translation>Das Meer: Östlich der Küste liegt keine Karte.</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Weg</translation>
    </message>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n Flagge</numerusform>
            <numerusform>%n Flaggen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CooperativeUi</name>
    <message>
        <source>The ghosts ran out: the supply could not give the ghosts a tile called for.</source>
        <translation>Die Geister sind aus: Der Vorrat konnte nicht so viele Geister geben, wie eine Karte verlangte.</translation>
    </message>
    <message>
        <source>The tiles ran out before the goal was reached.</source>
        <translation>Die Karten gingen aus, bevor das Ziel erreicht war.</translation>
    </message>
    <message>
        <source>A stack ran out before the team reached its hound.</source>
        <translation>Ein Stapel ging aus, bevor das Team seinen Hund erreichte.</translation>
    </message>
    <message>
        <source>A hound was reached with no guard on the board to lie by.</source>
        <translation>Ein Hund wurde erreicht, ohne dass ein Wächter auf dem Spielplan stand, bei dem er liegen konnte.</translation>
    </message>
    <message>
        <source>The team has lost.</source>
        <translation>Das Team hat verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lets %n point(s) go and calms ghosts instead</source>
        <translation>
            <numerusform>%1 verzichtet auf %n Punkt und vertreibt stattdessen Geister</numerusform>
            <numerusform>%1 verzichtet auf %n Punkte und vertreibt stattdessen Geister</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores, and the team reaches its goal of %n point(s)</source>
        <translation>
            <numerusform>%1 punktet, und das Team erreicht sein Ziel von %n Punkt</numerusform>
            <numerusform>%1 punktet, und das Team erreicht sein Ziel von %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1&apos;s turn the team loses. %2</source>
        <translation>Im Zug von %1 verliert das Team. %2</translation>
    </message>
    <message>
        <source>Several completed features score this turn. Which one is settled first?</source>
        <translation>In diesem Zug werden mehrere fertige Gebiete gewertet. Welches wird zuerst abgehandelt?</translation>
    </message>
    <message numerus="yes">
        <source>%1, for each of %n colour(s)</source>
        <translation>
            <numerusform>%1, für jede von %n Farbe</numerusform>
            <numerusform>%1, für jede von %n Farben</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the points</source>
        <translation>Die Punkte nehmen</translation>
    </message>
    <message numerus="yes">
        <source>Take the points: %n for each of %2 colours</source>
        <translation>
            <numerusform>Die Punkte nehmen: %n für jede von %2 Farben</numerusform>
            <numerusform>Die Punkte nehmen: %n für jede von %2 Farben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take the points: %n</source>
        <translation>
            <numerusform>Die Punkte nehmen: %n</numerusform>
            <numerusform>Die Punkte nehmen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Towards the goal</source>
        <translation>Zum Ziel</translation>
    </message>
    <message>
        <source>This colour&apos;s score against the goal: the team wins once every colour has reached it.</source>
        <translation>Die Punkte dieser Farbe gegen das Ziel: Das Team gewinnt, sobald jede Farbe es erreicht hat.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>%1 of 6</source>
        <translation>%1 von 6</translation>
    </message>
    <message>
        <source>Lowest</source>
        <translation>Kleinste</translation>
    </message>
    <message numerus="yes">
        <source>Every colour scores for itself: the team wins when the lowest score reaches %n point(s).</source>
        <translation>
            <numerusform>Jede Farbe punktet für sich: Das Team gewinnt, wenn die niedrigste Punktzahl %n Punkt erreicht.</numerusform>
            <numerusform>Jede Farbe punktet für sich: Das Team gewinnt, wenn die niedrigste Punktzahl %n Punkte erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message numerus="yes">
        <source>The colours&apos; points together: the team wins at once when they reach %n point(s).</source>
        <translation>
            <numerusform>Die Punkte aller Farben zusammen: Das Team gewinnt sofort, wenn sie %n Punkt erreichen.</numerusform>
            <numerusform>Die Punkte aller Farben zusammen: Das Team gewinnt sofort, wenn sie %n Punkte erreichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>guard</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) in the supply</source>
        <translation>
            <numerusform>%n Geist im Vorrat</numerusform>
            <numerusform>%n Geister im Vorrat</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 tiles in stacks of %3</source>
        <translation>%1, %2 Karten in Stapeln zu %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n tile(s) in one pile</source>
        <translation>
            <numerusform>%1, %n Karte in einem Stapel</numerusform>
            <numerusform>%1, %n Karten in einem Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: %n point(s) to win</source>
        <translation>
            <numerusform>Ziel: %n Punkt zum Sieg</numerusform>
            <numerusform>Ziel: %n Punkte zum Sieg</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, every colour for itself</source>
        <translation>%1, jede Farbe für sich</translation>
    </message>
    <message>
        <source>Without haunted castles and graveyards.</source>
        <translation>Ohne Geisterburgen und Friedhöfe.</translation>
    </message>
    <message>
        <source>Haunted castles pay for the fog around them. A graveyard closes when its four sides touch tiles and buries a guard; while one is open, ghosts on fog bring one more to it.</source>
        <translation>Geisterburgen bringen Punkte für den Nebel um sie herum. Ein Friedhof schließt sich, wenn an allen vier Seiten Karten liegen, und begräbt einen Wächter; solange einer offen ist, bringen Geister im Nebel einen weiteren dorthin.</translation>
    </message>
    <message>
        <source>Haunted graveyards: one closes only with all eight neighbours, a new one puts a ghost on each foggy tile around it, and while one is open a tile goes face down beside it every turn.</source>
        <translation>Spukende Friedhöfe: Einer schließt sich erst mit allen acht Nachbarn, ein neuer setzt einen Geist auf jede umliegende Karte mit Nebel, und solange einer offen ist, kommt jeden Zug eine verdeckte Karte daneben.</translation>
    </message>
    <message>
        <source>A hound reached opens the next stack, calms ghosts by a guard and later scores a point per ghost on the board.</source>
        <translation>Ein erreichter Hund öffnet den nächsten Stapel, vertreibt Geister bei einem Wächter und bringt später einen Punkt pro Geist auf dem Spielplan.</translation>
    </message>
    <message numerus="yes">
        <source>The team reached the goal of %n point(s) on level %1.</source>
        <translation>
            <numerusform>Das Team hat das Ziel von %n Punkt in Level %1 erreicht.</numerusform>
            <numerusform>Das Team hat das Ziel von %n Punkten in Level %1 erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Mist is played together. With the English edition&apos;s colours a player alone plays 4 colours and two players 2 colours each, 3 guards a colour, and every guard is placed in one of your colours; otherwise each player is one colour of 5 guards.</source>
        <translation>The Mist wird gemeinsam gespielt. Mit den Farben der englischen Ausgabe spielt jemand allein 4 Farben und zwei Spieler je 2 Farben, 3 Wächter pro Farbe, und jeder Wächter wird in einer deiner Farben gesetzt; sonst ist jeder Spieler eine Farbe mit 5 Wächtern.</translation>
    </message>
    <message numerus="yes">
        <source>Goals: the hound Rufus at %1 by the end of the first stack, the hound Ronja at %2 by the end of the second, %n point(s) to win</source>
        <translation>
            <numerusform>Ziele: der Hund Rufus bei %1 bis zum Ende des ersten Stapels, der Hund Ronja bei %2 bis zum Ende des zweiten, %n Punkt zum Sieg</numerusform>
            <numerusform>Ziele: der Hund Rufus bei %1 bis zum Ende des ersten Stapels, der Hund Ronja bei %2 bis zum Ende des zweiten, %n Punkte zum Sieg</numerusform>
        </translation>
    </message>
    <message>
        <source>You completed a %1. Take its points, or calm up to 3 ghosts on one tile instead (then nobody scores it)?</source>
        <translation>Du hast eine %1 fertiggestellt. Nimmst du die Punkte, oder vertreibst du stattdessen bis zu 3 Geister von einer Karte (dann punktet niemand dafür)?</translation>
    </message>
    <message numerus="yes">
        <source>The %1 (%2): %n point(s)</source>
        <extracomment>A completed feature to score next: &quot;The city (3 tiles): 8 points&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2): %n Punkt</numerusform>
            <numerusform>%1 (%2): %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n of the %2 ghosts %1 instead</source>
        <extracomment>&quot;Calm 1 of the 3 ghosts north of your tile instead&quot;</extracomment>
        <translation>
            <numerusform>Stattdessen %n der %2 Geister %1 vertreiben</numerusform>
            <numerusform>Stattdessen %n der %2 Geister %1 vertreiben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) %1 instead</source>
        <extracomment>&quot;Calm 2 ghosts north of your tile instead&quot; (all there are)</extracomment>
        <translation>
            <numerusform>Stattdessen %n Geist %1 vertreiben</numerusform>
            <numerusform>Stattdessen %n Geister %1 vertreiben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>longer than %1 characters (%2)</source>
        <translation>länger als %1 Zeichen (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile&apos;s name (&quot;package/id&quot;, at most 97 printable characters)</source>
        <translation>&apos;%1&apos; ist kein Kartenname (&quot;Paket/ID&quot;, höchstens 97 druckbare Zeichen)</translation>
    </message>
    <message>
        <source>setup.deck[%1]: %2</source>
        <translation>setup.deck[%1] ungültig: %2</translation>
    </message>
    <message>
        <source>&quot;choices&quot; must be a list</source>
        <translation>&quot;choices&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file: refused</source>
        <translation>&apos;%1&apos; ist keine reguläre Datei: abgelehnt</translation>
    </message>
    <message>
        <source>&lt;use&gt; references form a loop through &apos;#%1&apos;</source>
        <translation>&lt;use&gt;-Verweise bilden eine Schleife über &apos;#%1&apos;</translation>
    </message>
    <message>
        <source>&lt;use&gt; references expand to more than %1 elements</source>
        <translation>&lt;use&gt;-Verweise ergeben mehr als %1 Elemente</translation>
    </message>
    <message>
        <source>setup.players[%1].%2: longer than %3 characters (%4): refused</source>
        <translation>setup.players[%1].%2: länger als %3 Zeichen (%4): abgelehnt</translation>
    </message>
    <message>
        <source>larger than %1 bytes: refused</source>
        <translation>größer als %1 Bytes: abgelehnt</translation>
    </message>
    <message>
        <source>not a regular file: refused</source>
        <translation>keine reguläre Datei: abgelehnt</translation>
    </message>
    <message>
        <source>%1 does not fit at [%2, %3] turned %4 degrees%5</source>
        <translation>%1 passt nicht bei [%2, %3], um %4 Grad gedreht%5</translation>
    </message>
    <message>
        <source>%1 is not a package id (1-64 lower-case letters, digits or &apos;-&apos;)</source>
        <translation>%1 ist keine Paket-ID (1-64 Kleinbuchstaben, Ziffern oder &apos;-&apos;)</translation>
    </message>
    <message>
        <source>%1 is not the index of a city feature</source>
        <translation>%1 ist nicht der Index einer Stadt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; exists and is not a folder</source>
        <translation>&apos;%1&apos; existiert bereits und ist kein Ordner</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a link: refused</source>
        <translation>&apos;%1&apos; ist ein Link: abgelehnt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 (%3)</source>
        <translation>&apos;%1&apos; ist kein %2 (erlaubt: %3)</translation>
    </message>
    <message>
        <source>: no tile may lie east of column %1</source>
        <translation>: östlich von Spalte %1 darf keine Karte liegen</translation>
    </message>
    <message>
        <source>&lt;%1&gt; %2</source>
        <translation>Element &lt;%1&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;%1&gt; %2: %3</source>
        <translation>Element &lt;%1&gt;, Attribut %2: %3</translation>
    </message>
    <message>
        <source>&lt;%1&gt; has the event handler attribute &apos;%2&apos;</source>
        <translation>&lt;%1&gt; hat das Event-Handler-Attribut &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&lt;%1&gt; is not allowed</source>
        <translation>&lt;%1&gt; ist nicht erlaubt</translation>
    </message>
    <message>
        <source>&lt;%1&gt; style: %2</source>
        <translation>&lt;%1&gt;, Attribut style: %2</translation>
    </message>
    <message>
        <source>&lt;style&gt;: %1</source>
        <translation>Element &lt;style&gt;: %1</translation>
    </message>
    <message>
        <source>CSS @import is not allowed</source>
        <translation>CSS @import ist nicht erlaubt</translation>
    </message>
    <message>
        <source>&quot;at&quot; must be [x, y] with whole numbers</source>
        <translation>&quot;at&quot; muss [x, y] mit ganzen Zahlen sein</translation>
    </message>
    <message>
        <source>&quot;index&quot; must be a whole number from 0 to 63</source>
        <translation>&quot;index&quot; muss eine ganze Zahl von 0 bis 63 sein</translation>
    </message>
    <message>
        <source>&quot;recall&quot; must be [x, y] with whole numbers</source>
        <translation>&quot;recall&quot; muss [x, y] mit ganzen Zahlen sein</translation>
    </message>
    <message>
        <source>a %1 is named by a port (NNW ... WNW)</source>
        <translation>ein Gebiet vom Typ %1 wird über einen Anschlusspunkt angegeben (NNW ... WNW)</translation>
    </message>
    <message>
        <source>a DOCTYPE is not allowed</source>
        <translation>ein DOCTYPE ist nicht erlaubt</translation>
    </message>
    <message>
        <source>a backslash escape in CSS is not allowed</source>
        <translation>eine Backslash-Escape-Sequenz in CSS ist nicht erlaubt</translation>
    </message>
    <message>
        <source>a data: image is not valid base64</source>
        <translation>ein data:-Bild ist nicht gültig in base64 kodiert</translation>
    </message>
    <message>
        <source>a data:image/jpeg URI does not hold a JPEG</source>
        <translation>eine data:image/jpeg-URI enthält kein JPEG</translation>
    </message>
    <message>
        <source>a data:image/png URI does not hold a PNG</source>
        <translation>eine data:image/png-URI enthält kein PNG</translation>
    </message>
    <message>
        <source>a feature must be an object</source>
        <translation>ein Gebiet muss ein Objekt sein</translation>
    </message>
    <message>
        <source>a package cannot require itself</source>
        <translation>ein Paket kann sich nicht selbst benötigen</translation>
    </message>
    <message>
        <source>a tile must be an object</source>
        <translation>eine Karte muss ein Objekt sein</translation>
    </message>
    <message>
        <source>ai:random has no settings</source>
        <translation>ai:random hat keine Einstellungen</translation>
    </message>
    <message>
        <source>an English name is required</source>
        <translation>ein englischer Name ist erforderlich</translation>
    </message>
    <message>
        <source>an SVG data: image inside an SVG data: image is not allowed</source>
        <translation>ein SVG-data:-Bild innerhalb eines SVG-data:-Bilds ist nicht erlaubt</translation>
    </message>
    <message>
        <source>art file &apos;%1&apos; is not in the package</source>
        <translation>Bilddatei &apos;%1&apos; ist nicht im Paket</translation>
    </message>
    <message>
        <source>cannot add &apos;%1&apos; to the zip</source>
        <translation>&apos;%1&apos; kann nicht zur Zip-Datei hinzugefügt werden</translation>
    </message>
    <message>
        <source>cannot create a folder for &apos;%1&apos;</source>
        <translation>für &apos;%1&apos; kann kein Ordner angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a zip (error %1)</source>
        <translation>die Zip-Datei kann nicht angelegt werden (Fehler %1)</translation>
    </message>
    <message>
        <source>cannot finish the zip (error %1)</source>
        <translation>die Zip-Datei kann nicht abgeschlossen werden (Fehler %1)</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot move the new package to &apos;%1&apos;</source>
        <translation>das neue Paket kann nicht nach &apos;%1&apos; verschoben werden</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read entry &apos;%1&apos;</source>
        <translation>Eintrag &apos;%1&apos; kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>cannot replace &apos;%1&apos;</source>
        <translation>&apos;%1&apos; kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cell %1 is not a cell of this tile</source>
        <translation>Zelle %1 ist keine Zelle dieser Karte</translation>
    </message>
    <message>
        <source>choices[%1]: not a choice the rules offer now</source>
        <translation>choices[%1]: keine Wahl, die die Regeln jetzt anbieten</translation>
    </message>
    <message>
        <source>choices[%1]: the rules ask for no choice here</source>
        <translation>choices[%1]: die Regeln verlangen hier keine Wahl</translation>
    </message>
    <message>
        <source>damaged zip directory</source>
        <translation>beschädigtes Zip-Verzeichnis</translation>
    </message>
    <message>
        <source>duplicate cell</source>
        <translation>doppelte Zelle</translation>
    </message>
    <message>
        <source>duplicate port</source>
        <translation>doppelter Anschlusspunkt</translation>
    </message>
    <message>
        <source>duplicate tile id</source>
        <translation>doppelte Karten-ID</translation>
    </message>
    <message>
        <source>elements nested more than %1 deep</source>
        <translation>Elemente mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; appears twice: refused</source>
        <translation>Eintrag &apos;%1&apos; kommt zweimal vor: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; has a NUL byte in its name: refused</source>
        <translation>Eintrag &apos;%1&apos; hat ein NUL-Byte im Namen: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is a symbolic link: refused</source>
        <translation>Eintrag &apos;%1&apos; ist ein symbolischer Link: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is damaged (its checksum does not match): refused</source>
        <translation>Eintrag &apos;%1&apos; ist beschädigt (die Prüfsumme stimmt nicht): abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is damaged (zip error %2): refused</source>
        <translation>Eintrag &apos;%1&apos; ist beschädigt (Zip-Fehler %2): abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is encrypted: refused</source>
        <translation>Eintrag &apos;%1&apos; ist verschlüsselt: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is larger than %2 bytes: refused</source>
        <translation>Eintrag &apos;%1&apos; ist größer als %2 Byte: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not a regular file (mode 0%2): refused</source>
        <translation>Eintrag &apos;%1&apos; ist keine reguläre Datei (Modus 0%2): abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is not the size its header claims: refused</source>
        <translation>Eintrag &apos;%1&apos; hat nicht die Größe, die sein Header angibt: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; would lie outside the package: refused</source>
        <translation>Eintrag &apos;%1&apos; läge außerhalb des Pakets: abgelehnt</translation>
    </message>
    <message>
        <source>figure must be an object or null</source>
        <translation>die Figur (figure) muss ein Objekt oder null sein</translation>
    </message>
    <message>
        <source>figure: the rules do not allow this %1 there</source>
        <translation>figure: die Regeln erlauben diese Figur (%1) dort nicht</translation>
    </message>
    <message>
        <source>fog lies only on roads and fields, not on port %1</source>
        <translation>Nebel liegt nur auf Straßen und Wiesen, nicht auf Anschlusspunkt %1</translation>
    </message>
    <message>
        <source>fog must reach an outer side of the tile</source>
        <translation>Nebel muss bis an eine Außenseite der Karte reichen</translation>
    </message>
    <message>
        <source>format: not a carcassonne-record</source>
        <translation>format: kein carcassonne-record</translation>
    </message>
    <message>
        <source>formatVersion: unsupported (this program reads version 1)</source>
        <translation>formatVersion: nicht unterstützt (dieses Programm liest Version 1)</translation>
    </message>
    <message>
        <source>invalid JSON at offset %1: %2</source>
        <translation>ungültiges JSON an Position %1: %2</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>größer als %1 Byte</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>missing file</source>
        <translation>Datei fehlt</translation>
    </message>
    <message>
        <source>more than %1 elements</source>
        <translation>mehr als %1 Elemente</translation>
    </message>
    <message>
        <source>more than %1 files: refused</source>
        <translation>mehr als %1 Dateien: abgelehnt</translation>
    </message>
    <message>
        <source>more than maxPlayers</source>
        <translation>größer als maxPlayers</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>move %1: must be an object</source>
        <translation>Zug %1: muss ein Objekt sein</translation>
    </message>
    <message>
        <source>moves: must be a list</source>
        <translation>moves: muss eine Liste sein</translation>
    </message>
    <message>
        <source>must be 1-32 letters, digits, &apos;_&apos;, &apos;.&apos; or &apos;-&apos;</source>
        <translation>muss aus 1-32 Buchstaben, Ziffern, &apos;_&apos;, &apos;.&apos; oder &apos;-&apos; bestehen</translation>
    </message>
    <message>
        <source>must be 1-64 lower-case letters, digits or &apos;-&apos;</source>
        <translation>muss aus 1-64 Kleinbuchstaben, Ziffern oder &apos;-&apos; bestehen</translation>
    </message>
    <message>
        <source>must be N, E, S or W</source>
        <translation>muss N, E, S oder W sein</translation>
    </message>
    <message>
        <source>must be &quot;carcassonne-package&quot;</source>
        <translation>muss &quot;carcassonne-package&quot; sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>must be a list of %1</source>
        <translation>muss eine Liste von %1 sein</translation>
    </message>
    <message>
        <source>must be a list of 1 to 16 [x, y] pairs</source>
        <translation>muss eine Liste von 1 bis 16 [x, y]-Paaren sein</translation>
    </message>
    <message>
        <source>must be a list of feature indices</source>
        <translation>muss eine Liste von Gebietsindizes sein</translation>
    </message>
    <message>
        <source>must be a list of package ids</source>
        <translation>muss eine Liste von Paket-IDs sein</translation>
    </message>
    <message>
        <source>must be a list of tiles</source>
        <translation>muss eine Liste von Karten sein</translation>
    </message>
    <message>
        <source>must be a non-empty list</source>
        <translation>muss eine nicht leere Liste sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>muss eine ganze Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 500</source>
        <translation>muss eine ganze Zahl von 0 bis 500 sein</translation>
    </message>
    <message>
        <source>must be an [x, y] pair within -8..8</source>
        <translation>muss ein [x, y]-Paar innerhalb von -8..8 sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>must be an object of language code to text</source>
        <translation>muss ein Objekt sein, das Sprachcodes Texten zuordnet</translation>
    </message>
    <message>
        <source>must be one of the tile&apos;s cells</source>
        <translation>muss eine der Zellen der Karte sein</translation>
    </message>
    <message>
        <source>must be reinforce, anywhere or extraTurn</source>
        <translation>muss reinforce, anywhere oder extraTurn sein</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>must be the index of a city feature of this tile</source>
        <translation>muss der Index einer Stadt auf dieser Karte sein</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must contain the cell [0, 0]</source>
        <translation>muss die Zelle [0, 0] enthalten</translation>
    </message>
    <message>
        <source>must list %1 at most %2 times</source>
        <translation>darf %1 höchstens %2-mal aufführen</translation>
    </message>
    <message>
        <source>must list at least one port</source>
        <translation>muss mindestens einen Anschlusspunkt aufführen</translation>
    </message>
    <message>
        <source>must name an SVG file under art/</source>
        <translation>muss eine SVG-Datei unter art/ angeben</translation>
    </message>
    <message>
        <source>no %1 of this player at [%2, %3] to recall</source>
        <translation>keine Figur (%1) dieses Spielers bei [%2, %3] zum Zurückholen</translation>
    </message>
    <message>
        <source>no computer player &apos;%1&apos;</source>
        <translation>Computerspieler &apos;%1&apos; gibt es nicht</translation>
    </message>
    <message>
        <source>no package &apos;%1&apos; is installed</source>
        <translation>es ist kein Paket &apos;%1&apos; installiert</translation>
    </message>
    <message>
        <source>no package in this game names a start tile</source>
        <translation>kein Paket in diesem Spiel legt eine Startkarte fest</translation>
    </message>
    <message>
        <source>no package in this game offers the module</source>
        <translation>kein Paket in diesem Spiel bietet dieses Regelmodul</translation>
    </message>
    <message>
        <source>no setting &apos;%1&apos;</source>
        <translation>Einstellung &apos;%1&apos; gibt es nicht</translation>
    </message>
    <message>
        <source>no such package folder or zip file</source>
        <translation>Paketordner oder Zip-Datei nicht gefunden</translation>
    </message>
    <message>
        <source>no tile &apos;%1&apos; in the game&apos;s packages</source>
        <translation>keine Karte &apos;%1&apos; in den Paketen des Spiels</translation>
    </message>
    <message>
        <source>no tile &apos;%1&apos; in this package</source>
        <translation>keine Karte &apos;%1&apos; in diesem Paket</translation>
    </message>
    <message>
        <source>no tile was placed this turn</source>
        <translation>in diesem Zug wurde keine Karte angelegt</translation>
    </message>
    <message>
        <source>not a computer player</source>
        <translation>kein Computerspieler</translation>
    </message>
    <message>
        <source>not a package id</source>
        <translation>keine Paket-ID</translation>
    </message>
    <message>
        <source>not a readable zip file</source>
        <translation>keine lesbare Zip-Datei</translation>
    </message>
    <message>
        <source>not an attribute of a %1</source>
        <translation>kein Attribut eines Gebiets vom Typ %1</translation>
    </message>
    <message>
        <source>not well-formed XML: line %1, column %2: %3</source>
        <translation>kein wohlgeformtes XML: Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>not well-formed XML: no element</source>
        <translation>kein wohlgeformtes XML: kein Element</translation>
    </message>
    <message>
        <source>packages require each other in a circle: %1</source>
        <translation>Pakete benötigen sich gegenseitig im Kreis: %1</translation>
    </message>
    <message>
        <source>port %1 of cell %2 already belongs to features[%3]</source>
        <translation>Anschlusspunkt %1 von Zelle %2 gehört schon zu features[%3]</translation>
    </message>
    <message>
        <source>rotation must be 0, 90, 180 or 270</source>
        <translation>die Drehung (rotation) muss 0, 90, 180 oder 270 sein</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; is %2; from a file it must be from %3 to %4</source>
        <translation>Einstellung &apos;%1&apos; ist %2; aus einer Datei muss sie zwischen %3 und %4 liegen</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; needs a number</source>
        <translation>Einstellung &apos;%1&apos; braucht eine Zahl</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; needs a whole number from 0 to %2</source>
        <translation>Einstellung &apos;%1&apos; braucht eine ganze Zahl von 0 bis %2</translation>
    </message>
    <message>
        <source>setup.deck: must be a list of &quot;package/id&quot;</source>
        <translation>setup.deck: muss eine Liste von &quot;package/id&quot; sein</translation>
    </message>
    <message>
        <source>setup.deck: must be a list of tiles</source>
        <translation>setup.deck: muss eine Liste von Karten sein</translation>
    </message>
    <message>
        <source>setup.packages: must be a list of package ids</source>
        <translation>setup.packages: muss eine Liste von Paket-IDs sein</translation>
    </message>
    <message>
        <source>setup.packages: names no package</source>
        <translation>setup.packages: nennt kein Paket</translation>
    </message>
    <message>
        <source>setup.packages[%1]: %2</source>
        <translation>setup.packages[%1] ungültig: %2</translation>
    </message>
    <message>
        <source>setup.players[%1]: must be an object</source>
        <translation>setup.players[%1]: muss ein Objekt sein</translation>
    </message>
    <message>
        <source>setup.rules: must be an object</source>
        <translation>setup.rules: muss ein Objekt sein</translation>
    </message>
    <message>
        <source>setup.seed: must be a whole number from 0 to 2^53</source>
        <translation>setup.seed: muss eine ganze Zahl von 0 bis 2^53 sein</translation>
    </message>
    <message>
        <source>setup: missing</source>
        <translation>setup: fehlt</translation>
    </message>
    <message>
        <source>the %1 in a data: image is %2 x %3 pixels (at most %4 a side)</source>
        <translation>das %1 in einem data:-Bild ist %2 x %3 Pixel groß (höchstens %4 pro Seite)</translation>
    </message>
    <message>
        <source>the SVG in a data: image: %1</source>
        <translation>das SVG in einem data:-Bild: %1</translation>
    </message>
    <message>
        <source>the deck names an unknown tile</source>
        <translation>der Stapel nennt eine unbekannte Karte</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>das Dokument muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the entity reference &apos;&amp;%1;&apos; is not allowed</source>
        <translation>die Entitätsreferenz &apos;&amp;%1;&apos; ist nicht erlaubt</translation>
    </message>
    <message>
        <source>the game ended with the tile: no figure follows</source>
        <translation>das Spiel endete mit der Karte: Es folgt keine Figur</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>das Spiel ist bereits vorbei</translation>
    </message>
    <message>
        <source>the package has no tiles</source>
        <translation>das Paket hat keine Karten</translation>
    </message>
    <message>
        <source>the package is larger than %1 bytes: refused</source>
        <translation>das Paket ist größer als %1 Byte: abgelehnt</translation>
    </message>
    <message>
        <source>the packages name no start tile</source>
        <translation>die Pakete legen keine Startkarte fest</translation>
    </message>
    <message>
        <source>the packages&apos; tiles cover %1 cells; a game holds at most %2</source>
        <translation>die Karten der Pakete umfassen %1 Zellen; ein Spiel fasst höchstens %2</translation>
    </message>
    <message>
        <source>the previous turn is not finished</source>
        <translation>der vorige Zug ist noch nicht beendet</translation>
    </message>
    <message>
        <source>the processing instruction &apos;&lt;?%1&apos; is not allowed</source>
        <translation>die Verarbeitungsanweisung &apos;&lt;?%1&apos; ist nicht erlaubt</translation>
    </message>
    <message>
        <source>the root element is &lt;%1&gt;, not &lt;svg&gt;</source>
        <translation>das Wurzelelement ist &lt;%1&gt;, nicht &lt;svg&gt;</translation>
    </message>
    <message>
        <source>the rules ask for a choice the move does not give</source>
        <translation>die Regeln verlangen eine Wahl, die der Zug nicht angibt</translation>
    </message>
    <message>
        <source>the tile drawn is %1, not %2</source>
        <translation>die gezogene Karte ist %1, nicht %2</translation>
    </message>
    <message>
        <source>the zip directory is damaged after entry &apos;%1&apos;: refused</source>
        <translation>das Zip-Verzeichnis ist nach Eintrag &apos;%1&apos; beschädigt: abgelehnt</translation>
    </message>
    <message>
        <source>the zip directory is damaged: refused</source>
        <translation>das Zip-Verzeichnis ist beschädigt: abgelehnt</translation>
    </message>
    <message>
        <source>there is no %1%2 at [%3, %4]</source>
        <translation>es gibt kein Gebiet vom Typ %1%2 bei [%3, %4]</translation>
    </message>
    <message>
        <source>this game takes %1 to %2 players, not %3</source>
        <translation>dieses Spiel ist für %1 bis %2 Spieler, nicht für %3</translation>
    </message>
    <message>
        <source>too many different kinds of tile side</source>
        <translation>zu viele verschiedene Arten von Kartenseiten</translation>
    </message>
    <message>
        <source>too many features on one tile</source>
        <translation>zu viele Gebiete auf einer Karte</translation>
    </message>
    <message>
        <source>too many tile types (%1, at most 2000)</source>
        <translation>zu viele Kartentypen (%1, höchstens 2000)</translation>
    </message>
    <message>
        <source>unknown computer player</source>
        <translation>unbekannter Computerspieler</translation>
    </message>
    <message>
        <source>unknown feature type &apos;%1&apos;</source>
        <translation>unbekannter Gebietstyp &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown figure kind &apos;%1&apos;</source>
        <translation>unbekannte Figurenart &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>unbekannter Schlüssel</translation>
    </message>
    <message>
        <source>unknown or malformed deck rule</source>
        <translation>unbekannte oder fehlerhafte Stapelregel</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>unbekannter Parameter</translation>
    </message>
    <message>
        <source>unknown rule module</source>
        <translation>unbekanntes Regelmodul</translation>
    </message>
    <message>
        <source>unknown rule module &apos;%1&apos;</source>
        <translation>unbekanntes Regelmodul &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unsupported version (this program reads version 1)</source>
        <translation>nicht unterstützte Version (dieses Programm liest Version 1)</translation>
    </message>
    <message>
        <source>url(%1) refers outside the file (only url(#id) may be used)</source>
        <translation>url(%1) verweist auf etwas außerhalb der Datei (nur url(#id) ist erlaubt)</translation>
    </message>
    <message>
        <source>value out of range</source>
        <translation>Wert außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a folder that holds no package; choose an empty folder or a package folder</source>
        <translation>&apos;%1&apos; ist ein Ordner ohne Paket; wähle einen leeren Ordner oder einen Paketordner</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port (NNW N NNE ENE E ESE SSE S SSW WSW W WNW, optionally prefixed by a cell as &quot;x,y:&quot;)</source>
        <translation>&apos;%1&apos; ist kein Anschlusspunkt (NNW N NNE ENE E ESE SSE S SSW WSW W WNW, wahlweise mit einer Zelle davor als &quot;x,y:&quot;)</translation>
    </message>
    <message>
        <source>&lt;%1&gt; %2 refers to &apos;%3&apos; outside the file (only &apos;#id&apos;, or on &lt;image&gt; a data:image/png, jpeg or svg+xml;base64 URI, may be used)</source>
        <translation>&lt;%1&gt; %2 verweist auf &apos;%3&apos; außerhalb der Datei (erlaubt ist nur &apos;#id&apos;, oder bei &lt;image&gt; eine data:image/png-, jpeg- oder svg+xml;base64-URI)</translation>
    </message>
    <message>
        <source>&lt;svg&gt; %1 &apos;%2&apos; is not a finite length of at most %3 pixels (or 100%)</source>
        <translation>&lt;svg&gt; %1 &apos;%2&apos; ist keine endliche Länge von höchstens %3 Pixeln (oder 100%)</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is compressed with method %2; only stored (0) and deflated (8) entries can be read: refused</source>
        <translation>Eintrag &apos;%1&apos; ist mit Methode %2 komprimiert; nur gespeicherte (0) und mit Deflate gepackte (8) Einträge lassen sich lesen: abgelehnt</translation>
    </message>
    <message>
        <source>entry &apos;%1&apos; is damaged (its data cannot be unpacked, zip error %2): refused</source>
        <translation>Eintrag &apos;%1&apos; ist beschädigt (seine Daten lassen sich nicht entpacken, Zip-Fehler %2): abgelehnt</translation>
    </message>
    <message>
        <source>fog at side %1 of cell %2 must continue as the same fog across the tile&apos;s inner edge</source>
        <translation>Nebel an Seite %1 der Zelle %2 muss über die innere Kante der Karte als derselbe Nebel weitergehen</translation>
    </message>
    <message>
        <source>fog covers %1 of this road&apos;s %2 ports: a road lies wholly under fog or wholly clear</source>
        <translation>Nebel bedeckt %1 der %2 Anschlusspunkte dieser Straße: Eine Straße liegt ganz im Nebel oder ganz frei</translation>
    </message>
    <message>
        <source>port %1 of cell %2 belongs to no road, city, field or river</source>
        <translation>Anschlusspunkt %1 der Zelle %2 gehört zu keiner Straße, Stadt, Wiese und keinem Fluss</translation>
    </message>
    <message>
        <source>port %1 of cell %2 meets features[%3] inside the tile; joined edges must be one feature</source>
        <translation>Anschlusspunkt %1 der Zelle %2 trifft innerhalb der Karte auf features[%3]; verbundene Kanten müssen ein Gebiet sein</translation>
    </message>
    <message>
        <source>side %1 of cell %2 (%3, %4, %5) matches no side of any tile in the game</source>
        <translation>Seite %1 der Zelle %2 (%3, %4, %5) passt zu keiner Seite irgendeiner Karte im Spiel</translation>
    </message>
    <message>
        <source>side %1 of cell %2: a city must cover all three ports of a side</source>
        <translation>Seite %1 der Zelle %2: Eine Stadt muss alle drei Anschlusspunkte einer Seite bedecken</translation>
    </message>
    <message>
        <source>side %1 of cell %2: roads and rivers use only the middle port; the outer ports must be field</source>
        <translation>Seite %1 der Zelle %2: Straßen und Flüsse nutzen nur den mittleren Anschlusspunkt; die äußeren müssen Wiese sein</translation>
    </message>
    <message>
        <source>the DOCTYPE declares the entity &apos;%1&apos;; neither a DOCTYPE nor entities are allowed</source>
        <translation>der DOCTYPE deklariert die Entität &apos;%1&apos;; weder DOCTYPE noch Entitäten sind erlaubt</translation>
    </message>
    <message>
        <source>the deck&apos;s tiles cover more than %1 cells, the most a game holds</source>
        <translation>die Karten des Stapels bedecken mehr als %1 Zellen, das Höchste, was ein Spiel fasst</translation>
    </message>
    <message>
        <source>the field borders the city features[%1] but does not name it</source>
        <translation>die Wiese grenzt an die Stadt features[%1], nennt sie aber nicht</translation>
    </message>
    <message>
        <source>the game has no start tile: name one of the package&apos;s tiles, require a package that has one, or switch on a module that lays the board</source>
        <translation>das Spiel hat keine Startkarte: nenne eine der Karten des Pakets, setze ein Paket voraus, das eine hat, oder schalte ein Modul ein, das den Spielplan auslegt</translation>
    </message>
    <message>
        <source>the package at this place says its id is &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>das Paket an dieser Stelle gibt als ID &apos;%1&apos; an, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the tile can never be placed next to any other tile of the game: none of its sides matches</source>
        <translation>die Karte kann nie neben eine andere Karte des Spiels gelegt werden: keine ihrer Seiten passt</translation>
    </message>
    <message>
        <source>viewBox &apos;%1&apos; is not four finite numbers of at most %2 in magnitude with a width and height of 0 or more</source>
        <translation>viewBox &apos;%1&apos; sind keine vier endlichen Zahlen vom Betrag höchstens %2 mit einer Breite und Höhe von 0 oder mehr</translation>
    </message>
    <message>
        <source> at port %1</source>
        <translation> an Anschlusspunkt %1</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1: abgelehnt</translation>
    </message>
    <message>
        <source>%1 is not a colour this player plays</source>
        <translation>%1 ist keine Farbe dieses Spielers</translation>
    </message>
    <message>
        <source>the player plays several colours: the figure must name its &quot;color&quot;</source>
        <translation>der Spieler spielt mehrere Farben: die Figur muss ihre &quot;color&quot; nennen</translation>
    </message>
    <message>
        <source>a player plays no colour</source>
        <translation>ein Spieler spielt keine Farbe</translation>
    </message>
    <message>
        <source>the players&apos; colours add up to %1, not %2</source>
        <translation>die Farben der Spieler ergeben %1, nicht %2</translation>
    </message>
    <message>
        <source>this game takes at most %1 colours, not %2</source>
        <translation>dieses Spiel hat höchstens %1 Farben, nicht %2</translation>
    </message>
    <message>
        <source>a player plays several colours only in a cooperative game</source>
        <translation>ein Spieler spielt nur in einem kooperativen Spiel mehrere Farben</translation>
    </message>
    <message>
        <source>setup.players[%1].colors: must be a list of 1 to %2 colour names</source>
        <translation>setup.players[%1].colors: muss eine Liste von 1 bis %2 Farbnamen sein</translation>
    </message>
    <message>
        <source>setup.players[%1].colors[%2]: must be a colour name</source>
        <translation>setup.players[%1].colors[%2]: muss ein Farbname sein</translation>
    </message>
    <message>
        <source>setup.players[%1].colors[%2]: %3 is played twice</source>
        <translation>setup.players[%1].colors[%2]: %3 wird zweimal gespielt</translation>
    </message>
    <message>
        <source>%1 and %2 contradict each other: both may apply to one %3, and %1 sets %4 to %5 points where %2 sets it to %6 (make their conditions exclusive)</source>
        <translation>%1 und %2 widersprechen sich: beide können für ein(e) %3 gelten, und %1 setzt %4 auf %5 Punkte, wo %2 es auf %6 setzt (macht ihre Bedingungen ausschließend)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a name the format uses itself</source>
        <translation>&apos;%1&apos; ist ein Name, den das Format selbst verwendet</translation>
    </message>
    <message>
        <source>a %1 has no &apos;%2&apos; to count (it has %3)</source>
        <translation>ein(e) %1 hat kein &apos;%2&apos; zum Zählen (wohl %3)</translation>
    </message>
    <message>
        <source>a %1 has no &apos;%2&apos; to pay for (it has %3, and bonus)</source>
        <translation>ein(e) %1 hat kein &apos;%2&apos;, für das es Punkte gäbe (wohl %3, und bonus)</translation>
    </message>
    <message>
        <source>a package declares at most %1 attributes</source>
        <translation>ein Paket deklariert höchstens %1 Eigenschaften</translation>
    </message>
    <message>
        <source>a package writes at most %1 scoring rules</source>
        <translation>ein Paket schreibt höchstens %1 Wertungsregeln</translation>
    </message>
    <message>
        <source>atLeast is more than atMost: it never holds</source>
        <translation>atLeast ist größer als atMost: die Bedingung gilt nie</translation>
    </message>
    <message>
        <source>declared twice</source>
        <translation>zweimal deklariert</translation>
    </message>
    <message>
        <source>fields score only at the end</source>
        <translation>Wiesen werden nur am Ende gewertet</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>must be 2-24 letters and digits, starting with a lower-case letter</source>
        <translation>muss aus 2-24 Buchstaben und Ziffern bestehen und mit einem Kleinbuchstaben beginnen</translation>
    </message>
    <message>
        <source>must be a whole number from -%1 to %1</source>
        <translation>muss eine ganze Zahl von -%1 bis %1 sein</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to %1 (1: a flag)</source>
        <translation>muss eine ganze Zahl von 1 bis %1 sein (1: ein Merkmal)</translation>
    </message>
    <message>
        <source>must be an object of attribute to count</source>
        <translation>muss ein Objekt von Eigenschaft zu Anzahl sein</translation>
    </message>
    <message>
        <source>must be an object of subject (or bonus) to points</source>
        <translation>muss ein Objekt von Gegenstand (oder bonus) zu Punkten sein</translation>
    </message>
    <message>
        <source>must be an object of subject to condition</source>
        <translation>muss ein Objekt von Gegenstand zu Bedingung sein</translation>
    </message>
    <message>
        <source>must be atLeast or atMost, a whole number from 0 to 10000</source>
        <translation>muss atLeast oder atMost sein, eine ganze Zahl von 0 bis 10000</translation>
    </message>
    <message>
        <source>must be completed, end or both</source>
        <translation>muss completed, end oder both sein</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>muss eines von %1 sein</translation>
    </message>
    <message>
        <source>must be one of %1, or the package&apos;s own art/&lt;name&gt;.svg</source>
        <translation>muss eines von %1 sein, oder eine eigene art/&lt;Name&gt;.svg des Pakets</translation>
    </message>
    <message>
        <source>must be true</source>
        <translation>muss true sein</translation>
    </message>
    <message>
        <source>must be true (present), false (absent) or {&quot;atLeast&quot;: n, &quot;atMost&quot;: m}</source>
        <translation>muss true (vorhanden), false (nicht vorhanden) oder {&quot;atLeast&quot;: n, &quot;atMost&quot;: m} sein</translation>
    </message>
    <message>
        <source>must give atLeast or atMost</source>
        <translation>muss atLeast oder atMost angeben</translation>
    </message>
    <message>
        <source>must have exactly one effect: set, scoreNothing, multiply or add</source>
        <translation>muss genau eine Wirkung haben: set, scoreNothing, multiply oder add</translation>
    </message>
    <message>
        <source>must list the feature types that carry it (%1)</source>
        <translation>muss die Gebietsarten nennen, die sie tragen (%1)</translation>
    </message>
    <message>
        <source>not an attribute of a %1 this package declares</source>
        <translation>keine Eigenschaft von ein(e)m %1, die dieses Paket deklariert</translation>
    </message>
    <message>
        <source>the packages of this game declare %1 attributes of their own; a game holds at most %2</source>
        <translation>die Pakete dieses Spiels deklarieren %1 eigene Eigenschaften; ein Spiel fasst höchstens %2</translation>
    </message>
    <message>
        <source>a package declares at most %1 figures</source>
        <translation>ein Paket deklariert höchstens %1 Figuren</translation>
    </message>
    <message>
        <source>must list the feature types it may stand on (%1)</source>
        <translation>muss die Gebietsarten nennen, auf denen sie stehen darf (%1)</translation>
    </message>
    <message>
        <source>the packages of this game declare more than %1 figures of their own</source>
        <translation>die Pakete dieses Spiels deklarieren mehr als %1 eigene Figuren</translation>
    </message>
    <message>
        <source>must be the package&apos;s own art/&lt;name&gt;.svg</source>
        <translation>muss eine eigene art/&lt;Name&gt;.svg des Pakets sein</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the host sent the pile&apos;s order</source>
        <translation>der Gastgeber hat die Reihenfolge des Stapels geschickt</translation>
    </message>
    <message>
        <source>the game&apos;s setup: %1</source>
        <translation>der Spielaufbau: %1</translation>
    </message>
    <message>
        <source>the setup&apos;s draws must be tile keys or null</source>
        <translation>die gezogenen Karten im Aufbau müssen Kartennamen oder null sein</translation>
    </message>
    <message>
        <source>the pile holds more than %1 tiles</source>
        <translation>der Stapel enthält mehr als %1 Karten</translation>
    </message>
    <message>
        <source>the host drew more tiles than the pile holds</source>
        <translation>der Gastgeber hat mehr Karten gezogen, als der Stapel enthält</translation>
    </message>
    <message>
        <source>the host drew %1, which the pile does not hold</source>
        <translation>der Gastgeber hat %1 gezogen, die nicht im Stapel ist</translation>
    </message>
    <message>
        <source>the game cannot start</source>
        <translation>das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>the game as set up here is not the host&apos;s (another version or other packages?)</source>
        <translation>das Spiel, wie es hier aufgebaut ist, ist nicht das des Gastgebers (eine andere Version oder andere Pakete?)</translation>
    </message>
    <message>
        <source>turn %1 came where turn %2 was due</source>
        <translation>Zug %1 kam, wo Zug %2 fällig war</translation>
    </message>
    <message>
        <source>turn %1&apos;s draws must be tile keys or null</source>
        <translation>die gezogenen Karten von Zug %1 müssen Kartennamen oder null sein</translation>
    </message>
    <message>
        <source>turn %1 drew a tile the game does not have</source>
        <translation>in Zug %1 wurde eine Karte gezogen, die das Spiel nicht hat</translation>
    </message>
    <message>
        <source>turn %1 does not play here: %2</source>
        <translation>Zug %1 lässt sich hier nicht spielen: %2</translation>
    </message>
    <message>
        <source>after turn %1 the game here differs from the host&apos;s</source>
        <translation>nach Zug %1 weicht das Spiel hier von dem des Gastgebers ab</translation>
    </message>
    <message>
        <source>the host&apos;s log is not in order at %1</source>
        <translation>das Protokoll des Gastgebers ist bei %1 nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>turn %1 of the host&apos;s log does not play: %2</source>
        <translation>Zug %1 aus dem Protokoll des Gastgebers lässt sich nicht spielen: %2</translation>
    </message>
    <message>
        <source>the host&apos;s seed is not a number</source>
        <translation>der Startwert des Gastgebers ist keine Zahl</translation>
    </message>
    <message>
        <source>the host&apos;s seed does not match its commitment: the pile was not the one promised</source>
        <translation>der Startwert des Gastgebers passt nicht zu seiner Zusage: der Stapel war nicht der versprochene</translation>
    </message>
    <message>
        <source>the game&apos;s record does not replay (move %1): %2</source>
        <translation>die Aufzeichnung des Spiels lässt sich nicht nachspielen (Zug %1): %2</translation>
    </message>
    <message>
        <source>the game&apos;s record replays to another game than the host&apos;s</source>
        <translation>die Aufzeichnung des Spiels ergibt ein anderes Spiel als das des Gastgebers</translation>
    </message>
    <message>
        <source>the host sent a binary frame</source>
        <translation>der Gastgeber hat eine Binärnachricht geschickt</translation>
    </message>
    <message>
        <source>the connection to the host is lost</source>
        <translation>die Verbindung zum Gastgeber ist abgerissen</translation>
    </message>
    <message>
        <source>cannot reach the host at %1</source>
        <translation>der Gastgeber unter %1 ist nicht erreichbar</translation>
    </message>
    <message>
        <source>the host sent what this version cannot read: %1</source>
        <translation>der Gastgeber hat etwas geschickt, das diese Version nicht lesen kann: %1</translation>
    </message>
    <message>
        <source>the host gave this client another seat</source>
        <translation>der Gastgeber hat dir einen anderen Platz gegeben</translation>
    </message>
    <message>
        <source>the host offers a package with a bad id or hash</source>
        <translation>der Gastgeber bietet ein Paket mit ungültiger ID oder Prüfsumme an</translation>
    </message>
    <message>
        <source>the host started another game</source>
        <translation>der Gastgeber hat ein anderes Spiel begonnen</translation>
    </message>
    <message>
        <source>the host sent a part of a package not asked for</source>
        <translation>der Gastgeber hat einen nicht angeforderten Teil eines Pakets geschickt</translation>
    </message>
    <message>
        <source>package %1 does not match its hash: refused</source>
        <translation>Paket %1 passt nicht zu seiner Prüfsumme: abgelehnt</translation>
    </message>
    <message>
        <source>cannot keep package %1: %2</source>
        <translation>Paket %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>package %1 cannot be played: %2</source>
        <translation>mit Paket %1 kann nicht gespielt werden: %2</translation>
    </message>
    <message>
        <source>it has another id</source>
        <translation>es hat eine andere ID</translation>
    </message>
    <message>
        <source>out of step with the host again after its whole log: %1</source>
        <translation>auch nach dem ganzen Protokoll des Gastgebers nicht im Gleichschritt: %1</translation>
    </message>
    <message>
        <source>the package %1 brings no tiles of its own to the pile</source>
        <translation>das Paket %1 bringt keine eigenen Karten in den Stapel</translation>
    </message>
    <message>
        <source>setup.pile: must be {&quot;order&quot;: &quot;first&quot; or &quot;only&quot;, &quot;package&quot;: a package of the game}</source>
        <translation>setup.pile: muss {&quot;order&quot;: &quot;first&quot; oder &quot;only&quot;, &quot;package&quot;: ein Paket des Spiels} sein</translation>
    </message>
    <message>
        <source>setup.pile.package: %1 is not a package of the game</source>
        <translation>setup.pile.package: %1 ist kein Paket des Spiels</translation>
    </message>
    <message>
        <source>setup.pile: a record with a deck has its order</source>
        <translation>setup.pile: ein Protokoll mit einem Deck (feste Reihenfolge) hat seine Reihenfolge schon</translation>
    </message>
</context>
<context>
    <name>FarmsUi</name>
    <message>
        <source>farmer</source>
        <translation>Farmer</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>Farm</translation>
    </message>
</context>
<context>
    <name>FogUi</name>
    <message numerus="yes">
        <source>: its %n ghost(s) are calmed</source>
        <translation>
            <numerusform>: %n Geist darauf ist vertrieben</numerusform>
            <numerusform>: seine %n Geister sind vertrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>No ghost is left in the supply: a tile that calls for one loses the game.</source>
        <translation>Kein Geist ist mehr im Vorrat: Eine Karte, die einen verlangt, verliert das Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n ghost(s) left in the supply: a tile that calls for more loses the game.</source>
        <translation>
            <numerusform>Nur noch %n Geist im Vorrat: Eine Karte, die mehr verlangt, verliert das Spiel.</numerusform>
            <numerusform>Nur noch %n Geister im Vorrat: Eine Karte, die mehr verlangt, verliert das Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ghosts</source>
        <translation>Geister</translation>
    </message>
    <message numerus="yes">
        <source>Ghosts in the supply, of %1; %n on the board. When a tile calls for more ghosts than the supply holds, the team loses at once.</source>
        <translation>
            <numerusform>Geister im Vorrat, von %1; %n auf dem Spielplan. Verlangt eine Karte mehr Geister, als der Vorrat hat, verliert das Team sofort.</numerusform>
            <numerusform>Geister im Vorrat, von %1; %n auf dem Spielplan. Verlangt eine Karte mehr Geister, als der Vorrat hat, verliert das Team sofort.</numerusform>
        </translation>
    </message>
    <message>
        <source>fog bank</source>
        <translation>Nebelbank</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) on this tile</source>
        <translation>
            <numerusform>%n Geist auf dieser Karte</numerusform>
            <numerusform>%n Geister auf dieser Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A completed fog bank (%n tile(s)): its ghosts were driven away</source>
        <translation>
            <numerusform>Eine geschlossene Nebelbank (%n Karte): ihre Geister sind vertrieben</numerusform>
            <numerusform>Eine geschlossene Nebelbank (%n Karten): ihre Geister sind vertrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>This fog bank can never be completed: it meets a clear road or field, or a face-down tile</source>
        <translation>Diese Nebelbank kann nie mehr geschlossen werden: Sie grenzt an eine klare Straße, eine klare Wiese oder eine verdeckte Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) start on the start tile</source>
        <translation>
            <numerusform>%n Geist beginnt auf der Startkarte</numerusform>
            <numerusform>%n Geister beginnen auf der Startkarte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n more ghost(s) on an open graveyard</source>
        <translation>
            <numerusform>%1 setzt %n weiteren Geist auf einen offenen Friedhof</numerusform>
            <numerusform>%1 setzt %n weitere Geister auf einen offenen Friedhof</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s new graveyard haunts the fog beside it: %n ghost(s)</source>
        <translation>
            <numerusform>Der neue Friedhof von %1 lässt es im Nebel daneben spuken: %n Geist</numerusform>
            <numerusform>Der neue Friedhof von %1 lässt es im Nebel daneben spuken: %n Geister</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n ghost(s) in the fog of the new tile</source>
        <translation>
            <numerusform>%1 setzt %n Geist in den Nebel der neuen Karte</numerusform>
            <numerusform>%1 setzt %n Geister in den Nebel der neuen Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) of a completed fog bank go back to the supply</source>
        <translation>
            <numerusform>%n Geist einer geschlossenen Nebelbank geht zurück in den Vorrat</numerusform>
            <numerusform>%n Geister einer geschlossenen Nebelbank gehen zurück in den Vorrat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calms %n ghost(s) on one tile</source>
        <translation>
            <numerusform>%1 vertreibt %n Geist von einer Karte</numerusform>
            <numerusform>%1 vertreibt %n Geister von einer Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hound calms %n ghost(s) near it</source>
        <translation>
            <numerusform>Der Hund vertreibt %n Geist in seiner Nähe</numerusform>
            <numerusform>Der Hund vertreibt %n Geister in seiner Nähe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) leave the closed graveyard</source>
        <translation>
            <numerusform>%n Geist verlässt den geschlossenen Friedhof</numerusform>
            <numerusform>%n Geister verlassen den geschlossenen Friedhof</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ghost(s) off a tile</source>
        <translation>
            <numerusform>%1 nimmt %n Geist von einer Karte</numerusform>
            <numerusform>%1 nimmt %n Geister von einer Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a fog bank of %n tile(s)</source>
        <translation>
            <numerusform>%1 schließt eine Nebelbank aus %n Karte</numerusform>
            <numerusform>%1 schließt eine Nebelbank aus %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoodsUi</name>
    <message>
        <source>Wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stoff</translation>
    </message>
    <message numerus="yes">
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n Weinplättchen</numerusform>
            <numerusform>%n Weinplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n Getreideplättchen</numerusform>
            <numerusform>%n Getreideplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n Stoffplättchen</numerusform>
            <numerusform>%n Stoffplättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 erhielt %2</translation>
    </message>
</context>
<context>
    <name>GraveyardsUi</name>
    <message>
        <source>A graveyard is closed: which guard is buried in it for good?</source>
        <translation>Ein Friedhof ist geschlossen: Welcher Wächter wird dort für immer begraben?</translation>
    </message>
    <message>
        <source>A graveyard is closed and no guard stands on the board: whose supply gives a guard to bury?</source>
        <translation>Ein Friedhof ist geschlossen und kein Wächter steht auf dem Spielplan: Aus wessen Vorrat kommt der Wächter, der begraben wird?</translation>
    </message>
    <message>
        <source>Ghosts went onto fog, so one more goes onto an open graveyard. Which one?</source>
        <translation>Geister kamen in den Nebel, also kommt noch einer auf einen offenen Friedhof. Auf welchen?</translation>
    </message>
    <message>
        <source>A graveyard is open: a tile goes face down beside it. Where?</source>
        <translation>Ein Friedhof ist offen: Eine verdeckte Karte kommt daneben. Wohin?</translation>
    </message>
    <message>
        <source>Which graveyard?</source>
        <translation>Welcher Friedhof?</translation>
    </message>
    <message>
        <source>Bury %1</source>
        <translation>%1 begraben</translation>
    </message>
    <message>
        <source>A haunted graveyard is open: at the end of this turn a tile goes face down beside it.</source>
        <translation>Ein spukender Friedhof ist offen: Am Ende dieses Zuges kommt eine verdeckte Karte daneben.</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>A face-down tile: it fits any side and completes only graveyards. A road, city, fog bank or haunted castle touching it can never be completed.</source>
        <translation>Eine verdeckte Karte: Sie passt an jede Seite und schließt nur Friedhöfe. Eine Straße, Stadt, Nebelbank oder Geisterburg, die sie berührt, kann nie mehr fertig werden.</translation>
    </message>
    <message>
        <source>Open graveyard, haunted: it closes when all eight neighbours hold tiles, and then a guard is buried in it. While it is open, a tile goes face down beside it at the end of every turn.</source>
        <translation>Offener, spukender Friedhof: Er schließt sich, wenn alle acht Nachbarn Karten haben, und dann wird ein Wächter darin begraben. Solange er offen ist, kommt am Ende jedes Zuges eine verdeckte Karte daneben.</translation>
    </message>
    <message>
        <source>Open graveyard: it closes when its four sides touch tiles, and then a guard is buried in it. While it is open, a tile that puts ghosts on fog puts one more on an open graveyard.</source>
        <translation>Offener Friedhof: Er schließt sich, wenn an allen vier Seiten Karten liegen, und dann wird ein Wächter darin begraben. Solange er offen ist, setzt eine Karte, die Geister in den Nebel setzt, noch einen auf einen offenen Friedhof.</translation>
    </message>
    <message>
        <source>%1 closes a graveyard</source>
        <translation>%1 schließt einen Friedhof</translation>
    </message>
    <message>
        <source>A guard from %1&apos;s supply is buried in the closed graveyard for good</source>
        <translation>Ein Wächter aus dem Vorrat von %1 wird für immer auf dem geschlossenen Friedhof begraben</translation>
    </message>
    <message>
        <source>%1&apos;s guard is buried in the closed graveyard for good</source>
        <translation>Der Wächter von %1 wird für immer auf dem geschlossenen Friedhof begraben</translation>
    </message>
    <message>
        <source>%1 lays a tile face down beside an open graveyard</source>
        <translation>%1 legt eine verdeckte Karte neben einen offenen Friedhof</translation>
    </message>
    <message>
        <source>The graveyard %1</source>
        <extracomment>An open graveyard to put a ghost on: &quot;The graveyard north-east of your tile&quot;.</extracomment>
        <translation>Der Friedhof %1</translation>
    </message>
    <message>
        <source>Face down %1 of the graveyard</source>
        <extracomment>A place for a face-down tile: &quot;Face down north-west of the graveyard&quot;.</extracomment>
        <translation>Verdeckt %1 des Friedhofs</translation>
    </message>
    <message>
        <source>Face down %1</source>
        <translation>Verdeckt %1</translation>
    </message>
    <message>
        <source>A guard from %1&apos;s supply</source>
        <extracomment>%1 is the player&apos;s name (or colour, where one plays several).</extracomment>
        <translation>Ein Wächter aus dem Vorrat von %1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Lay the tile shown on the right on one of the lit squares, west of the coast: a side against a start field fits anything, and every side against a tile must match, road to road, city to city, field to field. Point at a square to see the tile there, turn it with R or a right click, and click to lay it. The rules of this game are under ? (F1).</source>
        <translation>Lege die rechts gezeigte Karte auf eines der hellen Felder westlich der Küste: Eine Seite an einem Startfeld passt immer, und jede Seite an einer Karte muss passen, Straße an Straße, Stadt an Stadt, Wiese an Wiese. Zeige auf ein Feld, um die Karte dort zu sehen, drehe sie mit R oder einem Rechtsklick und klicke, um sie anzulegen. Die Regeln dieses Spiels stehen unter ? (F1).</translation>
    </message>
    <message>
        <source>A feature scores as soon as it is completed: the most colonists take its points, and each surveyor in the column of one of their colonists there adds %1. Then the eastern surveyor moves one column west, and every colonist but the trappers east of both surveyors goes home without points. Who scores what: ? (F1).</source>
        <translation>Ein Bauwerk wird gewertet, sobald es abgeschlossen ist: Wer dort die meisten Siedler hat, bekommt die Punkte, und jeder Landvermesser in der Spalte eines seiner Siedler dort bringt %1 mehr. Danach zieht der östliche Landvermesser eine Spalte nach Westen, und jeder Siedler östlich beider Landvermesser außer den Trappern kehrt ohne Punkte zurück. Wer was bekommt: ? (F1).</translation>
    </message>
    <message>
        <source>Every colour with a guard on a completed feature scores its full value: there is no majority. Instead of the points the team may clear up to 3 ghosts from one square; take them when the supply runs low. The guards go home either way. The goal and the rest: ? (F1).</source>
        <translation>Jede Farbe mit einem Wächter auf einem fertigen Gebiet erhält den vollen Wert: Es gibt keine Mehrheit. Statt der Punkte darf das Team bis zu 3 Geister von einem Feld vertreiben; tu das, wenn der Vorrat knapp wird. Die Wächter kehren in jedem Fall zurück. Das Ziel und der Rest: ? (F1).</translation>
    </message>
    <message>
        <source>The Mist ends at once: won when the team reaches its goal, lost when the ghosts, the pile or a stack run out first. Nothing unfinished scores. The end screen offers the same level again or the next, and Review steps through the game again.</source>
        <translation>Nebel über Carcassonne endet sofort: gewonnen, wenn das Team sein Ziel erreicht, verloren, wenn vorher die Geister, die Karten oder ein Stapel ausgehen. Nichts Unfertiges wird gewertet. Der Schlussbildschirm bietet dasselbe Level noch einmal oder das nächste an, und Nachspielen geht die Partie noch einmal durch.</translation>
    </message>
</context>
<context>
    <name>HoundsUi</name>
    <message numerus="yes">
        <source>%1 gets %n point(s) from the hound, one per ghost on the board</source>
        <translation>
            <numerusform>%1 bekommt %n Punkt vom Hund, einen pro Geist auf dem Spielplan</numerusform>
            <numerusform>%1 bekommt %n Punkte vom Hund, einen pro Geist auf dem Spielplan</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1&apos;s turn the team reaches %2: the rest of this stack goes onto the next</source>
        <translation>Im Zug von %1 erreicht das Team %2: Der Rest dieses Stapels kommt auf den nächsten</translation>
    </message>
    <message numerus="yes">
        <source>%2 leaves %1&apos;s guard and scores %n point(s), one per ghost on the board</source>
        <translation>
            <numerusform>%2 verlässt den Wächter von %1 und bringt %n Punkt, einen pro Geist auf dem Spielplan</numerusform>
            <numerusform>%2 verlässt den Wächter von %1 und bringt %n Punkte, einen pro Geist auf dem Spielplan</numerusform>
        </translation>
    </message>
    <message>
        <source>On %1&apos;s turn %2 leaves the game unused: no guard stands on the board</source>
        <translation>Im Zug von %1 verlässt %2 ungenutzt das Spiel: Kein Wächter steht auf dem Spielplan</translation>
    </message>
    <message>
        <source>On %1&apos;s turn %2 leaves the game unscored: its guard was buried</source>
        <translation>Im Zug von %1 verlässt %2 das Spiel ohne Punkte: Sein Wächter wurde begraben</translation>
    </message>
    <message numerus="yes">
        <source>The team has reached %1 (%n point(s)). By which guard does it lie down?</source>
        <translation>
            <numerusform>Das Team hat %1 erreicht (%n Punkt). Zu welchem Wächter legt er sich?</numerusform>
            <numerusform>Das Team hat %1 erreicht (%n Punkte). Zu welchem Wächter legt er sich?</numerusform>
        </translation>
    </message>
    <message>
        <source>The hound calms up to 3 ghosts on each of two tiles around it, its own tile included. Which tile next?</source>
        <translation>Der Hund vertreibt bis zu 3 Geister von je zwei Karten um ihn herum, seine eigene eingeschlossen. Welche Karte jetzt?</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 neben %2</translation>
    </message>
    <message>
        <source>Calm no more ghosts</source>
        <translation>Keine Geister mehr vertreiben</translation>
    </message>
    <message numerus="yes">
        <source>The last tile of this stack: without %n more point(s) for %1 this turn, the team loses.</source>
        <translation>
            <numerusform>Die letzte Karte dieses Stapels: Ohne %n weiteren Punkt für %1 in diesem Zug verliert das Team.</numerusform>
            <numerusform>Die letzte Karte dieses Stapels: Ohne %n weitere Punkte für %1 in diesem Zug verliert das Team.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stack %1/%2</source>
        <translation>Stapel %1/%2</translation>
    </message>
    <message>
        <source>Tiles left in stack %1 of %2: reach %3 before it runs out, or the team loses.</source>
        <translation>Verbleibende Karten in Stapel %1 von %2: Erreicht %3, bevor er ausgeht, sonst verliert das Team.</translation>
    </message>
    <message>
        <source>Tiles left in the last stack: reach the goal before it runs out.</source>
        <translation>Verbleibende Karten im letzten Stapel: Erreicht das Ziel, bevor er ausgeht.</translation>
    </message>
    <message numerus="yes">
        <source>%1 comes at %n point(s): reach them before stack %2 runs out. The hound then lies by a guard and calms ghosts around it.</source>
        <translation>
            <numerusform>%1 kommt bei %n Punkt: Erreicht ihn, bevor Stapel %2 ausgeht. Der Hund legt sich dann zu einem Wächter und vertreibt Geister um sich herum.</numerusform>
            <numerusform>%1 kommt bei %n Punkten: Erreicht sie, bevor Stapel %2 ausgeht. Der Hund legt sich dann zu einem Wächter und vertreibt Geister um sich herum.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lies by a guard: when the guard&apos;s feature is scored, %1 scores a point per ghost on the board and leaves.</source>
        <translation>%1 liegt bei einem Wächter: Wenn das Gebiet dieses Wächters gewertet wird, bringt %1 einen Punkt pro Geist auf dem Spielplan und geht.</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>%1 has left the game.</source>
        <translation>%1 hat das Spiel verlassen.</translation>
    </message>
    <message>
        <source>%1 lies by a guard on this tile: when the guard&apos;s feature is scored, %1 scores a point per ghost on the board and leaves.</source>
        <translation>%1 liegt bei einem Wächter auf dieser Karte: Wenn das Gebiet dieses Wächters gewertet wird, bringt %1 einen Punkt pro Geist auf dem Spielplan und geht.</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>liegt</translation>
    </message>
    <message>
        <source>%2 lies down by %1&apos;s guard</source>
        <translation>%2 legt sich zum Wächter von %1</translation>
    </message>
    <message>
        <source>on %1&apos;s tile</source>
        <extracomment>Ghosts to calm on the hound&apos;s own tile: &quot;on Rufus&apos;s tile&quot;.</extracomment>
        <translation>auf der Karte von %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Ghosts to calm beside the hound: %1 a compass word, %2 the hound (&quot;north of Rufus&quot;).</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Calm %n of the %2 ghosts %1</source>
        <extracomment>&quot;Calm 1 of the 3 ghosts north of Rufus&quot;</extracomment>
        <translation>
            <numerusform>%n der %2 Geister %1 vertreiben</numerusform>
            <numerusform>%n der %2 Geister %1 vertreiben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calm %n ghost(s) %1</source>
        <extracomment>&quot;Calm 2 ghosts north of Rufus&quot; (all there are)</extracomment>
        <translation>
            <numerusform>%n Geist %1 vertreiben</numerusform>
            <numerusform>%n Geister %1 vertreiben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistTexts</name>
    <message>
        <source>%1, %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <extracomment>Two choices that read alike, told apart by their number: &quot;Bury the guard (2 of 2)&quot;.</extracomment>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>the guard on the %1</source>
        <translation>den Wächter auf der %1</translation>
    </message>
    <message>
        <source>the guard in the %1</source>
        <translation>den Wächter in der %1</translation>
    </message>
</context>
<context>
    <name>ModuleUis</name>
    <message>
        <source>field</source>
        <comment>landscape</comment>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>garden</source>
        <translation>Garten</translation>
    </message>
    <message>
        <source>farm</source>
        <comment>Mayflower building</comment>
        <translation>Bauernhof</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>Spukschloss</translation>
    </message>
    <message>
        <source>graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>Nebel</translation>
    </message>
</context>
<context>
    <name>PigUi</name>
    <message>
        <source>pig</source>
        <translation>Schwein</translation>
    </message>
</context>
<context>
    <name>PlaceWords</name>
    <message>
        <source>north-west</source>
        <translation>nordwestlich</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nordöstlich</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nördlich</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>südwestlich</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>südöstlich</translation>
    </message>
    <message>
        <source>south</source>
        <translation>südlich</translation>
    </message>
    <message>
        <source>west</source>
        <translation>westlich</translation>
    </message>
    <message>
        <source>east</source>
        <translation>östlich</translation>
    </message>
    <message>
        <source>on your tile</source>
        <translation>auf deiner Karte</translation>
    </message>
    <message>
        <source>%1 of your tile</source>
        <extracomment>Where a place lies from the tile just laid: &quot;north-east of your tile&quot;.</extracomment>
        <translation>%1 deiner Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) %1 of your tile</source>
        <extracomment>&quot;3 tiles north-east of your tile&quot;; %1 is a compass word.</extracomment>
        <translation>
            <numerusform>%n Karte %1 deiner Karte</numerusform>
            <numerusform>%n Karten %1 deiner Karte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleTexts</name>
    <message>
        <source>Farmers</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Abbot</source>
        <translation>Abt</translation>
    </message>
    <message>
        <source>Arrow tiles</source>
        <translation>Pfeilkarten</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Handelswaren</translation>
    </message>
    <message>
        <source>Builder</source>
        <translation>Baumeister</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Schwein</translation>
    </message>
    <message>
        <source>Minimum number of players</source>
        <translation>Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>Maximum number of players</source>
        <translation>Höchstzahl der Spieler</translation>
    </message>
    <message>
        <source>Meeples per player</source>
        <translation>Gefolgsleute pro Spieler</translation>
    </message>
    <message>
        <source>Road: points per tile</source>
        <translation>Straße: Punkte pro Karte</translation>
    </message>
    <message>
        <source>Road at the end: points per tile</source>
        <translation>Straße in der Schlusswertung: Punkte pro Karte</translation>
    </message>
    <message>
        <source>City: points per tile</source>
        <translation>Stadt: Punkte pro Karte</translation>
    </message>
    <message>
        <source>City: points per pennant</source>
        <translation>Stadt: Punkte pro Wappen</translation>
    </message>
    <message>
        <source>City at the end: points per tile</source>
        <translation>Stadt in der Schlusswertung: Punkte pro Karte</translation>
    </message>
    <message>
        <source>City at the end: points per pennant</source>
        <translation>Stadt in der Schlusswertung: Punkte pro Wappen</translation>
    </message>
    <message>
        <source>Cloister: points per tile</source>
        <translation>Kloster: Punkte pro Karte</translation>
    </message>
    <message>
        <source>Cloister at the end: points per tile</source>
        <translation>Kloster in der Schlusswertung: Punkte pro Karte</translation>
    </message>
    <message>
        <source>Farmer: points per completed city</source>
        <translation>Bauer: Punkte pro abgeschlossener Stadt</translation>
    </message>
    <message>
        <source>Abbots per player</source>
        <translation>Äbte pro Spieler</translation>
    </message>
    <message>
        <source>Arrow at an empty side: points</source>
        <translation>Pfeil zu einer freien Seite: Punkte</translation>
    </message>
    <message>
        <source>Goods: points for the most of a kind</source>
        <translation>Handelswaren: Punkte für die meisten einer Sorte</translation>
    </message>
    <message>
        <source>Builders per player</source>
        <translation>Baumeister pro Spieler</translation>
    </message>
    <message>
        <source>Pigs per player</source>
        <translation>Schweine pro Spieler</translation>
    </message>
    <message>
        <source>Farmer with a pig: points per completed city</source>
        <translation>Bauer mit Schwein: Punkte pro abgeschlossener Stadt</translation>
    </message>
    <message>
        <source>Coast and start fields</source>
        <translation>Küste und Startfelder</translation>
    </message>
    <message>
        <source>Start fields on the coast</source>
        <translation>Startfelder an der Küste</translation>
    </message>
    <message>
        <source>The coast completes roads and cities</source>
        <translation>Die Küste schließt Wege und Städte ab</translation>
    </message>
    <message>
        <source>Road: points per trading post</source>
        <translation>Weg: Punkte pro Handelsposten</translation>
    </message>
    <message>
        <source>Road at the end: points per trading post</source>
        <translation>Weg in der Schlusswertung: Punkte pro Handelsposten</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Farmen</translation>
    </message>
    <message>
        <source>Farm: points per tile of the nine</source>
        <translation>Farm: Punkte pro Karte der neun</translation>
    </message>
    <message>
        <source>Farm at the end: points per tile present</source>
        <translation>Farm in der Schlusswertung: Punkte pro vorhandene Karte</translation>
    </message>
    <message>
        <source>Surveyors</source>
        <translation>Landvermesser</translation>
    </message>
    <message>
        <source>Surveyor: bonus points in the surveyor&apos;s column</source>
        <translation>Landvermesser: Bonuspunkte in seiner Spalte</translation>
    </message>
    <message>
        <source>Trappers</source>
        <translation>Trapper</translation>
    </message>
    <message>
        <source>Plain: points per animal</source>
        <translation>Ebene: Punkte pro Tier</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Ebenen</translation>
    </message>
    <message>
        <source>Haunted castles</source>
        <translation>Geisterburgen</translation>
    </message>
    <message>
        <source>Haunted castle: points per tile with fog</source>
        <translation>Geisterburg: Punkte pro Karte mit Nebel</translation>
    </message>
    <message>
        <source>The Mist: playing together</source>
        <translation>Nebel: gemeinsam spielen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Goal: points to win</source>
        <translation>Ziel: Punkte zum Sieg</translation>
    </message>
    <message>
        <source>Every colour scores for itself and must reach each goal</source>
        <translation>Jede Farbe punktet für sich und muss jedes Ziel erreichen</translation>
    </message>
    <message>
        <source>Fog and ghosts</source>
        <translation>Nebel und Geister</translation>
    </message>
    <message>
        <source>Ghosts in the supply</source>
        <translation>Geister im Vorrat</translation>
    </message>
    <message>
        <source>Graveyards</source>
        <translation>Friedhöfe</translation>
    </message>
    <message>
        <source>Stacks and hounds</source>
        <translation>Stapel und Hunde</translation>
    </message>
    <message>
        <source>Rufus: points by the end of the first stack</source>
        <translation>Rufus: Punkte bis zum Ende des ersten Stapels</translation>
    </message>
    <message>
        <source>Ronja: points by the end of the second stack</source>
        <translation>Ronja: Punkte bis zum Ende des zweiten Stapels</translation>
    </message>
    <message>
        <source>A hound reached with no guard on the board loses the game</source>
        <translation>Ein erreichter Hund ohne Wächter auf dem Spielplan verliert das Spiel</translation>
    </message>
    <message>
        <source>Hounds</source>
        <translation>Hunde</translation>
    </message>
    <message>
        <source>not at this level</source>
        <translation>nicht auf diesem Level</translation>
    </message>
    <message>
        <source>The English edition&apos;s colours: alone 4, two players 2 each, 3 guards a colour</source>
        <translation>Farben der englischen Ausgabe: allein 4, zu zweit je 2, 3 Wächter pro Farbe</translation>
    </message>
    <message>
        <source>Castles and graveyards</source>
        <translation>Spukschlösser und Friedhöfe</translation>
    </message>
    <message>
        <source>left in the box</source>
        <translation>bleiben in der Schachtel</translation>
    </message>
    <message>
        <source>a graveyard closes on four sides</source>
        <translation>ein Friedhof schließt an vier Seiten</translation>
    </message>
    <message>
        <source>haunted: eight neighbours, face-down tiles</source>
        <translation>Spuk: acht Nachbarn, verdeckte Karten</translation>
    </message>
    <message>
        <source>Tiles per stack</source>
        <translation>Karten pro Stapel</translation>
    </message>
    <message>
        <source>one pile</source>
        <translation>ein Stapel</translation>
    </message>
    <message>
        <source>The packages&apos; own rules</source>
        <translation>Eigene Regeln der Pakete</translation>
    </message>
    <message>
        <source>the package&apos;s own figure</source>
        <translation>eigene Figur des Pakets</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>On your turn you draw a tile and lay it beside the tiles on the board, so that every side it touches matches: road to road, city to city, field to field. A tile that fits nowhere is set aside and you draw another.</source>
        <translation>In deinem Zug ziehst du eine Karte und legst sie an die Karten auf dem Spielplan an, sodass jede Seite, die sie berührt, passt: Straße an Straße, Stadt an Stadt, Wiese an Wiese. Eine Karte, die nirgends passt, wird beiseitegelegt, und du ziehst eine neue.</translation>
    </message>
    <message numerus="yes">
        <source>Then you may put one meeple from your supply on the new tile: on a road as a robber, in a city as a knight, on a cloister as a monk. Never on a road or city that already holds a meeple, however far away. You have %n meeple(s).</source>
        <translation>
            <numerusform>Danach darfst du einen Gefolgsmann aus deinem Vorrat auf die neue Karte setzen: auf eine Straße als Wegelagerer, in eine Stadt als Ritter, auf ein Kloster als Mönch. Nie auf eine Straße oder Stadt, auf der schon ein Gefolgsmann steht – egal, wie weit entfernt. Du hast %n Gefolgsmann.</numerusform>
            <numerusform>Danach darfst du einen Gefolgsmann aus deinem Vorrat auf die neue Karte setzen: auf eine Straße als Wegelagerer, in eine Stadt als Ritter, auf ein Kloster als Mönch. Nie auf eine Straße oder Stadt, auf der schon ein Gefolgsmann steht – egal, wie weit entfernt. Du hast %n Gefolgsleute.</numerusform>
        </translation>
    </message>
    <message>
        <source>A road is complete when both its ends stop (at a crossing, a city, a cloister) or it loops: %1 per tile. A city is complete when its walls close without a gap: %2 per tile and %3 per pennant. A cloister is complete when eight tiles surround it: %4 per tile, itself included.</source>
        <translation>Eine Straße ist abgeschlossen, wenn ihre beiden Enden aufhören (an einer Kreuzung, einer Stadt, einem Kloster) oder sie einen Ring bildet: %1 pro Karte. Eine Stadt ist abgeschlossen, wenn ihre Mauern lückenlos geschlossen sind: %2 pro Karte und %3 pro Wappen. Ein Kloster ist abgeschlossen, wenn acht Karten es umgeben: %4 pro Karte, das Kloster selbst eingeschlossen.</translation>
    </message>
    <message>
        <source>A completed feature scores at once for whoever has the most meeples on it; with a tie each of them scores in full. Its meeples go back to their owners, so you can place them again.</source>
        <translation>Ein abgeschlossenes Gebiet wird sofort für den gewertet, der die meisten Gefolgsleute darauf hat; bei Gleichstand erhält jeder von ihnen die vollen Punkte. Seine Gefolgsleute kehren zu ihren Besitzern zurück, sodass du sie wieder einsetzen kannst.</translation>
    </message>
    <message>
        <source>After the last tile, every unfinished feature scores for its majority: a road %1 per tile, a city %2 per tile and %3 per pennant, a cloister %4 per tile around it and itself. The highest score wins.</source>
        <translation>Nach der letzten Karte wird jedes nicht abgeschlossene Gebiet für die Mehrheit darauf gewertet: eine Straße %1 pro Karte, eine Stadt %2 pro Karte und %3 pro Wappen, ein Kloster %4 pro Karte um es herum und für sich selbst. Die höchste Punktzahl gewinnt.</translation>
    </message>
    <message>
        <source>The basics</source>
        <translation>Die Grundregeln</translation>
    </message>
    <message>
        <source>A city with a pennant</source>
        <translation>Eine Stadt mit Wappen</translation>
    </message>
    <message>
        <source>A cloister</source>
        <translation>Ein Kloster</translation>
    </message>
    <message>
        <source>A meeple</source>
        <translation>Ein Gefolgsmann</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n abbot(s). Instead of a meeple you may put your abbot on a cloister or a garden of the new tile; meeples never go on gardens.</source>
        <translation>
            <numerusform>Jeder Spieler hat %n Abt. Statt eines Gefolgsmanns darfst du deinen Abt auf ein Kloster oder einen Garten der neuen Karte setzen; Gefolgsleute kommen nie auf Gärten.</numerusform>
            <numerusform>Jeder Spieler hat %n Äbte. Statt eines Gefolgsmanns darfst du deinen Abt auf ein Kloster oder einen Garten der neuen Karte setzen; Gefolgsleute kommen nie auf Gärten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A garden scores like a cloister: %1 when eight tiles surround it, and at the end %2 per tile, itself and its neighbours.</source>
        <translation>Ein Garten wird wie ein Kloster gewertet: %1, wenn acht Karten ihn umgeben, und am Ende %2 pro Karte, für ihn selbst und seine Nachbarn.</translation>
    </message>
    <message>
        <source>Instead of placing a figure you may take your abbot back: its cloister or garden scores at once what it is worth now, for you alone. At the end an abbot counts as a monk.</source>
        <translation>Statt eine Figur einzusetzen, darfst du deinen Abt zurücknehmen: Sein Kloster oder Garten wird sofort mit seinem jetzigen Wert gewertet, nur für dich. Am Ende zählt ein Abt wie ein Mönch.</translation>
    </message>
    <message>
        <source>An abbot</source>
        <translation>Ein Abt</translation>
    </message>
    <message>
        <source>A garden</source>
        <translation>Ein Garten</translation>
    </message>
    <message>
        <source>A meeple laid in a field is a farmer: put it on a field of the new tile as you would any meeple. Fields are bounded by roads, cities and the edge of the board. Farmers stay where they lie until the game ends.

At the end each field scores for the player with the most farmers in it (with a tie each of them in full): %1 for every completed city the field borders. Unfinished cities count for nothing, and one city can pay several fields.</source>
        <translation>Ein Gefolgsmann, der auf einer Wiese liegt, ist ein Bauer: Du setzt ihn wie jeden Gefolgsmann auf eine Wiese der neuen Karte. Wiesen werden von Straßen, Städten und dem Rand des Spielplans begrenzt. Bauern bleiben bis zum Spielende liegen.

Am Ende wird jede Wiese für den Spieler mit den meisten Bauern darauf gewertet (bei Gleichstand jeder von ihnen voll): %1 für jede abgeschlossene Stadt, an die die Wiese grenzt. Nicht abgeschlossene Städte zählen nichts, und eine Stadt kann für mehrere Wiesen Punkte bringen.</translation>
    </message>
    <message>
        <source>A farmer</source>
        <translation>Ein Bauer</translation>
    </message>
    <message>
        <source>The game starts with the river&apos;s spring instead of the start tile, and the river tiles are drawn first, the lakes last among them; then come the other tiles.

A river tile must continue the river, and it may not bend the same way as the river tile it continues: the river never makes a U-turn. A river tile that fits nowhere is set aside.

Figures may stand on a river tile&apos;s roads, cities, fields and cloisters, never on the river itself. The river never scores; it divides the fields.</source>
        <translation>Das Spiel beginnt statt mit der Startkarte mit der Quelle des Flusses, und die Flusskarten werden zuerst gezogen, die Seen als letzte von ihnen; danach kommen die übrigen Karten.

Eine Flusskarte muss den Fluss fortsetzen, und sie darf nicht in dieselbe Richtung abbiegen wie die Flusskarte, an die sie anschließt: Der Fluss macht nie eine Kehrtwende. Eine Flusskarte, die nirgends passt, wird beiseitegelegt.

Figuren dürfen auf den Straßen, Städten, Wiesen und Klöstern einer Flusskarte stehen, nie auf dem Fluss selbst. Der Fluss wird nie gewertet; er trennt die Wiesen.</translation>
    </message>
    <message>
        <source>A river tile</source>
        <translation>Eine Flusskarte</translation>
    </message>
    <message>
        <source>Some tiles carry a symbol with an arrow pointing at one of their sides. When you lay such a tile and its arrow points at an empty square, you score %1 at once.

A symbol is used when a tile is laid on the square its arrow points at (anyone may do it, for themselves), or when the new tile&apos;s arrow points at a tile. You use one symbol per turn, and choose when there are several; each symbol is used only once.

Reinforce: you may put a second meeple beside your only meeple on any road, city, field or cloister on the board.
Anywhere: you may put a meeple (or the abbot) on any empty, unfinished feature on the board.
Extra turn: after the scoring you play another whole turn (a second extra turn in it gives none).</source>
        <translation>Manche Karten tragen ein Symbol mit einem Pfeil, der auf eine ihrer Seiten zeigt. Legst du eine solche Karte und zeigt ihr Pfeil auf ein leeres Feld, erhältst du sofort %1.

Ein Symbol wird genutzt, wenn eine Karte auf das Feld gelegt wird, auf das sein Pfeil zeigt (das darf jeder, für sich selbst), oder wenn der Pfeil der neuen Karte auf eine Karte zeigt. Du nutzt ein Symbol pro Zug und wählst, wenn es mehrere gibt; jedes Symbol wird nur einmal genutzt.

Verstärken: Du darfst einen zweiten Gefolgsmann neben deinen einzigen Gefolgsmann auf eine beliebige Straße, Stadt, Wiese oder ein beliebiges Kloster auf dem Spielplan setzen.
Überall: Du darfst einen Gefolgsmann (oder den Abt) auf ein beliebiges leeres, nicht abgeschlossenes Gebiet auf dem Spielplan setzen.
Zusatzzug: Nach der Wertung spielst du einen weiteren ganzen Zug (ein zweiter Zusatzzug darin bringt keinen weiteren).</translation>
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
        <source>Extra turn</source>
        <translation>Zusatzzug</translation>
    </message>
    <message>
        <source>Whenever you extend the road or city your builder stands on, you draw a second tile at once and play a whole turn with it. The second tile never brings a third.

The builder goes home when its road or city scores, or when you have no meeple left on it. It never counts for the majority.</source>
        <translation>Immer wenn du die Straße oder Stadt erweiterst, auf der dein Baumeister steht, ziehst du sofort eine zweite Karte und spielst mit ihr einen ganzen Zug. Die zweite Karte bringt nie eine dritte.

Der Baumeister kehrt in deinen Vorrat zurück, wenn seine Straße oder Stadt gewertet wird oder wenn du keinen Gefolgsmann mehr darauf hast. Er zählt nie für die Mehrheit.</translation>
    </message>
    <message>
        <source>A builder</source>
        <translation>Ein Baumeister</translation>
    </message>
    <message>
        <source>Some cities carry goods: wine, grain and cloth. Whoever lays the tile that completes a city takes one token for each goods symbol in it, whether they have a knight there or not, and whoever scores the city.

At the end, the player with the most tokens of a good scores %1 for it; with a tie each of them does. Nobody scores a good nobody holds.</source>
        <translation>Manche Städte enthalten Handelswaren: Wein, Getreide und Stoff. Wer die Karte legt, die eine Stadt abschließt, nimmt für jedes Warensymbol darin ein Plättchen – egal, ob er dort einen Ritter hat oder nicht, und egal, wer für die Stadt Punkte bekommt.

Am Ende erhält der Spieler mit den meisten Plättchen einer Ware dafür %1; bei Gleichstand erhält sie jeder von ihnen. Für eine Ware, die niemand besitzt, bekommt niemand Punkte.</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>Grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stoff</translation>
    </message>
    <message>
        <source>At the end, if you win that field (the most farmers, or a tie), every completed city it borders pays you %1 instead of %2. The pig never counts for the majority, and it goes home when you have no farmer left in its field.</source>
        <translation>Gewinnst du am Ende diese Wiese (die meisten Bauern oder Gleichstand), bringt dir jede abgeschlossene Stadt, an die sie grenzt, %1 statt %2. Das Schwein zählt nie für die Mehrheit, und es kehrt in deinen Vorrat zurück, wenn du keinen Bauern mehr auf seiner Wiese hast.</translation>
    </message>
    <message>
        <source>A pig</source>
        <translation>Ein Schwein</translation>
    </message>
    <message numerus="yes">
        <source>You have %n colonist(s). You may put one on the new tile, never on a feature that already holds a colonist, however far away. What it becomes follows from where it stands: on a road a bandit, in a city a sheriff, on a farm a farmer, lying on a plain a trapper.</source>
        <translation>
            <numerusform>Du hast %n Siedler. Du darfst einen auf die neue Karte setzen, nie auf ein Bauwerk, auf dem schon ein Siedler steht – egal, wie weit entfernt. Was er wird, hängt davon ab, wo er steht: auf einem Weg ein Bandit, in einer Stadt ein Sheriff, auf einer Farm ein Farmer, liegend auf einer Ebene ein Trapper.</numerusform>
            <numerusform>Du hast %n Siedler. Du darfst einen auf die neue Karte setzen, nie auf ein Bauwerk, auf dem schon ein Siedler steht – egal, wie weit entfernt. Was er wird, hängt davon ab, wo er steht: auf einem Weg ein Bandit, in einer Stadt ein Sheriff, auf einer Farm ein Farmer, liegend auf einer Ebene ein Trapper.</numerusform>
        </translation>
    </message>
    <message>
        <source>A road is complete when both its ends reach a crossing, a city or a farm, or it loops: %1 per tile and %2 per trading post beside it. A city is complete when its walls close: %3 per tile and %4 per flag. The most colonists score, with a tie each in full; then the colonists go home.</source>
        <translation>Ein Weg ist abgeschlossen, wenn seine beiden Enden eine Kreuzung, eine Stadt oder eine Farm erreichen oder er einen Ring bildet: %1 pro Karte und %2 pro Handelsposten an ihm. Eine Stadt ist abgeschlossen, wenn ihre Mauern geschlossen sind: %3 pro Karte und %4 pro Flagge. Wer die meisten Siedler darauf hat, punktet, bei Gleichstand jeder voll; danach kehren die Siedler zu ihren Besitzern zurück.</translation>
    </message>
    <message>
        <source>In this game the coast closes a road or city that runs into it, and start fields count as tiles around a farm.</source>
        <translation>In dieser Partie schließt die Küste einen Weg oder eine Stadt ab, die auf sie trifft, und Startfelder zählen als Karten rund um eine Farm.</translation>
    </message>
    <message>
        <source>Start fields are not tiles: a road or city that runs into the coast stays open.</source>
        <translation>Startfelder sind keine Karten: Ein Weg oder eine Stadt, die auf die Küste trifft, bleibt offen.</translation>
    </message>
    <message>
        <source>After the last tile, unfinished features score for their majority: a road %1 per tile and %2 per trading post, a city %3 per tile and %4 per flag. The highest score wins.</source>
        <translation>Nach der letzten Karte werden nicht abgeschlossene Bauwerke für die Mehrheit darauf gewertet: ein Weg %1 pro Karte und %2 pro Handelsposten, eine Stadt %3 pro Karte und %4 pro Flagge. Die höchste Punktzahl gewinnt.</translation>
    </message>
    <message>
        <source>A start field</source>
        <translation>Ein Startfeld</translation>
    </message>
    <message>
        <source>A trading post</source>
        <translation>Ein Handelsposten</translation>
    </message>
    <message>
        <source>A colonist</source>
        <translation>Ein Siedler</translation>
    </message>
    <message>
        <source>A farm is a building in the middle of a tile; a colonist on it is a farmer. A road that reaches a farm ends there. A farm is complete when eight tiles surround it: %1. At the end an unfinished farm pays %2 per tile, itself and its neighbours.</source>
        <translation>Eine Farm ist ein Gebäude in der Mitte einer Karte; ein Siedler darauf ist ein Farmer. Ein Weg, der eine Farm erreicht, endet dort. Eine Farm ist abgeschlossen, wenn acht Karten sie umgeben: %1. Am Ende bringt eine nicht abgeschlossene Farm %2 pro Karte, für sie selbst und ihre Nachbarn.</translation>
    </message>
    <message>
        <source>A farm</source>
        <translation>Eine Farm</translation>
    </message>
    <message>
        <source>Two surveyors start on the coast. When a feature scores, each scoring player with a colonist of it in a surveyor&apos;s column earns %1 more for each surveyor standing there.

After every feature that paid someone, the eastern surveyor moves one column west. The two never stand more than one column apart, and they stop where no tile lies west of them. Then every colonist except the trappers east of both surveyors goes home without points: a completed feature that lost its colonists this way scores nothing.

When a tile completes several features that hold colonists, you choose the order in which they score. The surveyors give nothing at the end.</source>
        <translation>Zwei Landvermesser beginnen an der Küste. Wird ein Bauwerk gewertet, erhält jeder punktende Spieler, der einen Siedler dieses Bauwerks in der Spalte eines Landvermessers hat, %1 mehr für jeden Landvermesser, der dort steht.

Nach jedem Bauwerk, das jemandem Punkte brachte, zieht der östliche Landvermesser eine Spalte nach Westen. Die beiden stehen nie mehr als eine Spalte auseinander, und sie halten an, wo westlich von ihnen keine Karte liegt. Danach kehrt jeder Siedler östlich beider Landvermesser außer den Trappern ohne Punkte zurück: Ein abgeschlossenes Bauwerk, das so seine Siedler verloren hat, bringt nichts.

Schließt eine Karte mehrere Bauwerke mit Siedlern ab, wählst du die Reihenfolge, in der sie gewertet werden. Am Ende bringen die Landvermesser nichts.</translation>
    </message>
    <message>
        <source>A surveyor</source>
        <translation>Ein Landvermesser</translation>
    </message>
    <message>
        <source>A colonist lying on a plain is a trapper. Trappers stay until the game ends and are never sent home, not even east of the surveyors.

At the end each plain scores its animals for the player with the most trappers in it (with a tie each of them in full): %1 per animal.</source>
        <translation>Ein Siedler, der auf einer Ebene liegt, ist ein Trapper. Trapper bleiben bis zum Spielende liegen und werden nie zurückgeschickt, auch nicht östlich der Landvermesser.

Am Ende wird jede Ebene mit ihren Tieren für den Spieler mit den meisten Trappern darauf gewertet (bei Gleichstand jeder von ihnen voll): %1 pro Tier.</translation>
    </message>
    <message>
        <source>A trapper</source>
        <translation>Ein Trapper</translation>
    </message>
    <message>
        <source>A plain with animals</source>
        <translation>Eine Ebene mit Tieren</translation>
    </message>
    <message>
        <source>At this level the haunted castles stay in the box.</source>
        <translation>Auf diesem Level bleiben die Geisterburgen in der Schachtel.</translation>
    </message>
    <message>
        <source>A road ends at each haunted castle. You may put a guard in the castle of the new tile. It is complete when eight tiles surround it, and pays %1 for every square with fog among the nine.</source>
        <translation>An jeder Geisterburg endet eine Straße. Du darfst einen Wächter in die Geisterburg der neuen Karte setzen. Sie ist fertig, wenn acht Karten sie umgeben, und bringt %1 für jedes der neun Felder mit Nebel.</translation>
    </message>
    <message>
        <source>A haunted castle</source>
        <translation>Eine Geisterburg</translation>
    </message>
    <message>
        <source>The Mist is played together: the whole team wins or loses. This game is level %1. The team wins at once when it reaches its goal, and loses when the ghosts it must place run out of the supply or the tiles run out first. There is no final scoring.</source>
        <translation>Nebel über Carcassonne wird gemeinsam gespielt: Das ganze Team gewinnt oder verliert. Diese Partie wird auf Level %1 gespielt. Das Team gewinnt sofort, wenn es sein Ziel erreicht, und verliert, wenn dem Vorrat die Geister ausgehen, die es setzen muss, oder wenn vorher die Karten ausgehen. Es gibt keine Schlusswertung.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: every colour scores %n point(s) of its own.</source>
        <translation>
            <numerusform>Ziel: Jede Farbe erzielt selbst %n Punkt.</numerusform>
            <numerusform>Ziel: Jede Farbe erzielt selbst %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal: %n point(s), the sum of every colour&apos;s score.</source>
        <translation>
            <numerusform>Ziel: %n Punkt, die Summe der Punkte aller Farben.</numerusform>
            <numerusform>Ziel: %n Punkte, die Summe der Punkte aller Farben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay tiles as in the base game; fog never decides how they fit. In every rule a tile means one square: the start tile counts as four.</source>
        <translation>Lege Karten wie im Grundspiel an; der Nebel entscheidet nie darüber, ob sie passen. In jeder Regel bedeutet eine Karte ein Feld: Die Startkarte zählt als vier.</translation>
    </message>
    <message numerus="yes">
        <source>Each colour has %n guard(s). You may put one on a clear road, a city or a haunted castle of the new tile that nobody holds; never on fog, a field or a graveyard.</source>
        <translation>
            <numerusform>Jede Farbe hat %n Wächter. Du darfst einen auf eine klare Straße, eine Stadt oder eine Geisterburg der neuen Karte setzen, die niemand besetzt; nie auf Nebel, eine Wiese oder einen Friedhof.</numerusform>
            <numerusform>Jede Farbe hat %n Wächter. Du darfst einen auf eine klare Straße, eine Stadt oder eine Geisterburg der neuen Karte setzen, die niemand besetzt; nie auf Nebel, eine Wiese oder einen Friedhof.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour has %n guard(s). You may put one on a clear road or a city of the new tile that nobody holds; never on fog or a field.</source>
        <translation>
            <numerusform>Jede Farbe hat %n Wächter. Du darfst einen auf eine klare Straße oder eine Stadt der neuen Karte setzen, die niemand besetzt; nie auf Nebel oder eine Wiese.</numerusform>
            <numerusform>Jede Farbe hat %n Wächter. Du darfst einen auf eine klare Straße oder eine Stadt der neuen Karte setzen, die niemand besetzt; nie auf Nebel oder eine Wiese.</numerusform>
        </translation>
    </message>
    <message>
        <source>A completed road pays %1 per tile, a completed city %2 per tile and %3 per coat of arms. Every colour with a guard there scores the full value: there is no majority. For each scoring the team chooses: take the points, or instead clear up to 3 ghosts from one square. The guards go home either way. When a tile completes several features, you choose the order.</source>
        <translation>Eine fertige Straße bringt %1 pro Karte, eine fertige Stadt %2 pro Karte und %3 pro Wappen. Jede Farbe mit einem Wächter darauf erhält den vollen Wert: Es gibt keine Mehrheit. Bei jeder Wertung entscheidet das Team: die Punkte nehmen oder stattdessen bis zu 3 Geister von einem Feld vertreiben. Die Wächter kehren in jedem Fall zurück. Stellt eine Karte mehrere Gebiete fertig, wählst du die Reihenfolge.</translation>
    </message>
    <message>
        <source>A guard</source>
        <translation>Ein Wächter</translation>
    </message>
    <message>
        <source>The team&apos;s goal</source>
        <translation>Das Ziel des Teams</translation>
    </message>
    <message>
        <source>A fog bank is complete when all its sides meet fog, like a city its walls. It then clears every ghost on its squares, back to the supply. Fog that touches a clear road or field never completes. No guard goes on a fogged road.</source>
        <translation>Eine Nebelbank ist geschlossen, wenn alle ihre Seiten an Nebel grenzen, so wie eine Stadt mit ihren Mauern. Sie vertreibt dann alle Geister auf ihren Feldern zurück in den Vorrat. Nebel, der eine klare Straße oder Wiese berührt, wird nie geschlossen. Auf eine Straße im Nebel kommt kein Wächter.</translation>
    </message>
    <message>
        <source>A ghost</source>
        <translation>Ein Geist</translation>
    </message>
    <message>
        <source>Fog with two symbols</source>
        <translation>Nebel mit zwei Symbolen</translation>
    </message>
    <message>
        <source>At this level the graveyards stay in the box.</source>
        <translation>Auf diesem Level bleiben die Friedhöfe in der Schachtel.</translation>
    </message>
    <message>
        <source>A graveyard closes when tiles lie on its four sides. The team then buries one guard from the board for good (from a supply when none stands on the board), and the graveyard&apos;s ghosts are cleared.

Whenever a tile puts ghosts on fog, one more ghost goes on an open graveyard: the team picks which.</source>
        <translation>Ein Friedhof schließt sich, wenn an seinen vier Seiten Karten liegen. Das Team begräbt dann für immer einen Wächter vom Spielplan (aus einem Vorrat, wenn keiner auf dem Spielplan steht), und die Geister des Friedhofs werden vertrieben.

Immer wenn eine Karte Geister in den Nebel setzt, kommt ein weiterer Geist auf einen offenen Friedhof: Das Team wählt, auf welchen.</translation>
    </message>
    <message>
        <source>Haunted graveyards: laying a graveyard puts one ghost on each of its neighbours with fog. A graveyard closes when all eight neighbours hold tiles; the team then buries one guard for good, and its ghosts stay.

At the end of every turn with an open graveyard the next tile goes face down beside one, where the team picks. A face-down tile fits any side and only helps to close graveyards: roads, cities, fog banks and castles that touch it never complete.</source>
        <translation>Spukende Friedhöfe: Wird ein Friedhof gelegt, kommt auf jeden seiner Nachbarn mit Nebel ein Geist. Ein Friedhof schließt sich, wenn auf allen acht Nachbarfeldern Karten liegen; das Team begräbt dann für immer einen Wächter, und die Geister des Friedhofs bleiben.

Am Ende jedes Zuges mit einem offenen Friedhof kommt die nächste Karte verdeckt neben einen Friedhof, an eine Stelle, die das Team wählt. Eine verdeckte Karte passt an jede Seite und hilft nur, Friedhöfe zu schließen: Straßen, Städte, Nebelbänke und Geisterburgen, die sie berühren, werden nie fertig.</translation>
    </message>
    <message>
        <source>A graveyard</source>
        <translation>Ein Friedhof</translation>
    </message>
    <message>
        <source>A face-down tile</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <source>At this level the tiles form one pile, without stacks or hounds.</source>
        <translation>Auf diesem Level bilden die Karten einen einzigen Stapel, ohne Teilstapel und ohne Hunde.</translation>
    </message>
    <message>
        <source>The tiles are played in stacks of %1, one after the other. Rufus waits at %2 and Ronja at %3: the team must reach a hound&apos;s points before its stack runs out, or it loses.

A hound reached is laid beside a guard on the board, and clears up to 3 ghosts from each of two squares around it. When that guard&apos;s feature scores, the hound scores 1 point for every ghost on the board and leaves.</source>
        <translation>Die Karten werden in Stapeln zu %1 gespielt, einer nach dem anderen. Rufus wartet bei %2 und Ronja bei %3: Das Team muss die Punkte eines Hundes erreichen, bevor sein Stapel ausgeht, sonst verliert es.

Ein erreichter Hund wird neben einen Wächter auf dem Spielplan gelegt und vertreibt bis zu 3 Geister von je zwei Feldern um ihn herum. Wird das Gebiet dieses Wächters gewertet, bringt der Hund 1 Punkt für jeden Geist auf dem Spielplan und geht.</translation>
    </message>
    <message>
        <source>A hound</source>
        <translation>Ein Hund</translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n builder(s). Instead of a meeple you may put your builder on a road or city of the new tile where you already have a meeple.</source>
        <translation>
            <numerusform>Jeder Spieler hat %n Baumeister. Statt eines Gefolgsmanns darfst du deinen Baumeister auf eine Straße oder Stadt der neuen Karte setzen, auf der du schon einen Gefolgsmann hast.</numerusform>
            <numerusform>Jeder Spieler hat %n Baumeister. Statt eines Gefolgsmanns darfst du deinen Baumeister auf eine Straße oder Stadt der neuen Karte setzen, auf der du schon einen Gefolgsmann hast.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each player has %n pig(s). Instead of a meeple you may put your pig on a field of the new tile where you already have a farmer.</source>
        <translation>
            <numerusform>Jeder Spieler hat %n Schwein. Statt eines Gefolgsmanns darfst du dein Schwein auf eine Wiese der neuen Karte setzen, auf der du schon einen Bauern hast.</numerusform>
            <numerusform>Jeder Spieler hat %n Schweine. Statt eines Gefolgsmanns darfst du dein Schwein auf eine Wiese der neuen Karte setzen, auf der du schon einen Bauern hast.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mayflower is played along the east coast: a column of %n start field(s), the sea beyond them. Tiles go only west of the coast, in any row. A tile must touch a tile or a start field with a side; sides against tiles must match, a side against a start field fits anything. A tile that fits nowhere leaves the game.</source>
        <translation>
            <numerusform>Mayflower wird an der Ostküste gespielt: eine Spalte aus %n Startfeld, dahinter das Meer. Karten kommen nur westlich der Küste hin, in jede Reihe. Eine Karte muss mit einer Seite eine Karte oder ein Startfeld berühren; Seiten an Karten müssen passen, an ein Startfeld passt alles. Eine Karte, die nirgends passt, scheidet aus dem Spiel aus.</numerusform>
            <numerusform>Mayflower wird an der Ostküste gespielt: eine Spalte aus %n Startfeldern, dahinter das Meer. Karten kommen nur westlich der Küste hin, in jede Reihe. Eine Karte muss mit einer Seite eine Karte oder ein Startfeld berühren; Seiten an Karten müssen passen, an ein Startfeld passt alles. Eine Karte, die nirgends passt, scheidet aus dem Spiel aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fog lies over roads and fields, with ghost symbols in it. Each new tile brings ghosts onto its square: one for each symbol in its fog that stays open, one fewer if it extended fog already on the board. They come from a supply of %n ghost(s); when the rules ask for a ghost the supply no longer has, the team loses.</source>
        <translation>
            <numerusform>Nebel liegt über Straßen und Wiesen, mit Geistersymbolen darin. Jede neue Karte bringt Geister auf ihr Feld: einen für jedes Symbol in ihrem Nebel, der offen bleibt, einen weniger, wenn sie Nebel verlängert hat, der schon auf dem Spielplan lag. Sie kommen aus einem Vorrat von %n Geist; verlangen die Regeln einen Geist, den der Vorrat nicht mehr hat, verliert das Team.</numerusform>
            <numerusform>Nebel liegt über Straßen und Wiesen, mit Geistersymbolen darin. Jede neue Karte bringt Geister auf ihr Feld: einen für jedes Symbol in ihrem Nebel, der offen bleibt, einen weniger, wenn sie Nebel verlängert hat, der schon auf dem Spielplan lag. Sie kommen aus einem Vorrat von %n Geistern; verlangen die Regeln einen Geist, den der Vorrat nicht mehr hat, verliert das Team.</numerusform>
        </translation>
    </message>
    <message>
        <source>Packages in this game write rules of their own, as data: features score as the basic rules say, except where one of these rules applies. When several apply to one feature, the amounts they set count first, then what they multiply, then what they add; a rule that scores nothing wins over all.</source>
        <translation>Pakete in diesem Spiel schreiben eigene Regeln, als Daten: Gebiete werden nach den Grundregeln gewertet, außer wo eine dieser Regeln gilt. Gelten mehrere für ein Gebiet, zählen zuerst die Beträge, die sie festlegen, dann was sie vervielfachen, dann was sie hinzuzählen; eine Regel, nach der es nichts gibt, geht allem vor.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>A tile with a city</source>
        <translation>Eine Karte mit einer Stadt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n per player): placed like a meeple, it counts as %2 figures in every majority.</source>
        <translation>
            <numerusform>%1 (%n je Spieler): wird wie ein Meeple eingesetzt und zählt bei jeder Mehrheit als %2 Figuren.</numerusform>
            <numerusform>%1 (%n je Spieler): wird wie ein Meeple eingesetzt und zählt bei jeder Mehrheit als %2 Figuren.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile with %1</source>
        <translation>Eine Karte mit %1</translation>
    </message>
</context>
<context>
    <name>ScoreCategory</name>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Klöster</translation>
    </message>
    <message>
        <source>Gardens</source>
        <translation>Gärten</translation>
    </message>
    <message>
        <source>Fields</source>
        <comment>landscape</comment>
        <translation>Wiesen</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
</context>
<context>
    <name>ScoringRuleText</name>
    <message>
        <source>A completed road</source>
        <translation>Eine fertige Straße</translation>
    </message>
    <message>
        <source>At the end, an unfinished road</source>
        <translation>Am Ende: eine unfertige Straße</translation>
    </message>
    <message>
        <source>A road, completed or at the end,</source>
        <translation>Eine Straße, fertig oder am Ende,</translation>
    </message>
    <message>
        <source>A completed city</source>
        <translation>Eine fertige Stadt</translation>
    </message>
    <message>
        <source>At the end, an unfinished city</source>
        <translation>Am Ende: eine unfertige Stadt</translation>
    </message>
    <message>
        <source>A city, completed or at the end,</source>
        <translation>Eine Stadt, fertig oder am Ende,</translation>
    </message>
    <message>
        <source>A completed cloister</source>
        <translation>Ein fertiges Kloster</translation>
    </message>
    <message>
        <source>At the end, an unfinished cloister</source>
        <translation>Am Ende: ein unfertiges Kloster</translation>
    </message>
    <message>
        <source>A cloister, completed or at the end,</source>
        <translation>Ein Kloster, fertig oder am Ende,</translation>
    </message>
    <message>
        <source>A completed garden</source>
        <translation>Ein fertiger Garten</translation>
    </message>
    <message>
        <source>At the end, an unfinished garden</source>
        <translation>Am Ende: ein unfertiger Garten</translation>
    </message>
    <message>
        <source>A garden, completed or at the end,</source>
        <translation>Ein Garten, fertig oder am Ende,</translation>
    </message>
    <message>
        <source>At the end, a field</source>
        <translation>Am Ende: eine Wiese</translation>
    </message>
    <message numerus="yes">
        <source>of at least %n tile(s)</source>
        <translation>
            <numerusform>aus mindestens %n Karte</numerusform>
            <numerusform>aus mindestens %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering at least %n completed city(s)</source>
        <translation>
            <numerusform>an mindestens %n fertiger Stadt</numerusform>
            <numerusform>an mindestens %n fertigen Städten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of at most %n tile(s)</source>
        <translation>
            <numerusform>aus höchstens %n Karte</numerusform>
            <numerusform>aus höchstens %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering at most %n completed city(s)</source>
        <translation>
            <numerusform>an höchstens %n fertiger Stadt</numerusform>
            <numerusform>an höchstens %n fertigen Städten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>of exactly %n tile(s)</source>
        <translation>
            <numerusform>aus genau %n Karte</numerusform>
            <numerusform>aus genau %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bordering exactly %n completed city(s)</source>
        <translation>
            <numerusform>an genau %n fertiger Stadt</numerusform>
            <numerusform>an genau %n fertigen Städten</numerusform>
        </translation>
    </message>
    <message>
        <source>of %1 to %2 tiles</source>
        <translation>aus %1 bis %2 Karten</translation>
    </message>
    <message>
        <source>bordering %1 to %2 completed cities</source>
        <translation>an %1 bis %2 fertigen Städten</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>ohne %1</translation>
    </message>
    <message>
        <source>with %1</source>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>with at least %1 %2</source>
        <translation>mit mindestens %1 × %2</translation>
    </message>
    <message>
        <source>with exactly %1 %2</source>
        <translation>mit genau %1 × %2</translation>
    </message>
    <message>
        <source>with %1 to %2 %3</source>
        <translation>mit %1 bis %2 × %3</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a tile</source>
        <translation>
            <numerusform>%n Punkt je Karte</numerusform>
            <numerusform>%n Punkte je Karte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) a completed city</source>
        <translation>
            <numerusform>%n Punkt je fertiger Stadt</numerusform>
            <numerusform>%n Punkte je fertiger Stadt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a bonus of %n point(s)</source>
        <translation>
            <numerusform>einen Bonus von %n Punkt</numerusform>
            <numerusform>einen Bonus von %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) for each %1</source>
        <translation>
            <numerusform>%n Punkt je %1</numerusform>
            <numerusform>%n Punkte je %1</numerusform>
        </translation>
    </message>
    <message>
        <source>tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>completed city</source>
        <translation>fertige Stadt</translation>
    </message>
    <message>
        <source>pennant</source>
        <translation>Wappen</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>trading post</source>
        <translation>Handelsposten</translation>
    </message>
    <message>
        <source>animal</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>scores %1</source>
        <translation>bringt %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>bringt nichts</translation>
    </message>
    <message numerus="yes">
        <source>scores %n times its points</source>
        <translation>
            <numerusform>bringt das %n-Fache seiner Punkte</numerusform>
            <numerusform>bringt das %n-Fache seiner Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n more point(s)</source>
        <translation>
            <numerusform>bringt %n Punkt mehr</numerusform>
            <numerusform>bringt %n Punkte mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>scores %n point(s) less</source>
        <translation>
            <numerusform>bringt %n Punkt weniger</numerusform>
            <numerusform>bringt %n Punkte weniger</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>SurveyorsUi</name>
    <message>
        <source>colonist</source>
        <translation>Siedler</translation>
    </message>
    <message>
        <source>%1&apos;s %2 goes home without points: it stood east of both surveyors</source>
        <translation>Der %2 von %1 kehrt ohne Punkte zurück: Er stand östlich beider Landvermesser</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets a surveyor bonus of %n point(s)</source>
        <translation>
            <numerusform>%1 erhält einen Landvermesser-Bonus von %n Punkt</numerusform>
            <numerusform>%1 erhält einen Landvermesser-Bonus von %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>Several completed features score this turn. Which one scores next? A surveyor moves west after each.</source>
        <translation>In diesem Zug werden mehrere fertige Bauwerke gewertet. Welches ist das nächste? Nach jeder Wertung zieht ein Landvermesser nach Westen.</translation>
    </message>
    <message>
        <source>%1, surveyor bonus +%2</source>
        <translation>%1, Landvermesser-Bonus +%2</translation>
    </message>
    <message>
        <source>At risk: east of both surveyors, it goes home without points at the next scoring.</source>
        <translation>Gefahr: Östlich beider Landvermesser kehrt er bei der nächsten Wertung ohne Punkte zurück.</translation>
    </message>
    <message>
        <source>East of both surveyors: colonists here, except trappers, go home without points at the next scoring.</source>
        <translation>Östlich beider Landvermesser: Siedler hier, außer Trappern, kehren bei der nächsten Wertung ohne Punkte zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%1 moves the northern surveyor one column west, %n column(s) from the coast</source>
        <translation>
            <numerusform>%1 versetzt den nördlichen Landvermesser eine Spalte nach Westen, %n Spalte von der Küste</numerusform>
            <numerusform>%1 versetzt den nördlichen Landvermesser eine Spalte nach Westen, %n Spalten von der Küste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 moves the southern surveyor one column west, %n column(s) from the coast</source>
        <translation>
            <numerusform>%1 versetzt den südlichen Landvermesser eine Spalte nach Westen, %n Spalte von der Küste</numerusform>
            <numerusform>%1 versetzt den südlichen Landvermesser eine Spalte nach Westen, %n Spalten von der Küste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 (%2): %n point(s)</source>
        <extracomment>A completed feature to score next: &quot;The city (3 tiles): 8 points&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2): %n Punkt</numerusform>
            <numerusform>%1 (%2): %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>on the coast</source>
        <translation>an der Küste</translation>
    </message>
    <message numerus="yes">
        <source>%n column(s) from the coast</source>
        <translation>
            <numerusform>%n Spalte von der Küste</numerusform>
            <numerusform>%n Spalten von der Küste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Both surveyors&apos; column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <extracomment>%1: where the column lies (&quot;2 columns from the coast&quot;, &quot;on the coast&quot;).</extracomment>
        <translation>
            <numerusform>Die Spalte beider Landvermesser, %1: Ein Siedler, der hier punktet, erhält %n Punkt mehr je Landvermesser</numerusform>
            <numerusform>Die Spalte beider Landvermesser, %1: Ein Siedler, der hier punktet, erhält %n Punkte mehr je Landvermesser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The northern surveyor&apos;s column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>Die Spalte des nördlichen Landvermessers, %1: Ein Siedler, der hier punktet, erhält %n Punkt mehr je Landvermesser</numerusform>
            <numerusform>Die Spalte des nördlichen Landvermessers, %1: Ein Siedler, der hier punktet, erhält %n Punkte mehr je Landvermesser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The southern surveyor&apos;s column, %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>Die Spalte des südlichen Landvermessers, %1: Ein Siedler, der hier punktet, erhält %n Punkt mehr je Landvermesser</numerusform>
            <numerusform>Die Spalte des südlichen Landvermessers, %1: Ein Siedler, der hier punktet, erhält %n Punkte mehr je Landvermesser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The northern surveyor, %1: a colonist scoring in its column earns %n more point(s)</source>
        <extracomment>%1: where its column lies (&quot;2 columns from the coast&quot;, &quot;on the coast&quot;).</extracomment>
        <translation>
            <numerusform>Der nördliche Landvermesser, %1: Ein Siedler, der in seiner Spalte punktet, erhält %n Punkt mehr</numerusform>
            <numerusform>Der nördliche Landvermesser, %1: Ein Siedler, der in seiner Spalte punktet, erhält %n Punkte mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The southern surveyor, %1: a colonist scoring in its column earns %n more point(s)</source>
        <translation>
            <numerusform>Der südliche Landvermesser, %1: Ein Siedler, der in seiner Spalte punktet, erhält %n Punkt mehr</numerusform>
            <numerusform>Der südliche Landvermesser, %1: Ein Siedler, der in seiner Spalte punktet, erhält %n Punkte mehr</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrappersUi</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: the trappers of %1 score %2 each for %n animal(s)</source>
        <translation>
            <numerusform>Schlusswertung: Die Trapper von %1 erhalten je %2 für %n Tier</numerusform>
            <numerusform>Schlusswertung: Die Trapper von %1 erhalten je %2 für %n Tiere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1&apos;s trappers score %2 for %n animal(s)</source>
        <translation>
            <numerusform>Schlusswertung: Die Trapper von %1 erhalten %2 für %n Tier</numerusform>
            <numerusform>Schlusswertung: Die Trapper von %1 erhalten %2 für %n Tiere</numerusform>
        </translation>
    </message>
    <message>
        <source>trapper</source>
        <translation>Trapper</translation>
    </message>
    <message>
        <source>plain</source>
        <translation>Ebene</translation>
    </message>
</context>
</TS>
