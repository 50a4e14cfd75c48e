#pragma once

#include "content/rulesdefinition.h"

#include <QUndoCommand>

namespace carcassonne {

class PackageDocument;

// Changes the rules file: modules, parameters, the start tile.
class EditRulesCommand : public QUndoCommand
{
public:
    EditRulesCommand(PackageDocument *document, RulesDefinition after, const QString &text,
                     QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    PackageDocument *m_document;
    RulesDefinition m_before;
    RulesDefinition m_after;
};

} // namespace carcassonne
