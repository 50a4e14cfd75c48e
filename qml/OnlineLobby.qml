import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The table before its game: the invitation to share (the host's), who has sat down, the chat,
// and Start once every seat is taken. It shows while the table is being reached or filled and
// goes when the game begins; a table that cannot be reached says why here.
AppDialog {
    id: lobby

    required property OnlineTable online

    readonly property string state_: online.state
    readonly property bool waiting: state_ === "connecting" || state_ === "lobby"

    title: online.hosting ? qsTr("Your table") : qsTr("At the table")
    closePolicy: Popup.NoAutoClose
    width: Math.min(parent ? parent.width - 40 : 560, 560)

    contentItem: ColumnLayout {
        spacing: 10

        RowLayout {
            visible: lobby.state_ === "connecting"
            spacing: 10
            BusyIndicator { Layout.preferredWidth: 28; Layout.preferredHeight: 28; running: parent.visible }
            Label { text: qsTr("Reaching the table…"); color: Theme.ink; font.pixelSize: Theme.fontNormal }
        }

        // The host's invitation, to send to friends.
        ColumnLayout {
            Layout.fillWidth: true
            visible: lobby.online.hosting && lobby.online.invitation !== ""
            spacing: 4
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
                font.pixelSize: Theme.fontSmall
                text: lobby.online.openToNetwork
                      ? qsTr("Send this invitation to your friends; they paste it in Play online ▸ Join a game.")
                      : qsTr("Only this computer can join this table. To play with friends on their computers, open the table with “Let other computers join”.")
            }
            InvitationField {
                id: invitationField
                Layout.fillWidth: true
                invitation: lobby.online.invitation
            }
        }

        // A rule set this computer lacks, on its way from the host.
        ColumnLayout {
            Layout.fillWidth: true
            visible: lobby.online.downloading !== ""
            Label {
                text: qsTr("Fetching the rule set %1 from the host…").arg(lobby.online.downloading)
                color: Theme.ink
                font.pixelSize: Theme.fontSmall
            }
            ProgressBar { Layout.fillWidth: true; value: lobby.online.downloadProgress }
        }

        // What the fetched rule sets are: the player who does not want them leaves.
        Repeater {
            model: lobby.online.fetched
            delegate: Label {
                required property var modelData
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                color: Theme.ink
                font.pixelSize: Theme.fontSmall
                text: qsTr("This table plays %1 (%n tile(s)), fetched from the host.", "", modelData.tiles).arg(modelData.name)
                      + (modelData.description ? " " + modelData.description : "")
            }
        }

        Label {
            visible: lobby.online.seats.count > 0
            text: qsTr("Seats")
            font.bold: true
            color: Theme.ink
            font.pixelSize: Theme.fontNormal
        }
        OnlineSeats {
            Layout.fillWidth: true
            online: lobby.online
        }

        ChatPanel {
            id: chatPanel
            Layout.fillWidth: true
            Layout.preferredHeight: 150
            visible: lobby.state_ === "lobby"
            online: lobby.online
        }

        Label {
            visible: !lobby.online.hosting && lobby.state_ === "lobby"
            text: qsTr("Waiting for the host to start…")
            color: Theme.inkSoft
            font.pixelSize: Theme.fontSmall
            font.italic: true
        }
        Label {
            objectName: "lobbyMessage"
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            text: lobby.online.message
            color: Theme.danger
            font.pixelSize: Theme.fontSmall
        }
    }

    footer: AppButtonBox {
        alignment: Qt.AlignRight
        AppButton {
            objectName: "lobbyStart"
            visible: lobby.online.hosting
            primary: true
            text: qsTr("Start")
            enabled: lobby.online.canStart
            toolTip: enabled ? qsTr("Everyone is here: begin the game")
                             : qsTr("Waiting for every seat to be taken")
            onClicked: lobby.online.startGame()
        }
        AppButton {
            objectName: "lobbyLeave"
            text: lobby.state_ === "failed" ? qsTr("Close") : qsTr("Leave")
            onClicked: {
                lobby.online.leave()
                lobby.close()
            }
        }
    }

    onOpened: invitationField.reset()
    // The lobby's chat is read while the lobby shows.
    Binding { target: lobby.online; property: "chatOpen"; when: lobby.visible; value: lobby.state_ === "lobby" }
    // The table's game began (or the table is gone): the lobby's part is over.
    onState_Changed: {
        if (state_ === "playing" || state_ === "idle")
            close()
    }
}
