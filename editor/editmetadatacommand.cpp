#include "editmetadatacommand.h"

#include "packagedocument.h"

namespace carcassonne {

EditMetadataCommand::EditMetadataCommand(PackageDocument *document, PackageMetadata after,
                                         const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_document(document),
      m_before(document->metadata()),
      m_after(std::move(after))
{ }

void EditMetadataCommand::undo()
{
    m_document->setMetadata(m_before);
}

void EditMetadataCommand::redo()
{
    m_document->setMetadata(m_after);
}

} // namespace carcassonne
