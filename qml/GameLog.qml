import QtQuick
import QtQuick.Controls
import Carcassonne.Game

// What happened, newest at the bottom, with each score's breakdown. A line about a place on
// the board (a tile, a figure, a scoring) shows it there when clicked.
Panel {
    id: panel

    required property GameController controller
    signal cellRequested(int x, int y)

    Label {
        id: title
        text: qsTr("Game log")
        font.family: Theme.serif
        font.bold: true
        color: Theme.ink
    }
    ListView {
        id: list
        objectName: "gameLog"
        anchors.top: title.bottom
        anchors.topMargin: 6
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        model: panel.controller.log
        spacing: 3
        ScrollBar.vertical: ScrollBar { }
        // Newest at the bottom: the view keeps to the end, also while wrapped lines settle
        // their heights (a game loaded at once hid its last line), until the reader scrolls up.
        property bool keepToEnd: true
        onMovementEnded: keepToEnd = atYEnd
        onCountChanged: if (keepToEnd) Qt.callLater(positionViewAtEnd)
        onContentHeightChanged: if (keepToEnd) Qt.callLater(positionViewAtEnd)
        onHeightChanged: if (keepToEnd) Qt.callLater(positionViewAtEnd)
        delegate: Row {
            id: line
            required property var model
            required property int index
            objectName: "logLine_" + index
            width: ListView.view.width - 10
            spacing: 6
            HoverHandler {
                id: lineHover
                enabled: line.model.located === true
                cursorShape: Qt.PointingHandCursor
            }
            TapHandler {
                enabled: line.model.located === true
                onTapped: panel.cellRequested(line.model.x, line.model.y)
            }
            ToolTip.visible: lineHover.hovered
            ToolTip.delay: 700
            ToolTip.text: qsTr("Click to show it on the board")
            Rectangle {
                width: 8
                height: 8
                radius: 4
                y: 5
                color: parent.model.colourValue || Theme.inkFaint
            }
            Label {
                width: parent.width - 14
                text: parent.model.text
                wrapMode: Text.WordWrap
                font.pixelSize: Theme.fontSmall
                font.bold: parent.model.points > 0
                font.underline: lineHover.hovered
                color: parent.model.final ? Theme.accent : Theme.inkSoft
            }
        }
    }
}
