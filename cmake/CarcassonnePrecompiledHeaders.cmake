# Precompiled headers: the standard and Qt headers nearly every file includes, parsed once a
# target instead of once a file. A file of the engine spends about 2.8 s of its 3.6 s in Qt
# Core's and the standard library's headers (138,000 lines after preprocessing); CI builds the
# engine three times (ci, asan, fuzz) and 36 test programs, on two cores.
#
# carcassonne_precompile(<target> <layer>)
#   <layer>: core (Qt Core only: the engine, the CLI), gui (Qt Gui, Svg), quick (Qt Quick and
#   Qml), widgets (Qt Widgets). Each layer's list includes the ones before it.
# carcassonne_precompile_test(<target> <layer> <key>)
#   A test program: the first test of a <key> precompiles the list, later ones with the same
#   <key> reuse its header (REUSE_FROM). Tests share a key only when they have the same
#   compile definitions and options (carcassonne_add_test: same folder, same libraries), so
#   the compiler accepts the shared header; where it would not, it reads the headers as text.
#
# CARCASSONNE_PCH=OFF (the dev preset) builds without them, so a missing #include shows there.
include_guard(GLOBAL)

option(CARCASSONNE_PCH "Precompile the common standard and Qt headers (faster builds)" ON)

set(carcassonne_pch_core
    <algorithm> <array> <cmath> <cstdint> <functional> <limits> <memory> <optional> <utility>
    <vector>
    <QByteArray> <QHash> <QJsonArray> <QJsonDocument> <QJsonObject> <QJsonValue> <QList> <QMap>
    <QSet> <QString> <QStringList> <QVariant> <QVariantMap>)
set(carcassonne_pch_gui ${carcassonne_pch_core}
    <QColor> <QFont> <QImage> <QPainter> <QPainterPath> <QPen> <QPixmap>)
set(carcassonne_pch_quick ${carcassonne_pch_gui}
    <QAbstractListModel> <QDateTime> <QJSEngine> <QJSValue> <QObject> <QQmlComponent>
    <QQmlContext> <QQmlEngine> <QQuickItem> <QUrl> <QtQml/qqmlprivate.h>)
set(carcassonne_pch_widgets ${carcassonne_pch_gui}
    <QAction> <QUndoCommand> <QUndoStack> <QWidget>)

function(carcassonne_precompile target layer)
    if(NOT CARCASSONNE_PCH)
        return()
    endif()
    if(NOT DEFINED carcassonne_pch_${layer})
        message(FATAL_ERROR "carcassonne_precompile(${target}): unknown layer ${layer}")
    endif()
    target_precompile_headers(${target} PRIVATE ${carcassonne_pch_${layer}})
endfunction()

function(carcassonne_precompile_test target layer key)
    if(NOT CARCASSONNE_PCH)
        return()
    endif()
    string(MD5 hash "${layer};${key}")
    get_property(donor GLOBAL PROPERTY CARCASSONNE_PCH_TEST_${hash})
    if(donor)
        target_precompile_headers(${target} REUSE_FROM ${donor})
    else()
        carcassonne_precompile(${target} ${layer})
        target_precompile_headers(${target} PRIVATE <QTest>)
        set_property(GLOBAL PROPERTY CARCASSONNE_PCH_TEST_${hash} ${target})
    endif()
endfunction()
