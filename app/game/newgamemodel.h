#pragma once

#include "content/packagerepository.h"
#include "packagechoices.h"
#include "record/gamerecord.h"
#include "setupmodel.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

namespace carcassonne {

// What the new game dialog offers: the rule sets that play on their own (bases), the expansions
// as rows (packageId, name, description, requirements, chosen, allowed, reason) with the
// current choice of base and expansions, the modules and parameters of the packages chosen
// together (info), the kinds of player and their colours. It owns the package repository games
// start from. What combines with what is PackageChoices' decision; QML reads the flags.
class NewGameModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller's new game choices")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // [{id, name, description}] of the packages that make a game on their own.
    Q_PROPERTY(QVariantList bases READ bases NOTIFY countChanged)
    Q_PROPERTY(QString base READ base NOTIFY selectionChanged)
    Q_PROPERTY(QStringList chosen READ chosen NOTIFY selectionChanged)
    // PackageChoices::of the base and the chosen expansions.
    Q_PROPERTY(QVariantMap info READ info NOTIFY selectionChanged)
    // How many of the rows go with the chosen rule set (FitsRole): the dialog lists only those.
    Q_PROPERTY(int fitting READ fitting NOTIFY selectionChanged)
    // The setup being made of these choices: what the dialog edits and games start from.
    Q_PROPERTY(SetupModel *setupModel READ setupModel CONSTANT)

public:
    enum Role {
        PackageIdRole = Qt::UserRole + 1,
        NameRole,
        DescriptionRole,
        RequirementsRole,
        ChosenRole,
        AllowedRole,
        ReasonRole,
        FitsRole // PackageChoices::goesWith the chosen rule set
    };

    explicit NewGameModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QVariantList bases() const;
    QString base() const { return m_base; }
    QStringList chosen() const { return m_chosen; }
    QVariantMap info() const { return m_info; }
    int fitting() const;
    SetupModel *setupModel() { return &m_setup; }

    // Reads the packages again, with their names in the language shown now.
    Q_INVOKABLE void reload();
    // Chooses a base (the first one when it is not known) and the expansions of `expansions`
    // that go with it.
    Q_INVOKABLE void select(const QString &base, const QStringList &expansions);
    // Switches an expansion on or off; others may go with it (PackageChoices::toggle).
    Q_INVOKABLE void toggle(const QString &id, bool on);
    // PackageChoices::of any packages, chosen or not.
    Q_INVOKABLE QVariantMap infoOf(const QStringList &ids);
    // The rules help of a game with these packages and rules (a setup's, as setupOf reads
    // them), or one module's section of it (PackageChoices::help).
    Q_INVOKABLE QVariantList rulesHelp(const QStringList &packages, const QVariantMap &rules,
                                       const QString &moduleId = QString());
    // The modules with nothing to do in that game and why (PackageChoices::idleNotes).
    Q_INVOKABLE QVariantMap idleNotes(const QStringList &packages, const QVariantMap &rules);
    // Computer player kinds with their labels, weakest first: [{kind, label}] (BotLevels).
    // The colours each seat of a setup ({packages, rules, players}) plays where the rules deal
    // several (The Mist's English edition): [{seat, colours: [{colour, label, value}]}], one per
    // seat; empty when every seat plays its own colour only.
    Q_INVOKABLE QVariantList dealtColours(const QVariantMap &setup);
    Q_INVOKABLE QVariantList botKinds() const;
    Q_INVOKABLE QStringList colourNames() const;
    Q_INVOKABLE QString colourValue(const QString &name) const;

    PackageRepository &repository() { return m_repository; }
    const PackageRepository &repository() const { return m_repository; }
    // Reads a package from a path (zip or folder) into the repository: its id, or nothing and
    // the problems in `error`.
    std::optional<QString> addPath(const QString &path, Message *error);
    // The engine's setup from the dialog's: {packages: [ids], players: [{name, color, kind}],
    // seed: "" or number, rules: {module: bool, parameters: {...}}, pile: "" | "first" |
    // "only" (TestPile: the last package's own tiles first, or alone)}. Without a seed, a new
    // shuffle. Nothing, and `error`, for an unknown kind of player or pile, or a pile that
    // cannot be ordered so.
    std::optional<GameSetup> setupOf(const QVariantMap &map, QString *error);

signals:
    void countChanged();
    void selectionChanged();

private:
    void setChosen(const QString &base, const QStringList &chosen);

    PackageRepository m_repository;
    QList<PackageChoices::Facts> m_packages;
    QList<PackageChoices::Facts> m_expansions; // the rows
    QString m_base;
    QStringList m_chosen;
    QVariantMap m_info;
    SetupModel m_setup{this};
};

} // namespace carcassonne
