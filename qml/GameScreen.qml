import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// A game in progress: the board in the middle, the current tile, the players and the log on
// the right, a tool bar on top. Keyboard: R / Shift+R turn, Tab / Shift+Tab pick a position
// or a figure spot, Enter places or confirms, S skips, Ctrl+Z / Ctrl+Y undo and redo, arrows
// pan, + / - zoom, F fits the board, Escape leaves a dialog.
Item {
    id: screen

    required property GameController controller
    property bool showRemaining: true
    property bool showDeadSpots: true
    property int keyboardIndex: -1
    property alias board: board
    property alias rulesHelp: rulesHelp

    // The side panel's tabs: the log, the tiles still to come (a setting), the online table.
    readonly property var sideTabs: ["log"].concat(showRemaining ? ["tiles"] : [])
                                           .concat(controller.onlineGame ? ["table"] : [])
    readonly property string sideTab: sideTabs[Math.min(tabs.currentIndex, sideTabs.length - 1)] || "log"
    // The table's chat is read while its tab is shown.
    Binding { target: screen.controller.online; property: "chatOpen"; when: screen.visible; value: screen.sideTab === "table" }
    // Opens the table's tab with the keyboard in the chat's line.
    function openChat() {
        const i = sideTabs.indexOf("table")
        if (i < 0)
            return
        tabs.currentIndex = i
        Qt.callLater(chatPanel.focusLine)
    }

    signal menuRequested()
    signal saveRequested()
    signal newGameRequested()
    signal settingsRequested()

    function focusBoard() { board.forceActiveFocus() }
    // The rules of the game being played, opened at the basics.
    function showRules() { rulesHelp.show(screen.controller.rulesHelp(), "") }

    // Moves the keyboard cursor through the legal positions or figure spots.
    function cycle(step) {
        if (controller.turn.phase === "placeTile") {
            const n = controller.board.placements.count
            if (n === 0)
                return
            // In reading order: row by row from the north, west to east in a row.
            const order = []
            for (let i = 0; i < n; ++i)
                order.push(controller.board.placements.get(i))
            order.sort((a, b) => a.y - b.y || a.x - b.x)
            keyboardIndex = (keyboardIndex + step + n) % n
            const p = order[keyboardIndex]
            board.hoverX = p.x
            board.hoverY = p.y
            board.hovering = true
            const px = board.panX + (p.x + 0.5) * board.cell * board.zoom
            const py = board.panY + (p.y + 0.5) * board.cell * board.zoom
            if (px < 40 || py < 40 || px > board.width - 40 || py > board.height - 40)
                board.centreOn(p.x, p.y)
        } else if (controller.turn.phase === "placeFigure") {
            const n = controller.board.targets.count
            if (n === 0)
                return
            const next = ((controller.turn.selectedTarget < 0 ? (step > 0 ? -1 : 0) : controller.turn.selectedTarget) + step + n) % n
            controller.turn.selectedTarget = next
            controller.turn.hoveredTarget = next
        }
    }

    Connections {
        target: screen.controller
        function onStateChanged() {
            if (screen.controller.turn.phase !== "placeTile")
                screen.keyboardIndex = -1
        }
        function onGameFinished() {
            // First on the board, category by category; then the table.
            board.fit()
            board.pan(0, finalBanner.implicitHeight / 2) // room for the banner on top
            finalBanner.start()
        }
    }

    Shortcut {
        sequences: ["R"]
        enabled: screen.visible
        onActivated: board.hovering ? screen.controller.turn.rotate(1, board.hoverX, board.hoverY) : screen.controller.turn.rotate(1)
    }
    Shortcut {
        sequences: ["Shift+R"]
        enabled: screen.visible
        onActivated: board.hovering ? screen.controller.turn.rotate(-1, board.hoverX, board.hoverY) : screen.controller.turn.rotate(-1)
    }
    Shortcut { sequences: ["Tab"]; enabled: screen.visible; onActivated: screen.cycle(1) }
    Shortcut { sequences: ["Shift+Tab", "Backtab"]; enabled: screen.visible; onActivated: screen.cycle(-1) }
    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        enabled: screen.visible
        onActivated: {
            if (screen.controller.turn.phase === "placeTile" && board.hovering)
                screen.controller.turn.placeTile(board.hoverX, board.hoverY)
            else if (screen.controller.turn.phase === "placeFigure")
                screen.controller.turn.confirm()
        }
    }
    Shortcut { sequences: ["B"]; enabled: screen.visible; onActivated: screen.controller.settings.showFields = !screen.controller.settings.showFields }
    Shortcut { sequences: ["L"]; enabled: screen.visible && !screen.controller.turn.botThinking; onActivated: screen.controller.review.showingLastMoves ? screen.controller.review.nextLastMove() : screen.controller.review.showLastMoves() }
    Shortcut { sequences: ["F1"]; enabled: screen.visible; onActivated: screen.showRules() }
    Shortcut { sequences: ["T"]; enabled: screen.visible && screen.controller.onlineGame; onActivated: screen.openChat() }
    Shortcut { sequences: ["S"]; enabled: screen.visible; onActivated: screen.controller.turn.skip() }
    Shortcut { sequences: ["C"]; enabled: screen.visible; onActivated: screen.controller.turn.figureColour.next() }
    Shortcut { sequences: [StandardKey.Undo]; enabled: screen.visible; onActivated: screen.controller.turn.undo() }
    Shortcut { sequences: [StandardKey.Redo, "Ctrl+Y"]; enabled: screen.visible; onActivated: screen.controller.turn.redo() }
    Shortcut { sequences: ["+", "=", StandardKey.ZoomIn]; enabled: screen.visible; onActivated: board.zoomIn() }
    Shortcut { sequences: ["-", StandardKey.ZoomOut]; enabled: screen.visible; onActivated: board.zoomOut() }
    Shortcut { sequences: ["F"]; enabled: screen.visible; onActivated: board.fit() }
    Shortcut { sequences: [StandardKey.Save]; enabled: screen.visible; onActivated: screen.saveRequested() }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        // The tool bar over the board. Anchored, not a column layout: the bar's height changes
        // with the window's width, and Qt 6.4's layouts missed that change.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            // Tool bar.
            Rectangle {
                id: toolBar
                objectName: "toolBar"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                height: toolRow.implicitHeight + 12
                color: Theme.parchment
                z: 2
                Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.panelEdge }
                // Two groups, side by side where they fit, the view's group on a second line where
                // they do not (a narrow window, longer words in German): every button whole.
                Item {
                    id: toolRow
                    anchors.fill: parent
                    anchors.leftMargin: 10
                    anchors.rightMargin: 10
                    anchors.topMargin: 6
                    // From the screen's width, not this row's: the row's is set while the column lays
                    // out, when a change of the bar's height would be missed (Qt 6.4).
                    readonly property bool twoLines: leftTools.implicitWidth + rightTools.implicitWidth + 16
                                                     > screen.width - Theme.sidePanelWidth - 20
                    implicitHeight: twoLines ? leftTools.implicitHeight + rightTools.implicitHeight + 6
                                             : leftTools.implicitHeight
                    Row {
                        id: leftTools
                        objectName: "gameTools"
                        spacing: 6
                        AppButton { compact: true; text: qsTr("Menu"); toolTip: qsTr("Back to the start screen"); onClicked: screen.menuRequested() }
                        // Says why Undo is off.
                        HoverTip {
                            tip: undoButton.enabled ? "" : screen.controller.turn.undoNote
                            AppButton {
                                id: undoButton
                                objectName: "undoButton"
                                compact: true
                                text: qsTr("Undo")
                                enabled: screen.controller.turn.canUndo
                                toolTip: qsTr("Take back the last move (Ctrl+Z)")
                                onClicked: screen.controller.turn.undo()
                            }
                        }
                        AppButton {
                            objectName: "redoButton"
                            compact: true
                            text: qsTr("Redo")
                            enabled: screen.controller.turn.canRedo
                            toolTip: qsTr("Play the move again (Ctrl+Shift+Z)")
                            onClicked: screen.controller.turn.redo()
                        }
                        AppButton { compact: true; text: qsTr("Save"); toolTip: qsTr("Save the game (Ctrl+S)"); onClicked: screen.saveRequested() }
                    }
                    Row {
                        id: rightTools
                        objectName: "viewTools"
                        anchors.right: parent.right
                        y: toolRow.twoLines ? leftTools.implicitHeight + 6 : 0
                        spacing: 6
                        // Symbols need no word's width.
                        AppButton { text: "\u2212"; implicitWidth: 44; leftPadding: 6; rightPadding: 6; toolTip: qsTr("Zoom out (-)"); onClicked: board.zoomOut() }
                        AppButton { text: "+"; implicitWidth: 44; leftPadding: 6; rightPadding: 6; toolTip: qsTr("Zoom in (+)"); onClicked: board.zoomIn() }
                        AppButton { compact: true; text: qsTr("Fit"); toolTip: qsTr("Show the whole board (F)"); onClicked: board.fit() }
                        AppButton {
                            objectName: "fieldsButton"
                            text: qsTr("Fields")
                            checkable: true
                            checked: screen.controller.settings.showFields
                            compact: true
                            toolTip: qsTr("Show where each field lies, numbered (B)")
                            onToggled: screen.controller.settings.showFields = checked
                        }
                        AppButton { compact: true; text: qsTr("Settings"); onClicked: screen.settingsRequested() }
                        AppButton {
                            objectName: "rulesButton"
                            text: "?"
                            implicitWidth: 44
                            leftPadding: 6
                            rightPadding: 6
                            toolTip: qsTr("The rules of this game (F1)")
                            Accessible.name: qsTr("Rules")
                            onClicked: screen.showRules()
                        }
                    }
                }
            }

            // An online game's connection in trouble, under the tool bar.
            ConnectionBanner {
                id: connectionBanner
                objectName: "connectionBanner"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: toolBar.bottom
                anchors.margins: 8
                z: 3
                online: screen.controller.online
                active: screen.controller.onlineGame
                onSaveRecordRequested: screen.saveRequested()
                onLeaveRequested: screen.menuRequested()
            }

            BoardView {
                id: board
                objectName: "board"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: toolBar.bottom
                anchors.bottom: parent.bottom
                controller: screen.controller
                showDeadSpots: screen.showDeadSpots
                // The hint card over the lower left corner: the landscape fits above it.
                insetBottom: hintCard.visible && !screen.controller.ending.gameOver ? hintCard.height + 32 : 0
                Component.onCompleted: Qt.callLater(fit)

                // Stepping through the game's turns (controller.review.active).
                ReviewBar {
                    objectName: "reviewBar"
                    visible: screen.controller.review.active
                    anchors.bottom: parent.bottom
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottomMargin: 12
                    width: Math.min(parent.width - 24, Math.max(implicitWidth, 560))
                    z: 10
                    controller: screen.controller
                }

                FinalScoringBanner {
                    id: finalBanner
                    objectName: "finalScoringBanner"
                    anchors.top: parent.top
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.topMargin: 14
                    z: 10
                    controller: screen.controller
                    onFinished: {
                        endPanel.visible = true
                        endPanel.start()
                    }
                }
            }
        }

        // Side panels.
        Rectangle {
            Layout.preferredWidth: Theme.sidePanelWidth
            Layout.fillHeight: true
            color: Theme.parchmentDeep
            Rectangle { width: 1; height: parent.height; color: Theme.panelEdge }

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 10
                spacing: 10

                CurrentTilePanel {
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    controller: screen.controller
                    shownRotation: board.previewRotation >= 0 && screen.controller.turn.phase === "placeTile"
                                   ? board.previewRotation : screen.controller.turn.rotation
                }
                ScorePanel {
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    controller: screen.controller
                }
                TabBar {
                    id: tabs
                    Layout.fillWidth: true
                    visible: screen.sideTabs.length > 1
                    background: Item { }
                    Repeater {
                        model: screen.sideTabs
                        delegate: TabButton {
                            id: tab
                            required property string modelData
                            objectName: "sideTab_" + modelData
                            text: modelData === "log" ? qsTr("Log")
                                : modelData === "tiles" ? qsTr("Tiles")
                                : screen.controller.online.unread > 0
                                  ? qsTr("Table (%1)").arg(screen.controller.online.unread) : qsTr("Table")
                            contentItem: Label {
                                text: tab.text
                                horizontalAlignment: Text.AlignHCenter
                                font.bold: tab.checked
                                color: tab.checked ? Theme.ink : Theme.inkSoft
                            }
                            background: Rectangle {
                                implicitHeight: 32
                                radius: 6
                                color: tab.checked ? Theme.panel : (tab.hovered ? Theme.parchment : "transparent")
                                border.color: tab.checked ? Theme.panelEdge : "transparent"
                            }
                        }
                    }
                }
                StackLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    currentIndex: ["log", "tiles", "table"].indexOf(screen.sideTab)
                    GameLog {
                        controller: screen.controller
                        onCellRequested: (x, y) => board.showCell(x, y)
                    }
                    RemainingTilesPanel { controller: screen.controller }
                    // An online table's chat (who is there is on the score panel's cards).
                    ChatPanel {
                        id: chatPanel
                        objectName: "gameChat"
                        online: screen.controller.online
                    }
                }
            }
        }
    }

    // The end of the game, over the board: the board under it takes no clicks and shows no
    // tooltips.
    Rectangle {
        anchors.fill: parent
        color: "#66000000"
        visible: endPanel.visible
        MouseArea {
            anchors.fill: parent
            hoverEnabled: true
        }
        HoverHandler {
            blocking: true
        }
    }
    // A review shows the board as it was: the end panel steps aside.
    Connections {
        target: screen.controller.review
        function onChanged() { if (screen.controller.review.active) endPanel.visible = false }
    }
    // A first game's hints, over the board's lower left corner, clear of the side panel.
    HintCard {
        id: hintCard
        guide: screen.controller.hints
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: 16
        // Above "Final scores" once the game is over, and over the end panel, which would hide
        // the hint about it.
        anchors.bottomMargin: screen.controller.ending.gameOver ? 72 : 16
        z: screen.controller.ending.gameOver ? 20 : 0
        width: Math.min(implicitWidth, parent.width - Theme.sidePanelWidth - 48)
        visible: guide.id !== "" && !screen.controller.review.active
    }
    RulesHelpDialog {
        id: rulesHelp
        onClosed: screen.focusBoard()
    }
    EndGamePanel {
        id: endPanel
        objectName: "endGamePanel"
        visible: false
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, Math.max(implicitWidth, 640))
        height: Math.min(parent.height - 40, implicitHeight)
        controller: screen.controller
        onCloseRequested: visible = false
        onReviewRequested: {
            visible = false
            screen.controller.review.reviewCurrent()
        }
        onNewGameRequested: {
            visible = false
            screen.newGameRequested()
        }
        onAgainRequested: next => {
            if (screen.controller.playAgain(next)) {
                visible = false
                board.fit()
                screen.focusBoard()
            }
        }
    }
    AppButton {
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.margins: 16
        visible: screen.controller.ending.gameOver && !endPanel.visible && !finalBanner.running
                 && !screen.controller.review.active
        primary: true
        text: qsTr("Final scores")
        onClicked: {
            endPanel.visible = true
            endPanel.start()
        }
    }
}
