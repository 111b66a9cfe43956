import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { Tabs, type TabSpec } from '../../shared/tabs/index.js';
import { MessagesPanel } from './components/messages-panel.js';
import { InvoicesPanel } from './components/invoices-panel.js';
import { OrdersPanel } from './components/orders-panel.js';
import { OutboxPanel } from './components/outbox-panel.js';
import { QuotesPanel } from './components/quotes-panel.js';
import { INBOX_TABS, useInboxParams, type InboxTab } from './hooks/use-inbox-params.js';

const Inbox = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigation = useInboxParams();
  const { tab } = navigation.params;
  const tabs: readonly TabSpec<InboxTab>[] = INBOX_TABS.map((id) => ({ id, label: t(`adminInbox.tabs.${id}`) }));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('adminInbox.title')}</h1>
        <p className="mt-2 text-slate-600">{t('adminInbox.intro')}</p>
      </header>
      <Tabs label={t('adminInbox.title')} idPrefix="inbox" tabs={tabs} active={tab} onChange={navigation.showTab}>
        {tab === 'orders' ? <OrdersPanel lang={lang} navigation={navigation} /> : null}
        {tab === 'invoices' ? <InvoicesPanel lang={lang} /> : null}
        {tab === 'quotes' ? <QuotesPanel lang={lang} navigation={navigation} /> : null}
        {tab === 'messages' ? <MessagesPanel lang={lang} navigation={navigation} /> : null}
        {tab === 'outbox' ? <OutboxPanel lang={lang} navigation={navigation} /> : null}
      </Tabs>
    </div>
  );
};

/** `/{lang}/admin/inbox`: orders, quote requests, contact messages and the email outbox; non-admins go home. */
export const InboxPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <Inbox />
  </RequireAdmin>
);
