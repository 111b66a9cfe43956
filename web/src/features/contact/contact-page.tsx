import { useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { PageHero } from '../../shared/service-page/page-hero.js';
import { CompanyCard } from './components/company-card.js';
import { ContactInfoCards } from './components/contact-info-cards.js';
import { ContactPageForm } from './components/contact-page-form.js';

/** `/{lang}/contact`: hero, info cards and hours, the form with uploads and the company card. */
export const ContactPage = () => {
  const { t } = useTranslation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);
  return (
    <>
      <PageHero title={t('contact.hero.title')} lead={t('contact.hero.subtitle')} />
      <div className="bg-slate-50">
        <ContactInfoCards />
        <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-100 lg:col-span-2">
            <ContactPageForm />
          </div>
          <CompanyCard />
        </div>
      </div>
    </>
  );
};
