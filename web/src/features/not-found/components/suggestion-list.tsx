import { Link } from 'react-router';
import type { Suggestion } from '../remote/suggestions.js';

/** A titled list of suggested links; nothing when empty. */
export const SuggestionList = ({ id, title, items, pathOf }: { readonly id: string; readonly title: string; readonly items: readonly Suggestion[]; readonly pathOf: (slug: string) => string }) =>
  items.length === 0 ? null : (
    <section aria-labelledby={id} className="text-left">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.slug}>
            <Link to={pathOf(item.slug)} className="font-medium text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
