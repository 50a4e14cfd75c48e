#include "tileediting.h"

#include "content/packagevalidator.h"

namespace carcassonne {

int TileEditing::featureAt(const TileDefinition &tile, const CellPort &port, bool overlay)
{
    for (int i = 0; i < tile.features.size(); ++i) {
        const FeatureDefinition &f = tile.features[i];
        if (featuretype::isOverlay(f.type) != overlay || !featuretype::hasPorts(f.type))
            continue;
        if (f.ports.contains(port))
            return i;
    }
    return -1;
}

void TileEditing::dropFeature(TileDefinition &tile, int feature)
{
    tile.features.removeAt(feature);
    // Field-to-city references are indices: keep them pointing at the same cities.
    for (FeatureDefinition &f : tile.features) {
        f.cities.removeAll(feature);
        for (int &c : f.cities) {
            if (c > feature)
                --c;
        }
    }
}

void TileEditing::updateBorders(TileDefinition &tile)
{
    for (int i = 0; i < tile.features.size(); ++i) {
        if (tile.features[i].type == FeatureType::Field)
            tile.features[i].cities = PackageValidator::borderedCities(tile, i);
    }
}

TileDefinition TileEditing::paint(const TileDefinition &tile, const QList<CellPort> &ports,
                                  FeatureType type, int extend, int *painted)
{
    TileDefinition t = tile;
    const bool overlay = featuretype::isOverlay(type);
    QList<CellPort> wanted;
    for (const CellPort &p : ports) {
        if (type == FeatureType::City) {
            // A city covers every port of the sides it touches.
            const int side = geometry::sideOf(p.port);
            for (int third = 0; third < 3; ++third) {
                const CellPort q{p.cell, geometry::portAt(side, third)};
                if (!wanted.contains(q))
                    wanted << q;
            }
        } else if (!wanted.contains(p)) {
            wanted << p;
        }
    }
    const auto clearGround = [&](const CellPort &p) {
        const int f = featureAt(tile, p);
        return f < 0 || tile.features[f].type == FeatureType::Road
                || tile.features[f].type == FeatureType::Field;
    };
    if (type == FeatureType::Fog)
        wanted.removeIf([&](const CellPort &p) { return !clearGround(p); });
    if (wanted.isEmpty()) {
        if (painted)
            *painted = -1;
        return tile;
    }
    // A city or a river drawn under fog pushes it away (fog lies over roads and fields).
    const bool clearsFog = !overlay && type != FeatureType::Road && type != FeatureType::Field;
    const bool extending =
            extend >= 0 && extend < t.features.size() && t.features[extend].type == type;
    // An enclosed field (no ports, Traders & Builders' TB06) is not lost by painting elsewhere.
    QList<bool> enclosed;
    for (const FeatureDefinition &f : t.features)
        enclosed << (featuretype::hasPorts(f.type) && f.ports.isEmpty());
    // Take the ports from their current holders, remembering which feature is which.
    for (FeatureDefinition &f : t.features) {
        if (!featuretype::hasPorts(f.type))
            continue;
        if (featuretype::isOverlay(f.type) != overlay && !(clearsFog && f.type == FeatureType::Fog))
            continue;
        f.ports.removeIf([&](const CellPort &p) { return wanted.contains(p); });
    }
    int target = extending ? extend : -1;
    if (target < 0) {
        FeatureDefinition f;
        f.type = type;
        t.features.append(f);
        target = int(t.features.size()) - 1;
    }
    t.features[target].ports += wanted;
    // Features left without ports are gone (from the back, so indices stay valid).
    for (int i = int(t.features.size()) - 1; i >= 0; --i) {
        if (featuretype::hasPorts(t.features[i].type) && t.features[i].ports.isEmpty()
            && !(i < enclosed.size() && enclosed[i])) {
            dropFeature(t, i);
            if (i < target)
                --target;
        }
    }
    updateBorders(t);
    if (painted)
        *painted = target;
    return t;
}

TileDefinition TileEditing::merge(const TileDefinition &tile, int a, int b)
{
    if (a == b || a < 0 || b < 0 || a >= tile.features.size() || b >= tile.features.size()
        || tile.features[a].type != tile.features[b].type)
        return tile;
    TileDefinition t = tile;
    FeatureDefinition &x = t.features[a];
    const FeatureDefinition &y = tile.features[b];
    x.ports += y.ports;
    for (const FeatureAttributeRow &row : featureattributes::all())
        x.attribute(row.attribute) += y.attribute(row.attribute);
    for (int i = 0; i < kMaxAuthoredAttributes; ++i) // the package's own attributes
        x.authored(i) += y.authored(i);
    if (x.symbol == SymbolKind::None) {
        x.symbol = y.symbol;
        x.symbolSide = y.symbolSide;
    }
    // Fields that bordered b now border a.
    for (FeatureDefinition &f : t.features) {
        if (f.cities.contains(b) && !f.cities.contains(a))
            f.cities << a;
    }
    dropFeature(t, b);
    updateBorders(t);
    return t;
}

bool TileEditing::canSplit(const TileDefinition &tile, int feature)
{
    if (feature < 0 || feature >= tile.features.size())
        return false;
    return split(tile, feature).features.size() > tile.features.size();
}

TileDefinition TileEditing::split(const TileDefinition &tile, int feature)
{
    if (feature < 0 || feature >= tile.features.size()
        || !featuretype::hasPorts(tile.features[feature].type))
        return tile;
    const FeatureDefinition &f = tile.features[feature];
    QList<QList<CellPort>> pieces;
    if (f.type == FeatureType::Field) {
        // Runs of neighbouring ports around each cell's edge.
        for (CellPos cell : tile.cells) {
            std::array<bool, kPortCount> in{};
            for (const CellPort &p : f.ports) {
                if (p.cell == cell)
                    in[std::size_t(p.port)] = true;
            }
            int start = -1;
            for (int i = 0; i < kPortCount; ++i) {
                if (!in[std::size_t(i)]) {
                    start = i;
                    break;
                }
            }
            if (start < 0) {
                QList<CellPort> all;
                for (int i = 0; i < kPortCount; ++i)
                    all << CellPort{cell, Port(i)};
                pieces << all;
                continue;
            }
            QList<CellPort> run;
            for (int k = 1; k <= kPortCount; ++k) {
                const int i = (start + k) % kPortCount;
                if (in[std::size_t(i)]) {
                    run << CellPort{cell, Port(i)};
                } else if (!run.isEmpty()) {
                    pieces << run;
                    run.clear();
                }
            }
        }
    } else {
        for (CellPos cell : tile.cells) {
            for (int side = 0; side < kSideCount; ++side) {
                QList<CellPort> piece;
                for (const CellPort &p : f.ports) {
                    if (p.cell == cell && geometry::sideOf(p.port) == side)
                        piece << p;
                }
                if (!piece.isEmpty())
                    pieces << piece;
            }
        }
    }
    // Pieces that meet across an edge joined inside the tile stay one feature.
    for (int i = 0; i < pieces.size(); ++i) {
        for (int j = int(pieces.size()) - 1; j > i; --j) {
            bool touching = false;
            for (const CellPort &p : std::as_const(pieces[i])) {
                const CellPos other = geometry::neighbour(p.cell, geometry::sideOf(p.port));
                if (tile.cells.contains(other)
                    && pieces[j].contains(CellPort{other, geometry::facing(p.port)}))
                    touching = true;
            }
            if (touching) {
                pieces[i] += pieces.takeAt(j);
                j = int(pieces.size()); // look again: the piece grew
            }
        }
    }
    if (pieces.size() < 2)
        return tile;
    TileDefinition t = tile;
    t.features[feature].ports = pieces.takeFirst();
    for (const QList<CellPort> &piece : std::as_const(pieces)) {
        FeatureDefinition g;
        g.type = f.type;
        g.ports = piece;
        t.features.append(g);
    }
    updateBorders(t);
    return t;
}

TileDefinition TileEditing::addInterior(const TileDefinition &tile, FeatureType type, CellPos cell)
{
    if (featuretype::hasPorts(type) || !tile.cells.contains(cell))
        return tile;
    TileDefinition t = tile;
    FeatureDefinition f;
    f.type = type;
    f.cell = cell;
    t.features.append(f);
    return t;
}

TileDefinition TileEditing::remove(const TileDefinition &tile, int feature)
{
    if (feature < 0 || feature >= tile.features.size())
        return tile;
    const FeatureDefinition f = tile.features[feature];
    if (featuretype::isEdgeTerrain(f.type) && f.type != FeatureType::Field)
        return paint(tile, f.ports, FeatureType::Field);
    TileDefinition t = tile;
    dropFeature(t, feature);
    updateBorders(t);
    return t;
}

bool TileEditing::canAddCell(const TileDefinition &tile, CellPos cell)
{
    if (tile.cells.contains(cell) || tile.cells.size() >= kMaxCells)
        return false;
    for (int side = 0; side < kSideCount; ++side) {
        if (tile.cells.contains(geometry::neighbour(cell, side)))
            return true;
    }
    return false;
}

TileDefinition TileEditing::addCell(const TileDefinition &tile, CellPos cell)
{
    if (!canAddCell(tile, cell))
        return tile;
    TileDefinition t = tile;
    t.cells.append(cell);
    QList<int> fields; // the fields met across joined edges, in index order
    QList<CellPort> open; // the new cell's ports no feature continues into
    for (int p = 0; p < kPortCount; ++p) {
        const Port port = Port(p);
        const CellPort here{cell, port};
        const CellPos other = geometry::neighbour(cell, geometry::sideOf(port));
        if (!tile.cells.contains(other)) {
            open << here;
            continue;
        }
        // Continue what lies across the joined edge: the terrain and the fog over it.
        const CellPort across{other, geometry::facing(port)};
        if (const int o = featureAt(tile, across, true); o >= 0)
            t.features[o].ports.append(here);
        const int f = featureAt(tile, across);
        if (f < 0) {
            open << here;
            continue;
        }
        t.features[f].ports.append(here);
        if (t.features[f].type == FeatureType::Field && !fields.contains(f))
            fields << f;
    }
    std::sort(fields.begin(), fields.end());
    if (fields.isEmpty()) {
        FeatureDefinition field;
        field.type = FeatureType::Field;
        field.ports = open;
        if (!field.ports.isEmpty())
            t.features.append(field);
    } else {
        // Only dead ends lie inside the new cell: the ground around them is one field.
        t.features[fields.first()].ports += open;
        for (qsizetype i = fields.size() - 1; i > 0; --i)
            t = merge(t, fields.first(), fields[i]);
    }
    updateBorders(t);
    return t;
}

bool TileEditing::canRemoveCell(const TileDefinition &tile, CellPos cell)
{
    if (cell == CellPos{} || !tile.cells.contains(cell) || tile.cells.size() < 2)
        return false;
    // The cells left must still hang together, from the anchor.
    QList<CellPos> left = tile.cells;
    left.removeAll(cell);
    QList<CellPos> reached{CellPos{}};
    for (qsizetype i = 0; i < reached.size(); ++i) {
        for (int side = 0; side < kSideCount; ++side) {
            const CellPos next = geometry::neighbour(reached[i], side);
            if (left.contains(next) && !reached.contains(next))
                reached << next;
        }
    }
    return reached.size() == left.size();
}

TileDefinition TileEditing::removeCell(const TileDefinition &tile, CellPos cell)
{
    if (!canRemoveCell(tile, cell))
        return tile;
    TileDefinition t = tile;
    t.cells.removeAll(cell);
    for (int i = int(t.features.size()) - 1; i >= 0; --i) {
        FeatureDefinition &f = t.features[i];
        if (featuretype::hasPorts(f.type) && !f.ports.isEmpty()) {
            f.ports.removeIf([&](const CellPort &p) { return p.cell == cell; });
            if (f.ports.isEmpty())
                dropFeature(t, i);
        } else if (f.cell == cell) {
            dropFeature(t, i);
        }
    }
    updateBorders(t);
    return t;
}

TileDefinition TileEditing::blank(const QString &id)
{
    TileDefinition t;
    t.id = id;
    t.count = 1;
    FeatureDefinition field;
    field.type = FeatureType::Field;
    for (int p = 0; p < kPortCount; ++p)
        field.ports.append(CellPort{CellPos{}, Port(p)});
    t.features = {field};
    return t;
}

} // namespace carcassonne
