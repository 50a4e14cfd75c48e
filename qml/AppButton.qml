import QtQuick
import QtQuick.Controls

// A button in the window's parchment style; `primary` fills it with the accent colour.
Button {
    id: control

    property bool primary: false
    property string toolTip: ""
    // A tool bar's button: the word's width and a little room, so that a bar of longer words
    // (German) stays on one line.
    property bool compact: false

    font.pixelSize: Theme.fontNormal
    leftPadding: compact ? 11 : 18
    rightPadding: compact ? 11 : 18
    topPadding: 8
    bottomPadding: 8
    hoverEnabled: true

    // Enter and Return press a focused button as Space does (before the window's own Enter,
    // which confirms a turn: the focused button is what the person is pointing at).
    // (A hidden button keeps its focus in Qt 6.4: only a shown one takes the key.)
    Keys.onShortcutOverride: event => event.accepted = control.activeFocus && control.visible
                             && control.enabled
                             && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
    Keys.onReturnPressed: press()
    Keys.onEnterPressed: press()
    // What a click does, from the keyboard.
    function press() {
        if (!enabled || !visible)
            return
        tipDone = true
        if (checkable) {
            toggle()
            toggled()
        }
        clicked()
    }

    // Pressed, its tooltip keeps away until the pointer leaves: a button that opens a dialog
    // stays hovered under it, and its tip floated over the dialog.
    property bool tipDone: false
    onPressedChanged: if (pressed) tipDone = true
    onHoveredChanged: tipDone = false // the pointer came or went: a new look at it
    readonly property bool tipShown: hovered && toolTip.length > 0 && !tipDone
    ToolTip.visible: tipShown
    ToolTip.delay: 600
    ToolTip.text: toolTip

    contentItem: Label {
        text: control.text
        font: control.font
        color: control.primary ? Theme.parchment : (control.enabled ? Theme.ink : Theme.inkFaint)
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        implicitWidth: control.compact ? 44 : 96
        implicitHeight: 36
        radius: 6
        opacity: control.enabled ? 1 : 0.55
        color: control.primary
               ? (control.down ? Qt.darker(Theme.accent, 1.2) : (control.hovered ? Qt.lighter(Theme.accent, 1.08) : Theme.accent))
               : (control.down || control.checked ? Theme.parchmentDeep : (control.hovered ? Theme.parchment : "#00000000"))
        border.color: control.visualFocus && !control.primary ? Theme.accent : (control.primary ? Qt.darker(Theme.accent, 1.3) : Theme.inkFaint)
        border.width: control.visualFocus ? 2 : 1
        // A filled button's focus: a ring around it in ink (the accent border would vanish in
        // the accent fill).
        Rectangle {
            anchors.fill: parent
            anchors.margins: -4
            radius: parent.radius + 4
            color: "transparent"
            border.color: Theme.ink
            border.width: 2
            visible: control.visualFocus && control.primary
        }
    }
}
