#pragma once

#include <cstdint>
#include <utility>

namespace carcassonne {

// The game's one source of chance: xoshiro256** seeded through SplitMix64. Its own bounded
// draw keeps games identical across compilers and standard libraries.
class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        for (auto &word : m_s) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0 (Lemire's method, with rejection: no bias).
    std::uint32_t below(std::uint32_t bound)
    {
        std::uint64_t m = (next() >> 32) * bound;
        std::uint32_t low = std::uint32_t(m);
        if (low < bound) {
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (low < threshold) {
                m = (next() >> 32) * bound;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    template<typename Container>
    void shuffle(Container &c)
    {
        // The state in a local for the loop: through `this` every draw's state went back to
        // memory, as the swaps' stores may alias it.
        Rng local = *this;
        auto *items = c.data();
        for (std::size_t i = c.size(); i > 1; --i) {
            const std::size_t j = local.below(std::uint32_t(i));
            std::swap(items[i - 1], items[j]);
        }
        *this = local;
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4]{};
};

} // namespace carcassonne
