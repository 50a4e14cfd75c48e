#pragma once

namespace carcassonne {

// CPU time of the calling thread, in seconds from an arbitrary start: what a computation cost
// on one core, whatever else the machine runs. Where the system has no per-thread clock, the
// monotonic wall clock stands in.
class ThreadClock
{
public:
    static double cpuSeconds();
};

} // namespace carcassonne
