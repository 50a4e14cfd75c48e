#pragma once

#include "record/gamerecord.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace carcassonne {

class NewGameModel;

// The setup of the game being set up, the one place a setup is built: the packages chosen (the
// new game model's), the modules switched on or off, the parameters with the headline value
// picked, the seats (the rows: name, named, color, kind) and the seed. The new game dialog edits
// it; it builds the setup map ({packages, players, rules, seed}) that NewGameModel::setupOf, the
// one parser, turns into the engine's GameSetup, and it remembers the last setup as the JSON
// the dialog has always kept (Qt.labs.settings, "newGame/setup"), reading that of any version.
// At an online table the people are "you" and "open" seats (friends), at one screen "human".
class SetupModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The new game model's setup")
    Q_PROPERTY(int count READ rowCount NOTIFY seatsChanged)
    // [{name, named, color, kind}], the rows as a list (for what follows every seat).
    Q_PROPERTY(QVariantList seats READ seats NOTIFY seatsChanged)
    // PackageChoices::of the packages chosen when they were last selected.
    Q_PROPERTY(QVariantMap info READ info NOTIFY rulesChanged)
    Q_PROPERTY(QStringList packages READ packages NOTIFY rulesChanged)
    // {module: on} for each module of the packages.
    Q_PROPERTY(QVariantMap modules READ modules WRITE setModules NOTIFY rulesChanged)
    // {parameter: value} for each parameter of the packages, the headline's too.
    Q_PROPERTY(QVariantMap parameterValues READ parameterValues NOTIFY rulesChanged)
    Q_PROPERTY(int headlineValue READ headlineValue NOTIFY rulesChanged)
    // The setup's rules: the modules that differ from their default, the parameters that differ.
    Q_PROPERTY(QVariantMap rules READ rules NOTIFY rulesChanged)
    // "" (a new shuffle each game) or digits.
    Q_PROPERTY(QString seed READ seed WRITE setSeed NOTIFY seedChanged)
    // Seats for an online table ("you", "open") or for one screen ("human").
    Q_PROPERTY(bool online READ online NOTIFY seatsChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, NamedRole, ColorRole, KindRole };

    explicit SetupModel(NewGameModel *choices);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QVariantList seats() const;
    QVariantMap info() const { return m_info; }
    QStringList packages() const;
    QVariantMap modules() const { return m_modules; }
    void setModules(const QVariantMap &modules);
    QVariantMap parameterValues() const { return m_parameters; }
    int headlineValue() const { return m_headlineValue; }
    QString seed() const { return m_seed; }
    void setSeed(const QString &seed);
    bool online() const { return m_online; }

    // Takes the new game model's packages as chosen now: their modules (a module known before
    // keeps its switch), their parameters at their start values (and the headline's presets),
    // the seats within the rule set's limits.
    Q_INVOKABLE void selectPackages();
    // Picks a value of the headline parameter: the other parameters take its presets.
    Q_INVOKABLE void pickHeadline(int value);
    Q_INVOKABLE void setParameter(const QString &name, const QVariant &value);
    QVariantMap rules() const;

    // Adds default seats or removes the last ones.
    Q_INVOKABLE void setSeatCount(int count);
    // A typed name; an empty one is the default's again on the next opening.
    Q_INVOKABLE void setName(int seat, const QString &name);
    Q_INVOKABLE void setColour(int seat, const QString &colour);
    Q_INVOKABLE void setKind(int seat, const QString &kind);

    // The setup map: {packages, players: [{name, color, kind}], rules, seed}.
    Q_INVOKABLE QVariantMap setup() const;
    // The engine's setup of it (NewGameModel::setupOf), or nothing and `error`.
    std::optional<GameSetup> gameSetup(QString *error) const;

    // The setup as the dialog remembers it: {packages, players: [{name, named, color, kind}],
    // modules, seed, headline: {name: value}}.
    Q_INVOKABLE QString remembered() const;
    // Sets up from a remembered setup (of any version: `package` alone, names without `named`)
    // for an online table or one screen; at an online table your seat takes `playerName` when
    // it is given. Chooses the packages in the new game model.
    Q_INVOKABLE void restore(const QString &json, bool online, const QString &playerName = {});

    // Whether a remembered name was typed by the player. Setups remembered before `named` was
    // kept say nothing: the defaults of those versions, in any language, were not typed.
    Q_INVOKABLE static bool wasTyped(const QVariantMap &seat);
    // A remembered seat's kind as the dialog offers it now: at an online table the first
    // person is you and the others are friends; at one screen both are people here.
    static QString seatKind(const QString &kind, bool online, int seat, int firstHuman);
    // A seat's default name: a name, never a pronoun ("Player 1 to play", not "You to play").
    static QString defaultName(int seat);
    // Seats of these kinds in the colours' order, named "Player n" or "Computer n" (a package
    // being tried), or by `names` where given.
    Q_INVOKABLE static QVariantList defaultSeats(const QStringList &kinds,
                                                 const QStringList &names = {});
    // A setup map of these parts; an empty seed is a new shuffle, an empty pile the packages'.
    Q_INVOKABLE static QVariantMap build(const QStringList &packages, const QVariantList &seats,
                                         const QVariantMap &rules, const QString &seed = {},
                                         const QString &pile = {});

signals:
    void seatsChanged();
    void rulesChanged();
    void seedChanged();

private:
    struct Seat
    {
        QString name;
        bool named = false; // typed by the player: kept in any language
        QString color;
        QString kind;
    };

    Seat defaultSeat(int seat) const;
    QVariantMap headline() const;
    QVariantMap headlineOption() const;
    bool hasHeadline() const;
    void changeSeat(int seat, int role);

    NewGameModel *m_choices;
    QList<Seat> m_seats;
    QVariantMap m_info;
    QVariantMap m_modules;
    QVariantMap m_parameters;
    int m_headlineValue = 0;
    QString m_seed;
    bool m_online = false;
};

} // namespace carcassonne
