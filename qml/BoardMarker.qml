import QtQuick
import QtQuick.Controls

// One thing a rule module marks on the board (GameController.boardMarkers): "ground" lies under
// the tiles (its picture on each of its cells: a start field, the sea), "shade" tints its cells
// over the tiles in the Theme's colour for its tone (and lays its picture, a hatching, on each
// cell), "token" stands over everything in the middle of its cells (a surveyor), with its count
// when there are several.
Item {
    id: marker

    required property var model
    required property int index
    property real cell: Theme.cell
    property real zoom: 1
    property bool moving: false
    property int resolution: 96
    readonly property string kind: model.kind

    objectName: "boardMarker_" + model.id + "_" + index
    x: model.x * cell
    y: model.y * cell
    width: model.width * cell
    height: model.height * cell
    // Ground under the tiles; tokens over the figures and figure spots.
    z: kind === "ground" ? -1 : (kind === "token" ? 2 : 0)

    // Ground, and a shade's pattern: the picture on every cell (over the shade's tint).
    Grid {
        z: 1
        visible: marker.kind !== "token"
        columns: Math.max(1, marker.model.width)
        Repeater {
            model: marker.kind !== "token" && marker.model.source
                   ? marker.model.width * marker.model.height : 0
            delegate: Image {
                width: marker.cell
                height: marker.cell
                source: marker.model.source
                sourceSize: Qt.size(marker.resolution, marker.resolution)
                smooth: !marker.moving
            }
        }
    }

    // Shade: a tint with a firmer edge.
    Rectangle {
        id: shade
        visible: marker.kind === "shade"
        anchors.fill: parent
        readonly property string tone: marker.model.tone || ""
        readonly property color tint: tone.length > 0
                                      ? Theme["marker" + tone.charAt(0).toUpperCase() + tone.slice(1)]
                                      : Theme.shadow
        color: tint
        border.color: Qt.rgba(tint.r, tint.g, tint.b, Math.min(1, tint.a * 2.5))
        border.width: 2 / Math.max(0.5, marker.zoom)
    }

    // Token: the picture on a disc, and its count past one.
    Item {
        visible: marker.kind === "token"
        anchors.centerIn: parent
        width: marker.cell * Theme.markerTokenSize
        height: width
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 3
            anchors.leftMargin: 2
            radius: width / 2
            color: Theme.shadow
        }
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: Theme.highlight
            border.color: Theme.ink
            border.width: 2 / Math.max(0.5, marker.zoom)
        }
        Image {
            anchors.centerIn: parent
            width: parent.width * 0.78
            height: width
            source: marker.kind === "token" ? marker.model.source : ""
            sourceSize: Qt.size(128, 128)
            smooth: !marker.moving
        }
        Rectangle {
            visible: marker.model.count > 1
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            width: parent.width * 0.42
            height: width
            radius: width / 2
            color: Theme.accent
            Label {
                anchors.centerIn: parent
                text: marker.model.count
                color: Theme.parchment
                font.bold: true
                font.pixelSize: parent.height * 0.7
            }
        }
    }

    // Hovering (it never takes the pointer from the board) tells what it is; over the
    // landscape only after a while, so placing tiles is not in its way.
    HoverHandler {
        id: hover
        enabled: (marker.model.tooltip || "").length > 0
    }
    ToolTip {
        // Beside the pointer: a marker may be many cells long.
        x: hover.point.position.x
        y: hover.point.position.y + 24 / Math.max(0.5, marker.zoom)
        visible: hover.hovered
        delay: marker.kind === "shade" ? 1200 : 400
        text: marker.model.tooltip || ""
    }
}
