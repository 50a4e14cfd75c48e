import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The colour of the next figure, for a player of several colours (The Mist's English edition):
// a swatch per colour with a figure in supply, the picked one ringed; C cycles them.
ColumnLayout {
    id: picker

    required property FigureColourChoice choice

    objectName: "figureColourPicker"
    spacing: 4

    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        color: Theme.inkSoft
        font.pixelSize: Theme.fontSmall
        text: {
            const picked = picker.choice.colours.find(c => c.player === picker.choice.current)
            return picked ? qsTr("Figure colour: %1 (C for the next)").arg(picked.label) : ""
        }
    }
    RowLayout {
        spacing: 6
        Repeater {
            model: picker.choice.colours
            delegate: AbstractButton {
                id: swatch
                required property var modelData
                required property int index
                objectName: "figureColour_" + modelData.colour
                readonly property bool picked: picker.choice.current === modelData.player
                implicitWidth: 30
                implicitHeight: 30
                focusPolicy: Qt.StrongFocus
                Accessible.name: modelData.label
                Accessible.role: Accessible.RadioButton
                Accessible.checked: picked
                ToolTip.visible: hovered
                ToolTip.delay: 300
                ToolTip.text: modelData.label
                onClicked: picker.choice.pick(modelData.player)
                Keys.onReturnPressed: picker.choice.pick(modelData.player)
                Keys.onEnterPressed: picker.choice.pick(modelData.player)
                background: Rectangle {
                    radius: width / 2
                    color: swatch.modelData.value
                    border.color: swatch.picked ? Theme.ink : Theme.panelEdge
                    border.width: swatch.picked ? 3 : 1
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width + 8
                        height: width
                        radius: width / 2
                        color: "transparent"
                        border.color: Theme.accent
                        border.width: 2
                        visible: swatch.activeFocus
                    }
                }
            }
        }
    }
}
