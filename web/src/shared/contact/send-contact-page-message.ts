import type { ContactMessage } from '../../../../domain/forms/contact-form.js';
import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { apiSend } from '../remote/http.js';

/** Sends the contact page's form (source 'contact_page'): the fields the domain's check returned, plus the uploads. */
export const sendContactPageMessage = async (message: ContactMessage, lang: Language): Promise<void> => {
  const body: ApiJson<'ContactRequestDto'> = {
    source: 'contact_page',
    name: message.name,
    email: message.email,
    ...(message.phone === null ? {} : { phone: message.phone }),
    ...(message.subject === null ? {} : { subject: message.subject }),
    message: message.message,
    lang,
    ...(message.attachmentIds.length === 0 ? {} : { attachmentIds: [...message.attachmentIds] }),
  };
  await apiSend<ApiJson<'CreatedIdDto'>>('POST', '/api/contact', body);
};
