#include "ruleshelprows.h"

#include "boardlists.h"
#include "ruleshelp.h"
#include "state/gamecontent.h"

#include <QVariantMap>

namespace carcassonne {

namespace {

QVariantMap row(const RulesHelp::Section &section, const GameContent &content, int contentNumber)
{
    QVariantList pictures;
    for (const ModuleUi::HelpPicture &p : section.pictures) {
        QString source;
        if (p.tileType >= 0 && p.tileType < int(content.tileTypes().size())) {
            const TileType &tile = content.tileType(p.tileType);
            source = contentNumber > 0 ? BoardLists::tileSource(contentNumber, p.tileType)
                                       : QStringLiteral("image://carcassonne/package/%1/%2")
                                                 .arg(tile.packageId, tile.id);
        } else if (!p.image.isEmpty()) {
            source = QStringLiteral("image://carcassonne/") + p.image;
        }
        if (!source.isEmpty())
            pictures.append(QVariantMap{{QStringLiteral("source"), source},
                                        {QStringLiteral("caption"), p.caption}});
    }
    return {{QStringLiteral("id"), section.id},
            {QStringLiteral("title"), section.title},
            {QStringLiteral("text"), section.text},
            {QStringLiteral("pictures"), pictures}};
}

} // namespace

QVariantList RulesHelpRows::game(const GameContent &content, int contentNumber)
{
    QVariantList rows;
    for (const RulesHelp::Section &s : RulesHelp::sections(content))
        rows.append(row(s, content, contentNumber));
    return rows;
}

QVariantMap RulesHelpRows::module(const GameContent &content, const QString &moduleId,
                                  int contentNumber)
{
    const RulesHelp::Section s = RulesHelp::module(content, moduleId);
    return s.text.isEmpty() ? QVariantMap() : row(s, content, contentNumber);
}

} // namespace carcassonne
