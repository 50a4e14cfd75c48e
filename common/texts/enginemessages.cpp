#include "enginemessages.h"

#include <QRegularExpression>

#include <algorithm>
#include <vector>

namespace carcassonne {

namespace {

// Every message of the engine a person may be shown, as the engine writes it (%1, %2...: the
// values it fills in). Generated from the engine's sources; tst_enginemessages fails when a
// message there is missing here.
constexpr const char *kTemplates[] = {
        QT_TRANSLATE_NOOP("EngineMessages", "%1 does not fit at [%2, %3] turned %4 degrees%5"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "%1 is not a package id (1-64 lower-case letters, digits or '-')"),
        QT_TRANSLATE_NOOP("EngineMessages", "%1 is not the index of a city feature"),
        QT_TRANSLATE_NOOP("EngineMessages", "'%1' exists and is not a folder"),
        QT_TRANSLATE_NOOP("EngineMessages", "'%1' is a link: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not a regular file: refused"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "'%1' is not a tile's name (\"package/id\", at most "
                          "97 printable characters)"),
        QT_TRANSLATE_NOOP("EngineMessages", "'%1' is not a %2 (%3)"),
        QT_TRANSLATE_NOOP("EngineMessages", ": no tile may lie east of column %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "<%1> %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "<%1> %2: %3"),
        QT_TRANSLATE_NOOP("EngineMessages", "<%1> has the event handler attribute '%2'"),
        QT_TRANSLATE_NOOP("EngineMessages", "<%1> is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "<%1> style: %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "<use> references expand to more than %1 elements"),
        QT_TRANSLATE_NOOP("EngineMessages", "<use> references form a loop through '#%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "<style>: %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "CSS @import is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "\"at\" must be [x, y] with whole numbers"),
        QT_TRANSLATE_NOOP("EngineMessages", "\"choices\" must be a list"),
        QT_TRANSLATE_NOOP("EngineMessages", "\"index\" must be a whole number from 0 to 63"),
        QT_TRANSLATE_NOOP("EngineMessages", "\"recall\" must be [x, y] with whole numbers"),
        QT_TRANSLATE_NOOP("EngineMessages", "a %1 is named by a port (NNW ... WNW)"),
        QT_TRANSLATE_NOOP("EngineMessages", "a DOCTYPE is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "a backslash escape in CSS is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "a data: image is not valid base64"),
        QT_TRANSLATE_NOOP("EngineMessages", "a data:image/jpeg URI does not hold a JPEG"),
        QT_TRANSLATE_NOOP("EngineMessages", "a data:image/png URI does not hold a PNG"),
        QT_TRANSLATE_NOOP("EngineMessages", "a feature must be an object"),
        QT_TRANSLATE_NOOP("EngineMessages", "a package cannot require itself"),
        QT_TRANSLATE_NOOP("EngineMessages", "a tile must be an object"),
        QT_TRANSLATE_NOOP("EngineMessages", "ai:random has no settings"),
        QT_TRANSLATE_NOOP("EngineMessages", "an English name is required"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "an SVG data: image inside an SVG data: image is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "art file '%1' is not in the package"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot add '%1' to the zip"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot create a folder for '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot create a zip (error %1)"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot finish the zip (error %1)"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot make the folder %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot move the new package to '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot read '%1': %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot read entry '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot replace '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "cannot write '%1': %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "cell %1 is not a cell of this tile"),
        QT_TRANSLATE_NOOP("EngineMessages", "choices[%1]: not a choice the rules offer now"),
        QT_TRANSLATE_NOOP("EngineMessages", "choices[%1]: the rules ask for no choice here"),
        QT_TRANSLATE_NOOP("EngineMessages", "damaged zip directory"),
        QT_TRANSLATE_NOOP("EngineMessages", "duplicate cell"),
        QT_TRANSLATE_NOOP("EngineMessages", "duplicate port"),
        QT_TRANSLATE_NOOP("EngineMessages", "duplicate tile id"),
        QT_TRANSLATE_NOOP("EngineMessages", "elements nested more than %1 deep"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' appears twice: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' has a NUL byte in its name: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' is a symbolic link: refused"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "entry '%1' is damaged (its checksum does not match): refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' is damaged (zip error %2): refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' is encrypted: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' is larger than %2 bytes: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' is not a regular file (mode 0%2): refused"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "entry '%1' is not the size its header claims: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "entry '%1' would lie outside the package: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "figure must be an object or null"),
        QT_TRANSLATE_NOOP("EngineMessages", "figure: the rules do not allow this %1 there"),
        QT_TRANSLATE_NOOP("EngineMessages", "fog lies only on roads and fields, not on port %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "fog must reach an outer side of the tile"),
        QT_TRANSLATE_NOOP("EngineMessages", "format: not a carcassonne-record"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "formatVersion: unsupported (this program reads version 1)"),
        QT_TRANSLATE_NOOP("EngineMessages", "invalid JSON at offset %1: %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "larger than %1 bytes"),
        QT_TRANSLATE_NOOP("EngineMessages", "larger than %1 bytes: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "longer than %1 characters (%2)"),
        QT_TRANSLATE_NOOP("EngineMessages", "line %1: %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "missing file"),
        QT_TRANSLATE_NOOP("EngineMessages", "more than %1 elements"),
        QT_TRANSLATE_NOOP("EngineMessages", "more than %1 files: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "more than maxPlayers"),
        QT_TRANSLATE_NOOP("EngineMessages", "move %1: %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "not a regular file: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "move %1: must be an object"),
        QT_TRANSLATE_NOOP("EngineMessages", "moves: must be a list"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be 1-32 letters, digits, '_', '.' or '-'"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be 1-64 lower-case letters, digits or '-'"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be N, E, S or W"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be \"carcassonne-package\""),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a list"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a list of %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a list of 1 to 16 [x, y] pairs"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a list of feature indices"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a list of package ids"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a list of tiles"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a non-empty list"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from %1 to %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from 0 to %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from 0 to 500"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be an [x, y] pair within -8..8"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be an object"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be an object of language code to text"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be one of the tile's cells"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be reinforce, anywhere or extraTurn"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be text"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be the index of a city feature of this tile"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be true or false"),
        QT_TRANSLATE_NOOP("EngineMessages", "must contain the cell [0, 0]"),
        QT_TRANSLATE_NOOP("EngineMessages", "must list %1 at most %2 times"),
        QT_TRANSLATE_NOOP("EngineMessages", "must list at least one port"),
        QT_TRANSLATE_NOOP("EngineMessages", "must name an SVG file under art/"),
        QT_TRANSLATE_NOOP("EngineMessages", "no %1 of this player at [%2, %3] to recall"),
        QT_TRANSLATE_NOOP("EngineMessages", "no computer player '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "no package '%1' is installed"),
        QT_TRANSLATE_NOOP("EngineMessages", "no package in this game names a start tile"),
        QT_TRANSLATE_NOOP("EngineMessages", "no package in this game offers the module"),
        QT_TRANSLATE_NOOP("EngineMessages", "no setting '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "no such package folder or zip file"),
        QT_TRANSLATE_NOOP("EngineMessages", "no tile '%1' in the game's packages"),
        QT_TRANSLATE_NOOP("EngineMessages", "no tile '%1' in this package"),
        QT_TRANSLATE_NOOP("EngineMessages", "no tile was placed this turn"),
        QT_TRANSLATE_NOOP("EngineMessages", "not a computer player"),
        QT_TRANSLATE_NOOP("EngineMessages", "not a package id"),
        QT_TRANSLATE_NOOP("EngineMessages", "not a readable zip file"),
        QT_TRANSLATE_NOOP("EngineMessages", "not an attribute of a %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "not well-formed XML: line %1, column %2: %3"),
        QT_TRANSLATE_NOOP("EngineMessages", "not well-formed XML: no element"),
        QT_TRANSLATE_NOOP("EngineMessages", "packages require each other in a circle: %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "port %1 of cell %2 already belongs to features[%3]"),
        QT_TRANSLATE_NOOP("EngineMessages", "rotation must be 0, 90, 180 or 270"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "setting '%1' is %2; from a file it must be from %3 to %4"),
        QT_TRANSLATE_NOOP("EngineMessages", "setting '%1' needs a number"),
        QT_TRANSLATE_NOOP("EngineMessages", "setting '%1' needs a whole number from 0 to %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.deck: must be a list of \"package/id\""),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.deck: must be a list of tiles"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.deck[%1]: %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.packages: must be a list of package ids"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.packages: names no package"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.packages[%1]: %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.players[%1]: must be an object"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "setup.players[%1].%2: longer than %3 characters (%4): refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.rules: must be an object"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.seed: must be a whole number from 0 to 2^53"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup: missing"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the %1 in a data: image is %2 x %3 pixels (at most %4 a side)"),
        QT_TRANSLATE_NOOP("EngineMessages", "the SVG in a data: image: %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "the deck names an unknown tile"),
        QT_TRANSLATE_NOOP("EngineMessages", "the document must be a JSON object"),
        QT_TRANSLATE_NOOP("EngineMessages", "the entity reference '&%1;' is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "the game ended with the tile: no figure follows"),
        QT_TRANSLATE_NOOP("EngineMessages", "the game is already over"),
        QT_TRANSLATE_NOOP("EngineMessages", "the package has no tiles"),
        QT_TRANSLATE_NOOP("EngineMessages", "the package is larger than %1 bytes: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "the packages name no start tile"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the packages' tiles cover %1 cells; a game holds at most %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "the previous turn is not finished"),
        QT_TRANSLATE_NOOP("EngineMessages", "the processing instruction '<?%1' is not allowed"),
        QT_TRANSLATE_NOOP("EngineMessages", "the root element is <%1>, not <svg>"),
        QT_TRANSLATE_NOOP("EngineMessages", "the rules ask for a choice the move does not give"),
        QT_TRANSLATE_NOOP("EngineMessages", "the tile drawn is %1, not %2"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the zip directory is damaged after entry '%1': refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "the zip directory is damaged: refused"),
        QT_TRANSLATE_NOOP("EngineMessages", "there is no %1%2 at [%3, %4]"),
        QT_TRANSLATE_NOOP("EngineMessages", "this game takes %1 to %2 players, not %3"),
        QT_TRANSLATE_NOOP("EngineMessages", "too many different kinds of tile side"),
        QT_TRANSLATE_NOOP("EngineMessages", "too many features on one tile"),
        QT_TRANSLATE_NOOP("EngineMessages", "too many tile types (%1, at most 2000)"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown computer player"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown feature type '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown figure kind '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown key"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown or malformed deck rule"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown parameter"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown rule module"),
        QT_TRANSLATE_NOOP("EngineMessages", "unknown rule module '%1'"),
        QT_TRANSLATE_NOOP("EngineMessages", "unsupported version (this program reads version 1)"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "url(%1) refers outside the file (only url(#id) may be used)"),
        QT_TRANSLATE_NOOP("EngineMessages", "value out of range"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "'%1' is a folder that holds no package; choose an empty folder or a "
                          "package folder"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "'%1' is not a port (NNW N NNE ENE E ESE SSE S SSW WSW W WNW, optionally "
                          "prefixed by a cell as \"x,y:\")"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "<%1> %2 refers to '%3' outside the file (only '#id', or on <image> a "
                          "data:image/png, jpeg or svg+xml;base64 URI, may be used)"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "<svg> %1 '%2' is not a finite length of at most %3 pixels (or 100%)"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "entry '%1' is compressed with method %2; only stored (0) and deflated "
                          "(8) entries can be read: refused"),
        QT_TRANSLATE_NOOP(
                "EngineMessages",
                "entry '%1' is damaged (its data cannot be unpacked, zip error %2): refused"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "fog at side %1 of cell %2 must continue as the same fog across the "
                          "tile's inner edge"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "fog covers %1 of this road's %2 ports: a road lies wholly under fog or "
                          "wholly clear"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "port %1 of cell %2 belongs to no road, city, field or river"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "port %1 of cell %2 meets features[%3] inside the tile; joined edges "
                          "must be one feature"),
        QT_TRANSLATE_NOOP(
                "EngineMessages",
                "side %1 of cell %2 (%3, %4, %5) matches no side of any tile in the game"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "side %1 of cell %2: a city must cover all three ports of a side"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "side %1 of cell %2: roads and rivers use only the middle port; the "
                          "outer ports must be field"),
        QT_TRANSLATE_NOOP(
                "EngineMessages",
                "the DOCTYPE declares the entity '%1'; neither a DOCTYPE nor entities are allowed"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the deck's tiles cover more than %1 cells, the most a game holds"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the field borders the city features[%1] but does not name it"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the game has no start tile: name one of the package's tiles, require a "
                          "package that has one, or switch on a module that lays the board"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the package at this place says its id is '%1', not '%2'"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the tile can never be placed next to any other tile of the game: none "
                          "of its sides matches"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "viewBox '%1' is not four finite numbers of at most %2 in magnitude with "
                          "a width and height of 0 or more"),
        // Composed by the engine of a literal and a value: " at port " + a port's name, an art
        // problem + ": refused".
        QT_TRANSLATE_NOOP("EngineMessages", " at port %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "%1: refused"),
        // A player of several colours (The Mist's English edition).
        QT_TRANSLATE_NOOP("EngineMessages", "%1 is not a colour this player plays"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the player plays several colours: the figure must name its \"color\""),
        QT_TRANSLATE_NOOP("EngineMessages", "a player plays no colour"),
        QT_TRANSLATE_NOOP("EngineMessages", "the players' colours add up to %1, not %2"),
        QT_TRANSLATE_NOOP("EngineMessages", "this game takes at most %1 colours, not %2"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "a player plays several colours only in a cooperative game"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "setup.players[%1].colors: must be a list of 1 to %2 colour names"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.players[%1].colors[%2]: must be a colour name"),
        QT_TRANSLATE_NOOP("EngineMessages", "setup.players[%1].colors[%2]: %3 is played twice"),
        QT_TRANSLATE_NOOP("EngineMessages", "a package declares at most %1 figures"),
        QT_TRANSLATE_NOOP("EngineMessages", "must list the feature types it may stand on (%1)"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the packages of this game declare more than %1 figures of their own"),
        // Authored rules (rules.json "attributes" and "scoring").
        QT_TRANSLATE_NOOP(
                "EngineMessages",
                "%1 and %2 contradict each other: both may apply to one %3, and %1 sets %4 to %5 "
                "points where %2 sets it to %6 (make their conditions exclusive)"),
        QT_TRANSLATE_NOOP("EngineMessages", "'%1' is a name the format uses itself"),
        QT_TRANSLATE_NOOP("EngineMessages", "a %1 has no '%2' to count (it has %3)"),
        QT_TRANSLATE_NOOP("EngineMessages", "a %1 has no '%2' to pay for (it has %3, and bonus)"),
        QT_TRANSLATE_NOOP("EngineMessages", "a package declares at most %1 attributes"),
        QT_TRANSLATE_NOOP("EngineMessages", "a package writes at most %1 scoring rules"),
        QT_TRANSLATE_NOOP("EngineMessages", "atLeast is more than atMost: it never holds"),
        QT_TRANSLATE_NOOP("EngineMessages", "declared twice"),
        QT_TRANSLATE_NOOP("EngineMessages", "fields score only at the end"),
        QT_TRANSLATE_NOOP("EngineMessages", "longer than %1 characters"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "must be 2-24 letters and digits, starting with a lower-case letter"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from -%1 to %1"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be a whole number from 1 to %1 (1: a flag)"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be an object of attribute to count"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be an object of subject (or bonus) to points"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be an object of subject to condition"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "must be atLeast or atMost, a whole number from 0 to 10000"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be completed, end or both"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be one of %1"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "must be one of %1, or the package's own art/<name>.svg"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be the package's own art/<name>.svg"),
        QT_TRANSLATE_NOOP("EngineMessages", "must be true"),
        QT_TRANSLATE_NOOP(
                "EngineMessages",
                "must be true (present), false (absent) or {\"atLeast\": n, \"atMost\": m}"),
        QT_TRANSLATE_NOOP("EngineMessages", "must give atLeast or atMost"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "must have exactly one effect: set, scoreNothing, multiply or add"),
        QT_TRANSLATE_NOOP("EngineMessages", "must list the feature types that carry it (%1)"),
        QT_TRANSLATE_NOOP("EngineMessages", "not an attribute of a %1 this package declares"),
        QT_TRANSLATE_NOOP("EngineMessages",
                          "the packages of this game declare %1 attributes of their own; a game "
                          "holds at most %2"),
};

struct Pattern
{
    const char *source;
    QRegularExpression regex;
    QList<int> order; // the placeholder number of each capture, in the text's order
};

// The templates as patterns, the longest fixed text first, so that "must be a whole number
// from 0 to %1" wins over "must be a whole number from %1 to %2".
const std::vector<Pattern> &patterns()
{
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out;
        static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
        for (const char *source : kTemplates) {
            const QString text = QString::fromUtf8(source);
            QString regex = QStringLiteral("^");
            QList<int> order;
            qsizetype at = 0;
            auto it = placeholder.globalMatch(text);
            while (it.hasNext()) {
                const QRegularExpressionMatch m = it.next();
                regex += QRegularExpression::escape(text.mid(at, m.capturedStart() - at));
                regex += QStringLiteral("(.+?)");
                order << m.captured(1).toInt();
                at = m.capturedEnd();
            }
            regex += QRegularExpression::escape(text.mid(at)) + QStringLiteral("$");
            out.push_back(
                    {source,
                     QRegularExpression(regex, QRegularExpression::DotMatchesEverythingOption),
                     order});
        }
        const auto fixedLength = [](const Pattern &p) {
            return qstrlen(p.source) - 2 * p.order.size();
        };
        std::stable_sort(out.begin(), out.end(), [&](const Pattern &a, const Pattern &b) {
            return fixedLength(a) > fixedLength(b);
        });
        return out;
    }();
    return all;
}

// A JSON path, a file name or an id before ": " ("setup.players[1]", "tiles.json"): kept as
// it is, the message after it translated.
bool isPath(QStringView text)
{
    static const QRegularExpression path(QStringLiteral("^[A-Za-z0-9_.\\[\\]/-]+$"));
    return path.match(text).hasMatch();
}

} // namespace

QString EngineMessages::translate(const QString &english, bool *complete)
{
    if (complete)
        *complete = true;
    for (const Pattern &p : patterns()) {
        const QRegularExpressionMatch m = p.regex.match(english);
        if (!m.hasMatch())
            continue;
        QString out = QCoreApplication::translate("EngineMessages", p.source);
        // Values go in by number; a value that is a message of its own is translated too.
        QStringList values(p.order.size() ? *std::max_element(p.order.begin(), p.order.end()) : 0);
        for (qsizetype i = 0; i < p.order.size(); ++i) {
            const QString value = m.captured(int(i) + 1);
            bool known = false;
            const QString translated = translate(value, &known);
            values[p.order[i] - 1] = known ? translated : value;
        }
        for (qsizetype i = 0; i < values.size(); ++i)
            out.replace(QStringLiteral("%") + QString::number(i + 1), values[i]);
        return out;
    }
    // Problems written as text (Problem::toString, several joined by "; "): each part.
    const qsizetype semicolon = english.indexOf(QStringLiteral("; "));
    if (semicolon > 0) {
        bool first = true;
        bool second = true;
        const QString out = translate(english.left(semicolon), &first) + QStringLiteral("; ")
                + translate(english.mid(semicolon + 2), &second);
        if (first && second) {
            if (complete)
                *complete = true;
            return out;
        }
    }
    const qsizetype colon = english.indexOf(QStringLiteral(": "));
    if (colon > 0 && isPath(QStringView(english).left(colon)))
        return english.left(colon + 2) + translate(english.mid(colon + 2), complete);
    static const QRegularExpression tile(QStringLiteral("^tile ([^ :]+): "));
    if (const QRegularExpressionMatch m = tile.match(english); m.hasMatch())
        return tr("tile %1").arg(m.captured(1)) + QStringLiteral(": ")
                + translate(english.mid(m.capturedEnd()), complete);
    if (complete)
        *complete = false;
    return english;
}

QString EngineMessages::problem(const Problem &problem)
{
    QStringList where;
    if (!problem.file.isEmpty())
        where << problem.file;
    if (!problem.tile.isEmpty())
        where << tr("tile %1").arg(problem.tile);
    if (!problem.field.isEmpty())
        where << problem.field;
    const QString what = translate(problem.message);
    return where.isEmpty() ? what : where.join(QStringLiteral(": ")) + QStringLiteral(": ") + what;
}

QString EngineMessages::problems(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << problem(p);
    return lines.join(QStringLiteral("; "));
}

QStringList EngineMessages::templates()
{
    QStringList out;
    for (const char *source : kTemplates)
        out << QString::fromUtf8(source);
    return out;
}

} // namespace carcassonne
