<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CoastUi</name>
    <message numerus="yes">
        <source>%n flag(s)</source>
        <translation>
            <numerusform>%n flag</numerusform>
            <numerusform>%n flags</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoodsUi</name>
    <message numerus="yes">
        <source>%n wine token(s)</source>
        <translation>
            <numerusform>%n wine token</numerusform>
            <numerusform>%n wine tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grain token(s)</source>
        <translation>
            <numerusform>%n grain token</numerusform>
            <numerusform>%n grain tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloth token(s)</source>
        <translation>
            <numerusform>%n cloth token</numerusform>
            <numerusform>%n cloth tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SurveyorsUi</name>
    <message numerus="yes">
        <source>%1 gets a surveyor bonus of %n point(s)</source>
        <translation>
            <numerusform>%1 gets a surveyor bonus of %n point</numerusform>
            <numerusform>%1 gets a surveyor bonus of %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 at %2, %3: %n point(s)</source>
        <translation>
            <numerusform>The %1 at %2, %3: %n point</numerusform>
            <numerusform>The %1 at %2, %3: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Surveyor&apos;s column %1: a colonist scoring here earns %n more point(s) per surveyor</source>
        <translation>
            <numerusform>Surveyor&apos;s column %1: a colonist scoring here earns %n more point per surveyor</numerusform>
            <numerusform>Surveyor&apos;s column %1: a colonist scoring here earns %n more points per surveyor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Surveyor in column %1: a colonist scoring in this column earns %n more point(s)</source>
        <translation>
            <numerusform>Surveyor in column %1: a colonist scoring in this column earns %n more point</numerusform>
            <numerusform>Surveyor in column %1: a colonist scoring in this column earns %n more points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrappersUi</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: the trappers of %1 score %2 each for %n animal(s)</source>
        <translation>
            <numerusform>Final scoring: the trappers of %1 score %2 each for %n animal</numerusform>
            <numerusform>Final scoring: the trappers of %1 score %2 each for %n animals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: %1&apos;s trappers score %2 for %n animal(s)</source>
        <translation>
            <numerusform>Final scoring: %1&apos;s trappers score %2 for %n animal</numerusform>
            <numerusform>Final scoring: %1&apos;s trappers score %2 for %n animals</numerusform>
        </translation>
    </message>
</context>
</TS>
