import type { CompanyDetails } from '../shared/company.js';
import { centsToEuros } from '../shared/money.js';

/** schema.org JSON-LD objects, built from the same data the pages show. URLs are absolute. */
export type JsonLd = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

/** Where the shop is served and whose it is (the configured company). */
export interface SiteIdentity {
  readonly publicUrl: string;
  readonly company: CompanyDetails;
}

export const organization = ({ publicUrl, company }: SiteIdentity): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: company.name,
  legalName: company.legalName,
  url: publicUrl,
  logo: `${publicUrl}/favicon.svg`,
  email: company.email,
  telephone: company.phone,
  vatID: company.vatNumber,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.street,
    postalCode: company.postalCode,
    addressLocality: company.city,
    addressCountry: company.countryCode,
  },
});

export interface Crumb {
  readonly name: string;
  readonly url: string;
}

/** Home → … → the page itself, numbered from 1. */
export const breadcrumbList = (crumbs: readonly Crumb[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
});

export interface ProductOfferInput {
  readonly condition: 'new' | 'used';
  readonly cents: number;
}

export interface ProductInput {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly imageUrl: string | null;
  readonly isAvailable: boolean;
  readonly offers: readonly ProductOfferInput[];
}

/** A Product with one Offer per condition that has a price (prices in euros with two decimals). */
export const product = (input: ProductInput, company: CompanyDetails): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'Product',
  sku: input.id,
  name: input.name,
  description: input.description,
  url: input.url,
  brand: { '@type': 'Brand', name: company.name },
  ...(input.imageUrl === null ? {} : { image: input.imageUrl }),
  offers: input.offers
    .filter((offer) => offer.cents > 0)
    .map((offer) => ({
      '@type': 'Offer',
      url: input.url,
      price: centsToEuros(offer.cents).toFixed(2),
      priceCurrency: 'EUR',
      itemCondition: offer.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      availability: input.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: company.name },
    })),
});

export interface BlogPostingInput {
  readonly headline: string;
  readonly description: string;
  readonly url: string;
  readonly imageUrl: string | null;
  /** ISO timestamp. */
  readonly datePublished: string;
  readonly language: string;
  readonly keywords: readonly string[];
}

export const blogPosting = (input: BlogPostingInput, { publicUrl, company }: SiteIdentity): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  headline: input.headline,
  description: input.description,
  url: input.url,
  mainEntityOfPage: input.url,
  inLanguage: input.language,
  datePublished: input.datePublished,
  ...(input.imageUrl === null ? {} : { image: input.imageUrl }),
  ...(input.keywords.length === 0 ? {} : { keywords: input.keywords.join(', ') }),
  author: { '@type': 'Organization', name: company.name, url: publicUrl },
  publisher: { '@type': 'Organization', name: company.name, url: publicUrl },
});

export interface FaqInput {
  readonly question: string;
  /** Plain text or HTML, as the page shows it. */
  readonly answer: string;
}

export const faqPage = (entries: readonly FaqInput[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
});

/** An admin's stored structured data, kept only when it is a JSON-LD object (or a list of them). */
export const storedJsonLd = (value: unknown): readonly JsonLd[] => {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.filter((item): item is JsonLd => typeof item === 'object' && item !== null && !Array.isArray(item) && '@type' in item);
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
