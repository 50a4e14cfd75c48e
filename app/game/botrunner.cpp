#include "botrunner.h"

#include "ai/bot.h"

#include <QPointer>
#include <QThread>

namespace carcassonne {

BotRunner::BotRunner(QObject *parent) : QObject(parent) { }

BotRunner::~BotRunner()
{
    cancel();
}

void BotRunner::start(std::shared_ptr<Bot> bot, const GameState &state, Done done)
{
    cancel();
    auto flag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = flag;
    const quint64 generation = ++m_generation;
    QPointer<BotRunner> self(this);
    QThread *thread = QThread::create([bot, state, flag, self, generation, done] {
        const Move move = bot->choose(state, flag.get());
        if (flag->load())
            return;
        QMetaObject::invokeMethod(
                self.data(),
                [self, generation, done, move] {
                    if (!self || self->m_generation != generation)
                        return;
                    self->m_thread = nullptr;
                    done(move);
                },
                Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_thread = thread;
    thread->start(QThread::LowPriority);
}

void BotRunner::cancel()
{
    ++m_generation;
    if (m_cancel)
        m_cancel->store(true);
    if (m_thread) {
        m_thread->wait();
        m_thread = nullptr;
    }
    m_cancel.reset();
}

} // namespace carcassonne
