#include "editrulescommand.h"

#include "packagedocument.h"

namespace carcassonne {

EditRulesCommand::EditRulesCommand(PackageDocument *document, RulesDefinition after,
                                   const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_document(document),
      m_before(document->package().rules),
      m_after(std::move(after))
{ }

void EditRulesCommand::undo()
{
    m_document->setRules(m_before);
}

void EditRulesCommand::redo()
{
    m_document->setRules(m_after);
}

} // namespace carcassonne
