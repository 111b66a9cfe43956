import { useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import type { SectionType } from '../../../../domain/landing/section.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { PRIMARY_BUTTON } from '../../shared/buttons/buttons.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { OrderedContentList } from './components/ordered-content-list.js';
import { SectionForm } from './components/section-form.js';
import { SectionTypeSelect } from '../../shared/section-editor/section-type-select.js';
import { newSection, sectionValuesOf } from '../../shared/section-editor/section-values.js';
import { useOrderedContent } from './hooks/use-ordered-content.js';
import { createHomeSection, deleteHomeSection, listHomeSections, reorderHomeSections, updateHomeSection } from './remote/home-section-requests.js';
import type { AdminSectionJson, SectionInputJson } from '../../shared/section-editor/section-json.js';

const HOME_SECTION_REQUESTS = {
  key: ['admin', 'home-sections'],
  publicContent: 'homeSections',
  list: listHomeSections,
  create: createHomeSection,
  update: updateHomeSection,
  remove: deleteHomeSection,
  reorder: reorderHomeSections,
} as const;

const HomeSectionsAdmin = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const content = useOrderedContent<AdminSectionJson, SectionInputJson>(HOME_SECTION_REQUESTS, lang);
  const { create } = content;
  const [adding, setAdding] = useState<SectionType | null>(null);
  const [newType, setNewType] = useState<SectionType>('content_centered');
  const labelOf = (section: AdminSectionJson): string => {
    const title = section.translations[lang]?.title ?? '';
    return `${t(`adminContent.sectionTypes.${section.type}`)}${title === '' ? '' : `: ${title}`}`;
  };

  return (
    <AdminScreen title={t('adminContent.home.title')} intro={t('adminContent.home.intro')}>
      <section aria-labelledby="home-add-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="home-add-title" className="text-lg font-semibold text-slate-900">
          {t('adminContent.home.add')}
        </h2>
        {adding === null ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="sm:w-80">
              <SectionTypeSelect purpose="new" value={newType} onChange={setNewType} />
            </div>
            <button type="button" className={PRIMARY_BUTTON} onClick={() => setAdding(newType)}>
              {t('adminContent.home.addButton')}
            </button>
          </div>
        ) : (
          <SectionForm
            initial={newSection(adding)}
            busy={create.isPending}
            onSave={async (input) => {
              await create.mutateAsync(input);
              setAdding(null);
            }}
            onCancel={() => setAdding(null)}
          />
        )}
      </section>
      <OrderedContentList
        content={content}
        describe={(section) => ({ label: labelOf(section), detail: section.id })}
        emptyText={t('adminContent.home.empty')}
        deleteTitle={t('adminContent.home.deleteTitle')}
        deleteText={(item) => t('adminContent.home.deleteText', { name: item.label })}
        renderEditor={({ item, busy, save, cancel }) => <SectionForm key={item.id} initial={sectionValuesOf(item)} busy={busy} onSave={save} onCancel={cancel} />}
      />
    </AdminScreen>
  );
};

/** `/{lang}/admin/home`: the home page's sections in their order; non-admins go to the admin sign-in. */
export const HomeSectionsAdminPage = () => (
  <RequireAdmin redirectTo={paths.admin}>
    <HomeSectionsAdmin />
  </RequireAdmin>
);
