#include "editartcommand.h"

#include "packagedocument.h"

namespace carcassonne {

EditRulesArtCommand::EditRulesArtCommand(PackageDocument *document, RulesDefinition after,
                                         QMap<QString, QByteArray> artAfter, const QString &text,
                                         QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_document(document),
      m_before(document->package().rules),
      m_after(std::move(after)),
      m_artBefore(document->package().art),
      m_artAfter(std::move(artAfter))
{ }

// The art first: the widgets the rules' change refreshes find the file a mark names.
void EditRulesArtCommand::undo()
{
    m_document->setArt(m_artBefore);
    m_document->setRules(m_before);
}

void EditRulesArtCommand::redo()
{
    m_document->setArt(m_artAfter);
    m_document->setRules(m_after);
}

} // namespace carcassonne
