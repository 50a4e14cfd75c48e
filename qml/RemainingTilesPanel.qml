import QtQuick
import QtQuick.Controls
import Carcassonne.Game

// The tiles still to come, by type, with pictures. Tiles laid face down (The Mist) are counted
// with them: nobody has seen them, so the list never tells which they are.
Panel {
    id: panel

    required property GameController controller

    Label {
        id: title
        text: panel.controller.unseenCount > panel.controller.remainingCount
              ? qsTr("Tiles to come: %1, face down: %2").arg(panel.controller.remainingCount)
                    .arg(panel.controller.unseenCount - panel.controller.remainingCount)
              : qsTr("Tiles to come: %1").arg(panel.controller.remainingCount)
        font.family: Theme.serif
        font.bold: true
        color: Theme.ink
        width: parent.width
        wrapMode: Text.WordWrap
    }
    GridView {
        objectName: "remainingTiles"
        anchors.top: title.bottom
        anchors.topMargin: 6
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        clip: true
        cellWidth: 54
        cellHeight: 62
        model: panel.controller.remaining
        ScrollBar.vertical: ScrollBar { }
        delegate: Item {
            required property var model
            width: 54
            height: 62
            opacity: model.count > 0 ? 1 : 0.3
            Image {
                x: 4
                width: 44
                height: 44
                source: parent.model.source
                sourceSize: Qt.size(88, 88)
                smooth: true
            }
            Label {
                anchors.bottom: parent.bottom
                anchors.horizontalCenter: parent.horizontalCenter
                text: parent.model.count + "/" + parent.model.total
                font.pixelSize: Theme.fontSmall
                color: Theme.inkSoft
            }
        }
    }
}
