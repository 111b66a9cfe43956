import { useState } from 'react';
import type { FaqEntry } from '../remote/use-faqs.js';

/**
 * The question list: one answer open at a time (opening one closes the other; clicking the open
 * one closes it). Each question is a button with aria-expanded and aria-controls on its answer.
 */
export const FaqAccordion = ({ entries }: { readonly entries: readonly FaqEntry[] }) => {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {entries.map((entry) => {
        const open = entry.id === openId;
        const answerId = `faq-answer-${entry.id}`;
        return (
          <li key={entry.id}>
            <h2 className="text-base">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenId(open ? null : entry.id)}
                className="flex w-full items-start gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
              >
                <span className="shrink-0 font-mono text-blue-800">{entry.number}</span>
                <span className="flex-1">{entry.question}</span>
                <span aria-hidden="true" className={`shrink-0 text-slate-500 transition-transform ${open ? 'rotate-45' : ''}`}>
                  +
                </span>
              </button>
            </h2>
            <div id={answerId} hidden={!open} className="px-5 pb-5 pl-14 text-slate-700">
              <p className="whitespace-pre-line">{entry.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
