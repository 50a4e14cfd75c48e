#pragma once

// A full disk without root or a tmpfs: while a FullFileSystem lives, this process can write no
// regular file beyond `bytes` (RLIMIT_FSIZE; the kernel's SIGXFSZ ignored, so the write fails
// with EFBIG instead of killing the process). A write that crosses the limit is cut short and
// the next one fails, as on a disk that fills up in the middle of a file. Pipes, terminals and
// files already larger are not affected. `applyInChild` does the same in a QProcess's child
// (QProcess::setChildProcessModifier), for the command line tool.
#include <QtGlobal>

#include <csignal>
#include <sys/resource.h>

namespace carcassonne {

class FullFileSystem
{
public:
    explicit FullFileSystem(rlim_t bytes)
    {
        m_ok = getrlimit(RLIMIT_FSIZE, &m_before) == 0;
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_before;
        limit.rlim_cur = bytes;
        m_ok = m_ok && setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FullFileSystem()
    {
        setrlimit(RLIMIT_FSIZE, &m_before);
        std::signal(SIGXFSZ, m_handler);
    }
    FullFileSystem(const FullFileSystem &) = delete;
    FullFileSystem &operator=(const FullFileSystem &) = delete;

    bool isValid() const { return m_ok; }

    // In a child process between fork and exec: async-signal-safe calls only.
    static void applyInChild(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit{};
        getrlimit(RLIMIT_FSIZE, &limit);
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }

private:
    rlimit m_before{};
    void (*m_handler)(int) = SIG_DFL;
    bool m_ok = false;
};

} // namespace carcassonne
