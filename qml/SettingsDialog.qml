import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// Language, text size, colours for colour-blind players, animation speed, confirm before ending
// a turn, the helps that tournament play turns off (dead spots, remaining tiles) and how many
// finished games are kept. The window keeps the values (Qt.labs.settings).
AppDialog {
    id: dialog

    required property LanguageSwitcher languages
    property alias animationSpeed: speed.value
    property alias confirmEndTurn: confirmBox.checked
    property alias showDeadSpots: deadBox.checked
    property alias showRemaining: remainingBox.checked
    property alias colourBlindPalette: paletteBox.checked
    property alias hints: hintsBox.checked
    property alias finishedKept: keptBox.value
    property alias soundOn: soundBox.checked
    property alias soundVolume: volume.value
    // Online play: the name others see, and a hosted table's port and grace time.
    property alias onlineName: onlineNameField.text
    property alias onlinePort: onlinePortBox.value
    property alias onlineGrace: onlineGraceBox.value

    // "Show all hints again".
    signal hintsReset()
    property real textScale: 1
    readonly property var textScales: [{ scale: 1, name: qsTr("Normal") },
                                       { scale: 1.15, name: qsTr("Large") },
                                       { scale: 1.3, name: qsTr("Larger") }]

    title: qsTr("Settings")

    // Never taller than the window (1024 x 640 at least): what does not fit scrolls.
    height: parent ? Math.min(implicitHeight, parent.height - 16) : implicitHeight

    contentItem: Flickable {
        id: flick
        implicitWidth: grid.implicitWidth
        implicitHeight: grid.implicitHeight
        contentWidth: grid.implicitWidth
        contentHeight: grid.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { }
        // A control reached by Tab below the edge is scrolled into view.
        function show(item) {
            if (!item.activeFocus)
                return
            const at = item.mapToItem(grid, 0, 0).y
            if (at < contentY)
                contentY = at
            else if (at + item.height > contentY + height)
                contentY = Math.min(contentHeight - height, at + item.height - height)
        }

        GridLayout {
            id: grid
            width: flick.width
            columns: 2
            columnSpacing: 16
            rowSpacing: 10

            Label { text: qsTr("Language"); color: Theme.ink }
            ComboBox {
                objectName: "languageBox"
                Layout.fillWidth: true
                model: dialog.languages.languages
                textRole: "name"
                currentIndex: dialog.languages.languages.findIndex(l => l.code === dialog.languages.language)
                onActivated: dialog.languages.language = dialog.languages.languages[currentIndex].code
            }

            Label { text: qsTr("Text size"); color: Theme.ink }
            ComboBox {
                objectName: "textSizeBox"
                Layout.fillWidth: true
                model: dialog.textScales
                textRole: "name"
                currentIndex: Math.max(0, dialog.textScales.findIndex(t => Math.abs(t.scale - dialog.textScale) < 0.01))
                onActivated: dialog.textScale = dialog.textScales[currentIndex].scale
            }

            Label { text: qsTr("Animations"); color: Theme.ink }
            RowLayout {
                Slider {
                    id: speed
                    objectName: "animationSpeed"
                    from: 0
                    to: 2
                    stepSize: 0.25
                    value: 1
                }
                Label {
                    color: Theme.inkSoft
                    text: speed.value === 0 ? qsTr("off") : speed.value < 1 ? qsTr("fast") : speed.value > 1 ? qsTr("slow") : qsTr("normal")
                }
            }

            Label { text: qsTr("Sound"); color: Theme.ink }
            RowLayout {
                CheckBox {
                    id: soundBox
                    objectName: "soundBox"
                    //: Sounds on or off (a tile laid, a scoring, your turn).
                    text: qsTr("On")
                    checked: true
                }
                Slider {
                    id: volume
                    objectName: "soundVolume"
                    enabled: soundBox.checked
                    from: 0
                    to: 1
                    stepSize: 0.1
                    value: 0.6
                    Accessible.name: qsTr("Volume")
                }
                Label {
                    color: Theme.inkSoft
                    //: The sounds' volume in percent.
                    text: qsTr("%1%").arg(Math.round(volume.value * 100))
                }
            }

            CheckBox {
                id: paletteBox
                objectName: "paletteBox"
                Layout.columnSpan: 2
                text: qsTr("Player colours for colour-blind eyes")
                checked: false
            }
            Label {
                Layout.columnSpan: 2
                Layout.maximumWidth: 420
                Layout.leftMargin: 8
                wrapMode: Text.WordWrap
                color: Theme.inkFaint
                font.pixelSize: Theme.fontSmall
                text: qsTr("Colours that differ in lightness as well as hue. Each player's figures also carry their own sign: circle, square, triangle, diamond, cross or star.")
            }
            RowLayout {
                Layout.columnSpan: 2
                CheckBox {
                    id: hintsBox
                    objectName: "hintsBox"
                    text: qsTr("Explain the game as it goes (hints)")
                    checked: true
                }
                AppButton {
                    objectName: "hintsReset"
                    text: qsTr("Show all again")
                    leftPadding: 12
                    rightPadding: 12
                    enabled: hintsBox.checked
                    onClicked: dialog.hintsReset()
                }
            }
            CheckBox {
                id: confirmBox
                onActiveFocusChanged: flick.show(this)
                Layout.columnSpan: 2
                text: qsTr("Confirm before ending a turn")
                checked: true
            }
            CheckBox {
                id: deadBox
                onActiveFocusChanged: flick.show(this)
                Layout.columnSpan: 2
                text: qsTr("Mark dead spots (no remaining tile fits)")
                checked: true
            }
            CheckBox {
                id: remainingBox
                onActiveFocusChanged: flick.show(this)
                Layout.columnSpan: 2
                text: qsTr("Show the remaining tiles")
                checked: true
            }
            Label {
                Layout.columnSpan: 2
                Layout.maximumWidth: 420
                wrapMode: Text.WordWrap
                color: Theme.inkFaint
                font.pixelSize: Theme.fontSmall
                text: qsTr("For tournament play, turn off dead spots and remaining tiles.")
            }

            Label { text: qsTr("Finished games kept"); color: Theme.ink }
            RowLayout {
                spacing: 10
                SpinBox {
                    id: keptBox
                    objectName: "finishedKeptBox"
                    from: 0
                    to: 500
                    value: 50
                    editable: true
                    Accessible.name: qsTr("Finished games kept")
                    onActiveFocusChanged: flick.show(this)
                }
                Label {
                    Layout.fillWidth: true
                    Layout.maximumWidth: 220
                    wrapMode: Text.WordWrap
                    color: Theme.inkFaint
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("In Load ▸ Finished; the oldest go first, 0 keeps none.")
                }
            }

            Label {
                Layout.columnSpan: 2
                Layout.topMargin: 6
                text: qsTr("Online")
                font.bold: true
                color: Theme.ink
            }
            Label { text: qsTr("Your name"); color: Theme.ink }
            TextField {
                id: onlineNameField
                objectName: "onlineNameField"
                Layout.fillWidth: true
                maximumLength: 40
                placeholderText: qsTr("The name others see at a table")
                Accessible.name: qsTr("The name others see at a table")
                onActiveFocusChanged: flick.show(this)
            }
            Label { text: qsTr("Port for hosting"); color: Theme.ink }
            SpinBox {
                id: onlinePortBox
                from: 1024
                to: 65535
                value: 47110
                editable: true
                textFromValue: (v) => String(v)
                valueFromText: (t) => parseInt(t)
                Accessible.name: qsTr("Port for hosting")
                onActiveFocusChanged: flick.show(this)
            }
            Label { text: qsTr("Grace time (s)"); color: Theme.ink }
            RowLayout {
                spacing: 10
                SpinBox {
                    id: onlineGraceBox
                    from: 10
                    to: 600
                    stepSize: 10
                    value: 60
                    editable: true
                    Accessible.name: qsTr("Grace time (s)")
                    onActiveFocusChanged: flick.show(this)
                }
                Label {
                    Layout.fillWidth: true
                    Layout.maximumWidth: 220
                    wrapMode: Text.WordWrap
                    color: Theme.inkFaint
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("At your table: how long a player who lost the connection has before the computer plays for them.")
                }
            }
        }
    }

    footer: AppButtonBox {
        AppButton {
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        onAccepted: dialog.close()
    }
}
