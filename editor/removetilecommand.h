#pragma once

#include "content/tiledefinition.h"

#include <QUndoCommand>

namespace carcassonne {

class PackageDocument;

// Removes a tile type; undo puts it back where it was.
class RemoveTileCommand : public QUndoCommand
{
public:
    RemoveTileCommand(PackageDocument *document, int index, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    PackageDocument *m_document;
    int m_index;
    TileDefinition m_tile;
};

} // namespace carcassonne
