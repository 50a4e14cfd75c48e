#include "edittilecommand.h"

#include "packagedocument.h"

namespace carcassonne {

EditTileCommand::EditTileCommand(PackageDocument *document, int index, TileDefinition after,
                                 const QString &text, int mergeKey, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_document(document),
      m_index(index),
      m_before(document->tile(index)),
      m_after(std::move(after)),
      m_mergeKey(mergeKey)
{ }

void EditTileCommand::undo()
{
    m_document->setTile(m_index, m_before);
}

void EditTileCommand::redo()
{
    m_document->setTile(m_index, m_after);
}

bool EditTileCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const EditTileCommand *>(other);
    if (o->m_index != m_index || o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after;
    return true;
}

} // namespace carcassonne
