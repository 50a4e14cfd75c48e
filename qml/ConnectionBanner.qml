import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Across the top of an online game when its connection is in trouble: "Connection lost,
// reconnecting in 3 s…" while the client tries again by itself; once it has given up (or the
// host has gone), why, with the game's record so far to keep.
Rectangle {
    id: banner

    required property OnlineTable online

    signal saveRecordRequested()
    signal leaveRequested()

    // Shown only over an online game (a table that failed before its game is the lobby's).
    property bool active: true
    readonly property bool failed: online.state === "failed"
    visible: active && (online.reconnecting || failed)
    implicitHeight: row.implicitHeight + 16
    color: failed ? Theme.danger : Theme.seatAway
    radius: Theme.radius

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 8
        anchors.leftMargin: 14
        spacing: 10
        BusyIndicator {
            Layout.preferredWidth: 22
            Layout.preferredHeight: 22
            running: banner.online.reconnecting
            visible: running
        }
        Label {
            objectName: "connectionText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: "white"
            font.pixelSize: Theme.fontNormal
            font.bold: true
            text: banner.failed ? banner.online.message
                                : qsTr("Connection lost, reconnecting in %n s…", "", banner.online.reconnectSeconds)
        }
        AppButton {
            visible: banner.failed && banner.online.hasRecord
            text: qsTr("Keep the record…")
            onClicked: banner.saveRecordRequested()
        }
        AppButton {
            visible: banner.failed
            text: qsTr("Leave")
            onClicked: banner.leaveRequested()
        }
    }
}
