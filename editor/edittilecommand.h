#pragma once

#include "content/tiledefinition.h"

#include <QUndoCommand>

namespace carcassonne {

class PackageDocument;

// Replaces one tile's definition: drawing, merging, splitting, attributes, cells, count, id.
// Commands with the same merge key on the same tile merge (a spin box's steps are one edit).
class EditTileCommand : public QUndoCommand
{
public:
    EditTileCommand(PackageDocument *document, int index, TileDefinition after, const QString &text,
                    int mergeKey = -1, QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey < 0 ? -1 : 1000 + m_mergeKey; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    PackageDocument *m_document;
    int m_index;
    TileDefinition m_before;
    TileDefinition m_after;
    int m_mergeKey;
};

} // namespace carcassonne
