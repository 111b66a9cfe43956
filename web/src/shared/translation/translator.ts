import { DEFAULT_LANGUAGE, type Language } from '../../../../domain/shared/language.js';

export type Catalog = Readonly<Record<string, unknown>>;

/** Values for `{{name}}` placeholders; `count` also picks the plural form (`key_one`, `key_other`). */
export type TranslateOptions = Readonly<Record<string, unknown>> & { readonly count?: number };

export type TFunction = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const lookup = (tree: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), tree);

const interpolate = (text: string, values: TranslateOptions | undefined): string =>
  values === undefined
    ? text
    : text.replace(PLACEHOLDER, (placeholder, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? placeholder : String(value);
      });

/**
 * The texts of the site: catalogs per language, each file a top-level key
 * (`cart.json` answers `t('cart.title')`), `{{name}}` placeholders and plural
 * forms by Intl.PluralRules. Listeners hear every change of language or texts,
 * so the views render again. A key without a text answers the key itself and
 * is reported to `onMissingKey` (the app loads its file then).
 */
export class Translator {
  private readonly catalogs = new Map<Language, Record<string, unknown>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private current: Language;

  constructor(
    language: Language = DEFAULT_LANGUAGE,
    private readonly onMissingKey: (key: string) => void = () => undefined,
  ) {
    this.current = language;
  }

  get language(): Language {
    return this.current;
  }

  changeLanguage(language: Language): void {
    if (language === this.current) return;
    this.current = language;
    this.changed();
  }

  /** Adds (or replaces) one catalog file of a language, read as `{name}.…`. */
  addCatalog(language: Language, name: string, catalog: Catalog): void {
    const files = this.catalogs.get(language) ?? {};
    files[name] = catalog;
    this.catalogs.set(language, files);
    this.changed();
  }

  /** The text (or, for a group of texts, the object) under a key, in the current language. */
  resource(key: string): unknown {
    return lookup(this.catalogs.get(this.current), key.split('.'));
  }

  readonly t: TFunction = (key, options) => {
    const count = options?.count;
    const pluralKey = typeof count === 'number' ? `${key}_${new Intl.PluralRules(this.current).select(count)}` : null;
    const text = (pluralKey === null ? undefined : this.resource(pluralKey)) ?? this.resource(key);
    if (typeof text === 'string') return interpolate(text, options);
    this.onMissingKey(key);
    return key;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every change of language or texts (for useSyncExternalStore). */
  readonly getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
