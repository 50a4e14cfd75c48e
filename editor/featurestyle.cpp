#include "featurestyle.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>

namespace carcassonne {

QString FeatureStyle::name(FeatureType type)
{
    switch (type) {
    case FeatureType::Field:
        return QCoreApplication::translate("FeatureStyle", "Field", "landscape");
    case FeatureType::Road:
        return QCoreApplication::translate("FeatureStyle", "Road");
    case FeatureType::City:
        return QCoreApplication::translate("FeatureStyle", "City");
    case FeatureType::River:
        return QCoreApplication::translate("FeatureStyle", "River");
    case FeatureType::Cloister:
        return QCoreApplication::translate("FeatureStyle", "Cloister");
    case FeatureType::Garden:
        return QCoreApplication::translate("FeatureStyle", "Garden");
    case FeatureType::Farm:
        return QCoreApplication::translate("FeatureStyle", "Farm", "Mayflower building");
    case FeatureType::Castle:
        return QCoreApplication::translate("FeatureStyle", "Haunted Castle");
    case FeatureType::Graveyard:
        return QCoreApplication::translate("FeatureStyle", "Graveyard");
    case FeatureType::Fog:
        return QCoreApplication::translate("FeatureStyle", "Fog");
    case FeatureType::Count:
        break;
    }
    return {};
}

QColor FeatureStyle::colour(FeatureType type)
{
    switch (type) {
    case FeatureType::Field:
        return QColor(0x8c, 0xc0, 0x5a);
    case FeatureType::Road:
        return QColor(0xf4, 0xec, 0xd8);
    case FeatureType::City:
        return QColor(0xc9, 0x7b, 0x47);
    case FeatureType::River:
        return QColor(0x4a, 0x90, 0xd9);
    case FeatureType::Cloister:
        return QColor(0xd6, 0x4f, 0x4f);
    case FeatureType::Garden:
        return QColor(0x3d, 0x8b, 0x3d);
    case FeatureType::Farm:
        return QColor(0xb5, 0x8b, 0x3c);
    case FeatureType::Castle:
        return QColor(0x6b, 0x5b, 0x95);
    case FeatureType::Graveyard:
        return QColor(0x70, 0x70, 0x70);
    case FeatureType::Fog:
        return QColor(0xc8, 0xd0, 0xdc);
    case FeatureType::Count:
        break;
    }
    return Qt::gray;
}

QIcon FeatureStyle::icon(FeatureType type)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(40, 40, 40), size / 16.0));
        p.setBrush(colour(type));
        const QRectF r(size * 0.12, size * 0.12, size * 0.76, size * 0.76);
        if (featuretype::hasPorts(type))
            p.drawRoundedRect(r, size * 0.15, size * 0.15);
        else
            p.drawEllipse(r);
        if (type == FeatureType::Road || type == FeatureType::River) {
            p.setPen(QPen(type == FeatureType::Road ? QColor(90, 80, 60) : QColor(230, 240, 255),
                          size / 10.0));
            p.drawLine(QPointF(size * 0.5, size * 0.18), QPointF(size * 0.5, size * 0.82));
        }
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString FeatureStyle::symbolName(SymbolKind kind)
{
    switch (kind) {
    case SymbolKind::None:
        return QCoreApplication::translate("FeatureStyle", "None", "no arrow symbol");
    case SymbolKind::Reinforce:
        return QCoreApplication::translate("FeatureStyle", "Reinforce");
    case SymbolKind::Anywhere:
        return QCoreApplication::translate("FeatureStyle", "Anywhere");
    case SymbolKind::ExtraTurn:
        return QCoreApplication::translate("FeatureStyle", "Extra Turn");
    }
    return {};
}

} // namespace carcassonne
