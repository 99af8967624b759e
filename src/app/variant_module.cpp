#include "app/variant_module.hpp"

#include <QCoreApplication>

#include <cassert>

namespace tablee::app {

VariantModule::VariantModule(VariantDescription description) : m_description(description)
{
    assert(m_description.schema != nullptr && m_description.schema().variant == m_description.id);
}

QString VariantModule::id() const
{
    return QString::fromUtf8(m_description.id);
}

QString VariantModule::displayName() const
{
    return QCoreApplication::translate(m_description.context, m_description.name);
}

QString VariantModule::summary() const
{
    return QCoreApplication::translate(m_description.context, m_description.summary);
}

QString VariantModule::playerCount() const
{
    return QCoreApplication::translate(m_description.context, m_description.players);
}

QIcon VariantModule::icon() const
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(id()));
}

QString VariantModule::rulesResource(const QString& language) const
{
    return QStringLiteral(":/rules/%1.%2.md")
        .arg(id(), language == QLatin1String("fr") ? language : QStringLiteral("en"));
}

} // namespace tablee::app
