#pragma once

#include "core/problem.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace carcassonne {

// The engine's messages in the language shown. The engine writes technical English (records,
// logs, the command line keep it); where the game or the editor shows one to a person, it is
// translated here: each message the engine can send is a template of this catalog
// ("must be a whole number from %1 to %2"), matched against the text and translated with its
// values ("muss eine ganze Zahl von 0 bis 30 sein"), a value that is itself a message
// translated too. tst_enginemessages keeps the catalog and the engine's sources in step.
class EngineMessages
{
    Q_DECLARE_TR_FUNCTIONS(EngineMessages)

public:
    // `english` in the language installed now; a text no template matches stays as it is, and
    // `complete`, when given, tells whether every part was translated.
    static QString translate(const QString &english, bool *complete = nullptr);
    // A problem as people read it: where (file, tile, field) and what, translated.
    static QString problem(const Problem &problem);
    // Several, one after the other.
    static QString problems(const Problems &problems);
    // The catalog's templates, in English (for the tests).
    static QStringList templates();
};

} // namespace carcassonne
