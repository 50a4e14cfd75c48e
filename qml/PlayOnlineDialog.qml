import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// "Play online": host a table for friends (how others reach it, then the rules and seats in the
// new game dialog) or join one by pasting its invitation. A seat left in a game that has not
// ended is offered back first.
AppDialog {
    id: dialog

    required property OnlineTable online
    // The name shown to others, from the settings; the join field starts with it.
    property string playerName: ""
    property int defaultPort: 47110
    property int defaultGrace: 60

    // The host's choices made: the new game dialog takes over for rules and seats.
    signal hostRequested(int port, bool everyone, int grace)
    // The clocks a table may have: seconds per player and seconds added after each turn.
    readonly property var clocks: [{ label: qsTr("No clock"), seconds: 0, increment: 0 },
                                   { label: qsTr("10 minutes, +5 s a turn"), seconds: 600, increment: 5 },
                                   { label: qsTr("20 minutes, +10 s a turn"), seconds: 1200, increment: 10 },
                                   { label: qsTr("30 minutes, +15 s a turn"), seconds: 1800, increment: 15 }]
    // Joining or rejoining began: the lobby shows how it goes.
    signal joinStarted()

    title: qsTr("Play online")
    width: Math.min(parent ? parent.width - 40 : 560, 560)

    // Opens on Join with an invitation from the clipboard, if one is there.
    function openJoin(invitation) {
        tabs.currentIndex = 1
        if (invitation)
            invitationField.text = invitation
        open()
    }

    TextEdit { id: clip; visible: false }
    onAboutToShow: {
        nameField.text = nameField.text || playerName
        portBox.value = defaultPort
        graceBox.value = defaultGrace
        if (invitationField.text === "") {
            clip.text = ""
            clip.paste()
            if (dialog.online.parseInvitation(clip.text).valid) {
                invitationField.text = clip.text.trim()
                tabs.currentIndex = 1 // an invitation on the clipboard: joining is what is wanted
            }
        }
    }

    readonly property var parsed: dialog.online.parseInvitation(invitationField.text)

    contentItem: ColumnLayout {
        spacing: 12

        // A seat kept from a game this window left before its end.
        Rectangle {
            Layout.fillWidth: true
            visible: dialog.online.canRejoin
            implicitHeight: rejoinRow.implicitHeight + 16
            radius: Theme.radius
            color: Theme.parchmentDeep
            RowLayout {
                id: rejoinRow
                anchors.fill: parent
                anchors.margins: 8
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: qsTr("You have a seat in a game at %1 that has not ended.").arg(dialog.online.rejoinName)
                    color: Theme.ink
                    font.pixelSize: Theme.fontSmall
                }
                AppButton {
                    objectName: "rejoinButton"
                    primary: true
                    text: qsTr("Go back to it")
                    onClicked: {
                        if (dialog.online.rejoin()) {
                            dialog.close()
                            dialog.joinStarted()
                        }
                    }
                }
                AppButton {
                    text: qsTr("Forget it")
                    onClicked: dialog.online.forgetRejoin()
                }
            }
        }

        TabBar {
            id: tabs
            Layout.fillWidth: true
            background: Item { }
            Repeater {
                model: [qsTr("Host a game"), qsTr("Join a game")]
                delegate: TabButton {
                    id: tab
                    required property string modelData
                    required property int index
                    objectName: index === 0 ? "hostTab" : "joinTab"
                    text: modelData
                    contentItem: Label {
                        text: tab.text
                        horizontalAlignment: Text.AlignHCenter
                        font.bold: tab.checked
                        color: tab.checked ? Theme.ink : Theme.inkSoft
                    }
                    background: Rectangle {
                        implicitHeight: 34
                        radius: 6
                        color: tab.checked ? Theme.parchment : (tab.hovered ? Theme.parchmentDeep : "transparent")
                        border.color: tab.checked ? Theme.panelEdge : "transparent"
                    }
                }
            }
        }

        StackLayout {
            Layout.fillWidth: true
            currentIndex: tabs.currentIndex

            // Host: where the table listens; the rules and seats come next.
            ColumnLayout {
                spacing: 8
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("You open a table on this computer and send your friends its invitation. Your game runs here: keep this window open until the game ends.")
                }
                CheckBox {
                    id: everyoneBox
                    objectName: "everyoneBox"
                    text: qsTr("Let other computers join")
                    checked: false
                }
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: 32
                    wrapMode: Text.WordWrap
                    color: Theme.inkFaint
                    font.pixelSize: Theme.fontSmall
                    text: everyoneBox.checked
                          ? qsTr("Friends on your network reach the table directly; over the internet, your router must forward the port to this computer.")
                          : qsTr("Only this computer can join (to try it out, with a second window).")
                }
                GridLayout {
                    columns: 2
                    columnSpacing: 12
                    Label { text: qsTr("Port"); color: Theme.ink }
                    SpinBox {
                        id: portBox
                        objectName: "portBox"
                        from: 1024
                        to: 65535
                        editable: true
                        textFromValue: (v) => String(v)
                        valueFromText: (t) => parseInt(t)
                        Accessible.name: qsTr("Port")
                    }
                    Label { text: qsTr("Clock"); color: Theme.ink }
                    ComboBox {
                        id: clockBox
                        objectName: "clockBox"
                        Layout.preferredWidth: 260
                        model: dialog.clocks
                        textRole: "label"
                        Accessible.name: qsTr("Time each player has for the whole game")
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("A player whose time runs out is played by the computer for the rest of the game.")
                    }
                    Label { text: qsTr("Grace time (s)"); color: Theme.ink }
                    SpinBox {
                        id: graceBox
                        from: 10
                        to: 600
                        stepSize: 10
                        editable: true
                        Accessible.name: qsTr("Seconds a player who lost the connection has before the computer plays for them")
                        ToolTip.visible: hovered
                        ToolTip.text: Accessible.name
                    }
                }
            }

            // Join: the invitation (pasted), and the name the others see.
            ColumnLayout {
                spacing: 8
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.inkSoft
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("Paste the invitation your host sent you.")
                }
                TextField {
                    id: invitationField
                    objectName: "joinInvitation"
                    Layout.fillWidth: true
                    placeholderText: "carcassonne://192.168.1.20:47110/ABCD-EFGH"
                    selectByMouse: true
                    font.family: "DejaVu Sans Mono"
                    Accessible.name: qsTr("Invitation")
                    onAccepted: joinButton.clicked()
                }
                Label {
                    objectName: "joinParsed"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontSmall
                    color: dialog.parsed.valid || invitationField.text === "" ? Theme.inkSoft : Theme.danger
                    text: invitationField.text === "" ? ""
                        : dialog.parsed.valid ? qsTr("The table at %1, code %2").arg(dialog.parsed.address).arg(dialog.parsed.code)
                        : qsTr("This is not an invitation: it looks like carcassonne://address:port/CODE.")
                }
                RowLayout {
                    Label { text: qsTr("Your name"); color: Theme.ink }
                    TextField {
                        id: nameField
                        objectName: "joinName"
                        Layout.fillWidth: true
                        maximumLength: 40
                        selectByMouse: true
                        Accessible.name: qsTr("Your name")
                        onAccepted: joinButton.clicked()
                    }
                }
            }
        }

        Label {
            objectName: "playOnlineMessage"
            Layout.fillWidth: true
            visible: text !== ""
            wrapMode: Text.WordWrap
            text: dialog.online.state === "idle" ? dialog.online.message : ""
            color: Theme.danger
            font.pixelSize: Theme.fontSmall
        }
    }

    footer: AppButtonBox {
        alignment: Qt.AlignRight
        AppButton {
            objectName: "hostNext"
            visible: tabs.currentIndex === 0
            primary: true
            text: qsTr("Choose rules and seats…")
            onClicked: {
                dialog.online.clockSeconds = dialog.clocks[clockBox.currentIndex].seconds
                dialog.online.clockIncrement = dialog.clocks[clockBox.currentIndex].increment
                dialog.close()
                dialog.hostRequested(portBox.value, everyoneBox.checked, graceBox.value)
            }
        }
        AppButton {
            id: joinButton
            objectName: "joinButton"
            visible: tabs.currentIndex === 1
            primary: true
            text: qsTr("Join")
            enabled: dialog.parsed.valid && nameField.text.trim() !== ""
            onClicked: {
                if (!enabled)
                    return
                if (dialog.online.join(invitationField.text, nameField.text)) {
                    dialog.close()
                    dialog.joinStarted()
                }
            }
        }
        AppButton {
            text: qsTr("Cancel")
            onClicked: dialog.close()
        }
    }
}
