#pragma once

#include "featuredefinition.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace carcassonne {

// A tile type as a package defines it: its cells and features, unrotated.
struct TileDefinition
{
    QString id;
    int count = 1;
    QList<CellPos> cells{CellPos{}};
    QList<FeatureDefinition> features;
    QString art; // optional path of hand-made SVG art inside the package
    QJsonObject tags; // free-form data for tools; the rules ignore it
    // How the art draws the package's own attributes (FeatureDefinition::authored), by the
    // package's attribute index: an index into AuthoredAttribute::marks() (-1: none known yet,
    // drawn as the first). TileArt fills it from the package; never written to tiles.json.
    QList<std::int8_t> authoredMarks;
    // By the same index: the SVG of an attribute whose mark is the package's own art ("art/..."),
    // empty for the generic marks. TileArt fills it; never written to tiles.json.
    QList<QByteArray> authoredMarkArt;
};

} // namespace carcassonne
