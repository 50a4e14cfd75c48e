#pragma once

#include "packagemetadata.h"

#include <QUndoCommand>

namespace carcassonne {

class PackageDocument;

// Changes the manifest: id, version, names, descriptions, requirements.
class EditMetadataCommand : public QUndoCommand
{
public:
    EditMetadataCommand(PackageDocument *document, PackageMetadata after, const QString &text,
                        QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    PackageDocument *m_document;
    PackageMetadata m_before;
    PackageMetadata m_after;
};

} // namespace carcassonne
