#include "newpackagedialog.h"

#include "packagedocument.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace carcassonne {

NewPackageDialog::NewPackageDialog(const PackageDocument *document, QWidget *parent)
    : QDialog(parent),
      m_document(document)
{
    setWindowTitle(tr("New Package"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("newPackageName"));
    m_name->setPlaceholderText(tr("My tiles"));
    m_name->setMaxLength(200);
    m_id = new QLabel;
    m_id->setObjectName(QStringLiteral("newPackageId"));
    m_id->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("&Name (English):"), m_name);
    form->addRow(tr("Id:"), m_id);
    layout->addLayout(form);
    auto *note = new QLabel(tr("The id names the package's file and is how other packages "
                               "require it. Dutch and German names, and another id, can be "
                               "given on the Package page."));
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(note);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &NewPackageDialog::update);
    update();
    resize(sizeHint().expandedTo(QSize(420, 0)));
}

QString NewPackageDialog::name() const
{
    return m_name->text().trimmed();
}

QString NewPackageDialog::packageId() const
{
    return name().isEmpty() ? QString() : m_document->freePackageId(name());
}

void NewPackageDialog::update()
{
    // A package needs a name: the game lists it by that.
    const QString id = packageId();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!id.isEmpty());
    m_id->setText(id.isEmpty() ? tr("(from the name)") : id);
}

} // namespace carcassonne
