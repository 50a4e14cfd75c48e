#pragma once

#include "content/tiledefinition.h"

#include <QUndoCommand>

namespace carcassonne {

class PackageDocument;

// Adds a tile type at an index (new, duplicated, copied from another package, imported).
class AddTileCommand : public QUndoCommand
{
public:
    AddTileCommand(PackageDocument *document, int index, TileDefinition tile, const QString &text,
                   QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    PackageDocument *m_document;
    int m_index;
    TileDefinition m_tile;
};

} // namespace carcassonne
