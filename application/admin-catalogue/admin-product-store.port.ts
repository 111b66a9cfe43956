import type { Condition } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';
import type { RedirectRuleChanges } from '../../domain/redirects/slug-change-redirects.js';
import type { StoredRedirect } from '../redirects/redirect-store.port.js';
import type {
  AdminConditionImage,
  AdminConditionInfo,
  AdminMainConditionImage,
  AdminProduct,
  AdminProductImage,
  ConditionInfoInput,
  ConditionInfoText,
  PerLanguage,
  ProductDraft,
} from './admin-product.js';

/** The redirect work a save does inside its transaction when slugs change. */
export interface SlugRedirects {
  /** The rule changes for the product's slugs moving from `previous` to the saved ones (none when no slug changed). */
  plan(previous: PerLanguage<string>, rules: readonly StoredRedirect[]): RedirectRuleChanges;
  /** Whether any slug changes at all (the rules are only read then). */
  changes(previous: PerLanguage<string>): boolean;
}

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly id: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'slug-taken'; readonly languages: readonly Language[] };

/** The product editor's writes and its read, each write in one transaction. */
export interface AdminProductStore {
  find(id: string): Promise<AdminProduct | null>;
  create(input: ProductDraft): Promise<SaveOutcome>;
  /** General fields and translations replaced together; redirects for changed slugs in the same transaction. */
  update(id: string, input: ProductDraft, redirects: SlugRedirects): Promise<SaveOutcome>;
  /** The product with its translations, images and condition data; false when there was none. */
  /** False when there is no such product; 'has-units' when container units still name it (nothing deleted, docs/units.md). */
  delete(id: string): Promise<boolean | 'has-units'>;
  /** Replaces the image list; sort_order from 0 in the given order. Null when the product does not exist. */
  setImages(id: string, urls: readonly string[]): Promise<readonly AdminProductImage[] | null>;
  addConditionImage(id: string, condition: Condition, imageUrl: string): Promise<AdminConditionImage | null>;
  deleteConditionImage(id: string, imageId: string): Promise<boolean>;
  upsertMainConditionImage(id: string, condition: Condition, imageUrl: string): Promise<AdminMainConditionImage | null>;
  deleteMainConditionImage(id: string, condition: Condition): Promise<boolean>;
  /** 'exists' when the product already has info for this condition. */
  createConditionInfo(id: string, input: ConditionInfoInput): Promise<AdminConditionInfo | 'exists' | null>;
  /** Image replaced when given (undefined keeps it), translations upserted per language. */
  updateConditionInfo(
    id: string,
    infoId: string,
    change: { readonly imageUrl?: string | null; readonly translations: PerLanguage<ConditionInfoText> },
  ): Promise<AdminConditionInfo | null>;
}
