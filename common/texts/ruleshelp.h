#pragma once

#include "moduleui.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace carcassonne {

class GameContent;
struct FeatureDefinition;

// The rules help a player opens from the game (F1) and the new game dialog (a module's "?"):
// the base game's turn and scoring, then each enabled module's rules (ModuleUi::helpText), with
// this game's numbers and pictures drawn by the game's own art. Texts in the context
// "RulesHelp" of the shared translations.
class RulesHelp
{
    Q_DECLARE_TR_FUNCTIONS(RulesHelp)

public:
    struct Section
    {
        QString id; // "basics", or the module's id
        QString title; // translated
        QString text; // paragraphs separated by a blank line
        QList<ModuleUi::HelpPicture> pictures;
    };

    // The help for a game with `content`: the basics (unless an enabled module tells its own
    // turn), then every enabled module in the content's order.
    static QList<Section> sections(const GameContent &content);
    // The base game's turn, figures and scoring with the content's core numbers.
    static Section basics(const GameContent &content);
    // One module's rules, enabled in `content` or not (its parameters at their defaults then);
    // an empty section for an id without a description.
    static Section module(const GameContent &content, const QString &moduleId);

    // A parameter as `content` resolved it, or its default when no enabled module reads it
    // (the help of a module the player may still switch on).
    static int number(const GameContent &content, const QString &name);
    // "%n point(s)", for the numbers of a rule.
    static QString points(int count);
    // The first tile type with a feature `matches` accepts, or -1: a module's picture of its
    // tiles, found in the game's own tiles (a package of the user's has other ids).
    static int firstTile(const GameContent &content,
                         const std::function<bool(const FeatureDefinition &)> &matches);
    // That tile as a picture with `caption`, or none when no tile has such a feature.
    static QList<ModuleUi::HelpPicture>
    tilePicture(const GameContent &content,
                const std::function<bool(const FeatureDefinition &)> &matches,
                const QString &caption);
};

} // namespace carcassonne
