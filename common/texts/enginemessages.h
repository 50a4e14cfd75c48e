#pragma once

#include "core/message.h"
#include "core/problem.h"

#include <QCoreApplication>
#include <QString>

namespace carcassonne {

// The engine's messages in the language shown. The engine reports a message as a code (its
// English template, marked with QT_TRANSLATE_NOOP("EngineMessages", ...) where the engine
// builds it, so lupdate reads it from the engine's sources) with its values (core/message.h);
// here the code is translated and the values filled in, a value that is itself a message
// translated too. Records, logs and the command line keep the English (Message::toString).
class EngineMessages
{
    Q_DECLARE_TR_FUNCTIONS(EngineMessages)

public:
    // `message` in the language installed now.
    static QString translate(const Message &message);
    // A problem as people read it: where (file, tile, field) and what, translated.
    static QString problem(const Problem &problem);
    // Several, one after the other.
    static QString problems(const Problems &problems);
};

} // namespace carcassonne
