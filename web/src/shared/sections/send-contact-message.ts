import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { apiSend } from '../remote/http.js';

/** The home contact form's fields as typed (the phone '' when left empty), named as the API names them. */
export type HomeContactMessage = Required<Pick<ApiJson<'ContactRequestDto'>, 'name' | 'email' | 'phone' | 'message'>>;

/** Sends the home or landing page's contact form (source 'home' or 'landing', in the visitor's language). */
export const sendContactMessage = async (form: HomeContactMessage, lang: Language, source: 'home' | 'landing' = 'home'): Promise<void> => {
  const phone = form.phone.trim();
  const body: ApiJson<'ContactRequestDto'> = {
    source,
    name: form.name.trim(),
    email: form.email.trim(),
    ...(phone === '' ? {} : { phone }),
    message: form.message.trim(),
    lang,
  };
  await apiSend<ApiJson<'CreatedIdDto'>>('POST', '/api/contact', body);
};
