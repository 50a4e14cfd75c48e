<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
</context>
</TS>
