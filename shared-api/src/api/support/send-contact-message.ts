import type { ContactInput, ContactResponse } from '@lobby/contract-support';
import { postJson } from '../../lib/api-client';

/** POST /api/r/contact */
export const sendContactMessage = (input: ContactInput) =>
  postJson<ContactResponse>('api/r/contact', input);
