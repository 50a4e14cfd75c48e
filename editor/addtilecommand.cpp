#include "addtilecommand.h"

#include "packagedocument.h"

namespace carcassonne {

AddTileCommand::AddTileCommand(PackageDocument *document, int index, TileDefinition tile,
                               const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent),
      m_document(document),
      m_index(index),
      m_tile(std::move(tile))
{ }

void AddTileCommand::undo()
{
    m_document->takeTile(m_index);
}

void AddTileCommand::redo()
{
    m_document->insertTile(m_index, m_tile);
}

} // namespace carcassonne
