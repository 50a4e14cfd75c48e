import QtQuick
import QtQuick.Controls

// An item around one control that shows `tip` while the pointer is over it, also while the
// control is off: a disabled control sees no hover, and that is when a player needs to be told
// why (Undo, Continue, an expansion that does not go with the rule set). Sized by the control.
Item {
    id: area

    property string tip: ""
    readonly property Item control: children.length > 0 ? children[0] : null

    implicitWidth: control ? control.implicitWidth : 0
    implicitHeight: control ? control.implicitHeight : 0

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && tip !== ""
    ToolTip.delay: 300
    ToolTip.text: tip
}
