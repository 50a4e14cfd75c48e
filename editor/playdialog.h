#pragma once

#include "core/parameterspec.h"

#include <QDialog>
#include <QVariantMap>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;
class QVBoxLayout;

namespace carcassonne {

// Asks who plays: how many players and, for each, a person at this screen (hot seat) or a
// computer player of some strength; and, where the package's rules have one, a parameter a
// game is started at (The Mist's level).
class PlayDialog : public QDialog
{
    Q_OBJECT

public:
    PlayDialog(int minPlayers, int maxPlayers, QWidget *parent = nullptr);
    // The --players list: "human", "open" (a friend online: the game hosts a table) or
    // "ai:<kind>" per seat.
    QStringList players() const;
    // With a friend's seat: other computers may join the table (else this computer alone).
    bool openToNetwork() const;
    QCheckBox *openToNetworkBox() const { return m_openToNetwork; }
    QSpinBox *countSpin() const { return m_count; }
    QComboBox *seatCombo(int seat) const { return m_seats.value(seat); }
    // Offers a number parameter in its spec's range, starting at `value`, under `label`.
    void offerParameter(const ParameterSpec &spec, const QString &label, int value);
    QSpinBox *parameterSpin(const QString &name) const;
    // The offered parameters as chosen, in a record's setup.rules form ("parameters"); empty
    // when none is offered.
    QVariantMap rules() const;
    // Offers the order of the pile for a package that goes with a rule set of another's (an
    // expansion): all shuffled together, its own tiles first, or only its own tiles.
    void offerTileOrder();
    QComboBox *tileOrderCombo() const { return m_tileOrder; }
    // The --tiles value: "" (shuffled together), "first" or "only".
    QString tileOrder() const;

private:
    void updateSeats();

    QSpinBox *m_count;
    QFormLayout *m_form;
    QVBoxLayout *m_seatLayout;
    QList<QSpinBox *> m_parameters;
    QList<QComboBox *> m_seats;
    QComboBox *m_tileOrder = nullptr;
    QCheckBox *m_openToNetwork = nullptr;
};

} // namespace carcassonne
