#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <array>

class QSoundEffect;

namespace carcassonne {

// The game's short sounds (resources/sounds, made by scripts/make-sounds.py): a tile laid, a
// figure placed, the computer's move, a scoring (a bigger one from 10 points), your turn after
// the computer's, the end of the game. A volume and off, from the settings. Silent in tests
// and screenshots (the offscreen platform, --screenshot, CARCASSONNE_NO_SOUND): no audio
// device is opened there, but what would sound is still said (played), for the tests.
class SoundEffects : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller's sounds")
    Q_PROPERTY(bool enabled READ enabled WRITE setEnabled NOTIFY changed)
    Q_PROPERTY(qreal volume READ volume WRITE setVolume NOTIFY changed)
    Q_PROPERTY(bool silenced READ silenced CONSTANT)

public:
    enum class Sound { Tile, Figure, Computer, Score, BigScore, YourTurn, GameOver, Count };
    Q_ENUM(Sound)
    static constexpr int kBigScore = 10; // points from which a scoring sounds bigger

    explicit SoundEffects(QObject *parent = nullptr);
    ~SoundEffects() override;

    bool enabled() const { return m_enabled; }
    void setEnabled(bool on);
    qreal volume() const { return m_volume; }
    void setVolume(qreal volume);
    // No audio at all in this run (tests, screenshots).
    static bool silenced();

    // Sounds `sound` (when enabled and not silenced) and says so (played).
    Q_INVOKABLE void play(carcassonne::SoundEffects::Sound sound);
    // A scoring of `points`: the bigger sound from kBigScore.
    void playScoring(int points);

signals:
    void changed();
    void played(carcassonne::SoundEffects::Sound sound);

private:
    QSoundEffect *effect(Sound sound);

    bool m_enabled = true;
    qreal m_volume = 0.6;
    std::array<QSoundEffect *, std::size_t(Sound::Count)> m_effects{};
};

} // namespace carcassonne
