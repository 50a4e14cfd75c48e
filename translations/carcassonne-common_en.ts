<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
