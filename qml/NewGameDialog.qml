import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Carcassonne.Game

// Sets up a game: the rule set (package) with its modules and parameters, 2-5 players (the rule
// set's limits) with names, colours and human or computer level, and an optional seed. A rule
// set with a headline parameter (The Mist's level) shows it first, as a picker with each value
// summed up; picking one presets the other parameters. The last choices come back next time.
// The setup itself is C++'s (SetupModel: built, remembered and read there); this edits it.
AppDialog {
    id: dialog

    required property GameController controller
    // The packages on offer and which of them go together: decided in C++, read here.
    readonly property NewGameModel newGame: controller.newGame
    // The setup being made: packages, modules, parameters, seats and seed.
    readonly property SetupModel setupModel: newGame.setupModel
    // Packages that make a game on their own (the base game, a user's standalone set); the
    // expansions that can go with the chosen one are the rows of newGame.
    readonly property var bases: newGame.bases
    readonly property var chosenExpansions: newGame.chosen
    readonly property var info: setupModel.info
    // The modules' switches as the boxes show them; the setup takes them (syncModules).
    property var moduleStates: ({})
    onModuleStatesChanged: syncModules()
    readonly property var parameterValues: setupModel.parameterValues
    // The rule set's headline parameter: {name, label, value, options: [{value, label, summary,
    // parameters}]}, or {} (PackageChoices::of), and the value picked.
    readonly property var headline: info.headline || ({})
    readonly property bool hasHeadline: (headline.options || []).length > 0
    readonly property int headlineValue: setupModel.headlineValue
    readonly property var headlineOption: {
        const options = headline.options || []
        return options.find(o => o.value === headlineValue) || null
    }
    // The parameters to offer, by the rule they belong to: [{module, label, parameters}], the
    // core's first ("" module), then each module that is switched on, in the rule set's order.
    // The headline parameter has its own picker.
    readonly property var parameterGroups: {
        const groups = []
        const all = (info.parameters || []).filter(p => !(hasHeadline && p.name === headline.name))
        const core = all.filter(p => !p.module)
        if (core.length > 0)
            groups.push({ module: "", label: qsTr("Figures and points"), parameters: core })
        for (const m of (info.modules || [])) {
            const own = all.filter(p => p.module === m.id)
            if (own.length > 0 && moduleStates[m.id] === true)
                groups.push({ module: m.id, label: m.label ? qsTranslate("RuleTexts", m.label) : m.id,
                              parameters: own })
        }
        return groups
    }
    readonly property var packageIds: setupModel.packages
    // {module: note} of the modules switched on that the rules leave idle (The Mist's graveyards
    // at level 1), shown beside their boxes.
    readonly property var idleNotes: info.id ? newGame.idleNotes(packageIds, setupModel.rules) : ({})
    readonly property var colourNames: newGame.colourNames()
    // Hosting an online table (PlayOnlineDialog): the seats are you, friends (open seats the
    // invitation fills) and computer players; the host draws the seed.
    property bool online: false
    property var hostOptions: ({ port: 47110, everyone: false, grace: 60 })
    // The name shown to others (the settings'), for your seat at an online table.
    property string playerName: ""
    readonly property var kinds: (online ? [{ kind: "you", label: qsTr("You") },
                                            { kind: "open", label: qsTr("A friend (online)") }]
                                         : [{ kind: "human", label: qsTr("Human") }]).concat(newGame.botKinds())

    signal started()
    // The online table is open: the lobby takes over.
    signal hosted()

    FilePicker { id: picker }
    RulesHelpDialog { id: rulesHelp }
    property alias rulesHelp: rulesHelp
    // The last import: its result ("installed", "exists", "refused"), what to say, and the path
    // (for a replace).
    property string importResult: ""
    property string importMessage: ""
    property string importPath: ""

    // Installs a package and offers it: a rule set of its own is chosen, an expansion ticked.
    function importPackage(path, replace) {
        const r = controller.importPackage(path, replace)
        importResult = r.result
        importMessage = r.message
        importPath = path
        if (r.result !== "installed")
            return
        newGame.reload()
        const base = bases.findIndex(p => p.id === r.id)
        if (base >= 0) {
            packageBox.currentIndex = base
            newGame.select(r.id, [])
        } else {
            newGame.toggle(r.id, true)
        }
        selectPackages()
    }

    // The top edge: near the window's top, where it stays while the dialog grows (a player
    // added, the parameters shown), so the control under the pointer stays under it; what does
    // not fit above the window's bottom scrolls. (Centred, every change moved it.)
    property real openedTop: 12
    readonly property real edge: 12

    function place() {
        if (parent)
            openedTop = Math.max(edge, Math.round(parent.height * 0.05))
    }

    x: parent ? Math.round((parent.width - width) / 2) : 0
    y: openedTop

    Connections {
        target: dialog.parent
        function onHeightChanged() { dialog.place() }
    }

    title: online ? qsTr("Host a game") : qsTr("New game")
    standardButtons: Dialog.NoButton

    Settings {
        id: remembered
        category: "newGame"
        property string setup: ""
    }

    // Opens the dialog to host a table with these network choices (PlayOnlineDialog's).
    function openOnline(port, everyone, grace) {
        hostOptions = { port: port, everyone: everyone, grace: grace }
        open_(true)
    }

    function wasTyped(p) {
        return setupModel.wasTyped(p)
    }

    function toggleExpansion(id, on) {
        newGame.toggle(id, on)
        selectPackages()
    }

    // The setup takes the packages chosen now; the boxes show its modules.
    function selectPackages() {
        syncModules()
        setupModel.selectPackages()
        moduleStates = setupModel.modules
    }

    function pickHeadline(value) {
        setupModel.pickHeadline(value)
    }

    function setParameter(name, value) {
        setupModel.setParameter(name, value)
    }

    function setPlayerCount(n) {
        setupModel.setSeatCount(n)
    }

    // The boxes' switches (changed in place too) and the seed typed, into the setup.
    function syncModules() {
        setupModel.modules = moduleStates
    }

    function open_(hosting) {
        online = hosting === true
        importMessage = ""
        newGame.reload()
        setupModel.restore(remembered.setup, online, playerName)
        packageBox.currentIndex = Math.max(0, bases.findIndex(p => p.id === newGame.base))
        moduleStates = setupModel.modules
        seedField.text = setupModel.seed
        place()
        open()
    }

    // The setup's rules: the modules switched on or off and the parameters that differ, these
    // in the rule set's order (C++ sorts a map's keys; a script lists them as they came).
    function rules() {
        syncModules()
        return inOrder(setupModel.rules)
    }

    function inOrder(chosen) {
        if (!chosen.parameters)
            return chosen
        const parameters = {}
        for (const p of (info.parameters || []))
            if (p.name in chosen.parameters)
                parameters[p.name] = chosen.parameters[p.name]
        chosen.parameters = parameters
        return chosen
    }

    function setup() {
        syncModules()
        setupModel.seed = seedField.text
        const s = setupModel.setup()
        s.rules = inOrder(s.rules)
        return s
    }

    function startGame() {
        const s = setup()
        remembered.setup = setupModel.remembered()
        if (online) {
            if (controller.online.host(s, hostOptions.port, hostOptions.everyone, hostOptions.grace)) {
                close()
                hosted()
            }
            return
        }
        if (controller.startFromModel()) {
            close()
            started()
        }
    }


    contentItem: ScrollView {
        implicitWidth: 620
        // Room for the scroll bar beside the controls, not over their right edge (a constant:
        // a padding that follows the bar's visibility relaid the dialog while it opened).
        rightPadding: 14
        // The body, or what fits between the top edge and the window's bottom.
        implicitHeight: Math.min(body.implicitHeight + topPadding + bottomPadding,
                                 dialog.parent ? dialog.parent.height - dialog.openedTop - dialog.edge
                                                 - (dialog.header ? dialog.header.implicitHeight : 0)
                                                 - (dialog.footer ? dialog.footer.implicitHeight : 0)
                                                 - dialog.topPadding - dialog.bottomPadding
                                               : 560)
        contentWidth: availableWidth
        contentHeight: body.implicitHeight
        clip: true

        ColumnLayout {
            id: body
            width: parent.width
            spacing: 10

            RowLayout {
                Label { text: qsTr("Rule set"); color: Theme.ink; Layout.preferredWidth: 110 }
                ComboBox {
                    id: packageBox
                    objectName: "packageBox"
                    Layout.fillWidth: true
                    model: dialog.bases
                    textRole: "name"
                    onActivated: {
                        dialog.newGame.select(dialog.bases[currentIndex].id, [])
                        dialog.selectPackages()
                    }
                    ToolTip.visible: hovered && currentIndex >= 0 && dialog.bases.length > 0
                    ToolTip.text: dialog.bases.length > 0 && currentIndex >= 0 ? (dialog.bases[currentIndex].description || dialog.bases[currentIndex].id) : ""
                }
                AppButton {
                    objectName: "rulesButton"
                    text: qsTr("Rules")
                    leftPadding: 12
                    rightPadding: 12
                    enabled: (dialog.info.help || []).length > 0
                    toolTip: qsTr("How this rule set is played, with its modules as they are switched on")
                    // As the dialog's rules stand now: the level picked, the modules switched on.
                    onClicked: rulesHelp.show(dialog.newGame.rulesHelp(dialog.packageIds, dialog.rules(), ""), "")
                }
                AppButton {
                    objectName: "importButton"
                    text: qsTr("Import…")
                    leftPadding: 12
                    rightPadding: 12
                    toolTip: qsTr("Install a package (a .zip, or a folder's manifest.json) so that it is offered here")
                    onClicked: {
                        const path = picker.openPackage()
                        if (path !== "")
                            dialog.importPackage(path, false)
                    }
                }
            }
            // What an import did, or the question whether to replace an installed package.
            RowLayout {
                objectName: "importNote"
                visible: dialog.importMessage !== ""
                Layout.fillWidth: true
                Layout.leftMargin: 116
                Label {
                    Layout.fillWidth: true
                    text: dialog.importMessage
                    wrapMode: Text.WordWrap
                    color: dialog.importResult === "installed" ? Theme.inkSoft : Theme.danger
                }
                AppButton {
                    objectName: "importReplace"
                    visible: dialog.importResult === "exists"
                    primary: true
                    text: qsTr("Replace")
                    onClicked: dialog.importPackage(dialog.importPath, true)
                }
                AppButton {
                    visible: dialog.importResult === "exists"
                    text: qsTr("Keep")
                    onClicked: dialog.importMessage = ""
                }
            }

            // The headline parameter (The Mist's level): one button per value, and what a game
            // at the value picked is like.
            RowLayout {
                visible: dialog.hasHeadline
                Label {
                    text: dialog.headline.label ? qsTranslate("RuleTexts", dialog.headline.label) : (dialog.headline.name || "")
                    color: Theme.ink
                    font.bold: true
                    Layout.preferredWidth: 110
                }
                Row {
                    objectName: "headlinePicker"
                    spacing: 4
                    Repeater {
                        model: dialog.headline.options || []
                        delegate: AppButton {
                            required property var modelData
                            objectName: "headlineOption_" + modelData.value
                            implicitWidth: 44
                            leftPadding: 6
                            rightPadding: 6
                            text: modelData.value
                            primary: dialog.headlineValue === modelData.value
                            toolTip: modelData.label
                            Accessible.name: modelData.label
                            onClicked: dialog.pickHeadline(modelData.value)
                        }
                    }
                }
            }
            Rectangle {
                visible: dialog.hasHeadline && dialog.headlineOption !== null
                Layout.fillWidth: true
                Layout.leftMargin: 116
                implicitHeight: headlineColumn.implicitHeight + 16
                radius: 6
                color: Theme.parchment
                border.color: Theme.panelEdge
                ColumnLayout {
                    id: headlineColumn
                    anchors.fill: parent
                    anchors.margins: 8
                    spacing: 4
                    Label {
                        text: dialog.headlineOption ? dialog.headlineOption.label : ""
                        font.family: Theme.serif
                        font.bold: true
                        font.pixelSize: Theme.fontLarge
                        color: Theme.ink
                    }
                    Label {
                        objectName: "headlineSummary"
                        Layout.fillWidth: true
                        text: dialog.headlineOption ? dialog.headlineOption.summary : ""
                        wrapMode: Text.WordWrap
                        color: Theme.inkSoft
                    }
                }
            }

            // The expansions made for the chosen rule set (the base game's do not show beside
            // Mayflower or The Mist), each saying why when it cannot be ticked yet.
            RowLayout {
                objectName: "expansionsRow"
                visible: dialog.newGame.fitting > 0
                Label {
                    text: qsTr("Expansions")
                    color: Theme.ink
                    Layout.preferredWidth: 110
                    Layout.alignment: Qt.AlignTop
                    topPadding: 10
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 8
                    Repeater {
                        model: dialog.newGame
                        // What the expansion is, and why a box that cannot be ticked is off.
                        delegate: HoverTip {
                            id: expansion
                            required property string packageId
                            required property string name
                            required property string description
                            required property bool chosen
                            required property bool allowed
                            required property string reason
                            required property bool fits
                            visible: expansion.fits
                            tip: [description, reason].filter(t => t !== "").join("\n\n")
                            CheckBox {
                                id: box
                                objectName: "expansion_" + expansion.packageId
                                text: expansion.name
                                enabled: expansion.allowed
                                checked: expansion.chosen
                                onToggled: dialog.toggleExpansion(expansion.packageId, checked)
                            }
                        }
                    }
                }
            }

            SetupSeats {
                Layout.fillWidth: true
                setupModel: dialog.setupModel
                newGame: dialog.newGame
                info: dialog.info
                kinds: dialog.kinds
                colourNames: dialog.colourNames
            }

            Label {
                visible: (dialog.info.modules || []).length > 0
                text: qsTr("Rule modules")
                font.bold: true
                color: Theme.ink
            }
            Flow {
                Layout.fillWidth: true
                spacing: 12
                Repeater {
                    model: dialog.info.modules || []
                    delegate: Row {
                        id: moduleRow
                        required property var modelData
                        // Why the rules leave it idle in this game ("not at this level"), or "".
                        readonly property string idleNote: dialog.idleNotes[modelData.id] || ""
                        spacing: 0
                        CheckBox {
                            objectName: "module_" + moduleRow.modelData.id
                            anchors.verticalCenter: parent.verticalCenter
                            // Idle: greyed, as it plays no part whatever its box says.
                            enabled: moduleRow.idleNote === ""
                            // The English name from the controller, translated here so that a
                            // language switch reaches it (context RuleTexts, app/game/ruletexts.cpp).
                            text: moduleRow.modelData.label ? qsTranslate("RuleTexts", moduleRow.modelData.label) : moduleRow.modelData.id
                            checked: dialog.moduleStates[moduleRow.modelData.id] === true
                            onToggled: {
                                dialog.moduleStates[moduleRow.modelData.id] = checked
                                dialog.moduleStatesChanged()
                            }
                        }
                        Label {
                            objectName: "moduleIdle_" + moduleRow.modelData.id
                            anchors.verticalCenter: parent.verticalCenter
                            readonly property string note: moduleRow.idleNote
                            visible: note !== ""
                            text: "(" + qsTranslate("RuleTexts", note) + ")"
                            color: Theme.inkFaint
                            rightPadding: 6
                        }
                        // The module's rules, before the player decides to switch it on.
                        AppButton {
                            objectName: "moduleHelp_" + moduleRow.modelData.id
                            anchors.verticalCenter: parent.verticalCenter
                            visible: moduleRow.modelData.help !== undefined && moduleRow.modelData.help.text !== undefined
                            text: "?"
                            implicitWidth: 44
                            leftPadding: 6
                            rightPadding: 6
                            toolTip: qsTr("How %1 is played").arg(moduleRow.modelData.label ? qsTranslate("RuleTexts", moduleRow.modelData.label) : moduleRow.modelData.id)
                            Accessible.name: toolTip
                            onClicked: rulesHelp.show(dialog.newGame.rulesHelp(dialog.packageIds, dialog.rules(),
                                                                                 moduleRow.modelData.id),
                                                      moduleRow.modelData.id)
                        }
                    }
                }
            }

            RuleParameters {
                Layout.fillWidth: true
                setupModel: dialog.setupModel
                groups: dialog.parameterGroups
            }

            RowLayout {
                visible: !dialog.online // an online table's host draws the seed
                Label { text: qsTr("Seed"); color: Theme.ink; Layout.preferredWidth: 110 }
                TextField {
                    id: seedField
                    objectName: "seedField"
                    Layout.fillWidth: true
                    placeholderText: qsTr("empty: a new shuffle each game")
                    validator: RegularExpressionValidator { regularExpression: /[0-9]{0,15}/ }
                }
            }
        }
    }

    footer: AppButtonBox {
        AppButton {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
        AppButton {
            objectName: "startButton"
            primary: true
            text: dialog.online ? qsTr("Open the table") : qsTr("Start")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        onAccepted: dialog.startGame()
        onRejected: dialog.close()
    }
}
