import type { ContactInput, ContactResponse } from '@lobby/contract-support';
import { postJson } from '@lobby/shared-api';

/** POST /api/r/contact */
export const sendContactMessage = (input: ContactInput) =>
  postJson<ContactResponse>('api/r/contact', input);
