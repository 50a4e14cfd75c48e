#pragma once

#include "state/move.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace carcassonne {

class Game;
class GameContent;

// The hints of a first game: a short card that explains a step of the game the first time a
// person meets it (laying a tile, placing a figure, a farmer's field, the first points, the end
// of a game), each once. Which hints were seen and whether hints show at all are the window's
// settings. The game's rules are not here: the guide only looks at what the game offers now,
// and a rule set whose game differs (Mayflower's coast, The Mist's team) words a hint itself.
class HintGuide : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller's hints")
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY changed)
    // The ids of the hints seen (kept by the window between sessions).
    Q_PROPERTY(QStringList seen READ seen WRITE setSeen NOTIFY changed)
    // The hint showing now: its id ("" for none), title and text.
    Q_PROPERTY(QString id READ id NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)

public:
    // What the game shows a person now, as far as the hints care.
    struct Situation
    {
        bool humanTurn = false;
        bool gameOver = false;
        bool placingTile = false;
        bool placingFigure = false; // and a figure can go somewhere
        bool farmerSpot = false; // one of the spots lays a farmer (farmers on)
        int farmerPoints = 0; // a farmer's points per completed city
        QString figureWord; // "meeple", "colonist", "guard" in the language shown
        QString scoredLine; // the log's line of a feature that just scored, or ""
        // The game's rules, whose modules may word a hint their own way (ModuleUi::hintText).
        std::shared_ptr<const GameContent> content;
    };
    // The situation of a game: its legal moves now, and the log's lines added since the last
    // look (`newLogRows`).
    static Situation situationOf(const Game *game, const MoveList *moves, bool humanTurn,
                                 const QList<QVariantMap> &newLogRows);

    explicit HintGuide(QObject *parent = nullptr);

    bool enabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    QStringList seen() const { return m_seen; }
    void setSeen(const QStringList &seen);
    QString id() const { return m_id; }
    QString title() const;
    QString text() const;

    // Shows the first hint the situation calls for that was not seen; a hint showing that the
    // game has moved past counts as seen.
    void consider(const Situation &situation);
    // The person has read the hint showing: it is not shown again.
    Q_INVOKABLE void dismiss();
    // Every hint shows again (Settings).
    Q_INVOKABLE void reset();

signals:
    void changed();

private:
    bool applies(const QString &id, const Situation &s) const;
    bool m_enabled = true;
    QStringList m_seen;
    QString m_id;
    Situation m_situation;
};

} // namespace carcassonne
