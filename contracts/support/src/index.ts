// @lobby/contract-support — the support area's API contract: request schemas (zod) and response
// types shared by the server and the support remote. It imports only zod: no browser or server
// dependencies.
export * from './captcha';
export * from './contact';
export * from './contact-admin';
export * from './tickets';
export * from './tickets-admin';
