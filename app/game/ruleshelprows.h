#pragma once

#include <QVariantList>

namespace carcassonne {

class GameContent;

// The rules help (RulesHelp) as the window's RulesHelpDialog reads it: [{id, title, text,
// pictures: [{source, caption}]}], a picture's tile as an image of the TileImageProvider.
class RulesHelpRows
{
public:
    // Every section of a game's help; `contentNumber` is the content's TileImageProvider
    // number, or 0 outside a game (tiles are then drawn from their package by id).
    static QVariantList game(const GameContent &content, int contentNumber);
    // One module's section, or {} when it has no description.
    static QVariantMap module(const GameContent &content, const QString &moduleId,
                              int contentNumber = 0);
};

} // namespace carcassonne
