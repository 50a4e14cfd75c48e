import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Who sits at the online table: a dot per seat (here, away with the seconds of grace left,
// played by the computer, still open), the name, and the clock when the game has one.
ColumnLayout {
    id: seats

    required property OnlineTable online

    spacing: 4

    Repeater {
        model: seats.online.seats
        delegate: RowLayout {
            id: seatRow
            required property var model
            Layout.fillWidth: true
            spacing: 8
            objectName: "onlineSeat" + model.index

            SeatDot {
                Layout.preferredWidth: 12
                Layout.preferredHeight: 12
                status: seatRow.model.status
                computer: seatRow.model.computer
                Accessible.name: seatRow.model.statusText
            }
            Rectangle {
                Layout.preferredWidth: 6
                Layout.preferredHeight: 18
                radius: 2
                color: seatRow.model.colourValue || "transparent"
                visible: seatRow.model.colourValue !== ""
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    text: seatRow.model.you ? qsTr("%1 (you)").arg(seatRow.model.name) : seatRow.model.name
                    font.pixelSize: Theme.fontNormal
                    font.bold: seatRow.model.turn
                    color: Theme.ink
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    text: seatRow.model.statusText
                    font.pixelSize: Theme.fontSmall
                    color: seatRow.model.status === "away" ? Theme.danger : Theme.inkSoft
                    elide: Text.ElideRight
                }
            }
            Label {
                visible: seatRow.model.clock !== ""
                text: seatRow.model.clock
                font.pixelSize: Theme.fontNormal
                font.family: "DejaVu Sans Mono"
                color: seatRow.model.turn ? Theme.accent : Theme.inkSoft
            }
        }
    }
}
