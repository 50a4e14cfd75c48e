import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The tile to place, large and turned as it will go down, with what to do next: rotate, place,
// put a figure or skip, confirm. Shows when a computer player is thinking.
Panel {
    id: panel

    required property GameController controller
    readonly property string phase: controller.turn.phase
    // The rotation the tile is shown in: the board preview's while it shows one (a square
    // whose fitting rotation differs from the chosen one), the chosen one otherwise.
    property int shownRotation: controller.turn.rotation

    implicitHeight: column.implicitHeight + 2 * padding

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: 8

        Label {
            Layout.fillWidth: true
            objectName: "turnLabel"
            text: {
                const p = panel.controller.scores.players.count > 0 && panel.controller.turn.currentPlayer >= 0
                        ? panel.controller.scores.players.get(panel.controller.turn.currentPlayer) : null
                if (panel.controller.ending.gameOver)
                    return qsTr("The game is over")
                if (!p)
                    return ""
                // The person, not the colour, where one plays several (The Mist).
                const who = p.seatName || p.name
                return panel.controller.turn.botThinking ? qsTr("%1 is thinking…").arg(who)
                                                    : qsTr("%1 to play").arg(who)
            }
            font.family: Theme.serif
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.ink
            elide: Text.ElideRight
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            Item {
                Layout.preferredWidth: 116
                Layout.preferredHeight: 116
                Rectangle {
                    anchors.fill: parent
                    anchors.topMargin: 3
                    anchors.leftMargin: 2
                    radius: 4
                    color: Theme.shadow
                }
                Rectangle {
                    anchors.fill: parent
                    radius: 4
                    color: Theme.parchmentDeep
                    border.color: Theme.panelEdge
                    visible: tileImage.source == ""
                    Label {
                        anchors.centerIn: parent
                        width: parent.width - 12
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: panel.phase === "placeFigure" ? qsTr("Tile placed") : ""
                        color: Theme.inkSoft
                    }
                }
                Image {
                    id: tileImage
                    objectName: "currentTile"
                    anchors.fill: parent
                    source: panel.controller.turn.currentTileSource
                    sourceSize: Qt.size(232, 232)
                    fillMode: Image.PreserveAspectFit // a tile of several cells keeps its shape
                    rotation: panel.shownRotation * 90
                    smooth: true
                    Behavior on rotation {
                        enabled: Theme.animationSpeed > 0
                        RotationAnimation { duration: Theme.duration(160); direction: RotationAnimation.Shortest }
                    }
                }
                BusyIndicator {
                    anchors.centerIn: parent
                    running: panel.controller.turn.botThinking
                    visible: running
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 6
                RowLayout {
                    visible: panel.phase === "placeTile" && panel.controller.turn.humanTurn
                    AppButton {
                        implicitWidth: 46
                        text: "\u21ba"
                        toolTip: qsTr("Turn left (Shift+R)")
                        Accessible.name: qsTr("Turn left")
                        onClicked: panel.controller.turn.rotate(-1)
                    }
                    AppButton {
                        implicitWidth: 46
                        objectName: "rotateButton"
                        text: "\u21bb"
                        toolTip: qsTr("Turn right (R, right click, Ctrl+wheel)")
                        Accessible.name: qsTr("Turn right")
                        onClicked: panel.controller.turn.rotate(1)
                    }
                }
                Label {
                    Layout.fillWidth: true
                    // Not once the game is over: a team game lost early leaves tiles undrawn,
                    // and none is drawn any more.
                    visible: !panel.controller.ending.gameOver
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("Tiles left: %1").arg(panel.controller.scores.remainingCount)
                }
                // The turns since this player last played, once more (L); while they are
                // shown, the next one at once (L again).
                AppButton {
                    objectName: "lastMovesButton"
                    visible: panel.controller.board.hasLastPlaced && !panel.controller.ending.gameOver
                    enabled: !panel.controller.turn.botThinking
                    leftPadding: 10
                    rightPadding: 10
                    font.pixelSize: Theme.fontSmall
                    text: panel.controller.review.showingLastMoves
                          ? qsTr("Move %1 of %2 ▸").arg(panel.controller.review.lastMovesShown)
                                                   .arg(panel.controller.review.lastMovesTotal)
                          : qsTr("Last moves")
                    toolTip: panel.controller.review.showingLastMoves
                             ? qsTr("Show the next move now (L)")
                             : qsTr("Show the moves since your last turn again (L)")
                    onClicked: panel.controller.review.showingLastMoves ? panel.controller.review.nextLastMove()
                                                                 : panel.controller.review.showLastMoves()
                }
            }
        }

        // A second turn in a row (the builder's double turn, an arrow's extra turn).
        Rectangle {
            objectName: "turnNote"
            Layout.fillWidth: true
            visible: panel.controller.turn.turnNote.length > 0
            implicitHeight: noteLabel.implicitHeight + 10
            radius: 4
            color: Theme.accent
            Label {
                id: noteLabel
                anchors.fill: parent
                anchors.margins: 5
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: panel.controller.turn.turnNote
                color: "white"
                font.bold: true
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.inkSoft
            visible: text.length > 0
            text: {
                if (!panel.controller.turn.humanTurn)
                    return ""
                if (panel.phase === "placeTile")
                    return qsTr("Click a lit square to place the tile. Tab picks a square with the keyboard.")
                if (panel.phase === "placeFigure")
                    return panel.controller.board.targets.count > 0
                            ? qsTr("Choose a figure spot, or skip.") : qsTr("No figure can go on this tile.")
                if (panel.phase === "choice") // the asking rule module's words
                    return panel.controller.turn.choicePrompt
                return ""
            }
        }

        // A player of several colours picks the colour of the figure (C cycles): the spots on
        // the board show and place it.
        FigureColourPicker {
            Layout.fillWidth: true
            choice: panel.controller.turn.figureColour
            visible: panel.phase === "placeFigure" && panel.controller.turn.humanTurn
                     && panel.controller.turn.figureColour.active
        }

        // What the chosen spot is worth. It holds its two lines while a figure may be placed, so
        // choosing a spot never moves Skip and Confirm from under the pointer.
        Label {
            id: previewLabel
            objectName: "targetPreview"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(implicitHeight, 2 * previewMetrics.lineSpacing)
            wrapMode: Text.WordWrap
            visible: panel.phase === "placeFigure" && panel.controller.turn.humanTurn
            text: panel.controller.turn.targetPreview.text || ""
            color: Theme.accent
            font.bold: true
        }
        FontMetrics {
            id: previewMetrics
            font: previewLabel.font
        }

        RowLayout {
            Layout.fillWidth: true
            visible: panel.phase === "placeFigure" && panel.controller.turn.humanTurn
            AppButton {
                objectName: "skipButton"
                Layout.fillWidth: true
                text: qsTr("Skip figure")
                toolTip: qsTr("End the turn without a figure (S)")
                onClicked: panel.controller.turn.skip()
            }
            AppButton {
                objectName: "confirmButton"
                Layout.fillWidth: true
                primary: true
                text: qsTr("Confirm")
                toolTip: qsTr("End the turn (Enter)")
                onClicked: panel.controller.turn.confirm()
            }
        }

        // A rule's warning about the spot (a colonist at risk east of Mayflower's surveyors),
        // under the buttons so it never moves them.
        Label {
            objectName: "targetWarning"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            visible: panel.phase === "placeFigure" && panel.controller.turn.humanTurn && text.length > 0
            text: panel.controller.turn.targetPreview.warning || ""
            color: Theme.danger
            font.bold: true
        }

        // The open choices, scrolled when there are many (calm 1, 2 or 3 ghosts from each tile).
        ScrollView {
            id: choiceScroll
            objectName: "choiceScroll"
            Layout.fillWidth: true
            visible: choiceRepeater.count > 0
            Layout.preferredHeight: Math.min(choiceColumn.implicitHeight, 220)
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                id: choiceColumn
                width: choiceScroll.availableWidth
                spacing: 6
                Repeater {
                    id: choiceRepeater
                    model: panel.phase === "choice" && panel.controller.turn.humanTurn ? panel.controller.turn.choices : []
                    delegate: AppButton {
                        id: choiceButton
                        required property var modelData
                        required property int index
                        objectName: "choiceButton" + index
                        Layout.fillWidth: true
                        // Numbered as the board's pointers are, when the choice has a place.
                        text: modelData.ax !== undefined ? (index + 1) + ". " + modelData.label : modelData.label
                        contentItem: Label {
                            text: choiceButton.text
                            font: choiceButton.font
                            color: Theme.ink
                            wrapMode: Text.WordWrap
                            verticalAlignment: Text.AlignVCenter
                        }
                        onHoveredChanged: {
                            if (hovered)
                                panel.controller.turn.hoveredChoice = index
                            else if (panel.controller.turn.hoveredChoice === index)
                                panel.controller.turn.hoveredChoice = -1
                        }
                        onClicked: panel.controller.turn.choose(modelData.index)
                    }
                }
            }
        }
    }
}
