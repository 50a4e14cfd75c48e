#include "soundeffects.h"

#include <QAudioDevice>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace carcassonne {

namespace {

const char *fileOf(SoundEffects::Sound sound)
{
    switch (sound) {
    case SoundEffects::Sound::Tile:
        return "qrc:/sounds/tile.wav";
    case SoundEffects::Sound::Figure:
        return "qrc:/sounds/figure.wav";
    case SoundEffects::Sound::Computer:
        return "qrc:/sounds/computer.wav";
    case SoundEffects::Sound::Score:
        return "qrc:/sounds/score.wav";
    case SoundEffects::Sound::BigScore:
        return "qrc:/sounds/bigscore.wav";
    case SoundEffects::Sound::YourTurn:
        return "qrc:/sounds/yourturn.wav";
    case SoundEffects::Sound::GameOver:
        return "qrc:/sounds/gameover.wav";
    case SoundEffects::Sound::Count:
        break;
    }
    return "";
}

} // namespace

SoundEffects::SoundEffects(QObject *parent) : QObject(parent) { }

SoundEffects::~SoundEffects() = default;

bool SoundEffects::silenced()
{
    if (!qEnvironmentVariableIsEmpty("CARCASSONNE_NO_SOUND"))
        return true;
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        return true;
    return QCoreApplication::arguments().contains(QStringLiteral("--screenshot"));
}

void SoundEffects::setEnabled(bool on)
{
    if (on == m_enabled)
        return;
    m_enabled = on;
    emit changed();
}

void SoundEffects::setVolume(qreal volume)
{
    volume = std::clamp(volume, 0.0, 1.0);
    if (qFuzzyCompare(volume + 1, m_volume + 1))
        return;
    m_volume = volume;
    for (QSoundEffect *e : m_effects) {
        if (e)
            e->setVolume(float(m_volume));
    }
    emit changed();
}

QSoundEffect *SoundEffects::effect(Sound sound)
{
    // Made when first played: a run that never sounds never opens the audio device.
    QSoundEffect *&e = m_effects[std::size_t(sound)];
    if (!e) {
        e = new QSoundEffect(this);
        e->setSource(QUrl(QLatin1String(fileOf(sound))));
        e->setVolume(float(m_volume));
    }
    return e;
}

void SoundEffects::play(Sound sound)
{
    if (!m_enabled || sound == Sound::Count)
        return;
    // Asked once: a machine without any audio output plays nothing (and warns once, not at
    // every sound).
    static const bool hasOutput = !silenced() && !QMediaDevices::audioOutputs().isEmpty();
    if (hasOutput && m_volume > 0)
        effect(sound)->play();
    emit played(sound);
}

void SoundEffects::playScoring(int points)
{
    play(points >= kBigScore ? Sound::BigScore : Sound::Score);
}

} // namespace carcassonne
