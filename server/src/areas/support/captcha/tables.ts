export interface CaptchasTable {
  /** sha256 (hex) of the token handed to the browser. */
  id: string;
  answer: string;
  expires_at: string;
  created_at: string;
}

/** The tables this feature owns, composed into the Database type (server/src/database.ts). */
export interface CaptchaTables {
  captchas: CaptchasTable;
}
