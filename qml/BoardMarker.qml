import QtQuick
import QtQuick.Controls

// One thing a rule module marks on the board (GameController.board.markers): "ground" lies under
// the tiles (its picture on each of its cells: a start field, the sea, a tile face down),
// "shade" tints its cells over the tiles in the Theme's colour for its tone (and lays its
// picture, a hatching, on each cell), "token" stands over everything on a disc (a surveyor in
// the middle of its cells, ghosts in a tile's corner: its spot and size), with its count when
// there are several.
Item {
    id: marker

    required property var model
    required property int index
    property real cell: Theme.cell
    property real zoom: 1
    property bool moving: false
    property int resolution: 96
    readonly property string kind: model.kind
    // The Theme's colour for a tone ("risk": markerRisk), or `fallback`.
    function toneColour(fallback) {
        const tone = model.tone || ""
        return tone.length > 0 ? Theme["marker" + tone.charAt(0).toUpperCase() + tone.slice(1)]
                               : fallback
    }

    objectName: "boardMarker_" + model.id + "_" + index
    x: model.x * cell
    y: model.y * cell
    width: model.width * cell
    height: model.height * cell
    // Ground under the tiles; tokens over the figures (figure spots lie over the tokens).
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
        readonly property color tint: marker.toneColour(Theme.shadow)
        color: tint
        border.color: Qt.rgba(tint.r, tint.g, tint.b, Math.min(1, tint.a * 2.5))
        border.width: 2 / Math.max(0.5, marker.zoom)
    }

    // Token: the picture on a disc at its spot, and its count past one.
    Item {
        id: token
        objectName: "token"
        visible: marker.kind === "token"
        width: marker.cell * (marker.model.size > 0 ? marker.model.size : Theme.markerTokenSize)
        height: width
        x: marker.width * (marker.model.spotX !== undefined ? marker.model.spotX : 0.5) - width / 2
        y: marker.height * (marker.model.spotY !== undefined ? marker.model.spotY : 0.5) - height / 2
        HoverHandler {
            id: tokenHover
            enabled: (marker.model.tooltip || "").length > 0 && marker.kind === "token"
        }
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
            color: marker.toneColour(Theme.highlight)
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
            anchors.rightMargin: -width * 0.22
            anchors.bottomMargin: -width * 0.12
            width: parent.width * 0.5
            height: width
            radius: width / 2
            color: Theme.accent
            border.color: Theme.parchment
            border.width: 1.5 / Math.max(0.5, marker.zoom)
            Label {
                objectName: "tokenCount"
                anchors.centerIn: parent
                text: marker.model.count
                color: Theme.parchment
                font.bold: true
                font.pixelSize: parent.height * 0.7
            }
        }
    }

    // Hovering (it never takes the pointer from the board) tells what it is: a token over its
    // disc; an area over the landscape only after a while, so placing tiles is not in its way.
    HoverHandler {
        id: hover
        enabled: (marker.model.tooltip || "").length > 0 && marker.kind !== "token"
    }
    ToolTip {
        // Beside the pointer: a marker may be many cells long.
        readonly property bool onToken: marker.kind === "token"
        readonly property var handler: onToken ? tokenHover : hover
        x: (onToken ? token.x : 0) + handler.point.position.x
        y: (onToken ? token.y : 0) + handler.point.position.y + 24 / Math.max(0.5, marker.zoom)
        visible: handler.hovered
        delay: marker.kind === "shade" || marker.kind === "ground" ? 1200 : 400
        text: marker.model.tooltip || ""
    }
}
