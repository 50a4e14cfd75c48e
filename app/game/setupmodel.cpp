#include "setupmodel.h"

#include "newgamemodel.h"
#include "playercolours.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace carcassonne {

namespace {

const QString kName = QStringLiteral("name");
const QString kNamed = QStringLiteral("named");
const QString kColor = QStringLiteral("color");
const QString kKind = QStringLiteral("kind");
const QString kHuman = QStringLiteral("human");
const QString kYou = QStringLiteral("you");
const QString kOpen = QStringLiteral("open");
const QString kParameters = QStringLiteral("parameters");
const QString kValue = QStringLiteral("value");
const QString kInitial = QStringLiteral("initial");

// Parameter values compared as the engine reads them (true and 1 are the same).
bool sameValue(const QVariant &a, const QVariant &b)
{
    return a.toDouble() == b.toDouble();
}

// A parameter's start value in the dialog: its own where it has one (The Mist's colours on).
QVariant initialOf(const QVariantMap &parameter)
{
    return parameter.contains(kInitial) ? parameter.value(kInitial) : parameter.value(kValue);
}

} // namespace

SetupModel::SetupModel(NewGameModel *choices) : QAbstractListModel(choices), m_choices(choices) { }

int SetupModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_seats.size());
}

QVariant SetupModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_seats.size())
        return {};
    const Seat &s = m_seats[index.row()];
    switch (role) {
    case NameRole:
        return s.name;
    case NamedRole:
        return s.named;
    case ColorRole:
        return s.color;
    case KindRole:
        return s.kind;
    }
    return {};
}

QHash<int, QByteArray> SetupModel::roleNames() const
{
    return {{NameRole, "name"}, {NamedRole, "named"}, {ColorRole, "color"}, {KindRole, "kind"}};
}

QVariantList SetupModel::seats() const
{
    QVariantList out;
    for (const Seat &s : m_seats)
        out << QVariantMap{{kName, s.name}, {kNamed, s.named}, {kColor, s.color}, {kKind, s.kind}};
    return out;
}

QStringList SetupModel::packages() const
{
    const QStringList ids = m_info.value(QStringLiteral("ids")).toStringList();
    if (!ids.isEmpty())
        return ids;
    const QString id = m_info.value(QStringLiteral("id")).toString();
    return id.isEmpty() ? QStringList{} : QStringList{id};
}

void SetupModel::setModules(const QVariantMap &modules)
{
    if (modules == m_modules)
        return;
    m_modules = modules;
    emit rulesChanged();
}

void SetupModel::setSeed(const QString &seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    emit seedChanged();
}

QVariantMap SetupModel::headline() const
{
    return m_info.value(QStringLiteral("headline")).toMap();
}

bool SetupModel::hasHeadline() const
{
    return !headline().value(QStringLiteral("options")).toList().isEmpty();
}

QVariantMap SetupModel::headlineOption() const
{
    for (const QVariant &o : headline().value(QStringLiteral("options")).toList()) {
        if (o.toMap().value(kValue).toInt() == m_headlineValue)
            return o.toMap();
    }
    return {};
}

void SetupModel::selectPackages()
{
    const QVariantMap previous = m_modules;
    m_info = m_choices->info();
    m_modules.clear();
    for (const QVariant &v : m_info.value(QStringLiteral("modules")).toList()) {
        const QVariantMap m = v.toMap();
        const QString id = m.value(QStringLiteral("id")).toString();
        m_modules.insert(id,
                         previous.contains(id) ? previous.value(id)
                                               : m.value(QStringLiteral("enabled")));
    }
    m_parameters.clear();
    for (const QVariant &v : m_info.value(kParameters).toList())
        m_parameters.insert(v.toMap().value(kName).toString(), initialOf(v.toMap()));
    if (hasHeadline())
        pickHeadline(headline().value(kValue).toInt());
    else
        emit rulesChanged();
    const int least = m_info.value(QStringLiteral("minPlayers")).toInt();
    const int most = m_info.value(QStringLiteral("maxPlayers")).toInt();
    setSeatCount(
            std::max(least > 0 ? least : 2, std::min(most > 0 ? most : 5, int(m_seats.size()))));
}

void SetupModel::pickHeadline(int value)
{
    m_headlineValue = value;
    const QVariantMap preset = headlineOption().value(kParameters).toMap();
    QVariantMap values;
    for (const QVariant &v : m_info.value(kParameters).toList()) {
        const QVariantMap p = v.toMap();
        const QString name = p.value(kName).toString();
        // The dialog's own start (The Mist's colours on) wins over a level that leaves the
        // parameter at the engine's default.
        const bool own = p.contains(kInitial) && !sameValue(p.value(kInitial), p.value(kValue));
        values.insert(name,
                      preset.contains(name)
                                      && !(own && sameValue(preset.value(name), p.value(kValue)))
                              ? preset.value(name)
                              : initialOf(p));
    }
    values.insert(headline().value(kName).toString(), value);
    m_parameters = values;
    emit rulesChanged();
}

void SetupModel::setParameter(const QString &name, const QVariant &value)
{
    m_parameters.insert(name, value);
    emit rulesChanged();
}

QVariantMap SetupModel::rules() const
{
    QVariantMap chosen;
    for (const QVariant &v : m_info.value(QStringLiteral("modules")).toList()) {
        const QVariantMap m = v.toMap();
        const QString id = m.value(QStringLiteral("id")).toString();
        const bool on = m_modules.value(id).toBool();
        if (on != m.value(QStringLiteral("enabled")).toBool())
            chosen.insert(id, on);
    }
    // Only what differs from the rule set's defaults, or from the presets of the headline
    // value picked (which is sent whenever it is not the default).
    const bool headlined = hasHeadline();
    const QString headlineName = headline().value(kName).toString();
    const QVariantMap preset =
            headlined ? headlineOption().value(kParameters).toMap() : QVariantMap{};
    QVariantMap parameters;
    for (const QVariant &v : m_info.value(kParameters).toList()) {
        const QVariantMap p = v.toMap();
        const QString name = p.value(kName).toString();
        const QVariant base = preset.contains(name) ? preset.value(name) : p.value(kValue);
        const QVariant value = m_parameters.value(name);
        if (!sameValue(value, base)
            || (headlined && name == headlineName && !sameValue(value, p.value(kValue))))
            parameters.insert(name, value);
    }
    if (!parameters.isEmpty())
        chosen.insert(kParameters, parameters);
    return chosen;
}

SetupModel::Seat SetupModel::defaultSeat(int seat) const
{
    const QStringList colours = PlayerColours::names();
    return {defaultName(seat), false, colours[seat % colours.size()],
            seat == 0 ? kHuman : QStringLiteral("ai:mcts-normal")};
}

void SetupModel::setSeatCount(int count)
{
    if (count > m_seats.size()) {
        beginInsertRows({}, int(m_seats.size()), count - 1);
        while (m_seats.size() < count)
            m_seats << defaultSeat(int(m_seats.size()));
        endInsertRows();
    } else if (count < m_seats.size()) {
        beginRemoveRows({}, std::max(0, count), int(m_seats.size()) - 1);
        m_seats.resize(std::max(0, count));
        endRemoveRows();
    }
    emit seatsChanged();
}

void SetupModel::changeSeat(int seat, int role)
{
    emit dataChanged(index(seat), index(seat), {role});
    emit seatsChanged();
}

void SetupModel::setName(int seat, const QString &name)
{
    if (seat < 0 || seat >= m_seats.size())
        return;
    m_seats[seat].name = name;
    m_seats[seat].named = !name.isEmpty();
    emit dataChanged(index(seat), index(seat), {NameRole, NamedRole});
    emit seatsChanged();
}

void SetupModel::setColour(int seat, const QString &colour)
{
    if (seat < 0 || seat >= m_seats.size())
        return;
    m_seats[seat].color = colour;
    changeSeat(seat, ColorRole);
}

void SetupModel::setKind(int seat, const QString &kind)
{
    if (seat < 0 || seat >= m_seats.size())
        return;
    m_seats[seat].kind = kind;
    changeSeat(seat, KindRole);
}

QVariantMap SetupModel::setup() const
{
    QVariantList players;
    for (const Seat &s : m_seats)
        players << QVariantMap{{kName, s.name}, {kColor, s.color}, {kKind, s.kind}};
    return build(packages(), players, rules(), m_seed.trimmed());
}

std::optional<GameSetup> SetupModel::gameSetup(QString *error) const
{
    return m_choices->setupOf(setup(), error);
}

QString SetupModel::remembered() const
{
    QJsonArray players;
    // Remembered as seats at one screen: the next local game starts from the same table.
    for (const Seat &s : m_seats)
        players << QJsonObject{{kName, s.name},
                               {kNamed, s.named},
                               {kColor, s.color},
                               {kKind, seatKind(s.kind, m_online, 0, -1)}};
    QJsonObject picked;
    if (hasHeadline())
        picked.insert(headline().value(kName).toString(), m_headlineValue);
    const QJsonObject saved{{QStringLiteral("packages"), QJsonArray::fromStringList(packages())},
                            {QStringLiteral("players"), players},
                            {QStringLiteral("modules"), QJsonObject::fromVariantMap(m_modules)},
                            {QStringLiteral("seed"), m_seed.trimmed()},
                            {QStringLiteral("headline"), picked}};
    return QString::fromUtf8(QJsonDocument(saved).toJson(QJsonDocument::Compact));
}

void SetupModel::restore(const QString &json, bool online, const QString &playerName)
{
    const QVariantMap saved = QJsonDocument::fromJson(json.toUtf8()).object().toVariantMap();
    beginResetModel();
    m_online = online;
    m_seats.clear();
    if (saved.contains(QStringLiteral("players"))) {
        const QVariantList players = saved.value(QStringLiteral("players")).toList();
        int firstHuman = -1;
        for (int i = 0; i < players.size() && firstHuman < 0; ++i) {
            if (players[i].toMap().value(kKind).toString() == kHuman)
                firstHuman = i;
        }
        for (int i = 0; i < players.size(); ++i) {
            const QVariantMap p = players[i].toMap();
            const bool named = wasTyped(p);
            m_seats << Seat{named ? p.value(kName).toString() : defaultName(i), named,
                            p.value(kColor).toString(),
                            seatKind(p.value(kKind).toString(), online, i, firstHuman)};
        }
        if (online && firstHuman < 0 && !m_seats.isEmpty())
            m_seats[0].kind = kYou;
    } else {
        m_seats << defaultSeat(0) << defaultSeat(1);
        if (online)
            m_seats[0].kind = seatKind(kHuman, true, 0, 0);
    }
    for (Seat &s : m_seats) {
        if (online && !playerName.isEmpty() && s.kind == kYou)
            s.name = playerName;
    }
    endResetModel();
    emit seatsChanged();

    QStringList chosen = saved.value(QStringLiteral("packages")).toStringList();
    if (chosen.isEmpty()) {
        const QString one = saved.value(QStringLiteral("package")).toString();
        chosen = {one.isEmpty() ? QStringLiteral("base") : one};
    }
    m_choices->select(chosen.first(), chosen.mid(1));
    m_modules.clear();
    selectPackages();
    const QVariantMap picked = saved.value(QStringLiteral("headline")).toMap();
    const QString headlineName = headline().value(kName).toString();
    if (hasHeadline() && picked.contains(headlineName))
        pickHeadline(picked.value(headlineName).toInt());
    const QVariantMap modules = saved.value(QStringLiteral("modules")).toMap();
    for (auto it = modules.cbegin(); it != modules.cend(); ++it) {
        if (m_modules.contains(it.key()))
            m_modules.insert(it.key(), it.value());
    }
    emit rulesChanged();
    const QVariant seed = saved.value(QStringLiteral("seed"));
    setSeed(seed.toString());
}

bool SetupModel::wasTyped(const QVariantMap &seat)
{
    if (seat.contains(kNamed))
        return seat.value(kNamed).toBool();
    static const QRegularExpression defaults(
            QStringLiteral("^(You|Jij|Du|Player \\d+|Speler \\d+|Spieler \\d+)$"));
    return !defaults.match(seat.value(kName).toString()).hasMatch();
}

QString SetupModel::seatKind(const QString &kind, bool online, int seat, int firstHuman)
{
    if (online && kind == kHuman)
        return seat == firstHuman ? kYou : kOpen;
    if (!online && (kind == kYou || kind == kOpen))
        return kHuman;
    return kind;
}

QString SetupModel::defaultName(int seat)
{
    // The dialog's words, where they were translated.
    return QCoreApplication::translate("NewGameDialog", "Player %1").arg(seat + 1);
}

QVariantList SetupModel::defaultSeats(const QStringList &kinds, const QStringList &names)
{
    const QStringList colours = PlayerColours::names();
    QVariantList out;
    for (int i = 0; i < kinds.size() && (names.isEmpty() || i < names.size()); ++i) {
        // The window's words for a package being tried (context "Main", where they were).
        const QString name = !names.isEmpty() ? names[i]
                : kinds[i] == kHuman
                ? QCoreApplication::translate("Main", "Player %1").arg(i + 1)
                : QCoreApplication::translate("Main", "Computer %1").arg(i + 1);
        out << QVariantMap{{kName, name}, {kColor, colours[i % colours.size()]}, {kKind, kinds[i]}};
    }
    return out;
}

QVariantMap SetupModel::build(const QStringList &packages, const QVariantList &seats,
                              const QVariantMap &rules, const QString &seed, const QString &pile)
{
    QVariantMap out{{QStringLiteral("players"), seats},
                    {QStringLiteral("rules"), rules},
                    {QStringLiteral("seed"), seed}};
    // Without packages, the setup's own (the base game).
    if (!packages.isEmpty())
        out.insert(QStringLiteral("packages"), packages);
    if (!pile.isEmpty())
        out.insert(QStringLiteral("pile"), pile);
    return out;
}

} // namespace carcassonne
