import QtQuick
import QtQuick.Controls
import Carcassonne.Game

// A place a figure may go on the tile just placed: a faint figure in a ring. Hovering it
// highlights the whole feature and tells what it scores now; clicking chooses it.
Item {
    id: target

    required property GameController controller
    required property int index
    required property var model
    property real cell: Theme.cell
    property real zoom: 1
    readonly property bool selected: controller.turn.selectedTarget === index
    readonly property bool hovered: controller.turn.hoveredTarget === index || area.containsMouse

    objectName: "figureTarget" + index
    // Over the board's tokens (The Mist's ghosts sit in a tile's corner, where a spot may be):
    // a spot the player may choose is never hidden.
    z: 2.5
    x: model.x * cell - width / 2
    y: model.y * cell - height / 2
    // Larger than a tile's 0.3 where the view is zoomed out (BoardModel.spotScale).
    width: cell * 0.3 * (model.ring || 1)
    height: width

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: target.selected ? "#c0fff3a8" : (target.hovered ? "#90fff3a8" : "#60ffffff")
        border.color: target.selected ? Theme.accent : Theme.ink
        border.width: (target.selected ? 3 : 1.5) / Math.max(0.5, target.zoom)
        scale: target.hovered ? 1.12 : 1
        Behavior on scale { NumberAnimation { duration: Theme.duration(120) } }
    }
    Image {
        anchors.centerIn: parent
        width: parent.width * 0.8 * (target.model.scale || 1)
        height: width
        source: target.model.source
        sourceSize: Qt.size(128, 128)
        opacity: target.selected ? 1 : 0.55
        smooth: true
    }
    MouseArea {
        id: area
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton
        cursorShape: Qt.PointingHandCursor
        onEntered: target.controller.turn.hoveredTarget = target.index
        onExited: if (target.controller.turn.hoveredTarget === target.index) target.controller.turn.hoveredTarget = -1
        onClicked: {
            target.controller.turn.selectedTarget = target.selected ? -1 : target.index
            if (target.controller.turn.selectedTarget >= 0 && !target.controller.settings.confirmEndTurn)
                target.controller.turn.confirm()
        }
    }
    ToolTip {
        visible: area.containsMouse
        delay: 200
        text: target.model.label + "\n" + target.controller.turn.targetPreview.text
              + (target.controller.turn.targetPreview.warning ? "\n" + target.controller.turn.targetPreview.warning : "")
    }
}
