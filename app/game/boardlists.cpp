#include "boardlists.h"

#include "art/tileart.h"
#include "core/geometry.h"
#include "eventtext.h"
#include "moduleuis.h"
#include "playercolours.h"
#include "state/tiletype.h"
#include "tileartnotifier.h"

#include <QCoreApplication>
#include <QRectF>

#include <algorithm>
#include <cmath>

namespace carcassonne {

namespace {

const QStringList kTileRoles{QStringLiteral("x"),         QStringLiteral("y"),
                             QStringLiteral("rotation"),  QStringLiteral("source"),
                             QStringLiteral("cellsWide"), QStringLiteral("cellsHigh"),
                             QStringLiteral("offsetX"),   QStringLiteral("offsetY")};

// The figure's picture (FigureArt): a farmer lies in its field.
QString figureArtName(FigureKind kind, FeatureType on)
{
    if (kind == FigureKind::Meeple && on == FeatureType::Field)
        return QStringLiteral("meeple-lying");
    // A package's own figures are drawn as FigureArt's "own1", "own2" (the names of their slots).
    return figurekind::name(kind);
}

} // namespace

BoardLists::BoardLists()
    : m_tiles(kTileRoles),
      m_placements({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("rotations")}),
      m_targets({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("kind"),
                 QStringLiteral("source"), QStringLiteral("feature"), QStringLiteral("points"),
                 QStringLiteral("recall"), QStringLiteral("label"), QStringLiteral("scale"),
                 QStringLiteral("ring")}),
      m_figures({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("player"),
                 QStringLiteral("source"), QStringLiteral("kind"), QStringLiteral("segment"),
                 QStringLiteral("scale")}),
      m_players({QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("colour"),
                 QStringLiteral("colourValue"), QStringLiteral("kind"), QStringLiteral("human"),
                 QStringLiteral("score"), QStringLiteral("current"), QStringLiteral("supply"),
                 QStringLiteral("leader"), QStringLiteral("counters")}),
      m_remaining({QStringLiteral("type"), QStringLiteral("source"), QStringLiteral("count"),
                   QStringLiteral("total"), QStringLiteral("fits")}),
      m_deadSpots({QStringLiteral("x"), QStringLiteral("y")}),
      m_highlight({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("ax"),
                   QStringLiteral("ay")}),
      m_markers({QStringLiteral("kind"), QStringLiteral("id"), QStringLiteral("x"),
                 QStringLiteral("y"), QStringLiteral("width"), QStringLiteral("height"),
                 QStringLiteral("source"), QStringLiteral("tone"), QStringLiteral("count"),
                 QStringLiteral("tooltip"), QStringLiteral("spotX"), QStringLiteral("spotY"),
                 QStringLiteral("size")}),
      m_fields({QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("number"),
                QStringLiteral("points"), QStringLiteral("cities")})
{ }

double BoardLists::figureScale(const GameContent &content, FigureKind kind)
{
    // A package's own figure is drawn at the size its rules give it, in percent of a meeple.
    const int own = int(kind) - int(FigureKind::Own1);
    if (own >= 0 && own < content.ownFigures().size())
        return content.ownFigures()[own].size / 100.0;
    return 1.0;
}

QString BoardLists::figureSource(const GameContent &content, int contentNumber, FigureKind kind,
                                 FeatureType on, const QString &colour)
{
    // A package's figure with a picture of its own: the package's SVG in the player's colour.
    const int own = int(kind) - int(FigureKind::Own1);
    if (own >= 0 && own < content.ownFigures().size() && !content.ownFigureArt(own).isEmpty())
        return QStringLiteral("image://carcassonne/ownfigure/%1/%2/%3")
                .arg(contentNumber)
                .arg(own)
                .arg(PlayerColours::imageColour(colour));
    return figureSource(kind, on, colour);
}

QString BoardLists::figureSource(FigureKind kind, FeatureType on, const QString &colour)
{
    return QStringLiteral("image://carcassonne/figure/%1/%2")
            .arg(figureArtName(kind, on), PlayerColours::imageColour(colour));
}

QVariantMap BoardLists::counterRow(const ModuleUi::Counter &c)
{
    return {{QStringLiteral("id"), c.id},
            {QStringLiteral("name"), c.name},
            {QStringLiteral("count"), c.count},
            {QStringLiteral("goal"), c.goal},
            {QStringLiteral("text"), c.text},
            {QStringLiteral("tooltip"), c.tooltip},
            {QStringLiteral("source"),
             c.icon.isEmpty() ? QString() : QStringLiteral("image://carcassonne/icon/") + c.icon}};
}

QString BoardLists::turnedTileSource(int contentNumber, int tileType, int quarterTurns)
{
    QString source = tileSource(contentNumber, tileType);
    const qsizetype query = source.indexOf(QLatin1Char('?'));
    source.insert(query < 0 ? source.size() : query,
                  QLatin1Char('/') + QString::number(quarterTurns));
    return source;
}

QString BoardLists::tileSource(int contentNumber, int tileType)
{
    if (tileType < 0)
        return {};
    const QString id =
            QStringLiteral("image://carcassonne/tile/%1/%2").arg(contentNumber).arg(tileType);
    // After a late drawing every tile's id changes, so each view asks for its picture again.
    const int generation = TileArtNotifier::generation();
    return generation == 0 ? id : id + QStringLiteral("?g=") + QString::number(generation);
}

const QList<FeatureAnchor> &BoardLists::anchorsOf(const GameState &state, int tileType) const
{
    auto it = m_anchors.find(tileType);
    if (it == m_anchors.end())
        it = m_anchors.insert(tileType,
                              TileArt::anchors(state.content().tileType(tileType).definition));
    return it.value();
}

QPointF BoardLists::anchorOf(const GameState &s, int segment) const
{
    if (segment < 0 || segment >= s.features().size())
        return {};
    const FeatureGraph::Node &node = s.features().node(segment);
    if (node.tile < 0 || std::size_t(node.tile) >= s.board().tiles().size())
        return {};
    const PlacedTile &tile = s.board().tiles()[std::size_t(node.tile)];
    const QList<FeatureAnchor> &anchors = anchorsOf(s, tile.type);
    if (node.local >= anchors.size())
        return QPointF(tile.at.x + 0.5, tile.at.y + 0.5);
    const FeatureAnchor a = TileArt::rotated(anchors[node.local], tile.rotation);
    return QPointF(tile.at.x + a.cell.x + a.point.x(), tile.at.y + a.cell.y + a.point.y());
}

void BoardLists::refresh(const Input &in)
{
    refreshTiles(in);
    refreshPlacements(in);
    refreshTargets(in);
    refreshFigures(in);
    refreshPlayers(in);
    refreshRemaining(in);
    refreshHighlight(in);
    refreshMarkers(in);
    refreshFields(in);
}

void BoardLists::refreshFields(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game && in.showFields) {
        const GameState &s = in.game->state();
        const FeatureGraph &graph = s.features();
        QHash<int, int> numbers; // field root -> number
        for (int n = 0; n < graph.size(); ++n) {
            const FeatureGraph::Node &node = graph.node(n);
            if (node.type != FeatureType::Field || node.tile < 0)
                continue;
            const int root = graph.find(n);
            const int number = numbers.value(root, int(numbers.size()) + 1);
            numbers.insert(root, number);
            const FeatureValue v = s.value(n);
            const QPointF at = anchorOf(s, n);
            rows.append({{QStringLiteral("x"), at.x()},
                         {QStringLiteral("y"), at.y()},
                         {QStringLiteral("number"), number},
                         {QStringLiteral("points"), v.points},
                         {QStringLiteral("cities"), v.cities}});
        }
    }
    m_fields.setRows(rows);
}

void BoardLists::refreshTiles(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game) {
        const GameContent &content = in.game->state().content();
        for (const PlacedTile &t : in.game->state().board().tiles()) {
            // The picture is turned by the image provider; place its turned bounding box.
            const geometry::CellBox box =
                    geometry::cellBox(content.tileType(t.type).definition.cells, t.rotation);
            rows.append({{QStringLiteral("x"), t.at.x},
                         {QStringLiteral("y"), t.at.y},
                         {QStringLiteral("rotation"), t.rotation * 90},
                         {QStringLiteral("source"),
                          turnedTileSource(in.contentNumber, t.type, t.rotation)},
                         {QStringLiteral("cellsWide"), box.width()},
                         {QStringLiteral("cellsHigh"), box.height()},
                         {QStringLiteral("offsetX"), box.minX},
                         {QStringLiteral("offsetY"), box.minY}});
        }
    }
    m_tiles.setRows(rows);
}

void BoardLists::refreshPlacements(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game && in.game->state().phase() == GameState::Phase::PlaceTile && in.humanTurn) {
        QHash<quint64, int> index;
        for (const Move &m : (*in.moves)) {
            const quint64 key = (quint64(quint32(m.at.x)) << 32) | quint32(m.at.y);
            auto it = index.find(key);
            if (it == index.end()) {
                index.insert(key, int(rows.size()));
                rows.append({{QStringLiteral("x"), m.at.x},
                             {QStringLiteral("y"), m.at.y},
                             {QStringLiteral("rotations"), QVariantList{int(m.rotation)}}});
            } else {
                QVariantList r = rows[it.value()].value(QStringLiteral("rotations")).toList();
                if (!r.contains(int(m.rotation)))
                    r << int(m.rotation);
                rows[it.value()].insert(QStringLiteral("rotations"), r);
            }
        }
    }
    m_placements.setRows(rows);
}

void BoardLists::separateSpots(QList<QPointF> &spots, const QRectF &bounds, double distance)
{
    const auto clamp = [&](QPointF &p) {
        p.setX(std::clamp(p.x(), bounds.left(), bounds.right()));
        p.setY(std::clamp(p.y(), bounds.top(), bounds.bottom()));
    };
    for (QPointF &p : spots)
        clamp(p);
    // Pairwise pushes, half each way, until nothing overlaps (or the tile is too full to
    // part them all, which no published tile is).
    for (int round = 0; round < 100; ++round) {
        bool moved = false;
        for (qsizetype i = 0; i < spots.size(); ++i) {
            for (qsizetype j = i + 1; j < spots.size(); ++j) {
                QPointF d = spots[j] - spots[i];
                double length = std::hypot(d.x(), d.y());
                if (length >= distance - 1e-9)
                    continue;
                if (length < 1e-9) {
                    // On top of each other: part them along a direction of their own.
                    const double angle = 2.399963 * double(j); // the golden angle
                    d = QPointF(std::cos(angle), std::sin(angle));
                    length = 0;
                } else {
                    d /= length;
                }
                // Pushed a little askew, so that spots in a line along the tile's edge can
                // spread sideways when the line is longer than the tile.
                const double skew = (i + j) % 2 ? 0.35 : -0.35;
                d = QPointF(d.x() - skew * d.y(), d.y() + skew * d.x())
                        / std::sqrt(1 + skew * skew);
                const QPointF push = d * ((distance - length) / 2);
                spots[i] -= push;
                spots[j] += push;
                clamp(spots[i]);
                clamp(spots[j]);
                moved = true;
            }
        }
        if (!moved)
            break;
    }
}

bool BoardLists::spotsApart(const QList<QPointF> &spots, double distance)
{
    for (qsizetype i = 0; i < spots.size(); ++i) {
        for (qsizetype j = i + 1; j < spots.size(); ++j) {
            const QPointF d = spots[j] - spots[i];
            if (std::hypot(d.x(), d.y()) < distance - 1e-6)
                return false;
        }
    }
    return true;
}

void BoardLists::refreshTargets(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game && in.game->state().phase() == GameState::Phase::PlaceFigure && in.humanTurn) {
        const GameState &s = in.game->state();
        const auto &setup = in.game->setup();
        // A player of several colours places the colour picked (FigureColourChoice).
        const int owner = in.figureOwner >= 0 ? in.figureOwner : s.currentPlayer();
        const QString colour = setup.players[owner].color;
        for (std::size_t i = 0; i < (*in.moves).size(); ++i) {
            const Move &m = (*in.moves)[i];
            if (m.kind != Move::Kind::PlaceFigure
                || (m.owner != Move::kCurrentPlayer && int(m.owner) != owner))
                continue;
            const QPointF at = anchorOf(s, m.segment);
            const FeatureValue v = s.value(m.segment);
            const QString figure = EventText::figureName(s.content(), m.figure, v.type);
            const QString feature = ModuleUis::featureWord(s.content(), v.type);
            rows.append({{QStringLiteral("x"), at.x()},
                         {QStringLiteral("y"), at.y()},
                         {QStringLiteral("anchorX"), at.x()},
                         {QStringLiteral("anchorY"), at.y()},
                         {QStringLiteral("kind"), figurekind::name(m.figure)},
                         {QStringLiteral("source"),
                          figureSource(s.content(), in.contentNumber, m.figure,
                                       s.features().node(m.segment).type, colour)},
                         {QStringLiteral("feature"), feature},
                         {QStringLiteral("points"), v.points},
                         {QStringLiteral("recall"), m.recall},
                         {QStringLiteral("scale"), figureScale(s.content(), m.figure)},
                         {QStringLiteral("label"),
                          m.recall ? tr("Take back the %1 from the %2").arg(figure, feature)
                                  : m.owner != Move::kCurrentPlayer
                                  //: A figure of a colour picked, for a player of several.
                                  ? tr("Place a %1 (%2) on the %3")
                                            .arg(figure, PlayerColours::label(colour), feature)
                                  : tr("Place a %1 on the %2").arg(figure, feature)},
                         {QStringLiteral("move"), int(i)}});
        }
        // The spots on the tile just laid, parted so that each ring can be clicked (a recalled
        // abbot's spot lies elsewhere and stays).
        const auto &tiles = s.board().tiles();
        if (!tiles.empty()) {
            const PlacedTile &tile = tiles.back();
            const TileType &type = s.content().tileType(tile.type);
            QRectF box;
            for (const RotatedCell &c : type.rotations[std::size_t(tile.rotation & 3)])
                box |= QRectF(tile.at.x + c.offset.x, tile.at.y + c.offset.y, 1, 1);
            QList<qsizetype> onTile;
            QList<QPointF> anchors;
            for (qsizetype i = 0; i < rows.size(); ++i) {
                // A spot elsewhere (a recalled abbot's) stands alone: the size asked.
                rows[i].insert(QStringLiteral("ring"), std::max(1.0, in.spotScale));
                const QPointF p(rows[i].value(QStringLiteral("x")).toDouble(),
                                rows[i].value(QStringLiteral("y")).toDouble());
                if (box.contains(p)) {
                    onTile << i;
                    anchors << p;
                }
            }
            // The rings as large as asked where the tile can hold them all apart, else a
            // quarter smaller each try, down to the usual size.
            QList<QPointF> spots;
            double scale = std::max(1.0, in.spotScale);
            for (;; scale = std::max(1.0, scale - 0.25)) {
                spots = anchors;
                const double diameter = kSpotDiameter * scale;
                const double r = diameter / 2 + 0.005; // a ring whole inside the tile
                separateSpots(spots, box.adjusted(r, r, -r, -r), diameter + kSpotGap);
                if (scale <= 1.0 || spotsApart(spots, diameter + kSpotGap))
                    break;
            }
            for (qsizetype k = 0; k < onTile.size(); ++k) {
                rows[onTile[k]].insert(QStringLiteral("x"), spots[k].x());
                rows[onTile[k]].insert(QStringLiteral("y"), spots[k].y());
                rows[onTile[k]].insert(QStringLiteral("ring"), scale);
            }
        }
    }
    m_targets.setRows(rows);
}

void BoardLists::refreshFigures(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game) {
        const GameState &s = in.game->state();
        for (const PlacedFigure &f : s.figures()) {
            if (f.segment < 0)
                continue;
            const QPointF at = anchorOf(s, f.segment);
            const QString colour = in.game->setup().players[f.player].color;
            rows.append({{QStringLiteral("x"), at.x()},
                         {QStringLiteral("y"), at.y()},
                         {QStringLiteral("player"), int(f.player)},
                         {QStringLiteral("source"),
                          figureSource(s.content(), in.contentNumber, f.kind,
                                       s.features().node(f.segment).type, colour)},
                         {QStringLiteral("kind"), figurekind::name(f.kind)},
                         {QStringLiteral("segment"), f.segment},
                         {QStringLiteral("scale"), figureScale(s.content(), f.kind)}});
        }
    }
    m_figures.setRows(rows);
}

void BoardLists::refreshPlayers(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game) {
        const GameState &s = in.game->state();
        const QStringList kinds = in.figureKinds;
        const std::vector<const ModuleUi *> modules = ModuleUis::enabled(s.content());
        for (int p = 0; p < s.playerCount(); ++p) {
            const PlayerSetup &setup = in.game->setup().players[p];
            QVariantList supply;
            for (const QString &k : kinds) {
                const FigureKind kind = *figurekind::parse(k);
                supply.append(QVariantMap{
                        {QStringLiteral("kind"), k},
                        {QStringLiteral("name"), EventText::figureName(s.content(), kind)},
                        {QStringLiteral("count"), s.supply(p, kind)},
                        {QStringLiteral("source"),
                         figureSource(s.content(), in.contentNumber, kind, FeatureType::Road,
                                      setup.color)}});
            }
            // What the enabled modules count per player (goods tokens, ...).
            QVariantList counters;
            for (const ModuleUi *ui : modules) {
                for (const ModuleUi::Counter &c : ui->playerCounters(s, p))
                    counters.append(counterRow(c));
            }
            rows.append(
                    {{QStringLiteral("index"), p},
                     {QStringLiteral("counters"), counters},
                     {QStringLiteral("name"), EventText::playerName(in.game->setup(), p)},
                     // Whose turn it is says the person, not the colour.
                     {QStringLiteral("seatName"), EventText::seatName(in.game->setup(), p)},
                     {QStringLiteral("colour"), setup.color},
                     {QStringLiteral("colourValue"), PlayerColours::value(setup.color)},
                     {QStringLiteral("kind"), EventText::kindLabel(setup.kind)},
                     {QStringLiteral("human"), bool(in.humans.value(p))},
                     {QStringLiteral("score"), s.score(p)},
                     // Every colour of the person whose turn it is.
                     {QStringLiteral("current"),
                      !s.gameOver() && s.seatOf(s.currentPlayer()) == s.seatOf(p)},
                     {QStringLiteral("supply"), supply},
                     {QStringLiteral("leader"), s.gameOver() && (s.outcome().winners >> p & 1)}});
        }
    }
    m_players.setRows(rows);
}

void BoardLists::refreshMarkers(const Input &in)
{
    QList<QVariantMap> rows;
    if (in.game) {
        const GameState &s = in.game->state();
        for (const ModuleUi *ui : ModuleUis::enabled(s.content())) {
            for (const ModuleUi::BoardMarker &m : ui->boardMarkers(s)) {
                QString kind;
                switch (m.kind) {
                case ModuleUi::BoardMarker::Kind::Ground:
                    kind = QStringLiteral("ground");
                    break;
                case ModuleUi::BoardMarker::Kind::Shade:
                    kind = QStringLiteral("shade");
                    break;
                case ModuleUi::BoardMarker::Kind::Token:
                    kind = QStringLiteral("token");
                    break;
                }
                rows.append({{QStringLiteral("kind"), kind},
                             {QStringLiteral("id"), m.id},
                             {QStringLiteral("x"), m.at.x},
                             {QStringLiteral("y"), m.at.y},
                             {QStringLiteral("width"), m.width},
                             {QStringLiteral("height"), m.height},
                             {QStringLiteral("source"),
                              m.icon.isEmpty() ? QString()
                                               : QStringLiteral("image://carcassonne/") + m.icon},
                             {QStringLiteral("tone"), m.tone},
                             {QStringLiteral("count"), m.count},
                             {QStringLiteral("tooltip"), m.tooltip},
                             {QStringLiteral("spotX"), m.spotX},
                             {QStringLiteral("spotY"), m.spotY},
                             {QStringLiteral("size"), m.size}});
            }
        }
    }
    m_markers.setRows(rows);
}

void BoardLists::refreshRemaining(const Input &in)
{
    QList<QVariantMap> rows;
    QList<QVariantMap> dead;
    if (in.game) {
        const GameState &s = in.game->state();
        const GameContent &content = s.content();
        // What the players know: tiles laid face down are as unseen as those still to come.
        const std::vector<int> remaining = s.unseenTiles();
        // Out of the tiles this game began with: the rule set may have left some in the box
        // (The Mist's level 1 plays without castles and graveyards).
        std::vector<int> began;
        if (in.first) {
            began = in.first->unseenTiles();
            if (in.first->currentTile() >= 0 && std::size_t(in.first->currentTile()) < began.size())
                ++began[std::size_t(in.first->currentTile())];
        }
        for (std::size_t t = 0; t < content.tileTypes().size(); ++t) {
            const int total = in.first
                    ? (t < began.size() ? began[t] : 0)
                    : (content.tileType(int(t)).count - (int(t) == content.startTile()));
            if (total <= 0)
                continue;
            const int count = t < remaining.size() ? remaining[t] : 0;
            // Whether a tile of the type, drawn now, would have a square to go to.
            const bool fits = count > 0 && !s.gameOver() && s.hasPlacement(int(t));
            rows.append({{QStringLiteral("type"), int(t)},
                         {QStringLiteral("source"), tileSource(in.contentNumber, int(t))},
                         {QStringLiteral("count"), count},
                         {QStringLiteral("total"), total},
                         {QStringLiteral("fits"), fits}});
        }
        // Dead spots: frontier cells that no tile still unseen (nor the current one) can fill;
        // what lies face down might come for all the players know.
        if (in.showDeadSpots && !s.gameOver()) {
            const Board &board = s.board();
            for (const FrontierCell &f : board.frontier()) {
                const CellPos pos = board.positionOf(f.gridIndex);
                bool fillable = false;
                for (std::size_t t = 0; t < content.tileTypes().size() && !fillable; ++t) {
                    const bool available =
                            (t < remaining.size() && remaining[t] > 0) || int(t) == s.currentTile();
                    if (!available)
                        continue;
                    const TileType &type = content.tileType(int(t));
                    for (int r = 0; r < 4 && !fillable; ++r)
                        fillable = board.fits(content, type, pos, r);
                    // Multi-cell tiles may cover the cell from another anchor: count them in.
                    fillable = fillable || type.multiCell;
                }
                if (!fillable)
                    dead.append({{QStringLiteral("x"), pos.x}, {QStringLiteral("y"), pos.y}});
            }
        }
    }
    m_remaining.setRows(rows);
    m_deadSpots.setRows(dead);
}

void BoardLists::refreshHighlight(const Input &in)
{
    QList<QVariantMap> rows;
    QList<int> segments = in.highlightSegments;
    const int index = in.highlightTarget;
    if (in.game && segments.isEmpty() && index >= 0 && index < m_targets.rowCount()) {
        const int moveIndex = m_targets.get(index).value(QStringLiteral("move")).toInt();
        segments << (*in.moves)[std::size_t(moveIndex)].segment;
    }
    if (in.game) {
        const FeatureGraph &graph = in.game->state().features();
        const auto &tiles = in.game->state().board().tiles();
        for (const int segment : std::as_const(segments)) {
            if (segment < 0 || segment >= graph.size())
                continue;
            int n = segment;
            int guard = 0;
            do {
                const FeatureGraph::Node &node = graph.node(n);
                if (node.tile >= 0 && std::size_t(node.tile) < tiles.size()) {
                    const PlacedTile &t = tiles[std::size_t(node.tile)];
                    const QPointF a = anchorOf(in.game->state(), n);
                    rows.append({{QStringLiteral("x"), t.at.x},
                                 {QStringLiteral("y"), t.at.y},
                                 {QStringLiteral("ax"), a.x()},
                                 {QStringLiteral("ay"), a.y()}});
                }
                n = node.next;
            } while (n != segment && ++guard < 100000);
        }
    }
    m_highlight.setRows(rows);
}

} // namespace carcassonne
