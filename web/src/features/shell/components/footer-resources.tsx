import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { useLanguage } from '../../../app/use-language.js';
import { useFooterPages } from '../remote/use-footer-pages.js';
import { scrollToTop } from '../nav-links.js';

const capitalise = (text: string): string => (text === '' ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`);

/** 'Additional Resources': landing pages grouped by menu section; nothing when there are none. */
export const FooterResources = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: groups } = useFooterPages(lang);
  if (groups === undefined || groups.length === 0) return null;
  return (
    <section aria-labelledby="footer-resources" className="mt-10 border-t border-white/15 pt-8">
      <h2 id="footer-resources" className="mb-4 text-lg font-semibold text-white">
        {t('shell.footer.additionalResources')}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => {
          const heading = group.menuSection === null ? null : capitalise(group.label ?? group.menuSection);
          return (
            <div key={group.menuSection ?? '__ungrouped'}>
              {heading === null ? null : <h3 className="mb-2 font-semibold text-slate-100">{heading}</h3>}
              <ul className="space-y-1">
                {group.pages.map((page) => (
                  <li key={page.slug}>
                    <Link to={paths.landingPage(lang, page.slug)} onClick={scrollToTop} className="text-slate-300 hover:text-white hover:underline">
                      {page.title === '' ? page.slug : page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
};
