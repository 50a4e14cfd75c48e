#include "riverui.h"

#include <QCoreApplication>

namespace carcassonne {

const char *RiverUi::nameSource() const
{
    return QT_TRANSLATE_NOOP("RuleTexts", "River");
}

} // namespace carcassonne
