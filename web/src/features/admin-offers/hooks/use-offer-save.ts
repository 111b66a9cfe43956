import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { fieldErrorsOf } from '../../../shared/form/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { offerFormOfRevision } from '../form/offer-form-of-revision.js';
import type { AdminOfferJson } from '../remote/offer-json.js';
import { createOffer, reviseOffer, sendOffer } from '../remote/offer-requests.js';
import type { OfferForm } from './use-offer-form.js';

/** The cache key of one offer as the admin reads it. */
export const adminOfferKey = (id: string, lang: Language) => ['admin-offer', id, lang] as const;

/** The revision an offer stands at: the one edited, sent and accepted. */
export const currentRevisionOf = (offer: AdminOfferJson) => offer.revisions.find((revision) => revision.revision === offer.revision) ?? offer.revisions[offer.revisions.length - 1];

export interface OfferSave {
  readonly busy: boolean;
  /** Creates (no id) or revises the offer; the saved offer, or null when the rules or the server refused it (shown by field). */
  readonly save: () => Promise<AdminOfferJson | null>;
  /** Saves first when the form changed (or a new revision is being made), then emails the draft to the customer. */
  readonly send: () => Promise<void>;
}

/**
 * Saving and sending an offer: the browser's rules first, then the server (400: its messages by
 * field; 409: the offer changed or was accepted meanwhile, shown and reloaded). After a save the
 * form holds the server's revision (its prices, VAT and validity).
 */
export const useOfferSave = (form: OfferForm, offerId: string | null, lang: Language, onSaved: (offer: AdminOfferJson) => void, options: { readonly newRevision: boolean }): OfferSave => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const stored = (offer: AdminOfferJson): void => {
    client.setQueryData(adminOfferKey(offer.id, lang), offer);
    void client.invalidateQueries({ queryKey: ['admin-offers'] });
    const current = currentRevisionOf(offer);
    if (current !== undefined) form.reset(offerFormOfRevision(current, offer.quoteId));
    onSaved(offer);
  };

  const failed = (error: unknown): void => {
    const byField = fieldErrorsOf(error);
    if (Object.keys(byField).length > 0) form.showServerErrors(byField);
    toast({ title: error instanceof ApiError ? error.message : t('adminOffers.editor.failed'), variant: 'error', duration: ERROR_TOAST_DURATION });
    if (error instanceof ApiError && error.status === 409 && offerId !== null) void client.invalidateQueries({ queryKey: adminOfferKey(offerId, lang) });
  };

  const save = async (): Promise<AdminOfferJson | null> => {
    const checked = form.check();
    if (!checked.ok) {
      toast({ title: t('adminOffers.editor.fix'), variant: 'error', duration: ERROR_TOAST_DURATION });
      return null;
    }
    setBusy(true);
    try {
      const saved = offerId === null ? await createOffer(checked.input, lang) : await reviseOffer(offerId, checked.input, lang);
      stored(saved);
      toast({ title: t('adminOffers.editor.saved', { number: saved.number }) });
      return saved;
    } catch (error) {
      failed(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const send = async (): Promise<void> => {
    // A new offer, a changed one, or a sent one being revised is saved first (a sent revision is never sent again).
    const mustSave = form.dirty || offerId === null || options.newRevision;
    const saved = mustSave ? await save() : null;
    const id = saved?.id ?? offerId;
    if (id === null || (mustSave && saved === null)) return;
    setBusy(true);
    try {
      const sent = await sendOffer(id, lang);
      stored(sent);
      toast({ title: t('adminOffers.editor.sent', { email: sent.customer.email }) });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, save, send };
};
