#pragma once

#include "content/featuredefinition.h"

#include <QColor>
#include <QIcon>
#include <QString>

namespace carcassonne {

// How the editor shows a feature type: its translated name, a colour and a small icon.
class FeatureStyle
{
public:
    static QString name(FeatureType type);
    static QColor colour(FeatureType type);
    static QIcon icon(FeatureType type);
    static QString symbolName(SymbolKind kind);
};

} // namespace carcassonne
