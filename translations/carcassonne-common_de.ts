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
        <source>The arrow at %1, %2: %3</source>
        <translation>Der Pfeil auf %1, %2: %3</translation>
    </message>
    <message>
        <source>Extra turn from an arrow</source>
        <translation>Zusatzzug durch einen Pfeil</translation>
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
    <message>
        <source>The %1 at %2 is complete. Take its points, or calm up to 3 ghosts on one tile instead (then nobody scores it)?</source>
        <translation>Die %1 bei %2 ist fertig. Nehmt ihr die Punkte, oder vertreibt ihr stattdessen bis zu 3 Geister von einer Karte (dann punktet niemand dafür)?</translation>
    </message>
    <message numerus="yes">
        <source>The %1 at %2: %n point(s)</source>
        <translation>
            <numerusform>Die %1 bei %2: %n Punkt</numerusform>
            <numerusform>Die %1 bei %2: %n Punkte</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Calm %n ghost(s) at %1 instead</source>
        <translation>
            <numerusform>Stattdessen %n Geist bei %1 vertreiben</numerusform>
            <numerusform>Stattdessen %n Geister bei %1 vertreiben</numerusform>
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
        <translation>Niedrigste</translation>
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
        <source>Goals: Rufus at %1 by the end of the first stack, Ronja at %2 by the end of the second, %n point(s) to win</source>
        <translation>
            <numerusform>Ziele: Rufus bei %1 bis zum Ende des ersten Stapels, Ronja bei %2 bis zum Ende des zweiten, %n Punkt zum Sieg</numerusform>
            <numerusform>Ziele: Rufus bei %1 bis zum Ende des ersten Stapels, Ronja bei %2 bis zum Ende des zweiten, %n Punkte zum Sieg</numerusform>
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
    <message>
        <source>The Mist is played together: each seat is one colour with its own guards. To play several colours on your own, as the English edition lets a solo player do, add a seat for each colour and play them all yourself.</source>
        <translation>Nebel über Carcassonne wird gemeinsam gespielt: Jeder Platz ist eine Farbe mit eigenen Wächtern. Wer allein mehrere Farben spielen will, wie es die englische Ausgabe einem Solospieler erlaubt, fügt für jede Farbe einen Platz hinzu und spielt sie alle selbst.</translation>
    </message>
    <message numerus="yes">
        <source>The team reached the goal of %n point(s) on level %1.</source>
        <translation>
            <numerusform>Das Team hat das Ziel von %n Punkt in Level %1 erreicht.</numerusform>
            <numerusform>Das Team hat das Ziel von %n Punkten in Level %1 erreicht.</numerusform>
        </translation>
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
        <source>%n ghost(s) start on the start tile at %1</source>
        <translation>
            <numerusform>%n Geist beginnt auf der Startkarte bei %1</numerusform>
            <numerusform>%n Geister beginnen auf der Startkarte bei %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n more ghost(s) on the open graveyard at %2</source>
        <translation>
            <numerusform>%1 setzt %n weiteren Geist auf den offenen Friedhof bei %2</numerusform>
            <numerusform>%1 setzt %n weitere Geister auf den offenen Friedhof bei %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s graveyard haunts the fog at %2: %n ghost(s)</source>
        <translation>
            <numerusform>Der Friedhof von %1 lässt es im Nebel bei %2 spuken: %n Geist</numerusform>
            <numerusform>Der Friedhof von %1 lässt es im Nebel bei %2 spuken: %n Geister</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 puts %n ghost(s) in the fog at %2</source>
        <translation>
            <numerusform>%1 setzt %n Geist in den Nebel bei %2</numerusform>
            <numerusform>%1 setzt %n Geister in den Nebel bei %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) at %1 go back to the supply</source>
        <translation>
            <numerusform>%n Geist bei %1 geht zurück in den Vorrat</numerusform>
            <numerusform>%n Geister bei %1 gehen zurück in den Vorrat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 calms %n ghost(s) at %2</source>
        <translation>
            <numerusform>%1 vertreibt %n Geist bei %2</numerusform>
            <numerusform>%1 vertreibt %n Geister bei %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hound calms %n ghost(s) at %1</source>
        <translation>
            <numerusform>Der Hund vertreibt %n Geist bei %1</numerusform>
            <numerusform>Der Hund vertreibt %n Geister bei %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ghost(s) leave the closed graveyard at %1</source>
        <translation>
            <numerusform>%n Geist verlässt den geschlossenen Friedhof bei %1</numerusform>
            <numerusform>%n Geister verlassen den geschlossenen Friedhof bei %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n ghost(s) off %2</source>
        <translation>
            <numerusform>%1 nimmt %n Geist von %2</numerusform>
            <numerusform>%1 nimmt %n Geister von %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a fog bank of %n tile(s) at %2</source>
        <translation>
            <numerusform>%1 schließt eine Nebelbank aus %n Karte bei %2</numerusform>
            <numerusform>%1 schließt eine Nebelbank aus %n Karten bei %2</numerusform>
        </translation>
    </message>
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
        <source>%1 closes the graveyard at %2</source>
        <translation>%1 schließt den Friedhof bei %2</translation>
    </message>
    <message>
        <source>A guard from %1&apos;s supply is buried in the graveyard at %2 for good</source>
        <translation>Ein Wächter aus dem Vorrat von %1 wird für immer auf dem Friedhof bei %2 begraben</translation>
    </message>
    <message>
        <source>%1&apos;s guard is buried in the graveyard at %2 for good</source>
        <translation>Der Wächter von %1 wird für immer auf dem Friedhof bei %2 begraben</translation>
    </message>
    <message>
        <source>%1 lays a tile face down at %2</source>
        <translation>%1 legt eine verdeckte Karte bei %2</translation>
    </message>
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
        <source>A guard from player %1&apos;s supply</source>
        <translation>Ein Wächter aus dem Vorrat von Spieler %1</translation>
    </message>
    <message>
        <source>Bury %1</source>
        <translation>%1 begraben</translation>
    </message>
    <message>
        <source>The graveyard at %1</source>
        <translation>Der Friedhof bei %1</translation>
    </message>
    <message>
        <source>Face down at %1</source>
        <translation>Verdeckt bei %1</translation>
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
    <message>
        <source>%2 lies down by %1&apos;s guard at %3</source>
        <translation>%2 legt sich zum Wächter von %1 bei %3</translation>
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
        <source>Calm %n ghost(s) at %1</source>
        <translation>
            <numerusform>%n Geist bei %1 vertreiben</numerusform>
            <numerusform>%n Geister bei %1 vertreiben</numerusform>
        </translation>
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
</context>
<context>
    <name>MistTexts</name>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>the guard on the %1 at %2</source>
        <translation>den Wächter auf der %1 bei %2</translation>
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
        <source>Graveyards: 0 left out, 1 close on four sides, 2 haunted</source>
        <translation>Friedhöfe: 0 nicht im Spiel, 1 schließen mit vier Seiten, 2 spukend</translation>
    </message>
    <message>
        <source>Stacks and hounds</source>
        <translation>Stapel und Hunde</translation>
    </message>
    <message>
        <source>Tiles per stack (0: one pile)</source>
        <translation>Karten pro Stapel (0: ein Stapel)</translation>
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
    <name>SurveyorsUi</name>
    <message>
        <source>road</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>%1 moves the northern surveyor west to column %2</source>
        <translation>%1 zieht den oberen Landvermesser nach Westen in Spalte %2</translation>
    </message>
    <message>
        <source>%1 moves the southern surveyor west to column %2</source>
        <translation>%1 zieht den unteren Landvermesser nach Westen in Spalte %2</translation>
    </message>
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
    <message numerus="yes">
        <source>The %1 at %2, %3: %n point(s)</source>
        <translation>
            <numerusform>%1 bei %2, %3: %n Punkt</numerusform>
            <numerusform>%1 bei %2, %3: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, surveyor bonus +%2</source>
        <translation>%1, Landvermesser-Bonus +%2</translation>
    </message>
    <message>
        <source>At risk: east of both surveyors, it goes home without points at the next scoring.</source>
        <translation>Gefahr: Östlich beider Landvermesser kehrt er bei der nächsten Wertung ohne Punkte zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Surveyor&apos;s column %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>Spalte %1 eines Landvermessers: Ein Siedler, der hier punktet, erhält %n Punkt mehr je Landvermesser</numerusform>
            <numerusform>Spalte %1 eines Landvermessers: Ein Siedler, der hier punktet, erhält %n Punkte mehr je Landvermesser</numerusform>
        </translation>
    </message>
    <message>
        <source>East of both surveyors: colonists here, except trappers, go home without points at the next scoring.</source>
        <translation>Östlich beider Landvermesser: Siedler hier, außer Trappern, kehren bei der nächsten Wertung ohne Punkte zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Surveyor in column %1: a colonist scoring in this column earns %n more point(s)</source>
        <translation>
            <numerusform>Landvermesser in Spalte %1: Ein Siedler, der in dieser Spalte punktet, erhält %n Punkt mehr</numerusform>
            <numerusform>Landvermesser in Spalte %1: Ein Siedler, der in dieser Spalte punktet, erhält %n Punkte mehr</numerusform>
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
