#pragma once

#include <QString>

namespace carcassonne {

// The editor's language: installs the translation of a language for the whole program (the
// widgets hear QEvent::LanguageChange and translate themselves again), makes it the default
// locale, and remembers the choice where the game keeps its own ("window/language" in the game's
// settings; "" follows the system): one language setting for both programs.
class EditorLanguage
{
public:
    // The language shown now: "en", "nl" or "de".
    static QString current();
    // Shows `code` ("" = the system's language). Returns false for a language we lack.
    static bool apply(const QString &code);
    // The remembered choice ("" when none), and remembering one.
    static QString saved();
    static void save(const QString &code);
};

} // namespace carcassonne
