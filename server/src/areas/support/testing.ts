// The support area's test factories, for other areas' tests.
export { createTicketRow } from './tickets/factories';
