import type { LocalizedText } from '../shared/language.js';

/** The sign-in page's messages (spec, content side, point 8), in four languages. */
export const ACCOUNT_MESSAGES = {
  missingInput: {
    nl: 'Je moet een e-mailadres of telefoonnummer en een wachtwoord opgeven',
    de: 'Sie müssen eine E-Mail-Adresse oder Telefonnummer und ein Passwort angeben',
    fr: 'Vous devez fournir une adresse e-mail ou un numéro de téléphone et un mot de passe',
    en: 'You must provide either an email or phone number and a password',
  },
  invalidEmail: {
    nl: 'Voer een geldig e-mailadres in.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
    en: 'Please enter a valid email address.',
  },
  passwordTooShort: {
    nl: 'Het wachtwoord moet minstens 10 tekens hebben.',
    de: 'Das Passwort muss mindestens 10 Zeichen haben.',
    fr: 'Le mot de passe doit comporter au moins 10 caractères.',
    en: 'The password must have at least 10 characters.',
  },
  passwordTooLong: {
    nl: 'Het wachtwoord mag hoogstens 200 tekens hebben.',
    de: 'Das Passwort darf höchstens 200 Zeichen haben.',
    fr: 'Le mot de passe doit comporter au plus 200 caractères.',
    en: 'The password must have at most 200 characters.',
  },
  checkEmail: {
    nl: 'Controleer je e-mail om je account te bevestigen',
    de: 'Bitte prüfen Sie Ihre E-Mails, um Ihr Konto zu bestätigen',
    fr: 'Veuillez vérifier votre e-mail pour confirmer votre compte',
    en: 'Please check your email to verify your account',
  },
  loggedIn: {
    nl: 'Je bent succesvol ingelogd.',
    de: 'Sie haben sich erfolgreich angemeldet.',
    fr: 'Vous êtes connecté avec succès.',
    en: 'You have been logged in successfully.',
  },
  invalidCredentials: {
    nl: 'Onjuist e-mailadres of wachtwoord.',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    fr: 'Adresse e-mail ou mot de passe incorrect.',
    en: 'Invalid email or password.',
  },
  emailNotVerified: {
    nl: 'Bevestig eerst je e-mailadres via de link die we je stuurden.',
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link, den wir Ihnen geschickt haben.',
    fr: "Veuillez d'abord confirmer votre adresse e-mail via le lien que nous vous avons envoyé.",
    en: 'Please confirm your email address first, with the link we sent you.',
  },
  resetRequested: {
    nl: 'Als er een account met dit e-mailadres bestaat, ontvang je een link om je wachtwoord opnieuw in te stellen.',
    de: 'Falls ein Konto mit dieser E-Mail-Adresse existiert, erhalten Sie einen Link zum Zurücksetzen Ihres Passworts.',
    fr: 'Si un compte existe avec cette adresse e-mail, vous recevrez un lien pour réinitialiser votre mot de passe.',
    en: 'If an account exists for this email address, you will receive a link to reset your password.',
  },
  invalidToken: {
    nl: 'Deze link is ongeldig of verlopen.',
    de: 'Dieser Link ist ungültig oder abgelaufen.',
    fr: 'Ce lien est invalide ou a expiré.',
    en: 'This link is invalid or has expired.',
  },
  passwordChanged: {
    nl: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    de: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    fr: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    en: 'Your password has been changed. You can sign in now.',
  },
  notSignedIn: {
    nl: 'Je bent niet ingelogd.',
    de: 'Sie sind nicht angemeldet.',
    fr: "Vous n'êtes pas connecté.",
    en: 'You are not signed in.',
  },
  notAllowed: {
    nl: 'Je hebt geen toegang tot deze functie.',
    de: 'Sie haben keinen Zugriff auf diese Funktion.',
    fr: "Vous n'avez pas accès à cette fonction.",
    en: 'You do not have access to this function.',
  },
  signedOut: {
    nl: 'Je bent uitgelogd.',
    de: 'Sie wurden abgemeldet.',
    fr: 'Vous êtes déconnecté.',
    en: 'You have been signed out.',
  },
} as const satisfies Record<string, LocalizedText>;
