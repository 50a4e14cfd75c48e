import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The rules of the game being played (or of one module, from the new game dialog's "?"): a
// section per rule family on the left, its text with this game's numbers and pictures drawn by
// the game's own art on the right. Sections come from the engine's descriptions
// (GameController.rulesHelp, PackageChoices' modules[].help): [{id, title, text, pictures:
// [{source, caption}]}].
AppDialog {
    id: dialog

    property var sections: []
    property int current: 0
    readonly property var section: sections.length > 0 ? sections[Math.min(current, sections.length - 1)] : null

    function show(list, id) {
        sections = list || []
        current = 0
        for (let i = 0; i < sections.length; ++i) {
            if (sections[i].id === id)
                current = i
        }
        open()
        sectionList.forceActiveFocus()
    }

    objectName: "rulesHelpDialog"
    title: qsTr("Rules")
    // Over the whole window, also when opened from another dialog.
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 40 : 900, 900)
    height: Math.min(parent ? parent.height - 40 : 620, 620)
    padding: 0
    titleSpacing: 6
    contentItem: RowLayout {
        spacing: 0
        // The rule families; one section needs no list.
        ListView {
            id: sectionList
            objectName: "rulesHelpSections"
            visible: dialog.sections.length > 1
            Layout.preferredWidth: 210
            Layout.fillHeight: true
            Layout.leftMargin: 12
            Layout.bottomMargin: 12
            clip: true
            model: dialog.sections
            currentIndex: dialog.current
            keyNavigationEnabled: true
            onCurrentIndexChanged: dialog.current = currentIndex
            delegate: ItemDelegate {
                required property var modelData
                required property int index
                objectName: "rulesHelpSection_" + modelData.id
                width: ListView.view.width
                highlighted: index === dialog.current
                text: modelData.title
                font.pixelSize: Theme.fontNormal
                font.bold: highlighted
                onClicked: dialog.current = index
            }
        }
        Rectangle {
            visible: sectionList.visible
            Layout.preferredWidth: 1
            Layout.fillHeight: true
            Layout.bottomMargin: 12
            color: Theme.panelEdge
        }
        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.bottomMargin: 6
            contentWidth: availableWidth
            clip: true
            ColumnLayout {
                width: scroll.availableWidth
                spacing: 12
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: 18
                    Layout.rightMargin: 18
                    text: dialog.section ? dialog.section.title : ""
                    font.family: Theme.serif
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: Theme.ink
                    wrapMode: Text.WordWrap
                }
                // Pictures drawn by the game's own art: figures, symbols and tiles of this game.
                Flow {
                    Layout.fillWidth: true
                    Layout.leftMargin: 18
                    Layout.rightMargin: 18
                    spacing: 14
                    visible: dialog.section && dialog.section.pictures.length > 0
                    Repeater {
                        model: dialog.section ? dialog.section.pictures : []
                        Column {
                            required property var modelData
                            spacing: 4
                            width: 96
                            Image {
                                anchors.horizontalCenter: parent.horizontalCenter
                                source: modelData.source
                                sourceSize: Qt.size(80, 80)
                                width: 80
                                height: 80
                                fillMode: Image.PreserveAspectFit
                                asynchronous: true
                            }
                            Label {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: modelData.caption
                                wrapMode: Text.WordWrap
                                font.pixelSize: Theme.fontSmall
                                color: Theme.inkSoft
                            }
                        }
                    }
                }
                Repeater {
                    model: dialog.section ? dialog.section.text.split("\n\n") : []
                    Label {
                        required property string modelData
                        Layout.fillWidth: true
                        Layout.leftMargin: 18
                        Layout.rightMargin: 18
                        text: modelData
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        lineHeight: 1.15
                        font.pixelSize: Theme.fontNormal
                        color: Theme.ink
                    }
                }
            }
        }
    }
    footer: AppButtonBox {
        AppButton {
            objectName: "rulesHelpClose"
            primary: true
            text: qsTr("Close")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            onClicked: dialog.close()
        }
    }
}
