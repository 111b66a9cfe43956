import type { Language } from '../../../../../domain/shared/language.js';
import { apiSend } from '../../../shared/remote/http.js';

export interface HomeContactMessage {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/** Sends the home or landing page's contact form (source 'home' or 'landing', in the visitor's language). */
export const sendContactMessage = async (form: HomeContactMessage, lang: Language, source: 'home' | 'landing' = 'home'): Promise<void> => {
  const phone = form.phone.trim();
  await apiSend<unknown>('POST', '/api/contact', {
    source,
    name: form.name.trim(),
    email: form.email.trim(),
    ...(phone === '' ? {} : { phone }),
    message: form.message.trim(),
    lang,
  });
};
