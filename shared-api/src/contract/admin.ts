import { singleLineText } from './common';
import type { Role } from './users';

// What several admin screens share: the staff member as lists show them, and an http(s) URL field.

/** A staff member as admin lists show them. */
export interface AdminActor {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
  role: Role;
}

/** An http(s) URL: anything else (javascript:, data:, relative) is refused. */
export const httpUrlSchema = (label: string) =>
  singleLineText({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
      } catch {
        return false;
      }
    }, `${label} must be an http:// or https:// address`);
