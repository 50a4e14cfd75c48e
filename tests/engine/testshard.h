#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace carcassonne {

// Which data rows this run of a test program takes when CTest runs it as several shards
// (carcassonne_add_test(... SHARDS n) sets CARCASSONNE_TEST_SHARD=k/n for the k-th): every
// n-th row from the k-th, counted over all the program's data functions in the order Qt Test
// calls them, so each row runs in exactly one shard. Without the variable every row runs.
// tst_randomgames is split so CTest's two jobs share it (under ASan it alone outlasted all the
// other engine tests together).
class TestShard
{
public:
    static bool take()
    {
        static const Shard shard = fromEnvironment();
        static int row = 0;
        return row++ % shard.count == shard.index;
    }

private:
    struct Shard
    {
        int index = 0;
        int count = 1;
    };
    static Shard fromEnvironment()
    {
        const QByteArray value = qgetenv("CARCASSONNE_TEST_SHARD");
        if (value.isEmpty())
            return {};
        const qsizetype slash = value.indexOf('/');
        bool ok1 = false, ok2 = false;
        const int k = value.left(slash).toInt(&ok1);
        const int n = value.mid(slash + 1).toInt(&ok2);
        if (slash < 0 || !ok1 || !ok2 || n < 1 || k < 1 || k > n)
            qFatal("CARCASSONNE_TEST_SHARD must be k/n with 1 <= k <= n, not %s",
                   value.constData());
        return {k - 1, n};
    }
};

} // namespace carcassonne
