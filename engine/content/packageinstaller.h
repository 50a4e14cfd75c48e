#pragma once

#include "core/problem.h"
#include "package.h"

#include <QString>

#include <functional>

namespace carcassonne {

// Puts a package where the game, the editor and the command line tool find it: the user's
// packages folder (PackageRepository::userPackageFolder), as "<id>.zip". A package is read and
// checked in full before anything is written, and written whole or not at all; a built-in
// package's id is never taken, and a package already there is only replaced when asked
// (a folder package of that id, someone's working copy, never is).
class PackageInstaller
{
public:
    enum class Result {
        Installed,
        Unreadable, // not a package, or one the parser refuses (detail: the problems)
        BuiltIn, // its id is a built-in package's
        Exists, // a package of that id is installed (replace to overwrite a zip)
        FolderExists, // a folder package of that id is installed: left alone
        WriteFailed, // detail: why
        NoFolder // no place for user data on this system
    };
    struct Outcome
    {
        Result result = Result::Unreadable;
        QString id;
        QString path; // where it went (Installed)
        Message detail; // why, when it is not Installed (Unreadable: the problems)
    };

    // A zip or a folder someone picked. `check`, when given, adds its problems to the
    // reader's (the game passes PackageCheck, validate's checks): any refuses the package as
    // Unreadable before anything is written.
    using Check = std::function<Problems(const Package &)>;
    static Outcome installFrom(const QString &source, bool replace, const Check &check = {});
    // A package in memory (the editor's document), `check` as for installFrom.
    static Outcome install(const Package &package, bool replace, const Check &check = {});
    // Where the package `id` goes ("" when there is no user folder).
    static QString targetFor(const QString &id);
};

} // namespace carcassonne
