import QtQuick

// A card of parchment with a soft shadow, for the side panels.
Item {
    id: panel

    default property alias content: body.data
    property alias color: face.color
    property int padding: 12

    Rectangle {
        anchors.fill: face
        anchors.topMargin: 3
        anchors.leftMargin: 1
        anchors.rightMargin: -1
        anchors.bottomMargin: -3
        radius: Theme.radius
        color: Theme.shadow
    }
    Rectangle {
        id: face
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.panel
        border.color: Theme.panelEdge
    }
    Item {
        id: body
        anchors.fill: parent
        anchors.margins: panel.padding
    }
}
