import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The seats of the game being set up (NewGameDialog): how many, each one's name, colour and who
// plays it, and the colours the rules deal them. Its words are the dialog's (its context).
ColumnLayout {
    id: seats

    required property SetupModel setupModel
    required property NewGameModel newGame
    // PackageChoices::of the packages chosen: the seats' limits, the rule set's note on them.
    required property var info
    // [{kind, label}] that may take a seat.
    required property var kinds
    required property var colourNames

    spacing: 10

    // The colours each seat plays where the rules deal several (The Mist's English edition).
    readonly property var dealt: info.id ? newGame.dealtColours({ packages: setupModel.packages,
                                                                  players: setupModel.seats,
                                                                  rules: setupModel.rules })
                                         : []

    function colourLabel(name) {
        const labels = { red: qsTranslate("NewGameDialog", "red"), blue: qsTranslate("NewGameDialog", "blue"),
                         green: qsTranslate("NewGameDialog", "green"), yellow: qsTranslate("NewGameDialog", "yellow"),
                         black: qsTranslate("NewGameDialog", "black"), pink: qsTranslate("NewGameDialog", "pink") }
        return labels[name] || name
    }

    // "red, blue, green and yellow", in the language shown.
    function colourList(colours) {
        const labels = colours.map(c => c.label)
        if (labels.length < 2)
            return labels.join("")
        //: The last two of a list of colours: "red, blue, green and yellow".
        return qsTranslate("NewGameDialog", "%1 and %2").arg(labels.slice(0, -1).join(", ")).arg(labels[labels.length - 1])
    }

    // What the rules deal, in a sentence a seat ("You play red, blue, green and yellow").
    readonly property string dealtText: {
        const players = setupModel.seats
        const person = p => p.kind === "human" || p.kind === "you"
        const humans = players.filter(person).length
        const lines = []
        for (const d of dealt) {
            if (d.colours.length < 2 || d.seat >= players.length)
                continue
            const p = players[d.seat]
            lines.push(humans === 1 && person(p)
                       ? qsTranslate("NewGameDialog", "You play %1.").arg(colourList(d.colours))
                       : qsTranslate("NewGameDialog", "%1 plays %2.").arg(p.name).arg(colourList(d.colours)))
        }
        return lines.join("\n")
    }

    RowLayout {
        Label { text: qsTranslate("NewGameDialog", "Players"); color: Theme.ink; Layout.preferredWidth: 110 }
        SpinBox {
            id: countBox
            objectName: "playerCount"
            from: seats.info.minPlayers || 2
            to: seats.info.maxPlayers || 5
            value: seats.setupModel.count
            onValueModified: seats.setupModel.setSeatCount(value)
            ToolTip.visible: hovered && (seats.info.seatNote || "").length > 0
            ToolTip.delay: 600
            ToolTip.text: seats.info.seatNote || ""
        }
        Label {
            text: qsTranslate("NewGameDialog", "(%1 to %2)").arg(countBox.from).arg(countBox.to)
            color: Theme.inkFaint
        }
        // The rule set's word on the seats (The Mist: a seat is a colour).
        Rectangle {
            objectName: "seatNote"
            visible: (seats.info.seatNote || "").length > 0
            implicitWidth: 22
            implicitHeight: 22
            radius: 11
            color: Theme.accent
            Label {
                anchors.centerIn: parent
                text: "i"
                font.family: Theme.serif
                font.bold: true
                font.pixelSize: Theme.fontNormal
                color: Theme.parchment
            }
            HoverHandler { id: seatHover }
            ToolTip.visible: seatHover.hovered
            ToolTip.delay: 200
            ToolTip.text: seats.info.seatNote || ""
            Accessible.name: seats.info.seatNote || ""
        }
    }

    Repeater {
        model: seats.setupModel
        delegate: RowLayout {
            id: playerRow
            required property int index
            required property string name
            required property string color
            required property string kind
            spacing: 8
            Rectangle {
                Layout.preferredWidth: 14
                Layout.preferredHeight: 14
                radius: 7
                color: seats.newGame.colourValue(playerRow.color)
            }
            TextField {
                Layout.fillWidth: true
                // A friend's seat takes the name the friend gives.
                enabled: playerRow.kind !== "open"
                text: playerRow.kind === "open" ? "" : playerRow.name
                // A saved game refuses longer names (GameRecord::kMaxNameLength).
                maximumLength: 40
                placeholderText: playerRow.kind === "open" ? qsTranslate("NewGameDialog", "The friend's name") : qsTranslate("NewGameDialog", "Name")
                Accessible.name: qsTranslate("NewGameDialog", "Name of player %1").arg(playerRow.index + 1)
                onTextEdited: {
                    seats.setupModel.setName(playerRow.index, text)
                }
            }
            ComboBox {
                Layout.preferredWidth: 110
                model: seats.colourNames
                currentIndex: seats.colourNames.indexOf(playerRow.color)
                displayText: seats.colourLabel(currentText)
                Accessible.name: qsTranslate("NewGameDialog", "Colour of player %1").arg(playerRow.index + 1)
                onActivated: {
                    seats.setupModel.setColour(playerRow.index, seats.colourNames[currentIndex])
                }
            }
            ComboBox {
                Layout.preferredWidth: 200
                model: seats.kinds
                textRole: "label"
                currentIndex: seats.kinds.findIndex(k => k.kind === playerRow.kind)
                Accessible.name: qsTranslate("NewGameDialog", "Who plays for player %1").arg(playerRow.index + 1)
                onActivated: {
                    seats.setupModel.setKind(playerRow.index, seats.kinds[currentIndex].kind)
                }
            }
        }
    }

    // The colours the rules deal the seats (The Mist's English edition).
    Label {
        objectName: "dealtColours"
        Layout.fillWidth: true
        visible: text.length > 0
        text: seats.dealtText
        wrapMode: Text.WordWrap
        color: Theme.inkSoft
    }
}
