#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace carcassonne {

class PackageDocument;

// File > New's first step: the new package's English name, and the id made from it that no
// installed package or file in the packages folder has, shown as it is typed.
class NewPackageDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewPackageDialog(const PackageDocument *document, QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    QLabel *idLabel() const { return m_id; }
    // The name as typed, without spaces at its ends.
    QString name() const;
    // The id the package will get (PackageDocument::freePackageId).
    QString packageId() const;

private:
    void update();

    const PackageDocument *m_document;
    QLineEdit *m_name;
    QLabel *m_id;
    QDialogButtonBox *m_buttons;
};

} // namespace carcassonne
