import type { CaptchaTables } from './captcha/tables';
import type { ContactTables } from './contact/tables';
import type { TicketTables } from './tickets/tables';

/** The support area's tables. */
export interface SupportTables extends ContactTables, CaptchaTables, TicketTables {}
