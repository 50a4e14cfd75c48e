import QtQuick
import QtQuick.Controls
import Carcassonne.Game

// The tiles still to come, by type, with pictures that fill the panel's width. A tile that
// would find a square if drawn now has a green corner; pointing at one shows it large. Tiles
// laid face down (The Mist) are counted with them: nobody has seen them, so the list never
// tells which they are.
Panel {
    id: panel

    required property GameController controller

    Label {
        id: title
        text: panel.controller.scores.unseenCount > panel.controller.scores.remainingCount
              ? qsTr("Tiles to come: %1, face down: %2").arg(panel.controller.scores.remainingCount)
                    .arg(panel.controller.scores.unseenCount - panel.controller.scores.remainingCount)
              : qsTr("Tiles to come: %1").arg(panel.controller.scores.remainingCount)
        font.family: Theme.serif
        font.bold: true
        color: Theme.ink
        width: parent.width
        wrapMode: Text.WordWrap
    }
    Label {
        id: legend
        anchors.top: title.bottom
        width: parent.width
        text: qsTr("Green corner: fits an open square now")
        font.pixelSize: Theme.fontSmall
        color: Theme.inkSoft
        wrapMode: Text.WordWrap
    }
    GridView {
        id: grid
        objectName: "remainingTiles"
        anchors.top: legend.bottom
        anchors.topMargin: 6
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        // As many columns of at least 64 px as the width holds, sharing it out.
        readonly property int columns: Math.max(1, Math.floor((width - 10) / 64))
        cellWidth: Math.floor((width - 10) / columns)
        cellHeight: cellWidth + 16
        model: panel.controller.board.remaining
        ScrollBar.vertical: ScrollBar { }
        delegate: Item {
            id: entry
            required property var model
            required property int index
            objectName: "remainingTile_" + index
            readonly property bool fits: model.fits === true
            width: grid.cellWidth
            height: grid.cellHeight
            opacity: model.count > 0 ? 1 : 0.3
            Image {
                id: thumbnail
                x: 3
                y: 3
                width: entry.width - 6
                height: width
                source: entry.model.source
                sourceSize: Qt.size(128, 128)
                smooth: true
                // A green corner: this tile would fit now.
                Canvas {
                    objectName: "fitsMark"
                    visible: entry.fits
                    anchors.right: parent.right
                    anchors.top: parent.top
                    width: Math.round(parent.width * 0.3)
                    height: width
                    onPaint: {
                        const ctx = getContext("2d")
                        ctx.reset()
                        ctx.fillStyle = Theme.fits
                        ctx.strokeStyle = Theme.ink
                        ctx.lineWidth = 1
                        ctx.beginPath()
                        ctx.moveTo(0, 0); ctx.lineTo(width, 0); ctx.lineTo(width, height)
                        ctx.closePath()
                        ctx.fill()
                        ctx.stroke()
                    }
                }
            }
            Label {
                anchors.bottom: parent.bottom
                anchors.horizontalCenter: parent.horizontalCenter
                text: entry.model.count + "/" + entry.model.total
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
            HoverHandler { id: hover }
            ToolTip {
                visible: hover.hovered
                delay: 250
                contentItem: Column {
                    spacing: 4
                    Image {
                        width: 160
                        height: 160
                        source: entry.model.source
                        sourceSize: Qt.size(160, 160)
                        smooth: true
                    }
                    Label {
                        width: 160
                        wrapMode: Text.WordWrap
                        text: (entry.model.count === 1 ? qsTr("1 of %1 still to come").arg(entry.model.total)
                                                       : qsTr("%1 of %2 still to come").arg(entry.model.count).arg(entry.model.total))
                              + (entry.fits ? "\n" + qsTr("Fits an open square now") : "")
                        color: Theme.ink
                    }
                }
            }
        }
    }
}
