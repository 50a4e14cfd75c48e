<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CurrentTilePanel</name>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="28"/>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="31"/>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="32"/>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="66"/>
        <source>Tile placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="98"/>
        <source>Turn left (Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="99"/>
        <source>Turn left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="106"/>
        <source>Turn right (R, right click, Ctrl+wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="107"/>
        <source>Turn right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="116"/>
        <source>Tiles left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="130"/>
        <source>Click a lit square to place the tile. Tab picks a square with the keyboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="133"/>
        <source>Choose a figure spot, or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="133"/>
        <source>No figure can go on this tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="135"/>
        <source>Make a choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="155"/>
        <source>Skip figure</source>
        <translation>Keine Figur</translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="156"/>
        <source>End the turn without a figure (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="163"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location filename="../qml/CurrentTilePanel.qml" line="164"/>
        <source>End the turn (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndGamePanel</name>
    <message>
        <location filename="../qml/EndGamePanel.qml" line="60"/>
        <source>A shared victory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/EndGamePanel.qml" line="61"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/EndGamePanel.qml" line="76"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/EndGamePanel.qml" line="87"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/EndGamePanel.qml" line="130"/>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/EndGamePanel.qml" line="131"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/game/eventtext.cpp" line="12"/>
        <source>field</source>
        <comment>landscape</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="14"/>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="16"/>
        <source>city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="18"/>
        <source>river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="20"/>
        <source>cloister</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="22"/>
        <source>garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="24"/>
        <source>farm</source>
        <comment>Mayflower building</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="26"/>
        <source>castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="28"/>
        <source>graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="30"/>
        <source>fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="41"/>
        <source>meeple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="43"/>
        <source>abbot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="45"/>
        <source>builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="47"/>
        <source>pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="58"/>
        <source>Roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="60"/>
        <source>Cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="62"/>
        <source>Cloisters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="64"/>
        <source>Gardens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="66"/>
        <source>Fields</source>
        <comment>landscape</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="68"/>
        <source>Goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="70"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="79"/>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="79"/>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="87"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="93"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="95"/>
        <source>Computer (beginner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="97"/>
        <source>Computer (greedy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="99"/>
        <source>Computer (easy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="101"/>
        <source>Computer (normal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="103"/>
        <source>Computer (hard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="104"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="112"/>
        <source>%1 placed a tile at %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="114"/>
        <source>%1 placed a %2 on a %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="127"/>
        <source>1 completed city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="128"/>
        <source>%1 completed cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="130"/>
        <source>1 tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="130"/>
        <source>%1 tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="133"/>
        <source>1 pennant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="133"/>
        <source>%1 pennants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="136"/>
        <source>%1: %2 for a %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="139"/>
        <source>Final scoring: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="142"/>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="144"/>
        <source>A tile fitted nowhere and went back into the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/eventtext.cpp" line="152"/>
        <source>Game over. Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../qml/GameLog.qml" line="13"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <location filename="../qml/GameScreen.qml" line="115"/>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="115"/>
        <source>Back to the start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="118"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="120"/>
        <source>Take back the last move (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="125"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="127"/>
        <source>Play the move again (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="130"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="130"/>
        <source>Save the game (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="132"/>
        <source>Zoom out (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="133"/>
        <source>Zoom in (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="134"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="134"/>
        <source>Show the whole board (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="135"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="178"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="178"/>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <location filename="../qml/GameScreen.qml" line="236"/>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/Main.qml" line="23"/>
        <source>Carcassonne Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Main.qml" line="59"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Main.qml" line="59"/>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/Main.qml" line="161"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="19"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="24"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="24"/>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="24"/>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="25"/>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="25"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="25"/>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="29"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="44"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="44"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="139"/>
        <source>Rule set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="153"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="163"/>
        <source>(%1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="186"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="187"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="195"/>
        <source>Colour of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="203"/>
        <source>Who plays for player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="211"/>
        <source>Rule modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="236"/>
        <source>Hide rule parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="236"/>
        <source>Rule parameters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="265"/>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="270"/>
        <source>empty: a new shuffle each game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="281"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/NewGameDialog.qml" line="287"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>RemainingTilesPanel</name>
    <message>
        <location filename="../qml/RemainingTilesPanel.qml" line="13"/>
        <source>Tiles to come: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="19"/>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="28"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="28"/>
        <source>Load game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="52"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="58"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="68"/>
        <source>No saved games yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SavedGamesDialog.qml" line="95"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <location filename="../qml/ScorePanel.qml" line="80"/>
        <source>%1 in supply: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="17"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="37"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="47"/>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="59"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="59"/>
        <source>fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="59"/>
        <source>slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="59"/>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="66"/>
        <source>Confirm before ending a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="72"/>
        <source>Mark dead spots (no remaining tile fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="78"/>
        <source>Show the remaining tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="87"/>
        <source>For tournament play, turn off dead spots and remaining tiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsDialog.qml" line="95"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="59"/>
        <source>Carcassonne Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="80"/>
        <source>Lay the land tile by tile, or invent tiles and variants of your own.</source>
        <translation>Lege das Land Plättchen für Plättchen, oder erfinde eigene Plättchen und Varianten.</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="99"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="100"/>
        <source>Choose players and rules (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="106"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="108"/>
        <source>Resume the last game where it stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="109"/>
        <source>There is no unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="115"/>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="116"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="122"/>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="124"/>
        <source>Make tiles and rule variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>The editor is not installed next to this program (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="139"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="146"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="157"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
</context>
<context>
    <name>carcassonne::GameController</name>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="191"/>
        <source>This %1 scores %2 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="192"/>
        <source>This %1 is worth %2 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="207"/>
        <source>%1: option %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="353"/>
        <source>Computer: beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="355"/>
        <source>Computer: greedy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="357"/>
        <source>Computer: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="359"/>
        <source>Computer: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="361"/>
        <source>Computer: hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="382"/>
        <source>Could not read the package %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="403"/>
        <source>Unknown player kind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="419"/>
        <source>The game could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="465"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="475"/>
        <source>The saved game could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="483"/>
        <source>Move %1 of %2 is not legal: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="502"/>
        <source>Could not save to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="643"/>
        <source>The engine refused a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="1019"/>
        <source>Take back the %1 from the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/game/gamecontroller.cpp" line="1021"/>
        <source>Place a %1 on the %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
