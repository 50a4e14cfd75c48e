#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;
class QVBoxLayout;

namespace carcassonne {

// Asks who plays: how many players and, for each, a person at this screen (hot seat) or a
// computer player of some strength.
class PlayDialog : public QDialog
{
    Q_OBJECT

public:
    PlayDialog(int minPlayers, int maxPlayers, QWidget *parent = nullptr);
    // The --players list: "human" or "ai:<kind>" per seat.
    QStringList players() const;
    QSpinBox *countSpin() const { return m_count; }
    QComboBox *seatCombo(int seat) const { return m_seats.value(seat); }

private:
    void updateSeats();

    QSpinBox *m_count;
    QVBoxLayout *m_seatLayout;
    QList<QComboBox *> m_seats;
};

} // namespace carcassonne
