import type { LocalizedText } from '../shared/language.js';

const list = (numbers: readonly number[]): string => numbers.join(', ');

/** What the privacy tools answer when they cannot do what was asked (nl, de, fr, en). */
export const PRIVACY_MESSAGES = {
  invalidEmail: {
    nl: 'Vul een geldig e-mailadres in.',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    fr: 'Saisissez une adresse e-mail valide.',
    en: 'Enter a valid email address.',
  },
  adminNotErased: {
    nl: 'Dit adres hoort bij een beheerder: een beheerdersaccount wordt niet via de privacytools gewist.',
    de: 'Diese Adresse gehört zu einem Administrator: ein Administratorkonto wird nicht über die Datenschutzwerkzeuge gelöscht.',
    fr: 'Cette adresse appartient à un administrateur : un compte administrateur n’est pas effacé par les outils de confidentialité.',
    en: 'This address belongs to an admin: an admin account is not erased through the privacy tools.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Erasure waits while the shop still needs the address to deliver, bill or collect (GDPR art. 17(3)(b), 6(1)(b)). */
export const stillOpenMessage = (openOrders: readonly number[], runningRentals: number): LocalizedText =>
  openOrders.length > 0
    ? {
        nl: `Bestelling ${list(openOrders)} is nog niet afgerond of geannuleerd: rond ze eerst af of annuleer ze.`,
        de: `Die Bestellung ${list(openOrders)} ist noch nicht abgeschlossen oder storniert: schließen Sie sie zuerst ab oder stornieren Sie sie.`,
        fr: `La commande ${list(openOrders)} n’est pas encore terminée ni annulée : terminez-la ou annulez-la d’abord.`,
        en: `Order ${list(openOrders)} is not completed or cancelled yet: complete or cancel it first.`,
      }
    : {
        nl: `${runningRentals} huurcontract(en) van deze klant lopen nog: beëindig ze eerst.`,
        de: `${runningRentals} Mietvertrag/Mietverträge dieses Kunden laufen noch: beenden Sie sie zuerst.`,
        fr: `${runningRentals} contrat(s) de location de ce client sont encore en cours : terminez-les d’abord.`,
        en: `${runningRentals} rental contract(s) of this customer are still running: end them first.`,
      };
