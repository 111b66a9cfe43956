import { useTranslation } from '../../shared/translation/index.js';
import { Link } from 'react-router';
import { BLOG_TEXTS } from '../../../../domain/blog/blog-texts.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { useCurrentUser } from '../../shared/session/index.js';
import { PRIMARY_BUTTON } from '../../shared/buttons/buttons.js';
import { BlogListPage } from './blog-list-page.js';

const PencilIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);

/**
 * `/{lang}/blog`: the public list; admins also get 'New Post' (to /{lang}/blog/admin/new) and an edit
 * icon per card (to /{lang}/blog/admin/{slug}/edit). Visitors see exactly the public page.
 */
export const BlogListWithAdminControls = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <BlogListPage />;
  return (
    <BlogListPage
      adminToolbar={
        <Link to={paths.blogAdminNew(lang)} className={PRIMARY_BUTTON}>
          {BLOG_TEXTS.newPost[lang]}
        </Link>
      }
      adminCardActions={(post) => (
        <Link
          to={paths.blogAdminEdit(lang, post.slug)}
          aria-label={t('adminBlog.list.editNamed', { title: post.title })}
          title={t('adminBlog.list.editNamed', { title: post.title })}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <PencilIcon />
        </Link>
      )}
    />
  );
};
