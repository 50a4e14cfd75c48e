import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes

ApplicationWindow {
    id: root

    width: 1280
    height: 800
    minimumWidth: 800
    minimumHeight: 600
    visible: true
    title: qsTr("Carcassonne Studio")

    QtObject {
        id: theme

        readonly property color parchment: "#f4ecdc"
        readonly property color parchmentDeep: "#e6d7bb"
        readonly property color ink: "#3a2e22"
        readonly property color inkSoft: "#6e5c47"
        readonly property color inkFaint: "#9a8670"
        readonly property color city: "#d3ab6c"
        readonly property color cityWall: "#8e6b42"
        readonly property color stone: "#efe4cc"
        readonly property color stoneEdge: "#8a7658"
        readonly property color roof: "#b2533a"
        readonly property string serif: "DejaVu Serif"
    }

    Shortcut {
        id: quitShortcut
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: Qt.quit()
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: theme.parchment }
            GradientStop { position: 1.0; color: theme.parchmentDeep }
        }
    }

    // A road across a tile: a quadratic curve from (x1, y1) to (x2, y2), drawn with a border.
    component Road: Shape {
        id: road

        property real x1
        property real y1
        property real controlX: (x1 + x2) / 2
        property real controlY: (y1 + y2) / 2
        property real x2
        property real y2
        property real roadWidth: width * 0.11
        property color color: "#f3ead6"
        property color edgeColor: "#8a7658"

        anchors.fill: parent
        antialiasing: true
        layer.enabled: true
        layer.samples: 4

        ShapePath {
            strokeColor: road.edgeColor
            strokeWidth: road.roadWidth + 3
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            startX: road.x1
            startY: road.y1
            PathQuad { x: road.x2; y: road.y2; controlX: road.controlX; controlY: road.controlY }
        }
        ShapePath {
            strokeColor: road.color
            strokeWidth: road.roadWidth
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            startX: road.x1
            startY: road.y1
            PathQuad { x: road.x2; y: road.y2; controlX: road.controlX; controlY: road.controlY }
        }
    }

    // One square tile of grass, with a soft shadow; its children draw the features.
    component Tile: Item {
        id: tile

        default property alias features: face.data
        property color fieldColor: "#9db665"
        property color edgeColor: "#7d9650"

        width: 116
        height: 116

        Rectangle {
            x: 3
            y: 4
            width: parent.width
            height: parent.height
            radius: 5
            color: "#33000000"
        }
        Rectangle {
            id: face
            anchors.fill: parent
            radius: 5
            clip: true
            color: tile.fieldColor
            border.color: tile.edgeColor
            border.width: 1
        }
    }

    ColumnLayout {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -24
        width: Math.min(parent.width - 96, 900)
        spacing: 0

        // Three tiles laid side by side: a cloister, a city with a road, a bend in the road.
        Row {
            Layout.alignment: Qt.AlignHCenter
            Layout.bottomMargin: 44
            spacing: 2

            Tile {
                Road { x1: width / 2; y1: height / 2; x2: width; y2: height / 2 }
                Rectangle {   // cloister
                    anchors.centerIn: parent
                    width: parent.width * 0.40
                    height: parent.height * 0.32
                    radius: 2
                    color: theme.stone
                    border.color: theme.stoneEdge
                    Rectangle {
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.top
                        anchors.bottomMargin: -2
                        width: parent.width + 8
                        height: parent.height * 0.55
                        radius: 2
                        color: theme.roof
                    }
                }
            }
            Tile {
                Road { x1: 0; y1: height / 2; x2: width; y2: height / 2 }
                Shape {   // city
                    id: city
                    anchors.fill: parent
                    antialiasing: true
                    layer.enabled: true
                    layer.samples: 4
                    ShapePath {
                        fillColor: theme.city
                        strokeColor: theme.cityWall
                        strokeWidth: 3
                        joinStyle: ShapePath.RoundJoin
                        startX: -2
                        startY: -2
                        PathLine { x: city.width + 2; y: -2 }
                        PathQuad { x: -2; y: -2; controlX: city.width / 2; controlY: city.height * 0.62 }
                    }
                }
            }
            Tile {
                Road {
                    x1: 0
                    y1: height / 2
                    controlX: width / 2
                    controlY: height / 2
                    x2: width / 2
                    y2: height
                }
            }
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            text: qsTr("Carcassonne Studio")
            color: theme.ink
            font.family: theme.serif
            font.pixelSize: 64
            font.bold: true
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 36
        }

        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 20
            Layout.bottomMargin: 20
            width: 72
            height: 2
            radius: 1
            color: theme.city
        }

        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Lay the land tile by tile, or invent tiles and variants of your own.")
            color: theme.inkSoft
            font.family: theme.serif
            font.pixelSize: 21
            font.italic: true
        }
    }

    footer: Pane {
        padding: 20
        leftPadding: 28
        rightPadding: 28
        background: Rectangle {
            color: "transparent"
            Rectangle {
                anchors.top: parent.top
                width: parent.width
                height: 1
                color: Qt.darker(theme.parchmentDeep, 1.08)
            }
        }

        RowLayout {
            anchors.fill: parent

            Label {
                Layout.fillWidth: true
                text: qsTr("Version %1").arg(Qt.application.version)
                color: theme.inkFaint
                font.pixelSize: 14
            }

            Button {
                id: quitButton
                objectName: "quitButton"
                text: qsTr("Quit")
                font.pixelSize: 15
                leftPadding: 26
                rightPadding: 26
                topPadding: 9
                bottomPadding: 9
                onClicked: Qt.quit()

                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: quitShortcut.nativeText

                contentItem: Label {
                    text: quitButton.text
                    font: quitButton.font
                    color: quitButton.down ? theme.parchment : theme.ink
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                background: Rectangle {
                    implicitWidth: 112
                    implicitHeight: 38
                    radius: 6
                    color: quitButton.down ? theme.inkSoft
                                           : (quitButton.hovered ? theme.parchment : "transparent")
                    border.color: quitButton.visualFocus ? theme.roof : theme.inkFaint
                    border.width: quitButton.visualFocus ? 2 : 1
                }
            }
        }
    }
}
