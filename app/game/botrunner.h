#pragma once

#include "state/gamestate.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace carcassonne {

class Bot;

// Runs one computer player's decision on a worker thread and hands the move back on the
// thread the runner lives in. The bot gets its own copy of the state; cancel() makes it answer
// at once and waits for the worker, so a bot is never used by two threads.
class BotRunner : public QObject
{
    Q_OBJECT

public:
    using Done = std::function<void(const Move &)>;

    explicit BotRunner(QObject *parent = nullptr);
    ~BotRunner() override;

    // Starts a decision; `done` runs on this object's thread unless the decision is cancelled.
    void start(std::shared_ptr<Bot> bot, const GameState &state, Done done);
    void cancel();
    bool running() const { return m_thread != nullptr; }

private:
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
};

} // namespace carcassonne
