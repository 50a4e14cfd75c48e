import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Carcassonne.Game
import Carcassonne.Ui

ApplicationWindow {
    id: root

    // Set by main() from the command line (see docs/command-line.md).
    property string playPackage: ""
    property var playPlayers: []
    property var playRules: ({}) // --rules: module switches and "parameters", over the package's
    property string playTiles: "" // --tiles: "first" or "only", the package's own tiles
    property string playSeed: "" // --seed: the game's seed ("": a new one)
    property string loadRecord: ""
    property string startSetup: "" // JSON of a game setup to start at once (screenshots)
    property string startLanguage: "" // --language: shown this time, not remembered
    property string startDialog: "" // --show: "new-game", "settings", "load", "finished",
                                    // "play-online" or "chat"
    property string startInvitation: "" // an invitation opened from the desktop: Join, filled in
    property string joinInvitation: "" // --join: the online table joined at once
    property string joinName: "" // --player-name
    property bool hostEveryone: false // --open-to-network: a hosted table takes other computers
    property bool showHints: true // false for --screenshot
    property bool inGame: false

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    // Every control's text follows the text size setting (Theme.textScale).
    font.pixelSize: Theme.fontNormal
    title: qsTr("Carcassonne Studio")

    Settings {
        id: settings
        category: "window"
        property string language: "" // "": the system's language; the editor reads and sets it too
        property real animationSpeed: 1
        property bool confirmEndTurn: true
        property bool showDeadSpots: true
        property bool showRemaining: true
        property int finishedKept: 50 // FinishedGames.limit
    }
    // How the window looks to its player: in a group of its own, read before anything is
    // drawn.
    // The game's sounds: on or off and how loud.
    Settings {
        id: sound
        category: "sound"
        property bool on: true
        property real volume: 0.6
    }
    Binding { target: game.sounds; property: "enabled"; value: sound.on }
    Binding { target: game.sounds; property: "volume"; value: sound.volume }
    Settings {
        id: display
        category: "display"
        property bool colourBlindPalette: false
        property real textScale: 1
    }

    // Online play: the name others see at a table; a hosted table's port and grace time.
    Settings {
        id: onlineSettings
        category: "online"
        property string name: ""
        property int port: 47110
        property int grace: 60
    }

    // The hints of a first game: on until turned off, each seen once.
    Settings {
        id: hintSettings
        category: "hints"
        property bool enabled: true
        property string seen: ""
    }
    Binding { target: game.hints; property: "enabled"; value: hintSettings.enabled && root.showHints }
    Binding { target: game.hints; property: "seen"; value: hintSettings.seen.length > 0 ? hintSettings.seen.split(",") : [] }
    Connections {
        target: game.hints
        // Only once the settings were read: before, the guide holds no seen hints to keep.
        enabled: languages.restored && root.showHints
        function onChanged() {
            hintSettings.enabled = game.hints.enabled
            hintSettings.seen = game.hints.seen.join(",")
        }
    }

    Binding { target: game.saves.finished; property: "limit"; value: settings.finishedKept }
    Binding { target: game.settings; property: "confirmEndTurn"; value: settings.confirmEndTurn }
    Binding { target: game.settings; property: "showDeadSpots"; value: settings.showDeadSpots }
    Binding { target: game.settings; property: "colourBlindPalette"; value: display.colourBlindPalette }
    Binding { target: game.settings; property: "botDelay"; value: Math.round(450 * settings.animationSpeed) }
    Binding { target: Theme; property: "animationSpeed"; value: settings.animationSpeed }
    Binding { target: Theme; property: "textScale"; value: display.textScale }

    GameController {
        id: game
        objectName: "gameController"
        onErrorOccurred: message => {
            errorText.text = message
            errorPopup.open()
        }
        onNoticed: message => {
            noticeText.text = message
            noticePopup.open()
            noticeTimer.restart()
        }
    }
    EditorLauncher { id: editor }
    LanguageSwitcher {
        id: languages
        // Only a choice made while running is remembered, so "" keeps following the system.
        property bool restored: false
        onLanguageChanged: {
            game.retranslate()
            if (restored && !root.startLanguage)
                settings.language = language
        }
    }

    // Seats "Player n" and "Computer n" in the colours' order (SetupModel, the one builder).
    function playDefaults(kinds) {
        // Plain objects, which the caller may change (a seat hosted for the editor's Play).
        return game.newGame.setupModel.defaultSeats(kinds).map(p => Object.assign({}, p))
    }

    Component.onCompleted: {
        // The language first: a loaded game's log lines are written in it.
        languages.language = root.startLanguage || settings.language
        languages.restored = true
        if (playPackage.length > 0) {
            const id = game.addPackagePath(playPackage)
            const kinds = playPlayers.length > 0 ? playPlayers : ["human", "ai:mcts-normal"]
            // A package being tried: it never takes the place of the player's autosaved game.
            const setup = { packages: [id], players: playDefaults(kinds), rules: playRules,
                            pile: playTiles }
            if (playSeed.length > 0)
                setup.seed = playSeed
            if (kinds.indexOf("open") >= 0) {
                // Friends at other computers try it too (the editor's Play): this window hosts.
                const you = kinds.indexOf("human")
                if (you >= 0) {
                    setup.players[you].kind = "you"
                    setup.players[you].name = onlineSettings.name || setup.players[you].name
                }
                if (id.length > 0 && game.online.host(setup, onlineSettings.port, hostEveryone,
                                                      onlineSettings.grace))
                    Qt.callLater(lobby.open)
            } else if (id.length > 0 && game.startTestGame(setup)) {
                inGame = true
            }
        } else if (loadRecord.length > 0) {
            inGame = game.loadGame(loadRecord)
        } else if (startSetup.length > 0) {
            inGame = game.startGame(JSON.parse(startSetup))
        }
        // Later, once every object is complete: the language is installed by then, and the
        // dialog's default player names are made in it.
        if (joinInvitation.length > 0) {
            if (game.online.join(joinInvitation, joinName || onlineSettings.name || qsTr("Guest")))
                Qt.callLater(lobby.open)
        } else if (startInvitation.length > 0) {
            Qt.callLater(() => playOnline.openJoin(startInvitation))
        }
        if (startDialog === "new-game")
            Qt.callLater(newGameDialog.open_)
        else if (startDialog === "play-online")
            Qt.callLater(playOnline.open)
        else if (startDialog === "settings")
            Qt.callLater(settingsDialog.open)
        else if (startDialog === "load" || startDialog === "finished")
            Qt.callLater(() => {
                savedGames.openFor(false)
                savedGames.finishedShown = startDialog === "finished"
            })
    }

    Shortcut {
        id: quitShortcut
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: {
            if (root.inGame && game.leavingLoses)
                leaveDialog.ask("quit")
            else
                Qt.quit()
        }
    }

    // Leaving a game nothing keeps asks first (LeaveGameDialog); the answer "leave" comes back
    // here and leaves without asking again.
    property bool leaveAnyway: false
    function leaveGame() {
        root.inGame = false
        game.endGame()
    }
    onClosing: close => {
        if (root.inGame && game.leavingLoses && !root.leaveAnyway) {
            close.accepted = false
            leaveDialog.ask("quit")
        }
    }
    Shortcut {
        sequence: "Ctrl+N"
        context: Qt.ApplicationShortcut
        onActivated: newGameDialog.open_()
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: root.inGame ? 1 : 0

        StartScreen {
            controller: game
            editor: editor
            onNewGameRequested: newGameDialog.open_()
            onPlayOnlineRequested: playOnline.open()
            onContinueRequested: root.inGame = game.continueGame()
            onLoadRequested: savedGames.openFor(false)
            onSettingsRequested: settingsDialog.open()
            onQuitRequested: Qt.quit()
        }
        Loader {
            active: root.inGame
            sourceComponent: GameScreen {
                objectName: "gameScreen"
                controller: game
                showDeadSpots: settings.showDeadSpots
                showRemaining: settings.showRemaining
                onMenuRequested: {
                    if (game.leavingLoses)
                        leaveDialog.ask("menu")
                    else
                        root.leaveGame()
                }
                onSaveRequested: savedGames.openFor(true)
                onNewGameRequested: newGameDialog.open_()
                onSettingsRequested: settingsDialog.open()
                Component.onCompleted: {
                    focusBoard()
                    if (root.startDialog === "chat")
                        Qt.callLater(openChat)
                }
            }
        }
    }

    NewGameDialog {
        id: newGameDialog
        controller: game
        playerName: onlineSettings.name
        onStarted: root.inGame = true
        onHosted: lobby.open()
    }
    PlayOnlineDialog {
        id: playOnline
        objectName: "playOnlineDialog"
        anchors.centerIn: parent
        online: game.online
        playerName: onlineSettings.name
        defaultPort: onlineSettings.port
        defaultGrace: onlineSettings.grace
        onHostRequested: (port, everyone, grace) => newGameDialog.openOnline(port, everyone, grace)
        onJoinStarted: lobby.open()
    }
    OnlineLobby {
        id: lobby
        objectName: "onlineLobby"
        anchors.centerIn: parent
        online: game.online
    }
    SeatLeftDialog {
        id: seatLeftDialog
        objectName: "seatLeftDialog"
        anchors.centerIn: parent
        online: game.online
    }
    Connections {
        target: game.online
        // A friend left the running game: the host is asked whether the computer keeps the seat.
        function onSeatLeft(seat, name) {
            if (game.online.hosting)
                seatLeftDialog.ask(seat, name)
        }
        // The table's game begins: the board, as for a game started here.
        function onGameStarting() {
            lobby.close()
            root.inGame = true
        }
        // A table that could not open says why where no dialog of its own does.
        function onMessageChanged() {
            if (game.online.message !== "" && game.online.state === "idle" && !playOnline.visible
                    && !lobby.visible) {
                errorText.text = game.online.message
                errorPopup.open()
            }
        }
    }
    SettingsDialog {
        id: settingsDialog
        languages: languages
        anchors.centerIn: parent
        Component.onCompleted: {
            animationSpeed = settings.animationSpeed
            confirmEndTurn = settings.confirmEndTurn
            showDeadSpots = settings.showDeadSpots
            showRemaining = settings.showRemaining
            colourBlindPalette = display.colourBlindPalette
            textScale = display.textScale
            hints = hintSettings.enabled
            finishedKept = settings.finishedKept
            soundOn = sound.on
            soundVolume = sound.volume
            onlineName = onlineSettings.name
            onlinePort = onlineSettings.port
            onlineGrace = onlineSettings.grace
        }
        onOnlineNameChanged: onlineSettings.name = onlineName
        onOnlinePortChanged: onlineSettings.port = onlinePort
        onOnlineGraceChanged: onlineSettings.grace = onlineGrace
        onSoundOnChanged: sound.on = soundOn
        onSoundVolumeChanged: sound.volume = soundVolume
        onFinishedKeptChanged: settings.finishedKept = finishedKept
        onAnimationSpeedChanged: settings.animationSpeed = animationSpeed
        onConfirmEndTurnChanged: settings.confirmEndTurn = confirmEndTurn
        onShowDeadSpotsChanged: settings.showDeadSpots = showDeadSpots
        onShowRemainingChanged: settings.showRemaining = showRemaining
        onColourBlindPaletteChanged: display.colourBlindPalette = colourBlindPalette
        onTextScaleChanged: display.textScale = textScale
        onAboutToShow: hints = hintSettings.enabled // "No more hints" on a card turned them off
        onHintsChanged: hintSettings.enabled = hints
        onHintsReset: {
            hintSettings.seen = ""
            game.hints.reset()
        }
    }
    LeaveGameDialog {
        id: leaveDialog
        objectName: "leaveDialog"
        anchors.centerIn: parent
        onSaveRequested: savedGames.openFor(true)
        onLeaveConfirmed: leaving => {
            if (leaving === "quit") {
                root.leaveAnyway = true
                Qt.quit()
            } else {
                root.leaveGame()
            }
        }
    }
    SavedGamesDialog {
        id: savedGames
        controller: game
        anchors.centerIn: parent
        onLoaded: root.inGame = true
    }
    // A word that something went as asked (a save), at the bottom, gone by itself.
    Popup {
        id: noticePopup
        objectName: "notice"
        x: (root.width - width) / 2
        y: root.height - height - 28
        padding: 12
        closePolicy: Popup.CloseOnPressOutside
        background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.accent; border.width: 2 }
        contentItem: Label {
            id: noticeText
            color: Theme.ink
        }
        Timer {
            id: noticeTimer
            interval: 2500
            onTriggered: noticePopup.close()
        }
    }
    Popup {
        id: errorPopup
        anchors.centerIn: parent
        padding: 18
        modal: true
        background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.danger; border.width: 2 }
        contentItem: ColumnLayout {
            Label {
                id: errorText
                Layout.maximumWidth: 520
                wrapMode: Text.WordWrap
                color: Theme.danger
            }
            AppButton { Layout.alignment: Qt.AlignRight; text: qsTr("OK"); onClicked: errorPopup.close() }
        }
    }
}
