import { useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { PRIMARY_BUTTON } from '../../shared/buttons/buttons.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { FaqEntryForm } from './components/faq-entry-form.js';
import { OrderedContentList } from './components/ordered-content-list.js';
import { emptyFaqValues, faqValuesOf } from './form/faq-values.js';
import { useOrderedContent } from './hooks/use-ordered-content.js';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq, type AdminFaqJson, type FaqTranslationsInput } from './remote/faq-requests.js';

const FAQ_REQUESTS = { key: ['admin', 'faq'], publicContent: 'faq', list: listFaqs, create: createFaq, update: updateFaq, remove: deleteFaq, reorder: reorderFaqs } as const;

/** The entry's question in the page language, else in the first language it has. */
const questionOf = (faq: AdminFaqJson, lang: string): string =>
  (faq.translations.find((translation) => translation.language === lang) ?? faq.translations[0])?.question ?? faq.id;

const FaqAdmin = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const content = useOrderedContent<AdminFaqJson, FaqTranslationsInput>(FAQ_REQUESTS, lang);
  const { create } = content;
  const [adding, setAdding] = useState(false);

  return (
    <AdminScreen
      title={t('adminContent.faq.title')}
      intro={t('adminContent.faq.intro')}
      actions={
        <button type="button" className={PRIMARY_BUTTON} onClick={() => setAdding(true)} disabled={adding}>
          {t('adminContent.faq.add')}
        </button>
      }
    >
      {adding ? (
        <section aria-label={t('adminContent.faq.add')} className="rounded-lg border border-blue-200 bg-blue-50/40 p-4">
          <FaqEntryForm
            idPrefix="faq-new"
            initial={emptyFaqValues()}
            busy={create.isPending}
            onSave={async (input) => {
              await create.mutateAsync(input);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <OrderedContentList
        content={content}
        describe={(faq) => ({ label: questionOf(faq, lang) })}
        emptyText={t('adminContent.faq.empty')}
        deleteTitle={t('adminContent.faq.deleteTitle')}
        deleteText={(item) => t('adminContent.faq.deleteText', { question: item.label })}
        renderEditor={({ item, busy, save, cancel }) => <FaqEntryForm key={item.id} idPrefix={`faq-${item.id}`} initial={faqValuesOf(item)} busy={busy} onSave={save} onCancel={cancel} />}
      />
    </AdminScreen>
  );
};

/** `/{lang}/admin/faq`: the FAQ entries in their order; non-admins go to the admin sign-in. */
export const FaqAdminPage = () => (
  <RequireAdmin redirectTo={paths.admin}>
    <FaqAdmin />
  </RequireAdmin>
);
