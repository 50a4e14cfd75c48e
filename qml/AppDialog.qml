import QtQuick
import QtQuick.Controls

// A dialog in the window's parchment style: a modal panel with its title in the serif face
// over the content; its buttons go in an AppButtonBox as the footer.
Dialog {
    id: dialog

    // Room between the title and the content.
    property real titleSpacing: 0
    // A dialog of a fixed width whose title holds a name cuts it (the natural width of an
    // elided title would feed back into the dialog's own).
    property int titleElide: Text.ElideNone

    modal: true
    focus: true
    padding: 18
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelEdge }
    header: Label {
        text: dialog.title
        padding: 18
        bottomPadding: dialog.titleSpacing
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.ink
        elide: dialog.titleElide
    }
}
