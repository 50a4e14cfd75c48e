<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardView</name>
    <message numerus="yes">
        <source>Field %1: %n completed cit(y/ies) beside it</source>
        <translation>
            <numerusform>Field %1: %n completed city beside it</numerusform>
            <numerusform>Field %1: %n completed cities beside it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConnectionBanner</name>
    <message numerus="yes">
        <source>Connection lost, reconnecting in %n s…</source>
        <translation>
            <numerusform>Connection lost, reconnecting in %n s…</numerusform>
            <numerusform>Connection lost, reconnecting in %n s…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n completed city(s)</source>
        <translation>
            <numerusform>%n completed city</numerusform>
            <numerusform>%n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pennant(s)</source>
        <translation>
            <numerusform>%n pennant</numerusform>
            <numerusform>%n pennants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FinalScoringBanner</name>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineLobby</name>
    <message numerus="yes">
        <source>This table plays %1 (%n tile(s)), fetched from the host.</source>
        <translation>
            <numerusform>This table plays %1 (%n tile(s)), fetched from the host.</numerusform>
            <numerusform>This table plays %1 (%n tile(s)), fetched from the host.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message numerus="yes">
        <source>Finished after %n turn(s)</source>
        <translation>
            <numerusform>Finished after %n turn</numerusform>
            <numerusform>Finished after %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <extracomment>A player&apos;s score in a saved game&apos;s line: &quot;Ann: 34 points&quot;.</extracomment>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) played</source>
        <translation>
            <numerusform>%n turn played</numerusform>
            <numerusform>%n turns played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No finished games yet: every game you play to its end is kept here, the last %n of them (Settings).</source>
        <translation>
            <numerusform>No finished games yet: every game you play to its end is kept here, the last %n (Settings).</numerusform>
            <numerusform>No finished games yet: every game you play to its end is kept here, the last %n (Settings).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>carcassonne::GameController</name>
    <message numerus="yes">
        <source>The unfinished game needs %n package(s) that are not installed: %1</source>
        <translation>
            <numerusform>The unfinished game needs %n package that is not installed: %1</numerusform>
            <numerusform>The unfinished game needs %n packages that are not installed: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undo reaches back at most %n turn(s)</source>
        <translation>
            <numerusform>Undo reaches back at most %n turn</numerusform>
            <numerusform>Undo reaches back at most %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>carcassonne::OnlineTable</name>
    <message numerus="yes">
        <source>away, the computer plays in %n s</source>
        <translation>
            <numerusform>away, the computer plays in %n s</numerusform>
            <numerusform>away, the computer plays in %n s</numerusform>
        </translation>
    </message>
</context>
</TS>
