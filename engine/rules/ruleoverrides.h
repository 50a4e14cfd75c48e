#pragma once

#include <QStringList>
#include <QVariantMap>

namespace carcassonne {

// Rules chosen for one game on a command line, over what its packages say: "farmers=false"
// switches a module, "meeplesPerPlayer=8" sets a parameter. The game window's --rules and the
// command line tool's read them alike.
class RuleOverrides
{
public:
    // Adds `key=value` items (true, false or a whole number) to `rules`, in a record's
    // setup.rules form: module switches at the top, parameters under "parameters". An item may
    // hold several, separated by commas. Names are checked when the game's content is built.
    static bool parse(const QStringList &items, QVariantMap &rules, QString *error);
    // The items that give `rules` back (sorted by name), e.g. for another program's command
    // line.
    static QStringList items(const QVariantMap &rules);
};

} // namespace carcassonne
