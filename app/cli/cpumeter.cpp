#include "cpumeter.h"

#include <ctime>

#ifdef __linux__
#include <cstring>
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace carcassonne {

namespace {

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

} // namespace

CpuMeter::CpuMeter()
{
#ifdef __linux__
    perf_event_attr attr;
    std::memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.disabled = 1;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    // This thread only: the benchmark runs on the calling thread.
    m_counter = int(syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0));
#endif
}

CpuMeter::~CpuMeter()
{
#ifdef __linux__
    if (m_counter >= 0)
        close(m_counter);
#endif
}

void CpuMeter::start()
{
    m_instructions.reset();
#ifdef __linux__
    if (m_counter >= 0) {
        ioctl(m_counter, PERF_EVENT_IOC_RESET, 0);
        ioctl(m_counter, PERF_EVENT_IOC_ENABLE, 0);
    }
#endif
    m_cpuStart = processCpuSeconds();
}

void CpuMeter::stop()
{
    m_cpuSeconds = processCpuSeconds() - m_cpuStart;
#ifdef __linux__
    if (m_counter >= 0) {
        ioctl(m_counter, PERF_EVENT_IOC_DISABLE, 0);
        std::uint64_t count = 0;
        if (read(m_counter, &count, sizeof count) == sizeof count)
            m_instructions = count;
    }
#endif
}

} // namespace carcassonne
