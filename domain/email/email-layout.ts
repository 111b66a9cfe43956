import type { Language } from '../shared/language.js';
import { EMAIL_SIGNATORY, type EmailCompany } from './company-details.js';
import { ORDER_EMAIL_TEXTS } from './order-email-texts.js';
import { escapeHtml } from './rendered-email.js';

/** A whole HTML document around a body that is already escaped. */
export const emailDocument = (language: Language, title: string, body: string): string =>
  [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">',
    body,
    '</body>',
    '</html>',
  ].join('\n');

/** The staff member's signature for the company (spec: signed by a staff member, 'Team …'). */
export const signatureHtml = (language: Language, company: Pick<EmailCompany, 'name'>): string =>
  `<p>${escapeHtml(ORDER_EMAIL_TEXTS.regards[language])}<br>${escapeHtml(EMAIL_SIGNATORY)}<br>${escapeHtml(`Team ${company.name}`)}</p>`;

export const signatureText = (language: Language, company: Pick<EmailCompany, 'name'>): string => `${ORDER_EMAIL_TEXTS.regards[language]}\n${EMAIL_SIGNATORY}\nTeam ${company.name}`;

/** A two-column table of label/value rows; values are escaped here. */
export const keyValueTableHtml = (rows: readonly (readonly [string, string])[]): string =>
  `<table cellpadding="4" style="border-collapse: collapse;">${rows
    .map(([label, value]) => `<tr><td><strong>${escapeHtml(label)}</strong></td><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>`;

export const keyValueText = (rows: readonly (readonly [string, string])[]): string =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');
