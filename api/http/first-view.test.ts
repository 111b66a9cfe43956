import { describe, expect, it } from '@jest/globals';
import type { ShownSection } from '../../application/content/shown-section.js';
import type { SectionTranslation } from '../../domain/landing/section.js';
import { homeFirstView } from './first-view.js';

const text = (title: string, imageUrl: string | null = '/media/demo/hero.jpg'): SectionTranslation => ({
  title,
  subtitle: 'Nieuw & gebruikt',
  contentHtml: null,
  imageUrl,
  imageAlt: 'Kranen "in" de haven',
  buttonText: null,
  buttonUrl: null,
  highlightBoxes: [],
});

const section = (id: string, type: ShownSection['type'], translation: SectionTranslation | null, extra: Partial<ShownSection> = {}): ShownSection => ({
  id,
  type,
  orderIndex: 0,
  backgroundColor: null,
  backgroundGradient: null,
  paddingTop: null,
  paddingBottom: null,
  special: null,
  translation,
  ...extra,
});

describe('homeFirstView', () => {
  it('paints the first shown hero with its title, subtitle and responsive image, escaped', () => {
    const html = homeFirstView([section('hidden', 'content_centered', null), section('hero', 'hero_with_image', text('Containers <kopen>'), { paddingTop: '2rem' })]);
    expect(html).toContain('<h1 class="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">Containers &lt;kopen&gt;</h1>');
    expect(html).toContain('<p class="mt-4 text-xl text-slate-700">Nieuw &amp; gebruikt</p>');
    expect(html).toContain('alt="Kranen &quot;in&quot; de haven"');
    expect(html).toMatch(/srcset="[^"]+ 400w, [^"]+" sizes="\(min-width: 768px\) 50vw, 100vw"/);
    expect(html).toContain('style="padding-top:2rem"');
  });

  it('leaves the image out when the hero has none', () => {
    expect(homeFirstView([section('hero', 'hero_with_image', text('Containers', null))])).not.toContain('<img');
  });

  it('paints nothing when the page does not open with a plain hero, or has no sections', () => {
    expect(homeFirstView([section('intro', 'content_centered', text('Welkom')), section('hero', 'hero_with_image', text('Containers'))])).toBeNull();
    expect(homeFirstView([section('hero', 'hero_with_image', text('Containers'), { special: 'leasing' })])).toBeNull();
    expect(homeFirstView([])).toBeNull();
  });
});
