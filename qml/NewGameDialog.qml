import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Carcassonne.Game

// Sets up a game: the rule set (package) with its modules and parameters, 2-5 players (the rule
// set's limits) with names, colours and human or computer level, and an optional seed. A rule
// set with a headline parameter (The Mist's level) shows it first, as a picker with each value
// summed up; picking one presets the other parameters. The last choices come back next time.
Dialog {
    id: dialog

    required property GameController controller
    // The packages on offer and which of them go together: decided in C++, read here.
    readonly property NewGameModel newGame: controller.newGame
    // Packages that make a game on their own (the base game, a user's standalone set); the
    // expansions that can go with the chosen one are the rows of newGame.
    readonly property var bases: newGame.bases
    readonly property var chosenExpansions: newGame.chosen
    property var info: ({})
    property var moduleStates: ({})
    property var parameterValues: ({})
    // The rule set's headline parameter: {name, label, value, options: [{value, label, summary,
    // parameters}]}, or {} (PackageChoices::of), and the value picked.
    readonly property var headline: info.headline || ({})
    readonly property bool hasHeadline: (headline.options || []).length > 0
    property int headlineValue: 0
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
    readonly property var packageIds: info.ids || [info.id]
    // {module: note} of the modules switched on that the rules leave idle (The Mist's graveyards
    // at level 1), shown beside their boxes.
    readonly property var idleNotes: info.id ? newGame.idleNotes(packageIds, rules()) : ({})
    readonly property var colourNames: newGame.colourNames()
    // Bumped when a seat is added, removed or recoloured: what the rules deal follows it.
    property int playersVersion: 0
    // The colours each seat plays where the rules deal several (The Mist's English edition).
    readonly property var dealt: {
        playersVersion
        if (!info.id)
            return []
        const players = []
        for (let i = 0; i < playerModel.count; ++i)
            players.push({ color: playerModel.get(i).color })
        return newGame.dealtColours({ packages: packageIds, players: players, rules: rules() })
    }
    // "red, blue, green and yellow", in the language shown.
    function colourList(colours) {
        const labels = colours.map(c => c.label)
        if (labels.length < 2)
            return labels.join("")
        //: The last two of a list of colours: "red, blue, green and yellow".
        return qsTr("%1 and %2").arg(labels.slice(0, -1).join(", ")).arg(labels[labels.length - 1])
    }
    // What the rules deal, in a sentence a seat ("You play red, blue, green and yellow").
    readonly property string dealtText: {
        const lines = []
        let humans = 0
        for (let i = 0; i < playerModel.count; ++i)
            if (playerModel.get(i).kind === "human" || playerModel.get(i).kind === "you") ++humans
        for (const d of dealt) {
            if (d.colours.length < 2 || d.seat >= playerModel.count)
                continue
            const p = playerModel.get(d.seat)
            lines.push(humans === 1 && (p.kind === "human" || p.kind === "you")
                       ? qsTr("You play %1.").arg(colourList(d.colours))
                       : qsTr("%1 plays %2.").arg(p.name).arg(colourList(d.colours)))
        }
        return lines.join("\n")
    }
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

    function colourLabel(name) {
        const labels = { red: qsTr("red"), blue: qsTr("blue"), green: qsTr("green"),
                         yellow: qsTr("yellow"), black: qsTr("black"), pink: qsTr("pink") }
        return labels[name] || name
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
    modal: true
    focus: true
    padding: 18
    standardButtons: Dialog.NoButton

    ListModel { id: playerModel }

    Settings {
        id: remembered
        category: "newGame"
        property string setup: ""
    }

    // A seat's default name is a name, never a pronoun ("Player 1 to play", not "You to play"),
    // and it follows the language until the player types one (`named`).
    function defaultName(i) {
        return qsTr("Player %1").arg(i + 1)
    }

    function defaultPlayer(i) {
        return { name: defaultName(i), named: false,
                 color: colourNames[i % colourNames.length],
                 kind: i === 0 ? "human" : "ai:mcts-normal" }
    }

    // A remembered seat's kind as the dialog offers it now: at an online table the first
    // person is you and the others are friends; at one screen both are people here.
    function seatKind(kind, i, firstHuman) {
        if (online && kind === "human")
            return i === firstHuman ? "you" : "open"
        if (!online && (kind === "you" || kind === "open"))
            return "human"
        return kind
    }

    // Opens the dialog to host a table with these network choices (PlayOnlineDialog's).
    function openOnline(port, everyone, grace) {
        hostOptions = { port: port, everyone: everyone, grace: grace }
        open_(true)
    }

    // Whether a remembered name was typed by the player. Setups remembered before `named` was
    // kept say nothing: the defaults of those versions, in any language, were not typed.
    function wasTyped(p) {
        if (p.named !== undefined)
            return p.named
        return !/^(You|Jij|Du|Player \d+|Speler \d+|Spieler \d+)$/.test(p.name)
    }

    function toggleExpansion(id, on) {
        newGame.toggle(id, on)
        selectPackages()
    }

    function selectPackages() {
        const previous = moduleStates
        info = newGame.info
        const states = {}
        for (const m of (info.modules || []))
            states[m.id] = (m.id in previous) ? previous[m.id] : m.enabled
        moduleStates = states
        const values = {}
        for (const p of (info.parameters || []))
            values[p.name] = p.initial !== undefined ? p.initial : p.value
        parameterValues = values
        if (hasHeadline)
            pickHeadline(headline.value)
        setPlayerCount(Math.max(info.minPlayers || 2, Math.min(info.maxPlayers || 5, playerModel.count)))
    }

    // Picks a value of the headline parameter: the other parameters take its presets.
    function pickHeadline(value) {
        headlineValue = value
        const preset = headlineOption ? headlineOption.parameters : {}
        const values = {}
        for (const p of (info.parameters || [])) {
            // The dialog's own start (The Mist's colours on) wins over a level that leaves the
            // parameter at the engine's default.
            const own = p.initial !== undefined && !sameValue(p.initial, p.value)
            values[p.name] = (p.name in preset) && !(own && sameValue(preset[p.name], p.value))
                    ? preset[p.name] : (p.initial !== undefined ? p.initial : p.value)
        }
        values[headline.name] = value
        parameterValues = values
    }

    // A new object, so that what follows the rules (the colours dealt, the idle modules, a
    // named choice's text) hears of the change.
    function setParameter(name, value) {
        const values = Object.assign({}, parameterValues)
        values[name] = value
        parameterValues = values
    }

    // Parameter values compared as the engine reads them (true and 1 are the same).
    function sameValue(a, b) {
        return Number(a) === Number(b)
    }

    function setPlayerCount(n) {
        while (playerModel.count < n)
            playerModel.append(defaultPlayer(playerModel.count))
        while (playerModel.count > n)
            playerModel.remove(playerModel.count - 1)
        ++playersVersion
    }

    function open_(hosting) {
        online = hosting === true
        importMessage = ""
        newGame.reload()
        let saved = {}
        try { saved = remembered.setup ? JSON.parse(remembered.setup) : {} } catch (e) { saved = {} }
        playerModel.clear()
        const players = saved.players || [defaultPlayer(0), defaultPlayer(1)]
        const firstHuman = players.findIndex(p => p.kind === "human")
        for (let i = 0; i < players.length; ++i) {
            const p = players[i]
            const named = wasTyped(p)
            playerModel.append({ name: named ? p.name : defaultName(i), named: named,
                                 color: p.color, kind: seatKind(p.kind, i, firstHuman) })
        }
        if (online && firstHuman < 0)
            playerModel.setProperty(0, "kind", "you")
        for (let i = 0; online && playerName !== "" && i < playerModel.count; ++i)
            if (playerModel.get(i).kind === "you")
                playerModel.setProperty(i, "name", playerName)
        const savedPackages = saved.packages || [saved.package || "base"]
        packageBox.currentIndex = Math.max(0, bases.findIndex(p => p.id === savedPackages[0]))
        newGame.select(bases[packageBox.currentIndex] ? bases[packageBox.currentIndex].id : "",
                       savedPackages.slice(1))
        moduleStates = {}
        selectPackages()
        if (hasHeadline && saved.headline && (headline.name in saved.headline))
            pickHeadline(saved.headline[headline.name])
        if (saved.modules)
            for (const k in saved.modules)
                if (k in moduleStates) moduleStates[k] = saved.modules[k]
        moduleStatesChanged()
        seedField.text = saved.seed || ""
        place()
        open()
    }

    // The setup's rules: the modules switched on or off and the parameters that differ.
    function rules() {
        const chosen = {}
        for (const m of (info.modules || []))
            if (moduleStates[m.id] !== m.enabled)
                chosen[m.id] = moduleStates[m.id]
        // Only what differs from the rule set's defaults, or from the presets of the headline
        // value picked (which is sent whenever it is not the default).
        const parameters = {}
        const preset = hasHeadline && headlineOption ? headlineOption.parameters : {}
        for (const p of (info.parameters || [])) {
            const base = (p.name in preset) ? preset[p.name] : p.value
            if (!sameValue(parameterValues[p.name], base)
                    || (hasHeadline && p.name === headline.name && !sameValue(parameterValues[p.name], p.value)))
                parameters[p.name] = parameterValues[p.name]
        }
        if (Object.keys(parameters).length > 0)
            chosen.parameters = parameters
        return chosen
    }

    function setup() {
        const players = []
        for (let i = 0; i < playerModel.count; ++i) {
            const p = playerModel.get(i)
            players.push({ name: p.name, color: p.color, kind: p.kind })
        }
        return { packages: packageIds, players: players, rules: rules(),
                 seed: seedField.text.trim() }
    }

    function startGame() {
        const s = setup()
        const players = []
        for (let i = 0; i < playerModel.count; ++i) {
            const p = playerModel.get(i)
            players.push({ name: p.name, named: p.named, color: p.color, kind: p.kind })
        }
        const picked = {}
        if (hasHeadline)
            picked[headline.name] = headlineValue
        // Remembered as seats at one screen: the next local game starts from the same table.
        for (const p of players)
            p.kind = seatKind(p.kind, 0, -1)
        remembered.setup = JSON.stringify({ packages: s.packages, players: players,
                                            modules: moduleStates, seed: seedField.text.trim(),
                                            headline: picked })
        if (online) {
            if (controller.online.host(s, hostOptions.port, hostOptions.everyone, hostOptions.grace)) {
                close()
                hosted()
            }
            return
        }
        if (controller.startGame(s)) {
            close()
            started()
        }
    }

    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelEdge }
    header: Label {
        text: dialog.title
        padding: 18
        bottomPadding: 0
        font.family: Theme.serif
        font.pixelSize: Theme.fontTitle
        font.bold: true
        color: Theme.ink
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

            RowLayout {
                Label { text: qsTr("Players"); color: Theme.ink; Layout.preferredWidth: 110 }
                SpinBox {
                    id: countBox
                    objectName: "playerCount"
                    from: dialog.info.minPlayers || 2
                    to: dialog.info.maxPlayers || 5
                    value: playerModel.count
                    onValueModified: dialog.setPlayerCount(value)
                    ToolTip.visible: hovered && (dialog.info.seatNote || "").length > 0
                    ToolTip.delay: 600
                    ToolTip.text: dialog.info.seatNote || ""
                }
                Label {
                    text: qsTr("(%1 to %2)").arg(countBox.from).arg(countBox.to)
                    color: Theme.inkFaint
                }
                // The rule set's word on the seats (The Mist: a seat is a colour).
                Rectangle {
                    objectName: "seatNote"
                    visible: (dialog.info.seatNote || "").length > 0
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
                    ToolTip.text: dialog.info.seatNote || ""
                    Accessible.name: dialog.info.seatNote || ""
                }
            }

            Repeater {
                model: playerModel
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
                        color: dialog.newGame.colourValue(playerRow.color)
                    }
                    TextField {
                        Layout.fillWidth: true
                        // A friend's seat takes the name the friend gives.
                        enabled: playerRow.kind !== "open"
                        text: playerRow.kind === "open" ? "" : playerRow.name
                        // A saved game refuses longer names (GameRecord::kMaxNameLength).
                        maximumLength: 40
                        placeholderText: playerRow.kind === "open" ? qsTr("The friend's name") : qsTr("Name")
                        Accessible.name: qsTr("Name of player %1").arg(playerRow.index + 1)
                        onTextEdited: {
                            playerModel.setProperty(playerRow.index, "name", text)
                            playerModel.setProperty(playerRow.index, "named", text.length > 0)
                            ++dialog.playersVersion
                        }
                    }
                    ComboBox {
                        Layout.preferredWidth: 110
                        model: dialog.colourNames
                        currentIndex: dialog.colourNames.indexOf(playerRow.color)
                        displayText: dialog.colourLabel(currentText)
                        Accessible.name: qsTr("Colour of player %1").arg(playerRow.index + 1)
                        onActivated: {
                            playerModel.setProperty(playerRow.index, "color", dialog.colourNames[currentIndex])
                            ++dialog.playersVersion
                        }
                    }
                    ComboBox {
                        Layout.preferredWidth: 200
                        model: dialog.kinds
                        textRole: "label"
                        currentIndex: dialog.kinds.findIndex(k => k.kind === playerRow.kind)
                        Accessible.name: qsTr("Who plays for player %1").arg(playerRow.index + 1)
                        onActivated: {
                            playerModel.setProperty(playerRow.index, "kind", dialog.kinds[currentIndex].kind)
                            ++dialog.playersVersion
                        }
                    }
                }
            }

            // The colours the rules deal the seats (The Mist's English edition).
            Label {
                objectName: "dealtColours"
                Layout.fillWidth: true
                visible: text.length > 0
                text: dialog.dealtText
                wrapMode: Text.WordWrap
                color: Theme.inkSoft
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

            AppButton {
                id: advancedToggle
                objectName: "parametersToggle"
                visible: dialog.parameterGroups.length > 0
                checkable: true
                leftPadding: 12
                rightPadding: 12
                // A triangle that says the section opens and closes.
                text: (checked ? "\u25BE  " : "\u25B8  ")
                      + (checked ? qsTr("Hide rule parameters") : qsTr("Rule parameters…"))
                toolTip: qsTr("The numbers of the rules: points, figures and what the switched-on modules use")
            }
            // The parameters under the rule they belong to: the core's first, then each module
            // that is switched on. Two columns where they fit, one where they do not.
            ColumnLayout {
                objectName: "parameterGroups"
                visible: advancedToggle.checked
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: advancedToggle.checked ? dialog.parameterGroups : []
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
                            columns: body.width >= 560 ? 2 : 1
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
                                        value: Number(dialog.parameterValues[parameterRow.modelData.name])
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
                                        onValueModified: dialog.setParameter(parameterRow.modelData.name, value)
                                    }
                                    // Every value named: a choice among the names.
                                    ComboBox {
                                        objectName: "choice_" + parameterRow.modelData.name
                                        visible: parameterRow.chosen
                                        Layout.preferredWidth: 200
                                        model: parameterRow.names
                                        displayText: {
                                            const named = parameterRow.names.find(n => n.value === Number(dialog.parameterValues[parameterRow.modelData.name]))
                                            return named ? qsTranslate("RuleTexts", named.label) : ""
                                        }
                                        delegate: ItemDelegate {
                                            required property var modelData
                                            width: ListView.view ? ListView.view.width : implicitWidth
                                            text: qsTranslate("RuleTexts", modelData.label)
                                        }
                                        currentIndex: parameterRow.names.findIndex(n => n.value === Number(dialog.parameterValues[parameterRow.modelData.name]))
                                        Accessible.name: parameterRow.modelData.label ? qsTranslate("RuleTexts", parameterRow.modelData.label) : parameterRow.modelData.name
                                        onActivated: index => dialog.setParameter(parameterRow.modelData.name, parameterRow.names[index].value)
                                    }
                                    CheckBox {
                                        visible: parameterRow.modelData.boolean
                                        checked: dialog.parameterValues[parameterRow.modelData.name] === true
                                        Accessible.name: parameterRow.modelData.label ? qsTranslate("RuleTexts", parameterRow.modelData.label) : parameterRow.modelData.name
                                        onToggled: dialog.setParameter(parameterRow.modelData.name, checked)
                                    }
                                }
                            }
                        }
                    }
                }
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

    footer: DialogButtonBox {
        background: Item { }
        padding: 12
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
