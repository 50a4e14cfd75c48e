#pragma once

#include "content/rulesdefinition.h"

#include <QByteArray>
#include <QMap>
#include <QUndoCommand>

namespace carcassonne {

class PackageDocument;

// Changes the rules file and the package's art together (issue 53): an attribute's own mark or
// a figure's own picture set or taken back, with the SVG it names added to the art or, when
// nothing uses it any more, dropped from it. Undo restores both as they were.
class EditRulesArtCommand : public QUndoCommand
{
public:
    EditRulesArtCommand(PackageDocument *document, RulesDefinition after,
                        QMap<QString, QByteArray> artAfter, const QString &text,
                        QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    PackageDocument *m_document;
    RulesDefinition m_before;
    RulesDefinition m_after;
    QMap<QString, QByteArray> m_artBefore;
    QMap<QString, QByteArray> m_artAfter;
};

} // namespace carcassonne
