import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import type { AdminFaq, FaqAdminStore } from './faq-admin-store.port.js';
import { toFaqDraft, type FaqInput } from './faq-input.js';

interface Deps {
  readonly faqs: FaqAdminStore;
}

export interface SavedFaq {
  readonly message: LocalizedText;
  readonly faq: AdminFaq;
}

export const listAllFaqs = (deps: Deps) => (): Promise<readonly AdminFaq[]> => deps.faqs.list();

export const createFaq =
  (deps: Deps) =>
  async (input: FaqInput): Promise<Result<SavedFaq, ApplicationError>> => {
    const draft = toFaqDraft(input);
    return draft.ok ? ok({ message: M.faqCreated, faq: await deps.faqs.create(draft.value) }) : draft;
  };

export const updateFaq =
  (deps: Deps) =>
  async (id: string, input: FaqInput): Promise<Result<SavedFaq, ApplicationError>> => {
    const draft = toFaqDraft(input);
    if (!draft.ok) return draft;
    const faq = await deps.faqs.update(id, draft.value);
    return faq === null ? err(notFound(M.faqNotFound)) : ok({ message: M.faqUpdated, faq });
  };

export const deleteFaq =
  (deps: Deps) =>
  async (id: string): Promise<Result<LocalizedText, ApplicationError>> =>
    (await deps.faqs.delete(id)) ? ok(M.faqDeleted) : err(notFound(M.faqNotFound));

/** The new order: every entry's id exactly once. */
export const reorderFaqs =
  (deps: Deps) =>
  async (ids: readonly string[]): Promise<Result<LocalizedText, ApplicationError>> =>
    (await deps.faqs.reorder(ids)) === 'reordered' ? ok(M.orderSaved) : err(invalidInput([{ field: 'ids', message: M.orderIncomplete }]));
