#include "removetilecommand.h"

#include "packagedocument.h"

#include <QCoreApplication>

namespace carcassonne {

RemoveTileCommand::RemoveTileCommand(PackageDocument *document, int index, QUndoCommand *parent)
    : QUndoCommand(parent),
      m_document(document),
      m_index(index),
      m_tile(document->tile(index))
{
    setText(QCoreApplication::translate("RemoveTileCommand", "Remove Tile %1").arg(m_tile.id));
}

void RemoveTileCommand::undo()
{
    m_document->insertTile(m_index, m_tile);
}

void RemoveTileCommand::redo()
{
    m_document->takeTile(m_index);
}

} // namespace carcassonne
