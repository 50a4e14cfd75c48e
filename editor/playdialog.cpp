#include "playdialog.h"

#include "ai/botlevels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace carcassonne {

PlayDialog::PlayDialog(int minPlayers, int maxPlayers, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Play"));
    setMinimumWidth(440);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Start a game with this package now. The editor stays open: "
                                "change a tile and play again."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = m_form = new QFormLayout;
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(std::max(1, minPlayers), std::max(minPlayers, maxPlayers));
    m_count->setValue(std::clamp(2, m_count->minimum(), m_count->maximum()));
    form->addRow(tr("&Players:"), m_count);
    layout->addLayout(form);
    m_seatLayout = new QVBoxLayout;
    layout->addLayout(m_seatLayout);
    // Friends at other computers play the package being drawn at once: the game hosts a table
    // and shows its invitation.
    m_openToNetwork = new QCheckBox(tr("Let other computers join the table"));
    m_openToNetwork->setObjectName(QStringLiteral("openToNetwork"));
    m_openToNetwork->setToolTip(tr("Without it, only a second game window on this computer can "
                                   "take a friend's seat."));
    layout->addWidget(m_openToNetwork);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_count, &QSpinBox::valueChanged, this, &PlayDialog::updateSeats);
    updateSeats();
}

void PlayDialog::updateSeats()
{
    while (m_seats.size() < m_count->value()) {
        const int seat = int(m_seats.size());
        auto *combo = new QComboBox;
        combo->setObjectName(QStringLiteral("seat%1").arg(seat));
        combo->addItem(tr("Person at this screen (hot seat)"), QStringLiteral("human"));
        for (const BotLevel &level : BotLevels::all())
            combo->addItem(QCoreApplication::translate(BotLevels::kContext, level.label),
                           QString::fromLatin1(level.kind));
        combo->addItem(tr("A friend at another computer (you host)"), QStringLiteral("open"));
        // By default one person against the computer at the game's usual level.
        combo->setCurrentIndex(
                seat == 0 ? 0 : combo->findData(QString::fromLatin1(BotLevels::standard().kind)));
        auto *row = new QFormLayout;
        row->addRow(tr("Seat %1:").arg(seat + 1), combo);
        m_seatLayout->addLayout(row);
        m_seats << combo;
        connect(combo, &QComboBox::currentIndexChanged, this, &PlayDialog::updateSeats);
    }
    for (int i = 0; i < m_seats.size(); ++i) {
        m_seats[i]->setVisible(i < m_count->value());
        if (auto *label = qobject_cast<QFormLayout *>(m_seatLayout->itemAt(i)->layout())
                                  ->labelForField(m_seats[i]))
            label->setVisible(i < m_count->value());
    }
    const QStringList kinds = players();
    m_openToNetwork->setVisible(kinds.contains(QStringLiteral("open")));
    // The table is the host's: one seat is the person at this screen.
    if (auto *ok = findChild<QDialogButtonBox *>()) {
        const bool hosting = kinds.contains(QStringLiteral("open"));
        ok->button(QDialogButtonBox::Ok)
                ->setEnabled(!hosting || kinds.contains(QStringLiteral("human")));
        ok->button(QDialogButtonBox::Ok)->setText(hosting ? tr("&Host") : tr("&Play"));
    }
}

bool PlayDialog::openToNetwork() const
{
    return !m_openToNetwork->isHidden() && m_openToNetwork->isChecked();
}

void PlayDialog::offerTileOrder()
{
    if (m_tileOrder)
        return;
    m_tileOrder = new QComboBox;
    m_tileOrder->setObjectName(QStringLiteral("tileOrder"));
    m_tileOrder->addItem(tr("All tiles shuffled together"), QString());
    m_tileOrder->addItem(tr("This package's tiles first"), QStringLiteral("first"));
    m_tileOrder->addItem(tr("Only this package's tiles"), QStringLiteral("only"));
    // A designer plays to see the new tiles: they come first unless asked otherwise.
    m_tileOrder->setCurrentIndex(1);
    m_tileOrder->setToolTip(tr("The start tile stays the rule set's; the rest follow shuffled."));
    m_form->addRow(tr("&Tiles:"), m_tileOrder);
}

QString PlayDialog::tileOrder() const
{
    return m_tileOrder ? m_tileOrder->currentData().toString() : QString();
}

void PlayDialog::offerParameter(const ParameterSpec &spec, const QString &label, int value)
{
    auto *spin = new QSpinBox;
    spin->setObjectName(QStringLiteral("parameter_") + spec.name);
    spin->setRange(spec.minimum, spec.maximum);
    spin->setValue(std::clamp(value, spec.minimum, spec.maximum));
    //: A parameter the game starts at, e.g. "Level (1-6):".
    m_form->addRow(tr("%1 (%2-%3):").arg(label).arg(spec.minimum).arg(spec.maximum), spin);
    m_form->labelForField(spin)->setToolTip(spec.name);
    m_parameters << spin;
}

QSpinBox *PlayDialog::parameterSpin(const QString &name) const
{
    return findChild<QSpinBox *>(QStringLiteral("parameter_") + name);
}

QVariantMap PlayDialog::rules() const
{
    QVariantMap parameters;
    for (const QSpinBox *spin : m_parameters)
        parameters.insert(spin->objectName().mid(int(qstrlen("parameter_"))), spin->value());
    if (parameters.isEmpty())
        return {};
    return {{QStringLiteral("parameters"), parameters}};
}

QStringList PlayDialog::players() const
{
    QStringList out;
    for (int i = 0; i < m_count->value(); ++i)
        out << m_seats[i]->currentData().toString();
    return out;
}

} // namespace carcassonne
