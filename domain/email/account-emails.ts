import type { EmailCompany } from './company-details.js';
import type { Language, LocalizedText } from '../shared/language.js';
import { emailDocument, signatureHtml, signatureText } from './email-layout.js';
import { escapeHtml, type RenderedEmail } from './rendered-email.js';

interface AccountEmailTexts {
  readonly subject: LocalizedText;
  readonly intro: LocalizedText;
  readonly action: LocalizedText;
  readonly outro: LocalizedText;
}

const VERIFY: AccountEmailTexts = {
  subject: { nl: 'Bevestig je e-mailadres', de: 'Bestätigen Sie Ihre E-Mail-Adresse', fr: 'Confirmez votre adresse e-mail', en: 'Confirm your email address' },
  intro: {
    nl: 'Welkom! Bevestig je e-mailadres om je account te activeren.',
    de: 'Willkommen! Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
    fr: 'Bienvenue ! Confirmez votre adresse e-mail pour activer votre compte.',
    en: 'Welcome! Please confirm your email address to activate your account.',
  },
  action: { nl: 'E-mailadres bevestigen', de: 'E-Mail-Adresse bestätigen', fr: "Confirmer l'adresse e-mail", en: 'Confirm email address' },
  outro: {
    nl: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
    de: 'Sie haben kein Konto erstellt? Dann können Sie diese E-Mail ignorieren.',
    fr: "Vous n'avez pas créé de compte ? Ignorez simplement cet e-mail.",
    en: 'Did not create an account? Then you can ignore this email.',
  },
};

const ALREADY_REGISTERED: AccountEmailTexts = {
  subject: { nl: 'Je hebt al een account', de: 'Sie haben bereits ein Konto', fr: 'Vous avez déjà un compte', en: 'You already have an account' },
  intro: {
    nl: 'Iemand probeerde een account aan te maken met dit e-mailadres, maar er bestaat er al een. Log in, of stel je wachtwoord opnieuw in als je het vergeten bent.',
    de: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein Konto zu erstellen, aber es gibt bereits eines. Melden Sie sich an oder setzen Sie Ihr Passwort zurück, falls Sie es vergessen haben.',
    fr: "Quelqu'un a essayé de créer un compte avec cette adresse e-mail, mais il en existe déjà un. Connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié.",
    en: 'Someone tried to create an account with this email address, but one already exists. Sign in, or reset your password if you forgot it.',
  },
  action: { nl: 'Inloggen', de: 'Anmelden', fr: 'Se connecter', en: 'Sign in' },
  outro: {
    nl: 'Wachtwoord vergeten? Stel het hier opnieuw in:',
    de: 'Passwort vergessen? Hier können Sie es zurücksetzen:',
    fr: 'Mot de passe oublié ? Réinitialisez-le ici :',
    en: 'Forgot your password? Reset it here:',
  },
};

const RESET: AccountEmailTexts = {
  subject: { nl: 'Stel je wachtwoord opnieuw in', de: 'Setzen Sie Ihr Passwort zurück', fr: 'Réinitialisez votre mot de passe', en: 'Reset your password' },
  intro: {
    nl: 'Je vroeg een nieuw wachtwoord aan. De link is één uur geldig.',
    de: 'Sie haben ein neues Passwort angefordert. Der Link ist eine Stunde gültig.',
    fr: 'Vous avez demandé un nouveau mot de passe. Le lien est valable une heure.',
    en: 'You asked for a new password. The link is valid for one hour.',
  },
  action: { nl: 'Nieuw wachtwoord kiezen', de: 'Neues Passwort wählen', fr: 'Choisir un nouveau mot de passe', en: 'Choose a new password' },
  outro: {
    nl: 'Heb je dit niet aangevraagd? Dan blijft je wachtwoord ongewijzigd.',
    de: 'Sie haben das nicht angefordert? Dann bleibt Ihr Passwort unverändert.',
    fr: "Vous n'avez rien demandé ? Votre mot de passe reste inchangé.",
    en: 'Did not ask for this? Then your password stays as it is.',
  },
};

const ACCOUNT_LOCKED: AccountEmailTexts = {
  subject: {
    nl: 'Aanmelden op je account tijdelijk geblokkeerd',
    de: 'Anmeldung bei Ihrem Konto vorübergehend gesperrt',
    fr: 'Connexion à votre compte temporairement bloquée',
    en: 'Sign-in to your account temporarily locked',
  },
  intro: {
    nl: 'Er werd meermaals een verkeerd wachtwoord ingegeven voor je account. Aanmelden is daarom even geblokkeerd; probeer het later opnieuw.',
    de: 'Für Ihr Konto wurde mehrmals ein falsches Passwort eingegeben. Die Anmeldung ist daher vorübergehend gesperrt; versuchen Sie es später erneut.',
    fr: 'Un mauvais mot de passe a été saisi plusieurs fois pour votre compte. La connexion est donc bloquée un moment ; réessayez plus tard.',
    en: 'A wrong password was entered for your account several times, so signing in is locked for a while; please try again later.',
  },
  action: { nl: 'Wachtwoord opnieuw instellen', de: 'Passwort zurücksetzen', fr: 'Réinitialiser le mot de passe', en: 'Reset your password' },
  outro: {
    nl: 'Was jij dit niet? Stel dan een nieuw wachtwoord in: dat heft de blokkering meteen op.',
    de: 'Waren Sie das nicht? Dann setzen Sie ein neues Passwort: das hebt die Sperre sofort auf.',
    fr: "Ce n'était pas vous ? Choisissez un nouveau mot de passe : cela lève le blocage aussitôt.",
    en: 'Was this not you? Then choose a new password: that lifts the lock at once.',
  },
};

const render = (texts: AccountEmailTexts, language: Language, company: EmailCompany, link: string, extraLink: string | null): RenderedEmail => {
  const subject = texts.subject[language];
  const extraHtml = extraLink === null ? '' : ` <a href="${escapeHtml(extraLink)}">${escapeHtml(extraLink)}</a>`;
  const body = [
    `<p>${escapeHtml(texts.intro[language])}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action[language])}</a></p>`,
    `<p>${escapeHtml(texts.outro[language])}${extraHtml}</p>`,
    signatureHtml(language, company),
  ].join('\n');
  const text = [texts.intro[language], '', `${texts.action[language]}: ${link}`, '', `${texts.outro[language]}${extraLink === null ? '' : ` ${extraLink}`}`, '', signatureText(language, company)].join('\n');
  return { subject, html: emailDocument(language, subject, body), text };
};

export const verifyEmailEmail = (language: Language, company: EmailCompany, verifyLink: string): RenderedEmail => render(VERIFY, language, company, verifyLink, null);

export const alreadyRegisteredEmail = (language: Language, company: EmailCompany, signInLink: string, resetLink: string): RenderedEmail =>
  render(ALREADY_REGISTERED, language, company, signInLink, resetLink);

export const passwordResetEmail = (language: Language, company: EmailCompany, resetLink: string): RenderedEmail => render(RESET, language, company, resetLink, null);

/** To the owner when repeated wrong passwords locked the account's sign-in (never to an unknown address). */
export const accountLockedEmail = (language: Language, company: EmailCompany, resetLink: string): RenderedEmail => render(ACCOUNT_LOCKED, language, company, resetLink, null);
