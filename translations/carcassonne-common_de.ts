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
        <source>Computer: greedy</source>
        <translation>Computer: gierig</translation>
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
        <source>%1's builder grants a second tile</source>
        <translation>Der Baumeister von %1 bringt eine zweite Karte</translation>
    </message>
    <message>
        <source>Double turn: the builder's second tile</source>
        <translation>Doppelzug: die zweite Karte des Baumeisters</translation>
    </message>
    <message>
        <source>builder</source>
        <translation>Baumeister</translation>
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
        <source>Fewest players</source>
        <translation>Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>Most players</source>
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
        <source>Surveyor: bonus points in the surveyor's column</source>
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
        <source>%1's %2 goes home without points: it stood east of both surveyors</source>
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
        <source>Surveyor's column %1: a colonist scoring here earns %n more point(s) per surveyor</source>
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
        <source>Final scoring: %1's trappers score %2 for %n animal(s)</source>
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
