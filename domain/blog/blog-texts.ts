import type { LocalizedText } from '../shared/language.js';

/** Texts of the blog list and the blog post page. */
export const BLOG_TEXTS = {
  newPost: { nl: 'Nieuw bericht', de: 'Neuer Beitrag', fr: 'Nouvel article', en: 'New Post' },
  share: { nl: 'Delen', de: 'Teilen', fr: 'Partager', en: 'Share' },
  ourContainers: { nl: 'Onze Containers', de: 'Unsere Container', fr: 'Nos Conteneurs', en: 'Our Containers' },
  moreContainers: { nl: 'Meer containers', de: 'Weitere Container', fr: 'Plus de conteneurs', en: 'More Containers' },
  available: { nl: 'Beschikbaar', de: 'Verfügbar', fr: 'Disponible', en: 'Available' },
  noImage: { nl: 'Geen afbeelding', de: 'Kein Bild', fr: 'Pas d’image', en: 'No image' },
  postNotFound: {
    nl: 'Blogbericht niet gevonden',
    de: 'Blogbeitrag nicht gefunden',
    fr: 'Article de blog introuvable',
    en: 'Blog post not found',
  },
  postNotInLanguage: {
    nl: 'Dit bericht is niet beschikbaar in deze taal. U wordt doorgestuurd naar de Nederlandse versie als die bestaat.',
    de: 'Dieser Beitrag ist in dieser Sprache nicht verfügbar. Sie werden zur niederländischen Version weitergeleitet, falls vorhanden.',
    fr: 'Cet article n’est pas disponible dans cette langue. Vous serez redirigé vers la version néerlandaise si elle existe.',
    en: 'This post is not available in this language. You will be redirected to the Dutch version if available.',
  },
  backToBlog: { nl: 'Terug naar blog', de: 'Zurück zum Blog', fr: 'Retour au blog', en: 'Back to Blog' },
  fetchPostsFailed: {
    nl: 'Blogberichten ophalen mislukt',
    de: 'Blogbeiträge konnten nicht geladen werden',
    fr: 'Échec du chargement des articles de blog',
    en: 'Failed to fetch blog posts',
  },
  loadPostFailed: {
    nl: 'Blogbericht laden mislukt',
    de: 'Blogbeitrag konnte nicht geladen werden',
    fr: 'Échec du chargement de l’article de blog',
    en: 'Failed to load blog post',
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;
