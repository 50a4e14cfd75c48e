#include "newgamemodel.h"

#include "ai/botfactory.h"
#include "ai/botlevels.h"
#include "enginemessages.h"
#include "playercolours.h"
#include "record/game.h"
#include "record/gamerecord.h"
#include "state/gamecontent.h"
#include "testpile.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <algorithm>

namespace carcassonne {

NewGameModel::NewGameModel(QObject *parent) : QAbstractListModel(parent)
{
    m_repository.addSearchPath(PackageRepository::userPackageFolder());
}

int NewGameModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_expansions.size());
}

QVariant NewGameModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_expansions.size())
        return {};
    const PackageChoices::Facts &f = m_expansions[index.row()];
    switch (role) {
    case PackageIdRole:
        return f.id;
    case NameRole:
        return f.name;
    case DescriptionRole:
        return f.description;
    case RequirementsRole:
        return f.requirements;
    case ChosenRole:
        return m_chosen.contains(f.id);
    case AllowedRole:
        return PackageChoices::verdict(m_packages, m_base, m_chosen, f.id).allowed;
    case ReasonRole:
        return PackageChoices::verdict(m_packages, m_base, m_chosen, f.id).reason;
    case FitsRole:
        return PackageChoices::goesWith(m_packages, m_base, f.id);
    }
    return {};
}

QHash<int, QByteArray> NewGameModel::roleNames() const
{
    return {{PackageIdRole, "packageId"},     {NameRole, "name"},
            {DescriptionRole, "description"}, {RequirementsRole, "requirements"},
            {ChosenRole, "chosen"},           {AllowedRole, "allowed"},
            {ReasonRole, "reason"},           {FitsRole, "fits"}};
}

int NewGameModel::fitting() const
{
    return int(std::count_if(m_expansions.cbegin(), m_expansions.cend(),
                             [this](const PackageChoices::Facts &f) {
                                 return PackageChoices::goesWith(m_packages, m_base, f.id);
                             }));
}

QVariantList NewGameModel::bases() const
{
    QVariantList out;
    for (const PackageChoices::Facts &f : m_packages) {
        if (f.standalone)
            out.append(QVariantMap{{QStringLiteral("id"), f.id},
                                   {QStringLiteral("name"), f.name},
                                   {QStringLiteral("description"), f.description}});
    }
    return out;
}

void NewGameModel::reload()
{
    beginResetModel();
    m_packages = PackageChoices::available(m_repository);
    m_expansions.clear();
    for (const PackageChoices::Facts &f : std::as_const(m_packages)) {
        if (!f.standalone)
            m_expansions << f;
    }
    endResetModel();
    emit countChanged();
    setChosen(m_base, m_chosen);
}

void NewGameModel::select(const QString &base, const QStringList &expansions)
{
    setChosen(base, expansions);
}

void NewGameModel::toggle(const QString &id, bool on)
{
    setChosen(m_base, PackageChoices::toggle(m_packages, m_base, m_chosen, id, on));
}

void NewGameModel::setChosen(const QString &base, const QStringList &chosen)
{
    QString b;
    QString first;
    for (const PackageChoices::Facts &f : std::as_const(m_packages)) {
        if (!f.standalone)
            continue;
        if (first.isEmpty())
            first = f.id;
        if (f.id == base)
            b = base;
    }
    m_base = b.isEmpty() ? (first.isEmpty() ? QStringLiteral("base") : first) : b;
    m_chosen = PackageChoices::combine(m_packages, m_base, chosen);
    m_info = PackageChoices::of(m_repository, QStringList{m_base} + m_chosen);
    if (!m_expansions.isEmpty())
        emit dataChanged(index(0), index(int(m_expansions.size()) - 1),
                         {ChosenRole, AllowedRole, ReasonRole, FitsRole});
    emit selectionChanged();
}

QVariantMap NewGameModel::infoOf(const QStringList &ids)
{
    return PackageChoices::of(m_repository, ids);
}

QVariantList NewGameModel::rulesHelp(const QStringList &packages, const QVariantMap &rules,
                                     const QString &moduleId)
{
    return PackageChoices::help(m_repository, packages, rules, moduleId);
}

QVariantMap NewGameModel::idleNotes(const QStringList &packages, const QVariantMap &rules)
{
    return PackageChoices::idleNotes(m_repository, packages, rules);
}

QVariantList NewGameModel::dealtColours(const QVariantMap &map)
{
    QList<PlayerSetup> seats;
    for (const QVariant &v : map.value(QStringLiteral("players")).toList()) {
        PlayerSetup p;
        p.color = v.toMap().value(QStringLiteral("color")).toString();
        seats << p;
    }
    const QStringList ids = map.value(QStringLiteral("packages")).toStringList();
    if (seats.isEmpty() || ids.isEmpty())
        return {};
    Problems problems;
    const auto packages = m_repository.resolve(ids, &problems);
    if (!packages)
        return {};
    const auto content =
            GameContent::build(*packages, map.value(QStringLiteral("rules")).toMap(), &problems);
    if (!content)
        return {};
    const std::vector<int> layout = content->defaultColours(int(seats.size()));
    if (layout.empty())
        return {};
    const QList<PlayerSetup> dealt = Game::dealColours(seats, layout);
    QVariantList out;
    for (qsizetype seat = 0; seat < seats.size(); ++seat) {
        QVariantList colours;
        for (const PlayerSetup &p : dealt) {
            if (p.seat == seat)
                colours.append(
                        QVariantMap{{QStringLiteral("colour"), p.color},
                                    {QStringLiteral("label"), PlayerColours::label(p.color)},
                                    {QStringLiteral("value"), PlayerColours::value(p.color)}});
        }
        out.append(QVariantMap{{QStringLiteral("seat"), int(seat)},
                               {QStringLiteral("colours"), colours}});
    }
    return out;
}

QVariantList NewGameModel::botKinds() const
{
    // The engine's one list of levels, weakest first.
    QVariantList out;
    for (const BotLevel &level : BotLevels::all())
        out << QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(level.kind)},
                           {QStringLiteral("label"),
                            QCoreApplication::translate(BotLevels::kContext, level.label)}};
    return out;
}

QStringList NewGameModel::colourNames() const
{
    return PlayerColours::names();
}

QString NewGameModel::colourValue(const QString &name) const
{
    return PlayerColours::value(name);
}

std::optional<QString> NewGameModel::addPath(const QString &path, Message *error)
{
    Problems problems;
    const auto id = m_repository.addPath(path, &problems);
    if (!id && error) {
        *error = problemsMessage(problems);
    }
    return id;
}

std::optional<GameSetup> NewGameModel::setupOf(const QVariantMap &map, QString *error)
{
    // Written as a record's setup (GameRecord::setupJson) and read by the record's one parser;
    // what only the window has (a drawn seed, the order of tiles) is its own.
    QStringList packages = map.value(QStringLiteral("packages")).toStringList();
    if (packages.isEmpty())
        packages = GameSetup().packages;
    QList<PlayerSetup> players;
    for (const QVariant &v : map.value(QStringLiteral("players")).toList()) {
        const QVariantMap p = v.toMap();
        PlayerSetup player;
        // Cut as the name field cuts it: a save must be one the record reader reads again.
        player.name = p.value(QStringLiteral("name")).toString().left(GameRecord::kMaxNameLength);
        player.color = p.value(QStringLiteral("color")).toString();
        player.kind = p.value(QStringLiteral("kind"), QStringLiteral("human")).toString();
        if (player.kind != QLatin1String("human") && !BotFactory::isKnown(player.kind)) {
            if (error)
                *error = QCoreApplication::translate("GameController", "Unknown player kind %1")
                                 .arg(player.kind);
            return std::nullopt;
        }
        players << player;
    }
    bool seedGiven = false;
    const quint64 given = map.value(QStringLiteral("seed")).toString().toULongLong(&seedGiven);
    const quint64 seed = seedGiven ? given : QRandomGenerator::global()->generate64() >> 12;
    const QString pileName = map.value(QStringLiteral("pile")).toString();
    const auto pile = TestPile::parse(pileName);
    if (!pile) {
        if (error)
            *error = QCoreApplication::translate("GameController", "Unknown order of tiles %1")
                             .arg(pileName);
        return std::nullopt;
    }
    Message why;
    std::optional<GameSetup> setup = GameRecord::setupFromJson(
            GameRecord::setupJson(packages, players, map.value(QStringLiteral("rules")).toMap(),
                                  seed),
            &why);
    if (!setup) {
        if (error)
            *error = EngineMessages::translate(why);
        return std::nullopt;
    }
    // The order of tiles the window's tests ask for: the record's deck.
    if (!TestPile::apply(*setup, setup->packages.last(), *pile, m_repository, error))
        return std::nullopt;
    return setup;
}

} // namespace carcassonne
