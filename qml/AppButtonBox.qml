import QtQuick
import QtQuick.Controls

// An AppDialog's row of buttons at its foot, on the dialog's own panel.
DialogButtonBox {
    background: Item { }
    padding: 12
}
