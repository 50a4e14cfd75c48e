import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Carcassonne.Game

// The rule parameters of the game being set up (NewGameDialog), behind a button: under the rule
// they belong to, the core's first, then each module that is switched on. Two columns where
// they fit, one where they do not. Its words are the dialog's (its context).
ColumnLayout {
    id: parameters

    required property SetupModel setupModel
    // [{module, label, parameters}] (NewGameDialog.parameterGroups).
    required property var groups
    readonly property var values: setupModel.parameterValues

    visible: groups.length > 0
    spacing: 10

    AppButton {
        id: advancedToggle
        objectName: "parametersToggle"
        visible: parameters.groups.length > 0
        checkable: true
        leftPadding: 12
        rightPadding: 12
        // A triangle that says the section opens and closes.
        text: (checked ? "\u25BE  " : "\u25B8  ")
              + (checked ? qsTranslate("NewGameDialog", "Hide rule parameters") : qsTranslate("NewGameDialog", "Rule parameters…"))
        toolTip: qsTranslate("NewGameDialog", "The numbers of the rules: points, figures and what the switched-on modules use")
    }
    // The parameters under the rule they belong to: the core's first, then each module
    // that is switched on. Two columns where they fit, one where they do not.
    ColumnLayout {
        objectName: "parameterGroups"
        visible: advancedToggle.checked
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: advancedToggle.checked ? parameters.groups : []
            delegate: ColumnLayout {
                id: group
                required property var modelData
                objectName: "parameterGroup_" + (modelData.module || "core")
                Layout.fillWidth: true
                spacing: 4
                Label {
                    text: group.modelData.label
                    font.bold: true
                    color: Theme.inkSoft
                    Layout.topMargin: 4
                }
                GridLayout {
                    Layout.fillWidth: true
                    Layout.leftMargin: 12
                    columns: parameters.width >= 560 ? 2 : 1
                    columnSpacing: 18
                    rowSpacing: 4
                    Repeater {
                        model: group.modelData.parameters
                        delegate: RowLayout {
                            id: parameterRow
                            required property var modelData
                            readonly property var names: modelData.valueNames || []
                            // Every value from the least to the most has a name.
                            readonly property bool chosen: names.length > 0
                                && names.length === modelData.maximum - modelData.minimum + 1
                            objectName: "parameter_" + modelData.name
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100 // equal columns
                            spacing: 8
                            Label {
                                Layout.alignment: Qt.AlignVCenter
                                text: parameterRow.modelData.label ? qsTranslate("RuleTexts", parameterRow.modelData.label) : parameterRow.modelData.name
                                color: Theme.ink
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                            SpinBox {
                                visible: !parameterRow.modelData.boolean && !parameterRow.chosen
                                Layout.preferredWidth: 116
                                from: parameterRow.modelData.minimum
                                to: parameterRow.modelData.maximum
                                value: Number(parameters.values[parameterRow.modelData.name])
                                editable: true
                                // A special value by its name ("one pile" for no stacks).
                                textFromValue: function(value, locale) {
                                    const named = parameterRow.names.find(n => n.value === value)
                                    return named ? qsTranslate("RuleTexts", named.label) : Number(value).toLocaleString(locale, "f", 0)
                                }
                                valueFromText: function(text, locale) {
                                    const named = parameterRow.names.find(n => qsTranslate("RuleTexts", n.label) === text)
                                    return named ? named.value : Number.fromLocaleString(locale, text)
                                }
                                Accessible.name: parameterRow.modelData.label ? qsTranslate("RuleTexts", parameterRow.modelData.label) : parameterRow.modelData.name
                                onValueModified: parameters.setupModel.setParameter(parameterRow.modelData.name, value)
                            }
                            // Every value named: a choice among the names.
                            ComboBox {
                                objectName: "choice_" + parameterRow.modelData.name
                                visible: parameterRow.chosen
                                Layout.preferredWidth: 200
                                model: parameterRow.names
                                displayText: {
                                    const named = parameterRow.names.find(n => n.value === Number(parameters.values[parameterRow.modelData.name]))
                                    return named ? qsTranslate("RuleTexts", named.label) : ""
                                }
                                delegate: ItemDelegate {
                                    required property var modelData
                                    width: ListView.view ? ListView.view.width : implicitWidth
                                    text: qsTranslate("RuleTexts", modelData.label)
                                }
                                currentIndex: parameterRow.names.findIndex(n => n.value === Number(parameters.values[parameterRow.modelData.name]))
                                Accessible.name: parameterRow.modelData.label ? qsTranslate("RuleTexts", parameterRow.modelData.label) : parameterRow.modelData.name
                                onActivated: index => parameters.setupModel.setParameter(parameterRow.modelData.name, parameterRow.names[index].value)
                            }
                            CheckBox {
                                visible: parameterRow.modelData.boolean
                                checked: parameters.values[parameterRow.modelData.name] === true
                                Accessible.name: parameterRow.modelData.label ? qsTranslate("RuleTexts", parameterRow.modelData.label) : parameterRow.modelData.name
                                onToggled: parameters.setupModel.setParameter(parameterRow.modelData.name, checked)
                            }
                        }
                    }
                }
            }
        }
    }
}
