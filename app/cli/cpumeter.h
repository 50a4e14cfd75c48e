#pragma once

#include <cstdint>
#include <optional>

namespace carcassonne {

// What a stretch of this process cost the CPU: seconds of CPU time (not wall-clock, so a loaded
// machine does not slow the figure much) and, where the kernel lets a process count them,
// retired user-space instructions (load-independent). Linux only; elsewhere CPU time alone.
class CpuMeter
{
public:
    CpuMeter();
    ~CpuMeter();
    CpuMeter(const CpuMeter &) = delete;
    CpuMeter &operator=(const CpuMeter &) = delete;

    void start();
    void stop();
    double cpuSeconds() const { return m_cpuSeconds; }
    // Empty when the machine has no usable hardware counter (many VMs).
    std::optional<std::uint64_t> instructions() const { return m_instructions; }

private:
    int m_counter = -1; // perf event file descriptor
    double m_cpuStart = 0;
    double m_cpuSeconds = 0;
    std::optional<std::uint64_t> m_instructions;
};

} // namespace carcassonne
