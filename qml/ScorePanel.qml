import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// One card per player: colour, name, kind, score, the figures still in supply (every kind
// the rule set hands out, as the controller lists them) and what the rule modules count per
// player (goods tokens) when there is any; above them, what the modules count for the whole
// table (a team's score against its goal, the ghosts in the supply, the stack being drawn).
Panel {
    id: panel

    required property GameController controller
    // Four seats or more: a row per player (name, figures, score), the kind in the name's tip,
    // so the log keeps its room at 1280x800 and shows at 1024x640.
    readonly property bool compact: panel.controller.scores.players.count >= 4

    implicitHeight: column.implicitHeight + 2 * padding

    // "7/15", "×3" or a module's word.
    function counterText(c, times) {
        if (c.text)
            return c.text
        if (c.goal >= 0)
            return c.count + "/" + c.goal
        return (times ? "\u00d7" : "") + c.count
    }

    // A player's figures in supply and what the rule modules count for them (goods tokens, ...).
    component PlayerStock: Flow {
        id: stock
        required property var supply
        required property var counters
        // The panel's counterText (an inline component sees no ids of the file).
        required property var textOf
        spacing: 6
        Repeater {
            model: stock.supply
            delegate: Row {
                required property var modelData
                spacing: 1
                ToolTip.visible: supplyMouse.containsMouse
                // The figure's name is a sentence's word (lower case); here it starts one.
                ToolTip.text: qsTr("%1 in supply: %2").arg(modelData.name.charAt(0).toUpperCase() + modelData.name.slice(1)).arg(modelData.count)
                Image {
                    width: 20
                    height: 20
                    source: modelData.source
                    sourceSize: Qt.size(40, 40)
                    opacity: modelData.count > 0 ? 1 : 0.3
                    MouseArea { id: supplyMouse; anchors.fill: parent; hoverEnabled: true }
                }
                Label {
                    anchors.verticalCenter: parent.verticalCenter
                    text: "\u00d7" + modelData.count
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
            }
        }
        // What the rule modules count per player (goods tokens, ...), on the
        // figures' line while there is room.
        Repeater {
            model: stock.counters
            delegate: Row {
                required property var modelData
                spacing: 1
                ToolTip.visible: counterMouse.containsMouse
                ToolTip.text: modelData.tooltip
                              ? qsTr("%1: %2").arg(modelData.name).arg(stock.textOf(modelData, false)) + "\n" + modelData.tooltip
                              : qsTr("%1: %2").arg(modelData.name).arg(stock.textOf(modelData, false))
                Image {
                    width: 18
                    height: 18
                    source: modelData.source
                    sourceSize: Qt.size(36, 36)
                    opacity: modelData.count > 0 ? 1 : 0.35
                    visible: modelData.source !== ""
                    MouseArea { id: counterMouse; anchors.fill: parent; hoverEnabled: true }
                }
                Label {
                    objectName: "counter_" + modelData.id
                    anchors.verticalCenter: parent.verticalCenter
                    text: stock.textOf(modelData, true)
                    font.pixelSize: Theme.fontSmall
                    color: Theme.inkSoft
                }
            }
        }
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: 6

        // The whole table's counters, two to a line; each tells more when hovered.
        GridLayout {
            objectName: "sharedCounters"
            Layout.fillWidth: true
            visible: panel.controller.scores.sharedCounters.length > 0
            columns: 2
            columnSpacing: 12
            rowSpacing: 4
            Repeater {
                model: panel.controller.scores.sharedCounters
                delegate: RowLayout {
                    id: shared
                    required property var modelData
                    objectName: "sharedCounter_" + modelData.id
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1 // the two columns share the width evenly
                    spacing: 4
                    HoverHandler { id: sharedHover }
                    ToolTip.visible: sharedHover.hovered && modelData.tooltip !== ""
                    ToolTip.delay: 300
                    ToolTip.text: modelData.tooltip
                    Image {
                        Layout.preferredWidth: 20
                        Layout.preferredHeight: 20
                        visible: shared.modelData.source !== ""
                        source: shared.modelData.source
                        sourceSize: Qt.size(40, 40)
                        smooth: true
                    }
                    Label {
                        Layout.fillWidth: true
                        text: shared.modelData.name
                        color: Theme.inkSoft
                        font.pixelSize: Theme.fontSmall + 1
                        elide: Text.ElideRight
                    }
                    Label {
                        objectName: "sharedCounterValue_" + shared.modelData.id
                        text: panel.counterText(shared.modelData, false)
                        color: Theme.ink
                        font.bold: true
                        font.pixelSize: Theme.fontSmall + 1
                    }
                }
            }
        }
        Rectangle {
            visible: panel.controller.scores.sharedCounters.length > 0
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.panelEdge
        }

        Repeater {
            model: panel.controller.scores.players
            delegate: Rectangle {
                id: card
                required property var model
                required property int index
                objectName: "playerCard" + index
                // A short stock (the base game's meeples) shares the name's line in a compact
                // row; a long one (Traders & Builders' figures and goods) keeps its own line.
                readonly property bool inlineStock: panel.compact
                        && model.supply.length + model.counters.length <= 2
                // At an online table: the seat's state (here, away, the computer plays) and
                // clock, in place of the kind.
                readonly property var seat: panel.controller.onlineGame
                        ? (panel.controller.online.seatStates[index] || null) : null
                // A computer's seat keeps its level ("Computer: normal"); a person's says whether
                // they are here, away or played by the computer.
                readonly property string seatText: !seat ? ""
                        : (seat.computer ? model.kind : seat.statusText)
                          + (seat.clock !== "" ? "  \u00b7  " + seat.clock : "")
                Layout.fillWidth: true
                implicitHeight: cardRow.implicitHeight + (panel.compact ? 6 : 12)
                radius: 6
                color: model.current ? "#fffaf0" : "transparent"
                border.color: model.current ? model.colourValue : "transparent"
                border.width: 2

                RowLayout {
                    id: cardRow
                    anchors.fill: parent
                    anchors.margins: panel.compact ? 3 : 6
                    spacing: 8

                    Rectangle {
                        Layout.preferredWidth: 8
                        Layout.fillHeight: true
                        radius: 3
                        color: card.model.colourValue
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2
                        RowLayout {
                            Layout.fillWidth: true
                            // Connected (green), away (hollow amber), the computer (grey).
                            SeatDot {
                                objectName: "seatDot"
                                visible: card.seat !== null
                                Layout.preferredWidth: 10
                                Layout.preferredHeight: 10
                                status: card.seat ? card.seat.status : ""
                                computer: card.seat ? card.seat.computer : false
                                HoverHandler { id: dotHover }
                                ToolTip.visible: dotHover.hovered
                                ToolTip.text: card.seatText
                            }
                            Label {
                                // A compact row leaves the rest of its width to the figures.
                                Layout.fillWidth: !card.inlineStock
                                Layout.maximumWidth: card.inlineStock ? Math.max(64, card.width * 0.45)
                                                                      : Number.POSITIVE_INFINITY
                                text: card.model.name + (card.model.leader ? "  \u2605" : "")
                                font.bold: card.model.current
                                font.pixelSize: Theme.fontNormal
                                color: Theme.ink
                                elide: Text.ElideRight
                                // In a compact row the kind ("Computer: normal") is the name's tip.
                                HoverHandler { id: nameHover; enabled: panel.compact }
                                ToolTip.visible: panel.compact && nameHover.hovered
                                ToolTip.delay: 300
                                ToolTip.text: card.seat ? card.seatText : card.model.kind
                            }
                            PlayerStock {
                                objectName: "compactStock"
                                Layout.fillWidth: true
                                visible: card.inlineStock
                                supply: card.model.supply
                                counters: card.model.counters
                                textOf: panel.counterText
                            }
                            BusyIndicator {
                                Layout.preferredWidth: 18
                                Layout.preferredHeight: 18
                                running: card.model.current && panel.controller.turn.botThinking
                                visible: running
                            }
                        }
                        Label {
                            objectName: "playerKind"
                            visible: !panel.compact
                            text: card.seat ? card.seatText : card.model.kind
                            font.pixelSize: Theme.fontSmall
                            color: card.seat && card.seat.status === "away" ? Theme.danger : Theme.inkFaint
                        }
                        PlayerStock {
                            Layout.fillWidth: true
                            visible: !card.inlineStock
                            supply: card.model.supply
                            counters: card.model.counters
                            textOf: panel.counterText
                        }
                    }
                    Label {
                        objectName: "score"
                        text: card.model.score
                        font.family: Theme.serif
                        font.pixelSize: panel.compact ? Theme.fontLarge : Theme.fontTitle
                        font.bold: true
                        color: Theme.ink
                        transformOrigin: Item.Right
                        // A short swell when the score grows.
                        onTextChanged: if (Theme.animationSpeed > 0) pulse.restart()
                        SequentialAnimation on scale {
                            id: pulse
                            running: false
                            NumberAnimation { to: 1.35; duration: Theme.duration(160); easing.type: Easing.OutQuad }
                            NumberAnimation { to: 1; duration: Theme.duration(260); easing.type: Easing.InOutQuad }
                        }
                    }
                }
            }
        }
    }
}
