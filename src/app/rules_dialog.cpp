// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rules_dialog.hpp"

#include "app/language.hpp"
#include "gui/variant_registry.hpp"
#include "gui/window_memory.hpp"

#include <QAbstractTextDocumentLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QHeaderView>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tablee::app {

namespace {

// A heading of the contents on as many lines as its column needs: shortened, « Fewer players —
// Tablée's ext… » kept its point from a new player (a review). The tree measures a row before
// it knows the column's width and asks the style with an empty rectangle, which measures the
// text on one line: the width is given here, and the rows are measured again as it changes.
class WrappedHeadingDelegate : public QStyledItemDelegate {
public:
    explicit WrappedHeadingDelegate(QTreeView* tree) : QStyledItemDelegate(tree), m_tree(tree)
    {
        connect(tree->header(), &QHeaderView::sectionResized, tree, [tree] { tree->doItemsLayout(); });
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem measured = option;
        initStyleOption(&measured, index);
        int depth = 0;
        for (QModelIndex above = index.parent(); above.isValid(); above = above.parent())
            ++depth;
        const int width = m_tree->header()->sectionSize(index.column()) - depth * m_tree->indentation();
        if (width <= 0)
            return QStyledItemDelegate::sizeHint(option, index);
        measured.rect = QRect(0, 0, width, 1); // valid: the style wraps within its width
        measured.features |= QStyleOptionViewItem::WrapText;
        // A little air between the rows: two headings on two lines each read as one block of four.
        return m_tree->style()->sizeFromContents(QStyle::CT_ItemViewItem, &measured, QSize(), m_tree)
            + QSize(0, measured.fontMetrics.lineSpacing() / 3);
    }

private:
    QTreeView* m_tree;
};

} // namespace

RulesDialog::RulesDialog(
    const gui::VariantRegistry& registry, const LanguageManager& language, const QString& variantId, QWidget* parent)
    : QDialog(parent), m_registry(registry), m_language(language)
{
    setObjectName(QStringLiteral("rulesDialog"));
    m_variants = new QComboBox(this);
    for (const auto& module : registry.modules())
        m_variants->addItem(module->icon(), module->displayName(), module->id());
    m_variants->setCurrentIndex(std::max(0, m_variants->findData(variantId)));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The headings beside the text, to jump to one by a click or the keyboard (Diplomacy's rules
    // begin with a primer of the plain game a player may skip).
    m_contents = new QTreeWidget(this);
    m_contents->setObjectName(QStringLiteral("rulesContents"));
    m_contents->setHeaderHidden(true);
    m_contents->setWordWrap(true); // a long heading whole on two lines; its tooltip says it too
    m_contents->setTextElideMode(Qt::ElideNone);
    m_contents->setItemDelegate(new WrappedHeadingDelegate(m_contents));
    m_contents->setRootIsDecorated(false);
    m_contents->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_contents, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (const auto heading = m_headings.indexOf(item); heading >= 0)
            jumpTo(static_cast<int>(heading));
    });
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 540});
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_variants);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(m_variants, &QComboBox::currentIndexChanged, this, &RulesDialog::showRules);
    retranslate();
    gui::rememberGeometry(*this, QStringLiteral("window/rules"), QSize(760, 720));
}

QString RulesDialog::shownVariant() const
{
    return m_variants->currentData().toString();
}

void RulesDialog::showVariant(const QString& variantId)
{
    m_variants->setCurrentIndex(std::max(0, m_variants->findData(variantId)));
}

QString RulesDialog::shownText() const
{
    return m_browser->document()->toRawText(); // (toPlainText would turn non-breaking spaces into spaces)
}

QStringList RulesDialog::headings() const
{
    QStringList names;
    for (const auto* item : m_headings)
        names << (item->parent() ? QStringLiteral("    ") : QString()) + item->text(0);
    return names;
}

void RulesDialog::jumpTo(int heading)
{
    Q_ASSERT(heading >= 0 && heading < m_headings.size());
    QTreeWidgetItem* item = m_headings[heading];
    const QTextBlock block = m_browser->document()->findBlockByNumber(item->data(0, Qt::UserRole).toInt());
    const QRectF place = m_browser->document()->documentLayout()->blockBoundingRect(block);
    m_browser->verticalScrollBar()->setValue(static_cast<int>(place.top()));
    // The reading cursor there too: a screen reader and the keys go on from the heading.
    m_browser->setTextCursor(QTextCursor(block));
    if (m_contents->currentItem() != item) {
        const QSignalBlocker quiet(m_contents);
        m_contents->setCurrentItem(item);
    }
}

int RulesDialog::headingAtTop() const
{
    const int top = m_browser->verticalScrollBar()->value();
    auto* layout = m_browser->document()->documentLayout();
    for (qsizetype heading = 0; heading < m_headings.size(); ++heading) {
        const QTextBlock block
            = m_browser->document()->findBlockByNumber(m_headings[heading]->data(0, Qt::UserRole).toInt());
        if (std::abs(static_cast<int>(layout->blockBoundingRect(block).top()) - top) <= 1)
            return static_cast<int>(heading);
    }
    return -1;
}

void RulesDialog::listHeadings()
{
    const QSignalBlocker quiet(m_contents);
    m_contents->clear();
    m_headings.clear();
    QTreeWidgetItem* section = nullptr;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level < 2 || level > 3) // the title is the variant's name; deeper ones are too many
            continue;
        auto* item = level == 3 && section ? new QTreeWidgetItem(section) : new QTreeWidgetItem(m_contents);
        item->setText(0, block.text());
        item->setToolTip(0, block.text());
        item->setData(0, Qt::UserRole, block.blockNumber());
        if (level == 2) {
            section = item;
            QFont font = item->font(0);
            font.setBold(true);
            item->setFont(0, font);
        }
        m_headings << item;
    }
    m_contents->expandAll();
}

namespace {

// French typography for the rules written in Markdown with ordinary spaces: a non-breaking space
// before « : ; ? ! » and after «, so that a sign never starts a line, and the typographic
// apostrophe (before emphasis too: "l’**objectif**"). Table rules (":---") and line starts are
// left alone.
QString withFrenchTypography(QString markdown)
{
    static const QRegularExpression before(
        QStringLiteral("(?<=\\S) ([:;?!\u00bb])(?=\\s|$|[*_)\\],.])"), QRegularExpression::MultilineOption);
    static const QRegularExpression after(QStringLiteral("\u00ab "));
    static const QRegularExpression apostrophe(
        QStringLiteral("(?<=\\w)'(?=[*_]*\\w)"), QRegularExpression::UseUnicodePropertiesOption);
    markdown.replace(before, QStringLiteral("\u00a0\\1"));
    markdown.replace(after, QStringLiteral("\u00ab\u00a0"));
    markdown.replace(apostrophe, QStringLiteral("\u2019"));
    return markdown;
}

} // namespace

void RulesDialog::showRules()
{
    const auto* module = m_registry.find(shownVariant());
    if (!module) {
        m_browser->setPlainText(tr("No rules to show."));
        m_contents->clear();
        m_headings.clear();
        return;
    }
    QFile file(module->rulesResource(m_language.current()));
    if (!file.open(QIODevice::ReadOnly)) {
        m_browser->setPlainText(tr("The rules of this game are missing from this build."));
        m_contents->clear();
        m_headings.clear();
        return;
    }
    const QString text = QString::fromUtf8(file.readAll());
    m_browser->setMarkdown(m_language.current() == QLatin1String("fr") ? withFrenchTypography(text) : text);
    listHeadings();
}

void RulesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RulesDialog::retranslate()
{
    setWindowTitle(tr("Rules"));
    for (int i = 0; i < m_variants->count(); ++i)
        if (const auto* module = m_registry.find(m_variants->itemData(i).toString()))
            m_variants->setItemText(i, module->displayName());
    showRules();
}

} // namespace tablee::app
